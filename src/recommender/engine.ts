/**
 * Moodreel's mood engine: local, deterministic, explainable. Pure TypeScript (no I/O).
 *
 *   const index = buildIndex(titles);               // once per catalogue
 *   const result = recommend(index, { mood: "cozy rainy day", liked, disliked, excludeIds });
 *   for (const pick of prepareRecommendation(index, req).picks) stream(pick);   // one by one
 */
import { buildIndex, type EngineIndex, neighbours, titleAt } from "./catalog";
import { Diversifier } from "./diversify";
import { avoidsFor, contrastPool, matchScore, similarTo, whatMatched } from "./explain";
import { parseMood } from "./parse";
import { listJoin, type ReasonParts, sharedPhrase, writeReason } from "./reason";
import { relaxToFit } from "./relax";
import { labelOf, notesFor, ReasonBook, ruledOut } from "./request-reasons";
import {
  atmosphereOnly,
  baseCeiling,
  baseScore,
  computeFit,
  eligible,
  fitWeight,
  MIN_FIT,
  NO_TASTE,
  type ScoringContext,
  scoringContext,
  scratchFor,
  type TasteScore,
  tasteOf,
  tasteWeight,
} from "./score";
import { hashString } from "./text";
import { TopK } from "./top-k";
import type { ParsedMood, Pick, RecommendRequest, RecommendResult } from "./types";
import { applyTonight, leanToWholeStories, tonightNote } from "./understand/tonight";

export type { EngineIndex };
export { buildIndex, parseMood };

interface Candidate {
  idx: number;
  fit: number;
  quality: number;
  base: number;
  adj: number;
  taste: TasteScore;
  final: number;
}

/** A prepared request: what was understood, and a generator producing the picks in order. */
interface PreparedRecommendation {
  understood: ParsedMood;
  fallback: boolean;
  picks: Generator<Pick, void, unknown>;
}

/** Added to a liked title's neighbour's key in the pool, above any base score, so none is crowded out. */
const NEIGHBOUR_PRIORITY = 10;

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
  const wFit = fitWeight(mood);
  const hasTaste = ctx.liked.length > 0 || ctx.disliked.length > 0;
  const poolSize = hasTaste ? 500 : 300;
  const top = new TopK(poolSize);
  const scratch = scratchFor(index);
  let eligibleCount = 0;
  // `priority` keeps a title in the pool whatever its base score; its place is decided after taste
  const add = (idx: number, priority = 0) => {
    if (!scratch.markOnce(idx)) return;
    const it = titleAt(index.titles, idx);
    if (!eligible(it, ctx)) return;
    eligibleCount++;
    top.push(baseScore(it, ctx, fit[idx]!, wFit).base + priority, idx);
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
      if (top.full() && baseCeiling(wFit, (b + 1) / BUCKETS) < top.worst()) break;
      for (const idx of order.subarray(counts[b]!, counts[b + 1]!)) add(idx);
    }
  }
  // with no mood, or one that only sets the atmosphere, titles near the liked ones compete too: they
  // join before the widening below, which would otherwise take their places with broadly loved titles
  if (!withMood || atmosphereOnly(mood))
    for (const l of ctx.liked) for (const n of neighbours(index, l.idx, 40)) add(n, NEIGHBOUR_PRIORITY);
  // Too few matches (or no mood at all): widen with broadly loved titles.
  const want = Math.max(limit * 3, 60);
  if (eligibleCount < want) {
    for (let k = 0; k < index.byQuality.length && (eligibleCount < want || (!withMood && k < 3000)); k++)
      add(index.byQuality[k]!);
  }

  const pool: Candidate[] = top.sorted().map((idx) => {
    const b = baseScore(titleAt(index.titles, idx), ctx, fit[idx]!, wFit);
    return { idx, ...b, taste: NO_TASTE, final: b.base };
  });
  if (hasTaste) {
    const tw = tasteWeight(mood);
    for (const c of pool) {
      c.taste = tasteOf(index, titleAt(index.titles, c.idx), ctx);
      c.final = c.base + tw * c.taste.lift - c.taste.penalty;
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
  const book = new ReasonBook();
  const usedAvoids = new Map<number, number>();
  const salt = hashString(mood.text.toLowerCase());
  const contrast = contrastPool(index, fit);
  const diversifier = new Diversifier(index, pool, salt, ctx.recent, constraintOnly && !hasTaste);

  for (let position = 0; position < limit; position++) {
    const chosen = pool[diversifier.next()];
    if (chosen === undefined) return;
    const it = titleAt(index.titles, chosen.idx);
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
    const reason = book.add((variant) => writeReason(parts, variant), salt + position, it.t.year);

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
        // a title we lack was asked to be matched, and no pick can be shown to be like it
        mood.unknownTitles.length > 0 || (mood.hasMoodSignal && (matched.unmet.length > 0 || penalty > 0)),
        mood.coverage,
      ),
    };
  }
}

/**
 * What to tell the person beside the picks, instead of silently answering something else: a title
 * named that we do not have, and limits set aside because together they left nothing; null when
 * neither happened.
 */
export function requestNotice(understood: ParsedMood, fallback: boolean): string | null {
  const said: string[] = [];
  const names = understood.unknownTitles;
  if (names.length) {
    const named = listJoin(names, "or");
    said.push(
      fallback
        ? `We don't have ${named} yet, so here are broadly loved picks instead.`
        : `We don't have ${named} yet, so these picks follow the rest of what you asked for.`,
    );
  }
  if (understood.relaxed.length)
    said.push(`Nothing we have fits all of that, so these picks set aside ${listJoin(understood.relaxed)}.`);
  return said.length ? said.join(" ") : null;
}

/** Parses the mood and prepares the pick generator (nothing is scored until the first pick is pulled). */
export function prepareRecommendation(index: EngineIndex, req: RecommendRequest): PreparedRecommendation {
  const parsed = leanToWholeStories(applyTonight(parseMood(index, req.mood ?? ""), req.tonight));
  const { mood: understood, ctx } = relaxToFit(index, parsed, (mood) => scoringContext(index, mood, req));
  const fallback = !understood.recognised;
  return { understood, fallback, picks: generatePicks(index, understood, ctx, req, fallback) };
}

/** The full list of picks with what was understood. */
export function recommend(index: EngineIndex, req: RecommendRequest): RecommendResult {
  const prepared = prepareRecommendation(index, req);
  return { picks: [...prepared.picks], understood: prepared.understood, fallback: prepared.fallback };
}
