import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTogetherState } from "@/shared/contracts/together";
import { ApiError, apiRequest } from "@/web/lib/api";

export const togetherQueryKey = (code: string) => ["together", code] as const;

/** How often the page asks again: often while someone is still to join or type, rarely once picks are in. */
export function refetchEvery(state: TTogetherState | undefined, error: unknown): number | false {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (!state) return 2500;
  return state.status === "ready" ? 15_000 : 2500;
}

/** GET /api/together/{code}: the session as its members see it. */
export function fetchTogetherSession(code: string, signal?: AbortSignal): Promise<TTogetherState> {
  return apiRequest<TTogetherState>(`/api/together/${encodeURIComponent(code)}`, { signal });
}

export function togetherSessionQueryOptions(code: string) {
  return queryOptions({
    queryKey: togetherQueryKey(code),
    queryFn: ({ signal }) => fetchTogetherSession(code, signal),
    // a 404 (not joined yet), 410 (expired) or 400 (not a code) is an answer, not a hiccup
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (query) => refetchEvery(query.state.data, query.state.error),
  });
}

export function useTogetherSession(code: string) {
  return useQuery(togetherSessionQueryOptions(code));
}
