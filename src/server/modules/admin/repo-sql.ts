import { ENGAGEMENT_TYPES, ENGAGEMENT_WEIGHTS } from "../../../shared/engagement";

/**
 * The SQL pieces shared by the admin analytics statements (repo-overview, repo-top-titles, repo-activity,
 * repo-person). Plain PostgreSQL that runs the same on PGlite and on a PostgreSQL server. Days are
 * calendar days in UTC; windows are half-open [from, to).
 *
 * Feedback is read through the per-session and per-title counters of admin_session_feedback and
 * admin_title_feedback (kept by triggers, migration 005), one column per feedback kind. Which kinds
 * count as engagement and their weights come from shared/engagement.ts: the SQL below is built from
 * those constants, never from input.
 */

/** Engagement events (the weighted kinds) of a counter row `a`. */
export const EVENTS = (a: string) => ENGAGEMENT_TYPES.map((t) => `${a}.${t}`).join(" + ");
/** Engagement score (weighted sum) of a counter row `a`. */
export const SCORE = (a: string) =>
  Object.entries(ENGAGEMENT_WEIGHTS)
    .map(([t, w]) => `${a}.${t} * ${Number(w)}`)
    .join(" + ");
/** The UTC calendar day of a timestamp (group on this; format the few grouped rows with ISO_DAY). */
export const DAY = (col: string) => `(${col} AT TIME ZONE 'UTC')::date`;
export const ISO_DAY = (day: string) => `to_char(${day}, 'YYYY-MM-DD')`;
/** A person's display name: full name, else username, else e-mail address. */
export const USER_NAME =
  "coalesce(nullif(btrim(u.full_name), ''), nullif(btrim(p.full_name), ''), p.username, u.email)";
/** A session `s`'s engagement rate in percent (2 decimals) from its counter row `a` (absent: 0). */
export const RATE = `round(coalesce(${EVENTS("a")}, 0)::numeric * 100 / s.recommendation_count, 2)`;

export interface Window {
  from: Date;
  to: Date;
}
