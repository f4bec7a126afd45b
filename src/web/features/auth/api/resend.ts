import { useMutation } from "@tanstack/react-query";
import type { TResendResponse } from "@/shared/contracts/auth";
import { apiRequest } from "@/web/lib/api";

/** POST /api/auth/resend: a new code (60 s cooldown per address; a 429 carries the seconds left). */
export function resendCode(email: string): Promise<TResendResponse> {
  return apiRequest<TResendResponse>("/api/auth/resend", { method: "POST", body: { email } });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
