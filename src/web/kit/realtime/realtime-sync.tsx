import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "@/web/kit/session/session-provider";
import { applyRealtimeEvent } from "./apply-event";
import { shareRealtime } from "./shared-connection";

/**
 * Keeps this tab in step with the user's other tabs and devices: the stream (one per browser,
 * shared by its tabs) opens when the user signs in and closes when they sign out or leave.
 * Renders nothing.
 */
export function RealtimeSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  useEffect(() => {
    const connection = shareRealtime(userId, {
      onEvent: (event, rejoined) => applyRealtimeEvent(queryClient, userId, event, rejoined),
      // The session ended elsewhere (signed out in another tab, expired): let the app notice.
      onUnauthorized: () => void refresh(),
    });
    return () => connection.close();
  }, [queryClient, userId, refresh]);
  return null;
}
