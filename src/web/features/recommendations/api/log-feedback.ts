import type { FeedbackType } from "@/shared/engagement";
import { apiRequest } from "@/web/lib/api";

export type FeedbackValue = Record<string, unknown> | null;

/**
 * POST /api/recommendations/feedback: one feedback event on one of the person's recommendations.
 * Retried like every POST: its Idempotency-Key keeps a retry from counting the event twice.
 */
export async function logFeedback(recommendationId: string, type: FeedbackType, value: FeedbackValue): Promise<void> {
  await apiRequest("/api/recommendations/feedback", {
    method: "POST",
    body: { recommendation_id: recommendationId, feedback_type: type, feedback_value: value },
  });
}
