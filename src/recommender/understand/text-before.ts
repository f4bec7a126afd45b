/** What the words just before a pattern's match say about it, read from the normalised text. */
import { isNegator } from "./words";

/** Words refusing what follows without a negator: "anything but (the)", "other than (the)". */
const ANYTHING_BUT = /\b(?:(?:anything|everything|something)\sbut|other\sthan|rather\sthan)(?:\sthe)?$/;

/** Words after "don't" that make it indifference, not refusal ("I don't mind anything before 2000"). */
const INDIFFERENT: ReadonlySet<string> = new Set(["mind", "care", "matter"]);
/** How far back a negation reaches: "don't give me anything made | before 1990". */
const REACH_WORDS = 5;
const REACH_CHARS = 40;

/**
 * True when a negation comes up to five words before `start`, within its clause: "nothing over",
 * "I can't do more than", "not a", "anything but the", "don't give me anything made".
 */
export function negatedBefore(norm: string, start: number): boolean {
  const before = norm.slice(Math.max(0, start - REACH_CHARS), start);
  // only within the clause: "nothing new, older than 1980" does not refuse the year
  const clauseStart = Math.max(...[",", ".", ";", "!", "?"].map((p) => before.lastIndexOf(p))) + 1;
  const words = before.slice(clauseStart).trimEnd().split(" ").slice(-REACH_WORDS);
  if (ANYTHING_BUT.test(words.slice(-3).join(" "))) return true;
  return words.some((w, k) => isNegator(w.replace(/'/g, "")) && !INDIFFERENT.has(words[k + 1] ?? ""));
}

/** "anything" just before a length: what is more than it is what the person will not sit through. */
const ANYTHING_JUST_BEFORE = /\banything\s$/;

/**
 * True when the length after `start` is a ceiling, said with a negation ("nothing over two hours") or
 * as "anything over" ("dad falls asleep in anything over 100 minutes", "one vetoes anything over 2
 * hours"): nobody asks for "anything" longer than a length, they rule it out.
 */
export function ceilingBefore(norm: string, start: number): boolean {
  return ANYTHING_JUST_BEFORE.test(norm.slice(Math.max(0, start - 9), start)) || negatedBefore(norm, start);
}
