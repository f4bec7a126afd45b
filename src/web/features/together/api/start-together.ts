import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TTogetherState } from "@/shared/contracts/together";
import { apiRequest } from "@/web/lib/api";
import { togetherQueryKey } from "./together-session";

/** POST /api/together: a new session with the caller in it. */
export function startTogether(): Promise<TTogetherState> {
  return apiRequest<TTogetherState>("/api/together", { method: "POST" });
}

export function useStartTogether() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startTogether,
    onSuccess: (state) => client.setQueryData(togetherQueryKey(state.code), state),
  });
}
