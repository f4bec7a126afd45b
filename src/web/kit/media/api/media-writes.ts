import type { TUserMediaWriteResponse } from "@/shared/contracts/lists";
import { apiRequest } from "@/web/lib/api";
import type { MediaChange } from "../media-entries";

const path = (mediaId: string, part: "want-to-watch" | "rating" | "watched") =>
  `/api/me/media/${encodeURIComponent(mediaId)}/${part}`;

/**
 * The writes of /api/me/media/:id/*. Each answers the record after the change (null once deleted).
 * They are not retried: an optimistic change reverts at once instead of hanging for seconds.
 */
export const mediaWrites = {
  /** PUT want-to-watch: upserts the record with that status. */
  addWantToWatch: (mediaId: string): Promise<TUserMediaWriteResponse> =>
    apiRequest<TUserMediaWriteResponse>(path(mediaId, "want-to-watch"), { method: "PUT", retry: false }),
  /** DELETE want-to-watch: status null when rated, record deleted otherwise. */
  removeWantToWatch: (mediaId: string): Promise<TUserMediaWriteResponse> =>
    apiRequest<TUserMediaWriteResponse>(path(mediaId, "want-to-watch"), { method: "DELETE", retry: false }),
  /** PUT rating {rating}: whole number 1 to 10. */
  setRating: (mediaId: string, rating: number): Promise<TUserMediaWriteResponse> =>
    apiRequest<TUserMediaWriteResponse>(path(mediaId, "rating"), {
      method: "PUT",
      body: { rating },
      retry: false,
    }),
  /** DELETE rating: rating null when a status remains, record deleted otherwise. */
  clearRating: (mediaId: string): Promise<TUserMediaWriteResponse> =>
    apiRequest<TUserMediaWriteResponse>(path(mediaId, "rating"), { method: "DELETE", retry: false }),
  /** PUT watched: marks the title seen (drops want_to_watch). */
  markWatched: (mediaId: string): Promise<TUserMediaWriteResponse> =>
    apiRequest<TUserMediaWriteResponse>(path(mediaId, "watched"), { method: "PUT", retry: false }),
  /** DELETE watched. */
  unmarkWatched: (mediaId: string): Promise<TUserMediaWriteResponse> =>
    apiRequest<TUserMediaWriteResponse>(path(mediaId, "watched"), { method: "DELETE", retry: false }),
};

/** Sends one change to the endpoint that makes it. */
export function writeMediaChange(change: MediaChange): Promise<TUserMediaWriteResponse> {
  const { mediaId } = change;
  switch (change.kind) {
    case "want_to_watch":
      return change.active ? mediaWrites.addWantToWatch(mediaId) : mediaWrites.removeWantToWatch(mediaId);
    case "watched":
      return change.active ? mediaWrites.markWatched(mediaId) : mediaWrites.unmarkWatched(mediaId);
    case "rating":
      return change.rating === null ? mediaWrites.clearRating(mediaId) : mediaWrites.setRating(mediaId, change.rating);
  }
}
