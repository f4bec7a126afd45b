import { z } from "zod";
import { ZHiddenTitle } from "./hidden";
import { ZUserMediaRecord } from "./lists";

export { REALTIME_HEARTBEAT_MS, REALTIME_REJOIN_DELAYS_MS, REALTIME_TIMEOUT_MS } from "../realtime-timing";

/**
 * GET /api/me/events: the signed-in user's own changes, as server-sent events, so every open tab
 * and device shows what another one just did. Each event is one `data:` line of JSON.
 */

/** At most this many events per second reach one stream; the excess becomes one "resync". */
export const REALTIME_EVENTS_PER_SECOND = 10;
/** Open streams one account may hold on one server instance (tabs and devices together). */
export const REALTIME_STREAMS_PER_ACCOUNT = 10;

/** A change the user made to one title's list status, rating or watched mark. */
const ZMediaEvent = z.object({
  type: z.literal("media"),
  media_id: z.string(),
  /** the record as it is now; null once the record is gone (nothing left on it) */
  record: ZUserMediaRecord.nullable(),
});

/** A title hidden from recommendations, or shown again. */
const ZHiddenEvent = z.object({
  type: z.literal("hidden"),
  media_id: z.string(),
  /** the hide as it is now; null when the title is shown again */
  hidden: ZHiddenTitle.nullable(),
});

/**
 * More changed than single events tell (too many at once, an import, a gap in delivery): reload
 * everything of the user's.
 */
const ZResyncEvent = z.object({ type: z.literal("resync") });

/** The user's "now on your service" alerts changed (new ones arrived, or some were read): reload them. */
const ZNotificationsEvent = z.object({ type: z.literal("notifications") });

/** What one write publishes to the user's other tabs. */
export const ZUserEvent = z.discriminatedUnion("type", [ZMediaEvent, ZHiddenEvent, ZResyncEvent, ZNotificationsEvent]);
export type TUserEvent = z.infer<typeof ZUserEvent>;

/**
 * Everything a stream carries: the user's events, and "ready" first of all, once the stream is
 * subscribed (from then on no event is missed; after a rejoin the client reloads what it may have missed).
 */
export const ZRealtimeEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready") }),
  ZMediaEvent,
  ZHiddenEvent,
  ZResyncEvent,
  ZNotificationsEvent,
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;
