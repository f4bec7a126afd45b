/**
 * Numbers with their units in Marathi, read before the words of ./foreign (and before Hindi's, whose
 * letters Marathi writes) on the folded text (../foreign-letters: Devanagari digits are 0–9 by then, the
 * nukta gone and chandrabindu written as anusvara): decades ("९० च्या दशकातील", "ऐंशीच्या दशकातला")
 * become "90s", ages ("६ वर्षांच्या", "सहा वर्षांचा", "वय ६") "6 year old", years ("२००० पूर्वीचा",
 * "२०१० नंतरची", "२०१५ पासून", "२०१० ते २०१५") "before 2000", "after 2010", "since 2015", and lengths
 * ("दोन तासांपेक्षा जास्त लांब नसलेला", "९० मिनिटांपेक्षा कमी", "दीड तासापर्यंत") their English.
 * Marathi writes its postpositions onto the noun ("आजीसोबत", "मुलीसाठी") or after it ("मुलांच्या
 * सोबत"), and the refusal after what it refuses ("भयपट नको", "हिंसा नसावी"): those are turned round.
 * `\b` does not see these letters, so each pattern bounds its words with lookarounds on the script's
 * letters; each is literal words around one bounded number or word.
 */
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const DEV = "\\u0900-\\u0963\\u0971-\\u097f";
const END = `(?![${DEV}])`;
const YEAR = DIGIT_YEAR;

/** Marathi number words, one to twelve and the tens of the minutes, and their digits. */
const MR_NUMBERS: Readonly<Record<string, string>> = {
  एक: "1",
  एका: "1",
  दोन: "2",
  तीन: "3",
  चार: "4",
  पाच: "5",
  सहा: "6",
  सात: "7",
  आठ: "8",
  नऊ: "9",
  दहा: "10",
  अकरा: "11",
  बारा: "12",
  पंधरा: "15",
  वीस: "20",
  पंचवीस: "25",
  तीस: "30",
  चाळीस: "40",
  पंचेचाळीस: "45",
  पन्नास: "50",
  साठ: "60",
  नव्वद: "90",
  दीड: "1.5",
  अडीच: "2.5",
  अर्धा: "0.5",
  अर्ध्या: "0.5",
};

/** The tens in words ("ऐंशीच्या दशकातील" is the eighties) and their digits. */
const TENS: Readonly<Record<string, string>> = {
  चाळीस: "40",
  पन्नास: "50",
  साठ: "60",
  सत्तर: "70",
  ऐंशी: "80",
  नव्वद: "90",
};
/** Numbers, lengths and decades read by the shared builder. */
const { pattern: NUMBER, digitsOf, length, decade } = scriptNumbers(DEV, MR_NUMBERS, TENS, (unit) => unit === "मिनिट");
/** A decade's tens, in digits or a word, with the genitive it carries ("९०च्या", "९० च्या", "ऐंशीच्या"). */
const DECADE = `((?:19|20)?\\d0|${Object.keys(TENS).join("|")})(?:\\s?-?\\s?(?:च्या|चे|चा))?`;
/** The decade word after the tens ("दशक", "दशकातील", "दशकात"). */
const DECADE_WORD = `\\s?दशक(?:ातील|ातला|ातली|ातले|ात|ाचा|ाची|ाचे|ामधील|ं|े)?${END}`;

/** A year unit's endings ("वर्षांच्या", "वर्षाचा", "वर्षे"). */
const YEARS_UNIT = "(?:वर्षांच्या|वर्षाच्या|वर्षांचा|वर्षाचा|वर्षांची|वर्षाची|वर्षांचे|वर्षाचे|वर्षांचं|वर्षाचं)";
/** A length: the number and its unit, with the ending it may carry ("तासांपेक्षा", "मिनिटांचा"). */
const LENGTH = `${NUMBER}\\s?(तास|मिनिट)(?:ांच्या|ाच्या|ांचा|ाचा|ांची|ाची|ांचे|ाचे|ां|ा|े|ं)?`;
/** A Marathi "not": "नको", "नाही", "नसलेला" (that is not), "नसावा" (let it not be). */
const NOT = "(?:नको|नकोय|नकोत|नकोच|नाही|नाहीत|नसलेला|नसलेली|नसलेलं|नसलेले|नसावा|नसावी|नसावं|नसावेत|असू\\sनये)";

/** Postpositions after their noun, in English before it. */
const POSTPOSITIONS: Readonly<Record<string, string>> = {
  सोबत: "with",
  बरोबर: "with",
  साठी: "for",
  करिता: "for",
  शिवाय: "without",
  विना: "without",
  बद्दल: "about",
};
const POSTPOSITION = Object.keys(POSTPOSITIONS).join("|");
/** Who a postposition governs: one word or a hyphened pair ("आई-बाबां"), after "my", "little" and an age read already. */
const GOVERNED = `(?:(?:माझ्या|आमच्या|माझी|माझा|माझे|स्वतःच्या)\\s{1,2})?(?:\\d{1,2}\\syear\\sold\\s{1,2})?(?:(?:लहान|धाकट्या|छोट्या|संपूर्ण|सगळ्या|सर्व)\\s)?`;
/** Formats said after a genre or tone ("भुताचा चित्रपट", "हिंसा असलेले चित्रपट", "सेक्स सीन"). */
const FORMAT = `(?:\\s(?:असलेला|असलेली|असलेले|असलेलं|वाला|वाली|वाले))?(?:\\s(?:चित्रपट|चित्रपटा|सिनेमा|सिनेमे|पिक्चर|मालिका|सिरीज|शो|दृश्ये|दृश्य|सीन|गोष्टी|काही))?`;
/** Words that are not what a Marathi negation refuses: pronouns, "something", degree and grammar words. */
const NOT_SUBJECT = `(?!(?:मला|आम्हाला|मी|आम्ही|काहीतरी|काही|काहीही|अजिबात|मुळीच|हा|ही|हे|तो|ती|ते|आहे|तर|पण|आणि|किंवा|व|खूप|फार|जास्त|एवढा|इतका|आता|आज|आवडत|अजून)${END})`;

export const MARATHI_NUMBER_FORMS: NumberForm[] = [
  // two decades under one decade word: "८० किंवा ९० च्या दशकातील", "सत्तर आणि ऐंशीच्या दशकातील"
  {
    pattern: new RegExp(`(?<![\\d.,${DEV}])${DECADE}\\s?(किंवा|आणि|व|ते|-)\\s?${DECADE}${DECADE_WORD}`, "g"),
    english: (_m: string, a: string, join: string, b: string) =>
      ` ${decade(a)} ${join === "ते" || join === "-" ? "to" : "or"} ${decade(b)} `,
    only: ["mr"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,${DEV}])${DECADE}${DECADE_WORD}`, "g"),
    english: (_m: string, tens: string) => ` ${decade(tens)} `,
    only: ["mr"],
  },
  // the years counted back ("गेल्या १० वर्षांतील"), before an age is read in them
  {
    pattern: new RegExp(`(?<![${DEV}])(?:गेल्या|मागील|मागच्या)\\s${NUMBER}\\s?वर्षा(?:ंतील|ंतला|ंत|ंमधील|ंमध्ये|ं)?${END}`, "g"),
    english: (_m: string, n: string) => ` the last ${digitsOf(n)} years `,
    only: ["mr"],
  },
  // "२० वर्षांपूर्वीचा": twenty years ago, no age
  {
    pattern: new RegExp(`${NUMBER}\\s?वर्षा(?:ं)?\\s?(?:पूर्वी|आधी)(?:चा|ची|चे|चं|च्या)?${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} years ago `,
    only: ["mr"],
  },
  // ages: "६ वर्षांच्या मुलीसाठी", "सहा वर्षांचा मुलगा", "वय ६", "वय वर्षे ६"
  {
    pattern: new RegExp(`${NUMBER}\\s?(?:-\\s?)?${YEARS_UNIT}${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["mr"],
  },
  {
    pattern: new RegExp(
      `(?<![${DEV}])(?:वय|वयाच्या|वय\\sवर्षे)\\s${NUMBER}(?!\\d)(?:\\s?(?:वर्षे|वर्षं|वर्ष|व्या\\sवर्षी))?${END}`,
      "g",
    ),
    english: (_m: string, n: string) => ` aged ${digitsOf(n)} `,
    only: ["mr"],
  },
  // years: "२०१० ते २०१५", "२००० पूर्वीचा", "२०००च्या आधीचे", "२०१० नंतरची", "२०१५ पासून", "सन १९९५"
  {
    pattern: new RegExp(
      `${YEAR}\\s?(?:ते|-)\\s?${YEAR}(?:\\s?(?:पर्यंतचा|पर्यंतची|पर्यंतचे|पर्यंत|दरम्यानचा|दरम्यानचे|दरम्यान))?${END}`,
      "g",
    ),
    english: " from $1 to $2 ",
    only: ["mr"],
  },
  {
    pattern: new RegExp(`${YEAR}(?:\\s?(?:च्या|साला|सालच्या))?\\s?(?:पूर्वी|आधी)(?:चा|ची|चे|चं|च्या)?${END}`, "g"),
    english: " before $1 ",
    only: ["mr"],
  },
  {
    pattern: new RegExp(`${YEAR}(?:\\s?(?:च्या|साला|सालच्या))?\\s?नंतर(?:चा|ची|चे|चं|च्या)?${END}`, "g"),
    english: " after $1 ",
    only: ["mr"],
  },
  {
    pattern: new RegExp(
      `${YEAR}(?:\\s?(?:साला|सालापासून))?\\s?(?:पासून|पासूनचा|पासूनची|पासूनचे)(?:\\s(?:आतापर्यंत|आजपर्यंत))?${END}`,
      "g",
    ),
    english: " since $1 ",
    only: ["mr"],
  },
  { pattern: new RegExp(`(?<![${DEV}])(?:सन|साल)\\s${YEAR}`, "g"), english: " $1 ", only: ["mr"] },
  { pattern: new RegExp(`${YEAR}\\s?(?:सालचा|सालची|सालचे|साली|सालातील)${END}`, "g"), english: " $1 ", only: ["mr"] },
  // lengths: "दोन तासांपेक्षा जास्त लांब नसलेला", "९० मिनिटांपेक्षा कमी", "दीड तासापर्यंत", "जास्तीत जास्त दोन तास"
  {
    pattern: new RegExp(
      `${LENGTH}\\s?पेक्षा\\s(?:जास्त|अधिक|लांब|मोठा|मोठी|मोठं)(?:\\s(?:लांब|मोठा|मोठी|मोठं))?\\s${NOT}${END}`,
      "g",
    ),
    english: length("no longer than "),
    only: ["mr"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s?पेक्षा\\s(?:कमी|छोटा|छोटी|छोटं|लहान)${END}`, "g"),
    english: length("under "),
    only: ["mr"],
  },
  {
    pattern: new RegExp(
      `${LENGTH}\\s?(?:पर्यंतचा|पर्यंतची|पर्यंतचे|पर्यंतचं|पर्यंत|च्या\\sआतला|च्या\\sआतली|च्या\\sआतील|च्या\\sआत|आत)${END}`,
      "g",
    ),
    english: length("up to "),
    only: ["mr"],
  },
  {
    pattern: new RegExp(`(?<![${DEV}])(?:जास्तीत\\sजास्त|जास्तीतजास्त|कमाल)\\s${LENGTH}${END}`, "g"),
    english: length("up to "),
    only: ["mr"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s?पेक्षा\\s(?:जास्त|अधिक|लांब|मोठा)${END}`, "g"),
    english: length("more than "),
    only: ["mr"],
  },
  { pattern: new RegExp(`${LENGTH}${END}`, "g"), english: length(""), only: ["mr"] },
  // postpositions onto or after their noun: "आजीसोबत" → "with आजी", "माझ्या मुलीसाठी" → "for माझ्या मुली"
  {
    pattern: new RegExp(
      `(?<![${DEV}])(${GOVERNED}(?:[${DEV}]{2,20}-)?[${DEV}]{2,20}?)(?:\\s?च्या)?\\s?(${POSTPOSITION})${END}`,
      "g",
    ),
    // "without" ends its clause, so it does not run on into what follows
    english: (_m: string, what: string, post: string) => {
      const english = POSTPOSITIONS[post] ?? post;
      return ` ${english} ${what}${english === "without" ? "," : ""} `;
    },
    only: ["mr"],
  },
  // "सत्य घटनेवर आधारित", "कादंबरीवर आधारित": "based on" before what it is based on
  {
    pattern: new RegExp(`(?<![${DEV}])((?:सत्य\\s|खऱ्या\\s|खर्या\\s)?[${DEV}]{2,20}?)(?:\\s?वर)\\sआधारित${END}`, "g"),
    english: " based on $1 ",
    only: ["mr"],
  },
  // "जास्त लांब नको", "खूप भीतीदायक नसावा": not too long, not too scary
  {
    pattern: new RegExp(`(?<![${DEV}])(?:जास्त|खूप|फार|एवढा|एवढी|इतका|इतकी)\\s([${DEV}]{2,16})\\s${NOT}${END}`, "g"),
    english: " not too $1 ",
    only: ["mr"],
  },
  // refusals after what they refuse: "भयपट नको", "हॉरर चित्रपट बघायचा नाही", "हिंसा नसावी", "रोमान्स आवडत नाही"
  {
    pattern: new RegExp(
      `(?<![${DEV}])${NOT_SUBJECT}([${DEV}]{2,16})(${FORMAT})\\s(?:अजिबात\\s|मुळीच\\s)?(?:(?:बघायचा|बघायची|बघायचं|बघायचे|पाहायचा|पाहायची|पाहायचं|आवडत|आवडतं|आवडते|आवडतात)\\s)?${NOT}(?:\\s(?:आहे|रे|हं))?${END}`,
      "g",
    ),
    english: (_m: string, what: string, format: string) => ` no ${what}${format}, `,
    only: ["mr"],
  },
  {
    pattern: new RegExp(
      `(?<![${DEV}])${NOT_SUBJECT}([${DEV}]{2,16})(${FORMAT})\\s(?:सहन\\sहोत\\sनाही|सहन\\sहोत\\sनाहीत|अजिबात\\sआवडत\\sनाही)${END}`,
      "g",
    ),
    english: (_m: string, what: string, format: string) => ` can't stand ${what}${format}, `,
    only: ["mr"],
  },
  // a first subject joined by "or" is refused too: "युद्ध किंवा भयपट नको"
  {
    pattern: new RegExp(`(?<![${DEV}])([${DEV}]{2,16})\\s(?:किंवा|आणि|व)\\s{1,2}(no|can't\\sstand)\\s`, "g"),
    english: "$2 $1 or ",
    only: ["mr"],
  },
];
