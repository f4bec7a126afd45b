"""The ninth blind set: 160 hand-written mood requests in 16 categories of 10.

Written from the request format (docs/eval.md), the seed catalogue (data/catalogue) and
bench/eval/set_tools.py only, without reading the engine or any other set's requests.

Each request is a dict:
    mood    what the person typed
    user    optional {"liked": [(title, rating 7-10), ...], "disliked": [(title, rating 1-4), ...]},
            at most 5 a side, titles spelled exactly as in the catalogue
    expect  the clauses of docs/eval.md; hard ones only where the person stated or clearly implied
            them, genres_any generous (every genre a good answer might carry)

`python3 bench/eval/categorised_set.py ninth` checks them and writes the two halves.
"""

CATEGORIES = [
    {
        "name": "feelings-with-reasons",
        "about": "A feeling and why the person has it; the wish follows from the reason.",
        "requests": [
            {
                "mood": "just got dumped. over TEXT. i need something that makes me laugh so hard i forget my own name",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "Job interview at 9am tomorrow and I'm lying awake with my heart racing. I need something gentle and low-stakes to calm me down. No suspense, no cliffhangers, nothing that makes my pulse go up.",
                "expect": {
                    "genres_any": ["Comedy", "Family", "Animation", "Documentary", "Romance", "Reality"],
                    "genres_none": ["Thriller", "Horror"],
                },
            },
            {
                "mood": "our dog died on sunday. i think i need a proper cry, but the kind that leaves you feeling a bit better at the end, not wrecked",
                "expect": {"genres_any": ["Drama", "Family", "Animation", "Romance"]},
            },
            {
                "mood": "I FINISHED MY THESIS!!! 4 years!!! I want something triumphant and huge to celebrate, the kind of ending where you want to stand up and cheer",
                "expect": {
                    "genres_any": ["Adventure", "Action", "Fantasy", "Science Fiction", "Drama", "War", "History"],
                },
            },
            {
                "mood": "It has rained for four days straight, the kids are finally asleep and I'm bored out of my skull. Something clever with a twist I won't see coming.",
                "expect": {"genres_any": ["Mystery", "Thriller", "Crime", "Science Fiction"]},
            },
            {
                "mood": "moved to a new city three months ago and still don't really know anyone here. feeling pretty lonely. something about friendship, found family, people finding their people?",
                "expect": {"genres_any": ["Comedy", "Drama", "Family", "Animation", "Adventure"]},
            },
            {
                "mood": "I am FURIOUS. Our landlord kept the whole deposit for a scratch on the door. I want to watch someone get righteous, satisfying revenge on people who absolutely deserve it.",
                "expect": {"genres_any": ["Action", "Thriller", "Crime", "Western", "Drama"]},
            },
            {
                "mood": "Spent the afternoon going through my late grandad's photo albums and I'm feeling very nostalgic. Something warm and a bit old-fashioned, the kind of film he'd have put on on a Sunday.",
                "expect": {"genres_any": ["Drama", "Comedy", "Western", "Romance", "War", "Family", "Music", "Adventure"]},
            },
            {
                "mood": "burnt out fr, 60 hour week, brain = mush. i want zero thinking, pure fun, explosions welcome ngl",
                "expect": {"genres_any": ["Action", "Comedy", "Adventure"]},
            },
            {
                "mood": "The news has me feeling pretty hopeless about humanity lately. Could you find me something about decent, kind people doing good things? Not preachy though, I don't want a lecture.",
                "expect": {"genres_any": ["Drama", "Comedy", "Family", "Documentary"]},
            },
        ],
    },
    {
        "name": "refusals",
        "about": "What the person will not watch, said many ways, alongside what they do want.",
        "requests": [
            {
                "mood": "something fun for tonight. anything but horror. i mean it. i do not do scary, i'll be sleeping with the lights on for a week",
                "expect": {
                    "genres_any": ["Comedy", "Adventure", "Action", "Romance", "Animation", "Family", "Fantasy"],
                    "genres_none": ["Horror"],
                },
            },
            {
                "mood": "no romance please!!! every show i start turns into a love triangle by episode 3. i just want a solid detective story where they solve the case",
                "expect": {"genres_any": ["Crime", "Mystery", "Thriller"], "genres_none": ["Romance"]},
            },
            {
                "mood": "Not in the mood for animation, and I'm sick to death of superheroes. Just a proper action film for grown-ups.",
                "expect": {"genres_any": ["Action", "Thriller", "Crime"], "genres_none": ["Animation"], "type": "movie"},
            },
            {
                "mood": "A good drama please, but skip anything about war. My dad served and those films hit way too close to home.",
                "expect": {"genres_any": ["Drama"], "genres_none": ["War"]},
            },
            {
                "mood": "My partner ALWAYS picks musicals. Tonight it's my turn: a romantic comedy film with no singing whatsoever.",
                "expect": {"genres_any": ["Romance", "Comedy"], "genres_none": ["Music"], "type": "movie"},
            },
            {
                "mood": "nothing sad, nothing where the dog dies, nothing where someone gets cancer in episode 5, nothing with war. just a nice comedy series",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["War"], "type": "tv"},
            },
            {
                "mood": "Sci-fi, but hold the horror - no slimy aliens bursting out of people. More wonder, less dread.",
                "expect": {"genres_any": ["Science Fiction"], "genres_none": ["Horror"]},
            },
            {
                "mood": "I can't stand reality TV and documentaries put me to sleep. I want a scripted series with an actual plot.",
                "expect": {
                    "genres_any": ["Drama", "Crime", "Mystery", "Thriller", "Science Fiction", "Comedy", "Fantasy"],
                    "genres_none": ["Reality", "Documentary"],
                    "type": "tv",
                },
            },
            {
                "mood": "Don't give me anything made before 1990. I've tried, the old pacing just doesn't work for me. A smart thriller.",
                "expect": {"genres_any": ["Thriller", "Mystery", "Crime"], "year_min": 1990},
            },
            {
                "mood": "Cartoons are fine but nothing with fighting or scary bits at all - my 4 year old gets nightmares. No action stuff, no monsters.",
                "expect": {
                    "genres_any": ["Animation", "Family", "Comedy"],
                    "genres_none": ["Horror", "Action"],
                    "family_safe": True,
                },
            },
        ],
    },
    {
        "name": "time-available",
        "about": "How long the person has, said outright or worked out from their situation.",
        "requests": [
            {
                "mood": "I've got an hour and a half before I leave to pick my sister up from the airport. A light movie that's over by then?",
                "expect": {
                    "genres_any": ["Comedy", "Romance", "Family", "Animation", "Adventure"],
                    "type": "movie",
                    "max_runtime": 90,
                },
            },
            {
                "mood": "lunch break, 30 mins. one episode of something funny",
                "expect": {"genres_any": ["Comedy"], "type": "tv", "max_runtime": 30},
            },
            {
                "mood": "My train from Amsterdam to Paris takes about 3 hours 20 and I haven't downloaded anything yet. One big sweeping epic to fill the whole trip?",
                "expect": {
                    "genres_any": ["Adventure", "Drama", "History", "War", "Fantasy", "Science Fiction", "Western"],
                    "type": "movie",
                    "max_runtime": 200,
                },
            },
            {
                "mood": "the baby naps about 40 minutes if I'm lucky. what show can I fit one episode of into that? I love a mystery",
                "expect": {"genres_any": ["Mystery", "Crime"], "type": "tv", "max_runtime": 40},
            },
            {
                "mood": "it's 10:15pm, alarm is at 6 and I really need to be asleep by midnight. what can I watch that finishes in time? something cozy, not scary",
                "expect": {
                    "genres_any": ["Comedy", "Romance", "Family", "Animation", "Drama"],
                    "genres_none": ["Horror"],
                    "max_runtime": 105,
                },
            },
            {
                "mood": "11 hour flight tomorrow. I want a series I can binge most of the way, proper hour-long drama episodes",
                "expect": {"genres_any": ["Drama", "Crime", "Thriller", "Mystery"], "type": "tv"},
            },
            {
                "mood": "my attention span is completely shot. nothing over 25 min an episode. animated is fine but grown-up humour",
                "expect": {"genres_any": ["Animation", "Comedy"], "type": "tv", "max_runtime": 25},
            },
            {
                "mood": "Film night rule: nothing over 95 minutes or my boyfriend falls asleep. He likes action, I like comedy.",
                "expect": {"genres_any": ["Action", "Comedy"], "type": "movie", "max_runtime": 95},
            },
            {
                "mood": "30 min on the treadmill every morning. give me something punchy with short episodes, sci-fi or just plain weird",
                "expect": {"genres_any": ["Science Fiction", "Fantasy", "Animation", "Comedy"], "type": "tv", "max_runtime": 30},
            },
            {
                "mood": "We've booked the uni screening room for 2 hours and that includes setting up and packing away, so realistically the film has to be about 100 minutes max. Comedy or horror-comedy for about 15 people.",
                "expect": {"genres_any": ["Comedy", "Horror"], "type": "movie", "max_runtime": 100},
            },
        ],
    },
    {
        "name": "eras-and-life-events",
        "about": "A period wanted, or something happening in the person's life.",
        "requests": [
            {
                "mood": "Just retired after 38 years teaching secondary school. I'd like a film about teachers or school life that isn't cheesy.",
                "expect": {"genres_any": ["Drama", "Comedy"], "type": "movie"},
            },
            {
                "mood": "I'm 7 months pregnant with our first and my emotions are all over the place. Something sweet about families and becoming a parent. No horror, thanks.",
                "expect": {"genres_any": ["Family", "Comedy", "Drama", "Animation", "Romance"], "genres_none": ["Horror"]},
            },
            {
                "mood": "anything from the 80s. I was a teenager then and I miss the hair, the synths, all of it",
                "expect": {
                    "genres_any": ["Action", "Comedy", "Adventure", "Science Fiction", "Fantasy", "Drama", "Romance", "Music", "Horror"],
                    "year_min": 1980,
                    "year_max": 1989,
                },
            },
            {
                "mood": "got my college acceptance today!! want a coming-of-age movie about that last summer before everything changes",
                "expect": {"genres_any": ["Comedy", "Drama", "Romance"], "type": "movie"},
            },
            {
                "mood": "Old Hollywood, 1940s or 50s, black and white, glamorous people trading quick-fire banter.",
                "expect": {"genres_any": ["Comedy", "Romance"], "year_min": 1940, "year_max": 1959},
            },
            {
                "mood": "divorce finalised yesterday. I do NOT want romance. I want a show about a woman rebuilding her life, ideally funny",
                "expect": {"genres_any": ["Comedy", "Drama"], "genres_none": ["Romance"], "type": "tv"},
            },
            {
                "mood": "90s kid. take me back to saturday morning cartoons in my pyjamas",
                "expect": {"genres_any": ["Animation"], "type": "tv", "year_min": 1990, "year_max": 1999},
            },
            {
                "mood": "My son shipped out with the army this week and I'm a wreck. Something gentle. Definitely no war.",
                "expect": {"genres_any": ["Comedy", "Family", "Drama", "Romance", "Animation"], "genres_none": ["War"]},
            },
            {
                "mood": "Only new stuff please, 2022 or later - I've seen all the classics. A thriller or a horror.",
                "expect": {"genres_any": ["Thriller", "Horror", "Mystery"], "year_min": 2022},
            },
            {
                "mood": "I became a grandmother this morning and I'm feeling very sentimental. A film from when I was young, the 1960s, with lots of music in it.",
                "expect": {"genres_any": ["Music", "Romance"], "type": "movie", "year_min": 1960, "year_max": 1969},
            },
        ],
    },
    {
        "name": "formats",
        "about": "A film, a series, a miniseries, an episode length, a documentary, anime, reality or stand-up.",
        "requests": [
            {
                "mood": "a miniseries. one season, done, no cliffhanger for a season 2 that never gets made. drama or crime",
                "expect": {"genres_any": ["Drama", "Crime"], "type": "tv"},
            },
            {
                "mood": "nature documentary, animals, oceans, proper Attenborough vibes",
                "expect": {"genres_any": ["Documentary"]},
            },
            {
                "mood": "Never watched anime in my life. Could you recommend an anime film that's a gentle place to start?",
                "expect": {"genres_any": ["Animation"], "type": "movie"},
            },
            {
                "mood": "I want a reality competition show, like cooking or baking or crafting, the wholesome kind not the screaming kind",
                "expect": {"genres_any": ["Reality"], "type": "tv"},
            },
            {
                "mood": "stand-up special? or if you don't have those, a sitcom built around a stand-up comedian",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "sitcom with short eps, half an hour or less, that I can have on while I cook",
                "expect": {"genres_any": ["Comedy"], "type": "tv", "max_runtime": 30},
            },
            {
                "mood": "A feature-length documentary about music or musicians, please.",
                "expect": {"genres_any": ["Documentary"], "type": "movie"},
            },
            {
                "mood": "an anime series that isn't 500 episodes long, something i can actually finish. action or fantasy",
                "expect": {"genres_any": ["Animation"], "type": "tv"},
            },
            {
                "mood": "A black and white film, any decade. Atmospheric, shadows, that sort of thing.",
                "expect": {"genres_any": ["Drama", "Mystery", "Thriller", "Crime", "Horror", "Romance"], "type": "movie"},
            },
            {
                "mood": "animated series for adults. not kids stuff. dark humour is fine",
                "expect": {"genres_any": ["Animation"], "genres_none": ["Family"], "type": "tv"},
            },
        ],
    },
    {
        "name": "audiences",
        "about": "Who is watching: children of stated ages, teens, dates, grandparents, colleagues.",
        "requests": [
            {
                "mood": "Movie night with my 5 and 7 year olds. They love animals. Nothing scary!",
                "expect": {
                    "genres_any": ["Family", "Animation", "Comedy", "Adventure"],
                    "genres_none": ["Horror"],
                    "type": "movie",
                    "family_safe": True,
                },
            },
            {
                "mood": "my 13 year old daughter and i want a series we'll both actually enjoy. she's obsessed with fantasy and magic",
                "expect": {"genres_any": ["Fantasy", "Adventure"], "type": "tv"},
            },
            {
                "mood": "First date at my place on Friday. Something funny and a little romantic, that won't make things awkward.",
                "expect": {"genres_any": ["Comedy", "Romance"], "type": "movie"},
            },
            {
                "mood": "Grandparents are staying (both in their 80s). Need one film for everyone - nothing crude, no bad language. They adore westerns and musicals.",
                "expect": {"genres_any": ["Western", "Music"], "type": "movie", "family_safe": True},
            },
            {
                "mood": "team-building afternoon, 12 coworkers, big screen in the meeting room. it has to be totally inoffensive. nothing gory, nothing political",
                "expect": {
                    "genres_any": ["Comedy", "Adventure", "Family", "Animation"],
                    "genres_none": ["Horror"],
                    "type": "movie",
                },
            },
            {
                "mood": "watching with my little brothers (14 and 16), they only want action but I'd like it not to be completely dumb",
                "expect": {"genres_any": ["Action"]},
            },
            {
                "mood": "toddler (2 and a half) needs something calm and not overstimulating, episodes under half an hour",
                "expect": {"genres_any": ["Family", "Animation"], "type": "tv", "max_runtime": 30, "family_safe": True},
            },
            {
                "mood": "Mum is visiting for the week. She's 70 and lives for British period dramas and murder mysteries. A series would be best.",
                "expect": {"genres_any": ["Drama", "Mystery", "Crime", "History"], "type": "tv"},
            },
            {
                "mood": "sleepover with six 10-year-old girls. need a movie that makes them shriek with laughter, maybe a tiny bit spooky but only a tiny bit",
                "expect": {"genres_any": ["Comedy", "Family", "Fantasy", "Horror"], "type": "movie", "family_safe": True},
            },
            {
                "mood": "Something for me and my dad, he's 81 and a retired engineer. He loves space, real history and how things work.",
                "expect": {"genres_any": ["Documentary", "History", "Science Fiction", "Drama"]},
            },
        ],
    },
    {
        "name": "catalogue-title-with-direction",
        "about": "A catalogue title as the reference, with a change of direction; the reference is excluded.",
        "requests": [
            {
                "mood": "like Ted Lasso but with a bit more edge to it",
                "expect": {"genres_any": ["Comedy", "Drama"], "exclude_titles": ["Ted Lasso"]},
            },
            {
                "mood": "Loved Knives Out. Another whodunit please, but set in the past, a proper period piece.",
                "expect": {"genres_any": ["Mystery", "Crime"], "exclude_titles": ["Knives Out"]},
            },
            {
                "mood": "Something like Arrival but with a happier ending.",
                "expect": {"genres_any": ["Science Fiction", "Drama", "Mystery"], "exclude_titles": ["Arrival"]},
            },
            {
                "mood": "Watched Breaking Bad and Better Call Saul twice each. I want that slow-burn crime feeling again but shorter, one season ideally",
                "expect": {
                    "genres_any": ["Crime", "Drama", "Thriller"],
                    "type": "tv",
                    "exclude_titles": ["Breaking Bad", "Better Call Saul"],
                },
            },
            {
                "mood": "Paddington 2 energy but for adults - kind, funny, a bit whimsical, just not a kids' film",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Family"], "exclude_titles": ["Paddington 2"]},
            },
            {
                "mood": "mad max fury road but in space",
                "expect": {"genres_any": ["Science Fiction", "Action"], "exclude_titles": ["Mad Max: Fury Road"]},
            },
            {
                "mood": "Spirited Away was pure magic. Something in that spirit but a series, so it lasts longer",
                "expect": {"genres_any": ["Animation", "Fantasy"], "type": "tv", "exclude_titles": ["Spirited Away"]},
            },
            {
                "mood": "like gilmore girls but with less talking lol. still cozy small town feels",
                "expect": {"genres_any": ["Comedy", "Drama", "Family", "Romance"], "exclude_titles": ["Gilmore Girls"]},
            },
            {
                "mood": "Something in the vein of Heat, but under two hours this time, I can't sit through three again.",
                "expect": {
                    "genres_any": ["Crime", "Thriller", "Action"],
                    "type": "movie",
                    "max_runtime": 120,
                    "exclude_titles": ["Heat"],
                },
            },
            {
                "mood": "The Great British Baking Show is my comfort show. More like that, but not about baking.",
                "expect": {
                    "genres_any": ["Reality", "Documentary", "Comedy"],
                    "type": "tv",
                    "exclude_titles": ["The Great British Baking Show"],
                },
            },
        ],
    },
    {
        "name": "outside-references",
        "about": "Well-known titles that are not in the catalogue, used as the reference.",
        "requests": [
            {
                "mood": "something like Before Sunrise. two people walking and talking all night and slowly falling for each other",
                "expect": {"genres_any": ["Romance", "Drama"]},
            },
            {
                "mood": "Just finished Little Women (the Greta Gerwig one) and I need more of that - sisters, period costumes, warmth.",
                "expect": {"genres_any": ["Drama", "Romance", "History", "Family"]},
            },
            {
                "mood": "Loved Hidden Figures. Any more true stories about people everyone underestimated?",
                "expect": {"genres_any": ["Drama", "History", "Documentary"]},
            },
            {
                "mood": "we have watched The Princess Diaries 4 times this month. my 9 year old demands something new just like it",
                "expect": {"genres_any": ["Comedy", "Family", "Romance"], "family_safe": True},
            },
            {
                "mood": "Another British cop show like Line of Duty - bent coppers, long interrogation scenes, twists",
                "expect": {"genres_any": ["Crime", "Thriller", "Drama", "Mystery"], "type": "tv"},
            },
            {
                "mood": "The Nightmare Before Christmas is my yearly tradition. What else has that spooky-cute stop-motion feel?",
                "expect": {"genres_any": ["Animation", "Fantasy", "Family"]},
            },
            {
                "mood": "frances ha and past lives are my two favourite movies. quiet, funny-sad, very human",
                "expect": {"genres_any": ["Drama", "Comedy", "Romance"]},
            },
            {
                "mood": "Something in the Hostel / Terrifier lane. I want gore. The nastier the better.",
                "expect": {"genres_any": ["Horror"]},
            },
            {
                "mood": "I miss Yuru Camp so much. What else is that relaxing? Anime or not, doesn't matter.",
                "expect": {"genres_any": ["Animation", "Comedy", "Family", "Documentary", "Drama"]},
            },
            {
                "mood": "Twister fans over here. Big dumb disaster movie with weather and explosions please",
                "expect": {"genres_any": ["Action", "Adventure", "Thriller", "Science Fiction"], "type": "movie"},
            },
        ],
    },
    {
        "name": "themes-and-settings",
        "about": "A subject, a place or a setting the person wants.",
        "requests": [
            {
                "mood": "anything set in a lighthouse or on a remote island. isolation, sea air, the wind howling",
                "expect": {"genres_any": ["Drama", "Thriller", "Mystery", "Horror", "Adventure"]},
            },
            {
                "mood": "Films about chefs or restaurants. Food porn very welcome.",
                "expect": {"genres_any": ["Comedy", "Drama", "Documentary", "Animation"], "type": "movie"},
            },
            {
                "mood": "a heist film where the crew is fun and nobody gets seriously hurt",
                "expect": {"genres_any": ["Crime", "Comedy", "Thriller"], "type": "movie"},
            },
            {
                "mood": "stories about chess players, mathematicians or just very odd geniuses",
                "expect": {"genres_any": ["Drama", "History"]},
            },
            {
                "mood": "Something set in Japan. Slow and beautiful.",
                "expect": {"genres_any": ["Drama", "Animation"]},
            },
            {
                "mood": "time loops!!! give me time loops",
                "expect": {"genres_any": ["Science Fiction", "Comedy", "Fantasy", "Mystery", "Thriller"]},
            },
            {
                "mood": "I want a story set on a boat or a submarine. Cramped, claustrophobic, nowhere to go.",
                "expect": {"genres_any": ["Thriller", "War", "Adventure", "Drama", "Action"]},
            },
            {
                "mood": "Road trip stories: two mismatched people stuck in a car crossing America.",
                "expect": {"genres_any": ["Comedy", "Drama", "Adventure"]},
            },
            {
                "mood": "Witches. Not scary witches. Fun witches, kind witches, maybe a gang of witch friends.",
                "expect": {"genres_any": ["Fantasy", "Comedy", "Family"], "genres_none": ["Horror"]},
            },
            {
                "mood": "the ocean!! whales, the deep sea, coral reefs, whatever. real footage please, not CGI",
                "expect": {"genres_any": ["Documentary"]},
            },
        ],
    },
    {
        "name": "other-languages",
        "about": "Requests written in Spanish, French, German, Italian, Portuguese or Dutch.",
        "requests": [
            {
                "mood": "Quiero una película para llorar un poquito, algo romántico pero que no sea cursi. Que no dure más de dos horas, porfa.",
                "expect": {"genres_any": ["Romance", "Drama"], "type": "movie", "max_runtime": 120},
            },
            {
                "mood": "Une série policière bien sombre pour ce soir, avec des épisodes d'une heure maximum.",
                "expect": {"genres_any": ["Crime", "Thriller", "Mystery"], "type": "tv", "max_runtime": 60},
            },
            {
                "mood": "Bitte keinen Horror und keine Thriller, ich bin schreckhaft. Eine lustige Familienkomödie für Samstagabend mit den Kindern (6 und 9).",
                "expect": {
                    "genres_any": ["Comedy", "Family", "Animation"],
                    "genres_none": ["Horror", "Thriller"],
                    "family_safe": True,
                },
            },
            {
                "mood": "Cerco un film di fantascienza intelligente, non troppo vecchio: dal 2010 in poi, per favore.",
                "expect": {"genres_any": ["Science Fiction"], "type": "movie", "year_min": 2010},
            },
            {
                "mood": "Quero uma série de comédia levinha para ver com a minha namorada, episódios curtos, tipo 20 a 30 minutos.",
                "expect": {"genres_any": ["Comedy", "Romance"], "type": "tv", "max_runtime": 30},
            },
            {
                "mood": "Iets spannends maar niet te eng, een mysterie of een detective. Mag ook een oude film zijn.",
                "expect": {"genres_any": ["Mystery", "Crime", "Thriller"], "genres_none": ["Horror"]},
            },
            {
                "mood": "algo de animación para adultos, tipo anime japonés, que no sea para niños",
                "expect": {"genres_any": ["Animation"], "genres_none": ["Family"]},
            },
            {
                "mood": "J'ai besoin d'un documentaire sur la musique. Je suis musicienne et j'ai envie d'être inspirée.",
                "expect": {"genres_any": ["Documentary"]},
            },
            {
                "mood": "Wir sitzen auf einer Hütte in den Bergen, kaum Internet, aber ein paar Filme sind runtergeladen. Welcher Abenteuerfilm passt für zwei Erwachsene? Gern Western oder Survival.",
                "expect": {"genres_any": ["Adventure", "Western", "Action", "Drama"], "type": "movie"},
            },
            {
                "mood": "Una commedia romantica anni '90, di quelle da guardare sul divano col gelato.",
                "expect": {"genres_any": ["Romance", "Comedy"], "type": "movie", "year_min": 1990, "year_max": 1999},
            },
        ],
    },
    {
        "name": "profile-only",
        "about": "Ratings carry the request; the text is vague.",
        "requests": [
            {
                "mood": "you know what i like",
                "user": {
                    "liked": [("The Dark Knight", 9), ("Inception", 10), ("Heat", 8), ("The Prestige", 9)],
                    "disliked": [("The Notebook", 2)],
                },
                "expect": {"genres_any": ["Thriller", "Crime", "Action", "Mystery", "Science Fiction"]},
            },
            {
                "mood": "something new for us pls",
                "user": {
                    "liked": [("Bluey", 10), ("Paddington", 9), ("My Neighbor Totoro", 9), ("Toy Story", 8)],
                    "disliked": [("It", 1)],
                },
                "expect": {"genres_any": ["Family", "Animation", "Comedy"]},
            },
            {
                "mood": "surprise me",
                "user": {
                    "liked": [("Hereditary", 9), ("The Witch", 8), ("Midsommar", 9), ("The Babadook", 8)],
                    "disliked": [("Mamma Mia!", 2)],
                },
                "expect": {"genres_any": ["Horror", "Mystery", "Thriller"]},
            },
            {
                "mood": "meh. whatever's good",
                "user": {
                    "liked": [("Pride & Prejudice", 9), ("Bridgerton", 8), ("Downton Abbey", 9), ("North & South", 10)],
                    "disliked": [("Saw", 1), ("John Wick", 3)],
                },
                "expect": {"genres_any": ["Romance", "Drama", "History"]},
            },
            {
                "mood": "idk. in the mood for something",
                "user": {
                    "liked": [("Parks and Recreation", 9), ("Brooklyn Nine-Nine", 8), ("Schitt's Creek", 10),
                              ("Abbott Elementary", 9)],
                    "disliked": [("The Walking Dead", 3)],
                },
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "tonight? anything",
                "user": {
                    "liked": [("Seven Samurai", 10), ("Yojimbo", 9), ("Harakiri", 9), ("Ran", 8)],
                    "disliked": [("Fast Five", 2)],
                },
                "expect": {"genres_any": ["Action", "Drama", "History", "War", "Western", "Adventure"]},
            },
            {
                "mood": "more of this kind of thing",
                "user": {
                    "liked": [("Planet Earth II", 10), ("Blue Planet II", 9), ("My Octopus Teacher", 9), ("Free Solo", 8)],
                },
                "expect": {"genres_any": ["Documentary"]},
            },
            {
                "mood": "something good, not too long",
                "user": {
                    "liked": [("Fleabag", 10), ("Russian Doll", 9), ("Barry", 8), ("Atlanta", 9)],
                    "disliked": [("The Big Bang Theory", 2)],
                },
                "expect": {"genres_any": ["Comedy", "Drama"]},
            },
            {
                "mood": "bored. go",
                "user": {
                    "liked": [("Die Hard", 9), ("Lethal Weapon", 8), ("Speed", 9), ("The Terminator", 9), ("Predator", 8)],
                    "disliked": [("La La Land", 3), ("Call Me by Your Name", 2)],
                },
                "expect": {"genres_any": ["Action", "Thriller", "Science Fiction", "Crime"]},
            },
            {
                "mood": "what should we watch next",
                "user": {
                    "liked": [("Cowboy Bebop", 10), ("Attack on Titan", 9), ("Fullmetal Alchemist: Brotherhood", 10),
                              ("Death Note", 8)],
                    "disliked": [("Friends", 3)],
                },
                "expect": {"genres_any": ["Animation"]},
            },
        ],
    },
    {
        "name": "messy-typing",
        "about": "Typos, abbreviations, missing punctuation, emoji and text-speak.",
        "requests": [
            {
                "mood": "smth funy 4 2nite plz no horrer",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Horror"]},
            },
            {
                "mood": "romcom w/ a rly good soundtrak?? set in new yrok or paris idc which",
                "expect": {"genres_any": ["Romance", "Comedy", "Music"]},
            },
            {
                "mood": "i want too cry but in a good way. liek up (the pixar one) but not up cause ive seen it 100 tiems",
                "expect": {"genres_any": ["Animation", "Drama", "Family"], "exclude_titles": ["Up"]},
            },
            {
                "mood": "scifi serise thats not to confusing??",
                "expect": {"genres_any": ["Science Fiction"], "type": "tv"},
            },
            {
                "mood": "docu abt serail killers / true crime but not to gory pls",
                "expect": {"genres_any": ["Documentary"]},
            },
            {
                "mood": "sumthing 4 me n my gf, she 🤢 at blood n i 😴 at sappy stuff. compromise??",
                "expect": {"genres_any": ["Comedy", "Adventure", "Mystery", "Crime", "Action"], "genres_none": ["Horror"]},
            },
            {
                "mood": "westrn!!!! old skool. clint eastwood era or b4 🤠",
                "expect": {"genres_any": ["Western"], "year_max": 1992},
            },
            {
                "mood": "animee movie 4 beginers, nothin 2 weird",
                "expect": {"genres_any": ["Animation"], "type": "movie"},
            },
            {
                "mood": "pls pls pls a show w shrt eps like 20ish mins, comedey, im so tired 😩",
                "expect": {"genres_any": ["Comedy"], "type": "tv", "max_runtime": 25},
            },
            {
                "mood": "halloweeen party bckground movie, campy not actualy scary, 80s or 90s",
                "expect": {"genres_any": ["Comedy", "Horror", "Fantasy"], "type": "movie", "year_min": 1980, "year_max": 1999},
            },
        ],
    },
    {
        "name": "occasions-and-seasons",
        "about": "A holiday, a season, the weather or an event frames the request.",
        "requests": [
            {
                "mood": "Christmas Eve with the whole family, ages 4 to 84. One film everyone can handle.",
                "expect": {"genres_any": ["Family", "Comedy", "Animation", "Fantasy"], "type": "movie", "family_safe": True},
            },
            {
                "mood": "Valentine's night on my own and honestly thrilled about it. Something fun with zero romance in it.",
                "expect": {"genres_any": ["Comedy", "Action", "Adventure"], "genres_none": ["Romance"]},
            },
            {
                "mood": "hot summer night, AC is broken, we're lying on the floor in front of a fan. something that feels like summer",
                "expect": {"genres_any": ["Comedy", "Romance", "Adventure", "Drama"]},
            },
            {
                "mood": "Halloween, adults only, and we want to be properly terrified this year.",
                "expect": {"genres_any": ["Horror"]},
            },
            {
                "mood": "Thanksgiving afternoon, relatives half-watching while the turkey's in the oven. Crowd-pleaser, 2 hours 15 tops before we eat.",
                "expect": {"genres_any": ["Comedy", "Family", "Drama", "Adventure"], "type": "movie", "max_runtime": 135},
            },
            {
                "mood": "sunday morning hangover. very quiet, very soft, no loud noises please, no gunfights, nothing jumping out at me",
                "expect": {
                    "genres_any": ["Comedy", "Animation", "Family", "Documentary", "Romance", "Drama"],
                    "genres_none": ["Action", "Horror"],
                },
            },
            {
                "mood": "first snow of the year!! blankets, hot chocolate, cozy winter watching",
                "expect": {"genres_any": ["Family", "Comedy", "Romance", "Animation", "Fantasy", "Drama"]},
            },
            {
                "mood": "New Year's Eve but we're staying in. Something upbeat with a party feeling.",
                "expect": {"genres_any": ["Comedy", "Music", "Romance"]},
            },
            {
                "mood": "It's the D-Day anniversary and my grandfather landed in Normandy. I'd like to watch something about it, respectful and true.",
                "expect": {"genres_any": ["War", "History", "Documentary"]},
            },
            {
                "mood": "sick day, fever, under the duvet. something comforting I've never seen before, a long series so I can just keep going",
                "expect": {"genres_any": ["Comedy", "Drama", "Family", "Romance"], "type": "tv"},
            },
        ],
    },
    {
        "name": "questions",
        "about": "The request asked as a question.",
        "requests": [
            {
                "mood": "What's a good movie if I loved history class but find documentaries really dry?",
                "expect": {"genres_any": ["History", "War", "Drama"], "genres_none": ["Documentary"], "type": "movie"},
            },
            {
                "mood": "is there any horror that's actually funny on purpose?",
                "expect": {"genres_any": ["Horror"]},
            },
            {
                "mood": "Which series should I start with if I've never watched a Korean drama?",
                "expect": {"genres_any": ["Drama", "Romance", "Comedy", "Thriller"], "type": "tv"},
            },
            {
                "mood": "Can you find me a film under 100 minutes that will completely mess with my head?",
                "expect": {
                    "genres_any": ["Science Fiction", "Mystery", "Thriller", "Horror"],
                    "type": "movie",
                    "max_runtime": 100,
                },
            },
            {
                "mood": "what do people watch when they want to feel like a kid again?",
                "expect": {"genres_any": ["Family", "Animation", "Adventure", "Fantasy", "Comedy"]},
            },
            {
                "mood": "Are there sports movies that aren't really about winning?",
                "expect": {"genres_any": ["Drama", "Documentary", "Comedy"], "type": "movie"},
            },
            {
                "mood": "Do you have a cozy mystery? The kind where a retired lady solves murders in a quaint village?",
                "expect": {"genres_any": ["Mystery", "Crime"]},
            },
            {
                "mood": "why is every thriller 2.5 hours now?? is there a tight one that's done in 100 minutes?",
                "expect": {"genres_any": ["Thriller"], "type": "movie", "max_runtime": 100},
            },
            {
                "mood": "Which Studio Ghibli film should I watch next? I've only seen Totoro.",
                "expect": {"genres_any": ["Animation"], "type": "movie", "exclude_titles": ["My Neighbor Totoro"]},
            },
            {
                "mood": "what's the funniest tv show ever made? go on, convince me",
                "expect": {"genres_any": ["Comedy"], "type": "tv"},
            },
        ],
    },
    {
        "name": "combined-wishes",
        "about": "Three or more wishes at once.",
        "requests": [
            {
                "mood": "funny sci-fi or fantasy series, episodes 30 min or less, and ideally something weird",
                "expect": {"genres_any": ["Science Fiction", "Fantasy"], "type": "tv", "max_runtime": 30},
            },
            {
                "mood": "Family film, animated, under 100 minutes, about friendship, fine for a 6 year old.",
                "expect": {"genres_any": ["Animation"], "type": "movie", "max_runtime": 100, "family_safe": True},
            },
            {
                "mood": "A paranoid thriller from the 70s, 80s or 90s, under two hours, preferably with a conspiracy at the centre.",
                "expect": {"genres_any": ["Thriller", "Mystery"], "type": "movie", "year_min": 1970, "year_max": 1999,
                           "max_runtime": 120},
            },
            {
                "mood": "romantic comedy, series not a film, no cheating storylines, leads with real chemistry, could be korean",
                "expect": {"genres_any": ["Romance", "Comedy"], "type": "tv"},
            },
            {
                "mood": "A British crime series, set before 1950, not too grim, with a clever detective.",
                "expect": {"genres_any": ["Crime", "Mystery"], "type": "tv"},
            },
            {
                "mood": "animated but not for kids, sci-fi, and under 2 hours",
                "expect": {"genres_any": ["Animation", "Science Fiction"], "genres_none": ["Family"], "type": "movie",
                           "max_runtime": 120},
            },
            {
                "mood": "War film, based on real events, not from the American point of view, and no longer than two and a half hours.",
                "expect": {"genres_any": ["War"], "type": "movie", "max_runtime": 150},
            },
            {
                "mood": "a musical, in colour, made after 1990, for adults rather than a Disney cartoon",
                "expect": {"genres_any": ["Music"], "genres_none": ["Animation", "Family"], "type": "movie", "year_min": 1990},
            },
            {
                "mood": "low-stakes, funny, workplace sitcom, ideally shot like a mockumentary",
                "expect": {"genres_any": ["Comedy"], "type": "tv"},
            },
            {
                "mood": "A slow, beautiful drama about a family, in a language other than English, under 2 hours, made 2015 or later.",
                "expect": {"genres_any": ["Drama"], "max_runtime": 120, "year_min": 2015},
            },
        ],
    },
    {
        "name": "contradictions-and-changes-of-mind",
        "about": "The person contradicts themselves or changes their mind; the last word counts.",
        "requests": [
            {
                "mood": "horror! no wait, I'm home alone tonight. make it a comedy. ok fine, horror comedy, but not too scary",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "Something long and epic... actually no, work tomorrow. Keep it under 100 minutes.",
                "expect": {
                    "genres_any": ["Adventure", "Fantasy", "Action", "Science Fiction", "History", "War", "Western"],
                    "max_runtime": 100,
                },
            },
            {
                "mood": "I want a thriller series. Hmm, no, I never finish series. A thriller movie then.",
                "expect": {"genres_any": ["Thriller", "Mystery", "Crime"], "type": "movie"},
            },
            {
                "mood": "I normally can't stand animation but I loved Arcane. So... something animated, but not a kids' thing",
                "expect": {"genres_any": ["Animation"], "genres_none": ["Family"], "exclude_titles": ["Arcane"]},
            },
            {
                "mood": "nothing old. well, except Hitchcock, I'd make an exception for Hitchcock. a mystery, anyway",
                "expect": {"genres_any": ["Mystery", "Thriller"]},
            },
            {
                "mood": "a romantic comedy but not romantic, if that makes sense? like a friendship comedy",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Romance"]},
            },
            {
                "mood": "Okay so I was going to ask for something for the kids, but they both just fell asleep on the sofa (miracle), so it's only me and my wife now, and we haven't had a grown-up evening in about a month. Something grown-up then, the kind of thing we'd never put on with them around. But please not depressing - we've both had a rough week and neither of us wants to end the night staring at the ceiling.",
                "expect": {
                    "genres_any": ["Comedy", "Romance", "Thriller", "Mystery", "Crime", "Drama", "Adventure"],
                    "genres_none": ["Family"],
                },
            },
            {
                "mood": "I want to be scared but I don't want to be SCARED, you know? thrilled, not terrified",
                "expect": {"genres_any": ["Thriller", "Mystery", "Adventure", "Crime"], "genres_none": ["Horror"]},
            },
            {
                "mood": "something with short episodes - actually scratch that, I'm on the sofa all day. Give me a long epic fantasy film, 2.5 hours plus",
                "expect": {"genres_any": ["Fantasy", "Adventure"], "type": "movie"},
            },
            {
                "mood": "anything except westerns. hmm, though I did love Unforgiven... ok westerns are allowed if they're good. horses, wide landscapes",
                "expect": {"genres_any": ["Western", "Adventure", "Drama"], "exclude_titles": ["Unforgiven"]},
            },
        ],
    },
]
