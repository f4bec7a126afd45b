/** The shape of the precomputed engine index, and the checked lookup every index consumer goes through. */
import type { EngineTitle } from "./types";

export interface IndexedTitle {
  t: EngineTitle;
  idx: number;
  /** genre → weight by position (first genre counts most) */
  genres: Map<string, number>;
  moods: Map<string, number>;
  /** stemmed keyword phrases, each padded with spaces: " serial killer " */
  kwPhrases: string[];
  /** stems of keyword words */
  kwTokens: Set<string>;
  /** " stem stem ... " of title + description, for phrase search */
  text: string;
  /** similarity features: sorted ids, weights, euclidean norm */
  featIds: Int32Array;
  featW: Float32Array;
  norm: number;
  /** 0..1 prior from rating and popularity */
  quality: number;
  ratingN: number;
  popN: number;
  /**
   * 0..1: how many single-genre or single-tone requests would put this title near the top on
   * quality alone (1 = the most). A broadly loved, many-tagged title wins every near-tie and fills
   * unrelated lists; ranking subtracts a little of this so near-ties go to the title that is not
   * shown everywhere.
   */
  exposure: number;
  familySafe: boolean;
  /** certified for young children only (TV-Y, TV-Y7): a show made for them */
  forYoungChildren: boolean;
  /** CERTIFICATION_LEVEL of its certification; null when unrated */
  certLevel: number | null;
  normTitle: string;
  franchise: string;
  /** normalised title before a colon ("The Lord of the Rings: The Two Towers" → "lord of the rings") */
  seriesKey: string;
  providers: Set<string>;
}

export interface Posting {
  ids: Int32Array;
  w: Float32Array;
}

export interface EngineIndex {
  titles: IndexedTitle[];
  byId: Map<string, number>;
  /** normalised title → indices (most popular first) */
  byTitle: Map<string, number[]>;
  /** normalised title length → normalised titles (for typo-tolerant lookup) */
  titleKeysByLen: Map<number, string[]>;
  /** "length:first char" and "length:second char" → normalised titles (typo lookup without a full scan) */
  titleKeysByLenChar: Map<string, string[]>;
  /** every normalised title, sorted, for finding a title named with its last word cut short ("Parks and Rec") */
  titleKeysSorted: string[];
  /** longest normalised title in words */
  maxTitleWords: number;
  genrePost: Map<string, Posting>;
  moodPost: Map<string, Posting>;
  langPost: Map<string, Int32Array>;
  countryPost: Map<string, Int32Array>;
  /** keyword word stem → titles whose keywords contain it */
  kwTokenPost: Map<string, Int32Array>;
  /** title/description word stem → titles */
  textPost: Map<string, Int32Array>;
  /** stemmed keyword phrase → number of titles */
  kwPhraseDf: Map<string, number>;
  minYear: number;
  /** the newest title's year: "recent" and "the last five years" count back from it, whatever the clock says */
  maxYear: number;
  /**
   * the calendar year the requests are read in (given by the server; the newest title's year when not):
   * a person's age dates their birth from it ("I turned 30 in March"), which the newest title's year would
   * put a year early whenever the catalogue lags the clock
   */
  thisYear: number;
  /** well-known, well-rated titles, best first (contrast candidates, neighbour fallbacks) */
  anchors: number[];
  /** indices sorted by quality, best first */
  byQuality: Int32Array;
  neighbourCache: Map<number, number[]>;
}

/**
 * The title at an index position. Posting lists, anchors and lookups in the index hold positions into
 * `titles`, so a miss means the index was built wrong: fail loudly rather than score nonsense.
 */
export function titleAt(titles: readonly IndexedTitle[], idx: number): IndexedTitle {
  const it = titles[idx];
  if (it === undefined) throw new RangeError(`No title at index position ${idx}`);
  return it;
}
