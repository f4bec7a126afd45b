import type { Audience } from "../../shared/vocabulary";
import type { ParsedMood, TonightContext } from "../types";
import { addUnique } from "./context";

/** What asks for the intense end of horror; when none of it was asked for, a shared evening avoids it. */
const EXTREME_GENRES = ["Horror"];
const EXTREME_MOODS = ["gory", "scary"];

function askedForExtremes(m: ParsedMood): boolean {
  return EXTREME_GENRES.some((g) => (m.genres[g] ?? 0) > 0) || EXTREME_MOODS.some((x) => (m.moods[x] ?? 0) > 0);
}

/**
 * Folds tonight's context into what the words asked for. Time is a hard limit (a film must fit it,
 * a series' episodes must); kids make family-safe certifications a hard limit; a partner, friends or
 * the family shape preferences only, and never override what the words asked for.
 */
export function applyTonight(mood: ParsedMood, tonight: TonightContext | undefined): ParsedMood {
  const audience: Audience | null = tonight?.audience ?? null;
  const minutes = tonight?.minutes && tonight.minutes > 0 ? Math.round(tonight.minutes) : null;
  if (!audience && !minutes) return mood;
  const m: ParsedMood = {
    ...mood,
    penaliseGenres: [...mood.penaliseGenres],
    penaliseMoods: [...mood.penaliseMoods],
    tonight: { audience, minutes },
  };
  if (minutes) m.maxRuntime = Math.min(mood.maxRuntime ?? minutes, minutes);
  if (audience === "kids") m.familySafe = true;
  const extremesAsked = askedForExtremes(mood);
  if ((audience === "partner" || audience === "family" || audience === "friends") && !extremesAsked) {
    for (const g of EXTREME_GENRES) addUnique(m.penaliseGenres, g);
    addUnique(m.penaliseMoods, "gory");
  }
  if (audience === "family" && !extremesAsked) addUnique(m.penaliseMoods, "violent");
  // A group picks well from what many people already liked.
  if (audience === "friends" && m.quality === null) m.quality = "popular";
  return m;
}

interface NoteFacts {
  type: "movie" | "tv";
  runtime: number;
  certification: string;
  familySafe: boolean;
}

/** One clause saying how a pick answers tonight's context, or null when the context did not shape it. */
export function tonightNote(mood: ParsedMood, t: NoteFacts): string | null {
  const ctx = mood.tonight;
  if (!ctx) return null;
  if (ctx.minutes && t.runtime > 0) {
    return t.type === "tv"
      ? `episodes run about ${t.runtime} minutes, so one fits the ${ctx.minutes} you have`
      : `it runs ${t.runtime} minutes, inside the ${ctx.minutes} you have`;
  }
  if ((ctx.audience === "kids" || ctx.audience === "family") && t.familySafe && t.certification) {
    return `it's rated ${t.certification}, fine to watch with the ${ctx.audience === "kids" ? "kids" : "whole family"}`;
  }
  return null;
}

/** Below this, an evening's time fits an episode or two better than a film. */
export const WHOLE_FILM_MINUTES = 80;

/**
 * A time budget long enough for a film, with no word about films or series, leans to films: the
 * person is setting aside an evening for one whole story, and a series episode leaves it unfinished.
 * A lean only; a series still comes up when it fits the words much better.
 */
export function leanToWholeStories(mood: ParsedMood): ParsedMood {
  if (mood.type || mood.typePreference || mood.maxRuntime === null || mood.maxRuntime < WHOLE_FILM_MINUTES) return mood;
  return { ...mood, typePreference: "movie" };
}
