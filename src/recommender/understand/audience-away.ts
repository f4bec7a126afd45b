/**
 * An audience named only to say it is away ("once the kids are asleep", "the kids go down at 8", "kids
 * at their dad's"): time without them, not a wish for a children's film.
 */
import type { LexEntry } from "../lexicon/index";
import type { Token } from "../text";
import type { Ctx } from "./context";
import { NUM_WORDS } from "./words";

/** Verbs of going, which with "down" or "to bed" put people to bed. */
const GOING: ReadonlySet<string> = new Set(["go", "goes", "going", "gone", "went", "get", "gets"]);
/** Words saying the people just named are not there ("the kids are asleep", "kids at their dad's"). */
const ABSENT: ReadonlySet<string> = new Set([
  "asleep",
  "sleeping",
  "napping",
  "naps",
  "sleeps",
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

/** Words of an aside giving the ages of people just named ("kids (8 and 10)", "the twins, 6 and 9,"). */
const AGE_ASIDE: ReadonlySet<string> = new Set(["and", "yo", "years", "year", "old", "aged", "ages", "both"]);

/**
 * Where the clause goes on after an aside of ages set off right after the people ("kids (8 and 10) are
 * at their grandma's"), or `end` when none follows.
 */
function afterAges(ctx: Ctx, end: number): number {
  if (!ctx.tokens[end - 1]?.breakAfter) return end;
  for (let j = end; j < ctx.tokens.length; j++) {
    const raw = ctx.tokens[j]!.raw;
    if (!/^\d{1,2}$/.test(raw) && !Object.hasOwn(NUM_WORDS, raw) && !AGE_ASIDE.has(raw)) return end;
    if (ctx.tokens[j]!.breakAfter) return j + 1;
  }
  return end;
}

/** Verbs of going somewhere ("the kids go to my ex's"), where "get to" is being let ("the twins get to pick"). */
const MOVING: ReadonlySet<string> = new Set([...GOING].filter((w) => !w.startsWith("get")));
/** Words after "down" that make it willing, not asleep ("down for it", "down with that"). */
const WILLING_AFTER: ReadonlySet<string> = new Set(["for", "with", "to"]);

/**
 * Where the words saying the people of an audience term ending at `end` are away end (exclusive), or
 * 0 when they are there: "once the kids are asleep" is time without them, not a wish for a children's film.
 */
export function audienceAwayUntil(ctx: Ctx, entry: LexEntry, end: number): number {
  if (entry.kind !== "audience") return 0;
  const from = afterAges(ctx, end);
  const words = clauseWordsFrom(ctx.tokens, from);
  const away = awayWordsEnd(words);
  if (away) return from + away;
  // "babysitting my nephew, he's asleep upstairs": the next clause says it of them by a pronoun
  if (!ctx.tokens[from - 1]?.breakAfter || !PRONOUN_SUBJECTS.has(words[0] ?? "")) return 0;
  const told = awayWordsEnd(words.slice(1));
  return told ? from + 1 + told : 0;
}

/** Pronouns opening a clause about people just named, with "is" or "are" run on ("hes", "theyre"). */
const PRONOUN_SUBJECTS: ReadonlySet<string> = new Set(["he", "she", "they", "hes", "shes", "theyre", "theyve"]);

/** The words from token `from` to the end of its clause. */
export function clauseWordsFrom(tokens: readonly Token[], from: number): string[] {
  const words: string[] = [];
  for (let j = from; j < tokens.length && (j === from || !tokens[j - 1]?.breakAfter); j++) words.push(tokens[j]!.raw);
  return words;
}

/**
 * How many of the words of a clause, said right after some people, tell that they are away ("are
 * asleep", "are at their dad's", "go down at 8"), or 0 when they do not.
 */
export function awayWordsEnd(words: readonly string[]): number {
  for (let j = 0; j < words.length; j++) {
    const raw = words[j]!;
    // "the kids go down at 8", "kids finally down": put to bed (where "the kids are down for it" is
    // willing); "the kids go to my ex's": gone somewhere
    const next = words[j + 1] ?? "";
    if (ABSENT.has(raw) || (raw === "down" && (GOING.has(words[j - 1] ?? "") || !WILLING_AFTER.has(next))))
      return j + 1;
    if (raw === "to" && MOVING.has(words[j - 1] ?? "") && next !== "" && next !== "watch") return j + 1;
    if (!LINKING.has(raw)) return 0;
  }
  return 0;
}
