"""The fourteenth blind set: 160 mood requests in 16 categories of 10, written by a fourteenth author who
has not read the engine. `python3 bench/eval/categorised_set.py fourteenth --counts` checks them against
the request format and the seed catalogue and writes the dev half (first, third ... request of each
category) and the sealed half (second, fourth ...). See README.md for how expectations were set.

Conventions (README.md gives worked examples):
- the catalogue's year of checking is 2026 (data/catalogue/availability.json);
- "under N" / "less than N" / "shorter than N" is strict (N - 1); "N max", "tops", "at most", "no more
  than", "within" is N;
- time windows are end minus start minus every stated overhead; for a series the budget is per episode.
"""

CATEGORIES = [
    # ------------------------------------------------------------------------------------------------ 1
    {
        "name": "refusals-by-scene-or-action",
        "about": "Refusals said by what happens on screen or what someone does when it happens: leaving "
                 "the room, turning it off, hiding behind a cushion.",
        "requests": [
            {
                "mood": "somethign funny for tonight. my girlfriend physically leaves the room the second "
                        "anyone bursts into song so keep that in mind lol",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Music"]},
            },
            {
                "mood": "Nothing where the dog dies. Or any animal, honestly. I want an adventure, a quest, "
                        "a map, the works, but the moment a pet is in danger I'm reaching for the remote.",
                "expect": {"genres_any": ["Adventure", "Fantasy"]},
            },
            {
                "mood": "if a ghost so much as opens a cupboard door I'm sleeping with the lights on for a "
                        "week. mystery pls, a proper whodunnit",
                "expect": {"genres_any": ["Mystery", "Crime"], "genres_none": ["Horror"]},
            },
            {
                "mood": "meu namorado sai da sala quando aparece sangue e grito no escuro, então nada de "
                        "terror. quero um suspense que prenda a gente no sofá",
                "expect": {"genres_any": ["Thriller", "Mystery", "Crime"], "genres_none": ["Horror"]},
            },
            {
                "mood": "We tried a film last week and my wife was asleep the minute the spaceships showed "
                        "up. So: no spaceships, no aliens, no robots. A clever thriller for two grown-ups?",
                "expect": {"genres_any": ["Thriller", "Mystery", "Crime"],
                           "genres_none": ["Science Fiction"]},
            },
            {
                "mood": "my brother does a mocking 'and then they fell in loooove' voice every time two "
                        "people kiss on screen and it ruins everything. action, and no smooching subplot",
                "expect": {"genres_any": ["Action", "Adventure"], "genres_none": ["Romance"]},
            },
            {
                "mood": "Soldiers in a trench = my granddad goes very quiet and the evening is over. So none "
                        "of that. He does love history though, kings and queens and palace intrigue.",
                "expect": {"genres_any": ["History", "Drama"], "genres_none": ["War"]},
            },
            {
                "mood": "every time a cartoon comes on my teenager announces 'I'm not six' and goes to his "
                        "room. real actors then. a heist or something sneaky",
                "expect": {"genres_any": ["Crime", "Thriller", "Comedy", "Action"],
                           "genres_none": ["Animation"]},
            },
            {
                "mood": "I cover my eyes at jump scares and the shaky found-footage screaming-in-the-woods "
                        "thing makes me physically ill. give me something slow, sad and beautiful instead",
                "expect": {"genres_any": ["Drama", "Romance"], "genres_none": ["Horror"]},
            },
            {
                "mood": "the moment anyone on screen opens a case file or says 'detective' my husband groans "
                        "like he's been shot. no cops, no crimes. a comfy sitcom we can have a few eps of",
                "expect": {"type": "tv", "genres_any": ["Comedy"], "genres_none": ["Crime"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------------ 2
    {
        "name": "refusals-by-reaction-comparison-sarcasm",
        "about": "Refusals said by someone's past reaction, a comparison, sarcasm or understatement.",
        "requests": [
            {
                "mood": "Oh great, another horror movie night, said nobody in this flat ever. Something with "
                        "actual laughs instead?",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Horror"]},
            },
            {
                "mood": "my mum watched a western once in 1987 and still describes it as the worst two "
                        "hours of her life. she's round on sunday. something nice, drama or a love story",
                "expect": {"genres_any": ["Drama", "Romance"], "genres_none": ["Western"]},
            },
            {
                "mood": "I'd rather do my taxes than sit through another documentary my partner picked. "
                        "My turn tonight. Big dumb fun, explosions welcome.",
                "expect": {"genres_any": ["Action", "Adventure"], "genres_none": ["Documentary"]},
            },
            {
                "mood": "reality tv is genuinely my idea of hell. a comedy show to have on while i cook",
                "expect": {"type": "tv", "genres_any": ["Comedy"], "genres_none": ["Reality"]},
            },
            {
                "mood": "Musicals are to me what nails on a chalkboard are to normal people. Romantic comedy "
                        "please.",
                "expect": {"genres_any": ["Romance", "Comedy"], "genres_none": ["Music"]},
            },
            {
                "mood": "Last time I put on an anime my flatmate asked if we were twelve. She's sitting right "
                        "here. A fantasy with real people in it, please.",
                "expect": {"genres_any": ["Fantasy", "Adventure"], "genres_none": ["Animation"]},
            },
            {
                "mood": "'war films, I love those', said my wife, never. date night and I want something she "
                        "enjoys as much as me, thriller-ish?",
                "expect": {"genres_any": ["Thriller", "Mystery", "Romance", "Crime"],
                           "genres_none": ["War"]},
            },
            {
                "mood": "I'm not saying sci-fi is boring. I'm saying I have fallen asleep in every space film "
                        "since 2001. Something gripping and grounded, crime maybe.",
                "expect": {"genres_any": ["Crime", "Thriller", "Drama"],
                           "genres_none": ["Science Fiction"]},
            },
            {
                "mood": "Horror is *slightly* not my thing, in the way the ocean is slightly wet. Looking for "
                        "a mystery series to binge.",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime"], "genres_none": ["Horror"]},
            },
            {
                "mood": "my boyfriend calls romcoms 'a crime against cinema' and he's coming round, so: "
                        "funny, zero lovey-dovey, and not animated either because apparently that's 'for "
                        "kids' (he is exhausting)",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Romance", "Animation"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------------ 3
    {
        "name": "eras-by-cultural-memory",
        "about": "Eras named by bands, fashions, gadgets and world events rather than by years.",
        "requests": [
            {
                "mood": "something from when everyone had a walkman, massive hair and synths on every song. "
                        "fun adventure",
                "expect": {"year_min": 1980, "year_max": 1989,
                           "genres_any": ["Adventure", "Comedy", "Action", "Fantasy"]},
            },
            {
                "mood": "old Hollywood, hats and trench coats, everyone smoking indoors, black and white. a "
                        "crime one.",
                "expect": {"year_max": 1959, "genres_any": ["Crime", "Mystery", "Thriller"]},
            },
            {
                "mood": "Something from around the time the Berlin Wall came down, give or take a year or "
                        "two. A drama.",
                "expect": {"year_min": 1987, "year_max": 1991, "genres_any": ["Drama"]},
            },
            {
                "mood": "from when everyone was on myspace with a flip phone and a side fringe, peak emo "
                        "times. a teen comedy",
                "expect": {"year_min": 2003, "year_max": 2009, "genres_any": ["Comedy"]},
            },
            {
                "mood": "moon landing, bell bottoms, Woodstock — something from back then, drama or "
                        "something with music in it",
                "expect": {"year_min": 1967, "year_max": 1974, "genres_any": ["Drama", "Music"]},
            },
            {
                "mood": "made before smartphones existed please. i want a thriller where people still have "
                        "to find a payphone",
                "expect": {"year_max": 2006, "genres_any": ["Thriller", "Crime", "Mystery"]},
            },
            {
                "mood": "the disco years 🪩✨ anything from then, funny",
                "expect": {"year_min": 1974, "year_max": 1979, "genres_any": ["Comedy"]},
            },
            {
                "mood": "after 9/11 but before the crash, the Bush years basically. a war film",
                "expect": {"type": "movie", "year_min": 2001, "year_max": 2008, "genres_any": ["War"]},
            },
            {
                "mood": "バブル景気の頃、肩パッドとディスコの時代の映画が見たい。明るいやつ",
                "expect": {"type": "movie", "year_min": 1986, "year_max": 1991,
                           "genres_any": ["Comedy", "Romance", "Adventure", "Family"]},
            },
            {
                "mood": "a drama from the streaming era — like since everyone cancelled cable and netflix "
                        "started making its own shows",
                "expect": {"type": "tv", "year_min": 2013, "genres_any": ["Drama"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------------ 4
    {
        "name": "eras-by-life-events",
        "about": "Eras said by the person's own life: school, birth, a wedding, a retirement, a baby.",
        "requests": [
            {
                "mood": "something from my high school years!! class of '99 represent. teen comedy or a "
                        "romance",
                "expect": {"year_min": 1995, "year_max": 1999, "genres_any": ["Comedy", "Romance"]},
            },
            {
                "mood": "a classic thriller. Classic meaning older than me. I'm 24.",
                "expect": {"year_max": 2001, "genres_any": ["Thriller", "Mystery", "Crime"]},
            },
            {
                "mood": "has to have come out since my daughter was born (she's seven now) because she'll be "
                        "watching with me. animated",
                "expect": {"year_min": 2019, "family_safe": True,
                           "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "want to show my parents something that was in the cinemas around when they had their "
                        "first date, which was 1976",
                "expect": {"type": "movie", "year_min": 1975, "year_max": 1977},
            },
            {
                "mood": "Nothing newer than our wedding. We got married in the summer of 2004 and frankly "
                        "films went downhill after. A romantic comedy.",
                "expect": {"year_max": 2004, "genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "Щось, що вийшло ще до того, як я пішла до школи. Мені 30, до школи пішла в шість. "
                        "Комедію.",
                "expect": {"year_max": 2001, "genres_any": ["Comedy"]},
            },
            {
                "mood": "Since I retired in 2019 I have not watched a single new thing. Catch me up: the best "
                        "series since then.",
                "expect": {"type": "tv", "year_min": 2019},
            },
            {
                "mood": "nonna wants a film from before she came over from Italy in 1962, from her youth. "
                        "drama, comedy, a love story, she's not fussy",
                "expect": {"type": "movie", "year_max": 1961,
                           "genres_any": ["Drama", "Comedy", "Romance"]},
            },
            {
                "mood": "my son is 15 and asked what films were like 'when you were my age, dad'. i'm 47. "
                        "show him",
                "expect": {"type": "movie", "year_min": 1993, "year_max": 1995},
            },
            {
                "mood": "anything from the last 18 months, I have been living under a rock (new baby, no "
                        "sleep, send help)",
                "expect": {"year_min": 2025},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------------ 5
    {
        "name": "film-time-arithmetic",
        "about": "A film's length from a window, with or without 'from', minus overheads; trains, "
                 "flights, laundromats, hours said as 'five of them'.",
        "requests": [
            {
                "mood": "booked the meeting room 1 to 3 for 'team building' 😇 need a film that fits, and "
                        "ten minutes of that is me fighting the projector",
                "expect": {"type": "movie", "max_runtime": 110,
                           "genres_any": ["Comedy", "Adventure", "Family"]},
            },
            {
                "mood": "we land in 2h15 and they make you put everything away about 25 min before that. "
                        "one movie, something tense",
                "expect": {"type": "movie", "max_runtime": 110,
                           "genres_any": ["Thriller", "Action", "Mystery", "Crime"]},
            },
            {
                "mood": "kids are in bed by 8, I'm asleep by 10 at the absolute latest, and it takes a "
                        "quarter of an hour to tidy the carnage after they go down. A drama, something "
                        "with substance.",
                "expect": {"type": "movie", "max_runtime": 105, "genres_any": ["Drama"]},
            },
            {
                "mood": "horror double feature!!! we have a three and a half hour window and the popcorn "
                        "refill between films takes ten minutes. two films that fit",
                "expect": {"type": "movie", "max_runtime": 100, "genres_any": ["Horror"]},
            },
            {
                "mood": "train is 19:42 to 21:10. one whole movie on my phone. something light",
                "expect": {"type": "movie", "max_runtime": 88,
                           "genres_any": ["Comedy", "Animation", "Family", "Romance"]},
            },
            {
                "mood": "one sitting, ninety minutes tops, and I mean tops. something that'll make me jump",
                "expect": {"type": "movie", "max_runtime": 90, "genres_any": ["Horror", "Thriller"]},
            },
            {
                "mood": "laundromat: 45 wash then 50 dry and I'm not leaving my stuff. one film that's done "
                        "when my clothes are",
                "expect": {"type": "movie", "max_runtime": 95},
            },
            {
                "mood": "ho dalle 21 alle 23, ma i primi dieci minuti li perdo a portare fuori il cane 😅 un "
                        "giallo, un film solo",
                "expect": {"type": "movie", "max_runtime": 110,
                           "genres_any": ["Mystery", "Crime", "Thriller"]},
            },
            {
                "mood": "Film. Under two hours. Not 'about two hours', not 'two hours and change', UNDER. A "
                        "western if you have one.",
                "expect": {"type": "movie", "max_runtime": 119, "genres_any": ["Western"]},
            },
            {
                "mood": "got five of them before the alarm goes and i want at least four for actual sleep, "
                        "so whatever fits in what's left. something funny",
                "expect": {"max_runtime": 60, "genres_any": ["Comedy"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------------ 6
    {
        "name": "series-episode-time",
        "about": "A per-episode budget for a series: lunches, commutes, treadmills, trains, football "
                 "halves, several episodes in an evening.",
        "requests": [
            {
                "mood": "half-hour lunch, and five minutes of that is the microwave. a sitcom I can do an "
                        "episode a day of",
                "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Comedy"]},
            },
            {
                "mood": "Pendle jeden Tag zweimal 40 Minuten mit dem Zug, eine Folge pro Fahrt. Gerne was "
                        "Düsteres, Krimi oder Thriller.",
                "expect": {"type": "tv", "max_runtime": 40,
                           "genres_any": ["Crime", "Thriller", "Mystery"]},
            },
            {
                "mood": "night shift, I get in at 8:15 and need lights out by 9. one episode of something "
                        "gripping first",
                "expect": {"type": "tv", "max_runtime": 45,
                           "genres_any": ["Thriller", "Crime", "Mystery", "Drama"]},
            },
            {
                "mood": "two episodes in my 50 minute break, animated something",
                "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Animation"]},
            },
            {
                "mood": "the little one (4) gets ONE episode between bath and bed. bath is done at 7:15, "
                        "lights out 7:45",
                "expect": {"type": "tv", "max_runtime": 30, "family_safe": True,
                           "genres_any": ["Family", "Animation"]},
            },
            {
                "mood": "treadmill sessions are 40 min and I need one episode per session or I get bored and "
                        "quit. something with fights in it",
                "expect": {"type": "tv", "max_runtime": 40, "genres_any": ["Action"]},
            },
            {
                "mood": "3 hour train tomorrow, want to get through four episodes of a sci-fi show",
                "expect": {"type": "tv", "max_runtime": 45, "genres_any": ["Science Fiction"]},
            },
            {
                "mood": "the baby naps 1:00 till 2:15 on a good day. two episodes of something while she's "
                        "down, and I need the last five minutes to look like a functioning adult",
                "expect": {"type": "tv", "max_runtime": 35},
            },
            {
                "mood": "lunch is 12:30, back at my desk 1:15, and 10 of that is queueing for food. one "
                        "episode",
                "expect": {"type": "tv", "max_runtime": 35},
            },
            {
                "mood": "Episodes no longer than a half of football please. A drama.",
                "expect": {"type": "tv", "max_runtime": 45, "genres_any": ["Drama"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------------ 7
    {
        "name": "who-is-in-the-room",
        "about": "Audiences with ages in any form: twins, toddlers, octogenarians, youth groups, in-laws, "
                 "a first date, a babysat child.",
        "requests": [
            {
                "mood": "the twins turn six nxt week and they get to pick, but their baby brother (3) will "
                        "be there too",
                "expect": {"family_safe": True, "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "youth group movie night, ages 11 to 14, and the pastor wants it clean. something "
                        "with a bit of adventure",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Adventure", "Family", "Comedy"]},
            },
            {
                "mood": "first date at mine 😬 what do I put on that isn't weird. nothing too heavy",
                "expect": {"genres_any": ["Comedy", "Romance"]},
            },
            {
                "mood": "My nan is 88 and can't abide 'language' — one f-word and she's tutting for the rest "
                        "of the night. She loves a good whodunnit.",
                "expect": {"family_safe": True, "genres_any": ["Mystery", "Crime"]},
            },
            {
                "mood": "me (34), my sister's kids who are nine and twelve, and my dad who's deaf in one ear "
                        "so nothing mumbly. PG at most I'd say",
                "expect": {"family_safe": True, "genres_any": ["Adventure", "Family", "Comedy"]},
            },
            {
                "mood": "cub scouts camp, laptop on a tree stump, they're 8-10 and want SCARY but the leaders "
                        "would like to sleep tonight",
                "expect": {"family_safe": True,
                           "genres_any": ["Adventure", "Family", "Mystery", "Fantasy", "Horror"]},
            },
            {
                "mood": "my 16yo and her boyfriend have decided to join me on the couch, which is already "
                        "awkward enough, so can we avoid anything with romance in it 😭",
                "expect": {"genres_any": ["Comedy", "Action", "Adventure"], "genres_none": ["Romance"]},
            },
            {
                "mood": "Two octogenarians and a toddler. Go.",
                "expect": {"family_safe": True, "genres_any": ["Family", "Animation", "Comedy"]},
            },
            {
                "mood": "soirée avec mes beaux-parents, très cathos : pas de gros mots, pas de scènes de "
                        "sexe. ils adorent les comédies",
                "expect": {"family_safe": True, "genres_any": ["Comedy"]},
            },
            {
                "mood": "babysitting a girl who's in year 2. what's on that's ok for her?",
                "expect": {"family_safe": True, "genres_any": ["Family", "Animation"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------------ 8
    {
        "name": "what-they-can-or-cannot-bear",
        "about": "What the people watching can stand: squeamishness, tension, combat, singing, sadness, "
                 "scares at a set level.",
        "requests": [
            {
                "mood": "my partner's squeamish, one drop of blood and she's behind a cushion. crime drama "
                        "but the non-gory kind",
                "expect": {"genres_any": ["Crime", "Drama", "Mystery"], "genres_none": ["Horror"]},
            },
            {
                "mood": "my ten-year-old can handle a bit of peril, like early harry potter, but gets upset "
                        "if it gets too real. fantasy please",
                "expect": {"family_safe": True, "genres_any": ["Fantasy", "Adventure", "Family"]},
            },
            {
                "mood": "My mum has anxiety and can't do tension at all, a thriller sends her through the "
                        "roof. Something gentle for a Sunday afternoon.",
                "expect": {"genres_any": ["Comedy", "Family", "Drama", "Romance"],
                           "genres_none": ["Thriller", "Horror"]},
            },
            {
                "mood": "my brother is a veteran and anything with combat is a hard no. everything else is "
                        "fair game, he loves a laugh",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["War"]},
            },
            {
                "mood": "grandad sits through anything except singing, he actually turns his hearing aid "
                        "off. westerns are his favourite",
                "expect": {"genres_any": ["Western"], "genres_none": ["Music"]},
            },
            {
                "mood": "the kids (7 and 9) love being scared by spooky-but-silly stuff, goosebumps-level "
                        "not nightmare-level",
                "expect": {"family_safe": True,
                           "genres_any": ["Horror", "Fantasy", "Mystery", "Comedy"]},
            },
            {
                "mood": "I cannot do sad. I cried at a toilet roll advert yesterday. Comedy only, no sad "
                        "dramatic bits.",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Drama"]},
            },
            {
                "mood": "the 14yo is fine with scary, the 11yo absolutely is not and will pretend she is. "
                        "something they'll both like",
                "expect": {"genres_any": ["Adventure", "Comedy", "Fantasy", "Family"],
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "husband can't bear subtitles and falls asleep in anything where people just talk "
                        "in rooms. action, in english",
                "expect": {"genres_any": ["Action"]},
            },
            {
                "mood": "watching with my friend who's pregnant and queasy at anything gory, so absolutely no "
                        "horror. she wants a romcom",
                "expect": {"genres_any": ["Romance", "Comedy"], "genres_none": ["Horror"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------------ 9
    {
        "name": "format-said-indirectly",
        "about": "Film or series implied by how it will be watched, never named as such.",
        "requests": [
            {
                "mood": "something I can get properly lost in over the next month of evenings",
                "expect": {"type": "tv"},
            },
            {
                "mood": "Haluan jotain, minkä voi katsoa yhdellä istumalla loppuun asti, ei mitään jatkuvaa. "
                        "Jännittävää.",
                "expect": {"type": "movie", "genres_any": ["Thriller", "Mystery", "Crime"]},
            },
            {
                "mood": "need a new thing to fall asleep to every night for the forseeable, comfort "
                        "rewatch vibes, sitcom-ish",
                "expect": {"type": "tv", "genres_any": ["Comedy"]},
            },
            {
                "mood": "For the cinema afternoon at the care home: they sit for the whole thing with a tea "
                        "break in the middle. Anything with songs goes down a treat.",
                "expect": {"type": "movie", "genres_any": ["Music"]},
            },
            {
                "mood": "I want something with seasons. Lots of seasons. Years of it. I have nowhere to be.",
                "expect": {"type": "tv"},
            },
            {
                "mood": "my show just ended 😭 need a new thing to look forward to every week. crime",
                "expect": {"type": "tv", "genres_any": ["Crime", "Mystery"]},
            },
            {
                "mood": "popcorn, lights off, big screen, the whole ceremony — an epic",
                "expect": {"type": "movie",
                           "genres_any": ["Adventure", "Action", "Fantasy", "Science Fiction", "History",
                                          "War"]},
            },
            {
                "mood": "I like following characters for years and watching them grow up, you know? "
                        "something family-drama-y",
                "expect": {"type": "tv", "genres_any": ["Drama"]},
            },
            {
                "mood": "credits tonight please, I don't want to be 'hooked' on anything. spooky",
                "expect": {"type": "movie", "genres_any": ["Horror", "Mystery"]},
            },
            {
                "mood": "something to dip in and out of between the kids' clubs all week, a bit here, a bit "
                        "there. funny",
                "expect": {"type": "tv", "genres_any": ["Comedy"]},
            },
        ],
    },
    # ----------------------------------------------------------------------------------------------- 10
    {
        "name": "like-a-title-but",
        "about": "Catalogue titles named loosely (misspelt, shortened, lowercase) with a direction; the "
                 "title itself is excluded or rated.",
        "requests": [
            {
                "mood": "like knifes out but set somewhere cold and with fewer jokes",
                "expect": {"genres_any": ["Mystery", "Crime", "Thriller"],
                           "exclude_titles": ["Knives Out"]},
            },
            {
                "mood": "parks and rec energy but a different job. I've seen every episode twice",
                "expect": {"type": "tv", "genres_any": ["Comedy"],
                           "exclude_titles": ["Parks and Recreation"]},
            },
            {
                "mood": "Something like Paddington but for grown-ups. A bit sadder, still kind.",
                "expect": {"genres_any": ["Comedy", "Drama"],
                           "exclude_titles": ["Paddington", "Paddington 2"]},
            },
            {
                "mood": "alien but make it on earth, in a house",
                "expect": {"genres_any": ["Horror", "Science Fiction", "Thriller"],
                           "exclude_titles": ["Alien"]},
            },
            {
                "mood": "breakin bad but shorter and funnier",
                "user": {"liked": [("Breaking Bad", 10), ("Better Call Saul", 9)]},
                "expect": {"genres_any": ["Crime", "Comedy"]},
            },
            {
                "mood": "อยากดูอะไรแบบ Your Name แต่เป็นซีรีส์ ดูได้หลายตอน",
                "expect": {"type": "tv", "genres_any": ["Animation", "Romance", "Fantasy"],
                           "exclude_titles": ["Your Name"]},
            },
            {
                "mood": "fury road but from the era of the original mad max, 80s or before, proper old "
                        "school",
                "expect": {"year_max": 1989, "genres_any": ["Action", "Science Fiction"],
                           "exclude_titles": ["Mad Max: Fury Road"]},
            },
            {
                "mood": "die hard is our christmas film but the kids (8 & 10) are old enough to join this "
                        "year so... the family version of that?",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Action", "Comedy", "Family", "Adventure"],
                           "exclude_titles": ["Die Hard"]},
            },
            {
                "mood": "groundhog day but dark",
                "user": {"liked": [("Groundhog Day", 8)]},
                "expect": {"genres_any": ["Thriller", "Science Fiction", "Mystery", "Horror"]},
            },
            {
                "mood": "like bake off but not about baking and less cutthroat, if that's possible",
                "expect": {"type": "tv", "genres_any": ["Reality"],
                           "exclude_titles": ["The Great British Baking Show"]},
            },
        ],
    },
    # ----------------------------------------------------------------------------------------------- 11
    {
        "name": "other-languages",
        "about": "Requests wholly in other languages and scripts: Spanish, Polish, Turkish, Vietnamese, "
                 "Tagalog, Hindi, Arabic, Greek, Korean, Swahili.",
        "requests": [
            {
                "mood": "algo para ver con mi abuela de 80 años, que no soporta las palabrotas. le encantan "
                        "las historias de amor de antes",
                "expect": {"family_safe": True, "genres_any": ["Romance", "Drama"]},
            },
            {
                "mood": "Coś krótkiego, mam tylko godzinę i kwadrans. Komedia.",
                "expect": {"max_runtime": 75, "genres_any": ["Comedy"]},
            },
            {
                "mood": "Korku olmasın lütfen, sevgilim korkudan uyuyamıyor. Romantik bir şey, ama çok da "
                        "ağlatmasın.",
                "expect": {"genres_any": ["Romance"], "genres_none": ["Horror"]},
            },
            {
                "mood": "Phim hoạt hình cho con gái 5 tuổi, không có cảnh đáng sợ nhé",
                "expect": {"family_safe": True, "genres_any": ["Animation"],
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "ano magandang panoorin mamaya? series sana na nakakakilig pero hindi yung sobrang "
                        "drama, hanggang 30 mins lang bawat episode",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "परिवार के साथ देखने के लिए कोई फ़िल्म बताइए, दादी भी साथ होंगी, कोई गाली-गलौज नहीं, "
                        "और ढाई घंटे से ज़्यादा नहीं",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 150,
                           "genres_any": ["Family", "Comedy", "Drama"]},
            },
            {
                "mood": "أريد مسلسلاً وثائقياً عن الطبيعة، مدة الحلقة لا تزيد عن ساعة",
                "expect": {"type": "tv", "max_runtime": 60, "genres_any": ["Documentary"]},
            },
            {
                "mood": "Κάτι από τα 80s, περιπέτεια, αλλά όχι τρόμου",
                "expect": {"year_min": 1980, "year_max": 1989, "genres_any": ["Adventure"],
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "남자친구랑 볼 영화 추천해줘. 공포는 절대 안 되고 두 시간 안쪽으로. 로맨틱 코미디면 좋겠어",
                "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Romance", "Comedy"],
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "Nataka filamu ya kuchekesha kwa usiku wa leo, isiyo na nyimbo wala watu kuimba.",
                "expect": {"type": "movie", "genres_any": ["Comedy"], "genres_none": ["Music"]},
            },
        ],
    },
    # ----------------------------------------------------------------------------------------------- 12
    {
        "name": "one-word-and-fragments",
        "about": "One word to a handful: genres, refusals, emoji, search-box shorthand.",
        "requests": [
            {"mood": "westerns", "expect": {"genres_any": ["Western"]}},
            {
                "mood": "rhywbeth doniol i'r plant",
                "expect": {"family_safe": True, "genres_any": ["Comedy", "Family"]},
            },
            {"mood": "NO. SINGING.", "expect": {"genres_none": ["Music"]}},
            {"mood": "docu, short eps", "expect": {"type": "tv", "genres_any": ["Documentary"]}},
            {"mood": "90s cartoons",
             "expect": {"year_min": 1990, "year_max": 1999, "genres_any": ["Animation"]}},
            {"mood": "kdrama romcom", "expect": {"type": "tv", "genres_any": ["Romance", "Comedy"]}},
            {"mood": "tonight. 80 mins. laughs.", "expect": {"max_runtime": 80, "genres_any": ["Comedy"]}},
            {"mood": "anything but horror", "expect": {"genres_none": ["Horror"]}},
            {"mood": "🐉⚔️🏰", "expect": {"genres_any": ["Fantasy", "Adventure", "Action"]}},
            {"mood": "bingeable crime",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery"]}},
        ],
    },
    # ----------------------------------------------------------------------------------------------- 13
    {
        "name": "long-messages-and-letters",
        "about": "Messages of 60 to 150 words, letters and rambles, with the wish buried in life detail.",
        "requests": [
            {
                "mood": "Dear Moodreel,\n\nI am writing on behalf of my book club (seven women, aged 58 to "
                        "81), which has decided to try a 'film month', and I have been volunteered. We "
                        "meet in the library from 2pm and the room must be empty by 4pm sharp; the first "
                        "quarter of an hour is always tea and gossip, which is not negotiable. Several "
                        "members object strongly to bad language, and one has asked for 'no violence of "
                        "the Tarantino sort'. We like a story with some substance, ideally from a novel, "
                        "and nobody would say no to a love story.\n\nWith thanks,\nMargaret (Chair)",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 105,
                           "genres_any": ["Drama", "Romance", "Mystery", "History"]},
            },
            {
                "mood": "ok so this week has been a complete write-off. the boiler died on monday, my "
                        "manager has decided everything is urgent, and my youngest has a cough that sounds "
                        "like a seal. all I want is a little something between getting them down at 8:30 "
                        "and the point where my eyes physically close, which is 9 on the dot these days "
                        "(I used to be fun, I swear). something silly and warm, nothing that needs "
                        "concentration. my husband watches enough people shouting at each other on "
                        "islands, so none of that reality stuff, I beg you. a show I can do one ep of a "
                        "night and look forward to",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"],
                           "genres_none": ["Reality"]},
            },
            {
                "mood": "Visiting my grandparents this weekend and I want to surprise them with something "
                        "from when they were courting. Grandpa says they 'stepped out' from about '55 until "
                        "they married in '65, and he still talks about taking her to the pictures every "
                        "Saturday. Grandma can't stand swearing (she once walked out of a wedding speech). "
                        "Something romantic or funny, or with songs — she sings along to everything. I'll "
                        "bring the biscuits.",
                "expect": {"family_safe": True, "year_min": 1955, "year_max": 1965,
                           "genres_any": ["Romance", "Comedy", "Music"]},
            },
            {
                "mood": "right. we broke up. 6 years. I'm fine. I'm FINE. the thing is we only ever watched "
                        "old films together, he was a 'nothing good after Kubrick' person, so I need "
                        "something made in 2015 or after, where nothing reminds me of sitting on that "
                        "stupid sofa. and obviously absolutely no love stories, don't even try. something "
                        "loud with car chases and things exploding, a film I can eat ice cream through",
                "expect": {"type": "movie", "year_min": 2015,
                           "genres_any": ["Action", "Thriller", "Adventure"],
                           "genres_none": ["Romance"]},
            },
            {
                "mood": "Day four of flu. I've read everything on my kindle, I can't concentrate on anything "
                        "with a complicated plot, and my temperature gives me weird dreams so nothing scary "
                        "at all please, I can't handle horror right now. I'd like a series I can half-watch "
                        "from under the duvet for the next few days — funny, or a cosy mystery where someone "
                        "clever solves things and everyone has tea. Episodes any length, I'm not going "
                        "anywhere.",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Mystery"],
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "Teacher here. Last lesson before the holidays with my year 9s (13-14), the lesson "
                        "is 55 minutes and I need 5 at the start for the register and 5 at the end to get "
                        "the chairs up. School policy is PG or the kids' equivalent for anything shown in "
                        "class, no exceptions, PG-13 will get me an email from the head. Ideally something "
                        "they'll actually learn from but won't notice they're learning from, science or "
                        "history or nature.",
                "expect": {"family_safe": True, "max_runtime": 45,
                           "genres_any": ["Documentary", "History", "Science Fiction", "Family"]},
            },
            {
                "mood": "So my mates from uni are coming round Saturday, first time all together in ten "
                        "years. We were there when everyone had a Nokia 3310 and frosted tips and we all "
                        "thought we were going to be famous. I want a film from back then, like that exact "
                        "window, to set the mood — comedy ideally. One of the lads' wives is coming and she "
                        "can't do horror at all, and the last bus is at 11 and we won't start before 9 "
                        "because someone will be late, so it needs to be done in that. "
                        "Bonus points if there's a soundtrack we all still know the words to.",
                "expect": {"type": "movie", "year_min": 2000, "year_max": 2003, "max_runtime": 120,
                           "genres_any": ["Comedy"], "genres_none": ["Horror"]},
            },
            {
                "mood": "¡Hola! Somos un grupo de amigos de treinta y tantos y el sábado hacemos noche de "
                        "peli en casa de Juan. Empezamos a las 22:00 y el último metro sale a las 00:15, y "
                        "desde su casa hay diez minutos andando hasta la estación. Marta se niega a ver "
                        "nada de terror y Luis no aguanta las de guerra, dice que le deprimen. Queremos "
                        "algo para reírnos mucho, da igual si es antigua o nueva, en inglés o en español. "
                        "La última vez pusimos un drama de tres horas y la mitad se durmió en el sofá, así "
                        "que por favor, que sea ligera y que se acabe a tiempo.",
                "expect": {"type": "movie", "max_runtime": 125, "genres_any": ["Comedy"],
                           "genres_none": ["Horror", "War"]},
            },
            {
                "mood": "I have a fourteen-hour flight to Singapore next month and my plan is to download "
                        "one complete limited series and actually finish something for once. I'm useless at "
                        "anything longer than an hour an episode on a plane — I lose the thread, I nod off, "
                        "the meal cart comes — so every episode has to be under that. Something gripping "
                        "I'd normally never get round to, a true story or a proper mystery, doesn't matter "
                        "which.",
                "expect": {"type": "tv", "max_runtime": 59,
                           "genres_any": ["Drama", "Mystery", "Crime", "Thriller", "History"]},
            },
            {
                "mood": "My girlfriend's parents are staying with us for a whole week (pray for me) and we'll "
                        "watch something together every evening after dinner. Her dad is a retired police "
                        "sergeant and cannot watch any cop or crime show without shouting 'that's not how "
                        "it works!' at the telly, and her mum says anything with spaceships 'isn't for "
                        "her'. I'd love a show we can all get into over the week. Funny or heartwarming, "
                        "ideally both.",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Drama", "Family"],
                           "genres_none": ["Crime", "Science Fiction"]},
            },
        ],
    },
    # ----------------------------------------------------------------------------------------------- 14
    {
        "name": "lists-and-questions",
        "about": "Bullet lists, numbered rules, checklists, Q-and-A and plain questions.",
        "requests": [
            {
                "mood": "- film\n- under 100 min\n- no war\n- something smart",
                "expect": {"type": "movie", "max_runtime": 99, "genres_none": ["War"],
                           "genres_any": ["Drama", "Mystery", "Science Fiction", "Thriller"]},
            },
            {
                "mood": "is there anything funny that's also a little bit scarey but not TOO scary? for a "
                        "sleepover, they're all 12",
                "expect": {"genres_any": ["Comedy", "Horror"]},
            },
            {
                "mood": "what's a good show to watch with my dad who only likes 1) westerns 2) war stuff 3) "
                        "anything where men ride horses and look at the horizon",
                "expect": {"type": "tv", "genres_any": ["Western", "War"]},
            },
            {
                "mood": "Q: film or series? A: film. Q: mood? A: tense. Q: time? A: 1h45 max.",
                "expect": {"type": "movie", "max_runtime": 105,
                           "genres_any": ["Thriller", "Mystery", "Crime"]},
            },
            {
                "mood": "Kunnen jullie een serie aanraden zonder geweld? Mijn vriendin kan niet tegen oorlog "
                        "of horror.",
                "expect": {"type": "tv", "genres_none": ["War", "Horror"]},
            },
            {
                "mood": "needs:\ntalking animals ✅\nsad ending ❌\nlonger than 100 min ❌",
                "expect": {"max_runtime": 100, "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "options for tonight: a) something sci-fi b) something from before 1990 c) both, "
                        "ideally",
                "expect": {"genres_any": ["Science Fiction"]},
            },
            {
                "mood": "What do people watch when they've just been dumped? Asking for me. No love stuff, "
                        "obviously.",
                "expect": {"genres_any": ["Comedy", "Action"], "genres_none": ["Romance"]},
            },
            {
                "mood": "1. no subtitles\n2. no cartoons\n3. no musicals\n4. must be funny",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Animation", "Music"]},
            },
            {
                "mood": "Could you suggest a miniseries about real historical events? Episodes under an hour, "
                        "one season is plenty.",
                "expect": {"type": "tv", "max_runtime": 59,
                           "genres_any": ["History", "Documentary", "War"]},
            },
        ],
    },
    # ----------------------------------------------------------------------------------------------- 15
    {
        "name": "stacked-constraints",
        "about": "Era, time, audience and refusals together in one message.",
        "requests": [
            {
                "mood": "grandparents + my two (6 and 8), sunday afternoon from 2 till the roast at 4, "
                        "something from the grandparents' era (50s or 60s). and no singing, grandad "
                        "can't stand it",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 120,
                           "year_min": 1950, "year_max": 1969, "genres_none": ["Music"]},
            },
            {
                "mood": "me and the lads after five-a-side, about 9 til the last bus at 10:50. something "
                        "2000s, none of your rom-com nonsense",
                "expect": {"type": "movie", "max_runtime": 110, "year_min": 2000, "year_max": 2009,
                           "genres_none": ["Romance"],
                           "genres_any": ["Action", "Comedy", "Crime", "Thriller"]},
            },
            {
                "mood": "lunch at my desk, 30 min, a series from the 90s I never got round to",
                "expect": {"type": "tv", "max_runtime": 30, "year_min": 1990, "year_max": 1999},
            },
            {
                "mood": "Me and my 15yo. We both hate horror, he thinks anything from before he was born is "
                        "'ancient', and we've got 1h40 before I drive him to football.",
                "expect": {"type": "movie", "max_runtime": 100, "year_min": 2011,
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "babysitting my niece (5). her mum says nothing scary, nothing longer than her "
                        "attention span which is 25 minutes tops, and no screens after 7. it's 6:30 now",
                "expect": {"max_runtime": 25, "family_safe": True, "genres_none": ["Horror"],
                           "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "anniversary! we met in 1997 so something from then, give or take two years. she "
                        "hates violence, I hate musicals, and we need to be in bed by 11, it's 8:50",
                "expect": {"type": "movie", "year_min": 1995, "year_max": 1999, "max_runtime": 130,
                           "genres_none": ["Music"], "genres_any": ["Romance", "Comedy", "Drama"]},
            },
            {
                "mood": "Mit meinen Eltern (beide über 70) heute Abend, nach der Tagesschau bis 22 Uhr. "
                        "Gerne ein Krimi, aber nichts Neumodisches, lieber was von vor 2000.",
                "expect": {"max_runtime": 105, "year_max": 1999, "genres_any": ["Crime", "Mystery"]},
            },
            {
                "mood": "office party, about 20 of us, the boss's kid (10) is coming, projector booked "
                        "4-5:30pm, nothing crude, and nothing made before 2000 or people will moan",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 90, "year_min": 2000,
                           "genres_any": ["Comedy", "Family", "Animation"]},
            },
            {
                "mood": "a series for the nightly wind-down with my partner. 45 min per episode max, made "
                        "in the last decade, no crime (I'm sick of murders) and no sci-fi, she hates it",
                "expect": {"type": "tv", "max_runtime": 45, "year_min": 2016,
                           "genres_none": ["Crime", "Science Fiction"],
                           "genres_any": ["Comedy", "Drama", "Romance"]},
            },
            {
                "mood": "sleepover, 13 to 15 year olds, they want scary, parents want nothing too full-on, "
                        "and the oldest says anything before 2010 is 'boomer'",
                "expect": {"year_min": 2010, "genres_any": ["Horror", "Thriller", "Mystery"]},
            },
        ],
    },
    # ----------------------------------------------------------------------------------------------- 16
    {
        "name": "texting-slang-emoji",
        "about": "Texting shorthand, slang, emoji and typos, in English and Indonesian.",
        "requests": [
            {
                "mood": "need smth 2 watch w the bf rn, no horror he's a baby 😭 under 2h pls",
                "expect": {"max_runtime": 119, "genres_none": ["Horror"]},
            },
            {
                "mood": "bruh i need a show thats not mid. lowkey funny, eps short af",
                "expect": {"type": "tv", "genres_any": ["Comedy"]},
            },
            {
                "mood": "ngl im in my feels, give me a sad movie to cry to 🥲🥲",
                "expect": {"type": "movie", "genres_any": ["Drama", "Romance"]},
            },
            {
                "mood": "gw pengen nonton film horor tp jangan yg lama2 bgt, max 1,5 jam aja",
                "expect": {"type": "movie", "max_runtime": 90, "genres_any": ["Horror"]},
            },
            {
                "mood": "srsly no more superhero stuff. i am DONE. sci-fi thats not capes tho 🦸‍♂️🚫",
                "expect": {"genres_any": ["Science Fiction"]},
            },
            {
                "mood": "wat 2 watch w/ gran (she's 91!!) 🥰 nothin rude",
                "expect": {"family_safe": True, "genres_any": ["Comedy", "Family", "Drama"]},
            },
            {
                "mood": "yo rec me an anime series, eps like 20ish min, nothin 2 gorey",
                "expect": {"type": "tv", "genres_any": ["Animation"]},
            },
            {
                "mood": "something that slaps from the 2010s no cap",
                "expect": {"year_min": 2010, "year_max": 2019},
            },
            {
                "mood": "omg pls no musicals my roomie sings along and i WILL commit a crime 💀 comedy series",
                "expect": {"type": "tv", "genres_any": ["Comedy"], "genres_none": ["Music"]},
            },
            {
                "mood": "finna watch a movie b4 my shift, got like an hr n 20 😴",
                "expect": {"type": "movie", "max_runtime": 80},
            },
        ],
    },
]
