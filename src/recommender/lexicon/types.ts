/**
 * The shape of lexicon entries (the JSON tables in src/recommender/data/lexicon): words and phrases
 * mapped to weighted genres, mood tags, keywords and constraints.
 */
import type { Genre, MoodTag } from "../../shared/vocabulary";
import type { MediaKind } from "../types";

export type LexKind =
  | "genre"
  | "tone"
  | "theme"
  | "setting"
  | "occasion"
  | "preset"
  | "place"
  | "audience"
  | "format"
  | "quality"
  | "modifier";

/** What a negated term ("no romance", "nothing too scary", "without gore") turns into. */
export interface LexNegation {
  /** genres never returned */
  xg?: Genre[];
  /** mood tags never returned */
  xm?: MoodTag[];
  /** genres penalised (kept, ranked down) */
  pg?: Genre[];
  /** mood tags penalised */
  pm?: MoodTag[];
  /** keywords never returned */
  xk?: string[];
  /** hard original language ("no subtitles" → "en") */
  lang?: string;
  /** hard type ("not a series" → movie) */
  type?: MediaKind;
  /** hard runtime cap ("not too long" → 120) */
  maxRuntime?: number;
  /** earliest year allowed ("nothing old" → from the years after the old ones) */
  yearMin?: number;
  /** latest year allowed ("nothing modern" → before the modern years begin) */
  yearMax?: number;
  /** highest certification level allowed ("no swearing or sex" → 1, PG), on CERTIFICATION_LEVEL's scale */
  maxCertLevel?: number;
  /** the label of the entry wanted instead when the request asks for nothing else ("nothing sad" → feel-good) */
  instead?: string;
}

export interface LexEntry {
  /** surface phrases; matched after stemming, so "laugh" also covers "laughs", "laughing" */
  terms: string[];
  kind: LexKind;
  /** short human-readable label used in explanations ("a cozy rainy day", "dinosaurs") */
  label: string;
  g?: Partial<Record<Genre, number>>;
  m?: Partial<Record<MoodTag, number>>;
  /** keywords (matched against title keywords, titles and descriptions) → weight */
  k?: Record<string, number>;
  /** soft original-language preference */
  lang?: Record<string, number>;
  /** soft production-country preference */
  country?: Record<string, number>;
  /** hard media type */
  type?: MediaKind;
  /** the type is implied, not named ("binge"): a film or series word elsewhere in the request outvotes it */
  typeImplied?: boolean;
  /** soft media type */
  typePref?: MediaKind;
  /** hard: family-safe certifications only */
  family?: boolean;
  /** the request is for grown-ups: children it mentions ("the kids are asleep") are circumstance, not the audience */
  adultsOnly?: boolean;
  /** era (hard when `hard`) */
  era?: { min?: number; max?: number; hard?: boolean; label: string; recent?: number };
  /** hard maximum runtime */
  maxRuntime?: number;
  /** hard maximum number of seasons (a miniseries tells its story in one) */
  maxSeasons?: number;
  runtimePref?: "short" | "long";
  occasion?: string;
  preset?: string;
  quality?: "acclaimed" | "hidden-gem" | "popular";
  /** comparative modifier name ("lighter", "scarier") */
  modifier?: string;
  /** hard original language */
  hardLang?: string;
  /**
   * Features that carry the meaning (genre names, mood tags or keywords): a title needs at least one
   * of them for more than half credit. Default: keywords and thematic tags for themes, otherwise
   * every genre or tag weighted 0.9 or more.
   */
  core?: string[];
  /** genres or tags a title must all carry for more than 0.6 credit ("romcom": Romance and Comedy) */
  all?: string[];
  /** importance of this term among the others of a query (default 1) */
  weight?: number;
  /** genres a wish for this rules out: the opposite of a genre ("live action" → no Animation, "scripted" → no Reality) */
  rulesOut?: Genre[];
  /** explicit negation; derived from the strong weights when absent */
  neg?: LexNegation;
  /** negating this term means nothing (e.g. "no subtitles" handled elsewhere) */
  noNeg?: boolean;
}
