import type { TRecommendation, TRecommendationRequest } from "@/shared/contracts/recommendations";
import { apiRequest } from "@/web/lib/api";
import { isRecord } from "@/web/lib/guards";
import { isRecommendation } from "../recommendation-guards";

export const INVALID_RESPONSE_MESSAGE = "Invalid response format from recommendation service";

/**
 * The fallback when the stream fails: POST /api/recommendations as plain JSON.
 * An answer without a recommendations list is 'Invalid response format from recommendation
 * service'; entries that are not valid recommendations are left out.
 */
export async function fetchRecommendations(
  body: TRecommendationRequest,
  signal?: AbortSignal,
): Promise<TRecommendation[]> {
  const data = await apiRequest("/api/recommendations", { method: "POST", body, signal });
  // The list's entries are checked one by one, so that one bad entry does not sink the rest.
  const list = isRecord(data) ? data.recommendations : undefined;
  if (!Array.isArray(list)) throw new Error(INVALID_RESPONSE_MESSAGE);
  return list.filter(isRecommendation);
}
