/**
 * Refusals said as an opinion of a kind of title: "I find documentaries really dry", "musicals are so
 * cheesy". The kind named (it must open on a lexicon term) is turned into the reader's forward shape
 * ("no documentaries"); an opinion turned by "but" ("romcoms are cheesy but I love them") is left alone.
 */
import badReactions from "../data/bad-reactions.json" with { type: "json" };
import { CAUSED_BY, MIN_CLAUSE_CHARS, mentionsAny, subjectStart, wordsWithPlaces } from "./clause-words";
import { DULL_WORDS as DULL, isNegator, wordList } from "./words";

/** A quick look for any judging word before the clause is read word by word. */
const MENTIONS_DULL = mentionsAny(DULL);
/** What a kind of title does to someone who cannot stand it ("make my eyes glaze over", "put me to sleep"). */
export const BAD_REACTIONS: ReadonlySet<string> = new Set(wordList("bad-reactions", badReactions));
/** Verbs of a kind of title doing something to someone ("cartoons make me …", "westerns put me to sleep"). */
const CAUSING: ReadonlySet<string> = new Set([
  "make",
  "makes",
  "made",
  "give",
  "gives",
  "gave",
  "put",
  "puts",
  "send",
  "sends",
  "leave",
  "leaves",
]);
const MENTIONS_CAUSING = mentionsAny(CAUSING);
/** Verbs of someone coming to a reaction ("she gets nightmares from horror", "he falls asleep at westerns"). */
const COMING_TO: ReadonlySet<string> = new Set(["get", "gets", "got", "getting", "falls", "fall", "fell"]);
/**
 * Reactions someone comes to with what causes them ("gets upset at sad films", "gets scared by ghosts"):
 * the bad reactions, and feelings that are bad only when something brings them on, as "makes me
 * scared" may be a wish.
 */
const COME_TO_BADLY: ReadonlySet<string> = new Set([
  ...BAD_REACTIONS,
  "upset",
  "scared",
  "frightened",
  "spooked",
  "freaked",
  "grossed",
  "squeamish",
  "stressed",
]);
const MENTIONS_COMING_TO = mentionsAny(COMING_TO);
/** Whom it is done to. */
const DONE_TO: ReadonlySet<string> = new Set(["me", "my", "us", "our", "him", "his", "her", "them", "their"]);
/** Words that close a reaction ("glaze over", "zone out"). */
const PARTICLES: ReadonlySet<string> = new Set(["over", "off", "out", "up", "away"]);
/** The most words from "me" to the reaction ("make | my eyes glaze", "give me a splitting headache"). */
const REACTION_REACH = 5;
const MENTIONS_FOR = mentionsAny(["for"]);
/** Words that may stand before the judgement ("really dry", "way too cheesy"). */
const INTENSIFIERS: ReadonlySet<string> = new Set([
  "really",
  "so",
  "very",
  "too",
  "way",
  "pretty",
  "quite",
  "super",
  "kinda",
  "bit",
  "a",
  "incredibly",
  "just",
  "always",
  "often",
  "mostly",
  "all",
]);
/** Verbs of holding an opinion, after which the kind judged comes ("I find documentaries dry", "he thinks cartoons are babyish"). */
const FINDING: ReadonlySet<string> = new Set([
  ...["find", "finds", "found", "think", "thinks", "thought", "reckon", "reckons", "say", "says", "said"],
]);
const BEING: ReadonlySet<string> = new Set(["is", "are", "get", "gets", "feel", "feels", "seem", "seems"]);
/** Who a kind of title is "for" when the person means it is not for them ("cartoons are for kids"). */
const YOUNG: ReadonlySet<string> = new Set(["kids", "children", "babies", "toddlers", "kiddies"]);
/** A next clause saying the person is not who it is for ("…for my nephews, not me"). */
const NOT_ME = /^\s*not\s(?:me|us|for\sme|for\sus)\b/i;
/** Words that make "are for" part of a wish's description ("animated films that are for kids"). */
const RELATIVES: ReadonlySet<string> = new Set(["that", "which", "who", "thats"]);
/** The most words of the kind judged ("old black and white films"). */
const MAX_SUBJECT_WORDS = 5;

/** Where the judged kind's words end, stepping back over intensifiers from the judgement at `j`. */
function beforeIntensifiers(words: readonly string[], j: number, from: number): number {
  let end = j;
  while (end > from && INTENSIFIERS.has(words[end - 1] ?? "")) end--;
  return end;
}

/** The words from..to as the reader's refusal, or null when they are no kind of title. */
function judgedKind(words: readonly string[], from: number, to: number): number | null {
  const run = words.slice(from, to);
  if (!run.length || run.length > MAX_SUBJECT_WORDS || run.some(isNegator)) return null;
  const start = subjectStart(run);
  return start < 0 ? null : from + start;
}

/**
 * True when the word at `j` opens "for" someone else: young children ("cartoons are for kids"), or
 * anyone when the next clause says "not me" ("cartoons are for my nephews, not me"). A "but" later in
 * the clause turns it ("cartoons are for kids but I love them").
 */
function forSomeoneElse(plain: readonly string[], j: number, next: string): boolean {
  if (plain[j] !== "for" || !BEING.has(plain[j - 1] ?? "") || RELATIVES.has(plain[j - 2] ?? "")) return false;
  const rest = plain.slice(j + 1);
  if (rest.includes("but")) return false;
  return rest.slice(0, 2).some((w) => YOUNG.has(w)) || NOT_ME.test(next);
}

/**
 * Where the reaction ends when the verb at `j` says what a kind of title does to someone who cannot
 * stand it ("make | my eyes glaze over"), or -1.
 */
function badReactionEnd(plain: readonly string[], j: number): number {
  if (!CAUSING.has(plain[j] ?? "") || !DONE_TO.has(plain[j + 1] ?? "")) return -1;
  for (let k = j + 1; k <= Math.min(plain.length - 1, j + REACTION_REACH); k++)
    if (BAD_REACTIONS.has(plain[k] ?? "")) return PARTICLES.has(plain[k + 1] ?? "") ? k + 1 : k;
  return -1;
}

/**
 * Where "get" opens a bad reaction said with its cause ("gets | nightmares from | horror"): the verb's
 * place and the first word of the cause, or null.
 */
function reactionFrom(plain: readonly string[]): { verb: number; cause: number } | null {
  for (let verb = 0; verb < plain.length; verb++) {
    if (!COMING_TO.has(plain[verb] ?? "")) continue;
    for (let k = verb + 1; k <= Math.min(plain.length - 2, verb + 3); k++) {
      if (!COME_TO_BADLY.has(plain[k] ?? "")) continue;
      const by = PARTICLES.has(plain[k + 1] ?? "") ? k + 2 : k + 1;
      if (CAUSED_BY.has(plain[by] ?? "")) return { verb, cause: by + 1 };
    }
  }
  return null;
}

/** Words opening a single title asked for ("a comedy", "some romance"), not a kind judged as a whole. */
const ONE_ASKED_FOR: ReadonlySet<string> = new Set(["a", "an", "some", "one"]);

/**
 * True when the judgement is a relative clause on one title asked for ("a comedy that is cheesy",
 * "a romance that's a bit corny"): it describes the wish, where "comedies that are cheesy" or
 * "musicals are so cheesy" judge the kind.
 */
function describesWish(plain: readonly string[], from: number, to: number): boolean {
  return ONE_ASKED_FOR.has(plain[from - 1] ?? "") && RELATIVES.has(plain[to - 1] ?? "");
}

/**
 * Rewrites, in place, each clause (parts alternate clause and break) that judges a kind of title dull
 * or not for them, or says what it does to someone who cannot stand it ("cartoons make my eyes glaze over").
 */
export function opinionRefusals(parts: string[], refused: (subject: string) => string): void {
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? "";
    // most clauses hold two words or fewer ("?", "no thanks"): nothing to point back or judge
    if (
      clause.length < MIN_CLAUSE_CHARS ||
      !(
        MENTIONS_DULL.test(clause) ||
        MENTIONS_FOR.test(clause) ||
        MENTIONS_CAUSING.test(clause) ||
        MENTIONS_COMING_TO.test(clause)
      )
    )
      continue;
    const { raw, plain } = wordsWithPlaces(clause);
    // "she gets nightmares from horror": the cause runs to the clause's end
    const caused = MENTIONS_COMING_TO.test(clause) ? reactionFrom(plain) : null;
    const causeFrom = caused ? judgedKind(plain, caused.cause, plain.length) : null;
    if (caused && causeFrom !== null) {
      const subject = clause.slice(raw[causeFrom]?.at ?? 0);
      parts[i] = `${clause.slice(0, raw[caused.verb]?.at ?? 0).trimEnd()}${refused(subject)}`;
      continue;
    }
    for (let j = 1; j < plain.length; j++) {
      const reaction = badReactionEnd(plain, j);
      if (reaction >= 0) {
        // "cartoons make my eyes glaze over": the kind stands right before the verb
        const from = judgedKind(plain, Math.max(0, j - MAX_SUBJECT_WORDS), j);
        if (from === null) continue;
        const subject = clause.slice(raw[from]?.at ?? 0, raw[j - 1]?.end ?? clause.length);
        parts[i] =
          `${clause.slice(0, raw[from]?.at ?? 0).trimEnd()}${refused(subject)}${clause.slice(raw[reaction]?.end ?? clause.length)}`;
        break;
      }
      const forOthers = forSomeoneElse(plain, j, parts[i + 2] ?? "");
      if (!forOthers && (!DULL.has(plain[j] ?? "") || plain[j + 1] === "but")) continue;
      const end = beforeIntensifiers(plain, j, 0);
      // "I find documentaries dry": the kind sits between the verb and the judgement
      let verb = -1;
      for (let k = end - 1; k >= Math.max(0, end - MAX_SUBJECT_WORDS - 1); k--)
        if (FINDING.has(plain[k] ?? "")) verb = k;
      let from: number | null = null;
      let to = end;
      const being = BEING.has(plain[end - 1] ?? "");
      if (verb >= 0) {
        // "he thinks cartoons are babyish": the verb of being is no part of the kind
        to = being ? end - 1 : end;
        from = judgedKind(plain, verb + 1, to);
      } else if (being) {
        // "musicals are so cheesy": the kind opens the clause or follows a conjunction
        to = end - 1;
        from = judgedKind(plain, Math.max(0, to - MAX_SUBJECT_WORDS), to);
      }
      if (from === null || describesWish(plain, from, to)) continue;
      const cutFrom = raw[verb >= 0 ? verb : from]?.at ?? 0;
      // "are for my nephews" is the whole judgement, up to the clause's end
      const cutTo = forOthers ? clause.length : (raw[j]?.end ?? clause.length);
      const subject = clause.slice(raw[from]?.at ?? 0, raw[to - 1]?.end ?? clause.length);
      parts[i] = `${clause.slice(0, cutFrom).trimEnd()}${refused(subject)}${clause.slice(cutTo)}`;
      break;
    }
  }
}
