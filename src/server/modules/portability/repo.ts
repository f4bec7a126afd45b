import type { THideKind } from "../../../shared/contracts/hidden";
import type { TNotificationKind } from "../../../shared/contracts/notifications";
import type { FeedbackType } from "../../../shared/engagement";
import type { Queryable } from "../../db/client";
import { MEMBER_NAME_SQL } from "../together/repo";
import type { CatalogueTitle } from "./match";

/** Driver values arrive as Date (pg) or Date/string (PGlite). */
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());
const isoOrNow = (v: unknown) => iso(v) ?? new Date(0).toISOString();

// Matching --------------------------------------------------------------------------------------

/**
 * The catalogue titles an import can match: those with one of the file's IMDb ids, and those within
 * a year of the file's years (all titles when a row has no year).
 */
export async function matchableTitles(
  db: Queryable,
  q: { imdbIds: string[]; minYear: number | null; maxYear: number | null; anyYear: boolean },
): Promise<CatalogueTitle[]> {
  const { rows } = await db.query<CatalogueTitle>(
    `SELECT id, title, year, type, imdb_id FROM media_items
     WHERE imdb_id = ANY($1::text[]) OR $2::boolean OR year BETWEEN $3::int - 1 AND $4::int + 1`,
    [q.imdbIds, q.anyYear, q.minYear ?? 0, q.maxYear ?? -1],
  );
  return rows.map((r) => ({ ...r, year: Number(r.year) }));
}

// Writing ---------------------------------------------------------------------------------------
// One statement per kind instead of one per row (a file may have 20,000 rows). Each keeps the lists
// module's semantics for the same change (lists/repo.ts upsertRating, upsertStatus, upsertWatched),
// except that an import never overwrites: a record that already has the rating, status or watched
// mark is left alone (the ON CONFLICT ... WHERE), which is what makes a second import change nothing.
// Each returns the ids it wrote. Callers pass each media id once.

interface DatedItem {
  mediaId: string;
  /** when it happened according to the file; null means now */
  at: Date | null;
}

const dates = (items: DatedItem[], now: Date) => items.map((i) => (i.at ?? now).toISOString());

export async function importRatings(
  tx: Queryable,
  userId: string,
  items: (DatedItem & { rating: number })[],
  now: Date,
): Promise<string[]> {
  if (items.length === 0) return [];
  const { rows } = await tx.query<{ media_id: string }>(
    `INSERT INTO user_media (user_id, media_id, status, user_rating, rated_at, created_at, updated_at)
     SELECT $1, t.media_id, NULL, t.rating, t.rated_at::timestamptz, $2, $2
     FROM unnest($3::text[], $4::int[], $5::text[]) AS t(media_id, rating, rated_at)
     ON CONFLICT (user_id, media_id) DO UPDATE
       SET user_rating = EXCLUDED.user_rating, rated_at = EXCLUDED.rated_at, updated_at = EXCLUDED.updated_at
       WHERE user_media.user_rating IS NULL
     RETURNING media_id`,
    [userId, now, items.map((i) => i.mediaId), items.map((i) => i.rating), dates(items, now)],
  );
  return rows.map((r) => r.media_id);
}

/** Adds to the watch list unless the record already carries a status (want_to_watch or another). */
export async function importWatchlist(tx: Queryable, userId: string, mediaIds: string[], now: Date): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  const { rows } = await tx.query<{ media_id: string }>(
    `INSERT INTO user_media (user_id, media_id, status, created_at, updated_at)
     SELECT $1, t.media_id, 'want_to_watch', $2, $2 FROM unnest($3::text[]) AS t(media_id)
     ON CONFLICT (user_id, media_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
       WHERE user_media.status IS NULL
     RETURNING media_id`,
    [userId, now, mediaIds],
  );
  return rows.map((r) => r.media_id);
}

/** Marks watched (dropping a want_to_watch status) unless the title is marked watched already. */
export async function importWatched(tx: Queryable, userId: string, items: DatedItem[], now: Date): Promise<string[]> {
  if (items.length === 0) return [];
  const { rows } = await tx.query<{ media_id: string }>(
    `INSERT INTO user_media (user_id, media_id, status, watched_at, created_at, updated_at)
     SELECT $1, t.media_id, NULL, t.watched_at::timestamptz, $2, $2
     FROM unnest($3::text[], $4::text[]) AS t(media_id, watched_at)
     ON CONFLICT (user_id, media_id) DO UPDATE
       SET watched_at = EXCLUDED.watched_at,
           status = CASE WHEN user_media.status = 'want_to_watch' THEN NULL ELSE user_media.status END,
           updated_at = EXCLUDED.updated_at
       WHERE user_media.watched_at IS NULL AND user_media.status IS DISTINCT FROM 'watched'
     RETURNING media_id`,
    [userId, now, items.map((i) => i.mediaId), dates(items, now)],
  );
  return rows.map((r) => r.media_id);
}

// Export ----------------------------------------------------------------------------------------

interface AccountRow {
  id: string;
  email: string;
  full_name: string | null;
  email_confirmed_at: string | null;
  created_at: string;
}

export async function account(db: Queryable, userId: string): Promise<AccountRow | null> {
  const { rows } = await db.query(
    "SELECT id, email, full_name, email_confirmed_at, created_at FROM users WHERE id = $1",
    [userId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: String(r.id),
    email: String(r.email),
    full_name: (r.full_name as string | null) ?? null,
    email_confirmed_at: iso(r.email_confirmed_at),
    created_at: isoOrNow(r.created_at),
  };
}

export async function profile(db: Queryable, userId: string) {
  const { rows } = await db.query(
    `SELECT username, full_name, email, streaming_services, default_streaming_filter_enabled, created_at, updated_at
     FROM profiles WHERE id = $1`,
    [userId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    username: (r.username as string | null) ?? null,
    full_name: (r.full_name as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    streaming_services: (r.streaming_services as string[] | null) ?? [],
    default_streaming_filter_enabled: Boolean(r.default_streaming_filter_enabled),
    created_at: isoOrNow(r.created_at),
    updated_at: isoOrNow(r.updated_at),
  };
}

/** The facts of a title that every exported row carries, so an export stays readable without the catalogue. */
function titleFacts(r: Record<string, unknown>) {
  return {
    media_id: String(r.media_id),
    title: String(r.title),
    year: Number(r.year),
    type: r.type as "movie" | "tv",
    imdb_id: (r.imdb_id as string | null) ?? null,
  };
}

/** Every user_media record with its title, oldest first (the order the history was made). */
export async function titles(db: Queryable, userId: string) {
  const { rows } = await db.query(
    `SELECT um.media_id, m.title, m.year, m.type, m.imdb_id, um.status, um.user_rating, um.rated_at, um.watched_at,
            um.created_at, um.updated_at
     FROM user_media um JOIN media_items m ON m.id = um.media_id
     WHERE um.user_id = $1 ORDER BY um.created_at, um.media_id`,
    [userId],
  );
  return rows.map((r) => ({
    ...titleFacts(r),
    status: (r.status as "like" | "dislike" | "watched" | "want_to_watch" | null) ?? null,
    user_rating: r.user_rating === null ? null : Number(r.user_rating),
    rated_at: iso(r.rated_at),
    watched_at: iso(r.watched_at),
    created_at: isoOrNow(r.created_at),
    updated_at: isoOrNow(r.updated_at),
  }));
}

export type TitleRow = Awaited<ReturnType<typeof titles>>[number];

/** The recommendation history: each session with its picks, oldest first. */
export async function recommendationHistory(db: Queryable, userId: string) {
  const { rows: sessions } = await db.query(
    `SELECT id, request_timestamp, mood, ai_provider, status, processing_time_ms
     FROM recommendation_sessions WHERE user_id = $1 ORDER BY request_timestamp, id`,
    [userId],
  );
  const { rows: picks } = await db.query(
    `SELECT r.id, r.session_id, r.position, r.media_id, r.title, r.year, r.reason, r.match_score
     FROM individual_recommendations r JOIN recommendation_sessions s ON s.id = r.session_id
     WHERE s.user_id = $1 ORDER BY r.session_id, r.position`,
    [userId],
  );
  return sessions.map((s) => ({
    id: String(s.id),
    requested_at: isoOrNow(s.request_timestamp),
    mood: String(s.mood),
    ai_provider: String(s.ai_provider),
    status: String(s.status),
    processing_time_ms: s.processing_time_ms === null ? null : Number(s.processing_time_ms),
    recommendations: picks
      .filter((p) => p.session_id === s.id)
      .map((p) => ({
        id: String(p.id),
        position: Number(p.position),
        media_id: (p.media_id as string | null) ?? null,
        title: String(p.title),
        year: p.year === null ? null : Number(p.year),
        reason: String(p.reason),
        match_score: Number(p.match_score),
      })),
  }));
}

export async function feedback(db: Queryable, userId: string) {
  const { rows } = await db.query(
    `SELECT recommendation_id, feedback_type, feedback_value, created_at
     FROM recommendation_feedback WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows.map((r) => ({
    recommendation_id: String(r.recommendation_id),
    feedback_type: r.feedback_type as FeedbackType,
    feedback_value: r.feedback_value ?? null,
    created_at: isoOrNow(r.created_at),
  }));
}

/** The member rows of the watch-together sessions the account is in (its own and its partner's). */
export interface TogetherMemberRow {
  code: string;
  position: number;
  is_you: boolean;
  /** the profile's or account's name, as the session page uses it; null when neither has one */
  name: string | null;
}

/**
 * The watch-together sessions the account is in, with its own part of each, and every member of
 * those sessions by name only: nothing of the partner's account (address, id) or mood is selected.
 */
export async function togetherSessions(db: Queryable, userId: string) {
  const { rows: sessions } = await db.query(
    `SELECT s.code, s.created_at, s.expires_at, m.position::int AS position, m.joined_at, m.mood, m.mood_at
     FROM together_members m JOIN together_sessions s ON s.code = m.code
     WHERE m.user_id = $1 ORDER BY s.created_at, s.code`,
    [userId],
  );
  const { rows: members } = await db.query<TogetherMemberRow>(
    `SELECT o.code, o.position::int AS position, (o.user_id = $1) AS is_you,
            ${MEMBER_NAME_SQL} AS name
     FROM together_members mine
     JOIN together_members o ON o.code = mine.code
     JOIN users u ON u.id = o.user_id LEFT JOIN profiles p ON p.id = o.user_id
     WHERE mine.user_id = $1 ORDER BY o.code, o.position`,
    [userId],
  );
  return sessions.map((s) => ({
    code: String(s.code),
    created_at: isoOrNow(s.created_at),
    expires_at: isoOrNow(s.expires_at),
    your_position: Number(s.position),
    joined_at: isoOrNow(s.joined_at),
    your_mood: (s.mood as string | null) ?? null,
    your_mood_at: iso(s.mood_at),
    members: members
      .filter((m) => m.code === s.code)
      .map((m) => ({ position: Number(m.position), is_you: Boolean(m.is_you), name: m.name })),
  }));
}

/** Every hidden title with its facts, in the order they were hidden. */
export async function hiddenTitles(db: Queryable, userId: string) {
  const { rows } = await db.query(
    `SELECT h.media_id, m.title, m.year, m.type, m.imdb_id, h.kind, h.hidden_at, h.hidden_until
     FROM hidden_titles h JOIN media_items m ON m.id = h.media_id
     WHERE h.user_id = $1 ORDER BY h.hidden_at, h.media_id`,
    [userId],
  );
  return rows.map((r) => ({
    ...titleFacts(r),
    kind: r.kind as THideKind,
    hidden_at: isoOrNow(r.hidden_at),
    hidden_until: iso(r.hidden_until),
  }));
}

/** Every availability alert with its title, oldest first. */
export async function notifications(db: Queryable, userId: string) {
  const { rows } = await db.query(
    `SELECT n.id, n.kind, n.media_id, m.title, m.year, m.type, m.imdb_id, n.source_name, n.created_at, n.read_at,
            n.emailed_at
     FROM notifications n JOIN media_items m ON m.id = n.media_id
     WHERE n.user_id = $1 ORDER BY n.created_at, n.id`,
    [userId],
  );
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind as TNotificationKind,
    ...titleFacts(r),
    service: String(r.source_name),
    created_at: isoOrNow(r.created_at),
    read_at: iso(r.read_at),
    emailed_at: iso(r.emailed_at),
  }));
}

// Deletion --------------------------------------------------------------------------------------

/**
 * Removes every row of the user. Run inside one transaction. The tables are named so the intent
 * is plain; deleting the users row last also takes anything a later migration hangs off users with
 * ON DELETE CASCADE. Feedback goes before the recommendations it points at, so the analytics
 * counters (migration 005 triggers) are settled event by event. The address's mail copies go too:
 * they hold the person's name and address.
 */
export async function deleteUser(tx: Queryable, userId: string, email: string): Promise<number> {
  await tx.query("DELETE FROM recommendation_feedback WHERE user_id = $1", [userId]);
  await tx.query("DELETE FROM recommendation_sessions WHERE user_id = $1", [userId]);
  await tx.query("DELETE FROM user_media WHERE user_id = $1", [userId]);
  await tx.query("DELETE FROM email_verifications WHERE user_id = $1", [userId]);
  await tx.query("DELETE FROM sessions WHERE user_id = $1", [userId]);
  await tx.query("DELETE FROM profiles WHERE id = $1", [userId]);
  await tx.query("DELETE FROM mail_outbox WHERE to_email = $1", [email.toLowerCase()]);
  const { rowCount } = await tx.query("DELETE FROM users WHERE id = $1", [userId]);
  return rowCount;
}
