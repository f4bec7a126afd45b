"""The seventeenth blind set: 160 requests in 16 categories of 10, written by an author who has not
read the engine nor any other set. `python3 bench/eval/categorised_set.py seventeenth [--counts]`
checks them and writes moods.seventeenth-dev.json and sealed/moods.seventeenth-sealed.json.

Each request: "mood" (what the person typed), "expect" (the clauses of docs/eval.md; hard clauses only
where the person stated or clearly implied them), and optionally "user" with liked / disliked lists of
(title, rating), titles spelled exactly as in the catalogue. The catalogue's year of checking is 2026."""

CATEGORIES = [
    {
        "name": "barely-typed",
        "about": "one word to a handful of words, as people type into a search box",
        "requests": [
            {"mood": "cozy",
             "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Drama", "Fantasy"]}},
            {"mood": "SHARKS",
             "expect": {"genres_any": ["Thriller", "Adventure", "Horror", "Documentary"]}},
            {"mood": "smth funny pls",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "heist",
             "expect": {"genres_any": ["Crime", "Thriller", "Action"]}},
            {"mood": "space but not sad",
             "expect": {"genres_any": ["Science Fiction", "Adventure"]}},
            {"mood": "cartoon for a 4yo",
             "expect": {"genres_any": ["Animation", "Family"], "family_safe": True}},
            {"mood": "scary.",
             "expect": {"genres_any": ["Horror", "Thriller"]}},
            {"mood": "Courtroom drama",
             "expect": {"genres_any": ["Drama", "Crime"]}},
            {"mood": "anime?",
             "expect": {"genres_any": ["Animation"]}},
            {"mood": "no thoughts just explosions",
             "expect": {"genres_any": ["Action"]}},
        ],
    },
    {
        "name": "the-day-i-had",
        "about": "rambling accounts of the day, with the wish somewhere inside",
        "requests": [
            {"mood": "ok so I got rear-ended on the way to work, spent two hours on hold with insurance, and "
                     "my boss booked a 'quick sync' at 4:55. then the microwave died mid-lasagne. I am fried. I "
                     "want something where nothing bad happens to anyone, genuinely low stakes, animals or "
                     "baking or people being nice to each other. no crime stuff please, I've had enough of "
                     "insurance adjusters",
             "expect": {"genres_any": ["Comedy", "Family", "Reality", "Documentary", "Animation"],
                        "genres_none": ["Crime", "Horror"]}},
            {"mood": "First day back after two weeks off and my inbox had 900 emails. I answered 40. Tomorrow "
                     "is the same. I just want to watch people be extremely competent at something, like a "
                     "heist where everyone knows their job. Film, I'm not starting a show tonight",
             "expect": {"type": "movie", "genres_any": ["Crime", "Thriller", "Mystery", "Action"]}},
            {"mood": "moved flats today. every box is labelled 'misc'. tv is on the floor and the sofa is still "
                     "wrapped in plastic. I need a big silly adventure I can half watch while eating noodles "
                     "off a box lid. under 2 hours bc the bed isnt built yet and I'm sleeping whenever it is",
             "expect": {"genres_any": ["Adventure", "Comedy", "Action", "Fantasy"], "max_runtime": 120}},
            {"mood": "12 hour shift at the hospital and we lost a patient I really liked. Don't want anything "
                     "medical. Don't want anything where people die, honestly. Something gentle and a bit "
                     "funny, a series I can fall asleep to",
             "expect": {"type": "tv", "genres_any": ["Comedy", "Family", "Animation"],
                        "genres_none": ["Horror", "War"]}},
            {"mood": "kid's science fair volcano went off on the kitchen CEILING and then the dog ate a crayon. "
                     "everyone is asleep now. me and my husband have maybe an hour and a half before we pass "
                     "out. something grown up and clever, a mystery maybe",
             "expect": {"genres_any": ["Mystery", "Thriller", "Crime", "Drama"], "max_runtime": 90}},
            {"mood": "PASSED MY DRIVING TEST!!! third try lol. want something that feels like winning, an "
                     "underdog sports thing or a training montage situation",
             "expect": {"genres_any": ["Drama", "Comedy", "Action"]}},
            {"mood": "today was my grandad's funeral. it was nice actually, lots of stories, my uncle told the "
                     "goat story and the whole church lost it. I don't want sad, I've done sad all "
                     "week. he loved westerns and old war films, used to watch them every sunday with a "
                     "bag of humbugs, so maybe one of those from when he was young, 50s or 60s",
             "expect": {"type": "movie", "genres_any": ["Western", "War"], "year_min": 1950, "year_max": 1969}},
            {"mood": "worked from home all day and didnt say a single word out loud. I think my voice is broken. "
                     "want lots of people talking over each other, banter, a big ensemble in a house or an "
                     "office",
             "expect": {"genres_any": ["Comedy", "Drama"]}},
            {"mood": "Spent the afternoon at the DMV, then the pharmacy lost my prescription, then it rained "
                     "exactly when I walked to the car. I would like to be transported. Another world "
                     "entirely, dragons or spaceships I do not care, just not here",
             "expect": {"genres_any": ["Fantasy", "Science Fiction", "Adventure"]}},
            {"mood": "coached under 9s football this morning in sleet then a birthday party with 22 children "
                     "and a bouncy castle. my ears are ringing. I want QUIET. no loud action, nobody shouting. "
                     "something slow and pretty, don't mind subtitles",
             "expect": {"genres_any": ["Drama", "Romance", "Documentary", "Animation"],
                        "genres_none": ["Action"]}},
        ],
    },
    {
        "name": "whos-on-the-sofa",
        "about": "housemates, siblings, partners and parents who want different things",
        "requests": [
            {"mood": "4 of us in the flat. one hates horror, one hates subtitles, one only watches comedies "
                     "and I'll watch anything. go",
             "expect": {"genres_any": ["Comedy"], "genres_none": ["Horror"]}},
            {"mood": "me and my brother, he's 15 and only likes superhero stuff, I'm 24 and sick to death of "
                     "superhero stuff. compromise? action but no capes",
             "expect": {"genres_any": ["Action", "Adventure", "Science Fiction"]}},
            {"mood": "Wife wants a romcom, I want a thriller. Is there a film that's both",
             "expect": {"type": "movie", "genres_any": ["Romance", "Thriller", "Comedy"]}},
            {"mood": "housemate night!! 6 of us, pizza arrives at 8 and people start leaving about half 10. "
                     "one movie everyone can yell at the screen at",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Horror", "Action", "Thriller"],
                        "max_runtime": 150}},
            {"mood": "my flatmate cries at anything where animals get hurt so no war films and no westerns "
                     "(the horses!!) and nothing where a dog dies. otherwise she loves a good drama",
             "expect": {"genres_any": ["Drama"], "genres_none": ["War", "Western"]}},
            {"mood": "Partner is a sci-fi nerd, I'm a history nerd. There must be something for both of us. "
                     "Looking for our next show",
             "expect": {"type": "tv", "genres_any": ["Science Fiction", "History"]}},
            {"mood": "three generations on one couch tonight, me, my mum and my 8yo. nothing rude please",
             "expect": {"genres_any": ["Family", "Comedy", "Adventure", "Animation"], "family_safe": True}},
            {"mood": "bf falls asleep during anything over 100 mins so keep it tight. we both like our "
                     "comedies dark",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Crime"], "max_runtime": 100}},
            {"mood": "roommate and i both work nights so our 'evening' is 9am. want a sitcom to eat cereal "
                     "to, nothing gory, and not friends again we've both seen it a million times",
             "expect": {"type": "tv", "genres_any": ["Comedy"], "genres_none": ["Horror"],
                        "exclude_titles": ["Friends"]}},
            {"mood": "It's me and my dad. He only watches things with car chases. I only watch things with good "
                     "dialogue. Help",
             "expect": {"genres_any": ["Action", "Crime", "Thriller", "Drama"]}},
        ],
    },
    {
        "name": "kids-of-all-ages",
        "about": "toddlers to teenagers, with the parent's own limits",
        "requests": [
            {"mood": "my 3 year old wants 'the dog show' but I physically cannot do another bluey episode. "
                     "something else like it",
             "expect": {"type": "tv", "genres_any": ["Animation", "Family"], "family_safe": True,
                        "exclude_titles": ["Bluey"]}},
            {"mood": "Movie for a 6 year old's sleepover, five girls, they have seen Frozen about nine hundred "
                     "times",
             "expect": {"type": "movie", "genres_any": ["Animation", "Family", "Fantasy", "Music", "Comedy"],
                        "family_safe": True, "exclude_titles": ["Frozen"]}},
            {"mood": "10yo son is obsessed with dinosaurs and volcanoes and wants a film. he still gets "
                     "nightmares so nothing scary, and I'd like it not to be dumb",
             "expect": {"type": "movie", "genres_any": ["Adventure", "Science Fiction", "Documentary", "Family"],
                        "family_safe": True, "genres_none": ["Horror"]}},
            {"mood": "13 yr old daughter is bored of everything and pretends to hate everything. something "
                     "that'll make her laugh against her will. pg-13 is fine",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "teen boys (14 and 16) and me. they want 'something with actual stakes'. no cartoons, "
                     "they are 'too old'",
             "expect": {"genres_any": ["Action", "Thriller", "Adventure", "Science Fiction"],
                        "genres_none": ["Animation"]}},
            {"mood": "toddler nap time, 40 min window, need something for ME not for her lol",
             "expect": {"type": "tv", "genres_any": ["Comedy", "Drama", "Reality", "Documentary"],
                        "max_runtime": 40}},
            {"mood": "what can a 7 and an 11 year old both watch without one calling it babyish and the other "
                     "one getting scared",
             "expect": {"genres_any": ["Adventure", "Family", "Comedy", "Fantasy", "Animation"],
                        "family_safe": True, "genres_none": ["Horror"]}},
            {"mood": "baby finally asleep ON me and I cannot move. remote is just in reach. I need a series "
                     "to start, ideally finished and not too many seasons",
             "expect": {"type": "tv", "genres_any": ["Drama", "Comedy", "Crime", "Mystery"]}},
            {"mood": "Year 2 class (6 and 7 year olds), last afternoon before Christmas. I've got from 1:15 "
                     "til home time at 3:10 and 15 mins of that is tidying up. Film please",
             "expect": {"type": "movie", "genres_any": ["Family", "Animation", "Comedy", "Fantasy"],
                        "family_safe": True, "max_runtime": 100}},
            {"mood": "My 9 year old is autistic, loves trains and facts, and gets really upset by shouting "
                     "or people being mean to each other. He's had a rough week at school (fire drill, supply "
                     "teacher, the works) and I'd love to give him a calm Saturday morning watching something "
                     "he'll actually enjoy and then tell me about for three days. Ideas?",
             "expect": {"genres_any": ["Documentary", "Family", "Animation"], "family_safe": True}},
        ],
    },
    {
        "name": "grandparents-and-in-laws",
        "about": "older relatives visiting, babysitting or being looked after",
        "requests": [
            {"mood": "my nan is staying with us, she's 84 and deeply offended by swearing. loves a murder "
                     "mystery though, the cosier the better",
             "expect": {"genres_any": ["Mystery", "Crime"], "family_safe": True}},
            {"mood": "In-laws visiting. Father in law is a retired engineer who loves anything about how "
                     "things were built or flown, mother in law likes a love story. One film for all of us",
             "expect": {"type": "movie", "genres_any": ["History", "Documentary", "Romance", "Drama"]}},
            {"mood": "grandpa is 90 and wants 'a proper cowboy picture', not any of this modern stuff",
             "expect": {"type": "movie", "genres_any": ["Western"], "year_max": 1979}},
            {"mood": "grandma and grandpa are babysitting my two (5 and 8) and asked what to put on. they are "
                     "NOT tech people so one film, no clicking. they start at 6 and bedtime is 8",
             "expect": {"type": "movie", "genres_any": ["Family", "Animation", "Adventure", "Comedy"],
                        "family_safe": True, "max_runtime": 120}},
            {"mood": "Mum's 70th birthday weekend and she's staying with us. She adores Mamma Mia and The "
                     "Sound of Music. Something in that spirit she hasn't seen",
             "expect": {"genres_any": ["Music", "Romance", "Comedy"],
                        "exclude_titles": ["Mamma Mia!", "The Sound of Music"]}},
            {"mood": "my grandmother likes history and big romances and she doesn't mind subtitles, she reads "
                     "them faster than me honestly",
             "expect": {"genres_any": ["History", "Romance", "Drama"]}},
            {"mood": "father-in-law watches with the subtitles on max. loves documentaries, nature, war, trains. "
                     "no reality tv, he calls it 'shouting people'",
             "expect": {"genres_any": ["Documentary"], "genres_none": ["Reality"]}},
            {"mood": "I'm looking after my grandad on Sunday afternoons now. He likes old comedies, black and "
                     "white ideally, Laurel and Hardy sort of thing. A series we can do a couple of episodes "
                     "of each week would be perfect",
             "expect": {"type": "tv", "genres_any": ["Comedy"], "year_max": 1979}},
            {"mood": "Gran's here for christmas and she goes to bed at 9 SHARP. dinner ends about 7:15. "
                     "something we can all finish before then, she's fine with anything except 'that horror "
                     "rubbish'",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Family", "Drama", "Romance"],
                        "genres_none": ["Horror"], "max_runtime": 105}},
            {"mood": "my abuela is visiting from Puerto Rico for the week, 76, loves telenovelas and anything "
                     "with big emotions and family secrets. a show we can watch every evening together",
             "expect": {"type": "tv", "genres_any": ["Drama", "Romance"]}},
        ],
    },
    {
        "name": "date-nights",
        "about": "first dates, anniversaries, tired parents and long distance",
        "requests": [
            {"mood": "first date at mine (bold I know). need a movie that's fun but not so good we stop "
                     "talking entirely, and no awkward sex scenes",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Romance", "Adventure"]}},
            {"mood": "10th anniversary! we met at a screening of Amelie. something like that, whimsical, "
                     "romantic, a bit European",
             "expect": {"type": "movie", "genres_any": ["Romance", "Comedy", "Fantasy"],
                        "exclude_titles": ["Amélie"]}},
            {"mood": "date night but we are both exhausted parents so it's the couch, 9pm start, must be done "
                     "by 10:45 or we turn into pumpkins",
             "expect": {"type": "movie", "genres_any": ["Romance", "Comedy", "Thriller"], "max_runtime": 105}},
            {"mood": "gf wants horror for date night and I am a coward. meet in the middle?? spooky but funny",
             "expect": {"genres_any": ["Horror", "Comedy"]}},
            {"mood": "long distance date! we press play at the same time on a video call, she's 8 hours ahead "
                     "so it has to be a film under 90 min or she falls asleep",
             "expect": {"type": "movie", "genres_any": ["Romance", "Comedy"], "max_runtime": 90}},
            {"mood": "WE GOT ENGAGED 💍🥂 want something joyful and silly and a little bit romantic",
             "expect": {"genres_any": ["Romance", "Comedy", "Music"]}},
            {"mood": "Husband and I want a show that's just ours, for Friday nights. Smart, sexy, grown up. "
                     "Not a comedy",
             "expect": {"type": "tv", "genres_any": ["Drama", "Thriller", "Romance", "Crime"],
                        "genres_none": ["Comedy"]}},
            {"mood": "third date and she said her fav film is Parasite so now I'm scared. want to look "
                     "cultured but also actually enjoy it",
             "expect": {"type": "movie", "genres_any": ["Thriller", "Drama", "Mystery"],
                        "exclude_titles": ["Parasite"]}},
            {"mood": "date night in, cooking together first (fresh pasta, ambitious) so we'll start around "
                     "9:30 and it's work tmrw, lights out by 11:30 latest",
             "expect": {"genres_any": ["Romance", "Comedy", "Drama"], "max_runtime": 120}},
            {"mood": "valentine's but we're both cynics. no rom coms, something about a relationship that's "
                     "honest and a bit messy",
             "expect": {"genres_any": ["Drama", "Romance"]}},
        ],
    },
    {
        "name": "clock-arithmetic",
        "about": "trains, flights, lunch breaks, bedtimes and events at a clock time",
        "requests": [
            {"mood": "train leaves 18:42 and gets in at 20:10. one film on the laptop, start to finish",
             "expect": {"type": "movie", "max_runtime": 88}},
            {"mood": "lunch break 12:30 to 1:15, eating at my desk, want to get through 2 episodes of "
                     "something",
             "expect": {"type": "tv", "max_runtime": 22}},
            {"mood": "Fireworks at the park start at 8:30 and we need to leave by 8:10. It's 6:20 now, dinner's "
                     "in the oven and the kids are buzzing. Film while we eat?",
             "expect": {"type": "movie", "family_safe": True, "max_runtime": 110}},
            {"mood": "it's 10:50pm, alarm is 6:15, I need 6 hours sleep minimum. do the maths and give me "
                     "something light",
             "expect": {"genres_any": ["Comedy", "Animation", "Family", "Romance"], "max_runtime": 85}},
            {"mood": "11 hour flight tomorrow, 2 films already downloaded, want a series to binge for the rest. "
                     "something gripping. nothing with plane crashes obviously 😬",
             "expect": {"type": "tv", "genres_any": ["Thriller", "Mystery", "Crime", "Drama"]}},
            {"mood": "kick off is at 3 and it's 1:05 now, need to leave 20 mins before. enough time for a film "
                     "to get me hyped?",
             "expect": {"type": "movie", "genres_any": ["Action", "Drama"], "max_runtime": 95}},
            {"mood": "shift starts 7am, I watch something with breakfast from 6:15 and leave at 6:45. sitcom "
                     "episode, whatever fits",
             "expect": {"type": "tv", "genres_any": ["Comedy"], "max_runtime": 30}},
            {"mood": "Kids' bedtime is 7:30 and it's 5:10. They want a movie and I want to stop 20 min in the "
                     "middle for dinner",
             "expect": {"type": "movie", "family_safe": True, "max_runtime": 120}},
            {"mood": "recording a podcast at 9, it's 8:05 now. one or two eps of something, don't mind which, "
                     "I just need to be back at my desk by 9",
             "expect": {"type": "tv", "max_runtime": 55}},
            {"mood": "gig doors open 7:30, 25 min drive and I want to be there for doors. home from work at "
                     "5:15 and need 20 mins to get ready. movie? something with good music or just fun",
             "expect": {"type": "movie", "genres_any": ["Music", "Comedy"], "max_runtime": 90}},
        ],
    },
    {
        "name": "eras-said-sideways",
        "about": "decades and eras given by age, technology, culture or history",
        "requests": [
            {"mood": "something from when my parents were teenagers, they're both 58",
             "expect": {"year_min": 1981, "year_max": 1987}},
            {"mood": "a movie that feels like renting a VHS from Blockbuster on a Friday night",
             "expect": {"type": "movie", "year_min": 1984, "year_max": 2003}},
            {"mood": "90s kid here, give me the shows I missed not the ones I watched",
             "expect": {"type": "tv", "year_min": 1990, "year_max": 1999}},
            {"mood": "nothing made before I was born pls, I'm 22 and old stuff looks weird to me",
             "expect": {"year_min": 2004}},
            {"mood": "Golden age Hollywood. Glamour. The kind with an orchestra over the opening titles",
             "expect": {"type": "movie", "year_max": 1962}},
            {"mood": "y2k teen movie energy. flip phones, frosted tips, butterfly clips",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Romance", "Drama"],
                        "year_min": 1998, "year_max": 2005}},
            {"mood": "something from the last couple of years, I am SO behind",
             "expect": {"year_min": 2024}},
            {"mood": "pre-smartphone thriller. I'm so tired of plots solved by someone checking their phone",
             "expect": {"genres_any": ["Thriller", "Mystery", "Crime"], "year_max": 2007}},
            {"mood": "seventies paranoia, grimy cities, conspiracies, men in beige raincoats",
             "expect": {"genres_any": ["Thriller", "Crime", "Drama", "Mystery"],
                        "year_min": 1970, "year_max": 1979}},
            {"mood": "anything mid-century, somewhere between the end of the war and the moon landing",
             "expect": {"year_min": 1945, "year_max": 1969}},
        ],
    },
    {
        "name": "formats-and-commitment",
        "about": "film or series, miniseries, episode lengths, long runs and epics",
        "requests": [
            {"mood": "miniseries. one season, done, no cliffhanger for a season 2 that never comes",
             "expect": {"type": "tv"}},
            {"mood": "a film. not a series. a FILM.",
             "expect": {"type": "movie"}},
            {"mood": "need a new show with episodes under half an hour, I watch in the bath",
             "expect": {"type": "tv", "max_runtime": 30}},
            {"mood": "looking for a long running comfort show, like 7+ seasons, that I can just live inside "
                     "for a few months",
             "expect": {"type": "tv", "genres_any": ["Comedy", "Drama"]}},
            {"mood": "one episode of something tonight, an hour max, and if it grabs me I'll keep going",
             "expect": {"type": "tv", "max_runtime": 60}},
            {"mood": "short film?? like under 90 mins. animated is fine too",
             "expect": {"type": "movie", "max_runtime": 90}},
            {"mood": "Docuseries. Any topic as long as it isn't true crime",
             "expect": {"type": "tv", "genres_any": ["Documentary"], "genres_none": ["Crime"]}},
            {"mood": "an anthology series where every episode stands alone so I can skip around",
             "expect": {"type": "tv", "genres_any": ["Science Fiction", "Horror", "Mystery", "Fantasy",
                                                     "Thriller", "Comedy"]}},
            {"mood": "a film that has a sequel so we can do it over two nights",
             "expect": {"type": "movie"}},
            {"mood": "an EPIC. 3 hours minimum. I have the whole day, a blanket and a lasagne",
             "expect": {"type": "movie", "genres_any": ["Drama", "History", "Adventure", "War", "Fantasy"]}},
        ],
    },
    {
        "name": "refusals-flat-and-sideways",
        "about": "what the person will not watch, said outright or around the side",
        "requests": [
            {"mood": "no horror. no true crime. no war. anything else",
             "expect": {"genres_none": ["Horror", "War"]}},
            {"mood": "i don't do cartoons. or musicals. or anything with singing in it actually",
             "expect": {"genres_none": ["Animation", "Music"]}},
            {"mood": "anything but another superhero movie, I'm begging. a film about real people doing real "
                     "things",
             "expect": {"type": "movie", "genres_any": ["Drama", "History", "Documentary"]}},
            {"mood": "please not sad. i cannot cry again this week. and nothing with kids in danger",
             "expect": {"genres_any": ["Comedy", "Adventure", "Romance", "Family"]}},
            {"mood": "I'm allergic to westerns. Also anything set in space",
             "expect": {"genres_none": ["Western"]}},
            {"mood": "surprise me. but not horror. or musicals. or anything 'elevated'. or anything my dad "
                     "would like. so, surprise me within reason",
             "expect": {"genres_none": ["Horror", "Music"]}},
            {"mood": "no reality, no cooking shows, no dating shows, no 'docuseries'. an actual scripted show",
             "expect": {"type": "tv", "genres_none": ["Reality", "Documentary"]}},
            {"mood": "Kids are finally in bed so NOTHING animated please",
             "expect": {"genres_none": ["Animation"]}},
            {"mood": "my ex loved sci-fi so that's dead to me now lol. anything else",
             "expect": {"genres_none": ["Science Fiction"]}},
            {"mood": "I'll watch anything that isn't a musical, a remake, or longer than two and a half hours",
             "expect": {"genres_none": ["Music"], "max_runtime": 150}},
        ],
    },
    {
        "name": "loved-and-hated",
        "about": "titles loved and hated, in the catalogue and not, some as ratings",
        "requests": [
            {"mood": "more whodunits like these two pls",
             "user": {"liked": [("Knives Out", 9), ("Glass Onion: A Knives Out Mystery", 8)]},
             "expect": {"genres_any": ["Mystery", "Crime"]}},
            {"mood": "loved the first, hated the second (everyone in it is awful). more like the first",
             "user": {"liked": [("Severance", 10)], "disliked": [("Succession", 2)]},
             "expect": {"genres_any": ["Science Fiction", "Mystery", "Thriller", "Drama"]}},
            {"mood": "Everyone says watch The Wire. I tried. It's homework. I want crime but FUN",
             "expect": {"genres_any": ["Crime", "Comedy"], "exclude_titles": ["The Wire"]}},
            {"mood": "smart sci-fi that doesn't hate me. the last one made me lie down in a dark room",
             "user": {"liked": [("Arrival", 9), ("Interstellar", 8)], "disliked": [("Tenet", 3)]},
             "expect": {"genres_any": ["Science Fiction"]}},
            {"mood": "short, sharp, funny, a bit filthy",
             "user": {"liked": [("Fleabag", 10), ("Derry Girls", 9)]},
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "I loved Midnight Diner, the Japanese one. Something like that, quiet food and people "
                     "stories",
             "expect": {"genres_any": ["Drama", "Documentary", "Comedy"]}},
            {"mood": "everyone at work loves The Bear and I found it so stressful I had to stop. I want a "
                     "kitchen show that is the exact opposite",
             "expect": {"type": "tv", "genres_any": ["Reality", "Documentary", "Comedy"],
                        "exclude_titles": ["The Bear"]}},
            {"mood": "you know what to do",
             "user": {"liked": [("Die Hard", 9), ("Heat", 9), ("Mad Max: Fury Road", 10)],
                      "disliked": [("Titanic", 2), ("The Notebook", 1), ("La La Land", 3)]},
             "expect": {"genres_any": ["Action", "Thriller", "Crime"]}},
            {"mood": "just finished Shetland AND Vera, need another grumpy detective in bad weather",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery"]}},
            {"mood": "teenage me loved Buffy, adult me loves What We Do in the Shadows. vampires? funny? both?",
             "user": {"liked": [("Buffy the Vampire Slayer", 9), ("What We Do in the Shadows", 9)]},
             "expect": {"genres_any": ["Horror", "Comedy", "Fantasy"]}},
        ],
    },
    {
        "name": "texting-emoji-and-sarcasm",
        "about": "shorthand, abbreviations, emoji and typos, and dry or grudging requests",
        "requests": [
            {"mood": "smth 2 watch w bf tn, he h8s subs & i h8 gore 🙃",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "Oh great, another Friday night alone. Make it worse. Something bleak and Scandinavian.",
             "expect": {"genres_any": ["Drama", "Crime", "Thriller"]}},
            {"mood": "😭😭😭 need a good cry",
             "expect": {"genres_any": ["Drama", "Romance"]}},
            {"mood": "my therapist says I should 'try new things'. so. something I'd never pick. I only ever "
                     "watch thrillers",
             "expect": {"genres_none": ["Thriller"]}},
            {"mood": "wat r ppl watching rn thats actualy gd",
             "expect": {"year_min": 2022}},
            {"mood": "yes I'm 34 and yes I want to watch a cartoon, mind your business",
             "expect": {"genres_any": ["Animation"]}},
            {"mood": "sooo bored. tv show pls, 20ish min eps, funny, nothin ive def seen like friends / b99 / "
                     "parks n rec",
             "expect": {"type": "tv", "genres_any": ["Comedy"], "max_runtime": 25,
                        "exclude_titles": ["Friends", "Brooklyn Nine-Nine", "Parks and Recreation"]}},
            {"mood": "apparently I'm 'the only person alive who hasn't seen Breaking Bad'. I don't want to see "
                     "Breaking Bad. something else people will be shocked I haven't watched",
             "expect": {"exclude_titles": ["Breaking Bad"]}},
            {"mood": "ngl want smth dumb af w the roomies, we'll be drinking so nothin w a complicated plot 🍻",
             "expect": {"genres_any": ["Comedy", "Action"]}},
            {"mood": "I'm told this app is 'smart'. Fine. Black and white noir, rain, cigarettes, a dame in "
                     "trouble. Impress me",
             "expect": {"type": "movie", "genres_any": ["Crime", "Mystery", "Thriller"], "year_max": 1960}},
        ],
    },
    {
        "name": "moods-and-feelings",
        "about": "a feeling to match or to change",
        "requests": [
            {"mood": "I want to feel hopeful about people again",
             "expect": {"genres_any": ["Drama", "Comedy", "Family", "Documentary"]}},
            {"mood": "restless, can't sit still, want something that MOVES",
             "expect": {"genres_any": ["Action", "Thriller", "Adventure"]}},
            {"mood": "nostalgic for summers as a kid. bikes, no phones, a gang of friends",
             "expect": {"genres_any": ["Adventure", "Comedy", "Drama", "Family"]}},
            {"mood": "homesick. I'm Irish, living in Texas. something that sounds like home",
             "expect": {"genres_any": ["Comedy", "Drama"]}},
            {"mood": "in love and being a bit silly about it",
             "expect": {"genres_any": ["Romance", "Comedy"]}},
            {"mood": "Feeling very small today. Something enormous and beautiful, nature or space, anything "
                     "that makes the world feel huge",
             "expect": {"genres_any": ["Documentary", "Science Fiction", "Adventure"]}},
            {"mood": "angry at the world. I want to watch a villain get what's coming to them",
             "expect": {"genres_any": ["Action", "Thriller", "Crime", "Western"]}},
            {"mood": "melancholy, but the nice kind. rain on the window, slow piano",
             "expect": {"genres_any": ["Drama", "Romance"]}},
            {"mood": "I want to be properly unsettled. not jump scares, dread",
             "expect": {"genres_any": ["Horror", "Thriller", "Mystery"]}},
            {"mood": "curious! teach me something but make it entertaining",
             "expect": {"genres_any": ["Documentary", "History"]}},
        ],
    },
    {
        "name": "in-other-languages-i",
        "about": "Spanish, French, German, Italian, Brazilian Portuguese, Polish, Dutch, Welsh, Hungarian "
                 "and Swedish",
        "requests": [
            {"mood": "algo para ver con mis suegros que no tenga palabrotas, les encantan las de misterio",
             "expect": {"genres_any": ["Mystery", "Crime"], "family_safe": True}},
            {"mood": "Je rentre d'un long voyage, je suis crevé. Une série légère, des épisodes d'une "
                     "demi-heure max, pour m'endormir devant",
             "expect": {"type": "tv", "genres_any": ["Comedy"], "max_runtime": 30}},
            {"mood": "Wir sind zu dritt, alle um die 60, und wollen einen Film aus unserer Jugend, so 70er "
                     "oder frühe 80er. Gerne Krimi oder Abenteuer",
             "expect": {"type": "movie", "genres_any": ["Crime", "Adventure", "Thriller"],
                        "year_min": 1970, "year_max": 1983}},
            {"mood": "stasera pizza e film con mia figlia di 8 anni, qualcosa di divertente ma non troppo "
                     "infantile",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Family", "Adventure", "Animation"],
                        "family_safe": True}},
            {"mood": "quero uma série de suspense pra maratonar no fim de semana, mas nada de terror que eu "
                     "tenho medo kkkk",
             "expect": {"type": "tv", "genres_any": ["Thriller", "Mystery", "Crime"],
                        "genres_none": ["Horror"]}},
            {"mood": "Coś śmiesznego na wieczór, ale nie animacja. Najlepiej film, nie serial",
             "expect": {"type": "movie", "genres_any": ["Comedy"], "genres_none": ["Animation"]}},
            {"mood": "zin in een spannende film van hooguit anderhalf uur, moet morgen vroeg op",
             "expect": {"type": "movie", "genres_any": ["Thriller", "Crime", "Mystery", "Action"],
                        "max_runtime": 90}},
            {"mood": "Rhywbeth i'w wylio gyda'r plant (5 a 7 oed), dim byd rhy frawychus os gwelwch yn dda",
             "expect": {"genres_any": ["Family", "Animation", "Comedy", "Adventure"], "family_safe": True,
                        "genres_none": ["Horror"]}},
            {"mood": "Romantikus filmet keresek a barátnőmmel estére, de ne legyen túl nyálas",
             "expect": {"type": "movie", "genres_any": ["Romance"]}},
            {"mood": "Något mysigt och lugnt ikväll, gärna en naturdokumentär",
             "expect": {"genres_any": ["Documentary", "Family", "Drama"]}},
        ],
    },
    {
        "name": "in-other-languages-ii",
        "about": "Japanese, Korean, Hindi, Turkish, Swahili, Tagalog, Vietnamese, Indonesian, Greek and "
                 "Icelandic",
        "requests": [
            {"mood": "仕事で疲れた…30分以内で見られるアニメが見たい",
             "expect": {"type": "tv", "genres_any": ["Animation"], "max_runtime": 30}},
            {"mood": "비 오는 밤에 혼자 볼 무서운 영화 추천해 주세요. 너무 잔인한 건 싫어요",
             "expect": {"type": "movie", "genres_any": ["Horror", "Thriller"]}},
            {"mood": "परिवार के साथ देखने के लिए कोई अच्छी फिल्म बताइए, दादी भी साथ हैं, कुछ भी अश्लील नहीं होना चाहिए",
             "expect": {"type": "movie", "genres_any": ["Family", "Comedy", "Drama"], "family_safe": True}},
            {"mood": "Sevgilimle izlemek için bir dizi arıyoruz, bölümler bir saatten kısa olsun, polisiye "
                     "olmasın",
             "expect": {"type": "tv", "genres_none": ["Crime"], "max_runtime": 60}},
            {"mood": "Nataka filamu ya kuchekesha ya kutazama na marafiki usiku huu",
             "expect": {"type": "movie", "genres_any": ["Comedy"]}},
            {"mood": "pahingi naman ng magandang k-drama na nakakakilig, yung hindi masyadong mahaba",
             "expect": {"type": "tv", "genres_any": ["Romance"]}},
            {"mood": "Cho mình xin một phim hoạt hình hay cho bé 4 tuổi xem trước khi ngủ, ngắn thôi, dưới "
                     "một tiếng rưỡi",
             "expect": {"type": "movie", "genres_any": ["Animation"], "family_safe": True, "max_runtime": 90}},
            {"mood": "ada rekomendasi film laga yang seru? durasi maksimal dua jam ya",
             "expect": {"type": "movie", "genres_any": ["Action"], "max_runtime": 120}},
            {"mood": "Θέλω μια ιστορική σειρά με πολλές σεζόν για να κολλήσω",
             "expect": {"type": "tv", "genres_any": ["History"]}},
            {"mood": "Eitthvað spennandi fyrir kvöldið, en enga hrollvekju, takk",
             "expect": {"genres_any": ["Thriller", "Action", "Adventure", "Mystery"],
                        "genres_none": ["Horror"]}},
        ],
    },
    {
        "name": "occasions-and-circumstances",
        "about": "illness, weather, holidays, parties, recovery and celebrations",
        "requests": [
            {"mood": "home with flu, brain is soup. comfort tv, the kind that feels like I've seen it before "
                     "even if I haven't",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "snowed in for the 3rd day and we've exhausted every board game. something long and "
                     "immersive, a saga",
             "expect": {"genres_any": ["Fantasy", "Adventure", "Drama", "History"]}},
            {"mood": "halloween party background movie, but there'll be a few 6 year olds running around so "
                     "keep it gentle",
             "expect": {"type": "movie", "genres_any": ["Horror", "Fantasy", "Comedy", "Family"],
                        "family_safe": True}},
            {"mood": "hungover. extremely. something with no loud noises and barely any plot",
             "expect": {"genres_any": ["Comedy", "Documentary", "Animation", "Reality"]}},
            {"mood": "Thanksgiving night, everyone's stuffed and arguing about politics. I need something that "
                     "makes everyone shut up and agree. Ages 6 to 88",
             "expect": {"genres_any": ["Family", "Comedy", "Adventure", "Animation"], "family_safe": True}},
            {"mood": "wisdom teeth out, face like a hamster, on the couch for 3 days. give me a series with "
                     "lots of seasons",
             "expect": {"type": "tv"}},
            {"mood": "POWER'S BACK after the storm!!! celebrating with the biggest loudest blockbuster you've "
                     "got",
             "expect": {"type": "movie", "genres_any": ["Action", "Adventure", "Science Fiction"]}},
            {"mood": "new year's eve, staying in, want a film that ends right at midnight. we're pressing play "
                     "at 10:20",
             "expect": {"type": "movie", "genres_any": ["Comedy", "Romance"], "max_runtime": 100}},
            {"mood": "babysitting my niece (12) for the weekend, she wants 'something spooky' and I promised "
                     "her mum nothing above PG",
             "expect": {"genres_any": ["Horror", "Fantasy", "Mystery"], "family_safe": True}},
            {"mood": "it's my 40th and I've decided to feel 16. coming of age, teen angst, killer soundtrack",
             "expect": {"genres_any": ["Comedy", "Drama", "Music", "Romance"]}},
        ],
    },
]
