import type { Queryable } from "../../db/client";
import { firstRow } from "../../db/rows";
import { MEDIA_ITEM_COLUMNS } from "../catalogue/repo";

/** The foreign key from user_media.media_id to media_items (PostgreSQL's default name for it). */
export const MEDIA_FOREIGN_KEY = "user_media_media_id_fkey";

/** The stored shape of one user_media row, as the lists module reads it. */
export interface UserMediaRow {
  media_id: string;
  status: "like" | "dislike" | "watched" | "want_to_watch" | null;
  user_rating: number | null;
  watched_at: Date | null;
  rated_at: Date | null;
  updated_at: Date;
}

const RECORD_COLUMNS = "media_id, status, user_rating, watched_at, rated_at, updated_at";

/** Driver values arrive as Date (pg) or Date/string (PGlite); numbers as number. Normalise once. */
function toRow(raw: Record<string, unknown>): UserMediaRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
  return {
    media_id: String(raw.media_id),
    status: (raw.status as UserMediaRow["status"]) ?? null,
    user_rating: raw.user_rating === null || raw.user_rating === undefined ? null : Number(raw.user_rating),
    watched_at: date(raw.watched_at),
    rated_at: date(raw.rated_at),
    updated_at: date(raw.updated_at) as Date,
  };
}

export async function mediaExists(db: Queryable, mediaId: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM media_items WHERE id = $1", [mediaId]);
  return rows.length > 0;
}

export async function listRecords(db: Queryable, userId: string): Promise<UserMediaRow[]> {
  const { rows } = await db.query(
    `SELECT ${RECORD_COLUMNS} FROM user_media WHERE user_id = $1 ORDER BY updated_at DESC, media_id`,
    [userId],
  );
  return rows.map(toRow);
}

export async function findRecord(db: Queryable, userId: string, mediaId: string): Promise<UserMediaRow | null> {
  const { rows } = await db.query(`SELECT ${RECORD_COLUMNS} FROM user_media WHERE user_id = $1 AND media_id = $2`, [
    userId,
    mediaId,
  ]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Sets the status, inserting the record when there is none. One statement: concurrent calls meet on the unique key. */
export async function upsertStatus(
  db: Queryable,
  userId: string,
  mediaId: string,
  status: NonNullable<UserMediaRow["status"]>,
  now: Date,
): Promise<UserMediaRow> {
  const { rows } = await db.query(
    `INSERT INTO user_media (user_id, media_id, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (user_id, media_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
     RETURNING ${RECORD_COLUMNS}`,
    [userId, mediaId, status, now],
  );
  return toRow(firstRow(rows, "the list row just written"));
}

/** Sets the rating (and rated_at), inserting a record with a null status when there is none. */
export async function upsertRating(
  db: Queryable,
  userId: string,
  mediaId: string,
  rating: number,
  now: Date,
): Promise<UserMediaRow> {
  const { rows } = await db.query(
    `INSERT INTO user_media (user_id, media_id, status, user_rating, rated_at, created_at, updated_at)
     VALUES ($1, $2, NULL, $3, $4, $4, $4)
     ON CONFLICT (user_id, media_id) DO UPDATE
       SET user_rating = EXCLUDED.user_rating, rated_at = EXCLUDED.rated_at, updated_at = EXCLUDED.updated_at
     RETURNING ${RECORD_COLUMNS}`,
    [userId, mediaId, rating, now],
  );
  return toRow(firstRow(rows, "the list row just written"));
}

/**
 * Marks the title as seen. The first mark's time is kept on repeats; a want_to_watch status is
 * dropped because the title has now been watched.
 */
export async function upsertWatched(db: Queryable, userId: string, mediaId: string, now: Date): Promise<UserMediaRow> {
  const { rows } = await db.query(
    `INSERT INTO user_media (user_id, media_id, status, watched_at, created_at, updated_at)
     VALUES ($1, $2, NULL, $3, $3, $3)
     ON CONFLICT (user_id, media_id) DO UPDATE
       SET watched_at = COALESCE(user_media.watched_at, EXCLUDED.watched_at),
           status = CASE WHEN user_media.status = 'want_to_watch' THEN NULL ELSE user_media.status END,
           updated_at = EXCLUDED.updated_at
     RETURNING ${RECORD_COLUMNS}`,
    [userId, mediaId, now],
  );
  return toRow(firstRow(rows, "the list row just written"));
}

/** What a DELETE clears; the SQL is fixed per kind (never built from input). */
export type ClearKind = "want_to_watch" | "rating" | "watched";

const CLEAR_SQL: Record<ClearKind, string> = {
  want_to_watch: `UPDATE user_media SET status = NULL, updated_at = $3
                  WHERE user_id = $1 AND media_id = $2 AND status = 'want_to_watch'`,
  rating: `UPDATE user_media SET user_rating = NULL, rated_at = NULL, updated_at = $3
           WHERE user_id = $1 AND media_id = $2 AND user_rating IS NOT NULL`,
  watched: `UPDATE user_media
            SET watched_at = NULL, status = CASE WHEN status = 'watched' THEN NULL ELSE status END, updated_at = $3
            WHERE user_id = $1 AND media_id = $2 AND (watched_at IS NOT NULL OR status = 'watched')`,
};

/** Clears one part of the record. Run it inside a transaction together with deleteIfEmpty. */
export async function clearPart(
  tx: Queryable,
  kind: ClearKind,
  userId: string,
  mediaId: string,
  now: Date,
): Promise<number> {
  const { rowCount } = await tx.query(CLEAR_SQL[kind], [userId, mediaId, now]);
  return rowCount;
}

/** Deletes the record when nothing is left on it (no status, no rating, no watched mark). */
export async function deleteIfEmpty(tx: Queryable, userId: string, mediaId: string): Promise<number> {
  const { rowCount } = await tx.query(
    `DELETE FROM user_media
     WHERE user_id = $1 AND media_id = $2 AND status IS NULL AND user_rating IS NULL AND watched_at IS NULL`,
    [userId, mediaId],
  );
  return rowCount;
}

/** The lists the list page can show. */
type ListKind = "like" | "dislike" | "watched" | "want_to_watch" | "rated";

const LIST_SQL: Record<ListKind, { where: string; order: string }> = {
  want_to_watch: { where: "um.status = 'want_to_watch'", order: "um.updated_at DESC, um.media_id" },
  like: { where: "um.status = 'like'", order: "um.updated_at DESC, um.media_id" },
  dislike: { where: "um.status = 'dislike'", order: "um.updated_at DESC, um.media_id" },
  watched: {
    where: "(um.watched_at IS NOT NULL OR um.status = 'watched')",
    order: "COALESCE(um.watched_at, um.updated_at) DESC, um.media_id",
  },
  rated: {
    where: "um.user_rating IS NOT NULL",
    order: "um.rated_at DESC NULLS LAST, um.updated_at DESC, um.media_id",
  },
};

interface ListRow extends UserMediaRow {
  /** the media_with_streaming columns the catalogue sends (not the search vector) */
  media: Record<string, unknown>;
}

/** The caller's records of one list, each with its media_with_streaming row, in the list's order. */
export async function listWithMedia(db: Queryable, userId: string, kind: ListKind): Promise<ListRow[]> {
  const { where, order } = LIST_SQL[kind];
  const { rows } = await db.query(
    `SELECT um.media_id AS um_media_id, um.status AS um_status, um.user_rating AS um_user_rating,
            um.watched_at AS um_watched_at, um.rated_at AS um_rated_at, um.updated_at AS um_updated_at,
            ${MEDIA_ITEM_COLUMNS.map((c) => `m.${c}`).join(", ")}
     FROM user_media um
     JOIN media_with_streaming m ON m.id = um.media_id
     WHERE um.user_id = $1 AND ${where}
     ORDER BY ${order}`,
    [userId],
  );
  return rows.map((raw) => ({
    ...toRow({
      media_id: raw.um_media_id,
      status: raw.um_status,
      user_rating: raw.um_user_rating,
      watched_at: raw.um_watched_at,
      rated_at: raw.um_rated_at,
      updated_at: raw.um_updated_at,
    }),
    media: Object.fromEntries(MEDIA_ITEM_COLUMNS.map((c) => [c, raw[c]])),
  }));
}
