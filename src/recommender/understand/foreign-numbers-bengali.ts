/**
 * Numbers with their units in Bengali, read before the words of ./foreign on the folded text
 * (../foreign-letters: Bengali digits are 0–9 by then, the nukta and chandrabindu gone, so "নয়" is
 * "নয" and "পাঁচ" "পাচ"): decades ("৯০-এর দশক", "আশির দশকে") become "90s", ages ("৬ বছরের", "ছয়
 * বছর বয়সী", "বয়স ৬") "6 year old", years ("২০০০ সালের আগে", "২০১০-এর পরে", "২০১৫ থেকে") "before
 * 2000", "after 2010", "since 2015", and lengths ("দুই ঘণ্টার কম", "দেড় ঘণ্টার মধ্যে", "৯০ মিনিটের
 * বেশি নয়") their English. Bengali, like Hindi, puts postpositions and the negation after what they
 * govern ("বাবা-মায়ের সাথে", "মেয়ের জন্য", "ভূতের ছবি নয়", "হরর চাই না"): those are turned round.
 * `\b` does not see these letters, so each pattern bounds its words with lookarounds on the script's
 * letters; each is literal words around one bounded number or word.
 */
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const BN = "\\u0980-\\u09e3\\u09f0-\\u09f1";
const YEAR = DIGIT_YEAR;

/** Bengali number words, one to twelve and the tens of the minutes, and their digits. */
const BN_NUMBERS: Readonly<Record<string, string>> = {
  এক: "1",
  দুই: "2",
  দু: "2",
  তিন: "3",
  চার: "4",
  পাচ: "5",
  ছয: "6",
  ছ: "6",
  সাত: "7",
  আট: "8",
  নয: "9",
  দশ: "10",
  এগারো: "11",
  বারো: "12",
  পনেরো: "15",
  বিশ: "20",
  কুডি: "20",
  পচিশ: "25",
  ত্রিশ: "30",
  তিরিশ: "30",
  চল্লিশ: "40",
  পযতাল্লিশ: "45",
  পঞ্চাশ: "50",
  ষাট: "60",
  নব্বই: "90",
  দেড: "1.5",
  আডাই: "2.5",
  আধ: "0.5",
  আধা: "0.5",
};

/** The tens in words ("আশির দশক" is the eighties) and their digits. */
const TENS: Readonly<Record<string, string>> = {
  চল্লিশ: "40",
  পঞ্চাশ: "50",
  ষাট: "60",
  সত্তর: "70",
  আশি: "80",
  নব্বই: "90",
};
/** Numbers, lengths and decades read by the shared builder. */
const { pattern: NUMBER, digitsOf, length, decade } = scriptNumbers(BN, BN_NUMBERS, TENS, (unit) => unit === "মিনিট");
/** A decade's tens, in digits or a word, with the genitive it may carry ("৯০-এর", "৯০'র", "আশির", "নব্বইয়ের"). */
const DECADE = `((?:19|20)?\\d0|${Object.keys(TENS).join("|")})(?:[\\s'’-]{0,2}(?:এর|যের|ের|র))?`;
/** The decade word after the tens ("দশক", "দশকের", "দশকে"). */
const DECADE_WORD = `\\s?দশক(?:ের|ে|টা|টার)?(?![${BN}])`;

/** A length: the number and its unit, with the genitive or locative it may carry ("ঘণ্টার", "মিনিটের"). */
const LENGTH = `${NUMBER}\\s?(ঘণ্টা|ঘন্টা|মিনিট)(?:ের|র|য|ে)?`;
/** "than" between a length and its comparison ("দুই ঘণ্টার চেয়ে কম", "২ ঘণ্টা থেকে বেশি"). */
const THAN = "(?:(?:এর|থেকে|চেযে|চাইতে|এর\\sচেযে|এর\\sথেকে)\\s)?";

/** Words that are not what a Bengali negation refuses: pronouns, "something", verbs, degree and grammar words. */
const NOT_SUBJECT = `(?!(?:আমি|আমার|আমরা|আমাদের|আমাকে|তুমি|আপনি|কিছু|কিছুই|কোনো|কোন|একটা|একটি|এটা|ওটা|এই|ওই|সেই|এমন|হয|হবে|হলে|তো|ও|খুব|বেশি|আর|এবং|কিন্তু|বা|অথবা|থেকে|এর|চাই|দেখতে|দেখব|দেখবো|যেন|এখন|আজ|আজকে|পছন্দ|একদম|মোটেই|লাগে|করি|করে|জানি|বুঝি|দেখি|থাকে|কেন|কী|কি|ভালো|ভাল)(?![${BN}]))`;
/** A format or kind said after a genre or tone ("ভূতের ছবি", "হরর জাতীয় সিনেমা", "সেক্স দৃশ্য"). */
const FORMAT = `(?:\\s(?:জাতীয|ধরনের|ধরণের|টাইপের))?(?:\\s(?:ছবি|সিনেমা|মুভি|ফিল্ম|সিরিজ|শো|দৃশ্য|সিন|গল্প|কিছু)(?:টা|টি|গুলো|গুলি|র|ের)?)?`;
/** What a refusal says after its subject, and how English says it before. */
const REFUSALS: Readonly<Record<string, string>> = {
  "সহ্য করতে পারি না": "can't stand",
  "সহ্য করতে পারে না": "can't stand",
  "সহ্য হয না": "can't stand",
  "ঘৃণা করি": "hate",
  "ঘেন্না করি": "hate",
  "পছন্দ করি না": "no",
  "পছন্দ করে না": "no",
  "ভালো লাগে না": "no",
  "ভাল লাগে না": "no",
  "দেখতে চাই না": "no",
  "যেন না থাকে": "no",
  "যেন না হয": "no",
  "থাকলে চলবে না": "no",
  "চলবে না": "no",
  "চাই না": "no",
  চাইনা: "no",
  "চাই নে": "no",
  "পছন্দ না": "no",
  "পছন্দ নয": "no",
  "না থাকে": "no",
  "না হয": "no",
  "বাদ দিন": "no",
  "বাদ দাও": "no",
  নয: "no",
  না: "no",
  নেই: "no",
  নাই: "no",
};
const REFUSAL_WORDS = Object.keys(REFUSALS)
  .sort((a, b) => b.length - a.length)
  .map((r) => r.replaceAll(" ", "\\s"))
  .join("|");
/** Postpositions after their noun, in English before it. */
const POSTPOSITIONS: Readonly<Record<string, string>> = {
  সাথে: "with",
  সঙ্গে: "with",
  সংগে: "with",
  জন্য: "for",
  জন্যে: "for",
  উপযোগী: "suitable for",
  উপযুক্ত: "suitable for",
  সম্পর্কে: "about",
  ছাডা: "without",
  বাদে: "except",
};
/** Who a postposition governs: one word or a hyphened pair, after "my" or "whole" and an age read already. */
const GOVERNED = `(?:(?:আমার|আমাদের|নিজের|পুরো|সারা|পরিবারের)\\s{1,2})?(?:\\d{1,2}\\syear\\sold\\s{1,2})?[${BN}]{2,20}(?:-[${BN}]{2,20})?`;

export const BENGALI_NUMBER_FORMS: NumberForm[] = [
  // two decades under one decade word: "৮০ বা ৯০-এর দশক", "আশি ও নব্বইয়ের দশকের", "৭০-৮০-র দশক"
  {
    pattern: new RegExp(`(?<![\\d.,${BN}])${DECADE}\\s?(বা|অথবা|কিংবা|ও|আর|এবং|থেকে|-)\\s?${DECADE}${DECADE_WORD}`, "g"),
    english: (_m: string, a: string, join: string, b: string) =>
      ` ${decade(a)} ${join === "থেকে" || join === "-" ? "to" : "or"} ${decade(b)} `,
    only: ["bn"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,${BN}])${DECADE}${DECADE_WORD}`, "g"),
    english: (_m: string, tens: string) => ` ${decade(tens)} `,
    only: ["bn"],
  },
  // the years counted back ("গত ১০ বছরের"), before an age is read in them
  {
    pattern: new RegExp(`(?<![${BN}])(?:গত|বিগত|শেষ)\\s${NUMBER}[\\s-]{0,2}বছর(?:ের|ে)?(?![${BN}])`, "g"),
    english: (_m: string, n: string) => ` the last ${digitsOf(n)} years `,
    only: ["bn"],
  },
  // "২০ বছর আগের": twenty years ago, no age
  {
    pattern: new RegExp(`${NUMBER}[\\s-]{0,2}বছর\\s(?:আগে|আগের)(?![${BN}])`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} years ago `,
    only: ["bn"],
  },
  // ages: "৬ বছরের", "ছয় বছর বয়সী", "৮ বছরের বাচ্চা"
  {
    pattern: new RegExp(
      `${NUMBER}[\\s-]{0,2}বছর(?:ের|\\sবযসী|\\sবযসের|\\sবযস)?(?![${BN}])(?!\\s(?:আগে|আগের|ধরে|পরে|পর))`,
      "g",
    ),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["bn"],
  },
  {
    pattern: new RegExp(`(?<![${BN}])বযস\\s${NUMBER}(?!\\d)(?:\\s?বছর)?(?![${BN}])`, "g"),
    english: (_m: string, n: string) => ` aged ${digitsOf(n)} `,
    only: ["bn"],
  },
  // years: "২০১০ থেকে ২০১৫", "২০০০ সালের আগে", "২০১০-এর পরে", "২০১৫ সাল থেকে", "সাল ১৯৯৫"
  {
    pattern: new RegExp(
      `${YEAR}(?:\\s?(?:সাল|সন))?\\s?(?:থেকে|হতে)\\s${YEAR}(?:\\s?(?:সাল|সন)(?:ের)?)?(?:\\s(?:পর্যন্ত|এর\\sমধ্যে|মধ্যে))?(?![${BN}])`,
      "g",
    ),
    english: " from $1 to $2 ",
    only: ["bn"],
  },
  {
    pattern: new RegExp(
      `${YEAR}(?:\\s?(?:সালের|সনের|সাল)|[\\s'’-]{0,2}(?:এর|র))?\\s?(?:আগে|আগের|পূর্বে|পূর্বের)(?![${BN}])`,
      "g",
    ),
    english: " before $1 ",
    only: ["bn"],
  },
  {
    pattern: new RegExp(
      `${YEAR}(?:\\s?(?:সালের|সনের|সাল)|[\\s'’-]{0,2}(?:এর|র))?\\s?(?:পরবর্তী|পরে|পরের|পর)(?![${BN}])(?:\\sথেকে(?![${BN}]))?`,
      "g",
    ),
    english: " after $1 ",
    only: ["bn"],
  },
  {
    pattern: new RegExp(`${YEAR}(?:\\s?(?:সাল|সন))?\\s?(?:থেকে|হতে)(?:\\s(?:এখন\\sপর্যন্ত|আজ\\sপর্যন্ত))?(?![${BN}])`, "g"),
    english: " since $1 ",
    only: ["bn"],
  },
  { pattern: new RegExp(`(?<![${BN}])(?:সাল|সন)\\s${YEAR}`, "g"), english: " $1 ", only: ["bn"] },
  { pattern: new RegExp(`${YEAR}\\s?(?:সালের|সালে|সাল|সনের)(?![${BN}])`, "g"), english: " $1 ", only: ["bn"] },
  // lengths: "৯০ মিনিটের বেশি নয়", "দুই ঘণ্টার কম", "দেড় ঘণ্টার মধ্যে", "সর্বোচ্চ দুই ঘণ্টা", "২ ঘণ্টার বেশি"
  {
    pattern: new RegExp(
      `${LENGTH}\\s${THAN}(?:বেশি|লম্বা|বড)(?:\\sলম্বা)?\\s(?:যেন\\s)?(?:নয|না)(?:\\sহয)?(?![${BN}])`,
      "g",
    ),
    english: length("no longer than "),
    only: ["bn"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s${THAN}(?:কম|ছোট|নিচে)(?![${BN}])`, "g"),
    english: length("under "),
    only: ["bn"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s(?:পর্যন্ত|মধ্যে|এর\\sমধ্যে|ভিতরে|ভেতরে)(?![${BN}])`, "g"),
    english: length("up to "),
    only: ["bn"],
  },
  {
    pattern: new RegExp(`(?<![${BN}])(?:সর্বোচ্চ|বডজোর|ম্যাক্সিমাম|খুব\\sবেশি\\sহলে)\\s${LENGTH}(?![${BN}])`, "g"),
    english: length("up to "),
    only: ["bn"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s${THAN}(?:বেশি|লম্বা)(?![${BN}])`, "g"),
    english: length("more than "),
    only: ["bn"],
  },
  { pattern: new RegExp(`${LENGTH}(?![${BN}])`, "g"), english: length(""), only: ["bn"] },
  // postpositions after their noun: "বাবা-মায়ের সাথে" → "with বাবা-মায়ের", "আমার মেয়ের জন্য" → "for আমার মেয়ের"
  {
    pattern: new RegExp(
      `(?<![${BN}])(${GOVERNED}${FORMAT})\\s(${Object.keys(POSTPOSITIONS).join("|")})(?![${BN}])`,
      "g",
    ),
    // "without" and "except" end their clause, so they do not run on into what follows
    english: (_m: string, what: string, post: string) => {
      const english = POSTPOSITIONS[post] ?? post;
      return ` ${english} ${what}${english === "without" || english === "except" ? "," : ""} `;
    },
    only: ["bn"],
  },
  // "উপন্যাস অবলম্বনে", "সত্য ঘটনা অবলম্বনে": "based on" before what it is based on
  {
    pattern: new RegExp(
      `(?<![${BN}])((?:সত্য\\s|সত্যি\\s|বাস্তব\\s)?[${BN}]{2,20})\\s(?:অবলম্বনে|অবলম্বিত|এর\\sউপর\\sভিত্তি\\sকরে|উপর\\sভিত্তি\\sকরে|ভিত্তিতে)(?![${BN}])`,
      "g",
    ),
    english: " based on $1 ",
    only: ["bn"],
  },
  // "খুব বেশি লম্বা না", "বেশি ভয়ের নয়": not too long, not too scary
  {
    pattern: new RegExp(
      `(?<![${BN}])(?:খুব\\sবেশি|খুব\\sএকটা|বেশি|খুব|অতটা|অত|তেমন)\\s([${BN}]{2,16})\\s(?:যেন\\s)?(?:নয|না)(?:\\sহয)?(?![${BN}])`,
      "g",
    ),
    english: " not too $1 ",
    only: ["bn"],
  },
  // refusals after what they refuse: "ভূতের ছবি নয়", "হরর চাই না", "যুদ্ধের সিনেমা দেখতে চাই না", "রক্তারক্তি চলবে না"
  {
    pattern: new RegExp(
      `(?<![${BN}])${NOT_SUBJECT}([${BN}]{2,16}(?:-[${BN}]{2,16})?)(${FORMAT})\\s(?:একদম\\s|একেবারেই\\s|একেবারে\\s|মোটেই\\s|মোটেও\\s)?(${REFUSAL_WORDS})(?![${BN}])`,
      "g",
    ),
    english: (_m: string, what: string, format: string, refusal: string) =>
      ` ${REFUSALS[refusal.replace(/\s/g, " ")] ?? "no"} ${what}${format}, `,
    only: ["bn"],
  },
  // a first subject joined by "or" is refused too: "যুদ্ধ বা ভূতের ছবি নয়"
  {
    pattern: new RegExp(`(?<![${BN}])([${BN}]{2,16})\\s(?:বা|অথবা|কিংবা|আর|এবং|ও)\\s{1,2}(no|hate|can't\\sstand)\\s`, "g"),
    english: "$2 $1 or ",
    only: ["bn"],
  },
];
