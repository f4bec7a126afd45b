"""What the blind sets' makers share: the request format's clauses, the family-safe certifications
and the seed catalogue, read from the repository's data/catalogue/titles."""

import glob
import json
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

# the clauses a request's "expect" may hold (docs/eval.md)
EXPECT_KEYS = {"genres_any", "genres_none", "type", "year_min", "year_max", "family_safe",
               "max_runtime", "exclude_titles"}
# family-safe: films G or PG; series TV-Y, TV-Y7, TV-G or TV-PG
FAMILY_FILM = {"G", "PG"}
FAMILY_TV = {"TV-Y", "TV-Y7", "TV-G", "TV-PG"}
FAMILY_SAFE = FAMILY_FILM | FAMILY_TV


def load_catalogue():
    """Every catalogue title, file by file in name order; exits when there are none."""
    titles = []
    for path in sorted(glob.glob(os.path.join(ROOT, "data", "catalogue", "titles", "*.json"))):
        with open(path, encoding="utf-8") as f:
            titles.extend(json.load(f))
    if not titles:
        sys.exit("no catalogue titles found")
    return titles


def family_safe(t):
    """Films G or PG; series TV-Y, TV-Y7, TV-G or TV-PG."""
    return t.get("certification") in (FAMILY_FILM if t["type"] == "movie" else FAMILY_TV)


def meets_clauses(t, e):
    """True when catalogue title t meets every clause of expect e about the title itself (the soft
    genres_any included); exclude_titles and rated titles are each maker's own to check."""
    genres = set(t["genres"])
    if "genres_any" in e and not genres & set(e["genres_any"]):
        return False
    if genres & set(e.get("genres_none", [])):
        return False
    if "type" in e and t["type"] != e["type"]:
        return False
    if "year_min" in e and t["year"] < e["year_min"]:
        return False
    if "year_max" in e and t["year"] > e["year_max"]:
        return False
    if e.get("family_safe") and not family_safe(t):
        return False
    return "max_runtime" not in e or (t.get("runtime") is not None and t["runtime"] <= e["max_runtime"])
