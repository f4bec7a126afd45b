"""The eighth blind set: 160 hand-written mood requests in 16 categories of 10.

Written without reading the engine or the earlier sets (see README.md). Each request is a dict:

    mood    the text a person types
    user    optional {"liked": [(title, rating), ...], "disliked": [...]}; titles exactly as the
            catalogue spells them, liked rated 7-10, disliked 1-4
    expect  the clauses of docs/eval.md a correct top-10 must satisfy

`python3 bench/eval/categorised_set.py eighth` checks and numbers them; alternate requests of each category go to dev and sealed.
Hard clauses are set only where the person stated or clearly implied them; genres_any is generous.
"""

CATEGORIES = [
    # ------------------------------------------------------------------------------------------
    {
        "name": "feelings",
        "about": "a feeling and the reason for it",
        "requests": [
            {
                "mood": "I'm wrung out after the worst week at work in years and I just want "
                        "something warm that asks absolutely nothing of me.",
                "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Music"]},
            },
            {
                "mood": "lonely tonight. my best friend moved abroad last month and i miss having "
                        "someone to laugh at dumb stuff with",
                "expect": {"genres_any": ["Comedy", "Drama", "Romance", "Animation", "Family"]},
            },
            {
                "mood": "Angry. Somebody took credit for my work today. I want to watch someone get "
                        "even and feel it land.",
                "expect": {"genres_any": ["Action", "Thriller", "Crime", "Western", "Drama"]},
            },
            {
                "mood": "I GOT THE JOB!!! celebrating on the sofa, want something big and joyful",
                "expect": {"genres_any": ["Comedy", "Music", "Adventure", "Family", "Romance",
                                          "Animation", "Action", "Fantasy"]},
            },
            {
                "mood": "My dad died in the spring. I don't want to be cheered up exactly, I want "
                        "something that understands loss without wallowing in it.",
                "expect": {"genres_any": ["Drama", "Family", "Animation", "Fantasy", "Romance"]},
            },
            {
                "mood": "Feeling restless and small, like my life's on pause. Show me something that "
                        "makes the world feel enormous again.",
                "expect": {"genres_any": ["Adventure", "Science Fiction", "Documentary", "Fantasy",
                                          "Drama", "History", "War", "Western"]},
            },
            {
                "mood": "surgery tomorrow morning and I'm anxious as hell. need a gentle distraction. "
                        "nothing tense, nothing scary.",
                "expect": {"genres_any": ["Comedy", "Family", "Animation", "Romance", "Reality",
                                          "Fantasy", "Music", "Documentary"],
                           "genres_none": ["Horror", "Thriller"]},
            },
            {
                "mood": "Nostalgic for being ten in the summer holidays, riding bikes around until it "
                        "got dark and someone's mum shouted us in.",
                "expect": {"genres_any": ["Adventure", "Family", "Comedy", "Drama", "Fantasy"]},
            },
            {
                "mood": "heartbroken",
                "expect": {"genres_any": ["Drama", "Romance", "Comedy", "Music"]},
            },
            {
                "mood": "Honestly I'm just bored. Bored of my phone, bored of the same five shows "
                        "everyone at work talks about, bored of knowing how everything ends twenty "
                        "minutes in. I want to be properly wrong-footed for once - something odd, "
                        "something I couldn't have guessed the shape of. I don't mind if it's a film "
                        "or a series, or how old it is.",
                "expect": {"genres_any": ["Science Fiction", "Fantasy", "Mystery", "Thriller",
                                          "Comedy", "Drama", "Horror", "Crime"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "refusals",
        "about": "something the person will not watch, said many ways",
        "requests": [
            {
                "mood": "Anything but horror.",
                "expect": {"genres_none": ["Horror"]},
            },
            {
                "mood": "no romance pls, im so over love stories rn",
                "expect": {"genres_none": ["Romance"]},
            },
            {
                "mood": "I can't stand cartoons. Live action only. Something funny.",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Animation"]},
            },
            {
                "mood": "Drama, yes. War, absolutely not - grandad's stories were plenty.",
                "expect": {"genres_any": ["Drama"], "genres_none": ["War"]},
            },
            {
                "mood": "Something exciting, just spare me the spaceships and the aliens.",
                "expect": {"genres_any": ["Action", "Adventure", "Thriller", "Crime", "Western",
                                          "War", "Mystery"],
                           "genres_none": ["Science Fiction"]},
            },
            {
                "mood": "Not a series. I refuse to start another series. One film, done in an evening.",
                "expect": {"type": "movie"},
            },
            {
                "mood": "Please, no musicals. My partner walks out the moment anyone bursts into song.",
                "expect": {"genres_none": ["Music"]},
            },
            {
                "mood": "no reality tv and no documentaries, i want made-up stories",
                "expect": {"genres_none": ["Reality", "Documentary"]},
            },
            {
                "mood": "I'm done with westerns and war films for a while. Anything else that grips.",
                "expect": {"genres_any": ["Thriller", "Crime", "Mystery", "Drama", "Action",
                                          "Science Fiction", "Horror", "Adventure"],
                           "genres_none": ["Western", "War"]},
            },
            {
                "mood": "Keep it well away from anything scary, gory or full of punch-ups, I've "
                        "had enough of that for one week.",
                "expect": {"genres_none": ["Horror", "Action"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "time",
        "about": "the time available, said directly or worked out from a situation",
        "requests": [
            {
                "mood": "I've got 90 minutes before I have to pick the kids up. A film that fits.",
                "expect": {"type": "movie", "max_runtime": 90},
            },
            {
                "mood": "Train journey of about 45 minutes, want an episode of something on my phone",
                "expect": {"type": "tv", "max_runtime": 45},
            },
            {
                "mood": "lunch break, 25 min tops",
                "expect": {"max_runtime": 25},
            },
            {
                "mood": "We land in two hours and I'd like to finish a whole film before the wheels "
                        "touch down.",
                "expect": {"type": "movie", "max_runtime": 120},
            },
            {
                "mood": "We start at eight and I have to be asleep by quarter to ten. One film, funny.",
                "expect": {"type": "movie", "max_runtime": 105, "genres_any": ["Comedy"]},
            },
            {
                "mood": "only time for a quick episode while dinner's in the oven, 20-30 mins",
                "expect": {"type": "tv", "max_runtime": 30},
            },
            {
                "mood": "The whole Sunday is free and it's pouring. I want something epic and long "
                        "to sink into.",
                "expect": {"genres_any": ["Adventure", "Fantasy", "History", "War", "Drama",
                                          "Science Fiction", "Western"]},
            },
            {
                "mood": "baby naps for about an hour, give or take. something i can finish in that",
                "expect": {"max_runtime": 60},
            },
            {
                "mood": "It's 11pm and I start work at 7. Something under an hour and a half that "
                        "won't have me lying awake afterwards.",
                "expect": {"max_runtime": 90,
                           "genres_any": ["Comedy", "Family", "Animation", "Romance", "Adventure",
                                          "Music", "Documentary", "Fantasy"]},
            },
            {
                "mood": "My commute is 35 minutes each way. I want a series where one episode fits "
                        "one leg of the trip.",
                "expect": {"type": "tv", "max_runtime": 35},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "era",
        "about": "an era: a decade, a cut-off or a life event",
        "requests": [
            {
                "mood": "something from the 80s, the cheesier the better",
                "expect": {"year_min": 1980, "year_max": 1989,
                           "genres_any": ["Comedy", "Action", "Adventure", "Fantasy", "Horror",
                                          "Science Fiction", "Romance", "Music", "Family"]},
            },
            {
                "mood": "Old Hollywood. Properly old - 1940s or 1950s pictures.",
                "expect": {"type": "movie", "year_min": 1940, "year_max": 1959},
            },
            {
                "mood": "nothing made before 2015 please, older stuff just looks dated to me",
                "expect": {"year_min": 2015},
            },
            {
                "mood": "A film from around the year I was born, 1994 - a couple of years either "
                        "side is fine.",
                "expect": {"type": "movie", "year_min": 1992, "year_max": 1996},
            },
            {
                "mood": "What would my parents have seen on their first dates? They met in 1975 and "
                        "married in '79.",
                "expect": {"type": "movie", "year_min": 1975, "year_max": 1979},
            },
            {
                "mood": "the 2000s. peak DVD era. something I probably rented once and forgot about",
                "expect": {"year_min": 2000, "year_max": 2009},
            },
            {
                "mood": "Made this decade, please. I want something recent.",
                "expect": {"year_min": 2020},
            },
            {
                "mood": "A series from the 60s or 70s, the kind of thing that was on when my nan "
                        "was young.",
                "expect": {"type": "tv", "year_min": 1960, "year_max": 1979},
            },
            {
                "mood": "Pre-1970 sci-fi.",
                "expect": {"year_max": 1969, "genres_any": ["Science Fiction"]},
            },
            {
                "mood": "Anything that came out after my daughter was born in 2012 and before "
                        "lockdown started.",
                "expect": {"year_min": 2012, "year_max": 2019},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "format",
        "about": "a format: film, series, miniseries, short episodes, documentary, anime, reality, stand-up",
        "requests": [
            {
                "mood": "a documentary",
                "expect": {"genres_any": ["Documentary"]},
            },
            {
                "mood": "A miniseries I can finish over one weekend. Something gripping.",
                "expect": {"type": "tv",
                           "genres_any": ["Drama", "Crime", "Thriller", "Mystery", "History", "War"]},
            },
            {
                "mood": "anime pls",
                "expect": {"genres_any": ["Animation"]},
            },
            {
                "mood": "A reality competition with real stakes but where people are mostly nice "
                        "to each other.",
                "expect": {"type": "tv", "genres_any": ["Reality"]},
            },
            {
                "mood": "stand-up comedy, or the nearest thing you've got",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "A sitcom with short episodes.",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"]},
            },
            {
                "mood": "A feature film, not a show - animated, but made for grown-ups.",
                "expect": {"type": "movie", "genres_any": ["Animation"]},
            },
            {
                "mood": "nature documentary series, the big beautiful kind",
                "expect": {"type": "tv", "genres_any": ["Documentary"]},
            },
            {
                "mood": "I want a long-running procedural I can put on in the background while I "
                        "fold laundry.",
                "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Drama"]},
            },
            {
                "mood": "Music documentary: a concert film or the story of a band.",
                "expect": {"genres_any": ["Documentary", "Music"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "audience",
        "about": "who is watching: children of stated ages, parents, friends, colleagues, grandparents, a date",
        "requests": [
            {
                "mood": "Movie night with my 6 and 8 year old",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]},
            },
            {
                "mood": "Something my 15-year-old son and I can both enjoy without either of us "
                        "rolling our eyes.",
                "expect": {"genres_any": ["Action", "Adventure", "Comedy", "Science Fiction",
                                          "Fantasy", "Family", "Animation", "Mystery"]},
            },
            {
                "mood": "first date, at my place, want something fun and a little bit romantic. not "
                        "too heavy",
                "expect": {"genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "My grandparents are staying, both in their eighties. They love the old "
                        "stars and can't bear swearing or anything racy.",
                "expect": {"family_safe": True},
            },
            {
                "mood": "Colleagues coming back to mine after the team dinner, mixed crowd, want "
                        "something everyone can laugh at.",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "toddler (2) needs something gentle to watch while i cook",
                "expect": {"family_safe": True, "genres_any": ["Family", "Animation"]},
            },
            {
                "mood": "My 10-year-old niece is obsessed with magic and dragons right now.",
                "expect": {"family_safe": True,
                           "genres_any": ["Fantasy", "Animation", "Family", "Adventure"]},
            },
            {
                "mood": "Watching with my mum, she's just retired - she likes a good period drama "
                        "and a cup of tea.",
                "expect": {"genres_any": ["Drama", "History", "Romance"]},
            },
            {
                "mood": "lads night, five of us, beers in, want something loud and stupid",
                "expect": {"genres_any": ["Action", "Comedy"]},
            },
            {
                "mood": "Sleepover for a bunch of 12-year-olds. They want spooky but the parents "
                        "will kill me if it's too much.",
                "expect": {"family_safe": True,
                           "genres_any": ["Horror", "Fantasy", "Mystery", "Comedy", "Family",
                                          "Animation"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "catalogue_refs",
        "about": "titles in the catalogue with a direction: like X but Y, X meets Y",
        "requests": [
            {
                "mood": "Like Knives Out but darker and a lot less jokey.",
                "expect": {"genres_any": ["Mystery", "Crime", "Thriller"],
                           "exclude_titles": ["Knives Out"]},
            },
            {
                "mood": "Paddington 2 meets Hot Fuzz",
                "expect": {"genres_any": ["Comedy", "Family", "Crime", "Adventure", "Mystery",
                                          "Action"],
                           "exclude_titles": ["Paddington 2", "Hot Fuzz"]},
            },
            {
                "mood": "something like arrival but with a bit more action in it",
                "expect": {"genres_any": ["Science Fiction", "Action", "Thriller", "Mystery"],
                           "exclude_titles": ["Arrival"]},
            },
            {
                "mood": "Schitt's Creek, but set in a workplace instead of a town.",
                "expect": {"type": "tv", "genres_any": ["Comedy"],
                           "exclude_titles": ["Schitt's Creek"]},
            },
            {
                "mood": "Loved Severance. More of that unsettling office dread, as a series please.",
                "expect": {"type": "tv",
                           "genres_any": ["Science Fiction", "Mystery", "Thriller", "Drama",
                                          "Comedy"],
                           "exclude_titles": ["Severance"]},
            },
            {
                "mood": "The Grand Budapest Hotel, but animated.",
                "expect": {"genres_any": ["Animation"],
                           "exclude_titles": ["The Grand Budapest Hotel"]},
            },
            {
                "mood": "Up made me sob in the best way. Something like it but live action.",
                "expect": {"genres_any": ["Family", "Adventure", "Comedy", "Drama", "Fantasy"],
                           "genres_none": ["Animation"],
                           "exclude_titles": ["Up"]},
            },
            {
                "mood": "Mad Max: Fury Road, but in the Wild West.",
                "expect": {"genres_any": ["Western", "Action"],
                           "exclude_titles": ["Mad Max: Fury Road"]},
            },
            {
                "mood": "Something with the warmth of Ted Lasso, but a film rather than another "
                        "series.",
                "expect": {"type": "movie", "genres_any": ["Comedy", "Drama"],
                           "exclude_titles": ["Ted Lasso"]},
            },
            {
                "mood": "groundhog day meets palm springs, but scarier",
                "expect": {"genres_any": ["Horror", "Thriller", "Science Fiction", "Mystery",
                                          "Comedy", "Fantasy"],
                           "exclude_titles": ["Groundhog Day", "Palm Springs"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "absent_refs",
        "about": "well-known titles the catalogue lacks, used as reference points",
        "requests": [
            {
                "mood": "Something like Before Sunrise - two strangers, one night, nonstop talking.",
                "expect": {"genres_any": ["Romance", "Drama"]},
            },
            {
                "mood": "Just finished Poldark and I'm bereft. Another sweeping period romance "
                        "series?",
                "expect": {"type": "tv", "genres_any": ["Romance", "History", "Drama"]},
            },
            {
                "mood": "jackie brown energy. cool, patient, grown-up crime",
                "expect": {"genres_any": ["Crime", "Thriller", "Drama"]},
            },
            {
                "mood": "A show like Detectorists: gentle, rural, nothing much happens and that's "
                        "the point.",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Drama"]},
            },
            {
                "mood": "The vibe of Twister? Big weather, big noise, popcorn.",
                "expect": {"genres_any": ["Action", "Adventure", "Thriller", "Science Fiction"]},
            },
            {
                "mood": "Heathers, but newer.",
                "expect": {"year_min": 1989,
                           "genres_any": ["Comedy", "Crime", "Drama", "Thriller", "Horror"]},
            },
            {
                "mood": "For fans of Line of Duty: bent coppers, long interrogation scenes, twists.",
                "expect": {"genres_any": ["Crime", "Thriller", "Drama", "Mystery"]},
            },
            {
                "mood": "My two (5 and 7) have watched Frozen II about a hundred times. Help me "
                        "find them something else in that spirit.",
                "expect": {"family_safe": True,
                           "genres_any": ["Animation", "Family", "Fantasy", "Music"]},
            },
            {
                "mood": "A Hidden Figures type of film - true story, underdogs, leaves you feeling "
                        "good.",
                "expect": {"type": "movie", "genres_any": ["Drama", "History"]},
            },
            {
                "mood": "anything with a lock stock and two smoking barrels feel",
                "expect": {"genres_any": ["Crime", "Comedy", "Thriller"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "themes",
        "about": "themes and settings",
        "requests": [
            {
                "mood": "Something set on a submarine or a ship at sea.",
                "expect": {"genres_any": ["War", "Adventure", "Thriller", "Drama", "Action",
                                          "History", "Documentary"]},
            },
            {
                "mood": "stories about cooking and restaurant kitchens",
                "expect": {"genres_any": ["Drama", "Comedy", "Documentary", "Reality",
                                          "Animation"]},
            },
            {
                "mood": "A heist movie.",
                "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Action", "Comedy"]},
            },
            {
                "mood": "Life in a small town where everybody knows everybody's business.",
                "expect": {"genres_any": ["Comedy", "Drama", "Mystery", "Crime", "Family"]},
            },
            {
                "mood": "courtroom drama",
                "expect": {"genres_any": ["Drama", "Crime", "Thriller", "Mystery"]},
            },
            {
                "mood": "Time travel. Loops, paradoxes, all of it.",
                "expect": {"genres_any": ["Science Fiction", "Fantasy", "Comedy", "Adventure",
                                          "Mystery", "Drama", "Thriller"]},
            },
            {
                "mood": "Anything set in Japan.",
                "expect": {"genres_any": ["Drama", "Animation", "Action", "History", "Crime",
                                          "Fantasy", "Comedy", "Documentary", "Romance",
                                          "Thriller", "Horror", "Science Fiction", "Adventure",
                                          "War"]},
            },
            {
                "mood": "Survival in the wilderness - people versus nature, cold, hunger, no "
                        "rescue coming.",
                "expect": {"genres_any": ["Adventure", "Drama", "Thriller", "Documentary",
                                          "Reality", "Western"]},
            },
            {
                "mood": "Growing-up stories: first jobs, first loves, leaving home.",
                "expect": {"genres_any": ["Drama", "Comedy", "Romance"]},
            },
            {
                "mood": "a sports underdog story",
                "expect": {"genres_any": ["Drama", "Documentary", "Comedy", "Family", "Action",
                                          "History"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "languages",
        "about": "requests in Spanish, French, German, Italian, Portuguese, Dutch, or mixed with English",
        "requests": [
            {
                "mood": "Quiero una película de miedo, pero que no sea demasiado sangrienta.",
                "expect": {"type": "movie", "genres_any": ["Horror", "Thriller", "Mystery"]},
            },
            {
                "mood": "Une série policière pour ce soir, avec des épisodes de moins de 45 minutes.",
                "expect": {"type": "tv", "max_runtime": 45,
                           "genres_any": ["Crime", "Mystery", "Thriller", "Drama"]},
            },
            {
                "mood": "Etwas Lustiges für die ganze Familie, die Kinder sind 7 und 9.",
                "expect": {"family_safe": True, "genres_any": ["Comedy", "Family", "Animation"]},
            },
            {
                "mood": "Un film romantico, magari ambientato in Europa, niente di troppo triste.",
                "expect": {"type": "movie", "genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "quero um documentário sobre música",
                "expect": {"genres_any": ["Documentary", "Music"]},
            },
            {
                "mood": "Iets spannends, maar alsjeblieft geen horror.",
                "expect": {"genres_any": ["Thriller", "Crime", "Mystery", "Action"],
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "algo chill para ver con mi novia, like a romcom but not too cheesy",
                "expect": {"genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "I want un film d'animation japonais, quelque chose de poétique.",
                "expect": {"type": "movie", "genres_any": ["Animation"]},
            },
            {
                "mood": "Kriegsfilm bitte, aber nicht zu lang - maximal zwei Stunden.",
                "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["War"]},
            },
            {
                "mood": "uma série de comédia leve, com episódios curtinhos, tipo meia hora",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "profile_only",
        "about": "the person's ratings and a vague text such as 'surprise me'",
        "requests": [
            {
                "mood": "surprise me",
                "user": {"liked": [("Toy Story", 9), ("Finding Nemo", 8), ("Up", 10)],
                         "disliked": [("The Exorcist", 2)]},
                "expect": {"genres_any": ["Animation", "Family", "Comedy", "Adventure"]},
            },
            {
                "mood": "whatever you think",
                "user": {"liked": [("Heat", 9), ("The Departed", 9), ("Se7en", 8)],
                         "disliked": [("Notting Hill", 3)]},
                "expect": {"genres_any": ["Crime", "Thriller", "Drama", "Mystery", "Action"]},
            },
            {
                "mood": "Something for tonight.",
                "user": {"liked": [("Pride & Prejudice", 9), ("Downton Abbey", 8),
                                   ("Call the Midwife", 8)],
                         "disliked": [("Saw", 1)]},
                "expect": {"genres_any": ["Drama", "Romance", "History"]},
            },
            {
                "mood": "more please",
                "user": {"liked": [("Alien", 10), ("Aliens", 9), ("The Thing", 9),
                                   ("Predator", 8)]},
                "expect": {"genres_any": ["Horror", "Science Fiction", "Action", "Thriller"]},
            },
            {
                "mood": "anything",
                "user": {"liked": [("Parks and Recreation", 9), ("Brooklyn Nine-Nine", 9),
                                   ("Abbott Elementary", 8)],
                         "disliked": [("Breaking Bad", 4)]},
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "dealer's choice",
                "user": {"liked": [("Spirited Away", 10), ("My Neighbor Totoro", 9),
                                   ("Your Name", 9)]},
                "expect": {"genres_any": ["Animation", "Fantasy"]},
            },
            {
                "mood": "idk, you pick",
                "user": {"liked": [("The Great British Baking Show", 9), ("Queer Eye", 8)],
                         "disliked": [("Love Island USA", 2)]},
                "expect": {"genres_any": ["Reality", "Documentary", "Comedy"]},
            },
            {
                "mood": "Surprise me, but you know what I like.",
                "user": {"liked": [("The Godfather", 10), ("Goodfellas", 9)],
                         "disliked": [("Frozen", 2), ("Mamma Mia!", 3)]},
                "expect": {"genres_any": ["Crime", "Drama", "Thriller"]},
            },
            {
                "mood": "go on then",
                "user": {"liked": [("Band of Brothers", 10), ("Saving Private Ryan", 9),
                                   ("Dunkirk", 8)]},
                "expect": {"genres_any": ["War", "History", "Drama", "Action"]},
            },
            {
                "mood": "something I haven't seen",
                "user": {"liked": [("When Harry Met Sally...", 9), ("Sleepless in Seattle", 8),
                                   ("Crazy, Stupid, Love.", 8)],
                         "disliked": [("The Texas Chain Saw Massacre", 1)]},
                "expect": {"genres_any": ["Romance", "Comedy"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "messy",
        "about": "messy input: slang, emoji, capitals, no punctuation, voice dictation",
        "requests": [
            {
                "mood": "sumthin funny n stupid lol",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "SCARY MOVIE NOW!!!! 😱😱😱",
                "expect": {"type": "movie", "genres_any": ["Horror", "Thriller"]},
            },
            {
                "mood": "i want to cry 😭 but like the good kind of crying",
                "expect": {"genres_any": ["Drama", "Romance", "Family", "Animation"]},
            },
            {
                "mood": "space 🚀 aliens 👽 lasers",
                "expect": {"genres_any": ["Science Fiction"]},
            },
            {
                "mood": "okay so like um a show question mark about detectives maybe comma "
                        "something british full stop",
                "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Drama"]},
            },
            {
                "mood": "thriller no gore no jumpscares pls thx",
                "expect": {"genres_any": ["Thriller", "Mystery", "Crime"],
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "lowkey want a cozy vibe fr, blanket + tea energy ☕🧣",
                "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Drama",
                                          "Fantasy", "Mystery"]},
            },
            {
                "mood": "hey find me a romantic movie for tonight question mark something in paris "
                        "maybe",
                "expect": {"type": "movie", "genres_any": ["Romance"]},
            },
            {
                "mood": "dont want nothin long half hr max cartoon 4 grownups",
                "expect": {"max_runtime": 30, "genres_any": ["Animation"]},
            },
            {
                "mood": "WESTERN. cowboys. dusty. go",
                "expect": {"genres_any": ["Western"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "occasions",
        "about": "occasions: holidays, seasons, situations",
        "requests": [
            {
                "mood": "Christmas Eve, the tree's up, the whole house wants a classic.",
                "expect": {"genres_any": ["Family", "Comedy", "Fantasy", "Drama", "Romance",
                                          "Animation", "Music"]},
            },
            {
                "mood": "halloween party, need something spooky but fun playing in the background",
                "expect": {"genres_any": ["Horror", "Comedy", "Fantasy"]},
            },
            {
                "mood": "Valentine's night in, just the two of us.",
                "expect": {"genres_any": ["Romance"]},
            },
            {
                "mood": "Rainy Sunday afternoon, mild hangover, sofa, duvet.",
                "expect": {"genres_any": ["Comedy", "Family", "Animation", "Romance", "Adventure",
                                          "Fantasy"]},
            },
            {
                "mood": "Thanksgiving with the whole extended family, little cousins included.",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Comedy", "Animation", "Adventure", "Fantasy"]},
            },
            {
                "mood": "Long-haul flight tomorrow. I want to download a few films, each under two "
                        "hours.",
                "expect": {"type": "movie", "max_runtime": 120},
            },
            {
                "mood": "beach house, summer holidays, want something that feels like summer",
                "expect": {"genres_any": ["Comedy", "Romance", "Adventure", "Drama", "Family"]},
            },
            {
                "mood": "Snowed in, the power might go. A long cosy series to sink into while it lasts.",
                "expect": {"type": "tv",
                           "genres_any": ["Drama", "Comedy", "Romance", "Family", "Mystery",
                                          "Fantasy"]},
            },
            {
                "mood": "girls' night in, friday, one of us just got dumped",
                "expect": {"genres_any": ["Comedy", "Romance", "Drama", "Music"]},
            },
            {
                "mood": "New Year's Day. Feeling reflective and quietly hopeful about the year ahead.",
                "expect": {"genres_any": ["Drama", "Comedy", "Romance", "Family", "Documentary",
                                          "Fantasy"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "questions",
        "about": "requests asked as questions",
        "requests": [
            {
                "mood": "What's a good film to put on when you can't sleep?",
                "expect": {"type": "movie",
                           "genres_any": ["Comedy", "Drama", "Romance", "Animation", "Documentary",
                                          "Family", "Fantasy"]},
            },
            {
                "mood": "Is there anything like a murder mystery, but funny?",
                "expect": {"genres_any": ["Mystery", "Crime"]},
            },
            {
                "mood": "Which series should I start if I've never watched any anime?",
                "expect": {"type": "tv", "genres_any": ["Animation"]},
            },
            {
                "mood": "can you recommend a war film that isn't just explosions, something with "
                        "heart?",
                "expect": {"type": "movie", "genres_any": ["War"]},
            },
            {
                "mood": "What do people watch when they want to learn something without it feeling "
                        "like school?",
                "expect": {"genres_any": ["Documentary", "History", "Reality"]},
            },
            {
                "mood": "Got any westerns from this century?",
                "expect": {"year_min": 2000, "genres_any": ["Western"]},
            },
            {
                "mood": "Why is it so hard to find a comedy that isn't a cartoon?? Got one?",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Animation"]},
            },
            {
                "mood": "What should we put on after my parents' 40th anniversary dinner?",
                "expect": {"genres_any": ["Romance", "Drama", "Comedy", "Music"]},
            },
            {
                "mood": "What's like Stranger Things that I haven't already seen? I've done Dark too.",
                "expect": {"genres_any": ["Science Fiction", "Horror", "Mystery", "Fantasy",
                                          "Drama", "Thriller"],
                           "exclude_titles": ["Stranger Things", "Dark"]},
            },
            {
                "mood": "anything with episodes under 25 minutes?",
                "expect": {"type": "tv", "max_runtime": 25},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "combined",
        "about": "three or more wishes at once",
        "requests": [
            {
                "mood": "A funny animated series for adults, episodes under 30 minutes, nothing "
                        "older than 2010.",
                "expect": {"type": "tv", "max_runtime": 30, "year_min": 2010,
                           "genres_any": ["Animation"]},
            },
            {
                "mood": "crime thriller, 1990s, under two hours, and not gory",
                "expect": {"type": "movie", "year_min": 1990, "year_max": 1999, "max_runtime": 120,
                           "genres_any": ["Crime", "Thriller"], "genres_none": ["Horror"]},
            },
            {
                "mood": "Family film about animals for my 5-year-old, under 100 minutes, nothing "
                        "that'll give her nightmares.",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 100,
                           "genres_any": ["Family", "Animation"], "genres_none": ["Horror"]},
            },
            {
                "mood": "A romcom from the 90s or 2000s that isn't animated.",
                "expect": {"type": "movie", "year_min": 1990, "year_max": 2009,
                           "genres_any": ["Romance", "Comedy"], "genres_none": ["Animation"]},
            },
            {
                "mood": "Sci-fi series, episodes about half an hour, something clever, I don't care "
                        "if it's old.",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Science Fiction"]},
            },
            {
                "mood": "A documentary about food or travel, under 90 minutes, that leaves me "
                        "uplifted rather than guilty.",
                "expect": {"max_runtime": 90, "genres_any": ["Documentary"]},
            },
            {
                "mood": "Horror-comedy film, 2015 or later, under 100 minutes.",
                "expect": {"type": "movie", "year_min": 2015, "max_runtime": 100,
                           "genres_any": ["Horror", "Comedy"]},
            },
            {
                "mood": "For me and my dad: a western or a war film, proper old-school, before 1980, "
                        "and a film not a series.",
                "expect": {"type": "movie", "year_max": 1979, "genres_any": ["Western", "War"]},
            },
            {
                "mood": "Romantic, lighthearted, a series, with subtitles is fine - ideally Korean.",
                "expect": {"type": "tv", "genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "Okay, here's the brief. It's my turn to pick for family night and I have "
                        "to please everyone: the kids are 7 and 11, my husband only likes things "
                        "from when he was young, so the 80s, and my eldest refuses to watch "
                        "anything animated because she's 'too old for cartoons'. An adventure "
                        "would be ideal. A film, obviously.",
                "expect": {"type": "movie", "family_safe": True, "year_min": 1980, "year_max": 1989,
                           "genres_none": ["Animation"],
                           "genres_any": ["Adventure", "Family", "Fantasy", "Comedy",
                                          "Science Fiction"]},
            },
        ],
    },
    # ------------------------------------------------------------------------------------------
    {
        "name": "contradictions",
        "about": "requests that contradict themselves or change their mind mid-sentence",
        "requests": [
            {
                "mood": "something scary, actually no, something funny",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Horror"]},
            },
            {
                "mood": "A long epic... no wait, I've only got an hour. Something short.",
                "expect": {"max_runtime": 60},
            },
            {
                "mood": "Give me a series - hmm, no, I'll never finish it. A film.",
                "expect": {"type": "movie"},
            },
            {
                "mood": "I want something sad. Or no - I'm already sad. Cheer me up instead.",
                "expect": {"genres_any": ["Comedy", "Family", "Animation", "Romance", "Music",
                                          "Adventure"]},
            },
            {
                "mood": "Romance, but not really romance? Like there's love in it but that's not "
                        "what it's about.",
                "expect": {"genres_any": ["Drama", "Comedy", "Adventure", "Romance", "Science Fiction",
                                          "Fantasy", "War", "History"]},
            },
            {
                "mood": "Kids are finally in bed so something adult - oh wait, the little one just "
                        "came back down. Fine, something she can watch too, she's 6.",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]},
            },
            {
                "mood": "I love horror but I'm home alone tonight so... maybe not horror. A thriller? "
                        "No, that's worse. Just a comedy.",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Horror", "Thriller"]},
            },
            {
                "mood": "from the 70s... well the 80s is fine too. not after 1989 though",
                "expect": {"year_min": 1970, "year_max": 1989},
            },
            {
                "mood": "A documentary about space - actually, make it a film, fiction is fine, I "
                        "want spectacle.",
                "expect": {"type": "movie",
                           "genres_any": ["Science Fiction", "Adventure", "Drama", "Documentary"]},
            },
            {
                "mood": "Anime! Hmm, no, my boyfriend hates anime. Something live action that still "
                        "has that anime energy - huge fights, huge feelings.",
                "expect": {"genres_none": ["Animation"],
                           "genres_any": ["Action", "Fantasy", "Adventure", "Science Fiction",
                                          "Drama"]},
            },
        ],
    },
]
