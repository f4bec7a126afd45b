"""The twentieth blind set: 16 categories of 10 requests, written by an author who has not read the
engine (see README.md). Each request is {"mood", optional "user", "expect"}; "user" holds
("title", rating) pairs, "liked" 7-10 and "disliked" 1-4. Checked and written by
`python3 bench/eval/categorised_set.py twentieth`.

Expectations: hard clauses only where the person stated or clearly implied them; genres_any names
every genre a good answer might carry; wishes the format cannot express (language, subtitles, gore,
tone, endings, "not R", number of seasons, remakes, superheroes) are left soft, that is, not
encoded."""

CATEGORIES = [
    # ------------------------------------------------------------------ 1
    {
        "name": "date-nights",
        "about": "Couples: first dates, anniversaries, long distance, one partner's refusals. Type is "
                 "set only where a film or a series is said or unmistakable.",
        "requests": [
            {
                "mood": "first date at my place tomorrow, want a movie that's fun and a little bit "
                        "romantic but not cringe",
                "expect": {"type": "movie", "genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "Anniversary night in. We met at a screening of an old black-and-white film, "
                        "so a movie from the 40s or 50s would be a sweet nod to that.",
                "expect": {"type": "movie", "year_min": 1940, "year_max": 1959,
                           "genres_any": ["Romance", "Comedy", "Drama", "Mystery", "Thriller"]},
            },
            {
                "mood": "Boyfriend hates rom-coms, I hate gore. What's something we'd both actually "
                        "enjoy for date night?",
                "expect": {"genres_any": ["Thriller", "Mystery", "Crime", "Adventure", "Science Fiction",
                                          "Action", "Comedy", "Fantasy", "Drama"]},
            },
            {
                "mood": "we've been married 22 years and want a film about a long relationship. honest, "
                        "grown-up, but please not a total downer",
                "expect": {"type": "movie", "genres_any": ["Drama", "Romance", "Comedy"]},
            },
            {
                "mood": "Date night!! but the babysitter leaves at 10 and it's 8:15 already, so the film "
                        "has to be over by then",
                "expect": {"type": "movie", "max_runtime": 105,
                           "genres_any": ["Romance", "Comedy", "Thriller", "Mystery", "Drama"]},
            },
            {
                "mood": "she loves musicals, I can put up with them if there's an actual story. "
                        "something we'd both agree on?",
                "expect": {"genres_any": ["Music", "Romance", "Drama"]},
            },
            {
                "mood": "long distance date, we press play at the same time over video call. something "
                        "cozy and sweet, under 2 hrs so neither of us falls asleep on the call",
                "expect": {"type": "movie", "max_runtime": 120,
                           "genres_any": ["Romance", "Comedy", "Family", "Animation", "Fantasy"]},
            },
            {
                "mood": "looking for a show my partner and I can watch one episode a night before bed. "
                        "romantic with a bit of mystery would be perfect",
                "expect": {"type": "tv", "genres_any": ["Romance", "Mystery"]},
            },
            {
                "mood": "anti-valentine's night lol. zero romance, we want something clever, like a "
                        "heist or a con",
                "expect": {"genres_none": ["Romance"],
                           "genres_any": ["Crime", "Thriller", "Comedy", "Mystery", "Action"]},
            },
            {
                "mood": "Second date, going to his place and he said I get to pick. Nothing scary "
                        "please, I jump at everything and it'll be so embarrassing 😅",
                "expect": {"genres_none": ["Horror"],
                           "genres_any": ["Comedy", "Romance", "Adventure", "Drama", "Fantasy",
                                          "Mystery", "Animation"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 2
    {
        "name": "kids-and-family",
        "about": "Children of stated ages, grandparents and mixed generations; family_safe where young "
                 "children or a no-swearing grandparent watch, not where a teen and PG-13 are fine.",
        "requests": [
            {
                "mood": "my 4 year old is home sick on the couch, need something gentle she can dip in "
                        "and out of",
                "expect": {"family_safe": True, "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "Movie night with the kids (6 and 9). They've seen every Pixar film twice, so "
                        "something animated that isn't Pixar",
                "expect": {"type": "movie", "family_safe": True, "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "Grandma (87) is staying with us this week. She can't stand swearing or "
                        "violence and she nods off after about an hour and a half.",
                "expect": {"family_safe": True, "max_runtime": 90,
                           "genres_any": ["Comedy", "Drama", "Family", "Romance", "Music", "Mystery"]},
            },
            {
                "mood": "12yo son wants action. pg-13 is ok with me, just nothing really gory",
                "expect": {"genres_any": ["Action", "Adventure", "Science Fiction", "Fantasy"]},
            },
            {
                "mood": "me and my 15 year old daughter want a show to watch together. she's into "
                        "fantasy and drama, I'd rather it wasn't super adult",
                "expect": {"type": "tv", "genres_any": ["Fantasy", "Drama"]},
            },
            {
                "mood": "toddler movie that won't make the grown-ups want to scream. under 80 min "
                        "ideally, attention spans are short here",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 80,
                           "genres_any": ["Animation", "Family", "Comedy"]},
            },
            {
                "mood": "sleepover for eight 10-year-olds. they want a movie that's 'a bit spooky' but "
                        "the parents will kill me if anyone has nightmares",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Horror", "Fantasy", "Mystery", "Comedy", "Family",
                                          "Adventure", "Animation"]},
            },
            {
                "mood": "something fun but a little educational for my 7yo, she's obsessed with "
                        "animals and outer space",
                "expect": {"family_safe": True,
                           "genres_any": ["Documentary", "Family", "Animation", "Science Fiction",
                                          "Adventure"]},
            },
            {
                "mood": "three generations on one sofa: me, my mum and my 8 year old. christmas eve. go",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Comedy", "Fantasy", "Animation", "Music"]},
            },
            {
                "mood": "The kids (11 and 13) say they're too old for cartoons now. They want a "
                        "real-people adventure, nothing too grown-up.",
                "expect": {"genres_none": ["Animation"],
                           "genres_any": ["Adventure", "Fantasy", "Family", "Science Fiction",
                                          "Action", "Comedy"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 3
    {
        "name": "friends-and-groups",
        "about": "Group watches: pizza nights, horror nights, watch parties, reunions; refusals of "
                 "single members encoded where a catalogue genre carries them.",
        "requests": [
            {
                "mood": "6 of us, pizza and beers, we want something loud and dumb in the best way",
                "expect": {"genres_any": ["Action", "Comedy"]},
            },
            {
                "mood": "HORROR NIGHT with the girls!!! the scarier the better, no horror-comedy "
                        "stuff please we want to actually scream",
                "expect": {"genres_any": ["Horror"], "genres_none": ["Comedy"]},
            },
            {
                "mood": "game night got cancelled so we're watching something instead. 4 of us, one "
                        "hates subtitles, one refuses anything sci-fi",
                "expect": {"genres_none": ["Science Fiction"],
                           "genres_any": ["Comedy", "Action", "Crime", "Thriller", "Adventure",
                                          "Mystery"]},
            },
            {
                "mood": "my mates want to binge a whole season of something this weekend. crime, "
                        "twisty, the kind where everyone shouts theories at the screen",
                "expect": {"type": "tv", "genres_any": ["Crime", "Thriller", "Mystery"]},
            },
            {
                "mood": "Our book club is doing a film instead of a book this month. Something we can "
                        "argue about for hours afterwards, bonus points if it's adapted from a novel.",
                "expect": {"type": "movie",
                           "genres_any": ["Drama", "Mystery", "Romance", "History", "Science Fiction",
                                          "Thriller"]},
            },
            {
                "mood": "college roommates reunion, we're all around 40 now. want something from our "
                        "dorm days, roughly 2004 to 2008",
                "expect": {"year_min": 2004, "year_max": 2008,
                           "genres_any": ["Comedy", "Action", "Horror", "Romance", "Adventure",
                                          "Thriller"]},
            },
            {
                "mood": "discord watch party w 5 ppl, we need a show we can talk over the whole time. "
                        "bit trashy, reality vibes",
                "expect": {"type": "tv", "genres_any": ["Reality"]},
            },
            {
                "mood": "friends are coming back here after the pub, it'll be 11ish. something short "
                        "and funny so nobody passes out halfway",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "A few of us want to do an awards-season night: one big prestige drama none of "
                        "us has seen. We've all seen Oppenheimer and Parasite already.",
                "expect": {"type": "movie", "genres_any": ["Drama", "History"],
                           "exclude_titles": ["Oppenheimer", "Parasite"]},
            },
            {
                "mood": "bachelorette weekend, 7 women, too much wine. need a rom-com or a musical we "
                        "can scream along to",
                "expect": {"genres_any": ["Romance", "Comedy", "Music"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 4
    {
        "name": "solo-nights",
        "about": "One person alone: insomnia, heartbreak, recovery, lunch breaks, chores, treating "
                 "oneself.",
        "requests": [
            {
                "mood": "home alone for the first time in months. want a slow, beautiful film I'd "
                        "never get my husband to sit through",
                "expect": {"type": "movie", "genres_any": ["Drama", "Romance"]},
            },
            {
                "mood": "insomnia, it's 3am. nothing that'll wind me up, no horror no thrillers, just "
                        "something soothing pls",
                "expect": {"genres_none": ["Horror", "Thriller"],
                           "genres_any": ["Documentary", "Comedy", "Animation", "Family", "Drama",
                                          "Fantasy"]},
            },
            {
                "mood": "just got dumped. I want to wallow. sad sad sad",
                "expect": {"genres_any": ["Drama", "Romance"]},
            },
            {
                "mood": "Lunch break at my desk, 45 minutes. One episode of something, anything.",
                "expect": {"type": "tv", "max_runtime": 45},
            },
            {
                "mood": "I want to feel small tonight. space, nature, the universe, something that "
                        "puts my problems in perspective",
                "expect": {"genres_any": ["Documentary", "Science Fiction"]},
            },
            {
                "mood": "Treating myself to a proper long epic tonight, 3 hours is fine, more is fine. "
                        "A historical one would be ideal.",
                "expect": {"type": "movie", "genres_any": ["History", "War", "Drama", "Adventure"]},
            },
            {
                "mood": "nobody home, thunderstorm outside, it's the perfect night for a proper ghost "
                        "story",
                "expect": {"genres_any": ["Horror", "Mystery"]},
            },
            {
                "mood": "need a comfort sitcom to have on while I fold a mountain of laundry",
                "expect": {"type": "tv", "genres_any": ["Comedy"]},
            },
            {
                "mood": "Recovering from knee surgery, stuck in bed for two weeks. Give me a series "
                        "with loads of seasons I can disappear into.",
                "expect": {"type": "tv"},
            },
            {
                "mood": "feeling kind of lonely tonight. something warm about friendship, nothing "
                        "romantic, I can't handle couples right now",
                "expect": {"genres_none": ["Romance"],
                           "genres_any": ["Comedy", "Drama", "Family", "Animation", "Adventure"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 5
    {
        "name": "clock-and-time-limits",
        "about": "Time budgets said in hours and minutes, clock times, commutes, bedtimes and episode "
                 "arithmetic; max_runtime per episode for series.",
        "requests": [
            {
                "mood": "got exactly 1h40 before I have to leave for my train",
                "expect": {"max_runtime": 100},
            },
            {
                "mood": "anything under 90 minutes, I'm wiped",
                "expect": {"max_runtime": 90},
            },
            {
                "mood": "a show where the episodes are no longer than 25 minutes, something funny",
                "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Comedy"]},
            },
            {
                "mood": "need a film that's finished by 11. it's 9:20 now and I need five minutes to "
                        "make tea. something gripping",
                "expect": {"type": "movie", "max_runtime": 95,
                           "genres_any": ["Thriller", "Mystery", "Crime", "Action"]},
            },
            {
                "mood": "My commute is 25 min each way on the train. I want a series where one "
                        "episode = one ride.",
                "expect": {"type": "tv", "max_runtime": 25},
            },
            {
                "mood": "two hours tops, and honestly closer to 90 would be better. mystery",
                "expect": {"max_runtime": 120, "genres_any": ["Mystery", "Crime", "Thriller"]},
            },
            {
                "mood": "long flight tomorrow, 11 hours. want a stack of long epic fantasy movies to "
                        "get through",
                "expect": {"type": "movie", "genres_any": ["Fantasy", "Adventure"]},
            },
            {
                "mood": "kids' bedtime is 7:30 and we start at 6, so the film has to fit",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 90,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]},
            },
            {
                "mood": "quick one - half an hour, max - anything that'll make me laugh",
                "expect": {"max_runtime": 30, "genres_any": ["Comedy"]},
            },
            {
                "mood": "We can do 3 episodes tonight if they're around 40 min, or two if they're an "
                        "hour each. Looking for a sci-fi show.",
                "expect": {"type": "tv", "max_runtime": 60, "genres_any": ["Science Fiction"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 6
    {
        "name": "eras-and-decades",
        "about": "Decades, birth years, 'golden age', 'the last couple of years', 'before streaming'; "
                 "loose eras set to the years they plainly cover, against 2026.",
        "requests": [
            {
                "mood": "something from the 70s, gritty new hollywood kind of thing",
                "expect": {"type": "movie", "year_min": 1970, "year_max": 1979,
                           "genres_any": ["Crime", "Drama", "Thriller"]},
            },
            {
                "mood": "80s kids adventure nostalgia, the kind with bikes and a gang of friends",
                "expect": {"year_min": 1980, "year_max": 1989,
                           "genres_any": ["Adventure", "Family", "Comedy", "Science Fiction",
                                          "Fantasy"]},
            },
            {
                "mood": "Golden age Hollywood screwball comedy please, fast talking and all",
                "expect": {"year_max": 1960, "genres_any": ["Comedy", "Romance"]},
            },
            {
                "mood": "nothing made before 2015, I can't do old-looking movies. a thriller",
                "expect": {"year_min": 2015, "genres_any": ["Thriller", "Mystery", "Crime"]},
            },
            {
                "mood": "a 90s sitcom my parents would have watched when they were my age",
                "expect": {"type": "tv", "year_min": 1990, "year_max": 1999, "genres_any": ["Comedy"]},
            },
            {
                "mood": "a film from the year I was born, 1994, or a couple of years either side",
                "expect": {"type": "movie", "year_min": 1992, "year_max": 1996},
            },
            {
                "mood": "something from the last couple of years, I'm so behind on everything",
                "expect": {"year_min": 2024},
            },
            {
                "mood": "early 2000s teen movie energy. low rise jeans, flip phones, prom",
                "expect": {"type": "movie", "year_min": 2000, "year_max": 2004,
                           "genres_any": ["Comedy", "Romance", "Drama"]},
            },
            {
                "mood": "an old western, 50s or 60s, John Wayne era",
                "expect": {"year_min": 1950, "year_max": 1969, "genres_any": ["Western"]},
            },
            {
                "mood": "a cop or detective show from before streaming was a thing, so pre-2005",
                "expect": {"type": "tv", "year_max": 2004, "genres_any": ["Crime", "Mystery"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 7
    {
        "name": "film-or-series",
        "about": "The person says film or series outright (limited series, one movie, episodes, "
                 "feature-length) with a genre wish.",
        "requests": [
            {
                "mood": "a limited series, one season only, something I can finish this week. true "
                        "crime-ish",
                "expect": {"type": "tv", "genres_any": ["Crime", "Documentary", "Drama", "Mystery"]},
            },
            {
                "mood": "Not in the mood to start a new show. Just give me a movie.",
                "expect": {"type": "movie"},
            },
            {
                "mood": "looking for a long-running show to get properly hooked on, 5+ seasons. "
                        "comedy or drama, don't care which",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Drama"]},
            },
            {
                "mood": "documentary series about food or travel",
                "expect": {"type": "tv", "genres_any": ["Documentary", "Reality"]},
            },
            {
                "mood": "One movie, start to finish, no pausing. Thriller.",
                "expect": {"type": "movie", "genres_any": ["Thriller"]},
            },
            {
                "mood": "an anime series for someone who has literally never watched anime",
                "expect": {"type": "tv", "genres_any": ["Animation"]},
            },
            {
                "mood": "a miniseries that feels like one really long movie. period drama, costumes, "
                        "the works",
                "expect": {"type": "tv", "genres_any": ["History", "Drama", "Romance"]},
            },
            {
                "mood": "feature-length documentary, something music related",
                "expect": {"type": "movie", "genres_any": ["Documentary", "Music"]},
            },
            {
                "mood": "I want episodes, not a film. Something spooky for October.",
                "expect": {"type": "tv", "genres_any": ["Horror", "Mystery", "Fantasy"]},
            },
            {
                "mood": "sitcom with short episodes to have on during dinner, nothing animated",
                "expect": {"type": "tv", "genres_none": ["Animation"], "genres_any": ["Comedy"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 8
    {
        "name": "refusals-and-negations",
        "about": "What the person will not watch; genres_none only where a catalogue genre carries "
                 "the refusal (not superheroes, true crime, remakes, sitcoms as such).",
        "requests": [
            {
                "mood": "anything but superheroes or space stuff. I am begging",
                "expect": {"genres_none": ["Science Fiction"]},
            },
            {
                "mood": "no horror, no war, no true crime. I'm fragile this week",
                "expect": {"genres_none": ["Horror", "War"],
                           "genres_any": ["Comedy", "Family", "Romance", "Animation", "Drama",
                                          "Fantasy", "Adventure", "Music"]},
            },
            {
                "mood": "NOT a cartoon. NOT a musical. My husband will walk out.",
                "expect": {"genres_none": ["Animation", "Music"]},
            },
            {
                "mood": "I don't want to think. not a drama, not a documentary, nothing heavy",
                "expect": {"genres_none": ["Drama", "Documentary"],
                           "genres_any": ["Comedy", "Action", "Adventure", "Animation", "Family"]},
            },
            {
                "mood": "something that isn't a remake or a sequel and isn't older than 2010",
                "expect": {"year_min": 2010},
            },
            {
                "mood": "please no westerns, my dad has made us watch every single one. we want an "
                        "action adventure instead",
                "expect": {"genres_none": ["Western"], "genres_any": ["Action", "Adventure"]},
            },
            {
                "mood": "nothing with a romance subplot. I mean it. not even a little kiss at the end",
                "expect": {"genres_none": ["Romance"]},
            },
            {
                "mood": "i'm so tired of crime shows. any other kind of show, just no cops or murders",
                "expect": {"type": "tv", "genres_none": ["Crime"]},
            },
            {
                "mood": "No reality TV, no sitcoms, no anime. I want a serious drama series.",
                "expect": {"type": "tv", "genres_none": ["Reality", "Comedy", "Animation"],
                           "genres_any": ["Drama"]},
            },
            {
                "mood": "not scary, not sad, not long",
                "expect": {"genres_none": ["Horror"],
                           "genres_any": ["Comedy", "Family", "Adventure", "Animation", "Romance",
                                          "Fantasy"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 9
    {
        "name": "titles-as-references",
        "about": "A catalogue title named as the reference with a direction (older, funnier, not "
                 "animated, in space); the named title is excluded.",
        "requests": [
            {
                "mood": "loved Knives Out, want another whodunit, maybe an older one",
                "expect": {"genres_any": ["Mystery", "Crime"], "exclude_titles": ["Knives Out"]},
            },
            {
                "mood": "something like Paddington 2 but for grown-ups who want a little cry",
                "expect": {"genres_any": ["Comedy", "Drama", "Family"],
                           "exclude_titles": ["Paddington 2"]},
            },
            {
                "mood": "Succession but funnier and less mean",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Drama"],
                           "exclude_titles": ["Succession"]},
            },
            {
                "mood": "we just finished severance and we're lost. need another show that messes "
                        "with our heads",
                "expect": {"type": "tv",
                           "genres_any": ["Science Fiction", "Mystery", "Thriller", "Drama"],
                           "exclude_titles": ["Severance"]},
            },
            {
                "mood": "Mad Max Fury Road energy but with a plot I can actually follow 😂",
                "expect": {"genres_any": ["Action", "Adventure", "Science Fiction"],
                           "exclude_titles": ["Mad Max: Fury Road"]},
            },
            {
                "mood": "like the great british bake off but less about winning, more wholesome "
                        "making-things",
                "expect": {"type": "tv", "genres_any": ["Reality", "Documentary", "Comedy"],
                           "exclude_titles": ["The Great British Baking Show"]},
            },
            {
                "mood": "Spirited Away vibes but live action, not animated",
                "expect": {"genres_none": ["Animation"],
                           "genres_any": ["Fantasy", "Adventure", "Family"],
                           "exclude_titles": ["Spirited Away"]},
            },
            {
                "mood": "I want something like The Shining but less blood, more slow psychological "
                        "dread",
                "expect": {"genres_any": ["Horror", "Thriller", "Mystery"],
                           "exclude_titles": ["The Shining"]},
            },
            {
                "mood": "anything in the spirit of ted lasso. kindness, sport, jokes",
                "expect": {"genres_any": ["Comedy", "Drama"], "exclude_titles": ["Ted Lasso"]},
            },
            {
                "mood": "Heat, but in space",
                "expect": {"genres_any": ["Science Fiction", "Action", "Crime", "Thriller"],
                           "exclude_titles": ["Heat"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 10
    {
        "name": "profile-led",
        "about": "The ratings carry the request; the text is vague. At most five titles a side, spelt "
                 "as in the catalogue; genres_any follows the liked titles.",
        "requests": [
            {
                "mood": "surprise me",
                "user": {"liked": [("Arrival", 9), ("Interstellar", 8), ("Moon", 8)],
                         "disliked": [("Avengers: Endgame", 3)]},
                "expect": {"genres_any": ["Science Fiction", "Drama", "Mystery"]},
            },
            {
                "mood": "something like what I usually like",
                "user": {"liked": [("Fleabag", 10), ("The Bear", 9), ("Hacks", 8),
                                   ("Schitt's Creek", 8)],
                         "disliked": [("The Big Bang Theory", 2)]},
                "expect": {"genres_any": ["Comedy", "Drama"]},
            },
            {
                "mood": "go on then, pick for me",
                "user": {"liked": [("Hereditary", 9), ("The Witch", 8), ("Midsommar", 9)],
                         "disliked": [("Scream", 3)]},
                "expect": {"genres_any": ["Horror", "Mystery", "Drama"]},
            },
            {
                "mood": "friday. you know what i like.",
                "user": {"liked": [("John Wick", 9), ("Die Hard", 10), ("The Raid", 9), ("Speed", 8)]},
                "expect": {"genres_any": ["Action", "Thriller"]},
            },
            {
                "mood": "recommend me something new from my ratings, nothing older than 2015",
                "user": {"liked": [("Parasite", 10), ("Decision to Leave", 9), ("Oldboy", 9),
                                   ("Memories of Murder", 8)],
                         "disliked": [("Crazy Rich Asians", 3)]},
                "expect": {"year_min": 2015,
                           "genres_any": ["Thriller", "Mystery", "Crime", "Drama"]},
            },
            {
                "mood": "idk. something",
                "user": {"liked": [("Pride & Prejudice", 9), ("Downton Abbey", 8), ("Bridgerton", 7),
                                   ("North & South", 9)]},
                "expect": {"genres_any": ["Romance", "History", "Drama"]},
            },
            {
                "mood": "a film tonight, you choose",
                "user": {"liked": [("Spirited Away", 10), ("My Neighbor Totoro", 9),
                                   ("Wolfwalkers", 8)],
                         "disliked": [("Shrek", 4)]},
                "expect": {"type": "movie", "genres_any": ["Animation", "Fantasy", "Family"]},
            },
            {
                "mood": "what should I watch? fair warning, I'm picky",
                "user": {"liked": [("The Wire", 10), ("The Sopranos", 9), ("Breaking Bad", 9)],
                         "disliked": [("NCIS", 2), ("Criminal Minds", 3)]},
                "expect": {"genres_any": ["Crime", "Drama"]},
            },
            {
                "mood": "need a new show",
                "user": {"liked": [("Gilmore Girls", 9), ("Parks and Recreation", 8),
                                   ("Anne with an E", 9)],
                         "disliked": [("Euphoria", 2)]},
                "expect": {"type": "tv", "genres_any": ["Comedy", "Drama", "Family", "Romance"]},
            },
            {
                "mood": "documentary mood",
                "user": {"liked": [("Free Solo", 9), ("Man on Wire", 9), ("Touching the Void", 8)]},
                "expect": {"genres_any": ["Documentary"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 11
    {
        "name": "european-languages",
        "about": "One request each in Spanish, French, German, Italian, Portuguese, Dutch, Polish, "
                 "Swedish, Greek and Ukrainian; clauses as for English, language itself left soft.",
        "requests": [
            {
                "mood": "Quiero una comedia ligera para ver con mi madre, nada de violencia ni "
                        "palabrotas, que se escandaliza",
                "expect": {"family_safe": True, "genres_any": ["Comedy", "Family", "Romance"]},
            },
            {
                "mood": "Un bon thriller bien tordu, un film, pas une série, et moins de deux heures "
                        "si possible",
                "expect": {"type": "movie", "max_runtime": 120,
                           "genres_any": ["Thriller", "Mystery", "Crime"]},
            },
            {
                "mood": "Wir suchen eine Serie zum Durchbingen, gern Science-Fiction oder Mystery, "
                        "aber bitte keinen Horror",
                "expect": {"type": "tv", "genres_none": ["Horror"],
                           "genres_any": ["Science Fiction", "Mystery"]},
            },
            {
                "mood": "stasera film con i bambini (5 e 8 anni), qualcosa di animato e divertente",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Animation", "Family", "Comedy"]},
            },
            {
                "mood": "tô a fim de um documentário sobre música, pode ser série ou filme, tanto faz",
                "expect": {"genres_any": ["Documentary", "Music"]},
            },
            {
                "mood": "Iets spannends uit de jaren 90, liefst een film",
                "expect": {"type": "movie", "year_min": 1990, "year_max": 1999,
                           "genres_any": ["Thriller", "Action", "Crime", "Mystery"]},
            },
            {
                "mood": "Coś smutnego i pięknego, najlepiej dramat historyczny. Nie musi być krótki.",
                "expect": {"genres_any": ["History", "War", "Drama"]},
            },
            {
                "mood": "nåt mysigt och roligt att se med sambon ikväll, inte för långt, max en och en "
                        "halv timme",
                "expect": {"max_runtime": 90, "genres_any": ["Comedy", "Romance", "Family"]},
            },
            {
                "mood": "Θέλω μια κωμική σειρά με μικρά επεισόδια, γύρω στα 20-25 λεπτά",
                "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Comedy"]},
            },
            {
                "mood": "Хочу щось про війну, але не надто жорстоке. Можна й документальне.",
                "expect": {"genres_any": ["War", "History", "Documentary"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 12
    {
        "name": "languages-beyond-europe",
        "about": "One request each in Turkish, Japanese, Korean, Indonesian, Vietnamese, romanised "
                 "Hindi, Arabic, Hebrew, Thai and Tagalog.",
        "requests": [
            {
                "mood": "Akşam ailecek film izleyeceğiz, çocuklar 7 ve 10 yaşında. Macera olsun ama "
                        "korkutucu olmasın.",
                "expect": {"type": "movie", "family_safe": True, "genres_none": ["Horror"],
                           "genres_any": ["Adventure", "Family", "Animation", "Fantasy"]},
            },
            {
                "mood": "仕事で疲れたので、癒される日常系のアニメが見たいです。映画じゃなくてシリーズで。",
                "expect": {"type": "tv", "genres_any": ["Animation"]},
            },
            {
                "mood": "남자친구랑 같이 볼 로맨틱 코미디 드라마 추천해줘. 너무 무겁지 않은 걸로",
                "expect": {"type": "tv", "genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "lagi pengen nonton horor yang bikin merinding, tapi jangan yang terlalu sadis ya",
                "expect": {"genres_any": ["Horror", "Thriller", "Mystery"]},
            },
            {
                "mood": "Tối nay muốn xem một phim hành động, dưới 2 tiếng, không cần sâu sắc gì cả",
                "expect": {"type": "movie", "max_runtime": 120,
                           "genres_any": ["Action", "Adventure", "Thriller"]},
            },
            {
                "mood": "yaar kuch aisa batao jo poori family ke saath dekh sakein, dadi bhi baithi "
                        "hain toh koi gandi language nahi chahiye",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Comedy", "Drama", "Music", "Animation"]},
            },
            {
                "mood": "أبحث عن فيلم وثائقي عن الطبيعة أو الحيوانات، شيء هادئ قبل النوم",
                "expect": {"type": "movie", "genres_any": ["Documentary"]},
            },
            {
                "mood": "מחפש סדרת מתח טובה, עדיף משהו שכבר הסתיים. בלי קומדיה בבקשה",
                "expect": {"type": "tv", "genres_none": ["Comedy"],
                           "genres_any": ["Thriller", "Crime", "Mystery"]},
            },
            {
                "mood": "อยากดูหนังรักซึ้งๆ ดูแล้วร้องไห้ได้ยิ่งดี",
                "expect": {"type": "movie", "genres_any": ["Romance", "Drama"]},
            },
            {
                "mood": "Gusto ko ng nakakatawang pelikula pang-barkada, yung mga galing 2000s",
                "expect": {"type": "movie", "year_min": 2000, "year_max": 2009,
                           "genres_any": ["Comedy"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 13
    {
        "name": "texting-slang-and-emoji",
        "about": "Typed like a text message: abbreviations, slang, typos, emoji standing in for "
                 "words.",
        "requests": [
            {
                "mood": "need smth 🔥🔥 tonite, action, no cap",
                "expect": {"genres_any": ["Action"]},
            },
            {
                "mood": "lowkey want a rom com ngl 🥹",
                "expect": {"genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "wat 2 watch w my bf thats not scary, hes a baby abt horror 😭",
                "expect": {"genres_none": ["Horror"],
                           "genres_any": ["Comedy", "Romance", "Adventure", "Action", "Drama",
                                          "Fantasy", "Mystery", "Animation"]},
            },
            {
                "mood": "bruh i need a show to binge rn, crime or heist pls 🙏",
                "expect": {"type": "tv", "genres_any": ["Crime", "Thriller"]},
            },
            {
                "mood": "smthn chill 4 a hangover 🤕 no loud stuff, no explosions",
                "expect": {"genres_any": ["Comedy", "Animation", "Family", "Documentary", "Drama",
                                          "Romance"]},
            },
            {
                "mood": "🌧️☕📖🕯️ movie pls",
                "expect": {"type": "movie",
                           "genres_any": ["Drama", "Romance", "Mystery", "Fantasy", "Family"]},
            },
            {
                "mood": "gimme a docu thats actually wild, like cant-believe-its-real wild 🤯",
                "expect": {"genres_any": ["Documentary"]},
            },
            {
                "mood": "scary movie 4 the gc tonite 👻 we r all 18+ so go hard",
                "expect": {"type": "movie", "genres_any": ["Horror"]},
            },
            {
                "mood": "any gud animes?? not too long tho, like 1 season fr",
                "expect": {"type": "tv", "genres_any": ["Animation"]},
            },
            {
                "mood": "smth from the 80s thats a total vibe 🕺🎶 music-y",
                "expect": {"year_min": 1980, "year_max": 1989, "genres_any": ["Music"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 14
    {
        "name": "long-rambles",
        "about": "Messages of about 60 to 90 words with life detail around the wish; only what is "
                 "stated or clearly implied is encoded.",
        "requests": [
            {
                "mood": "ok so my parents are visiting this weekend and saturday is movie night. dad "
                        "would happily watch war films all day but mum can't stand violence or blood, "
                        "last time we put something like that on she left the room after ten minutes. "
                        "they're both in their seventies and like older stuff, The Sound of Music is "
                        "mum's all time favourite (we've all seen it a hundred times). so something in "
                        "between? history maybe, but without battles, and from before the 80s would "
                        "suit them best",
                "expect": {"type": "movie", "year_max": 1979, "genres_none": ["War"],
                           "genres_any": ["History", "Drama", "Music", "Romance"],
                           "exclude_titles": ["The Sound of Music"]},
            },
            {
                "mood": "Long story short, my girlfriend of four years moved out on Sunday. I've spent "
                        "three days eating cereal for dinner and my sister says I need to laugh at "
                        "something, and honestly she's right. But I really, really can't deal with "
                        "anything where people fall in love or get together at the end, I will throw "
                        "the remote. Just something properly funny that's got nothing to do with "
                        "relationships. Stupid is fine. Stupid might be ideal actually.",
                "expect": {"genres_none": ["Romance"], "genres_any": ["Comedy"]},
            },
            {
                "mood": "new dad here, baby is 3 weeks old. she sleeps in stretches of about forty "
                        "minutes if we're lucky, so I need a series where an episode fits in one nap. "
                        "my brain is at maybe 30% so nothing with a complicated plot I need to follow "
                        "closely, and ideally nothing about babies or parenting because I'm living it. "
                        "funny would be great, or something light with a bit of heart",
                "expect": {"type": "tv", "max_runtime": 40, "genres_any": ["Comedy", "Drama"]},
            },
            {
                "mood": "I'm a teacher and we just broke up for the summer after a brutal year. Weirdly "
                        "I want a movie about school or teaching, something that reminds me why I "
                        "started doing this job, but not one of those preachy ones where a saint "
                        "fixes everyone. Something with real kids and real mess, a bit funny too. Not "
                        "fussed about how old it is, I'll watch anything that's good.",
                "expect": {"type": "movie", "genres_any": ["Drama", "Comedy"]},
            },
            {
                "mood": "Just got back from a road trip through Arizona and Utah and now I'm weirdly "
                        "obsessed with westerns. I've done the old classics this week, the John Ford "
                        "ones, the Leone ones, and loved them, but now I want to see what newer "
                        "westerns look like, from 2000 onwards. Film or series, both fine. Dusty, "
                        "morally grey, big landscapes.",
                "expect": {"year_min": 2000, "genres_any": ["Western"]},
            },
            {
                "mood": "A friend keeps telling me to watch Dark and I tried the first episode twice "
                        "but I just can't keep up with subtitles while also tracking a plot that "
                        "complicated, I end up rewinding every two minutes. Is there another series "
                        "with that same time-bending, family-secrets, small-town-mystery feeling that "
                        "I could watch in English? I don't mind if it's slow, I like slow.",
                "expect": {"type": "tv",
                           "genres_any": ["Science Fiction", "Mystery", "Thriller", "Drama"],
                           "exclude_titles": ["Dark"]},
            },
            {
                "mood": "I'm a nurse on nights this month so I get home at 8am wired and exhausted at "
                        "the same time. I need something light to come down with before I sleep. NO "
                        "hospital stuff, I see enough of that, and nothing tense or scary either, my "
                        "heart rate needs to go down not up. Something sweet or silly. Bonus if it's "
                        "pretty to look at.",
                "expect": {"genres_none": ["Horror", "Thriller"],
                           "genres_any": ["Comedy", "Family", "Animation", "Fantasy", "Romance",
                                          "Adventure", "Documentary"]},
            },
            {
                "mood": "Planning a Halloween movie night for six friends. One of them loves slashers, "
                        "one can't handle gore at all and will hide behind a cushion, the rest are "
                        "somewhere in the middle. I'm thinking a classic, something made before 2000, "
                        "more creepy than bloody, a movie we can all get through without anyone "
                        "leaving. Any ideas? We'll have snacks and fake cobwebs so atmosphere matters.",
                "expect": {"type": "movie", "year_max": 1999,
                           "genres_any": ["Horror", "Mystery", "Thriller"]},
            },
            {
                "mood": "so I finally handed in my PhD thesis after 5 years of basically not watching "
                        "anything. I've missed every big blockbuster of the last decade, which my "
                        "friends find hilarious. I want a huge crowd-pleasing spectacle tonight, the "
                        "kind of film everyone saw in the cinema, from roughly the last ten years. "
                        "big sound, big screen energy, I've got a new projector to show off too",
                "expect": {"type": "movie", "year_min": 2016,
                           "genres_any": ["Action", "Adventure", "Science Fiction", "Fantasy"]},
            },
            {
                "mood": "My dad is recovering after a hip operation and he's going stir crazy on the "
                        "sofa. He's 68, used to race cars as a hobby, loves anything about motor "
                        "racing or sport in general, real stories more than made-up ones. He falls "
                        "asleep during slow films so it has to keep moving. He's seen Rush about five "
                        "times so not that one.",
                "expect": {"genres_any": ["Documentary", "Drama", "Action", "History"],
                           "exclude_titles": ["Rush"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 15
    {
        "name": "short-fragments",
        "about": "One to five words, search-box style.",
        "requests": [
            {
                "mood": "cozy mystery",
                "expect": {"genres_any": ["Mystery", "Crime"]},
            },
            {
                "mood": "sad anime film",
                "expect": {"type": "movie", "genres_any": ["Animation"]},
            },
            {
                "mood": "space",
                "expect": {"genres_any": ["Science Fiction", "Documentary", "Adventure"]},
            },
            {
                "mood": "kdrama",
                "expect": {"type": "tv"},
            },
            {
                "mood": "war film",
                "expect": {"type": "movie", "genres_any": ["War"]},
            },
            {
                "mood": "funny + short",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "DINOSAURS!!",
                "expect": {"genres_any": ["Adventure", "Science Fiction", "Family", "Documentary",
                                          "Animation"]},
            },
            {
                "mood": "courtroom drama",
                "expect": {"genres_any": ["Drama", "Crime", "Mystery", "Thriller"]},
            },
            {
                "mood": "something 2 fall asleep to",
                "expect": {"genres_any": ["Documentary", "Comedy", "Animation", "Family", "Drama"]},
            },
            {
                "mood": "heist movie pls",
                "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Action", "Comedy"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 16
    {
        "name": "life-moments",
        "about": "Occasions and circumstances: celebrations, grief, illness, moving house, holidays, "
                 "power cuts, the night before an interview.",
        "requests": [
            {
                "mood": "JUST SUBMITTED MY DISSERTATION!!! celebration mode, give me something joyful "
                        "and triumphant",
                "expect": {"genres_any": ["Comedy", "Music", "Adventure", "Family", "Drama"]},
            },
            {
                "mood": "my dog died yesterday. want something gentle, and please nothing where a dog "
                        "dies",
                "expect": {"genres_any": ["Comedy", "Animation", "Family", "Drama", "Fantasy"]},
            },
            {
                "mood": "rainy sunday afternoon, whole family under blankets, kids are 5 and 10",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]},
            },
            {
                "mood": "First night in my new flat, no furniture yet, laptop balanced on a box. "
                        "Something hopeful about new beginnings.",
                "expect": {"genres_any": ["Drama", "Comedy", "Romance"]},
            },
            {
                "mood": "home with the flu, brain is soup. want a comfort show from when I was a kid "
                        "in the 2000s that I can just leave on in the background",
                "expect": {"type": "tv", "year_min": 2000, "year_max": 2009,
                           "genres_any": ["Comedy", "Animation", "Family"]},
            },
            {
                "mood": "halloween, trick-or-treaters are done, house is quiet. spooky please but I'm "
                        "on my own so not TOO scary",
                "expect": {"genres_any": ["Horror", "Fantasy", "Comedy", "Mystery"]},
            },
            {
                "mood": "Christmas Day, everyone's stuffed, grandad is asleep in the armchair and the "
                        "kids are begging for a Christmas movie",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Family", "Comedy", "Fantasy", "Animation"]},
            },
            {
                "mood": "it's the anniversary of my mum passing. I'd like something about mothers and "
                        "daughters. I don't mind crying, I think I need to",
                "expect": {"genres_any": ["Drama", "Comedy", "Family"]},
            },
            {
                "mood": "power's finally back after two days. I need to catch up on something big "
                        "that came out this year or last year",
                "expect": {"year_min": 2025},
            },
            {
                "mood": "big job interview tomorrow morning. need something motivating tonight, an "
                        "underdog sports story ideally, and under 2 hours so I get to bed",
                "expect": {"type": "movie", "max_runtime": 120,
                           "genres_any": ["Drama", "Comedy", "Family", "History", "Action"]},
            },
        ],
    },
]
