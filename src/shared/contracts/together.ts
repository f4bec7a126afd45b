import { z } from "zod";
import { ZRecommendationRequest } from "./recommendations";

/**
 * Invite codes: six characters from an alphabet without look-alikes (no 0/O, 1/I/L, and no U), so
 * a code read aloud or copied by hand arrives intact. 30^6 ≈ 729 million codes.
 */
export const TOGETHER_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const TOGETHER_CODE_LENGTH = 6;
/** One character class and a fixed count: linear on any input. Lower case is accepted and upper-cased. */
export const TOGETHER_CODE_PATTERN = /^[2-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{6}$/;
/** A session lasts this long from its start. */
export const TOGETHER_TTL_HOURS = 24;
export const TOGETHER_MAX_MEMBERS = 2;

/** What a person typed as a code: spaces and dashes dropped, upper-cased ("ab3 d4e" → "AB3D4E"). */
export function normaliseTogetherCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

export const ZTogetherCodeParams = z.object({
  code: z.string().regex(TOGETHER_CODE_PATTERN, "code must be the 6 letters and digits of a watch-together invite"),
});

/** POST /api/together/{code}/recommendations: the caller's mood, checked like a solo request's. */
export const ZTogetherMoodRequest = z.object({ mood: ZRecommendationRequest.shape.mood }).strict();

const TOGETHER_STATUSES = ["waiting_for_partner", "waiting_for_moods", "matching", "ready"] as const;
export type TTogetherStatus = (typeof TOGETHER_STATUSES)[number];

const ZPosition = z.number().int().min(1).max(TOGETHER_MAX_MEMBERS);

const ZTogetherMember = z.object({
  /** 1 = who started it, 2 = who joined */
  position: ZPosition,
  name: z.string(),
  is_you: z.boolean(),
  mood_set: z.boolean(),
  /** your own mood always; the other person's once both moods are in */
  mood: z.string().nullable(),
});
export type TTogetherMember = z.infer<typeof ZTogetherMember>;

const ZTogetherPick = z.object({
  media: z.object({
    id: z.string(),
    title: z.string(),
    type: z.enum(["movie", "tv"]),
    year: z.number().int(),
    poster_url: z.string(),
    rating: z.number(),
    runtime_minutes: z.number().int().nullable(),
  }),
  /** both people's match scores combined, the less-served one counting most */
  match_score: z.number().int().min(0).max(100),
  /** how the pick answers each person, by member position */
  for_members: z.array(
    z.object({ position: ZPosition, match_score: z.number().int().min(0).max(100), reason: z.string() }),
  ),
  /** the description's first sentence */
  about: z.string(),
  /** the members' services it streams on, with whose they are (member positions) */
  services: z.array(z.object({ name: z.string(), members: z.array(ZPosition) })),
});
export type TTogetherPick = z.infer<typeof ZTogetherPick>;

/** GET /api/together/{code}, and the answer of every together POST. */
export const ZTogetherState = z.object({
  code: z.string(),
  status: z.enum(TOGETHER_STATUSES),
  /** ISO 8601 */
  expires_at: z.string(),
  members: z.array(ZTogetherMember).max(TOGETHER_MAX_MEMBERS),
  /** null until both moods are in and the picks are computed */
  picks: z.array(ZTogetherPick).nullable(),
  /** false when neither person has chosen a streaming service, so the picks are not limited to any */
  by_services: z.boolean().nullable(),
});
export type TTogetherState = z.infer<typeof ZTogetherState>;
