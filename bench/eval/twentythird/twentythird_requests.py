"""The twenty-third blind set: 16 categories of 10 requests, written by an author who has not read
the engine (see README.md). Each request is {"mood", optional "user", "expect"}; "user" holds
("title", rating) pairs, "liked" 7-10 and "disliked" 1-4. Checked and written by
`python3 bench/eval/categorised_set.py twentythird`.

Expectations: hard clauses only where the person stated or clearly implied them; genres_any names
every genre a good answer might carry (or is left out where any genre would do); wishes the format
cannot express (language, subtitles, gore, swearing, tone, endings, setting, number of seasons,
"short" or "long" without a number, "recent" as a mere preference) are left soft, that is, not
encoded. Ages and eras are counted from 2026."""

CATEGORIES = [
    # ------------------------------------------------------------------ 1
    {
        "name": "short-moods",
        "about": "A mood in a few words and nothing else: no format, no audience, no era. Only "
                 "genres_any is set, generously.",
        "requests": [
            {"mood": "cosy but a bit melancholy",
             "expect": {"genres_any": ["Drama", "Romance", "Comedy", "Family", "Animation", "Fantasy"]}},
            {"mood": "adrenaline pls",
             "expect": {"genres_any": ["Action", "Thriller", "Adventure", "Crime", "War", "Science Fiction"]}},
            {"mood": "something to cry at",
             "expect": {"genres_any": ["Drama", "Romance", "War", "History", "Family", "Animation"]}},
            {"mood": "spooky but fun",
             "expect": {"genres_any": ["Horror", "Comedy", "Fantasy", "Mystery", "Family", "Animation"]}},
            {"mood": "pure brain candy",
             "expect": {"genres_any": ["Comedy", "Action", "Romance", "Reality", "Adventure", "Animation", "Family"]}},
            {"mood": "slow-burn dread",
             "expect": {"genres_any": ["Horror", "Thriller", "Mystery", "Drama", "Crime", "Science Fiction"]}},
            {"mood": "heist energy",
             "expect": {"genres_any": ["Crime", "Thriller", "Comedy", "Action", "Mystery", "Drama"]}},
            {"mood": "GIGGLES.",
             "expect": {"genres_any": ["Comedy", "Animation", "Family"]}},
            {"mood": "existential space stuff",
             "expect": {"genres_any": ["Science Fiction", "Drama", "Documentary", "Mystery", "Adventure"]}},
            {"mood": "wholesome 🥹",
             "expect": {"genres_any": ["Family", "Comedy", "Animation", "Drama", "Romance", "Documentary", "Reality"]}},
        ],
    },
    # ------------------------------------------------------------------ 2
    {
        "name": "while-doing-something",
        "about": "What the person is doing while watching; a time limit only where the activity "
                 "states one, a format only where it is named.",
        "requests": [
            {"mood": "folding a mountain of washing, want something I don't have to look at much",
             "expect": {"genres_any": ["Comedy", "Reality", "Documentary", "Music", "Romance", "Family", "Animation"]}},
            {"mood": "30 min on the treadmill, one episode that fits and keeps me moving",
             "expect": {"max_runtime": 30,
                        "genres_any": ["Action", "Comedy", "Animation", "Thriller", "Crime", "Adventure", "Reality",
                                       "Science Fiction"]}},
            {"mood": "painting my nails while I wait for the takeaway, a sitcom episode would be perfect",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "3am feed with the baby, one hand free, eyes half shut. something gentle and quiet",
             "expect": {"genres_any": ["Documentary", "Drama", "Comedy", "Family", "Romance", "Animation"]}},
            {"mood": "building flatpack furniture, need background noise that's mostly people talking",
             "expect": {"genres_any": ["Comedy", "Reality", "Documentary", "Drama"]}},
            {"mood": "6 hour coach journey with my tablet, I want one long film to eat up the time",
             "expect": {"type": "movie"}},
            {"mood": "Babysitting my nephew, he's asleep upstairs, I'm on the couch with the monitor. Something gripping",
             "expect": {"genres_any": ["Thriller", "Crime", "Mystery", "Drama", "Action"]}},
            {"mood": "doing my tax return with the tv on lol. nothing twisty I'd have to follow",
             "expect": {"genres_any": ["Comedy", "Reality", "Documentary", "Family", "Animation", "Romance"]}},
            {"mood": "icing a wedding cake, about an hour of piping left. a cooking show to keep me company",
             "expect": {"type": "tv", "max_runtime": 60, "genres_any": ["Reality", "Documentary", "Comedy"]}},
            {"mood": "in the bath till the water goes cold, something dreamy",
             "expect": {"genres_any": ["Fantasy", "Romance", "Drama", "Animation", "Music"]}},
        ],
    },
    # ------------------------------------------------------------------ 3
    {
        "name": "titles-as-references",
        "about": "A catalogue title as the model, with or without 'like', often with a turn (for kids, "
                 "a film, shorter, lighter, darker, the film version, from the 80s); titles said to be "
                 "seen are excluded, titles used only as a model are not.",
        "requests": [
            {"mood": "Jaws but something the whole family can watch, mine are 7 and 9",
             "expect": {"family_safe": True,
                        "genres_any": ["Adventure", "Family", "Thriller", "Science Fiction", "Animation", "Comedy",
                                       "Documentary"]}},
            {"mood": "something like Mindhunter but a film",
             "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Mystery", "Drama"]}},
            {"mood": "Arrival vibes but shorter, I only have 100 minutes",
             "expect": {"max_runtime": 100, "genres_any": ["Science Fiction", "Drama", "Mystery"]}},
            {"mood": "watched Schitt's Creek twice through already. what's next in that lane?",
             "expect": {"exclude_titles": ["Schitt's Creek"], "genres_any": ["Comedy"]}},
            {"mood": "fleabag but less sad",
             "expect": {"genres_any": ["Comedy", "Drama", "Romance"]}},
            {"mood": "Gilmore Girls but darker and twistier",
             "expect": {"genres_any": ["Drama", "Mystery", "Thriller", "Crime", "Comedy"]}},
            {"mood": "the film version of Succession — awful rich families destroying each other",
             "expect": {"type": "movie", "genres_any": ["Drama", "Comedy", "Crime", "Thriller"]}},
            {"mood": "Grave of the Fireflies absolutely wrecked me, I need something lighter in that hand-drawn style",
             "expect": {"genres_any": ["Animation", "Fantasy", "Family", "Adventure"]}},
            {"mood": "Top Gun: Maverick but an older one, from the 80s",
             "expect": {"year_min": 1980, "year_max": 1989,
                        "genres_any": ["Action", "Adventure", "Drama", "War", "Thriller"]}},
            {"mood": "finished Dark last night and I'm bereft. more time-bending mind-benders please",
             "expect": {"exclude_titles": ["Dark"],
                        "genres_any": ["Science Fiction", "Mystery", "Thriller", "Drama"]}},
        ],
    },
    # ------------------------------------------------------------------ 4
    {
        "name": "refusals",
        "about": "What the person will not watch, said many ways; genres_none only where a catalogue "
                 "genre carries the refusal.",
        "requests": [
            {"mood": "anything except horror. I mean it.",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "no cartoons, no anime, I'm a grown man",
             "expect": {"genres_none": ["Animation"]}},
            {"mood": "comedy please, but romcoms make me itch",
             "expect": {"genres_any": ["Comedy"], "genres_none": ["Romance"]}},
            {"mood": "a thriller, just nothing with soldiers or battlefields",
             "expect": {"genres_any": ["Thriller", "Crime", "Mystery", "Action"], "genres_none": ["War"]}},
            {"mood": "if anyone bursts into song I'm turning it off",
             "expect": {"genres_none": ["Music"]}},
            {"mood": "Nothing sci-fi, nothing fantasy. No dragons, no spaceships. Real people, real problems.",
             "expect": {"genres_none": ["Science Fiction", "Fantasy"]}},
            {"mood": "reality tv is banned in this house, find us something else",
             "expect": {"genres_none": ["Reality"]}},
            {"mood": "I don't want to learn anything tonight: no documentaries, no history lessons",
             "expect": {"genres_none": ["Documentary", "History"]}},
            {"mood": "dad's away so for once NO westerns and NO war films",
             "expect": {"genres_none": ["Western", "War"]}},
            {"mood": "nothing kiddie. not family stuff, not animated. grown-up telly",
             "expect": {"genres_none": ["Family", "Animation"]}},
        ],
    },
    # ------------------------------------------------------------------ 5
    {
        "name": "time-and-runtime",
        "about": "Minutes, hours, clock times, episodes and arithmetic; max_runtime per episode for "
                 "series.",
        "requests": [
            {"mood": "I have exactly 85 minutes before the school run",
             "expect": {"max_runtime": 85}},
            {"mood": "a film under an hour and a half",
             "expect": {"type": "movie", "max_runtime": 90}},
            {"mood": "it's 10 now and I want two episodes done before 11",
             "expect": {"type": "tv", "max_runtime": 30}},
            {"mood": "film starting at 8.15, I need to be in bed by 10",
             "expect": {"type": "movie", "max_runtime": 105}},
            {"mood": "3 episodes on my lunch break... no wait, lunch is only 50 min, so 2 episodes",
             "expect": {"type": "tv", "max_runtime": 25}},
            {"mood": "a show with episodes around 45 min, no longer than that",
             "expect": {"type": "tv", "max_runtime": 45}},
            {"mood": "comedy movie less than 100 mins",
             "expect": {"type": "movie", "max_runtime": 100, "genres_any": ["Comedy"]}},
            {"mood": "2 hrs in the airport lounge, a film that ends with 15 min to spare so I can walk to the gate",
             "expect": {"type": "movie", "max_runtime": 105}},
            {"mood": "I've got about 4 hours tonight and want to binge, but episodes no longer than half an hour",
             "expect": {"type": "tv", "max_runtime": 30}},
            {"mood": "timer says 25 minutes till the lasagne's done, what can I watch in that",
             "expect": {"max_runtime": 25}},
        ],
    },
    # ------------------------------------------------------------------ 6
    {
        "name": "loose-eras",
        "about": "Decades, a childhood or university years counted from an age, a birth year, 'the "
                 "last couple of years', 'before I was born'; all against 2026.",
        "requests": [
            {"mood": "films from when I was at uni, I'm 45 now",
             "expect": {"type": "movie", "year_min": 1999, "year_max": 2002}},
            {"mood": "something from the year I was born, 1984, or thereabouts",
             "expect": {"year_min": 1982, "year_max": 1986}},
            {"mood": "noir. the real stuff, 40s and 50s",
             "expect": {"year_min": 1940, "year_max": 1959,
                        "genres_any": ["Crime", "Mystery", "Thriller", "Drama"]}},
            {"mood": "a 90s teen movie",
             "expect": {"type": "movie", "year_min": 1990, "year_max": 1999,
                        "genres_any": ["Comedy", "Romance", "Drama"]}},
            {"mood": "the shows I'd have watched after school at 10 — I'm 33",
             "expect": {"type": "tv", "year_min": 2001, "year_max": 2005,
                        "genres_any": ["Animation", "Comedy", "Family", "Adventure", "Fantasy"]}},
            {"mood": "only stuff from the last couple of years please",
             "expect": {"year_min": 2024}},
            {"mood": "a sci-fi from before I was born (I'm 29)",
             "expect": {"year_max": 1996, "genres_any": ["Science Fiction"]}},
            {"mood": "my daughter turns 16 this year and wants to see films from the year she was born",
             "expect": {"type": "movie", "year_min": 2010, "year_max": 2010}},
            {"mood": "a 60s sitcom, the kind my nan would've watched as a young woman",
             "expect": {"type": "tv", "year_min": 1960, "year_max": 1969, "genres_any": ["Comedy"]}},
            {"mood": "2010s, but not the superhero ones",
             "expect": {"year_min": 2010, "year_max": 2019}},
        ],
    },
    # ------------------------------------------------------------------ 7
    {
        "name": "film-series-miniseries",
        "about": "The format named outright: miniseries, docuseries, feature film, anthology, limited "
                 "series, sitcom, adult animation, feature documentary, reality competition, procedural.",
        "requests": [
            {"mood": "a miniseries I can finish this weekend",
             "expect": {"type": "tv"}},
            {"mood": "docuseries about nature and animals",
             "expect": {"type": "tv", "genres_any": ["Documentary"]}},
            {"mood": "a proper feature film, not an episode of anything",
             "expect": {"type": "movie"}},
            {"mood": "an anthology show where every episode is a different story",
             "expect": {"type": "tv",
                        "genres_any": ["Science Fiction", "Fantasy", "Horror", "Mystery", "Thriller", "Drama",
                                       "Crime"]}},
            {"mood": "limited series, one season and done, crime",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Thriller", "Drama"]}},
            {"mood": "old-school sitcom with a laugh track",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "animated series for adults, not kids' stuff",
             "expect": {"type": "tv", "genres_any": ["Animation"]}},
            {"mood": "a feature-length documentary, something I'll think about after",
             "expect": {"type": "movie", "genres_any": ["Documentary"]}},
            {"mood": "a reality competition series we can shout at",
             "expect": {"type": "tv", "genres_any": ["Reality"]}},
            {"mood": "police procedural series with loads of seasons to sink into",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Drama"]}},
        ],
    },
    # ------------------------------------------------------------------ 8
    {
        "name": "kids-teens-grandparents",
        "about": "Children of given ages (family_safe for 9 or under), teenagers, grandparents, an "
                 "explicit 'keep it PG'.",
        "requests": [
            {"mood": "me and my 4 year old, something gentle",
             "expect": {"family_safe": True, "genres_any": ["Family", "Animation"]}},
            {"mood": "13 year old boy who thinks everything is cringe",
             "expect": {"genres_any": ["Action", "Comedy", "Adventure", "Science Fiction", "Fantasy", "Animation",
                                       "Horror"]}},
            {"mood": "grandad's 88 and loves a good war story, ideally without much swearing",
             "expect": {"genres_any": ["War", "History", "Drama", "Action", "Adventure"]}},
            {"mood": "a film for kids aged 3, 6 and 8 all at once",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]}},
            {"mood": "15th birthday sleepover, girls want scary but not too scary",
             "expect": {"genres_any": ["Horror", "Mystery", "Thriller", "Fantasy", "Comedy"]}},
            {"mood": "Gran is 92 and very proper so keep it PG please",
             "expect": {"family_safe": True}},
            {"mood": "my son is 9 and obsessed with dinosaurs and space",
             "expect": {"family_safe": True,
                        "genres_any": ["Science Fiction", "Adventure", "Documentary", "Family", "Animation"]}},
            {"mood": "Boxing Day: grandparents plus the kids (5 and 7) all on one sofa",
             "expect": {"family_safe": True,
                        "genres_any": ["Family", "Comedy", "Animation", "Adventure", "Fantasy", "Music"]}},
            {"mood": "a show for an 11 year old who's really into mysteries",
             "expect": {"type": "tv",
                        "genres_any": ["Mystery", "Crime", "Animation", "Fantasy", "Adventure", "Family"]}},
            {"mood": "my 17yo daughter and me, she's into true crime and I'm into comedy",
             "expect": {"genres_any": ["Crime", "Comedy", "Documentary", "Mystery"]}},
        ],
    },
    # ------------------------------------------------------------------ 9
    {
        "name": "couples-and-solo",
        "about": "Date nights, an anniversary, a long-distance call, a long marriage, people on their "
                 "own.",
        "requests": [
            {"mood": "date night at home, our first since the baby arrived",
             "expect": {"genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "on my own tonight, I want a film that feels like a hug",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Family", "Romance", "Drama", "Animation"]}},
            {"mood": "first anniversary: he likes action, I like romance",
             "expect": {"genres_any": ["Action", "Romance", "Adventure", "Comedy", "Thriller"]}},
            {"mood": "watching together over video call, she's in Lisbon, I'm in Leeds, something easy to follow",
             "expect": {"genres_any": ["Romance", "Comedy", "Drama", "Mystery", "Adventure"]}},
            {"mood": "just me and a bottle of red. something moody that feels French",
             "expect": {"genres_any": ["Drama", "Romance", "Crime", "Mystery", "Thriller"]}},
            {"mood": "We've been married 40 years this spring. He likes westerns, I like detectives",
             "expect": {"genres_any": ["Western", "Crime", "Mystery"]}},
            {"mood": "solo sunday, want to start a long series that's just for me",
             "expect": {"type": "tv"}},
            {"mood": "a couples movie where nobody cheats on anybody pls",
             "expect": {"type": "movie", "genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "third date, at his place, nothing awkward (no steamy scenes lol)",
             "expect": {"genres_any": ["Comedy", "Adventure", "Action", "Mystery", "Fantasy", "Science Fiction",
                                       "Animation"]}},
            {"mood": "Me, myself and a pizza. Horror. Go.",
             "expect": {"genres_any": ["Horror"]}},
        ],
    },
    # ------------------------------------------------------------------ 10
    {
        "name": "groups-and-vetoes",
        "about": "Several people with different wishes and vetoes; each veto a catalogue genre carries "
                 "becomes genres_none, the wishes are taken together in genres_any.",
        "requests": [
            {"mood": "4 of us: one wants action, one wants comedy, one hates subtitles, one's scared of horror",
             "expect": {"genres_any": ["Action", "Comedy"], "genres_none": ["Horror"]}},
            {"mood": "housemates film night — Tom won't watch anything animated and Sara refuses war films",
             "expect": {"type": "movie", "genres_none": ["Animation", "War"]}},
            {"mood": "book club ladies, six of us, no horror, something we can discuss after",
             "expect": {"genres_any": ["Drama", "Romance", "History", "Mystery", "Comedy"],
                        "genres_none": ["Horror"]}},
            {"mood": "stag do hangover, 8 lads, easy laughs, and nobody wants a romcom",
             "expect": {"genres_any": ["Comedy"], "genres_none": ["Romance"]}},
            {"mood": "family of 5, the teenager wants horror, mum has vetoed horror. compromise?",
             "expect": {"genres_any": ["Mystery", "Thriller", "Fantasy", "Science Fiction", "Adventure", "Comedy"],
                        "genres_none": ["Horror"]}},
            {"mood": "work team watch party, keep it PG and under 2 hours",
             "expect": {"family_safe": True, "max_runtime": 120}},
            {"mood": "3 flatmates, 1 telly. one's anti-musical, one's anti-western, I'm anti-documentary",
             "expect": {"genres_none": ["Music", "Western", "Documentary"]}},
            {"mood": "me and my brothers (all 30s), no chick flicks, no reality shows, something with a heist or a chase",
             "expect": {"genres_any": ["Action", "Crime", "Thriller", "Adventure", "Comedy"],
                        "genres_none": ["Romance", "Reality"]}},
            {"mood": "society movie night, 20 people, nothing over 2h, mostly sci-fi fans but half of them hate horror",
             "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Science Fiction"],
                        "genres_none": ["Horror"]}},
            {"mood": "Grandpa can't stand anything with magic in it, the kids groan at anything old. find the middle",
             "expect": {"genres_any": ["Comedy", "Adventure", "Family", "Action", "Animation"],
                        "genres_none": ["Fantasy"]}},
        ],
    },
    # ------------------------------------------------------------------ 11
    {
        "name": "texting-slang-emoji",
        "about": "Abbreviations, slang, typos and emoji.",
        "requests": [
            {"mood": "smth funny 4 2nite pls 🙏",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "need a gd cry 😭😭",
             "expect": {"genres_any": ["Drama", "Romance", "War", "History", "Family", "Animation"]}},
            {"mood": "lowkey want a villain era movie ngl",
             "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Drama", "Action"]}},
            {"mood": "idc wat just no horor",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "🚀👽🛸",
             "expect": {"genres_any": ["Science Fiction"]}},
            {"mood": "bestie n me tryna watch smth spicy n romantic 🌶️",
             "expect": {"genres_any": ["Romance", "Drama", "Comedy"]}},
            {"mood": "brain rot pls i have 0 thoughts left",
             "expect": {"genres_any": ["Comedy", "Reality", "Animation", "Action"]}},
            {"mood": "gimme a banger action film no cap, undr 2hrs",
             "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Action"]}},
            {"mood": "wat r the best sitcoms fr fr, old ones ok",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "🎄❄️☕ + my mum",
             "expect": {"genres_any": ["Family", "Comedy", "Romance", "Fantasy", "Animation", "Drama", "Music"]}},
        ],
    },
    # ------------------------------------------------------------------ 12
    {
        "name": "long-rambles",
        "about": "60 to 80 words of life around the wish: a night shift, a new city, a father's hip, "
                 "exams over, half term, a divorce, a trip to Iceland, a grandmother's death, a desk "
                 "lunch, a boyfriend's birthday.",
        "requests": [
            {"mood": "Just got in from a twelve hour night shift on the ward, it's 8am and the sun is out which "
                     "feels wrong. I need to switch my brain off before I sleep and I've got maybe 45 minutes in "
                     "me, tops. Please nothing set in a hospital, I've had enough of beeping machines for one "
                     "lifetime. Something daft and gentle, the kind of thing you can half watch with a cup of tea.",
             "expect": {"max_runtime": 45,
                        "genres_any": ["Comedy", "Animation", "Family", "Reality", "Documentary"]}},
            {"mood": "Moved to Leeds for a new job three weeks ago and I still don't know anyone. The flat is half "
                     "boxes and the radiator clanks. In the evenings it's too quiet, so I want a long-running "
                     "sitcom that feels like having friends in the room, the sort with a gang of regulars and a "
                     "sofa or a bar they always end up in. Lots of seasons would be ideal, I'm not going anywhere.",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "My dad is 79 and just home after his hip replacement, so I'm staying with him for a "
                     "fortnight. He's grumpy, can't get comfortable, and the only things that cheer him up are "
                     "cowboys and old-fashioned detectives, the type who solve it in the drawing room at the end. "
                     "He says modern stuff is too fast and mumbly. Happy with a film or a series, we have a lot "
                     "of afternoons.",
             "expect": {"genres_any": ["Western", "Crime", "Mystery"]}},
            {"mood": "Last exam done!!! Me and four mates are celebrating at mine, they get here at 8 and we're "
                     "heading into town at 10 so whatever we watch has to be finished by then, no exceptions, "
                     "the taxi's booked. We want something loud and stupid and funny, the kind of film you shout "
                     "at the screen during. Nothing slow, nothing arty, nothing that makes anyone think about "
                     "exams.",
             "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Comedy", "Action"]}},
            {"mood": "Fourth day of half term and it has not stopped raining. The twins are six and bouncing off "
                     "the walls, I've done baking, I've done a den, I've done a muddy walk. We have seen Encanto "
                     "and Moana so many times I can recite them both, so please not those again. A film we "
                     "haven't watched, funny, maybe a bit of singing, and one I can actually sit through myself.",
             "expect": {"type": "movie", "family_safe": True, "exclude_titles": ["Encanto", "Moana"],
                        "genres_any": ["Family", "Animation", "Comedy", "Music", "Adventure", "Fantasy"]}},
            {"mood": "First weekend since the divorce went through where the kids are at their dad's. The house is "
                     "very quiet. My sister says go out, but honestly I want to get under a blanket with a series "
                     "I can disappear into for two days, something with a big twisty story. The one thing I can't "
                     "face is romance of any kind, love stories, weddings, none of it, not this weekend.",
             "expect": {"type": "tv", "genres_none": ["Romance"],
                        "genres_any": ["Mystery", "Thriller", "Crime", "Drama", "Science Fiction", "Fantasy"]}},
            {"mood": "We're off to Iceland in a month for our tenth anniversary, driving the ring road in a little "
                     "campervan, and I want to get properly excited for it. Anything with enormous landscapes, "
                     "glaciers, volcanoes, people battling the weather, wild places in general. Nature "
                     "documentaries are great, so is an adventure story set somewhere cold and remote. My wife "
                     "gets motion sick with shaky camera stuff, if that matters.",
             "expect": {"genres_any": ["Documentary", "Adventure", "Drama"]}},
            {"mood": "My grandmother passed last week. She was ninety-three and it was peaceful, but I'm all at "
                     "sea. She loved old musicals and films where everyone is kind to each other in the end. I "
                     "don't want anything that will tip me over: no deaths, no hospitals, no long goodbyes. "
                     "Something warm and a bit old-fashioned that she might have watched with me on a Sunday "
                     "afternoon.",
             "expect": {"genres_any": ["Music", "Comedy", "Family", "Romance", "Drama"]}},
            {"mood": "Working from home and totally fried. My only break is lunch, half twelve to one, eaten at the "
                     "desk because of course it is. I want one episode of a comedy that fits in that window so I "
                     "get a proper laugh before the 1pm stand-up, where my manager will ask everyone for their "
                     "'blockers'. Office comedies are fine, the irony is not lost on me.",
             "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"]}},
            {"mood": "My boyfriend is a massive film nerd and his birthday is Saturday. I'm making dinner and then "
                     "I want to surprise him with a classic from the seventies that he'll be impressed I chose, "
                     "ideally not the most obvious one. I know nothing about old films, so help. He loves "
                     "gangsters, conspiracies and anything with a great ending. I just don't want to fall asleep "
                     "halfway through.",
             "expect": {"type": "movie", "year_min": 1970, "year_max": 1979,
                        "genres_any": ["Crime", "Thriller", "Drama", "Mystery"]}},
        ],
    },
    # ------------------------------------------------------------------ 13
    {
        "name": "languages-of-europe",
        "about": "Ten European languages other than English, one request each: Spanish, French, German, "
                 "Swedish, Norwegian (Bokmål), Finnish, Czech, Hungarian, Greek, Catalan.",
        "requests": [
            # Spanish: "I'm looking for a mystery series to watch with my mother on Sundays, but without much
            # blood, she gets squeamish."
            {"mood": "Busco una serie de misterio para ver con mi madre los domingos, pero sin mucha sangre, que "
                     "ella se impresiona.",
             "expect": {"type": "tv", "genres_any": ["Mystery", "Crime", "Thriller", "Drama"]}},
            # French: "An animated film for my 6-year-old daughter, no more than an hour and a half, otherwise
            # she loses interest."
            {"mood": "Un film d'animation pour ma fille de 6 ans, pas plus d'une heure et demie sinon elle "
                     "décroche.",
             "expect": {"type": "movie", "family_safe": True, "max_runtime": 90, "genres_any": ["Animation"]}},
            # German: "Something gripping please, but no war films - my grandpa is on the sofa with us and it
            # gets to him too much."
            {"mood": "Was Spannendes bitte, aber keine Kriegsfilme – mein Opa sitzt mit auf dem Sofa und das "
                     "nimmt ihn zu sehr mit.",
             "expect": {"genres_any": ["Thriller", "Crime", "Mystery", "Action", "Drama"], "genres_none": ["War"]}},
            # Swedish: "We're three friends who want to watch a really funny film from the 80s tonight."
            {"mood": "Vi är tre kompisar som vill se en riktigt rolig film från 80-talet ikväll.",
             "expect": {"type": "movie", "year_min": 1980, "year_max": 1989, "genres_any": ["Comedy"]}},
            # Norwegian: "It's raining all Sunday. Find a cosy series I can watch several episodes of under the
            # blanket."
            {"mood": "Det regner hele søndagen. Finn en koselig serie jeg kan se mange episoder av under pleddet.",
             "expect": {"type": "tv", "genres_any": ["Comedy", "Drama", "Family", "Romance", "Animation"]}},
            # Finnish: "I'd like to watch something scary, but an hour and a half at most, because I wake up
            # early."
            {"mood": "Haluaisin katsoa jotain pelottavaa, mutta korkeintaan puolitoista tuntia, koska herään "
                     "aikaisin.",
             "expect": {"max_runtime": 90, "genres_any": ["Horror", "Thriller"]}},
            # Czech: "I'm looking for a documentary about nature or animals, ideally something calming for the
            # evening."
            {"mood": "Hledám nějaký dokument o přírodě nebo o zvířatech, ideálně něco uklidňujícího na večer.",
             "expect": {"genres_any": ["Documentary"]}},
            # Hungarian: "I'm looking for a romantic comedy with my girlfriend, but no cartoons, she hates them."
            {"mood": "Romantikus vígjátékot keresek a barátnőmmel, de semmi rajzfilm, azt utálja.",
             "expect": {"genres_any": ["Romance", "Comedy"], "genres_none": ["Animation"]}},
            # Greek: "I want an epic film with a historical plot, battles and big sets."
            {"mood": "Θέλω μια επική ταινία με ιστορική πλοκή, μάχες και μεγάλα σκηνικά.",
             "expect": {"type": "movie", "genres_any": ["History", "War", "Adventure", "Action", "Drama"]}},
            # Catalan: "I'm looking for a comedy series with short episodes, half an hour at most."
            {"mood": "Busco una sèrie de comèdia amb capítols curts, de mitja hora com a molt.",
             "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"]}},
        ],
    },
    # ------------------------------------------------------------------ 14
    {
        "name": "languages-beyond-europe",
        "about": "Ten languages beyond Europe, one request each: Brazilian Portuguese, Vietnamese, Persian, "
                 "Malay, Bengali, Urdu, Swahili, Tamil, Cantonese, Marathi.",
        "requests": [
            # Brazilian Portuguese: "I want a horror film to watch with the gang tonight, but nothing too old,
            # from 2010 on."
            {"mood": "quero um filme de terror pra ver com a galera hoje, mas nada muito velho, de 2010 pra cá",
             "expect": {"type": "movie", "year_min": 2010, "genres_any": ["Horror"]}},
            # Vietnamese: "I want to find a fun animated film to watch with my 5-year-old son."
            {"mood": "Tôi muốn tìm một bộ phim hoạt hình vui nhộn để xem cùng con trai 5 tuổi.",
             "expect": {"type": "movie", "family_safe": True, "genres_any": ["Animation", "Comedy", "Family"]}},
            # Persian: "I want a good crime series that has several seasons and really hooks you."
            {"mood": "یه سریال جنایی خوب می‌خوام که چند فصل داشته باشه و آدم رو درگیر کنه.",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Thriller", "Drama"]}},
            # Malay: "I want to watch a horror story tonight, but not one that's too violent."
            {"mood": "Saya nak tengok cerita seram malam ni, tapi jangan yang terlalu ganas sangat.",
             "expect": {"genres_any": ["Horror", "Mystery", "Thriller"]}},
            # Bengali: "I want an old black-and-white film to watch with my parents."
            {"mood": "বাবা-মায়ের সাথে দেখার মতো একটা পুরনো সাদা-কালো সিনেমা চাই।",
             "expect": {"type": "movie", "year_max": 1960}},
            # Urdu: "Suggest a good romantic film that isn't longer than two hours."
            {"mood": "کوئی اچھی رومانوی فلم بتائیں جو دو گھنٹے سے زیادہ لمبی نہ ہو۔",
             "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Romance"]}},
            # Swahili: "I want to watch a comedy film together with my children aged 8 and 10."
            {"mood": "Nataka kutazama filamu ya vichekesho pamoja na watoto wangu wa miaka 8 na 10.",
             "expect": {"type": "movie", "family_safe": True, "genres_any": ["Comedy", "Family", "Animation"]}},
            # Tamil: "Tonight I want to watch an action film that came out in the 90s."
            {"mood": "இன்று இரவு 90களில் வந்த ஒரு அதிரடி திரைப்படம் பார்க்க வேண்டும்.",
             "expect": {"type": "movie", "year_min": 1990, "year_max": 1999, "genres_any": ["Action"]}},
            # Cantonese: "I want to find a light comedy to watch, an hour and a half at most, I have to get up
            # early tomorrow."
            {"mood": "想搵套輕鬆啲嘅喜劇睇吓，最多一個半鐘，聽日要早起。",
             "expect": {"max_runtime": 90, "genres_any": ["Comedy"]}},
            # Marathi: "Suggest something light and funny that I can watch with my grandmother."
            {"mood": "आजीसोबत बघता येईल असं काहीतरी हलकंफुलकं आणि विनोदी सुचवा.",
             "expect": {"genres_any": ["Comedy", "Family"]}},
        ],
    },
    # ------------------------------------------------------------------ 15
    {
        "name": "ratings-led",
        "about": "The ratings carry the request and the text is vague; at most five titles a side, "
                 "genres_any follows the liked titles.",
        "requests": [
            {"mood": "more like these",
             "user": {"liked": [("Paddington 2", 9), ("The Grand Budapest Hotel", 9),
                                ("Hunt for the Wilderpeople", 8)],
                      "disliked": [("Saw", 2)]},
             "expect": {"genres_any": ["Comedy", "Adventure", "Family"]}},
            {"mood": "you know what I like",
             "user": {"liked": [("Alien", 9), ("The Thing", 10), ("Annihilation", 8), ("Predator", 8)],
                      "disliked": [("The Notebook", 2)]},
             "expect": {"genres_any": ["Horror", "Science Fiction", "Thriller"]}},
            {"mood": "surprise me",
             "user": {"liked": [("Pride and Prejudice", 9), ("Downton Abbey", 9), ("North & South", 8),
                                ("Call the Midwife", 8)],
                      "disliked": [("Breaking Bad", 3), ("The Wire", 3)]},
             "expect": {"genres_any": ["Drama", "Romance", "History"]}},
            {"mood": "same again pls",
             "user": {"liked": [("Heat", 9), ("The Departed", 9), ("Sicario", 8), ("Zodiac", 8)],
                      "disliked": [("Mamma Mia!", 2), ("Frozen", 3)]},
             "expect": {"genres_any": ["Crime", "Thriller", "Action", "Mystery", "Drama"]}},
            {"mood": "whatever suits me, it's late",
             "user": {"liked": [("Parks and Recreation", 9), ("Brooklyn Nine-Nine", 9), ("Abbott Elementary", 8),
                                ("Community", 8)],
                      "disliked": [("The Walking Dead", 2)]},
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "something new for me",
             "user": {"liked": [("Spirited Away", 10), ("Howl's Moving Castle", 9), ("Wolfwalkers", 8),
                                ("Over the Garden Wall", 9)],
                      "disliked": [("Family Guy", 2)]},
             "expect": {"genres_any": ["Animation", "Fantasy", "Adventure", "Family"]}},
            {"mood": "hmm",
             "user": {"liked": [("Blue Planet II", 9), ("Free Solo", 8), ("My Octopus Teacher", 9),
                                ("Jiro Dreams of Sushi", 8)],
                      "disliked": [("Keeping Up with the Kardashians", 1)]},
             "expect": {"genres_any": ["Documentary", "Adventure"]}},
            {"mood": "not in the mood to explain",
             "user": {"liked": [("Gone Girl", 9), ("Sharp Objects", 8), ("Big Little Lies", 8)],
                      "disliked": [("PAW Patrol", 1), ("Glee", 2)]},
             "expect": {"genres_any": ["Thriller", "Mystery", "Drama", "Crime"]}},
            {"mood": "go on then",
             "user": {"liked": [("Unforgiven", 9), ("Tombstone", 8), ("The Searchers", 8),
                                ("Hell or High Water", 9)],
                      "disliked": [("Twilight", 2)]},
             "expect": {"genres_any": ["Western", "Drama", "Crime", "Action", "Adventure"]}},
            {"mood": "your pick",
             "user": {"liked": [("Lost in Translation", 9), ("In the Mood for Love", 10), ("Perfect Days", 9),
                                ("Drive My Car", 8)],
                      "disliked": [("Fast Five", 2), ("Avengers: Endgame", 3)]},
             "expect": {"genres_any": ["Drama", "Romance"]}},
        ],
    },
    # ------------------------------------------------------------------ 16
    {
        "name": "subjects-and-occasions",
        "about": "A subject or an occasion: single on Valentine's, chess and prodigies, Thanksgiving, "
                 "bands on tour, the moon landing, ice and mountains, a child's birthday, election "
                 "night, first snow, food.",
        "requests": [
            {"mood": "valentine's day and we're both single and bitter about it",
             "expect": {"genres_any": ["Comedy", "Horror", "Thriller", "Crime", "Drama", "Romance"]}},
            {"mood": "something about chess, or child prodigies",
             "expect": {"genres_any": ["Drama", "History", "Documentary"]}},
            {"mood": "Thanksgiving, after dinner, the in-laws are here. A safe crowd-pleaser",
             "expect": {"genres_any": ["Comedy", "Family", "Drama", "Adventure", "Animation"]}},
            {"mood": "about music: bands, touring, the real story behind it",
             "expect": {"genres_any": ["Music", "Documentary", "Drama", "History"]}},
            {"mood": "the space race, the moon landing, that whole era",
             "expect": {"genres_any": ["History", "Documentary", "Drama", "Science Fiction", "Adventure"]}},
            {"mood": "mountaineering, survival on the ice, frostbite, that kind of thing",
             "expect": {"genres_any": ["Adventure", "Documentary", "Drama", "Thriller"]}},
            {"mood": "my daughter's 8th birthday party: ten kids, pizza, a film at 5",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy", "Music"]}},
            {"mood": "election night. politics, but not depressing",
             "expect": {"genres_any": ["Drama", "Comedy", "History", "Thriller", "Documentary"]}},
            {"mood": "first snow of the year and the kids are at their grandma's",
             "expect": {"genres_any": ["Fantasy", "Romance", "Family", "Comedy", "Drama", "Animation"]}},
            {"mood": "a film about food and cooking",
             "expect": {"type": "movie", "genres_any": ["Documentary", "Comedy", "Drama", "Animation", "Family"]}},
        ],
    },
]
