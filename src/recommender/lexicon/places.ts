/** Languages, countries, regional industries and well-known settings. */
import { kw, type LexEntry, lex } from "./types";

export const PLACE_ENTRIES: LexEntry[] = [
  lex(
    "place",
    "british|britain|uk|u.k.|england|english countryside|brit|brits|scottish|scotland|welsh|wales|northern irish|bbc",
    {
      label: "British",
      country: { GB: 1, IE: 0.3 },
      lang: { en: 0.3 },
      k: kw("london:.4, england:.6, scotland:.6"),
    },
  ),
  lex("place", "english|english language|english-language|in english|english speaking|english-speaking", {
    label: "English-language",
    lang: { en: 1 },
    hardLang: "en",
    neg: {},
  }),
  lex("place", "irish|ireland|dublin", { label: "Irish", country: { IE: 1, GB: 0.3 }, k: kw("ireland:1, dublin:1") }),
  lex("place", "american|america|usa|u.s.|us made|hollywood movie|all american|americana", {
    label: "American",
    country: { US: 1 },
    lang: { en: 0.5 },
  }),
  lex("place", "canadian|canada|toronto|vancouver|montreal", {
    label: "Canadian",
    country: { CA: 1 },
    k: kw("canada:1, toronto:1"),
  }),
  lex("place", "australian|australia|aussie|outback|sydney|melbourne", {
    label: "Australian",
    country: { AU: 1 },
    k: kw("australia:1, outback:1"),
  }),
  lex("place", "kiwi|new zealand", { label: "New Zealand", country: { NZ: 1 } }),
  lex("place", "french|france|parisian|francais|french language|french cinema|french new wave|nouvelle vague", {
    label: "French",
    lang: { fr: 1 },
    country: { FR: 1 },
    k: kw("paris:.5, france:.6"),
  }),
  lex("place", "belgian|belgium|swiss|switzerland", {
    label: "Belgian or Swiss",
    country: { BE: 1, CH: 1 },
    lang: { fr: 0.4, de: 0.3 },
  }),
  lex("place", "korean|korea|south korea|south korean|seoul|hallyu", {
    label: "Korean",
    lang: { ko: 1 },
    country: { KR: 1 },
    k: kw("seoul:.6"),
  }),
  lex("place", "k drama|k-drama|kdrama|kdramas|k-dramas|korean drama|korean dramas|korean series|korean romance", {
    label: "K-drama",
    lang: { ko: 1 },
    country: { KR: 1 },
    g: { Drama: 0.6, Romance: 0.6, Comedy: 0.2 },
    m: { romantic: 0.4, emotional: 0.4, "binge-worthy": 0.3 },
    typePref: "tv",
  }),
  lex("place", "j horror|j-horror|jhorror|japanese horror|asian horror|korean horror", {
    label: "Asian horror",
    lang: { ja: 1, ko: 1, zh: 0.6, th: 0.6 },
    country: { JP: 1, KR: 1 },
    g: { Horror: 1 },
    m: { scary: 0.7, supernatural: 0.4, atmospheric: 0.3 },
  }),
  lex("place", "nordic noir|scandi noir|scandinavian noir|scandinavian crime|nordic crime", {
    label: "Nordic noir",
    lang: { sv: 1, da: 1, no: 1, fi: 1, is: 1 },
    country: { SE: 1, DK: 1, NO: 1, FI: 1, IS: 1 },
    g: { Crime: 1, Mystery: 0.7, Thriller: 0.6 },
    m: { dark: 0.5, atmospheric: 0.5, "slow-burn": 0.4, gritty: 0.3 },
  }),
  lex("place", "britcom|british comedy|british comedies|british humour|british humor|uk comedy|english comedy", {
    label: "British comedy",
    country: { GB: 1, IE: 0.4 },
    g: { Comedy: 1 },
    m: { witty: 0.7, absurd: 0.3, satirical: 0.3 },
  }),
  lex("place", "bollywood|bollywood musical|hindi film|hindi movie|masala|masala movie", {
    label: "Bollywood",
    lang: { hi: 1, te: 0.7, ta: 0.7, mr: 0.6 },
    country: { IN: 1 },
    g: { Music: 0.6, Romance: 0.5, Drama: 0.5, Action: 0.3 },
    m: { musical: 0.6, epic: 0.3, emotional: 0.3, "feel-good": 0.3 },
  }),
  lex("place", "japanese|japan|tokyo|kyoto|osaka|kurosawa|ozu", {
    label: "Japanese",
    lang: { ja: 1 },
    country: { JP: 1 },
    k: kw("tokyo:.5, japan:.6, kurosawa:.8"),
  }),
  lex("place", "chinese|china|mandarin|cantonese|hong kong|hongkong|taiwan|taiwanese|beijing|shanghai|wong kar wai", {
    label: "Chinese-language",
    lang: { zh: 1, cn: 0.8 },
    country: { CN: 1, HK: 1, TW: 1 },
    k: kw("hong kong:.6, china:.6"),
  }),
  lex("place", "indian|india|hindi|tollywood|telugu|tamil|kollywood|mumbai|bombay|delhi|desi", {
    label: "Indian",
    lang: { hi: 1, te: 0.9, ta: 0.9, mr: 0.7, bn: 0.7, ml: 0.7 },
    country: { IN: 1 },
    g: { Drama: 0.3, Music: 0.3, Romance: 0.2 },
    m: { musical: 0.3, epic: 0.2, emotional: 0.2 },
  }),
  lex("place", "spanish|spain|madrid|barcelona|castilian|almodovar", {
    label: "Spanish",
    lang: { es: 1 },
    country: { ES: 1 },
  }),
  lex(
    "place",
    "latin american|latino|latina|latinx|spanish language|spanish-language|mexican|mexico|argentine|argentinian|argentina|colombian|colombia|chilean|chile|peruvian|cuban|cuba|telemundo",
    {
      label: "Latin American",
      lang: { es: 1, pt: 0.5 },
      country: { MX: 1, AR: 1, CO: 1, CL: 1, PE: 1, CU: 1, BR: 0.6 },
    },
  ),
  lex("place", "brazilian|brazil|portuguese|portugal|rio", {
    label: "Portuguese-language",
    lang: { pt: 1 },
    country: { BR: 1, PT: 1 },
  }),
  lex(
    "place",
    "italian|italy|rome|venice|florence|sicily|sicilian|naples|tuscany|fellini|italian neorealism|neorealism",
    {
      label: "Italian",
      lang: { it: 1 },
      country: { IT: 1 },
      k: kw("italy:.6, rome:.5, sicily:.6, venice:.6"),
    },
  ),
  lex("place", "german|germany|berlin|munich|austrian|austria|vienna|german language", {
    label: "German-language",
    lang: { de: 1 },
    country: { DE: 1, AT: 1 },
    k: kw("berlin:.5, germany:.6"),
  }),
  lex(
    "place",
    "scandinavian|scandi|nordic|swedish|sweden|danish|denmark|norwegian|norway|finnish|finland|icelandic|iceland|stockholm|copenhagen|oslo",
    {
      label: "Scandinavian",
      lang: { sv: 1, da: 1, no: 1, fi: 1, is: 1, nb: 1 },
      country: { SE: 1, DK: 1, NO: 1, FI: 1, IS: 1 },
      k: kw("sweden:.6, denmark:.6, norway:.6"),
    },
  ),
  lex("place", "russian|russia|soviet film|moscow|tarkovsky", {
    label: "Russian",
    lang: { ru: 1 },
    country: { RU: 1 },
  }),
  lex("place", "polish|poland|czech|hungarian|romanian|eastern european|eastern europe|ukrainian|ukraine", {
    label: "Eastern European",
    lang: { pl: 1, cs: 1, hu: 1, ro: 1, uk: 1 },
    country: { PL: 1, CZ: 1, HU: 1, RO: 1, UA: 1 },
  }),
  lex(
    "place",
    "iranian|iran|persian|farsi|turkish|arabic|arab|middle east|middle eastern|lebanese|lebanon|israeli|israel|hebrew|egyptian|palestinian",
    {
      label: "Middle Eastern",
      lang: { fa: 1, tr: 1, ar: 1, he: 1 },
      country: { IR: 1, TR: 1, LB: 1, IL: 1, EG: 1, PS: 1 },
    },
  ),
  lex("place", "african|africa|nigerian|nigeria|nollywood|south african|kenyan|kenya|senegal|ghana", {
    label: "African",
    country: { NG: 1, ZA: 1, KE: 1, SN: 1, GH: 1 },
    k: kw("africa:1"),
  }),
  lex("place", "indonesian|indonesia|thai|thailand|vietnamese|filipino|philippines|malaysian|southeast asian", {
    label: "Southeast Asian",
    lang: { id: 1, th: 1, vi: 1, tl: 1 },
    country: { ID: 1, TH: 1, VN: 1, PH: 1 },
  }),
  lex(
    "place",
    "foreign|foreign language|foreign-language|foreign film|foreign films|international|world cinema|subtitles|subtitled|subs|non english|non-english|not in english|in another language",
    {
      label: "world cinema",
      lang: { "!en": 1 },
      neg: { lang: "en" },
    },
  ),
  lex("place", "dubbed|english dub|english dubbed|dub", { label: "dubbed", noNeg: true, weight: 0.2 }),
  // --- cities and settings ---
  lex("setting", "new york|new york city|nyc|manhattan|brooklyn|harlem", {
    label: "New York",
    country: { US: 0.3 },
    k: kw("new york:1, manhattan:1, brooklyn:1, harlem:1, queens:.8"),
  }),
  lex(
    "setting",
    "los angeles|l.a.|hollywood hills|beverly hills|california|san francisco|bay area|silicon valley california",
    {
      label: "California",
      country: { US: 0.3 },
      k: kw("los angeles:1, california:1, san francisco:1, hollywood:.5"),
    },
  ),
  lex("setting", "london|londoner|victorian london", {
    label: "London",
    country: { GB: 0.5 },
    k: kw("london:1, victorian london:1"),
  }),
  lex("setting", "paris", { label: "Paris", country: { FR: 0.5 }, k: kw("paris:1") }),
  lex(
    "setting",
    "chicago|boston|texas|new orleans|miami|detroit|philadelphia|seattle|washington dc|washington d.c.|baltimore|new mexico|atlanta|new jersey|florida|alaska|montana|the south|deep south|southern|appalachia|midwest|new england|hawaii",
    {
      label: "American places",
      country: { US: 0.4 },
      k: kw(
        "chicago:1, boston:1, texas:1, new orleans:1, miami:1, detroit:1, philadelphia:1, seattle:1, washington dc:1, baltimore:1, atlanta:1, new jersey:1, florida:1, alaska:1, montana:1, mississippi:.6, louisiana:.6, new england:1, hawaii:1, south:.4",
      ),
    },
  ),
  lex(
    "setting",
    "small town|small towns|small-town|sleepy town|village|villages|rural|countryside|country life|farm|farms|farmer|farming|ranch life|heartland",
    {
      label: "small-town life",
      g: { Drama: 0.6, Comedy: 0.5 },
      m: { cozy: 0.3, heartwarming: 0.3, nostalgic: 0.3, atmospheric: 0.2 },
      k: kw("small town:1, village:1, farm:1, countryside:1, rural:1"),
    },
  ),
  lex(
    "setting",
    "suburbia|suburbs|suburban|cul de sac|cul-de-sac|neighborhood|neighbourhood|neighbors|neighbours|housewives",
    {
      label: "the suburbs",
      g: { Comedy: 0.6, Drama: 0.6 },
      m: { satirical: 0.3, quirky: 0.2 },
      k: kw("suburbia:1, suburbs:1, neighbors:1, neighborhood:1"),
    },
  ),
  lex("setting", "big city|city life|urban|metropolis|city lights|nightlife", {
    label: "city life",
    g: { Drama: 0.5, Comedy: 0.5, Crime: 0.3 },
    m: { stylish: 0.4 },
    k: kw("city:1, new york:.5, nightclub:.5"),
  }),
  lex("setting", "europe|european|european cinema|arthouse european", {
    label: "European",
    lang: { "!en": 0.5 },
    country: { FR: 0.5, IT: 0.5, DE: 0.5, ES: 0.5, SE: 0.4, DK: 0.4 },
  }),
  lex("setting", "asian|asia|east asian|asian cinema", {
    label: "Asian",
    lang: { ja: 1, ko: 1, zh: 1, hi: 0.7, th: 0.7 },
    country: { JP: 1, KR: 1, CN: 1, HK: 1, TW: 1, IN: 0.6 },
  }),
  lex("setting", "mansion|manor|country house|estate house|stately home|big house|old house|haunted mansion", {
    label: "grand old houses",
    g: { Mystery: 0.6, Drama: 0.5, Horror: 0.3 },
    m: { atmospheric: 0.6, "period-piece": 0.3, mysterious: 0.4 },
    k: kw("mansion:1, manor:1, country house:1, estate:.6"),
  }),
  lex("setting", "hotel|hotels|motel|motels|inn|resort", {
    label: "hotels",
    g: { Comedy: 0.5, Drama: 0.4, Thriller: 0.3 },
    m: { quirky: 0.3, stylish: 0.3 },
    k: kw("hotel:1, motel:1, resort:1"),
  }),
];
