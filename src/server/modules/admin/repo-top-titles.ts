/** The admin dashboard's top recommended titles: by engagement, or by recent match when there is no feedback. */
import { ENGAGEMENT_TYPES } from "../../../shared/engagement";
import type { Queryable } from "../../db/client";
import { EVENTS, SCORE } from "./repo-sql";

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
