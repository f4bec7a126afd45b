/** One person's insights on the admin dashboard: who they are, their feedback and their engagement. */
import type { Queryable } from "../../db/client";
import { firstRow } from "../../db/rows";
import { DAY, ISO_DAY, RATE, USER_NAME, type Window } from "./repo-sql";

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
