/**
 * The words of a clause as the refusal readings that rewrite text use them ("I find documentaries
 * dry", "true crime docs and I'm so over it"): each word with where it sits, and the kind of title a
 * run of them names.
 */
import { COMPILED, type LexEntry } from "../lexicon/index";
import { stemPhrase } from "../text";
import { isNegator, NEG_FILLER } from "./words";

/** The most words of a kind of title named in a clause ("true crime docs"), and of one lexicon term inside it. */
const MAX_SUBJECT_WORDS = 5;
const MAX_TERM_WORDS = 4;

/** The fewest characters of a clause worth reading for a refusal ("im over it"). */
export const MIN_CLAUSE_CHARS = 8;

/** A clause's words, lower-cased, apostrophes dropped as the tables write contractions ("ill pass on" for "I'll pass on"). */
export const wordsOf = (clause: string): string[] =>
  clause
    .toLowerCase()
    .replace(/['’]/g, "")
    .match(/[a-z0-9-]+/g) ?? [];

/** True when the words are a short subject the reader can negate ("crime dramas"), not negated themselves. */
export function refusableWords(words: readonly string[]): boolean {
  return words.length > 0 && words.length <= MAX_SUBJECT_WORDS && !words.some(isNegator);
}

/** A word as typed, without its apostrophes, with where it starts and ends in the clause. */
export type RawWord = { text: string; at: number; end: number };

/** The clause's words as typed with where each starts; the same words, lower-cased and without apostrophes, as the tables write them. */
export function wordsWithPlaces(clause: string): { raw: RawWord[]; plain: string[] } {
  const raw = [...clause.matchAll(/[A-Za-z0-9'-]+/g)]
    .map((m) => ({ text: m[0].replace(/'/g, ""), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
    .filter((w) => /[A-Za-z0-9]/.test(w.text));
  return { raw, plain: raw.map((w) => w.text.toLowerCase()) };
}

/** A quick look for any of these words, before a clause is read word by word. */
export function mentionsAny(words: Iterable<string>): RegExp {
  return new RegExp(`\\b(?:${[...words].join("|")})\\b`, "i");
}

/** The longest lexicon term opening at word `k` (up to four words), and its length in words, or null. */
export function termAt(words: readonly string[], k: number): [LexEntry, number] | null {
  for (let len = Math.min(MAX_TERM_WORDS, words.length - k); len > 0; len--) {
    const entry = COMPILED.phrases.get(stemPhrase(words.slice(k, k + len).join(" ")));
    if (entry) return [entry, len];
  }
  return null;
}

/** Where the named kind of title closing these words begins: the longest short run opening on a lexicon term, or -1. */
export function subjectStart(words: readonly string[]): number {
  for (let k = Math.max(0, words.length - MAX_SUBJECT_WORDS); k < words.length; k++) {
    if (!words.slice(k).some(isNegator) && termAt(words, k)) return k;
  }
  return -1;
}

/** Where the first lexicon term among these words begins ("there's even one | musical number"), or -1; fillers ("even") are passed over. */
export function firstTermStart(words: readonly string[]): number {
  for (let k = 0; k < words.length; k++) {
    if (!NEG_FILLER.has(words[k] ?? "") && termAt(words, k)) return k;
  }
  return -1;
}

/** Kinds of term whose words in "ed" describe a title, not something that happened ("animated", "subtitled", "underrated"). */
const DESCRIBING: ReadonlySet<string> = new Set(["genre", "format", "place", "quality", "audience"]);
/** A verb in the past ("sulked", "cried"), as a word ending in "ed" that does not describe a title. */
export function pastTense(word: string): boolean {
  if (word.length <= 4 || !word.endsWith("ed")) return false;
  const kind = COMPILED.phrases.get(stemPhrase(word))?.kind;
  return !kind || !DESCRIBING.has(kind);
}

/** Words between a reaction and what causes it ("nightmares from horror", "queasy at gore"). */
export const CAUSED_BY: ReadonlySet<string> = new Set(["from", "at", "by", "with", "during", "over", "watching"]);
