import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { MobileCardSkeleton } from "./mobile-card-skeleton";
import type { CardHandlers } from "./recommendation-card";
import { SwipeCard } from "./swipe-card";

export interface MobileViewProps {
  items: TRecommendation[];
  index: number;
  loading: boolean;
  showMore: boolean;
  loadingMore: boolean;
  onStep(delta: -1 | 1): void;
  onShowMore(): void;
  onTrailer(rec: TRecommendation): void;
  handlers: CardHandlers;
}

/**
 * The phone view (below 640 px): one recommendation at a time. Swipe left or right (30 px or more)
 * or use Previous / Next, which stop at the ends; a mostly vertical move scrolls the page; a tap
 * on the card body opens the details; 'Show More' reveals the next batch.
 */
export function MobileRecommendationView({
  items,
  index,
  loading,
  showMore,
  loadingMore,
  onStep,
  onShowMore,
  onTrailer,
  handlers,
}: MobileViewProps) {
  const rec = items[index];
  const atStart = index <= 0;
  const atEnd = index >= items.length - 1;
  return (
    <div className="flex flex-col gap-3" data-mobile-recommendations="">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Previous recommendation"
          disabled={atStart || !rec}
          onClick={() => onStep(-1)}
        >
          <ChevronLeft strokeWidth={1.75} />
        </Button>
        <p className="min-w-0 flex-1 text-center text-sm tabular-nums text-fg-secondary" aria-live="polite">
          {rec ? (
            <>
              <span className="font-semibold text-fg">{index + 1}</span> of {items.length}
            </>
          ) : loading ? (
            "Finding picks…"
          ) : null}
        </p>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Next recommendation"
          disabled={atEnd || !rec}
          onClick={() => onStep(1)}
        >
          <ChevronRight strokeWidth={1.75} />
        </Button>
        {showMore ? (
          <Button variant="outline" onClick={onShowMore} disabled={loadingMore} aria-label="Show More">
            {loadingMore ? <Spinner className="size-4" label="Loading more" /> : <Plus strokeWidth={1.75} />}
            <span className="hidden min-[360px]:inline">Show More</span>
            <span className="min-[360px]:hidden">More</span>
          </Button>
        ) : null}
      </div>
      {rec ? (
        <SwipeCard
          key={rec.recommendation_id}
          rec={rec}
          onStep={onStep}
          canPrevious={!atStart}
          canNext={!atEnd}
          onTrailer={onTrailer}
          handlers={handlers}
        />
      ) : (
        <MobileCardSkeleton />
      )}
    </div>
  );
}
