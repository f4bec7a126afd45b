"""The nineteenth blind set: 16 categories of 10 requests, written by an author who has not read the
engine (see README.md). Each request is {"mood", optional "user", "expect"}; "user" holds
("title", rating) pairs, "liked" 7-10 and "disliked" 1-4. Checked and written by
`python3 bench/eval/categorised_set.py nineteenth`.

Expectations: hard clauses only where the person stated or clearly implied them; genres_any names
every genre a good answer might carry and is left out where the person gave no direction; wishes the
format cannot express (language, subtitles, gore inside horror, sex scenes, superheroes, setting,
"not sad", number of seasons, "not too long" without a number, minimum lengths) are left soft."""

CATEGORIES = [
    # ------------------------------------------------------------------ 1
    {
        "name": "very-short",
        "about": "One to six words, the way people type into a search box; hard clauses only where the "
                 "few words carry one.",
        "requests": [
            {"mood": "cozy",
             "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Fantasy", "Mystery"]}},
            {"mood": "scare me",
             "expect": {"genres_any": ["Horror", "Thriller", "Mystery"]}},
            {"mood": "something dumb and funny",
             "expect": {"genres_any": ["Comedy"]}},
            {"mood": "heist",
             "expect": {"genres_any": ["Crime", "Thriller", "Action", "Comedy"]}},
            {"mood": "sad film pls",
             "expect": {"type": "movie", "genres_any": ["Drama", "Romance", "War"]}},
            {"mood": "space",
             "expect": {"genres_any": ["Science Fiction", "Documentary", "Adventure"]}},
            {"mood": "sitcom, 2020s",
             "expect": {"type": "tv", "year_min": 2020, "genres_any": ["Comedy"]}},
            {"mood": "Western",
             "expect": {"genres_any": ["Western"]}},
            {"mood": "anime",
             "expect": {"genres_any": ["Animation"]}},
            {"mood": "under 90 mins, anything good",
             "expect": {"max_runtime": 90}},
        ],
    },
    # ------------------------------------------------------------------ 2
    {
        "name": "long-day-stories",
        "about": "Rambling messages (35-70 words) about the day or the household with the wish buried "
                 "inside.",
        "requests": [
            {"mood": "ok so today was the worst, boss moved the deadline up by a week, the dog threw up on "
                     "the rug and my sister called to tell me about her engagement for 45 minutes. i have "
                     "wine and a blanket and zero brain left. i want something light that'll make me laugh, "
                     "nothing where i have to follow a plot really",
             "expect": {"genres_any": ["Comedy", "Romance", "Family", "Animation"]}},
            {"mood": "kids finally asleep, husband's snoring on the couch already so its just me. ive been "
                     "wanting a proper murder mystery for weeks, the kind where you try to guess who did it "
                     "before the end. he hates subtitles but hes asleep so whatever, foreign is fine tonight. "
                     "film or show, dont care, just not gory",
             "expect": {"genres_any": ["Mystery", "Crime", "Thriller"]}},
            {"mood": "we moved flats today, boxes everywhere, the tv is on the floor propped against a box of "
                     "books and the only thing unpacked is the kettle. need something we can half watch while "
                     "we eat noodles out of the pan, episodes not a film, comedy ideally, we'll both be asleep "
                     "within the hour probably",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "just got home from a 12 hr night shift, its 8am and the sun is up which is rude. cant "
                     "sleep yet, too wired. I do NOT want anything set in a hospital, saw enough today. "
                     "something gentle, nature maybe or a baking show, i have maybe 50 minutes in me before i "
                     "pass out",
             "expect": {"max_runtime": 50, "genres_any": ["Documentary", "Reality"]}},
            {"mood": "my 15yo and I are snowed in, power came back an hour ago and she's been glued to her "
                     "phone all day. I want to lure her onto the couch with something we can both get into, "
                     "she likes anything with witches or magic schools, I like a twisty plot. a series we "
                     "could binge the rest of the weekend would be perfect",
             "expect": {"type": "tv", "genres_any": ["Fantasy", "Mystery", "Adventure", "Drama"]}},
            {"mood": "we had to put the family dog down this morning, she was 14. everyones sad and quiet in "
                     "the house and mum asked me to put something on that isnt about dogs or dying for the "
                     "love of god. something warm and a bit funny that all of us, mum, my aunt, me and my 9 "
                     "year old cousin could watch",
             "expect": {"family_safe": True, "genres_any": ["Comedy", "Family", "Animation", "Adventure"]}},
            {"mood": "worked from home all week and havent spoken to a human in person since tuesday, my "
                     "flatmate's away at her parents. im craving people, like a show with a big group of "
                     "friends who hang out and talk over each other, in a bar or someones flat. something "
                     "long running I can move into for a while",
             "expect": {"type": "tv", "genres_any": ["Comedy", "Drama", "Romance"]}},
            {"mood": "FINALLY finished my last exam, four years of uni done, handed in my paper at 3 and I've "
                     "been lying on the floor since. I want something huge and epic, battles and swords and "
                     "a big soundtrack, the longer the better, I have nothing to do tomorrow or ever again",
             "expect": {"genres_any": ["Fantasy", "Adventure", "Action", "War", "History"]}},
            {"mood": "hosted eight people for dinner, its past midnight, the dishwasher is running and my "
                     "partner and I are sitting among the wreckage with the last of the cheese. we want one "
                     "episode of something, 30 min tops, funny and a bit clever, then bed",
             "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Comedy"]}},
            {"mood": "we were meant to be camping this weekend but the forecast turned into a thunderstorm "
                     "warning so the tent's back in the garage and the kids (6 and 8) are devastated. help me "
                     "make it up to them: something outdoorsy, adventure, animals maybe, that feels like "
                     "being out in the woods",
             "expect": {"family_safe": True,
                        "genres_any": ["Adventure", "Family", "Animation", "Documentary"]}},
        ],
    },
    # ------------------------------------------------------------------ 3
    {
        "name": "several-people",
        "about": "Two to six people with different wishes and refusals; the refusals and limits of "
                 "anyone present count.",
        "requests": [
            {"mood": "me: horror. him: rom com. compromise??",
             "expect": {"genres_any": ["Horror", "Comedy", "Romance"]}},
            {"mood": "four of us tonight, one wants action, one wants something funny, one refuses anything "
                     "animated and the last one says she'll sleep through whatever we pick lol",
             "expect": {"genres_none": ["Animation"], "genres_any": ["Action", "Comedy"]}},
            {"mood": "my wife wants a period drama with nice dresses, I want something with a bit of crime in "
                     "it, neither of us wants anything American tonight",
             "expect": {"genres_any": ["Drama", "History", "Romance", "Crime", "Mystery"]}},
            {"mood": "flatmates film night: Jess hates anything where animals get hurt, Tom only watches "
                     "sci-fi, and I'm happy as long as it's under two hours",
             "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Science Fiction"]}},
            {"mood": "teenage son wants superheroes, daughter (11) wants anything with singing, husband "
                     "wants it over by 9:30 and its 7:45 now",
             "expect": {"max_runtime": 105,
                        "genres_any": ["Action", "Science Fiction", "Music", "Animation", "Fantasy",
                                       "Adventure", "Comedy"]}},
            {"mood": "group chat vote came out 3 for thriller 2 for comedy and Dev abstained, so thriller it "
                     "is but dont make it grim pls, Priya cries easily",
             "expect": {"genres_any": ["Thriller", "Mystery", "Crime", "Action", "Comedy"]}},
            {"mood": "my dad likes westerns and war films, my mum likes anything with a strong woman in it, "
                     "I'm 17 and will watch anything that isn't boring. three of us at the cottage, one film",
             "expect": {"type": "movie",
                        "genres_any": ["Western", "War", "Drama", "History", "Adventure", "Action"]}},
            {"mood": "book club coming over, 6 of us, mostly in our 60s, we want something we can discuss "
                     "after, a good drama, maybe a true story. Carol can't stand violence and Ann won't sit "
                     "through a war film again",
             "expect": {"genres_none": ["War"], "genres_any": ["Drama", "History", "Romance"]}},
            {"mood": "bf wants anime, I want a real-people documentary. we're both nerds. help",
             "expect": {"genres_any": ["Animation", "Documentary"]}},
            {"mood": "roommate 1: 'nothing sad'. roommate 2: 'nothing stupid'. me: 'nothing longer than 100 "
                     "minutes'. go",
             "expect": {"max_runtime": 100}},
        ],
    },
    # ------------------------------------------------------------------ 4
    {
        "name": "children-and-limits",
        "about": "Children from toddlers to teens, with the parent's or carer's limits on rating, "
                 "length and fright.",
        "requests": [
            {"mood": "3 yr old wants 'the dog show' but NOT bluey, we've seen every episode 40 times, "
                     "something else like it",
             "expect": {"type": "tv", "family_safe": True, "exclude_titles": ["Bluey"],
                        "genres_any": ["Animation", "Family"]}},
            {"mood": "something for my 5 and 7 year old thats not too scary, they got freaked out by a witch "
                     "in a movie last week. nothing over an hour and a half",
             "expect": {"family_safe": True, "max_runtime": 90,
                        "genres_any": ["Family", "Animation", "Comedy", "Adventure"]}},
            {"mood": "sleepover for my daughters 10th bday, 6 girls, PG is fine but no PG-13 please, they'll "
                     "want a movie thats funny or has dancing in it",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Comedy", "Music", "Family", "Animation"]}},
            {"mood": "my 13 yo boy says everything for kids is babyish and everything I pick is cringe. he "
                     "likes video games and explosions. PG-13 is fine, I'd rather avoid the R stuff",
             "expect": {"genres_any": ["Action", "Adventure", "Science Fiction", "Animation", "Comedy"]}},
            {"mood": "toddler + baby, I need 20 minutes to get dinner on, something that'll hold a 2 year "
                     "olds attention",
             "expect": {"family_safe": True, "genres_any": ["Animation", "Family"]}},
            {"mood": "8 yr old twins, one's obsessed with dinosaurs and the other with space. bedtime is 8 and "
                     "its 6:30, one film please",
             "expect": {"type": "movie", "family_safe": True, "max_runtime": 90,
                        "genres_any": ["Science Fiction", "Adventure", "Animation", "Family", "Documentary"]}},
            {"mood": "the kids want to watch something with the grown ups for once. ages 9, 12 and 14. "
                     "something we'll ALL enjoy, no swearing or sex tho bc the 9 year old repeats everything",
             "expect": {"family_safe": True,
                        "genres_any": ["Adventure", "Comedy", "Family", "Fantasy", "Animation",
                                       "Science Fiction"]}},
            {"mood": "preschool teacher here, need a short calm thing to put on for the class after lunch, "
                     "25 minutes max, they're 4",
             "expect": {"family_safe": True, "max_runtime": 25, "genres_any": ["Family", "Animation"]}},
            {"mood": "my 6yo had her tonsils out and is stuck on the sofa for a week, shes going to need LOTS "
                     "of episodes of something. she loves animals and princesses",
             "expect": {"type": "tv", "family_safe": True,
                        "genres_any": ["Animation", "Family", "Fantasy", "Adventure"]}},
            {"mood": "grandkids staying over, 4 and 11. what can they both watch without the little one "
                     "getting scared or the big one getting bored",
             "expect": {"family_safe": True,
                        "genres_any": ["Family", "Animation", "Adventure", "Comedy", "Fantasy"]}},
        ],
    },
    # ------------------------------------------------------------------ 5
    {
        "name": "older-relatives",
        "about": "Parents, grandparents, great-aunts and in-laws, with their tastes, limits and eras.",
        "requests": [
            {"mood": "my mum is 82 and hard of hearing, she likes a good old fashioned whodunnit, she can't "
                     "bear swearing, and nothing new fangled where everyone whispers",
             "expect": {"family_safe": True, "genres_any": ["Mystery", "Crime"]}},
            {"mood": "looking after my grandfather this weekend, he was in the navy in the 60s and loves "
                     "anything about ships or the sea or the war",
             "expect": {"genres_any": ["War", "History", "Adventure", "Documentary", "Drama"]}},
            {"mood": "my nan says nothing good has been made since she got married, which was 1972. she "
                     "wants a musical she can sing along to",
             "expect": {"year_max": 1972, "genres_any": ["Music"]}},
            {"mood": "dad's 70 and just retired, says he wants 'a proper long series to get stuck into' like "
                     "the detective ones he used to watch, he's never seen much British stuff",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Drama"]}},
            {"mood": "me and my 90 year old great aunt, sharp as a tack and loves a bit of romance, but she "
                     "nods off after an hour so nothing over 60 min",
             "expect": {"max_runtime": 60, "genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "grandma is visiting from seoul, her english is limited so something in korean would be "
                     "ideal, she loves the family dramas",
             "expect": {"genres_any": ["Drama", "Romance", "Comedy", "Family"]}},
            {"mood": "in-laws are very religious and staying the week. I need something to put on after "
                     "dinner that won't cause an incident. no sex, no swearing, no violence basically",
             "expect": {"family_safe": True}},
            {"mood": "uncle ray is 75, gruff, likes cowboys and john wayne, hates 'anything with singing'",
             "expect": {"genres_none": ["Music"], "genres_any": ["Western"]}},
            {"mood": "my grandpa asked me to find 'that show with the funny old ladies who eat cheesecake' "
                     "lol, he's watched it 100 times though so something like that instead",
             "expect": {"type": "tv", "exclude_titles": ["The Golden Girls"], "genres_any": ["Comedy"]}},
            {"mood": "mum's in a care home now and we get two hours with her on sundays, tea and biscuits "
                     "take a good 15 minutes of that. she loved old hollywood, something gentle for my tablet",
             "expect": {"max_runtime": 105, "year_max": 1969,
                        "genres_any": ["Comedy", "Romance", "Drama", "Music", "Family"]}},
        ],
    },
    # ------------------------------------------------------------------ 6
    {
        "name": "date-nights",
        "about": "First dates, anniversaries, tired parents, long distance, anti-Valentine's.",
        "requests": [
            {"mood": "first date at my place, want something fun that wont make it awkward so no sex scenes "
                     "lol, and nothing too long in case its going badly",
             "expect": {"genres_any": ["Comedy", "Romance", "Adventure", "Action"]}},
            {"mood": "10 year wedding anniversary, we want to cry together at something beautiful",
             "expect": {"genres_any": ["Romance", "Drama"]}},
            {"mood": "date night but we're both exhausted parents. funny. 95 minutes or less or we won't make "
                     "it",
             "expect": {"max_runtime": 95, "genres_any": ["Comedy", "Romance"]}},
            {"mood": "long distance bf and I are watching at the same time on facetime, he's 6 hours ahead so "
                     "it has to end before his midnight and we're starting at 4:30pm my time. something "
                     "romantic but not sappy",
             "expect": {"max_runtime": 90, "genres_any": ["Romance", "Comedy"]}},
            {"mood": "she loves horror, I'm a wimp. date night, I want to impress her but I'd rather not "
                     "scream",
             "expect": {"genres_any": ["Horror", "Thriller", "Mystery", "Comedy"]}},
            {"mood": "valentines but we both hate valentines. anti-romance movie night, nothing lovey dovey",
             "expect": {"type": "movie", "genres_none": ["Romance"],
                        "genres_any": ["Comedy", "Horror", "Thriller", "Action"]}},
            {"mood": "third date, she said her favourite film is Amélie so I want something in that spirit "
                     "she won't have seen (not amelie itself obviously)",
             "expect": {"exclude_titles": ["Amélie"],
                        "genres_any": ["Romance", "Comedy", "Fantasy", "Drama"]}},
            {"mood": "date night in, takeaway ordered, something sexy and a bit dangerous, an erotic thriller "
                     "type thing",
             "expect": {"genres_any": ["Thriller", "Romance", "Crime", "Mystery", "Drama"]}},
            {"mood": "me and my girlfriend want a new show to be 'our show', we do 1 ep a night before bed, "
                     "30-40 min episodes, romcom-ish or just charming",
             "expect": {"type": "tv", "max_runtime": 40, "genres_any": ["Comedy", "Romance", "Drama"]}},
            {"mood": "date with my husband who only ever wants war documentaries. meet me halfway: something "
                     "with history in it but also a love story",
             "expect": {"genres_any": ["History", "Romance", "War", "Drama"]}},
        ],
    },
    # ------------------------------------------------------------------ 7
    {
        "name": "clock-arithmetic",
        "about": "Trains, flights, kick-offs, bedtimes, breaks and batteries; max_runtime is the "
                 "arithmetic (per episode for a series).",
        "requests": [
            {"mood": "train leaves at 18:10 and gets in at 20:05, downloading something now, one film for the "
                     "ride",
             "expect": {"type": "movie", "max_runtime": 115}},
            {"mood": "11 hour flight to tokyo. plan is sleep 5 hours of it and meals take about an hour all "
                     "in, the rest is three films of roughly equal length. what should they be",
             "expect": {"type": "movie", "max_runtime": 100}},
            {"mood": "bedtime is 9, its 8:15 and I still need 10 minutes for teeth and stuff. something short "
                     "and funny",
             "expect": {"max_runtime": 35, "genres_any": ["Comedy"]}},
            {"mood": "kickoff is at 8pm, its 6:20 now, want a film to kill the time but I can't miss kickoff",
             "expect": {"type": "movie", "max_runtime": 100}},
            {"mood": "lunch break is 45 min and it takes me 10 to heat up food and 5 to walk back to my desk, "
                     "so a show with episodes that fit in whats left",
             "expect": {"type": "tv", "max_runtime": 30}},
            {"mood": "we're dressed and ready by 7:15 and the taxi to the restaurant comes at 8. one episode "
                     "of something funny to get us in the mood?",
             "expect": {"type": "tv", "max_runtime": 45, "genres_any": ["Comedy"]}},
            {"mood": "laptop has 1 hour 40 mins of battery and my brother took the car with the charger in it. "
                     "thriller please",
             "expect": {"max_runtime": 100, "genres_any": ["Thriller", "Mystery", "Crime"]}},
            {"mood": "ferry crossing is 2 and a half hours, we board half an hour before it sails and they call "
                     "us down to the cars 20 min before docking. one long epic film to fill it",
             "expect": {"type": "movie", "max_runtime": 160,
                        "genres_any": ["Adventure", "Action", "Fantasy", "Science Fiction", "History", "War",
                                       "Western"]}},
            {"mood": "new years eve, want a film that finishes bang on midnight. pressing play at 10:05. "
                     "something fun and celebratory",
             "expect": {"type": "movie", "max_runtime": 115,
                        "genres_any": ["Comedy", "Music", "Romance", "Adventure"]}},
            {"mood": "I get a 25 minute break between classes and want to work through a whole show one ep at "
                     "a time, like a cartoon for grown ups",
             "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Animation", "Comedy"]}},
        ],
    },
    # ------------------------------------------------------------------ 8
    {
        "name": "eras-sideways",
        "about": "Eras named by someone's age, a technology, a cultural habit or a stretch of history, "
                 "counted against 2026.",
        "requests": [
            {"mood": "something from when my parents were teenagers, they're both 58",
             "expect": {"year_min": 1981, "year_max": 1987}},
            {"mood": "the kind of film people watched before anyone had a VCR at home",
             "expect": {"type": "movie", "year_max": 1979}},
            {"mood": "fun teen movie from back when everyone had a flip phone",
             "expect": {"type": "movie", "year_min": 2000, "year_max": 2008,
                        "genres_any": ["Comedy", "Romance", "Drama"]}},
            {"mood": "a comedy from around when I was born, I'm 30",
             "expect": {"year_min": 1994, "year_max": 1998, "genres_any": ["Comedy"]}},
            {"mood": "post 9/11 but pre-smartphone spy stuff",
             "expect": {"year_min": 2001, "year_max": 2007,
                        "genres_any": ["Action", "Thriller", "Crime", "Drama"]}},
            {"mood": "golden age of the sitcom, 90s stuff, laugh track and all",
             "expect": {"type": "tv", "year_min": 1990, "year_max": 1999, "genres_any": ["Comedy"]}},
            {"mood": "something my grandparents would've seen at the drive-in on a date",
             "expect": {"type": "movie", "year_min": 1950, "year_max": 1969}},
            {"mood": "cold war paranoia movie, made during it not about it",
             "expect": {"type": "movie", "year_min": 1947, "year_max": 1991,
                        "genres_any": ["Thriller", "Science Fiction", "Drama", "War", "Mystery"]}},
            {"mood": "a drama series from before netflix and all that, when you had to wait a whole week for "
                     "the next episode",
             "expect": {"type": "tv", "year_max": 2007, "genres_any": ["Drama", "Crime", "Mystery"]}},
            {"mood": "something with aliens thats come out since the pandemic ended",
             "expect": {"year_min": 2022, "genres_any": ["Science Fiction", "Horror"]}},
        ],
    },
    # ------------------------------------------------------------------ 9
    {
        "name": "format-and-commitment",
        "about": "Film or series, miniseries, episode lengths and how much the person will commit to.",
        "requests": [
            {"mood": "a miniseries please, one season and done, I can't start another 8 season thing",
             "expect": {"type": "tv"}},
            {"mood": "film. not a show. a film.",
             "expect": {"type": "movie"}},
            {"mood": "a show with short episodes, under 25 min, something I can put on while folding laundry",
             "expect": {"type": "tv", "max_runtime": 25}},
            {"mood": "something I can finish in one weekend, whole thing, so a limited series with hour long "
                     "episodes at most",
             "expect": {"type": "tv", "max_runtime": 60}},
            {"mood": "I want to commit. give me a long series with lots of seasons, something I can live in "
                     "until spring",
             "expect": {"type": "tv"}},
            {"mood": "anthology thing where every episode is a different story so I can dip in and out",
             "expect": {"type": "tv",
                        "genres_any": ["Science Fiction", "Horror", "Mystery", "Fantasy", "Thriller",
                                       "Comedy", "Drama"]}},
            {"mood": "not a movie tonight, my attention span is shot. 2 episodes of something max then bed",
             "expect": {"type": "tv"}},
            {"mood": "a documentary series, not a one-off doc, something in several parts about history or "
                     "nature",
             "expect": {"type": "tv", "genres_any": ["Documentary", "History"]}},
            {"mood": "one big 3 hour epic, I've cleared the whole evening",
             "expect": {"type": "movie",
                        "genres_any": ["Adventure", "History", "War", "Drama", "Fantasy", "Western",
                                       "Science Fiction"]}},
            {"mood": "a feature film but a short one, 85 min max",
             "expect": {"type": "movie", "max_runtime": 85}},
        ],
    },
    # ------------------------------------------------------------------ 10
    {
        "name": "refusals",
        "about": "Refusals said outright and around the side; genres_none where a catalogue genre "
                 "carries the refusal.",
        "requests": [
            {"mood": "no horror, no gore, no jump scares, just a good tense thriller",
             "expect": {"genres_none": ["Horror"], "genres_any": ["Thriller", "Mystery", "Crime"]}},
            {"mood": "anything but cartoons",
             "expect": {"genres_none": ["Animation"]}},
            {"mood": "I've had enough superhero stuff and space stuff to last a lifetime",
             "expect": {"genres_none": ["Science Fiction"]}},
            {"mood": "show me something that isnt about cops or criminals for once",
             "expect": {"genres_none": ["Crime"]}},
            {"mood": "fyi my partner walks out of the room the second anyone starts singing so keep that in "
                     "mind",
             "expect": {"genres_none": ["Music"]}},
            {"mood": "I'll watch pretty much anything as long as nobody's shooting at anybody",
             "expect": {"genres_none": ["War", "Western", "Action"]}},
            {"mood": "something real, not made up, but NOT true crime, I live alone and I'm jumpy enough",
             "expect": {"genres_none": ["Crime"], "genres_any": ["Documentary", "History"]}},
            {"mood": "a romance where nobody dies at the end, I'm still not over the notebook",
             "expect": {"exclude_titles": ["The Notebook"], "genres_any": ["Romance"]}},
            {"mood": "my 7 year old had nightmares for a week after the last thing we picked, so whatever it "
                     "is, absolutely nothing scary",
             "expect": {"family_safe": True, "genres_none": ["Horror"]}},
            {"mood": "not reality tv, not a documentary, not anything with a laugh track. a proper drama",
             "expect": {"genres_none": ["Reality", "Documentary"], "genres_any": ["Drama"]}},
        ],
    },
    # ------------------------------------------------------------------ 11
    {
        "name": "loved-and-hated-titles",
        "about": "Titles loved and hated, in the catalogue and not; three carry the person's ratings in "
                 "user. Catalogue titles the person has seen are excluded.",
        "requests": [
            {"mood": "loved Knives Out and Glass Onion, want more of that",
             "expect": {"exclude_titles": ["Knives Out", "Glass Onion: A Knives Out Mystery"],
                        "genres_any": ["Mystery", "Comedy", "Crime"]}},
            {"mood": "everyone told me to watch Succession and I hated every single person in it. something "
                     "with nicer people please",
             "expect": {"exclude_titles": ["Succession"], "genres_any": ["Comedy", "Drama", "Romance", "Family"]}},
            {"mood": "hated saltburn, loved parasite. work it out from there",
             "expect": {"exclude_titles": ["Parasite"],
                        "genres_any": ["Thriller", "Comedy", "Drama", "Crime", "Mystery"]}},
            {"mood": "something like Arrival or Interstellar but I've seen both, obviously",
             "expect": {"exclude_titles": ["Arrival", "Interstellar"],
                        "genres_any": ["Science Fiction", "Drama", "Mystery", "Adventure"]}},
            {"mood": "more like the ones I loved pls",
             "user": {"liked": [("Parasite", 9), ("Oldboy", 8), ("The Handmaiden", 9)],
                      "disliked": [("Avengers: Endgame", 2)]},
             "expect": {"genres_any": ["Thriller", "Drama", "Mystery", "Crime", "Comedy", "Romance",
                                       "Action"]}},
            {"mood": "I want something like Gilmore Girls meets Schitt's Creek, no wait I've seen both. "
                     "something like Ted Lasso then, seen that too. you see my problem",
             "expect": {"type": "tv", "exclude_titles": ["Gilmore Girls", "Schitt's Creek", "Ted Lasso"],
                        "genres_any": ["Comedy", "Drama", "Romance"]}},
            {"mood": "we loved paddington in peru at the cinema, the kids (5 and 8) want another one like it",
             "expect": {"family_safe": True, "genres_any": ["Family", "Comedy", "Adventure", "Animation"]}},
            {"mood": "just binged The Gentlemen on netflix, need another posh gangster series like that",
             "expect": {"type": "tv", "genres_any": ["Crime", "Comedy", "Action", "Drama"]}},
            {"mood": "something else in this vein, wholesome only",
             "user": {"liked": [("The Great British Baking Show", 9), ("Queer Eye", 8), ("Nailed It!", 7)],
                      "disliked": [("Love Island USA", 1), ("Selling Sunset", 2)]},
             "expect": {"genres_any": ["Reality", "Comedy", "Documentary"]}},
            {"mood": "scary but no slashers",
             "user": {"liked": [("Alien", 9), ("The Thing", 10), ("Aliens", 8), ("Predator", 7)],
                      "disliked": [("Scream", 3)]},
             "expect": {"genres_any": ["Horror", "Science Fiction", "Thriller", "Action", "Mystery"]}},
        ],
    },
    # ------------------------------------------------------------------ 12
    {
        "name": "texting-typos-sarcasm",
        "about": "Shorthand, typos, emoji and sarcasm; the wish is read through them.",
        "requests": [
            {"mood": "smth 2 watch w/ bae tn 🍿💕 nt 2 long",
             "expect": {"genres_any": ["Romance", "Comedy"]}},
            {"mood": "im so bored i could die 🙃 pls entertain me, nothing w subtitles and no cartoons",
             "expect": {"genres_none": ["Animation"]}},
            {"mood": "oh great another rainy sunday, my FAVOURITE 🙄 give me a show so good i forget the "
                     "weather exists",
             "expect": {"type": "tv"}},
            {"mood": "reccomend a scarey movie thats actualy scarey not teen trash",
             "expect": {"type": "movie", "genres_any": ["Horror"]}},
            {"mood": "seen all of mr bean lol whats the next best thing 😂",
             "expect": {"exclude_titles": ["Mr. Bean"], "genres_any": ["Comedy", "Family"]}},
            {"mood": "ugh my ex loved tarantino so NO tarantino vibes pls, smth wholesome 🌸",
             "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Drama"]}},
            {"mood": "kdrama rec?? need my next fix 😭😭 finished crash landing on you last nite",
             "expect": {"type": "tv", "exclude_titles": ["Crash Landing on You"],
                        "genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "wow thanks algorithm for recommending me the same 5 films 👏 anything with a mystery "
                     "that ISNT from the last 10 yrs",
             "expect": {"year_max": 2016, "genres_any": ["Mystery", "Crime", "Thriller"]}},
            {"mood": "wat shud i watch 2nite im a bit tipsy lmao smth easy 2 follow",
             "expect": {"genres_any": ["Comedy", "Action", "Adventure", "Animation", "Family"]}},
            {"mood": "lol 'family movie night' aka my teens on their phones the whole time. find something "
                     "thatll actually make them look up. theyre 14 and 16",
             "expect": {"type": "movie",
                        "genres_any": ["Action", "Adventure", "Comedy", "Science Fiction", "Horror",
                                       "Thriller", "Fantasy"]}},
        ],
    },
    # ------------------------------------------------------------------ 13
    {
        "name": "feelings-to-match-or-change",
        "about": "A feeling to keep, to lean into or to get out of.",
        "requests": [
            {"mood": "I feel like a wet sock. make me feel like a person again",
             "expect": {"genres_any": ["Comedy", "Family", "Romance", "Animation", "Music", "Adventure"]}},
            {"mood": "angry. want to watch someone get revenge",
             "expect": {"genres_any": ["Action", "Thriller", "Crime", "Drama", "Western"]}},
            {"mood": "lonely tonight and want something that feels like company",
             "expect": {"genres_any": ["Comedy", "Drama", "Romance", "Family"]}},
            {"mood": "I want to feel small in a good way, like when you look up at the stars",
             "expect": {"genres_any": ["Science Fiction", "Documentary", "Drama", "Adventure"]}},
            {"mood": "anxious as hell, need something with absolutely zero stakes",
             "expect": {"genres_none": ["Horror", "Thriller", "War"],
                        "genres_any": ["Comedy", "Family", "Animation", "Reality", "Documentary",
                                       "Romance"]}},
            {"mood": "I want to cry but I want to feel better after I cry",
             "expect": {"genres_any": ["Drama", "Romance", "Family", "Animation"]}},
            {"mood": "feeling nostalgic and a little bit melancholy, autumn mood",
             "expect": {"genres_any": ["Drama", "Romance", "Comedy", "Fantasy"]}},
            {"mood": "im in a really good mood today and I want to keep it that way, nothing heavy",
             "expect": {"genres_any": ["Comedy", "Family", "Music", "Romance", "Animation", "Adventure"]}},
            {"mood": "got dumped yesterday. I do not want to see a couple being happy. I want to see women "
                     "being competent and terrifying",
             "expect": {"genres_none": ["Romance"], "genres_any": ["Action", "Thriller", "Crime", "Drama"]}},
            {"mood": "restless, want something that moves fast and doesnt stop",
             "expect": {"genres_any": ["Action", "Thriller", "Adventure", "Crime"]}},
        ],
    },
    # ------------------------------------------------------------------ 14
    {
        "name": "occasions-and-circumstances",
        "about": "Holidays, parties, illness, power cuts, jet lag, bed rest and who is in the room.",
        "requests": [
            {"mood": "halloween party, projector on the garage wall, lots of people talking over it, need a "
                     "film thats scary-fun not scary-scary",
             "expect": {"type": "movie", "genres_any": ["Horror", "Comedy", "Fantasy"]}},
            {"mood": "christmas eve with the whole family, youngest is 4",
             "expect": {"family_safe": True, "genres_any": ["Family", "Comedy", "Animation", "Fantasy"]}},
            {"mood": "home sick with the flu, brain is soup, a comfort sitcom I've probably seen before would "
                     "be fine honestly",
             "expect": {"type": "tv", "genres_any": ["Comedy"]}},
            {"mood": "thanksgiving, post turkey, my nephews are 6 and 9 and they're the only ones still awake "
                     "besides me",
             "expect": {"family_safe": True, "genres_any": ["Family", "Animation", "Comedy", "Adventure"]}},
            {"mood": "power's out, 40% on the ipad and nothing downloaded. what SHOULD we have downloaded "
                     "for next time, a bunch of episodes of something",
             "expect": {"type": "tv"}},
            {"mood": "turning 40 tomorrow, want something that makes getting older feel ok",
             "expect": {"genres_any": ["Comedy", "Drama", "Romance"]}},
            {"mood": "pregnant and on bed rest for three weeks. no horror, no medical dramas, and no babies in "
                     "peril obviously",
             "expect": {"genres_none": ["Horror"]}},
            {"mood": "watching with my deaf friend who'll have subtitles on, she loves visual stuff, not much "
                     "talking, gorgeous to look at",
             "expect": {"genres_any": ["Animation", "Science Fiction", "Adventure", "Fantasy", "Documentary",
                                       "Drama"]}},
            {"mood": "jetlagged at 4am in a hotel in lisbon, wide awake, need something to fill the time till "
                     "breakfast opens at 7",
             "expect": {"max_runtime": 180}},
            {"mood": "eid dinner done, everyone's on the floor cushions, grandma, the aunties and little "
                     "cousins aged 3 to 10, something we can all watch",
             "expect": {"family_safe": True, "genres_any": ["Family", "Comedy", "Animation", "Adventure"]}},
        ],
    },
    # ------------------------------------------------------------------ 15
    {
        "name": "languages-one",
        "about": "Spanish, French, German, Italian, Brazilian Portuguese, Polish, Turkish, Japanese, "
                 "Korean and Hindi; language wishes stay soft.",
        "requests": [
            {"mood": "algo para ver con mi abuela de 80 años, que no tenga groserías ni escenas fuertes, le "
                     "encantan las historias de amor",
             "expect": {"family_safe": True, "genres_any": ["Romance", "Drama", "Music", "Comedy"]}},
            {"mood": "j'ai 1h30 avant mon train, un film qui tient dedans ? plutôt une comédie, pas d'horreur",
             "expect": {"type": "movie", "max_runtime": 90, "genres_none": ["Horror"],
                        "genres_any": ["Comedy"]}},
            {"mood": "Wir sind zu viert, zwei Erwachsene und zwei Kinder (6 und 9), suchen einen lustigen "
                     "Film für den Sonntagnachmittag, bitte nichts Gruseliges",
             "expect": {"type": "movie", "family_safe": True, "genres_none": ["Horror"],
                        "genres_any": ["Comedy", "Family", "Animation", "Adventure"]}},
            {"mood": "qualcosa di leggero dopo cena, una serie comica con episodi da mezz'ora, niente "
                     "polizieschi",
             "expect": {"type": "tv", "max_runtime": 30, "genres_none": ["Crime"], "genres_any": ["Comedy"]}},
            {"mood": "to morrendo de saudade dos anos 90, quero um filme daquela época, de preferência com "
                     "muita aventura",
             "expect": {"type": "movie", "year_min": 1990, "year_max": 1999,
                        "genres_any": ["Adventure", "Action", "Fantasy"]}},
            {"mood": "coś mrocznego i trzymającego w napięciu, serial kryminalny, najlepiej skandynawski",
             "expect": {"type": "tv", "genres_any": ["Crime", "Thriller", "Mystery", "Drama"]}},
            {"mood": "sevgilimle izleyecek romantik bir film arıyorum ama çok ağlatmasın, iki saati geçmesin",
             "expect": {"type": "movie", "max_runtime": 120, "genres_any": ["Romance", "Comedy"]}},
            {"mood": "疲れた…何も考えずに見られるアニメが見たい。1話30分以内で",
             "expect": {"type": "tv", "max_runtime": 30, "genres_any": ["Animation"]}},
            {"mood": "다큐멘터리 보고 싶어요. 자연이나 동물에 관한 거면 좋겠어요",
             "expect": {"genres_any": ["Documentary"]}},
            {"mood": "परिवार के साथ देखने के लिए कोई अच्छी फिल्म बताओ, बच्चे भी साथ हैं (7 और 10 साल), कुछ "
                     "मज़ेदार और दिल छूने वाला",
             "expect": {"type": "movie", "family_safe": True,
                        "genres_any": ["Family", "Comedy", "Drama", "Animation", "Adventure"]}},
        ],
    },
    # ------------------------------------------------------------------ 16
    {
        "name": "languages-two",
        "about": "Vietnamese, Indonesian, Finnish, Greek, Czech, Hungarian, Swahili, Tagalog, Icelandic "
                 "and Romanian; language wishes stay soft.",
        "requests": [
            {"mood": "tối nay muốn xem phim kinh dị mà không quá máu me, phim lẻ thôi nhé",
             "expect": {"type": "movie", "genres_any": ["Horror"]}},
            {"mood": "lagi pengen nonton serial komedi yang ringan, tiap episode jangan lebih dari 25 menit ya",
             "expect": {"type": "tv", "max_runtime": 25, "genres_any": ["Comedy"]}},
            {"mood": "Haluaisin katsoa jotain vanhaa, ennen vuotta 1980 tehtyä, mieluiten lännenelokuvan",
             "expect": {"type": "movie", "year_max": 1979, "genres_any": ["Western"]}},
            {"mood": "Ψάχνω μια ταινία επιστημονικής φαντασίας που να σε βάζει σε σκέψεις, όχι πολλή δράση",
             "expect": {"type": "movie", "genres_any": ["Science Fiction"]}},
            {"mood": "Mám chřipku a ležím v posteli, chci nějaký dlouhý seriál na celý týden, klidně "
                     "detektivku",
             "expect": {"type": "tv", "genres_any": ["Crime", "Mystery", "Drama"]}},
            {"mood": "Valami vidám, zenés filmet keresek, amit a nagymamámmal nézhetünk, ő nem szereti a "
                     "csúnya beszédet",
             "expect": {"type": "movie", "family_safe": True, "genres_any": ["Music", "Comedy"]}},
            {"mood": "Nataka kutazama filamu ya kuchekesha na marafiki zangu usiku huu, hakuna filamu za "
                     "kutisha tafadhali",
             "expect": {"type": "movie", "genres_none": ["Horror"], "genres_any": ["Comedy"]}},
            {"mood": "ano magandang panoorin ngayong gabi? gusto ko yung nakakakilig na love story, pero wag "
                     "masyadong mahaba, hanggang 2 oras lang",
             "expect": {"max_runtime": 120, "genres_any": ["Romance", "Comedy", "Drama"]}},
            {"mood": "Mig langar að horfa á heimildarmynd um tónlist í kvöld",
             "expect": {"type": "movie", "genres_any": ["Documentary", "Music"]}},
            {"mood": "caut un serial istoric, cu regi și bătălii, dar fără scene prea explicite",
             "expect": {"type": "tv", "genres_any": ["History", "War", "Drama", "Action", "Adventure"]}},
        ],
    },
]
