#!/usr/bin/env python3
"""Build the fifth blind Moodreel benchmark from fifth_requests.py.

Standard library only. Validates every request against the format in docs/eval.md, checks the
titles it names against data/catalogue/, refuses any request fewer than MIN_FIT catalogue titles
satisfy on every clause at once, deals each category alternately into a dev half and a sealed
half, shuffles each half with a fixed seed and writes:

  bench/eval/fifth/moods.fifth-dev.json            ids fifth-001 .. fifth-080
  bench/eval/fifth/sealed/moods.fifth-sealed.json  ids fifth-081 .. fifth-160

Running it again gives byte-identical files.
"""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from set_tools import EXPECT_KEYS, load_catalogue  # noqa: E402
from set_tools import meets_clauses as satisfies  # noqa: E402
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
from fifth_requests import CATEGORIES  # noqa: E402

SEED = 20250505
MIN_FIT = 10
PER_CATEGORY = 10
DEV_PATH = os.path.join(HERE, "moods.fifth-dev.json")
SEALED_PATH = os.path.join(HERE, "sealed", "moods.fifth-sealed.json")

# Category 8 (well-known titles absent from the catalogue): the titles each request names.
ABSENT_TITLES = {
    "something like Wind River - bleak, snowy, a murder nobody cares about": ["Wind River"],
    "Pitch Perfect vibes, a cappella nerds and all": ["Pitch Perfect"],
    "I want another The Proposal": ["The Proposal"],
    "more like Contagion, that slow-creeping pandemic dread": ["Contagion"],
    "finished Virgin River, want another small-town romance series": ["Virgin River"],
    "Julie & Julia but a show": ["Julie & Julia"],
    "like Kingdom of Heaven, big medieval battles": ["Kingdom of Heaven"],
    "my kid has Frozen II on repeat, find something similar so I survive": ["Frozen II"],
    "Sideways. wine, middle age, a road trip. like that": ["Sideways"],
    "The Good Doctor but less cheesy": ["The Good Doctor"],
}
ABSENT_CATEGORY = 7  # zero-based index of category 8


def norm(s):
    s = unicodedata.normalize("NFKD", s.lower())
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", " ", s).strip()


def validate(req, cat_index, catalogue, by_title, genres, errors):
    where = f"[cat {cat_index + 1}] {req.get('mood')!r}"
    if set(req) - {"mood", "expect", "user"}:
        errors.append(f"{where}: unknown keys {sorted(set(req) - {'mood', 'expect', 'user'})}")
    if not isinstance(req.get("mood"), str) or not req["mood"].strip():
        errors.append(f"{where}: mood must be a non-blank string")
    e = req.get("expect")
    if not isinstance(e, dict):
        errors.append(f"{where}: expect must be an object")
        return
    if set(e) - EXPECT_KEYS:
        errors.append(f"{where}: unknown expect keys {sorted(set(e) - EXPECT_KEYS)}")
    for key in ("genres_any", "genres_none"):
        if key in e:
            if not isinstance(e[key], list) or not e[key]:
                errors.append(f"{where}: {key} must be a non-empty list")
            elif set(e[key]) - genres:
                errors.append(f"{where}: {key} has unknown genres {sorted(set(e[key]) - genres)}")
    if set(e.get("genres_any", [])) & set(e.get("genres_none", [])):
        errors.append(f"{where}: a genre is both wanted and refused")
    if "type" in e and e["type"] not in ("movie", "tv"):
        errors.append(f"{where}: type must be movie or tv")
    for key in ("year_min", "year_max", "max_runtime"):
        if key in e and (not isinstance(e[key], int) or isinstance(e[key], bool) or e[key] <= 0):
            errors.append(f"{where}: {key} must be a positive integer")
    if "year_min" in e and "year_max" in e and e["year_min"] > e["year_max"]:
        errors.append(f"{where}: year_min after year_max")
    if "family_safe" in e and e["family_safe"] is not True:
        errors.append(f"{where}: family_safe, when given, is true")
    left_out = set()
    for title in e.get("exclude_titles", []):
        matches = by_title.get(title.lower(), [])
        if not matches:
            errors.append(f"{where}: excluded title {title!r} is not in the catalogue")
        left_out.update(id(t) for t in matches)
    user = req.get("user")
    if user is not None:
        if not isinstance(user, dict) or set(user) - {"liked", "disliked"}:
            errors.append(f"{where}: user must be {{liked, disliked}}")
            user = {}
        for side, lo, hi in (("liked", 7, 10), ("disliked", 1, 4)):
            for r in user.get(side, []):
                matches = by_title.get(str(r.get("title", "")).lower(), [])
                if len(matches) != 1:
                    errors.append(f"{where}: rated title {r.get('title')!r} matches {len(matches)} catalogue titles")
                rating = r.get("rating")
                if not isinstance(rating, int) or not lo <= rating <= hi:
                    errors.append(f"{where}: {side} rating {rating!r} outside {lo}-{hi}")
                left_out.update(id(t) for t in matches)
    if cat_index == ABSENT_CATEGORY:
        names = ABSENT_TITLES.get(req["mood"])
        if not names:
            errors.append(f"{where}: category 8 request without its absent titles listed")
        for name in names or []:
            n = norm(name)
            close = [t["title"] for t in catalogue
                     if norm(t["title"]) == n or re.search(rf"\b{re.escape(n)}\b", norm(t["title"]))]
            if close:
                errors.append(f"{where}: {name!r} is in the catalogue ({close})")
    fit = sum(1 for t in catalogue if id(t) not in left_out and satisfies(t, e))
    if fit < MIN_FIT:
        errors.append(f"{where}: only {fit} catalogue titles satisfy every clause (need {MIN_FIT})")
    return fit


def main():
    catalogue = load_catalogue()
    by_title = {}
    for t in catalogue:
        by_title.setdefault(t["title"].lower(), []).append(t)
    genres = {g for t in catalogue for g in t["genres"]}

    errors = []
    if len(CATEGORIES) != 16:
        errors.append(f"expected 16 categories, found {len(CATEGORIES)}")
    seen = set()
    fits = []
    for ci, (name, reqs) in enumerate(CATEGORIES):
        if len(reqs) != PER_CATEGORY:
            errors.append(f"category {ci + 1} ({name}) has {len(reqs)} requests, not {PER_CATEGORY}")
        for req in reqs:
            key = norm(req.get("mood", "")) or req.get("mood", "")
            if key in seen:
                errors.append(f"[cat {ci + 1}] duplicate request {req.get('mood')!r}")
            seen.add(key)
            fits.append((validate(req, ci, catalogue, by_title, genres, errors), ci, req["mood"]))
    if errors:
        print("REFUSED:", file=sys.stderr)
        for err in errors:
            print("  " + err, file=sys.stderr)
        sys.exit(1)

    rng = random.Random(SEED)
    dev, sealed = [], []
    counts = []
    for ci, (name, reqs) in enumerate(CATEGORIES):
        d = [r for i, r in enumerate(reqs) if i % 2 == 0]
        s = [r for i, r in enumerate(reqs) if i % 2 == 1]
        dev.extend(d)
        sealed.extend(s)
        counts.append((ci + 1, name, len(d), len(s)))
    rng.shuffle(dev)
    rng.shuffle(sealed)

    def shaped(req, n):
        out = {"id": f"fifth-{n:03d}", "mood": req["mood"]}
        if "user" in req:
            out["user"] = req["user"]
        out["expect"] = req["expect"]
        return out

    dev_out = [shaped(r, i + 1) for i, r in enumerate(dev)]
    sealed_out = [shaped(r, len(dev) + i + 1) for i, r in enumerate(sealed)]
    os.makedirs(os.path.dirname(SEALED_PATH), exist_ok=True)
    for path, data in ((DEV_PATH, dev_out), (SEALED_PATH, sealed_out)):
        with open(path, "w", encoding="utf-8") as f:
            # the benchmark reads a set as {"queries": [...]}
            json.dump({"queries": data}, f, ensure_ascii=False, indent=2)
            f.write("\n")

    print(f"catalogue titles: {len(catalogue)}; every request met by >= {MIN_FIT} "
          f"(fewest: {min(f for f, _, _ in fits)})")
    print(f"{'cat':>3}  {'dev':>3}  {'sealed':>6}  category")
    for ci, name, d, s in counts:
        print(f"{ci:>3}  {d:>3}  {s:>6}  {name}")
    print(f"total dev {len(dev_out)} -> {os.path.relpath(DEV_PATH, ROOT)}")
    print(f"total sealed {len(sealed_out)} -> {os.path.relpath(SEALED_PATH, ROOT)}")


if __name__ == "__main__":
    main()
