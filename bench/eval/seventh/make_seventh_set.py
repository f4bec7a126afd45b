"""Check the seventh blind set and write its two halves.

    python3 bench/eval/seventh/make_seventh_set.py

Reads the hand-written requests in seventh_requests.py, checks every one against the request format
(docs/eval.md) and the seed catalogue, and refuses the whole set (exit 1, nothing written) on any
problem. Otherwise it numbers the requests seventh-001... in category order, sends alternate requests
of each category to dev and sealed (5 + 5), and writes

    bench/eval/seventh/moods.seventh-dev.json
    bench/eval/seventh/sealed/moods.seventh-sealed.json

each as {"queries": [...]}. Standard library plus bench/eval/set_tools.py; running it again writes
the same files.
"""

import json
import os
import re
import sys
import unicodedata

sys.dont_write_bytecode = True  # leave no __pycache__ beside set_tools or the requests
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # bench/eval, for set_tools
sys.path.insert(0, HERE)

import set_tools  # noqa: E402
from seventh_requests import CATEGORIES  # noqa: E402

PREFIX = "seventh"
PER_CATEGORY = 10
N_CATEGORIES = 16
MIN_MATCHING = 10
DEV_PATH = os.path.join(HERE, "moods.seventh-dev.json")
SEALED_PATH = os.path.join(HERE, "sealed", "moods.seventh-sealed.json")

REQUEST_KEYS = {"mood", "expect", "user"}           # what goes into the set files
MAKER_KEYS = {"absent", "incidental"}               # the maker's own notes, never written
TYPES = {"movie", "tv"}
YEAR_RANGE = (1900, 2030)

# Catalogue entries that belong together: excluding one of a group means excluding all of it.
FRANCHISES = [
    ["Knives Out", "Glass Onion: A Knives Out Mystery"],
    ["Mad Max", "The Road Warrior", "Mad Max: Fury Road", "Furiosa: A Mad Max Saga"],
    ["Paddington", "Paddington 2"],
    ["Breaking Bad", "Better Call Saul"],
    ["Toy Story", "Toy Story 2", "Toy Story 3", "Toy Story 4"],
    ["Harry Potter and the Sorcerer's Stone", "Harry Potter and the Prisoner of Azkaban",
     "Harry Potter and the Goblet of Fire", "Harry Potter and the Deathly Hallows: Part 1",
     "Harry Potter and the Deathly Hallows: Part 2"],
    ["Star Wars", "The Empire Strikes Back", "Return of the Jedi", "Star Wars: The Force Awakens",
     "Rogue One: A Star Wars Story", "The Mandalorian", "Andor"],
    ["The Lord of the Rings: The Fellowship of the Ring", "The Lord of the Rings: The Two Towers",
     "The Lord of the Rings: The Return of the King", "The Lord of the Rings: The Rings of Power"],
    ["Alien", "Aliens", "Alien: Romulus", "Prometheus"],
    ["Dune", "Dune: Part Two"],
    ["Inside Out", "Inside Out 2"],
    ["Shrek", "Shrek 2"],
    ["The Godfather", "The Godfather Part II"],
    ["Game of Thrones", "House of the Dragon"],
    ["Yellowstone", "1883", "1923"],
    ["Blade Runner", "Blade Runner 2049"],
    ["Spirited Away", "My Neighbor Totoro", "Kiki's Delivery Service", "Castle in the Sky",
     "Howl's Moving Castle", "Princess Mononoke", "Ponyo", "Whisper of the Heart",
     "Grave of the Fireflies", "The Tale of the Princess Kaguya", "The Boy and the Heron",
     "Nausicaä of the Valley of the Wind"],  # Studio Ghibli, asked for as a studio
]


def norm(s):
    """Lower case, accents kept, punctuation to spaces, spaces collapsed."""
    s = unicodedata.normalize("NFC", s).lower().replace("&", " and ")
    s = re.sub(r"[^\w]+", " ", s)
    return " ".join(s.split())


def main():
    titles = set_tools.load_catalogue()
    genres_known = {g for t in titles for g in t["genres"]}
    by_lower = {}
    for t in titles:
        by_lower.setdefault(t["title"].lower(), []).append(t)
    errors = []

    def err(where, msg):
        errors.append(f"{where}: {msg}")

    if len(CATEGORIES) != N_CATEGORIES:
        err("set", f"{len(CATEGORIES)} categories, want {N_CATEGORIES}")
    names = [c["name"] for c in CATEGORIES]
    if len(set(names)) != len(names):
        err("set", "duplicate category names")

    seen_moods = {}
    fewest = None
    numbered = []  # (category, index in category, request)
    for c in CATEGORIES:
        reqs = c["requests"]
        if len(reqs) != PER_CATEGORY:
            err(c["name"], f"{len(reqs)} requests, want {PER_CATEGORY}")
        for i, r in enumerate(reqs):
            where = f"{c['name']}[{i}]"
            extra = set(r) - REQUEST_KEYS - MAKER_KEYS
            if extra:
                err(where, f"unknown fields {sorted(extra)}")
            mood = r.get("mood")
            if not isinstance(mood, str) or not mood.strip():
                err(where, "mood must be a non-blank string")
                continue
            if mood != mood.strip():
                err(where, "mood has leading or trailing space")
            key = norm(mood)
            if key in seen_moods:
                err(where, f"same mood as {seen_moods[key]}")
            seen_moods[key] = where

            e = r.get("expect")
            if not isinstance(e, dict):
                err(where, "expect must be an object")
                continue
            bad = set(e) - set_tools.EXPECT_KEYS
            if bad:
                err(where, f"unknown clauses {sorted(bad)}")
            for k in ("genres_any", "genres_none"):
                if k in e:
                    g = e[k]
                    if not isinstance(g, list) or not g or not all(isinstance(x, str) for x in g):
                        err(where, f"{k} must be a non-empty list of genre names")
                        continue
                    if len(set(g)) != len(g):
                        err(where, f"{k} repeats a genre")
                    unknown = [x for x in g if x not in genres_known]
                    if unknown:
                        err(where, f"{k} has unknown genres {unknown}")
            if set(e.get("genres_any", [])) & set(e.get("genres_none", [])):
                err(where, "a genre is both wanted and refused")
            if "type" in e and e["type"] not in TYPES:
                err(where, f"type {e['type']!r} is not movie or tv")
            for k in ("year_min", "year_max"):
                if k in e and (type(e[k]) is not int or not YEAR_RANGE[0] <= e[k] <= YEAR_RANGE[1]):
                    err(where, f"{k} must be a whole year in {YEAR_RANGE}")
            if type(e.get("year_min")) is int and type(e.get("year_max")) is int \
                    and e["year_min"] > e["year_max"]:
                err(where, "year_min after year_max")
            if "max_runtime" in e and (type(e["max_runtime"]) is not int or not 1 <= e["max_runtime"] <= 400):
                err(where, "max_runtime must be whole minutes, 1 to 400")
            if "family_safe" in e and e["family_safe"] is not True:
                err(where, "family_safe is written only as true")

            excluded = set()
            if "exclude_titles" in e:
                ex = e["exclude_titles"]
                if not isinstance(ex, list) or not ex or not all(isinstance(x, str) for x in ex):
                    err(where, "exclude_titles must be a non-empty list of titles")
                    ex = []
                if len({x.lower() for x in ex}) != len(ex):
                    err(where, "exclude_titles repeats a title")
                for x in ex:
                    if x.lower() not in by_lower:
                        err(where, f"excluded title {x!r} is not in the catalogue")
                    excluded.add(x.lower())
                for group in FRANCHISES:
                    low = {g.lower() for g in group}
                    if low & excluded and not low <= excluded:
                        err(where, f"excludes part of a franchise, missing {sorted(low - excluded)}")

            rated = set()
            if "user" in r:
                u = r["user"]
                if not isinstance(u, dict) or set(u) - {"liked", "disliked"} or not u:
                    err(where, "user must hold liked and/or disliked lists")
                    u = {}
                for side, ok in (("liked", lambda n: 7 <= n <= 10), ("disliked", lambda n: 1 <= n <= 4)):
                    for item in u.get(side, []):
                        if not isinstance(item, dict) or set(item) != {"title", "rating"}:
                            err(where, f"{side} entries are {{title, rating}}")
                            continue
                        if type(item["rating"]) is not int or not ok(item["rating"]):
                            err(where, f"{side} rating {item['rating']!r} out of range for {item['title']!r}")
                        hits = by_lower.get(item["title"].lower(), [])
                        if len(hits) != 1:
                            err(where, f"rated title {item['title']!r} matches {len(hits)} catalogue entries")
                        if item["title"].lower() in rated:
                            err(where, f"{item['title']!r} rated twice")
                        rated.add(item["title"].lower())
                if len(u.get("liked", [])) > 5 or len(u.get("disliked", [])) > 5:
                    err(where, "at most 5 titles per list (the app sends 5)")

            # titles the category says are absent: named in the mood, not in the catalogue at all
            if c["name"] == "absent":
                if not r.get("absent"):
                    err(where, "an absent-category request names its absent titles")
            for a in r.get("absent", []):
                if norm(a) not in norm(mood):
                    err(where, f"absent title {a!r} is not in the mood")
                for t in titles:
                    if norm(a) in norm(t["title"]) or a.lower() in t["title"].lower():
                        err(where, f"absent title {a!r} is in the catalogue as {t['title']!r} ({t['year']})")

            # a catalogue title named in the mood is excluded, or declared incidental (words, not a reference)
            incidental = {x.lower() for x in r.get("incidental", [])}
            for x in incidental:
                if x not in by_lower:
                    err(where, f"incidental title {x!r} is not in the catalogue")
            padded = f" {norm(mood)} "
            for low, entries in by_lower.items():
                n = norm(entries[0]["title"])
                if len(n) <= 3:  # It, Us, Up, Her, You, ER, Oz, Big...: ordinary words, read by hand
                    continue
                if f" {n} " in padded and low not in excluded and low not in incidental:
                    err(where, f"mood names catalogue title {entries[0]['title']!r}: exclude it or mark it incidental")
            for x in incidental:
                if x in by_lower and f" {norm(by_lower[x][0]['title'])} " not in padded:
                    err(where, f"incidental title {x!r} does not occur in the mood")

            # enough of the catalogue can meet every clause at once
            n_ok = sum(1 for t in titles
                       if set_tools.meets_clauses(t, e)
                       and t["title"].lower() not in excluded and t["title"].lower() not in rated)
            if n_ok < MIN_MATCHING:
                err(where, f"only {n_ok} catalogue titles meet every clause (need {MIN_MATCHING})")
            if fewest is None or n_ok < fewest[0]:
                fewest = (n_ok, where)
            numbered.append((c["name"], i, r))

    if errors:
        print(f"refused: {len(errors)} problem(s)", file=sys.stderr)
        for m in errors:
            print("  " + m, file=sys.stderr)
        sys.exit(1)

    dev, sealed = [], []
    for n, (cat, i, r) in enumerate(numbered, start=1):
        q = {"id": f"{PREFIX}-{n:03d}", "mood": r["mood"]}
        if "user" in r:
            q["user"] = r["user"]
        q["expect"] = r["expect"]
        (dev if i % 2 == 0 else sealed).append(q)

    os.makedirs(os.path.dirname(SEALED_PATH), exist_ok=True)
    for path, qs in ((DEV_PATH, dev), (SEALED_PATH, sealed)):
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"queries": qs}, f, ensure_ascii=False, indent=1)
            f.write("\n")

    print(f"{len(numbered)} requests in {len(CATEGORIES)} categories; catalogue {len(titles)} titles")
    for c in CATEGORIES:
        k = len(c["requests"])
        print(f"  {c['name']:<11} {k:>3}  dev {(k + 1) // 2}  sealed {k // 2}")
    print(f"dev {len(dev)} -> {os.path.relpath(DEV_PATH, set_tools.ROOT)}")
    print(f"sealed {len(sealed)} -> {os.path.relpath(SEALED_PATH, set_tools.ROOT)}")
    print(f"fewest catalogue titles meeting every clause of a request: {fewest[0]} ({fewest[1]})")


if __name__ == "__main__":
    main()
