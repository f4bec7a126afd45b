import { z } from "zod";
import { type TRecommendation, type TRecommendationRequest, ZRecommendation } from "@/shared/contracts/recommendations";
import { apiRequest } from "@/web/lib/api";

export const INVALID_RESPONSE_MESSAGE = "Invalid response format from recommendation service";

const ZWithList = z.object({ recommendations: z.array(z.unknown()) });

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
  const parsed = ZWithList.safeParse(data);
  if (!parsed.success) throw new Error(INVALID_RESPONSE_MESSAGE);
  const out: TRecommendation[] = [];
  for (const entry of parsed.data.recommendations) {
    const rec = ZRecommendation.safeParse(entry);
    if (rec.success) out.push(rec.data);
  }
  return out;
}
