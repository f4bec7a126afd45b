"""The maker of the categorised blind sets (the eighth set on): 16 categories of 10 requests, each
request checked against the request format and the seed catalogue, then alternate requests of each
category written to the dev and sealed halves. Standard library plus set_tools.py.

    python3 bench/eval/categorised_set.py NAME            check bench/eval/NAME/NAME_requests.py and write
                                                         bench/eval/NAME/moods.NAME-dev.json and
                                                         bench/eval/NAME/sealed/moods.NAME-sealed.json
    python3 bench/eval/categorised_set.py NAME --counts   also list how many catalogue titles meet each
                                                         request's clauses (writes the same)

On any problem it lists them, exits 1 and writes nothing; running it again writes the same files."""

import importlib.util
import json
import os
import sys

sys.dont_write_bytecode = True

import set_tools  # noqa: E402

N_categories = 16
PER_CATEGORY = 10
MIN_FITTING = 10  # a correct top-10 must be possible: at least this many titles meet every clause
MAX_RATED = 5  # the server sends at most 5 liked and 5 disliked titles

REQUEST_KEYS = {"mood", "user", "expect"}
LIST_KEYS = ("genres_any", "genres_none", "exclude_titles")


def check_request(where, r, catalogue, by_title, genres, problems):
    """Appends to problems every way request r breaks the format or does not fit the catalogue."""
    def bad(msg):
        problems.append(f"{where}: {msg}")

    if not isinstance(r, dict):
        bad("not a dict")
        return 0
    extra = set(r) - REQUEST_KEYS
    if extra:
        bad(f"unknown keys {sorted(extra)}")
    mood = r.get("mood")
    if not isinstance(mood, str) or not mood.strip():
        bad("mood missing or blank")
    elif mood != mood.strip():
        bad("mood has leading or trailing whitespace")

    # --- expect
    e = r.get("expect")
    if not isinstance(e, dict) or not e:
        bad("expect missing or empty")
        e = {}
    unknown = set(e) - set_tools.EXPECT_KEYS
    if unknown:
        bad(f"unknown expect clauses {sorted(unknown)}")
    for key in LIST_KEYS:
        if key in e:
            v = e[key]
            if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
                bad(f"{key} must be a non-empty list of strings")
            elif len(set(v)) != len(v):
                bad(f"{key} repeats an entry")
    for key in ("genres_any", "genres_none"):
        for g in e.get(key, []) if isinstance(e.get(key), list) else []:
            if g not in genres:
                bad(f"{key}: {g!r} is not a catalogue genre")
    if isinstance(e.get("genres_any"), list) and isinstance(e.get("genres_none"), list):
        both = set(e["genres_any"]) & set(e["genres_none"])
        if both:
            bad(f"genres both wanted and refused: {sorted(both)}")
    if "type" in e and e["type"] not in ("movie", "tv"):
        bad(f"type {e['type']!r} is not movie or tv")
    for key in ("year_min", "year_max"):
        if key in e and (type(e[key]) is not int or not 1900 <= e[key] <= 2030):
            bad(f"{key} must be a whole year")
    if type(e.get("year_min")) is int and type(e.get("year_max")) is int and e["year_min"] > e["year_max"]:
        bad("year_min is after year_max")
    if "family_safe" in e and e["family_safe"] is not True:
        bad("family_safe, when given, must be true")
    if "max_runtime" in e and (type(e["max_runtime"]) is not int or e["max_runtime"] <= 0):
        bad("max_runtime must be a positive whole number of minutes")
    excluded = set()
    for title in e.get("exclude_titles", []) if isinstance(e.get("exclude_titles"), list) else []:
        n = len(by_title.get(title, []))
        if n == 0:
            bad(f"exclude_titles: {title!r} is not a catalogue title (exact spelling)")
        elif n > 1:
            bad(f"exclude_titles: {title!r} names {n} catalogue titles")
        excluded.add(title)

    # --- user
    rated = set()
    u = r.get("user")
    if u is not None:
        if not isinstance(u, dict) or not u or set(u) - {"liked", "disliked"}:
            bad("user must hold liked and/or disliked only")
            u = {}
        for side, lo, hi in (("liked", 7, 10), ("disliked", 1, 4)):
            items = u.get(side, [])
            if not isinstance(items, list) or (side in u and not items):
                bad(f"user.{side} must be a non-empty list")
                continue
            if len(items) > MAX_RATED:
                bad(f"user.{side} has more than {MAX_RATED} titles")
            for item in items:
                if not (isinstance(item, tuple) and len(item) == 2):
                    bad(f"user.{side}: {item!r} is not (title, rating)")
                    continue
                title, rating = item
                n = len(by_title.get(title, []))
                if n == 0:
                    bad(f"user.{side}: {title!r} is not a catalogue title (exact spelling)")
                elif n > 1:
                    bad(f"user.{side}: {title!r} names {n} catalogue titles")
                if type(rating) is not int or not lo <= rating <= hi:
                    bad(f"user.{side}: {title!r} rating {rating!r} is not a whole number {lo}-{hi}")
                if title in rated:
                    bad(f"user: {title!r} rated twice")
                rated.add(title)
        if rated & excluded:
            bad(f"titles both rated and in exclude_titles: {sorted(rated & excluded)}")

    # --- a correct top-10 must exist in the catalogue
    gone = {t.lower() for t in rated | excluded}
    fitting = [t for t in catalogue if t["title"].lower() not in gone and set_tools.meets_clauses(t, e)]
    if len(fitting) < MIN_FITTING:
        bad(f"only {len(fitting)} catalogue titles meet every clause (need {MIN_FITTING})")
    return len(fitting)


def to_query(qid, r):
    """The request in the eval format of docs/eval.md."""
    q = {"id": qid, "mood": r["mood"]}
    if r.get("user"):
        q["user"] = {side: [{"title": t, "rating": n} for t, n in r["user"][side]]
                     for side in ("liked", "disliked") if r["user"].get(side)}
    q["expect"] = {k: r["expect"][k] for k in sorted(r["expect"])}
    return q


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


def make_set(categories, name, here, counts=False):
    """Checks the categories' requests and writes here/moods.<name>-dev.json and
    here/sealed/moods.<name>-sealed.json, numbering the requests <name>-001 ...; on any problem lists
    them, exits 1 and writes nothing. With counts, also lists how many titles meet each request."""
    dev_path = os.path.join(here, f"moods.{name}-dev.json")
    sealed_path = os.path.join(here, "sealed", f"moods.{name}-sealed.json")
    catalogue = set_tools.load_catalogue()
    by_title = {}
    for t in catalogue:
        by_title.setdefault(t["title"], []).append(t)
    genres = {g for t in catalogue for g in t["genres"]}

    problems = []
    if not isinstance(categories, list) or len(categories) != N_categories:
        problems.append(f"need {N_categories} categories")
    names = [c.get("name") for c in categories]
    if len(set(names)) != len(names):
        problems.append("category names repeat")

    seen_moods = {}
    dev, sealed, fits = [], [], []
    number = 0
    for c in categories:
        reqs = c.get("requests", [])
        if not c.get("name") or not c.get("about"):
            problems.append(f"category {c.get('name')!r}: name and about are required")
        if len(reqs) != PER_CATEGORY:
            problems.append(f"category {c.get('name')!r}: {len(reqs)} requests, need {PER_CATEGORY}")
        for i, r in enumerate(reqs):
            number += 1
            qid = f"{name}-{number:03d}"
            where = f"{qid} ({c.get('name')} #{i + 1})"
            fits.append((check_request(where, r, catalogue, by_title, genres, problems), qid))
            mood = r.get("mood") if isinstance(r, dict) else None
            if isinstance(mood, str):
                key = " ".join(mood.lower().split())
                if key in seen_moods:
                    problems.append(f"{where}: same mood as {seen_moods[key]}")
                seen_moods[key] = qid
            if not problems:
                (dev if i % 2 == 0 else sealed).append(to_query(qid, r))

    if problems:
        print(f"{len(problems)} problem(s); nothing written:", file=sys.stderr)
        for p in problems:
            print("  " + p, file=sys.stderr)
        sys.exit(1)

    os.makedirs(os.path.dirname(sealed_path), exist_ok=True)
    for path, queries in ((dev_path, dev), (sealed_path, sealed)):
        with open(path, "w", encoding="utf-8") as f:
            f.write(dump({"queries": queries}))
    least = min(fits)
    print(f"{len(dev)} dev requests -> {os.path.relpath(dev_path, set_tools.ROOT)}")
    print(f"{len(sealed)} sealed requests -> {os.path.relpath(sealed_path, set_tools.ROOT)}")
    print(f"fewest catalogue titles meeting a request's clauses: {least[0]} ({least[1]})")
    if counts:
        for n, qid in fits:
            print(f"  {qid}: {n} fitting titles")


def main(argv):
    """Makes the set named on the command line from its NAME_requests.py."""
    names = [a for a in argv if not a.startswith("--")]
    if len(names) != 1:
        sys.exit("usage: python3 bench/eval/categorised_set.py NAME [--counts]")
    name = names[0]
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    spec = importlib.util.spec_from_file_location(f"{name}_requests", os.path.join(here, f"{name}_requests.py"))
    if spec is None or spec.loader is None or not os.path.isfile(spec.origin or ""):
        sys.exit(f"no {name}_requests.py in bench/eval/{name}")
    requests = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(requests)
    make_set(requests.CATEGORIES, name, here, counts="--counts" in argv)


if __name__ == "__main__":
    main(sys.argv[1:])
