"""The thirteenth blind set: 160 mood requests in 16 categories of 10, written by an author who has not
read the engine. bench/eval/categorised_set.py checks them against the request format and the seed
catalogue and writes the dev half (the 1st, 3rd, 5th ... request of each category) and the sealed
half (the 2nd, 4th ... request of each category).

Each request: {"mood", optional "user": {"liked"/"disliked": [(title, rating), ...]}, "expect"}.
Hard clauses only where the person stated or clearly implied them; genres_any is generous; wishes the
format cannot express (language, gore, tone, endings, "not too long" without a number) stay unencoded.
The catalogue's reference year is 2026."""

CATEGORIES = [
    {
        "name": "screens-and-places",
        "about": "Where the person is and what they watch on (a phone on the subway, a treadmill, a "
                 "projector in the yard, a hotel TV, a parked car) implies the format, a length or "
                 "the company.",
        "requests": [
            {
                "mood": "on my phone on the subway, 25 min ride, want to get through a whole episode of something funny before my stop",
                "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Comedy"]},
            },
            {
                "mood": "Treadmill, 40 minutes, I need something with enough energy to keep my legs moving",
                "expect": {"max_runtime": 40,
                           "genres_any": ["Action", "Adventure", "Thriller", "Comedy", "Reality"]},
            },
            {
                "mood": "projector + a bedsheet on the fence tonight, neighbours' kids are coming over (they're 6 and 8). one movie before the mosquitoes win",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Family", "Animation", "Adventure", "Comedy", "Fantasy"]},
            },
            {
                "mood": "Flying Heathrow to Singapore tomorrow night, thirteen hours, and the seat-back screens on that airline are famously awful so I'm loading my iPad tonight. I want a couple of big sweeping films I can properly disappear into, the sort where you forget you're wedged between a snorer and a toddler. Historical, fantasy, space, a grand love story, I'm open. Obviously nothing where a plane goes down, I'm not a masochist.",
                "expect": {"type": "movie",
                           "genres_any": ["Adventure", "Drama", "History", "Fantasy", "Science Fiction",
                                          "Romance", "War"]},
            },
            {
                "mood": "sitting in a hospital waiting room with my laptop and no headphones, so subtitles on and sound off. something calm and easy to follow? nothing medical, I've had enough of that today",
                "expect": {"genres_any": ["Comedy", "Animation", "Family", "Documentary", "Romance"]},
            },
            {
                "mood": "cabin with zero wifi all weekend so whatever I download tonight is it. want a whole show to tear through, mystery-ish",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime", "Thriller"]},
            },
            {
                "mood": "Little TV in the firehouse kitchen. We get 30 min for chow if the bell doesn't ring. The guys like cop stuff and anything with sports",
                "expect": {"max_runtime": 30,
                           "genres_any": ["Crime", "Comedy", "Action", "Documentary", "Reality"]},
            },
            {
                "mood": "Big screen at the community hall, about sixty seniors for the Wednesday afternoon showing. What film would they all enjoy?",
                "expect": {"type": "movie",
                           "genres_any": ["Drama", "Comedy", "Romance", "Music", "Family", "Western",
                                          "Mystery"]},
            },
            {
                "mood": "parked outside the pool waiting for my daughter's swim practice, 45 mins to kill, phone propped on the steering wheel. something light",
                "expect": {"max_runtime": 45,
                           "genres_any": ["Comedy", "Animation", "Family", "Romance", "Reality"]},
            },
            {
                "mood": "hotel room, both kids (under 5) finally asleep in the other bed so the volume's on like 3. a grown-up film for me and my wife",
                "expect": {"type": "movie",
                           "genres_any": ["Drama", "Romance", "Thriller", "Mystery", "Comedy", "Crime"]},
            },
        ],
    },
    {
        "name": "clock-and-timer-math",
        "about": "The time available is given as clock times, timers, schedules and deductions; the "
                 "limit is worked out (per episode for series).",
        "requests": [
            {
                "mood": "dryer says 52 min left. something that fits, funny if poss",
                "expect": {"max_runtime": 52, "genres_any": ["Comedy"]},
            },
            {
                "mood": "Babysitter leaves at 11:15 and it's 9:30 now, kids are finally down. Is there a movie we can finish before I have to drive her home? Something tense.",
                "expect": {"type": "movie", "max_runtime": 105,
                           "genres_any": ["Thriller", "Mystery", "Crime", "Horror", "Action"]},
            },
            {
                "mood": "three and a half hour train ride, I want two films back to back with ten minutes in the middle to hit the cafe car. sci-fi or fantasy",
                "expect": {"type": "movie", "max_runtime": 100,
                           "genres_any": ["Science Fiction", "Fantasy"]},
            },
            {
                "mood": "I've got from 8:40 until the 10 o'clock news. Two episodes of a British-ish comedy that fit in that gap?",
                "expect": {"type": "tv", "max_runtime": 40, "genres_any": ["Comedy"]},
            },
            {
                "mood": "its 10:50pm, alarm's at 7, I need 7 hrs of sleep and it takes me 15 min to drop off. something cosy that fits in whatever's left",
                "expect": {"max_runtime": 55,
                           "genres_any": ["Comedy", "Family", "Animation", "Romance", "Documentary"]},
            },
            {
                "mood": "Through security at 5:35, boarding's at 7:50pm. I want a film I can finish at the gate with 15 minutes to spare. A heist or a caper would be perfect.",
                "expect": {"type": "movie", "max_runtime": 120,
                           "genres_any": ["Crime", "Thriller", "Comedy", "Action"]},
            },
            {
                "mood": "lasagna needs an hour forty in the oven, one film that's done before the timer, my 7 year old is on the couch with me",
                "expect": {"type": "movie", "max_runtime": 100, "family_safe": True,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]},
            },
            {
                "mood": "Three episodes before midnight. It's 10:45. Go.",
                "expect": {"type": "tv", "max_runtime": 25},
            },
            {
                "mood": "we've got the room till checkout at 11 and it's 8:20, showering and packing will eat 40 min, rest is movie time. action pls",
                "expect": {"type": "movie", "max_runtime": 120,
                           "genres_any": ["Action", "Adventure", "Thriller"]},
            },
            {
                "mood": "Okay so weird maths problem. My shift starts in two and a half hours. I need half an hour to shower and get my scrubs on and it's a twenty minute drive, and I refuse to be late again because my charge nurse already gave me The Look last week. Whatever's left over is mine and I want to spend it on something romantic and a bit silly. Don't care if it's a movie or a show, I just need to not think about the ward for a bit before I walk onto it.",
                "expect": {"max_runtime": 100, "genres_any": ["Romance", "Comedy"]},
            },
        ],
    },
    {
        "name": "eras-by-events-and-lifetimes",
        "about": "Eras pinned to world events, inventions, music and family lifetimes rather than "
                 "years; the bounds are worked out against 2026.",
        "requests": [
            {
                "mood": "something from before the Berlin Wall came down. cold war paranoia, spies, that whole vibe",
                "expect": {"year_max": 1989,
                           "genres_any": ["Thriller", "Mystery", "Drama", "War", "Crime", "Action"]},
            },
            {
                "mood": "comedy made after the first iPhone came out but before covid happened",
                "expect": {"year_min": 2007, "year_max": 2019, "genres_any": ["Comedy"]},
            },
            {
                "mood": "Stuff my parents would've watched as teenagers — Dad was born in '62 and Mum in '64. I want to surprise them with something fun and nostalgic.",
                "expect": {"year_min": 1975, "year_max": 1983,
                           "genres_any": ["Comedy", "Music", "Adventure", "Romance", "Drama",
                                          "Science Fiction", "Family"]},
            },
            {
                "mood": "the decade of disco and bell bottoms. anything, music or crime or whatever",
                "expect": {"year_min": 1970, "year_max": 1979,
                           "genres_any": ["Music", "Crime", "Comedy", "Drama"]},
            },
            {
                "mood": "Nothing made after 9/11. I want that pre-2001 innocence back, a light adventure or a comedy",
                "expect": {"year_max": 2001,
                           "genres_any": ["Adventure", "Comedy", "Family", "Romance"]},
            },
            {
                "mood": "what was new on TV the year I was born? I turned 40 this spring. shows that started then-ish",
                "expect": {"type": "tv", "year_min": 1984, "year_max": 1988},
            },
            {
                "mood": "from when the Beatles were still together! swinging sixties, fun, music",
                "expect": {"year_min": 1960, "year_max": 1970,
                           "genres_any": ["Music", "Comedy", "Romance"]},
            },
            {
                "mood": "A drama series that started after the lockdowns ended, so properly recent",
                "expect": {"type": "tv", "year_min": 2021, "genres_any": ["Drama"]},
            },
            {
                "mood": "Y2K teen movie energy, like what my big sister rented from Blockbuster right around the millennium",
                "expect": {"type": "movie", "year_min": 1997, "year_max": 2003,
                           "genres_any": ["Comedy", "Romance", "Drama"]},
            },
            {
                "mood": "films from the decade nirvana and the spice girls were huge, but the small weird ones not the blockbusters",
                "expect": {"type": "movie", "year_min": 1990, "year_max": 1999,
                           "genres_any": ["Comedy", "Drama", "Crime"]},
            },
        ],
    },
    {
        "name": "ages-in-the-room",
        "about": "The viewers' ages (toddlers to nonagenarians, twins, sleepovers, a teen with a "
                 "parent) decide what is suitable; family_safe only for young children or a stated "
                 "ban on swearing.",
        "requests": [
            {
                "mood": "4yo and 2yo, half an hour till bath",
                "expect": {"family_safe": True, "max_runtime": 30,
                           "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "My grandma is 94 and my nephew is 9 and somehow we all have to agree on one thing",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Comedy", "Adventure", "Animation", "Music",
                                          "Fantasy"]},
            },
            {
                "mood": "me and my 15 year old son. he's over kid stuff, I'm over anything super graphic. meet in the middle?",
                "expect": {"genres_any": ["Action", "Adventure", "Comedy", "Science Fiction", "Mystery",
                                          "Fantasy"]},
            },
            {
                "mood": "toddler, 18 months. anything gentle she can have on while I cook?",
                "expect": {"family_safe": True, "genres_any": ["Family", "Animation"]},
            },
            {
                "mood": "son's 11th birthday sleepover, six boys, they're begging for something scary but the other parents would murder me if it goes too far",
                "expect": {"family_safe": True,
                           "genres_any": ["Horror", "Fantasy", "Mystery", "Adventure"]},
            },
            {
                "mood": "Me (38) and my dad (71). He's asleep in anything past two hours. Loves westerns and war stuff.",
                "expect": {"max_runtime": 120, "genres_any": ["Western", "War", "History", "Action"]},
            },
            {
                "mood": "the twins turn 7 on saturday and want their first proper full-length movie at home, they've only ever done episodes",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Animation", "Family", "Adventure", "Comedy", "Fantasy"]},
            },
            {
                "mood": "teen girls 13 to 16 at a slumber party, romcom or something dramatic, PG-13 is totally fine",
                "expect": {"genres_any": ["Romance", "Comedy", "Drama"]},
            },
            {
                "mood": "5 y/o is terrified of villains lol. is there anything with basically no bad guys",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Animation", "Comedy", "Documentary"]},
            },
            {
                "mood": "We're a retired couple in our eighties and rather hard of hearing, so captions on. We can't abide cursing or bedroom scenes.",
                "expect": {"family_safe": True,
                           "genres_any": ["Drama", "Comedy", "Mystery", "Romance", "Family", "Music",
                                          "History"]},
            },
        ],
    },
    {
        "name": "catalogue-title-with-a-twist",
        "about": "A catalogue title, named loosely, with a direction (as a series, shorter, funnier, "
                 "lighter, kinder, less yelling); the title itself is excluded.",
        "requests": [
            {
                "mood": "knives out but as a show i can stretch over a week",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime", "Comedy"],
                           "exclude_titles": ["Knives Out"]},
            },
            {
                "mood": "Interstellar but shorter. like WAY shorter, under 2 hrs",
                "expect": {"type": "movie", "max_runtime": 119,
                           "genres_any": ["Science Fiction", "Drama", "Adventure"],
                           "exclude_titles": ["Interstellar"]},
            },
            {
                "mood": "Hereditary-level dread without the demon stuff. Is that even possible?",
                "expect": {"genres_any": ["Thriller", "Horror", "Mystery", "Drama"],
                           "exclude_titles": ["Hereditary"]},
            },
            {
                "mood": "something funnier than banshees of inisherin but with the same small-village-everyone-knows-your-business feel",
                "expect": {"genres_any": ["Comedy"], "exclude_titles": ["The Banshees of Inisherin"]},
            },
            {
                "mood": "Schitt's Creek was my comfort show for three years. I need the next one. Same warmth, doesn't have to be Canadian lol",
                "expect": {"type": "tv", "genres_any": ["Comedy"], "exclude_titles": ["Schitt's Creek"]},
            },
            {
                "mood": "loved fury road, want that adrenaline but less bleak, maybe even a bit goofy",
                "expect": {"genres_any": ["Action", "Adventure", "Comedy"],
                           "exclude_titles": ["Mad Max: Fury Road"]},
            },
            {
                "mood": "Paddington 2 for grown-ups? Just as kind, but made for adults",
                "expect": {"genres_any": ["Comedy", "Drama"], "exclude_titles": ["Paddington 2"]},
            },
            {
                "mood": "hill house but lighter?? my mum wants a ghost story she can watch without sleeping with the lights on",
                "expect": {"genres_any": ["Mystery", "Drama", "Fantasy", "Comedy", "Horror"],
                           "exclude_titles": ["The Haunting of Hill House"]},
            },
            {
                "mood": "succession with shorter episodes, 30 min tops",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy", "Drama"],
                           "exclude_titles": ["Succession"]},
            },
            {
                "mood": "Whiplash wrecked me in the best way. Anything like it minus the screaming? Still about music.",
                "expect": {"genres_any": ["Music"], "exclude_titles": ["Whiplash"]},
            },
        ],
    },
    {
        "name": "dislikes-said-sideways",
        "about": "Refusals said as jokes, allergies, household rules and past fatigue; a refusal "
                 "becomes genres_none only when a catalogue genre carries it.",
        "requests": [
            {
                "mood": "date night film. if anybody bursts into song I'm turning it off",
                "expect": {"type": "movie", "genres_none": ["Music"],
                           "genres_any": ["Romance", "Comedy", "Drama"]},
            },
            {
                "mood": "my husband physically leaves the room when a cowboy hat shows up and I glaze over the second there's a spaceship. what can we both sit through",
                "expect": {"genres_none": ["Western", "Science Fiction"]},
            },
            {
                "mood": "I've had my fill of sad rich people crying in big houses. anything else",
                "expect": {"genres_any": ["Comedy", "Action", "Adventure", "Animation", "Science Fiction",
                                          "Fantasy", "Thriller"]},
            },
            {
                "mood": "No laugh tracks, no 'it was all a dream', and no cops. A series.",
                "expect": {"type": "tv", "genres_none": ["Crime"]},
            },
            {
                "mood": "Cartoons make my eyes glaze over, just so you know. Looking for a fantasy adventure.",
                "expect": {"genres_none": ["Animation"], "genres_any": ["Fantasy", "Adventure"]},
            },
            {
                "mood": "real people yelling at each other on camera = my personal hell. binge material pls",
                "expect": {"type": "tv", "genres_none": ["Reality"]},
            },
            {
                "mood": "I teach medieval history for a living, so anything set in the past has me shouting at the screen about wrong helmets and the wrong century. Tonight I want my brain off duty: set now or in the future, please, and ideally clever.",
                "expect": {"genres_none": ["History"],
                           "genres_any": ["Science Fiction", "Drama", "Comedy", "Thriller", "Mystery"]},
            },
            {
                "mood": "anything but war. my brother just got back from deployment and we're watching together tonight, I just want him laughing",
                "expect": {"genres_none": ["War"], "genres_any": ["Comedy"]},
            },
            {
                "mood": "I startle easily and then I'm up all night, so keep anything with jump scares far away from me. A good mystery though? Yes please.",
                "expect": {"genres_none": ["Horror"], "genres_any": ["Mystery", "Crime", "Thriller"]},
            },
            {
                "mood": "true crime docs? did five years of those, I'm out. fictional crime I'm still in for",
                "expect": {"genres_none": ["Documentary"], "genres_any": ["Crime"]},
            },
        ],
    },
    {
        "name": "ten-other-languages",
        "about": "Requests in Japanese, Korean, Polish, Turkish, Swedish, Hinglish, Greek, "
                 "Indonesian, Vietnamese and Catalan; the clauses they state are encoded, the "
                 "language wish is not.",
        "requests": [
            {
                "mood": "6歳の子どもと一緒に見られる、心が温まるアニメ映画を探しています。",
                "expect": {"type": "movie", "family_safe": True, "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "혼자 보기 좋은 무서운 드라마 추천해줘. 에피소드는 한 시간 안 넘었으면 좋겠어.",
                "expect": {"type": "tv", "max_runtime": 60,
                           "genres_any": ["Horror", "Thriller", "Mystery"]},
            },
            {
                "mood": "Szukam czegoś zabawnego na wieczór ze znajomymi, tylko żadnych horrorów, bo Kasia się boi.",
                "expect": {"genres_none": ["Horror"], "genres_any": ["Comedy"]},
            },
            {
                "mood": "Annemle izleyeceğiz, romantik ama çok eski olmayan bir film olsun, 2010 ve sonrası.",
                "expect": {"type": "movie", "year_min": 2010, "genres_any": ["Romance"]},
            },
            {
                "mood": "Något mysigt och lugnt till en regnig söndag, gärna en serie med korta avsnitt, max en halvtimme.",
                "expect": {"type": "tv", "max_runtime": 30,
                           "genres_any": ["Comedy", "Family", "Drama", "Animation"]},
            },
            {
                "mood": "yaar kuch aisa batao jo poori family ke saath dekh sakein, thoda emotional thoda funny, par koi gaali-galoch nahi",
                "expect": {"family_safe": True, "genres_any": ["Comedy", "Drama", "Family"]},
            },
            {
                "mood": "Θέλω ένα καλό ντοκιμαντέρ για τη φύση, όχι πάνω από μία ώρα.",
                "expect": {"max_runtime": 60, "genres_any": ["Documentary"]},
            },
            {
                "mood": "Film aksi yang seru buat nonton bareng pacar, jangan kelamaan ya, maksimal 2 jam.",
                "expect": {"type": "movie", "max_runtime": 120,
                           "genres_any": ["Action", "Thriller", "Adventure"]},
            },
            {
                "mood": "Cho mình xin vài phim hoạt hình Nhật cũ, trước năm 2000, xem cho đỡ nhớ tuổi thơ.",
                "expect": {"year_max": 1999, "genres_any": ["Animation"]},
            },
            {
                "mood": "Busco una sèrie de misteri per veure amb la meva parella, res de sang ni de violència gràfica.",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime"]},
            },
        ],
    },
    {
        "name": "ratings-carry-it",
        "about": "Profile-only: the text says next to nothing and the rated titles carry the wish; "
                 "genres_any follows the liked titles.",
        "requests": [
            {
                "mood": "based on what I've rated, something new",
                "user": {"liked": [("Pride & Prejudice", 10), ("Downton Abbey", 9), ("North & South", 9),
                                   ("Call the Midwife", 8)],
                         "disliked": [("Game of Thrones", 2)]},
                "expect": {"genres_any": ["Romance", "Drama", "History"]},
            },
            {
                "mood": "🍿?",
                "user": {"liked": [("Die Hard", 9), ("Speed", 8), ("Mission: Impossible - Fallout", 9),
                                   ("John Wick", 8)],
                         "disliked": [("The Notebook", 2), ("Love Actually", 3)]},
                "expect": {"genres_any": ["Action", "Thriller"]},
            },
            {
                "mood": "you know my taste by now",
                "user": {"liked": [("Frieren: Beyond Journey's End", 10),
                                   ("Fullmetal Alchemist: Brotherhood", 9), ("Violet Evergarden", 8),
                                   ("Spirited Away", 9)],
                         "disliked": [("Family Guy", 3)]},
                "expect": {"genres_any": ["Animation", "Fantasy", "Adventure"]},
            },
            {
                "mood": "same energy as my 10s",
                "user": {"liked": [("Parks and Recreation", 10), ("Brooklyn Nine-Nine", 10),
                                   ("Abbott Elementary", 9)],
                         "disliked": [("It's Always Sunny in Philadelphia", 3),
                                      ("Curb Your Enthusiasm", 2)]},
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "go",
                "user": {"liked": [("Se7en", 9), ("Zodiac", 10), ("Prisoners", 9),
                                   ("Memories of Murder", 9)],
                         "disliked": [("Scream", 3)]},
                "expect": {"genres_any": ["Crime", "Mystery", "Thriller"]},
            },
            {
                "mood": "whatever, I'm wiped",
                "user": {"liked": [("Planet Earth II", 10), ("Blue Planet II", 9),
                                   ("My Octopus Teacher", 9)],
                         "disliked": [("Keeping Up with the Kardashians", 1), ("Love Island USA", 2)]},
                "expect": {"genres_any": ["Documentary"]},
            },
            {
                "mood": "the algorithm knows me better than I know me lol",
                "user": {"liked": [("The Grand Budapest Hotel", 9), ("Fantastic Mr. Fox", 9),
                                   ("Hunt for the Wilderpeople", 8), ("Amélie", 8)],
                         "disliked": [("The Wolf of Wall Street", 3)]},
                "expect": {"genres_any": ["Comedy", "Adventure", "Romance"]},
            },
            {
                "mood": "something for tonight off my list",
                "user": {"liked": [("Alien", 9), ("The Thing", 10), ("Annihilation", 8), ("Arrival", 9)],
                         "disliked": [("Avatar", 3), ("Avengers: Endgame", 4)]},
                "expect": {"genres_any": ["Science Fiction", "Horror", "Mystery"]},
            },
            {
                "mood": "Recommend from my ratings. I'm in a rut.",
                "user": {"liked": [("Unforgiven", 9), ("The Searchers", 8), ("Hell or High Water", 9),
                                   ("Lonesome Dove", 10), ("Deadwood", 8)],
                         "disliked": [("Blazing Saddles", 3)]},
                "expect": {"genres_any": ["Western", "Drama", "Crime"]},
            },
            {
                "mood": "not sure what I'm in the mood for. u pick",
                "user": {"liked": [("La La Land", 9), ("Mamma Mia!", 8), ("The Greatest Showman", 10),
                                   ("Sing Street", 9)],
                         "disliked": [("Saw", 1), ("The Texas Chain Saw Massacre", 1)]},
                "expect": {"genres_any": ["Music", "Romance", "Comedy"]},
            },
        ],
    },
    {
        "name": "thumb-typed",
        "about": "Typed fast on a phone: typos, autocorrect slips, txt spellings, capitals, emoji, "
                 "no punctuation.",
        "requests": [
            {
                "mood": "smth scray but not 2 scary??",
                "expect": {"genres_any": ["Horror", "Thriller", "Mystery"]},
            },
            {
                "mood": "comdey for me n bf, hes so ducking picky",
                "expect": {"genres_any": ["Comedy", "Romance"]},
            },
            {
                "mood": "wanna ugly cry 😭😭 movie pls",
                "expect": {"type": "movie", "genres_any": ["Drama", "Romance"]},
            },
            {
                "mood": "anime!!!! but short episdoes im busy",
                "expect": {"type": "tv", "genres_any": ["Animation"]},
            },
            {
                "mood": "somthing wiht dragons n swords, no cartoon plz",
                "expect": {"genres_none": ["Animation"], "genres_any": ["Fantasy", "Adventure", "Action"]},
            },
            {
                "mood": "kids 5&7 need 2 be asleep by 8 its 6:30 now n bath takes 20",
                "expect": {"family_safe": True, "max_runtime": 70,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure"]},
            },
            {
                "mood": "wats a gud docu abt music",
                "expect": {"genres_any": ["Documentary", "Music"]},
            },
            {
                "mood": "crime shwo like breaking bad but les depresing",
                "expect": {"type": "tv", "genres_any": ["Crime", "Drama", "Thriller", "Comedy"],
                           "exclude_titles": ["Breaking Bad"]},
            },
            {
                "mood": "WESTERN. OLD ONE. BLACK N WHITE",
                "expect": {"year_max": 1966, "genres_any": ["Western"]},
            },
            {
                "mood": "need sumthin 2 watch w my mom shes 60 n likes mysterys n old hollywood",
                "expect": {"genres_any": ["Mystery", "Crime", "Thriller"]},
            },
        ],
    },
    {
        "name": "lists-and-checklists",
        "about": "Requests as lists, ticks and crosses, form fields, numbered wants and yes/no "
                 "columns.",
        "requests": [
            {
                "mood": "must: space, under 100 min, funny. nope: horror",
                "expect": {"max_runtime": 99, "genres_none": ["Horror"],
                           "genres_any": ["Science Fiction", "Comedy"]},
            },
            {
                "mood": "- series\n- finished, not still running\n- 1 season ideally\n- crime or spy",
                "expect": {"type": "tv", "genres_any": ["Crime", "Thriller", "Mystery"]},
            },
            {
                "mood": "sunday checklist: cosy ✔ british ✔ a murder ✔ gore ✘",
                "expect": {"genres_any": ["Mystery", "Crime"]},
            },
            {
                "mood": "1) animated 2) NOT for kids 3) weird",
                "expect": {"genres_none": ["Family"], "genres_any": ["Animation"]},
            },
            {
                "mood": "Wants: true story, sports, underdog. Doesn't want: the romance taking over. Time: any.",
                "expect": {"genres_any": ["Drama", "History", "Documentary"]},
            },
            {
                "mood": "war film ✓ pre-1980 ✓ under 3 hrs ✓",
                "expect": {"type": "movie", "year_max": 1979, "max_runtime": 179,
                           "genres_any": ["War"]},
            },
            {
                "mood": "mood: melancholy / format: film / length: whatever / era: 2000s",
                "expect": {"type": "movie", "year_min": 2000, "year_max": 2009,
                           "genres_any": ["Drama", "Romance"]},
            },
            {
                "mood": "who: kids (3 and 6), grandma, me. how long: 90 min max. bonus: animals",
                "expect": {"family_safe": True, "max_runtime": 90,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Documentary"]},
            },
            {
                "mood": "reality tv · baking or cooking · no hot tub drama",
                "expect": {"type": "tv", "genres_any": ["Reality"]},
            },
            {
                "mood": "yes: dragons, politics, huge battles | no: a sex scene every five minutes",
                "expect": {"genres_any": ["Fantasy", "Drama", "Action", "Adventure", "War"]},
            },
        ],
    },
    {
        "name": "classrooms-workplaces-clubs",
        "about": "Teachers, film societies, book clubs, youth groups, break rooms and office "
                 "socials: the institution sets limits on length, era or ratings.",
        "requests": [
            {
                "mood": "8th grade history teacher. Need something about WWII I can show over a couple of class periods",
                "expect": {"genres_any": ["History", "War", "Documentary"]},
            },
            {
                "mood": "Our book club has decided October is movie month, so instead of a novel we're all watching one film adapted from a novel and arguing about it over wine at Linda's. We're mostly in our fifties and sixties, we've read everything, and we'd like something meaty, the kind of story where half the room will defend a character and the other half will want to throw something. Period pieces welcome, thrillers welcome, nothing cartoonish.",
                "expect": {"type": "movie",
                           "genres_any": ["Drama", "Mystery", "Romance", "History", "Thriller", "Crime"]},
            },
            {
                "mood": "ESL class of intermediate adults, I want a comedy where people speak clearly. School policy says PG or lower.",
                "expect": {"family_safe": True, "genres_any": ["Comedy"]},
            },
            {
                "mood": "office team-building afternoon, the room's booked 1 to 3 and it takes 15 min to get the projector working. one film everyone can laugh at",
                "expect": {"type": "movie", "max_runtime": 105, "genres_any": ["Comedy"]},
            },
            {
                "mood": "night shift nurse, home at 8am, I need to wind down before bed. one or two eps of something that is not set in a hospital",
                "expect": {"type": "tv",
                           "genres_any": ["Comedy", "Animation", "Reality", "Documentary", "Family"]},
            },
            {
                "mood": "Film society's 'old masters' night. Has to be pre-1950, the committee is strict about that.",
                "expect": {"type": "movie", "year_max": 1949,
                           "genres_any": ["Drama", "Comedy", "Romance", "Mystery", "Crime", "Thriller",
                                          "War", "Western"]},
            },
            {
                "mood": "church youth group, ages 10 to 13, looking for something about courage and standing up for what's right",
                "expect": {"family_safe": True,
                           "genres_any": ["Drama", "Family", "Adventure", "History", "Animation"]},
            },
            {
                "mood": "Seminar on surveillance and state power. Looking for a feature-length drama or documentary to assign.",
                "expect": {"type": "movie",
                           "genres_any": ["Drama", "Documentary", "Thriller", "Science Fiction", "History"]},
            },
            {
                "mood": "7th grade science, 45 min period and the lab got cancelled. something space-y to put on?",
                "expect": {"max_runtime": 45, "genres_any": ["Documentary", "Science Fiction"]},
            },
            {
                "mood": "call centre break room has a telly. we get a half-hour lunch and the microwave queue eats five minutes of it",
                "expect": {"max_runtime": 25},
            },
        ],
    },
    {
        "name": "formal-register",
        "about": "Written as letters, memos and polite requests, with the clauses spelled out in "
                 "formal words.",
        "requests": [
            {
                "mood": "Good evening. I would be grateful for a recommendation of a thoughtful drama, preferably released within the last decade, suitable for viewing alone.",
                "expect": {"year_min": 2016, "genres_any": ["Drama"]},
            },
            {
                "mood": "To whom it may concern: my wife and I seek a romantic film of modest length, no more than one hour and forty-five minutes, for our anniversary.",
                "expect": {"type": "movie", "max_runtime": 105, "genres_any": ["Romance"]},
            },
            {
                "mood": "Please advise on a documentary series concerning the natural world. Episodes should not exceed fifty minutes.",
                "expect": {"type": "tv", "max_runtime": 50, "genres_any": ["Documentary"]},
            },
            {
                "mood": "I should like to view a detective series of the traditional sort. I must insist upon the absence of profanity.",
                "expect": {"type": "tv", "family_safe": True, "genres_any": ["Mystery", "Crime"]},
            },
            {
                "mood": "Kindly recommend an intelligent science-fiction feature. I have little patience for spectacle or superheroes. Anything after 1990 will do.",
                "expect": {"type": "movie", "year_min": 1991, "genres_any": ["Science Fiction"]},
            },
            {
                "mood": "Dear Moodreel, our household comprises two adults and a child of six. We require a family film that all three may enjoy, of under ninety minutes' duration.",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 89,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure"]},
            },
            {
                "mood": "I am compiling a personal retrospective of post-war cinema, 1945 to 1965 inclusive. Your suggestions would be most welcome.",
                "expect": {"type": "movie", "year_min": 1945, "year_max": 1965,
                           "genres_any": ["Drama", "Comedy", "Romance", "War", "Crime", "Thriller"]},
            },
            {
                "mood": "Would you be so kind as to suggest a comedy series I might watch during my recuperation? I would prefer it free of crude humour.",
                "expect": {"type": "tv", "genres_any": ["Comedy"]},
            },
            {
                "mood": "Requesting: one (1) thriller, English language, running time under two hours. Thank you in advance.",
                "expect": {"type": "movie", "max_runtime": 119, "genres_any": ["Thriller"]},
            },
            {
                "mood": "With respect, I find musicals intolerable. Otherwise I am open to any well-regarded film of the 1950s.",
                "expect": {"type": "movie", "year_min": 1950, "year_max": 1959, "genres_none": ["Music"]},
            },
        ],
    },
    {
        "name": "genre-collisions",
        "about": "Two genres (or a genre and a form) fused into one wish; genres_any names both "
                 "sides.",
        "requests": [
            {
                "mood": "sci-fi western",
                "expect": {"genres_any": ["Science Fiction", "Western"]},
            },
            {
                "mood": "a horror comedy where the jokes land harder than the scares",
                "expect": {"genres_any": ["Comedy", "Horror"]},
            },
            {
                "mood": "musical, but make it crime",
                "expect": {"genres_any": ["Music", "Crime"]},
            },
            {
                "mood": "Romantic war epic. The sweeping kind, with a doomed love story right in the middle of it.",
                "expect": {"genres_any": ["Romance", "War", "History", "Drama"]},
            },
            {
                "mood": "a documentary that plays like a thriller, the kind where you end up yelling at the screen",
                "expect": {"genres_any": ["Documentary", "Thriller", "Crime", "Mystery"]},
            },
            {
                "mood": "animation for adults with real violence in it, samurai or war or whatever",
                "expect": {"genres_any": ["Animation"]},
            },
            {
                "mood": "spy comedy from the 90s or 2000s",
                "expect": {"year_min": 1990, "year_max": 2009,
                           "genres_any": ["Comedy", "Action", "Thriller"]},
            },
            {
                "mood": "mystery that's also a costume drama — corsets, candlelight, poison in the teacup",
                "expect": {"genres_any": ["Mystery", "History", "Drama", "Crime"]},
            },
            {
                "mood": "family fantasy that the adults genuinely enjoy, not just sit through",
                "expect": {"genres_any": ["Family", "Fantasy"]},
            },
            {
                "mood": "reality competition but with actual skill in it. cooking, building, baking. not dating.",
                "expect": {"type": "tv", "genres_none": ["Romance"], "genres_any": ["Reality"]},
            },
        ],
    },
    {
        "name": "body-and-energy-states",
        "about": "Hangovers, jet lag, flu, dental surgery, pregnancy, migraines, insomnia, sore legs, "
                 "grief and exhaustion; the state shapes tone, length and refusals.",
        "requests": [
            {
                "mood": "hungover. nothing loud. nothing that needs thinking.",
                "expect": {"genres_any": ["Comedy", "Animation", "Family", "Documentary", "Romance"]},
            },
            {
                "mood": "It is 4am, I am in a hotel in Tokyo, my body thinks it's lunchtime and I've already scrolled through every app I own twice. I'm not tired in the slightest and there's a whole dark city outside the window I can't go out into. Give me something absorbing enough that I stop checking the clock, a story with a hook that keeps pulling, I don't mind if it's a film or a series.",
                "expect": {"genres_any": ["Thriller", "Mystery", "Drama", "Science Fiction", "Crime"]},
            },
            {
                "mood": "Day 3 of the flu. Need a show with loads of seasons so I don't have to choose again for a week",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Drama", "Crime", "Mystery"]},
            },
            {
                "mood": "wisdom teeth out this morning, it hurts to laugh 😂 so NOT a comedy",
                "expect": {"genres_none": ["Comedy"],
                           "genres_any": ["Drama", "Thriller", "Mystery", "Documentary", "Adventure"]},
            },
            {
                "mood": "pregnant, weepy, hormonal. I want a good cry but it has to end happy",
                "expect": {"genres_any": ["Drama", "Romance", "Family"]},
            },
            {
                "mood": "migraine coming on. gentle, slow, short — 20 to 30 min max",
                "expect": {"max_runtime": 30,
                           "genres_any": ["Documentary", "Animation", "Family", "Comedy"]},
            },
            {
                "mood": "can't sleep, 2am, brain won't switch off. something a little dull on purpose but not actually boring?",
                "expect": {"genres_any": ["Documentary", "Comedy", "Drama", "Reality"]},
            },
            {
                "mood": "ran a marathon yesterday, my legs have resigned, I'm on this couch till Monday. give me something epic and long to commit to",
                "expect": {"genres_any": ["Fantasy", "Adventure", "Science Fiction", "Action", "War",
                                          "History"]},
            },
            {
                "mood": "We put our dog down this morning. Please, nothing where an animal dies. Maybe just something that makes me laugh a little.",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "energy level: zero. attention span: 22 minutes. vibe: wholesome",
                "expect": {"max_runtime": 22, "genres_any": ["Comedy", "Family", "Animation"]},
            },
        ],
    },
    {
        "name": "company-and-occasion",
        "about": "Who is on the sofa and why: a first date, a roommate's breakup, in-laws, a "
                 "long-distance watch party, poker night, a finalised divorce, an estranged father.",
        "requests": [
            {
                "mood": "first date at my place. trying not to pick something that makes it awkward — no horror, nothing steamy, just fun",
                "expect": {"genres_none": ["Horror"], "genres_any": ["Comedy", "Romance", "Adventure"]},
            },
            {
                "mood": "roommate got dumped tonight. her exact words were 'nothing with couples being happy'",
                "expect": {"genres_none": ["Romance"],
                           "genres_any": ["Comedy", "Action", "Thriller", "Horror", "Crime"]},
            },
            {
                "mood": "In-laws are here for Thanksgiving. Any cussing at all and my mother-in-law walks out, so squeaky clean, and ideally something my father-in-law won't fall asleep in",
                "expect": {"family_safe": True,
                           "genres_any": ["Comedy", "Family", "Drama", "Western", "Adventure"]},
            },
            {
                "mood": "long distance bf, we hit play at the same time over facetime. he's 8 hrs ahead so it's 11pm his time when we start and he has to be asleep by 1",
                "expect": {"max_runtime": 120, "genres_any": ["Romance", "Comedy", "Drama"]},
            },
            {
                "mood": "poker got cancelled so it's five dudes, beer and my TV. action or just something dumb and fun",
                "expect": {"genres_any": ["Action", "Comedy"]},
            },
            {
                "mood": "mom and I watch one episode of something every Sunday on the phone, she's in Arizona, I'm in Maine. she's 72 and we both love a period drama",
                "expect": {"type": "tv", "genres_any": ["Drama", "History", "Romance"]},
            },
            {
                "mood": "babysitting my niece (9) and nephew (12) and their parents said nothing above PG",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Adventure", "Comedy", "Animation", "Fantasy"]},
            },
            {
                "mood": "just me tonight, partner's away, finally getting to watch the gory stuff they never let me put on",
                "expect": {"genres_any": ["Horror", "Thriller"]},
            },
            {
                "mood": "Divorce was finalised today. I want to feel powerful. Revenge stories very welcome.",
                "expect": {"genres_any": ["Thriller", "Action", "Crime", "Drama"]},
            },
            {
                "mood": "My dad and I haven't really talked in about six years. He's staying with me this week after his hip surgery and the evenings are long and quiet. He used to love boxing and anything with Clint Eastwood squinting at somebody. I'm hoping for something we can both sit through comfortably, where the silence between us feels like watching rather than not talking. He's 68 and a bit deaf, so nothing that's all whispering, and he goes to bed at nine sharp and we're done with dinner by seven. He can't stand anything 'arty' where nothing happens, but he also gets restless with nonstop explosions. A good story told straight, basically.",
                "expect": {"max_runtime": 120, "genres_any": ["Drama", "Western", "Action", "Crime"]},
            },
        ],
    },
    {
        "name": "looks-sounds-and-textures",
        "about": "The wish is how a title looks or sounds (painterly frames, neon and synths, snow, "
                 "hand-drawn, black and white, film grain, an orchestral score); only stated eras "
                 "and lengths are hard.",
        "requests": [
            {
                "mood": "something where every frame looks like a painting",
                "expect": {"genres_any": ["Drama", "Fantasy", "Animation", "Romance", "History"]},
            },
            {
                "mood": "neon, rain, synth soundtrack, a city at 3am",
                "expect": {"genres_any": ["Science Fiction", "Crime", "Thriller", "Action"]},
            },
            {
                "mood": "I want snow. Lots of it. Cold empty landscapes and people not saying much.",
                "expect": {"genres_any": ["Drama", "Thriller", "Adventure", "Mystery", "Crime", "Western"]},
            },
            {
                "mood": "hand-drawn animation only please, none of that plasticky 3D look",
                "expect": {"genres_any": ["Animation"]},
            },
            {
                "mood": "Jazz on the soundtrack, cigarette smoke, venetian-blind shadows: a real 40s or 50s noir.",
                "expect": {"type": "movie", "year_min": 1940, "year_max": 1959,
                           "genres_any": ["Crime", "Mystery", "Thriller"]},
            },
            {
                "mood": "black and white, don't care about the genre, under 100 minutes",
                "expect": {"max_runtime": 99},
            },
            {
                "mood": "the sound of waves and wind, hardly any talking. just let me drift",
                "expect": {"genres_any": ["Documentary", "Drama", "Animation"]},
            },
            {
                "mood": "bright saturated candy colours, like eating sweets with your eyes",
                "expect": {"genres_any": ["Comedy", "Fantasy", "Animation", "Music", "Family", "Romance"]},
            },
            {
                "mood": "that grainy 70s film-stock look, and I mean actually shot in the 70s. gritty street crime",
                "expect": {"type": "movie", "year_min": 1970, "year_max": 1979,
                           "genres_any": ["Crime", "Drama", "Thriller"]},
            },
            {
                "mood": "a big orchestral score that swells until you feel it in your ribs. epic, please",
                "expect": {"genres_any": ["Adventure", "Fantasy", "Science Fiction", "War", "History",
                                          "Drama"]},
            },
        ],
    },
]
