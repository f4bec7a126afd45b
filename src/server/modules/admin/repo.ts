import { ENGAGEMENT_TYPES, ENGAGEMENT_WEIGHTS, STREAMING_CLICK_SERVICE_KEY } from "../../../shared/engagement";
import type { Queryable } from "../../db/client";
import { firstRow } from "../../db/rows";

/**
 * Every SQL statement of the admin analytics. Plain PostgreSQL that runs the same on PGlite and on a
 * PostgreSQL server. Days are calendar days in UTC; windows are half-open [from, to).
 *
 * Feedback is read through the per-session and per-title counters of admin_session_feedback and
 * admin_title_feedback (kept by triggers, migration 005), one column per feedback kind. Which kinds
 * count as engagement and their weights come from shared/engagement.ts: the SQL below is built from
 * those constants, never from input.
 */

/** Engagement events (the weighted kinds) of a counter row `a`. */
const EVENTS = (a: string) => ENGAGEMENT_TYPES.map((t) => `${a}.${t}`).join(" + ");
/** Engagement score (weighted sum) of a counter row `a`. */
const SCORE = (a: string) =>
  Object.entries(ENGAGEMENT_WEIGHTS)
    .map(([t, w]) => `${a}.${t} * ${Number(w)}`)
    .join(" + ");
/** The UTC calendar day of a timestamp (group on this; format the few grouped rows with ISO_DAY). */
const DAY = (col: string) => `(${col} AT TIME ZONE 'UTC')::date`;
const ISO_DAY = (day: string) => `to_char(${day}, 'YYYY-MM-DD')`;
/** A person's display name: full name, else username, else e-mail address. */
const USER_NAME = "coalesce(nullif(btrim(u.full_name), ''), nullif(btrim(p.full_name), ''), p.username, u.email)";
/** A session `s`'s engagement rate in percent (2 decimals) from its counter row `a` (absent: 0). */
const RATE = `round(coalesce(${EVENTS("a")}, 0)::numeric * 100 / s.recommendation_count, 2)`;

export interface Window {
  from: Date;
  to: Date;
}

interface TotalsRow {
  total_users: number;
  total_sessions: number;
  total_recommendations: number;
  total_feedback: number;
  users_with_media: number;
  users_with_recommendations: number;
  users_with_feedback: number;
}

export async function totals(db: Queryable): Promise<TotalsRow> {
  // Three statements, so that a PostgreSQL pool runs the heavier semi-joins side by side.
  const [counts, media, feedback] = await Promise.all([
    db.query<Omit<TotalsRow, "users_with_media" | "users_with_feedback">>(
      `SELECT
         (SELECT count(*) FROM users)::int AS total_users,
         (SELECT count(*) FROM recommendation_sessions)::int AS total_sessions,
         (SELECT count(*) FROM individual_recommendations)::int AS total_recommendations,
         (SELECT count(*) FROM recommendation_feedback)::int AS total_feedback,
         (SELECT count(*) FROM users u
            WHERE EXISTS (SELECT 1 FROM recommendation_sessions s WHERE s.user_id = u.id))::int
           AS users_with_recommendations`,
    ),
    db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users u WHERE EXISTS (SELECT 1 FROM user_media m WHERE m.user_id = u.id)",
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u
       WHERE EXISTS (SELECT 1 FROM recommendation_feedback f WHERE f.user_id = u.id)`,
    ),
  ]);
  return {
    ...firstRow(counts.rows, "the totals"),
    users_with_media: firstRow(media.rows, "the count of people with list rows").n,
    users_with_feedback: firstRow(feedback.rows, "the count of people with feedback").n,
  };
}

/** Mean session engagement rate over every session with recommendations (0 when there is none). */
export async function averageEngagement(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ avg: number }>(
    `SELECT coalesce(round(avg(${RATE}), 2), 0)::float8 AS avg
     FROM recommendation_sessions s LEFT JOIN admin_session_feedback a ON a.session_id = s.id
     WHERE s.recommendation_count > 0`,
  );
  return firstRow(rows, "the average engagement").avg;
}

interface TrendRow {
  date: string;
  sessions: number;
  recommendations: number;
  engagement_rate: number | null;
}

/** Sessions per day in the window with their recommendations and mean engagement rate. */
export async function sessionTrend(db: Queryable, w: Window): Promise<TrendRow[]> {
  const { rows } = await db.query<TrendRow>(
    `SELECT ${ISO_DAY(DAY("s.request_timestamp"))} AS date,
            count(*)::int AS sessions,
            coalesce(sum(s.recommendation_count), 0)::int AS recommendations,
            round(avg(CASE WHEN s.recommendation_count > 0 THEN ${RATE} END), 2)::float8 AS engagement_rate
     FROM recommendation_sessions s LEFT JOIN admin_session_feedback a ON a.session_id = s.id
     WHERE s.request_timestamp >= $1 AND s.request_timestamp < $2
     GROUP BY ${DAY("s.request_timestamp")}`,
    [w.from, w.to],
  );
  return rows;
}

interface DailyRow {
  date: string;
  new_users: number;
  media_updates: number;
  ratings: number;
  sessions: number;
  feedback: number;
  active_users: number;
}

/** Per-day activity counts in the window (only days with any activity). */
export async function dailyActivity(db: Queryable, w: Window): Promise<DailyRow[]> {
  const { rows } = await db.query<DailyRow>(
    `WITH ev AS (
       SELECT 'user' AS kind, ${DAY("created_at")} AS day, id AS user_id
       FROM users WHERE created_at >= $1 AND created_at < $2
       UNION ALL
       SELECT 'media', ${DAY("updated_at")}, user_id
       FROM user_media WHERE updated_at >= $1 AND updated_at < $2
       UNION ALL
       SELECT 'rating', ${DAY("coalesce(rated_at, updated_at)")}, user_id
       FROM user_media
       WHERE updated_at >= $1 AND user_rating IS NOT NULL
         AND coalesce(rated_at, updated_at) >= $1 AND coalesce(rated_at, updated_at) < $2
       UNION ALL
       SELECT 'session', ${DAY("request_timestamp")}, user_id
       FROM recommendation_sessions WHERE request_timestamp >= $1 AND request_timestamp < $2
       UNION ALL
       SELECT 'feedback', ${DAY("created_at")}, user_id
       FROM recommendation_feedback WHERE created_at >= $1 AND created_at < $2
     )
     SELECT ${ISO_DAY("day")} AS date,
            count(*) FILTER (WHERE kind = 'user')::int AS new_users,
            count(*) FILTER (WHERE kind = 'media')::int AS media_updates,
            count(*) FILTER (WHERE kind = 'rating')::int AS ratings,
            count(*) FILTER (WHERE kind = 'session')::int AS sessions,
            count(*) FILTER (WHERE kind = 'feedback')::int AS feedback,
            count(DISTINCT user_id) FILTER (WHERE kind IN ('media', 'session', 'feedback'))::int AS active_users
     FROM ev GROUP BY day`,
    [w.from, w.to],
  );
  return rows;
}

export interface TopRecommendationRow {
  media_id: string | null;
  title: string;
  year: number | null;
  type: "movie" | "tv" | null;
  poster_url: string | null;
  rating: number | null;
  times_recommended: number;
  avg_match_score: number;
  max_match_score: number;
  engagement_score: number;
  feedback_count: number;
  clicked: number;
  added_to_watchlist: number;
  rated: number;
  trailer_played: number;
  streaming_clicked: number;
  last_recommended_at: Date | string;
}

/** Everything recommended of one title (by catalogue id, or by title and year when it has none). */
const TITLE_STATS = `
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS times_recommended, coalesce(avg(r2.match_score), 0)::float8 AS avg_match_score,
           coalesce(max(r2.match_score), 0)::int AS max_match_score, max(r2.created_at) AS last_recommended_at
    FROM (
      SELECT match_score, created_at FROM individual_recommendations
      WHERE c.media_id IS NOT NULL AND media_id = c.media_id
      UNION ALL
      SELECT match_score, created_at FROM individual_recommendations
      WHERE c.media_id IS NULL AND media_id IS NULL AND title = c.title AND year IS NOT DISTINCT FROM c.year
    ) r2
  ) st
  LEFT JOIN media_items m ON m.id = c.media_id`;

/**
 * The `fetch` titles with the highest engagement score (weighted sum of the feedback events on their
 * recommendations), best first. Empty when there is no feedback of the weighted kinds.
 */
export async function topByEngagement(db: Queryable, fetch: number): Promise<TopRecommendationRow[]> {
  const { rows } = await db.query<TopRecommendationRow>(
    `WITH c AS (
       SELECT t.title_key, t.media_id,
              CASE WHEN t.media_id IS NULL THEN t.title END AS title,
              CASE WHEN t.media_id IS NULL THEN t.year END AS year,
              (${SCORE("t")})::float8 AS engagement_score,
              (${EVENTS("t")})::int AS feedback_count,
              ${ENGAGEMENT_TYPES.map((k) => `t.${k}`).join(", ")}
       FROM admin_title_feedback t
       WHERE ${EVENTS("t")} > 0
       ORDER BY engagement_score DESC, feedback_count DESC, t.title_key
       LIMIT $1
     )
     SELECT c.media_id, coalesce(m.title, c.title) AS title, coalesce(m.year, c.year) AS year, m.type, m.poster_url,
            m.rating::float8 AS rating, st.times_recommended, st.avg_match_score, st.max_match_score,
            c.engagement_score, c.feedback_count,
            ${ENGAGEMENT_TYPES.map((k) => `c.${k}`).join(", ")}, st.last_recommended_at
     FROM c ${TITLE_STATS}
     ORDER BY c.engagement_score DESC, c.feedback_count DESC, c.title_key`,
    [fetch],
  );
  return rows;
}

/**
 * The fallback without feedback: the titles of the `fetch` most recent recommendations, by their
 * best match score.
 */
export async function topByRecentMatch(db: Queryable, fetch: number): Promise<TopRecommendationRow[]> {
  const { rows } = await db.query<TopRecommendationRow>(
    `WITH recent AS (
       SELECT media_id, title, year, match_score, created_at
       FROM individual_recommendations ORDER BY created_at DESC, position LIMIT $1
     ),
     c AS (
       SELECT media_id, CASE WHEN media_id IS NULL THEN title END AS title,
              CASE WHEN media_id IS NULL THEN year END AS year, max(match_score) AS recent_match,
              max(created_at) AS recent_at
       FROM recent GROUP BY 1, 2, 3
     )
     SELECT c.media_id, coalesce(m.title, c.title) AS title, coalesce(m.year, c.year) AS year, m.type, m.poster_url,
            m.rating::float8 AS rating, st.times_recommended, st.avg_match_score, c.recent_match AS max_match_score,
            0::float8 AS engagement_score, 0 AS feedback_count,
            ${ENGAGEMENT_TYPES.map((t) => `0 AS ${t}`).join(", ")}, st.last_recommended_at
     FROM c ${TITLE_STATS}
     ORDER BY c.recent_match DESC, c.recent_at DESC`,
    [fetch],
  );
  return rows;
}

interface ServiceRow {
  service: string;
  display_name: string;
  color: string | null;
  total_offerings: number;
  subscription: number;
  free: number;
  rent: number;
  buy: number;
  clicks: number;
}

/** The services with the most offerings, their offer types and the clicks on their links. */
export async function streamingPerformance(db: Queryable, limit: number): Promise<ServiceRow[]> {
  const { rows } = await db.query<ServiceRow>(
    `WITH offers AS (
       SELECT o.source_name AS service, count(*)::int AS total_offerings,
              count(*) FILTER (WHERE o.offer_type = 'subscription')::int AS subscription,
              count(*) FILTER (WHERE o.offer_type = 'free')::int AS free,
              count(*) FILTER (WHERE o.offer_type = 'rent')::int AS rent,
              count(*) FILTER (WHERE o.offer_type = 'buy')::int AS buy
       FROM media_streaming_options o
       GROUP BY o.source_name
       ORDER BY total_offerings DESC, o.source_name
       LIMIT $1
     ),
     clicks AS (
       SELECT lower(btrim(f.feedback_value ->> '${STREAMING_CLICK_SERVICE_KEY}')) AS service, count(*)::int AS clicks
       FROM recommendation_feedback f
       WHERE f.feedback_type = 'streaming_clicked'
       GROUP BY 1
     )
     SELECT offers.service, coalesce(s.display_name, offers.service) AS display_name, s.color,
            offers.total_offerings, offers.subscription, offers.free, offers.rent, offers.buy,
            coalesce(clicks.clicks, 0)::int AS clicks
     FROM offers
     LEFT JOIN streaming_services s ON s.name = offers.service
     LEFT JOIN clicks ON clicks.service = offers.service
     ORDER BY offers.total_offerings DESC, offers.service`,
    [limit],
  );
  return rows;
}

export interface SessionRow {
  id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  mood: string;
  ai_provider: string;
  status: string;
  processing_time_ms: number | null;
  recommendation_count: number;
  request_timestamp: Date | string;
}

const SESSION_COLUMNS = `s.id, s.user_id, ${USER_NAME} AS user_name, u.email AS user_email, s.mood, s.ai_provider,
  s.status, s.processing_time_ms, s.recommendation_count, s.request_timestamp`;

/** The latest sessions of everyone, or of one person. */
export async function latestSessions(db: Queryable, limit: number, userId?: string): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS}
     FROM recommendation_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN profiles p ON p.id = u.id
     ${userId ? "WHERE s.user_id = $2" : ""}
     ORDER BY s.request_timestamp DESC, s.id
     LIMIT $1`,
    userId ? [limit, userId] : [limit],
  );
  return rows;
}

interface ProfileRow {
  user_id: string;
  full_name: string | null;
  username: string | null;
  email: string;
  streaming_services: string[];
  created_at: Date | string;
  updated_at: Date | string;
}

export async function recentProfiles(db: Queryable, limit: number): Promise<ProfileRow[]> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT p.id AS user_id, coalesce(nullif(btrim(p.full_name), ''), u.full_name) AS full_name, p.username,
            coalesce(p.email, u.email) AS email, p.streaming_services, p.created_at, p.updated_at
     FROM profiles p JOIN users u ON u.id = p.id
     ORDER BY p.updated_at DESC
     LIMIT $1`,
    [limit],
  );
  return rows;
}

interface MediaActivityRow {
  user_id: string;
  user_name: string;
  media_id: string;
  title: string;
  year: number;
  type: "movie" | "tv";
  status: string | null;
  user_rating: number | null;
  updated_at: Date | string;
}

export async function recentMedia(db: Queryable, limit: number): Promise<MediaActivityRow[]> {
  const { rows } = await db.query<MediaActivityRow>(
    `SELECT um.user_id, ${USER_NAME} AS user_name, um.media_id, mi.title, mi.year, mi.type, um.status,
            um.user_rating, um.updated_at
     FROM (SELECT * FROM user_media ORDER BY updated_at DESC LIMIT $1) um
     JOIN users u ON u.id = um.user_id
     LEFT JOIN profiles p ON p.id = um.user_id
     JOIN media_items mi ON mi.id = um.media_id
     ORDER BY um.updated_at DESC`,
    [limit],
  );
  return rows;
}

interface RecommendationActivityRow {
  user_id: string;
  user_name: string;
  sessions: number;
  recommendations: number;
  last_mood: string;
  last_request_at: Date | string;
}

/** The people who asked for recommendations most recently, with their totals and latest mood. */
export async function recentRecommendationActivity(db: Queryable, limit: number): Promise<RecommendationActivityRow[]> {
  const { rows } = await db.query<RecommendationActivityRow>(
    `WITH latest AS (
       SELECT user_id, max(request_timestamp) AS last_request_at
       FROM recommendation_sessions GROUP BY user_id
       ORDER BY last_request_at DESC, user_id
       LIMIT $1
     )
     SELECT l.user_id, ${USER_NAME} AS user_name, agg.sessions, agg.recommendations, lm.mood AS last_mood,
            l.last_request_at
     FROM latest l
     JOIN users u ON u.id = l.user_id
     LEFT JOIN profiles p ON p.id = l.user_id
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS sessions, coalesce(sum(recommendation_count), 0)::int AS recommendations
       FROM recommendation_sessions WHERE user_id = l.user_id
     ) agg
     CROSS JOIN LATERAL (
       SELECT mood FROM recommendation_sessions WHERE user_id = l.user_id
       ORDER BY request_timestamp DESC, id LIMIT 1
     ) lm
     ORDER BY l.last_request_at DESC, l.user_id`,
    [limit],
  );
  return rows;
}

// One person's insights ------------------------------------------------------------------------

export async function findUser(
  db: Queryable,
  id: string,
): Promise<{ id: string; email: string; full_name: string | null } | null> {
  const { rows } = await db.query<{ id: string; email: string; full_name: string | null }>(
    `SELECT u.id, u.email, ${USER_NAME} AS full_name FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

interface FeedbackSummaryRow {
  feedback_type: string;
  count: number;
  last_feedback_at: Date | string;
}

export async function feedbackSummary(db: Queryable, userId: string): Promise<FeedbackSummaryRow[]> {
  const { rows } = await db.query<FeedbackSummaryRow>(
    `SELECT feedback_type, count(*)::int AS count, max(created_at) AS last_feedback_at
     FROM recommendation_feedback WHERE user_id = $1
     GROUP BY feedback_type ORDER BY count DESC, feedback_type`,
    [userId],
  );
  return rows;
}

interface FeedbackTrendRow {
  date: string;
  feedback_type: string;
  count: number;
}

/** Feedback events per day and kind in the window, of one person or (userId null) of everyone. */
export async function feedbackTrends(db: Queryable, userId: string | null, w: Window): Promise<FeedbackTrendRow[]> {
  const { rows } = await db.query<FeedbackTrendRow>(
    `SELECT ${ISO_DAY(DAY("created_at"))} AS date, feedback_type, count(*)::int AS count
     FROM recommendation_feedback
     WHERE ($1::uuid IS NULL OR user_id = $1::uuid) AND created_at >= $2 AND created_at < $3
     GROUP BY ${DAY("created_at")}, feedback_type ORDER BY 1, 2`,
    [userId, w.from, w.to],
  );
  return rows;
}

interface EngagementInsightsRow {
  total_recommendations: number;
  total_feedback: number;
  avg_engagement_rate: number;
}

export async function engagementInsights(db: Queryable, userId: string): Promise<EngagementInsightsRow> {
  const { rows } = await db.query<EngagementInsightsRow>(
    `SELECT
       (SELECT count(*) FROM individual_recommendations r
          JOIN recommendation_sessions s ON s.id = r.session_id WHERE s.user_id = $1)::int AS total_recommendations,
       (SELECT count(*) FROM recommendation_feedback WHERE user_id = $1)::int AS total_feedback,
       (SELECT coalesce(round(avg(${RATE}), 2), 0)::float8
          FROM recommendation_sessions s LEFT JOIN admin_session_feedback a ON a.session_id = s.id
          WHERE s.user_id = $1 AND s.recommendation_count > 0) AS avg_engagement_rate`,
    [userId],
  );
  return firstRow(rows, "the person's engagement insights");
}
