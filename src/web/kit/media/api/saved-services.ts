import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TProfileResponse } from "@/shared/contracts/profile";
import { apiRequest } from "@/web/lib/api";

/** GET /api/profile: the signed-in user's saved streaming services ('Use My Services'). */
export async function fetchSavedServices(signal?: AbortSignal): Promise<string[]> {
  const res = await apiRequest<TProfileResponse>("/api/profile", { signal });
  return res.profile?.streaming_services ?? [];
}

export function savedServicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ["profile", userId, "streaming-services"] as const,
    queryFn: ({ signal }) => fetchSavedServices(signal),
  });
}

/** Loads when there is a user id and `enabled` (the dialog is open). */
export function useSavedServices(userId: string | null, enabled = true) {
  return useQuery({ ...savedServicesQueryOptions(userId ?? ""), enabled: !!userId && enabled });
}
