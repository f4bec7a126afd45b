import type { QueryClient } from "@tanstack/react-query";
import type { TRealtimeEvent } from "@/shared/contracts/realtime";
import { entryOf } from "@/web/kit/media/media-entries";
import { hiddenQueryKey, myMediaQueryKey, USER_LISTS_QUERY_KEY } from "@/web/kit/media/query-keys";
import { NOTIFICATIONS_ROOT } from "@/web/kit/notifications/api/notifications";
import { setServerEntry } from "@/web/lib/optimistic-mutation";

const listsKey = (userId: string) => [...USER_LISTS_QUERY_KEY, userId] as const;

/** Reloads everything of the user's that events keep current. */
function reloadAll(client: QueryClient, userId: string): void {
  for (const queryKey of [myMediaQueryKey(userId), listsKey(userId), hiddenQueryKey(userId), NOTIFICATIONS_ROOT]) {
    void client.invalidateQueries({ queryKey });
  }
}

/**
 * Brings this tab's caches up to date with one event from the user's stream: a title's record or
 * hide goes straight into its cache, and the lists showing it reload; a resync, or a rejoin after
 * a loss, reloads everything. A tab's own write comes back too; it finds the cache already holding
 * that entry, and nothing happens.
 */
export function applyRealtimeEvent(client: QueryClient, userId: string, event: TRealtimeEvent, rejoined: boolean) {
  switch (event.type) {
    case "ready":
      if (rejoined) reloadAll(client, userId);
      return;
    case "resync":
      reloadAll(client, userId);
      return;
    case "media": {
      const result = setServerEntry(client, myMediaQueryKey(userId), event.media_id, entryOf(event.record));
      if (result === "changed" || result === "not_loaded")
        void client.invalidateQueries({ queryKey: listsKey(userId) });
      return;
    }
    case "hidden":
      setServerEntry(client, hiddenQueryKey(userId), event.media_id, event.hidden ?? undefined);
      return;
    case "notifications":
      void client.invalidateQueries({ queryKey: NOTIFICATIONS_ROOT });
      return;
  }
}
