#!/usr/bin/env python3
"""Validate the hand-written sixth set against the catalogue and write moods.sixth-dev.json.

Standard library only. Run from anywhere: python3 bench/eval/sixth/make_sixth_set.py
Refuses (exit 1) when any request is malformed, names a title wrongly, or is met by fewer
than MIN_SATISFIERS catalogue titles on every clause at once (rated and excluded titles left out).
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from set_tools import EXPECT_KEYS, load_catalogue, meets_clauses  # noqa: E402
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, HERE)
from sixth_requests import REQUESTS  # noqa: E402

OUT = os.path.join(HERE, "moods.sixth-dev.json")
MIN_SATISFIERS = 10
PER_CATEGORY = 10
CATEGORIES = {
    1: "how someone feels", 2: "refusals and exclusions", 3: "time available", 4: "eras",
    5: "format", 6: "who is watching", 7: "catalogue titles with a direction",
    8: "titles not in the catalogue", 9: "themes and settings", 10: "multilingual",
    11: "profile + vague request", 12: "messy input",
}


def satisfies(t, e, banned):
    return t["title"].lower() not in banned and meets_clauses(t, e)


def check(i, r, cat_titles, by_lower, genres):
    errs = []
    where = f"request {i + 1} (cat {r.get('cat')}): {r.get('mood', '')[:50]!r}"
    extra = set(r) - {"cat", "mood", "expect", "user", "absent"}
    if extra:
        errs.append(f"unknown keys {sorted(extra)}")
    if r.get("cat") not in CATEGORIES:
        errs.append("bad category")
    if not isinstance(r.get("mood"), str) or not r["mood"].strip():
        errs.append("blank mood")
    e = r.get("expect")
    if not isinstance(e, dict) or not e:
        errs.append("expect must be a non-empty object")
        return [f"{where}: {x}" for x in errs], 0
    bad = set(e) - EXPECT_KEYS
    if bad:
        errs.append(f"unknown expect keys {sorted(bad)}")
    for key in ("genres_any", "genres_none"):
        if key in e:
            if not isinstance(e[key], list) or not e[key]:
                errs.append(f"{key} must be a non-empty list")
            else:
                unknown = [g for g in e[key] if g not in genres]
                if unknown:
                    errs.append(f"{key} has unknown genres {unknown}")
    if "genres_any" in e and "genres_none" in e and set(e["genres_any"]) & set(e["genres_none"]):
        errs.append("genres_any and genres_none overlap")
    if "type" in e and e["type"] not in ("movie", "tv"):
        errs.append("type must be movie or tv")
    for key in ("year_min", "year_max", "max_runtime"):
        if key in e and (not isinstance(e[key], int) or isinstance(e[key], bool) or e[key] <= 0):
            errs.append(f"{key} must be a positive integer")
    if "year_min" in e and "year_max" in e and e["year_min"] > e["year_max"]:
        errs.append("year_min after year_max")
    if "family_safe" in e and e["family_safe"] is not True:
        errs.append("family_safe is only written as true")
    banned = set()
    for title in e.get("exclude_titles", []):
        if title.lower() not in by_lower:
            errs.append(f"excluded title not in catalogue: {title!r}")
        banned.add(title.lower())
    user = r.get("user")
    if user is not None:
        if set(user) - {"liked", "disliked"}:
            errs.append("user has unknown keys")
        for side in ("liked", "disliked"):
            for entry in user.get(side, []):
                title, rating = entry.get("title"), entry.get("rating")
                if not isinstance(rating, int) or not 1 <= rating <= 10:
                    errs.append(f"rating out of range for {title!r}")
                elif side == "liked" and rating < 7:
                    errs.append(f"liked {title!r} rated below 7")
                elif side == "disliked" and rating > 4:
                    errs.append(f"disliked {title!r} rated above 4")
                n = len(by_lower.get(str(title).lower(), []))
                if n != 1:
                    errs.append(f"rated title {title!r} matches {n} catalogue entries (needs exactly 1)")
                banned.add(str(title).lower())
    if r.get("cat") == 11 and not user:
        errs.append("category 11 needs a user profile")
    if r.get("cat") == 8:
        if not r.get("absent"):
            errs.append("category 8 needs the absent title(s) it names")
        for name in r.get("absent", []):
            if name.lower() not in r["mood"].lower():
                errs.append(f"absent title {name!r} is not named in the mood")
            inside = [t for t in cat_titles if name.lower() in t.lower()]
            if inside:
                errs.append(f"absent title {name!r} is in the catalogue: {inside}")
    elif r.get("absent"):
        errs.append("absent is only for category 8")
    n = sum(1 for t in CAT if satisfies(t, e, banned))
    if n < MIN_SATISFIERS:
        errs.append(f"only {n} catalogue titles meet every clause (need {MIN_SATISFIERS})")
    return [f"{where}: {x}" for x in errs], n


CAT = load_catalogue()


def main():
    cat_titles = [t["title"] for t in CAT]
    by_lower = {}
    for t in CAT:
        by_lower.setdefault(t["title"].lower(), []).append(t)
    genres = {g for t in CAT for g in t["genres"]}

    errors, counts = [], []
    for i, r in enumerate(REQUESTS):
        errs, n = check(i, r, cat_titles, by_lower, genres)
        errors.extend(errs)
        counts.append(n)
    per_cat = Counter(r.get("cat") for r in REQUESTS)
    for c in CATEGORIES:
        if per_cat[c] != PER_CATEGORY:
            errors.append(f"category {c} has {per_cat[c]} requests (needs {PER_CATEGORY})")
    cats = [r.get("cat") for r in REQUESTS]
    if cats != sorted(cats):
        errors.append("requests are not in category order")
    moods = Counter(r.get("mood", "").strip().lower() for r in REQUESTS)
    errors.extend(f"duplicate mood {m!r}" for m, k in moods.items() if k > 1)
    if errors:
        print("REFUSED:", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        sys.exit(1)

    queries = []
    for i, r in enumerate(REQUESTS):
        q = {"id": f"sixth-{i + 1:03d}", "mood": r["mood"]}
        if r.get("user"):
            q["user"] = r["user"]
        q["expect"] = r["expect"]
        queries.append(q)
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump({"queries": queries}, fh, ensure_ascii=False, indent=2)
        fh.write("\n")

    print(f"wrote {len(queries)} requests to {os.path.relpath(OUT, ROOT)}")
    for c, name in CATEGORIES.items():
        idx = [i for i, r in enumerate(REQUESTS) if r["cat"] == c]
        lo = min(counts[i] for i in idx)
        print(f"  {c:2d}. {name:<36s} {per_cat[c]:3d} requests  (fewest satisfying titles: {lo})")
    print(f"  fewest satisfying titles over the set: {min(counts)}")


if __name__ == "__main__":
    main()
