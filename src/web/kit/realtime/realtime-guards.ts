import type { THiddenTitle, THideKind } from "@/shared/contracts/hidden";
import type { TUserMediaRecord } from "@/shared/contracts/lists";
import type { TRealtimeEvent } from "@/shared/contracts/realtime";
import { RATING_MAX, RATING_MIN, USER_MEDIA_STATUSES } from "@/shared/user-media";
import { type Guard, intWithin, isInt, isRecord, isString, nullable, oneOf, shape } from "@/web/lib/guards";

/*
 * The checks of ZRealtimeEvent (src/shared/contracts/realtime), written out by hand: the stream is
 * read in every signed-in tab from first paint, and zod would not fit the first-load budget
 * (decision 0071). An event that does not pass is skipped, as one zod refused was.
 */

const isUserMediaRecord = shape<TUserMediaRecord>({
  media_id: isString,
  status: nullable(oneOf(USER_MEDIA_STATUSES)),
  user_rating: nullable(intWithin(RATING_MIN, RATING_MAX)),
  watched_at: nullable(isString),
  rated_at: nullable(isString),
  updated_at: isString,
});

const HIDE_KINDS: readonly THideKind[] = ["not_tonight", "never"];

const isHiddenTitle = shape<THiddenTitle>({
  media_id: isString,
  title: isString,
  year: isInt,
  type: oneOf(["movie", "tv"]),
  poster_url: nullable(isString),
  kind: oneOf(HIDE_KINDS),
  hidden_at: isString,
  hidden_until: nullable(isString),
});

type EventOf<K extends TRealtimeEvent["type"]> = Extract<TRealtimeEvent, { type: K }>;

const EVENT_GUARDS: { [K in TRealtimeEvent["type"]]: Guard<EventOf<K>> } = {
  ready: shape<EventOf<"ready">>({ type: oneOf(["ready"]) }),
  media: shape<EventOf<"media">>({
    type: oneOf(["media"]),
    media_id: isString,
    record: nullable(isUserMediaRecord),
  }),
  hidden: shape<EventOf<"hidden">>({ type: oneOf(["hidden"]), media_id: isString, hidden: nullable(isHiddenTitle) }),
  resync: shape<EventOf<"resync">>({ type: oneOf(["resync"]) }),
  notifications: shape<EventOf<"notifications">>({ type: oneOf(["notifications"]) }),
};

/** A known realtime event with the fields its type promises. */
export function isRealtimeEvent(value: unknown): value is TRealtimeEvent {
  if (!isRecord(value) || typeof value.type !== "string" || !Object.hasOwn(EVENT_GUARDS, value.type)) return false;
  return (EVENT_GUARDS[value.type as TRealtimeEvent["type"]] as Guard<TRealtimeEvent>)(value);
}
