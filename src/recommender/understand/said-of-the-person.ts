/**
 * Words said of the person or their people rather than of the title wanted: what they are ("I'm a bit
 * deaf"), their language or home ("my English is not perfect", "my husband is German"), where they are
 * ("I'm in hospital").
 */
import { COMPILED } from "../lexicon/index";
import type { Token } from "../text";
import { namesOwnPerson } from "./people-named";
import { PERSON_IS, POSSESSIVES, SUBJECT_PRONOUNS } from "./words";

/** Forms of "be" after someone, which say what they are or where ("my husband is German", "I am a bit deaf"). */
const BEING: ReadonlySet<string> = new Set(["is", "are", "was", "were", "am", "stuck"]);

/** True when token k is "I'm", "he's" and the like, the "'s" read from the whole word. */
function personIsAt(tokens: Token[], k: number): boolean {
  return PERSON_IS.has(tokens[k]?.raw ?? "") || PERSON_IS.has(tokens[k]?.whole ?? "");
}
/** Words between "I'm" and what the person is ("a bit", "kind of a", "so"). */
const SELF_HEDGES: ReadonlySet<string> = new Set([
  ...["a", "an", "bit", "little", "so", "very", "quite", "kind", "sort", "of", "pretty", "really", "total"],
]);

/**
 * True when the word at i says what the person is ("I'm a bit deaf", "no horror, I'm a baby"): their
 * own state, not a subject for the title. The "'s" of "he's" is read from the whole word.
 */
function describesSelf(tokens: Token[], i: number): boolean {
  // a feeling said of oneself is read by the tone reader, as a state the title answers ("I'm bored")
  const kind = COMPILED.phrases.get(tokens[i]?.stem ?? "")?.kind;
  if (kind !== undefined && kind !== "theme" && kind !== "audience") return false;
  for (let k = i - 1, hedges = 0; k >= 0 && hedges <= 3 && !tokens[k]?.breakAfter; k--, hedges++) {
    const t = tokens[k]!;
    // ("I'm so…", "I'm in…" open a degree or a place, read by their own readers)
    if (personIsAt(tokens, k) || t.raw === "am") return k < i - 1 || !["so", "in"].includes(tokens[i]?.raw ?? "");
    if (!SELF_HEDGES.has(t.raw)) return false;
  }
  return false;
}

/** True when token k is someone: one of the person's own people or a pronoun ("my husband", "she"). */
function someoneAt(tokens: Token[], k: number): boolean {
  const raw = tokens[k]?.raw ?? "";
  return namesOwnPerson(tokens, k) || SUBJECT_PRONOUNS.has(raw) || raw === "i";
}

/**
 * True when the place word at i is someone's language or home: after a possessive ("my English"), or
 * after someone and a form of "be" ("my husband is German", "she's Polish").
 */
function someonesPlace(tokens: Token[], i: number): boolean {
  if (COMPILED.phrases.get(tokens[i]?.stem ?? "")?.kind !== "place") return false;
  const prev = tokens[i - 1];
  if (POSSESSIVES.has(prev?.raw ?? "")) return true;
  if (prev === undefined || prev.breakAfter) return false;
  if (personIsAt(tokens, i - 1)) return true;
  return BEING.has(prev.raw) && someoneAt(tokens, i - 2);
}

/**
 * True when the theme or genre word at i is where someone is ("I'm in hospital", "mum is in hospital", a request
 * opening "in hospital, bored"): their circumstance, not a story's setting ("a film set in a hospital").
 */
function whereSomeoneIs(tokens: Token[], i: number): boolean {
  const kind = COMPILED.phrases.get(tokens[i]?.stem ?? "")?.kind;
  if (kind !== "theme" && kind !== "genre") return false;
  const at = tokens[i - 1]?.raw === "the" ? i - 2 : i - 1;
  if (!["in", "at"].includes(tokens[at]?.raw ?? "") || tokens[at - 1]?.raw === "set") return false;
  if (at === 0 || tokens[at - 1]?.breakAfter) return true;
  return BEING.has(tokens[at - 1]?.raw ?? "") || personIsAt(tokens, at - 1);
}

/** True when the word at i is said of the person or their people, not of the title wanted. */
export function saidOfThePerson(tokens: Token[], i: number): boolean {
  return describesSelf(tokens, i) || someonesPlace(tokens, i) || whereSomeoneIs(tokens, i);
}
