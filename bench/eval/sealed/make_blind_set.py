#!/usr/bin/env python3
"""Generator for the blind mood-recommendation evaluation set.

Written without looking at the engine (src/ is off limits). Queries are hand-written the way
people type into a mood box; expectations are deliberately conservative: hard clauses only where
the request clearly demands them, genres_any broad.

Run:  python3 make_blind_set.py
Writes ../moods.blind-dev.json (half A) and moods.sealed.json (half B, beside this script), after
checking that every query has >= MIN_FEASIBLE catalogue titles satisfying all of its clauses.
"""
import json
import os
import random
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from set_tools import load_catalogue  # noqa: E402
MIN_FEASIBLE = 10
SEED = 20251125

GENRES = {"Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Family",
          "Fantasy", "History", "Horror", "Music", "Mystery", "Romance", "Science Fiction",
          "Thriller", "War", "Western", "Reality"}
SAFE_CERTS = {"movie": {"G", "PG"}, "tv": {"TV-Y", "TV-Y7", "TV-G", "TV-PG"}}


def E(any_=None, none=None, type_=None, ymin=None, ymax=None, safe=None, rt=None, excl=None):
    e = {}
    if any_: e["genres_any"] = list(any_)
    if none: e["genres_none"] = list(none)
    if type_: e["type"] = type_
    if ymin is not None: e["year_min"] = ymin
    if ymax is not None: e["year_max"] = ymax
    if safe: e["family_safe"] = True
    if rt is not None: e["max_runtime"] = rt
    if excl: e["exclude_titles"] = list(excl)
    return e


def U(liked=(), disliked=()):
    return {"liked": [{"title": t, "rating": r} for t, r in liked],
            "disliked": [{"title": t, "rating": r} for t, r in disliked]}


COZY = ["Comedy", "Romance", "Family", "Animation"]
NOSCARY = ["Horror", "War"]

# (category, mood, expect, user-or-None)
Q = [
    # ---------------- moods ----------------
    ("mood", "feeling cosy tonight, blanket and a cup of tea kind of evening", E(COZY, NOSCARY), None),
    ("mood", "I'm sad and just want something to cheer me up", E(["Comedy", "Family", "Animation", "Romance"], NOSCARY), None),
    ("mood", "angry at the world, I want to watch things explode", E(["Action", "Thriller", "Adventure"]), None),
    ("mood", "sad mood, want a film that matches it", E(["Drama", "Romance"], ["Horror"]), None),
    ("mood", "bored out of my mind, give me something gripping", E(["Thriller", "Crime", "Mystery", "Action"]), None),
    ("mood", "anxious and overwhelmed, need something gentle and low stakes", E(["Comedy", "Animation", "Family", "Documentary"], ["Horror", "Thriller", "War"]), None),
    ("mood", "feeling nostalgic for my childhood", E(["Family", "Animation", "Adventure", "Comedy"]), None),
    ("mood", "kind of lonely tonight, want something warm", E(["Comedy", "Romance", "Drama", "Family"], ["Horror"]), None),
    ("mood", "in the mood to be scared out of my wits", E(["Horror", "Thriller"]), None),
    ("mood", "want to feel inspired, an underdog story", E(["Drama", "History", "Documentary"]), None),
    ("mood", "lazy sunday, nothing heavy", E(COZY, NOSCARY), None),
    ("mood", "I want my brain to hurt, something really twisty", E(["Mystery", "Thriller", "Science Fiction"]), None),
    ("mood", "I'm in love and want everyone on screen to be too", E(["Romance"]), None),
    ("mood", "I want to laugh until I can't breathe", E(["Comedy"], ["Horror"]), None),
    ("mood", "stressed from work, want to switch my brain off completely", E(["Comedy", "Action", "Animation", "Reality"], ["Horror"]), None),
    ("mood", "want to go on a quest with a band of misfits", E(["Adventure", "Fantasy", "Action"]), None),
    ("mood", "grumpy, in the mood for something dark and sarcastic", E(["Comedy", "Crime", "Drama"]), None),
    ("mood", "melancholy autumn evening vibes", E(["Drama", "Romance", "Mystery"]), None),
    ("mood", "hyped up and want an adrenaline rush", E(["Action", "Thriller", "Adventure"]), None),
    ("mood", "something wholesome that restores my faith in humanity", E(["Family", "Comedy", "Drama", "Animation"], ["Horror"]), None),
    ("mood", "an unsettling slow-burn that gets under your skin", E(["Horror", "Mystery", "Thriller"]), None),
    ("mood", "heartbroken and bitter, no love stories please", E(["Comedy", "Action", "Thriller", "Crime"], ["Romance"]), None),
    ("mood", "curious, I want to learn something real", E(["Documentary", "History"]), None),
    ("mood", "feeling dreamy and whimsical", E(["Fantasy", "Animation", "Romance", "Family"]), None),
    ("mood", "moody and dark, like a rainy noir night", E(["Crime", "Mystery", "Thriller"]), None),

    # ---------------- situations ----------------
    ("situation", "just got dumped. help", E(["Comedy", "Drama", "Romance"], ["Horror"]), None),
    ("situation", "background noise while I cook dinner, don't need to pay attention", E(["Comedy", "Reality", "Documentary"], ["Horror"]), None),
    ("situation", "me and my girlfriend want something to laugh at together", E(["Comedy", "Romance"], NOSCARY), None),
    ("situation", "kids' sleepover tonight, they're 8 and 9", E(["Family", "Animation", "Comedy", "Adventure"], safe=True), None),
    ("situation", "long flight tomorrow, want a couple of films to download", E(["Drama", "Comedy", "Action", "Adventure"], type_="movie"), None),
    ("situation", "home sick with the flu and feeling sorry for myself", E(["Comedy", "Animation", "Family", "Romance"], ["Horror"]), None),
    ("situation", "hungover sunday, something easy", E(["Comedy", "Animation", "Reality", "Family"], NOSCARY), None),
    ("situation", "Halloween party with friends, we want screams and laughs", E(["Horror", "Comedy"]), None),
    ("situation", "Christmas eve with the whole family, grandma and the little ones included", E(["Family", "Comedy", "Animation", "Fantasy"], safe=True), None),
    ("situation", "first date at my place, want something light", E(["Comedy", "Romance"], NOSCARY), None),
    ("situation", "watching with my parents who are in their 70s", E(["Drama", "Comedy", "Mystery", "History"], ["Horror"]), None),
    ("situation", "guys night, beers and explosions", E(["Action", "Comedy", "Thriller"]), None),
    ("situation", "girls night in with wine", E(["Comedy", "Romance", "Drama"]), None),
    ("situation", "can't sleep, it's 3am", E(["Comedy", "Documentary", "Animation", "Drama"], ["Horror"]), None),
    ("situation", "on the treadmill, need something to keep me going", E(["Action", "Thriller", "Adventure"]), None),
    ("situation", "folding laundry, want an easy sitcom on", E(["Comedy"], type_="tv"), None),
    ("situation", "my 6 year old wants a movie about animals", E(["Animation", "Family", "Adventure"], type_="movie", safe=True), None),
    ("situation", "snowed in all weekend, want a long saga to sink into", E(["Fantasy", "Adventure", "Drama", "Science Fiction"]), None),
    ("situation", "movie night with teenagers who think everything is lame", E(["Action", "Adventure", "Comedy", "Science Fiction"], type_="movie"), None),
    ("situation", "on my 30 minute lunch break", E(["Comedy", "Animation", "Documentary", "Reality"], rt=30), None),
    ("situation", "babysitting my niece, she's 5", E(["Animation", "Family", "Comedy"], safe=True), None),
    ("situation", "post-exam celebration, want something fun and loud", E(["Action", "Comedy", "Adventure", "Music"]), None),

    # ---------------- negation / exclusion ----------------
    ("negation", "no jump scares please, but I want something tense", E(["Thriller", "Mystery", "Crime"], ["Horror"]), None),
    ("negation", "anything but superheroes, just good action", E(["Action", "Adventure", "Thriller"]), None),
    ("negation", "not for kids, a proper grown-up drama", E(["Drama", "Crime", "Thriller"], ["Family"]), None),
    ("negation", "a comedy that isn't a rom-com", E(["Comedy"], ["Romance"]), None),
    ("negation", "sci-fi without the horror", E(["Science Fiction"], ["Horror"]), None),
    ("negation", "just a fun action flick, nothing arty", E(["Action", "Adventure"], type_="movie"), None),
    ("negation", "nothing sad please, I've had a rough week", E(["Comedy", "Family", "Animation", "Adventure"], NOSCARY), None),
    ("negation", "no cartoons, a family film with real actors", E(["Family", "Adventure", "Comedy"], ["Animation"]), None),
    ("negation", "drama but not a war movie", E(["Drama"], ["War"]), None),
    ("negation", "horror but no zombies", E(["Horror", "Thriller"]), None),
    ("negation", "don't want anything violent, something peaceful", E(["Documentary", "Comedy", "Family", "Romance"], ["War", "Horror", "Action"]), None),
    ("negation", "no reality tv trash, a real documentary", E(["Documentary", "History"], ["Reality"]), None),
    ("negation", "something romantic but not cheesy, and no musicals", E(["Romance"], ["Music"]), None),
    ("negation", "a mystery, but nothing gory", E(["Mystery"], ["Horror"]), None),
    ("negation", "no more Marvel, I want a western", E(["Western"]), None),
    ("negation", "fantasy, but not the kiddie kind", E(["Fantasy", "Drama", "Action"], ["Family"]), None),
    ("negation", "a thriller without any romance subplot", E(["Thriller", "Crime", "Mystery"], ["Romance"]), None),
    ("negation", "anything except horror or war", E(None, ["Horror", "War"]), None),
    ("negation", "kids movie that won't bore the adults", E(["Animation", "Family", "Comedy", "Adventure"], type_="movie", safe=True), None),
    ("negation", "something light, nothing with crime or murder", E(COZY, ["Crime", "Horror"]), None),

    # ---------------- named titles ----------------
    ("named", "like Succession but funnier", E(["Comedy"], excl=["Succession"]), None),
    ("named", "the bear but less stressful", E(["Comedy", "Drama"], ["Thriller", "Horror"], excl=["The Bear"]), None),
    ("named", "more stuff like Stranger Things", E(["Science Fiction", "Horror", "Mystery", "Fantasy"], excl=["Stranger Things"]), None),
    ("named", "loved Knives Out, want another whodunit", E(["Mystery", "Crime"], excl=["Knives Out"]), None),
    ("named", "something like Parks and Rec or The Office", E(["Comedy"], excl=["Parks and Recreation", "The Office"]), None),
    ("named", "just finished Breaking Bad, what now", E(["Crime", "Drama", "Thriller"], excl=["Breaking Bad"]), None),
    ("named", "Spirited Away vibes", E(["Animation", "Fantasy"], excl=["Spirited Away"]), None),
    ("named", "like Mad Max: Fury Road, pure chaos", E(["Action", "Adventure", "Science Fiction"], excl=["Mad Max: Fury Road"]), None),
    ("named", "Bridgerton but less steamy", E(["Romance", "Drama", "History"], excl=["Bridgerton"]), None),
    ("named", "something like Chernobyl, a gripping true story", E(["History", "Drama", "Documentary"], excl=["Chernobyl"]), None),
    ("named", "like Toy Story, for my 4 year old", E(["Animation", "Family"], safe=True, excl=["Toy Story"]), None),
    ("named", "as scary as Hereditary", E(["Horror", "Thriller", "Mystery"], excl=["Hereditary"]), None),
    ("named", "La La Land but with a happier ending", E(["Music", "Romance", "Comedy"], excl=["La La Land"]), None),
    ("named", "Ted Lasso energy", E(["Comedy", "Drama"], ["Horror"], excl=["Ted Lasso"]), None),
    ("named", "similar to The Lord of the Rings but shorter", E(["Fantasy", "Adventure"], rt=150, excl=[
        "The Lord of the Rings: The Fellowship of the Ring", "The Lord of the Rings: The Two Towers",
        "The Lord of the Rings: The Return of the King"]), None),
    ("named", "nature docs like Planet Earth", E(["Documentary"], excl=["Planet Earth"]), None),
    ("named", "like Black Mirror but less depressing", E(["Science Fiction", "Comedy", "Mystery"], excl=["Black Mirror"]), None),
    ("named", "Die Hard is my favourite, more like that", E(["Action", "Thriller"], excl=["Die Hard"]), None),
    ("named", "something like Gilmore Girls, cosy small town feel", E(["Comedy", "Drama", "Romance"], ["Horror"], excl=["Gilmore Girls"]), None),
    ("named", "The Great British Baking Show but something else", E(["Reality", "Documentary"], excl=["The Great British Baking Show"]), None),
    ("named", "like Se7en but not as bleak", E(["Crime", "Mystery", "Thriller"], excl=["Se7en"]), None),
    ("named", "Arcane was amazing, more adult animation please", E(["Animation"], ["Family"], excl=["Arcane"]), None),

    # ---------------- film vs series ----------------
    ("format", "a miniseries I can finish this weekend", E(type_="tv"), None),
    ("format", "a show with just one season, not a ten-season commitment", E(type_="tv"), None),
    ("format", "sitcom with short episodes", E(["Comedy"], type_="tv", rt=30), None),
    ("format", "something to binge all weekend, whodunits or detectives", E(["Crime", "Mystery", "Thriller"], type_="tv"), None),
    ("format", "a film, not a series, something thrilling", E(["Thriller", "Action", "Crime"], type_="movie"), None),
    ("format", "an anime series to get into", E(["Animation"], type_="tv"), None),
    ("format", "a docuseries", E(["Documentary"], type_="tv"), None),
    ("format", "a show with 20 minute episodes for before bed", E(type_="tv", rt=25), None),
    ("format", "a feature-length animated movie for grown-ups", E(["Animation"], ["Family"], type_="movie"), None),
    ("format", "a long-running comfort show with lots of seasons", E(["Comedy", "Drama"], type_="tv"), None),
    ("format", "a limited series, prestige drama", E(["Drama", "Crime", "History"], type_="tv"), None),
    ("format", "a show with magic and swords", E(["Fantasy", "Adventure"], type_="tv"), None),
    ("format", "movie not show. romcom", E(["Romance", "Comedy"], type_="movie"), None),
    ("format", "a reality show to turn my brain off", E(["Reality"], type_="tv"), None),
    ("format", "cartoon series for my toddler", E(["Animation", "Family"], type_="tv", safe=True), None),

    # ---------------- runtime ----------------
    ("runtime", "something funny under 90 minutes", E(["Comedy"], rt=90), None),
    ("runtime", "nothing over two hours, I have work tomorrow", E(rt=120), None),
    ("runtime", "quick horror movie, 90 mins max", E(["Horror", "Thriller"], type_="movie", rt=90), None),
    ("runtime", "a short thriller, under 100 min", E(["Thriller", "Crime", "Mystery"], rt=100), None),
    ("runtime", "a long epic, 3 hours is fine by me", E(["Adventure", "History", "War", "Fantasy"]), None),
    ("runtime", "i've got about an hour and a half", E(rt=90), None),
    ("runtime", "something I can finish in under an hour", E(rt=60), None),
    ("runtime", "something short for the train ride, 40 mins tops", E(rt=40), None),
    ("runtime", "animated movie under 85 minutes for the little one", E(["Animation", "Family"], type_="movie", safe=True, rt=85), None),
    ("runtime", "a documentary no longer than 100 minutes", E(["Documentary"], rt=100), None),
    ("runtime", "sci-fi film under 2 hours please", E(["Science Fiction"], type_="movie", rt=120), None),
    ("runtime", "romcom under 100 minutes", E(["Romance", "Comedy"], rt=100), None),
    ("runtime", "tight action movie, no more than 105 mins", E(["Action", "Thriller"], type_="movie", rt=105), None),
    ("runtime", "got 45 minutes before dinner", E(rt=45), None),

    # ---------------- eras ----------------
    ("era", "80s comedy", E(["Comedy"], ymin=1980, ymax=1989), None),
    ("era", "something from the 90s, anything good", E(ymin=1990, ymax=1999), None),
    ("era", "a classic from before 1970", E(ymax=1969), None),
    ("era", "a horror film from the 70s", E(["Horror", "Thriller"], type_="movie", ymin=1970, ymax=1979), None),
    ("era", "new stuff only, from the last five years", E(ymin=2020), None),
    ("era", "a western made before 1980", E(["Western"], ymax=1979), None),
    ("era", "2000s teen movie", E(["Comedy", "Romance", "Drama"], type_="movie", ymin=2000, ymax=2009), None),
    ("era", "a sci-fi classic from before 2000", E(["Science Fiction"], ymax=1999), None),
    ("era", "a 90s sitcom", E(["Comedy"], type_="tv", ymin=1990, ymax=1999), None),
    ("era", "early 2010s action", E(["Action", "Adventure"], ymin=2010, ymax=2014), None),
    ("era", "black and white noir from the 40s or 50s", E(["Crime", "Mystery", "Thriller", "Drama"], ymin=1940, ymax=1959), None),
    ("era", "an old musical from the 50s or 60s", E(["Music"], ymin=1950, ymax=1969), None),
    ("era", "something about space made after 2015", E(["Science Fiction", "Adventure"], ymin=2016), None),
    ("era", "80s or 90s family adventure", E(["Adventure", "Family"], ymin=1980, ymax=1999), None),

    # ---------------- slang / typos / emoji ----------------
    ("slang", "smth chill lol", E(COZY, ["Horror"]), None),
    ("slang", "horor movie pls", E(["Horror", "Thriller"], type_="movie"), None),
    ("slang", "rom com pls", E(["Romance", "Comedy"]), None),
    ("slang", "😂🍿", E(["Comedy"]), None),
    ("slang", "scary 👻🔪", E(["Horror", "Thriller"]), None),
    ("slang", "sumthin funny 4 the kids", E(["Comedy", "Family", "Animation"], safe=True), None),
    ("slang", "cryin rn need a hug of a movie 😭", E(["Family", "Romance", "Comedy", "Animation"], ["Horror"]), None),
    ("slang", "thriler with a twist plz", E(["Thriller", "Mystery", "Crime"]), None),
    ("slang", "good vibes only ✨", E(["Comedy", "Music", "Family", "Romance"], NOSCARY), None),
    ("slang", "sci fi series 2 binge", E(["Science Fiction"], type_="tv"), None),
    ("slang", "somethin sad but not TOO sad u know", E(["Drama", "Romance"]), None),
    ("slang", "mystry show like sherlok", E(["Mystery", "Crime"], type_="tv", excl=["Sherlock"]), None),
    ("slang", "date nite 💕 no horror", E(["Romance", "Comedy"], ["Horror"]), None),
    ("slang", "docu abt music?", E(["Documentary", "Music"]), None),
    ("slang", "anime but make it wholesome 🥹", E(["Animation"], ["Horror"]), None),
    ("slang", "fantasy w dragons n stuff", E(["Fantasy", "Adventure"]), None),

    # ---------------- other languages ----------------
    ("lang", "algo para reírme un rato", E(["Comedy"]), None),
    ("lang", "una película de miedo para ver con amigos", E(["Horror", "Thriller", "Mystery"], type_="movie"), None),
    ("lang", "una serie romántica para ver con mi pareja", E(["Romance"], type_="tv"), None),
    ("lang", "dibujos animados para mi hija de 5 años", E(["Animation", "Family"], safe=True), None),
    ("lang", "un film d'action des années 90", E(["Action"], type_="movie", ymin=1990, ymax=1999), None),
    ("lang", "une série policière à dévorer", E(["Crime", "Mystery", "Thriller"], type_="tv"), None),
    ("lang", "quelque chose de doux et réconfortant, pas de violence", E(COZY, NOSCARY), None),
    ("lang", "un documentaire sur l'histoire", E(["Documentary", "History"]), None),
    ("lang", "ein lustiger Film für die ganze Familie", E(["Comedy", "Family", "Animation"], type_="movie", safe=True), None),
    ("lang", "spannender Krimi, bitte keine Horrorfilme", E(["Crime", "Thriller", "Mystery"], ["Horror"]), None),
    ("lang", "etwas Romantisches, nicht länger als 2 Stunden", E(["Romance"], rt=120), None),
    ("lang", "eine Science-Fiction-Serie zum Durchschauen", E(["Science Fiction"], type_="tv"), None),

    # ---------------- with a user history ----------------
    ("user", "something new for tonight", E(["Horror", "Thriller", "Mystery"]),
     U([("The Conjuring", 9), ("Hereditary", 8), ("Get Out", 9)], [("The Notebook", 3)])),
    ("user", "more like the ones I loved", E(["Animation", "Family", "Comedy", "Adventure"]),
     U([("Toy Story", 9), ("Finding Nemo", 8), ("Up", 9)])),
    ("user", "make me laugh", E(["Comedy"]),
     U([("Superbad", 9), ("The Hangover", 8)], [("Pride & Prejudice", 2)])),
    ("user", "what show should I start next?", E(["Crime", "Drama", "Thriller"], type_="tv"),
     U([("Breaking Bad", 10), ("Ozark", 9), ("Narcos", 8)])),
    ("user", "something for the two of us tonight", E(["Romance", "Comedy", "Music"], ["Horror"]),
     U([("La La Land", 9), ("Crazy Rich Asians", 8)], [("Saw", 1), ("The Exorcist", 2)])),
    ("user", "something for the kids", E(["Animation", "Family", "Music"], safe=True),
     U([("Frozen", 9), ("Moana", 9), ("Encanto", 8)], [("Cars", 3)])),
    ("user", "surprise me", E(["Science Fiction", "Thriller", "Mystery", "Drama"]),
     U([("Inception", 10), ("Interstellar", 9), ("The Prestige", 9), ("Arrival", 8)])),
    ("user", "wind down after a long day", E(["Comedy", "Drama"], ["Horror"]),
     U([("Ted Lasso", 9), ("Schitt's Creek", 9)], [("The Walking Dead", 2)])),
    ("user", "more films like these", E(["War", "History"], type_="movie"),
     U([("Saving Private Ryan", 9), ("Dunkirk", 8)], [("300", 3)])),
    ("user", "tense but not horror", E(["Thriller", "Mystery", "Crime"], ["Horror"]),
     U([("Gone Girl", 9), ("Prisoners", 8)], [("It", 2)])),
    ("user", "anime tonight", E(["Animation"]),
     U([("Attack on Titan", 9), ("Demon Slayer: Kimetsu no Yaiba", 8)], [("Pokémon", 3)])),
    ("user", "something from the 50s", E(ymin=1950, ymax=1959),
     U([("Casablanca", 9), ("Rear Window", 8), ("Singin' in the Rain", 9)])),
    ("user", "cosy night in", E(COZY, NOSCARY),
     U([("Amélie", 9), ("The Grand Budapest Hotel", 8), ("Paddington 2", 9)], [("John Wick", 3)])),
    ("user", "need a laugh, but not a cartoon", E(["Comedy"], ["Animation"]),
     U([("Brooklyn Nine-Nine", 9), ("Parks and Recreation", 9)], [("Family Guy", 2)])),
]

# Trimmed from 174 drafts to 170: the vaguest / least clearly-scorable requests.
# ("a 60s musical" had only 9 feasible titles and was loosened to the 50s or 60s instead.)
DROP = {
    "kind of lonely tonight, want something warm",
    "melancholy autumn evening vibes",
    "on the treadmill, need something to keep me going",
    "The Great British Baking Show but something else",
}




def satisfies(t, e, banned):
    g = set(t["genres"])
    if "genres_any" in e and not g & set(e["genres_any"]): return False
    if "genres_none" in e and g & set(e["genres_none"]): return False
    if "type" in e and t["type"] != e["type"]: return False
    if "year_min" in e and t["year"] < e["year_min"]: return False
    if "year_max" in e and t["year"] > e["year_max"]: return False
    if e.get("family_safe") and t["certification"] not in SAFE_CERTS[t["type"]]: return False
    if "max_runtime" in e and (t["runtime"] is None or t["runtime"] > e["max_runtime"]): return False
    if t["title"].lower() in banned: return False
    return True


def main():
    cat = load_catalogue()
    names = {t["title"].lower() for t in cat}
    queries, problems = [], []
    for c, mood, e, user in Q:
        if mood in DROP:
            continue
        for k in ("genres_any", "genres_none"):
            for g in e.get(k, []):
                if g not in GENRES: problems.append(f"bad genre {g!r} in {mood!r}")
        banned = {x.lower() for x in e.get("exclude_titles", [])}
        for x in e.get("exclude_titles", []):
            if x.lower() not in names: problems.append(f"exclude title not in catalogue: {x!r} ({mood!r})")
        if user:
            for side in ("liked", "disliked"):
                for r in user[side]:
                    if r["title"].lower() not in names: problems.append(f"user title not in catalogue: {r['title']!r}")
                    banned.add(r["title"].lower())
                    if side == "liked" and r["rating"] < 7 or side == "disliked" and r["rating"] > 4:
                        problems.append(f"rating out of band: {r}")
        n = sum(satisfies(t, e, banned) for t in cat)
        if n < MIN_FEASIBLE:
            problems.append(f"infeasible ({n} < {MIN_FEASIBLE}): {mood!r}")
        q = {"mood": mood}
        if user: q["user"] = user
        q["expect"] = e
        queries.append((c, q, n))
    moods = [q["mood"].lower() for _, q, _ in queries]
    dup = [m for m, v in Counter(moods).items() if v > 1]
    if dup: problems.append(f"duplicate moods: {dup}")
    if problems:
        print("\n".join(problems)); sys.exit(1)

    # stratified shuffle-split: shuffle within category, deal alternately across the whole list
    rng = random.Random(SEED)
    by_cat = {}
    for item in queries: by_cat.setdefault(item[0], []).append(item)
    order = []
    for c in sorted(by_cat):
        rng.shuffle(by_cat[c]); order += by_cat[c]
    half_a, half_b = order[0::2], order[1::2]
    rng.shuffle(half_a); rng.shuffle(half_b)

    # ids: one random permutation of 1..N over both halves, so id says nothing about the half
    nums = list(range(1, len(order) + 1)); rng.shuffle(nums)
    it = iter(nums)
    def out(items, path):
        qs = []
        for _, q, _ in items:
            qs.append({"id": f"blind-{next(it):03d}", **q})
        with open(path, "w", encoding="utf-8") as f:
            f.write('{\n  "version": 1,\n  "k": 10,\n  "queries": [\n')
            f.write(",\n".join("    " + json.dumps(q, ensure_ascii=False) for q in qs))
            f.write("\n  ]\n}\n")
    out(half_a, os.path.join(HERE, "..", "moods.blind-dev.json"))
    out(half_b, os.path.join(HERE, "moods.sealed.json"))

    print(f"total {len(queries)}  A {len(half_a)}  B {len(half_b)}")
    ca, cb = Counter(x[0] for x in half_a), Counter(x[0] for x in half_b)
    for c in sorted(by_cat):
        print(f"  {c:10s} total {len(by_cat[c]):3d}  A {ca[c]:3d}  B {cb[c]:3d}")
    ns = sorted(n for _, _, n in queries)
    print(f"feasible titles per query: min {ns[0]}  median {ns[len(ns)//2]}  max {ns[-1]}")
    print("tightest:", sorted(((n, q["mood"]) for _, q, n in queries))[:10])
    hard = Counter(k for _, q, _ in queries for k in q["expect"] if k != "genres_any")
    print("hard clause usage:", dict(hard), " with user:", sum(1 for _, q, _ in queries if "user" in q))


if __name__ == "__main__":
    main()
