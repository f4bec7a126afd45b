/**
 * A stretch of the person's own time described: "after the worst week", "it's been a crazy month",
 * "had a nightmare last night". Its words say how they are, not what to watch ("brutal" is no wish for
 * gore, "nightmare" none for horror). Only an occasion, or the tone such a stretch implies (from
 * data/described-periods.json), is read from them, and that tone is the gentle wish when nothing else
 * is asked for. A clause of time with its own subject ("before she has to catch the last train", "while
 * I cook") is the person's circumstance too: a theme or place in it is only a light guess.
 */
import periodWords from "../data/described-periods.json" with { type: "json" };
import type { Token } from "../text";
import { POSSESSIVES, SUBJECT_PRONOUNS, wordList } from "./words";

const OPENERS: ReadonlySet<string> = new Set(wordList("described-periods openers", periodWords.openers));
const DETERMINERS: ReadonlySet<string> = new Set(wordList("described-periods determiners", periodWords.determiners));
const PERIODS: ReadonlySet<string> = new Set(wordList("described-periods periods", periodWords.periods));
/** The tone a hard stretch of time implies: the label of a lexicon entry (checked by the lexicon tests). */
export const PERIOD_TONE: string = periodWords.implies;
/** Determiners that open a clause on the person's own stretch of time with no opener before them. */
const OWN_STRETCH: ReadonlySet<string> = new Set(["my", "this", "what"]);
/** The most words from the opener to the period ("after a brutal work week"). */
const MAX_SPAN = 6;

/**
 * For each token, whether it lies in a described stretch of time: an opener, a determiner, up to four
 * words, a period; or, opening a clause, "my", "this" or "what" and a period ("my worst week").
 */
export function describedPeriods(tokens: readonly Token[]): boolean[] {
  const inside = tokens.map(() => false);
  tokens.forEach((t, p) => {
    // a period in the possessive describes what follows it ("this year's new film", "this week's releases")
    if (!PERIODS.has(t.raw) || t.whole !== t.raw) return;
    for (let o = p - 1; o >= Math.max(0, p - MAX_SPAN + 1); o--) {
      if (tokens[o]!.breakAfter) return;
      // "after the worst week", or a clause opening on the person's own stretch ("my worst week", "this crazy month")
      const opened = OPENERS.has(tokens[o]!.raw) && DETERMINERS.has(tokens[o + 1]?.raw ?? "");
      const ownAtStart = OWN_STRETCH.has(tokens[o]!.raw) && (o === 0 || tokens[o - 1]!.breakAfter === true);
      if (!opened && !ownAtStart) continue;
      for (let k = o; k <= p; k++) inside[k] = true;
      return;
    }
  });
  return inside;
}

/** A subject with its verb run in, as the tokens spell it ("I'm" → "im"). */
const CONTRACTED_SUBJECTS: ReadonlySet<string> = new Set([
  "im",
  "ive",
  "hes",
  "shes",
  "theyre",
  "youre",
  "weve",
  "theyve",
]);
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  wordList("described-periods clauseOpeners", periodWords.clauseOpeners),
);

/**
 * For each token, whether it lies in a clause of time with a subject of its own, from its opener to
 * the clause's break: "before she has to catch the last train", "when my parents are asleep". "after
 * dinner", with no subject, is no such clause.
 */
export function timeClauses(tokens: readonly Token[]): boolean[] {
  const inside = tokens.map(() => false);
  let open = false;
  tokens.forEach((t, k) => {
    const next = tokens[k + 1]?.raw ?? "";
    if (
      !open &&
      !t.breakAfter &&
      CLAUSE_OPENERS.has(t.raw) &&
      (SUBJECT_PRONOUNS.has(next) || CONTRACTED_SUBJECTS.has(next) || POSSESSIVES.has(next))
    )
      open = true;
    inside[k] = open;
    if (t.breakAfter) open = false;
  });
  return inside;
}
