/**
 * Numbers with their units in Nepali, read before Marathi's and Hindi's, whose Devanagari it writes, on
 * the folded text (../foreign-letters: Devanagari digits are 0–9 by then, the nukta gone and chandrabindu
 * written as anusvara): decades ("९० को दशक", "नब्बेको दशकका") become "90s", ages ("६ वर्षको", "छ वर्षकी")
 * "6 year old", years ("२००० भन्दा अघि", "२०१० पछि", "२०१५ देखि") "before 2000", "after 2010", "since
 * 2015", and lengths ("२ घण्टाभन्दा लामो नभएको", "९० मिनेटभन्दा कम", "डेढ घण्टा") their English. Nepali
 * puts the refusal after what it refuses ("हरर फिल्म नचाहिने", "हिंसा नभएको"): those are turned round.
 * `\b` does not see these letters, so each pattern bounds its words with lookarounds on the script's
 * letters; each is literal words around one bounded number or word.
 */
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const DEV = "\\u0900-\\u0963\\u0971-\\u097f";
const END = `(?![${DEV}])`;
const YEAR = DIGIT_YEAR;

/** Nepali number words, one to twelve and the tens of the minutes, and their digits. */
const NE_NUMBERS: Readonly<Record<string, string>> = {
  एक: "1",
  एउटा: "1",
  दुई: "2",
  तीन: "3",
  चार: "4",
  पांच: "5",
  छ: "6",
  सात: "7",
  आठ: "8",
  नौ: "9",
  दस: "10",
  एघार: "11",
  बाह्र: "12",
  पन्ध्र: "15",
  बीस: "20",
  तीस: "30",
  चालीस: "40",
  पैंतालीस: "45",
  पचास: "50",
  साठी: "60",
  नब्बे: "90",
  डेढ: "1.5",
  अढाई: "2.5",
  आधा: "0.5",
};

/** The tens in words ("असीको दशक" is the eighties) and their digits. */
const TENS: Readonly<Record<string, string>> = {
  चालीस: "40",
  पचास: "50",
  साठी: "60",
  सत्तरी: "70",
  असी: "80",
  नब्बे: "90",
};
/** Numbers, lengths and decades read by the shared builder. */
const { pattern: NUMBER, digitsOf, length, decade } = scriptNumbers(DEV, NE_NUMBERS, TENS, (unit) => unit === "मिनेट");
/** A decade's tens, in digits or a word, with the genitive it carries ("९०को", "९० को", "नब्बेको"). */
const DECADE = `((?:19|20)?\\d0|${Object.keys(TENS).join("|")})\\s?-?\\s?(?:को|का|'?s)?`;
/** The decade word after the tens ("दशक", "दशकको", "दशकका"). */
const DECADE_WORD = `\\s?दशक(?:को|का|की|मा)?${END}`;
/** A length: the number and its unit, with the ending it may carry ("घण्टाको", "मिनेटसम्म"). */
const LENGTH = `${NUMBER}\\s?(घण्टा|घन्टा|मिनेट|मिनट)(?:को|का)?`;
/** A Nepali "not": "नभएको" (that is not), "नहोस्" (let it not be), "नचाहिने", "चाहिंदैन" (not wanted). */
const NOT = "(?:नभएको|नभएका|नभएकी|नहोस्|नहुने|नचाहिने|चाहिंदैन|चाहिएन|होइन|छैन|पर्दैन)";
/** Formats said after a genre or tone ("हरर फिल्म", "हिंसा भएको फिल्म"). */
const FORMAT = "(?:\\s(?:फिल्म|फिल्महरू|चलचित्र|सिनेमा|सिरिज|सिरियल|शो|दृश्य|दृश्यहरू|कथा))?";
/** Words that are not what a Nepali refusal refuses: pronouns, "something", degree and grammar words. */
const NOT_SUBJECT = `(?!(?:मलाई|हामीलाई|म|हामी|केही|कुनै|एउटा|यो|त्यो|यस्तो|धेरै|अति|एकदम|र|वा|तर|अहिले|आज|मन|हेर्न|चाहियो)${END})`;

export const NEPALI_NUMBER_FORMS: NumberForm[] = [
  {
    pattern: new RegExp(`(?<![\\d.,${DEV}])${DECADE}${DECADE_WORD}`, "g"),
    english: (_m: string, tens: string) => ` ${decade(tens)} `,
    only: ["ne"],
  },
  // the years counted back ("पछिल्लो १० वर्षका"), before an age is read in them
  {
    pattern: new RegExp(`(?<![${DEV}])(?:पछिल्लो|पछिल्ला|गत)\\s${NUMBER}\\s?(?:वर्ष|बर्ष|साल)(?:को|का|मा)?${END}`, "g"),
    english: (_m: string, n: string) => ` the last ${digitsOf(n)} years `,
    only: ["ne"],
  },
  // "२० वर्ष अघिको": twenty years ago, no age
  {
    pattern: new RegExp(`${NUMBER}\\s?(?:वर्ष|बर्ष|साल)\\s?(?:अघि|पहिले)(?:को|का)?${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} years ago `,
    only: ["ne"],
  },
  // ages: "६ वर्षको छोरा", "छ वर्षकी छोरी", "उमेर ६"
  {
    pattern: new RegExp(`${NUMBER}\\s?-?\\s?(?:वर्षको|वर्षकी|वर्षका|बर्षको|बर्षकी|बर्षका|वर्ष\\sउमेरको)${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["ne"],
  },
  {
    pattern: new RegExp(`(?<![${DEV}])उमेर\\s${NUMBER}(?!\\d)(?:\\s?(?:वर्ष|बर्ष))?${END}`, "g"),
    english: (_m: string, n: string) => ` aged ${digitsOf(n)} `,
    only: ["ne"],
  },
  // years: "२०१० देखि २०१५ सम्म", "२००० भन्दा अघि", "२०१० पछिको", "२०१५ देखि यता", "सन् १९९५"
  {
    pattern: new RegExp(`${YEAR}\\s?(?:देखि|-)\\s?${YEAR}(?:\\s?(?:सम्मको|सम्मका|सम्म))?${END}`, "g"),
    english: " from $1 to $2 ",
    only: ["ne"],
  },
  {
    pattern: new RegExp(`${YEAR}(?:\\s?(?:भन्दा|को))?\\s?(?:अघि|पहिले|अगाडि)(?:को|का)?${END}`, "g"),
    english: " before $1 ",
    only: ["ne"],
  },
  {
    pattern: new RegExp(`${YEAR}(?:\\s?(?:भन्दा|को))?\\s?(?:पछि|पछाडि)(?:को|का)?${END}`, "g"),
    english: " after $1 ",
    only: ["ne"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?(?:देखि|यता)(?:\\s(?:यता|अहिलेसम्म|हालसम्म))?(?:को|का)?${END}`, "g"),
    english: " since $1 ",
    only: ["ne"],
  },
  { pattern: new RegExp(`(?<![${DEV}])(?:सन्|सन|साल)\\s?${YEAR}`, "g"), english: " $1 ", only: ["ne"] },
  // lengths: "२ घण्टाभन्दा लामो नभएको", "९० मिनेटभन्दा कम", "डेढ घण्टासम्मको", "बढीमा दुई घण्टा"
  {
    pattern: new RegExp(`${LENGTH}\\s?भन्दा\\s(?:लामो|लामा|बढी|बढ्ता|धेरै)\\s${NOT}${END}`, "g"),
    english: length("no longer than "),
    only: ["ne"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s?भन्दा\\s(?:कम|छोटो|छोटा)${END}`, "g"),
    english: length("under "),
    only: ["ne"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s?(?:सम्मको|सम्मका|सम्म|भित्रको|भित्रका|भित्र)${END}`, "g"),
    english: length("up to "),
    only: ["ne"],
  },
  {
    pattern: new RegExp(`(?<![${DEV}])(?:बढीमा|अधिकतम|धेरैमा)\\s${LENGTH}${END}`, "g"),
    english: length("up to "),
    only: ["ne"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s?भन्दा\\s(?:लामो|लामा|बढी|बढ्ता)${END}`, "g"),
    english: length("more than "),
    only: ["ne"],
  },
  { pattern: new RegExp(`${LENGTH}${END}`, "g"), english: length(""), only: ["ne"] },
  // "हिंसा नभएको थ्रिलर", "हिंसा बिना": "without" before what is to be left out
  {
    pattern: new RegExp(`(?<![${DEV}])${NOT_SUBJECT}([${DEV}]{2,16})\\s(?:नभएको|नभएका|नभएकी|बिना|बाहेक)${END}`, "g"),
    english: " without $1, ",
    only: ["ne"],
  },
  // "धेरै लामो नहोस्": not too long
  {
    pattern: new RegExp(`(?<![${DEV}])(?:धेरै|अति|एकदम|ज्यादा)\\s([${DEV}]{2,16})\\s${NOT}${END}`, "g"),
    english: " not too $1 ",
    only: ["ne"],
  },
  // refusals after what they refuse: "हरर फिल्म नचाहिने", "युद्ध फिल्म हेर्न मन छैन", "रोमान्स मन पर्दैन"
  {
    pattern: new RegExp(
      `(?<![${DEV}])${NOT_SUBJECT}([${DEV}]{2,16})(${FORMAT})\\s(?:(?:हेर्न\\sमन|मन|हेर्न)\\s)?${NOT}${END}`,
      "g",
    ),
    english: (_m: string, what: string, format: string) => ` no ${what}${format}, `,
    only: ["ne"],
  },
  // a first subject joined by "or" is refused too: "युद्ध वा हरर फिल्म नचाहिने"
  {
    pattern: new RegExp(`(?<![${DEV}])([${DEV}]{2,16})\\s(?:वा|र|अथवा)\\s{1,2}no\\s`, "g"),
    english: "no $1 or ",
    only: ["ne"],
  },
];
