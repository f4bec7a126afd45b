/**
 * Numbers with their units in Telugu, read before the words of ./foreign on the folded text
 * (../foreign-letters: Telugu digits are 0–9 by then, "ై" is whole and joiners are gone): decades
 * ("90లలో", "90ల నాటి", "90వ దశకం", "తొంభైలలో") become "90s", ages ("6 ఏళ్ల", "ఆరేళ్ల", "6 సంవత్సరాల
 * వయసు") "6 year old", years ("2000 కంటే ముందు", "2010 తర్వాత", "2015 నుండి") "before 2000", "after
 * 2010", "since 2015", and lengths ("2 గంటల కంటే ఎక్కువ ఉండకూడదు", "90 నిమిషాల లోపు", "గంటన్నర",
 * "అరగంట") their English. Telugu puts the refusal and "for" after what they govern ("హారర్ సినిమా
 * వద్దు", "హింస లేని", "పిల్లల కోసం"): those are turned round. `\b` does not see these letters, so each
 * pattern bounds its words with lookarounds on the script's letters; each is literal words around one
 * bounded number or word.
 */
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const TE = "\\u0c00-\\u0c7f";
const END = `(?![${TE}])`;
const YEAR = DIGIT_YEAR;

/** Telugu number words, one to twelve, the tens of the minutes and the halves, and their digits. */
const TE_NUMBERS: Readonly<Record<string, string>> = {
  ఒక: "1",
  ఒక్క: "1",
  ఒకటి: "1",
  రెండు: "2",
  మూడు: "3",
  నాలుగు: "4",
  ఐదు: "5",
  అయిదు: "5",
  ఆరు: "6",
  ఏడు: "7",
  ఎనిమిది: "8",
  తొమ్మిది: "9",
  పది: "10",
  పదకొండు: "11",
  పన్నెండు: "12",
  పదిహేను: "15",
  ఇరవై: "20",
  ముప్పై: "30",
  ముప్పయి: "30",
  నలభై: "40",
  "నలభై ఐదు": "45",
  యాభై: "50",
  అరవై: "60",
  తొంభై: "90",
  ఒకటిన్నర: "1.5",
  రెండున్నర: "2.5",
  అర: "0.5",
};

/** The tens in words ("ఎనభైలలో" is in the eighties), in the spellings people type, and their digits. */
const TENS: Readonly<Record<string, string>> = {
  నలభై: "40",
  యాభై: "50",
  అరవై: "60",
  డెబ్బై: "70",
  డెబ్భై: "70",
  ఎనభై: "80",
  ఎనబై: "80",
  తొంభై: "90",
  తొంబై: "90",
};

/**
 * A number joined to "ఏళ్ల" (years old) drops its last vowel ("ఆరు" and "ఏళ్ల" are "ఆరేళ్ల"): the
 * numbers as they stand before the joined "ే", and their digits.
 */
const JOINED_YEARS: Readonly<Record<string, string>> = {
  రెండ: "2",
  మూడ: "3",
  నాలుగ: "4",
  ఐద: "5",
  అయిద: "5",
  ఆర: "6",
  ఏడ: "7",
  ఎనిమిద: "8",
  తొమ్మిద: "9",
  పద: "10",
  పదకొండ: "11",
  పన్నెండ: "12",
  పదమూడ: "13",
  పద్నాలుగ: "14",
  పదిహేన: "15",
};
const JOINED = `(?<![${TE}])(${Object.keys(JOINED_YEARS)
  .sort((a, b) => b.length - a.length)
  .join("|")})ే`;

/** Numbers, lengths and decades read by the shared builder. */
const { pattern: NUMBER, digitsOf, length, decade } = scriptNumbers(TE, TE_NUMBERS, TENS, (unit) => unit !== "గంట");
/** The plural and case a decade carries ("90లలో" in the 90s, "90ల నాటి" of the 90s, "90వ దశకం" the 90s). */
const DECADE_END = `(?:లలోని|లలో|ల్లోని|ల్లో|ల\\sనాటి|లనాటి|ల\\sకాలం\\sనాటి|ల\\sకాలపు|ల|వ\\s?దశకంలోని|వ\\s?దశకంలో|వ\\s?దశకపు|వ\\s?దశకం|దశకంలో|దశకం)${END}`;

/** A length: the number and its unit with the case it carries ("గంటల", "గంటలకు", "నిమిషాల్లో"). */
const UNIT = "(గంట|నిమిష|నిముష)(?:ాలకు|ాలకి|ాల్లో|ాలలో|ాలు|ాల|ానికి|ం|లకు|లకి|ల్లో|లలో|లు|ల|కు|కి|లో)?";
const LENGTH = `${NUMBER}\\s?${UNIT}`;
/** "than" after a length ("2 గంటల కంటే"). */
const THAN = "\\s?(?:కంటే|కన్నా|కంటె)\\s";
/** What a length must not be: "must not be", "don't want", "not". */
const NOT_BE = "(?:ఉండకూడదు|ఉండొద్దు|ఉండవద్దు|వద్దు|కాకూడదు|కాని|లేని|ఉండని|ఉండనివి|ఉండనిది|లేనిది)";

/** Formats said after a genre or tone ("హారర్ సినిమా", "హింసాత్మక సన్నివేశాలు"). */
const FORMAT = "(?:\\s(?:సినిమా|సినిమాలు|చిత్రం|చిత్రాలు|మూవీ|మూవీస్|సిరీస్|సీరియల్|షో|సీన్లు|సీన్స్|సన్నివేశాలు|దృశ్యాలు|కథ|కథలు))?";
/** Words that are not what a Telugu refusal refuses: pronouns, "something", degree and grammar words. */
const NOT_SUBJECT = `(?!(?:నాకు|నేను|మాకు|మేము|మేం|మనకు|ఏదైనా|ఏమైనా|ఏమీ|ఏదీ|ఒక|అది|ఇది|ఆ|ఈ|చాలా|మరీ|ఎక్కువ|లేదా|మరియు|కానీ|ఇప్పుడు|ఈరోజు|అస్సలు|అసలు|కూడా|అంటే)${END})`;
/** A Telugu refusal after its subject: "don't want", "must not be", "I don't like", "not", "other than". */
const REFUSAL =
  "(?:అంటే\\s)?(?:అస్సలు\\sవద్దు|అసలు\\sవద్దు|వద్దే\\sవద్దు|వద్దు|వొద్దు|వద్దండి|అక్కర్లేదు|అక్కరలేదు|ఉండకూడదు|ఉండొద్దు|ఉండవద్దు|నచ్చదు|నచ్చవు|ఇష్టం\\sలేదు|చూడను|భరించలేను|కాదు|కాకుండా)";

export const TELUGU_NUMBER_FORMS: NumberForm[] = [
  // "గంటన్నర" (an hour and a half) is the number and its unit in one word: its number first, its case left on
  { pattern: new RegExp(`(?<![${TE}])(?:ఒక\\s|ఒక్క\\s)?గంటన్నర`, "g"), english: " 1.5 గంట", only: ["te"] },
  // decades: "90లలో", "90'ల", "1990ల నాటి", "90వ దశకం", "తొంభైలలో", "ఎనభైల"
  {
    pattern: new RegExp(`(?<![\\d.,])((?:19|20)?\\d0)\\s?['’-]?\\s?${DECADE_END}`, "g"),
    english: " $1s ",
    only: ["te"],
  },
  {
    pattern: new RegExp(`(?<![${TE}])(${Object.keys(TENS).join("|")})(?:లలోని|లలో|ల్లోని|ల్లో|ల\\sనాటి|లనాటి|ల)${END}`, "g"),
    english: (_m: string, tens: string) => ` ${decade(tens)} `,
    only: ["te"],
  },
  // the years counted back ("గత 10 సంవత్సరాలలో", "గత పదేళ్లలో"), before an age is read in them
  {
    pattern: new RegExp(
      `(?<![${TE}])(?:గత|గడిచిన|చివరి)\\s(?:${NUMBER}\\s?(?:ఏళ్లలో|ఏళ్ళలో|ఏళ్లుగా|ఏళ్ల|ఏళ్ళ|సంవత్సరాలలో|సంవత్సరాల్లో|సంవత్సరాలుగా|సంవత్సరాల)|${JOINED}(?:ళ్లలో|ళ్ళలో|ళ్లుగా|ళ్ల|ళ్ళ))${END}`,
      "g",
    ),
    english: (_m: string, n: string | undefined, joined: string | undefined) =>
      ` the last ${n ? digitsOf(n) : JOINED_YEARS[joined ?? ""]} years `,
    only: ["te"],
  },
  // "20 ఏళ్ల క్రితం", "పదేళ్ల క్రితం": years ago, no age
  {
    pattern: new RegExp(`(?:${NUMBER}\\s?(?:ఏళ్ల|ఏళ్ళ|సంవత్సరాల)|${JOINED}(?:ళ్ల|ళ్ళ))\\s(?:క్రితం|కిందట|క్రితమే)${END}`, "g"),
    english: (_m: string, n: string | undefined, joined: string | undefined) =>
      ` ${n ? digitsOf(n) : JOINED_YEARS[joined ?? ""]} years ago `,
    only: ["te"],
  },
  // ages: "6 ఏళ్ల కూతురు", "6 సంవత్సరాల వయసున్న", "ఆరేళ్ల పాప", "ఎనిమిదేళ్ళ అబ్బాయి"
  {
    pattern: new RegExp(`${NUMBER}\\s?-?\\s?(?:ఏళ్ల|ఏళ్ళ|సంవత్సరాల|ఏండ్ల)(?:\\s(?:వయసున్న|వయస్సున్న|వయసు|వయస్సు))?${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["te"],
  },
  {
    pattern: new RegExp(`${JOINED}(?:ళ్ల|ళ్ళ)(?:\\s(?:వయసున్న|వయస్సున్న|వయసు|వయస్సు))?${END}`, "g"),
    english: (_m: string, joined: string) => ` ${JOINED_YEARS[joined]} year old `,
    only: ["te"],
  },
  // years: "2010 నుండి 2015 వరకు", "2000 కంటే ముందు", "2000కి ముందు", "2010 తర్వాత", "2015 నుంచి", "1995లో"
  {
    pattern: new RegExp(`${YEAR}\\s?(?:నుండి|నుంచి|నుండీ)\\s${YEAR}\\s?(?:వరకు|వరకూ|దాకా|మధ్య)${END}`, "g"),
    english: " from $1 to $2 ",
    only: ["te"],
  },
  {
    pattern: new RegExp(
      `${YEAR}\\s?['’-]?\\s?(?:(?:సంవత్సరానికి|సంవత్సరం\\sకంటే|కంటే|కన్నా|కి|కు)\\s?)?(?:ముందు|ముందటి|ముందువి|పూర్వం|మునుపు)${END}`,
      "g",
    ),
    english: " before $1 ",
    only: ["te"],
  },
  {
    pattern: new RegExp(
      `${YEAR}\\s?['’-]?\\s?(?:(?:సంవత్సరం|కంటే)\\s?)?(?:తర్వాత|తరువాత|తర్వాతి|తరువాతి|తర్వాతవి|అనంతరం)${END}`,
      "g",
    ),
    english: " after $1 ",
    only: ["te"],
  },
  {
    pattern: new RegExp(
      `${YEAR}\\s?['’-]?\\s?(?:సంవత్సరం\\s)?(?:నుండి|నుంచి|నుండీ|నుంచీ|మొదలు)(?:\\s(?:ఇప్పటి\\sవరకు|ఇప్పటివరకు|ఇప్పటి\\sదాకా))?${END}`,
      "g",
    ),
    english: " since $1 ",
    only: ["te"],
  },
  { pattern: new RegExp(`${YEAR}\\s?['’-]?\\s?(?:సంవత్సరంలో|సంవత్సరం|లో)${END}`, "g"), english: " $1 ", only: ["te"] },
  // lengths: "2 గంటల కంటే ఎక్కువ ఉండకూడదు", "2 గంటలకు మించని", "90 నిమిషాల లోపు", "అరగంట కంటే తక్కువ"
  {
    pattern: new RegExp(`${LENGTH}${THAN}(?:ఎక్కువ|ఎక్కువగా|ఎక్కువసేపు|పొడవైన|పొడవుగా|పెద్దది)\\s${NOT_BE}${END}`, "g"),
    english: length("no longer than "),
    only: ["te"],
  },
  {
    pattern: new RegExp(
      `${LENGTH}\\s?(?:మించకూడదు|మించవద్దు|మించని|మించనివి|మించనిది|మించకుండా|దాటకూడదు|దాటని|దాటనివి|దాటకుండా)${END}`,
      "g",
    ),
    english: length("no longer than "),
    only: ["te"],
  },
  {
    pattern: new RegExp(`${LENGTH}${THAN}(?:తక్కువ|తక్కువగా|తక్కువసేపు|చిన్నది|చిన్న)${END}`, "g"),
    english: length("under "),
    only: ["te"],
  },
  // "within": "90 నిమిషాల లోపు", "90 నిమిషాల్లోపు", "2 గంటలలోపు", "గంట లోపు"; "up to": "2 గంటల వరకు"
  {
    pattern: new RegExp(`${NUMBER}\\s?(గంట|నిమిష|నిముష)(?:ాల|ల)?(?:\\s?లో|్లో)(?:పు|పే|పల)${END}`, "g"),
    english: length("up to "),
    only: ["te"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s?(?:వరకు|వరకూ|దాకా)${END}`, "g"),
    english: length("up to "),
    only: ["te"],
  },
  {
    pattern: new RegExp(`(?<![${TE}])(?:గరిష్టంగా|గరిష్ఠంగా|మాక్సిమం|మహా\\sఅయితే)\\s${LENGTH}${END}`, "g"),
    english: length("up to "),
    only: ["te"],
  },
  {
    pattern: new RegExp(`${LENGTH}${THAN}(?:ఎక్కువ|ఎక్కువగా|ఎక్కువసేపు|పొడవైన)${END}`, "g"),
    english: length("more than "),
    only: ["te"],
  },
  { pattern: new RegExp(`${LENGTH}${END}`, "g"), english: length(""), only: ["te"] },
  // "for" after what it is for: "నా 6 ఏళ్ల కూతురు కోసం", "6 year old కూతురికి" (for my 6 year old daughter)
  {
    pattern: new RegExp(
      `(?<![${TE}])(?:(నా|మా)\\s{1,2})?(\\d{1,2}\\syear\\sold)\\s{1,2}([${TE}]{2,24}?)(?:\\s(?:కోసం|కొరకు)|కి|కు)${END}`,
      "g",
    ),
    english: (_m: string, my: string | undefined, age: string, what: string) =>
      ` for ${my ? "my " : ""}${age} ${what} `,
    only: ["te"],
  },
  {
    pattern: new RegExp(`(?<![${TE}])((?:(?:నా|మా|మన|ఈ)\\s)?[${TE}]{2,20})\\s(?:కోసం|కొరకు)${END}`, "g"),
    english: " for $1 ",
    only: ["te"],
  },
  // "హింస లేని థ్రిల్లర్": "without" before what is to be left out
  {
    pattern: new RegExp(`(?<![${TE}])${NOT_SUBJECT}([${TE}]{2,20})${FORMAT}\\s(?:లేని|లేకుండా|లేనటువంటి)${END}`, "g"),
    english: " without $1, ",
    only: ["te"],
  },
  // "మరీ పొడవైన సినిమా వద్దు": not too long
  {
    pattern: new RegExp(`(?<![${TE}])(?:మరీ|చాలా|అతిగా|మరి)\\s([${TE}]{2,20})${FORMAT}\\s${REFUSAL}${END}`, "g"),
    english: " not too $1 ",
    only: ["te"],
  },
  // refusals after what they refuse: "హారర్ సినిమా వద్దు", "హింస ఉండకూడదు", "నాకు హారర్ నచ్చదు"
  {
    pattern: new RegExp(`(?<![${TE}])${NOT_SUBJECT}([${TE}]{2,20})(${FORMAT})\\s${REFUSAL}${END}`, "g"),
    english: (_m: string, what: string, format: string) => ` no ${what}${format}, `,
    only: ["te"],
  },
  // a first subject joined by "or" is refused too: "యుద్ధం లేదా హారర్ సినిమాలు వద్దు"
  {
    pattern: new RegExp(`(?<![${TE}])([${TE}]{2,20})\\s(?:లేదా|లేక|మరియు)\\s{1,2}no\\s`, "g"),
    english: "no $1 or ",
    only: ["te"],
  },
];
