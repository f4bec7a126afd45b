import { RotateCcw } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

/** What to try next when nothing matches: depends on whether there is a search, a filter, or both. */
export function emptyCatalogueHint(searching: boolean, filtered: boolean): string {
  if (searching) {
    return filtered
      ? "Try another title or fewer streaming filters."
      : "Try another title, a mood like “cozy”, or a genre.";
  }
  return filtered ? "No titles match these streaming filters." : "The catalogue is empty right now.";
}

/** 'All Media' and 'Showing N of M items' (a blank line until the total is known, so nothing jumps). */
export function CatalogueHeading({ shown, total }: { shown: number; total: number | undefined }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
      <h2 id="all-media-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
        All Media
      </h2>
      <p className="text-sm tabular-nums text-fg-muted" aria-live="polite" data-testid="media-count">
        {total !== undefined ? `Showing ${shown} of ${total} items` : "\u00a0"}
      </p>
    </div>
  );
}

/** Below the grid: 'Load more' after a failed page, a spinner while one loads, or the end of the list. */
export function CatalogueListEnd({
  moreFailed,
  loadingMore,
  atEnd,
  onLoadMore,
}: {
  moreFailed: boolean;
  loadingMore: boolean;
  atEnd: boolean;
  onLoadMore: () => void;
}) {
  return (
    <div className="mt-10 flex min-h-11 items-center justify-center text-sm text-fg-muted">
      {moreFailed ? (
        <Button variant="secondary" onClick={onLoadMore}>
          <RotateCcw strokeWidth={1.75} aria-hidden />
          Load more
        </Button>
      ) : loadingMore ? (
        <Spinner label="Loading more media" />
      ) : atEnd ? (
        <span>You've reached the end of the list</span>
      ) : null}
    </div>
  );
}
