"""The eighteenth blind set: 16 categories of 10 requests, written by an author who has not read the
engine (see README.md). Each request is {"mood", optional "user", "expect"}; "user" holds
("title", rating) pairs, "liked" 7-10 and "disliked" 1-4. Checked and written by
`python3 bench/eval/categorised_set.py eighteenth`.

Expectations: hard clauses only where the person stated or clearly implied them; genres_any names
every genre a good answer might carry and is left out where the person gave no direction; wishes the
format cannot express (language, subtitles, gore inside a horror request, sex scenes, superheroes,
setting, "not sad", number of seasons, "not too long" without a number, minimum lengths) stay soft,
that is, are not encoded. Eras count against the catalogue's year of checking, 2026."""

CATEGORIES = [
    # ------------------------------------------------------------------ 1
    {
        "name": "very-short",
        "about": "One to five words, the way people type into a search box when they cannot be "
                 "bothered; only what the words carry is encoded.",
        "requests": [
            {"mood": "cry",
             "expect": {"genres_any": ["Drama", "Romance", "War", "Animation"]}},
            {"mood": "zombies",
             "expect": {"genres_any": ["Horror", "Action", "Thriller", "Comedy", "Science Fiction"]}},
            {"mood": "something light",
             "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Music"]}},
            {"mood": "heist movie",
             "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Action", "Comedy"]}},
            {"mood": "cozy mystery",
             "expect": {"genres_any": ["Mystery", "Crime", "Comedy"]}},
            {"mood": "space pls",
             "expect": {"genres_any": ["Science Fiction", "Documentary", "Adventure"]}},
            {"mood": "dumb fun",
             "expect": {"genres_any": ["Comedy", "Action", "Adventure"]}},
            {"mood": "westerns",
             "expect": {"genres_any": ["Western"]}},
            {"mood": "a film. anything. now",
             "expect": {"type": "movie"}},
            {"mood": "anime?",
             "expect": {"genres_any": ["Animation"]}},
        ],
    },
    # ------------------------------------------------------------------ 2
    {
        "name": "long-rambling-days",
        "about": "Long messages (about 45-70 words) about the day or the household, with the wish "
                 "buried somewhere in the story.",
        "requests": [
            {"mood": "ok so today was a disaster, the dishwasher flooded the kitchen, i spent 2 hrs on "
                     "hold with the insurance and then the school called because my daughter forgot her "
                     "PE kit AGAIN. shes finally asleep, wine is poured, i want something that makes me "
                     "laugh out loud and doesnt need me to think. not a series, i refuse to start another one",
             "expect": {"type": "movie", "genres_any": ["Comedy"]}},
            {"mood": "Worked a double at the hospital, feet are dead, husband is away on a work trip til "
                     "thursday so I have the remote to myself for once. He hates subtitles and anything "
                     "he calls artsy so this is my chance. give me something beautiful and slow and "
                     "foreign, I don't care if it's sad",
             "expect": {"genres_any": ["Drama", "Romance"]}},
            {"mood": "moved into the new flat today, no furniture except a mattress and the laptop "
                     "balanced on a cardboard box. everything aches. flatmate arrives tomorrow so tonight "
                     "its just me and the echo. want something comforting ive probably seen a hundred "
                     "times, like an old jumper, nothing new or challenging",
             "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Fantasy", "Adventure"]}},
            {"mood": "my sister dumped her three dogs on me for the weekend while she's at a wedding, one "
                     "of them ate a sock, the vet said it will pass (it did, dont ask). its sunday night, "
                     "Im wrecked and weirdly emotional. want a show I can have on while I fold a mountain "
                     "of laundry, something where nothing bad really happens to anyone",
             "expect": {"type": "tv", "genres_any": ["Comedy", "Family", "Reality", "Documentary"],
                        "genres_none": ["Horror", "War"]}},
            {"mood": "my son is 15 and has been glued to his phone all summer, I want ONE evening where we "
                     "watch something together. He says everything I pick is cringe. He likes video "
                     "games, basketball, that sort of thing, I like a good story. he'll roll his eyes at "
                     "anything animated because cartoons are for babies apparently. help",
             "expect": {"genres_none": ["Animation"],
                        "genres_any": ["Action", "Adventure", "Comedy", "Science Fiction", "Drama",
                                       "Documentary"]}},
            {"mood": "Today my manager presented MY slides to the whole department as if he made them, "
                     "then I missed the bus and walked home in the rain. I'm not sad I'm FURIOUS. I want "
                     "to watch someone get revenge on people who absolutely deserve it, properly "
                     "satisfying, the more stylish the better. Whole evening free and a curry on the way",
             "expect": {"genres_any": ["Thriller", "Action", "Crime", "Drama", "Western"]}},
            {"mood": "finally got the baby down after three attempts and my wife fell asleep on the sofa "
                     "with her head on my leg so I cant move. volume has to stay right down so something "
                     "that doesn't need dialogue or big bangs, calm and nice to look at, maybe nature. 50 "
                     "mins max or ill be gone too",
             "expect": {"max_runtime": 50, "genres_any": ["Documentary", "Animation", "Drama"]}},
            {"mood": "spent the whole day at a 5th birthday party with a bouncy castle and 22 screaming "
                     "five year olds, there is glitter in places glitter should never be. the kids are at "
                     "their dad's tonight. I want grown up, dark, twisty, a proper adult crime thing that "
                     "would never in a million years be on a kids channel",
             "expect": {"genres_any": ["Crime", "Thriller", "Mystery", "Drama"]}},
            {"mood": "So my book club imploded (long story, involves a casserole and somebody's husband) "
                     "and I realise I miss talking about stories. I want something with real depth that "
                     "I'd want to pick apart with someone afterwards, literary, character stuff, maybe "
                     "from a novel. I have a lot of free evenings now so a series is fine",
             "expect": {"genres_any": ["Drama", "Mystery", "History", "Romance"]}},
            {"mood": "long week. monday the car failed its MOT, wednesday the cat got stuck on the shed "
                     "roof, friday my laptop died with my dissertation on it (backed up thank god). now "
                     "its saturday and its pissing down. I need a huge adventure to get lost in, swords "
                     "maps quests, the longer the better honestly I'm not going anywhere",
             "expect": {"genres_any": ["Fantasy", "Adventure", "Action"]}},
        ],
    },
    # ------------------------------------------------------------------ 3
    {
        "name": "several-people",
        "about": "Two to five people with different wishes and refusals; every stated refusal is "
                 "encoded, the wishes are pooled in genres_any.",
        "requests": [
            {"mood": "me, my boyfriend and his brother. bf wants action, the brother only ever watches "
                     "comedies, I'm fine with anything as long as it's not horror. a film",
             "expect": {"type": "movie", "genres_any": ["Action", "Comedy"], "genres_none": ["Horror"]}},
            {"mood": "Family movie night: me (39), my mum (68) who loves romance and musicals, my 10 year "
                     "old who is obsessed with animals, and my husband who will fall asleep regardless. "
                     "Has to be fine for the 10 year old",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Family", "Music", "Romance", "Animation", "Comedy", "Adventure"]}},
            {"mood": "four housemates looking for a show to start together. one only likes true stories, "
                     "one wants to be scared, one gets upset if animals get hurt and i just want snacks",
             "expect": {"type": "tv",
                        "genres_any": ["Documentary", "History", "Horror", "Crime", "Drama", "Thriller",
                                       "Mystery"]}},
            {"mood": "girls night, 5 of us, half want to cry half want to scream laugh, and nobody wants "
                     "anything with guns in it",
             "expect": {"genres_any": ["Comedy", "Romance", "Drama"],
                        "genres_none": ["War", "Western", "Action"]}},
            {"mood": "Me and my dad. He likes war films and westerns, I like sci-fi. Is there anything on "
                     "earth we would both like lol",
             "expect": {"genres_any": ["War", "Western", "Science Fiction"]}},
            {"mood": "3 flatmates. one hates subtitles, one hates musicals, one refuses anything longer "
                     "than 2 hours. film tonight, go",
             "expect": {"type": "movie", "genres_none": ["Music"], "max_runtime": 120}},
            {"mood": "husband + me + my 14yo stepdaughter. she's into kdramas and anything romantic, he "
                     "wants car chases, I just want everyone to stop arguing for 2 hours",
             "expect": {"genres_any": ["Romance", "Action", "Comedy", "Drama", "Adventure"]}},
            {"mood": "five of us in a cabin with one tv. two want a thriler, one wants a comedy, one "
                     "says anything with keanu, and one is already asleep. one film then bed",
             "expect": {"type": "movie", "genres_any": ["Thriller", "Comedy", "Action"]}},
            {"mood": "my partner watches nothing but cooking competitions and house makeover stuff, I "
                     "only watch crime dramas. we need ONE show we'll both watch. please not the baking "
                     "one again, we've done every series of it",
             "expect": {"type": "tv",
                        "genres_any": ["Crime", "Reality", "Documentary", "Mystery", "Comedy", "Drama"],
                        "exclude_titles": ["The Great British Baking Show"]}},
            {"mood": "me, my 6 yr old and my 12 yr old. the 12 yr old says everything the 6 yr old likes "
                     "is for babies, the 6 yr old gets scared really easily. a film under 100 minutes "
                     "because bedtime",
             "expect": {"type": "movie", "family_safe": True, "max_runtime": 100,
                        "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]}},
        ],
    },
    # ------------------------------------------------------------------ 4
    {
        "name": "kids-and-parent-limits",
        "about": "Children from toddlers to teenagers with a parent's limits; family_safe for young "
                 "children or a stated 'nothing they shouldn't see', not for teenagers with PG-13 allowed.",
        "requests": [
            {"mood": "for my 3 year old, short episodes, nothing loud or scarey",
             "expect": {"type": "tv", "family_safe": True, "genres_any": ["Family", "Animation"]}},
            {"mood": "my 7 and 9 yr olds want something SCARY for halloween but i do not want them in my "
                     "bed at 3am with nightmares",
             "expect": {"family_safe": True,
                        "genres_any": ["Horror", "Fantasy", "Family", "Animation", "Comedy", "Mystery"]}},
            {"mood": "12 yr old's sleepover, 5 girls, PG-13 is ok but nothing with sex stuff please",
             "expect": {"genres_any": ["Comedy", "Romance", "Family", "Music", "Fantasy", "Adventure",
                                       "Horror", "Mystery"]}},
            {"mood": "want to teach my 8 year old about the world wars without traumatising him, he is "
                     "obsessed with planes",
             "expect": {"family_safe": True,
                        "genres_any": ["War", "History", "Documentary", "Animation", "Family", "Adventure"]}},
            {"mood": "5yo wants dinosaurs. ONLY dinosaurs. nothing where they eat people",
             "expect": {"family_safe": True,
                        "genres_any": ["Family", "Animation", "Adventure", "Documentary", "Science Fiction"]}},
            {"mood": "ipad on the plane, my 10 yo next to me sharing one pair of headphones with a "
                     "splitter, something we both enjoy, no swearing pls. a film",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]}},
            {"mood": "my teenagers (14 and 16) insist they're too old for family films but they still "
                     "secretly love pixar. something cool enough for them that I won't have to dive for "
                     "the remote every 5 minutes",
             "expect": {"genres_any": ["Animation", "Adventure", "Comedy", "Science Fiction", "Fantasy",
                                       "Action", "Family"]}},
            {"mood": "toddler and a newborn, I'm the one actually watching but the toddler sees the screen "
                     "too so nothing she shouldn't see. a grown up show I can follow with one eye, half "
                     "hour chunks, NOT baby shark",
             "expect": {"type": "tv", "family_safe": True, "max_runtime": 30}},
            {"mood": "my 11yo is autistic and really hates loud sudden noises and scenes where people get "
                     "humiliated. he loves trains, space and facts",
             "expect": {"family_safe": True,
                        "genres_any": ["Documentary", "Family", "Animation", "Science Fiction", "Adventure"]}},
            {"mood": "we only do screens on sundays and this sunday the twins (6) get to pick between two "
                     "films I offer. want one animated and one live action, both G or PG",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]}},
        ],
    },
    # ------------------------------------------------------------------ 5
    {
        "name": "older-relatives",
        "about": "Grandparents, parents and neighbours in their sixties to nineties: their tastes, "
                 "their eras, their health and what makes them walk out.",
        "requests": [
            {"mood": "my nan is 91 and sharp as a tack but cant hear well. she loves the old musicals she "
                     "saw when she was courting, and anything with Cary Grant",
             "expect": {"year_max": 1965,
                        "genres_any": ["Music", "Comedy", "Romance", "Thriller", "Mystery"]}},
            {"mood": "Dad's 75 and just had a hip replacement so he's stuck in the chair for weeks. "
                     "Retired history teacher, loves anything on ancient Rome, the navy, or WW2, hates "
                     "anything he calls modern and shouty",
             "expect": {"genres_any": ["History", "War", "Documentary", "Drama", "Adventure"]}},
            {"mood": "staying at my grandparents for the weekend, both mid 80s. grandad walks out if "
                     "there's swearing and gran can't stand violence. something for after dinner on "
                     "saturday",
             "expect": {"family_safe": True, "genres_none": ["Horror", "War"],
                        "genres_any": ["Comedy", "Family", "Romance", "Music", "Mystery", "Drama"]}},
            {"mood": "my mother is 70 with early dementia, complicated plots and flashbacks confuse her "
                     "but she still laughs at slapstick. something gentle",
             "expect": {"genres_any": ["Comedy", "Family", "Music", "Animation"]}},
            {"mood": "mum's 66 and recently widowed, she won't watch anything with death or funerals in "
                     "it but she misses laughing. she has worn out her Frasier and Keeping Up Appearances "
                     "dvds",
             "expect": {"genres_any": ["Comedy"],
                        "exclude_titles": ["Frasier", "Keeping Up Appearances"]}},
            {"mood": "grandad (84) wants a western. his exact words: anything made after I retired is "
                     "rubbish. he retired in 1995",
             "expect": {"genres_any": ["Western"], "year_max": 1995}},
            {"mood": "my aunt is late 70s and has seen every episode of murder she wrote and poirot at "
                     "least twice. what else can i give her",
             "expect": {"genres_any": ["Mystery", "Crime"],
                        "exclude_titles": ["Murder, She Wrote", "Agatha Christie's Poirot"]}},
            {"mood": "In-laws coming for Sunday lunch, they're in their 70s and very conservative and I "
                     "am terrified of a sex scene coming on while we all sit there in silence. A film for "
                     "after lunch",
             "expect": {"type": "movie", "family_safe": True}},
            {"mood": "granddad is a retired engineer, loves how things work, bridges, rockets, ships. he's "
                     "88 and nods off after about an hour",
             "expect": {"max_runtime": 60, "genres_any": ["Documentary", "History"]}},
            {"mood": "the 80 yr old lady next door comes round on thursdays for tea and telly. she likes "
                     "royals, big frocks and a bit of scandal. an episode or two of something",
             "expect": {"type": "tv", "genres_any": ["Drama", "History", "Romance"]}},
        ],
    },
    # ------------------------------------------------------------------ 6
    {
        "name": "date-nights",
        "about": "First dates, long marriages, long distance and anniversaries; the pair's wishes, "
                 "nerves and clocks.",
        "requests": [
            {"mood": "first date at mine (bold i know). something fun with a bit of romance but not so "
                     "much that it gets awkward lol",
             "expect": {"genres_any": ["Comedy", "Romance"]}},
            {"mood": "10 year anniversary. we met at a screening of an old silent film so something "
                     "classic and romantic feels right",
             "expect": {"genres_any": ["Romance", "Drama", "Comedy"]}},
            {"mood": "date night, she loves horror and I'm a total wimp. scary enough that she grabs my "
                     "arm but I still sleep tonight",
             "expect": {"genres_any": ["Horror", "Thriller", "Mystery"]}},
            {"mood": "long distance bf, we sync a stream over facetime. 8pm mine is 1am his and he has "
                     "work so we need to be done by his 3am. something romantic but not cheesy",
             "expect": {"max_runtime": 120, "genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "Wife and I are both nurses, the night shift rota means tonight is our one evening "
                     "together this month. We want to laugh. Nothing medical!!",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "valentines but were both cynics. is there such a thing as an anti romcom romcom",
             "expect": {"genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "cooking dinner together then a film on the sofa. she's a massive sci fi nerd, I'm a "
                     "sucker for romance. the one film that makes us both happy?",
             "expect": {"type": "movie", "genres_any": ["Science Fiction", "Romance"]}},
            {"mood": "third date and he suggested 'a movie at yours'. we both know we wont really be "
                     "watching it so something easy where missing half the plot doesn't matter",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Romance", "Action"]}},
            {"mood": "husbands birthday, he's a big kid, loves 80s action films with cheesy one liners",
             "expect": {"year_min": 1980, "year_max": 1989, "genres_any": ["Action", "Comedy"]}},
            {"mood": "We've been together 30 years and have watched everything twice. Surprise us. We "
                     "like foreign films, clever dialogue and a good cry",
             "expect": {"genres_any": ["Drama", "Romance", "Comedy"]}},
        ],
    },
    # ------------------------------------------------------------------ 7
    {
        "name": "clock-and-time-arithmetic",
        "about": "Trains, flights, layovers, naps, bedtimes, kick-offs and breaks: the time left is "
                 "worked out and becomes max_runtime (per episode for a series).",
        "requests": [
            {"mood": "train leaves 18:40 gets in 20:15, no wifi on board so downloading now. one film, "
                     "something gripping",
             "expect": {"type": "movie", "max_runtime": 95,
                        "genres_any": ["Thriller", "Mystery", "Action", "Crime"]}},
            {"mood": "flight is 2h50 but with food and take off and landing realistically I get 2h15 of "
                     "watching. want two episodes of something light",
             "expect": {"type": "tv", "max_runtime": 67,
                        "genres_any": ["Comedy", "Romance", "Family", "Reality", "Animation"]}},
            {"mood": "kids bedtime is 7:30, it's 6:10 now and they still need a bath which takes 20 "
                     "mins. something for them before that",
             "expect": {"family_safe": True, "max_runtime": 60,
                        "genres_any": ["Family", "Animation", "Comedy", "Adventure"]}},
            {"mood": "lunch break is 45 minutes and 10 of that is walking to the bench and back. one "
                     "sitcom episode",
             "expect": {"type": "tv", "max_runtime": 35, "genres_any": ["Comedy"]}},
            {"mood": "footy kicks off at 8, its 6:25 now. a film before, tea on my lap",
             "expect": {"type": "movie", "max_runtime": 95}},
            {"mood": "3 hour layover in Frankfurt, security again takes about 40 mins and I want 20 "
                     "spare to find the gate. want to actually finish something",
             "expect": {"max_runtime": 120}},
            {"mood": "baby naps about 90 minutes if I'm lucky and I want a whole film done before she "
                     "wakes",
             "expect": {"type": "movie", "max_runtime": 90}},
            {"mood": "I've got exactly one hour between the school run and my shift, 5 minutes of that "
                     "is making coffee. want to get two episodes of something new in",
             "expect": {"type": "tv", "max_runtime": 27}},
            {"mood": "fireworks start at 9 and we have to leave the house at 8:40, its 7 now. family of "
                     "four, youngest is 5",
             "expect": {"family_safe": True, "max_runtime": 100,
                        "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]}},
            {"mood": "night bus home is 50 mins and phone is at 30% so one episode max. something to keep "
                     "me awake",
             "expect": {"type": "tv", "max_runtime": 50,
                        "genres_any": ["Thriller", "Mystery", "Crime", "Action", "Comedy", "Horror"]}},
        ],
    },
    # ------------------------------------------------------------------ 8
    {
        "name": "eras-said-sideways",
        "about": "Eras named by age, family history, technology or culture rather than by year; "
                 "turned into year_min / year_max against 2026.",
        "requests": [
            {"mood": "something from when my parents were dating, they met in 85 and married in 89",
             "expect": {"year_min": 1985, "year_max": 1989}},
            {"mood": "fun stuff from back when you had to rewind the tape before you took it back to the "
                     "shop",
             "expect": {"year_min": 1980, "year_max": 2004,
                        "genres_any": ["Comedy", "Adventure", "Action", "Family", "Fantasy"]}},
            {"mood": "a thriller from before smartphones, where they can't just google it or call for "
                     "help",
             "expect": {"year_max": 2007, "genres_any": ["Thriller", "Mystery", "Crime"]}},
            {"mood": "black and white era, proper old hollywood glamour",
             "expect": {"year_max": 1962,
                        "genres_any": ["Drama", "Romance", "Comedy", "Mystery", "Thriller", "Music"]}},
            {"mood": "something that came out around the year I was born, give or take one. I turned 30 "
                     "in march",
             "expect": {"year_min": 1995, "year_max": 1997}},
            {"mood": "what my teenage self would've rented on a friday night, I'm 45 now",
             "expect": {"year_min": 1994, "year_max": 2000}},
            {"mood": "cold war paranoia spy stuff that was actually made during the cold war",
             "expect": {"year_min": 1947, "year_max": 1991,
                        "genres_any": ["Thriller", "Mystery", "Drama", "Action", "War"]}},
            {"mood": "the old sitcoms with the laugh tracks, my grandma's era",
             "expect": {"type": "tv", "year_max": 1979, "genres_any": ["Comedy"]}},
            {"mood": "recent stuff only. if it came out before covid I've already seen it",
             "expect": {"year_min": 2020}},
            {"mood": "y2k vibes, flip phones, frosted tips, butterfly clips, that late 90s early 00s "
                     "window",
             "expect": {"year_min": 1997, "year_max": 2004,
                        "genres_any": ["Comedy", "Romance", "Drama", "Music"]}},
        ],
    },
    # ------------------------------------------------------------------ 9
    {
        "name": "format-and-commitment",
        "about": "Film or series, miniseries, anthologies, trilogies, episode lengths and how much "
                 "commitment the person will give.",
        "requests": [
            {"mood": "a miniseries. one season, done, no cliffhanger for a season 3 that never comes",
             "expect": {"type": "tv"}},
            {"mood": "film not a show. I have commitment issues",
             "expect": {"type": "movie"}},
            {"mood": "looking for a long running comfort sitcom with like 200 episodes so i never have to "
                     "choose anything again",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "something with 20-25 min episodes i can watch while eating dinner",
             "expect": {"type": "tv", "max_runtime": 25}},
            {"mood": "prestige drama, hour long episodes, im happy to comit to 5 seasons if its "
                     "worth it",
             "expect": {"type": "tv", "genres_any": ["Drama", "Crime", "Thriller"]}},
            {"mood": "an anthology type thing where every episode is its own story so i can dip in and "
                     "out",
             "expect": {"type": "tv"}},
            {"mood": "films to binge across the long weekend, ideally a trilogy or a series of them",
             "expect": {"type": "movie",
                        "genres_any": ["Adventure", "Fantasy", "Science Fiction", "Action", "Crime",
                                       "Drama"]}},
            {"mood": "limited series about a real crime, but a dramatisation, not a documentary",
             "expect": {"type": "tv", "genres_any": ["Crime", "Drama"], "genres_none": ["Documentary"]}},
            {"mood": "something I can finish tonight rather than the start of something. a film I guess, "
                     "nothing over 2 hrs",
             "expect": {"type": "movie", "max_runtime": 120}},
            {"mood": "a show where every episode is basically a little movie, like 90 mins each, "
                     "detectives ideally",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Drama"]}},
        ],
    },
    # ------------------------------------------------------------------ 10
    {
        "name": "refusals-outright-and-sideways",
        "about": "Refusals said flatly or around the side; those a catalogue genre carries are "
                 "genres_none, the rest (superheroes, sequels, subtitles, dogs dying) stay soft.",
        "requests": [
            {"mood": "no horror, no war, no musicals. anything else",
             "expect": {"genres_none": ["Horror", "War", "Music"]}},
            {"mood": "im done with superheroes, done with sequels and done with anything set in space. a "
                     "movie",
             "expect": {"type": "movie"}},
            {"mood": "comedy but I've had it with the cringe awkward humour stuff like the office",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "i cant do blood. like at all, i actually faint",
             "expect": {"genres_none": ["Horror", "War"]}},
            {"mood": "Anything, as long as nobody bursts into song",
             "expect": {"genres_none": ["Music"]}},
            {"mood": "I want a thriller but I have a real thing about children in danger, and please "
                     "don't make me watch a dog die either",
             "expect": {"genres_any": ["Thriller", "Mystery", "Crime"]}},
            {"mood": "not animated (husband refuses), not subtitled (me), not over 2 hours (babysitter)",
             "expect": {"genres_none": ["Animation"], "max_runtime": 120}},
            {"mood": "something real. no made up stories, no actors",
             "expect": {"genres_any": ["Documentary", "Reality"]}},
            {"mood": "no cartoons, no subtitles, no black and white, no cowboys. my dad is very picky",
             "expect": {"genres_none": ["Animation", "Western"], "year_min": 1966}},
            {"mood": "sick of crime shows. sick of murder. literally every show starts with someone "
                     "finding a body in the first 5 minutes. give me a show with something else",
             "expect": {"type": "tv", "genres_none": ["Crime", "Mystery"]}},
        ],
    },
    # ------------------------------------------------------------------ 11
    {
        "name": "loved-and-hated-titles",
        "about": "Titles the person loved, hated or is done with, some in the catalogue (excluded when "
                 "seen) and some not; three give ratings in user instead.",
        "requests": [
            {"mood": "loved paddington 2, hated elf. something with that gentle british kind of funny",
             "expect": {"genres_any": ["Comedy", "Family"], "exclude_titles": ["Paddington 2", "Elf"]}},
            {"mood": "just finished severance and now I'm lost. anything with that same creepy office "
                     "dread?",
             "expect": {"genres_any": ["Science Fiction", "Mystery", "Thriller", "Drama", "Comedy"],
                        "exclude_titles": ["Severance"]}},
            {"mood": "everyone swears I'll love Interstellar but it put me to sleep twice. I DID love "
                     "Arrival and The Martian though",
             "expect": {"genres_any": ["Science Fiction", "Drama", "Mystery", "Adventure"],
                        "exclude_titles": ["Interstellar", "Arrival", "The Martian"]}},
            {"mood": "loved line of duty and bodyguard, need my next tense british police show",
             "expect": {"type": "tv", "genres_any": ["Crime", "Thriller", "Drama", "Mystery"]}},
            {"mood": "I hated La La Land. I hated The Greatest Showman. My girlfriend loves both and wants "
                     "another musical tonight. help me survive",
             "expect": {"genres_any": ["Music"], "exclude_titles": ["La La Land", "The Greatest Showman"]}},
            {"mood": "more of the stuff I rate highly please. symmetrical, deadpan, pastel",
             "user": {"liked": [("The Grand Budapest Hotel", 9), ("Fantastic Mr. Fox", 8),
                                ("Rushmore", 8), ("Isle of Dogs", 7)],
                      "disliked": [("Fast Five", 2)]},
             "expect": {"genres_any": ["Comedy", "Adventure", "Crime", "Drama", "Animation"]}},
            {"mood": "something like my faves but NOT another superhero thing",
             "user": {"liked": [("Alien", 9), ("Aliens", 8), ("The Thing", 9), ("Predator", 7)],
                      "disliked": [("Avengers: Endgame", 3), ("The Avengers", 2)]},
             "expect": {"genres_any": ["Horror", "Science Fiction", "Action", "Thriller"]}},
            {"mood": "we need our next show, kind hearted please",
             "user": {"liked": [("Schitt's Creek", 10), ("Ted Lasso", 9), ("Abbott Elementary", 8)],
                      "disliked": [("Succession", 2)]},
             "expect": {"type": "tv", "genres_any": ["Comedy", "Drama"]}},
            {"mood": "adored the films Chef and The Hundred-Foot Journey. another film with food and "
                     "feelings please",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Drama", "Romance", "Documentary"]}},
            {"mood": "i've rewatched the lord of the rings films like 6 times, i need a new epic. and "
                     "please dont say the hobbit, hated those",
             "expect": {"genres_any": ["Fantasy", "Adventure", "Action", "History", "War"],
                        "exclude_titles": ["The Lord of the Rings: The Fellowship of the Ring",
                                           "The Lord of the Rings: The Two Towers",
                                           "The Lord of the Rings: The Return of the King"]}},
        ],
    },
    # ------------------------------------------------------------------ 12
    {
        "name": "texting-shorthand-and-sarcasm",
        "about": "Texting shorthand, typos, emoji and sarcasm; the literal words of sarcasm are not "
                 "taken at face value.",
        "requests": [
            {"mood": "smth funny n short pls 🙏 brain is fried",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "idk ur the algorithm u tell me 🙄 (not horror tho)",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "oh great another friday night alone, perfect, love that for me. something to make "
                     "me feel less pathetic lmao",
             "expect": {"genres_any": ["Comedy", "Romance", "Drama", "Music", "Adventure"]}},
            {"mood": "need a movie w a twist ending thats actually good, not a dumb 'it was all a dream' "
                     "one 🙄",
             "expect": {"type": "movie",
                        "genres_any": ["Thriller", "Mystery", "Drama", "Science Fiction", "Crime",
                                       "Horror"]}},
            {"mood": "rly want 2 watch smth w the bf tn, he likes cars n fights lol, im ok w wtv as long "
                     "as its not 2 long",
             "expect": {"genres_any": ["Action", "Crime", "Thriller", "Drama"]}},
            {"mood": "scary movei recomendations plz, not the jump scare kind, the creepy kind that "
                     "stays with you",
             "expect": {"type": "movie", "genres_any": ["Horror", "Mystery", "Thriller"]}},
            {"mood": "sooo thrilled to be home with the flu 🤒🤧 want something i can doze thru without "
                     "missing anything",
             "expect": {"genres_any": ["Comedy", "Family", "Animation", "Documentary", "Reality"]}},
            {"mood": "bro just give me explosions. i do not care about feelings 💥💥💥",
             "expect": {"genres_any": ["Action"]}},
            {"mood": "wat 2 watch 2nite 9-11, me n mum, no gore no sex 🙏",
             "expect": {"max_runtime": 120}},
            {"mood": "cant sleep its 3am 😩 need smth soothing and NOT a film, ill pass out halfway",
             "expect": {"type": "tv",
                        "genres_any": ["Documentary", "Comedy", "Animation", "Reality", "Family"]}},
        ],
    },
    # ------------------------------------------------------------------ 13
    {
        "name": "moods-to-match-or-change",
        "about": "A feeling the person wants matched (wallow, stay grumpy) or changed (calm down, "
                 "cheer up); genres_any follows what would answer the feeling.",
        "requests": [
            {"mood": "I'm heartbroken and I want to wallow. give me the saddest thing you've got",
             "expect": {"genres_any": ["Drama", "Romance", "War"]}},
            {"mood": "feeling restles and trapped, want to feel like ive been on a road trip",
             "expect": {"genres_any": ["Adventure", "Comedy", "Drama", "Documentary"]}},
            {"mood": "anxious as hell today, need something where I already know it'll all be fine in "
                     "the end",
             "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation"]}},
            {"mood": "weirdly nostalgic and a bit melancholy tonight. lean into it",
             "expect": {"genres_any": ["Drama", "Romance", "Comedy"]}},
            {"mood": "I feel like nothing matters lately. I want something that reminds me people can "
                     "be good",
             "expect": {"genres_any": ["Drama", "Comedy", "Family", "Documentary"]}},
            {"mood": "PUMPED after the gym, match my energy!!!",
             "expect": {"genres_any": ["Action", "Adventure", "Music", "Drama"]}},
            {"mood": "in a foul mood and I do NOT want to be cheered up. something as grumpy as I am",
             "expect": {"genres_any": ["Comedy", "Drama", "Crime"]}},
            {"mood": "lonely tonight. something that feels like hanging out with friends",
             "expect": {"genres_any": ["Comedy", "Drama"]}},
            {"mood": "overstimulated. need quiet, slow, pretty. no yelling",
             "expect": {"genres_any": ["Drama", "Documentary", "Animation", "Romance", "Fantasy"]}},
            {"mood": "my brain is mush after exams and I want to feel clever again without having to "
                     "work for it",
             "expect": {"genres_any": ["Documentary", "Mystery", "Science Fiction", "Drama", "History"]}},
        ],
    },
    # ------------------------------------------------------------------ 14
    {
        "name": "occasions-and-circumstances",
        "about": "Holidays, storms, hangovers, funerals, elections, caravans, a dog after surgery and "
                 "a crowded Thanksgiving.",
        "requests": [
            {"mood": "power's back after 2 days of storm and we're all stir crazy. family of 4, kids "
                     "are 8 and 11",
             "expect": {"family_safe": True,
                        "genres_any": ["Adventure", "Comedy", "Family", "Animation", "Fantasy"]}},
            {"mood": "christmas eve, presents wrapped, just me and my other half and a bottle of port",
             "expect": {"genres_any": ["Comedy", "Romance", "Family", "Fantasy", "Drama"]}},
            {"mood": "hungover. like properly. sunday. send help and something undemanding",
             "expect": {"genres_any": ["Comedy", "Animation", "Family", "Reality"]}},
            {"mood": "back from my grandad's funeral today. don't want anything about death, don't want "
                     "slapstick either. something warm",
             "expect": {"genres_any": ["Drama", "Comedy", "Family", "Romance"],
                        "genres_none": ["War", "Horror"]}},
            {"mood": "election night and I cannot look at the news anymore. something with nothing to do "
                     "with politics, a comedy, anything daft",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "halloween party, adults only, want a spooky series looping in the background while "
                     "people chat over it",
             "expect": {"type": "tv", "genres_any": ["Horror", "Fantasy", "Comedy", "Mystery"]}},
            {"mood": "rainy bank holiday in a caravan in wales, one bar of signal so we need to download "
                     "a couple of films now. 2 adults, 1 dog",
             "expect": {"type": "movie"}},
            {"mood": "new year's day. want something hopeful about fresh starts",
             "expect": {"genres_any": ["Drama", "Comedy", "Romance"]}},
            {"mood": "sitting with my dog after his surgery, he needs me still for the next few hours so "
                     "a long film is fine. something heartwarming where the dog does NOT die",
             "expect": {"type": "movie", "genres_any": ["Drama", "Comedy", "Family", "Adventure"]}},
            {"mood": "thanksgiving, 14 people from age 4 to 92, after the turkey. something nobody will "
                     "complain about",
             "expect": {"family_safe": True,
                        "genres_any": ["Comedy", "Family", "Animation", "Adventure", "Music", "Fantasy"]}},
        ],
    },
    # ------------------------------------------------------------------ 15
    {
        "name": "other-languages-i",
        "about": "Ten requests in ten languages: Spanish, French, German, Italian, Brazilian "
                 "Portuguese, Dutch, Polish, Swedish, Turkish and Greek.",
        "requests": [
            {"mood": "algo para ver con mi abuela de 85, le encantan las telenovelas pero nada de sangre "
                     "ni palabrotas",
             "expect": {"family_safe": True, "genres_any": ["Romance", "Drama", "Comedy"]}},
            {"mood": "Une comédie bien légère pour ce soir, on est crevés après le déménagement. Pas plus "
                     "d'une heure et demie.",
             "expect": {"genres_any": ["Comedy"], "max_runtime": 90}},
            {"mood": "Wir suchen eine Serie zum Bingen am Wochenende, gern düster und spannend, Krimi "
                     "oder Mystery, aber bitte kein Horror",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Thriller"],
                        "genres_none": ["Horror"]}},
            {"mood": "stasera film con mia moglie, ci piacciono le storie vere e i drammi storici, "
                     "niente guerra per favore",
             "expect": {"type": "movie", "genres_any": ["History", "Drama"], "genres_none": ["War"]}},
            {"mood": "quero um filme pra chorar muito, tipo aqueles de cachorro, mas tem que dar pra "
                     "assistir com meu filho de 9 anos",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Drama", "Family", "Animation", "Adventure"]}},
            {"mood": "Iets luchtigs voor zondagmiddag met de kinderen (4 en 7), liefst geen tekenfilm "
                     "want die hebben we deze week al drie keer gehad",
             "expect": {"family_safe": True, "genres_none": ["Animation"],
                        "genres_any": ["Family", "Comedy", "Adventure", "Fantasy", "Music"]}},
            {"mood": "coś strasznego na wieczór, ale bez przesady z krwią, oglądam sama i mieszkam w "
                     "starym domu haha",
             "expect": {"genres_any": ["Horror", "Thriller", "Mystery"]}},
            {"mood": "har precis sett klart Bron och saknar den redan. något liknande, mörkt, nordiskt "
                     "och långsamt?",
             "expect": {"genres_any": ["Crime", "Mystery", "Thriller", "Drama"],
                        "exclude_titles": ["The Bridge"]}},
            {"mood": "akşam arkadaşlarla toplanıyoruz, herkesin güleceği bir komedi filmi lazım, çok "
                     "uzun olmasın, en fazla iki saat",
             "expect": {"type": "movie", "genres_any": ["Comedy"], "max_runtime": 120}},
            {"mood": "θέλω μια ταινία επιστημονικής φαντασίας που να σε βάζει σε σκέψεις, όχι πολλές "
                     "εκρήξεις",
             "expect": {"type": "movie", "genres_any": ["Science Fiction"]}},
        ],
    },
    # ------------------------------------------------------------------ 16
    {
        "name": "other-languages-ii",
        "about": "Ten requests in ten more languages: Japanese, Korean, Hindi, Indonesian, "
                 "Vietnamese, Finnish, Hungarian, Czech, Swahili and Tagalog.",
        "requests": [
            {"mood": "疲れた…。1話30分くらいで、ゆるく笑えるアニメが見たい",
             "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Animation"]}},
            {"mood": "남자친구랑 볼 로맨스 영화 추천해 주세요. 너무 슬픈 건 싫어요",
             "expect": {"type": "movie", "genres_any": ["Romance"]}},
            {"mood": "परिवार के साथ देखने के लिए कोई अच्छी फिल्म बताइए, बच्चे भी साथ हैं (6 और 10 साल), "
                     "थोड़ा हंसी-मज़ाक हो",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Comedy", "Family", "Animation", "Adventure"]}},
            {"mood": "lagi pengen nonton film action yang seru banget kayak The Raid, udah nonton "
                     "berkali-kali sih",
             "expect": {"type": "movie", "genres_any": ["Action", "Thriller", "Crime"],
                        "exclude_titles": ["The Raid"]}},
            {"mood": "Tối nay muốn xem phim tài liệu về thiên nhiên hoặc động vật, nhẹ nhàng để thư "
                     "giãn",
             "expect": {"genres_any": ["Documentary"]}},
            {"mood": "haluan katsoa jotain tosi synkkää ja hidasta, vaikka skandinaavista dekkaria. ei "
                     "mitään hömppää",
             "expect": {"genres_any": ["Crime", "Mystery", "Thriller", "Drama"]}},
            {"mood": "Valami régi, fekete-fehér klasszikus filmet keresek, lehetőleg romantikusat",
             "expect": {"type": "movie", "year_max": 1960, "genres_any": ["Romance"]}},
            {"mood": "hledám seriál na večery, krátké díly, něco vtipného z kanceláře nebo z práce",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "nataka filamu ya kusisimua kuhusu michezo, kama mpira wa miguu au ndondi, kitu cha "
                     "kunipa motisha",
             "expect": {"type": "movie",
                        "genres_any": ["Drama", "Action", "Documentary", "History", "Comedy"]}},
            {"mood": "ano magandang panoorin ngayong gabi? gusto ko yung nakakatakot pero hindi masyadong "
                     "madugo, kasama ko mga pinsan kong teenager",
             "expect": {"genres_any": ["Horror", "Thriller", "Mystery"]}},
        ],
    },
]
