import { z } from "zod";
import { FEEDBACK_TYPES } from "../engagement";
import { jsonWithin } from "../json-limits";
import { MOOD_MAX_LENGTH } from "../recommendation-limits";
import { AUDIENCES, TONIGHT_MINUTES } from "../vocabulary";

export { MOOD_MAX_LENGTH, RECOMMENDATION_BATCH_SIZE, RECOMMENDATIONS_PER_REQUEST } from "../recommendation-limits";

/** A title the person rated, as the browser may send it. */
const ZTasteTitle = z.object({
  title: z.string().trim().min(1).max(300),
  year: z.number().int().min(1800).max(2100).nullable().optional(),
  type: z.enum(["movie", "tv"]).nullable().optional(),
  rating: z.number().int().min(1).max(10),
});

export const ZRecommendationRequest = z.object({
  mood: z
    .string({ error: "mood must be a string" })
    .max(MOOD_MAX_LENGTH, `mood must be at most ${MOOD_MAX_LENGTH} characters`)
    .refine((s) => s.trim().length > 0, "mood must not be blank"),
  likedMovies: z.array(ZTasteTitle).max(20).optional(),
  dislikedMovies: z.array(ZTasteTitle).max(20).optional(),
  /** accepted for compatibility; the server always uses the signed-in user */
  userId: z.string().max(100).optional(),
  includeStreamingAvailability: z.boolean().optional().default(true),
  country: z
    .string()
    .regex(/^[a-zA-Z]{2}$/)
    .optional()
    .default("us"),
  /** tonight's "Who's watching": shapes the picks (kids → family-safe only) */
  audience: z.enum(AUDIENCES).nullable().optional(),
  /** tonight's "Time I have": films must fit it, series episodes must; absent or null means any length */
  minutes: z
    .number()
    .int()
    .refine(
      (n) => (TONIGHT_MINUTES as readonly number[]).includes(n),
      `minutes must be one of ${TONIGHT_MINUTES.join(", ")}`,
    )
    .nullable()
    .optional(),
});
export type TRecommendationRequest = z.input<typeof ZRecommendationRequest>;

export const ZRecommendationQuery = z.object({ stream: z.enum(["true", "false", "1", "0"]).optional() });

const ZRecommendedMedia = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(["movie", "tv"]),
  year: z.number().int(),
  poster_url: z.string().nullable(),
  trailer_url: z.string().nullable(),
  rating: z.number(),
  description: z.string().nullable().optional(),
  genres: z.array(z.string()).optional(),
  runtime_minutes: z.number().int().nullable().optional(),
  certification: z.string().nullable().optional(),
});

const ZAvailabilityService = z.object({
  name: z.string(),
  display_name: z.string().optional(),
  type: z.enum(["subscription", "free", "rent", "buy"]),
  link: z.string().nullable().optional(),
  price: z.string().nullable().optional(),
});

const ZStreamingAvailability = z.object({
  available: z.boolean(),
  services: z.array(ZAvailabilityService),
  totalServices: z.number().int(),
});
export type TStreamingAvailability = z.infer<typeof ZStreamingAvailability>;

export const ZRecommendation = z.object({
  recommendation_id: z.string(),
  title: z.string(),
  year: z.number().int(),
  reason: z.string(),
  similar_to: z.array(z.string()),
  avoids: z.array(z.string()),
  match_score: z.number().int().min(0).max(100),
  media: ZRecommendedMedia,
  streaming_availability: ZStreamingAvailability,
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZRecommendationsResponse = z.object({
  recommendations: z.array(ZRecommendation),
  session_id: z.string(),
  ai_provider: z.string(),
  processing_time_ms: z.number().int(),
  fallback: z.boolean().optional(),
  /** said when the request named a title the catalogue does not have */
  notice: z.string().nullable().optional(),
});

/**
 * DELETE /api/recommendations/current: the person cleared their current recommendations; the
 * requests of theirs that were still running are stopped and counted here.
 */
export const ZClearRecommendationsResponse = z.object({
  ok: z.literal(true),
  cancelled_sessions: z.number().int().min(0),
});
export type TClearRecommendationsResponse = z.infer<typeof ZClearRecommendationsResponse>;

/** Server-sent events of the streaming request: one JSON object per `data:` line. */
export const ZStreamEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("status"), message: z.string() }),
  z.object({ type: z.literal("partial"), content: z.string() }),
  z.object({ type: z.literal("recommendation"), data: ZRecommendation }),
  z.object({
    type: z.literal("complete"),
    data: z.object({
      session_id: z.string(),
      count: z.number().int(),
      processing_time_ms: z.number().int(),
      ai_provider: z.string(),
      notice: z.string().nullable().optional(),
    }),
  }),
  z.object({ type: z.literal("error"), error: z.string() }),
]);
export type TStreamEvent = z.infer<typeof ZStreamEvent>;

/** Feedback details are a few flat facts (source, rating, position); anything bigger is not ours. */
const FEEDBACK_VALUE_LIMITS = { maxDepth: 4, maxNodes: 64 };

export const ZFeedbackRequest = z.object({
  recommendation_id: z.string().uuid(),
  feedback_type: z.enum(FEEDBACK_TYPES),
  feedback_value: z
    .record(z.string(), z.unknown())
    .refine((v) => jsonWithin(v, FEEDBACK_VALUE_LIMITS), "feedback_value is too deeply nested or too large.")
    .nullable()
    .optional(),
});
