import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMediaItem } from "@/shared/contracts/catalogue";
import { apiRequest } from "@/web/lib/api";

/** GET /api/media/:id */
export function fetchMediaItem(id: string, signal?: AbortSignal): Promise<TMediaItem> {
  return apiRequest<TMediaItem>(`/api/media/${encodeURIComponent(id)}`, { signal });
}

export function mediaItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["media", "item", id] as const,
    queryFn: ({ signal }) => fetchMediaItem(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMediaItem(id: string, enabled = true) {
  return useQuery({ ...mediaItemQueryOptions(id), enabled });
}
