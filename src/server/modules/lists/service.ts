import {
  RATING_MAX,
  RATING_MIN,
  type TListEntry,
  type TListKind,
  type TUserMediaRecord,
} from "../../../shared/contracts/lists";
import type { Db, Queryable } from "../../db/client";
import { isForeignKeyViolation } from "../../db/errors";
import { AppError, notFound } from "../../errors";
import { toMediaItem } from "../catalogue/repo";
import { publishUserEvent } from "../realtime/publish";
import * as repo from "./repo";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRecord(row: repo.UserMediaRow): TUserMediaRecord {
  return {
    media_id: row.media_id,
    status: row.status,
    user_rating: row.user_rating,
    watched_at: iso(row.watched_at),
    rated_at: iso(row.rated_at),
    updated_at: row.updated_at.toISOString(),
  };
}

async function ensureMedia(db: Queryable, mediaId: string): Promise<void> {
  if (!(await repo.mediaExists(db, mediaId))) throw notFound("Media");
}

/** Runs one committed write of the user's record and tells the user's other tabs what it is now. */
async function write(
  db: Db,
  userId: string,
  mediaId: string,
  run: () => Promise<repo.UserMediaRow | null>,
): Promise<TUserMediaRecord | null> {
  await ensureMedia(db, mediaId);
  let record: TUserMediaRecord | null;
  try {
    const row = await run();
    record = row ? toRecord(row) : null;
  } catch (err) {
    // The title vanished between the existence check and the write.
    if (isForeignKeyViolation(err, repo.MEDIA_FOREIGN_KEY)) throw notFound("Media");
    throw err;
  }
  await publishUserEvent(db, userId, { type: "media", media_id: mediaId, record });
  return record;
}

/** Every record of the user, most recently updated first. */
export async function myMedia(db: Queryable, userId: string): Promise<TUserMediaRecord[]> {
  return (await repo.listRecords(db, userId)).map(toRecord);
}

/** Adds the title to the watch list: upserts the record with status want_to_watch. */
export function addWantToWatch(db: Db, userId: string, mediaId: string, now: Date) {
  return write(db, userId, mediaId, () => repo.upsertStatus(db, userId, mediaId, "want_to_watch", now));
}

/** Sets the rating: updates the record, or inserts one with a null status. */
export function setRating(db: Db, userId: string, mediaId: string, rating: number, now: Date) {
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    throw new AppError("validation", "rating must be a whole number from 1 to 10", { field: "rating" });
  }
  return write(db, userId, mediaId, () => repo.upsertRating(db, userId, mediaId, rating, now));
}

/** Marks the title watched (a want_to_watch status goes: it has been seen). */
export function markWatched(db: Db, userId: string, mediaId: string, now: Date) {
  return write(db, userId, mediaId, () => repo.upsertWatched(db, userId, mediaId, now));
}

/**
 * Clears one part of the record and deletes the record when nothing is left on it, in one
 * transaction: a failure leaves the record as it was.
 *  - want_to_watch: status null when a rating (or watched mark) remains, else the record is deleted
 *  - rating: rating null when a status (or watched mark) remains, else the record is deleted
 *  - watched: watched mark removed, record deleted when nothing else remains
 */
export function clear(db: Db, userId: string, mediaId: string, kind: repo.ClearKind, now: Date) {
  return write(db, userId, mediaId, () =>
    db.transaction(async (tx) => {
      await repo.clearPart(tx, kind, userId, mediaId, now);
      await repo.deleteIfEmpty(tx, userId, mediaId);
      return repo.findRecord(tx, userId, mediaId);
    }),
  );
}

/** The caller's records of one list, each with its catalogue row. */
export async function list(db: Queryable, userId: string, kind: TListKind): Promise<TListEntry[]> {
  const rows = await repo.listWithMedia(db, userId, kind);
  return rows.map((row) => ({
    ...toRecord(row),
    // The catalogue's own mapping, so a list shows a title exactly as the catalogue does.
    media: toMediaItem(row.media as Parameters<typeof toMediaItem>[0]),
  }));
}
