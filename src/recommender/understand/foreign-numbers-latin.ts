/**
 * Numbers with their units, and word order, in the Latin-script languages added after ./foreign-numbers-more:
 * Icelandic ("fyrir 2000" before 2000, "eftir 2010", "6 ára"), Afrikaans ("'n" is "a", "6-jarige", the
 * closing "nie" of a double negation, which says nothing more: "geen gruwel nie") and Hindi written in Latin
 * letters, which puts postpositions and its negation after what they govern ("bachon ke saath",
 * "2000 se pehle", "horror nahi chahiye"): those are turned round. Each pattern is literal words around
 * one bounded number or one or two bounded words.
 */
import type { NumberForm } from "./foreign-numbers";

/** A number of hours or minutes in Hinglish: digits, or a number word ("dedh" one and a half, "dhai" two and a half). */
const HL_NUMBER = "\\b(\\d{1,3}(?:\\.\\d)?|ek|do|teen|dedh|derh|dhai|adha|aadha|aadhe|adhe)";
const HL_NUMBERS: Readonly<Record<string, string>> = {
  ek: "1",
  do: "2",
  teen: "3",
  dedh: "1.5",
  derh: "1.5",
  dhai: "2.5",
  adha: "0.5",
  aadha: "0.5",
  aadhe: "0.5",
  adhe: "0.5",
};
/** A Hinglish length: the number and its unit. */
const HL_LENGTH = `${HL_NUMBER}\\s?(ghante|ghanta|ghanton|minute|minutes|min|mins|hours?|hrs?)\\b`;
const hlLength =
  (limit: string) =>
  (_match: string, n: string, unit: string): string =>
    `${limit}${HL_NUMBERS[n.toLowerCase()] ?? n} ${unit.toLowerCase().startsWith("m") ? "minutes" : "hours"}`;

/** Hinglish postpositions after their noun, in English before it. */
const HL_POSTPOSITIONS: Readonly<Record<string, string>> = {
  saath: "with",
  sath: "with",
  liye: "for",
  bina: "without",
};
/** Words that are not what a Hinglish negation refuses: pronouns, "something", degree and grammar words. */
const HL_NOT_SUBJECT =
  "(?!(?:mujhe|muje|humein|hume|main|mai|hum|kuch|koi|bilkul|yeh|ye|woh|wo|hai|hain|toh|to|bhi|bahut|zyada|jyada|kyun|kya|aur|ya|par|lekin|se|ke|ki|ka|mein|me|pasand|abhi|aaj|i|a|the|and|or|but|is|it)\\b)";
/** Formats said after a Hinglish genre or tone ("horror movies nahi", "violence wali film nahi", "sex scenes nahi"). */
const HL_FORMAT =
  "(\\s(?:wali|wale|wala|waali|waale|waala|bhari)(?:\\s(?:movies|movie|films|film|filmein|series|shows|show|scenes|scene))?|\\s(?:movies|movie|films|film|filmein|series|shows|show|scenes|scene))?";

/** A negation that an Afrikaans clause closes with a second "nie" ("geen gruwel nie", "ek wil nie … hê nie"). */
const AF_NEGATION = /\b(?:nie|geen|moenie|nooit|niks)\b/i;
const CLAUSE_END = ",.!?;";

/**
 * The closing "nie" (and the "hê" before it) gone when its clause negated before it, since it says nothing
 * more; kept when it is the clause's only negation ("ek wil nie"). Each clause holds one closing "nie",
 * so looking back over it keeps the whole reading linear.
 */
function closingNie(match: string, ...rest: (string | number)[]): string {
  const offset = rest.at(-2) as number;
  const text = rest.at(-1) as string;
  let start = offset;
  while (start > 0 && !CLAUSE_END.includes(text[start - 1]!)) start--;
  return AF_NEGATION.test(text.slice(start, offset)) ? "" : match;
}

export const LATIN_NUMBER_FORMS: NumberForm[] = [
  // Icelandic: "fyrir 2000", "fyrir árið 2000", "eftir 2010", "frá 2010"; "6 ára", "6 ára gamall"
  { pattern: /\bfyrir\s(?:arid\s)?((?:19|20)\d\d)\b/gi, english: "before $1", only: ["is"] },
  { pattern: /\beftir\s(?:arid\s)?((?:19|20)\d\d)\b/gi, english: "after $1", only: ["is"] },
  { pattern: /\bfra\s(?:arinu\s)?((?:19|20)\d\d)\b/gi, english: "since $1", only: ["is"] },
  { pattern: /\b(\d{1,2})\s?ara(?:\sgamal[la]?|\sgomul)?\b/gi, english: "$1 year old", only: ["is"] },
  // Afrikaans: "'n" is the article "a"; "6-jarige"; the closing "nie" after another negation in its clause
  { pattern: /(?<![A-Za-z])['’]n\b/gi, english: "a", only: ["af"] },
  { pattern: /\b(\d{1,2})[\s-]?jarige\b/gi, english: "$1 year old", only: ["af"] },
  { pattern: /\s(?:he\s)?nie\b(?=\s?(?:[,.!?;]|$))/gi, english: closingNie, only: ["af"] },
  // Hinglish decades, ages and years: "80s ki", "90 ke dashak", "6 saal ki", "2000 se pehle", "2010 ke baad"
  {
    pattern: /\b((?:19|20)?\d0)\s?(?:ya|aur|se|-)\s?((?:19|20)?\d0)\s?(?:ke|ka|ki)\s(?:dashak|daur|zamane)\b/gi,
    english: "$1s or $2s",
    only: ["hi-latn"],
  },
  { pattern: /\b((?:19|20)?\d0)\s?(?:ke|ka|ki)\s(?:dashak|daur|zamane)\b/gi, english: "$1s", only: ["hi-latn"] },
  {
    pattern: /\b(?<!pichle\s)(\d{1,2})\s?(?:saal|sal|varsh|baras)(?:\s(?:ka|ki|ke))?\b/gi,
    english: "$1 year old",
    only: ["hi-latn"],
  },
  {
    pattern: /\b((?:19|20)\d\d)\s?(?:se\s)?(?:pehle|pahle|purani)(?:\s(?:ki|ka|ke))?\b/gi,
    english: "before $1",
    only: ["hi-latn"],
  },
  { pattern: /\b((?:19|20)\d\d)\s?(?:ke\s)?baad(?:\s(?:ki|ka|ke))?\b/gi, english: "after $1", only: ["hi-latn"] },
  // Hinglish lengths: "2 ghante se zyada nahi", "90 minute se kam", "dedh ghante tak"
  {
    pattern: new RegExp(
      `${HL_LENGTH}\\s(?:se\\s)?(?:zyada|jyada|adhik|lambi|lamba)(?:\\slambi|\\slamba)?\\s(?:nahi|nahin|nai|na)\\b`,
      "gi",
    ),
    english: hlLength("no longer than "),
    only: ["hi-latn"],
  },
  {
    pattern: new RegExp(`${HL_LENGTH}\\s(?:se\\s)?(?:kam|chhoti|choti)\\b`, "gi"),
    english: hlLength("under "),
    only: ["hi-latn"],
  },
  { pattern: new RegExp(`${HL_LENGTH}\\s?tak\\b`, "gi"), english: hlLength("up to "), only: ["hi-latn"] },
  { pattern: new RegExp(`${HL_LENGTH}`, "gi"), english: hlLength(""), only: ["hi-latn"] },
  // Hinglish postpositions and refusals: "meri wife ke saath" → "with meri wife", "horror nahi chahiye" → "no horror,"
  {
    pattern:
      /\b((?:(?:mere|meri|mera|hamare|hamari|apne|apni)\s)?(?:(?:mummy|mumma|mata|maa|dada|dadi|nana|nani|poore|pure|puri|poori|lambi|lambe|lamba)\s)?[a-z]{2,20})\s(?:ke|ki)\s(saath|sath|liye|bina)\b/gi,
    english: (_m: string, what: string, post: string) =>
      `${HL_POSTPOSITIONS[post.toLowerCase()] ?? post} ${what}${post.toLowerCase() === "bina" ? "," : ""}`,
    only: ["hi-latn"],
  },
  // "novel pe based film", "sacchi kahani par aadharit": "based on" before what it is based on
  {
    pattern: /\b((?:sacchi\s|sachchi\s|sachi\s)?[a-z]{2,20})\s(?:pe|par)\s(?:based|aadharit|adharit)\b/gi,
    english: "based on $1",
    only: ["hi-latn"],
  },
  // "bina violence ke dark thriller": "without" before its noun and "ke" after it ends the clause
  {
    pattern: /\bbina\s((?:[a-z]{2,20}\s)?[a-z]{2,20})\s(?:ke|ki)\b/gi,
    english: "without $1,",
    only: ["hi-latn"],
  },
  {
    pattern:
      /\b(?:zyada|jyada|bahut|zada|itni|itna)\s([a-z]{2,16})\s(?:nahi|nahin|nai|na)\b(?!\s(?:chahiye|chahta|chahti))/gi,
    english: "not too $1",
    only: ["hi-latn"],
  },
  {
    pattern: new RegExp(
      `\\b${HL_NOT_SUBJECT}([a-z]{2,16}(?:-[a-z]{2,16})?)${HL_FORMAT}\\s(?:se\\s)?(?:nafrat|nafrat\\shai|pasand\\snahi|pasand\\snahin)\\b(?:\\s(?:hai|karta|karti|hoon|hu)){0,2}`,
      "gi",
    ),
    english: "hate $1$2,",
    only: ["hi-latn"],
  },
  {
    pattern: new RegExp(
      `\\b${HL_NOT_SUBJECT}([a-z]{2,16}(?:-[a-z]{2,16})?)${HL_FORMAT}\\s(?:bilkul\\s)?(?:nahi|nahin|nai|mat|na)\\b(?:\\s(?:chahiye|chahta|chahti|chahte|dekhni|dekhna|dikhao|dikhana|hai|hain|ho|hona|honi)){0,3}`,
      "gi",
    ),
    english: "no $1$2,",
    only: ["hi-latn"],
  },
  { pattern: /\b([a-z]{2,16})\s(?:ya|aur)\sno\s/gi, english: "no $1 or ", only: ["hi-latn"] },
];
