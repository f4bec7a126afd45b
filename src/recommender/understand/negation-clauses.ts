/**
 * Clauses around a negation: a relative clause saying what the refused thing is like ("no villain
 * that's too scary"), and a preference whose "over" passes over what follows ("prefer X over Y").
 */
import type { Token } from "../text";
import type { Ctx } from "./context";
import { isNegator } from "./words";

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
