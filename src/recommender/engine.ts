/**
 * Moodreel's mood engine: local, deterministic, explainable. Pure TypeScript (no I/O).
 *
 *   const index = buildIndex(titles);               // once per catalogue
 *   const result = recommend(index, { mood: "cozy rainy day", liked, disliked, excludeIds });
 *   for (const pick of prepareRecommendation(index, req).picks) stream(pick);   // one by one
 */
import { buildIndex, type EngineIndex, neighbours, similarity, titleAt } from "./catalog";
import { avoidsFor, contrastPool, matchScore, similarTo, whatMatched } from "./explain";
import { parseMood } from "./parse";
import { type ReasonParts, sharedPhrase, writeReason } from "./reason";
import { firstWords, labelOf, notesFor, ruledOut } from "./request-notes";
import {
  adjustments,
  computeFit,
  eligible,
  qualityOf,
  type ScoringContext,
  scoringContext,
  scratchFor,
  type TasteScore,
  tasteOf,
} from "./score";
import { hashString } from "./text";
import type { ParsedMood, Pick, RecommendRequest, RecommendResult } from "./types";
import { applyTonight, leanToWholeStories, tonightNote } from "./understand/tonight";

export type { EngineIndex };
export { buildIndex, parseMood };

const W_FIT = 0.7;
const W_QUALITY = 0.14;
const MMR_LAMBDA = 0.12;
/** How much being shown everywhere costs: enough to settle near-ties, well below a real difference in fit. */
const W_EXPOSURE = 0.03;
/**
 * Among picks that fit about equally, popularity used to decide every time, so the same famous
 * titles filled the lists of unrelated requests. A small nudge seeded by the request's text breaks
 * those near-ties differently per request (identical requests still get identical lists); it is
 * below the gap between a good fit and a middling one.
 */
const TIE_NUDGE = 0.06;
const MIN_FIT = 0.03;
/** The most the soft preferences can add (era, runtime, type preference, services). */
const MAX_BONUS = 0.09 + 0.04 + 0.06 + 0.025;

interface Candidate {
  idx: number;
  fit: number;
  quality: number;
  base: number;
  adj: number;
  taste: TasteScore;
  final: number;
}

const NO_TASTE: TasteScore = { lift: 0, penalty: 0, closeness: 0, bestLiked: -1, bestLikedSim: 0 };

/** A prepared request: what was understood, and a generator producing the picks in order. */
interface PreparedRecommendation {
  understood: ParsedMood;
  fallback: boolean;
  picks: Generator<Pick, void, unknown>;
}

/**
 * Keeps the best `size` (score, idx) pairs: higher score first, ties by lower idx (= id order, as
 * the index is sorted by id). A min-heap on "worse", so a full scan costs O(n log size). The heap
 * only reads slots below `count`, which the fixed-size arrays always hold.
 */
class TopK {
  private scores: Float64Array;
  private ids: Int32Array;
  count = 0;
  constructor(private size: number) {
    this.scores = new Float64Array(size);
    this.ids = new Int32Array(size);
  }
  /** a is worse than b */
  private worse(sa: number, ia: number, sb: number, ib: number): boolean {
    return sa < sb || (sa === sb && ia > ib);
  }
  /** the pair in slot a is worse than the pair in slot b */
  private slotWorse(a: number, b: number): boolean {
    return this.worse(this.scores[a]!, this.ids[a]!, this.scores[b]!, this.ids[b]!);
  }
  private swap(a: number, b: number): void {
    const { scores, ids } = this;
    const score = scores[a]!;
    scores[a] = scores[b]!;
    scores[b] = score;
    const idx = ids[a]!;
    ids[a] = ids[b]!;
    ids[b] = idx;
  }
  push(score: number, idx: number): void {
    const { scores, ids } = this;
    if (this.count < this.size) {
      let i = this.count++;
      scores[i] = score;
      ids[i] = idx;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.slotWorse(i, p)) break;
        this.swap(i, p);
        i = p;
      }
      return;
    }
    if (!this.worse(scores[0]!, ids[0]!, score, idx)) return;
    scores[0] = score;
    ids[0] = idx;
    let i = 0;
    const n = this.count;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && this.slotWorse(l, m)) m = l;
      if (r < n && this.slotWorse(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
  }
  full(): boolean {
    return this.count >= this.size;
  }
  /** score of the worst kept pair */
  worst(): number {
    return this.count ? this.scores[0]! : Number.NEGATIVE_INFINITY;
  }
  /** best first */
  sorted(): number[] {
    const order = Array.from({ length: this.count }, (_, k) => k);
    order.sort((a, b) => this.scores[b]! - this.scores[a]! || this.ids[a]! - this.ids[b]!);
    return order.map((k) => this.ids[k]!);
  }
}

/** Scores and ranks the candidate pool (the expensive part, done once per request). */
function rankPool(
  index: EngineIndex,
  mood: ParsedMood,
  ctx: ScoringContext,
  limit: number,
): { pool: Candidate[]; fit: Float32Array } {
  // fit has a slot per title, so every title position (touched, pool, byQuality) reads a number
  const { fit, touched } = computeFit(index, mood);
  const withMood = mood.hasMoodSignal;
  // only weak description-word facets: taste and quality count for more
  const speculative = withMood && mood.facets.every((f) => f.weight <= 0 || f.speculative);
  const wFit = speculative ? 0.4 : W_FIT;
  const hasTaste = ctx.liked.length > 0 || ctx.disliked.length > 0;
  const poolSize = hasTaste ? 500 : 300;
  const top = new TopK(poolSize);
  const scratch = scratchFor(index);
  /** The score before taste; with a mood, near-ties go to the title less shown everywhere. */
  const scored = (idx: number): Candidate => {
    const it = titleAt(index.titles, idx);
    const quality = qualityOf(it, mood);
    const adj = adjustments(it, ctx);
    const f = withMood ? Math.max(0, fit[idx]!) : 0;
    const base = withMood ? wFit * f + W_QUALITY * quality - W_EXPOSURE * it.exposure + adj : 0.45 * quality + adj;
    return { idx, fit: f, quality, base, adj, taste: NO_TASTE, final: base };
  };
  const baseOf = (idx: number): number | null => (eligible(titleAt(index.titles, idx), ctx) ? scored(idx).base : null);
  let eligibleCount = 0;
  const add = (idx: number) => {
    if (!scratch.markOnce(idx)) return;
    const b = baseOf(idx);
    if (b === null) return;
    eligibleCount++;
    top.push(b, idx);
  };
  if (withMood) {
    // Best fits first, by buckets; stop once no lower bucket can reach the pool (exact bound).
    const BUCKETS = 64;
    const counts = new Int32Array(BUCKETS + 1);
    const bucketOf = (f: number) => Math.min(BUCKETS - 1, Math.floor(f * BUCKETS));
    for (const idx of touched) {
      const f = fit[idx]!;
      if (f > MIN_FIT) counts[bucketOf(f) + 1]!++;
    }
    for (let b = 1; b <= BUCKETS; b++) counts[b]! += counts[b - 1]!;
    const starts = counts.slice();
    const order = scratch.order;
    for (const idx of touched) {
      const f = fit[idx]!;
      if (f > MIN_FIT) order[starts[bucketOf(f)]!++] = idx;
    }
    // bucket b holds order[counts[b] .. counts[b + 1]); b + 1 <= BUCKETS stays inside counts
    for (let b = BUCKETS - 1; b >= 0; b--) {
      if (top.full() && wFit * ((b + 1) / BUCKETS) + W_QUALITY + MAX_BONUS < top.worst()) break;
      for (const idx of order.subarray(counts[b]!, counts[b + 1]!)) add(idx);
    }
  }
  // Too few matches (or no mood at all): widen with broadly loved titles, and neighbours of liked ones.
  const want = Math.max(limit * 3, 60);
  if (eligibleCount < want) {
    for (let k = 0; k < index.byQuality.length && (eligibleCount < want || (!withMood && k < 3000)); k++)
      add(index.byQuality[k]!);
  }
  if (!withMood) for (const l of ctx.liked) for (const n of neighbours(index, l.idx, 40)) add(n);

  const pool: Candidate[] = top.sorted().map(scored);
  if (hasTaste) {
    const tasteWeight = withMood && !speculative ? 1 : 2;
    for (const c of pool) {
      c.taste = tasteOf(index, titleAt(index.titles, c.idx), ctx);
      c.final = c.base + tasteWeight * c.taste.lift - c.taste.penalty;
    }
    pool.sort((a, b) => b.final - a.final || a.idx - b.idx);
  }
  return { pool: pool.slice(0, Math.max(60, limit * 5)), fit };
}

function* generatePicks(
  index: EngineIndex,
  mood: ParsedMood,
  ctx: ScoringContext,
  req: RecommendRequest,
  fallback: boolean,
): Generator<Pick, void, unknown> {
  const limit = Math.max(1, Math.min(100, Math.floor(req.limit ?? 15)));
  const { pool, fit } = rankPool(index, mood, ctx, limit);
  const constraintOnly = !mood.hasMoodSignal && !fallback;
  const hasTaste = ctx.liked.length > 0;
  const label = labelOf(mood);
  const negLabel = ruledOut(mood);
  const [firstReference] = mood.references;
  const ref = firstReference ? titleAt(index.titles, index.byId.get(firstReference.id) ?? 0) : null;
  // maxSim, taken, franchises and nudge run parallel to pool: slot k is pool[k]'s
  const maxSim = new Float32Array(pool.length);
  const taken = new Uint8Array(pool.length);
  const franchiseCount = new Map<string, number>();
  const reasons = new Set<string>();
  const openings = new Set<string>();
  const usedAvoids = new Map<number, number>();
  const salt = hashString(mood.text.toLowerCase());
  const contrast = contrastPool(index, fit);
  const franchises = pool.map((c) => titleAt(index.titles, c.idx).franchise);
  const nudge = pool.map(
    (c) => TIE_NUDGE * (hashString(`${salt}:${titleAt(index.titles, c.idx).t.id}`) / 0xffffffff - 0.5),
  );

  for (let position = 0; position < limit; position++) {
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < pool.length; k++) {
      if (taken[k]) continue;
      const c = pool[k]!;
      const sim = maxSim[k]!;
      const fr = franchiseCount.get(franchises[k]!) ?? 0;
      let v = c.final + nudge[k]! - MMR_LAMBDA * sim - (fr ? 0.07 + 0.08 * fr : 0);
      if (sim > 0.8) v -= 0.05;
      if (ctx.recent.has(c.idx)) v -= 100;
      if (v > bestValue) {
        bestValue = v;
        best = k;
      }
    }
    // best stays -1 when every candidate is taken
    const chosen = pool[best];
    if (chosen === undefined) return;
    taken[best] = 1;
    const it = titleAt(index.titles, chosen.idx);
    franchiseCount.set(it.franchise, (franchiseCount.get(it.franchise) ?? 0) + 1);
    for (let k = 0; k < pool.length; k++) {
      if (taken[k]) continue;
      const s = similarity(it, titleAt(index.titles, pool[k]!.idx));
      if (s > maxSim[k]!) maxSim[k] = s;
    }

    const taste = hasTaste && chosen.taste === NO_TASTE ? tasteOf(index, it, ctx) : chosen.taste;
    const likedIt = taste.bestLiked >= 0 ? titleAt(index.titles, taste.bestLiked) : null;
    const likedRating = likedIt ? (ctx.liked.find((l) => l.idx === taste.bestLiked)?.rating ?? null) : null;
    const matched = whatMatched(mood.facets, it);
    const parts: ReasonParts = {
      it,
      matched,
      label,
      negLabel,
      taste,
      likedRating,
      likedTitle: likedIt?.t.title ?? null,
      likedShared: likedIt ? sharedPhrase(it, likedIt) : null,
      referenceTitle: ref,
      fallback,
      constraintOnly,
      notes: notesFor(it, mood, ctx),
      tonightNote: tonightNote(mood, { ...it.t, familySafe: it.familySafe }),
    };
    let reason = "";
    for (let attempt = 0; attempt < 8; attempt++) {
      reason = writeReason(parts, salt + position + attempt);
      const open = firstWords(reason, 4);
      if (!reasons.has(reason) && !openings.has(open)) break;
    }
    if (reasons.has(reason)) reason = `${reason.replace(/\.$/, "")} (${it.t.year}).`;
    reasons.add(reason);
    openings.add(firstWords(reason, 4));

    const penalty = Math.max(0, -Math.min(0, chosen.adj)) * 0.5 + taste.penalty;
    yield {
      media_id: it.t.id,
      title: it.t.title,
      year: it.t.year,
      reason,
      similar_to: similarTo(index, it, ctx, fit, ref),
      avoids: avoidsFor(index, it, ctx, contrast, usedAvoids),
      match_score: matchScore(
        chosen.fit,
        chosen.quality,
        taste,
        hasTaste,
        fallback || constraintOnly,
        penalty,
        mood.hasMoodSignal && (matched.unmet.length > 0 || penalty > 0),
        mood.coverage,
      ),
    };
  }
}

/**
 * What to tell the person when they named a title we do not have, instead of silently answering
 * something else; null when every named title was found.
 */
export function unknownTitleNotice(understood: ParsedMood, fallback: boolean): string | null {
  const names = understood.unknownTitles;
  if (!names.length) return null;
  const named = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
  return fallback
    ? `We don't have ${named} yet, so here are broadly loved picks instead.`
    : `We don't have ${named} yet, so these picks follow the rest of what you asked for.`;
}

/** Parses the mood and prepares the pick generator (nothing is scored until the first pick is pulled). */
export function prepareRecommendation(index: EngineIndex, req: RecommendRequest): PreparedRecommendation {
  const understood = leanToWholeStories(applyTonight(parseMood(index, req.mood ?? ""), req.tonight));
  const ctx = scoringContext(index, understood, req);
  const fallback = !understood.recognised;
  return { understood, fallback, picks: generatePicks(index, understood, ctx, req, fallback) };
}

/** The full list of picks with what was understood. */
export function recommend(index: EngineIndex, req: RecommendRequest): RecommendResult {
  const prepared = prepareRecommendation(index, req);
  return { picks: [...prepared.picks], understood: prepared.understood, fallback: prepared.fallback };
}
