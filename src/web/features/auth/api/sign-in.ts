import { useMutation } from "@tanstack/react-query";
import type { TSessionResponse, TSignInRequest } from "@/shared/contracts/auth";
import { apiRequest } from "@/web/lib/api";

/** POST /api/auth/signin: the new session's user, or an ApiError (invalid_credentials, email_not_confirmed, rate_limited). */
export function signIn(body: TSignInRequest): Promise<TSessionResponse> {
  return apiRequest<TSessionResponse>("/api/auth/signin", { method: "POST", body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
