import type { TUserEvent } from "../../../shared/contracts/realtime";
import type { Db } from "../../db/client";

/** The PostgreSQL channel every instance listens on; events name their user inside. */
export const REALTIME_CHANNEL = "moodreel_user_events";

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more; a bigger event travels as a resync. */
const MAX_PAYLOAD_BYTES = 7900;

/** What travels through NOTIFY: the user the event is for, and the event. */
export interface Envelope {
  user_id: string;
  event: TUserEvent;
}

export function envelopeText(userId: string, event: TUserEvent): string {
  const text = JSON.stringify({ user_id: userId, event } satisfies Envelope);
  if (Buffer.byteLength(text, "utf8") < MAX_PAYLOAD_BYTES) return text;
  return JSON.stringify({ user_id: userId, event: { type: "resync" } } satisfies Envelope);
}

/**
 * Tells every open stream of the user, on every instance, about a change. Call it after the change
 * has committed, so a tab that reloads on the event reads the new state. It never throws: the
 * change itself succeeded, and a lost event only means other tabs catch up at their next reload.
 */
export async function publishUserEvent(db: Db, userId: string, event: TUserEvent): Promise<void> {
  if (!db.notify) return;
  try {
    await db.notify(REALTIME_CHANNEL, envelopeText(userId, event));
  } catch (err) {
    process.emitWarning(`realtime event for a user was not published: ${(err as Error).message}`, {
      code: "MOODREEL_REALTIME_PUBLISH",
    });
  }
}
