"""The sixteenth blind set: 160 mood requests in 16 categories of 10, written by an author who has
not read the engine, nor any other set. `python3 bench/eval/categorised_set.py sixteenth` checks them
against the request format and the seed catalogue and writes the dev and sealed halves.

Each request: "mood" (what the person typed), "expect" (the clauses of docs/eval.md; genres_any is
the only soft one) and, for a few, "user" (ratings as (title, rating), liked 7-10, disliked 1-4).
Hard clauses only where the person stated or clearly implied them; the catalogue's year of checking
(2026) is "now"."""

CATEGORIES = [
    {
        "name": "fragments-and-texting",
        "about": "Two to a dozen words, texting spelling, slang, emoji and code-switching; the wish is "
                 "all there is.",
        "requests": [
            {"mood": "scary but not gory",
             "expect": {"genres_any": ["Horror", "Thriller", "Mystery"]}},
            {"mood": "sad girl hours 😭🍷",
             "expect": {"genres_any": ["Drama", "Romance"]}},
            {"mood": "yaar kuch funny dikha do, dimag kharab hai aaj 😩",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "heist movie",
             "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Action", "Comedy"]}},
            {"mood": "brain off. explosions. 💥💥",
             "expect": {"genres_any": ["Action"]}},
            {"mood": "cozy mystery, no gore pls",
             "expect": {"genres_any": ["Mystery", "Crime"]}},
            {"mood": "anime 2nite?",
             "expect": {"genres_any": ["Animation"]}},
            {"mood": "need a good cry ngl",
             "expect": {"genres_any": ["Drama", "Romance"]}},
            {"mood": "space stuff but not dumb",
             "expect": {"genres_any": ["Science Fiction", "Documentary"]}},
            {"mood": "lol literally anything but reality tv",
             "expect": {"genres_none": ["Reality"]}},
        ],
    },
    {
        "name": "long-day-stories",
        "about": "Rambling messages (about 45-75 words) with the day or the household around the "
                 "wish; the clauses come only from what is asked for.",
        "requests": [
            {"mood": "ok so today was a disaster, the dishwasher flooded the kitchen, the downstairs "
                     "neighbour came up to complain about the ceiling, my boss moved the deadline up to "
                     "thursday and i ate cereal for dinner standing at the counter. i "
                     "don't want anything that makes me think. something light and silly, a comedy, "
                     "and honestly nothing with people yelling at each other, i've had enough of that "
                     "for one day",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "Just finished three night shifts in a row on the ward and I can't sleep yet. "
                     "Please nothing medical, no hospitals, nobody dying in a bed. Something gentle and "
                     "low stakes, animals or nature or people baking cakes, I genuinely don't mind "
                     "which. I'll probably fall asleep halfway so it shouldn't need concentration.",
             "expect": {"genres_any": ["Documentary", "Reality", "Family", "Comedy"]}},
            {"mood": "we moved house this weekend and every muscle hurts, boxes everywhere, the only "
                     "thing plugged in is the telly. my partner wants an action film, I want something "
                     "that doesn't need me to follow a complicated plot, so: a dumb fun action movie "
                     "where the good guys win and it's over in under two hours",
             "expect": {"type": "movie", "max_runtime": 119, "genres_any": ["Action"]}},
            {"mood": "EXAMS FINISHED TODAY!!! I have been revising chemistry for like three weeks "
                     "straight and my brain is soup. mum says I can stay up but the film has to finish "
                     "by midnight and it's 9:45 now so like. whatever fits. I want something EPIC, "
                     "fantasy or sci fi, dragons would be elite",
             "expect": {"type": "movie", "max_runtime": 135,
                        "genres_any": ["Fantasy", "Science Fiction", "Adventure"]}},
            {"mood": "our old dog died on tuesday. the kids are sad and so am i. i don't want anything "
                     "with a dog in it or where an animal dies, please. we just need to laugh a bit, "
                     "all four of us on the sofa, the youngest is 6 and the oldest is 11",
             "expect": {"family_safe": True, "genres_any": ["Comedy", "Family", "Animation"]}},
            {"mood": "Flight got cancelled, I'm stuck in an airport hotel in Frankfurt with bad wifi "
                     "and a tiny bed, nothing downloaded on my laptop. I want to start a series tonight "
                     "that I can keep bingeing on the rebooked flight tomorrow, something gripping, a "
                     "thriller or a mystery, English or subtitled, doesn't matter at this point",
             "expect": {"type": "tv", "genres_any": ["Thriller", "Mystery", "Crime"]}},
            {"mood": "my book club read Pride and Prejudice this month and half of them didn't finish it "
                     "lol. I'm hosting on sunday and thought we could watch something in that spirit "
                     "instead: period costumes, letters, longing looks across a ballroom, someone being "
                     "proud and someone being prejudiced. there'll be six of us, mostly retired teachers, "
                     "plenty of wine. not the zombie version, Margaret will leave",
             "expect": {"genres_none": ["Horror"], "genres_any": ["Romance", "Drama", "History"]}},
            {"mood": "Every single Friday my husband picks and every single Friday it's some grim war "
                     "documentary or a submarine film where everyone is sweaty and shouting. THIS "
                     "Friday is MINE. I want a romcom. A proper one, with a meet-cute and a run through "
                     "an airport. He can sulk. No war, no documentaries, no submarines.",
             "expect": {"genres_none": ["War", "Documentary"], "genres_any": ["Romance", "Comedy"]}},
            {"mood": "kids are finally asleep, laundry is folded (lie, it's in a pile on the chair), and "
                     "I have exactly one episode's worth of energy left before I pass out, 30 minutes "
                     "tops. something funny that I don't need to have seen from the start, like an old "
                     "sitcom where every episode stands on its own",
             "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"]}},
            {"mood": "Snowed in, power came back an hour ago and the whole street has been shovelling. "
                     "Neighbours are coming over with soup, eight adults, two of them very religious and "
                     "they really mind swearing and sex scenes, so nothing crude at all. An old "
                     "fashioned crowd-pleaser of a film would be perfect.",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Comedy", "Drama", "Family", "Adventure", "Romance", "Music"]}},
        ],
    },
    {
        "name": "kids-with-ages",
        "about": "Children named by age, with what they like and what the adults will allow; family_safe "
                 "for young children and stated rating limits, not for teenagers.",
        "requests": [
            {"mood": "movie for a 4 year old who gets scared really easily",
             "expect": {"type": "movie", "family_safe": True, "genres_none": ["Horror"],
                        "genres_any": ["Animation", "Family"]}},
            {"mood": "my twins are 7 and OBSESSED with dinosaurs and volcanoes 🦖🌋",
             "expect": {"family_safe": True,
                        "genres_any": ["Family", "Animation", "Adventure", "Documentary"]}},
            {"mood": "sleepover for my daughter's 10th bday, 6 girls, want a film they'll scream-laugh "
                     "at, nothing scary. PG max, the other parents were VERY clear",
             "expect": {"type": "movie", "family_safe": True, "genres_none": ["Horror"],
                        "genres_any": ["Comedy", "Family", "Animation", "Music"]}},
            {"mood": "my son is 13 and thinks everything made for kids is 'cringe', but I'm not ready for "
                     "the really gory R stuff. something with action he'd think is cool?",
             "expect": {"genres_any": ["Action", "Adventure", "Science Fiction"]}},
            {"mood": "toddler (2) needs 20ish min of something calm so i can shower lol",
             "expect": {"type": "tv", "family_safe": True, "max_runtime": 25,
                        "genres_any": ["Animation", "Family"]}},
            {"mood": "Family film night, kids are 5, 8 and 11. The 11 year old says she's too old for "
                     "'baby cartoons'. Anything all three will actually like?",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Family", "Adventure", "Comedy", "Fantasy"]}},
            {"mood": "nephew is 9 and wants 'a scary one' for halloween but his mom will kill me if he "
                     "has nightmares",
             "expect": {"family_safe": True,
                        "genres_any": ["Horror", "Fantasy", "Mystery", "Family", "Comedy"]}},
            {"mood": "what can a 6 and a 3 year old watch in the car, trip is 3 hrs and they need "
                     "episodes not a whole film or they fight over the tablet",
             "expect": {"type": "tv", "family_safe": True, "genres_any": ["Animation", "Family"]}},
            {"mood": "two preteens (11 and 12) who are into musicals and dancing right now",
             "expect": {"genres_any": ["Music"]}},
            {"mood": "Teaching Year 4 and it's the last afternoon before the holidays. School rules: U "
                     "or PG only, and it has to be under 100 minutes because of the bell.",
             "expect": {"type": "movie", "family_safe": True, "max_runtime": 99,
                        "genres_any": ["Family", "Animation", "Comedy", "Adventure"]}},
        ],
    },
    {
        "name": "grandparents-and-generations",
        "about": "Grandparents, in-laws and three generations on one sofa; eras they remember and "
                 "what they will not sit through.",
        "requests": [
            {"mood": "Grandma is 88 and staying with us. She loves the old Hollywood musicals, Gene "
                     "Kelly and all that.",
             "expect": {"type": "movie", "year_max": 1969, "genres_any": ["Music", "Romance", "Comedy"]}},
            {"mood": "something me (34), my dad (67) and my son (12) can all enjoy?? dad falls asleep in "
                     "anything slow",
             "expect": {"genres_any": ["Adventure", "Action", "Comedy"]}},
            {"mood": "the in-laws are devout: no swearing, no sex, nothing blasphemous. they like "
                     "westerns and war stories from the old days",
             "expect": {"family_safe": True, "year_max": 1979, "genres_any": ["Western", "War"]}},
            {"mood": "Nana wants a whodunnit like her Agatha Christie paperbacks. Nothing with blood. "
                     "She's 81 and has the subtitles on permanently.",
             "expect": {"genres_none": ["Horror"], "genres_any": ["Mystery", "Crime"]}},
            {"mood": "3 generations on the sofa for boxing day, ages 6 to 79, need ONE film nobody walks "
                     "out of. 2 hrs max bc of the trifle",
             "expect": {"type": "movie", "family_safe": True, "max_runtime": 120,
                        "genres_any": ["Family", "Comedy", "Adventure", "Animation", "Fantasy"]}},
            {"mood": "my grandpa keeps asking for 'one of those cowboy pictures' he saw at the matinee "
                     "as a boy. he was born in 1948 if that helps",
             "expect": {"type": "movie", "year_max": 1965, "genres_any": ["Western", "Adventure"]}},
            {"mood": "watching with mum who just had her hip done, she likes gentle British stuff, "
                     "vicars, villages, nobody getting murdered too graphically",
             "expect": {"genres_any": ["Comedy", "Drama", "Mystery"]}},
            {"mood": "Abuela is staying with us for a month. Tonight is her pick: she wants romance, "
                     "music and a happy ending, and she said very firmly 'nothing with guns'.",
             "expect": {"genres_none": ["Action", "War", "Western", "Crime"],
                        "genres_any": ["Romance", "Music"]}},
            {"mood": "granddad (90) only watches black and white films, says colour ruined cinema 🙄 "
                     "what's a good one",
             "expect": {"type": "movie", "year_max": 1964}},
            {"mood": "Ouma kuier die naweek. Sy is mal oor ou musiekfilms waar almal sing en dans, maar "
                     "niks met vloekwoorde of lelike goed nie, asseblief.",
             "expect": {"type": "movie", "family_safe": True, "genres_any": ["Music"]}},
        ],
    },
    {
        "name": "date-nights",
        "about": "Couples at every stage: first dates, anniversaries, long distance, compromises "
                 "and a toddler who sets the clock.",
        "requests": [
            {"mood": "first date at my place (nervous!!). nothing too intense, nothing awkward-sexy, "
                     "something we can talk over a bit",
             "expect": {"genres_any": ["Comedy", "Romance"]}},
            {"mood": "10th anniversary 🥹 we saw Titanic on our very first date, want a film that's just "
                     "as epic and romantic",
             "expect": {"type": "movie", "exclude_titles": ["Titanic"],
                        "genres_any": ["Romance", "Drama"]}},
            {"mood": "date night but he hates romcoms and I hate superhero stuff. compromise??",
             "expect": {"genres_any": ["Thriller", "Mystery", "Crime", "Comedy", "Drama"]}},
            {"mood": "gf wants scary, i am a coward. like a 5/10 scary. we have til 11 and its 9:20",
             "expect": {"type": "movie", "max_runtime": 100,
                        "genres_any": ["Horror", "Thriller", "Mystery"]}},
            {"mood": "long distance date, we press play at the same time on discord. she's in Seoul and "
                     "I'm in Toronto so it has to be 90 mins max or she's late for work. something sweet",
             "expect": {"type": "movie", "max_runtime": 90,
                        "genres_any": ["Romance", "Comedy", "Animation", "Drama"]}},
            {"mood": "Valentine's, but we are both deeply cynical about Valentine's. Anti-romance "
                     "romance? Dark comedy? Something with teeth.",
             "expect": {"genres_any": ["Comedy", "Romance", "Crime"]}},
            {"mood": "third date and she said her favourite director is Wong Kar-wai so now I'm "
                     "panicking. something artsy but not pretentious for a night in?",
             "expect": {"genres_any": ["Romance", "Drama"]}},
            {"mood": "me and the wife, both past 60, kids finally moved out. we'd like a grown-up love "
                     "story, not teenagers snogging",
             "expect": {"genres_any": ["Romance", "Drama"]}},
            {"mood": "cooking dinner together and then a film. we both loved La La Land and Before "
                     "Sunrise, something in between those two?",
             "expect": {"type": "movie", "exclude_titles": ["La La Land"],
                        "genres_any": ["Romance", "Music", "Drama"]}},
            {"mood": "date night at home but our 2 year old wakes up at 10pm on the dot and it's 8:45, "
                     "so we get 75 minutes if we're lucky. something romantic or funny",
             "expect": {"max_runtime": 75, "genres_any": ["Romance", "Comedy"]}},
        ],
    },
    {
        "name": "housemates-and-friends",
        "about": "Flatmates, friends, siblings and colleagues negotiating one screen.",
        "requests": [
            {"mood": "5 housemates, 1 TV. one is vegan and can't watch anything with hunting, one only "
                     "watches horror, one sleeps through everything. help",
             "expect": {"genres_any": ["Horror", "Comedy", "Thriller"]}},
            {"mood": "flatmate just got dumped, we're doing wine + ice cream on the floor and she said "
                     "'NO LOVE STORIES I swear to god'",
             "expect": {"genres_none": ["Romance"], "genres_any": ["Comedy", "Action", "Crime"]}},
            {"mood": "boys night, beers, want a stupid action movie from the 80s or 90s with one-liners",
             "expect": {"type": "movie", "year_min": 1980, "year_max": 1999,
                        "genres_any": ["Action", "Comedy"]}},
            {"mood": "game night got cancelled so the four of us want a twisty mystery we can shout "
                     "guesses at",
             "expect": {"genres_any": ["Mystery", "Crime", "Thriller"]}},
            {"mood": "roommate and I are starting a show together, one ep a night on weeknights. we've "
                     "both already seen breaking bad, the sopranos and the wire so not those. "
                     "something crime-y",
             "expect": {"type": "tv",
                        "exclude_titles": ["Breaking Bad", "The Sopranos", "The Wire"],
                        "genres_any": ["Crime", "Drama", "Thriller"]}},
            {"mood": "Uni flat, 6 of us, watch party for Sam's birthday. Something everyone's kind of "
                     "heard of but still fun. NOT horror because Priya will leave and she's bringing "
                     "the cake.",
             "expect": {"genres_none": ["Horror"], "genres_any": ["Comedy", "Action", "Adventure"]}},
            {"mood": "watching with my sister who's visiting, she only likes true crime docs and I only "
                     "like cartoons 💀",
             "expect": {"genres_any": ["Documentary", "Animation", "Crime"]}},
            {"mood": "my mate and I want to start an anime, we're both new to it, nothing with 500 "
                     "episodes pls",
             "expect": {"type": "tv", "genres_any": ["Animation"]}},
            {"mood": "stag do recovery day. 8 hungover lads on one sofa. a quiet film please and no "
                     "subtitles or they'll riot",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Drama", "Adventure"]}},
            {"mood": "colleagues crashing at mine after the christmas party, we're all mid 30s, want "
                     "some nostalgic 2000s comedy we quoted at school",
             "expect": {"year_min": 2000, "year_max": 2009, "genres_any": ["Comedy"]}},
        ],
    },
    {
        "name": "clocks-and-time-arithmetic",
        "about": "Trains, breaks, bedtimes, ovens and treadmills: the minutes are worked out and "
                 "encoded as max_runtime (per episode for series).",
        "requests": [
            {"mood": "train from Leeds to London is 2h13, want one film that fits. I'll lose 10 mins at "
                     "the start finding my seat",
             "expect": {"type": "movie", "max_runtime": 123}},
            {"mood": "lunch break is 45 min and I eat for the first 10, what episode fits the rest?",
             "expect": {"type": "tv", "max_runtime": 35}},
            {"mood": "bedtime is 10:30 for me (strict with myself lol), it's 8:50 now. film?",
             "expect": {"type": "movie", "max_runtime": 100}},
            {"mood": "got 3 hours before I pick the kids up and I want to get through at least 3 "
                     "episodes of something",
             "expect": {"type": "tv", "max_runtime": 60}},
            {"mood": "4 hour layover, about 1 hour of that is getting back through security, want two "
                     "films back to back in the rest",
             "expect": {"type": "movie", "max_runtime": 90}},
            {"mood": "ferry crossing is 90 minutes and the wifi dies 10 min before port, so it has to be "
                     "over before then. funny if possible",
             "expect": {"max_runtime": 80, "genres_any": ["Comedy"]}},
            {"mood": "babysitting til the parents get back at 11, kids asleep by 8. want as many eps of a "
                     "crime show as i can fit, each one under 45",
             "expect": {"type": "tv", "max_runtime": 44, "genres_any": ["Crime"]}},
            {"mood": "oven says 25 min until the lasagna's done 🍝 something to fill exactly that",
             "expect": {"type": "tv", "max_runtime": 25}},
            {"mood": "I run on the treadmill for exactly 40 minutes and need an episode that's action-y "
                     "enough to keep me going",
             "expect": {"type": "tv", "max_runtime": 40,
                        "genres_any": ["Action", "Thriller", "Adventure"]}},
            {"mood": "it's 7:15, my partner has a 9pm work call he can't miss and we can't pause once "
                     "we've started, what film",
             "expect": {"type": "movie", "max_runtime": 105}},
        ],
    },
    {
        "name": "eras-remembered-loosely",
        "about": "Eras named by memory, culture and age, turned into years against 2026.",
        "requests": [
            {"mood": "something from when MTV still played music videos",
             "expect": {"year_min": 1981, "year_max": 1997}},
            {"mood": "a film that feels like it was made before everyone had a mobile phone",
             "expect": {"type": "movie", "year_max": 1995}},
            {"mood": "my parents met in 1972 and always talk about the films they saw on dates back "
                     "then. one of those",
             "expect": {"type": "movie", "year_min": 1968, "year_max": 1976}},
            {"mood": "y2k vibes. flip phones, frosted tips, butterfly clips",
             "expect": {"year_min": 1998, "year_max": 2004,
                        "genres_any": ["Comedy", "Romance", "Drama"]}},
            {"mood": "something made before I was born, I'm 22",
             "expect": {"year_max": 2003}},
            {"mood": "a sitcom from the golden age, when everyone watched the same thing on thursday "
                     "nights",
             "expect": {"type": "tv", "year_min": 1982, "year_max": 2004, "genres_any": ["Comedy"]}},
            {"mood": "Cold War spy thriller, one actually made DURING the Cold War, not a modern one "
                     "pretending",
             "expect": {"year_max": 1991, "genres_any": ["Thriller", "Mystery", "Action"]}},
            {"mood": "only stuff from the last couple of years pls, i've seen all the old stuff",
             "expect": {"year_min": 2024}},
            {"mood": "grunge era teen movie 🎸",
             "expect": {"type": "movie", "year_min": 1990, "year_max": 1999,
                        "genres_any": ["Comedy", "Drama", "Music"]}},
            {"mood": "recent-ish but not brand new, like 2015 to 2020 kind of stuff",
             "expect": {"year_min": 2015, "year_max": 2020}},
        ],
    },
    {
        "name": "formats-and-commitment",
        "about": "Film or series said outright or by commitment: miniseries, no more shows, short "
                 "episodes, anthologies, feature-length documentaries.",
        "requests": [
            {"mood": "a miniseries. one season, done. no cliffhanger into a season 2 that got cancelled",
             "expect": {"type": "tv"}},
            {"mood": "A movie. Not a show. I cannot start another show.",
             "expect": {"type": "movie"}},
            {"mood": "episodes under half an hour only, I watch while I'm doing my teeth and stuff",
             "expect": {"type": "tv", "max_runtime": 29}},
            {"mood": "a long series I can live inside for months, 5+ seasons ideally",
             "expect": {"type": "tv"}},
            {"mood": "anthology where every episode is its own story so I can skip around",
             "expect": {"type": "tv",
                        "genres_any": ["Science Fiction", "Horror", "Mystery", "Fantasy"]}},
            {"mood": "a documentary FILM, feature length, not a 9-part docuseries",
             "expect": {"type": "movie", "genres_any": ["Documentary"]}},
            {"mood": "an epic three hour film, I have all day and a family bag of crisps",
             "expect": {"type": "movie",
                        "genres_any": ["Adventure", "History", "War", "Drama", "Fantasy"]}},
            {"mood": "sitcom with a laugh track, the comfort kind",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "a film that has a sequel so i can watch both tonight?",
             "expect": {"type": "movie"}},
            {"mood": "cartoon for grown-ups, a series not a movie",
             "expect": {"type": "tv", "genres_any": ["Animation"]}},
        ],
    },
    {
        "name": "loved-titles",
        "about": "People naming titles they love, in the catalogue (excluded, or carried as ratings) "
                 "and not, and asking for more of the same.",
        "requests": [
            {"mood": "I loved Knives Out and Glass Onion, more whodunnits please",
             "expect": {"exclude_titles": ["Knives Out", "Glass Onion: A Knives Out Mystery"],
                        "genres_any": ["Mystery", "Crime"]}},
            {"mood": "just finished severance and im in withdrawal",
             "expect": {"exclude_titles": ["Severance"],
                        "genres_any": ["Science Fiction", "Mystery", "Thriller", "Drama"]}},
            {"mood": "anything with the kindness of the Paddington films?",
             "expect": {"exclude_titles": ["Paddington", "Paddington 2"],
                        "genres_any": ["Family", "Comedy"]}},
            {"mood": "loved the Before trilogy (Sunrise, Sunset, Midnight). more walking-and-talking "
                     "movies",
             "expect": {"type": "movie", "genres_any": ["Romance", "Drama"]}},
            {"mood": "Ted Lasso is the best thing ever made and nothing will convince me otherwise. "
                     "what's the closest thing",
             "expect": {"exclude_titles": ["Ted Lasso"], "genres_any": ["Comedy", "Drama"]}},
            {"mood": "big fan of fury road and john wick, want more of that energy",
             "expect": {"exclude_titles": ["Mad Max: Fury Road", "John Wick"],
                        "genres_any": ["Action"]}},
            {"mood": "more like the ones I gave top marks to",
             "user": {"liked": [("Spirited Away", 10), ("My Neighbor Totoro", 9),
                                ("Kiki's Delivery Service", 9)]},
             "expect": {"genres_any": ["Animation", "Fantasy", "Family"]}},
            {"mood": "the vibe of Schitt's Creek or Parks and Rec, an ensemble of lovable weirdos",
             "expect": {"type": "tv", "exclude_titles": ["Schitt's Creek", "Parks and Recreation"],
                        "genres_any": ["Comedy"]}},
            {"mood": "gimme something like Interstellar but I've seen literally every Nolan film",
             "expect": {"type": "movie",
                        "exclude_titles": ["Interstellar", "Inception", "The Dark Knight",
                                           "The Dark Knight Rises", "Batman Begins", "The Prestige",
                                           "Memento", "Dunkirk", "Tenet", "Oppenheimer"],
                        "genres_any": ["Science Fiction", "Drama", "Adventure"]}},
            {"mood": "obsessed with Bake Off, need more wholesome competition shows where nobody's "
                     "horrible to each other",
             "expect": {"type": "tv", "exclude_titles": ["The Great British Baking Show"],
                        "genres_any": ["Reality"]}},
        ],
    },
    {
        "name": "hated-titles",
        "about": "Titles the person hated or is sick of, named in the text (excluded) or carried as "
                 "low ratings, with what they want instead.",
        "requests": [
            {"mood": "everyone told me to watch Euphoria and I hated it, way too much. a teen show that "
                     "isn't that",
             "user": {"disliked": [("Euphoria", 2)]},
             "expect": {"type": "tv", "genres_any": ["Drama", "Comedy"]}},
            {"mood": "please do not say Friends. every app says Friends. something ELSE funny",
             "expect": {"exclude_titles": ["Friends"], "genres_any": ["Comedy"]}},
            {"mood": "found Interstellar boring and Tenet just confusing. I want a fun sci fi, not a "
                     "lecture",
             "user": {"disliked": [("Interstellar", 3), ("Tenet", 2)]},
             "expect": {"genres_any": ["Science Fiction"]}},
            {"mood": "hated la la land, hated the greatest showman. i just don't like musicals, ok?",
             "expect": {"genres_none": ["Music"],
                        "exclude_titles": ["La La Land", "The Greatest Showman"]}},
            {"mood": "Titanic is overrated, there I said it. I want a disaster movie that actually "
                     "thrills",
             "expect": {"type": "movie", "exclude_titles": ["Titanic"],
                        "genres_any": ["Action", "Thriller", "Adventure", "Science Fiction"]}},
            {"mood": "the Game of Thrones ending ruined fantasy for me. something fantasy that actually "
                     "sticks the landing",
             "expect": {"exclude_titles": ["Game of Thrones"], "genres_any": ["Fantasy"]}},
            {"mood": "my kid has watched Frozen 400 times. ANYTHING else. she's 5",
             "expect": {"exclude_titles": ["Frozen"], "family_safe": True,
                        "genres_any": ["Animation", "Family", "Music", "Fantasy"]}},
            {"mood": "The Notebook made me want to throw the remote at the wall. a love story that "
                     "isn't manipulative garbage?",
             "expect": {"exclude_titles": ["The Notebook"], "genres_any": ["Romance"]}},
            {"mood": "scary but smart, not the torture stuff",
             "user": {"liked": [("Get Out", 9), ("A Quiet Place", 8)],
                      "disliked": [("Saw", 2), ("Hereditary", 4)]},
             "expect": {"genres_any": ["Horror", "Thriller", "Mystery"]}},
            {"mood": "tried Breaking Bad twice, couldn't get into it. tried The Wire, same. am i broken? "
                     "i want a crime show that's actually fun",
             "expect": {"type": "tv", "exclude_titles": ["Breaking Bad", "The Wire"],
                        "genres_any": ["Crime", "Comedy"]}},
        ],
    },
    {
        "name": "flat-refusals",
        "about": "Refusals said outright, mostly as the whole request.",
        "requests": [
            {"mood": "no horror",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "Nothing animated.",
             "expect": {"genres_none": ["Animation"]}},
            {"mood": "no subtitles, no musicals, no sad endings",
             "expect": {"genres_none": ["Music"]}},
            {"mood": "not a documentary. not reality. fiction pls",
             "expect": {"genres_none": ["Documentary", "Reality"]}},
            {"mood": "Comedy. No romance.",
             "expect": {"genres_none": ["Romance"], "genres_any": ["Comedy"]}},
            {"mood": "no war films tonight, my dad was a vet and it's a hard day",
             "expect": {"genres_none": ["War"]}},
            {"mood": "NOT a series",
             "expect": {"type": "movie"}},
            {"mood": "No westerns no sci-fi no fantasy. Something real.",
             "expect": {"genres_none": ["Western", "Science Fiction", "Fantasy"],
                        "genres_any": ["Drama", "Crime", "History", "Comedy"]}},
            {"mood": "nothing older than 2010",
             "expect": {"year_min": 2010}},
            {"mood": "no kids stuff, it's adults only tonight 🍸",
             "expect": {"genres_none": ["Family"]}},
        ],
    },
    {
        "name": "sideways-refusals",
        "about": "Refusals said in passing, by joke or by reason, that still map onto a genre, an era "
                 "or a format.",
        "requests": [
            {"mood": "if I see one more superhero I'm going to scream. give me people whose only power "
                     "is talking",
             "expect": {"genres_any": ["Drama", "Comedy", "Romance"]}},
            {"mood": "I've seen enough blood this week (vet nurse) so keep it clean, nothing scary",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "my boyfriend has a thing about clowns, spiders and basically any jump scare, so "
                     "bear that in mind",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "I'm allergic to cowboys 🤠🚫",
             "expect": {"genres_none": ["Western"]}},
            {"mood": "can we skip anything where people burst into song instead of talking like normal "
                     "humans",
             "expect": {"genres_none": ["Music"]}},
            {"mood": "i get motion sick just hearing the word spaceship lol. earth-bound stories pls",
             "expect": {"genres_none": ["Science Fiction"]}},
            {"mood": "had my fill of cartoons this week thanks to the kids, tonight is grown-up time",
             "expect": {"genres_none": ["Animation", "Family"]}},
            {"mood": "i don't do anything where i have to read the screen, and i want to laugh",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "my eyes can't handle anything made before colour telly was a thing",
             "expect": {"year_min": 1967}},
            {"mood": "last time someone picked a 'cozy' war drama I cried for three days, so maybe "
                     "nothing with soldiers this time",
             "expect": {"genres_none": ["War"]}},
        ],
    },
    {
        "name": "moods-tones-and-sarcasm",
        "about": "The mood or tone is the request, sometimes said sarcastically or by picture.",
        "requests": [
            {"mood": "oh great, another friday night alone. something to make me feel even worse? jk. "
                     "something uplifting",
             "expect": {"genres_any": ["Comedy", "Family", "Music", "Drama"]}},
            {"mood": "I want to feel like the main character walking home through a rainy city at night",
             "expect": {"genres_any": ["Drama", "Romance"]}},
            {"mood": "weird. properly weird. surprise me",
             "expect": {"genres_any": ["Fantasy", "Science Fiction", "Comedy", "Horror", "Mystery"]}},
            {"mood": "cozy autumn vibes 🍂☕ sweaters, small towns, maybe a light mystery",
             "expect": {"genres_any": ["Mystery", "Comedy", "Drama", "Romance"]}},
            {"mood": "something so bleak it makes my life look great by comparison (sarcasm... mostly)",
             "expect": {"genres_any": ["Drama", "War", "Crime"]}},
            {"mood": "adrenaline. heart pounding. nails bitten to the quick.",
             "expect": {"genres_any": ["Thriller", "Action"]}},
            {"mood": "I need something dumb. Like, aggressively dumb. Genius-level dumb.",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "sure, recommend the same 5 prestige dramas everyone does. or, radical idea, "
                     "something hopeful that isn't about rich people being miserable",
             "expect": {"genres_any": ["Drama", "Comedy", "Family"]}},
            {"mood": "melancholy but beautiful, like a quiet sunday evening in november",
             "expect": {"genres_any": ["Drama", "Romance"]}},
            {"mood": "feeling nostalgic and a bit sentimental tonight. something about growing up",
             "expect": {"genres_any": ["Drama", "Comedy", "Family"]}},
        ],
    },
    {
        "name": "languages-europe",
        "about": "Requests in European languages: Spanish, French, German, Italian, Brazilian "
                 "Portuguese, Polish, Dutch, Swedish, Greek and Icelandic. Language is not a clause; "
                 "only what is asked is encoded.",
        "requests": [
            {"mood": "algo para ver con mi novia, romántico pero que no sea cursi, y que dure menos de "
                     "dos horas porfa",
             "expect": {"type": "movie", "max_runtime": 119,
                        "genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "Une série policière bien prenante, pas trop violente, avec des épisodes d'une "
                     "heure maximum.",
             "expect": {"type": "tv", "max_runtime": 60, "genres_any": ["Crime", "Mystery", "Thriller"]}},
            {"mood": "Wir sind zu dritt und alle fix und fertig vom Umzug. Bitte eine leichte Komödie, "
                     "kein Horror, keine Kriegsfilme.",
             "expect": {"genres_none": ["Horror", "War"], "genres_any": ["Comedy"]}},
            {"mood": "un film per stasera con i miei figli di 6 e 9 anni, qualcosa di divertente e "
                     "avventuroso",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Family", "Adventure", "Comedy", "Animation"]}},
            {"mood": "to de ressaca kkkk quero uma série de comédia leve, episódio curtinho tipo 20 min",
             "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Comedy"]}},
            {"mood": "Szukam dobrego filmu wojennego albo historycznego, najlepiej starszego, sprzed "
                     "1990 roku.",
             "expect": {"type": "movie", "year_max": 1989, "genres_any": ["War", "History"]}},
            {"mood": "iets spannends voor vanavond, maar geen bloed en niks engs, anders slaapt mijn "
                     "vriendin niet",
             "expect": {"genres_none": ["Horror"],
                        "genres_any": ["Thriller", "Mystery", "Crime", "Action"]}},
            {"mood": "Något mysigt och barnvänligt till fredagsmyset, barnen är 4 och 7 år.",
             "expect": {"family_safe": True, "genres_any": ["Family", "Animation", "Comedy"]}},
            {"mood": "Θέλω μια ταινία να γελάσω λίγο, κάτι από τα 90s",
             "expect": {"type": "movie", "year_min": 1990, "year_max": 1999,
                        "genres_any": ["Comedy"]}},
            {"mood": "Mig langar að horfa á eitthvað um náttúruna eða dýrin í kvöld, helst heimildarefni.",
             "expect": {"genres_any": ["Documentary"]}},
        ],
    },
    {
        "name": "languages-asia-middle-east-africa",
        "about": "Requests in Japanese, Korean, Mandarin, Hindi, Gulf Arabic, Turkish, Swahili, "
                 "Vietnamese, Persian and Tagalog. Language is not a clause; only what is asked is "
                 "encoded.",
        "requests": [
            {"mood": "今夜は一人でゆっくり見られるアニメ映画がいいな。泣けるやつ。",
             "expect": {"type": "movie", "genres_any": ["Animation"]}},
            {"mood": "남자친구랑 같이 볼 로맨틱 코미디 드라마 추천해줘. 한 회에 한 시간 이하로!",
             "expect": {"type": "tv", "max_runtime": 60, "genres_any": ["Romance", "Comedy"]}},
            {"mood": "想看一部好笑的电影，不要恐怖的，也别太长，一个半小时左右就行。",
             "expect": {"type": "movie", "max_runtime": 100, "genres_none": ["Horror"],
                        "genres_any": ["Comedy"]}},
            {"mood": "परिवार के साथ देखने के लिए कोई अच्छी फ़िल्म बताओ, दादी भी साथ बैठेंगी, कुछ भी गंदा "
                     "नहीं होना चाहिए",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Family", "Drama", "Comedy", "Music"]}},
            {"mood": "أبغى مسلسل تشويق وغموض، حلقاته مو طويلة، وما أبي رعب أبداً",
             "expect": {"type": "tv", "genres_none": ["Horror"],
                        "genres_any": ["Thriller", "Mystery", "Crime"]}},
            {"mood": "Akşam için sürükleyici bir suç dizisi arıyorum, bölümler 45 dakikayı geçmesin.",
             "expect": {"type": "tv", "max_runtime": 45, "genres_any": ["Crime", "Thriller"]}},
            {"mood": "Nataka filamu ya kuchekesha ya kutazama na familia, watoto wana miaka 5 na 8.",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Comedy", "Family", "Animation"]}},
            {"mood": "Tối nay muốn xem phim khoa học viễn tưởng, không quá 2 tiếng nha.",
             "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Science Fiction"]}},
            {"mood": "یه فیلم درام خوب می‌خوام، ترجیحاً قدیمی، مال قبل از سال ۲۰۰۰",
             "expect": {"type": "movie", "year_max": 1999, "genres_any": ["Drama"]}},
            {"mood": "Gusto ko ng nakakatakot na pelikula mamayang gabi, pero hindi masyadong madugo.",
             "expect": {"type": "movie", "genres_any": ["Horror", "Thriller"]}},
        ],
    },
]
