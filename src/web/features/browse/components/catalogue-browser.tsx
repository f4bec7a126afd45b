import { RotateCcw } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { FilterChips } from "@/web/kit/media/components/filter-chips";
import { LazyMediaDetailsDialog as MediaDetailsDialog } from "@/web/kit/media/components/lazy-media-details-dialog";
import type { MediaCardItem } from "@/web/kit/media/components/media-card";
import { MediaGrid } from "@/web/kit/media/components/media-grid";
import { StreamingFilterDialog, useFilterServiceNames } from "@/web/kit/media/components/streaming-filter-dialog";
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
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { SEARCH_DEBOUNCE_MS } from "../scroll-rules";
import { useCatalogueList } from "../use-catalogue-list";
import { CatalogueHeading, CatalogueListEnd, emptyCatalogueHint } from "./catalogue-parts";
import { ScrollToTop } from "./scroll-to-top";
import { SearchBar } from "./search-bar";

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

  const directory = useServiceDirectory();
  const listed = useFilterServiceNames();
  const q = debounced.trim();
  const streaming = useMemo(() => toMediaQuery(filter, listed), [filter, listed]);
  const { list, items, total, hasMore, pagesLoaded, moreFailed, retryMore } = useCatalogueList({ q, ...streaming });
  const loadingFirst = list.isPending;

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

  const emptyAction = list.isError ? (
    <Button variant="secondary" onClick={() => void list.refetch()}>
      <RotateCcw strokeWidth={1.75} aria-hidden />
      Try again
    </Button>
  ) : q || filtered ? (
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
        <CatalogueHeading shown={items.length} total={loadingFirst ? undefined : total} />
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
            list.isFetching && !loadingFirst && !list.isFetchingNextPage && "opacity-70",
          )}
        >
          <MediaGrid
            items={items}
            loading={loadingFirst}
            loadingMore={list.isFetchingNextPage}
            onOpenDetails={openDetails}
            emptyText={list.isError ? "Could not load the catalogue" : undefined}
            emptyHint={list.isError ? "Check your connection and try again." : emptyCatalogueHint(!!q, filtered)}
            emptyAction={emptyAction}
            label="All media"
          />
        </div>
        {items.length > 0 ? (
          <CatalogueListEnd
            moreFailed={moreFailed}
            loadingMore={list.isFetchingNextPage}
            atEnd={!hasMore && pagesLoaded > 1}
            onLoadMore={retryMore}
          />
        ) : null}
      </section>

      <MediaDetailsDialog item={selected} open={detailsOpen} onOpenChange={setDetailsOpen} />
      <ScrollToTop target={searchRef} />
    </>
  );
}
