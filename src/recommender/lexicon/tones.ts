/** Tone and feeling words: how the person wants to feel. */
import { type LexEntry, lex } from "./types";

export const TONE_ENTRIES: LexEntry[] = [
  // --- laughter ---
  lex(
    "tone",
    "funny|funni|fun|laugh|laughs|laughter|lol|lmao|haha|hilarious|hilarity|humor|humour|humorous|humourous|comical|amusing|giggle|giggles|chuckle|chuckles|crack me up|cracks me up|make me laugh|made me laugh|belly laugh|rofl|side-splitting|riot|clever comedy|goofy|silly|daft|ridiculous",
    {
      label: "funny",
      g: { Comedy: 1 },
      m: { witty: 0.6, lighthearted: 0.4, absurd: 0.4, "feel-good": 0.2, satirical: 0.2, "dark-comedy": 0.2 },
      neg: { xg: ["Comedy"] },
    },
  ),
  lex(
    "tone",
    "witty|sharp|clever|smart dialogue|banter|quick-witted|wisecracking|dry humor|dry humour|deadpan|droll|sardonic",
    {
      label: "witty",
      g: { Comedy: 0.7, Drama: 0.2 },
      m: { witty: 1, satirical: 0.3, quirky: 0.2 },
      neg: { pm: ["witty"] },
    },
  ),
  lex(
    "tone",
    "absurd|absurdist|bonkers|zany|wacky|madcap|nonsense|nonsensical|over the top|over-the-top|batshit|unhinged|chaotic",
    {
      label: "absurd",
      g: { Comedy: 0.8 },
      m: { absurd: 1, quirky: 0.5, surreal: 0.2 },
      neg: { pm: ["absurd"] },
    },
  ),
  lex(
    "tone",
    "quirky|offbeat|eccentric|indie|kooky|oddball|odd|weird|weirdo|strange|unusual|unconventional|out there|wes anderson",
    {
      label: "quirky",
      g: { Comedy: 0.6, Drama: 0.3 },
      m: { quirky: 1, whimsical: 0.4, absurd: 0.3, surreal: 0.2, stylish: 0.2 },
      neg: { pm: ["quirky", "absurd", "surreal"] },
    },
  ),
  lex(
    "tone",
    "raunchy|crude|dirty jokes|gross out|gross-out|bawdy|naughty|vulgar|rude|filthy|adult comedy|stoner|stoner comedy",
    {
      label: "raunchy",
      g: { Comedy: 1 },
      m: { raunchy: 1, absurd: 0.3 },
      neg: { xm: ["raunchy"] },
    },
  ),
  // --- warmth ---
  lex(
    "tone",
    "feel good|feel-good|feelgood|feel better|happy|happiness|cheerful|cheer me up|cheer up|pick me up|pick-me-up|joyful|joyous|joy|delightful|delight|sunny|bright|upbeat|positive|good vibes|good mood|smile|smiles|make me smile|put a smile|lift my spirits|bad day|rough day|sad day|down in the dumps|blue|mood booster|serotonin|dopamine",
    {
      label: "feel-good",
      g: { Comedy: 0.6, Family: 0.3, Romance: 0.2, Music: 0.2, Animation: 0.2 },
      m: { "feel-good": 1, uplifting: 0.6, heartwarming: 0.5, lighthearted: 0.5, wholesome: 0.3 },
      neg: { xm: ["feel-good"] },
    },
  ),
  lex(
    "tone",
    "heartwarming|heart warming|heart-warming|warm|warmth|sweet|tender|touching|kindness|gentle|wholesome|innocent|lovely|charming|endearing|cute|adorable|aww|wholesome fun",
    {
      label: "heartwarming",
      g: { Family: 0.4, Comedy: 0.4, Drama: 0.4, Animation: 0.3, Romance: 0.2 },
      m: { heartwarming: 1, wholesome: 0.8, "feel-good": 0.6, "family-friendly": 0.2 },
      neg: { pm: ["heartwarming", "wholesome"] },
    },
  ),
  lex(
    "tone",
    "uplifting|inspiring|inspirational|inspire|motivating|motivational|motivation|hopeful|hope|optimistic|empowering|triumphant|underdog|underdogs|against all odds|rise up|never give up",
    {
      label: "uplifting",
      g: { Drama: 0.6, Comedy: 0.2, Family: 0.2, Music: 0.2 },
      m: { uplifting: 1, inspiring: 1, "feel-good": 0.4, heartwarming: 0.3 },
      k: { underdog: 0.6 },
      neg: { pm: ["inspiring", "uplifting"] },
    },
  ),
  lex(
    "tone",
    "lighthearted|light hearted|light-hearted|light|breezy|easygoing|easy going|easy-going|easy|undemanding|fluffy|fluff|frothy|bubbly|playful|carefree|low stakes|low-stakes|popcorn fun|mindless|no brainer|switch off my brain|turn my brain off|brain off|dumb fun|not too serious|nothing serious",
    {
      label: "lighthearted",
      g: { Comedy: 0.8, Family: 0.3, Animation: 0.2, Romance: 0.2 },
      m: {
        lighthearted: 1,
        "feel-good": 0.6,
        witty: 0.3,
        dark: -0.6,
        gritty: -0.5,
        violent: -0.4,
        gory: -0.6,
        tearjerker: -0.3,
      },
      neg: { pm: ["lighthearted"] },
    },
  ),
  lex(
    "tone",
    "cozy|cosy|cozie|snug|snuggly|comfy|comforting|comfort|comfort watch|comfort food|comfort show|comfort movie|hygge|warm blanket|blanket|blankets|hot chocolate|hot cocoa|tea|fireplace|fireside|pajamas|pyjamas|slippers|duvet",
    {
      label: "cozy",
      g: { Comedy: 0.5, Family: 0.3, Romance: 0.3, Animation: 0.3, Drama: 0.2, Mystery: 0.1 },
      m: {
        cozy: 1,
        heartwarming: 0.6,
        wholesome: 0.5,
        "feel-good": 0.5,
        relaxing: 0.4,
        lighthearted: 0.3,
        gory: -0.6,
        violent: -0.5,
        scary: -0.5,
      },
      neg: { xm: ["cozy"] },
    },
  ),
  lex(
    "tone",
    "relaxed|relax|relaxing|chill|chilled|chill out|chilling|calm|calming|soothing|peaceful|mellow|unwind|unwinding|decompress|wind down|winding down|low key|low-key|laid back|laid-back|slow sunday|lazy|lazy day|zone out|background|gentle pace|quiet|serene|tranquil|restful|easy watch|easy watching",
    {
      label: "relaxed",
      g: { Comedy: 0.5, Animation: 0.3, Family: 0.3, Documentary: 0.3, Romance: 0.2, Drama: 0.2 },
      m: {
        relaxing: 1,
        cozy: 0.6,
        lighthearted: 0.5,
        "feel-good": 0.4,
        wholesome: 0.3,
        tense: -0.6,
        scary: -0.7,
        violent: -0.6,
        gory: -0.7,
        "fast-paced": -0.2,
      },
      neg: { pm: ["relaxing", "cozy"] },
    },
  ),
  lex(
    "tone",
    "nostalgic|nostalgia|nostalgic vibes|throwback|retro|childhood|my childhood|grew up with|old favourites|old favorites|old favorite|old favourite|classic comfort",
    {
      label: "nostalgic",
      g: { Comedy: 0.3, Family: 0.3, Adventure: 0.3, Drama: 0.2 },
      m: { nostalgic: 1, "coming-of-age": 0.3, "feel-good": 0.3 },
      neg: { pm: ["nostalgic"] },
    },
  ),
  lex(
    "tone",
    "whimsical|whimsy|magical realism|dreamy|fanciful|storybook|fable|fables|imaginative|imagination|wonder|wonderful|sense of wonder|wondrous",
    {
      label: "whimsical",
      g: { Fantasy: 0.7, Animation: 0.5, Family: 0.3, Comedy: 0.3 },
      m: { whimsical: 1, quirky: 0.3, "visually-stunning": 0.3, heartwarming: 0.2 },
      neg: { pm: ["whimsical"] },
    },
  ),
  // --- sadness ---
  lex(
    "tone",
    "cry|crying|cries|weep|weepy|weepie|sob|sobbing|tears|tearjerker|tear jerker|tear-jerker|tearjerkers|heartbreaking|heartbreak|heart breaking|heartbroken|devastating|gut wrenching|gut-wrenching|emotional wreck|ugly cry|good cry|need a cry|kleenex|tissues",
    {
      label: "a good cry",
      g: { Drama: 1, Romance: 0.5, Horror: -0.6 },
      m: { tearjerker: 1, emotional: 0.8, bittersweet: 0.5, melancholic: 0.4, heartwarming: 0.2 },
      neg: { xm: ["tearjerker"], pm: ["melancholic", "emotional"] },
    },
  ),
  lex(
    "tone",
    "sad|sadness|sorrow|sorrowful|grief|grieving|mourning|loss|depressing|depressed|bleak|tragic|tragedy|tragedies|downer|somber|sombre|gloomy|miserable|heavy",
    {
      label: "sad",
      g: { Drama: 1, Horror: -0.5 },
      m: { melancholic: 0.9, tearjerker: 0.7, emotional: 0.6, bittersweet: 0.5, dark: 0.2 },
      k: { grief: 0.6 },
      neg: { xm: ["tearjerker"], pm: ["melancholic", "bittersweet", "dark"] },
    },
  ),
  lex(
    "tone",
    "melancholic|melancholy|wistful|pensive|moody|brooding|lonely|loneliness|introspective|contemplative|meditative|quiet sadness",
    {
      label: "melancholic",
      g: { Drama: 1 },
      m: { melancholic: 1, atmospheric: 0.5, "slow-burn": 0.4, bittersweet: 0.4, "character-driven": 0.3 },
      neg: { pm: ["melancholic"] },
    },
  ),
  lex(
    "tone",
    "bittersweet|poignant|moving|emotional|emotion|emotionally|feels|all the feels|heartfelt|sentimental|profound|deep|deeply moving|resonant",
    {
      label: "moving",
      g: { Drama: 1, Romance: 0.3, Comedy: 0.2, Horror: -0.5 },
      m: { emotional: 1, bittersweet: 0.7, heartwarming: 0.4, tearjerker: 0.3, "character-driven": 0.3 },
      neg: { pm: ["emotional", "tearjerker", "bittersweet"] },
    },
  ),
  // --- romance ---
  lex(
    "tone",
    "romantic|romantically|love|in love|lovey dovey|lovey-dovey|swoon|swoony|swoonworthy|passion|passionate|sexy|steamy|sensual|chemistry|crush|falling in love|fall in love|soulmate|soulmates|kiss|kissing|valentine|valentines|valentine's day|anniversary|honeymoon|lovers",
    {
      label: "romantic",
      g: { Romance: 1, Drama: 0.2, Comedy: 0.2 },
      m: { romantic: 1, emotional: 0.3, "feel-good": 0.2 },
      neg: { xg: ["Romance"], xm: ["romantic"] },
    },
  ),
  lex(
    "tone",
    "heartbreak romance|tragic romance|star crossed|star-crossed|forbidden love|doomed love|lost love|unrequited|unrequited love|love triangle|affair|affairs|infidelity",
    {
      label: "tragic romance",
      g: { Romance: 1, Drama: 1 },
      m: { romantic: 0.8, tearjerker: 0.5, bittersweet: 0.6, emotional: 0.5 },
      k: { "love triangle": 0.6, "forbidden love": 0.8, affair: 0.6, "lost love": 0.8 },
    },
  ),
  // --- fear ---
  lex(
    "tone",
    "scary|scare|scares|scared|scare me|spook me|creepy|creep|creeps|creepiest|eerie|unsettling|disturbing|spine chilling|spine-chilling|hair raising|hair-raising|bone chilling|jump scare|jump scares|jumpscare|jumpscares|freaky|freak me out|dread|dreadful|sinister|menacing|macabre|goosebumps|shivers|sleep with the lights on|keep me up at night",
    {
      label: "scary",
      g: { Horror: 1, Thriller: 0.5 },
      m: { scary: 1, spooky: 0.6, tense: 0.5, suspenseful: 0.4, atmospheric: 0.2, supernatural: 0.2 },
      neg: { xg: ["Horror"], xm: ["scary", "gory"], pm: ["spooky", "tense"] },
    },
  ),
  lex(
    "tone",
    "spooky|spookie|halloween|halloween night|october|spooky season|haunted|haunt|haunting|ghost|ghosts|ghostly|ghost story|ghost stories|witch|witches|witchcraft|paranormal|supernatural|spirits|poltergeist|seance|occult|cursed|curse|demon|demons|demonic|possession|possessed|exorcism",
    {
      label: "spooky",
      g: { Horror: 0.8, Fantasy: 0.4, Mystery: 0.3, Thriller: 0.2 },
      m: { spooky: 1, supernatural: 0.8, scary: 0.4, atmospheric: 0.4, mysterious: 0.3 },
      k: {
        ghosts: 0.8,
        "haunted house": 0.8,
        witches: 0.6,
        curse: 0.5,
        demons: 0.5,
        halloween: 0.8,
        possession: 0.6,
        exorcism: 0.8,
      },
      neg: { xm: ["spooky", "scary"], pg: ["Horror"] },
    },
  ),
  lex(
    "tone",
    "gory|gore|gorey|bloody|blood|bloodbath|blood soaked|blood-soaked|gruesome|grisly|graphic|graphic violence|visceral|guts|brutal|brutality|savage|extreme|nasty",
    {
      label: "gory",
      g: { Horror: 0.8, Action: 0.3, Thriller: 0.3 },
      m: { gory: 1, violent: 0.8, dark: 0.3, scary: 0.3 },
      neg: { xm: ["gory"], pm: ["violent"] },
    },
  ),
  lex(
    "tone",
    "violent|violence|bloodshed|killing spree|mayhem|carnage|ultraviolent|ultra violent|rampage|body count|shoot out|fights|fighting|fight scenes",
    {
      label: "violent",
      g: { Action: 0.7, Crime: 0.5, Thriller: 0.4, War: 0.2 },
      m: { violent: 1, "action-packed": 0.4, gritty: 0.3, gory: 0.3 },
      neg: { xm: ["violent", "gory"] },
    },
  ),
  // --- darkness, tension ---
  lex(
    "tone",
    "dark|darker|darkest|grim|grimdark|sinister tone|nihilistic|bleak world|morally grey|morally gray|morally ambiguous|cynical|heavy stuff|edgy|intense",
    {
      label: "dark",
      g: { Thriller: 0.5, Drama: 0.5, Crime: 0.4, Horror: 0.2, Family: -0.6, Animation: -0.3 },
      m: { dark: 1, gritty: 0.5, psychological: 0.3, tense: 0.3, violent: 0.2 },
      neg: { pm: ["dark", "gritty", "violent"] },
    },
  ),
  lex(
    "tone",
    "gritty|gritty realism|raw|realistic|hard hitting|hard-hitting|grimy|gritty crime|street|streets|tough|hardened|no holds barred|unflinching|visceral realism",
    {
      label: "gritty",
      g: { Crime: 0.7, Drama: 0.6, Thriller: 0.4, War: 0.2 },
      m: { gritty: 1, dark: 0.5, violent: 0.3, tense: 0.2 },
      neg: { pm: ["gritty", "violent"] },
    },
  ),
  lex(
    "tone",
    "nerve wracking|nerve-wracking|nervy|on edge|heart pounding|heart-pounding|adrenaline|adrenalin|adrenaline rush|rush|exciting|excitement|excite|thrill ride|rollercoaster|roller coaster|high octane|high-octane|intense ride|breathless|kinetic",
    {
      label: "exciting",
      g: { Action: 0.8, Thriller: 0.8, Adventure: 0.4 },
      m: { tense: 0.7, suspenseful: 0.7, "action-packed": 0.7, "fast-paced": 0.7, adventurous: 0.3 },
      neg: { pm: ["tense", "suspenseful", "action-packed"] },
    },
  ),
  lex(
    "tone",
    "fast paced|fast-paced|fast|quick paced|pacey|snappy|propulsive|relentless|non stop|non-stop|nonstop|breakneck|frenetic|punchy|zippy|energetic|high energy|high-energy|lively",
    {
      label: "fast-paced",
      g: { Action: 0.6, Thriller: 0.4, Comedy: 0.2 },
      m: { "fast-paced": 1, "action-packed": 0.5 },
      neg: { pm: ["fast-paced", "action-packed"] },
    },
  ),
  lex(
    "tone",
    "slow burn|slow-burn|slow burner|slowburn|slow|slow paced|slow-paced|patient|deliberate|measured|simmering|brooding suspense|takes its time",
    {
      label: "slow-burn",
      g: { Drama: 0.6, Thriller: 0.5, Mystery: 0.4 },
      m: { "slow-burn": 1, atmospheric: 0.5, "character-driven": 0.4, psychological: 0.2 },
      neg: { pm: ["slow-burn"] },
    },
  ),
  lex(
    "tone",
    "atmospheric|atmosphere|moody atmosphere|immersive|hypnotic|mesmerizing|mesmerising|haunting beauty|evocative|ambient|vibey|aesthetic",
    {
      label: "atmospheric",
      g: { Drama: 0.4, Mystery: 0.4, Thriller: 0.3, "Science Fiction": 0.2 },
      m: { atmospheric: 1, "visually-stunning": 0.5, stylish: 0.4, "slow-burn": 0.3 },
    },
  ),
  lex(
    "tone",
    "mind bending|mind-bending|mindbending|mind blowing|mind-blowing|mindblowing|mind fuck|mindfuck|mindf|trippy|trip|psychedelic|head trip|brain melting|melt my brain|reality bending|reality-bending|puzzle box|makes you think twice|confusing|complex|complicated|layered|cerebral|heady|brainy|brain teaser|inception like",
    {
      label: "mind-bending",
      g: { "Science Fiction": 1, Thriller: 0.5, Mystery: 0.5, Drama: 0.2 },
      m: { "mind-bending": 1, twisty: 0.6, surreal: 0.5, psychological: 0.4, "thought-provoking": 0.4 },
      neg: { pm: ["mind-bending", "surreal"] },
    },
  ),
  lex(
    "tone",
    "surreal|surrealist|surrealism|dreamlike|dream like|dream-like|hallucinatory|bizarre|lynchian|kafkaesque|fever dream|avant garde|avant-garde|experimental|arthouse|art house|art film|artsy|arty",
    {
      label: "surreal",
      g: { Drama: 0.5, Fantasy: 0.4, Mystery: 0.3, Comedy: 0.2 },
      m: { surreal: 1, "mind-bending": 0.4, quirky: 0.4, atmospheric: 0.4, stylish: 0.3 },
      neg: { pm: ["surreal", "absurd"] },
    },
  ),
  lex(
    "tone",
    "twist|twists|twisty|plot twist|plot twists|twist ending|surprise ending|unpredictable|keeps you guessing|keep me guessing|shocking ending|didnt see it coming|didn't see it coming|jaw dropping|jaw-dropping",
    {
      label: "twisty",
      g: { Thriller: 0.8, Mystery: 0.8, Crime: 0.3 },
      m: { twisty: 1, suspenseful: 0.5, "mind-bending": 0.4, mysterious: 0.3 },
    },
  ),
  lex(
    "tone",
    "psychological|psychology|psyche|mental|madness|insanity|obsession|obsessive|paranoia|paranoid|unreliable narrator|descent into madness|gaslighting|manipulation",
    {
      label: "psychological",
      g: { Thriller: 0.8, Drama: 0.6, Mystery: 0.3, Horror: 0.2 },
      m: { psychological: 1, tense: 0.4, dark: 0.4, twisty: 0.3, "mind-bending": 0.2 },
      k: { obsession: 0.6, paranoia: 0.6, identity: 0.3 },
      neg: { pm: ["psychological", "dark"] },
    },
  ),
  // --- thinking ---
  lex(
    "tone",
    "thought provoking|thought-provoking|thoughtprovoking|make me think|makes you think|make you think|thinker|intelligent|smart|clever film|philosophical|philosophy|meaningful|meaning of life|existential|big ideas|deep thoughts|food for thought|insightful|challenging|provocative|eye opening|eye-opening|timely",
    {
      label: "thought-provoking",
      g: { Drama: 0.8, "Science Fiction": 0.5, Documentary: 0.5, Mystery: 0.2, History: 0.2 },
      m: { "thought-provoking": 1, "mind-bending": 0.3, political: 0.2, "character-driven": 0.3, psychological: 0.2 },
      neg: { pm: ["thought-provoking"] },
    },
  ),
  lex(
    "tone",
    "character driven|character-driven|character study|character studies|character piece|slice of life|slice-of-life|small story|intimate|human story|human drama|performances|great acting|acting|actor's showcase|quiet drama|indie drama",
    {
      label: "character-driven",
      g: { Drama: 1, Comedy: 0.2 },
      m: { "character-driven": 1, emotional: 0.3, bittersweet: 0.3, "slow-burn": 0.2 },
    },
  ),
  lex(
    "tone",
    "political|politics|politician|politicians|government|election|elections|president|presidential|power struggle|corruption|corrupt|scandal|propaganda|activism|protest|revolution|regime|dictator|dictatorship|totalitarian|oppression|civil rights|social justice|injustice",
    {
      label: "political",
      g: { Drama: 0.8, History: 0.4, Thriller: 0.3, Documentary: 0.3 },
      m: { political: 1, "thought-provoking": 0.5, satirical: 0.2 },
      k: {
        president: 0.5,
        election: 0.6,
        corruption: 0.6,
        revolution: 0.5,
        "civil rights": 0.6,
        racism: 0.5,
        politics: 0.6,
      },
    },
  ),
  // --- look & feel ---
  lex(
    "tone",
    "stylish|style|stylized|stylised|slick|cool|sleek|swagger|hip|neon|neon-soaked|sexy style|tarantino|fashionable|glamorous|glamour|glam",
    {
      label: "stylish",
      g: { Crime: 0.4, Thriller: 0.4, Action: 0.3, Drama: 0.3 },
      m: { stylish: 1, "visually-stunning": 0.4, witty: 0.2 },
    },
  ),
  lex(
    "tone",
    "beautiful|gorgeous|stunning|visually stunning|visually-stunning|visual|visuals|eye candy|breathtaking|cinematography|spectacle visuals|pretty to look at|lush|painterly|colorful|colourful|big screen|imax|4k",
    {
      label: "visually stunning",
      g: { Fantasy: 0.4, "Science Fiction": 0.4, Adventure: 0.4, Animation: 0.4, Drama: 0.3, Documentary: 0.2 },
      m: { "visually-stunning": 1, epic: 0.4, atmospheric: 0.3 },
    },
  ),
  lex(
    "tone",
    "adventurous|adventure mood|adventuresome|exploration|explore|exploring|explorer|explorers|daring|bold|escapade|escapades|escapism|escapist|escape|journey|journeys|voyage|odyssey",
    {
      label: "adventurous",
      g: { Adventure: 1, Action: 0.6, Fantasy: 0.6, "Science Fiction": 0.3, Family: 0.1 },
      m: { adventurous: 1, epic: 0.4, "action-packed": 0.3, "visually-stunning": 0.2 },
      neg: { xg: ["Adventure"], pm: ["adventurous"] },
    },
  ),
  lex(
    "format",
    "binge|binges|bingeable|bingeworthy|binge-worthy|binge worthy|binge watch|binge-watch|binge watching|marathon|addictive|hooked|can't stop watching|cant stop watching|one more episode|cliffhanger|cliffhangers|page turner",
    {
      label: "binge-worthy",
      m: { "binge-worthy": 1, suspenseful: 0.3, twisty: 0.3 },
      type: "tv",
      noNeg: true,
    },
  ),
  lex(
    "tone",
    "friendship|friendships|friends|best friends|bff|bffs|buddy|buddies|buddy comedy|buddy cop|buddy movie|pals|squad|found family|bromance|camaraderie|brotherhood|sisterhood|loyalty",
    {
      label: "friendship",
      g: { Comedy: 0.6, Drama: 0.4, Adventure: 0.3 },
      m: { friendship: 1, heartwarming: 0.4, "feel-good": 0.3 },
      k: { "best friends": 0.6, friendship: 0.8, "buddy cop": 0.8, "found family": 0.8 },
    },
  ),
  lex(
    "tone",
    "hope for humanity|faith in humanity|humanity|humane|compassion|compassionate|empathy|redemption|second chance|second chances|forgiveness|healing",
    {
      label: "hopeful",
      g: { Drama: 1 },
      m: { uplifting: 0.7, heartwarming: 0.6, inspiring: 0.5, emotional: 0.4 },
      k: { redemption: 0.8, forgiveness: 0.6 },
    },
  ),
  lex("tone", "angry|rage|anger|revenge|vengeance|vendetta|payback|retribution|get even", {
    label: "revenge",
    g: { Action: 0.7, Thriller: 0.7, Crime: 0.5, Drama: 0.3 },
    m: { violent: 0.5, dark: 0.4, tense: 0.4, gritty: 0.3 },
    k: { revenge: 1, vengeance: 1, vigilante: 0.6 },
  }),
  lex(
    "tone",
    "bored|boredom|boring day|nothing to do|kill time|killing time|pass the time|entertain me|entertaining|entertainment|fun watch|crowd pleaser|crowd-pleaser|crowdpleaser|something fun",
    {
      label: "entertaining",
      weight: 0.7,
      g: { Comedy: 0.6, Adventure: 0.5, Action: 0.5 },
      m: { "feel-good": 0.5, "fast-paced": 0.4, witty: 0.4, adventurous: 0.3, lighthearted: 0.3 },
    },
  ),
  lex(
    "tone",
    "stressed|stress|stressful day|anxious|anxiety|overwhelmed|burnt out|burned out|burnout|exhausted|tired|sleepy|drained|long day|long week|hard day|hard week|tough day|tough week",
    {
      label: "a long day",
      g: { Comedy: 0.8, Animation: 0.3, Family: 0.3, Romance: 0.2 },
      m: {
        relaxing: 0.8,
        cozy: 0.7,
        lighthearted: 0.7,
        "feel-good": 0.7,
        wholesome: 0.4,
        tense: -0.6,
        scary: -0.8,
        gory: -0.8,
        violent: -0.6,
        dark: -0.5,
      },
    },
  ),
  lex("tone", "lonely night|heartbroken night|breakup|break up|broke up|dumped|post breakup|post-breakup", {
    label: "a breakup",
    g: { Comedy: 0.7, Romance: 0.5, Drama: 0.3 },
    m: { "feel-good": 0.7, witty: 0.4, bittersweet: 0.4, romantic: 0.3, uplifting: 0.4 },
    k: { breakup: 1, divorce: 0.4 },
  }),
];
