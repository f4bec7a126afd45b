/**
 * A stretch of the person's own time described: "after the worst week", "it's been a crazy month",
 * "had a nightmare last night". Its words say how they are, not what to watch ("brutal" is no wish for
 * gore, "nightmare" none for horror). Only an occasion, or the tone such a stretch implies (from
 * data/described-periods.json), is read from them, and that tone is the gentle wish when nothing else
 * is asked for.
 */
import periodWords from "../data/described-periods.json" with { type: "json" };
import type { Token } from "../text";
import { wordList } from "./words";

const OPENERS: ReadonlySet<string> = new Set(wordList("described-periods openers", periodWords.openers));
const DETERMINERS: ReadonlySet<string> = new Set(wordList("described-periods determiners", periodWords.determiners));
const PERIODS: ReadonlySet<string> = new Set(wordList("described-periods periods", periodWords.periods));
/** The tone a hard stretch of time implies: the label of a lexicon entry (checked by the lexicon tests). */
export const PERIOD_TONE: string = periodWords.implies;
/** The most words from the opener to the period ("after a brutal work week"). */
const MAX_SPAN = 6;

/** For each token, whether it lies in a described stretch of time: an opener, a determiner, up to four words, a period. */
export function describedPeriods(tokens: readonly Token[]): boolean[] {
  const inside = tokens.map(() => false);
  tokens.forEach((t, p) => {
    if (!PERIODS.has(t.raw)) return;
    for (let o = p - 2; o >= Math.max(0, p - MAX_SPAN + 1); o--) {
      if (tokens[o]!.breakAfter) return;
      if (!OPENERS.has(tokens[o]!.raw) || !DETERMINERS.has(tokens[o + 1]?.raw ?? "")) continue;
      for (let k = o; k <= p; k++) inside[k] = true;
      return;
    }
  });
  return inside;
}
