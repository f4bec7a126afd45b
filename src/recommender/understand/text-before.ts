/** What the words just before a pattern's match say about it, read from the normalised text. */
import { pastTense } from "./clause-words";
import { isNegator } from "./words";

/** Words refusing what follows without a negator: "anything but (the)", "other than (the)". */
const ANYTHING_BUT = /\b(?:(?:anything|everything|something)\sbut|other\sthan|rather\sthan)(?:\sthe)?$/;

/** Words after "don't" that make it indifference, not refusal ("I don't mind anything before 2000"). */
const INDIFFERENT: ReadonlySet<string> = new Set(["mind", "care", "matter"]);
/** How far back a negation reaches: "don't give me anything made | before 1990". */
const REACH_WORDS = 5;
const REACH_CHARS = 40;

/** The last few words before `start`, within its clause: "nothing new, older than 1980" does not refuse the year. */
function clauseWordsBefore(norm: string, start: number): string[] {
  const before = norm.slice(Math.max(0, start - REACH_CHARS), start);
  const clauseStart = Math.max(...[",", ".", ";", "!", "?"].map((p) => before.lastIndexOf(p))) + 1;
  return before.slice(clauseStart).trimEnd().split(" ").slice(-REACH_WORDS);
}

/**
 * True when a negation comes up to five words before `start`, within its clause: "nothing over",
 * "I can't do more than", "not a", "anything but the", "don't give me anything made".
 */
export function negatedBefore(norm: string, start: number): boolean {
  const words = clauseWordsBefore(norm, start);
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

/** Verbs whose past is not in "ed" that tell how long someone stuck with something ("fell asleep after", "gave up after", "made it"); not "got", which is as often "have" ("got like an hour"). */
const IRREGULAR_PAST: ReadonlySet<string> = new Set([
  "fell",
  "gave",
  "made",
  "quit",
  "went",
  "took",
  "ran",
  "lost",
  "slept",
]);
/** Words between a past verb and the length it reports ("lasted about ten minutes", "watched for an hour"). */
const REPORT_FILLERS: ReadonlySet<string> = new Set([
  "for",
  "about",
  "barely",
  "only",
  "just",
  "maybe",
  "like",
  "around",
  "nearly",
  "almost",
]);
/** The most words between a past verb and the "after" that ends what it reports ("switched the thing off after"). */
const AFTER_REACH = 4;

const past = (word: string) => IRREGULAR_PAST.has(word) || pastTense(word);

/**
 * True when the length after `start` tells how long something went on, not how long a title may run:
 * a past verb just before it ("I lasted ten minutes", "we watched for an hour") or a past verb before an
 * "after" just before it ("fell asleep after twenty minutes", "switched it off after an hour").
 */
export function reportedBefore(norm: string, start: number): boolean {
  const words = clauseWordsBefore(norm, start);
  const last = words.at(-1) ?? "";
  if (last === "after") return words.slice(-1 - AFTER_REACH, -1).some(past);
  const verb = REPORT_FILLERS.has(last) ? words.at(-2) : last;
  return verb !== undefined && past(verb);
}
