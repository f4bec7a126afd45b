/**
 * An audience named only to say it is away ("once the kids are asleep", "the kids go down at 8", "kids
 * at their dad's"): time without them, not a wish for a children's film.
 */
import type { LexEntry } from "../lexicon/index";
import type { Ctx } from "./context";

/** Verbs of going, which with "down" or "to bed" put people to bed. */
const GOING: ReadonlySet<string> = new Set(["go", "goes", "going", "gone", "went", "get", "gets"]);
/** Words saying the people just named are not there ("the kids are asleep", "kids at their dad's"). */
const ABSENT: ReadonlySet<string> = new Set([
  "asleep",
  "sleeping",
  "napping",
  "bed",
  "gone",
  "away",
  "out",
  "at",
  "elsewhere",
  "sleep",
]);
/** Words that may stand between the people and where they are ("are finally", "are all in", "go to bed", "will be off at"). */
const LINKING: ReadonlySet<string> = new Set([
  ...["are", "is", "r", "finally", "now", "all", "both", "already", "in", "to", "off", "will", "be", "been"],
  ...GOING,
]);

/**
 * Where the words saying the people of an audience term ending at `end` are away end (exclusive), or
 * 0 when they are there: "once the kids are asleep" is time without them, not a wish for a children's film.
 */
export function audienceAwayUntil(ctx: Ctx, entry: LexEntry, end: number): number {
  if (entry.kind !== "audience") return 0;
  for (let j = end; j < ctx.tokens.length && !ctx.tokens[j - 1]?.breakAfter; j++) {
    const raw = ctx.tokens[j]!.raw;
    // "the kids go down at 8": put to bed (where "the kids are down for it" is willing)
    if (ABSENT.has(raw) || (raw === "down" && GOING.has(ctx.tokens[j - 1]?.raw ?? ""))) return j + 1;
    if (!LINKING.has(raw)) return 0;
  }
  return 0;
}
