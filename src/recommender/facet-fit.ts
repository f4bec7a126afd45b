/** Mood fit: how well each title satisfies each facet of a parsed mood, over the whole index or one title. */
import { type EngineIndex, forEachKeywordMatch, type IndexedTitle } from "./catalog";
import { scratchFor } from "./scoring-scratch";
import type { MoodFacet, ParsedMood } from "./types";

/** Share of a facet that non-core genres and tones alone can fill. */
const GENERIC_CAP = 0.5;

const coreCache = new WeakMap<MoodFacet, Set<string>>();
function coreSet(facet: MoodFacet): Set<string> {
  let s = coreCache.get(facet);
  if (!s) {
    s = new Set(facet.core);
    coreCache.set(facet, s);
  }
  return s;
}
function isCore(facet: MoodFacet, key: string): boolean {
  const s = coreSet(facet);
  return s.has("*") || s.has(key);
}

interface FacetDetail {
  sat: number;
  genres: string[];
  moods: string[];
  keywords: string[];
  place: boolean;
  /** the title carries one of the facet's core tags (or the facet has none), not only its flavour */
  coreHit: boolean;
}

/** How strongly one title carries a stemmed keyword phrase (same scale as keywordMatches). */
function keywordStrength(it: IndexedTitle, key: string): number {
  const words = key.split(" ");
  const padded = ` ${key} `;
  if (words.length === 1) {
    if (it.kwTokens.has(key)) return 1;
  } else {
    if (it.kwPhrases.some((p) => p.includes(padded))) return 1;
    if (words.every((w) => it.kwTokens.has(w))) return 0.7;
  }
  return it.text.includes(padded) ? 0.5 : 0;
}

function placeScore(facet: MoodFacet, it: IndexedTitle): number {
  let best = 0;
  for (const [l, w] of Object.entries(facet.lang)) {
    if (l === "!en" ? it.t.language !== "en" : it.t.language === l) best = Math.max(best, w);
  }
  for (const [c, w] of Object.entries(facet.country)) if (it.t.country === c) best = Math.max(best, w);
  return best;
}

function hasPlace(facet: MoodFacet): boolean {
  return Object.keys(facet.lang).length > 0 || Object.keys(facet.country).length > 0;
}

/** Credit cap for a title missing one of a compound facet's required genres. */
const PARTIAL_CAP = 0.6;

/** Facet satisfaction from generic, core, negative and place sums. Negatives count after the cap. */
function combine(facet: MoodFacet, gen: number, them: number, neg: number, plc: number, complete = true): number {
  const v = combineRaw(facet, gen, them, neg, plc);
  return complete ? v : Math.min(PARTIAL_CAP, v);
}

function combineRaw(facet: MoodFacet, gen: number, them: number, neg: number, plc: number): number {
  if (hasPlace(facet)) {
    const flavoured = Object.keys(facet.g).length > 0 || Object.keys(facet.m).length > 0;
    const flavour = Math.min(1, (gen + them) / facet.full);
    let base = flavoured ? 0.7 * plc + 0.3 * flavour : plc;
    // a setting named by keywords ("set in Paris") counts whatever the production country
    if (Object.keys(facet.k).length > 0) base = Math.max(base, Math.min(1, them / facet.full));
    return Math.max(-0.6, base + neg / facet.full);
  }
  const g = coreSet(facet).has("*") ? gen : Math.min(gen, GENERIC_CAP * facet.full);
  return Math.max(-0.6, Math.min(1, (g + them) / facet.full) + neg / facet.full);
}

/** One title's satisfaction of one facet, with what matched (for explanations). */
export function facetDetail(facet: MoodFacet, it: IndexedTitle): FacetDetail {
  let gen = 0;
  let them = 0;
  let neg = 0;
  const genres: string[] = [];
  const moods: string[] = [];
  const keywords: string[] = [];
  for (const [g, w] of Object.entries(facet.g)) {
    const pw = it.genres.get(g);
    if (pw === undefined) continue;
    if (w < 0) neg += w * pw;
    else if (isCore(facet, `g:${g}`)) them += w * pw;
    else gen += w * pw;
    if (w > 0) genres.push(g);
  }
  for (const [m, w] of Object.entries(facet.m)) {
    const pw = it.moods.get(m);
    if (pw === undefined) continue;
    if (w < 0) neg += w * pw;
    else if (isCore(facet, `m:${m}`)) them += w * pw;
    else gen += w * pw;
    if (w > 0) moods.push(m);
  }
  for (const [k, w] of Object.entries(facet.k)) {
    const s = keywordStrength(it, k);
    if (s <= 0) continue;
    if (w < 0) neg += w * s;
    else if (isCore(facet, `k:${k}`)) them += w * s;
    else gen += w * s;
    if (w > 0 && s >= 0.5) keywords.push(k);
  }
  const plc = hasPlace(facet) ? placeScore(facet, it) : 0;
  const complete = facet.all.every((x) => (x.startsWith("g:") ? it.genres.has(x.slice(2)) : it.moods.has(x.slice(2))));
  const coreHit = coreSet(facet).has("*") || them > 0 || plc > 0;
  return { sat: combine(facet, gen, them, neg, plc, complete), genres, moods, keywords, place: plc > 0, coreHit };
}

/**
 * Mood fit of every title (0..1, weighted mean of facet satisfaction); untouched titles stay 0.
 * The arrays returned live in the index's scratch and are valid until the next call.
 */
export function computeFit(index: EngineIndex, mood: ParsedMood): { fit: Float32Array; touched: Int32Array } {
  const s = scratchFor(index);
  s.resetRequest();
  const fit = s.fit;
  const facets = mood.facets.filter((f) => f.weight > 0);
  const total = facets.reduce((a, f) => a + f.weight, 0);
  if (!facets.length || total <= 0) return { fit, touched: s.touched.subarray(0, 0) };
  for (const facet of facets) {
    for (const [g, w] of Object.entries(facet.g)) {
      const post = index.genrePost.get(g);
      if (!post) continue;
      const target = w < 0 ? s.neg : isCore(facet, `g:${g}`) ? s.them : s.gen;
      // a posting's w runs parallel to its ids
      for (let k = 0; k < post.ids.length; k++) {
        const i = post.ids[k]!;
        s.touch(i);
        target[i]! += w * post.w[k]!;
      }
    }
    for (const [m, w] of Object.entries(facet.m)) {
      const post = index.moodPost.get(m);
      if (!post) continue;
      const target = w < 0 ? s.neg : isCore(facet, `m:${m}`) ? s.them : s.gen;
      // a posting's w runs parallel to its ids
      for (let k = 0; k < post.ids.length; k++) {
        const i = post.ids[k]!;
        s.touch(i);
        target[i]! += w * post.w[k]!;
      }
    }
    for (const [key, w] of Object.entries(facet.k)) {
      const target = w < 0 ? s.neg : isCore(facet, `k:${key}`) ? s.them : s.gen;
      const sc = s;
      forEachKeywordMatch(index, key, (i, strength) => {
        sc.touch(i);
        target[i]! += w * strength;
      });
    }
    if (hasPlace(facet)) {
      for (const [l, w] of Object.entries(facet.lang)) {
        const lists =
          l === "!en" ? [...index.langPost].filter(([k]) => k !== "en").map(([, v]) => v) : [index.langPost.get(l)];
        for (const list of lists) {
          if (!list) continue;
          for (const i of list) {
            s.touch(i);
            if (w > s.plc[i]!) s.plc[i] = w;
          }
        }
      }
      for (const [c, w] of Object.entries(facet.country)) {
        const list = index.countryPost.get(c);
        if (!list) continue;
        for (const i of list) {
          s.touch(i);
          if (w > s.plc[i]!) s.plc[i] = w;
        }
      }
    }
    for (const key of facet.all) {
      const post = key.startsWith("g:") ? index.genrePost.get(key.slice(2)) : index.moodPost.get(key.slice(2));
      if (post) for (const i of post.ids) s.hits[i]!++;
    }
    const need = facet.all.length;
    const share = facet.weight / total;
    for (let k = 0; k < s.listLen; k++) {
      const i = s.list[k]!;
      const sat = combine(facet, s.gen[i]!, s.them[i]!, s.neg[i]!, s.plc[i]!, s.hits[i]! >= need);
      fit[i]! += share * sat;
      if (!s.touchedFlag[i]) {
        s.touchedFlag[i] = 1;
        s.touched[s.touchedLen++] = i;
      }
    }
    s.reset();
  }
  return { fit, touched: s.touched.subarray(0, s.touchedLen) };
}
