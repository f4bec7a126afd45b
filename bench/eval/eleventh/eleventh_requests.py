"""The eleventh blind set: 160 mood requests in 16 categories of 10, written by an eleventh author who
has not read the engine (see README.md). Each request is {"mood", optional "user", "expect"}; a
user's rated titles are (title, rating) pairs spelled exactly as in the catalogue. Checked and
written by `python3 bench/eval/categorised_set.py eleventh`."""

CATEGORIES = [
    {
        "name": "conditional-refusals",
        "about": "Refusals said as conditions or threats: if X happens, I'm out.",
        "requests": [
            {
                "mood": "if there's even one musical number I'm out. want a sharp, clever comedy tonight",
                "expect": {"genres_any": ["Comedy"], "genres_none": ["Music"]},
            },
            {
                "mood": "The second anyone gets possessed I'm leaving the room and not coming back. "
                        "Something tense and twisty for a rainy night, a mystery ideally",
                "expect": {"genres_any": ["Mystery", "Thriller", "Crime", "Drama"],
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "bf says if it's a cartoon he's going straight to bed 🙄 so: a movie, funny, a bit "
                        "romantic, with actual humans in it",
                "expect": {"type": "movie", "genres_any": ["Comedy", "Romance"],
                           "genres_none": ["Animation"]},
            },
            {
                "mood": "Should a cowboy hat appear on screen, the remote goes through the window. Gritty "
                        "crime series pls",
                "expect": {"type": "tv", "genres_any": ["Crime", "Thriller", "Drama"],
                           "genres_none": ["Western"]},
            },
            {
                "mood": "we will walk out of our own living room if this turns into a war film. historical "
                        "drama, kings and queens and scheming ideally",
                "expect": {"genres_any": ["History", "Drama"], "genres_none": ["War"]},
            },
            {
                "mood": "the moment it becomes a love story im switching off. space adventure film",
                "expect": {"type": "movie", "genres_any": ["Science Fiction", "Adventure", "Action"],
                           "genres_none": ["Romance"]},
            },
            {
                "mood": "If I see one more \"reality\" show with staged drama I'm cancelling everything. Real "
                        "people, real stories — documentaries",
                "expect": {"genres_any": ["Documentary"], "genres_none": ["Reality"]},
            },
            {
                "mood": "One jumpscare and my girlfriend will never let me choose the film again. A "
                        "whodunnit she can solve along with, and nothing past 100 min",
                "expect": {"type": "movie", "genres_any": ["Mystery", "Crime", "Comedy", "Thriller"],
                           "genres_none": ["Horror"], "max_runtime": 100},
            },
            {
                "mood": "If it's over two hours I am phsyically getting up at the two hour mark, I swear. "
                        "Action movie",
                "expect": {"type": "movie", "genres_any": ["Action", "Adventure", "Thriller"],
                           "max_runtime": 120},
            },
            {
                "mood": "kids finally asleep. if a talking animal or a singing princess shows up I will "
                        "actually scream. grown-up thriller",
                "expect": {"genres_any": ["Thriller", "Crime", "Mystery"],
                           "genres_none": ["Animation", "Family"]},
            },
        ],
    },
    {
        "name": "texting-fragments",
        "about": "Two to six lowercase words: slang, abbreviations, emoji.",
        "requests": [
            {"mood": "sad girl hours 😭", "expect": {"genres_any": ["Drama", "Romance"]}},
            {"mood": "lowkey spooky nothing insane",
             "expect": {"genres_any": ["Horror", "Mystery", "Thriller", "Fantasy"]}},
            {"mood": "brainrot comedy pls", "expect": {"genres_any": ["Comedy", "Animation"]}},
            {"mood": "elves swords quest 🐉", "expect": {"genres_any": ["Fantasy", "Adventure"]}},
            {"mood": "heist movie asap",
             "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Action", "Comedy"]}},
            {"mood": "smth w dinosaurs fr",
             "expect": {"genres_any": ["Science Fiction", "Adventure", "Documentary", "Animation",
                                       "Family"]}},
            {"mood": "sitcom. short eps. no cringe", "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "kdrama rn 💕💕",
             "expect": {"type": "tv", "genres_any": ["Romance", "Drama", "Comedy"]}},
            {"mood": "romcom but no cartoons",
             "expect": {"genres_any": ["Romance", "Comedy"], "genres_none": ["Animation"]}},
            {"mood": "true crime binge 🔪🩸",
             "expect": {"type": "tv", "genres_any": ["Documentary", "Crime"]}},
        ],
    },
    {
        "name": "between-two-titles",
        "about": "Something between two catalogue titles, or one meets the other; both are excluded.",
        "requests": [
            {
                "mood": "something between Knives Out and The Grand Budapest Hotel",
                "expect": {"genres_any": ["Mystery", "Comedy", "Crime", "Adventure"],
                           "exclude_titles": ["Knives Out", "The Grand Budapest Hotel"]},
            },
            {
                "mood": "ted lasso meets schitt's creek",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Drama"],
                           "exclude_titles": ["Ted Lasso", "Schitt's Creek"]},
            },
            {
                "mood": "A film halfway between Alien and Arrival. Dread, but with brains",
                "expect": {"type": "movie",
                           "genres_any": ["Science Fiction", "Horror", "Thriller", "Mystery", "Drama"],
                           "exclude_titles": ["Alien", "Arrival"]},
            },
            {
                "mood": "Paddington crossed with Amélie?? whimsical, kind, a little odd",
                "expect": {"genres_any": ["Comedy", "Family", "Romance", "Fantasy", "Adventure"],
                           "exclude_titles": ["Paddington", "Amélie"]},
            },
            {
                "mood": "if breaking bad and ozark had a baby",
                "expect": {"type": "tv", "genres_any": ["Crime", "Drama", "Thriller"],
                           "exclude_titles": ["Breaking Bad", "Ozark"]},
            },
            {
                "mood": "Parks and Rec but with the idealism of The West Wing",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Drama"],
                           "exclude_titles": ["Parks and Recreation", "The West Wing"]},
            },
            {
                "mood": "die hard x home alone energy. christmas, booby traps, explosions, a film",
                "expect": {"type": "movie",
                           "genres_any": ["Action", "Comedy", "Family", "Thriller", "Adventure"],
                           "exclude_titles": ["Die Hard", "Home Alone"]},
            },
            {
                "mood": "somewhere on the line from Spirited Away to Pan's Labyrinth — a dark fairy tale",
                "expect": {"genres_any": ["Fantasy", "Animation", "Drama", "Adventure"],
                           "exclude_titles": ["Spirited Away", "Pan's Labyrinth"]},
            },
            {
                "mood": "Mix of The Matrix and Memento please, I want my head scrambled",
                "expect": {"genres_any": ["Science Fiction", "Action", "Thriller", "Mystery"],
                           "exclude_titles": ["The Matrix", "Memento"]},
            },
            {
                "mood": "half Dark half Stranger Things. a show obviously",
                "expect": {"type": "tv",
                           "genres_any": ["Science Fiction", "Mystery", "Horror", "Thriller", "Drama"],
                           "exclude_titles": ["Dark", "Stranger Things"]},
            },
        ],
    },
    {
        "name": "plot-described",
        "about": "The person describes a kind of story rather than naming genres.",
        "requests": [
            {
                "mood": "a heist where everything goes sideways and the crew starts turning on each other",
                "expect": {"genres_any": ["Crime", "Thriller", "Action", "Drama"]},
            },
            {
                "mood": "Small town, a teenager goes missing, and every single person in town is hiding "
                        "something. Slow and moody, a series",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime", "Drama", "Thriller"]},
            },
            {
                "mood": "road trip where the grown-up son drives his dying father across the country so he "
                        "can see the ocean one last time",
                "expect": {"genres_any": ["Drama", "Comedy", "Adventure"]},
            },
            {
                "mood": "strangers snowed in at a remote lodge and one of them is a murdrer",
                "expect": {"genres_any": ["Mystery", "Thriller", "Horror", "Crime"]},
            },
            {
                "mood": "grumpy old widower gets stuck looking after the neighbours kid and they slowly "
                        "become friends",
                "expect": {"genres_any": ["Drama", "Comedy", "Family"]},
            },
            {
                "mood": "A scientist works out the world is ending and absolutely nobody will listen to her. "
                        "Could be played for laughs or totally straight, I don't mind",
                "expect": {"genres_any": ["Science Fiction", "Drama", "Thriller", "Comedy"]},
            },
            {
                "mood": "two rival bakers who cant stand each other end up falling in love during a "
                        "competition",
                "expect": {"genres_any": ["Romance", "Comedy", "Drama"]},
            },
            {
                "mood": "So the story I'm after goes something like this: a big family gets together for a "
                        "funeral, somebody lets slip a secret at the wake, and the whole weekend just "
                        "unravels from there — old grudges, a will nobody likes, siblings sleeping in "
                        "their childhood bedrooms again. I want it darkly funny rather than miserable, "
                        "the kind of thing where you laugh and then feel a bit bad about laughing.",
                "expect": {"genres_any": ["Comedy", "Drama"]},
            },
            {
                "mood": "soldiers sent behind enemy lines to bring one man back home",
                "expect": {"genres_any": ["War", "Action", "Drama", "History"]},
            },
            {
                "mood": "an astronaut stranded completely alone who has to science his way out",
                "expect": {"genres_any": ["Science Fiction", "Adventure", "Drama", "Thriller"]},
            },
        ],
    },
    {
        "name": "viewer-state",
        "about": "Hungover, ill, anxious, heartbroken, jetlagged, post-exam: what the person can handle.",
        "requests": [
            {
                "mood": "Hungover beyond belief. Need something that asks nothing of me. Bright colours, "
                        "silly, nothing loud",
                "expect": {"genres_any": ["Comedy", "Family", "Animation", "Romance"]},
            },
            {
                "mood": "sick in bed w a fever, want a comfort show i can doze off to and not lose the plot",
                "expect": {"type": "tv",
                           "genres_any": ["Comedy", "Family", "Animation", "Reality", "Romance"]},
            },
            {
                "mood": "really anxious today. cant handle suspense or anything scary. gentle pls",
                "expect": {"genres_any": ["Comedy", "Family", "Animation", "Romance", "Documentary"],
                           "genres_none": ["Horror", "Thriller"]},
            },
            {
                "mood": "just got dumped lmao. absolutely nothing romantic. I want people blowing things up "
                        "or getting revenge",
                "expect": {"genres_any": ["Action", "Thriller", "Crime"], "genres_none": ["Romance"]},
            },
            {
                "mood": "jetlagged, it's 4am, wide awake, brain running at about 30%",
                "expect": {"genres_any": ["Comedy", "Animation", "Adventure", "Family", "Documentary"]},
            },
            {
                "mood": "LAST EXAM DONE!!! i've been saving myself for something big and epic for weeks, "
                        "hit me with the most epic thing you've got",
                "expect": {"genres_any": ["Adventure", "Fantasy", "Action", "Science Fiction", "History",
                                          "War", "Drama"]},
            },
            {
                "mood": "Lost my grandma on Tuesday. The funeral is Friday and my head is all over the "
                        "place. I don't want anything about death or families falling apart, and I don't "
                        "think I can laugh at anything mean-spirited either. Something warm and gentle that "
                        "will keep me company for a couple of hours and maybe make me smile a little. I know "
                        "that's vague, sorry.",
                "expect": {"genres_any": ["Comedy", "Family", "Animation", "Romance", "Adventure"]},
            },
            {
                "mood": "post night shift, 8am, need to wind down before I sleep. no cliffhangers and 30 "
                        "mins max",
                "expect": {"type": "tv", "max_runtime": 30,
                           "genres_any": ["Comedy", "Animation", "Documentary", "Reality"]},
            },
            {
                "mood": "Migraine's finally lifting. Keep it low volume, nothing flashy or frantic — a talky "
                        "drama would be perfect",
                "expect": {"genres_any": ["Drama", "Romance", "Comedy"]},
            },
            {
                "mood": "had my wisdom teeth out and laughing HURTS so pls no comedies. something absorbing "
                        "to zone into",
                "expect": {"genres_any": ["Drama", "Mystery", "Thriller", "Documentary", "Adventure",
                                          "Science Fiction"],
                           "genres_none": ["Comedy"]},
            },
        ],
    },
    {
        "name": "viewing-setup",
        "about": "Where and how it will be watched: phone, background, projector, plane, treadmill.",
        "requests": [
            {
                "mood": "watching on my phone on the train, the ride is 35 min, want exactly one episode "
                        "per ride",
                "expect": {"type": "tv", "max_runtime": 35,
                           "genres_any": ["Comedy", "Animation", "Drama", "Mystery", "Crime"]},
            },
            {
                "mood": "Need background telly while I WFH, something I can glance up at now and then "
                        "without missing anything",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Reality", "Documentary"]},
            },
            {
                "mood": "projector night in the garden, bedsheet pinned to the fence 🎬 big spectacle movie",
                "expect": {"type": "movie",
                           "genres_any": ["Action", "Adventure", "Science Fiction", "Fantasy"]},
            },
            {
                "mood": "12 hour flight tomorrow, downloading films tonight. what makes the time fly",
                "expect": {"type": "movie",
                           "genres_any": ["Action", "Adventure", "Comedy", "Thriller", "Science Fiction"]},
            },
            {
                "mood": "half-watching with a newborn asleep on my chest, volume on 3, nothing that needs "
                        "my full attention",
                "expect": {"genres_any": ["Comedy", "Romance", "Documentary", "Reality", "Family"]},
            },
            {
                "mood": "just set up a new OLED and a soundbar and want something that properly shows off "
                        "what they can do",
                "expect": {"genres_any": ["Science Fiction", "Action", "Adventure", "Fantasy", "Animation",
                                          "Documentary"]},
            },
            {
                "mood": "laptop on a hostel bunk, wifi keeps dropping out, so something under 90 min i can "
                        "get through before it dies",
                "expect": {"max_runtime": 90,
                           "genres_any": ["Comedy", "Drama", "Thriller", "Adventure", "Horror"]},
            },
            {
                "mood": "on the treadmill for a 40 min run, give me a show with some momentum",
                "expect": {"type": "tv", "max_runtime": 40,
                           "genres_any": ["Action", "Thriller", "Comedy", "Crime", "Reality",
                                          "Documentary"]},
            },
            {
                "mood": "Ironing pile the size of Everest. Need something mostly dialogue so I can follow "
                        "it by ear",
                "expect": {"genres_any": ["Comedy", "Drama", "Crime", "Documentary", "Reality"]},
            },
            {
                "mood": "We're running the outdoor screen at the campsite this Saturday. One film, maybe 30 "
                        "people on blankets, youngest is about 8 and the oldest is my grandad who's 70-odd. "
                        "Has to work when it's a bit windy and you can't hear every line, so nothing that "
                        "lives or dies on whispered dialogue.",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Family", "Adventure", "Comedy", "Animation"]},
            },
        ],
    },
    {
        "name": "series-commitment",
        "about": "Season counts, episode lengths, finished or ongoing, a weekend, one before bed.",
        "requests": [
            {
                "mood": "A thriller I can finish this weekend. One season, done, no waiting for more",
                "expect": {"type": "tv", "genres_any": ["Thriller", "Crime", "Mystery", "Drama"]},
            },
            {
                "mood": "one ep before bed, twenty-something minutes, make me laugh",
                "expect": {"type": "tv", "max_runtime": 29, "genres_any": ["Comedy"]},
            },
            {
                "mood": "only shows that have ENDED please, I am definately not getting burned by another cancellation. "
                        "mystery",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime", "Thriller"]},
            },
            {
                "mood": "a sitcom with like 8+ seasons I can just live inside for months",
                "expect": {"type": "tv", "genres_any": ["Comedy"]},
            },
            {
                "mood": "Hour-long episodes are ok but nothing over 60 min an ep. prestige drama",
                "expect": {"type": "tv", "max_runtime": 60, "genres_any": ["Drama"]},
            },
            {
                "mood": "limited series, 6 to 8 episodes max, something historical",
                "expect": {"type": "tv", "genres_any": ["History", "Drama", "War"]},
            },
            {
                "mood": "3 day weekend, zero plans, want a fantasy show with several seasons to sink into",
                "expect": {"type": "tv", "genres_any": ["Fantasy", "Adventure"]},
            },
            {
                "mood": "episodes short enough for a coffee break, 25 min absolute max — animated is fine",
                "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Comedy", "Animation"]},
            },
            {
                "mood": "A show that's already wrapped, two or three seasons, sci-fi, episodes around 45 "
                        "minutes",
                "expect": {"type": "tv", "max_runtime": 50, "genres_any": ["Science Fiction"]},
            },
            {
                "mood": "anime i can get through in about a week at 3 eps a night",
                "expect": {"type": "tv", "genres_any": ["Animation"]},
            },
        ],
    },
    {
        "name": "teens-and-mixed-ages",
        "about": "Teenagers, mixed-age families, grandparents and stated ratings.",
        "requests": [
            {
                "mood": "me (16) and my little bro (8) both have to agree on something 😩",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Animation", "Adventure", "Comedy", "Fantasy"]},
            },
            {
                "mood": "my daughter is 14, PG-13 is totally fine, she wants romantic + funny",
                "expect": {"genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "Grandparents in their 80s, my kids aged 6 and 9, and the two of us. Christmas "
                        "afternoon, one film everyone survives",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Family", "Comedy", "Animation", "Adventure", "Fantasy"]},
            },
            {
                "mood": "sleepover for 15-17 yr old boys who think literally everything is babyish. action "
                        "or horror, the more intense the better",
                "expect": {"genres_any": ["Action", "Horror", "Thriller", "Science Fiction"],
                           "genres_none": ["Family"]},
            },
            {
                "mood": "Nothing above PG: it's for my 7 year old and my dad, who's 75. A musical would be "
                        "lovely",
                "expect": {"family_safe": True,
                           "genres_any": ["Music", "Family", "Animation", "Comedy"]},
            },
            {
                "mood": "13yo wants her first scary movie. nothing R rated, just a starter scare",
                "expect": {"type": "movie", "genres_any": ["Horror", "Mystery", "Thriller", "Fantasy"]},
            },
            {
                "mood": "family of five, ages 4 to 44, pizza night, one movie 🍕",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure"]},
            },
            {
                "mood": "my 15 y/o and I want a weekly show to watch together. she loves mysteries, I love "
                        "comedy",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Comedy", "Crime"]},
            },
            {
                "mood": "Nan is 90 and hates swearing and violence. Something old-fashioned and romantic "
                        "she'd enjoy",
                "expect": {"genres_any": ["Romance", "Drama", "Comedy", "Family", "Music"]},
            },
            {
                "mood": "keep it G or TV-G please. youngest is 3 but the 11 year old gets bored SO fast",
                "expect": {"family_safe": True,
                           "genres_any": ["Animation", "Family", "Comedy", "Adventure"]},
            },
        ],
    },
    {
        "name": "eras-with-genres",
        "about": "Decades and year ranges said every way, with a genre (current year 2026).",
        "requests": [
            {
                "mood": "90s thriller pls",
                "expect": {"year_min": 1990, "year_max": 1999,
                           "genres_any": ["Thriller", "Crime", "Mystery"]},
            },
            {
                "mood": "a rom-com from the early noughties, peak low-rise jeans era",
                "expect": {"year_min": 2000, "year_max": 2004, "genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "animated stuff from when I was a kid in the 90s (I'm 38)",
                "expect": {"year_min": 1990, "year_max": 1999, "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "Turn of the century sci-fi. Millenium bug paranoia vibes",
                "expect": {"year_min": 1997, "year_max": 2003,
                           "genres_any": ["Science Fiction", "Thriller"]},
            },
            {
                "mood": "horror from the last three years or so, the newer the better",
                "expect": {"year_min": 2023, "genres_any": ["Horror"]},
            },
            {
                "mood": "westerns made before nineteen seventy",
                "expect": {"year_max": 1969, "genres_any": ["Western"]},
            },
            {
                "mood": "eighties action flick 💥",
                "expect": {"type": "movie", "year_min": 1980, "year_max": 1989,
                           "genres_any": ["Action", "Adventure"]},
            },
            {
                "mood": "Crime drama, made somewhere between 1970 and 1979",
                "expect": {"year_min": 1970, "year_max": 1979,
                           "genres_any": ["Crime", "Drama", "Thriller", "Mystery"]},
            },
            {
                "mood": "comedy show that premiered within the last 5 years",
                "expect": {"type": "tv", "year_min": 2021, "genres_any": ["Comedy"]},
            },
            {
                "mood": "War pictures from the forties through the sixties",
                "expect": {"type": "movie", "year_min": 1940, "year_max": 1969,
                           "genres_any": ["War", "History"]},
            },
        ],
    },
    {
        "name": "other-languages",
        "about": "Portuguese, Italian, Dutch, Polish, Swedish, Spanish, French, German, and mixes with "
                 "English.",
        "requests": [
            {
                "mood": "quero um filme de terror que não seja muito longo, no máximo uma hora e quarenta",
                "expect": {"type": "movie", "genres_any": ["Horror"], "max_runtime": 100},
            },
            {
                "mood": "vorrei una serie comica leggera, con episodi brevi, massimo mezz'ora",
                "expect": {"type": "tv", "genres_any": ["Comedy"], "max_runtime": 30},
            },
            {
                "mood": "iets spannends voor vanavond maar geen horror alsjeblieft, ik slaap al slecht",
                "expect": {"genres_any": ["Thriller", "Mystery", "Crime", "Action"],
                           "genres_none": ["Horror"]},
            },
            {
                "mood": "szukam dobrego filmu wojennego, najlepiej starszego, sprzed 1980 roku",
                "expect": {"type": "movie", "genres_any": ["War", "History"], "year_max": 1979},
            },
            {
                "mood": "en mysig familjefilm för barnen, de är 5 och 7 år",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure"]},
            },
            {
                "mood": "una peli de ciencia ficción que me vuele la cabeza, pero nada de animación",
                "expect": {"type": "movie", "genres_any": ["Science Fiction"],
                           "genres_none": ["Animation"]},
            },
            {
                "mood": "une comédie romantique pour ce soir, pas plus de deux heures svp",
                "expect": {"type": "movie", "genres_any": ["Romance", "Comedy"], "max_runtime": 120},
            },
            {
                "mood": "Eine Doku-Serie über Natur oder Tiere, gerne was zum Einschlafen",
                "expect": {"type": "tv", "genres_any": ["Documentary"]},
            },
            {
                "mood": "quiero algo de crimen pero like not too heavy, una serie con episodios de menos de "
                        "45 min",
                "expect": {"type": "tv", "genres_any": ["Crime", "Comedy", "Mystery"],
                           "max_runtime": 45},
            },
            {
                "mood": "Ich hätte gern einen Western, but please nothing older than 1990, danke!",
                "expect": {"genres_any": ["Western"], "year_min": 1990},
            },
        ],
    },
    {
        "name": "subgenres",
        "about": "Heist, courtroom, sports underdog, coming-of-age, time loop, survival, found family, "
                 "whodunit, con artists, spy.",
        "requests": [
            {
                "mood": "slick heist film: crew assembles, impossible vault, last-minute twist",
                "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Action", "Comedy"]},
            },
            {
                "mood": "courtroom drama where the closing argument gives you goosebumps",
                "expect": {"genres_any": ["Drama", "Crime", "Thriller", "Mystery"]},
            },
            {
                "mood": "Sports underdog story. A ragtag team nobody believes in",
                "expect": {"genres_any": ["Drama", "Comedy", "Family", "History", "Documentary"]},
            },
            {
                "mood": "coming-of-age. one summer, bikes, first crush",
                "expect": {"genres_any": ["Drama", "Comedy", "Romance", "Adventure", "Family"]},
            },
            {
                "mood": "time loop movie!! groundhog day style but obviously not groundhog day itself",
                "expect": {"type": "movie",
                           "genres_any": ["Science Fiction", "Comedy", "Fantasy", "Thriller", "Mystery",
                                          "Action"],
                           "exclude_titles": ["Groundhog Day"]},
            },
            {
                "mood": "survival story: stranded in the wild, man vs nature, as real-feeling as possible",
                "expect": {"genres_any": ["Adventure", "Drama", "Thriller", "Documentary"]},
            },
            {
                "mood": "found family on a spaceship kind of thing",
                "expect": {"genres_any": ["Science Fiction", "Adventure", "Comedy", "Drama", "Animation",
                                          "Action"]},
            },
            {
                "mood": "A proper whodunnit where the detective gathers everybody in the library at the end",
                "expect": {"genres_any": ["Mystery", "Crime"]},
            },
            {
                "mood": "con artists and grifters double-crossing each other, playful not grim",
                "expect": {"genres_any": ["Crime", "Comedy", "Thriller", "Drama"]},
            },
            {
                "mood": "cold war spy thriller — more trenchcoats and dead drops than gadgets and explosions",
                "expect": {"genres_any": ["Thriller", "Drama", "Mystery", "Crime", "History"]},
            },
        ],
    },
    {
        "name": "stacked-exclusions",
        "about": "Several refusals in one request.",
        "requests": [
            {
                "mood": "No horror, no cartoons, no subtitles & under two hours please. Something fun",
                "expect": {"genres_none": ["Horror", "Animation"], "max_runtime": 120,
                           "genres_any": ["Comedy", "Adventure", "Action", "Family", "Romance"]},
            },
            {
                "mood": "not a musical, not a western, not a war film, not black and white. just a film "
                        "with a great story",
                "expect": {"type": "movie", "genres_none": ["Music", "Western", "War"],
                           "genres_any": ["Drama", "Crime", "Thriller", "Mystery", "Adventure"]},
            },
            {
                "mood": "series. no animation, no romance, no laugh tracks, 30 min eps or shorter",
                "expect": {"type": "tv", "genres_none": ["Animation", "Romance"], "max_runtime": 30,
                           "genres_any": ["Comedy", "Drama"]},
            },
            {
                "mood": "nothing sad, nothing scary, no singing, nothing made for kids",
                "expect": {"genres_none": ["Horror", "Music", "Family"],
                           "genres_any": ["Comedy", "Action", "Adventure", "Romance", "Crime"]},
            },
            {
                "mood": "no reality, no docs, no anime, no sitcoms. a series tho",
                "expect": {"type": "tv",
                           "genres_none": ["Reality", "Documentary", "Animation", "Comedy"],
                           "genres_any": ["Drama", "Crime", "Thriller", "Mystery", "Science Fiction",
                                          "Fantasy"]},
            },
            {
                "mood": "No superheroes, no sci-fi, no fantasy, no sequels. Grown-up action",
                "expect": {"genres_none": ["Science Fiction", "Fantasy"],
                           "genres_any": ["Action", "Thriller", "Crime"]},
            },
            {
                "mood": "nothing before 2000, nothing over 100 minutes, nothing with zombies or ghosts. "
                        "comedy-ish",
                "expect": {"year_min": 2000, "max_runtime": 100, "genres_any": ["Comedy"]},
            },
            {
                "mood": "No war. No politics. No religion. No romance. Drama's fine.",
                "expect": {"genres_none": ["War", "Romance"], "genres_any": ["Drama"]},
            },
            {
                "mood": "adults-only night: no family films, no animation, nothing slapstick, nothing you'd "
                        "put on at a kid's party",
                "expect": {"genres_none": ["Family", "Animation"],
                           "genres_any": ["Thriller", "Crime", "Drama", "Comedy", "Romance", "Mystery"]},
            },
            {
                "mood": "no cops, no courtrooms, no hospitals, no mystery-box nonsense, and no episodes "
                        "longer than 45 min",
                "expect": {"type": "tv", "genres_none": ["Crime", "Mystery"], "max_runtime": 45,
                           "genres_any": ["Comedy", "Drama"]},
            },
        ],
    },
    {
        "name": "profile-plus-text",
        "about": "Rated catalogue titles (liked 7-10, disliked 1-4) plus a short text.",
        "requests": [
            {
                "mood": "more like these but a series this time",
                "user": {"liked": [("Knives Out", 9), ("Glass Onion: A Knives Out Mystery", 8)],
                         "disliked": [("Saw", 2)]},
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime", "Comedy"]},
            },
            {
                "mood": "something cosy for sunday afternoon",
                "user": {"liked": [("Paddington 2", 10), ("The Grand Budapest Hotel", 8)]},
                "expect": {"genres_any": ["Comedy", "Family", "Adventure"]},
            },
            {
                "mood": "need my next obsession",
                "user": {"liked": [("Breaking Bad", 10), ("Better Call Saul", 9), ("Ozark", 8)],
                         "disliked": [("Grey's Anatomy", 3)]},
                "expect": {"genres_any": ["Crime", "Drama", "Thriller"]},
            },
            {
                "mood": "Scariest thing you've got, but I'm bored of slashers",
                "user": {"liked": [("Alien", 9), ("The Thing", 9)], "disliked": [("Scream", 3)]},
                "expect": {"genres_any": ["Horror", "Science Fiction", "Thriller"]},
            },
            {
                "mood": "period romance, a film this time not a show",
                "user": {"liked": [("Pride & Prejudice", 9), ("Bridgerton", 8), ("Downton Abbey", 8)]},
                "expect": {"type": "movie", "genres_any": ["Romance", "Drama", "History"]},
            },
            {
                "mood": "tonight. and no kissing scenes please",
                "user": {"liked": [("Mad Max: Fury Road", 10), ("John Wick", 9)],
                         "disliked": [("The Notebook", 1), ("La La Land", 2)]},
                "expect": {"genres_any": ["Action", "Thriller"], "genres_none": ["Romance"]},
            },
            {
                "mood": "these are my favourites and I want to share something in the same spirit with my "
                        "6 year old",
                "user": {"liked": [("Spirited Away", 10), ("My Neighbor Totoro", 9),
                                   ("Howl's Moving Castle", 8)]},
                "expect": {"family_safe": True, "genres_any": ["Animation", "Family", "Fantasy"]},
            },
            {
                "mood": "what's a comfort sitcom I haven't seen yet",
                "user": {"liked": [("Parks and Recreation", 9), ("Brooklyn Nine-Nine", 9),
                                   ("Schitt's Creek", 8)],
                         "disliked": [("Seinfeld", 4)]},
                "expect": {"type": "tv", "genres_any": ["Comedy"]},
            },
            {
                "mood": "thinky sci-fi, under 2 hours this time, I have work tomorrow",
                "user": {"liked": [("Arrival", 9), ("Interstellar", 8), ("Ex Machina", 8)],
                         "disliked": [("The Avengers", 3)]},
                "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Science Fiction"]},
            },
            {
                "mood": "OK so I've rated a couple of things. I basically only watch real-life stuff now — "
                        "people who are obsessed with one thing and push it way too far, athletes, "
                        "climbers, whoever. I'm not fussy about whether it's a film or a multi-part "
                        "series. I just don't want it to be one of those staged competition shows.",
                "user": {"liked": [("The Last Dance", 9), ("Free Solo", 8)]},
                "expect": {"genres_any": ["Documentary"], "genres_none": ["Reality"]},
            },
        ],
    },
    {
        "name": "intensity-and-tone",
        "about": "Degrees of a feeling: mildly creepy, properly terrifying, sad but not devastating.",
        "requests": [
            {
                "mood": "mildly creepy, like a campfire story, not full-on horror-horror",
                "expect": {"genres_any": ["Mystery", "Fantasy", "Horror", "Thriller"]},
            },
            {
                "mood": "PROPERLY terrifying. I want to sleep with the light on tonight",
                "expect": {"genres_any": ["Horror"]},
            },
            {
                "mood": "sad but not devastating, a good cry with a hopeful ending",
                "expect": {"genres_any": ["Drama", "Romance", "Family"]},
            },
            {
                "mood": "funny but not dumb. clever jokes, not fart jokes",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "A tiny bit of romance, mostly adventure",
                "expect": {"genres_any": ["Adventure", "Romance", "Action", "Fantasy"]},
            },
            {
                "mood": "tense but not violent. edge of my seat wihtout the blood",
                "expect": {"genres_any": ["Thriller", "Mystery", "Drama"]},
            },
            {
                "mood": "a little dark, a lot funny",
                "expect": {"genres_any": ["Comedy", "Crime"]},
            },
            {
                "mood": "medium-spicy action 🌶️ punchy but not a bloodbath",
                "expect": {"genres_any": ["Action", "Adventure", "Thriller"]},
            },
            {
                "mood": "Extremely wholesome. Aggressively sweet. Zero cynicism allowed",
                "expect": {"genres_any": ["Family", "Comedy", "Animation", "Romance"]},
            },
            {
                "mood": "bleak is fine, utterly hopeless is not. slow-burn drama",
                "expect": {"genres_any": ["Drama", "Crime", "Thriller", "Mystery"]},
            },
        ],
    },
    {
        "name": "outside-references",
        "about": "Well-known titles the catalogue does not hold, with a direction.",
        "requests": [
            {
                "mood": "like Past Lives but a little less quiet, a bit more happening",
                "expect": {"genres_any": ["Romance", "Drama"]},
            },
            {
                "mood": "The Menu, but funnier and with less blood",
                "expect": {"genres_any": ["Comedy", "Thriller", "Horror", "Mystery"]},
            },
            {
                "mood": "julie & julia but as a series i can keep going with",
                "expect": {"type": "tv",
                           "genres_any": ["Comedy", "Drama", "Romance", "Reality", "Documentary"]},
            },
            {
                "mood": "Line of Duty but not British, and episodes under 50 min",
                "expect": {"type": "tv", "max_runtime": 50,
                           "genres_any": ["Crime", "Thriller", "Drama", "Mystery"]},
            },
            {
                "mood": "Death in Paradise style cosy murder show — sunshine, nothing grim",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime", "Comedy"]},
            },
            {
                "mood": "Uncut Gems made me anxious in the best way. want that feeling again but under 2 hrs",
                "expect": {"type": "movie", "max_runtime": 120,
                           "genres_any": ["Thriller", "Crime", "Drama"]},
            },
            {
                "mood": "something like logan lucky, dumb-smart heist, but not set in the south",
                "expect": {"genres_any": ["Crime", "Comedy", "Thriller", "Action"]},
            },
            {
                "mood": "Contact, but newer — 2010 or later",
                "expect": {"year_min": 2010, "genres_any": ["Science Fiction", "Drama", "Mystery"]},
            },
            {
                "mood": "Secret Life of Walter Mitty vibes but with even more travel and scenery",
                "expect": {"genres_any": ["Adventure", "Comedy", "Drama", "Fantasy"]},
            },
            {
                "mood": "Ghosts (the BBC one) but something my 6 and 8 year olds can watch with us",
                "expect": {"type": "tv", "family_safe": True,
                           "genres_any": ["Comedy", "Family", "Fantasy", "Animation"]},
            },
        ],
    },
    {
        "name": "comparatives-and-lengths-combined",
        "about": "Time arithmetic and comparisons combined into a runtime limit.",
        "requests": [
            {
                "mood": "We're free from 6:45 to 9:30 but we eat first, that takes about 35 min. A thriller "
                        "that fits in what's left",
                "expect": {"type": "movie", "max_runtime": 130,
                           "genres_any": ["Thriller", "Crime", "Mystery", "Action"]},
            },
            {
                "mood": "lunch break is 50 minutes, want to squeeze in two episodes and still have 6 min to "
                        "microwave my soup",
                "expect": {"type": "tv", "max_runtime": 22, "genres_any": ["Comedy", "Animation"]},
            },
            {
                "mood": "a romance that's less than half as long as Titanic",
                "expect": {"type": "movie", "max_runtime": 96, "genres_any": ["Romance", "Drama"]},
            },
            {
                "mood": "train leaves at 18:10 and gets in at 19:55, need a sci-fi film that ends before we "
                        "pull in",
                "expect": {"type": "movie", "max_runtime": 105, "genres_any": ["Science Fiction"]},
            },
            {
                "mood": "3 episodes in the hour and a half before the kids wake up. something funny",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"]},
            },
            {
                "mood": "a fun film no longer than a football match with half-time included (90 + 15)",
                "expect": {"type": "movie", "max_runtime": 105,
                           "genres_any": ["Comedy", "Action", "Adventure"]},
            },
            {
                "mood": "Right, logistics. We get the kids down and start at 8:15 at the very earliest, and "
                        "the babysitter (lovely, but strict about her hours) clocks off at 10 on the dot "
                        "because she has a bus to catch. We also need a good ten minutes after the film "
                        "ends to tidy up, pay her and walk her to the stop, so the whole thing has to be "
                        "done before that. It's our anniversary, so romance for two please: something "
                        "swoony and grown-up, not a cartoon, and not so sad that we end the night in "
                        "tears. Recomendations very welcome!",
                "expect": {"type": "movie", "max_runtime": 95, "genres_none": ["Animation"],
                           "genres_any": ["Romance", "Comedy", "Drama"]},
            },
            {
                "mood": "starting at 9:20, have to be asleep by midnight, and I want three full episodes in",
                "expect": {"type": "tv", "max_runtime": 53,
                           "genres_any": ["Crime", "Mystery", "Thriller", "Drama", "Comedy"]},
            },
            {
                "mood": "longer than 90 minutes is fine but it has to be shorter than the 2h20 my "
                        "boyfriend's patience allows. action or adventure",
                "expect": {"type": "movie", "max_runtime": 140, "genres_any": ["Action", "Adventure"]},
            },
            {
                "mood": "Flight's 3h10 and I want to watch two animated movies back to back, leaving the "
                        "last 20 min for descent when they make you put everything away",
                "expect": {"type": "movie", "max_runtime": 85, "genres_any": ["Animation"]},
            },
        ],
    },
]
