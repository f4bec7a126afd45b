import type { TTogetherPick } from "../../../shared/contracts/together";
import type { Queryable } from "../../db/client";

export interface SessionRow {
  code: string;
  created_at: Date;
  expires_at: Date;
  picks: TTogetherPick[] | null;
  picks_moods: string[] | null;
  picks_by_services: boolean | null;
}

export interface MemberRow {
  position: 1 | 2;
  user_id: string;
  mood: string | null;
  /** the profile's or account's name; null when neither has one */
  name: string | null;
  /** lower-case service names from the profile */
  services: string[];
}

const date = (v: unknown) => new Date(v as string | Date);

/** Starts a session with its creator as member 1; false when the code is taken (the caller draws another). */
export async function insertSession(
  tx: Queryable,
  s: { code: string; userId: string; at: Date; expiresAt: Date },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO together_sessions (code, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (code) DO NOTHING RETURNING code`,
    [s.code, s.userId, s.at, s.expiresAt],
  );
  if (!rows.length) return false;
  await tx.query("INSERT INTO together_members (code, user_id, position, joined_at) VALUES ($1, $2, 1, $3)", [
    s.code,
    s.userId,
    s.at,
  ]);
  return true;
}

/** Drops sessions that ended before `before`. */
export async function pruneSessions(db: Queryable, before: Date): Promise<void> {
  await db.query("DELETE FROM together_sessions WHERE expires_at < $1", [before]);
}

export async function findSession(db: Queryable, code: string): Promise<SessionRow | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT code, created_at, expires_at, picks, picks_moods, picks_by_services FROM together_sessions WHERE code = $1`,
    [code],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    code: String(r.code),
    created_at: date(r.created_at),
    expires_at: date(r.expires_at),
    picks: (r.picks as TTogetherPick[] | null) ?? null,
    picks_moods: (r.picks_moods as string[] | null) ?? null,
    picks_by_services: (r.picks_by_services as boolean | null) ?? null,
  };
}

/**
 * A member's name as their profile gives it (profile name, account name, then username); the page
 * and the account export both start from it. Needs `u` (users) and `p` (profiles) in the query.
 */
export const MEMBER_NAME_SQL = "coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(u.full_name), ''), p.username)";

/** The members by position, with the names and services their profiles give. */
export async function members(db: Queryable, code: string): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT m.position::int AS position, m.user_id, m.mood,
            ${MEMBER_NAME_SQL} AS name,
            coalesce(p.streaming_services, '{}') AS services
     FROM together_members m JOIN users u ON u.id = m.user_id LEFT JOIN profiles p ON p.id = m.user_id
     WHERE m.code = $1 ORDER BY m.position`,
    [code],
  );
  return rows;
}

/**
 * Adds the user as member 2 while there is room. False when the session is full, or the user is
 * already in it (the caller tells the two apart); a race for the last place is settled by the
 * unique position.
 */
export async function addSecondMember(db: Queryable, code: string, userId: string, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO together_members (code, user_id, position, joined_at)
     SELECT $1, $2, 2, $3 WHERE (SELECT count(*) FROM together_members WHERE code = $1) < 2
     ON CONFLICT DO NOTHING RETURNING position`,
    [code, userId, at],
  );
  return rows.length > 0;
}

export async function setMood(db: Queryable, code: string, userId: string, mood: string, at: Date): Promise<void> {
  await db.query("UPDATE together_members SET mood = $3, mood_at = $4 WHERE code = $1 AND user_id = $2", [
    code,
    userId,
    mood,
    at,
  ]);
}

/**
 * Stores picks computed for `moods` (by position), unless a member changed their mood meanwhile:
 * picks for moods nobody holds any more must not overwrite newer ones.
 */
export async function savePicks(
  db: Queryable,
  code: string,
  p: { picks: TTogetherPick[]; moods: string[]; byServices: boolean; at: Date },
): Promise<void> {
  await db.query(
    `UPDATE together_sessions
     SET picks = $2::jsonb, picks_moods = $3, picks_by_services = $4, picks_at = $5
     WHERE code = $1
       AND $3::text[] = ARRAY(SELECT mood FROM together_members WHERE code = $1 ORDER BY position)`,
    [code, JSON.stringify(p.picks), p.moods, p.byServices, p.at],
  );
}
