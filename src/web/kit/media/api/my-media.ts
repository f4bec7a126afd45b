import { queryOptions } from "@tanstack/react-query";
import type { TMyMediaResponse } from "@/shared/contracts/lists";
import { apiRequest } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { entriesFromRecords, type MediaEntries } from "../media-entries";
import { MEDIA_TOASTS } from "../media-toasts";
import { myMediaQueryKey } from "../query-keys";

/** GET /api/me/media: every status, rating and watched mark of the signed-in user. */
export function fetchMyMedia(signal?: AbortSignal): Promise<TMyMediaResponse> {
  return apiRequest<TMyMediaResponse>("/api/me/media", { signal });
}

/**
 * The user's entries, loaded once per sign-in. Every write folds the server's answer for its
 * title back into this cache, so it never goes stale on its own and is not refetched.
 */
export function myMediaQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: myMediaQueryKey(userId),
    queryFn: async ({ signal }): Promise<MediaEntries> => {
      try {
        return entriesFromRecords(await fetchMyMedia(signal));
      } catch (err) {
        // Toasted here, once per failed load, however many controls are waiting for it.
        if (!signal.aborted) notify.error(...MEDIA_TOASTS.loadFailed);
        throw err;
      }
    },
    enabled: !!userId,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
