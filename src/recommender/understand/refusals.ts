/**
 * Refusals that come after what they refuse: "westerns? no thanks", "musicals - not for me", "romance
 * is a no". The reader's negations look forward ("no westerns"), so these clauses are turned round
 * into that shape before the words are read.
 */
import refusalEndings from "../data/refusal-endings.json" with { type: "json" };
import refusalReplies from "../data/refusal-replies.json" with { type: "json" };
import { LEXICON } from "../lexicon/index";
import { refusableWords, wordsOf, wordsWithPlaces } from "./clause-words";
import { conditionRefusals } from "./refusals-by-condition";
import { opinionRefusals } from "./refusals-by-opinion";
import { ASKED_BEFORE, refusalsInPassing } from "./refusals-in-passing";
import { referBack } from "./refusals-pointing-back";
import { toldRefusals } from "./refusals-told";
import { BARE_NO, wordList } from "./words";

/** Short replies that refuse the clause before them ("no thanks", "nope", "hard pass"). */
const REPLIES: ReadonlySet<string> = new Set(wordList("refusal-replies", refusalReplies));
/** Clause endings that refuse the clause's own subject ("romance is a no"). */
const ENDINGS: readonly string[] = wordList("refusal-endings", refusalEndings);
/** Words of a reply that add nothing ("no thanks please", "nope, sorry"). */
const POLITE = /\b(?:please|sorry|thanks|lol|haha)\b/g;
/**
 * Clause breaks: sentence punctuation, a comma, colon or equals sign, a spaced dash, or emoji, which
 * close a clause as a full stop does in a typed message ("musicals = instant walkout 🚪 romcom pls"); emoji
 * that read as words have already become those words.
 */
export const CLAUSE_BREAK = /([?.!;,:=]|\s[-–—]\s|\p{Extended_Pictographic}+)/u;

/**
 * "keep horror (well) away (from me)", "just keep romance out of it": the words between refuse. A
 * word or two of softening may open the clause ("just", "please", "but").
 */
const KEEP_AWAY =
  /^(?:(?:just|please|and|but|so|only|oh|ok|okay)\s){0,2}keep\s(.+?)\s(?:well\s|far\s)?(?:away(?:\sfrom\sme)?|out\sof\sit|at\sbay)$/;
/** "…, and sci-fi too", "and war films even less so" after a refusal: the same refusal goes on. */
const ALSO = /^(?:and|or|nor|plus)\s(.+?)\s(?:too|either|as\swell|also|even\sless(?:\sso)?|less\sso|even\smore\sso)$/;
/** Words that open a new clause inside one without punctuation ("westerns aren't my thing and …"). */
const CONJUNCTIONS: ReadonlySet<string> = new Set(["and", "but", "though", "yet", "while", "so"]);
/** The most words before a conjunction tried as a refusal: an ending and a short subject. */
const INNER_REACH = 12;

/** Words that may trail a refusal without changing it ("romance is a hard no for me tonight"). */
const TRAILING: readonly string[] = [
  "for me",
  "for us",
  "tonight",
  "today",
  "right now",
  "this time",
  "though",
  "honestly",
  "ever since",
  "since then",
  "these days",
  "in this house",
  "in our house",
  "anymore",
  "forever",
];

/** A comparison that may follow a refusal ("… about as much as watching paint dry"). */
const COMPARISON = /\s(?:(?:about|almost|nearly|just|even)\s)?as\smuch\sas\s/;

/**
 * The refusal ending the clause, and the clause up to and with it: tried as written, then with
 * trailing words like "tonight" or "for me" taken off, one at a time.
 */
function refusalEnding(clause: string): { ending: string; stem: string } | null {
  // "romance bores me about as much as watching paint dry": a comparison after the refusal only weighs it
  const compared = COMPARISON.exec(clause);
  let stem = compared ? clause.slice(0, compared.index) : clause;
  for (;;) {
    const ending = ENDINGS.find((e) => stem.endsWith(` ${e}`));
    if (ending) return { ending, stem };
    const trail = TRAILING.find((t) => stem.endsWith(` ${t}`));
    if (!trail) return null;
    stem = stem.slice(0, -trail.length - 1);
  }
}

/** True when the clause is a short subject the reader can negate, not already negated itself. */
function refusable(clause: string): boolean {
  return refusableWords(wordsOf(clause));
}

/**
 * The clause cut after each refusal ending that a conjunction follows ("westerns aren't my thing | and
 * war films even less so"), so the refusal ends its own clause as it would before a comma.
 */
function cutAfterInnerRefusals(clause: string): string[] {
  const words = [...clause.matchAll(/[A-Za-z0-9'-]+/g)];
  const pieces: string[] = [];
  let from = 0;
  for (let k = 1; k < words.length; k++) {
    const word = words[k]!;
    if (!CONJUNCTIONS.has(word[0].toLowerCase())) continue;
    const before = words
      .slice(Math.max(0, k - INNER_REACH), k)
      .map((w) => w[0])
      .join(" ");
    if (!refusalEnding(wordsOf(before).join(" "))) continue;
    // the space before the conjunction stays with it, so a clause rewritten as "no …" keeps its gap
    const cut = Math.max(from, (word.index ?? 0) - 1);
    pieces.push(clause.slice(from, cut));
    from = cut;
  }
  pieces.push(clause.slice(from));
  return pieces;
}

/**
 * A refused subject in the reader's forward shape. Every item of a refused list is refused ("horror
 * and thrillers are a no"), and the reader carries a negation on through "or", not through "and".
 */
function refused(subject: string): string {
  const items = subject.split(" and ");
  let list = items[0] ?? "";
  for (const item of items.slice(1)) list += `${AND_PHRASES.has(andPair(list, item)) ? " and " : " or "}${item}`;
  return ` no ${list}`;
}

/** The words either side of an "and" between `before` and `after` ("black white"), lower-cased. */
function andPair(before: string, after: string): string {
  return `${before.split(" ").at(-1) ?? ""} ${after.split(" ")[0] ?? ""}`.toLowerCase();
}

/** The words either side of "and" in the lexicon's phrases ("black and white", "cat and mouse"): one term, not a list. */
const AND_PHRASES: ReadonlySet<string> = new Set(
  LEXICON.flatMap((e) =>
    e.terms.flatMap((t) => {
      const items = t.split(" and ");
      return items.slice(1).map((item, k) => andPair(items[k] ?? "", item));
    }),
  ),
);

/**
 * The clause with the short subject after its last conjunction refused and the refusal dropped, when
 * the whole subject is too long to be one ("X gave me nightmares and horror has been dead to me");
 * null when no conjunction leaves a refusable subject.
 */
function lastJoinedSubject(clause: string, subject: string): string | null {
  const words = subject.split(" ");
  const at = words.findLastIndex((w, k) => k > 0 && CONJUNCTIONS.has(w));
  if (at < 0 || !refusable(words.slice(at + 1).join(" "))) return null;
  // the subject's words open the clause, so the conjunction is the clause's word at the same place
  const conjunction = wordsWithPlaces(clause).raw[at];
  if (conjunction === undefined || conjunction.text.toLowerCase() !== words[at]) return null;
  return `${clause.slice(0, conjunction.end)}${refused(words.slice(at + 1).join(" "))}`;
}

/** The text with each refused clause rewritten as "no …" and its refusal dropped. */
export function frontRefusals(text: string): string {
  // parts alternate clause, break, clause, break, …; an inner cut becomes a comma
  const parts: string[] = [];
  for (const [i, part] of text.split(CLAUSE_BREAK).entries()) {
    if (i % 2) parts.push(part);
    else for (const [k, piece] of cutAfterInnerRefusals(part).entries()) parts.push(...(k ? [",", piece] : [piece]));
  }
  refusalsInPassing(parts, refused);
  referBack(parts, refused);
  opinionRefusals(parts, refused);
  conditionRefusals(parts, refused);
  let refusedLast = false;
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? "";
    // between two breaks ("?!", "...") there is nothing to refuse, and a run of them must stay cheap
    if (!clause.trim()) continue;
    const lower = wordsOf(clause).join(" ");
    const kept = KEEP_AWAY.exec(lower) ?? (refusedLast ? ALSO.exec(lower) : null);
    refusedLast = false;
    if (kept?.[1] && refusable(kept[1])) {
      parts[i] = refused(kept[1]);
      refusedLast = true;
      continue;
    }
    const said = refusalEnding(lower);
    if (said) {
      const { ending, stem } = said;
      const asSaid = stem.slice(0, -ending.length - 1);
      // "…, but horror is a no": a conjunction opening the clause stays before the refusal
      const opener = asSaid.split(" ", 1)[0] ?? "";
      const joinedOn = CONJUNCTIONS.has(opener) && asSaid.length > opener.length;
      const subject = joinedOn ? asSaid.slice(opener.length + 1) : asSaid;
      if (refusable(subject)) {
        parts[i] = `${joinedOn ? ` ${opener}` : ""}${refused(subject)}`;
        refusedLast = true;
        continue;
      }
      // "… when I was twelve and horror has been dead to me ever since": the subject is what follows the
      // last conjunction, and the clause before it stays as written
      const joined = lastJoinedSubject(clause, subject);
      if (joined) {
        parts[i] = joined;
        refusedLast = true;
      }
      continue;
    }
    // "no thanks" is a reply whole; "nope, sorry" one once its politeness is set aside
    const answer = wordsOf(parts[i + 2] ?? "").join(" ");
    const reply = wordsOf(answer.replace(POLITE, "")).join(" ");
    const separator = parts[i + 1] ?? "";
    // a bare "no" refuses only what was asked as a question or set as a label ("horror? no", "horror = no")
    const refuses = REPLIES.has(answer) || REPLIES.has(reply) || (ASKED_BEFORE.has(separator) && BARE_NO.has(reply));
    if (!refuses || !refusable(clause)) continue;
    parts[i] = refused(clause.trim());
    parts[i + 1] = ".";
    parts[i + 2] = "";
    refusedLast = true;
    i += 2;
  }
  // last, so a kind already refused in so many words is not read again
  toldRefusals(parts, refused);
  return parts.join("");
}
