/** The state shared by the steps of mood reading, and the empty result they fill in. */
import type { EngineIndex } from "../catalog";
import type { LexEntry } from "../lexicon/index";
import type { Token } from "../text";
import type { MediaKind, ParsedMood } from "../types";

/** A character range of the normalised text. */
export interface Span {
  start: number;
  end: number;
}

/** What the reading steps share: the text's tokens, which of them are used up, and the votes for a media type. */
export interface Ctx {
  index: EngineIndex;
  mood: ParsedMood;
  /** the normalised text the tokens were read from (their start and end index it), after foreign words and retractions are rewritten */
  norm: string;
  tokens: Token[];
  consumed: boolean[];
  typeVotes: Set<MediaKind>;
  negTypeVotes: Set<MediaKind>;
  /** types only implied ("binge" → a series): counted when nothing names a type */
  impliedTypeVotes: Set<MediaKind>;
  /** weight multiplier for the next term ("really scary", "slightly dark"); reset once used */
  mult: number;
  /** an entry said the request is for grown-ups */
  adultsOnly: boolean;
  /** labels of the tones wanted instead of the negated ones, used when nothing else is asked for */
  instead: string[];
  /** genres ruled out by a genre word itself ("no horror"), not as a side effect of a tone or format */
  refusedGenres: Set<string>;
  /** genres a refused kind within them ruled out ("not true crime"): a wish for the genre said anywhere gives them back */
  refusedWithin: Set<string>;
  /** for each genre a genre word named, whether the last such word asked for it (true) or refused it */
  genreSaidLast: Map<string, boolean>;
  /**
   * Refusals of too much of a term ("not too scary"), applied once the whole text is read: the same
   * term asked for elsewhere ("scary but not too scary") makes them a hedge on its degree, not a refusal.
   */
  degreeRefusals: { entry: LexEntry; soft: boolean; surface: string }[];
  /** inside a clause of reason ("because they fall asleep during episodes"): a format word there is no vote */
  aside: boolean;
  /** a length was said in numbers ("under 45 minutes"): words for a length ("short episodes") then add no cap of their own */
  lengthInNumbers: boolean;
}

/** A mood with nothing understood yet; the reading steps fill it in. */
export function emptyMood(text: string): ParsedMood {
  return {
    text,
    facets: [],
    genres: {},
    moods: {},
    keywords: {},
    languages: {},
    countries: {},
    excludeGenres: [],
    excludeMoods: [],
    excludeKeywords: [],
    excludeLanguages: [],
    penaliseGenres: [],
    penaliseMoods: [],
    penaliseCountries: [],
    type: null,
    typePreference: null,
    yearMin: null,
    yearMax: null,
    excludeYears: [],
    eraPreference: null,
    maxRuntime: null,
    maxSeasons: null,
    viewerAge: null,
    maxCertLevel: null,
    runtimePreference: null,
    familySafe: false,
    language: null,
    references: [],
    avoided: [],
    unknownTitles: [],
    modifiers: [],
    occasion: null,
    presets: [],
    terms: [],
    negated: [],
    quality: null,
    hasMoodSignal: false,
    coverage: 1,
    recognised: false,
    tonight: null,
    relaxed: [],
  };
}

/** Appends unless already there: terms, exclusions and presets are sets kept in the order they were read. */
export function addUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

/**
 * The `len` tokens from `start` when they can be read as one phrase: none used yet and no clause break
 * between them. Null when one is used, a break splits them, or the text ends first.
 */
export function freeSpan(
  tokens: Token[],
  consumed: boolean[],
  start: number,
  len: number,
  inTitle = false,
): [Token, ...Token[]] | null {
  const [first, ...rest] = tokens.slice(start, start + len);
  if (first === undefined || rest.length !== len - 1) return null;
  const span: [Token, ...Token[]] = [first, ...rest];
  for (const [k, t] of span.entries()) {
    if (consumed[start + k] || (k < len - 1 && t.breakAfter && !(inTitle && titleGoesOn(t, span[k + 1])))) return null;
  }
  return span;
}

/** Lower-case words a title may hold between its capitalised ones ("Pride and Prejudice", "Lord of the Flies"). */
export const TITLE_JOINERS: ReadonlySet<string> = new Set([
  "the",
  "of",
  "and",
  "a",
  "an",
  "in",
  "on",
  "to",
  "at",
  "for",
  "vs",
  "from",
  "with",
]);

/**
 * True when a title can run on past the break after `t`: a lone colon ("Mad Max: Fury Road"), or a
 * lone comma before a joining word ("The Good, the Bad and the Ugly").
 */
export function titleGoesOn(t: Token, next: Token | undefined): boolean {
  return t.colonAfter || (t.commaAfter && next !== undefined && TITLE_JOINERS.has(next.raw));
}

/** True when s overlaps any of the spans. */
export function overlaps(spans: Span[], s: Span): boolean {
  return spans.some((x) => x.start < s.end && s.start < x.end);
}
