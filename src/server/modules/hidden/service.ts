import { NOT_TONIGHT_DAYS, type THiddenTitle, type THideKind } from "../../../shared/contracts/hidden";
import type { Db, Queryable } from "../../db/client";
import { notFound } from "../../errors";
import { posterUrlOf } from "../catalogue/repo";
import { publishUserEvent } from "../realtime/publish";
import * as repo from "./repo";

const DAY_MS = 24 * 60 * 60 * 1000;

function toHiddenTitle(row: repo.HiddenRow): THiddenTitle {
  return {
    media_id: row.media_id,
    title: row.title,
    year: row.year,
    type: row.type,
    poster_url: posterUrlOf(row.media_id, row.poster_url),
    kind: row.kind,
    hidden_at: row.hidden_at.toISOString(),
    hidden_until: row.hidden_until ? row.hidden_until.toISOString() : null,
  };
}

/** "Not tonight" runs for a fixed number of days from now; "never" has no end. */
function hiddenUntil(kind: THideKind, now: Date): Date | null {
  return kind === "not_tonight" ? new Date(now.getTime() + NOT_TONIGHT_DAYS * DAY_MS) : null;
}

/** Hides the title; the user's other tabs hear of it. */
export async function hide(db: Db, userId: string, mediaId: string, kind: THideKind, now: Date) {
  const row = await repo.upsertHidden(db, userId, mediaId, kind, now, hiddenUntil(kind, now));
  if (!row) throw notFound("Media");
  const hidden = toHiddenTitle(row);
  await publishUserEvent(db, userId, { type: "hidden", media_id: mediaId, hidden });
  return hidden;
}

/** Undo: idempotent, so a second click or a retried request is not an error (nor an event). */
export async function unhide(db: Db, userId: string, mediaId: string): Promise<void> {
  if (await repo.deleteHidden(db, userId, mediaId)) {
    await publishUserEvent(db, userId, { type: "hidden", media_id: mediaId, hidden: null });
  }
}

export async function listHidden(db: Queryable, userId: string, now: Date): Promise<THiddenTitle[]> {
  return (await repo.activeHidden(db, userId, now)).map(toHiddenTitle);
}

/** The ids the recommender must leave out for this person now. */
export const hiddenIds = (db: Queryable, userId: string, now: Date) => repo.activeHiddenIds(db, userId, now);
