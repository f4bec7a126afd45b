/**
 * Understanding the mood text: title references, then patterns (runtimes, decades, years, ages), then
 * lexicon terms with negation, catalogue keywords and typos, then the settling of type, audience and
 * references (the steps live in ./understand). Pure and deterministic.
 */

import { MOOD_MAX_LENGTH } from "../shared/recommendation-limits";
import type { EngineIndex } from "./catalog";
import { normalizeText, type Token, tokenize } from "./text";
import type { ParsedMood } from "./types";
import { type Ctx, emptyMood, overlaps, type Span } from "./understand/context";
import { dropRetracted } from "./understand/corrections";
import { findDescribedTitles } from "./understand/described-titles";
import { finaliseMood } from "./understand/finalise";
import { translateForeign } from "./understand/foreign";
import { lifeEventsInYears } from "./understand/life-events";
import { markedLists } from "./understand/marked-lists";
import { namedPeriodsInYears } from "./understand/named-periods";
import { readPatterns } from "./understand/patterns";
import { findReferences } from "./understand/references";
import { frontRefusals } from "./understand/refusals";
import { writtenOut } from "./understand/shorthand";
import { awayFromNamedForDifferent } from "./understand/something-different";
import { readTerms } from "./understand/terms";
import { quietUnknownTitleWords } from "./understand/unknown-titles";
import { yearsInDigits } from "./understand/years-in-digits";

export { facetFromEntry } from "./understand/facets";
export { referenceFacet } from "./understand/references";

/**
 * The most words read: 1,000 characters of prose hold about 180, but "1 1 1 …" holds 500 and emoji
 * translate into several words each, so the reading cost is bounded by words, not characters.
 */
const MAX_WORDS = 240;

/** The text up to the end of its MAX_WORDS-th word, and its tokens (read again only when cut). */
function withinWords(text: string): { text: string; tokens: Token[] } {
  const tokens = tokenize(text);
  const last = tokens[MAX_WORDS - 1];
  if (tokens.length <= MAX_WORDS || !last) return { text, tokens };
  const cut = text.slice(0, last.end);
  return { text: cut, tokens: tokenize(cut) };
}

/** Reads the mood text. Pure and deterministic. */
export function parseMood(index: EngineIndex, input: string): ParsedMood {
  // One space for every whitespace run: the patterns below then never see a long run of blanks.
  const original = (input ?? "").slice(0, MOOD_MAX_LENGTH).replace(/\s+/g, " ");
  const mood = emptyMood(original);
  // Everything below reads the English form: foreign genre words and emoji become the lexicon's phrases.
  // Refusals after their subject ("westerns? no thanks") become "no westerns", the shape negation reads.
  // A clause taken back ("something scary, actually no, something funny") is dropped; a year said aloud
  // ("nineteen seventy") is written in digits.
  const english = namedPeriodsInYears(
    lifeEventsInYears(yearsInDigits(writtenOut(translateForeign(original)), index.thisYear)),
  );
  const { text, tokens } = withinWords(dropRetracted(frontRefusals(markedLists(english))).replace(/\s+/g, " "));
  const norm = normalizeText(text);
  const ctx: Ctx = {
    index,
    mood,
    norm,
    tokens,
    consumed: tokens.map(() => false),
    typeVotes: new Set(),
    negTypeVotes: new Set(),
    impliedTypeVotes: new Set(),
    mult: 1,
    adultsOnly: false,
    instead: [],
    refusedGenres: new Set(),
    refusedWithin: new Set(),
    genreSaidLast: new Map(),
    degreeRefusals: [],
    aside: false,
    lengthInNumbers: false,
  };
  if (!tokens.length) return mood;

  // Titles first, so their words are not also read as a mood or a year ("Apocalypse Now", "2001: A Space Odyssey").
  findReferences(ctx);
  awayFromNamedForDifferent(ctx, ctx.consumed.lastIndexOf(true));
  findDescribedTitles(ctx);
  const refSpans: Span[] = tokens.filter((_, i) => ctx.consumed[i]).map((t) => ({ start: t.start, end: t.end }));
  const patternSpans = readPatterns(ctx, norm, refSpans);
  tokens.forEach((t, i) => {
    if (overlaps(patternSpans, { start: t.start, end: t.end })) ctx.consumed[i] = true;
  });
  // after the patterns: a number taken into a lacked title's name may still be a length ("… than two hours")
  quietUnknownTitleWords(ctx);
  readTerms(ctx);
  finaliseMood(ctx);
  return mood;
}
