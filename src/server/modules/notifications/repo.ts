import type { TNotification, TNotificationKind } from "../../../shared/contracts/notifications";
import type { Queryable } from "../../db/client";
import { posterUrlOf } from "../catalogue/repo";

/** The alerts' SQL: who wants a title, the notifications themselves, and the digest's bookkeeping. */

/** People with the title on their want-to-watch list, and the services they pay for. */
export async function wantersOf(db: Queryable, mediaId: string): Promise<{ user_id: string; services: string[] }[]> {
  const { rows } = await db.query<{ user_id: string; services: string[] }>(
    `SELECT um.user_id, coalesce(p.streaming_services, '{}') AS services
     FROM user_media um LEFT JOIN profiles p ON p.id = um.user_id
     WHERE um.media_id = $1 AND um.status = 'want_to_watch'`,
    [mediaId],
  );
  return rows;
}

/** The services a title streams on (subscription) and is free on in a region, as stored now. */
export async function watchableOn(
  db: Queryable,
  mediaId: string,
  region: string,
): Promise<{ source_name: string; offer_type: "subscription" | "free" }[]> {
  const { rows } = await db.query<{ source_name: string; offer_type: "subscription" | "free" }>(
    `SELECT source_name, offer_type FROM media_streaming_options
     WHERE media_id = $1 AND region = $2 AND offer_type IN ('subscription', 'free')`,
    [mediaId, region],
  );
  return rows;
}

export interface NewNotification {
  user_id: string;
  media_id: string;
  kind: TNotificationKind;
  source_name: string;
  event_id: number;
}

export async function insertNotifications(db: Queryable, rows: readonly NewNotification[], now: Date): Promise<number> {
  if (!rows.length) return 0;
  const { rowCount } = await db.query(
    `INSERT INTO notifications (user_id, media_id, kind, source_name, event_id, created_at)
     SELECT user_id, media_id, kind, source_name, event_id, $2
     FROM jsonb_to_recordset($1::jsonb) AS n(user_id uuid, media_id text, kind text, source_name text, event_id bigint)
     ON CONFLICT (user_id, event_id) DO NOTHING`,
    [JSON.stringify(rows), now],
  );
  return rowCount;
}

type NotificationRow = Omit<TNotification, "created_at" | "poster_url"> & {
  created_at: Date | string;
  poster_url: string | null;
};

const toNotification = (r: NotificationRow): TNotification => ({
  ...r,
  id: Number(r.id),
  poster_url: posterUrlOf(r.media_id, r.poster_url),
  created_at: new Date(r.created_at).toISOString(),
});

const SELECT_NOTIFICATION = `SELECT n.id, n.kind, n.media_id, m.title, m.year, m.type, m.poster_url, n.source_name AS service,
    coalesce(s.display_name, n.source_name) AS service_display_name, n.created_at, n.read_at IS NOT NULL AS read
  FROM notifications n
  JOIN media_items m ON m.id = n.media_id
  LEFT JOIN streaming_services s ON s.name = n.source_name`;

/** One page of a person's notifications, newest first. */
export async function listNotifications(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<TNotification[]> {
  const { rows } = await db.query<NotificationRow>(
    `${SELECT_NOTIFICATION} WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map(toNotification);
}

export async function countNotifications(db: Queryable, userId: string): Promise<{ total: number; unread: number }> {
  const { rows } = await db.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
     FROM notifications WHERE user_id = $1`,
    [userId],
  );
  return { total: Number(rows[0]?.total ?? 0), unread: Number(rows[0]?.unread ?? 0) };
}

/** Marks the person's notifications read (the given ids, or all); ids of others are ignored. */
export async function markRead(db: Queryable, userId: string, ids: number[] | null, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE notifications SET read_at = $3
     WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [userId, ids, now],
  );
  return rowCount;
}

/** People who asked for the digest, have unread notifications not yet e-mailed, and had no digest that day. */
export async function digestRecipients(
  db: Queryable,
  day: string,
): Promise<{ user_id: string; email: string; full_name: string | null }[]> {
  const { rows } = await db.query<{ user_id: string; email: string; full_name: string | null }>(
    `SELECT u.id AS user_id, u.email, u.full_name
     FROM users u JOIN profiles p ON p.id = u.id AND p.availability_digest
     WHERE EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.emailed_at IS NULL AND n.read_at IS NULL)
       AND NOT EXISTS (SELECT 1 FROM notification_digests d WHERE d.user_id = u.id AND d.day = $1::date)
     ORDER BY u.id`,
    [day],
  );
  return rows;
}

/**
 * Claims the person's digest of the day and marks what it carries as e-mailed (run it in a
 * transaction): the notifications, or null when the day was claimed already or there is nothing new.
 */
export async function claimDigest(
  db: Queryable,
  userId: string,
  day: string,
  now: Date,
): Promise<TNotification[] | null> {
  const { rows: claimed } = await db.query(
    `INSERT INTO notification_digests (user_id, day, sent_at, notifications) VALUES ($1, $2::date, $3, 0)
     ON CONFLICT (user_id, day) DO NOTHING RETURNING day`,
    [userId, day, now],
  );
  if (!claimed.length) return null;
  const { rows: marked } = await db.query<{ id: number }>(
    `UPDATE notifications SET emailed_at = $2
     WHERE user_id = $1 AND emailed_at IS NULL AND read_at IS NULL RETURNING id`,
    [userId, now],
  );
  if (!marked.length) {
    await db.query("DELETE FROM notification_digests WHERE user_id = $1 AND day = $2::date", [userId, day]);
    return null;
  }
  const ids = marked.map((r) => Number(r.id));
  await db.query("UPDATE notification_digests SET notifications = $3 WHERE user_id = $1 AND day = $2::date", [
    userId,
    day,
    ids.length,
  ]);
  const { rows } = await db.query<NotificationRow>(
    `${SELECT_NOTIFICATION} WHERE n.id = ANY($1::bigint[]) ORDER BY n.created_at DESC, n.id DESC`,
    [ids],
  );
  return rows.map(toNotification);
}

/** Gives a claimed digest back after its mail failed, so the next pass tries again. */
export async function unclaimDigest(db: Queryable, userId: string, day: string, ids: number[]): Promise<void> {
  await db.query("DELETE FROM notification_digests WHERE user_id = $1 AND day = $2::date", [userId, day]);
  await db.query("UPDATE notifications SET emailed_at = NULL WHERE user_id = $1 AND id = ANY($2::bigint[])", [
    userId,
    ids,
  ]);
}
