/**
 * The lexicon: its tables are data (src/recommender/data/lexicon/*.json), checked against LexEntry
 * once when this module loads, then compiled to stemmed phrase → entry, longest phrases first at
 * match time.
 */
import { GENRES, MOOD_TAGS } from "../../shared/vocabulary";
import audiences from "../data/lexicon/audiences.json" with { type: "json" };
import formats from "../data/lexicon/formats.json" with { type: "json" };
import genres from "../data/lexicon/genres.json" with { type: "json" };
import modifiers from "../data/lexicon/modifiers.json" with { type: "json" };
import occasions from "../data/lexicon/occasions.json" with { type: "json" };
import places from "../data/lexicon/places.json" with { type: "json" };
import presets from "../data/lexicon/presets.json" with { type: "json" };
import themes from "../data/lexicon/themes.json" with { type: "json" };
import tones from "../data/lexicon/tones.json" with { type: "json" };
import { stemPhrase } from "../text";
import type { LexEntry, LexKind, LexNegation } from "./types";

export type { LexEntry, LexKind, LexNegation } from "./types";

/** A field check of the loader: true when the JSON value fits the field's type. */
type Check = (v: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const str: Check = (v) => typeof v === "string";
const num: Check = (v) => typeof v === "number" && Number.isFinite(v);
const bool: Check = (v) => typeof v === "boolean";
const oneOf =
  (...values: readonly string[]): Check =>
  (v) =>
    typeof v === "string" && values.includes(v);
const listOf =
  (item: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(item);
const weights =
  (key: Check): Check =>
  (v) =>
    isObject(v) && Object.entries(v).every(([k, w]) => key(k) && num(w));
/** An object whose keys are all known fields of the right type; the first unknown or bad field, else null. */
function badField(v: Record<string, unknown>, fields: Record<string, Check>): string | null {
  for (const [k, x] of Object.entries(v)) if (!fields[k]?.(x)) return k;
  return null;
}

const genre = oneOf(...GENRES);
const tag = oneOf(...MOOD_TAGS);
const mediaKind = oneOf("movie", "tv");
const NEGATION: Record<keyof LexNegation, Check> = {
  xg: listOf(genre),
  xm: listOf(tag),
  pg: listOf(genre),
  pm: listOf(tag),
  xk: listOf(str),
  lang: str,
  type: mediaKind,
  maxRuntime: num,
  yearMin: num,
  yearMax: num,
  maxCertLevel: num,
  instead: str,
};
const ERA: Record<keyof NonNullable<LexEntry["era"]>, Check> = {
  min: num,
  max: num,
  hard: bool,
  label: str,
  recent: num,
};
const KINDS: readonly LexKind[] = [
  "genre",
  "tone",
  "theme",
  "setting",
  "occasion",
  "preset",
  "place",
  "audience",
  "format",
  "quality",
  "modifier",
];
/** Every LexEntry field (the Record type makes a field added to LexEntry and not checked here a type error). */
const ENTRY: Record<keyof LexEntry, Check> = {
  terms: (v) => listOf(str)(v) && (v as string[]).length > 0,
  kind: oneOf(...KINDS),
  label: str,
  g: weights(genre),
  m: weights(tag),
  k: weights(str),
  lang: weights(str),
  country: weights(str),
  type: mediaKind,
  typeImplied: bool,
  typePref: mediaKind,
  family: bool,
  adultsOnly: bool,
  era: (v) => isObject(v) && str(v.label) && badField(v, ERA) === null,
  maxRuntime: num,
  maxSeasons: num,
  runtimePref: oneOf("short", "long"),
  occasion: str,
  preset: str,
  quality: oneOf("acclaimed", "hidden-gem", "popular"),
  modifier: str,
  hardLang: str,
  core: listOf(str),
  all: listOf(str),
  weight: num,
  rulesOut: listOf(genre),
  neg: (v) => isObject(v) && badField(v, NEGATION) === null,
  noNeg: bool,
};

/** The entries of one lexicon table, or an error naming the table, the entry and the field. */
export function lexiconTable(table: string, data: unknown): LexEntry[] {
  if (!Array.isArray(data)) throw new Error(`lexicon ${table}: expected an array of entries`);
  data.forEach((e, i) => {
    const bad = !isObject(e)
      ? "(not an object)"
      : !("terms" in e && "kind" in e && "label" in e)
        ? "(terms, kind or label missing)"
        : badField(e, ENTRY);
    if (bad) throw new Error(`lexicon ${table}[${i}] ${isObject(e) ? JSON.stringify(e.label) : ""}: bad field ${bad}`);
  });
  return data as LexEntry[];
}

/** The ten presets of the app. Their phrases win over any other entry with the same phrase. */
const PRESET_ENTRIES: readonly LexEntry[] = lexiconTable("presets", presets);

/** Every entry, presets first (their phrases win). */
export const LEXICON: readonly LexEntry[] = [
  ...PRESET_ENTRIES,
  // comparatives ("but lighter"): single words are matched on their exact surface form before any stemming
  ...lexiconTable("modifiers", modifiers),
  // genre words and sub-genres
  ...lexiconTable("genres", genres),
  // tone and feeling words: how the person wants to feel
  ...lexiconTable("tones", tones),
  // themes and subjects: what the story is about
  ...lexiconTable("themes", themes),
  // languages, countries, regional industries and well-known settings
  ...lexiconTable("places", places),
  // occasions and seasons
  ...lexiconTable("occasions", occasions),
  // who is watching
  ...lexiconTable("audiences", audiences),
  // format, era, length and quality words
  ...lexiconTable("formats", formats),
];

interface CompiledLexicon {
  /** stemmed phrase ("feel good", "laugh") → entry */
  phrases: Map<string, LexEntry>;
  /** exact surface words of comparative modifiers ("lighter") → entry; checked before stemming */
  surface: Map<string, LexEntry>;
  /** longest phrase in tokens */
  maxLen: number;
  /** single-word surface forms (for typo tolerance) → entry */
  words: Map<string, LexEntry>;
  /** phrases claimed by two different non-preset entries (should be empty) */
  duplicates: string[];
}

function compile(): CompiledLexicon {
  const phrases = new Map<string, LexEntry>();
  const surface = new Map<string, LexEntry>();
  const words = new Map<string, LexEntry>();
  const duplicates: string[] = [];
  let maxLen = 1;
  for (const entry of LEXICON) {
    for (const term of entry.terms) {
      const key = stemPhrase(term);
      if (!key) continue;
      const len = key.split(" ").length;
      if (len > maxLen) maxLen = len;
      if (entry.kind === "modifier" && len === 1 && !/[\s-]/.test(term)) {
        surface.set(term.toLowerCase(), entry);
        continue;
      }
      const prev = phrases.get(key);
      if (prev && prev !== entry) {
        if (prev.kind !== "preset") duplicates.push(`${term} (${prev.label} / ${entry.label})`);
        continue;
      }
      if (!prev) phrases.set(key, entry);
      if (len === 1 && /^[a-z]+$/.test(term) && term.length >= 4 && !words.has(term)) words.set(term, entry);
    }
  }
  return { phrases, surface, maxLen, words, duplicates };
}

export const COMPILED: CompiledLexicon = compile();
