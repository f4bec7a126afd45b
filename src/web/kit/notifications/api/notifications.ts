import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TMarkNotificationsRead,
  TMarkNotificationsReadResponse,
  TNotificationsPage,
} from "@/shared/contracts/notifications";
import { useSession } from "@/web/kit/session/session-provider";
import { apiRequest } from "@/web/lib/api";

/** Every cached notifications page lives under this prefix. */
export const NOTIFICATIONS_ROOT = ["notifications"] as const;
/** The bell looks for new alerts this often (they arrive with a catalogue refresh, hours apart). */
const POLL_MS = 60_000;

/** GET /api/me/notifications?page=N: newest first, with the unread count. */
export async function fetchNotifications(page: number, signal?: AbortSignal): Promise<TNotificationsPage> {
  return apiRequest<TNotificationsPage>(`/api/me/notifications?page=${page}`, { signal });
}

/** POST /api/me/notifications/read with `{ ids }` or `{ all: true }`. */
export async function markNotificationsRead(body: TMarkNotificationsRead) {
  return apiRequest<TMarkNotificationsReadResponse>("/api/me/notifications/read", {
    method: "POST",
    body,
    retry: false,
  });
}

export function notificationsQueryOptions(userId: string | undefined, page: number) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_ROOT, userId ?? "anonymous", page] as const,
    queryFn: ({ signal }) => fetchNotifications(page, signal),
    enabled: !!userId,
  });
}

/** One page of the signed-in person's notifications (off for guests and visitors). */
export function useNotifications(page = 0, options: { poll?: boolean } = {}) {
  const { user, isLoggedIn } = useSession();
  return useQuery({
    ...notificationsQueryOptions(isLoggedIn ? user?.id : undefined, page),
    refetchInterval: options.poll ? POLL_MS : false,
    placeholderData: keepPreviousData,
  });
}

/** Marks notifications read, then refreshes every page and the bell. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_ROOT }),
  });
}
