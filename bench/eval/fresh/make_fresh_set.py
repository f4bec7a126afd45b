#!/usr/bin/env python3
"""Builds the fresh blind mood-request set (dev half + sealed half) for `npm run eval:recs`.

Every request (fresh_requests.py) was written by hand by a blind author who read neither the engine (src/) nor
the earlier eval sets; only the catalogue was read, to check that each request can be met. The
script validates each query against the format in docs/eval.md, refuses a request
that fewer than MIN_FEASIBLE catalogue titles satisfy (every clause at once), deals the requests
alternately by category into the two halves and shuffles each half with a fixed seed so that the
order and the ids say nothing about the category.

Run from the repository root:  python3 bench/eval/fresh/make_fresh_set.py
"""

import json
import os
import random
import sys

# Python puts this script's directory on sys.path, so the sibling module imports as is; no
# __pycache__ is left beside the set.
sys.dont_write_bytecode = True
from fresh_requests import R  # noqa: E402

SEED = 20250812
MIN_FEASIBLE = 10
K = 10
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from set_tools import EXPECT_KEYS, load_catalogue, meets_clauses  # noqa: E402
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
DEV_OUT = os.path.join(HERE, "moods.fresh-dev.json")
SEALED_OUT = os.path.join(HERE, "sealed", "moods.fresh-sealed.json")

GENRES = {
    "Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Family",
    "Fantasy", "History", "Horror", "Music", "Mystery", "Romance", "Science Fiction", "Thriller",
    "War", "Western", "Reality",
}

# ---------------------------------------------------------------- checks


def validate(query):
    """Mirrors the eval format: raises ValueError on anything the loader would reject or ignore."""
    mood = query["mood"]
    if not isinstance(mood, str) or not 1 <= len(mood) <= 500:
        raise ValueError(f"{query['id']}: mood must be 1-500 characters")
    e = query["expect"]
    unknown = set(e) - EXPECT_KEYS
    if unknown:
        raise ValueError(f"{query['id']}: unknown expect keys {unknown}")
    for key in ("genres_any", "genres_none"):
        if key in e:
            bad = [g for g in e[key] if g not in GENRES]
            if bad or not e[key]:
                raise ValueError(f"{query['id']}: {key} has unknown or no genres {bad}")
    if set(e.get("genres_any", [])) & set(e.get("genres_none", [])):
        raise ValueError(f"{query['id']}: a genre is both wanted and banned")
    if "type" in e and e["type"] not in ("movie", "tv"):
        raise ValueError(f"{query['id']}: bad type")
    for key in ("year_min", "year_max"):
        if key in e and not isinstance(e[key], int):
            raise ValueError(f"{query['id']}: {key} must be an integer")
    if "year_min" in e and "year_max" in e and e["year_min"] > e["year_max"]:
        raise ValueError(f"{query['id']}: empty year range")
    if "family_safe" in e and not isinstance(e["family_safe"], bool):
        raise ValueError(f"{query['id']}: family_safe must be boolean")
    if "max_runtime" in e and not (isinstance(e["max_runtime"], (int, float)) and e["max_runtime"] > 0):
        raise ValueError(f"{query['id']}: max_runtime must be positive")
    if "exclude_titles" in e and not all(isinstance(t, str) and t for t in e["exclude_titles"]):
        raise ValueError(f"{query['id']}: exclude_titles must be non-empty strings")
    user = query.get("user")
    if user is not None:
        for side in ("liked", "disliked"):
            for r in user.get(side, []):
                if not r["title"] or not 0 <= r["rating"] <= 10:
                    raise ValueError(f"{query['id']}: bad rating {r}")


def fits(t, e, rated):
    if t["title"].lower() in rated or not meets_clauses(t, e):
        return False
    return t["title"].lower() not in {x.lower() for x in e.get("exclude_titles", [])}


def main():
    catalogue = load_catalogue()
    names = {t["title"].lower() for t in catalogue}
    moods_seen = set()
    by_cat = {}
    problems = []
    for n, (cat, mood, expect, user) in enumerate(R):
        query = {"id": f"draft-{n}", "mood": mood}
        if user is not None:
            query["user"] = {k: v for k, v in user.items() if v}
        query["expect"] = expect
        validate(query)
        if mood.lower() in moods_seen:
            problems.append(f"duplicate mood: {mood}")
        moods_seen.add(mood.lower())
        rated = set()
        if user is not None:
            rated = {r["title"].lower() for side in user.values() for r in side}
            missing = sorted(r for r in rated if r not in names)
            if missing:
                print(f"note: unresolved user titles (on purpose) in {mood!r}: {missing}")
        absent = sorted(x for x in expect.get("exclude_titles", []) if x.lower() not in names)
        if absent:
            print(f"note: referenced titles not in the catalogue (on purpose) in {mood!r}: {absent}")
        feasible = sum(1 for t in catalogue if fits(t, expect, rated))
        if "--verbose" in sys.argv:
            print(f"{feasible:5d}  [{cat}] {mood[:70]}")
        if feasible < MIN_FEASIBLE:
            problems.append(f"infeasible ({feasible} titles): [{cat}] {mood}")
        by_cat.setdefault(cat, []).append(query)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)

    # Alternate by category: item 0 of a category to one half, item 1 to the other, and so on; the
    # starting half alternates between categories so odd-sized categories still balance overall.
    halves = ([], [])
    for i, cat in enumerate(by_cat):
        for j, query in enumerate(by_cat[cat]):
            halves[(i + j) % 2].append((cat, query))
    rng = random.Random(SEED)
    counts = {}
    next_id = 1
    out = []
    for h, half in enumerate(halves):
        rng.shuffle(half)
        queries = []
        for cat, query in half:
            query["id"] = f"fresh-{next_id:03d}"
            next_id += 1
            queries.append(query)
            counts.setdefault(cat, [0, 0])[h] += 1
        out.append({"version": 1, "k": K, "queries": queries})

    os.makedirs(os.path.dirname(SEALED_OUT), exist_ok=True)
    for path, data in ((DEV_OUT, out[0]), (SEALED_OUT, out[1])):
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=2)
            fh.write("\n")

    print(f"{'category':<12}{'dev':>5}{'sealed':>8}{'total':>7}")
    for cat, (d, s) in counts.items():
        print(f"{cat:<12}{d:>5}{s:>8}{d + s:>7}")
    dev, sealed = len(out[0]["queries"]), len(out[1]["queries"])
    print(f"{'all':<12}{dev:>5}{sealed:>8}{dev + sealed:>7}")
    print(f"wrote {os.path.relpath(DEV_OUT, ROOT)} and {os.path.relpath(SEALED_OUT, ROOT)}")


if __name__ == "__main__":
    main()
