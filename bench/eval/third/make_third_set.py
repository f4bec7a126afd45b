"""Builds the third blind set from third_requests.py.

Checks every request against the set format, refuses any request that fewer than 10 catalogue titles
meet on every clause at once, deals each category alternately into two halves of 90, shuffles each half
with a fixed seed and writes moods.third-dev.json and sealed/moods.third-sealed.json.

Run from the repository root or anywhere: python3 bench/eval/third/make_third_set.py [--verbose]
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
from third_requests import CATEGORIES  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from set_tools import EXPECT_KEYS, load_catalogue, meets_clauses  # noqa: E402
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
SEED = 20260303
K = 10
MIN_FITTING = 10
PER_CATEGORY = 15


def norm(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def fits(t, expect, rated):
    """True when the title meets every clause of expect (the soft one included) and was not rated."""
    name = t["title"].lower()
    if name in rated or not meets_clauses(t, expect):
        return False
    return name not in {x.lower() for x in expect.get("exclude_titles", [])}


def check(cat, mood, expect, user, by_title, genres):
    errors = []
    if not isinstance(mood, str) or not mood.strip():
        errors.append("empty mood")
    for key, value in expect.items():
        if key not in EXPECT_KEYS:
            errors.append(f"unknown clause {key}")
        elif key in ("genres_any", "genres_none"):
            if not value or any(g not in genres for g in value):
                errors.append(f"{key} has an unknown genre: {value}")
        elif key == "type" and value not in ("movie", "tv"):
            errors.append(f"bad type {value}")
        elif key in ("year_min", "year_max", "max_runtime") and (not isinstance(value, int) or value <= 0):
            errors.append(f"bad {key} {value}")
        elif key == "family_safe" and value is not True:
            errors.append("family_safe must be true when given")
        elif key == "exclude_titles" and (not value or not all(isinstance(x, str) for x in value)):
            errors.append("bad exclude_titles")
    if set(expect.get("genres_any", [])) & set(expect.get("genres_none", [])):
        errors.append("a genre is both wanted and refused")
    if expect.get("year_min", 0) > expect.get("year_max", 9999):
        errors.append("year_min after year_max")
    refs = expect.get("exclude_titles", [])
    if cat == "like-in-catalogue":
        errors += [f"referenced title not in catalogue: {x}" for x in refs if x.lower() not in by_title]
    if cat == "like-not-in-catalogue":
        for x in refs:
            hits = [t for t in by_title if norm(t).startswith(norm(x)) or norm(x) == norm(t)]
            if hits:
                errors.append(f"referenced title is in the catalogue: {x} ~ {hits}")
    if user is not None:
        for side, ok in (("liked", lambda r: 7 <= r <= 10), ("disliked", lambda r: 1 <= r <= 4)):
            for entry in user.get(side, []):
                if entry["title"].lower() not in by_title:
                    errors.append(f"rated title not in catalogue: {entry['title']}")
                elif len(by_title[entry["title"].lower()]) != 1:
                    errors.append(f"rated title is ambiguous: {entry['title']}")
                if not ok(entry["rating"]):
                    errors.append(f"{side} rating out of range: {entry['title']} {entry['rating']}")
    return errors


def main():
    verbose = "--verbose" in sys.argv[1:]
    catalogue = load_catalogue()
    by_title = {}
    for t in catalogue:
        by_title.setdefault(t["title"].lower(), []).append(t)
    genres = {g for t in catalogue for g in t["genres"]}

    failures = []
    seen = set()
    dealt = {"dev": [], "sealed": []}
    counts = {}
    if len(CATEGORIES) != 12:
        failures.append(f"expected 12 categories, found {len(CATEGORIES)}")
    for index, (cat, items) in enumerate(CATEGORIES):
        if len(items) != PER_CATEGORY:
            failures.append(f"{cat}: {len(items)} requests, expected {PER_CATEGORY}")
        halves = ("dev", "sealed") if index % 2 == 0 else ("sealed", "dev")
        counts[cat] = {"dev": 0, "sealed": 0}
        for n, item in enumerate(items):
            mood, expect = item[0], item[1]
            user = item[2] if len(item) > 2 else None
            if mood.strip().lower() in seen:
                failures.append(f"{cat}: duplicate request {mood!r}")
            seen.add(mood.strip().lower())
            for e in check(cat, mood, expect, user, by_title, genres):
                failures.append(f"{cat}: {mood!r}: {e}")
            rated = set()
            if user:
                rated = {e["title"].lower() for side in ("liked", "disliked") for e in user.get(side, [])}
            fitting = sum(1 for t in catalogue if fits(t, expect, rated))
            if fitting < MIN_FITTING:
                failures.append(f"{cat}: {mood!r}: only {fitting} catalogue titles fit")
            if verbose:
                print(f"{fitting:5d}  [{cat}] {mood[:90]}")
            query = {"mood": mood}
            if user:
                query["user"] = {side: user[side] for side in ("liked", "disliked") if user.get(side)}
            query["expect"] = expect
            half = halves[n % 2]
            dealt[half].append(query)
            counts[cat][half] += 1

    if failures:
        print("\n".join(failures), file=sys.stderr)
        print(f"{len(failures)} problem(s); nothing written", file=sys.stderr)
        sys.exit(1)

    rng = random.Random(SEED)
    next_id = 1
    outputs = {"dev": os.path.join(HERE, "moods.third-dev.json"),
               "sealed": os.path.join(HERE, "sealed", "moods.third-sealed.json")}
    for half in ("dev", "sealed"):
        queries = dealt[half]
        rng.shuffle(queries)
        for q in queries:
            q["id"] = f"third-{next_id:03d}"
            next_id += 1
        ordered = [{"id": q["id"], **{k: v for k, v in q.items() if k != "id"}} for q in queries]
        os.makedirs(os.path.dirname(outputs[half]), exist_ok=True)
        with open(outputs[half], "w", encoding="utf-8") as f:
            json.dump({"version": 1, "k": K, "queries": ordered}, f, ensure_ascii=False, indent=1)
            f.write("\n")

    print(f"{'category':24s} dev sealed")
    for cat, c in counts.items():
        print(f"{cat:24s} {c['dev']:3d} {c['sealed']:6d}")
    print(f"{'total':24s} {len(dealt['dev']):3d} {len(dealt['sealed']):6d}")
    for half, path in outputs.items():
        print(f"wrote {os.path.relpath(path, ROOT)}")


if __name__ == "__main__":
    main()
