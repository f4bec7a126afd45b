import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TTogetherState } from "@/shared/contracts/together";
import { apiRequest } from "@/web/lib/api";
import { togetherQueryKey } from "./together-session";

/** POST /api/together/{code}/join: in as the second person (harmless when already in). */
export function joinTogether(code: string): Promise<TTogetherState> {
  return apiRequest<TTogetherState>(`/api/together/${encodeURIComponent(code)}/join`, { method: "POST" });
}

export function useJoinTogether() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinTogether,
    onSuccess: (state) => client.setQueryData(togetherQueryKey(state.code), state),
  });
}
