import { ChevronLeft, ChevronRight } from "lucide-react";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { Button } from "@/web/components/ui/button";
import { type CardHandlers, RecommendationCard } from "./recommendation-card";
import { RecommendationCardSkeleton } from "./recommendation-card-skeleton";

/** The grid's columns: 1 on the smallest screens, 2 from sm, 3 md, 4 lg, 5 xl. */
export const RECOMMENDATION_GRID =
  "grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 xl:gap-6";

/** The desktop grid: the current batch's cards, then placeholders for picks still on their way. */
export function RecommendationGrid({
  items,
  skeletons,
  handlers,
}: {
  items: TRecommendation[];
  skeletons: number;
  handlers: CardHandlers;
}) {
  return (
    <ul className={RECOMMENDATION_GRID} aria-label="Recommendations" aria-busy={skeletons > 0 || undefined}>
      {items.map((rec) => (
        <li key={rec.recommendation_id} className="min-w-0 animate-fade-in">
          <RecommendationCard rec={rec} handlers={handlers} eager />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${i}`} aria-hidden className="min-w-0">
          <RecommendationCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** Previous / 'N of M' / Next through the revealed batches (wrapping round), with a one-line hint under it. */
export function BatchPagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage(delta: -1 | 1): void;
}) {
  return (
    <nav aria-label="Recommendation batches" className="flex flex-col items-center gap-2">
      <div className="flex items-center gap-3">
        <Button variant="secondary" onClick={() => onPage(-1)}>
          <ChevronLeft strokeWidth={1.75} />
          Previous
        </Button>
        <span className="min-w-16 text-center text-sm tabular-nums text-fg-secondary" aria-live="polite">
          <span className="font-semibold text-fg">{page + 1}</span> of {pageCount}
        </span>
        <Button variant="secondary" onClick={() => onPage(1)}>
          Next
          <ChevronRight strokeWidth={1.75} />
        </Button>
      </div>
      <p className="text-sm text-fg-muted">Scroll through all your recommendations</p>
    </nav>
  );
}
