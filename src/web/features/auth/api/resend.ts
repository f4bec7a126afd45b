import { useMutation } from "@tanstack/react-query";
import type { TResendRequest, TResendResponse } from "@/shared/contracts/auth";
import { apiRequest } from "@/web/lib/api";

/**
 * POST /api/auth/resend: a new code (60 s cooldown per address; a 429 carries the seconds left).
 * `return_to`, when given, is the page the new e-mailed link comes back to.
 */
export function resendCode(body: TResendRequest): Promise<TResendResponse> {
  return apiRequest<TResendResponse>("/api/auth/resend", { method: "POST", body });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
