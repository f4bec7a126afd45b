/**
 * When the limits of a request together leave no title at all ("a British crime series made before
 * 1950"), the least essential are set aside one at a time until something fits, and the answer says
 * which. Safety (family-safe, a rating ceiling) and refusals (genres, tones, things, titles) are
 * never set aside: an empty answer is better than one the person ruled out. Pure.
 */
import { type EngineIndex, titleAt } from "./catalog";
import { eligible, type ScoringContext } from "./score";
import type { ParsedMood } from "./types";

interface Relaxation {
  /** what the answer says was set aside */
  label: (mood: ParsedMood) => string;
  /** the mood without this limit, or null when it has none */
  drop: (mood: ParsedMood) => ParsedMood | null;
}

/** Limits in the order they give way: a count of seasons first, the kind of title last. */
const RELAXATIONS: readonly Relaxation[] = [
  {
    label: () => "the season limit",
    drop: (m) => (m.maxSeasons === null ? null : { ...m, maxSeasons: null }),
  },
  {
    label: () => "the years asked for",
    // a period refused ("not the 80s") is a refusal and stays
    drop: (m) => (m.yearMin === null && m.yearMax === null ? null : { ...m, yearMin: null, yearMax: null }),
  },
  {
    label: () => "the length limit",
    drop: (m) => (m.maxRuntime === null ? null : { ...m, maxRuntime: null }),
  },
  {
    label: () => "the language",
    drop: (m) =>
      m.language === null && !m.excludeLanguages.length ? null : { ...m, language: null, excludeLanguages: [] },
  },
  {
    label: (m) => (m.type === "tv" ? "series only" : "films only"),
    drop: (m) => (m.type === null ? null : { ...m, type: null }),
  },
];

/** True when at least one title meets every hard limit. */
function anyEligible(index: EngineIndex, ctx: ScoringContext): boolean {
  for (let i = 0; i < index.titles.length; i++) if (eligible(titleAt(index.titles, i), ctx)) return true;
  return false;
}

/**
 * The mood and its scoring context, with limits set aside (and named in `relaxed`) only if the limits
 * as asked leave no title.
 */
export function relaxToFit(
  index: EngineIndex,
  mood: ParsedMood,
  contextFor: (mood: ParsedMood) => ScoringContext,
): { mood: ParsedMood; ctx: ScoringContext } {
  let ctx = contextFor(mood);
  if (anyEligible(index, ctx)) return { mood, ctx };
  let relaxedMood = mood;
  for (const step of RELAXATIONS) {
    const next = step.drop(relaxedMood);
    if (!next) continue;
    relaxedMood = { ...next, relaxed: [...relaxedMood.relaxed, step.label(relaxedMood)] };
    ctx = contextFor(relaxedMood);
    if (anyEligible(index, ctx)) return { mood: relaxedMood, ctx };
  }
  // nothing to set aside would help: the answer stays empty, and the limits as asked stand
  return { mood, ctx: contextFor(mood) };
}
