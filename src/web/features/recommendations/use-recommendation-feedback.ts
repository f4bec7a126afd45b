import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import type { FeedbackType } from "@/shared/engagement";
import { useSession } from "@/web/kit/session/session-provider";
import { type FeedbackValue, logFeedback } from "./api/log-feedback";

/** Where an event came from: the phone's swipe card, or the desktop grid. */
export type FeedbackSource = "mobile_card" | "grid_card";

/** The context logged with each feedback event: which card it came from, plus the title and year. */
export function cardContext(source: FeedbackSource, rec: Pick<TRecommendation, "title" | "year">) {
  return { source, title: rec.title, year: rec.year };
}

interface FeedbackEvent {
  recommendationId: string;
  type: FeedbackType;
  value: FeedbackValue;
}

/**
 * Logs feedback on a recommendation: only for a signed-in user and a recommendation with an id;
 * failures are only a console warning, never shown to the person.
 */
export function useRecommendationFeedback() {
  const { isLoggedIn } = useSession();
  const { mutate: send } = useMutation({
    mutationFn: (event: FeedbackEvent) => logFeedback(event.recommendationId, event.type, event.value),
    onError: (err, event) => console.warn(`Could not log ${event.type} feedback`, err),
  });
  return useCallback(
    (rec: Pick<TRecommendation, "recommendation_id"> | null | undefined, type: FeedbackType, value: FeedbackValue) => {
      if (!isLoggedIn || !rec?.recommendation_id) return;
      send({ recommendationId: rec.recommendation_id, type, value });
    },
    [isLoggedIn, send],
  );
}
