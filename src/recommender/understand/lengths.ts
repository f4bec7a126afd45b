/**
 * Lengths said in words and numbers ("90 min", "two and a half hours", "half an hour"): the pieces the
 * runtime patterns are built from, and the time a person says goes on something else ("I need 10 to
 * pack"), which comes off the time they have. Every pattern runs in linear time (regex-audit).
 */
import type { Span } from "./context";
import { NUM_WORDS } from "./words";

/** A number: digits, a small number word, "half an" (or "half" before "hr"), or "a couple (of)", which is two. */
export const NUM = "(\\d+(?:\\.\\d+)?|(?:a\\s)?couple(?:\\sof)?|an?|one|two|three|four|half\\san?|half(?=\\s?hrs?\\b))";
export const UNIT = "(hours?|hrs?|h|minutes?|mins?|m)";
/**
 * Between a number and its unit: "-ish" and at most one space, hyphen, space ("90 min", "90-minute",
 * "2 - hour", "90ish minutes").
 * Bounded on purpose: `\s*-?\s*` has two ways to read a run of spaces and made a 500-character
 * mood take seconds. parseMood also folds whitespace runs into one space first.
 */
export const JOIN = "(?:-?ish)?\\s?-?\\s?";
/** A captured number: digits, a number word, "half an" (0.5); "a"/"an" count as one. */
export function toNumber(text: string): number {
  if (/^\d/.test(text)) return Number(text);
  if (text.startsWith("half")) return 0.5;
  if (text.includes("couple")) return 2;
  return NUM_WORDS[text] ?? 1;
}

/**
 * Minutes of a runtime match whose groups are number, " and a half", unit ("2", " and a half",
 * "hours" → 150). The number and unit groups are not optional, so a match always holds them.
 */
export function minutesOf([, num, half, unit]: RegExpMatchArray): number {
  if (num === undefined || unit === undefined) throw new Error("A runtime pattern matched without its number or unit");
  let n = toNumber(num);
  if (half) n += 0.5;
  return unit.startsWith("h") ? Math.round(n * 60) : Math.round(n);
}

/**
 * Time that goes on something else, said as a length and what it is for: "I need 10 to pack", "it
 * takes me 20 mins to get there", "need half an hour for dinner". Watching is not something else ("I
 * need two hours to watch it"). Without a unit the number is minutes, but only when written in digits.
 */
const SPENT = new RegExp(
  `\\b(?:need|needs|takes?|took)(?:\\s(?:me|us|him|her|them))?\\s(?:about\\s|around\\s|roughly\\s)?${NUM}(\\s+and\\s+a\\s+half)?(?:${JOIN}${UNIT})?\\s(?:to|for)\\s(?!watch|see|view|binge)`,
  "g",
);

/** The minutes said to go on something else (their words are taken, so no other pattern reads them); 0 when none. */
export function timeSpentElsewhere(norm: string, take: (m: RegExpMatchArray) => Span | null): number {
  let minutes = 0;
  for (const m of norm.matchAll(SPENT)) {
    const [, num = "", , unit] = m;
    if (!unit && !/^\d/.test(num)) continue;
    if (!take(m)) continue;
    minutes += unit ? minutesOf(m) : Number(num);
  }
  return minutes;
}
