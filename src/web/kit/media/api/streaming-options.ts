import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TStreamingOptionsResponse } from "@/shared/contracts/catalogue";
import { apiRequest } from "@/web/lib/api";

/** GET /api/media/:id/streaming-options (US, at most 10). */
export function fetchStreamingOptions(id: string, signal?: AbortSignal): Promise<TStreamingOptionsResponse> {
  return apiRequest<TStreamingOptionsResponse>(`/api/media/${encodeURIComponent(id)}/streaming-options`, { signal });
}

export function streamingOptionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["media", "streaming-options", id] as const,
    queryFn: ({ signal }) => fetchStreamingOptions(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useStreamingOptions(id: string, enabled = true) {
  return useQuery({ ...streamingOptionsQueryOptions(id), enabled });
}
