import { Sparkles } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import type { RecommendationsView } from "../recommendation-state";
import type { CardHandlers } from "./recommendation-card";
import { BatchPagination, RecommendationGrid } from "./recommendation-grid";

/** The desktop view (640 px and up): the current batch as a grid, paging through revealed batches, and 'Show More'. */
export function DesktopRecommendationView({
  view,
  onPage,
  onShowMore,
  handlers,
}: {
  view: RecommendationsView;
  onPage(delta: -1 | 1): void;
  onShowMore(): void;
  handlers: CardHandlers;
}) {
  return (
    <div className="flex flex-col gap-8">
      <RecommendationGrid items={view.pageItems} skeletons={view.skeletons} handlers={handlers} />
      {view.pageCount > 1 || view.showMore ? (
        <div className="flex flex-col items-center gap-5">
          {view.pageCount > 1 ? <BatchPagination page={view.page} pageCount={view.pageCount} onPage={onPage} /> : null}
          {view.showMore ? (
            <Button variant="outline" size="lg" disabled={view.loadingMore} onClick={onShowMore}>
              {view.loadingMore ? <Spinner className="size-4" label="Loading" /> : <Sparkles strokeWidth={1.75} />}
              {view.loadingMore ? "Loading More..." : "Show More Recommendations"}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
