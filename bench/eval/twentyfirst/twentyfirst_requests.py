"""The twenty-first blind set: 16 categories of 10 requests, written by an author who has not read
the engine (see README.md). Each request is {"mood", optional "user", "expect"}; "user" holds
("title", rating) pairs, "liked" 7-10 and "disliked" 1-4. Checked and written by
`python3 bench/eval/categorised_set.py twentyfirst`.

Expectations: hard clauses only where the person stated or clearly implied them; genres_any names
every genre a good answer might carry; wishes the format cannot express (language, subtitles, gore,
tone, endings, superheroes, number of seasons, total length of a binge) are left soft, that is, not
encoded. Ages and eras are counted from 2026."""

CATEGORIES = [
    # ------------------------------------------------------------------ 1
    {
        "name": "short-moods",
        "about": "A mood in a few words and nothing else: no format, no audience, no era. Only "
                 "genres_any, generous, except where the words carry a refusal.",
        "requests": [
            {"mood": "something cozy",
             "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Fantasy",
                                       "Mystery", "Drama"]}},
            {"mood": "I need a good cry",
             "expect": {"genres_any": ["Drama", "Romance", "War", "History", "Family", "Animation"]}},
            {"mood": "make me laugh",
             "expect": {"genres_any": ["Comedy", "Animation"]}},
            {"mood": "edge-of-my-seat stuff",
             "expect": {"genres_any": ["Thriller", "Action", "Horror", "Mystery", "Crime", "War",
                                       "Science Fiction"]}},
            {"mood": "Something mindless.",
             "expect": {"genres_any": ["Comedy", "Action", "Reality", "Animation", "Adventure"]}},
            {"mood": "uplifting please",
             "expect": {"genres_any": ["Comedy", "Family", "Drama", "Music", "Romance",
                                       "Documentary", "Animation"]}},
            {"mood": "spooky but not too spooky",
             "expect": {"genres_any": ["Horror", "Fantasy", "Mystery", "Comedy", "Family",
                                       "Animation"]}},
            {"mood": "bittersweet",
             "expect": {"genres_any": ["Drama", "Romance", "Comedy"]}},
            {"mood": "something properly weird",
             "expect": {"genres_any": ["Science Fiction", "Fantasy", "Comedy", "Mystery", "Horror",
                                       "Drama"]}},
            {"mood": "Something that makes me think",
             "expect": {"genres_any": ["Documentary", "Science Fiction", "Drama", "Mystery",
                                       "History"]}},
        ],
    },
    # ------------------------------------------------------------------ 2
    {
        "name": "everyday-situations",
        "about": "What the person is doing while watching: cooking, commuting, ill in bed, a flight, "
                 "laundry, a treadmill, lunch at the desk, a sleeping baby, a hangover, ironing. "
                 "Runtime only where a number is given; type only where the format is named.",
        "requests": [
            {"mood": "Cooking dinner, need something on in the background that I don't have to "
                     "watch closely",
             "expect": {"genres_any": ["Reality", "Comedy", "Documentary"]}},
            {"mood": "on the train to work, about 35 minutes, one episode of something good",
             "expect": {"type": "tv", "max_runtime": 35}},
            {"mood": "home sick with the flu, brain is mush, I want comfort",
             "expect": {"genres_any": ["Comedy", "Family", "Animation", "Romance", "Fantasy"]}},
            {"mood": "Long-haul flight tomorrow, downloading a few films. Nothing with plane crashes "
                     "lol",
             "expect": {"type": "movie"}},
            {"mood": "Folding a mountain of laundry. Give me a sitcom.",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "on the treadmill for 45 min, need something with energy to keep me going",
             "expect": {"max_runtime": 45,
                        "genres_any": ["Action", "Thriller", "Comedy", "Music", "Reality",
                                       "Adventure", "Documentary"]}},
            {"mood": "lunch break is 25 minutes and I'm eating at my desk, something funny",
             "expect": {"max_runtime": 25, "genres_any": ["Comedy", "Animation"]}},
            {"mood": "Baby finally asleep on me and I can't move. Remote is in reach. Something "
                     "gentle, nothing loud",
             "expect": {"genres_any": ["Comedy", "Drama", "Romance", "Documentary", "Family",
                                       "Animation"]}},
            {"mood": "Hungover. Very hungover. Be kind.",
             "expect": {"genres_any": ["Comedy", "Animation", "Family", "Reality", "Documentary"]}},
            {"mood": "ironing shirts for the week and I want a murder mystery on",
             "expect": {"genres_any": ["Mystery", "Crime"]}},
        ],
    },
    # ------------------------------------------------------------------ 3
    {
        "name": "liked-titles-as-references",
        "about": "A catalogue title the person has seen and liked, with or without the word 'like', "
                 "often with a turn ('but darker', 'but newer'). The title is excluded; its genres "
                 "and the turn set genres_any.",
        "requests": [
            {"mood": "Like Knives Out but darker",
             "expect": {"genres_any": ["Mystery", "Crime", "Thriller", "Drama"],
                        "exclude_titles": ["Knives Out"]}},
            {"mood": "Severance vibes",
             "expect": {"genres_any": ["Science Fiction", "Mystery", "Thriller", "Drama"],
                        "exclude_titles": ["Severance"]}},
            {"mood": "Just finished The Bear and I'm bereft. Need another show that hits like that",
             "expect": {"type": "tv", "genres_any": ["Comedy", "Drama"],
                        "exclude_titles": ["The Bear"]}},
            {"mood": "Loved Paddington 2. Want something with that same kindness, but for grown-ups",
             "expect": {"genres_any": ["Comedy", "Family", "Drama", "Adventure"],
                        "exclude_titles": ["Paddington 2"]}},
            {"mood": "something in the spirit of Mad Max: Fury Road, just relentless from start to "
                     "finish",
             "expect": {"genres_any": ["Action", "Adventure", "Science Fiction", "Thriller"],
                        "exclude_titles": ["Mad Max: Fury Road"]}},
            {"mood": "The Great British Baking Show but not baking",
             "expect": {"type": "tv", "genres_any": ["Reality", "Documentary"],
                        "exclude_titles": ["The Great British Baking Show"]}},
            {"mood": "gimme more Spirited Away type stuff",
             "expect": {"genres_any": ["Animation", "Fantasy", "Adventure", "Family"],
                        "exclude_titles": ["Spirited Away"]}},
            {"mood": "When Harry Met Sally but more recent, like from the last 10 years",
             "expect": {"genres_any": ["Romance", "Comedy"], "year_min": 2016,
                        "exclude_titles": ["When Harry Met Sally..."]}},
            {"mood": "Succession but funny funny, not cringe funny",
             "expect": {"genres_any": ["Comedy"], "exclude_titles": ["Succession"]}},
            {"mood": "I liked Arrival a lot. More quiet sci-fi where people talk more than they "
                     "shoot",
             "expect": {"genres_any": ["Science Fiction", "Drama", "Mystery"],
                        "exclude_titles": ["Arrival"]}},
        ],
    },
    # ------------------------------------------------------------------ 4
    {
        "name": "refusals",
        "about": "What the person will not watch, said many ways. genres_none where a catalogue "
                 "genre carries the refusal (horror, romance, animation, war, western, reality, "
                 "documentary, action, crime, musicals); superheroes and subtitles stay soft.",
        "requests": [
            {"mood": "anything but horror",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "Nothing romantic. No rom-coms, no love triangles, I'm begging you",
             "expect": {"genres_none": ["Romance"]}},
            {"mood": "I'm so over superhero stuff. Sci-fi is fine, just no capes",
             "expect": {"genres_any": ["Science Fiction", "Drama", "Thriller", "Mystery",
                                       "Adventure"]}},
            {"mood": "not animated please, my husband flat out refuses cartoons",
             "expect": {"genres_none": ["Animation"]}},
            {"mood": "Something funny, and I can't do subtitles tonight, too tired to read",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "no war films, no westerns, and nothing older than me (born 1990)",
             "expect": {"type": "movie", "genres_none": ["War", "Western"], "year_min": 1990}},
            {"mood": "Nothing sad. Nothing scary. Nothing where I have to think.",
             "expect": {"genres_none": ["Horror"],
                        "genres_any": ["Comedy", "Family", "Animation", "Action", "Adventure",
                                       "Reality"]}},
            {"mood": "don't show me reality TV or documentaries, I want an actual story",
             "expect": {"genres_none": ["Reality", "Documentary"]}},
            {"mood": "I'd rather skip violence altogether tonight, so no action, no war, no crime "
                     "stuff",
             "expect": {"genres_none": ["Action", "War", "Crime"]}},
            {"mood": "can't handle musicals, my partner sings along to every single song",
             "expect": {"genres_none": ["Music"]}},
        ],
    },
    # ------------------------------------------------------------------ 5
    {
        "name": "time-and-runtime",
        "about": "Minutes, hours and clock times; max_runtime from the arithmetic (per episode for "
                 "a series). A long film wanted on purpose has no limit; a weekend binge's total "
                 "length is not encodable.",
        "requests": [
            {"mood": "I've got 90 minutes before I have to go pick up my son",
             "expect": {"max_runtime": 90}},
            {"mood": "It's 9:40 and I turn into a pumpkin at 11:15. A film please.",
             "expect": {"type": "movie", "max_runtime": 95}},
            {"mood": "three episodes of something before bed, I've got about an hour and a half",
             "expect": {"type": "tv", "max_runtime": 30}},
            {"mood": "I have the whole afternoon. Give me a long epic, 3 hours is totally fine",
             "expect": {"type": "movie",
                        "genres_any": ["History", "War", "Adventure", "Drama", "Fantasy",
                                       "Science Fiction", "Western"]}},
            {"mood": "thriller under 100 min, I always fall asleep in long ones",
             "expect": {"max_runtime": 100,
                        "genres_any": ["Thriller", "Mystery", "Crime", "Horror"]}},
            {"mood": "Kids are at practice from 5 to 6:30 and it's a 10 minute drive each way. What "
                     "can I watch in between, just me",
             "expect": {"max_runtime": 70}},
            {"mood": "long weekend, want to binge a show I can actually finish in 2 days",
             "expect": {"type": "tv"}},
            {"mood": "A film that's no longer than 1h45",
             "expect": {"type": "movie", "max_runtime": 105}},
            {"mood": "up at 6:30, out the door at 7:30, want something light to watch with "
                     "breakfast",
             "expect": {"max_runtime": 60,
                        "genres_any": ["Comedy", "Animation", "Reality", "Documentary", "Family"]}},
            {"mood": "one episode, 20-25 min, animated",
             "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Animation"]}},
        ],
    },
    # ------------------------------------------------------------------ 6
    {
        "name": "loose-eras",
        "about": "Eras said loosely: a decade, 'late 90s', 'old Hollywood', 'recent', 'when I was "
                 "in high school', 'turn of the millennium'. Years from 2026; type only where a "
                 "film or a show is named.",
        "requests": [
            {"mood": "something from when my parents were young, like the 70s",
             "expect": {"year_min": 1970, "year_max": 1979}},
            {"mood": "late 90s teen movie energy",
             "expect": {"type": "movie", "year_min": 1996, "year_max": 1999,
                        "genres_any": ["Comedy", "Romance", "Drama"]}},
            {"mood": "old Hollywood, black and white, the real classics",
             "expect": {"type": "movie", "year_max": 1960}},
            {"mood": "Something recent? Like came out in the past year or two",
             "expect": {"year_min": 2024}},
            {"mood": "a noughties TV show I might've missed",
             "expect": {"type": "tv", "year_min": 2000, "year_max": 2009}},
            {"mood": "stuff that came out when I was in high school. I'm 35",
             "expect": {"year_min": 2004, "year_max": 2009}},
            {"mood": "80s action, the cheesier the better",
             "expect": {"year_min": 1980, "year_max": 1989, "genres_any": ["Action", "Adventure"]}},
            {"mood": "a post-war picture, 1940s or 50s",
             "expect": {"type": "movie", "year_min": 1940, "year_max": 1959}},
            {"mood": "turn-of-the-millennium sci-fi",
             "expect": {"year_min": 1998, "year_max": 2002, "genres_any": ["Science Fiction"]}},
            {"mood": "anything made in the last ten years, I can't do old-looking stuff",
             "expect": {"year_min": 2016}},
        ],
    },
    # ------------------------------------------------------------------ 7
    {
        "name": "film-series-miniseries",
        "about": "The person names the format: a film, a show, a miniseries or limited series, a "
                 "docuseries, a long-running series. One season, standalone and franchise wishes "
                 "stay soft.",
        "requests": [
            {"mood": "a miniseries, one season and done. Crime, ideally",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Thriller", "Drama"]}},
            {"mood": "not a show, a MOVIE. a comedy",
             "expect": {"type": "movie", "genres_any": ["Comedy"]}},
            {"mood": "looking for a long-running series to sink into for months",
             "expect": {"type": "tv"}},
            {"mood": "limited series based on real events",
             "expect": {"type": "tv", "genres_any": ["History", "Drama", "Documentary", "Crime"]}},
            {"mood": "a feature-length documentary, something gripping",
             "expect": {"type": "movie", "genres_any": ["Documentary"]}},
            {"mood": "sitcom with short episodes I can dip in and out of",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "A standalone fantasy film. I don't want to commit to a whole franchise",
             "expect": {"type": "movie", "genres_any": ["Fantasy"]}},
            {"mood": "docuseries about food or travel",
             "expect": {"type": "tv", "genres_any": ["Documentary", "Reality"]}},
            {"mood": "animated series for adults",
             "expect": {"type": "tv", "genres_any": ["Animation"]}},
            {"mood": "one film I can watch in one go, a period drama with costumes and longing looks",
             "expect": {"type": "movie", "genres_any": ["History", "Drama", "Romance"]}},
        ],
    },
    # ------------------------------------------------------------------ 8
    {
        "name": "kids-and-grandparents",
        "about": "Audiences by age: toddlers, children of given ages, a teenager, a grandmother, a "
                 "father of 70, three generations. family_safe for children of 9 or under and for a "
                 "grandmother who hates swearing; not for a 15-year-old, an 11-year-old or a 70-year-"
                 "old who likes war films.",
        "requests": [
            {"mood": "my 4 year old wants a movie",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Animation", "Family"]}},
            {"mood": "something for a 9 and a 12 year old, both boys, they want adventure",
             "expect": {"family_safe": True,
                        "genres_any": ["Adventure", "Action", "Family", "Fantasy", "Animation",
                                       "Comedy", "Science Fiction"]}},
            {"mood": "watching with my 15 year old daughter, she's really into mysteries",
             "expect": {"genres_any": ["Mystery", "Crime", "Thriller"]}},
            {"mood": "Grandma is staying with us, she's 84 and hates swearing",
             "expect": {"family_safe": True,
                        "genres_any": ["Comedy", "Drama", "Romance", "Family", "Music",
                                       "Documentary", "History"]}},
            {"mood": "toddler sing-along",
             "expect": {"family_safe": True, "genres_any": ["Music", "Family", "Animation"]}},
            {"mood": "sleepover with six 8-year-olds, they want scary but not nightmare scary",
             "expect": {"family_safe": True,
                        "genres_any": ["Horror", "Fantasy", "Mystery", "Comedy", "Family",
                                       "Animation"]}},
            {"mood": "my dad's 70 and he loves westerns and war films",
             "expect": {"genres_any": ["Western", "War"]}},
            {"mood": "three generations on the couch: me, my mum and my 6yo. Sunday afternoon film",
             "expect": {"type": "movie", "family_safe": True}},
            {"mood": "something for my 11 year old that isn't babyish",
             "expect": {"genres_any": ["Adventure", "Fantasy", "Comedy", "Science Fiction",
                                       "Action", "Family", "Mystery", "Animation"]}},
            {"mood": "babysitting 5 year old twins and one of them cries at anything sad",
             "expect": {"family_safe": True,
                        "genres_any": ["Comedy", "Animation", "Family", "Adventure"]}},
        ],
    },
    # ------------------------------------------------------------------ 9
    {
        "name": "dates-and-solo",
        "about": "Watching as a couple or alone: first dates, anniversaries, long distance, a "
                 "breakup, a birthday, a night to oneself. Type where a film is named; Romance "
                 "refused after a breakup.",
        "requests": [
            {"mood": "first date at my place, want something fun that isn't cringey romantic",
             "expect": {"genres_any": ["Comedy", "Adventure", "Action", "Romance", "Mystery"]}},
            {"mood": "10 year anniversary. something sweeping and romantic",
             "expect": {"genres_any": ["Romance", "Drama"]}},
            {"mood": "long distance movie night with my gf, we sync it up over video call",
             "expect": {"type": "movie",
                        "genres_any": ["Romance", "Comedy", "Drama", "Adventure", "Animation",
                                       "Fantasy"]}},
            {"mood": "alone tonight and loving it. something arty and strange I'd never get to pick "
                     "with other people around",
             "expect": {"genres_any": ["Drama", "Fantasy", "Science Fiction", "Mystery", "Horror"]}},
            {"mood": "just got dumped. no love stories please",
             "expect": {"genres_none": ["Romance"]}},
            {"mood": "date night but he hates anything slow and I hate gore",
             "expect": {"genres_any": ["Action", "Thriller", "Comedy", "Adventure", "Crime",
                                       "Science Fiction", "Mystery"]}},
            {"mood": "my boyfriend has never seen a Studio Ghibli film. which one first??",
             "expect": {"type": "movie", "genres_any": ["Animation"]}},
            {"mood": "solo sunday. want to sit with something slow and beautiful",
             "expect": {"genres_any": ["Drama", "Romance", "Documentary", "Animation"]}},
            {"mood": "it's my wife's birthday and she loves anything Jane Austen-ish",
             "expect": {"genres_any": ["Romance", "Drama", "History", "Comedy"]}},
            {"mood": "me and my husband, both in our sixties, want something clever, not crude",
             "expect": {"genres_any": ["Mystery", "Crime", "Drama", "Thriller", "Comedy"]}},
        ],
    },
    # ------------------------------------------------------------------ 10
    {
        "name": "group-compromise",
        "about": "Several people with different wishes: genres_any takes in every side; each stated "
                 "refusal or limit of any one person is hard.",
        "requests": [
            {"mood": "4 of us, two want horror and two want comedy",
             "expect": {"genres_any": ["Horror", "Comedy"]}},
            {"mood": "friends night: one hates sci-fi, one won't do subtitles and one falls asleep "
                     "in anything over 2 hours",
             "expect": {"genres_none": ["Science Fiction"], "max_runtime": 120}},
            {"mood": "Me: thriller. Her: romcom. Find the middle ground",
             "expect": {"genres_any": ["Thriller", "Romance", "Comedy", "Mystery"]}},
            {"mood": "family movie night with kids 7 and 13 plus grandpa and nobody agrees on "
                     "anything",
             "expect": {"type": "movie", "family_safe": True}},
            {"mood": "roommates want something we can all yell at the TV about",
             "expect": {"genres_any": ["Reality", "Horror", "Thriller", "Comedy"]}},
            {"mood": "book club is skipping the book this month, we want to watch an adaptation of "
                     "a classic novel instead",
             "expect": {"genres_any": ["Drama", "Romance", "History"]}},
            {"mood": "he wants action, I want it to have an actual plot and not be dumb",
             "expect": {"genres_any": ["Action", "Thriller", "Science Fiction", "Crime",
                                       "Adventure"]}},
            {"mood": "work team social, about 12 of us, keep it PG",
             "expect": {"family_safe": True,
                        "genres_any": ["Comedy", "Adventure", "Family", "Animation", "Music"]}},
            {"mood": "my brother only watches anime and I never have. what's a good one for both "
                     "of us",
             "expect": {"genres_any": ["Animation"]}},
            {"mood": "game night got cancelled, 5 of us bored on the sofa, something we can all "
                     "quote along to",
             "expect": {"genres_any": ["Comedy"]}},
        ],
    },
    # ------------------------------------------------------------------ 11
    {
        "name": "texting-typos-emoji",
        "about": "Abbreviations, slang, typos and emoji, read as the person meant them.",
        "requests": [
            {"mood": "smth funny n short pls",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "scary movie 🎃👻",
             "expect": {"type": "movie", "genres_any": ["Horror"]}},
            {"mood": "need a good cry 😭😭 rom dram",
             "expect": {"genres_any": ["Romance", "Drama"]}},
            {"mood": "bored af, somthing exciting",
             "expect": {"genres_any": ["Action", "Thriller", "Adventure"]}},
            {"mood": "wat shud i watch w my lil bro hes 6",
             "expect": {"family_safe": True,
                        "genres_any": ["Animation", "Family", "Comedy", "Adventure"]}},
            {"mood": "kdrama rec?? no sad endings",
             "expect": {"type": "tv", "genres_any": ["Romance", "Drama", "Comedy"]}},
            {"mood": "mystery thrillr, no horor",
             "expect": {"genres_any": ["Mystery", "Thriller", "Crime"],
                        "genres_none": ["Horror"]}},
            {"mood": "🚀🌌👽",
             "expect": {"genres_any": ["Science Fiction"]}},
            {"mood": "lowkey want a cheesy xmas movie ngl",
             "expect": {"type": "movie",
                        "genres_any": ["Comedy", "Family", "Romance", "Fantasy"]}},
            {"mood": "skip the dramas rn, sumthin light",
             "expect": {"genres_none": ["Drama"],
                        "genres_any": ["Comedy", "Animation", "Family", "Reality"]}},
        ],
    },
    # ------------------------------------------------------------------ 12
    {
        "name": "long-rambles",
        "about": "About 50 to 100 words of life around the wish; the clauses come from what is said "
                 "in passing.",
        "requests": [
            {"mood": "So I moved to a new city three weeks ago for work and I don't really know "
                     "anyone yet. Evenings are long. I think I want a comedy series about a group of "
                     "friends, the kind where you feel like you're hanging out with them. I don't "
                     "want anything with murders or cops though, I get enough of that on the news. "
                     "Something I can put on every night for a while.",
             "expect": {"type": "tv", "genres_any": ["Comedy"], "genres_none": ["Crime"]}},
            {"mood": "I'm a nurse on nights this month so I get home at 8am wired and need to wind "
                     "down before I can sleep. Episodes of 45 minutes max or I'll keep going. And "
                     "please nothing tense or scary, my whole shift is tense. No hospital shows "
                     "either, obviously.",
             "expect": {"type": "tv", "max_runtime": 45, "genres_none": ["Thriller", "Horror"]}},
            {"mood": "Kids (8 and 10) are at their grandma's for the night which basically never "
                     "happens, so my husband and I want a proper grown-up film. Clever, twisty, a "
                     "thriller ideally. We've already seen Gone Girl and Prisoners so not those. We "
                     "don't mind if it's long, we have all night for once!",
             "expect": {"type": "movie", "genres_any": ["Thriller", "Mystery", "Crime"],
                        "exclude_titles": ["Gone Girl", "Prisoners"]}},
            {"mood": "exams in 2 weeks and I've been revising since 7am, my brain is fried. taking "
                     "a proper break but I only have half an hour before I go back to it. something "
                     "animated and silly that doesn't need any attention, preferably where I don't "
                     "have to know the plot from before",
             "expect": {"max_runtime": 30, "genres_any": ["Animation", "Comedy"]}},
            {"mood": "Retired history teacher here. I have loved The Crown and Downton Abbey and I'm "
                     "looking for another period drama series in that vein, ideally with real "
                     "history in it rather than made-up kings. I don't mind a slow pace at all, in "
                     "fact I prefer it. My wife will probably watch too.",
             "expect": {"type": "tv", "genres_any": ["History", "Drama"],
                        "exclude_titles": ["The Crown", "Downton Abbey"]}},
            {"mood": "Partner's away for the week, it's supposed to rain the whole weekend and I "
                     "want a big fantasy series to lose myself in. Already done Game of Thrones and "
                     "House of the Dragon. Not anime, I've tried, it's not for me. Dragons optional "
                     "but appreciated.",
             "expect": {"type": "tv", "genres_any": ["Fantasy", "Adventure"],
                        "genres_none": ["Animation"],
                        "exclude_titles": ["Game of Thrones", "House of the Dragon"]}},
            {"mood": "My friend from Osaka is visiting and she's never seen the American movies we "
                     "all grew up on. I want to show her one proper 80s classic, the kind every "
                     "kid here watched on VHS a hundred times. Fun, not too heavy, something that "
                     "explains my childhood a bit.",
             "expect": {"type": "movie", "year_min": 1980, "year_max": 1989,
                        "genres_any": ["Adventure", "Comedy", "Family", "Fantasy",
                                       "Science Fiction"]}},
            {"mood": "Recovering from knee surgery, stuck on the sofa for at least a month. I've "
                     "got so much time. I'd love a long nature documentary series, oceans, animals, "
                     "anything like that, something beautiful to look at while I'm stuck inside. "
                     "The more episodes the better honestly.",
             "expect": {"type": "tv", "genres_any": ["Documentary"]}},
            {"mood": "ok so it's been a rough month, breakup, moving out, the whole thing. I don't "
                     "want to wallow but I also can't watch happy couples right now. Maybe "
                     "something where everyone's terrible to each other but it's funny? Please no "
                     "couples, no romance subplot, I will throw the remote.",
             "expect": {"genres_any": ["Comedy", "Drama"], "genres_none": ["Romance"]}},
            {"mood": "My dad played guitar in a band in the 70s and it's his birthday Saturday. He "
                     "still talks about seeing all these bands live. I want to put something on "
                     "after dinner that he'll love, a music documentary or a film about a "
                     "band or a rock star, he's not fussy as long as the music's good.",
             "expect": {"genres_any": ["Music", "Documentary"]}},
        ],
    },
    # ------------------------------------------------------------------ 13
    {
        "name": "languages-of-europe",
        "about": "Ten European languages, one request each: Spanish, French, German, Italian, "
                 "Brazilian Portuguese, Dutch, Polish, Czech, Swedish and Greek. Clauses as for "
                 "English; the language of the answer itself is not encoded.",
        "requests": [
            {"mood": "Quiero una película de miedo pero que no sea demasiado sangrienta",
             "expect": {"type": "movie", "genres_any": ["Horror", "Thriller", "Mystery"]}},
            {"mood": "Une série policière pas trop violente, avec une vraie énigme à résoudre",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery"]}},
            {"mood": "Etwas Lustiges für heute Abend, aber bitte keine Zeichentrickfilme",
             "expect": {"genres_any": ["Comedy"], "genres_none": ["Animation"]}},
            {"mood": "Un film romantico ambientato in Europa, niente di troppo triste",
             "expect": {"type": "movie", "genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "quero maratonar uma série de ficção científica, de preferência recente",
             "expect": {"type": "tv", "genres_any": ["Science Fiction"]}},
            {"mood": "Iets om samen met mijn vader (78) te kijken, hij houdt van oorlogsfilms",
             "expect": {"genres_any": ["War", "History"]}},
            {"mood": "Coś krótkiego na przerwę obiadową, max 30 minut, może jakaś animacja",
             "expect": {"max_runtime": 30, "genres_any": ["Animation", "Comedy"]}},
            {"mood": "Nějakou dobrou detektivku z devadesátek",
             "expect": {"year_min": 1990, "year_max": 1999,
                        "genres_any": ["Crime", "Mystery", "Thriller"]}},
            {"mood": "Något mysigt att se med barnen (5 och 7) till fredagsmyset",
             "expect": {"family_safe": True, "genres_any": ["Family", "Animation", "Comedy"]}},
            {"mood": "Θέλω ένα ντοκιμαντέρ για τη φύση ή για ζώα",
             "expect": {"genres_any": ["Documentary"]}},
        ],
    },
    # ------------------------------------------------------------------ 14
    {
        "name": "languages-beyond-europe",
        "about": "Ten languages from outside Europe, one request each: Japanese, Korean, Hindi, "
                 "Arabic, Turkish, Mandarin Chinese, Indonesian, Persian, Swahili and Vietnamese.",
        "requests": [
            {"mood": "泣ける映画が観たい。アニメじゃないやつで",
             "expect": {"type": "movie", "genres_none": ["Animation"],
                        "genres_any": ["Drama", "Romance", "War", "Family", "History"]}},
            {"mood": "퇴근하고 가볍게 볼 예능이나 시트콤 추천해줘",
             "expect": {"type": "tv", "genres_any": ["Reality", "Comedy"]}},
            {"mood": "बच्चों के साथ देखने लायक कोई अच्छी फ़िल्म बताओ, बच्चे 6 और 9 साल के हैं",
             "expect": {"type": "movie", "family_safe": True}},
            {"mood": "أريد مسلسل غموض وتشويق، حلقات قصيرة لا تزيد عن نصف ساعة",
             "expect": {"type": "tv", "max_runtime": 30,
                        "genres_any": ["Mystery", "Thriller", "Crime"]}},
            {"mood": "Bu akşam sevgilimle izleyebileceğimiz romantik bir komedi filmi arıyorum",
             "expect": {"type": "movie", "genres_any": ["Romance", "Comedy"]}},
            {"mood": "想看一部烧脑的科幻片，越复杂越好",
             "expect": {"type": "movie", "genres_any": ["Science Fiction", "Mystery", "Thriller"]}},
            {"mood": "Film horor yang bikin merinding tapi nggak terlalu sadis",
             "expect": {"type": "movie", "genres_any": ["Horror"]}},
            {"mood": "یه سریال تاریخی خوب می‌خوام برای آخر هفته",
             "expect": {"type": "tv", "genres_any": ["History", "Drama", "War"]}},
            {"mood": "Nataka filamu ya kuchekesha ya kutazama na familia yangu jioni hii",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Family"]}},
            {"mood": "Gợi ý phim hoạt hình cho người lớn, không phải cho trẻ con",
             "expect": {"genres_any": ["Animation"]}},
        ],
    },
    # ------------------------------------------------------------------ 15
    {
        "name": "ratings-led",
        "about": "The person's ratings carry the request; the words are vague. genres_any follows "
                 "the liked titles; a format or an audience in the words is encoded as usual.",
        "requests": [
            {"mood": "something like the stuff I've rated high",
             "user": {"liked": [("Arrival", 9), ("Interstellar", 8), ("Blade Runner 2049", 9)],
                      "disliked": [("Avengers: Endgame", 3)]},
             "expect": {"genres_any": ["Science Fiction", "Drama", "Mystery"]}},
            {"mood": "surprise me",
             "user": {"liked": [("The Grand Budapest Hotel", 9), ("Fantastic Mr. Fox", 8),
                                ("Rushmore", 8)],
                      "disliked": [("The Hangover", 3)]},
             "expect": {"genres_any": ["Comedy", "Drama", "Adventure", "Animation"]}},
            {"mood": "more of this pls",
             "user": {"liked": [("Schitt's Creek", 10), ("Parks and Recreation", 9),
                                ("Ted Lasso", 8)],
                      "disliked": [("It's Always Sunny in Philadelphia", 2)]},
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "Tonight's pick?",
             "user": {"liked": [("Hereditary", 9), ("The Witch", 8), ("Midsommar", 8)]},
             "expect": {"genres_any": ["Horror", "Mystery", "Thriller"]}},
            {"mood": "I want a new show to get hooked on",
             "user": {"liked": [("Breaking Bad", 10), ("Ozark", 8), ("Better Call Saul", 9)],
                      "disliked": [("Grey's Anatomy", 2)]},
             "expect": {"type": "tv", "genres_any": ["Crime", "Drama", "Thriller"]}},
            {"mood": "something for the little ones",
             "user": {"liked": [("Bluey", 10), ("Encanto", 8), ("Moana", 9)],
                      "disliked": [("PAW Patrol", 3)]},
             "expect": {"family_safe": True,
                        "genres_any": ["Animation", "Family", "Music", "Comedy"]}},
            {"mood": "what should I watch next",
             "user": {"liked": [("Pride & Prejudice", 9), ("Bridgerton", 8), ("Downton Abbey", 8)],
                      "disliked": [("Game of Thrones", 2)]},
             "expect": {"genres_any": ["Romance", "Drama", "History"]}},
            {"mood": "need a pick-me-up",
             "user": {"liked": [("Amélie", 9), ("The Intouchables", 8), ("Paddington 2", 9)],
                      "disliked": [("Requiem for a Dream", 1)]},
             "expect": {"genres_any": ["Comedy", "Drama", "Romance", "Family"]}},
            {"mood": "anime recs",
             "user": {"liked": [("Fullmetal Alchemist: Brotherhood", 10), ("Attack on Titan", 9),
                                ("Death Note", 8)],
                      "disliked": [("Pokémon", 3)]},
             "expect": {"genres_any": ["Animation"]}},
            {"mood": "docs",
             "user": {"liked": [("Free Solo", 9), ("Man on Wire", 8), ("Senna", 9)],
                      "disliked": [("Keeping Up with the Kardashians", 1)]},
             "expect": {"genres_any": ["Documentary"]}},
        ],
    },
    # ------------------------------------------------------------------ 16
    {
        "name": "subjects-and-subgenres",
        "about": "A subject or subgenre the catalogue's genres only approximate: heists, courtrooms, "
                 "sports underdogs, realistic space, found footage, cooking shows, time loops, "
                 "musician biopics, samurai, funny zombies. genres_any is the nearest genres.",
        "requests": [
            {"mood": "a heist movie",
             "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Action", "Comedy"]}},
            {"mood": "courtroom drama",
             "expect": {"genres_any": ["Drama", "Crime", "Thriller", "Mystery"]}},
            {"mood": "a sports underdog story that'll make me cheer at the TV",
             "expect": {"genres_any": ["Drama", "Comedy", "Family", "History", "Documentary"]}},
            {"mood": "Space, but realistic. Astronauts, NASA, that kind of thing",
             "expect": {"genres_any": ["Science Fiction", "Drama", "History", "Documentary",
                                       "Adventure"]}},
            {"mood": "found footage horror",
             "expect": {"genres_any": ["Horror"]}},
            {"mood": "a cooking show that's actually relaxing, not people screaming in a kitchen",
             "expect": {"type": "tv", "genres_any": ["Reality", "Documentary"]}},
            {"mood": "time loop stuff",
             "expect": {"genres_any": ["Science Fiction", "Fantasy", "Comedy", "Thriller",
                                       "Mystery"]}},
            {"mood": "a biopic about a musician",
             "expect": {"genres_any": ["Music", "Drama", "History"]}},
            {"mood": "samurai",
             "expect": {"genres_any": ["Action", "Drama", "History", "Adventure", "Animation",
                                       "War"]}},
            {"mood": "zombies but make it funny",
             "expect": {"genres_any": ["Comedy", "Horror"]}},
        ],
    },
]
