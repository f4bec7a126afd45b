import { useMutation } from "@tanstack/react-query";
import { type TSessionResponse, type TVerifyRequest, ZSessionResponse } from "@/shared/contracts/auth";
import { apiRequest } from "@/web/lib/api";

/** POST /api/auth/verify with {email, code} or {token_hash, type: "signup"}: starts the session. */
export function verifyEmail(body: TVerifyRequest): Promise<TSessionResponse> {
  return apiRequest("/api/auth/verify", { method: "POST", body, schema: ZSessionResponse });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
