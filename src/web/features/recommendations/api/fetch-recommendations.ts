import { z } from "zod";
import { type TRecommendation, type TRecommendationRequest, ZRecommendation } from "@/shared/contracts/recommendations";
import { ApiError, apiRequest } from "@/web/lib/api";

export const INVALID_RESPONSE_MESSAGE = "Invalid response format from recommendation service";

/** The answer's list, its entries checked one by one below so that one bad entry does not sink the rest. */
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
  let data: z.infer<typeof ZWithList>;
  try {
    data = await apiRequest("/api/recommendations", { method: "POST", body, schema: ZWithList, signal });
  } catch (err) {
    if (err instanceof ApiError && err.code === "bad_response") throw new Error(INVALID_RESPONSE_MESSAGE);
    throw err;
  }
  const out: TRecommendation[] = [];
  for (const entry of data.recommendations) {
    const rec = ZRecommendation.safeParse(entry);
    if (rec.success) out.push(rec.data);
  }
  return out;
}
