import { z } from "zod";
import { LIST_KINDS, RATING_MAX, RATING_MIN, USER_MEDIA_STATUSES } from "../user-media";
import { ZMediaItem } from "./catalogue";

export { isListKind, RATING_MAX, RATING_MIN, statusesOf } from "../user-media";
/** Ratings of 7 and up count as liked and 4 and below as disliked; the recommender gets at most 5 of each. */
export const LIKED_MIN_RATING = 7;
export const DISLIKED_MAX_RATING = 4;
export const TASTE_TITLES_MAX = 5;

export const ZUserMediaStatus = z.enum(USER_MEDIA_STATUSES);
export type TUserMediaStatus = z.infer<typeof ZUserMediaStatus>;

const ZListKind = z.enum(LIST_KINDS);
export type TListKind = z.infer<typeof ZListKind>;

/**
 * One record of the signed-in user. "Watched" is a mark of its own (watched_at) so it can sit beside a
 * rating or a status; marking a title watched drops a want_to_watch status.
 */
export const ZUserMediaRecord = z.object({
  media_id: z.string(),
  status: ZUserMediaStatus.nullable(),
  user_rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable(),
  /** ISO 8601; set while the title is marked watched */
  watched_at: z.string().nullable(),
  /** ISO 8601; when the current rating was given */
  rated_at: z.string().nullable(),
  /** ISO 8601; every write sets it */
  updated_at: z.string(),
});
export type TUserMediaRecord = z.infer<typeof ZUserMediaRecord>;

/** GET /api/me/media */
export const ZMyMediaResponse = z.array(ZUserMediaRecord);
export type TMyMediaResponse = z.infer<typeof ZMyMediaResponse>;

/** PUT /api/me/media/:id/rating */
export const ZRatingRequest = z.object({
  rating: z
    .number({ message: "rating must be a whole number from 1 to 10" })
    .int("rating must be a whole number from 1 to 10")
    .min(RATING_MIN, "rating must be a whole number from 1 to 10")
    .max(RATING_MAX, "rating must be a whole number from 1 to 10"),
});

/** Every PUT and DELETE of /api/me/media/:id/*: the record after the change, null when it was deleted. */
export const ZUserMediaWriteResponse = z.object({ record: ZUserMediaRecord.nullable() });
export type TUserMediaWriteResponse = z.infer<typeof ZUserMediaWriteResponse>;

/** GET /api/me/lists/:status */
export const ZListParams = z.object({
  status: z.enum(LIST_KINDS, { message: `status must be one of ${LIST_KINDS.join(", ")}` }),
});

const ZListEntry = ZUserMediaRecord.extend({ media: ZMediaItem });
export type TListEntry = z.infer<typeof ZListEntry>;

/** want_to_watch (and like, dislike): most recently updated first; rated: newest rating first; watched: newest mark first. */
export const ZListResponse = z.object({ status: ZListKind, items: z.array(ZListEntry) });
export type TListResponse = z.infer<typeof ZListResponse>;
