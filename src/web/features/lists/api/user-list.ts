import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TListKind, TListResponse } from "@/shared/contracts/lists";
import { USER_LISTS_QUERY_KEY } from "@/web/kit/media/query-keys";
import { apiRequest } from "@/web/lib/api";

/** GET /api/me/lists/:status */
export function fetchUserList(status: TListKind, signal?: AbortSignal): Promise<TListResponse> {
  return apiRequest<TListResponse>(`/api/me/lists/${status}`, { signal });
}

export function userListQueryOptions(status: TListKind, userId: string | undefined) {
  return queryOptions({
    queryKey: [...USER_LISTS_QUERY_KEY, userId ?? "", status] as const,
    queryFn: ({ signal }) => fetchUserList(status, signal),
    enabled: !!userId,
    staleTime: 0,
  });
}

export function useUserList(status: TListKind, userId: string | undefined) {
  return useQuery(userListQueryOptions(status, userId));
}
