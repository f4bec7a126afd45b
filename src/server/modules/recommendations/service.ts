import { prepareRecommendation, requestNotice } from "../../../recommender/engine";
import type { Pick, TasteItem, TonightContext } from "../../../recommender/types";
import { DISLIKED_MAX_RATING, LIKED_MIN_RATING, TASTE_TITLES_MAX } from "../../../shared/contracts/lists";
import type { TRecommendation, TStreamingAvailability } from "../../../shared/contracts/recommendations";
import { RECOMMENDATIONS_PER_REQUEST } from "../../../shared/contracts/recommendations";
import type { AppContext } from "../../context";
import type { Queryable } from "../../db/client";
import type { SessionUser } from "../auth/session";
import { posterUrlOf } from "../catalogue/repo";
import { hiddenIds } from "../hidden/service";
import type { EngineCache, EngineState } from "./engine-cache";
import { type LlmPick, rerankWithLlm } from "./llm";
import * as repo from "./repo";
import type { RunRegistry } from "./run-registry";

const LOCAL_PROVIDER = "moodreel-local";
const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
const LLM_CANDIDATES = 40;

interface TasteTitle {
  title: string;
  year?: number | null;
  type?: "movie" | "tv" | null;
  rating: number;
}

interface RecommendationInput {
  user: SessionUser;
  mood: string;
  likedMovies?: TasteTitle[];
  dislikedMovies?: TasteTitle[];
  includeStreamingAvailability: boolean;
  country: string;
  /** tonight's "Who's watching" and "Time I have" */
  tonight?: TonightContext;
}

interface RecommendationRun {
  sessionId: string;
  provider: string;
  count: number;
  processingMs: number;
  /** the mood carried no recognisable signal: taste and broadly loved titles were used */
  fallback: boolean;
  /** what to tell the person about titles they named that we do not have */
  notice: string | null;
  cancelled: boolean;
}

interface RecommendationDeps {
  ctx: AppContext;
  cache: EngineCache;
  runs: RunRegistry;
  fetch?: typeof fetch;
}

function resolveTitles(state: EngineState, titles: TasteTitle[] | undefined): TasteItem[] {
  const out: TasteItem[] = [];
  for (const t of titles ?? []) {
    const rows = state.byTitle.get(t.title.trim().toLowerCase()) ?? [];
    const row =
      rows.find((r) => (t.year == null || r.year === t.year) && (t.type == null || r.type === t.type)) ?? rows[0];
    if (row) out.push({ id: row.id, rating: t.rating });
  }
  return out;
}

interface Taste {
  liked: TasteItem[];
  disliked: TasteItem[];
  excludeIds: string[];
}

const strongestLiked = (items: TasteItem[]) =>
  [...items].sort((a, b) => b.rating - a.rating).slice(0, TASTE_TITLES_MAX);
const strongestDisliked = (items: TasteItem[]) =>
  [...items].sort((a, b) => a.rating - b.rating).slice(0, TASTE_TITLES_MAX);

/**
 * A person's taste as stored: liked (7+) and disliked (4-) titles, at most five each by strength,
 * and every rated, watched or hidden id (those never come back as picks).
 */
export async function storedTaste(db: Queryable, userId: string, now: Date): Promise<Taste> {
  const [rows, hidden] = await Promise.all([repo.ratedAndWatched(db, userId), hiddenIds(db, userId, now)]);
  const rated = rows.filter((r) => r.user_rating !== null) as (repo.RatedRow & { user_rating: number })[];
  const toItem = (r: { media_id: string; user_rating: number }) => ({ id: r.media_id, rating: r.user_rating });
  return {
    liked: strongestLiked(rated.filter((r) => r.user_rating >= LIKED_MIN_RATING).map(toItem)),
    disliked: strongestDisliked(rated.filter((r) => r.user_rating <= DISLIKED_MAX_RATING).map(toItem)),
    excludeIds: [...new Set([...rows.map((r) => r.media_id), ...hidden])],
  };
}

/** The stored taste, or the liked and disliked titles the browser sent instead (those are left out too). */
async function tasteFor(deps: RecommendationDeps, state: EngineState, input: RecommendationInput): Promise<Taste> {
  const stored = await storedTaste(deps.ctx.db, input.user.id, deps.ctx.clock.now());
  if (!input.likedMovies && !input.dislikedMovies) return stored;
  const liked = strongestLiked(
    resolveTitles(
      state,
      input.likedMovies?.filter((t) => t.rating >= LIKED_MIN_RATING),
    ),
  );
  const disliked = strongestDisliked(
    resolveTitles(
      state,
      input.dislikedMovies?.filter((t) => t.rating <= DISLIKED_MAX_RATING),
    ),
  );
  const excludeIds = new Set([...stored.excludeIds, ...liked.map((t) => t.id), ...disliked.map((t) => t.id)]);
  return { liked, disliked, excludeIds: [...excludeIds] };
}

function availabilityOf(
  state: EngineState,
  mediaId: string,
  country: string,
  include: boolean,
): TStreamingAvailability {
  if (!include || country.toLowerCase() !== "us") return { available: false, services: [], totalServices: 0 };
  const offers = state.offersById.get(mediaId) ?? [];
  return {
    available: offers.length > 0,
    services: offers.map((o) => ({
      name: o.source_name,
      display_name: o.display_name ?? o.source_name,
      type: o.offer_type,
      link: o.web_url,
      price: o.price === null ? null : o.price.toFixed(2),
    })),
    totalServices: new Set(offers.map((o) => o.source_name)).size,
  };
}

function toRecommendation(state: EngineState, id: string, pick: Pick, input: RecommendationInput): TRecommendation {
  const row = state.byId.get(pick.media_id)!;
  return {
    recommendation_id: id,
    title: pick.title,
    year: pick.year,
    reason: pick.reason,
    similar_to: pick.similar_to,
    avoids: pick.avoids,
    match_score: pick.match_score,
    media: {
      id: row.id,
      title: row.title,
      type: row.type,
      year: row.year,
      // the generated poster, as in the catalogue, for an imported title that came without one
      poster_url: posterUrlOf(row.id, row.poster_url),
      trailer_url: row.trailer_url,
      rating: Number(row.rating),
      description: row.description,
      genres: row.genres,
      runtime_minutes: row.runtime_minutes,
      certification: row.certification,
    },
    streaming_availability: availabilityOf(state, row.id, input.country, input.includeStreamingAvailability),
  };
}

/** Re-ranks the engine's candidates with the configured LLM; throws on any failure. */
async function llmPicks(
  deps: RecommendationDeps,
  state: EngineState,
  input: RecommendationInput,
  candidates: Pick[],
  taste: { liked: TasteItem[]; disliked: TasteItem[] },
  signal: AbortSignal,
): Promise<Pick[]> {
  const llm = deps.ctx.config.llm!;
  const byId = new Map(candidates.map((c) => [c.media_id, c]));
  const answer: LlmPick[] = await rerankWithLlm(
    llm,
    {
      mood: input.mood,
      limit: RECOMMENDATIONS_PER_REQUEST,
      liked: taste.liked.map((t) => state.byId.get(t.id)?.title ?? t.id),
      disliked: taste.disliked.map((t) => state.byId.get(t.id)?.title ?? t.id),
      candidates: candidates.map((c) => {
        const row = state.byId.get(c.media_id)!;
        return {
          id: row.id,
          title: row.title,
          year: row.year,
          type: row.type,
          genres: row.genres,
          moods: row.mood_tags,
          description: row.description ?? "",
        };
      }),
    },
    { signal, fetch: deps.fetch, timeoutMs: llm.timeoutMs },
  );
  return answer.map((a) => ({ ...byId.get(a.id)!, reason: a.reason, match_score: a.match_score }));
}

/**
 * Runs one recommendation request: stores the session, computes the picks (local engine, or the
 * LLM re-ranking its candidates when configured, falling back to the engine on any failure), stores
 * each pick and hands it to onPick as soon as it is ready. Stops early when `signal` aborts or the
 * person clears their recommendations (clearCurrentRecommendations).
 */
export async function runRecommendations(
  deps: RecommendationDeps,
  input: RecommendationInput,
  onPick: (rec: TRecommendation) => void | Promise<void>,
  callerSignal: AbortSignal,
  onUnderstood?: (terms: string[]) => void,
): Promise<RecommendationRun> {
  const run = deps.runs.start(input.user.id, callerSignal);
  try {
    return await runRegistered(deps, input, onPick, run.signal, onUnderstood);
  } finally {
    run.done();
  }
}

async function runRegistered(
  deps: RecommendationDeps,
  input: RecommendationInput,
  onPick: (rec: TRecommendation) => void | Promise<void>,
  signal: AbortSignal,
  onUnderstood?: (terms: string[]) => void,
): Promise<RecommendationRun> {
  const { ctx } = deps;
  const started = performance.now();
  const now = ctx.clock.now();
  const state = await deps.cache.get(ctx.db);
  const taste = await tasteFor(deps, state, input);
  const [recent, services] = await Promise.all([
    repo.recentlyShown(ctx.db, input.user.id, input.mood, new Date(now.getTime() - REPEAT_WINDOW_MS)),
    repo.userServices(ctx.db, input.user.id),
  ]);
  let provider = ctx.config.llm ? `llm:${ctx.config.llm.model}` : LOCAL_PROVIDER;
  const sessionId = await repo.insertSession(ctx.db, {
    userId: input.user.id,
    mood: input.mood.trim(),
    provider,
    at: now,
  });
  let count = 0;
  let fallbackReason: string | null = null;
  try {
    const result = prepareRecommendation(state.index, {
      mood: input.mood,
      liked: taste.liked,
      disliked: taste.disliked,
      excludeIds: taste.excludeIds,
      recentlyShownIds: recent,
      userServices: services,
      limit: ctx.config.llm ? LLM_CANDIDATES : RECOMMENDATIONS_PER_REQUEST,
      tonight: input.tonight,
    });
    onUnderstood?.(result.understood.terms);
    // Locally the picks are produced lazily, so the first one can be stored and sent before the rest
    // are chosen; the LLM needs every candidate up front and answers with its own order.
    let picks: Iterable<Pick> = result.picks;
    if (ctx.config.llm) {
      const candidates = [...result.picks];
      picks = candidates.slice(0, RECOMMENDATIONS_PER_REQUEST);
      try {
        picks = await llmPicks(deps, state, input, candidates, taste, signal);
      } catch (err) {
        // Stopped while the model was thinking (the person left or cleared): no picks, a cancelled session.
        if (signal.aborted) {
          picks = [];
        } else {
          fallbackReason = err instanceof Error ? err.message.slice(0, 200) : "LLM failed";
          provider = LOCAL_PROVIDER;
        }
      }
    }
    let position = 0;
    let clearedElsewhere = false;
    for (const pick of picks) {
      if (position >= RECOMMENDATIONS_PER_REQUEST) break;
      if (signal.aborted) break;
      const id = await repo.insertRecommendation(ctx.db, sessionId, {
        mediaId: pick.media_id,
        position,
        title: pick.title,
        year: pick.year,
        reason: pick.reason,
        similarTo: pick.similar_to,
        avoids: pick.avoids,
        matchScore: pick.match_score,
        at: now,
      });
      if (id === null) {
        clearedElsewhere = true;
        break;
      }
      position++;
      count++;
      await onPick(toRecommendation(state, id, pick, input));
    }
    const processingMs = Math.round(performance.now() - started);
    const cancelled = signal.aborted || clearedElsewhere;
    await repo.finishSession(ctx.db, sessionId, {
      status: cancelled ? "cancelled" : "success",
      processingMs,
      count,
      provider,
      fallbackReason,
    });
    const notice = requestNotice(result.understood, result.fallback);
    return { sessionId, provider, count, processingMs, fallback: result.fallback, notice, cancelled };
  } catch (err) {
    await repo
      .finishSession(ctx.db, sessionId, {
        status: signal.aborted ? "cancelled" : "error",
        processingMs: Math.round(performance.now() - started),
        count,
        provider,
        fallbackReason,
      })
      .catch(() => {});
    throw err;
  }
}

/**
 * Clears the person's current recommendations on the server: stops their running requests (here at
 * once, on other instances before their next pick) and marks those sessions cancelled. Finished
 * sessions and every pick stored so far stay, as history. Returns how many sessions were running.
 */
export async function clearCurrentRecommendations(
  deps: { ctx: AppContext; runs: RunRegistry },
  userId: string,
): Promise<number> {
  // The sessions first: a run stopped here then finds its session cancelled already and cannot
  // record itself as anything else.
  const cancelled = await repo.cancelPendingSessions(deps.ctx.db, userId);
  deps.runs.stopAll(userId);
  return cancelled;
}

/** Feedback on one of the caller's own recommendations; false when it is unknown or someone else's. */
export async function recordFeedback(
  ctx: AppContext,
  userId: string,
  f: { recommendation_id: string; feedback_type: string; feedback_value?: unknown },
): Promise<boolean> {
  const owner = await repo.recommendationOwner(ctx.db, f.recommendation_id);
  if (owner !== userId) return false;
  await repo.insertFeedback(ctx.db, {
    recommendationId: f.recommendation_id,
    userId,
    type: f.feedback_type,
    value: f.feedback_value ?? null,
    at: ctx.clock.now(),
  });
  return true;
}
