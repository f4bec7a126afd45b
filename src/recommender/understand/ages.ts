/**
 * The youngest viewer's age, however it is said: "my 7-year-old", "a 6 and a 12 year old", "ages 6 to
 * 8", "he's 5", "my little bro (8)", "a Year 2 class". Every pattern runs in linear time (regex-audit).
 */
import { tokenize } from "../text";
import type { ParsedMood } from "../types";
import { awayWordsEnd, clauseWordsFrom } from "./audience-away";
import type { Span } from "./context";
import { JOIN, NUMBER_WORDS } from "./lengths";
import { negatedBefore } from "./text-before";
import { NUM_WORDS } from "./words";

/** An age as typed, captured: digits or a number word ("7", "seven"). */
const AGE_NUMBER = `(\\d{1,2}|${NUMBER_WORDS})`;

/** "my 7-year-old", "two year olds", "a 5yo"; not "two old friends", where "old" describes the friends. */
const AGE = new RegExp(`\\b${AGE_NUMBER}${JOIN}(?:(?:years?|yrs?)${JOIN}olds?|y\\/o|yo)\\b`, "g");

/** Two ages before one "year old" ("a 6 and a 12 year old", "my 5 & 9 yo"): the youngest counts. */
const AGE_PAIR = new RegExp(
  `\\b${AGE_NUMBER}(?:,?\\s(?:and|&)\\s|,\\s)(?:an?\\s)?${AGE_NUMBER}${JOIN}(?:(?:years?|yrs?)${JOIN}olds?|y\\/o|yo)\\b`,
  "g",
);

/** Words after an age that make it no age: a length, a count of things, a time ago. */
const NO_AGE_AFTER =
  "(?!\\s?(?:minutes?|mins?|hours?|hrs?|episodes?|eps|seasons?|percent|%|times?|years?\\s(?:ago|later|in)|days?|weeks?|months?|films?|movies?|shows?|people|of))";

/**
 * An age said of someone ("he's 5", "my daughter is 7", "the kids are 4 and 6", "my nephew who's 7",
 * "my little one is five"): the first number,
 * unless a unit follows it ("he's 5 minutes away", "she's 2 episodes in").
 */
const AGE_STATED = new RegExp(
  `\\b(?:he|she|they|who|kids?|son|daughter|nephew|niece|grandson|granddaughter|children|child|twins|boys|girls|grandkids|grandchildren|little\\sones?|youngest|eldest|oldest)(?:'?s|\\sis|\\sare|'re)\\s(?:about\\s|around\\s|nearly\\s|almost\\s|only\\s|just\\s)?${AGE_NUMBER}\\b${NO_AGE_AFTER}`,
  "g",
);

/**
 * A school year says a child's age: "a Year 2 class" (UK, the youngest 4 years older), "my 3rd grader",
 * "grade 5", "kindergarten" (US, 5 years older). Digits only after "year", so "year 2000" is a year.
 */
const SCHOOL_YEAR =
  /\b(?:year\s(1[0-3]|[1-9])(?!\s?(?:\d|olds?\b))|(?:grade\s(1[0-2]|[1-9])|(1[0-2]|[1-9])(?:st|nd|rd|th)[\s-]grade|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[\s-]grade|(kindergart))[a-z]*)\b/g;
const ORDINAL_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];

/** The youngest age in the school year a SCHOOL_YEAR match names. */
function schoolAge(m: RegExpMatchArray): number {
  const [, ukYear, grade, gradeTh, gradeWord] = m;
  if (ukYear) return Number(ukYear) + 4;
  if (grade ?? gradeTh) return Number(grade ?? gradeTh) + 5;
  if (gradeWord) return ORDINAL_WORDS.indexOf(gradeWord) + 6;
  return 5;
}

/** "ages 6 to 8", "aged 7-10", "age 5": the youngest age given is the one the picks must suit. */
const AGE_RANGE = new RegExp(
  `\\b(?:ages?|aged)(?:\\s(?:range|ranging|run|go))?(?:\\s(?:from|between))?\\s${AGE_NUMBER}(?:\\s?(?:to|-|–|and)\\s?\\d{1,2})?\\b`,
  "g",
);

/**
 * The youngest of a group given from an age ("everyone from 4 to 80", "kids from 8", "for 10 and up",
 * "8+"): the first number, when the words around it say it is an age and not a year or a length.
 */
const AGE_FROM = new RegExp(
  `\\b(?:everyone|everybody|kids|children|family|people|viewers|watchers)\\s(?:from|between|aged)\\s${AGE_NUMBER}(?!\\d)`,
  "g",
);
const AGE_AND_UP = new RegExp(
  `\\b(?:for|kids|children|ages?)\\s${AGE_NUMBER}\\s?(?:and\\s(?:up|over|older)|\\+|plus)(?!\\s?(?:minutes?|mins?|hours?|episodes?|seasons?))`,
  "g",
);

/**
 * Someone and their age in brackets: "my little bro (8)", "Daughter [9]", "the cousins (8 to 12)". A
 * number of one or two digits alone in brackets after a word is an age (a length or a year has its
 * unit or four digits), unless the word is that number said ("one (1)"); two numbers are ages even
 * after a count ("my two (6 and 8)").
 */
const AGE_IN_BRACKETS = /\b[a-z]+\s?[([](\d{1,2})(?:\s?(?:and|&|,|to|-|–)\s?(\d{1,2}))?[)\]]/g;

/** "my son has 12 years", "they have 6 and 9 years": an age said as some languages say it, in English words. */
const AGE_HAD = new RegExp(
  `\\b(?:he|she|they|who|son|daughter|kids?|children|child|twins|boys|girls|nephew|niece)\\s(?:has|have)\\s${AGE_NUMBER}(?:\\s(?:and|&)\\s(\\d{1,2}))?\\syears?\\b(?!\\s(?:ago|left|later))`,
  "g",
);

/** "a child of six", "our son of 9": someone and their age after "of". */
const CHILD_OF = new RegExp(
  `\\b(?:child|kid|boy|girl|son|daughter|grandchild|grandson|granddaughter|nephew|niece)\\sof\\s${AGE_NUMBER}\\b${NO_AGE_AFTER}`,
  "g",
);
/** An age someone reaches: "the twins turn 7 on saturday", "she's turning five". */
const AGE_REACHED = new RegExp(`\\b(?:turns?|turning|turned)\\s${AGE_NUMBER}\\b${NO_AGE_AFTER}`, "g");
/** Birthdays in words, first to sixteenth: the age is the place in the list. */
const BIRTHDAY_ORDINALS = [...ORDINAL_WORDS, "thirteenth", "fourteenth", "fifteenth", "sixteenth"];
/** "his 8th birthday", "her eleventh birthday party": the age the birthday makes. */
const BIRTHDAY_AGE = new RegExp(
  `\\b(?:(\\d{1,2})(?:st|nd|rd|th)|(${BIRTHDAY_ORDINALS.join("|")}))[\\s-]birthday\\b`,
  "g",
);

/** "my 18 month old", "a 9-month-old": a baby, read as one year old. */
const MONTHS_OLD = /\b\d{1,2}[\s-]months?[\s-]olds?\b/g;

/** "the under-fives", "for the under 10s": children below that age, the oldest of whom is one younger. */
const UNDER_AGE = new RegExp(`\\bunder[\\s-]${AGE_NUMBER}'?s\\b`, "g");
/** Words for a child of an age: a toddler (two), a preschooler (four), a tween or pre-teen (eleven). */
const CHILD_WORDS: Readonly<Record<string, number>> = {
  toddler: 2,
  preschooler: 4,
  tween: 11,
  preteen: 11,
  "pre-teen": 11,
};
const CHILD_WORD = new RegExp(`\\b(${Object.keys(CHILD_WORDS).join("|")})s?\\b`, "g");

/**
 * True when the clause goes on to say the people whose age was just given are away ("my son (8) is at
 * his dad's", "my 7 year old is asleep"): an evening without them, so their age limits nothing.
 */
function awayAfter(norm: string, m: RegExpMatchArray): boolean {
  return awayWordsEnd(clauseWordsFrom(tokenize(norm.slice((m.index ?? 0) + m[0].length)), 0)) > 0;
}

/** Reads every age the text gives into mood.viewerAge, keeping the youngest. */
export function readAges(mood: ParsedMood, norm: string, take: (m: RegExpMatchArray) => Span | null): void {
  const young = (age: number) => {
    mood.viewerAge = mood.viewerAge === null ? age : Math.min(mood.viewerAge, age);
  };
  const said = [
    ...norm.matchAll(AGE_PAIR),
    ...norm.matchAll(AGE_RANGE),
    ...norm.matchAll(AGE_FROM),
    ...norm.matchAll(AGE_AND_UP),
    ...norm.matchAll(AGE),
    ...norm.matchAll(AGE_STATED),
    ...norm.matchAll(CHILD_OF),
    ...norm.matchAll(AGE_HAD),
    // "one (1) thriller" restates a count; "my two (6 and 8)" gives two ages
    ...[...norm.matchAll(AGE_IN_BRACKETS)].filter(
      (m) => m[2] !== undefined || NUM_WORDS[/^[a-z]+/.exec(m[0])?.[0] ?? ""] === undefined,
    ),
  ];
  for (const m of said) {
    if (m[1] === undefined || awayAfter(norm, m) || !take(m)) continue;
    for (const count of m.slice(1))
      if (count !== undefined) young(/^\d/.test(count) ? Number(count) : (NUM_WORDS[count] ?? 10));
  }
  for (const m of norm.matchAll(SCHOOL_YEAR)) if (take(m)) young(schoolAge(m));
  for (const m of norm.matchAll(MONTHS_OLD)) if (take(m)) young(1);
  for (const m of norm.matchAll(UNDER_AGE)) {
    const [, said = ""] = m;
    const age = /^\d/.test(said) ? Number(said) : (NUM_WORDS[said] ?? 0);
    if (age > 1 && age <= 18 && take(m)) young(age - 1);
  }
  // a word for a child says an age only as the youngest so far; it claims no span, as the audience term reads it too
  for (const m of norm.matchAll(CHILD_WORD)) {
    const age = CHILD_WORDS[m[1] ?? ""];
    if (age !== undefined && !negatedBefore(norm, m.index ?? 0)) young(age);
  }
  // a grown-up's age reached ("turning 40") is left to the years reader, which dates a birth by it
  for (const m of norm.matchAll(AGE_REACHED)) {
    const [, said = ""] = m;
    const age = /^\d/.test(said) ? Number(said) : (NUM_WORDS[said] ?? 99);
    if (age < 18 && take(m)) young(age);
  }
  for (const m of norm.matchAll(BIRTHDAY_AGE)) {
    const [, digits, word = ""] = m;
    const age = digits ? Number(digits) : BIRTHDAY_ORDINALS.indexOf(word) + 1;
    // a grown-up's birthday ("mum's 90th birthday") says nothing a child's age would limit
    if (age < 18 && take(m)) young(age);
  }
}
