import type { TRecommendation, TStreamEvent } from "@/shared/contracts/recommendations";
import {
  arrayOf,
  type Guard,
  intWithin,
  isBoolean,
  isInt,
  isNumber,
  isRecord,
  isString,
  nullable,
  oneOf,
  optional,
  shape,
} from "@/web/lib/guards";

/*
 * The checks of ZRecommendation and ZStreamEvent (src/shared/contracts/recommendations), written out
 * by hand so the recommendations page does not load zod (decision 0071). Every pick is checked one by
 * one: what was kept in storage may come from an older build, and a stream may be cut mid-event.
 */

type Media = TRecommendation["media"];
type Availability = TRecommendation["streaming_availability"];

const isMedia = shape<Media>({
  id: isString,
  title: isString,
  type: oneOf(["movie", "tv"]),
  year: isInt,
  poster_url: nullable(isString),
  trailer_url: nullable(isString),
  rating: isNumber,
  description: optional(nullable(isString)),
  genres: optional(arrayOf(isString)),
  runtime_minutes: optional(nullable(isInt)),
  certification: optional(nullable(isString)),
});

const isAvailability = shape<Availability>({
  available: isBoolean,
  services: arrayOf(
    shape<Availability["services"][number]>({
      name: isString,
      display_name: optional(isString),
      type: oneOf(["subscription", "free", "rent", "buy"]),
      link: optional(nullable(isString)),
      price: optional(nullable(isString)),
    }),
  ),
  totalServices: isInt,
});

export const isRecommendation = shape<TRecommendation>({
  recommendation_id: isString,
  title: isString,
  year: isInt,
  reason: isString,
  similar_to: arrayOf(isString),
  avoids: arrayOf(isString),
  match_score: intWithin(0, 100),
  media: isMedia,
  streaming_availability: isAvailability,
});

type EventOf<K extends TStreamEvent["type"]> = Extract<TStreamEvent, { type: K }>;

const EVENT_GUARDS: { [K in TStreamEvent["type"]]: Guard<EventOf<K>> } = {
  status: shape<EventOf<"status">>({ type: oneOf(["status"]), message: isString }),
  partial: shape<EventOf<"partial">>({ type: oneOf(["partial"]), content: isString }),
  recommendation: shape<EventOf<"recommendation">>({ type: oneOf(["recommendation"]), data: isRecommendation }),
  complete: shape<EventOf<"complete">>({
    type: oneOf(["complete"]),
    data: shape<EventOf<"complete">["data"]>({
      session_id: isString,
      count: isInt,
      processing_time_ms: isInt,
      ai_provider: isString,
      notice: optional(nullable(isString)),
    }),
  }),
  error: shape<EventOf<"error">>({ type: oneOf(["error"]), error: isString }),
};

/** A known stream event with the fields its type promises. */
export function isStreamEvent(value: unknown): value is TStreamEvent {
  if (!isRecord(value) || typeof value.type !== "string" || !Object.hasOwn(EVENT_GUARDS, value.type)) return false;
  return (EVENT_GUARDS[value.type as TStreamEvent["type"]] as Guard<TStreamEvent>)(value);
}
