import { Sparkles } from "lucide-react";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { Badge } from "@/web/components/ui/badge";
import { MatchScore } from "@/web/kit/media/components/match-score";
import { WhereToWatch } from "@/web/kit/media/components/where-to-watch";
import type { CardHandlers } from "./recommendation-card";
import { SwipeCardDetails, SwipeCardPoster, SwipeCardReason } from "./swipe-card-parts";
import { useCardSwipe } from "./use-card-swipe";

/** The one recommendation the phone view shows: swipe it to step, tap its body for the details. */
export function SwipeCard({
  rec,
  onStep,
  canPrevious,
  canNext,
  onTrailer,
  handlers,
}: {
  rec: TRecommendation;
  onStep(delta: -1 | 1): void;
  canPrevious: boolean;
  canNext: boolean;
  onTrailer(rec: TRecommendation): void;
  handlers: CardHandlers;
}) {
  const swipe = useCardSwipe({ onStep, canPrevious, canNext, onOpen: () => handlers.onOpenDetails(rec) });
  const media = rec.media;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title is the keyboard path to the details; this covers taps and clicks on the card body
    <article
      ref={swipe.ref}
      data-recommendation-card=""
      data-recommendation-id={rec.recommendation_id}
      aria-roledescription="recommendation"
      aria-label={`${media.title} (${media.year})`}
      onTouchStart={swipe.handlers.onTouchStart}
      onTouchMove={swipe.handlers.onTouchMove}
      onTouchEnd={swipe.handlers.onTouchEnd}
      onTouchCancel={swipe.handlers.onTouchCancel}
      onClick={swipe.handlers.onClick}
      className="touch-pan-y select-none animate-fade-in rounded-[var(--radius-card)] border border-border bg-surface p-4 transition-transform duration-150 ease-out"
    >
      <div className="flex items-center justify-between gap-2">
        <Badge variant="mood" className="h-7 px-2.5">
          <Sparkles className="size-3.5" strokeWidth={1.75} aria-hidden />
          Recommended
        </Badge>
        {typeof rec.match_score === "number" ? <MatchScore score={rec.match_score} /> : null}
      </div>

      <div className="mt-4 grid grid-cols-[minmax(0,42%)_minmax(0,1fr)] gap-4">
        <SwipeCardPoster rec={rec} onTrailer={onTrailer} />
        <SwipeCardDetails rec={rec} handlers={handlers} />
      </div>

      <WhereToWatch
        availability={rec.streaming_availability}
        title={media.title}
        onStreamingClick={(offer) => handlers.onStreamingClick(rec, offer)}
        className="mt-3 w-full"
      />

      <SwipeCardReason rec={rec} />
    </article>
  );
}
