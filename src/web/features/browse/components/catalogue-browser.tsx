import { ArrowUp, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import type { MediaCardItem } from "@/web/kit/media/components/media-card";
import { MediaDetailsDialog } from "@/web/kit/media/components/media-details-dialog";
import { MediaGrid } from "@/web/kit/media/components/media-grid";
import {
  FilterChips,
  StreamingFilterDialog,
  useFilterServiceNames,
} from "@/web/kit/media/components/streaming-filter-dialog";
import {
  EMPTY_FILTER,
  filterChips,
  isFilterActive,
  removeChip,
  type StreamingFilterValue,
  toMediaQuery,
} from "@/web/kit/media/filter-state";
import { useServiceDirectory } from "@/web/kit/media/use-service-directory";
import { cn } from "@/web/lib/cn";
import { notify } from "@/web/lib/toast";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { flattenPages, useMediaList } from "../api/media-page";
import { SCROLL_TOP_AFTER_PX, SEARCH_DEBOUNCE_MS } from "../scroll-rules";
import { useInfiniteScroll } from "../use-infinite-scroll";
import { SearchBar } from "./search-bar";

export const CATALOGUE_ERRORS = {
  first: ["Error fetching media", "There was an error loading the media items."],
  more: ["Error loading more media", "There was an error loading more media items."],
} as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Appears after 300 px of scroll; takes the reader back to the search bar and focuses it. */
function ScrollToTop({ target }: { target: React.RefObject<HTMLInputElement | null> }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label="Scroll to top"
      onClick={() => {
        const input = target.current;
        if (!input) {
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
          return;
        }
        input.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "center" });
        input.focus({ preventScroll: true });
      }}
      className="fixed bottom-6 right-4 z-30 rounded-full shadow-[var(--shadow-overlay)] sm:right-6 lg:right-8"
    >
      <ArrowUp className="!size-5" strokeWidth={1.75} />
    </Button>
  );
}

/**
 * The 'All Media' catalogue: debounced search, the streaming filter, infinite scroll (pages
 * appended and de-duplicated by id), 'Showing N of M items', the details dialog and the
 * scroll-to-top button. Mount it with key={userId} so a change of user resets search and filters.
 */
export function CatalogueBrowser({ userId }: { userId: string | null }) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<StreamingFilterValue>(EMPTY_FILTER);
  const [selected, setSelected] = useState<MediaCardItem | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const directory = useServiceDirectory();
  const listed = useFilterServiceNames();

  const q = debounced.trim();
  const streaming = useMemo(() => toMediaQuery(filter, listed), [filter, listed]);
  const list = useMediaList({ q, ...streaming });
  const items = useMemo(() => flattenPages(list.data?.pages ?? []), [list.data]);
  const total = list.data?.pages[0]?.total;
  const hasMore = !!list.hasNextPage;
  const loadingFirst = list.isPending;
  const busy = list.isFetching;

  // a new search or filter starts over: the next-page pause belongs to the old list
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the query changes
  useEffect(() => setMoreFailed(false), [q, streaming]);

  // spec §8 toasts, once per failure
  const firstErrorAt = list.isError && !list.isFetchNextPageError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (firstErrorAt) notify.error(...CATALOGUE_ERRORS.first);
  }, [firstErrorAt]);
  const moreErrorAt = list.isFetchNextPageError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (!moreErrorAt) return;
    notify.error(...CATALOGUE_ERRORS.more);
    setMoreFailed(true);
  }, [moreErrorAt]);

  const loadMore = useCallback(() => {
    void list.fetchNextPage({ cancelRefetch: false });
  }, [list.fetchNextPage]);
  useInfiniteScroll({
    hasMore,
    loading: busy,
    paused: moreFailed || list.isError,
    loaded: list.data?.pages.length ?? 0,
    onLoadMore: loadMore,
  });

  const clearSearch = () => {
    setSearch("");
    searchRef.current?.focus();
  };
  const chips = filterChips(filter, listed, (n) => directory.displayName(n));
  const filtered = isFilterActive(filter);
  const openDetails = useCallback((item: MediaCardItem) => {
    setSelected(item);
    setDetailsOpen(true);
  }, []);

  const emptyHint = q
    ? filtered
      ? "Try another title or fewer streaming filters."
      : "Try another title, a mood like “cozy”, or a genre."
    : filtered
      ? "No titles match these streaming filters."
      : "The catalogue is empty right now.";
  const emptyAction =
    q || filtered ? (
      <Button
        variant="secondary"
        onClick={() => {
          setSearch("");
          setFilter(EMPTY_FILTER);
        }}
      >
        <RotateCcw strokeWidth={1.75} aria-hidden />
        Show all titles
      </Button>
    ) : undefined;

  return (
    <>
      <div className="flex scroll-mt-24 items-center gap-2 sm:gap-3">
        <SearchBar value={search} onChange={setSearch} onClear={clearSearch} inputRef={searchRef} />
        <StreamingFilterDialog
          value={filter}
          onChange={setFilter}
          availableCount={list.isPending ? undefined : total}
          wording="media"
          userId={userId}
          triggerClassName="h-12 shrink-0 px-3 sm:px-4"
        />
      </div>

      <section aria-labelledby="all-media-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
          <h2 id="all-media-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
            All Media
          </h2>
          <p className="text-sm tabular-nums text-fg-muted" aria-live="polite" data-testid="media-count">
            {total !== undefined && !loadingFirst ? `Showing ${items.length} of ${total} items` : "\u00a0"}
          </p>
        </div>
        {chips.length > 0 ? (
          <FilterChips
            className="mb-5"
            chips={chips}
            onRemove={(chip) => setFilter((f) => removeChip(f, chip, listed))}
          />
        ) : null}
        <div
          className={cn(
            "transition-opacity duration-150",
            busy && !loadingFirst && !list.isFetchingNextPage && "opacity-70",
          )}
        >
          <MediaGrid
            items={items}
            loading={loadingFirst}
            loadingMore={list.isFetchingNextPage}
            onOpenDetails={openDetails}
            emptyText={list.isError ? "Could not load the catalogue" : undefined}
            emptyHint={list.isError ? "Check your connection and try again." : emptyHint}
            emptyAction={
              list.isError ? (
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  <RotateCcw strokeWidth={1.75} aria-hidden />
                  Try again
                </Button>
              ) : (
                emptyAction
              )
            }
            label="All media"
          />
        </div>
        {items.length > 0 ? (
          <div className="mt-10 flex min-h-11 items-center justify-center text-sm text-fg-muted">
            {moreFailed ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setMoreFailed(false);
                  loadMore();
                }}
              >
                <RotateCcw strokeWidth={1.75} aria-hidden />
                Load more
              </Button>
            ) : list.isFetchingNextPage ? (
              <Spinner label="Loading more media" />
            ) : !hasMore && (list.data?.pages.length ?? 0) > 1 ? (
              <span>You've reached the end of the list</span>
            ) : null}
          </div>
        ) : null}
      </section>

      <MediaDetailsDialog item={selected} open={detailsOpen} onOpenChange={setDetailsOpen} />
      <ScrollToTop target={searchRef} />
    </>
  );
}
