/**
 * Texting shorthand written out in full before a request is read ("smth scray but not 2 scary",
 * "black n white", "w/ my gf"), from data/shorthand.json. Whole words only, so a title or a word that
 * holds the letters keeps them; "2" is "too" only after a negation ("not 2 long"), since "2 films" is a
 * count.
 */
import shorthand from "../data/shorthand.json" with { type: "json" };
import { patternLiteral as literal } from "../text";
import { wordList } from "./words";

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

/** The text with texting shorthand written out. */
export function writtenOut(text: string): string {
  return (
    text
      .replace(TOO_AFTER, (_, negation: string) => `${negation} too `)
      // "w/ my gf", "w/friends": with, however it is spaced
      .replace(/\bw\/(?![oe]\b)\s?/gi, "with ")
      .replace(SHORT, (word: string) => WORDS.get(word.toLowerCase()) ?? word)
  );
}
