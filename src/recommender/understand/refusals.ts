/**
 * Refusals that come after what they refuse: "westerns? no thanks", "musicals - not for me", "romance
 * is a no". The reader's negations look forward ("no westerns"), so these clauses are turned round
 * into that shape before the words are read.
 */
import refusalEndings from "../data/refusal-endings.json" with { type: "json" };
import refusalReplies from "../data/refusal-replies.json" with { type: "json" };
import { NEGATORS, wordList } from "./words";

/** Short replies that refuse the clause before them ("no thanks", "nope", "hard pass"). */
const REPLIES: ReadonlySet<string> = new Set(wordList("refusal-replies", refusalReplies));
/** Clause endings that refuse the clause's own subject ("romance is a no"). */
const ENDINGS: readonly string[] = wordList("refusal-endings", refusalEndings);
/** A bare "no" refuses only what was asked as a question ("horror? no"). */
const AFTER_QUESTION: ReadonlySet<string> = new Set(["no", "nah", "nope"]);
/** Words of a reply that add nothing ("no thanks please", "nope, sorry"). */
const POLITE = /\b(?:please|sorry|thanks|lol|haha)\b/g;
/** Clause breaks: sentence punctuation, a comma or colon, or a spaced dash. */
const CLAUSE_BREAK = /([?.!;,:]|\s[-–—]\s)/;
/** The most words a refused clause may hold: a subject ("crime dramas"), not a whole request. */
const MAX_SUBJECT_WORDS = 5;

const wordsOf = (clause: string) => clause.toLowerCase().match(/[a-z0-9']+/g) ?? [];

/** True when the clause is a short subject the reader can negate, not already negated itself. */
function refusable(clause: string): boolean {
  const words = wordsOf(clause);
  return words.length > 0 && words.length <= MAX_SUBJECT_WORDS && !words.some((w) => NEGATORS.has(w));
}

/** The text with each refused clause rewritten as "no …" and its refusal dropped. */
export function frontRefusals(text: string): string {
  // parts alternate clause, break, clause, break, …
  const parts = text.split(CLAUSE_BREAK);
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? "";
    const lower = wordsOf(clause).join(" ");
    const ending = ENDINGS.find((e) => lower.endsWith(` ${e}`));
    if (ending) {
      const subject = lower.slice(0, -ending.length - 1);
      if (refusable(subject)) parts[i] = ` no ${subject}`;
      continue;
    }
    const reply = wordsOf((parts[i + 2] ?? "").replace(POLITE, "")).join(" ");
    const separator = parts[i + 1] ?? "";
    const refuses = REPLIES.has(reply) || (separator === "?" && AFTER_QUESTION.has(reply));
    if (!refuses || !refusable(clause)) continue;
    parts[i] = ` no ${clause.trim()}`;
    parts[i + 1] = ".";
    parts[i + 2] = "";
    i += 2;
  }
  return parts.join("");
}
