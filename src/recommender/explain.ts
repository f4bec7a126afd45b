/** Explanations: what matched, similar and contrasting titles, match scores (sentences: reason.ts). */

import { type EngineIndex, type IndexedTitle, neighbours, similarity, titleAt } from "./catalog";
import { facetDetail, type ScoringContext, type TasteScore } from "./score";
import type { MoodFacet } from "./types";

/** The keyword as the description spells it ("london" → "London"). */
export function keywordSurface(it: IndexedTitle, key: string): string {
  const kw = it.t.keywords.find((k) => k.toLowerCase() === key) ?? key;
  const at = it.t.description.toLowerCase().indexOf(kw.toLowerCase());
  if (at >= 0) return it.t.description.slice(at, at + kw.length);
  return kw;
}

/** Surface keywords of the title that match stemmed query keys. */
function matchedKeywords(it: IndexedTitle, keys: string[]): string[] {
  const out: string[] = [];
  for (const key of keys) {
    const hit = it.t.keywords.find((_k, i) => it.kwPhrases[i]?.includes(` ${key} `));
    const surface = hit ? keywordSurface(it, hit.toLowerCase()) : null;
    if (surface && !out.includes(surface)) out.push(surface);
  }
  return out.slice(0, 2);
}

export interface Matched {
  genres: string[];
  moods: string[];
  keywords: string[];
  facets: MoodFacet[];
  /** main wishes (at least half the strongest facet's weight) this title barely meets */
  unmet: MoodFacet[];
}

/** A facet this satisfied or less counts as a wish the title does not meet. */
const UNMET_BELOW = 0.25;

/** What matched between a title and the mood's facets, strongest facets first. */
export function whatMatched(facets: MoodFacet[], it: IndexedTitle): Matched {
  const genres: string[] = [];
  const moods: [string, number][] = [];
  const keys: string[] = [];
  const hit: MoodFacet[] = [];
  const unmet: MoodFacet[] = [];
  const strongest = Math.max(0, ...facets.map((f) => f.weight));
  for (const f of facets) {
    if (f.weight <= 0) continue;
    const d = facetDetail(f, it);
    // quoted back only when the title carries what the wish is about ("clown"), not just its genres
    if (d.sat > 0.2 && d.coreHit) hit.push(f);
    if (d.sat < UNMET_BELOW && f.weight >= 0.5 * strongest && !f.speculative) unmet.push(f);
    for (const g of d.genres) if (!genres.includes(g)) genres.push(g);
    for (const m of d.moods) {
      const w = (f.m[m] ?? 0) * f.weight;
      const found = moods.find((x) => x[0] === m);
      if (found) found[1] += w;
      else moods.push([m, w]);
    }
    if (f.kind !== "place" && f.kind !== "reference") for (const k of d.keywords) if (!keys.includes(k)) keys.push(k);
  }
  moods.sort((a, b) => b[1] - a[1]);
  return { genres, moods: moods.map((m) => m[0]), keywords: matchedKeywords(it, keys), facets: hit, unmet };
}

/** The highest score a pick may show when it misses a main wish or carries something ruled out. */
export const BROKEN_WISH_CAP = 60;

/**
 * 0–100 match score: best fits 85–98, middling 60–80, weak below 60; fallback lists lower. A pick
 * that misses a main wish never shows more than BROKEN_WISH_CAP, however good the title.
 */
export function matchScore(
  fit: number,
  quality: number,
  taste: TasteScore,
  hasTaste: boolean,
  fallback: boolean,
  penalty: number,
  breaksWish = false,
  coverage = 1,
): number {
  let score: number;
  if (fallback) {
    const s = 0.55 * quality + 0.45 * (hasTaste ? taste.closeness : quality);
    score = Math.round(Math.max(20, Math.min(72, 38 + 32 * s - 60 * penalty)));
  } else {
    const s = hasTaste ? 0.7 * fit + 0.15 * quality + 0.15 * taste.closeness : 0.8 * fit + 0.2 * quality;
    const v = Math.max(0, Math.min(1, s - 0.8 * penalty));
    score = Math.round(Math.max(5, Math.min(98, 30 + 68 * v ** 1.1)));
  }
  if (breaksWish) return Math.min(BROKEN_WISH_CAP, score);
  // A pick can only be as sure as our reading of the request: with half its words unread, it answers half.
  return Math.min(score, Math.round(BROKEN_WISH_CAP + (98 - BROKEN_WISH_CAP) * coverage));
}

/**
 * 1–3 titles: the title the request named, then liked titles close to this one, then catalogue
 * neighbours ranked by closeness and by how well they fit this request, so the list follows the mood.
 */
export function similarTo(
  index: EngineIndex,
  it: IndexedTitle,
  ctx: ScoringContext,
  fit: Float32Array,
  reference: IndexedTitle | null,
): string[] {
  const out: string[] = [];
  if (reference && reference.idx !== it.idx && reference.normTitle !== it.normTitle) out.push(reference.t.title);
  const liked = ctx.liked
    .map((l) => ({ l, sim: similarity(it, titleAt(index.titles, l.idx)) }))
    .filter((x) => x.sim >= 0.2 && x.l.idx !== it.idx)
    .sort((a, b) => b.sim - a.sim || a.l.idx - b.l.idx);
  for (const x of liked.slice(0, 2)) out.push(titleAt(index.titles, x.l.idx).t.title);
  // fit has a slot per title, so a neighbour's position always reads a number
  const near = neighbours(index, it.idx, 12)
    .map((n, rank) => ({
      n,
      v: 0.6 * similarity(it, titleAt(index.titles, n)) + 0.4 * Math.max(0, fit[n]!) - 0.002 * rank,
    }))
    .sort((a, b) => b.v - a.v || a.n - b.n);
  for (const { n } of near) {
    if (out.length >= 3) break;
    const t = titleAt(index.titles, n).t.title;
    if (!out.includes(t) && t !== it.t.title) out.push(t);
  }
  return out.slice(0, 3);
}

/**
 * Well-known titles that fit the mood worst: the pool contrast titles are drawn from (once per
 * request), lowest fit first.
 */
export function contrastPool(index: EngineIndex, fit: Float32Array, size = 40): number[] {
  return index.anchors
    .slice(0, 300)
    .map((a) => [a, fit[a]! - 0.1 * titleAt(index.titles, a).popN] as const)
    .sort((x, y) => x[1] - y[1] || x[0] - y[0])
    .slice(0, size)
    .map((x) => x[0]);
}

/** Disliked titles it differs from, else one well-known contrasting title: 0–2 titles. */
export function avoidsFor(
  index: EngineIndex,
  it: IndexedTitle,
  ctx: ScoringContext,
  contrast: number[],
  used: Map<number, number>,
): string[] {
  const out: string[] = [];
  const disliked = ctx.disliked
    .map((d) => ({ d, sim: similarity(it, titleAt(index.titles, d.idx)) }))
    .filter((x) => x.sim < 0.35 && x.d.idx !== it.idx)
    .sort((a, b) => a.d.rating - b.d.rating || a.sim - b.sim || a.d.idx - b.d.idx);
  for (const x of disliked.slice(0, 2)) out.push(titleAt(index.titles, x.d.idx).t.title);
  if (out.length) return out;
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  contrast.forEach((a, rank) => {
    if (a === it.idx) return;
    const other = titleAt(index.titles, a);
    if (other.normTitle === it.normTitle) return;
    const s = similarity(it, other) + 0.004 * rank + 0.15 * (used.get(a) ?? 0);
    if (s < bestScore) {
      bestScore = s;
      best = a;
    }
  });
  if (best >= 0) {
    used.set(best, (used.get(best) ?? 0) + 1);
    out.push(titleAt(index.titles, best).t.title);
  }
  return out;
}
