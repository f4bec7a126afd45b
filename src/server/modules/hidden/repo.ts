import type { THideKind } from "../../../shared/contracts/hidden";
import type { Queryable } from "../../db/client";

export interface HiddenRow {
  media_id: string;
  title: string;
  year: number;
  type: "movie" | "tv";
  poster_url: string | null;
  kind: THideKind;
  hidden_at: Date;
  hidden_until: Date | null;
}

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));

function toRow(raw: Record<string, unknown>): HiddenRow {
  return {
    media_id: String(raw.media_id),
    title: String(raw.title),
    year: Number(raw.year),
    type: raw.type as HiddenRow["type"],
    poster_url: (raw.poster_url as string | null) ?? null,
    kind: raw.kind as THideKind,
    hidden_at: date(raw.hidden_at) as Date,
    hidden_until: date(raw.hidden_until),
  };
}

const COLUMNS = `h.media_id, m.title, m.year, m.type, m.poster_url, h.kind, h.hidden_at, h.hidden_until`;

/** Hides a title (or changes how), returning the stored entry; null when the title does not exist. */
export async function upsertHidden(
  db: Queryable,
  userId: string,
  mediaId: string,
  kind: THideKind,
  now: Date,
  until: Date | null,
): Promise<HiddenRow | null> {
  const { rows } = await db.query(
    `WITH saved AS (
       INSERT INTO hidden_titles (user_id, media_id, kind, hidden_at, hidden_until)
       SELECT $1, id, $3, $4, $5 FROM media_items WHERE id = $2
       ON CONFLICT (user_id, media_id) DO UPDATE
         SET kind = EXCLUDED.kind, hidden_at = EXCLUDED.hidden_at, hidden_until = EXCLUDED.hidden_until
       RETURNING media_id, kind, hidden_at, hidden_until
     )
     SELECT ${COLUMNS} FROM saved h JOIN media_items m ON m.id = h.media_id`,
    [userId, mediaId, kind, now, until],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export async function deleteHidden(db: Queryable, userId: string, mediaId: string): Promise<boolean> {
  const { rows } = await db.query("DELETE FROM hidden_titles WHERE user_id = $1 AND media_id = $2 RETURNING 1", [
    userId,
    mediaId,
  ]);
  return rows.length > 0;
}

/** Entries in force at `now`: every "never", and "not tonight" until its day comes. */
export async function activeHidden(db: Queryable, userId: string, now: Date): Promise<HiddenRow[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM hidden_titles h JOIN media_items m ON m.id = h.media_id
     WHERE h.user_id = $1 AND (h.hidden_until IS NULL OR h.hidden_until > $2)
     ORDER BY h.hidden_at DESC, h.media_id`,
    [userId, now],
  );
  return rows.map(toRow);
}

/** Just the ids in force, for the recommender's exclusions. */
export async function activeHiddenIds(db: Queryable, userId: string, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ media_id: string }>(
    `SELECT media_id FROM hidden_titles WHERE user_id = $1 AND (hidden_until IS NULL OR hidden_until > $2)`,
    [userId, now],
  );
  return rows.map((r) => r.media_id);
}
