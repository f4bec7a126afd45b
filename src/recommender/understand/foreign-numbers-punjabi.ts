/**
 * Numbers with their units in Punjabi (Gurmukhi), read before the words of ./foreign on the folded text
 * (../foreign-letters: Gurmukhi digits are 0–9 by then, the nukta and addak gone and tippi written as
 * bindi, so the words below are written that way): decades ("90 ਦੇ ਦਹਾਕੇ", "90ਵਿਆਂ", "ਅੱਸੀਵਿਆਂ")
 * become "90s", ages ("6 ਸਾਲ ਦੀ", "ਛੇ ਸਾਲਾਂ ਦਾ", "ਉਮਰ 6") "6 year old", years ("2000 ਤੋਂ ਪਹਿਲਾਂ",
 * "2010 ਤੋਂ ਬਾਅਦ", "2015 ਤੋਂ") "before 2000", "after 2010", "since 2015", and lengths ("2 ਘੰਟੇ ਤੋਂ ਵੱਧ
 * ਨਹੀਂ", "90 ਮਿੰਟ ਤੋਂ ਘੱਟ", "ਡੇਢ ਘੰਟਾ") their English. Punjabi, like Hindi, puts postpositions and the
 * negation after what they govern ("ਬੱਚਿਆਂ ਨਾਲ", "ਮੇਰੀ ਧੀ ਲਈ", "ਡਰਾਉਣੀ ਫ਼ਿਲਮ ਨਹੀਂ", "ਹਾਰਰ ਪਸੰਦ ਨਹੀਂ"):
 * those are turned round. `\b` does not see these letters, so each pattern bounds its words with
 * lookarounds on the script's letters; each is literal words around one bounded number or word.
 */
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const PA = "\\u0a01-\\u0a75";
const END = `(?![${PA}])`;
const YEAR = DIGIT_YEAR;

/** Punjabi number words, one to twelve and the tens of the minutes, and their digits. */
const PA_NUMBERS: Readonly<Record<string, string>> = {
  ਇਕ: "1",
  ਦੋ: "2",
  ਤਿਂਨ: "3",
  ਚਾਰ: "4",
  ਪਂਜ: "5",
  ਛੇ: "6",
  ਸਤ: "7",
  ਅਠ: "8",
  ਨੌਂ: "9",
  ਨੌ: "9",
  ਦਸ: "10",
  ਗਿਆਰਾਂ: "11",
  ਬਾਰਾਂ: "12",
  ਪਂਦਰਾਂ: "15",
  ਵੀਹ: "20",
  ਪਚੀ: "25",
  ਤੀਹ: "30",
  ਚਾਲੀ: "40",
  ਪਂਤਾਲੀ: "45",
  ਪਂਜਤਾਲੀ: "45",
  ਪਂਜਾਹ: "50",
  ਸਠ: "60",
  ਨਬੇ: "90",
  ਡੇਢ: "1.5",
  ਢਾਈ: "2.5",
  ਅਧਾ: "0.5",
  ਅਧੇ: "0.5",
  ਅਧੀ: "0.5",
};

/** The tens in words ("ਅਸੀਵਿਆਂ" is the eighties) and their digits. */
const TENS: Readonly<Record<string, string>> = {
  ਚਾਲੀ: "40",
  ਪਂਜਾਹ: "50",
  ਸਠ: "60",
  ਸਤਰ: "70",
  ਅਸੀ: "80",
  ਨਬੇ: "90",
};
/** Numbers, lengths and decades read by the shared builder. */
const { pattern: NUMBER, digitsOf, length, decade } = scriptNumbers(PA, PA_NUMBERS, TENS, (unit) => unit !== "ਘਂਟ");
/** A decade's tens, in digits or a word. */
const TEN = `((?:19|20)?\\d0|${Object.keys(TENS).join("|")})`;
/** The plural a decade carries ("90ਵਿਆਂ", "90'ਆਂ", "ਅਸੀਵਿਆਂ"), or the decade word after it ("90 ਦੇ ਦਹਾਕੇ"). */
const DECADE_END = `(?:\\s?['’-]?\\s?ਵਿਆਂ|['’-]?ਆਂ|(?:\\s?(?:ਦੇ|ਦਾ|ਦੀ|ਵੇਂ|ਵਿਆਂ\\sਦੇ))?\\s?ਦਹਾਕ(?:ਿਆਂ|ੇ|ਾ))${END}`;
/** A number of years ("ਸਾਲ", "ਸਾਲਾਂ", "ਵਰ੍ਹੇ"). */
const YEARS = "(?:ਸਾਲਾਂ|ਸਾਲ|ਵਰ੍ਹਿਆਂ|ਵਰ੍ਹੇ)";

/** A length: the number and its unit, with the plural or oblique it may carry ("ਘਂਟਿਆਂ", "ਮਿਂਟਾਂ"). */
const LENGTH = `${NUMBER}\\s?(ਘਂਟ|ਮਿਂਟ|ਮਿਨਟ)(?:ਿਆਂ|ਾਂ|ਾ|ੇ)?`;
/** "than" between a length and its comparison ("2 ਘਂਟੇ ਤੋਂ ਵਧ", "ਦੋ ਘਂਟਿਆਂ ਨਾਲੋਂ ਘਟ"). */
const THAN = "(?:(?:ਤੋਂ|ਤੋ|ਨਾਲੋਂ)\\s)?";
/** More, or longer, said of a length. */
const LONGER = "(?:ਵਧ|ਜਿਆਦਾ|ਲਂਮੀ|ਲਂਬੀ|ਲਂਮਾ|ਲਂਬਾ|ਲਂਮੇ|ਲਂਬੇ|ਉਤੇ|ਉਪਰ)";
/** What a negation ends on ("ਨਾ ਹੋਵੇ", "ਨਹੀਂ ਹੋਣੀ ਚਾਹੀਦੀ"). */
const NEGATED = "(?:ਨਹੀਂ|ਨਹੀ|ਨਾ)(?:\\s(?:ਹੋਵੇ|ਹੋਣ|ਹੋਣੀ|ਹੋਣਾ|ਹੋਣੇ))?(?:\\s(?:ਚਾਹੀਦੀ|ਚਾਹੀਦਾ|ਚਾਹੀਦੇ))?";

/** Words the table reads as a genre that "not too" says of a tone ("ਬਹੁਤੀ ਡਰਾਉਣੀ ਨਹੀਂ" is not too scary). */
const NOT_TOO: Readonly<Record<string, string>> = { ਡਰਾਉਣੀ: "scary", ਡਰਾਉਣਾ: "scary", ਡਰਾਉਣੇ: "scary" };

/** Words that are not what a Punjabi negation or postposition governs: pronouns, "something", verbs, degree and grammar words. */
const NOT_SUBJECT = `(?!(?:ਮੈਂ|ਮੈਨੂਂ|ਅਸੀਂ|ਸਾਨੂਂ|ਤੁਸੀਂ|ਤੁਹਾਨੂਂ|ਮੇਰੇ|ਮੇਰੀ|ਮੇਰਾ|ਸਾਡੇ|ਸਾਡੀ|ਉਸ|ਇਸ|ਉਹ|ਇਹ|ਉਹਨਾਂ|ਇਹਨਾਂ|ਕਿਸੇ|ਕੁਝ|ਕੋਈ|ਇਕ|ਹੈ|ਹਨ|ਹਾਂ|ਤਾਂ|ਵੀ|ਹੀ|ਬਹੁਤ|ਬਹੁਤੀ|ਬਹੁਤਾ|ਜਿਆਦਾ|ਵਧ|ਘਟ|ਅਤੇ|ਤੇ|ਜਾਂ|ਪਰ|ਤੋਂ|ਦੀ|ਦਾ|ਦੇ|ਨੂਂ|ਨਾਲ|ਲਈ|ਚਾਹੀਦੀ|ਚਾਹੀਦਾ|ਚਾਹੀਦੇ|ਪਸਂਦ|ਬਿਲਕੁਲ|ਕਦੇ|ਹੁਣ|ਅਜ|ਕਿਉਂ|ਕੀ|ਹੋਵੇ|ਦਸੋ|ਦਸ|ਦਿਖਾਓ|ਵਿਖਾਓ|ਸੁਝਾਓ|ਲਾਓ|ਲਗਾਓ|ਚਲਾਓ|ਕਰੋ|ਦਿਓ|ਦਿਉ|ਜੀ|ਯਾਰ|ਬਰਦਾਸਤ|ਸਹਿ|ਝਲ|ਨਫਰਤ|ਚਂਗੀ|ਚਂਗਾ|ਚਂਗੀਆਂ|ਚਂਗੇ)${END})`;
/** A first word of the two-word things a refusal refuses ("ਖੂਨ ਖਰਾਬਾ", "ਗਂਦੀ ਭਾਸਾ", "ਡਾਰਕ ਕਾਮੇਡੀ"). */
const SUBJECT_HEAD =
  "(?:(?:ਖੂਨ|ਗਂਦੀ|ਗਂਦੇ|ਅਸਲੀਲ|ਸਾਇਂਸ|ਡਾਰਕ|ਰੋਮਾਂਟਿਕ|ਮਾਰ|ਪ੍ਰੇਮ|ਉਦਾਸ|ਦੁਖਦਾਈ|ਸੀਰੀਅਲ|ਭੂਤ|ਜਂਗਲੀ|ਸਮੁਂਦਰੀ|ਮਿਂਨੀ|ਵੈਬ|ਟੀਵੀ)\\s)?";
/** A format or kind said after a genre or tone ("ਡਰਾਉਣੀ ਫਿਲਮ", "ਭੂਤਾਂ ਵਾਲੀ ਫਿਲਮ", "ਸੈਕਸ ਸੀਨ"). */
const FORMAT =
  "(?:\\s(?:ਵਾਲੀਆਂ|ਵਾਲੀ|ਵਾਲਾ|ਵਾਲੇ|ਵਰਗੀਆਂ|ਵਰਗੀ|ਜਿਹੀ|ਟਾਈਪ|ਭਰੀ))?(?:\\s(?:ਫਿਲਮਾਂ|ਫਿਲਮ|ਮੂਵੀਆਂ|ਮੂਵੀ|ਸੀਰੀਜ|ਸੋਅ|ਸੀਨਾਂ|ਸੀਨ|ਦ੍ਰਿਸ|ਕਹਾਣੀਆਂ|ਕਹਾਣੀ|ਚੀਜਾਂ|ਚੀਜ))?";
/** What a refusal says after its subject, and how English says it before. */
const REFUSALS: Readonly<Record<string, string>> = {
  "ਬਰਦਾਸਤ ਨਹੀਂ ਕਰ ਸਕਦਾ": "can't stand",
  "ਬਰਦਾਸਤ ਨਹੀਂ ਕਰ ਸਕਦੀ": "can't stand",
  "ਬਰਦਾਸਤ ਨਹੀਂ ਹੁਂਦਾ": "can't stand",
  "ਬਰਦਾਸਤ ਨਹੀਂ ਹੁਂਦੀ": "can't stand",
  "ਬਰਦਾਸਤ ਨਹੀਂ ਹੁਂਦੇ": "can't stand",
  "ਬਰਦਾਸਤ ਨਹੀਂ": "can't stand",
  "ਸਹਿ ਨਹੀਂ ਸਕਦਾ": "can't stand",
  "ਸਹਿ ਨਹੀਂ ਸਕਦੀ": "can't stand",
  "ਝਲ ਨਹੀਂ ਹੁਂਦਾ": "can't stand",
  "ਤੋਂ ਨਫਰਤ ਕਰਦਾ ਹਾਂ": "hate",
  "ਤੋਂ ਨਫਰਤ ਕਰਦੀ ਹਾਂ": "hate",
  "ਤੋਂ ਨਫਰਤ ਹੈ": "hate",
  "ਤੋਂ ਨਫਰਤ": "hate",
  "ਨਫਰਤ ਹੈ": "hate",
  "ਤੋਂ ਚਿੜ ਹੈ": "hate",
  "ਪਸਂਦ ਨਹੀਂ": "no",
  "ਚਂਗੀ ਨਹੀਂ ਲਗਦੀ": "no",
  "ਚਂਗਾ ਨਹੀਂ ਲਗਦਾ": "no",
  "ਚਂਗੀਆਂ ਨਹੀਂ ਲਗਦੀਆਂ": "no",
  "ਚਂਗੇ ਨਹੀਂ ਲਗਦੇ": "no",
  "ਨਹੀਂ ਹੋਣੀ ਚਾਹੀਦੀ": "no",
  "ਨਹੀਂ ਹੋਣਾ ਚਾਹੀਦਾ": "no",
  "ਨਹੀਂ ਹੋਣੇ ਚਾਹੀਦੇ": "no",
  "ਨਹੀਂ ਚਾਹੀਦੀਆਂ": "no",
  "ਨਹੀਂ ਚਾਹੀਦੀ": "no",
  "ਨਹੀਂ ਚਾਹੀਦਾ": "no",
  "ਨਹੀਂ ਚਾਹੀਦੇ": "no",
  "ਨਹੀਂ ਦੇਖਣੀਆਂ": "no",
  "ਨਹੀਂ ਦੇਖਣੀ": "no",
  "ਨਹੀਂ ਦੇਖਣਾ": "no",
  "ਨਹੀਂ ਦੇਖਣੇ": "no",
  "ਨਹੀਂ ਵੇਖਣੀ": "no",
  "ਨਹੀਂ ਵੇਖਣਾ": "no",
  "ਨਹੀਂ ਚਾਹੁਂਦਾ": "no",
  "ਨਹੀਂ ਚਾਹੁਂਦੀ": "no",
  "ਨਹੀਂ ਚਾਹੁਂਦੇ": "no",
  "ਨਾ ਦਿਖਾਇਓ": "no",
  "ਨਾ ਦਿਖਾਓ": "no",
  "ਨਾ ਦਸਿਓ": "no",
  "ਨਾ ਦਸੋ": "no",
  "ਨਾ ਹੋਵੇ": "no",
  "ਨਾ ਹੋਣ": "no",
  ਨਹੀਂ: "no",
  ਨਹੀ: "no",
  ਨਾ: "no",
};
const REFUSAL_WORDS = Object.keys(REFUSALS)
  .sort((a, b) => b.length - a.length)
  .map((r) => r.replaceAll(" ", "\\s"))
  .join("|");
/** Postpositions after their noun, in English before it. */
const POSTPOSITIONS: Readonly<Record<string, string>> = {
  ਨਾਲ: "with",
  ਸਂਗ: "with",
  ਲਈ: "for",
  ਵਾਸਤੇ: "for",
  ਖਾਤਰ: "for",
  ਲਾਇਕ: "suitable for",
  ਬਾਰੇ: "about",
  ਬਿਨਾਂ: "without",
  ਬਿਨਾ: "without",
  ਬਗੈਰ: "without",
  ਇਲਾਵਾ: "except",
  "ਛਡ ਕੇ": "except",
};
const POSTPOSITION_WORDS = Object.keys(POSTPOSITIONS)
  .map((p) => p.replaceAll(" ", "\\s"))
  .join("|");
/**
 * Who a postposition governs: one word or a hyphened pair, after "my", "whole" or "the family's" and an age
 * read already ("ਮੇਰੀ 6 year old ਧੀ"); not a verb's infinitive ("ਦੇਖਣ ਲਈ" is to watch).
 */
const GOVERNED = `(?:(?:ਮੇਰੀ|ਮੇਰੇ|ਮੇਰਾ|ਸਾਡੀ|ਸਾਡੇ|ਸਾਡਾ|ਆਪਣੀ|ਆਪਣੇ|ਆਪਣਾ|ਸਾਰੇ|ਪੂਰੇ|ਪਰਿਵਾਰ\\sਦੇ\\sਸਾਰੇ)\\s{1,2})?(?:\\d{1,2}\\syear\\sold\\s{1,2})?${NOT_SUBJECT}[${PA}]{2,20}(?<!ਣ)(?:-[${PA}]{2,20})?`;

export const PUNJABI_NUMBER_FORMS: NumberForm[] = [
  // decades: "90 ਦੇ ਦਹਾਕੇ", "90ਵਿਆਂ", "1990ਵਿਆਂ", "90'ਆਂ", "ਅਸੀਵਿਆਂ", "ਨਬੇ ਦੇ ਦਹਾਕੇ"
  {
    pattern: new RegExp(`(?<![\\d.,${PA}])${TEN}${DECADE_END}`, "g"),
    english: (_m: string, tens: string) => ` ${decade(tens)} `,
    only: ["pa"],
  },
  // a first decade joined to one read ("80 ਜਾਂ 90 ਦੇ ਦਹਾਕੇ", "ਸਤਰ ਤੋਂ 90ਵਿਆਂ"): "80s or 90s", "70s to 90s"
  {
    pattern: new RegExp(`(?<![\\d.,${PA}])${TEN}\\s?(ਜਾਂ|ਤੇ|ਅਤੇ|ਤੋਂ|-)\\s{0,3}(\\d0s)`, "g"),
    english: (_m: string, a: string, join: string, b: string) =>
      ` ${decade(a)} ${join === "ਤੋਂ" || join === "-" ? "to" : "or"} ${b}`,
    only: ["pa"],
  },
  // the years counted back ("ਪਿਛਲੇ 10 ਸਾਲਾਂ ਦੀਆਂ"), before an age is read in them
  {
    pattern: new RegExp(
      `(?<![${PA}])(?:ਪਿਛਲੇ|ਪਿਛਲਿਆਂ|ਆਖਰੀ|ਲਂਘੇ)\\s${NUMBER}\\s?${YEARS}(?:\\s(?:ਦੀਆਂ|ਦੀ|ਦਾ|ਦੇ|ਵਿਚ|ਚ|ਤੋਂ|ਦੌਰਾਨ))?${END}`,
      "g",
    ),
    english: (_m: string, n: string) => ` the last ${digitsOf(n)} years `,
    only: ["pa"],
  },
  // "20 ਸਾਲ ਪਹਿਲਾਂ": twenty years ago, no age; "10 ਸਾਲ ਪੁਰਾਣੀ" (a film ten years old) came out then too
  {
    pattern: new RegExp(`${NUMBER}\\s?${YEARS}\\s(?:ਪਹਿਲਾਂ|ਪਹਿਲਾ|ਪਹਿਲੇ|ਪੁਰਾਣੀਆਂ|ਪੁਰਾਣੀ|ਪੁਰਾਣਾ|ਪੁਰਾਣੇ)${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} years ago `,
    only: ["pa"],
  },
  // ages: "6 ਸਾਲ ਦੀ ਧੀ", "ਛੇ ਸਾਲਾਂ ਦਾ ਮੁਂਡਾ", "8 ਸਾਲ ਦੀ ਉਮਰ ਦੇ", "6 ਸਾਲਾ", not "10 ਸਾਲ ਪੁਰਾਣੀ" (a film's age)
  {
    pattern: new RegExp(
      `${NUMBER}[\\s-]{0,2}(?:ਸਾਲਾ|${YEARS}(?:\\s(?:ਦੀਆਂ|ਦੀ|ਦਾ|ਦੇ))?(?:\\sਉਮਰ(?:\\s(?:ਦੀਆਂ|ਦੀ|ਦਾ|ਦੇ))?)?)${END}(?!\\s(?:ਪੁਰਾਣੀ|ਪੁਰਾਣਾ|ਪੁਰਾਣੀਆਂ|ਪੁਰਾਣੇ|ਤੋਂ|ਬਾਅਦ|ਤਕ|ਦੌਰਾਨ)${END})`,
      "g",
    ),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["pa"],
  },
  {
    pattern: new RegExp(`(?<![${PA}])ਉਮਰ\\s${NUMBER}(?!\\d)(?:\\s?${YEARS})?${END}`, "g"),
    english: (_m: string, n: string) => ` aged ${digitsOf(n)} `,
    only: ["pa"],
  },
  // years: "2010 ਤੋਂ 2015 ਤਕ", "2000 ਤੋਂ ਪਹਿਲਾਂ", "2010 ਤੋਂ ਬਾਅਦ", "2015 ਤੋਂ ਹੁਣ ਤਕ", "ਸਾਲ 1995"
  {
    pattern: new RegExp(`${YEAR}\\s?(?:ਤੋਂ|ਤੋ|-)\\s?(?:ਲੈ\\sਕੇ\\s)?${YEAR}(?:\\s(?:ਤਕ|ਦੇ\\sਵਿਚਕਾਰ|ਵਿਚਕਾਰ))?${END}`, "g"),
    english: " from $1 to $2 ",
    only: ["pa"],
  },
  {
    pattern: new RegExp(`${YEAR}(?:\\s?(?:ਤੋਂ|ਤੋ|ਦੇ))?\\s?(?:ਪਹਿਲਾਂ|ਪਹਿਲਾ|ਪਹਿਲੇ)${END}`, "g"),
    english: " before $1 ",
    only: ["pa"],
  },
  {
    pattern: new RegExp(`${YEAR}(?:\\s?(?:ਤੋਂ|ਤੋ|ਦੇ))?\\s?(?:ਬਾਅਦ|ਬਾਦ|ਮਗਰੋਂ|ਪਿਛੋਂ)${END}`, "g"),
    english: " after $1 ",
    only: ["pa"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?(?:ਤੋਂ|ਤੋ)(?:\\s(?:ਹੁਣ\\sਤਕ|ਅਜ\\sਤਕ|ਲੈ\\sਕੇ))?${END}`, "g"),
    english: " since $1 ",
    only: ["pa"],
  },
  { pattern: new RegExp(`(?<![${PA}])(?:ਸਾਲ|ਸਂਨ|ਸਨ)\\s${YEAR}`, "g"), english: " $1 ", only: ["pa"] },
  // lengths: "2 ਘਂਟੇ ਤੋਂ ਵਧ ਨਹੀਂ", "90 ਮਿਂਟ ਤੋਂ ਘਟ", "ਡੇਢ ਘਂਟੇ ਤਕ", "ਵਧ ਤੋਂ ਵਧ 2 ਘਂਟੇ", "2 ਘਂਟੇ ਤੋਂ ਵਧ"
  {
    pattern: new RegExp(
      `${LENGTH}\\s${THAN}${LONGER}(?:\\s(?:ਲਂਮੀ|ਲਂਬੀ|ਲਂਮਾ|ਲਂਬਾ|ਲਂਮੇ|ਲਂਬੇ|ਦੀ|ਦਾ|ਦੇ))?\\s${NEGATED}${END}`,
      "g",
    ),
    english: length("no longer than "),
    only: ["pa"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s${THAN}(?:ਘਟ|ਛੋਟੀ|ਛੋਟਾ|ਛੋਟੇ|ਥਲੇ|ਹੇਠਾਂ)${END}`, "g"),
    english: length("under "),
    only: ["pa"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s?(?:ਤਕ|ਦੇ\\sਅਂਦਰ|ਅਂਦਰ|ਵਿਚ)${END}`, "g"),
    english: length("up to "),
    only: ["pa"],
  },
  {
    pattern: new RegExp(`(?<![${PA}])(?:ਵਧ\\sਤੋਂ\\sਵਧ|ਜਿਆਦਾ\\sਤੋਂ\\sਜਿਆਦਾ|ਵਧੋ-ਵਧ|ਵਧੋ\\sਵਧ|ਮੈਕਸੀਮਮ)\\s${LENGTH}${END}`, "g"),
    english: length("up to "),
    only: ["pa"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s${THAN}${LONGER}${END}`, "g"),
    english: length("more than "),
    only: ["pa"],
  },
  { pattern: new RegExp(`${LENGTH}${END}`, "g"), english: length(""), only: ["pa"] },
  // "ਬਿਨਾਂ ਹਿਂਸਾ ਦੇ ਥ੍ਰਿਲਰ": "without" before its noun and "ਦੇ" after it ends the clause
  {
    pattern: new RegExp(`(?<![${PA}])(?:ਬਿਨਾਂ|ਬਿਨਾ|ਬਗੈਰ)\\s((?:[${PA}]{2,20}\\s)?[${PA}]{2,20})\\s(?:ਦੇ|ਦੀ|ਤੋਂ)${END}`, "g"),
    english: " without $1, ",
    only: ["pa"],
  },
  // postpositions after their noun: "ਬਚਿਆਂ ਨਾਲ" → "with ਬਚਿਆਂ", "ਮੇਰੀ ਧੀ ਲਈ" → "for ਮੇਰੀ ਧੀ", "ਹਿਂਸਾ ਤੋਂ ਬਿਨਾਂ"
  {
    pattern: new RegExp(`(?<![${PA}])(${GOVERNED}${FORMAT})\\s(?:(?:ਦੇ|ਦੀ|ਤੋਂ|ਨੂਂ)\\s)?(${POSTPOSITION_WORDS})${END}`, "g"),
    // "without" and "except" end their clause, so they do not run on into what follows
    english: (_m: string, what: string, post: string) => {
      const english = POSTPOSITIONS[post.replace(/\s/g, " ")] ?? post;
      return ` ${english} ${what}${english === "without" || english === "except" ? "," : ""} `;
    },
    only: ["pa"],
  },
  // "ਸਚੀ ਕਹਾਣੀ 'ਤੇ ਅਧਾਰਿਤ", "ਨਾਵਲ ਉਤੇ ਬਣੀ": "based on" before what it is based on
  {
    pattern: new RegExp(
      `(?<![${PA}])((?:ਸਚੀ\\s|ਅਸਲ\\s|ਅਸਲੀ\\s)?[${PA}]{2,20})\\s(?:(?:ਦੇ\\sਅਧਾਰ|ਦੇ\\sਆਧਾਰ)\\s)?(?:['’]?ਤੇ|ਉਤੇ)\\s(?:ਅਧਾਰਿਤ|ਆਧਾਰਿਤ|ਅਧਾਰਤ|ਆਧਾਰਤ|ਬਣੀਆਂ|ਬਣੀ|ਬਣਿਆ)${END}`,
      "g",
    ),
    english: " based on $1 ",
    only: ["pa"],
  },
  // "ਬਹੁਤੀ ਲਂਮੀ ਨਹੀਂ", "ਜਿਆਦਾ ਡਰਾਉਣੀ ਨਾ ਹੋਵੇ": not too long, not too scary
  {
    pattern: new RegExp(
      `(?<![${PA}])(?:ਬਹੁਤ\\sਜਿਆਦਾ|ਬਹੁਤੀ|ਬਹੁਤਾ|ਬਹੁਤੇ|ਬਹੁਤ|ਜਿਆਦਾ|ਇਂਨੀ|ਇਂਨਾ|ਏਨੀ|ਐਨੀ|ਬਾਹਲੀ|ਬਾਹਲਾ)\\s([${PA}]{2,16})\\s${NEGATED}${END}`,
      "g",
    ),
    english: (_m: string, what: string) => ` not too ${NOT_TOO[what] ?? what} `,
    only: ["pa"],
  },
  // refusals after what they refuse: "ਡਰਾਉਣੀ ਫਿਲਮ ਨਹੀਂ", "ਹਾਰਰ ਨਹੀਂ ਚਾਹੀਦੀ", "ਮੈਨੂਂ ਰੋਮਾਂਸ ਪਸਂਦ ਨਹੀਂ", "ਖੂਨ-ਖਰਾਬਾ ਨਾ ਹੋਵੇ"
  {
    pattern: new RegExp(
      `(?<![${PA}])${NOT_SUBJECT}(${SUBJECT_HEAD}${NOT_SUBJECT}[${PA}]{2,16}(?:-[${PA}]{2,16})?)(${FORMAT})\\s(?:(?:ਬਿਲਕੁਲ\\sਵੀ|ਬਿਲਕੁਲ|ਉਕਾ|ਕਦੇ\\sਵੀ)\\s)?(${REFUSAL_WORDS})${END}`,
      "g",
    ),
    english: (_m: string, what: string, format: string, refusal: string) =>
      ` ${REFUSALS[refusal.replace(/\s/g, " ")] ?? "no"} ${what}${format}, `,
    only: ["pa"],
  },
  // a first subject joined by "or" or "and" is refused too: "ਜਂਗ ਜਾਂ ਡਰਾਉਣੀ ਫਿਲਮ ਨਹੀਂ"
  {
    pattern: new RegExp(`(?<![${PA}])([${PA}]{2,16})\\s(?:ਜਾਂ|ਅਤੇ|ਤੇ)\\s{1,2}(no|hate|can't\\sstand)\\s`, "g"),
    english: "$2 $1 or ",
    only: ["pa"],
  },
];
