/**
 * Numbers with their units in Zulu, read before the words of ./foreign on the folded text. Zulu says the
 * unit before its number and joins a concord to both ("amahora amabili" two hours, "imizuzu engu-90",
 * "ngaphansi kwamahora amabili" under two hours), so a length is the unit, then the number, then "and a
 * half" ("ihora nesigamu"); decades ("iminyaka yama-90", "ngawo-1990"), ages ("oneminyaka engu-6",
 * "eneminyaka eyisithupha"), years ("ngaphambi kuka-2000", "emva kuka-2010", "kusukela ngo-2015") and
 * lengths become their English. A loanword takes its class prefix with a hyphen ("i-thriller",
 * "ama-series", "nama-horror"): the prefix goes, "with" kept. Zulu says a kind of title before what
 * describes it ("ifilimu esabisayo", a film that scares): a describing word the lexicon knows is put
 * first, as English says it, so "angifuni ifilimu esabisayo" refuses horror and not every film. The
 * refusal itself comes first, as in English ("angifuni", "hhayi", "ngaphandle kwe-"): nothing to turn
 * round. Each pattern is literal words around one bounded number, or one or two bounded words.
 */
import { COMPILED } from "../lexicon/index";
import { stemPhrase } from "../text";
import { inflected, LANGUAGES } from "./foreign-languages";
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const ONLY = ["zu"];
const START = "(?<![a-z])";
const END = "(?![a-z\\d])";

/** The digit-year, with the year word and the concord a year takes ("konyaka ka-2000", "kuka-2000", "ngo-2015"). */
const YEAR_REF = `(?:(?:ko|ku|ngo)nyaka\\s|onyakeni\\s)?(?:kowezi|wezi|kuka|kwa|kwe|ka|ku|ko|ngo|ngu|yi|no|o)?-?\\s?${DIGIT_YEAR}`;

/** Number words of the counted forms they take after their unit (class 5 "ihora elilodwa", 6 "amahora amabili", 4 "imizuzu emibili", 10). */
const SMALL: Readonly<Record<string, string>> = {
  kunye: "1",
  elilodwa: "1",
  lilodwa: "1",
  owodwa: "1",
  eyodwa: "1",
  munye: "1",
  kubili: "2",
  amabili: "2",
  mabili: "2",
  emibili: "2",
  ezimbili: "2",
  kuthathu: "3",
  amathathu: "3",
  emithathu: "3",
  ezintathu: "3",
  kune: "4",
  amane: "4",
  emine: "4",
  ezine: "4",
  kuhlanu: "5",
  amahlanu: "5",
  emihlanu: "5",
  ezinhlanu: "5",
};
/** Six to ten are nouns, taken with a copula ("ayisithupha", "eyisithupha"): each with its forms. */
const NOUNS: Readonly<Record<string, string>> = {
  isithupha: "6",
  isikhombisa: "7",
  isishiyagalombili: "8",
  isishiyagalolunye: "9",
  ishumi: "10",
  "ishumi nanye": "11",
  "ishumi nambili": "12",
  "ishumi nanhlanu": "15",
};
/** The tens: "amashumi" and its count ("amashumi amabili" twenty), with or without the copula "nga-". */
const TENS_OF: Readonly<Record<string, string>> = {
  amabili: "20",
  amathathu: "30",
  amane: "40",
  "amane nanhlanu": "45",
  amahlanu: "50",
  ayisithupha: "60",
  ayisikhombisa: "70",
  ayisishiyagalombili: "80",
  ayisishiyagalolunye: "90",
};

function numberWords(): Record<string, string> {
  const words: Record<string, string> = { ...SMALL };
  for (const [noun, n] of Object.entries(NOUNS)) {
    for (const copula of ["", "y", "ay", "ey"]) words[copula + noun] = n;
  }
  for (const [count, n] of Object.entries(TENS_OF)) {
    for (const copula of ["", "anga", "enga"]) words[`${copula}mashumi ${count}`] = n;
  }
  return words;
}

/** The tens after a decade word ("iminyaka yamashumi ayisishiyagalolunye", the nineties). */
const TENS: Readonly<Record<string, string>> = {
  "mashumi amathathu": "30",
  "mashumi amane": "40",
  "mashumi amahlanu": "50",
  "mashumi ayisithupha": "60",
  "mashumi ayisikhombisa": "70",
  "mashumi ayisishiyagalombili": "80",
  "mashumi ayisishiyagalolunye": "90",
};

/**
 * Numbers read by the shared builder; its lookbehind sees no letters, so a concord may stand before a
 * word ("engamashumi"), and START bounds the whole.
 */
const { pattern: NUMBER_WORD, digitsOf: digitsOfWord } = scriptNumbers("", numberWords(), TENS, () => false);
const digitsOf = (n: string): string => digitsOfWord(n.toLowerCase());
/** The concord joined to digits ("engu-90", "ama-2", "eyi-6"), only before digits. */
const CONCORD = "(?:[aeo]?(?:ngama|ngu|yi|ma|mi|zi|li)-?(?=\\d))?";
const NUMBER = `${CONCORD}${NUMBER_WORD}`;

/** The connective before a unit ("kwamahora" of hours, "kunamahora" than hours, "namahora" and hours). */
const JOIN = "(?:kw|ng|kun|[yzwslbn])?";
/** Hours and minutes with the concords and locatives they take ("amahora", "kwehora", "emahoreni", "imizuzu", "kwemizuzu"). */
const UNIT = `(?:${JOIN}(?:ama|e)|i)ho[rl]a|e(?:ma)?ho[rl]eni|(?:${JOIN}e|i)mizuzu|(?:${JOIN}o|u)mzuzu|em(?:i)?zuzwini|(?:${JOIN}a?ma-?)?minithi`;
/** Half an hour ("isigamu sehora", "ingxenye yehora", "ngaphansi kwesigamu sehora"). */
const HALF_HOUR = `${JOIN}[ei]sigamu\\ss?eho[rl]a|${JOIN}[ei]ngxenye\\sy?eho[rl]a`;
/** A length: half an hour, or a unit, its number and "and a half" (groups: half hour, unit, number, half). */
const LENGTH = `(?:(${HALF_HOUR})|(${UNIT})(?:\\s${NUMBER})?(?:\\s(nesigamu|nengxenye))?)${END}`;

const isMinutes = (unit: string): boolean => /zu|minithi/i.test(unit);
/** A plural unit says its number; a singular one ("ihora", "kwehora", "umzuzu") is one. */
const isPlural = (unit: string): boolean => /ama|ema|mizu|minithi/i.test(unit);

/** A length in English after what limits it ("under "); the match unchanged when it says no number. */
const lengthOf =
  (limit: string) =>
  (
    match: string,
    half: string | undefined,
    unit: string | undefined,
    n: string | undefined,
    more: string | undefined,
  ) => {
    if (half) return ` ${limit}0.5 hours `;
    if (!unit || (!n && !more && (limit === "" || isPlural(unit)))) return match;
    const count = (n ? Number(digitsOf(n)) : 1) + (more ? 0.5 : 0);
    return ` ${limit}${count} ${isMinutes(unit) ? "minutes" : "hours"} `;
  };

/** Limits said before a length: "hhayi ngaphezu" (not more than), "engadluli"/"engeqi" (that does not exceed). */
const NO_LONGER =
  "(?:(?:hhayi|hayi|ingabi|ungabi|engabi|engekho|ezingekho)\\sngaphezu(?:lu)?|engadluli|ezingadluli|ingadluli|ungadluli|engedluli|ezingedluli|engeqile|ezingeqile|engeqi|ezingeqi|ingeqi)";
const UNDER = "(?:ngaphansi|engaphansi|ezingaphansi|okungaphansi|yangaphansi|emfushane|ezimfushane|efushane)";
const MORE = "(?:ngaphezu(?:lu)?|engaphezu(?:lu)?|ezingaphezu(?:lu)?|okungaphezu(?:lu)?|ende|ezinde)";
const UP_TO = "(?:kuze\\skufike|kuze\\skube|kufika)";

/** The years a decade or age is counted in ("iminyaka", "ngeminyaka" in the years, "oneminyaka" having years). */
const DECADE_YEARS = `${START}(?:(?:ng|y|kw|z|w)?e|i)minyaka\\s`;
/** The years a span is counted in ("kule minyaka", "eminyakeni" in the years, "yeminyaka" of the years). */
const COUNTED_YEARS = "(?:(?:ng|[yzwk])?e|i)?minyak(?:a|eni)";
const AGE_YEARS = `${START}(?:(?:aba|ba|[oeia])?ne|[yzwbk]e|i)minyaka\\s`;

/** The titles a Zulu describing word follows ("ifilimu esabisayo"), and the loanwords left once their prefix goes. */
const HEADS =
  "ifilimu|ifilimi|ifulimu|amafilimu|amafilimi|imuvi|amamuvi|ibhayisikobho|ibhayisikopo|amabhayisikobho|uchungechunge|ochungechunge|umdlalo|isiqephu|iziqephu|idokhumentari|idokumentari|amadokhumentari|izinto|movies?|films?|series|shows?";
const ZULU = LANGUAGES.find((l) => l.code === "zu");

/** True when the table lists the phrase as it stands. */
const listed = (phrase: string): boolean => ZULU?.words.has(phrase.toLowerCase()) === true;

/** The English of a Zulu describing word when the lexicon reads it ("esabisayo" scary, "yamahlaya" comedy, "engesabisi" not scary). */
function describing(word: string): string | undefined {
  if (!ZULU) return undefined;
  const lower = word.toLowerCase();
  const english = ZULU.words.get(lower) ?? ZULU.grammar.get(lower) ?? inflected(ZULU, lower, new Map())?.english;
  if (english === undefined) return undefined;
  // "with kids", "for kids" say who is watching, not what the title is: they stay after it
  if (/^(?:with|for)\s/.test(english)) return undefined;
  const plain = english.replace(/^not\s(?:too\s)?/, "");
  return COMPILED.phrases.has(stemPhrase(plain)) ? english : undefined;
}

export const ZULU_NUMBER_FORMS: NumberForm[] = [
  // a loanword's class prefix goes ("i-thriller", "ama-series", "kuma-Netflix"); "with" stays ("nama-horror")
  { pattern: /(?<![a-z-])(?:nama|nezi|naba|ne|na|no)-(?=[a-z])/gi, english: "with ", only: ONLY },
  {
    pattern:
      /(?<![a-z-])(?:ngama|ngezi|kwama|kwezi|kwaba|kuma|yama|zama|lama|yezi|zezi|lezi|ama|izi|ezi|aba|imi|kwa|kwe|kwi|ku|ka|ye|ya|yi|za|ze|wa|we|la|le|lo|sa|se|ba|be|nge|ngo|nga|ma|i|u|o|e)-(?=[a-z])/gi,
    english: "",
    only: ONLY,
  },
  // a decimal comma ("amahora angu-1,5"): a point
  { pattern: /(?<![\d.,])(\d),(\d)(?![\d,])/g, english: "$1.$2", only: ONLY },
  // decades: "iminyaka yama-90", "ngeminyaka yawo-1990", "yama-80s", "kuma-90s", "iminyaka yamashumi ayisishiyagalolunye"
  {
    pattern: new RegExp(`${DECADE_YEARS}(?:ya|yo|ye|za)(?:ma|wo)?-?\\s?((?:19|20)?\\d0)(?:['’]?s)?(?!\\d)`, "gi"),
    english: " $1s ",
    only: ONLY,
  },
  {
    pattern: new RegExp(`${DECADE_YEARS}(?:ya|ye)(${Object.keys(TENS).join("|")})${END}`, "gi"),
    english: (_m: string, tens: string) => ` ${TENS[tens.toLowerCase()] ?? tens}s `,
    only: ONLY,
  },
  {
    pattern: /(?<![a-z])(?:ya|za|wa|la|sa|ba|kwa|nga|ku|eza|a)?(?:ma|wo)-?((?:19|20)\d0|[3-9]0)(?:['’]?s)?(?!\d)/gi,
    english: " $1s ",
    only: ONLY,
  },
  // the years counted back ("kule minyaka engu-10 edlule"), and years ago ("eminyakeni engu-20 eyadlula"), before an age is read in them
  {
    pattern: new RegExp(
      `${START}(?:kule\\s|kulena\\s)?${COUNTED_YEARS}\\s${NUMBER}\\s(?:edlule|eyedlule|esanda\\skudlula)${END}`,
      "gi",
    ),
    english: (_m: string, n: string) => ` the last ${digitsOf(n)} years `,
    only: ONLY,
  },
  {
    pattern: new RegExp(`${START}${COUNTED_YEARS}\\s${NUMBER}\\s(?:eyadlula|edlulile|ezadlula)${END}`, "gi"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} years ago `,
    only: ONLY,
  },
  // ages: "oneminyaka engu-6", "eneminyaka eyisithupha ubudala", "yeminyaka eyi-8"
  {
    pattern: new RegExp(`${AGE_YEARS}${NUMBER}${END}(?:\\s(?:ubudala|yobudala))?`, "gi"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ONLY,
  },
  // years: "kusukela ngo-2010 kuya ku-2015", "phakathi kuka-2010 no-2015", "ngaphambi kuka-2000", "emva kuka-2010", "kusukela ngo-2015", "ngo-1995"
  {
    pattern: new RegExp(
      `${START}(?:kusukela|kusuka|ukusukela|phakathi)\\s${YEAR_REF}\\s(?:kuya\\s|kuze\\skube\\s|kuze\\skufike\\s|kanye\\s)?(?:kuka|ku|ngu|no|ko|ka|yi|o)?-?\\s?${DIGIT_YEAR}`,
      "gi",
    ),
    english: " from $1 to $2 ",
    only: ONLY,
  },
  {
    pattern: new RegExp(`${START}(?:[yzwlsb]a|kwa|e)?(?:ngaphambili|ngaphambi|phambi)\\s${YEAR_REF}`, "gi"),
    english: " before $1 ",
    only: ONLY,
  },
  {
    pattern: new RegExp(`${START}(?:[yzwlsb]a|kwa|e)?(?:ngemumva|ngemuva|ngemva|emuva|emva)\\s${YEAR_REF}`, "gi"),
    english: " after $1 ",
    only: ONLY,
  },
  {
    pattern: new RegExp(`${START}(?:kusukela|kusuka|ukusukela|selokhu)\\s${YEAR_REF}`, "gi"),
    english: " since $1 ",
    only: ONLY,
  },
  {
    pattern: new RegExp(
      `${START}(?:(?:(?:ko|ku|ngo)nyaka|onyakeni)\\s(?:wezi|ka|we|wa)?|(?:[yzwlsb]a)?ngo|(?:[yzwlsb]a)?ka|kuka)-?\\s?${DIGIT_YEAR}`,
      "gi",
    ),
    english: " $1 ",
    only: ONLY,
  },
  // lengths: "hhayi ngaphezu kwamahora amabili", "engeqi imizuzu engu-90", "ngaphansi kwehora", "ihora nesigamu"
  { pattern: new RegExp(`${START}${NO_LONGER}\\s${LENGTH}`, "gi"), english: lengthOf("no longer than "), only: ONLY },
  { pattern: new RegExp(`${START}${UNDER}\\s${LENGTH}`, "gi"), english: lengthOf("under "), only: ONLY },
  { pattern: new RegExp(`${START}${UP_TO}\\s${LENGTH}`, "gi"), english: lengthOf("up to "), only: ONLY },
  { pattern: new RegExp(`${START}${MORE}\\s${LENGTH}`, "gi"), english: lengthOf("more than "), only: ONLY },
  { pattern: new RegExp(`${START}${LENGTH}`, "gi"), english: lengthOf(""), only: ONLY },
  // digits before their unit, as some type them ("90 imizuzu", "2 amahora")
  {
    pattern: new RegExp(`(?<![\\d.,])(\\d{1,3}(?:\\.\\d)?)\\s?(${UNIT})${END}`, "gi"),
    english: (_m: string, n: string, unit: string) => ` ${n} ${isMinutes(unit) ? "minutes" : "hours"} `,
    only: ONLY,
  },
  // a describing word or phrase before its title, as English puts it: "ifilimu esabisayo" → "esabisayo ifilimu"
  // (scary film), "ifilimu yesayensi eqanjiwe" → "yesayensi eqanjiwe ifilimu" (science fiction film)
  {
    pattern: new RegExp(`(?<![a-z-])(${HEADS})\\s([a-z]{3,30})(?:\\s([a-z]{3,30}))?(?![a-z-])`, "gi"),
    english: (match: string, head: string, word: string, next: string | undefined) => {
      // a title the table lists with its describing word ("idokhumentari yezilwane") is read whole
      if (listed(`${head} ${word}`)) return match;
      if (next && describing(`${word} ${next}`)) return `${word} ${next} ${head}`;
      if (describing(word)) return `${word} ${head}${next ? ` ${next}` : ""}`;
      return match;
    },
    only: ONLY,
  },
];
