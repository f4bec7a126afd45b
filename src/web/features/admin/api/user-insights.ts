import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TUserInsightsResponse } from "@/shared/contracts/admin";
import { apiRequest } from "@/web/lib/api";

/** GET /api/admin/users/:id/insights: one person's feedback summary, trends, engagement and sessions. */
export function fetchUserInsights(userId: string, signal?: AbortSignal): Promise<TUserInsightsResponse> {
  return apiRequest<TUserInsightsResponse>(`/api/admin/users/${encodeURIComponent(userId)}/insights`, { signal });
}

export function userInsightsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ["admin", "user-insights", userId] as const,
    queryFn: ({ signal }) => fetchUserInsights(userId, signal),
    staleTime: 0,
  });
}

export function useUserInsights(userId: string | null) {
  return useQuery({ ...userInsightsQueryOptions(userId ?? ""), enabled: !!userId });
}
