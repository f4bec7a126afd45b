import type { Queryable } from "../../db/client";
import { firstRow } from "../../db/rows";

export interface CatalogueRow {
  id: string;
  title: string;
  type: "movie" | "tv";
  year: number;
  genres: string[];
  mood_tags: string[];
  keywords: string[];
  runtime_minutes: number | null;
  seasons: number | null;
  certification: string | null;
  rating: number;
  popularity: number;
  language: string | null;
  country: string | null;
  description: string | null;
  poster_url: string | null;
  trailer_url: string | null;
}

export interface OfferRow {
  media_id: string;
  source_name: string;
  display_name: string | null;
  offer_type: "subscription" | "free" | "rent" | "buy";
  price: number | null;
  web_url: string | null;
}

export async function catalogueVersion(db: Queryable): Promise<string> {
  // catalogue_version counts every write to titles and offers (and invalidateCatalogue calls), which
  // count and latest change alone miss: an offer added to a title changes neither.
  const { rows } = await db.query<{ n: number; latest: Date | null; seed: string | null; changes: number }>(
    `SELECT count(*)::int AS n, max(updated_at) AS latest,
            (SELECT checksum FROM seed_state WHERE name = 'catalogue') AS seed,
            (SELECT version FROM catalogue_version) AS changes
     FROM media_items`,
  );
  const r = firstRow(rows, "the catalogue's count and latest change");
  return `${r.n}:${r.latest ? new Date(r.latest).toISOString() : "-"}:${r.seed ?? "-"}:${r.changes}`;
}

export async function loadCatalogue(db: Queryable): Promise<{ titles: CatalogueRow[]; offers: OfferRow[] }> {
  const titles = await db.query<CatalogueRow>(
    `SELECT id, title, type, year, genres, mood_tags, keywords, runtime_minutes, seasons, certification,
            rating::float8 AS rating, popularity, language, country, description, poster_url, trailer_url
     FROM media_items`,
  );
  const offers = await db.query<OfferRow>(
    `SELECT o.media_id, o.source_name, s.display_name, o.offer_type, o.price::float8 AS price, o.web_url
     FROM media_streaming_options o LEFT JOIN streaming_services s ON s.name = o.source_name
     WHERE o.region = 'us'
     ORDER BY o.media_id, CASE o.offer_type WHEN 'subscription' THEN 0 WHEN 'free' THEN 1 WHEN 'rent' THEN 2 ELSE 3 END,
              o.price NULLS FIRST, o.source_name`,
  );
  return { titles: titles.rows, offers: offers.rows };
}

export interface RatedRow {
  media_id: string;
  title: string;
  year: number;
  type: "movie" | "tv";
  user_rating: number | null;
  watched: boolean;
}

/** Everything the person rated or marked watched, strongest ratings first. */
export async function ratedAndWatched(db: Queryable, userId: string): Promise<RatedRow[]> {
  const { rows } = await db.query<RatedRow>(
    `SELECT um.media_id, m.title, m.year, m.type, um.user_rating,
            (um.watched_at IS NOT NULL OR um.status = 'watched') AS watched
     FROM user_media um JOIN media_items m ON m.id = um.media_id
     WHERE um.user_id = $1 AND (um.user_rating IS NOT NULL OR um.watched_at IS NOT NULL OR um.status = 'watched')
     ORDER BY um.updated_at DESC`,
    [userId],
  );
  return rows;
}

export async function userServices(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ streaming_services: string[] }>(
    "SELECT streaming_services FROM profiles WHERE id = $1",
    [userId],
  );
  return rows[0]?.streaming_services ?? [];
}

/** Media recommended to the person for the same mood since `since`. */
export async function recentlyShown(db: Queryable, userId: string, mood: string, since: Date): Promise<string[]> {
  const { rows } = await db.query<{ media_id: string }>(
    `SELECT DISTINCT ir.media_id
     FROM recommendation_sessions rs JOIN individual_recommendations ir ON ir.session_id = rs.id
     WHERE rs.user_id = $1 AND lower(btrim(rs.mood)) = lower(btrim($2)) AND rs.request_timestamp >= $3
       AND ir.media_id IS NOT NULL`,
    [userId, mood, since],
  );
  return rows.map((r) => r.media_id);
}

export async function insertSession(
  db: Queryable,
  s: { userId: string; mood: string; provider: string; at: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO recommendation_sessions (user_id, mood, ai_provider, status, request_timestamp)
     VALUES ($1, $2, $3, 'pending', $4) RETURNING id`,
    [s.userId, s.mood, s.provider, s.at],
  );
  return firstRow(rows, "the new session").id;
}

export async function finishSession(
  db: Queryable,
  id: string,
  s: {
    status: "success" | "error" | "cancelled";
    processingMs: number;
    count: number;
    provider: string;
    fallbackReason?: string | null;
  },
): Promise<void> {
  // A session the person cleared while it ran stays cancelled, whatever the run thought of itself.
  await db.query(
    `UPDATE recommendation_sessions
     SET status = CASE WHEN status = 'cancelled' THEN status ELSE $2 END,
         processing_time_ms = $3, recommendation_count = $4, ai_provider = $5, fallback_reason = $6
     WHERE id = $1`,
    [id, s.status, s.processingMs, s.count, s.provider, s.fallbackReason ?? null],
  );
}

interface NewRecommendation {
  mediaId: string;
  position: number;
  title: string;
  year: number;
  reason: string;
  similarTo: string[];
  avoids: string[];
  matchScore: number;
  at: Date;
}

/**
 * Stores one pick while its session is still running; null when the session was cancelled (the
 * person cleared their recommendations, perhaps through another server instance), so the run stops.
 */
export async function insertRecommendation(
  db: Queryable,
  sessionId: string,
  r: NewRecommendation,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO individual_recommendations
       (session_id, media_id, position, title, year, reason, similar_to, avoids, match_score, created_at)
     SELECT $1::uuid, $2::text, $3::int, $4::text, $5::int, $6::text, $7::text[], $8::text[], $9::int, $10::timestamptz
     WHERE EXISTS (SELECT 1 FROM recommendation_sessions WHERE id = $1::uuid AND status = 'pending')
     RETURNING id`,
    [sessionId, r.mediaId, r.position, r.title, r.year, r.reason, r.similarTo, r.avoids, r.matchScore, r.at],
  );
  return rows[0]?.id ?? null;
}

/** Marks the person's running sessions cancelled (their picks so far stay, as history); returns how many. */
export async function cancelPendingSessions(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE recommendation_sessions SET status = 'cancelled'
     WHERE user_id = $1 AND status = 'pending' RETURNING id`,
    [userId],
  );
  return rows.length;
}

export async function recommendationOwner(db: Queryable, recommendationId: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT rs.user_id FROM individual_recommendations ir JOIN recommendation_sessions rs ON rs.id = ir.session_id
     WHERE ir.id = $1`,
    [recommendationId],
  );
  return rows[0]?.user_id ?? null;
}

export async function insertFeedback(
  db: Queryable,
  f: { recommendationId: string; userId: string; type: string; value: unknown; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO recommendation_feedback (recommendation_id, user_id, feedback_type, feedback_value, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5)`,
    [
      f.recommendationId,
      f.userId,
      f.type,
      f.value === undefined || f.value === null ? null : JSON.stringify(f.value),
      f.at,
    ],
  );
}
