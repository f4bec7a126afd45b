/**
 * Texting shorthand written out in full before a request is read ("smth scray but not 2 scary",
 * "black n white", "w/ my gf"), from data/shorthand.json. Whole words only, so a title or a word that
 * holds the letters keeps them; "2" is "too" only after a negation ("not 2 long"), since "2 films" is a
 * count.
 */
import shorthand from "../data/shorthand.json" with { type: "json" };
import { COMPILED } from "../lexicon/index";
import { editDistance, patternLiteral as literal, STOPWORDS } from "../text";
import { EXTRA_STOP, wordList } from "./words";

function checkedWords(data: unknown): ReadonlyMap<string, string> {
  const entries = Object.entries(data as Record<string, unknown>);
  if (!entries.every(([k, v]) => typeof v === "string" && k === k.toLowerCase()))
    throw new Error("data/shorthand.json: words must map lower-case shorthand to text");
  return new Map(entries as [string, string][]);
}

const WORDS = checkedWords(shorthand.words);
/** Longest first, so "w/o" is read before "w". */
const SHORT = new RegExp(
  `(?<![\\w'’/-])(${[...WORDS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join("|")})(?![\\w'’/-])`,
  "gi",
);
const TOO_AFTER = new RegExp(
  `\\b(${wordList("shorthand tooAfter", shorthand.tooAfter).map(literal).join("|")})\\s2\\s(?=[a-z])`,
  "gi",
);

const PATTERN_WORDS: readonly string[] = wordList("shorthand patternWords", shorthand.patternWords);

/** True for a word the reader knows as itself, which is never taken for a misspelling. */
const known = (word: string) => STOPWORDS.has(word) || EXTRA_STOP.has(word) || COMPILED.words.has(word);

/**
 * The pattern word a word of four letters or more misspells ("lenght" → length, "befor" → before): one
 * letter off, the same first letter, and no other pattern word as near unless it is a form of the same
 * word. Null for a word the reader knows as itself.
 */
function patternWordMisspelt(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 4 || known(lower) || PATTERN_WORDS.includes(lower)) return null;
  const near = PATTERN_WORDS.filter(
    (w) => w[0] === lower[0] && Math.abs(w.length - lower.length) <= 1 && editDistance(lower, w, 1) <= 1,
  );
  const first = near[0];
  if (!first || near.some((w) => w.slice(0, 5) !== first.slice(0, 5))) return null;
  return near.find((w) => w.length === lower.length) ?? first;
}

/** An hour said without its article where a clause opens ("hour and a half total"), and its opening. */
const CLAUSE_OPENING_HOUR = /(^|[.,;:!?(]\s?)(half\s)?hour\b/gi;
/** "with hour long episodes", "hour-long eps": a length said without its "an" or count before "long". */
const BARE_HOUR_LONG = /(?<!\b(?:an?|one|two|three|four|five|six|half|the)[\s-]?|\d[\s-]?)\bhour([\s-]long)\b/gi;
/**
 * "till half 2", "by half 9": the British half past an hour, after a word placing a time; not a count
 * of something ("half 2 hours").
 */
const BRITISH_HALF =
  /\b(till|until|til|to|by|at|from|around|about)\shalf\s(1[0-2]|[1-9])\b(?!\s?(?:hours?|hrs?|h\b|minutes?|mins?|episodes?|eps?|films?|movies?|seasons?))/gi;

/** The text with texting shorthand, "X-free" and misspelt pattern words written out. */
export function writtenOut(text: string): string {
  return (
    text
      .replace(TOO_AFTER, (_, negation: string) => `${negation} too `)
      // "w/ my gf", "w/friends": with, however it is spaced
      .replace(/\bw\/(?![oe]\b)\s?/gi, "with ")
      .replace(SHORT, (word: string) => WORDS.get(word.toLowerCase()) ?? word)
      // "a horror-free film", "gore-free": a refusal, in the shape the negation reader reads
      .replace(/\b([A-Za-z]+)-free\b/g, "no $1,")
      .replace(/[A-Za-z]{4,}/g, (word) => patternWordMisspelt(word) ?? word)
      // "hour and a half total", "half hour tops": a clause opening on its unit drops the "an"
      .replace(CLAUSE_OPENING_HOUR, (_, opening: string, half: string | undefined) =>
        half ? `${opening}a half hour` : `${opening}an hour`,
      )
      .replace(BARE_HOUR_LONG, "an hour$1")
      // "naps 1 till half 2": the British "half" before an hour is half past it
      .replace(BRITISH_HALF, "$1 $2:30")
  );
}
