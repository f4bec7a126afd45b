import { type TMyMediaResponse, ZMyMediaResponse } from "@/shared/contracts/lists";
import { apiRequest } from "@/web/lib/api";

/** GET /api/me/media: every status, rating and watched mark of the signed-in user. */
export function fetchMyMedia(signal?: AbortSignal): Promise<TMyMediaResponse> {
  return apiRequest("/api/me/media", { schema: ZMyMediaResponse, signal });
}
