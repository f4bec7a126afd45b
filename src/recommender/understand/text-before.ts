/** What the words just before a pattern's match say about it, read from the normalised text. */
import { isNegator } from "./words";

/** Words refusing what follows without a negator: "anything but (the)", "other than (the)". */
const ANYTHING_BUT = /\b(?:(?:anything|everything|something)\sbut|other\sthan|rather\sthan)(?:\sthe)?$/;

/**
 * True when a negation comes up to three words before `start`, within its clause: "nothing over",
 * "I can't do more than", "not a", "anything but the".
 */
export function negatedBefore(norm: string, start: number): boolean {
  const before = norm.slice(Math.max(0, start - 24), start);
  // only within the clause: "nothing new, older than 1980" does not refuse the year
  const clauseStart = Math.max(...[",", ".", ";", "!", "?"].map((p) => before.lastIndexOf(p))) + 1;
  const words = before.slice(clauseStart).trimEnd().split(" ").slice(-3);
  if (ANYTHING_BUT.test(words.join(" "))) return true;
  return words.some((w) => isNegator(w.replace(/'/g, "")));
}
