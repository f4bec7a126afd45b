/**
 * People the person names as their own ("my wife loves thrillers", "watching with my dad", "me and the
 * wife"): they are who watches or whose taste counts, not a subject the title should be about, so the
 * theme their word shares ("wife" with weddings, "brother" with family ties) is not read from them.
 * A story about such people is still one ("a film about brothers", "a mother and daughter story").
 */
import type { LexEntry } from "../lexicon/index";
import type { Token } from "../text";
import type { Ctx } from "./context";
import { POSSESSIVES } from "./words";

/** Words for the people someone watches with or speaks for. */
export const RELATIONS: ReadonlySet<string> = new Set([
  "wife",
  "husband",
  "partner",
  "mum",
  "mom",
  "mother",
  "dad",
  "father",
  "parents",
  "sister",
  "brother",
  "sisters",
  "brothers",
  "siblings",
  "grandmother",
  "grandfather",
  "grandparents",
  "son",
  "daughter",
  "girlfriend",
  "boyfriend",
  "bf",
  "gf",
  "hubby",
  "fiance",
  "fiancee",
]);

/** Words before a relation that make it the person's own: a possessive, "with", or "the" after "me and". */
function ownedBefore(tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1]?.raw ?? "";
  if (POSSESSIVES.has(prev) || prev === "with") return true;
  // "me and the wife", "for the husband and me": the British "the" of one's own partner
  return prev === "the" && ["and", "me", "with", "for"].includes(tokens[i - 2]?.raw ?? "");
}

/** Words of age said of one's own people ("my younger brother", "my teenage son"). */
const AGES: ReadonlySet<string> = new Set([
  "younger",
  "older",
  "little",
  "big",
  "baby",
  "twin",
  "teenage",
  "grown",
  "adult",
  "elderly",
  "aging",
  "ageing",
  "late",
]);

/** Verbs after a relation opening a clause that make it someone speaking for themself ("wife wants a romcom"). */
const SAYS_OR_WANTS: ReadonlySet<string> = new Set([
  ...["wants", "loves", "likes", "hates", "prefers", "thinks", "says", "is", "isnt", "cant", "wont", "needs"],
]);

/** Words of age that also describe such a person on their own ("my elderly mother", "with my aging parents"). */
const DESCRIBING: ReadonlySet<string> = new Set(["elderly", "aging", "ageing"]);

/**
 * True when the word at `i` names one of the person's own people, or describes one ("elderly" in "my
 * elderly mother"), rather than what a title is about.
 */
export function namesOwnPerson(tokens: Token[], i: number): boolean {
  const raw = tokens[i]?.raw ?? "";
  // where the person's own words for them start: "my (younger) brother", "my elderly | mother"
  const at = RELATIONS.has(raw)
    ? AGES.has(tokens[i - 1]?.raw ?? "")
      ? i - 1
      : i
    : DESCRIBING.has(raw) && RELATIONS.has(tokens[i + 1]?.raw ?? "")
      ? i
      : -1;
  if (at < 0 || tokens[at - 2]?.raw === "about") return false;
  // "wife wants a romcom, I want action": the person's own, with the "my" left out at a clause's start
  const opensClause = at === 0 || tokens[at - 1]?.breakAfter === true;
  return ownedBefore(tokens, at) || (opensClause && SAYS_OR_WANTS.has(tokens[i + 1]?.raw ?? ""));
}

/** Words that open a clause about what someone else does ("everyone at work is obsessed with …"). */
const OTHERS: ReadonlySet<string> = new Set(["he", "she", "they", "everyone", "everybody", "hes", "shes"]);
/** Verbs by which someone else wishes for something the person may take up ("my wife wants …"). */
const WISHING: ReadonlySet<string> = new Set([
  ...["want", "wants", "wanted", "wanna", "like", "likes", "love", "loves", "prefer", "prefers", "fancy"],
  ...["fancies", "would", "wed", "hed", "shed", "theyd", "asked", "asks", "suggested", "suggests", "needs"],
]);
/** Words that may open the clause before its subject ("and my sister …"). */
const LEADS: ReadonlySet<string> = new Set(["and", "but", "so", "plus", "also", "because", "cause", "since"]);
/** The most words from a clause's start to the word judged: further on, it is too far to tell. */
const TOLD_REACH = 12;

/**
 * True when the word at `i` sits in a clause telling what someone else does, with no wish of theirs in
 * it ("my sister has been pushing anime on me", "everyone at work is obsessed with true crime"): a kind
 * of title named there is told of, not asked for, so it takes back no refusal of it.
 */
export function toldOfOthers(tokens: Token[], i: number): boolean {
  let start = i;
  while (start > 0 && !tokens[start - 1]?.breakAfter && i - start < TOLD_REACH) start--;
  if (start > 0 && !tokens[start - 1]?.breakAfter) return false;
  while (LEADS.has(tokens[start]?.raw ?? "") && start < i) start++;
  const first = tokens[start]?.raw ?? "";
  const someone = OTHERS.has(first) || (POSSESSIVES.has(first) && RELATIONS.has(tokens[start + 1]?.raw ?? ""));
  if (!someone) return false;
  for (let k = start + 1; k < i; k++) if (WISHING.has(tokens[k]?.raw ?? "")) return false;
  return true;
}

/**
 * True when the entry at token i names a genre the person has refused, whole or a kind within it, in a
 * clause telling what someone else does ("not anime … my sister keeps pushing anime on me").
 */
export function toldOfRefusedKind(ctx: Ctx, i: number, entry: LexEntry): boolean {
  return refusedKind(ctx, entry) && toldOfOthers(ctx.tokens, i);
}

/** True when the entry names a genre the person has refused, whole or a kind within it. */
function refusedKind(ctx: Ctx, entry: LexEntry): boolean {
  return Object.entries(entry.g ?? {}).some(
    ([g, w]) => (w ?? 0) >= 0.9 && (ctx.refusedGenres.has(g) || ctx.refusedWithin.has(g)),
  );
}

/** Words that stress one of the things just refused ("no guns, but mainly war", "no war films, especially war"). */
const STRESSING: ReadonlySet<string> = new Set([
  "mainly",
  "mostly",
  "especially",
  "particularly",
  "primarily",
  "chiefly",
]);

/**
 * True when the entry at token i names a refused genre again right after a word that stresses it ("but
 * mainly war"): the refusal said more strongly, which asks for none of it.
 */
export function stressedRefusal(ctx: Ctx, i: number, entry: LexEntry): boolean {
  return STRESSING.has(ctx.tokens[i - 1]?.raw ?? "") && refusedKind(ctx, entry);
}
