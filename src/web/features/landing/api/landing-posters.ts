import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMediaItem, TMediaPage } from "@/shared/contracts/catalogue";
import { mediaSearchParams } from "@/shared/media-query";
import { apiRequest } from "@/web/lib/api";

export type LandingPoster = Pick<TMediaItem, "id" | "title" | "year" | "type" | "poster_url" | "mood_tags">;

export interface LandingPosters {
  posters: LandingPoster[];
  /** how many titles the whole catalogue holds */
  total: number;
}

/** The first catalogue page (most popular first): real posters for the hero collage. */
export async function fetchLandingPosters(signal?: AbortSignal): Promise<LandingPosters> {
  const page = await apiRequest<TMediaPage>(`/api/media?${mediaSearchParams({ page: 0 })}`, { signal });
  return {
    posters: page.items
      .filter((m) => !!m.poster_url)
      .map(({ id, title, year, type, poster_url, mood_tags }) => ({ id, title, year, type, poster_url, mood_tags })),
    total: page.total,
  };
}

export const landingPostersQuery = queryOptions({
  queryKey: ["landing", "posters"],
  queryFn: ({ signal }) => fetchLandingPosters(signal),
  staleTime: 5 * 60_000,
});

export function useLandingPosters() {
  return useQuery(landingPostersQuery);
}
