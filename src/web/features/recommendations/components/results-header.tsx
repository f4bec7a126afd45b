import { X } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { FilterChips } from "@/web/kit/media/components/filter-chips";
import { StreamingFilterDialog } from "@/web/kit/media/components/streaming-filter-dialog";
import type { TonightContext } from "../tonight-context";
import type { RecommendationFilter } from "../use-recommendation-filter";
import { TonightChip } from "./tonight-chip";

/** The results heading's id; it takes focus when a hidden card (or its dialog) leaves. */
export const RESULTS_HEADING_ID = "results-heading";

/** Focus on the results heading, keeping the scroll where it is. */
export function focusResultsHeading(): void {
  document.getElementById(RESULTS_HEADING_ID)?.focus({ preventScroll: true });
}

/** The line under the results heading: progress while loading, else how many picks there are or pass the filter. */
export function resultsStatusLine({
  loading,
  status,
  total,
  matching,
  filterActive,
}: {
  loading: boolean;
  status: string | null;
  total: number;
  matching: number;
  filterActive: boolean;
}): string {
  if (loading) return status ?? "Finding perfect matches for your mood...";
  if (filterActive && total - matching > 0) return `Showing ${matching} of ${total} recommendations`;
  // The list is ordered for variety as well as fit, so it does not claim to run best match first.
  if (total > 0) return `${total} ${total === 1 ? "recommendation" : "recommendations"} for your mood`;
  return "";
}

/**
 * 'Your picks for “…”' with tonight's context they were asked with, the live status line and the
 * server's notice, plus the streaming filter and its chips and the Clear action once there are picks.
 */
export function ResultsHeader({
  query,
  tonight,
  onClearTonight,
  loading,
  status,
  notice,
  total,
  filter,
  userId,
  onClear,
}: {
  query: string;
  tonight: TonightContext;
  /** asks again for the same mood without the context */
  onClearTonight(): void;
  loading: boolean;
  status: string | null;
  notice: string | null;
  total: number;
  filter: RecommendationFilter;
  userId: string;
  /** empties the list (Undo in the toast brings it back) */
  onClear(): void;
}) {
  const statusLine = resultsStatusLine({
    loading,
    status,
    total,
    matching: filter.matching.length,
    filterActive: filter.active,
  });
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h2
            id={RESULTS_HEADING_ID}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight outline-none sm:text-2xl"
          >
            {query ? (
              <>
                Your picks for <span className="text-[#c9c1ff]">“{query}”</span>
              </>
            ) : (
              "Your picks"
            )}
          </h2>
          {query ? <TonightChip tonight={tonight} onClear={onClearTonight} /> : null}
          <p
            className="mt-1 flex min-h-5 items-center gap-2 text-sm tabular-nums text-fg-muted"
            aria-live="polite"
            data-testid="recommendations-status"
          >
            {loading ? <Spinner className="size-4" label="Loading recommendations" /> : null}
            {statusLine}
          </p>
          {notice ? (
            <p className="mt-1 text-sm text-fg-secondary" data-testid="recommendations-notice">
              {notice}
            </p>
          ) : null}
        </div>
        {total > 0 ? (
          <div className="flex items-center gap-2">
            <StreamingFilterDialog
              value={filter.value}
              onChange={filter.setFilter}
              availableCount={filter.matching.length}
              wording="recommendations"
              userId={userId}
            />
            {/* the name starts with the visible word, and tells it apart from the filter's own Clear */}
            <Button variant="ghost" aria-label="Clear recommendations" onClick={onClear}>
              <X strokeWidth={1.75} aria-hidden />
              Clear
            </Button>
          </div>
        ) : null}
      </div>
      {filter.chips.length > 0 && total > 0 ? (
        <FilterChips className="mb-5" chips={filter.chips} onRemove={filter.removeChip} />
      ) : null}
    </>
  );
}
