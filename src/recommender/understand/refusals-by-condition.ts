/**
 * Refusals said as a condition for leaving: "if anyone bursts into song I'm switching off", "the
 * second someone gets possessed, we're out", "I'll turn it off if there are subtitles", "one jump scare
 * and I'm gone". What would make them leave is moved into the reader's forward shape ("no anyone bursts
 * into song"); the leaving itself carries no wish and stays as written.
 */
import leavingWords from "../data/leaving-words.json" with { type: "json" };
import { firstTermStart, MIN_CLAUSE_CHARS, mentionsAny, type RawWord, wordsWithPlaces } from "./clause-words";
import { isNegator, POSSESSIVES, SUBJECT_PRONOUNS, wordList } from "./words";

/** Words of walking out on a title ("out", "off", "leaving", "done", "bail"). */
const LEAVING: ReadonlySet<string> = new Set(wordList("leaving-words", leavingWords));
/**
 * Having seen it all ("if it's from before 2015 I've seen it"): a reason to refuse, but only after a
 * condition's opener; "one more and I've seen it" is no threat to leave.
 */
const HAVING_SEEN: ReadonlySet<string> = new Set(["seen"]);
/** A verb said of someone else ("walks", "leaves"), after a subject of one word ("grandad walks out"). */
const SAID_OF_SOMEONE = /^[a-z]+s$/;
/** A quick look for any leaving word before a clause is read word by word. */
const MENTIONS_LEAVING = mentionsAny([...LEAVING, ...HAVING_SEEN]);
/** A quick look for "another" or "one more" before a clause is read word by word. */
const MENTIONS_MORE = mentionsAny(["another", "more"]);
/** Who walks out, as the tables spell it (apostrophes dropped): "I'm out", "we'll switch off", "it's off". */
const WHO: ReadonlySet<string> = new Set([
  "i",
  "im",
  "ive",
  "weve",
  "ill",
  "id",
  "we",
  "were",
  "well",
  "wed",
  "he",
  "hes",
  "hell",
  "she",
  "shes",
  "shell",
  "they",
  "theyre",
  "theyll",
  "its",
]);
/** Words that open what happens next ("and | the remote goes …", "and | my husband sleeps in the car"). */
const CONSEQUENCE_OPENERS: ReadonlySet<string> = new Set([
  ...WHO,
  ...POSSESSIVES,
  ...SUBJECT_PRONOUNS,
  "the",
  "everyone",
]);
/** Words of a consequence someone would welcome: no threat. */
const WELCOME: ReadonlySet<string> = new Set([
  "happy",
  "love",
  "loves",
  "great",
  "perfect",
  "delighted",
  "thrilled",
  "fine",
  "ok",
  "okay",
  "good",
  "win",
  "wins",
]);
/** Words of a consequence that says the person would be frightened ("hiding", "nightmares", "lights on"). */
const FRIGHTENED: ReadonlySet<string> = new Set([
  "hide",
  "hiding",
  "nightmares",
  "nightmare",
  "scream",
  "screaming",
  "lights",
  "terrified",
  "petrified",
  "shaking",
]);
/** Single words opening a condition ("if", "once", "whenever"). */
const CONDITION_WORDS: ReadonlySet<string> = new Set(["if", "once", "whenever"]);
/** Nouns of a moment after "the" ("the second", "the moment", "the minute"), and "the next" one. */
const MOMENTS: ReadonlySet<string> = new Set(["moment", "second", "minute", "instant", "next"]);
/** The most words between who leaves and the leaving word ("I'm | switching", "we will | turn it | off"). */
const LEAVING_REACH = 4;
/** Words that may close a consequence after its leaving word ("switching | it off", "I'm out | of there lol"). */
const TRAILING: ReadonlySet<string> = new Set([
  "it",
  "the",
  "tv",
  "telly",
  "screen",
  "laptop",
  "of",
  "there",
  "here",
  "immediately",
  "instantly",
  "straight",
  "away",
  "right",
  "then",
  "for",
  "good",
  "lol",
  "haha",
  "tbh",
  "honestly",
  "literally",
  "fall",
  "so",
  "now",
  "everything",
  "my",
  "our",
  "room",
  "lounge",
  "sofa",
  "couch",
  "house",
  "subscription",
  "account",
]);
/**
 * Leaving words that end a state rather than name an act ("I'm done with superheroes", "I'm out of
 * ideas"): what follows them is a refusal or a matter of its own, never more of the consequence.
 */
const ENDED: ReadonlySet<string> = new Set(["out", "off", "done", "gone", "over"]);
/** The most words a consequence closing its clause may add after its leaving word. */
const MAX_TAIL_WORDS = 8;
/** The most words of what would make them leave: an event, not a whole request. */
const MAX_CONDITION_WORDS = 10;
/** The most words between a consequence said first and its condition ("we'll walk out | of our own living room | if …"). */
const MAX_GAP_WORDS = 6;

/** The length, in words, of the condition opener at `k` ("if" 1, "the moment" 2, "as soon as" 3), or 0. */
function openerAt(plain: readonly string[], k: number): number {
  const w = plain[k] ?? "";
  if (CONDITION_WORDS.has(w)) return 1;
  if (w === "the" && MOMENTS.has(plain[k + 1] ?? "")) return 2;
  if (w === "as" && plain[k + 1] === "soon" && plain[k + 2] === "as") return 3;
  if (w === "soon" && plain[k + 1] === "as") return 2;
  return 0;
}

/**
 * Where a consequence of leaving that starts at `k` ends: someone ("I'm", "we'll"), a leaving word a
 * few words on with no negator before it ("I'm not leaving the sofa"), then only closing words ("I'm
 * done with superheroes" is a refusal of its own, no leaving); -1 when none. `tailAllowed`: closing its
 * clause, the consequence may say a few words more of itself. `opened`: a condition's opener came
 * first, so having seen it all counts as leaving.
 */
function leavingFrom(plain: readonly string[], k: number, tailAllowed = false, opened = true): number {
  // someone named by whose they are ("my girlfriend", "the kids") stands where a pronoun would, and so
  // does one word before a leaving verb said of someone else ("grandad walks out")
  const named = POSSESSIVES.has(plain[k] ?? "") || plain[k] === "the";
  if (!named && !WHO.has(plain[k] ?? "")) {
    const verb = plain[k + 1] ?? "";
    return SAID_OF_SOMEONE.test(verb) && LEAVING.has(verb) ? leavingEnd(plain, k + 1, tailAllowed) : -1;
  }
  const subjectEnd = named ? k + 1 : k;
  for (let j = subjectEnd + 1; j <= subjectEnd + LEAVING_REACH && j < plain.length; j++) {
    if (isNegator(plain[j] ?? "")) return -1;
    if (LEAVING.has(plain[j] ?? "") || (opened && HAVING_SEEN.has(plain[j] ?? "")))
      return leavingEnd(plain, j, tailAllowed);
  }
  return -1;
}

/** Where a consequence whose leaving word stands at `j` ends (see leavingFrom). */
function leavingEnd(plain: readonly string[], j: number, tailAllowed: boolean): number {
  let end = j + 1;
  // "leaves the room | the second anyone sings": a condition's opener ends the consequence
  while (
    end < plain.length &&
    (LEAVING.has(plain[end] ?? "") || TRAILING.has(plain[end] ?? "")) &&
    !openerAt(plain, end)
  )
    end++;
  // closing a clause, a consequence may say more of itself ("I'm sleeping with the lights on for a
  // week"), unless what it adds is welcome or turns it round
  if (!tailAllowed || ENDED.has(plain[j] ?? "") || plain.length - end > MAX_TAIL_WORDS) return end;
  const rest = plain.slice(end);
  return rest.some((w) => WELCOME.has(w) || isNegator(w)) ? end : plain.length;
}

/**
 * True when the words from `k` to the clause's end are a consequence of leaving. `afterOpener`: a
 * condition was opened ("if", "the moment"), so the consequence may say more of itself.
 */
function leavingToEnd(plain: readonly string[], k: number, afterOpener = false): boolean {
  return leavingFrom(plain, k, afterOpener, afterOpener) === plain.length;
}

/**
 * A condition for leaving in a clause: where its opener starts (the condition itself, when it has
 * none), its words [from, to), and the consequence's words in the same clause [leaveFrom, leaveTo),
 * empty when the consequence is the next clause.
 */
interface Condition {
  cut: number;
  from: number;
  to: number;
  leaveFrom: number;
  leaveTo: number;
}

/**
 * Where a condition running to its clause's end stops: before an "and" or "but" that opens a negated
 * clause of its own ("if there's swearing | and gran can't stand violence"), else at the clause's end.
 */
function conditionEnd(plain: readonly string[], from: number): number {
  const lastNegator = plain.findLastIndex(isNegator);
  for (let k = from + 1; k < lastNegator; k++) if (plain[k] === "and" || plain[k] === "but") return k;
  return plain.length;
}

/** The clause's condition for leaving, or null when it holds none. */
function conditionIn(plain: readonly string[], next: readonly string[]): Condition | null {
  for (let o = 0; o < plain.length; o++) {
    const open = openerAt(plain, o);
    if (!open) continue;
    const from = o + open;
    // "if anyone sings I'm out": the consequence closes the same clause
    for (let c = from + 1; c < plain.length; c++)
      if (leavingToEnd(plain, c, true)) return { cut: o, from, to: c, leaveFrom: c, leaveTo: plain.length };
    // "I'll switch it off if anyone sings": it came first
    for (let c = 0; c < o; c++) {
      const end = leavingFrom(plain, c);
      if (end > 0 && end <= o && o - end <= MAX_GAP_WORDS)
        return { cut: o, from, to: conditionEnd(plain, from), leaveFrom: c, leaveTo: o };
    }
    // "the moment someone gets possessed, I'm leaving": it is the next clause
    return leavingFrom(next, 0) > 0 ? { cut: o, from, to: conditionEnd(plain, from), leaveFrom: 0, leaveTo: 0 } : null;
  }
  // "one musical number and I'm out"
  const and = plain.lastIndexOf("and");
  if (and > 0 && leavingToEnd(plain, and + 1))
    return { cut: 0, from: 0, to: and, leaveFrom: and, leaveTo: plain.length };
  // "show my dad another cowboy and the remote goes through the window": one more of something, then
  // what happens, unless what happens is welcome ("another romcom and she'll be happy")
  const more = plain.findIndex((w, k) => k < and - 1 && (w === "another" || (w === "more" && plain[k - 1] === "one")));
  const consequence = plain.slice(and + 1);
  if (more < 0 || !CONSEQUENCE_OPENERS.has(consequence[0] ?? "") || consequence.some((w) => WELCOME.has(w)))
    return null;
  return { cut: more, from: more + 1, to: and, leaveFrom: and, leaveTo: plain.length };
}

/**
 * The clause with its consequence dropped and its condition refused. A negated condition asks for what
 * it negates ("if it isn't funny I'm out" wants funny), so there only the negating words go.
 */
function rewritten(
  clause: string,
  raw: readonly RawWord[],
  plain: readonly string[],
  { cut, from, to, leaveFrom, leaveTo }: Condition,
  refused: (subject: string) => string,
): string {
  const at = (k: number) => (raw[k] as RawWord).at;
  const end = (k: number) => (raw[k] as RawWord).end;
  const words = plain.slice(from, to);
  const condition = words.some(isNegator)
    ? ` ${raw
        .slice(from, to)
        .filter((w) => !isNegator(w.text.toLowerCase()))
        .map((w) => w.text)
        .join(" ")}`
    : refused(clause.slice(at(from + Math.max(0, firstTermStart(words))), end(to - 1)));
  // the pieces kept: before the consequence or condition, whichever comes first, and after both
  const first = Math.min(cut, leaveTo > leaveFrom ? leaveFrom : cut);
  const last = Math.max(to, leaveTo);
  return `${clause.slice(0, at(first)).trimEnd()}${condition}${clause.slice(end(last - 1))}`;
}

/** Rewrites, in place, each clause (parts alternate clause and break) that names a condition for leaving. */
export function conditionRefusals(parts: string[], refused: (subject: string) => string): void {
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? "";
    if (clause.length < MIN_CLAUSE_CHARS) continue;
    const next = parts[i + 2] ?? "";
    if (!MENTIONS_LEAVING.test(clause) && !MENTIONS_LEAVING.test(next) && !MENTIONS_MORE.test(clause)) continue;
    const { raw, plain } = wordsWithPlaces(clause);
    const nextWords = wordsWithPlaces(next);
    const found = conditionIn(plain, nextWords.plain);
    if (!found || found.to <= found.from || found.to - found.from > MAX_CONDITION_WORDS) continue;
    parts[i] = rewritten(clause, raw, plain, found, refused);
    // "… I'm hiding under the duvet for a month": fled in fear, what would do it is scary too
    const consequence = found.leaveTo > found.leaveFrom ? plain.slice(found.leaveFrom, found.leaveTo) : nextWords.plain;
    if (consequence.some((w) => FRIGHTENED.has(w))) parts[i] += ", nothing scary";
    // the leaving itself asks for nothing ("I'm gone" is no wish for Gone Girl)
    if (found.leaveTo === 0) {
      const end = leavingFrom(nextWords.plain, 0);
      parts[i + 2] = next.slice((nextWords.raw[end - 1] as RawWord).end);
    }
  }
}
