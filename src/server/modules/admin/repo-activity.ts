/** The admin dashboard's user activity: latest sessions, profiles, list updates and who asked for recommendations. */
import type { Queryable } from "../../db/client";
import { USER_NAME } from "./repo-sql";

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
