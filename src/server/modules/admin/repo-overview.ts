/** The admin dashboard's overview and trends: totals, engagement, activity per day, streaming services. */
import { STREAMING_CLICK_SERVICE_KEY } from "../../../shared/engagement";
import type { Queryable } from "../../db/client";
import { firstRow } from "../../db/rows";
import { DAY, ISO_DAY, RATE, type Window } from "./repo-sql";

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
