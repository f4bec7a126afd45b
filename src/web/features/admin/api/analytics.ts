import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_LIMITS, type TAnalyticsResponse } from "@/shared/contracts/admin";
import { apiRequest } from "@/web/lib/api";

/** GET /api/admin/analytics: every tab's data; the dashboard shows the top 5 recommendations. */
export function fetchAnalytics(signal?: AbortSignal): Promise<TAnalyticsResponse> {
  return apiRequest<TAnalyticsResponse>(`/api/admin/analytics?top_limit=${ADMIN_LIMITS.topRecommendationsDashboard}`, {
    signal,
  });
}

export const ANALYTICS_QUERY_KEY = ["admin", "analytics"] as const;

export function analyticsQueryOptions() {
  return queryOptions({
    queryKey: ANALYTICS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAnalytics(signal),
    // System-wide figures: fresh on every visit and on 'Refresh Data', never refetched behind one's back.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(enabled: boolean) {
  return useQuery({ ...analyticsQueryOptions(), enabled });
}
