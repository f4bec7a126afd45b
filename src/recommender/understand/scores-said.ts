/**
 * A score the person gives a title they name ("I rated Hereditary 2/10", "Knives Out, 5 stars"): a
 * low one steers away from it as "I hated it" does. Every pattern runs in linear time (regex-audit).
 */
import type { Token } from "../text";

/** A score said right after a title: "2/10", "3 out of 10", "1.5/5", "2 stars", "4 out of 5 stars". */
const SCORE_AFTER = /^[\s,:(-]{0,3}(?:a\s)?(\d{1,2}(?:\.\d)?)\s?(?:\/\s?(10|5)\b|out\sof\s(10|5)\b|stars?\b)/;

/** The most out of ten a score may be and still say the person disliked the title. */
const DISLIKED_AT_MOST = 4;

/**
 * True when the normalised text `norm` the tokens were read from gives the mention ending at token `end`
 * (exclusive) a low score right after it.
 */
export function lowScoreAfter(norm: string, tokens: readonly Token[], end: number): boolean {
  const last = tokens[end - 1];
  if (last === undefined) return false;
  const m = SCORE_AFTER.exec(norm.slice(last.end));
  if (!m) return false;
  const outOf = Number(m[2] ?? m[3] ?? 5);
  const score = (Number(m[1]) / outOf) * 10;
  return score <= DISLIKED_AT_MOST;
}
