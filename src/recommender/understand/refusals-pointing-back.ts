/**
 * Refusals that point back at what was just named: "he keeps putting on true crime docs and I'm so
 * over it", "Westerns. Sick of them." The refusing words ("so over", "sick of") are the negation
 * phrases the reader knows, closing on a pronoun; the thing refused is the named kind of title before
 * them, which is moved into the reader's forward shape ("… putting on no true crime docs").
 */
import { MIN_CLAUSE_CHARS, mentionsAny, subjectStart, wordsWithPlaces } from "./clause-words";
import { NEG_PHRASES } from "./words";

/** Pronouns that stand for what was just named. */
export const POINTING_BACK: ReadonlySet<string> = new Set(["it", "them", "those", "that", "this", "em", "both"]);
/** A quick look for any pointing word before the clause is read word by word. */
const MENTIONS_POINTER = mentionsAny(POINTING_BACK);
/** Words that may close the remark without changing it ("so over it honestly"). */
const TRAILING: ReadonlySet<string> = new Set([
  "honestly",
  "tbh",
  "lol",
  "already",
  "now",
  "tonight",
  "lately",
  "though",
]);
/**
 * "I'm over it", "totally over them": bare "over" refuses only in these shapes, since before a noun it
 * is a length ("over two hours") and after "got" it is getting over something.
 */
const OVER: readonly string[][] = ["im", "am", "were", "totally", "completely"].map((w) => [w, "over"]);
/** Verbs of disliking that refuse what a pronoun after them points back to ("my friend hates it"). */
const DISLIKING: readonly string[][] = [
  "hate",
  "hates",
  "hated",
  "loathe",
  "loathes",
  "dislike",
  "dislikes",
  "detests",
].map((w) => [w]);
/** Conjunctions that may join the refusal to the clause it points into. */
const JOINING: ReadonlySet<string> = new Set(["and", "but", "though", "yet", "so"]);
/** The longest refusing phrase, in words. */
const LONGEST_PHRASE = Math.max(...NEG_PHRASES.map((p) => p.length));
/** The most words before the refusing phrase in a remark ("and honestly I'm | so over it"). */
const MAX_LEAD_WORDS = 3;

/**
 * True when the words are a remark refusing what came before: a few words at most, then a negation
 * phrase and a pronoun ("I'm | sick of | them").
 */
function pointsBack(words: readonly string[]): boolean {
  const n = words.length;
  if (n < 2 || !POINTING_BACK.has(words[n - 1] ?? "")) return false;
  return [...NEG_PHRASES, ...OVER, ...DISLIKING].some(
    (p) =>
      p.length < n &&
      n - 1 - p.length <= MAX_LEAD_WORDS &&
      !words.slice(0, n - 1 - p.length).some((w) => JOINING.has(w)) &&
      p.every((w, k) => words[n - 1 - p.length + k] === w),
  );
}

/**
 * Where in `words` the refusing remark starts (after its conjunction, which is dropped with it), or
 * -1: the whole clause, or its closing words after "and"/"but".
 */
function remarkStart(said: readonly string[]): number {
  let n = said.length;
  while (n > 0 && TRAILING.has(said[n - 1] ?? "")) n--;
  const words = said.slice(0, n);
  // a remark is short, so only the last few words can open one
  for (let k = Math.max(1, n - MAX_LEAD_WORDS - LONGEST_PHRASE - 2); k < n - 1; k++) {
    if (JOINING.has(words[k] ?? "") && pointsBack(words.slice(k + 1))) return k;
  }
  return pointsBack(words) ? 0 : -1;
}

/**
 * Rewrites, in place, each clause (parts alternate clause and break) whose closing remark refuses what
 * was named just before: that thing becomes "no …" and the remark goes.
 */
export function referBack(parts: string[], refused: (subject: string) => string): void {
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? "";
    // most clauses hold two words or fewer ("?", "no thanks"): nothing to point back or judge
    if (clause.length < MIN_CLAUSE_CHARS || !MENTIONS_POINTER.test(clause)) continue;
    const { raw, plain } = wordsWithPlaces(clause);
    // "my friend hates it so maybe a comedy": the remark closes where "so" opens the wish after it
    const cut = plain.findIndex((w, k) => k > 0 && POINTING_BACK.has(w) && plain[k + 1] === "so");
    const start = remarkStart(cut > 0 ? plain.slice(0, cut + 1) : plain);
    if (start < 0) continue;
    const after = cut > 0 ? clause.slice(raw[cut]?.end ?? clause.length) : "";
    // the remark is a clause of its own: what it refuses closes the clause before
    const own = start === 0;
    const target = own ? i - 2 : i;
    if (target < 0) continue;
    const head = own ? (parts[target] ?? "") : clause.slice(0, raw[start]?.at ?? clause.length);
    const before = wordsWithPlaces(head);
    const from = subjectStart(before.plain);
    if (from < 0) continue;
    const at = before.raw[from]?.at ?? 0;
    parts[target] = `${head.slice(0, at).trimEnd()}${refused(head.slice(at).trim())}${own ? "" : after}`;
    if (own) parts[i] = after;
  }
}
