import { useCallback, useMemo, useState } from "react";
import type { THideKind } from "@/shared/contracts/hidden";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import type { OfferType } from "@/shared/vocabulary";
import type { CardHandlers } from "./components/recommendation-card";
import { focusResultsHeading } from "./components/results-header";
import { cardContext, type FeedbackSource, useRecommendationFeedback } from "./use-recommendation-feedback";

const HIDE_FEEDBACK = { not_tonight: "hidden_not_tonight", never: "hidden_never" } as const;

/**
 * The details and trailer dialogs the cards open, and the card actions, each of which is logged as
 * feedback on the recommendation it came from (with the card it came from: phone or grid).
 */
export function useRecommendationDialogs(source: FeedbackSource) {
  const feedback = useRecommendationFeedback();
  const [details, setDetails] = useState<TRecommendation | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [trailer, setTrailer] = useState<TRecommendation | null>(null);
  const [trailerOpen, setTrailerOpen] = useState(false);

  const handlers = useMemo<CardHandlers>(
    () => ({
      onOpenDetails(rec) {
        setDetails(rec);
        setDetailsOpen(true);
        feedback(rec, "clicked", cardContext(source, rec));
      },
      onWatchlistChange(rec, active) {
        feedback(rec, active ? "added_to_watchlist" : "removed_from_watchlist", {
          ...cardContext(source, rec),
          status: "want_to_watch",
          isActive: active,
        });
      },
      onRatingChange(rec, rating) {
        feedback(rec, rating === null ? "rating_removed" : "rated", { ...cardContext(source, rec), rating });
      },
      onStreamingClick(rec, offer) {
        feedback(rec, "streaming_clicked", { ...cardContext(source, rec), service: offer.name, type: offer.type });
      },
      onHidden(rec, kind) {
        feedback(rec, HIDE_FEEDBACK[kind], cardContext(source, rec));
      },
      focusAfterHide: focusResultsHeading,
    }),
    [feedback, source],
  );

  const openTrailer = useCallback(
    (rec: TRecommendation) => {
      setTrailer(rec);
      setTrailerOpen(true);
      feedback(rec, "trailer_played", cardContext(source, rec));
    },
    [feedback, source],
  );

  const detailsDialog = {
    rec: details,
    open: detailsOpen,
    onOpenChange: setDetailsOpen,
    onTrailer() {
      if (details) feedback(details, "trailer_played", cardContext(source, details));
    },
    onTrailerClosed() {
      if (details) feedback(details, "trailer_closed", cardContext(source, details));
    },
    /** a hide from the dialog: logged, and the dialog closes, since its card has left the list */
    onHidden(kind: THideKind) {
      if (details) feedback(details, HIDE_FEEDBACK[kind], cardContext(source, details));
      setDetailsOpen(false);
    },
    fallbackFocus: focusResultsHeading,
    onStreamingClick(offer: { name: string; type: OfferType }) {
      if (details)
        feedback(details, "streaming_clicked", {
          ...cardContext(source, details),
          service: offer.name,
          type: offer.type,
        });
    },
  };

  const trailerDialog = {
    rec: trailer,
    open: trailerOpen,
    onOpenChange(open: boolean) {
      setTrailerOpen(open);
      if (!open && trailer) feedback(trailer, "trailer_closed", cardContext(source, trailer));
    },
  };

  return { handlers, openTrailer, detailsDialog, trailerDialog };
}

export type DetailsDialogState = ReturnType<typeof useRecommendationDialogs>["detailsDialog"];
export type TrailerDialogState = ReturnType<typeof useRecommendationDialogs>["trailerDialog"];
