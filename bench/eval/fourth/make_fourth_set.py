"""Build the fourth blind benchmark set from fourth_requests.py.

Run from the repository root: python3 bench/eval/fourth/make_fourth_set.py
Validates every request against the format in docs/eval.md, refuses any request that fewer than
10 catalogue titles satisfy on every clause at once, deals the requests of each category
alternately into two halves of 60, shuffles each half with a fixed seed and writes the dev and
sealed files.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from set_tools import EXPECT_KEYS, load_catalogue, meets_clauses  # noqa: E402
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

from fourth_requests import ABSENT, CATEGORIES  # noqa: E402

SEED = 20261125
K = 10
MIN_SATISFYING = 10
PER_CATEGORY = 10


def fail(where, message):
    sys.exit(f"{where}: {message}")


def check_titles(where, names, by_title):
    for name in names:
        if not isinstance(name, str) or name.lower() not in by_title:
            fail(where, f"title not in the catalogue: {name!r}")


def validate(where, request, genres, by_title):
    if set(request) - {"mood", "user", "expect"}:
        fail(where, f"unknown keys {sorted(set(request) - {'mood', 'user', 'expect'})}")
    if not isinstance(request.get("mood"), str) or not request["mood"].strip():
        fail(where, "mood must be a non-empty string")
    expect = request.get("expect")
    if not isinstance(expect, dict) or not expect:
        fail(where, "expect must be a non-empty object")
    if set(expect) - EXPECT_KEYS:
        fail(where, f"unknown expect clauses {sorted(set(expect) - EXPECT_KEYS)}")
    for key in ("genres_any", "genres_none"):
        if key in expect:
            values = expect[key]
            if not isinstance(values, list) or not values or any(g not in genres for g in values):
                fail(where, f"{key} must list catalogue genres: {values!r}")
    if set(expect.get("genres_any", [])) & set(expect.get("genres_none", [])):
        fail(where, "a genre is both wanted and refused")
    if "type" in expect and expect["type"] not in ("movie", "tv"):
        fail(where, "type must be movie or tv")
    for key in ("year_min", "year_max", "max_runtime"):
        if key in expect and (not isinstance(expect[key], int) or isinstance(expect[key], bool)):
            fail(where, f"{key} must be an integer")
    if expect.get("year_min", 0) > expect.get("year_max", 9999):
        fail(where, "year_min is after year_max")
    if "family_safe" in expect and expect["family_safe"] is not True:
        fail(where, "family_safe is only ever true")
    if "exclude_titles" in expect:
        if not isinstance(expect["exclude_titles"], list) or not expect["exclude_titles"]:
            fail(where, "exclude_titles must be a non-empty list")
        check_titles(where, expect["exclude_titles"], by_title)
    user = request.get("user")
    if user is not None:
        if not isinstance(user, dict) or set(user) - {"liked", "disliked"}:
            fail(where, "user holds only liked and disliked")
        for side, low, high in (("liked", 7, 10), ("disliked", 1, 4)):
            for entry in user.get(side, []):
                if set(entry) != {"title", "rating"} or not low <= entry["rating"] <= high:
                    fail(where, f"{side} entry must be a title with a rating {low}-{high}: {entry!r}")
                check_titles(where, [entry["title"]], by_title)
                if len(by_title[entry["title"].lower()]) > 1:
                    fail(where, f"rated title is ambiguous in the catalogue: {entry['title']!r}")


def satisfies(title, expect, excluded):
    return title["title"].lower() not in excluded and meets_clauses(title, expect)


def count_satisfying(request, catalogue):
    expect = request["expect"]
    excluded = {name.lower() for name in expect.get("exclude_titles", [])}
    user = request.get("user") or {}
    excluded |= {entry["title"].lower() for side in ("liked", "disliked") for entry in user.get(side, [])}
    return sum(1 for title in catalogue if satisfies(title, expect, excluded))


def main():
    catalogue = load_catalogue()
    genres = {g for title in catalogue for g in title["genres"]}
    by_title = {}
    for title in catalogue:
        by_title.setdefault(title["title"].lower(), []).append(title)
    for name in ABSENT:
        clashes = [t["title"] for t in catalogue if name.lower() in t["title"].lower()]
        if clashes:
            fail("ABSENT", f"{name!r} is in the catalogue: {clashes}")

    if len(CATEGORIES) != 12:
        fail("CATEGORIES", f"expected 12 categories, found {len(CATEGORIES)}")
    seen_moods = set()
    rng = random.Random(SEED)
    halves = {"dev": [], "sealed": []}
    counts = {}
    weakest = []
    for category, requests in CATEGORIES:
        if len(requests) != PER_CATEGORY:
            fail(category, f"expected {PER_CATEGORY} requests, found {len(requests)}")
        for index, request in enumerate(requests):
            where = f"{category}[{index}]"
            validate(where, request, genres, by_title)
            if request["mood"].lower() in seen_moods:
                fail(where, "duplicate mood")
            seen_moods.add(request["mood"].lower())
            satisfying = count_satisfying(request, catalogue)
            if satisfying < MIN_SATISFYING:
                fail(where, f"only {satisfying} catalogue titles satisfy every clause: {request['mood']!r}")
            weakest.append((satisfying, where))
        order = list(range(PER_CATEGORY))
        rng.shuffle(order)
        counts[category] = {"dev": 0, "sealed": 0}
        for position, index in enumerate(order):
            half = "dev" if position % 2 == 0 else "sealed"
            halves[half].append(requests[index])
            counts[category][half] += 1

    number = 0
    for half in ("dev", "sealed"):
        rng.shuffle(halves[half])
        queries = []
        for request in halves[half]:
            number += 1
            query = {"id": f"fourth-{number:03d}", "mood": request["mood"]}
            if request.get("user"):
                query["user"] = request["user"]
            query["expect"] = request["expect"]
            queries.append(query)
        halves[half] = queries

    outputs = {
        "dev": os.path.join(HERE, "moods.fourth-dev.json"),
        "sealed": os.path.join(HERE, "sealed", "moods.fourth-sealed.json"),
    }
    for half, path in outputs.items():
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            json.dump({"version": 1, "k": K, "queries": halves[half]}, handle, ensure_ascii=False, indent=2)
            handle.write("\n")

    print(f"{'category':<26} dev sealed")
    for category, split in counts.items():
        print(f"{category:<26} {split['dev']:>3} {split['sealed']:>6}")
    print(f"{'total':<26} {len(halves['dev']):>3} {len(halves['sealed']):>6}")
    fewest = sorted(weakest)[:5]
    print("fewest satisfying titles: " + ", ".join(f"{where}={n}" for n, where in fewest))


if __name__ == "__main__":
    main()
