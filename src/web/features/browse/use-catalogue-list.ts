import { useCallback, useEffect, useMemo, useState } from "react";
import { notify } from "@/web/lib/toast";
import { flattenPages, type MediaListQuery, useMediaList } from "./api/media-page";
import { useInfiniteScroll } from "./use-infinite-scroll";

export const CATALOGUE_ERRORS = {
  first: ["Error fetching media", "There was an error loading the media items."],
  more: ["Error loading more media", "There was an error loading more media items."],
} as const;

/**
 * The catalogue for a search and filter, loaded page by page as the reader nears the end. A failed
 * page is toasted once and pauses the automatic loading until the reader asks for more, so a
 * broken connection does not retry in a loop; a new search or filter starts over.
 */
export function useCatalogueList(query: MediaListQuery) {
  const list = useMediaList(query);
  const [moreFailed, setMoreFailed] = useState(false);
  const items = useMemo(() => flattenPages(list.data?.pages ?? []), [list.data]);
  const pagesLoaded = list.data?.pages.length ?? 0;
  const hasMore = !!list.hasNextPage;

  // a new search or filter starts over: the next-page pause belongs to the old list
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the query changes
  useEffect(() => setMoreFailed(false), [JSON.stringify(query)]);

  // one toast per failure: the error time changes only when a new request fails
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
    loading: list.isFetching,
    paused: moreFailed || list.isError,
    loaded: pagesLoaded,
    onLoadMore: loadMore,
  });

  return {
    list,
    items,
    total: list.data?.pages[0]?.total,
    hasMore,
    pagesLoaded,
    moreFailed,
    retryMore: () => {
      setMoreFailed(false);
      loadMore();
    },
  };
}
