/**
 * Clauses around a negation: a relative clause saying what the refused thing is like ("no villain
 * that's too scary"), a preference whose "over" passes over what follows ("prefer X over Y"), and a
 * refusal going on into a next sentence that opens on "or" ("Nothing with war in it. Or guns").
 */
import type { Token } from "../text";
import type { Ctx } from "./context";
import { isNegator } from "./words";

/** An open negation: hard ("no horror": exclude) or soft ("less gore": rank down), and how many more words it may cross. */
export interface Negation {
  soft: boolean;
  budget: number;
  /** crossed a degree word ("not too dark comedy"): the words after the first term are what is wanted */
  degree?: boolean;
  /** runs on inside one noun phrase ("no superhero movie"): a film or series word here is its head, not a type refused */
  phrase?: boolean;
  /** the "and" next is a refused list's ("no gore and violence"), so it does not end the negation */
  list?: boolean;
  /** the next sentence opens on "or" ("Nothing with war in it. Or guns"): the negation outlives this one's end */
  acrossSentence?: boolean;
  /** opened by "anti-" joined to a genre or tone: against that word alone, not the film word after it */
  stance?: boolean;
}

/** Verbs of choosing one thing over another, and how far back in the clause one may stand. */
const PREFERRING: ReadonlySet<string> = new Set(["prefer", "prefers", "preferably", "pick", "choose"]);
const PREFERRING_REACH = 8;

/** True when a verb of choosing opens the comparison that "over" at i closes ("prefer X over Y"). */
export function preferredBefore(ctx: Ctx, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - PREFERRING_REACH); k--) {
    const tok = ctx.tokens[k];
    if (tok === undefined || tok.breakAfter) return false;
    if (PREFERRING.has(tok.raw)) return true;
  }
  return false;
}

/** Words opening a relative clause after a negator ("nothing where …", "no films that …"). */
export const RELATIVES: ReadonlySet<string> = new Set(["where", "that", "which", "whose"]);
/** Verbs of being or becoming that open a clause saying what a refused thing is like ("that gets gory"). */
const BEING_LIKE: ReadonlySet<string> = new Set([
  "is",
  "are",
  "was",
  "were",
  "gets",
  "get",
  "goes",
  "go",
  "turns",
  "feels",
  "looks",
  "seems",
]);

/**
 * True when a clause saying what the refused thing is like opens at token i ("a villain that's too
 * scary", "romance which gets cheesy"): what it says is refused too. A clause with a subject of its own
 * ("a comedy that my kids like") or a negator ("that isn't funny") says something else.
 */
export function describesRefused(tokens: readonly Token[], i: number): boolean {
  const first = tokens[i]?.raw ?? "";
  // "that's" is the token "that" written whole as "thats"
  const contracted = ["thats", "whos"].includes(tokens[i]?.whole ?? "");
  if (!contracted && !((RELATIVES.has(first) || first === "who") && BEING_LIKE.has(tokens[i + 1]?.raw ?? "")))
    return false;
  return !isNegator(tokens[i + (contracted ? 1 : 2)]?.raw ?? "");
}

/** Words for things of the kind just named ("superhero stuff", "cop shows"), which a refused list may run past. */
export const THINGS_OF_A_KIND: ReadonlySet<string> = new Set([
  "stuff",
  "things",
  "ones",
  "films",
  "movies",
  "shows",
  "stories",
]);

/**
 * The joining word after a word for things of the kind at token `at` ("superhero stuff and …", "superhero
 * stuff or space stuff"), through which a refused list runs on; null when none follows it.
 */
export function joinerPastThingsOfAKind(tokens: readonly Token[], at: number): string | null {
  const next = tokens[at + 1]?.raw ?? "";
  const joins = next === "and" || next === "or" || next === "nor";
  return THINGS_OF_A_KIND.has(tokens[at]?.raw ?? "") && !tokens[at]?.breakAfter && joins ? next : null;
}

/** How far a refusal reaches past an "or" ("no horror or | anything | with | clowns"). */
export const OR_REACH = 4;

/** Words after a sentence's opening "or" that turn to a wish ("or maybe a comedy", "or else a drama"). */
export const TURNING_AFTER_OR: ReadonlySet<string> = new Set(["maybe", "perhaps", "else", "just", "even", "possibly"]);

/** Words that may end a refused clause after its term ("nothing with war in it.", "no musicals at all please."). */
const REFUSAL_TAIL: ReadonlySet<string> = new Set([
  "in",
  "it",
  "at",
  "all",
  "really",
  "please",
  "pls",
  "ever",
  "either",
]);

/**
 * The negation that goes on past the words closing a refused clause (from token `from`) into a next
 * sentence opening on "or" ("Nothing with war in it. Or guns really"); null when the clause goes on
 * with anything else or the "or" turns to a wish ("or maybe a comedy").
 */
export function intoNextSentence(tokens: readonly Token[], from: number, soft: boolean): Negation | null {
  for (let k = from; k < from + 3 && tokens[k] && REFUSAL_TAIL.has(tokens[k]!.raw); k++) {
    if (!tokens[k]!.breakAfter) continue;
    const next = tokens[k + 1]?.raw;
    if ((next !== "or" && next !== "nor") || TURNING_AFTER_OR.has(tokens[k + 2]?.raw ?? "")) return null;
    return { soft, budget: 2 * (k - from + 1) + OR_REACH, acrossSentence: true };
  }
  return null;
}

/** The negation left at the end of a token's clause: none, unless it was marked to outlive it. */
export function atClauseEnd(neg: Negation | null, tok: Token): Negation | null {
  if (!tok.breakAfter || !neg) return neg;
  if (!neg.acrossSentence) return null;
  neg.acrossSentence = false;
  return neg;
}
