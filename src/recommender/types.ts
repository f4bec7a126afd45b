/** Public types of the mood engine (pure data; no I/O). */

import type { Audience } from "../shared/vocabulary";

export type MediaKind = "movie" | "tv";

export interface EngineTitle {
  id: string;
  title: string;
  type: MediaKind;
  year: number;
  genres: string[];
  moods: string[];
  keywords: string[];
  /** film minutes, or series episode minutes */
  runtime: number;
  seasons: number | null;
  certification: string;
  rating: number;
  popularity: number;
  language: string;
  country: string;
  description: string;
  /** lowercase service names with a subscription or free offer */
  providers: string[];
}

/** A rated catalogue title (resolved id). */
export interface TasteItem {
  id: string;
  rating: number;
}

/** Tonight's context chosen beside the mood box: hard limits and preferences on top of the words. */
export interface TonightContext {
  audience?: Audience | null;
  /** the time the person has; films must fit it, series episodes must */
  minutes?: number | null;
}

export interface RecommendRequest {
  /** 1–1,000 chars (MOOD_MAX_LENGTH), any phrasing */
  mood: string;
  /** rated >= 7, at most 5 used, strongest first */
  liked?: TasteItem[];
  /** rated <= 4, at most 5 used, strongest (lowest) first */
  disliked?: TasteItem[];
  /** rated or watched titles: never recommended */
  excludeIds?: string[];
  /** shown for the same mood within a day: ranked after fresh ones */
  recentlyShownIds?: string[];
  /** lowercase service names; titles on them are ranked up slightly, never filtered */
  userServices?: string[];
  /** default 15 */
  limit?: number;
  tonight?: TonightContext;
}

export interface Pick {
  media_id: string;
  title: string;
  year: number;
  /** 1–2 specific sentences; no two reasons in one list alike */
  reason: string;
  /** 1–3 titles: the person's liked ones it resembles first, else close catalogue neighbours */
  similar_to: string[];
  /** 0–2 titles: the person's disliked ones it differs from, else a contrasting title */
  avoids: string[];
  /** 0–100 integer, calibrated: strong fits 85–98, weak fits visibly lower */
  match_score: number;
}

export interface TitleReference {
  id: string;
  title: string;
  year: number;
  /** the words the person named a whole series by ("harry potter"): every title opening with them is that series */
  series?: string;
}

/**
 * One thing the person asked for ("funny", "space", "like The Matrix"): a weighted bundle of genres,
 * mood tags, keywords, languages and countries. A title's fit is the weighted mean of how well it
 * satisfies each facet (0..1), so titles with many tags are not favoured.
 */
export interface MoodFacet {
  label: string;
  kind: string;
  /** importance among the query's facets */
  weight: number;
  g: Record<string, number>;
  m: Record<string, number>;
  /** stemmed keyword phrase → weight */
  k: Record<string, number>;
  lang: Record<string, number>;
  country: Record<string, number>;
  /** keyword-led (themes, settings): genres and tones alone give partial credit only */
  thematic: boolean;
  /**
   * Genres, tags and keywords that carry the facet's meaning: without one of them a title gets at
   * most half credit. Empty means no cap (references).
   */
  core: string[];
  /** "g:Genre" / "m:tag" a title must all carry for more than 0.6 credit (compound genres) */
  all: string[];
  /** the raw sum that counts as full satisfaction */
  full: number;
  /** set for a referenced title ("like Inception") */
  refId?: string;
  /** the person's own words for this wish when they typed it exactly ("gripping" for the thriller facet) */
  said?: string;
  /** read into words that do not say it ("weekend" read as a lazy weekend): named, never quoted as asked */
  implied?: boolean;
  /** a genre named in so many words ("sci-fi", "horror films"), not only evoked ("nightmares") */
  namesGenre?: boolean;
  /** read from title/description words only (no lexicon entry, no catalogue keyword): a weak signal */
  speculative?: boolean;
  /** a catalogue keyword read beside words the lexicon understood: likely the person's circumstances, so never quoted back as a wish */
  stray?: boolean;
}

/** What the engine understood of the mood text. Weights may be negative (penalties). */
export interface ParsedMood {
  text: string;
  /** the weighted facets scoring uses (the flat genre/mood/keyword maps below are their sums) */
  facets: MoodFacet[];
  genres: Record<string, number>;
  moods: Record<string, number>;
  /** stemmed keyword → weight */
  keywords: Record<string, number>;
  /** ISO 639-1 → weight (soft preference) */
  languages: Record<string, number>;
  /** ISO 3166-1 → weight (soft preference) */
  countries: Record<string, number>;
  /** hard exclusions */
  excludeGenres: string[];
  excludeMoods: string[];
  excludeKeywords: string[];
  /** hard: original languages ruled out ("not in English") */
  excludeLanguages: string[];
  /** soft negation ("not too dark"): strong penalty */
  penaliseGenres: string[];
  penaliseMoods: string[];
  /** ISO 3166-1 countries refused ("not American"): ranked down, as a title's country says little of its making */
  penaliseCountries: string[];
  /** hard type constraint */
  type: MediaKind | null;
  /** soft type preference (e.g. "k-drama") */
  typePreference: MediaKind | null;
  /** hard year bounds (explicit decades / years) */
  yearMin: number | null;
  yearMax: number | null;
  /** periods refused ("anything that isn't from the 80s"): inclusive [first, last] years */
  excludeYears: [number, number][];
  /** soft era preference ("classic", "recent") */
  eraPreference: { min: number | null; max: number | null; label: string } | null;
  /** hard maximum runtime in minutes (series: episode runtime) */
  maxRuntime: number | null;
  /** hard maximum number of seasons ("a miniseries", "one season"); implies a series */
  maxSeasons: number | null;
  /** age of the youngest viewer when given ("my 6-year-old") */
  viewerAge: number | null;
  /** the most grown-up certification level allowed ("PG-13 or under"), on CERTIFICATION_LEVEL's scale */
  maxCertLevel: number | null;
  /** soft runtime preference */
  runtimePreference: "short" | "long" | null;
  /** hard: family-safe certifications only */
  familySafe: boolean;
  /** hard original language (e.g. "no subtitles" → "en") */
  language: string | null;
  /** referenced catalogue titles ("like Inception") */
  references: TitleReference[];
  /** titles named to steer away from ("nothing like La La Land", "I hated Inception"): never picked, and titles close to them rank down */
  avoided: TitleReference[];
  /** titles the person named after a cue that the catalogue does not have ("like Blorp Street") */
  unknownTitles: string[];
  /** modifiers applied to the references or the whole mood: "lighter", "darker", "funnier", "scarier", "shorter" */
  modifiers: string[];
  occasion: string | null;
  presets: string[];
  /** recognised terms in reading order, human-readable */
  terms: string[];
  /** negated terms, human-readable ("no romance") */
  negated: string[];
  quality: "acclaimed" | "hidden-gem" | "popular" | null;
  /** true when the text carried any mood signal (genres, tones, themes, references) */
  hasMoodSignal: boolean;
  /**
   * 0..1: the share of the request's content words that were understood. Scores of picks for a
   * half-understood request are held down, since they answer only the half we read.
   */
  coverage: number;
  /** true when anything at all was recognised (signal or constraint) */
  recognised: boolean;
  /** tonight's context when one was given, so reasons can say how a pick answers it */
  tonight: { audience: Audience | null; minutes: number | null } | null;
  /** limits set aside because together with the rest they left no title at all ("the length limit") */
  relaxed: string[];
}

export interface RecommendResult {
  picks: Pick[];
  understood: ParsedMood;
  fallback: boolean;
}
export type { EngineIndex } from "./catalog";
