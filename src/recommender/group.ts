/**
 * Watch together: picks for two (or more) people, each with their own mood, taste and services.
 * Every candidate is scored against each person's request with the engine's own scoring, the
 * scores are combined so the least-served person counts most, and the list is varied with the
 * engine's diversifier. Pure (no I/O), deterministic for the same requests.
 *
 *   const { picks } = recommendTogether(index, { members: [ana, ben], excludeIds });
 */
import { type EngineIndex, type IndexedTitle, neighbours, titleAt } from "./catalog";
import { Diversifier } from "./diversify";
import { matchScore, whatMatched } from "./explain";
import { parseMood } from "./parse";
import { hookSentence, type ReasonParts, sharedPhrase, writeLead } from "./reason";
import { labelOf, notesFor, ReasonBook, ruledOut } from "./request-reasons";
import {
  type BaseScore,
  baseScore,
  computeFit,
  eligible,
  fitWeight,
  MIN_FIT,
  NO_TASTE,
  type ScoringContext,
  scoringContext,
  type TasteScore,
  tasteOf,
  tasteWeight,
} from "./score";
import { hashString } from "./text";
import { TopK } from "./top-k";
import type { ParsedMood, TasteItem } from "./types";

/** Weight of the least-served person in the combined score; the mean of everyone takes the rest. */
export const WEAKEST_WEIGHT = 0.75;

/**
 * One score for the group: 0.75 × the lowest + 0.25 × the mean. A pick cannot rank high by
 * delighting one person while missing the other, and among picks that serve the weaker side
 * equally, the one that pleases both more wins.
 */
export function combineScores(scores: readonly number[]): number {
  if (!scores.length) return 0;
  const lowest = Math.min(...scores);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  return WEAKEST_WEIGHT * lowest + (1 - WEAKEST_WEIGHT) * mean;
}

export interface GroupMember {
  /** how the reasons name this person ("Ana asked for ...") */
  name: string;
  /** 1–1,000 chars (MOOD_MAX_LENGTH), any phrasing */
  mood: string;
  /** rated >= 7 */
  liked?: TasteItem[];
  /** rated <= 4 */
  disliked?: TasteItem[];
  /** lowercase service names this person has */
  services: string[];
}

export interface GroupRequest {
  members: readonly GroupMember[];
  /** never offered: what any member rated, watched or hid */
  excludeIds?: string[];
  /** default 15 */
  limit?: number;
}

/** How one pick serves one member. */
export interface MemberFit {
  /** 0–100, calibrated like a single person's match score */
  match_score: number;
  /** one sentence naming the person and the part of their mood the title answers */
  reason: string;
}

export interface GroupPick {
  media_id: string;
  title: string;
  year: number;
  /** 0–100: the members' match scores combined like the ranking (weakest counts most) */
  match_score: number;
  /** one entry per member, in request order */
  members: MemberFit[];
  /** the description's first sentence */
  about: string;
  /** the members' services the title is on (subscription or free), with who has each (indexes into members) */
  services: { name: string; members: number[] }[];
}

export interface GroupResult {
  picks: GroupPick[];
  understood: ParsedMood[];
  /** false when no member named a service, so availability could not narrow the picks */
  byServices: boolean;
}

/** One member's request, resolved once. */
interface Side {
  member: GroupMember;
  mood: ParsedMood;
  ctx: ScoringContext;
  /** a private copy: computeFit's array is reused by the next mood */
  fit: Float32Array;
  wFit: number;
  hasTaste: boolean;
}

interface Scored {
  idx: number;
  bases: BaseScore[];
  tastes: TasteScore[];
  final: number;
}

function sideOf(index: EngineIndex, member: GroupMember, excludeIds: string[]): Side & { touched: Int32Array } {
  const mood = parseMood(index, member.mood);
  const ctx = scoringContext(index, mood, {
    mood: member.mood,
    liked: member.liked,
    disliked: member.disliked,
    excludeIds,
  });
  const { fit, touched } = computeFit(index, mood);
  return {
    member,
    mood,
    ctx,
    fit: fit.slice(),
    touched: touched.slice(),
    wFit: fitWeight(mood),
    hasTaste: ctx.liked.length > 0 || ctx.disliked.length > 0,
  };
}

/** Candidates every member may see, on someone's service, ranked by the combined base score. */
function rankTogether(
  index: EngineIndex,
  sides: (Side & { touched: Int32Array })[],
  services: Set<string>,
  limit: number,
) {
  const seen = new Uint8Array(index.titles.length);
  const top = new TopK(sides.some((s) => s.hasTaste) ? 500 : 300);
  let count = 0;
  const add = (idx: number) => {
    if (seen[idx]) return;
    seen[idx] = 1;
    const it = titleAt(index.titles, idx);
    if (services.size && ![...it.providers].some((p) => services.has(p))) return;
    if (!sides.every((s) => eligible(it, s.ctx))) return;
    count++;
    top.push(combineScores(sides.map((s) => baseScore(it, s.ctx, s.fit[idx]!, s.wFit).base)), idx);
  };
  for (const s of sides) for (const idx of s.touched) if (s.fit[idx]! > MIN_FIT) add(idx);
  // Too few shared matches, or someone gave no mood: widen with broadly loved titles and liked ones' neighbours.
  const moodless = sides.some((s) => !s.mood.hasMoodSignal);
  const want = Math.max(limit * 3, 60);
  for (let k = 0; k < index.byQuality.length && (count < want || (moodless && k < 3000)); k++) add(index.byQuality[k]!);
  for (const s of sides)
    if (!s.mood.hasMoodSignal) for (const l of s.ctx.liked) for (const n of neighbours(index, l.idx, 40)) add(n);

  const pool: Scored[] = top.sorted().map((idx) => {
    const it = titleAt(index.titles, idx);
    const bases = sides.map((s) => baseScore(it, s.ctx, s.fit[idx]!, s.wFit));
    const tastes = sides.map((s) => (s.hasTaste ? tasteOf(index, it, s.ctx) : NO_TASTE));
    const finals = sides.map((s, i) => bases[i]!.base + tasteWeight(s.mood) * tastes[i]!.lift - tastes[i]!.penalty);
    return { idx, bases, tastes, final: combineScores(finals) };
  });
  pool.sort((a, b) => b.final - a.final || a.idx - b.idx);
  return pool.slice(0, Math.max(60, limit * 5));
}

/** How the pick answers one member, in a sentence, and the match score it has for them. */
function memberFit(
  index: EngineIndex,
  it: IndexedTitle,
  side: Side,
  c: Scored,
  i: number,
  book: ReasonBook,
  seed: number,
) {
  const { mood, ctx } = side;
  const base = c.bases[i]!;
  const taste = c.tastes[i]!;
  const fallback = !mood.recognised;
  const constraintOnly = !mood.hasMoodSignal && !fallback;
  const likedIt = taste.bestLiked >= 0 ? titleAt(index.titles, taste.bestLiked) : null;
  const [reference] = mood.references;
  const matched = whatMatched(mood.facets, it);
  const parts: ReasonParts = {
    it,
    matched,
    label: labelOf(mood),
    negLabel: ruledOut(mood),
    taste,
    likedRating: likedIt ? (ctx.liked.find((l) => l.idx === taste.bestLiked)?.rating ?? null) : null,
    likedTitle: likedIt?.t.title ?? null,
    likedShared: likedIt ? sharedPhrase(it, likedIt) : null,
    referenceTitle: reference ? titleAt(index.titles, index.byId.get(reference.id) ?? 0) : null,
    fallback,
    constraintOnly,
    notes: notesFor(it, mood, ctx),
    who: side.member.name,
  };
  const penalty = Math.max(0, -Math.min(0, base.adj)) * 0.5 + taste.penalty;
  const hasLiked = ctx.liked.length > 0;
  return {
    match_score: matchScore(
      base.fit,
      base.quality,
      taste,
      hasLiked,
      fallback || constraintOnly,
      penalty,
      mood.hasMoodSignal && (matched.unmet.length > 0 || penalty > 0),
    ),
    reason: book.add((variant) => writeLead(parts, variant), seed, it.t.year),
  };
}

/** Picks for the group, best first, each saying how it answers every member. */
export function recommendTogether(index: EngineIndex, req: GroupRequest): GroupResult {
  const limit = Math.max(1, Math.min(100, Math.floor(req.limit ?? 15)));
  const excludeIds = req.excludeIds ?? [];
  const sides = req.members.map((m) => sideOf(index, m, excludeIds));
  const services = new Set(req.members.flatMap((m) => m.services.map((s) => s.toLowerCase())));
  const pool = rankTogether(index, sides, services, limit);
  const salt = hashString(req.members.map((m) => m.mood.trim().toLowerCase()).join("\n"));
  const diversifier = new Diversifier(index, pool, salt, new Set());
  const books = sides.map(() => new ReasonBook());
  const picks: GroupPick[] = [];
  for (let position = 0; position < limit; position++) {
    const chosen = pool[diversifier.next()];
    if (chosen === undefined) break;
    const it = titleAt(index.titles, chosen.idx);
    const members = sides.map((s, i) => memberFit(index, it, s, chosen, i, books[i]!, salt + position + 3 * i));
    picks.push({
      media_id: it.t.id,
      title: it.t.title,
      year: it.t.year,
      match_score: Math.round(combineScores(members.map((m) => m.match_score))),
      members,
      about: hookSentence(it.t.description),
      services: [...it.providers]
        .filter((p) => services.has(p))
        .sort()
        .map((name) => ({
          name,
          members: req.members.flatMap((m, i) => (m.services.some((s) => s.toLowerCase() === name) ? [i] : [])),
        })),
    });
  }
  return { picks, understood: sides.map((s) => s.mood), byServices: services.size > 0 };
}
