"""The tenth blind set: 16 categories of 10 requests, written by an author who has not read the
engine (see README.md). Each request is {"mood", optional "user", "expect"}; "user" holds
("title", rating) pairs, "liked" 7-10 and "disliked" 1-4. Checked and written by `python3 bench/eval/categorised_set.py tenth`.

Expectations: hard clauses only where the person stated or clearly implied them; genres_any names
every genre a good answer might carry; wishes the format cannot express (language, subtitles, gore,
tone, endings, "not R") are left soft, that is, not encoded."""

CATEGORIES = [
    # ------------------------------------------------------------------ 1
    {
        "name": "implied-format",
        "about": "The situation implies a film or a series without naming either; type is set only "
                 "where the implication is unmistakable.",
        "requests": [
            {
                "mood": "dinner at mine then one thing start to finish before she has to catch the "
                        "last train. romantic but with some bite, we both like a laugh",
                "expect": {"type": "movie", "genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "want something i can dip into a bit every night this week after work, cosy "
                        "mystery vibes pls",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime", "Comedy", "Drama"]},
            },
            {
                "mood": "that saturday-morning-cartoon feeling. cereal bowl on my knees, a few of "
                        "them back to back, nothing that needs my brain",
                "expect": {"type": "tv", "genres_any": ["Animation", "Comedy", "Family", "Adventure"]},
            },
            {
                "mood": "Borrowed a projector, hanging a bedsheet in the garden once it gets dark, 8 "
                        "friends coming round. Big crowd-pleaser with proper spectacle",
                "expect": {"type": "movie",
                           "genres_any": ["Action", "Adventure", "Science Fiction", "Fantasy", "Comedy"]},
            },
            {
                "mood": "Plan for the weekend: phone off, a whole season in one go. Needs the kind of "
                        "cliffhangers that make 'one more' impossible to resist.",
                "expect": {"type": "tv",
                           "genres_any": ["Thriller", "Mystery", "Crime", "Drama", "Science Fiction",
                                          "Action"]},
            },
            {
                "mood": "12 hour flight on thursday, what do I download so I'm not staring at the "
                        "seat in front of me",
                "expect": {"genres_any": ["Thriller", "Mystery", "Drama", "Adventure", "Action",
                                          "Science Fiction", "Comedy"]},
            },
            {
                "mood": "rainy sunday afternoon, blanket, tea, one of those sweeping epics that need "
                        "three hours and earn every minute",
                "expect": {"type": "movie",
                           "genres_any": ["Adventure", "History", "War", "Drama", "Fantasy", "Western"]},
            },
            {
                "mood": "need something to have on while I cook most nights. low stakes, doesnt "
                        "matter if I miss bits",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Reality", "Documentary"]},
            },
            {
                "mood": "first time having this guy over at mine, what do we put on after dinner that "
                        "won't make it awkward",
                "expect": {"genres_any": ["Comedy", "Romance"]},
            },
            {
                "mood": "our local cinema shut down so we're recreating it in the living room: lights "
                        "off, popcorn in paper bags, trailers first, the works",
                "expect": {"type": "movie",
                           "genres_any": ["Action", "Adventure", "Science Fiction", "Comedy", "Drama",
                                          "Fantasy", "Thriller"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 2
    {
        "name": "partial-or-loose-title-names",
        "about": "Catalogue titles named by a shortened, misspelt, lowercase or nickname form, with a "
                 "direction; the title referred to is excluded.",
        "requests": [
            {
                "mood": "we loved the paddington films, something in that spirit but for slightly "
                        "older kids",
                "expect": {"genres_any": ["Comedy", "Family", "Adventure", "Fantasy", "Animation"],
                           "exclude_titles": ["Paddington", "Paddington 2"]},
            },
            {
                "mood": "something like budapest hotel but less twee",
                "expect": {"genres_any": ["Comedy", "Crime", "Adventure", "Drama"],
                           "exclude_titles": ["The Grand Budapest Hotel"]},
            },
            {
                "mood": "just rewatched eternal sunshine and I'm wrecked. more sad sci-fi romance like "
                        "that please",
                "expect": {"genres_any": ["Romance", "Science Fiction", "Drama", "Fantasy"],
                           "exclude_titles": ["Eternal Sunshine of the Spotless Mind"]},
            },
            {
                "mood": "the one where bill murray keeps waking up on the same day - that idea but as "
                        "a show",
                "expect": {"type": "tv",
                           "genres_any": ["Comedy", "Fantasy", "Science Fiction", "Mystery", "Drama"],
                           "exclude_titles": ["Groundhog Day"]},
            },
            {
                "mood": "shawshank vibes, hope against the odds, but not set in a prison this time",
                "expect": {"genres_any": ["Drama", "Crime", "History"],
                           "exclude_titles": ["The Shawshank Redemption"]},
            },
            {
                "mood": "show like brekaing bad but funnier",
                "expect": {"type": "tv", "genres_any": ["Comedy", "Crime", "Drama"],
                           "exclude_titles": ["Breaking Bad"]},
            },
            {
                "mood": "that totoro film but with more of an adventure to it",
                "expect": {"genres_any": ["Animation", "Adventure", "Fantasy", "Family"],
                           "exclude_titles": ["My Neighbor Totoro"]},
            },
            {
                "mood": "fury road was insane. same adrenaline, not in a desert",
                "expect": {"genres_any": ["Action", "Adventure", "Science Fiction", "Thriller"],
                           "exclude_titles": ["Mad Max: Fury Road"]},
            },
            {
                "mood": "b99 energy but a workplace that isn't cops",
                "expect": {"type": "tv", "genres_any": ["Comedy"], "genres_none": ["Crime"],
                           "exclude_titles": ["Brooklyn Nine-Nine"]},
            },
            {
                "mood": "a whodunnit in the knives out mould. seen glass onion too so not that",
                "expect": {"genres_any": ["Mystery", "Crime", "Comedy", "Thriller"],
                           "exclude_titles": ["Knives Out", "Glass Onion: A Knives Out Mystery"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 3
    {
        "name": "rambling-context",
        "about": "Long messages (60-150 words) full of life detail, of which only part is the wish.",
        "requests": [
            {
                "mood": "ok so long story. I've been moving flats all week, my back is wrecked, my "
                        "daughter is at her dad's till Sunday and the whole place is still boxes. I "
                        "finally found the wine glasses though. What I want is to sit on the one chair "
                        "I've unpacked and watch something romantic and a bit funny, the kind of thing "
                        "where you just know it'll work out in the end. Please nothing where kids are "
                        "in danger, I miss mine enough as it is. Doesn't matter if it's old.",
                "expect": {"genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "My dad had his knee done on Tuesday and I'm staying with him for the week. "
                        "He's a grumpy old sod but we get on. He grew up on westerns and war pictures "
                        "and he'll happily watch one with me in the evening, but he nods off if "
                        "anything runs past two hours and then gets cross that he missed the ending. "
                        "His hearing aid whistles so maybe go easy on the explosions, ha. Mum used to "
                        "pick the films, she'd have known exactly what to put on, and I'm winging it. "
                        "He's already seen all the John Wayne ones about nine times and recites the "
                        "lines, which is sweet the first time. Film or series, I don't mind, just "
                        "under two hours.",
                "expect": {"max_runtime": 120,
                           "genres_any": ["Western", "War", "History", "Drama", "Action", "Adventure"]},
            },
            {
                "mood": "Exams finished TODAY. I've been living on instant noodles and flashcards for "
                        "a month and my brain is soup. Housemates have all gone home and I've got the "
                        "flat to myself for ten days. I've never really got into anime but everyone on "
                        "my course won't shut up about it, so I'd like to finally see what the fuss is "
                        "about: a series with loads of episodes I can get properly hooked on, "
                        "preferably with good fights. Go.",
                "expect": {"type": "tv", "genres_any": ["Animation"]},
            },
            {
                "mood": "Right. So my boyfriend of four years moved out on Saturday, it was mutual-ish, "
                        "I'm mostly fine, my sister has been great and I've cleaned the kitchen twice. "
                        "Tonight I want the sofa and a takeaway. BUT if there is a couple kissing on "
                        "screen at any point I will throw the remote at the telly, so absolutely no "
                        "love stories. Give me explosions, heists, aliens, whatever, as long as it's "
                        "loud and fun.",
                "expect": {"genres_none": ["Romance"],
                           "genres_any": ["Action", "Crime", "Thriller", "Science Fiction", "Adventure",
                                          "Comedy"]},
            },
            {
                "mood": "Just got back from two weeks in Japan (Tokyo, Kyoto, then a few days hiking "
                        "near Nikko) and I have the worst post-holiday blues. I keep scrolling my "
                        "photos of shrines and tiny ramen places. I want to watch a Japanese film "
                        "tonight to stay in that headspace a little longer. Animated or live action, I "
                        "don't mind, but gentle and beautiful rather than samurai hacking each other "
                        "to bits, I'm not in the mood for blood.",
                "expect": {"type": "movie",
                           "genres_any": ["Drama", "Animation", "Fantasy", "Family", "Romance", "Comedy"]},
            },
            {
                "mood": "I'm a nurse on nights this month so my sleep is all over the place. I get in "
                        "around 8am, shower, and need something to switch my brain off before I sleep "
                        "through the daylight. It has to be gentle, nothing set in a hospital "
                        "obviously lol, and short: episodes of about 25 minutes so I can watch one and "
                        "be asleep before the next one autoplays. Funny is good, cosy is better.",
                "expect": {"type": "tv", "max_runtime": 30,
                           "genres_any": ["Comedy", "Family", "Animation", "Reality"]},
            },
            {
                "mood": "my parents are away at my aunts 50th this weekend and I'm allowed 3 friends "
                        "over on saturday (I'm 16). we want a scary movie, proper scary, jump scares, "
                        "something we'll still be talking about at school on monday. one thing: my "
                        "friend Priya literally threw up during a gory film at a sleepover once so "
                        "nothing with loads of blood and guts. also we'll start late so nothing that "
                        "drags",
                "expect": {"type": "movie", "genres_any": ["Horror", "Thriller", "Mystery"]},
            },
            {
                "mood": "I teach history at a secondary school and it's finally the summer holidays. "
                        "I've spent the whole year wincing at films my pupils quote at me as "
                        "'evidence' for things that never happened. Now I've got some time to myself "
                        "I'd like to watch something that's actually accurate, a proper documentary, "
                        "ideally about the twentieth century. It could be a multi-part series, I have "
                        "six weeks and a lot of tea.",
                "expect": {"genres_any": ["Documentary", "History"]},
            },
            {
                "mood": "My nan came over from Naples in the sixties and she passed in the spring. My "
                        "cousins and I are clearing her flat this weekend, and in the evening we want "
                        "to put on something she would have loved. She adored old Italian cinema and "
                        "anything with a big family dinner scene, lots of shouting, lots of food. "
                        "Something that makes us laugh and cry a bit. It's one film, we'll have wine "
                        "and her lasagne recipe.",
                "expect": {"type": "movie", "genres_any": ["Drama", "Comedy", "Romance"]},
            },
            {
                "mood": "I retired in March after 38 years with the council and my wife has banned me "
                        "from 'supervising' the garden, so I'm looking for something for the "
                        "afternoons. What I loved growing up were the detective series: raincoats, car "
                        "chases, a case wrapped up every week. The new ones are all too dark and too "
                        "mumbly for me, so the old stuff only, nothing made after the nineties please.",
                "expect": {"type": "tv", "year_max": 1999,
                           "genres_any": ["Crime", "Mystery", "Drama", "Action"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 4
    {
        "name": "group-negotiation",
        "about": "Several people with different wants and refusals; every stated refusal binds.",
        "requests": [
            {
                "mood": "my partner hates subtitles, I hate musicals, the kid is 9. help",
                "expect": {"family_safe": True, "genres_none": ["Music"],
                           "genres_any": ["Family", "Comedy", "Adventure", "Animation", "Fantasy"]},
            },
            {
                "mood": "me: horror. him: absolutely no horror, he'll do a thriller at most. "
                        "compromise?",
                "expect": {"genres_none": ["Horror"], "genres_any": ["Thriller", "Mystery", "Crime"]},
            },
            {
                "mood": "4 of us. one wants action, one wants comedy, one vetoes anything over 2 hours "
                        "and one only watches films, not series",
                "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Action", "Comedy"]},
            },
            {
                "mood": "Wife wants romance, I want sci-fi, and neither of us can stand animated stuff",
                "expect": {"genres_none": ["Animation"], "genres_any": ["Romance", "Science Fiction"]},
            },
            {
                "mood": "three flatmates: Jo won't watch anything made before 2000, Sam needs a crime "
                        "series to get invested in, I just want it not to be subtitled",
                "expect": {"type": "tv", "year_min": 2000, "genres_any": ["Crime", "Thriller", "Mystery"]},
            },
            {
                "mood": "Grandma (82), my teenage son and me. Grandma: no swearing, no bedroom scenes. "
                        "Son: nothing 'boring and old'. Me: something all three of us can laugh at.",
                "expect": {"family_safe": True,
                           "genres_any": ["Comedy", "Family", "Animation", "Adventure"]},
            },
            {
                "mood": "my brother only watches war movies and I refuse to sit through anything over "
                        "two and a half hours. find the overlap",
                "expect": {"type": "movie", "max_runtime": 150, "genres_any": ["War"]},
            },
            {
                "mood": "second date at hers. she said no horror and no war films, I'd love something "
                        "with a bit of tension",
                "expect": {"genres_none": ["Horror", "War"],
                           "genres_any": ["Thriller", "Mystery", "Crime"]},
            },
            {
                "mood": "family of five: kids are 5, 8 and 12, dad falls asleep in anything over 100 "
                        "minutes and mum refuses cartoons. good luck",
                "expect": {"family_safe": True, "max_runtime": 100, "genres_none": ["Animation"],
                           "genres_any": ["Family", "Comedy", "Adventure", "Fantasy"]},
            },
            {
                "mood": "office film club at lunch. HR says PG at most, we get 90 minutes tops, and the "
                        "team wants something that makes them laugh",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 90,
                           "genres_any": ["Comedy"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 5
    {
        "name": "refusals-hidden-in-preferences",
        "about": "Refusals said indirectly; encoded as genres_none only where a catalogue genre "
                 "carries them (zombies, gore and sad endings stay soft).",
        "requests": [
            {
                "mood": "I'm done with anything with zombies. survival thriller though, people against "
                        "the elements",
                "expect": {"genres_any": ["Thriller", "Adventure", "Drama", "Action"]},
            },
            {
                "mood": "spare me the sad endings this time. a drama that leaves me feeling good",
                "expect": {"genres_any": ["Drama", "Comedy", "Family", "Romance"]},
            },
            {
                "mood": "gore makes me faint, literally. but it's october and I want spooky",
                "expect": {"genres_any": ["Horror", "Mystery", "Fantasy", "Thriller"]},
            },
            {
                "mood": "I've had my fill of war films for a lifetime. something historical though, I "
                        "love a period piece",
                "expect": {"genres_none": ["War"], "genres_any": ["History", "Drama", "Romance"]},
            },
            {
                "mood": "cartoons are for my nephews, not me. funny action flick please",
                "expect": {"genres_none": ["Animation"], "genres_any": ["Action", "Comedy"]},
            },
            {
                "mood": "If anyone bursts into song I'm switching off. Something upbeat and feel-good",
                "expect": {"genres_none": ["Music"],
                           "genres_any": ["Comedy", "Family", "Adventure", "Romance"]},
            },
            {
                "mood": "cowboys bore me to tears. I want a big adventure",
                "expect": {"genres_none": ["Western"],
                           "genres_any": ["Adventure", "Action", "Fantasy", "Science Fiction"]},
            },
            {
                "mood": "my wife has watched every reality show going this year and I can't take one "
                        "more. something real though, a documentary series",
                "expect": {"type": "tv", "genres_none": ["Reality"], "genres_any": ["Documentary"]},
            },
            {
                "mood": "boyfriend has made me sit through every sci-fi thing ever made, I'm owed one. "
                        "a proper mystery",
                "expect": {"genres_none": ["Science Fiction"],
                           "genres_any": ["Mystery", "Crime", "Thriller"]},
            },
            {
                "mood": "horror's not my thing, never has been. tense crime drama instead",
                "expect": {"genres_none": ["Horror"], "genres_any": ["Crime", "Thriller", "Drama"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 6
    {
        "name": "exact-time-budgets",
        "about": "Time arithmetic; max_runtime is the minutes left (per episode for series).",
        "requests": [
            {
                "mood": "the train leaves in 95 minutes and I need 10 to pack. something funny",
                "expect": {"max_runtime": 85, "genres_any": ["Comedy"]},
            },
            {
                "mood": "two episodes before 11 and it's 10:05. sitcom pls",
                "expect": {"type": "tv", "max_runtime": 27, "genres_any": ["Comedy"]},
            },
            {
                "mood": "lunch break 45 mins, I eat at my desk anyway. one episode of something gripping",
                "expect": {"type": "tv", "max_runtime": 45,
                           "genres_any": ["Thriller", "Crime", "Mystery", "Drama"]},
            },
            {
                "mood": "kids' bedtime is 8, it's 6 now and dinner takes half an hour. a film for them "
                        "in between?",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 90,
                           "genres_any": ["Animation", "Family", "Comedy", "Adventure", "Fantasy"]},
            },
            {
                "mood": "exactly 2 hours before my shift and it takes me 20 mins to get there. action",
                "expect": {"max_runtime": 100, "genres_any": ["Action"]},
            },
            {
                "mood": "flight is 3h10 but screens are off for the first and last 15 min. one film, "
                        "something epic",
                "expect": {"type": "movie", "max_runtime": 160,
                           "genres_any": ["Adventure", "Fantasy", "Science Fiction", "Action", "History",
                                          "War"]},
            },
            {
                "mood": "I take a 40 minute bath every sunday and want an episode to go with it, "
                        "something cosy",
                "expect": {"type": "tv", "max_runtime": 40,
                           "genres_any": ["Comedy", "Family", "Reality", "Documentary", "Drama",
                                          "Romance", "Animation"]},
            },
            {
                "mood": "3 eps in the 90 min before my partner gets home. anime",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Animation"]},
            },
            {
                "mood": "Commute is 25 min each way on the bus, one episode per leg. Something light.",
                "expect": {"type": "tv", "max_runtime": 25,
                           "genres_any": ["Comedy", "Animation", "Family"]},
            },
            {
                "mood": "movie marathon saturday: three films between noon and 6, with a half hour "
                        "break for pizza. fantasy please",
                "expect": {"type": "movie", "max_runtime": 110,
                           "genres_any": ["Fantasy", "Adventure", "Family", "Animation"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 7
    {
        "name": "eras-said-loosely",
        "about": "Eras said loosely, turned into years (the catalogue's year of checking is 2026).",
        "requests": [
            {
                "mood": "teen comedy from back when MTV still played actual music videos",
                "expect": {"year_min": 1981, "year_max": 1997,
                           "genres_any": ["Comedy", "Romance", "Drama"]},
            },
            {
                "mood": "something gritty from my parents' era, they were teenagers in the seventies",
                "expect": {"year_min": 1970, "year_max": 1979,
                           "genres_any": ["Crime", "Thriller", "Drama", "Action"]},
            },
            {
                "mood": "sci-fi from before I was born (I'm 30)",
                "expect": {"year_max": 1996, "genres_any": ["Science Fiction"]},
            },
            {
                "mood": "horror, but newer than 5 years old please, the old ones don't scare me",
                "expect": {"year_min": 2021, "genres_any": ["Horror"]},
            },
            {
                "mood": "turn-of-the-millennium romcom, frosted tips and flip phones era",
                "expect": {"year_min": 1998, "year_max": 2003, "genres_any": ["Comedy", "Romance"]},
            },
            {
                "mood": "action thriller from the noughties, when everyone still had a nokia",
                "expect": {"year_min": 2000, "year_max": 2009,
                           "genres_any": ["Action", "Thriller", "Crime"]},
            },
            {
                "mood": "golden age of hollywood. glamour, fast talking, black and white",
                "expect": {"year_max": 1960,
                           "genres_any": ["Comedy", "Romance", "Drama", "Mystery", "Crime", "Thriller"]},
            },
            {
                "mood": "the decade of shoulder pads and synths — adventure or action from then",
                "expect": {"year_min": 1980, "year_max": 1989,
                           "genres_any": ["Action", "Adventure", "Science Fiction", "Fantasy"]},
            },
            {
                "mood": "a comedy series from this decade, nothing that's been running since I was at "
                        "school",
                "expect": {"type": "tv", "year_min": 2020, "genres_any": ["Comedy"]},
            },
            {
                "mood": "something from when my grandparents were courting, the fifties",
                "expect": {"year_min": 1950, "year_max": 1959,
                           "genres_any": ["Romance", "Comedy", "Drama", "Music"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 8
    {
        "name": "languages-and-subtitles",
        "about": "Requests in Spanish, French, German, Italian, Portuguese, Dutch or mixed with "
                 "English, and wishes about subtitles or dubbing (language itself stays soft).",
        "requests": [
            {
                "mood": "Quiero una película de miedo para ver con mi novia esta noche, pero que no "
                        "sea demasiado sangrienta",
                "expect": {"type": "movie", "genres_any": ["Horror", "Thriller", "Mystery"]},
            },
            {
                "mood": "Une série comique avec des épisodes courts, moins de 30 minutes, pour le soir "
                        "après le boulot",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"]},
            },
            {
                "mood": "Ein Film für die ganze Familie, die Kinder sind 6 und 8, gerne ein "
                        "Zeichentrickfilm",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Animation", "Family", "Adventure", "Comedy", "Fantasy"]},
            },
            {
                "mood": "cerco un film romantico, anche vecchio, il bianco e nero mi va benissimo",
                "expect": {"type": "movie", "genres_any": ["Romance"]},
            },
            {
                "mood": "Quero uma série policial, de preferência brasileira, mas legendas não são "
                        "problema",
                "expect": {"type": "tv", "genres_any": ["Crime", "Thriller", "Mystery", "Drama"]},
            },
            {
                "mood": "Iets spannends voor vanavond, geen horror alsjeblieft, liever een thriller of "
                        "een misdaadfilm",
                "expect": {"genres_none": ["Horror"], "genres_any": ["Thriller", "Crime", "Mystery"]},
            },
            {
                "mood": "necesito algo funny para relajarme después del trabajo, nothing too long, "
                        "máximo hora y media",
                "expect": {"max_runtime": 90, "genres_any": ["Comedy"]},
            },
            {
                "mood": "subtitles don't bother me at all, I actually want a korean thriller",
                "expect": {"genres_any": ["Thriller", "Crime", "Mystery", "Horror", "Drama"]},
            },
            {
                "mood": "je cherche un dessin animé japonais doublé pour mes enfants de 7 et 9 ans, ils "
                        "lisent pas encore assez vite pour les sous-titres",
                "expect": {"family_safe": True, "genres_any": ["Animation"]},
            },
            {
                "mood": "nothing with subtitles, I'm folding laundry and can't read the screen. a good "
                        "western",
                "expect": {"genres_any": ["Western"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 9
    {
        "name": "kids-and-ratings",
        "about": "Children of given ages, sleepovers, class showings, grandparents who hate "
                 "swearing; family_safe where young children or a stated rating limit call for it.",
        "requests": [
            {
                "mood": "sleepover, eight 10-year-old girls, need a movie they'll all scream-laugh at",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Comedy", "Family", "Fantasy", "Adventure", "Animation",
                                          "Music"]},
            },
            {
                "mood": "showing a film to my year 7 class on the last day before the holidays, school "
                        "rule is it has to be PG or U",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Family", "Comedy", "Adventure", "Animation", "Fantasy",
                                          "Science Fiction"]},
            },
            {
                "mood": "my 13 year old and me, PG-13 is fine, she's obsessed with mysteries at the "
                        "moment",
                "expect": {"genres_any": ["Mystery", "Crime"]},
            },
            {
                "mood": "grandparents staying for a week and they can't abide swearing. a nice "
                        "old-fashioned show we can put on each evening",
                "expect": {"type": "tv", "family_safe": True,
                           "genres_any": ["Comedy", "Drama", "Mystery", "Family", "Crime"]},
            },
            {
                "mood": "2 year old needs to be entertained while I shower and get dressed, half an "
                        "hour max",
                "expect": {"type": "tv", "family_safe": True, "max_runtime": 30,
                           "genres_any": ["Family", "Animation"]},
            },
            {
                "mood": "my 7yo is scared of basically everything. no villains lurking in the dark, no "
                        "spooky stuff at all",
                "expect": {"family_safe": True, "genres_none": ["Horror"],
                           "genres_any": ["Family", "Animation", "Comedy"]},
            },
            {
                "mood": "teenage boys 14 and 15 want action, I'd rather nothing R-rated",
                "expect": {"genres_any": ["Action", "Adventure", "Science Fiction"]},
            },
            {
                "mood": "babysitting a 5 and a 9 year old tonight. film under 90 minutes please, "
                        "they'll be in bed by 8",
                "expect": {"type": "movie", "family_safe": True, "max_runtime": 90,
                           "genres_any": ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]},
            },
            {
                "mood": "my 11 year old wants her first scary movie. gentle intro, PG is as far as "
                        "I'll go",
                "expect": {"type": "movie", "family_safe": True,
                           "genres_any": ["Horror", "Fantasy", "Mystery", "Family"]},
            },
            {
                "mood": "family movie night with a 6 and a 12 year old, and the 12 year old says she's "
                        "too old for cartoons now",
                "expect": {"type": "movie", "family_safe": True, "genres_none": ["Animation"],
                           "genres_any": ["Family", "Adventure", "Comedy", "Fantasy"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 10
    {
        "name": "moods-by-metaphor",
        "about": "The mood said as a metaphor; genres_any is what the metaphor points to.",
        "requests": [
            {
                "mood": "something like a warm bath",
                "expect": {"genres_any": ["Comedy", "Family", "Romance", "Drama", "Animation"]},
            },
            {
                "mood": "I want it to feel like a rollercoaster, stomach-drop and all",
                "expect": {"genres_any": ["Action", "Adventure", "Thriller"]},
            },
            {
                "mood": "palate cleanser after a really heavy week of films",
                "expect": {"genres_any": ["Comedy", "Animation", "Family", "Romance"]},
            },
            {
                "mood": "pure brain candy",
                "expect": {"genres_any": ["Comedy", "Action", "Reality", "Romance"]},
            },
            {
                "mood": "an emotinal gut punch. I want to be on the floor",
                "expect": {"genres_any": ["Drama", "War", "Romance"]},
            },
            {
                "mood": "like a cold beer on a hot porch",
                "expect": {"genres_any": ["Comedy", "Drama", "Western"]},
            },
            {
                "mood": "a slow-cooked stew of a thing. takes its time but worth the wait",
                "expect": {"genres_any": ["Drama", "Crime", "Mystery", "Western", "History"]},
            },
            {
                "mood": "a puzzle box I can chew on for days afterwards",
                "expect": {"genres_any": ["Mystery", "Science Fiction", "Thriller"]},
            },
            {
                "mood": "like watching a thunderstorm from the window",
                "expect": {"genres_any": ["Thriller", "Drama", "Horror", "Mystery"]},
            },
            {
                "mood": "fizzy. like champagne. bubbles up my nose",
                "expect": {"genres_any": ["Comedy", "Romance", "Music"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 11
    {
        "name": "outside-references-with-direction",
        "about": "Well-known titles that are not in the catalogue, used as references with a "
                 "direction.",
        "requests": [
            {
                "mood": "Line of Duty but as a film I can finish tonight",
                "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Drama", "Mystery"]},
            },
            {
                "mood": "You've Got Mail but made in the last ten years",
                "expect": {"year_min": 2016, "genres_any": ["Romance", "Comedy"]},
            },
            {
                "mood": "pitch perfect but for grown ups, no college a cappella stuff",
                "expect": {"genres_any": ["Music", "Comedy"]},
            },
            {
                "mood": "twister, but scarier",
                "expect": {"genres_any": ["Thriller", "Horror", "Adventure", "Action",
                                          "Science Fiction"]},
            },
            {
                "mood": "death in paradise but less silly, darker cases",
                "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Drama", "Thriller"]},
            },
            {
                "mood": "the mummy (the brendan fraser one) but ok for my 8 year old",
                "expect": {"family_safe": True,
                           "genres_any": ["Adventure", "Fantasy", "Action", "Family"]},
            },
            {
                "mood": "jane the virgin but with half-hour episodes",
                "expect": {"type": "tv", "max_runtime": 30,
                           "genres_any": ["Comedy", "Romance", "Drama"]},
            },
            {
                "mood": "Rush Hour kind of buddy action comedy, but nothing before 2010",
                "expect": {"year_min": 2010, "genres_any": ["Action", "Comedy", "Crime"]},
            },
            {
                "mood": "loved Little Women, want something like it but a series I can sink into",
                "expect": {"type": "tv", "genres_any": ["Drama", "Romance", "History", "Family"]},
            },
            {
                "mood": "nightmare before christmas energy but for halloween, not christmas",
                "expect": {"genres_any": ["Animation", "Fantasy", "Horror", "Family", "Music"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 12
    {
        "name": "profile-only",
        "about": "The ratings carry the request; the text is vague. genres_any follows the liked "
                 "titles; no hard clause beyond the rated titles.",
        "requests": [
            {
                "mood": "you know what I like",
                "user": {"liked": [("Alien", 9), ("Aliens", 9), ("The Thing", 8), ("Predator", 7)],
                         "disliked": [("Notting Hill", 2), ("The Notebook", 2)]},
                "expect": {"genres_any": ["Science Fiction", "Horror", "Action", "Thriller"]},
            },
            {
                "mood": "surprise me",
                "user": {"liked": [("Amélie", 9), ("Midnight in Paris", 8), ("Chungking Express", 8),
                                   ("The Grand Budapest Hotel", 9)],
                         "disliked": [("Fast Five", 2), ("Taken", 3)]},
                "expect": {"genres_any": ["Romance", "Comedy", "Drama", "Fantasy"]},
            },
            {
                "mood": "something for tonight",
                "user": {"liked": [("Parks and Recreation", 9), ("Brooklyn Nine-Nine", 8),
                                   ("Schitt's Creek", 9), ("Abbott Elementary", 8)],
                         "disliked": [("Breaking Bad", 3), ("The Walking Dead", 2)]},
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "idk",
                "user": {"liked": [("Heat", 9), ("The Departed", 9), ("Se7en", 8), ("Zodiac", 8)],
                         "disliked": [("La La Land", 3), ("Mamma Mia!", 1)]},
                "expect": {"genres_any": ["Crime", "Thriller", "Mystery", "Drama"]},
            },
            {
                "mood": "whatever fits me",
                "user": {"liked": [("Spirited Away", 10), ("Princess Mononoke", 9),
                                   ("Howl's Moving Castle", 8), ("Your Name", 9)],
                         "disliked": [("Family Guy", 2), ("The Hangover", 3)]},
                "expect": {"genres_any": ["Animation", "Fantasy", "Adventure"]},
            },
            {
                "mood": "bored. fix it",
                "user": {"liked": [("Planet Earth", 9), ("Blue Planet II", 8), ("Free Solo", 9),
                                   ("My Octopus Teacher", 8)],
                         "disliked": [("Love Island USA", 1), ("Keeping Up with the Kardashians", 2)]},
                "expect": {"genres_any": ["Documentary", "Adventure"]},
            },
            {
                "mood": "go on then, pick something",
                "user": {"liked": [("Pride & Prejudice", 9), ("Downton Abbey", 8), ("Bridgerton", 8),
                                   ("North & South", 9)],
                         "disliked": [("Saw", 1), ("The Texas Chain Saw Massacre", 1)]},
                "expect": {"genres_any": ["Romance", "Drama", "History"]},
            },
            {
                "mood": "hit me",
                "user": {"liked": [("Game of Thrones", 9), ("The Witcher", 8),
                                   ("House of the Dragon", 8), ("Vikings", 7)],
                         "disliked": [("Friends", 3), ("The Big Bang Theory", 2)]},
                "expect": {"genres_any": ["Fantasy", "Action", "Adventure", "Drama", "History", "War"]},
            },
            {
                "mood": "something for me, based on my ratings",
                "user": {"liked": [("Hereditary", 9), ("The Witch", 8), ("Midsommar", 9),
                                   ("The Babadook", 8)],
                         "disliked": [("Paddington 2", 3), ("The Greatest Showman", 2)]},
                "expect": {"genres_any": ["Horror", "Mystery", "Thriller"]},
            },
            {
                "mood": "surprise me pls",
                "user": {"liked": [("The Dark Knight", 9), ("Inception", 10), ("Interstellar", 9),
                                   ("The Prestige", 9), ("Memento", 8)],
                         "disliked": [("Twilight", 2), ("The Notebook", 3)]},
                "expect": {"genres_any": ["Science Fiction", "Thriller", "Mystery", "Action",
                                          "Drama"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 13
    {
        "name": "questions-and-commands",
        "about": "Asked as questions, imperatives or search-like fragments.",
        "requests": [
            {
                "mood": "best heist movie?",
                "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Action", "Comedy"]},
            },
            {
                "mood": "recomend me a show with short episodes",
                "expect": {"type": "tv", "max_runtime": 30},
            },
            {
                "mood": "what's a good space documentary",
                "expect": {"genres_any": ["Documentary"]},
            },
            {
                "mood": "Give me a musical. Now.",
                "expect": {"genres_any": ["Music"]},
            },
            {
                "mood": "scary movies 2020s",
                "expect": {"type": "movie", "year_min": 2020, "genres_any": ["Horror"]},
            },
            {
                "mood": "any good westerns under two hours?",
                "expect": {"max_runtime": 120, "genres_any": ["Western"]},
            },
            {
                "mood": "is there a cosy mystery series that isn't gory",
                "expect": {"type": "tv", "genres_any": ["Mystery", "Crime"]},
            },
            {
                "mood": "tell me a funny animated thing for adults",
                "expect": {"genres_any": ["Animation", "Comedy"]},
            },
            {
                "mood": "show me war films from before 1970",
                "expect": {"type": "movie", "year_max": 1969, "genres_any": ["War"]},
            },
            {
                "mood": "sci fi series, finished, not too many seasons. go",
                "expect": {"type": "tv", "genres_any": ["Science Fiction"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 14
    {
        "name": "seasonal-and-occasions",
        "about": "Holidays, weather, travel, illness, birthdays and anniversaries.",
        "requests": [
            {
                "mood": "christmas eve with my nieces (6 and 9), something festive we can all watch",
                "expect": {"family_safe": True,
                           "genres_any": ["Family", "Comedy", "Fantasy", "Animation"]},
            },
            {
                "mood": "halloween party, all adults, we want a classic slasher on in the background",
                "expect": {"genres_any": ["Horror"]},
            },
            {
                "mood": "snowed in, drifts up to the windows, want something long and cosy",
                "expect": {"genres_any": ["Drama", "Fantasy", "Adventure", "Family", "Romance",
                                          "Comedy"]},
            },
            {
                "mood": "home with flu, brain is mush, just want an easy comfort sitcom",
                "expect": {"type": "tv", "genres_any": ["Comedy"]},
            },
            {
                "mood": "it's our 10th anniversary tonight, a romantic film for the two of us",
                "expect": {"type": "movie", "genres_any": ["Romance"]},
            },
            {
                "mood": "sticky hot summer night, fan on full, want something that feels like summer",
                "expect": {"genres_any": ["Comedy", "Romance", "Adventure", "Drama"]},
            },
            {
                "mood": "long road trip tomorrow, kids aged 4 and 7 in the back with the tablet",
                "expect": {"family_safe": True, "genres_any": ["Animation", "Family"]},
            },
            {
                "mood": "turning 40 tomorrow. want something that makes me feel 17 again",
                "expect": {"genres_any": ["Comedy", "Adventure", "Music", "Romance", "Drama"]},
            },
            {
                "mood": "valentine's day and i'm single and bitter. anti-romance, please",
                "expect": {"genres_none": ["Romance"],
                           "genres_any": ["Comedy", "Thriller", "Horror", "Crime", "Action"]},
            },
            {
                "mood": "thanksgiving, everyone's asleep after the turkey and I've got the TV to myself "
                        "for an hour and a half. something dark and grown-up",
                "expect": {"max_runtime": 90, "genres_any": ["Crime", "Thriller", "Drama", "Horror"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 15
    {
        "name": "negated-moods-and-intensity",
        "about": "Moods qualified by negation or intensity; only a refused genre becomes a clause.",
        "requests": [
            {
                "mood": "a drama, but not too sad",
                "expect": {"genres_any": ["Drama", "Comedy"]},
            },
            {
                "mood": "a little scary but not terrifying",
                "expect": {"genres_any": ["Horror", "Mystery", "Thriller", "Fantasy"]},
            },
            {
                "mood": "funny but not stupid",
                "expect": {"genres_any": ["Comedy"]},
            },
            {
                "mood": "nothing heavy tonight, and not too long",
                "expect": {"genres_any": ["Comedy", "Romance", "Family", "Animation"]},
            },
            {
                "mood": "romantic but not cheesy. I will cringe",
                "expect": {"genres_any": ["Romance"]},
            },
            {
                "mood": "action, but not mindless and not super violent",
                "expect": {"genres_any": ["Action", "Thriller", "Adventure"]},
            },
            {
                "mood": "tense but NOT horror",
                "expect": {"genres_none": ["Horror"], "genres_any": ["Thriller", "Mystery", "Crime"]},
            },
            {
                "mood": "sci-fi that's not too brainy",
                "expect": {"genres_any": ["Science Fiction"]},
            },
            {
                "mood": "sad in a good way, but no war please",
                "expect": {"genres_none": ["War"], "genres_any": ["Drama", "Romance"]},
            },
            {
                "mood": "a mystery that isn't too slow, and not too old either — nothing before the 90s",
                "expect": {"year_min": 1990, "genres_any": ["Mystery", "Crime", "Thriller"]},
            },
        ],
    },
    # ------------------------------------------------------------------ 16
    {
        "name": "self-corrections",
        "about": "The person changes their mind mid-message; only the last word is encoded.",
        "requests": [
            {
                "mood": "a horror movie — actually no horror, I'm home alone tonight. make it a comedy",
                "expect": {"genres_none": ["Horror"], "genres_any": ["Comedy"]},
            },
            {
                "mood": "a series to binge... wait, early start tomorrow. just a film then, a thriller",
                "expect": {"type": "movie", "genres_any": ["Thriller", "Mystery", "Crime"]},
            },
            {
                "mood": "something for the kids — oh no hang on, they're at grandma's! something for "
                        "me and my wife, a crime thing",
                "expect": {"genres_any": ["Crime", "Thriller", "Mystery"]},
            },
            {
                "mood": "80s action film. no, 90s. yeah 90s",
                "expect": {"year_min": 1990, "year_max": 1999, "genres_any": ["Action"]},
            },
            {
                "mood": "max 90 minutes. eh, it's friday, I can go up to two and a half hours. epic "
                        "fantasy",
                "expect": {"max_runtime": 150, "genres_any": ["Fantasy", "Adventure"]},
            },
            {
                "mood": "something animated? nah, live action please. a family adventure",
                "expect": {"genres_none": ["Animation"], "genres_any": ["Adventure", "Family"]},
            },
            {
                "mood": "romcom... scrap that, I'm in a documentary mood",
                "expect": {"genres_any": ["Documentary"]},
            },
            {
                "mood": "a drama series with long episodes. actually, keep each one under half an "
                        "hour, I keep falling asleep",
                "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Drama", "Comedy"]},
            },
            {
                "mood": "a western from the 60s. or the 50s. whatever, anything before 1970",
                "expect": {"year_max": 1969, "genres_any": ["Western"]},
            },
            {
                "mood": "Sci-fi. Hmm, no, fantasy. Final answer: fantasy, but not for kids",
                "expect": {"genres_any": ["Fantasy"]},
            },
        ],
    },
]
