/**
 * What the index derives from a single title: position weights, franchise and series keys, description
 * stopwords, and the feature vector that similarity compares.
 */
import { GENRES, MOOD_TAGS } from "../shared/vocabulary";
import type { IndexedTitle } from "./catalog-model";
import { normalizeTitle, STOPWORDS, stem } from "./text";
import type { EngineTitle } from "./types";

export const GENRE_POS_W = [1, 0.85, 0.75, 0.7];
export const MOOD_POS_W = [1, 1, 0.95, 0.9, 0.85, 0.8, 0.8, 0.8];

/** Feature id spaces for similarity vectors. */
const GENRE_ID = new Map<string, number>(GENRES.map((g, i) => [g, i]));
const MOOD_ID = new Map<string, number>(MOOD_TAGS.map((m, i) => [m, 100 + i]));
const FEAT_DECADE = 300;
const FEAT_LANG = 400;
const FEAT_TYPE = 900;
const FEAT_KW = 1000;

const W_GENRE = 1;
const W_MOOD = 0.55;
const W_KW = 0.75;
const W_DECADE = 0.45;
const W_LANG = 0.6;
const W_TYPE = 0.3;

export const DESC_STOP = new Set([
  ...STOPWORDS,
  "his",
  "her",
  "him",
  "hers",
  "after",
  "before",
  "into",
  "through",
  "who",
  "when",
  "while",
  "one",
  "two",
  "three",
  "first",
  "new",
  "old",
  "man",
  "woman",
  "young",
  "life",
  "years",
  "year",
  "day",
  "days",
  "time",
  "way",
  "world",
  "finds",
  "find",
  "must",
  "becomes",
  "begins",
  "takes",
  "story",
  "own",
  "between",
  "against",
  "being",
  "himself",
  "herself",
  "themselves",
  "them",
  "every",
  "never",
  "ever",
  "last",
  "long",
  "small",
  "big",
  "home",
  "family",
]);

/** The title before any colon: "The Lord of the Rings: The Two Towers" → "The Lord of the Rings". */
export function mainTitle(title: string): string {
  const colon = title.indexOf(":");
  return colon < 0 ? title : title.slice(0, colon);
}

function langKey(l: string): number {
  return FEAT_LANG + ((l.charCodeAt(0) - 97) * 26 + (l.charCodeAt(1) - 97));
}

/** Franchise key: "Toy Story 3" → "toy stori", "Avengers: Endgame" → "aveng". */
export function franchiseKey(title: string): string {
  let t = normalizeTitle(mainTitle(title));
  // Search for the marker, then cut: `\bpart\b.*$` would rescan the tail from every position.
  const marker = /\b(?:part|chapter|episode|vol|volume)\b/.exec(t);
  if (marker) t = t.slice(0, marker.index).trim();
  t = t.replace(/\s(?:\d+|ii|iii|iv|v|vi|vii)$/, "").trim();
  const words = t.split(" ").filter(Boolean).slice(0, 2);
  return words.map((w) => stem(w)).join(" ");
}

export function buildFeatures(
  t: EngineTitle,
  kwTokens: Set<string>,
  kwIds: Map<string, number>,
): [Int32Array, Float32Array, number] {
  const feats = new Map<number, number>();
  t.genres.forEach((g, i) => {
    const id = GENRE_ID.get(g);
    if (id !== undefined) feats.set(id, W_GENRE * (GENRE_POS_W[i] ?? 0.7));
  });
  for (const m of t.moods) {
    const id = MOOD_ID.get(m);
    if (id !== undefined) feats.set(id, W_MOOD);
  }
  for (const k of kwTokens) {
    let id = kwIds.get(k);
    if (id === undefined) {
      id = FEAT_KW + kwIds.size;
      kwIds.set(k, id);
    }
    feats.set(id, W_KW);
  }
  feats.set(FEAT_DECADE + Math.max(0, Math.min(99, Math.floor((t.year - 1900) / 10))), W_DECADE);
  if (t.language && t.language !== "en" && /^[a-z]{2}$/.test(t.language)) feats.set(langKey(t.language), W_LANG);
  feats.set(FEAT_TYPE + (t.type === "tv" ? 1 : 0), W_TYPE);
  const ids = Int32Array.from([...feats.keys()].sort((a, b) => a - b));
  const w = Float32Array.from([...ids].map((id) => feats.get(id) ?? 0));
  let n = 0;
  for (const x of w) n += x * x;
  return [ids, w, Math.sqrt(n) || 1];
}

/** Cosine similarity of two titles' feature vectors (0..1). */
export function similarity(a: IndexedTitle, b: IndexedTitle): number {
  const ai = a.featIds;
  const bi = b.featIds;
  let i = 0;
  let j = 0;
  let dot = 0;
  // featW runs parallel to featIds, so both hold slot i while i < featIds.length
  while (i < ai.length && j < bi.length) {
    const x = ai[i]!;
    const y = bi[j]!;
    if (x === y) {
      dot += a.featW[i]! * b.featW[j]!;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return dot / (a.norm * b.norm);
}
