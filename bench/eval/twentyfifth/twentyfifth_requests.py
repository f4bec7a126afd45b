"""The twenty-fifth blind set: 16 categories of 10 requests, written by an author who has not read
the engine (see README.md). Each request is {"mood", optional "user", "expect"}; "user" holds
("title", rating) pairs, "liked" 7-10 and "disliked" 1-4. Checked and written by
`python3 bench/eval/categorised_set.py twentyfifth`.

Expectations: hard clauses only where the person stated or clearly implied them; genres_any names
every genre a good answer might carry (or is left out where any genre would do); wishes the format
cannot express (language, subtitles, gore, swearing, tone, endings, setting, subject, number of
seasons or episodes, "short" or "long" without a number) are left soft, that is, not encoded. Ages
and eras are counted from 2026."""

CATEGORIES = [
    # ------------------------------------------------------------------ 1
    {
        "name": "short-moods",
        "about": "A mood in a few words and nothing else.",
        "requests": [
            {"mood": "cosy",
             "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Fantasy", "Mystery"]}},
            {"mood": "something to make me ugly cry",
             "expect": {"genres_any": ["Drama", "Romance"]}},
            {"mood": "BIG DUMB EXPLOSIONS",
             "expect": {"genres_any": ["Action", "Adventure", "Thriller", "Science Fiction"]}},
            {"mood": "spooky but not gross",
             "expect": {"genres_any": ["Horror", "Mystery", "Fantasy", "Thriller"]}},
            {"mood": "🔪🩸🕯️",
             "expect": {"genres_any": ["Horror", "Thriller", "Crime", "Mystery"]}},
            {"mood": "witty. british. now.",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "mind-bending pls",
             "expect": {"genres_any": ["Science Fiction", "Mystery", "Thriller"]}},
            {"mood": "nothing heavy",
             "expect": {"genres_any": ["Comedy", "Family", "Animation", "Romance", "Adventure", "Fantasy"]}},
            {"mood": "rainy sunday detective vibes",
             "expect": {"genres_any": ["Mystery", "Crime"]}},
            {"mood": "swashbuckling!",
             "expect": {"genres_any": ["Adventure", "Action"]}},
        ],
    },
    # ------------------------------------------------------------------ 2
    {
        "name": "while-doing-something",
        "about": "What the person is doing while they watch.",
        "requests": [
            {"mood": "Knitting a jumper for my sister's birthday, which means eyes mostly on the needles. "
                     "Something I can half-follow by ear?",
             "expect": {"genres_any": ["Comedy", "Reality", "Documentary", "Family"]}},
            {"mood": "marking 32 year 9 essays on the Tudors tonight. need a show on in the background, "
                     "episodes i can pause, nothing that makes me cry into the red pen",
             "expect": {"type": "tv", "genres_any": ["Comedy", "Reality", "Documentary", "Family"]}},
            {"mood": "Doing a 1000 piece jigsaw of a lighthouse with my partner. A murder mystery on in the "
                     "background would be perfect",
             "expect": {"genres_any": ["Mystery", "Crime"]}},
            {"mood": "hair dye needs 40 mins to take. what can i watch in that time",
             "expect": {"max_runtime": 40}},
            {"mood": "Sat at motorway services charging the car, 35 minutes on the clock. One episode of "
                     "something funny?",
             "expect": {"type": "tv", "max_runtime": 35, "genres_any": ["Comedy"]}},
            {"mood": "9 hour flight tomorrow, downloading now. I want a couple of big epic films, the "
                     "longer the better honestly",
             "expect": {"type": "movie",
                        "genres_any": ["Adventure", "Action", "Science Fiction", "Fantasy", "Drama", "History",
                                       "War"]}},
            {"mood": "my boy is home with a fever and flat out on the sofa with me. he's 7. something gentle "
                     "we can both doze to",
             "expect": {"family_safe": True,
                        "genres_any": ["Family", "Animation", "Comedy", "Documentary"]}},
            {"mood": "Building the Lego Titanic (9,090 pieces, pray for me). Need a series with loads of "
                     "episodes to keep me company for the next month",
             "expect": {"type": "tv"}},
            {"mood": "night porter at a tiny hotel, nobody comes in after 1am. what can I binge on my phone "
                     "that'll keep me awake till 7",
             "expect": {"type": "tv",
                        "genres_any": ["Thriller", "Mystery", "Crime", "Action", "Horror", "Science Fiction"]}},
            {"mood": "Defrosting the freezer, which apparently takes all afternoon. Documentaries? "
                     "Something I'll actually learn from",
             "expect": {"genres_any": ["Documentary", "History"]}},
        ],
    },
    # ------------------------------------------------------------------ 3
    {
        "name": "titles-as-references",
        "about": "A catalogue title (or one it lacks) as the model, often with a turn, or named as seen.",
        "requests": [
            {"mood": "Knives Out but as a series",
             "expect": {"type": "tv", "genres_any": ["Mystery", "Crime", "Comedy"]}},
            {"mood": "just finished The Bear and Shrinking back to back. more like those pls",
             "expect": {"genres_any": ["Comedy", "Drama"], "exclude_titles": ["The Bear", "Shrinking"]}},
            {"mood": "My 6yo has watched Paddington, Paddington 2 AND Paddington in Peru to death. What "
                     "else has that same warmth?",
             "expect": {"family_safe": True, "genres_any": ["Family", "Comedy", "Adventure", "Animation"],
                        "exclude_titles": ["Paddington", "Paddington 2"]}},
            {"mood": "parasite-ish. class stuff, twists, dark laughs",
             "expect": {"genres_any": ["Thriller", "Comedy", "Drama", "Crime", "Mystery"]}},
            {"mood": "Severance but a movie?",
             "expect": {"type": "movie", "genres_any": ["Science Fiction", "Mystery", "Thriller", "Drama"]}},
            {"mood": "I want what Ted Lasso gave me but without any sport in it",
             "expect": {"genres_any": ["Comedy", "Drama"]}},
            {"mood": "Mad Max: Fury Road but older. Pre-2000 please",
             "expect": {"year_max": 1999, "genres_any": ["Action", "Science Fiction", "Adventure"]}},
            {"mood": "Planet Earth II was incredible. Is there a film like that, not a series?",
             "expect": {"type": "movie", "genres_any": ["Documentary"]}},
            {"mood": "something like hereditary but that won't wreck me for a week",
             "expect": {"genres_any": ["Horror", "Mystery", "Thriller", "Drama"]}},
            {"mood": "Been rewatching Detectorists (which you don't seem to have??). Something gentle and "
                     "funny in that vein",
             "expect": {"genres_any": ["Comedy", "Drama"]}},
        ],
    },
    # ------------------------------------------------------------------ 4
    {
        "name": "refusals",
        "about": "What the person will not watch, said many ways.",
        "requests": [
            {"mood": "No subtitles, no sequels, no superheroes, no cartoons. Yes I'm fussy.",
             "expect": {"genres_none": ["Animation"]}},
            {"mood": "Anything but a musical. I mean it. ANYTHING.",
             "expect": {"genres_none": ["Music"]}},
            {"mood": "not in the mood for anything scary or sad tbh",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "Nothing about war. Nothing about serial killers. Nothing with zombies. Otherwise go wild.",
             "expect": {"genres_none": ["War"]}},
            {"mood": "my wife: \"no more cop shows and no more true crime.\" so... what's left??",
             "expect": {"genres_none": ["Crime"]}},
            {"mood": "I'll watch literally anything except reality TV. And anime. Sorry anime people",
             "expect": {"genres_none": ["Reality"]}},
            {"mood": "no westerns, no period dramas with corsets and carriages, nothing black and white",
             "expect": {"genres_none": ["Western", "History"]}},
            {"mood": "please god not another time-travel film. or a space one. we've done both this week",
             "expect": {"genres_none": ["Science Fiction"]}},
            {"mood": "Horror's fine, romance is fine, comedy is NOT happening tonight",
             "expect": {"genres_none": ["Comedy"]}},
            {"mood": "im not doing anything animated, anything with singing or anything over 2 hours",
             "expect": {"genres_none": ["Animation", "Music"], "max_runtime": 120}},
        ],
    },
    # ------------------------------------------------------------------ 5
    {
        "name": "time-and-runtime",
        "about": "Minutes, hours, clock times, episodes and arithmetic.",
        "requests": [
            {"mood": "got 75 minutes exactly. go",
             "expect": {"max_runtime": 75}},
            {"mood": "Film needs to be finished by 11 and it's twenty past nine now",
             "expect": {"type": "movie", "max_runtime": 100}},
            {"mood": "three episodes before bed and bed is in an hour and a half",
             "expect": {"type": "tv", "max_runtime": 30}},
            {"mood": "The ferry's 2h40. No wait, 2h10, I just checked the ticket. One film that fits, "
                     "I'll download it before we board",
             "expect": {"type": "movie", "max_runtime": 130}},
            {"mood": "Half an hour? Forty minutes max. Something funny.",
             "expect": {"max_runtime": 40, "genres_any": ["Comedy"]}},
            {"mood": "I've technically got 3 hours tonight but I don't want a slog... two and a half hours "
                     "tops, one film, done in one sitting",
             "expect": {"type": "movie", "max_runtime": 150}},
            {"mood": "in the garage waiting room, car's in for its MOT and they said 45 minutes. a show to fill it",
             "expect": {"type": "tv", "max_runtime": 45}},
            {"mood": "can u fit 2 eps of something in before 7? its 6:05",
             "expect": {"type": "tv", "max_runtime": 27}},
            {"mood": "Kids' bath and bedtime take till 8. My partner's back at quarter to 10 and we'll watch "
                     "something together then, so I've got 8 till 9.45 on my own. A film.",
             "expect": {"type": "movie", "max_runtime": 105}},
            {"mood": "Something under 90 minutes but NOT a kids' film",
             "expect": {"max_runtime": 90, "genres_none": ["Family"]}},
        ],
    },
    # ------------------------------------------------------------------ 6
    {
        "name": "loose-eras",
        "about": "Decades, ages, a parent's and a grandparent's youth, a house move, 'this decade'.",
        "requests": [
            {"mood": "what would my mum have been watching as a teenager? she's 58 now",
             "expect": {"year_min": 1981, "year_max": 1987}},
            {"mood": "Y2K era teen comedies, low-rise jeans and flip phones",
             "expect": {"year_min": 1997, "year_max": 2004, "genres_any": ["Comedy"]}},
            {"mood": "Films my grandad would've seen at the pictures when he was courting. He's 91.",
             "expect": {"type": "movie", "year_min": 1953, "year_max": 1960}},
            {"mood": "from this decade only, I'm sick of old stuff",
             "expect": {"year_min": 2020}},
            {"mood": "a show from when I was in sixth form, I'm 36",
             "expect": {"type": "tv", "year_min": 2006, "year_max": 2008}},
            {"mood": "Something made before everyone had a mobile phone. So... before the mid-90s?",
             "expect": {"year_max": 1994}},
            {"mood": "that golden run of blockbusters, mid 80s to mid 90s",
             "expect": {"year_min": 1984, "year_max": 1996,
                        "genres_any": ["Action", "Adventure", "Science Fiction", "Fantasy", "Comedy"]}},
            {"mood": "Something from the year we moved into this house, 2012, or a year either side",
             "expect": {"year_min": 2011, "year_max": 2013}},
            {"mood": "late 70s. that's it, that's the brief",
             "expect": {"year_min": 1976, "year_max": 1979}},
            {"mood": "Old but not ancient. Like 90s to early 2000s.",
             "expect": {"year_min": 1990, "year_max": 2003}},
        ],
    },
    # ------------------------------------------------------------------ 7
    {
        "name": "film-series-miniseries",
        "about": "The format named outright.",
        "requests": [
            {"mood": "a concert film",
             "expect": {"type": "movie", "genres_any": ["Music", "Documentary"]}},
            {"mood": "Looking for a period drama SERIES, the more episodes the better",
             "expect": {"type": "tv", "genres_any": ["History", "Drama", "Romance"]}},
            {"mood": "anime series pls",
             "expect": {"type": "tv", "genres_any": ["Animation"]}},
            {"mood": "A biopic. A good one.",
             "expect": {"type": "movie", "genres_any": ["History", "Drama", "Music"]}},
            {"mood": "is there a sketch show on here",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "any musicals? the movie kind, not the telly ones",
             "expect": {"type": "movie", "genres_any": ["Music"]}},
            {"mood": "A show that's one season only and tells a complete story. Hate cliffhangers.",
             "expect": {"type": "tv"}},
            {"mood": "mockumentary pls, tv or film whatever",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "teen drama series, something bingeable",
             "expect": {"type": "tv", "genres_any": ["Drama", "Romance", "Comedy"]}},
            {"mood": "A war epic. The proper three-hour cinema kind.",
             "expect": {"type": "movie", "genres_any": ["War", "History"]}},
        ],
    },
    # ------------------------------------------------------------------ 8
    {
        "name": "kids-teens-grandparents",
        "about": "Children of given ages, teenagers, grandparents.",
        "requests": [
            {"mood": "My two nieces (4 and 11) are staying over. Something they'll BOTH sit through",
             "expect": {"family_safe": True, "genres_any": ["Family", "Animation", "Comedy", "Adventure"]}},
            {"mood": "14 year old boy who thinks everything is cringe. good luck",
             "expect": {"genres_any": ["Action", "Comedy", "Science Fiction", "Adventure", "Horror"]}},
            {"mood": "Grandma's 85 and loves a good whodunnit. Nothing rude please.",
             "expect": {"genres_any": ["Mystery", "Crime"]}},
            {"mood": "toddler (2) and I need half an hour of calm",
             "expect": {"family_safe": True, "max_runtime": 30}},
            {"mood": "Scout camp got rained off so 12 of them (12 and 13 yr olds) are in the hall with a projector. "
                     "They want scary, their parents will want it not TOO scary",
             "expect": {"genres_any": ["Horror", "Mystery", "Thriller", "Fantasy", "Adventure"]}},
            {"mood": "Kids are 6 and 9 and have seen every Pixar film going. Help.",
             "expect": {"family_safe": True,
                        "genres_any": ["Family", "Animation", "Adventure", "Comedy", "Fantasy"]}},
            {"mood": "grandad is 83, loves westerns and war films, visiting sunday",
             "expect": {"genres_any": ["Western", "War"]}},
            {"mood": "Something my 16-year-old and I can actually agree on. She says romcom, I say thriller.",
             "expect": {"genres_any": ["Romance", "Comedy", "Thriller"]}},
            {"mood": "have the grandkids (5 & 8) for the weekend, want a film from when MY kids were "
                     "little, 90s-ish",
             "expect": {"type": "movie", "family_safe": True, "year_min": 1988, "year_max": 2001}},
            {"mood": "my 10 year old wants a 'proper' film, not a baby one. no higher than PG though",
             "expect": {"type": "movie", "family_safe": True}},
        ],
    },
    # ------------------------------------------------------------------ 9
    {
        "name": "couples-and-solo",
        "about": "Two people on a sofa, or one person alone.",
        "requests": [
            {"mood": "He says \"anything but a romcom\", I say \"anything but a war film\". We're at an impasse.",
             "expect": {"genres_none": ["Romance", "War"]}},
            {"mood": "first night alone in the flat since the breakup. need comfort. NOT romance",
             "expect": {"genres_none": ["Romance"],
                        "genres_any": ["Comedy", "Family", "Animation", "Fantasy", "Adventure"]}},
            {"mood": "we've carried boxes up three flights of stairs all day. want to watch something together but keep it under 100 minutes or we'll pass out",
             "expect": {"max_runtime": 100}},
            {"mood": "Solo. Dark. Slow. Foreign if possible.",
             "expect": {"genres_any": ["Drama", "Thriller", "Crime", "Mystery"]}},
            {"mood": "my girlfriend has never seen a Studio Ghibli film?!?! which one first",
             "expect": {"type": "movie", "genres_any": ["Animation"]}},
            {"mood": "newlyweds, honeymoon's been pushed to spring, so something set somewhere gorgeous "
                     "and we'll pretend",
             "expect": {"genres_any": ["Romance", "Adventure", "Comedy", "Drama"]}},
            {"mood": "Alone with a takeaway and zero plans. Give me a long crime saga series I can sink into.",
             "expect": {"type": "tv", "genres_any": ["Crime", "Drama"]}},
            {"mood": "my husband falls asleep during anything slow. PACE please",
             "expect": {"genres_any": ["Action", "Thriller", "Adventure", "Comedy"]}},
            {"mood": "six months in and we want something we'll argue about afterwards (fun arguing)",
             "expect": {"genres_any": ["Drama", "Mystery", "Science Fiction", "Thriller"]}},
            {"mood": "I'm 70, widowed last year, and I fancy a good weepy romance by myself. Is that silly?",
             "expect": {"genres_any": ["Romance", "Drama"]}},
        ],
    },
    # ------------------------------------------------------------------ 10
    {
        "name": "groups-and-vetoes",
        "about": "Several people with different wishes and vetoes.",
        "requests": [
            {"mood": "5 of us. two want horror, one HATES horror, one wants a laugh, I don't care. compromise?",
             "expect": {"genres_none": ["Horror"], "genres_any": ["Comedy", "Thriller", "Mystery"]}},
            {"mood": "Book club turned film club, eight of us in our 60s. Nobody wants violence and Pam will "
                     "suggest a musical and be outvoted again",
             "expect": {"type": "movie", "genres_none": ["Music"], "genres_any": ["Drama", "Comedy", "Romance"]}},
            {"mood": "flatmates. Jay vetoes anything animated, Priya vetoes anything over two hours, Theo "
                     "vetoes subtitles",
             "expect": {"genres_none": ["Animation"], "max_runtime": 120}},
            {"mood": "lads round after the match, want something loud. Dean cries at sad films so nothing sad",
             "expect": {"genres_any": ["Action", "Comedy", "Thriller"]}},
            {"mood": "Family of four, kids 12 and 15. Dad won't do sci-fi, mum won't do horror.",
             "expect": {"genres_none": ["Science Fiction", "Horror"]}},
            {"mood": "leaving do finished early and 6 of us ended up at mine. something we've all half seen, "
                     "a nostalgia hit",
             "expect": {"genres_any": ["Comedy", "Adventure", "Action", "Family"]}},
            {"mood": "cousins weekend, ages 19 to 30, want something to scream at together. Chloe refuses "
                     "ghosts which... ok fine, slashers then",
             "expect": {"genres_any": ["Horror", "Thriller"]}},
            {"mood": "Four of us: one won't watch animals getting hurt, one hates anything romantic, and I "
                     "want a thriller",
             "expect": {"genres_any": ["Thriller"], "genres_none": ["Romance"]}},
            {"mood": "Game night got cancelled so it's a movie instead. Mark and Leah hate westerns, Sam "
                     "hates documentaries, rest of us are easy",
             "expect": {"type": "movie", "genres_none": ["Western", "Documentary"]}},
            {"mood": "nan, mum, me and my little brother who's 7. nan hates swearing, he's scared of "
                     "anything dark",
             "expect": {"family_safe": True, "genres_any": ["Family", "Comedy", "Animation", "Adventure"]}},
        ],
    },
    # ------------------------------------------------------------------ 11
    {
        "name": "texting-slang-emoji",
        "about": "Abbreviations, slang, typos and emoji.",
        "requests": [
            {"mood": "smth unhinged pls 🙏",
             "expect": {"genres_any": ["Comedy", "Horror", "Thriller", "Crime"]}},
            {"mood": "need a goofy ahh movie to turn my brain off",
             "expect": {"type": "movie", "genres_any": ["Comedy"]}},
            {"mood": "🧟‍♂️🧟‍♀️🔫",
             "expect": {"genres_any": ["Horror", "Action", "Science Fiction"]}},
            {"mood": "whats a gd show 2 binge, eps <25 min",
             "expect": {"type": "tv", "max_runtime": 25}},
            {"mood": "main character energy movie, no notes",
             "expect": {"type": "movie", "genres_any": ["Drama", "Comedy", "Adventure", "Action", "Music"]}},
            {"mood": "bestie said watch smth cozy n i said ok bet. no horror obv",
             "expect": {"genres_none": ["Horror"],
                        "genres_any": ["Comedy", "Romance", "Family", "Animation", "Fantasy"]}},
            {"mood": "lmaooo i need a laugh so bad, week from HELL",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "romcom?? or like... a romance that isnt cringe idk",
             "expect": {"genres_any": ["Romance", "Comedy"]}},
            {"mood": "rn i want smth w robots 🤖 or aliens 👽 or both",
             "expect": {"genres_any": ["Science Fiction"]}},
            {"mood": "2hrs max, no kids stuff, bangers only",
             "expect": {"max_runtime": 120, "genres_none": ["Family"]}},
        ],
    },
    # ------------------------------------------------------------------ 12
    {
        "name": "long-rambles",
        "about": "About 60 to 73 words of life around the wish.",
        "requests": [
            {"mood": "First Monday of my retirement after 38 years teaching chemistry and honestly I don't "
                     "know what to do with myself. My wife's at pilates. I've made a pot of tea and I'm sat "
                     "here like a lemon. I'd like a proper film with a bit of substance, history or a true "
                     "story, and I've got all afternoon so length doesn't matter. Not war though, I heard "
                     "enough of that from my father.",
             "expect": {"type": "movie", "genres_any": ["History", "Drama", "Documentary"],
                        "genres_none": ["War"]}},
            {"mood": "House-sitting for a friend in the middle of nowhere this week, just me and her ancient "
                     "spaniel Biscuit. The wifi is rubbish so I'm downloading things in advance. It's very "
                     "quiet at night and I'm already spooking myself, so please NOTHING scary or I'll never "
                     "sleep. Something warm and funny, a series ideally, episodes of half an hour or less so "
                     "the downloads don't take forever.",
             "expect": {"type": "tv", "max_runtime": 30, "genres_none": ["Horror"], "genres_any": ["Comedy"]}},
            {"mood": "Just got back from cycling coast to coast, 140 miles in three days, and my legs have "
                     "officially stopped working. I'm horizontal on the sofa with a bag of frozen peas on "
                     "each knee. I want something epic and adventurous so it feels like the trip was part "
                     "of some grand saga. Film or series, don't mind. Nothing too cerebral, my brain is as "
                     "cooked as my quads.",
             "expect": {"genres_any": ["Adventure", "Action", "Fantasy"]}},
            {"mood": "Got the promotion!!! Nobody's free to celebrate till the weekend so it's me, a bottle of "
                     "prosecco and the telly. I want something triumphant, an underdog who works their socks "
                     "off and wins in the end. Sports, music, whatever, I just want to punch the air. Under "
                     "two and a half hours though, because I have to actually turn up at the new job "
                     "tomorrow at 8.",
             "expect": {"max_runtime": 150, "genres_any": ["Drama", "Music", "Comedy", "History"]}},
            {"mood": "Had two wisdom teeth out this morning and my face looks like a hamster's. Can't really "
                     "talk, can't eat anything but soup, and the painkillers make everything a bit floaty. "
                     "I'd like something easy to follow and colourful, maybe animated, nothing with a twisty "
                     "plot I have to concentrate on. Also please nothing that makes me laugh too hard "
                     "because it genuinely hurts to smile right now, ha.",
             "expect": {"genres_any": ["Animation", "Family", "Fantasy", "Adventure"]}},
            {"mood": "Visiting my dad this weekend. We don't talk much, never have, but when I was a kid we "
                     "watched detective shows together, the ones with a clever inspector and a murder every "
                     "week. He's 74 and his eyes aren't great, so nothing with subtitles. A series we can "
                     "put on after tea on both evenings would be nice. The older the better, he grumbles at "
                     "anything too modern.",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery"]}},
            {"mood": "End of the allotment season: everything's dug over, the shed's locked for winter and "
                     "I've a glut of chutney nobody wants. Feeling a bit flat that the growing's done. I'd "
                     "love something green and gentle, countryside, nature, farming even, to see me through "
                     "the dark evenings. My partner reckons I'd like a vet series, which might be right. "
                     "Either way, no murders, I want the evenings peaceful.",
             "expect": {"genres_none": ["Crime"],
                        "genres_any": ["Documentary", "Drama", "Family", "Comedy", "Reality"]}},
            {"mood": "My sister's wedding is TOMORROW, I'm maid of honour, the speech is printed and I'm in bed "
                     "at half nine pretending I'll sleep. I won't. I need something to stop my brain looping "
                     "over the speech. Not a wedding film, god no, and no romance at all, I can't. Something "
                     "gripping enough to take over my head but over by 11 so I do actually get some sleep.",
             "expect": {"max_runtime": 90, "genres_none": ["Romance"],
                        "genres_any": ["Thriller", "Mystery", "Action", "Crime", "Adventure"]}},
            {"mood": "Flight cancelled, stuck overnight in an airport hotel in Frankfurt with one charger and a "
                     "vending machine dinner. Rebooked for 6am so I should sleep, but I'm far too wired. "
                     "Something to watch on the tiny hotel telly, two or three hours of something absorbing. "
                     "A miniseries? No, actually, a long film is better, one and done. No plane crashes, "
                     "obviously. I might laugh about that later.",
             "expect": {"type": "movie"}},
            {"mood": "I've done Spanish on an app every day for 400 days and the teacher at my evening class "
                     "says I should watch things in Spanish to train my ear. I'm terrible at it, but game. "
                     "Something that isn't too fast, a drama or a comedy with subtitles I can switch on and "
                     "off. A series would be ideal so I hear the same voices every week.",
             "expect": {"type": "tv", "genres_any": ["Drama", "Comedy"]}},
        ],
    },
    # ------------------------------------------------------------------ 13
    {
        "name": "languages-of-europe",
        "about": "Spanish, French, German, Russian, Turkish, Croatian, Icelandic, Welsh, Galician, Lithuanian.",
        "requests": [
            # Spanish: "I'm looking for a police series that isn't very violent, with episodes under 50
            # minutes, to watch with my mother"
            {"mood": "Busco una serie policíaca que no sea muy violenta, con capítulos de menos de 50 minutos, "
                     "para ver con mi madre",
             "expect": {"type": "tv", "max_runtime": 50, "genres_any": ["Crime", "Mystery"]}},
            # French: "Tonight it's pizza with my two boys (8 and 10): an adventure film everyone will like?"
            {"mood": "Ce soir c'est pizza avec mes deux garçons (8 et 10 ans) : un film d'aventure qui plaise "
                     "à tout le monde ?",
             "expect": {"type": "movie", "family_safe": True, "genres_any": ["Adventure", "Family"]}},
            # German: "Something funny from the 90s, but please no cartoons, my boyfriend hates them."
            {"mood": "Irgendwas Lustiges aus den 90ern, aber bitte keine Zeichentrickfilme, mein Freund hasst die.",
             "expect": {"year_min": 1990, "year_max": 1999, "genres_any": ["Comedy"],
                        "genres_none": ["Animation"]}},
            # Russian: "I feel like something atmospheric and unhurried, it can be old, just not horror."
            {"mood": "Хочется чего-нибудь атмосферного и неспешного, можно старое, только не ужасы.",
             "expect": {"genres_none": ["Horror"], "genres_any": ["Drama", "Mystery", "Science Fiction"]}},
            # Turkish: "I'm looking for an emotional family film I can watch with my mother, no longer
            # than two hours."
            {"mood": "Annemle birlikte izleyebileceğim duygusal bir aile filmi arıyorum, iki saati geçmesin.",
             "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Drama", "Family"]}},
            # Croatian: "Something tense for tonight, a thriller or a crime story, but without much
            # blood, please."
            {"mood": "Nešto napeto za večeras, triler ili krimić, ali bez puno krvi, molim.",
             "expect": {"genres_any": ["Thriller", "Crime", "Mystery"]}},
            # Icelandic: "I want to watch a documentary film about nature or animals tonight."
            {"mood": "Mig langar að horfa á heimildarmynd um náttúruna eða dýrin í kvöld.",
             "expect": {"type": "movie", "genres_any": ["Documentary"]}},
            # Welsh: "Something funny for the whole family tonight, the children are four and nine."
            {"mood": "Rhywbeth doniol i'r teulu i gyd heno, mae'r plant yn bedair a naw oed.",
             "expect": {"family_safe": True, "genres_any": ["Comedy", "Family", "Animation"]}},
            # Galician: "I fancy an eighties science-fiction film, one of the classic ones."
            {"mood": "Apetéceme unha película de ciencia ficción dos anos oitenta, das de toda a vida.",
             "expect": {"type": "movie", "year_min": 1980, "year_max": 1989,
                        "genres_any": ["Science Fiction"]}},
            # Lithuanian: "I'd like a romantic comedy, but not a long one - an hour and a half at most."
            {"mood": "Norėčiau romantinės komedijos, bet neilgos – daugiausia pusantros valandos.",
             "expect": {"max_runtime": 90, "genres_any": ["Romance", "Comedy"]}},
        ],
    },
    # ------------------------------------------------------------------ 14
    {
        "name": "languages-beyond-europe",
        "about": "Telugu, Gujarati, Punjabi, Malayalam, Amharic, Yoruba, Zulu, Afrikaans, Georgian, Azerbaijani.",
        "requests": [
            # Telugu: "I want to watch a good action film tonight, even three hours is fine."
            {"mood": "ఈ రాత్రి ఒక మంచి యాక్షన్ సినిమా చూడాలని ఉంది, మూడు గంటలైనా పర్వాలేదు.",
             "expect": {"type": "movie", "genres_any": ["Action"]}},
            # Gujarati: "Show me a nice family film for my grandmother, not a scary one."
            {"mood": "મારાં દાદી માટે કોઈ સરસ પારિવારિક ફિલ્મ બતાવો, ડરામણી નહીં.",
             "expect": {"type": "movie", "genres_any": ["Family", "Drama", "Comedy"],
                        "genres_none": ["Horror"]}},
            # Punjabi (Gurmukhi): "Tell me a funny show whose episodes are no more than half an hour."
            {"mood": "ਕੋਈ ਹਾਸੇ ਵਾਲਾ ਸ਼ੋਅ ਦੱਸੋ, ਜਿਸਦੇ ਐਪੀਸੋਡ ਅੱਧੇ ਘੰਟੇ ਤੋਂ ਵੱਧ ਨਾ ਹੋਣ।",
             "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"]}},
            # Malayalam: "I need an animated film my seven-year-old son can watch."
            {"mood": "എന്റെ ഏഴു വയസ്സുള്ള മകന് കാണാൻ പറ്റിയ ഒരു ആനിമേഷൻ സിനിമ വേണം.",
             "expect": {"type": "movie", "family_safe": True, "genres_any": ["Animation"]}},
            # Amharic: "Suggest a good romance film for me to watch with my husband."
            {"mood": "ከባለቤቴ ጋር የምናየው ጥሩ የፍቅር ፊልም ጠቁሙኝ።",
             "expect": {"type": "movie", "genres_any": ["Romance"]}},
            # Yoruba: "I want to watch something funny with my friends tonight."
            {"mood": "Mo fẹ́ wo nǹkan alárinrin pẹ̀lú àwọn ọ̀rẹ́ mi lálẹ́ òní.",
             "expect": {"genres_any": ["Comedy"]}},
            # Zulu: "I want a scary film, but it shouldn't be too long."
            {"mood": "Ngifuna ifilimu esabisayo, kodwa ingabi yinde kakhulu.",
             "expect": {"type": "movie", "genres_any": ["Horror", "Thriller"]}},
            # Afrikaans: "Something about the Second World War, but not too graphic - a series rather
            # than a film."
            {"mood": "Iets oor die Tweede Wêreldoorlog, maar nie te grafies nie – eerder 'n reeks as 'n fliek.",
             "expect": {"type": "tv", "genres_any": ["War", "History"]}},
            # Georgian: "I want an old black-and-white comedy, the kind my grandmother loved."
            {"mood": "ძველი შავ-თეთრი კომედია მინდა, ისეთი, ბებიაჩემს რომ უყვარდა.",
             "expect": {"year_max": 1960, "genres_any": ["Comedy"]}},
            # Azerbaijani: "I'm looking for an adventure series to watch with the children; they are 8
            # and 12."
            {"mood": "Uşaqlarla birlikdə baxmaq üçün macəra serialı axtarıram, onlar 8 və 12 yaşındadırlar.",
             "expect": {"type": "tv", "family_safe": True,
                        "genres_any": ["Adventure", "Family", "Animation", "Fantasy"]}},
        ],
    },
    # ------------------------------------------------------------------ 15
    {
        "name": "ratings-led",
        "about": "The ratings carry the request; the text is vague.",
        "requests": [
            {"mood": "surprise me",
             "user": {"liked": [("Amélie", 9), ("Lost in Translation", 8), ("Midnight in Paris", 8),
                                ("Her", 8)],
                      "disliked": [("The Hangover", 3)]},
             "expect": {"genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "more of what I like pls",
             "user": {"liked": [("Sicario", 9), ("Prisoners", 9), ("Zodiac", 8), ("The Night Of", 8)],
                      "disliked": [("Mamma Mia!", 2)]},
             "expect": {"genres_any": ["Crime", "Thriller", "Mystery", "Drama"]}},
            {"mood": "idk, you pick",
             "user": {"liked": [("Spirited Away", 10), ("Howl's Moving Castle", 9), ("Wolfwalkers", 9),
                                ("Over the Garden Wall", 8)],
                      "disliked": [("Shrek 2", 3)]},
             "expect": {"genres_any": ["Animation", "Fantasy"]}},
            {"mood": "Something new.",
             "user": {"liked": [("The Good Place", 9), ("Parks and Recreation", 9), ("Abbott Elementary", 8),
                                ("Brooklyn Nine-Nine", 8)],
                      "disliked": [("Curb Your Enthusiasm", 3), ("Peep Show", 2)]},
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "based on my taste, whatever",
             "user": {"liked": [("Hell or High Water", 9), ("No Country for Old Men", 9), ("Unforgiven", 8),
                                ("Godless", 8)],
                      "disliked": [("Blazing Saddles", 3)]},
             "expect": {"genres_any": ["Western", "Crime", "Thriller", "Drama"]}},
            {"mood": "🤷",
             "user": {"liked": [("The Great British Baking Show", 9), ("Queer Eye", 8), ("Nailed It!", 8)],
                      "disliked": [("Love Island USA", 2), ("Jersey Shore", 1)]},
             "expect": {"genres_any": ["Reality", "Comedy", "Documentary"]}},
            {"mood": "go on then",
             "user": {"liked": [("The Thing", 10), ("Alien", 9), ("Annihilation", 8), ("Moon", 8)],
                      "disliked": [("Guardians of the Galaxy", 4)]},
             "expect": {"genres_any": ["Science Fiction", "Horror", "Mystery", "Thriller"]}},
            {"mood": "you've seen my ratings. find me the next one",
             "user": {"liked": [("Pride & Prejudice", 9), ("North & South", 9), ("Downton Abbey", 8),
                                ("Portrait of a Lady on Fire", 8)],
                      "disliked": [("Game of Thrones", 3)]},
             "expect": {"genres_any": ["Romance", "History", "Drama"]}},
            {"mood": "what should i watch next",
             "user": {"liked": [("John Wick", 9), ("The Raid", 9), ("Mission: Impossible - Fallout", 8),
                                ("Kill Bill: Vol. 1", 8)],
                      "disliked": [("The Notebook", 2), ("La La Land", 3)]},
             "expect": {"genres_any": ["Action", "Thriller"]}},
            {"mood": "you know what I like by now",
             "user": {"liked": [("Free Solo", 9), ("Touching the Void", 9), ("The Rescue", 8),
                                ("Man on Wire", 8)],
                      "disliked": [("Selling Sunset", 2)]},
             "expect": {"genres_any": ["Documentary", "Adventure"]}},
        ],
    },
    # ------------------------------------------------------------------ 16
    {
        "name": "subjects-and-occasions",
        "about": "A subject or an occasion carries the request.",
        "requests": [
            {"mood": "Halloween night and the trick-or-treaters keep knocking, so it has to be easy to pause",
             "expect": {"genres_any": ["Horror", "Fantasy", "Comedy", "Mystery"]}},
            {"mood": "New Year's Eve, waiting for midnight, two hours to kill",
             "expect": {"max_runtime": 120}},
            {"mood": "Mother's Day with mum. She loves a musical and a good cry, ideally both at once",
             "expect": {"genres_any": ["Music", "Drama", "Romance"]}},
            {"mood": "a really good courtroom drama",
             "expect": {"genres_any": ["Drama", "Crime", "Thriller", "Mystery"]}},
            {"mood": "dinosaurs!!! for me, an adult, not a kids' thing",
             "expect": {"genres_any": ["Science Fiction", "Adventure", "Documentary"],
                        "genres_none": ["Family"]}},
            {"mood": "a sports film where the team is rubbish and then gets good",
             "expect": {"type": "movie", "genres_any": ["Drama", "Comedy", "Family"]}},
            {"mood": "A dog film where the dog does NOT die. I will be checking.",
             "expect": {"type": "movie", "genres_any": ["Family", "Comedy", "Adventure", "Drama", "Animation"]}},
            {"mood": "Dad's retirement do is over and he wants to put his feet up with a seafaring adventure, "
                     "pirates or navy or whatever",
             "expect": {"genres_any": ["Adventure", "Action", "War", "History"]}},
            {"mood": "something for Pride month, queer love stories",
             "expect": {"genres_any": ["Romance", "Drama", "Comedy"]}},
            {"mood": "Diwali night, whole family after dinner, grandparents down to the little ones (youngest "
                     "is 4)",
             "expect": {"family_safe": True,
                        "genres_any": ["Family", "Comedy", "Music", "Drama", "Animation", "Adventure"]}},
        ],
    },
]
