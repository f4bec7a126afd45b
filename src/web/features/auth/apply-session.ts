import type { QueryClient } from "@tanstack/react-query";
import type { TSessionResponse } from "@/shared/contracts/auth";
import { SESSION_QUERY_KEY } from "@/web/kit/session/session-provider";

/**
 * Takes up the session a sign-in or verification answered with. A session read still in flight (say,
 * the one started when the page loaded) is cancelled first, so its older answer cannot overwrite this.
 */
export async function applySession(queryClient: QueryClient, session: TSessionResponse): Promise<void> {
  await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
}
