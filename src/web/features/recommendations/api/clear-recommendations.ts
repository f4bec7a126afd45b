import { apiRequest } from "@/web/lib/api";

/**
 * DELETE /api/recommendations/current: stops the person's recommendation requests still running on
 * the server and marks them cancelled (their history stays).
 */
export async function clearCurrentRecommendations(): Promise<void> {
  await apiRequest("/api/recommendations/current", { method: "DELETE" });
}
