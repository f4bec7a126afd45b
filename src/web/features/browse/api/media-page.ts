import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TMediaItem, TMediaPage, TOfferType } from "@/shared/contracts/catalogue";
import { mediaSearchParams } from "@/shared/media-query";
import { apiRequest } from "@/web/lib/api";

/** What the grid asks GET /api/media for (the page number is added per request). */
export interface MediaListQuery {
  q?: string;
  services?: readonly string[];
  offer_types?: readonly TOfferType[];
}

/** GET /api/media?page=&q=&services=&offer_types= */
export function fetchMediaPage(query: MediaListQuery & { page: number }, signal?: AbortSignal): Promise<TMediaPage> {
  return apiRequest<TMediaPage>(`/api/media?${mediaSearchParams(query).toString()}`, { signal });
}

/** The next page to load, or undefined once every matching title is loaded (loaded < total). */
export function nextPageParam(pages: readonly TMediaPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((n, p) => n + p.items.length, 0);
  if (last.items.length === 0) return undefined;
  return loaded < last.total ? last.page + 1 : undefined;
}

/** Pages appended in order, each title once (a title can shift between pages while the catalogue changes). */
export function flattenPages(pages: readonly TMediaPage[]): TMediaItem[] {
  const seen = new Set<string>();
  const out: TMediaItem[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

export function mediaListQueryKey(query: MediaListQuery) {
  return [
    "media",
    "list",
    { q: query.q?.trim() ?? "", services: query.services ?? [], offer_types: query.offer_types ?? [] },
  ] as const;
}

export function mediaListQueryOptions(query: MediaListQuery) {
  return infiniteQueryOptions({
    queryKey: mediaListQueryKey(query),
    queryFn: ({ pageParam, signal }) => fetchMediaPage({ ...query, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageParam(pages),
  });
}

export function useMediaList(query: MediaListQuery) {
  return useInfiniteQuery(mediaListQueryOptions(query));
}
