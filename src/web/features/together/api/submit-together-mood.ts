import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TTogetherState } from "@/shared/contracts/together";
import { apiRequest } from "@/web/lib/api";
import { togetherQueryKey } from "./together-session";

/** POST /api/together/{code}/recommendations: my mood; the answer carries the picks once both are in. */
export function submitTogetherMood(code: string, mood: string): Promise<TTogetherState> {
  return apiRequest<TTogetherState>(`/api/together/${encodeURIComponent(code)}/recommendations`, {
    method: "POST",
    body: { mood },
  });
}

export function useSubmitTogetherMood(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mood: string) => submitTogetherMood(code, mood),
    onSuccess: (state) => client.setQueryData(togetherQueryKey(state.code), state),
  });
}
