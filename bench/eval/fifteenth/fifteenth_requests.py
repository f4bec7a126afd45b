"""The fifteenth blind set: 160 requests in 16 categories of 10, written by a fifteenth author who has
not read the engine (see README.md). `python3 bench/eval/categorised_set.py fifteenth --counts` checks
them against the request format and the seed catalogue and writes the dev and sealed halves.

Each request is {"mood", "user"?, "expect"}; user ratings are (title, rating) pairs spelled exactly as
in the catalogue (liked 7-10, disliked 1-4). Years are judged against the catalogue's year of
checking, 2026 (data/catalogue/availability.json)."""


def q(mood, liked=None, disliked=None, **expect):
    """One request: the text, optional ratings and the expect clauses."""
    r = {"mood": mood, "expect": expect}
    user = {}
    if liked:
        user["liked"] = liked
    if disliked:
        user["disliked"] = disliked
    if user:
        r["user"] = user
    return r


LIGHT = ["Comedy", "Romance", "Family", "Animation", "Music", "Adventure"]
TENSE = ["Thriller", "Mystery", "Crime"]
KIDS = ["Family", "Animation", "Comedy", "Adventure", "Fantasy"]

CATEGORIES = [
    {
        "name": "plain-genre-and-mood",
        "about": "A genre or a mood and little else, said the way people say it in a search box.",
        "requests": [
            q("something funny tonight", genres_any=["Comedy"]),
            q("I want a proper scary film. Not a jump-scare-every-five-minutes one, a properly unsettling one.",
              genres_any=["Horror"], type="movie"),
            q("feel good stuff pls, it's been a week", genres_any=LIGHT),
            q("a slow, sad drama I can have a good cry at", genres_any=["Drama", "Romance"]),
            q("heist movie!! clever crew, big score, double-cross at the end",
              genres_any=["Crime", "Thriller", "Action", "Comedy"], type="movie"),
            q("spooky but fun, more Halloween party than nightmare",
              genres_any=["Horror", "Comedy", "Fantasy", "Mystery", "Family"]),
            q("mind-bending sci-fi, the kind where you can't look at your phone or you'll miss it",
              genres_any=["Science Fiction", "Mystery", "Thriller"]),
            q("cosy whodunnit", genres_any=["Mystery", "Crime", "Comedy"]),
            q("Big loud dumb action. Explosions. Zero thinking required.",
              genres_any=["Action", "Adventure", "Thriller"]),
            q("a nature documentary, something with animals and pretty shots",
              genres_any=["Documentary"]),
        ],
    },
    {
        "name": "flat-refusals",
        "about": "Refusals said straight out: no X, anything but X, not X.",
        "requests": [
            q("comedy, no cartoons", genres_any=["Comedy"], genres_none=["Animation"]),
            q("Anything but horror.", genres_none=["Horror"]),
            q("thriller, no horror, no gore, I just want tension",
              genres_any=["Thriller", "Mystery", "Crime"], genres_none=["Horror"]),
            q("No romance. No musicals. Just a good action film.",
              genres_any=["Action", "Adventure", "Thriller"], genres_none=["Romance", "Music"], type="movie"),
            q("drama but NOT war, can't do war stuff at the moment", genres_any=["Drama"], genres_none=["War"]),
            q("sci fi series please, zero horror elements", genres_any=["Science Fiction"],
              genres_none=["Horror"], type="tv"),
            q("no reality tv, no documentaries. something scripted that'll make me laugh",
              genres_any=["Comedy"], genres_none=["Reality", "Documentary"]),
            q("whatever you like except westerns or war films", genres_none=["Western", "War"]),
            q("fantasy adventure, not animated", genres_any=["Fantasy", "Adventure"], genres_none=["Animation"]),
            q("crime show, not horror and not a true-crime documentary, I want actors",
              genres_any=["Crime", "Mystery", "Thriller", "Drama"], genres_none=["Horror", "Documentary"],
              type="tv"),
        ],
    },
    {
        "name": "refusals-said-sideways",
        "about": "Refusals carried by a story, a reaction, a comparison, sarcasm or someone in the room.",
        "requests": [
            q("Last time I picked a horror film my girlfriend slept with the hall light on for a week. So not that. "
              "Something exciting though.",
              genres_any=["Action", "Adventure", "Thriller", "Mystery", "Crime", "Science Fiction"],
              genres_none=["Horror"]),
            q("oh great, another musical, said nobody in this house ever. comedy tonight?",
              genres_any=["Comedy"], genres_none=["Music"]),
            q("my husband physically groans the moment anyone starts singing, bless him. something a bit romantic "
              "we can both sit through",
              genres_any=["Romance", "Comedy", "Drama"], genres_none=["Music"]),
            q("Sure, a three-hour war epic, exactly what a Tuesday needs 🙄 Something silly instead.",
              genres_any=["Comedy"], genres_none=["War"]),
            q("Westerns are my dad's whole personality and I've had thirty years of them. Adventure, anything else.",
              genres_any=["Adventure", "Action", "Fantasy", "Science Fiction"], genres_none=["Western"]),
            q("if I see one more animated talking animal I will scream. comedy for me and my 15 year old?",
              genres_any=["Comedy"], genres_none=["Animation"]),
            q("My flatmate says reality TV rots your brain and for once I think she has a point. A clever series, then.",
              genres_any=["Drama", "Mystery", "Thriller", "Crime", "Science Fiction", "Comedy"],
              genres_none=["Reality"], type="tv"),
            q("romance bores me about as much as watching paint dry. crime thriller?",
              genres_any=["Crime", "Thriller", "Mystery"], genres_none=["Romance"]),
            q("documentaries feel like homework to me. I want a made-up story, sci-fi or fantasy",
              genres_any=["Science Fiction", "Fantasy"], genres_none=["Documentary"]),
            q("Grandad's staying and he leaves the room the second anything gets spooky. A mystery for the three of us?",
              genres_any=["Mystery", "Crime", "Comedy"], genres_none=["Horror"]),
        ],
    },
    {
        "name": "catalogue-titles-with-direction",
        "about": "A catalogue title named, often loosely, with a direction (like X but ...); the title itself is "
                 "excluded or rated.",
        "requests": [
            q("something like Knives Out but a series I can stretch over a few nights",
              genres_any=["Mystery", "Comedy", "Crime"], type="tv", exclude_titles=["Knives Out"]),
            q("loved arrival, want more like it but a bit less slow",
              liked=[("Arrival", 9)], genres_any=["Science Fiction", "Mystery", "Thriller", "Drama"]),
            q("My 5 year old would watch Paddington 2 every day if I let her. Something in the same spirit that "
              "isn't Paddington 2, please.",
              genres_any=KIDS, family_safe=True, exclude_titles=["Paddington 2"]),
            q("Parasite but funnier?", genres_any=["Comedy", "Thriller", "Drama", "Crime"],
              exclude_titles=["Parasite"]),
            q("anything with fleabag energy. messy, sharp, a bit sad. a show",
              genres_any=["Comedy", "Drama"], type="tv", exclude_titles=["Fleabag"]),
            q("fury road but in space", genres_any=["Science Fiction", "Action", "Adventure"],
              exclude_titles=["Mad Max: Fury Road"]),
            q("We just finished Schitt's Creek and the house feels empty. What's the next show with that warmth?",
              liked=[("Schitt's Creek", 10)], genres_any=["Comedy"], type="tv"),
            q("Like Chernobyl: true story, tense as anything, one season and done.",
              genres_any=["History", "Drama", "Thriller"], type="tv", exclude_titles=["Chernobyl"]),
            q("Spirited Away is the most beautiful thing I've seen. Anything else that gorgeous and strange?",
              liked=[("Spirited Away", 10)], genres_any=["Animation", "Fantasy", "Adventure", "Family"]),
            q("die hard-ish. one guy, one building, lots of shouting. just not die hard itself, seen it 40 times",
              genres_any=["Action", "Thriller"], exclude_titles=["Die Hard"]),
        ],
    },
    {
        "name": "outside-titles-with-direction",
        "about": "Well-known titles the catalogue does not hold, with a direction.",
        "requests": [
            q("Line of Duty had me shouting at the telly. Anything with that level of tension? Series please.",
              genres_any=["Crime", "Thriller", "Drama", "Mystery"], type="tv"),
            q("looking for something like Past Lives. quiet, grown up, a little heartbreaking",
              genres_any=["Romance", "Drama"]),
            q("saw The Menu on a plane and loved how nasty and funny it was, more like that?",
              genres_any=["Thriller", "Comedy", "Horror", "Mystery", "Drama"]),
            q("Death in Paradise is my comfort show but I've seen every episode twice. Another sunny, gentle "
              "whodunnit series?",
              genres_any=["Mystery", "Crime", "Comedy"], type="tv"),
            q("pitch perfect but without the singing... I know, I know. college comedy",
              genres_any=["Comedy"], genres_none=["Music"]),
            q("Twister-type disaster movie, big weather, people running from things",
              genres_any=["Action", "Adventure", "Thriller", "Science Fiction", "Drama"], type="movie"),
            q("The kids (10 and 12) watch Young Sheldon with us at dinner. Need another show like it we can all "
              "watch together.",
              genres_any=["Comedy", "Family"], type="tv", family_safe=True),
            q("The Big Short made finance make sense AND made me laugh. Other films like that? Angry, funny, true.",
              genres_any=["Comedy", "Drama", "History", "Crime"], type="movie"),
            q("finished the hobbit films, need more dwarves and dragons. not lord of the rings, done those too",
              genres_any=["Fantasy", "Adventure"],
              exclude_titles=["The Lord of the Rings: The Fellowship of the Ring",
                              "The Lord of the Rings: The Two Towers",
                              "The Lord of the Rings: The Return of the King"]),
            q("Aftersun wrecked me in the best way. something else small and sad about a parent and a kid",
              genres_any=["Drama"]),
        ],
    },
    {
        "name": "time-arithmetic",
        "about": "The time available said as sums, clock times or numbers of episodes.",
        "requests": [
            q("I've got from 8:15 till 10, after that I'm useless. A film that fits?", type="movie",
              max_runtime=105),
            q("train leaves 6:40 and gets in 8:05, want to finish a movie before we pull in. something fun",
              genres_any=["Comedy", "Adventure", "Action", "Animation", "Family"], type="movie", max_runtime=85),
            q("sitcom, I can do three episodes before bed. hour and a half total", genres_any=["Comedy"],
              type="tv", max_runtime=30),
            q("have 2 hrs but the first 20 mins will go on arguing about what to watch lol. thriller",
              genres_any=["Thriller", "Mystery", "Crime"], max_runtime=100),
            q("Lunch break is 45 minutes and eating takes 10. A show I can do one episode of a day.",
              type="tv", max_runtime=35),
            q("11 hour flight, I'll sleep about half of it. want two films back to back for the awake half, "
              "something big and epic",
              genres_any=["Adventure", "Action", "Science Fiction", "Fantasy", "History", "Drama"], type="movie",
              max_runtime=165),
            q("baby naps 1 till half 2 (if I'm lucky). two episodes of something comforting in that window",
              genres_any=["Comedy", "Drama", "Romance", "Family"], type="tv", max_runtime=45),
            q("It's 9:40. Need to be asleep by 11:30 and I need 20 min to wind down after. Movie?",
              type="movie", max_runtime=90),
            q("horror double feature! starting at 7, done by midnight, with half an hour for pizza in between",
              genres_any=["Horror"], type="movie", max_runtime=135),
            q("Bus ride is 25 min each way, I watch one episode per leg. Something gripping.",
              genres_any=["Thriller", "Crime", "Mystery", "Drama", "Science Fiction"], type="tv",
              max_runtime=25),
        ],
    },
    {
        "name": "kids-of-given-ages",
        "about": "Children of stated ages, sleepovers, classes, grandchildren.",
        "requests": [
            q("movie for my 4 and 6 year old, nothing scary at all", genres_any=KIDS, type="movie",
              family_safe=True, genres_none=["Horror"]),
            q("my 8yo is OBSESSED with dinosaurs and space right now",
              genres_any=["Science Fiction", "Adventure", "Family", "Animation", "Documentary"],
              family_safe=True),
            q("Sleepover for five 11-year-olds. Their parents said PG at most. They want funny, and they'll be "
              "offended by anything animated, apparently they're too old for cartoons.",
              genres_any=["Comedy"], family_safe=True, genres_none=["Animation"]),
            q("2 year old needs one episode of something calm while I shower, I need 25 minutes",
              genres_any=["Family", "Animation"], type="tv", max_runtime=25, family_safe=True),
            q("Grandkids (5 and 9) are here for the weekend. Something for Saturday afternoon. Their grandad won't "
              "sit through a cartoon so live action please.",
              genres_any=["Family", "Comedy", "Adventure", "Fantasy"], family_safe=True,
              genres_none=["Animation"]),
            q("me and my 13 yo son, he's into action. PG-13 is fine, just nothing R",
              genres_any=["Action", "Adventure", "Science Fiction"]),
            q("my 7 year old wants a 'scary' movie for halloween. like... baby scary",
              genres_any=["Horror", "Fantasy", "Family", "Animation", "Comedy", "Mystery"], type="movie",
              family_safe=True),
            q("show for my 9yo after school, 20-25 min episodes, she loves a mystery",
              genres_any=["Mystery", "Animation", "Family", "Comedy", "Adventure"], type="tv", max_runtime=25,
              family_safe=True),
            q("kids are 3 and 10, pray for me. one movie for both", genres_any=KIDS, type="movie",
              family_safe=True),
            q("Teaching 6th grade, last day before winter break. Need a PG movie for the class, under 100 minutes "
              "so it fits the period.",
              genres_any=KIDS, type="movie", family_safe=True, max_runtime=100),
        ],
    },
    {
        "name": "grown-ups-in-the-room",
        "about": "Who else is watching: a date, grandparents, in-laws, colleagues, friends, or nobody.",
        "requests": [
            q("first date at mine. light, a little romantic, nothing that makes it awkward",
              genres_any=["Romance", "Comedy"]),
            q("Watching with my nan, she's 88, hates swearing and anything violent.",
              genres_any=["Comedy", "Drama", "Romance", "Family", "Music", "Mystery"], family_safe=True,
              genres_none=["Horror", "War"]),
            q("work lot coming back to mine after the pub for a film, mixed crowd, nothing heavy",
              genres_any=["Comedy", "Action", "Adventure"], type="movie"),
            q("House to myself tonight. Finally I can watch something properly dark and twisted that my partner "
              "would never agree to.",
              genres_any=["Thriller", "Horror", "Crime", "Mystery", "Drama"]),
            q("10 year anniversary. something romantic but not sappy, we're both really into crime stuff",
              genres_any=["Romance", "Crime", "Thriller", "Mystery"]),
            q("In-laws visiting, they're in their 70s and quite religious. No sex scenes, no swearing, please.",
              genres_any=["Drama", "Comedy", "Family", "History", "Mystery"], family_safe=True),
            q("me and 3 mates, few beers, want a proper laugh", genres_any=["Comedy"]),
            q("long distance bf and I press play at the same time on a call. he likes sci fi, I like romance, "
              "help us meet in the middle",
              genres_any=["Science Fiction", "Romance"]),
            q("Book club night: the ladies (50 to 70) want something based on a classic novel.",
              genres_any=["Drama", "Romance", "History"]),
            q("Colleague's leaving do. We're putting a film on the big screen in the office at 5 and the building "
              "locks at 7.",
              genres_any=["Comedy", "Adventure", "Action"], type="movie", max_runtime=120),
        ],
    },
    {
        "name": "eras-by-years-and-memories",
        "about": "Eras as decades, years, 'recent', or by birth years, school years and world events.",
        "requests": [
            q("something from the 80s", year_min=1980, year_max=1989),
            q("a film from before I was born. I'm a '92 baby", type="movie", year_max=1991),
            q("show from when I was in high school, class of 2008", type="tv", year_min=2004, year_max=2008),
            q("recent stuff only please, last couple of years", year_min=2024),
            q("90s romcom, the kind we watched at sleepovers", genres_any=["Romance", "Comedy"], type="movie",
              year_min=1990, year_max=1999),
            q("an old black and white movie, 40s or 50s", type="movie", year_min=1940, year_max=1959),
            q("something from around when the Berlin Wall came down", year_min=1987, year_max=1991),
            q("sci-fi made after the iPhone came out, old effects pull me right out of it",
              genres_any=["Science Fiction"], year_min=2007),
            q("comedy from before covid please, don't want to see a single mask", genres_any=["Comedy"],
              year_max=2019),
            q("Y2K era teen movie. Frosted tips, flip phones, that whole thing.",
              genres_any=["Comedy", "Romance", "Drama"], type="movie", year_min=1997, year_max=2003),
        ],
    },
    {
        "name": "format-and-episode-length",
        "about": "Film or series or miniseries, episode length, anthology, documentary series.",
        "requests": [
            q("a miniseries. one season and DONE. crime or mystery",
              genres_any=["Crime", "Mystery", "Thriller", "Drama"], type="tv"),
            q("a movie. not a show. I can't commit to anything right now.", type="movie"),
            q("half-hour comedy series", genres_any=["Comedy"], type="tv", max_runtime=30),
            q("an hour-long drama series to sink into for weeks", genres_any=["Drama"], type="tv"),
            q("something to binge this weekend, episodes under 45 min", type="tv", max_runtime=45),
            q("anthology show where every episode is its own story",
              genres_any=["Science Fiction", "Horror", "Mystery", "Thriller", "Comedy", "Drama"], type="tv"),
            q("movie under 90 minutes, any genre, I'm not fussy", type="movie", max_runtime=90),
            q("I want a long epic film. Three hours is fine, I've got snacks.",
              genres_any=["Adventure", "History", "War", "Drama", "Fantasy", "Science Fiction"], type="movie"),
            q("animated series for grown-ups", genres_any=["Animation"], type="tv"),
            q("a documentary series, 5 or 6 episodes, history or music", genres_any=["Documentary"], type="tv"),
        ],
    },
    {
        "name": "language-and-subtitles",
        "about": "Wishes about language, subtitles and dubbing, written in English.",
        "requests": [
            q("foreign language film with subtitles, I don't mind reading", type="movie"),
            q("korean drama, the swoony romantic kind", genres_any=["Romance", "Comedy", "Drama"], type="tv"),
            q("nothing with subtitles please, I'm cooking and can't keep looking up. something funny",
              genres_any=["Comedy"]),
            q("anime, but a movie not a series", genres_any=["Animation"], type="movie"),
            q("spanish-language thriller, I'm trying to practise my listening",
              genres_any=["Thriller", "Crime", "Mystery"]),
            q("dubbed is fine but I'd rather original audio. japanese horror.", genres_any=["Horror"]),
            q("Bollywood! big songs, big feelings, three hours doesn't scare me",
              genres_any=["Music", "Romance", "Drama", "Comedy", "Action"], type="movie"),
            q("French film, romantic, old or new, I don't mind", genres_any=["Romance", "Drama", "Comedy"],
              type="movie"),
            q("scandi noir series, subtitles totally fine", genres_any=["Crime", "Mystery", "Thriller"],
              type="tv"),
            q("My mum only watches things in English, she can't read subtitles fast enough. A nice drama for her?",
              genres_any=["Drama"]),
        ],
    },
    {
        "name": "texting-typos-emoji",
        "about": "Typed like a text: abbreviations, misspellings, slang, emoji.",
        "requests": [
            q("smth funny 2nite pls 😭", genres_any=["Comedy"]),
            q("horrer movei but not to gory lol", genres_any=["Horror"], type="movie"),
            q("wanna cry 😢😢 sad romance", genres_any=["Romance", "Drama"]),
            q("bored af. action?? 💥💥", genres_any=["Action"]),
            q("scfi show w aliens n stuff", genres_any=["Science Fiction"], type="tv"),
            q("any gud docos abt crime", genres_any=["Documentary"]),
            q("kdrama rec?? nothin sad i beg", genres_any=["Romance", "Comedy", "Drama"], type="tv"),
            q("🎄🎅🍿 movie for the fam", genres_any=["Family", "Comedy", "Fantasy", "Animation"], type="movie"),
            q("need a show 2 fall asleep to, like 22 min eps max, nothin stressful",
              genres_any=["Comedy", "Animation", "Family", "Documentary"], type="tv", max_runtime=22),
            q("wat 2 watch w bf, he h8s romcoms n i h8 gore. thriller??",
              genres_any=["Thriller", "Mystery", "Crime"]),
        ],
    },
    {
        "name": "long-rambling-messages",
        "about": "Long messages with life around the wish; only what is said or clearly meant is encoded.",
        "requests": [
            q("ok so my husband's away for work, the little one is FINALLY asleep, and I have the sofa and a glass "
              "of wine all to myself. It's 9:15 and I absolutely have to be in bed by 11 because she'll be up at "
              "six like clockwork. I want something gripping that keeps me guessing, but please nothing horror, "
              "I'm alone in the house and I will hear every creak afterwards. Film or show, don't mind.",
              genres_any=["Thriller", "Mystery", "Crime", "Drama"], genres_none=["Horror"], max_runtime=105),
            q("I've done all the big ones. Breaking Bad, The Wire, Succession, the lot, and honestly nothing has "
              "hit the same since. My brother keeps telling me to watch some superhero thing and I keep saying no. "
              "I want a serious, grown-up drama series with characters who feel like real people and a story "
              "that actually goes somewhere. Crime is great but doesn't have to be.",
              liked=[("Breaking Bad", 10), ("The Wire", 10), ("Succession", 9)],
              genres_any=["Drama", "Crime", "Thriller"], type="tv"),
            q("It's my dad's 74th on Sunday and after dinner we always put a film on. He was raised on John Wayne "
              "and still talks about seeing the big war pictures at the cinema with his brothers. Swearing "
              "doesn't bother him at all, he was a builder for forty years. He likes a good story with horses or "
              "soldiers in it and can't stand anything with wizards.",
              genres_any=["Western", "War", "Action", "Adventure", "History"], type="movie",
              genres_none=["Fantasy"]),
            q("Got dumped on Friday. Over text. After three years. I've eaten a lot of ice cream and my sister is "
              "coming over tonight to make sure I don't do anything stupid like text him back. I want to laugh "
              "until my face hurts and I do NOT want to watch two attractive people fall in love, thank you very "
              "much. Animated is fine, I'm not proud.",
              genres_any=["Comedy", "Animation"], genres_none=["Romance"]),
            q("I've got the flu properly, the kind where you can't read because your eyes hurt. Doctor says a week "
              "in bed. I need a sitcom with loads and loads of seasons that I can just leave running, something "
              "warm and familiar where nothing bad really happens. Bonus points if I can doze off and not miss "
              "anything.",
              genres_any=["Comedy"], type="tv"),
            q("Going to Japan next month for the first time!! Two weeks, Tokyo then Kyoto then somewhere with "
              "hot springs. I'd love to watch things set there to get in the mood, but my boyfriend flatly "
              "refuses anything animated ('I'm not watching cartoons'), so no anime this time. Films or series "
              "are both fine, any genre really.",
              genres_none=["Animation"]),
            q("I work nights on a ward and get home around 8am completely wired. I need something to come down "
              "with before I sleep, and the last thing I want is anything set in a hospital, I've had enough "
              "of that for one shift. Episodes of 30 minutes max please, otherwise I end up watching three and "
              "not sleeping. Something funny, ideally.",
              genres_any=["Comedy"], type="tv", max_runtime=30),
            q("Friday is pizza and movie night and it is a WAR every single week. My 12-year-old can't do "
              "anything scary, she gets nightmares from horror, and my 15-year-old announces that anything rated "
              "PG is 'for babies'. My partner falls asleep through anything slow. Help me find the one film that "
              "ends the argument.",
              genres_any=["Comedy", "Adventure", "Action", "Fantasy", "Science Fiction"], type="movie",
              genres_none=["Horror"]),
            q("Just back from a week in Normandy, walked the beaches, saw the cemeteries, cried at the American "
              "one. I've come back wanting to understand more about the Second World War, but I'm not after "
              "two hours of pure gore either. Film or series, I'm open, something that respects what "
              "happened.",
              genres_any=["War", "History", "Documentary"]),
            q("Rainy Sunday, tea on, blanket out. I loved Downton to pieces and want another long period drama "
              "series I can disappear into for weeks, big houses, frocks, family drama, the works. One rule: "
              "nothing with dragons or magic in it, my wife tried me on one of those and I lasted ten minutes.",
              liked=[("Downton Abbey", 9)], genres_any=["Drama", "History", "Romance"], type="tv",
              genres_none=["Fantasy"]),
        ],
    },
    {
        "name": "widely-spoken-languages",
        "about": "Requests in widely spoken languages: Spanish, French, German, Portuguese, Hindi, Mandarin, "
                 "Arabic, Japanese, Russian, Italian.",
        "requests": [
            q("Quiero una película de miedo para ver con mis amigas esta noche, algo que nos haga gritar",
              genres_any=["Horror"], type="movie"),
            q("Une comédie légère pour ce soir, mais pas de dessin animé, mes enfants sont grands maintenant",
              genres_any=["Comedy"], genres_none=["Animation"]),
            q("Wir haben genau 90 Minuten, bevor die Babysitterin geht. Ein Krimi wäre schön, aber bitte kein "
              "Horror.",
              genres_any=["Crime", "Mystery", "Thriller"], genres_none=["Horror"], max_runtime=90),
            q("Alguma série de comédia pra ver com minha mãe de 70 anos? Ela não gosta de palavrão",
              genres_any=["Comedy"], type="tv", family_safe=True),
            q("परिवार के साथ देखने के लिए कोई अच्छी फिल्म बताओ, बच्चे 7 और 10 साल के हैं",
              genres_any=KIDS, type="movie", family_safe=True),
            q("想看一部科幻电影，最好是最近五年的，不要恐怖的", genres_any=["Science Fiction"], type="movie",
              year_min=2021, genres_none=["Horror"]),
            q("أبحث عن مسلسل وثائقي عن الطبيعة والحيوانات", genres_any=["Documentary"], type="tv"),
            q("一人で思いっきり泣ける映画が見たい。アニメ以外で。", genres_any=["Drama", "Romance"], type="movie",
              genres_none=["Animation"]),
            q("Посоветуйте старый вестерн, снятый до 1970 года", genres_any=["Western"], year_max=1969),
            q("Serata tra amiche, vogliamo una commedia romantica, niente di troppo lungo, massimo due ore",
              genres_any=["Romance", "Comedy"], max_runtime=120),
        ],
    },
    {
        "name": "less-common-languages",
        "about": "Requests in less common languages: Dutch, Polish, Turkish, Swedish, Greek, Vietnamese, "
                 "Tagalog, Swahili, Finnish, Hebrew.",
        "requests": [
            q("Iets spannends voor vanavond, maar geen oorlogsfilm, daar heeft mijn vriend wel genoeg van gezien",
              genres_any=["Thriller", "Action", "Crime", "Mystery"], genres_none=["War"]),
            q("Szukam dobrego serialu kryminalnego, odcinki najwyżej 50 minut", genres_any=["Crime", "Mystery"],
              type="tv", max_runtime=50),
            q("Çocuklarla izlemek için bir animasyon filmi arıyorum, en küçüğü 4 yaşında",
              genres_any=["Animation", "Family"], type="movie", family_safe=True),
            q("Jag vill ha en rolig och mysig serie, inga dokumentärer tack", genres_any=["Comedy"], type="tv",
              genres_none=["Documentary"]),
            q("Θέλω μια ταινία δράσης από τη δεκαετία του '90", genres_any=["Action"], type="movie",
              year_min=1990, year_max=1999),
            q("Có phim hoạt hình nào hay cho bé 5 tuổi không? Không có gì đáng sợ nhé",
              genres_any=["Animation", "Family"], family_safe=True, genres_none=["Horror"]),
            q("Pahelp naman, gusto ko ng nakakakilig na rom-com, yung hindi masyadong mahaba, mga 1 hour 40 "
              "lang",
              genres_any=["Romance", "Comedy"], max_runtime=100),
            q("Nataka filamu ya kuchekesha ya kuangalia na familia leo usiku", genres_any=["Comedy", "Family"],
              type="movie"),
            q("Haluaisin katsoa jonkin vanhan kauhuelokuvan, mieluiten 70- tai 80-luvulta",
              genres_any=["Horror"], type="movie", year_min=1970, year_max=1989),
            q("מחפש סדרת מדע בדיוני טובה, בלי אימה", genres_any=["Science Fiction"], type="tv",
              genres_none=["Horror"]),
        ],
    },
    {
        "name": "stacked-asks-and-profiles",
        "about": "Several clauses at once (time, era, format, refusals, viewers), some with the person's ratings.",
        "requests": [
            q("more quirky stuff please, under two hours",
              liked=[("The Grand Budapest Hotel", 9), ("Amélie", 8)], disliked=[("Fast Five", 3)],
              genres_any=["Comedy", "Romance", "Drama", "Fantasy"], max_runtime=120),
            q("me + my 6yo niece tonight, under an hour and a half. she HATED frozen, don't ask",
              genres_any=KIDS, type="movie", family_safe=True, max_runtime=90, exclude_titles=["Frozen"]),
            q("funny series from the 2010s, episodes under 30 min, and not a cartoon",
              genres_any=["Comedy"], type="tv", year_min=2010, year_max=2019, max_runtime=30,
              genres_none=["Animation"]),
            q("sci-fi horror, old school, practical effects, nothing after the 90s",
              liked=[("Alien", 9), ("The Thing", 9)], disliked=[("The Notebook", 2)],
              genres_any=["Science Fiction", "Horror"], year_max=1999),
            q("2 hours 10 till kick-off. a film, no war stuff", type="movie", max_runtime=130,
              genres_none=["War"]),
            q("Dad (70), me, and my teenage son. A movie, under 2 hours, no swearing for Dad's sake. Some "
              "adventure in it.",
              genres_any=["Adventure", "Action", "Family", "Comedy"], type="movie", family_safe=True,
              max_runtime=120),
            q("another crime series like these but one that started before 2015 so I know it's properly finished",
              liked=[("Breaking Bad", 10), ("Ozark", 8)], genres_any=["Crime", "Drama", "Thriller"], type="tv",
              year_max=2014),
            q("90s or 2000s animated film for a nostalgia night with my sister, we're both 30",
              genres_any=["Animation"], type="movie", year_min=1990, year_max=2009),
            q("horror comedy, 2015 or newer, under 100 minutes", genres_any=["Horror", "Comedy"], year_min=2015,
              max_runtime=100),
            q("period romance, a film not a series, nothing made after 2010",
              liked=[("Pride & Prejudice", 9)], disliked=[("Saw", 1)],
              genres_any=["Romance", "Drama", "History"], type="movie", year_max=2010),
        ],
    },
]
