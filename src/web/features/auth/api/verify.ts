import { useMutation } from "@tanstack/react-query";
import type { TSessionResponse, TVerifyRequest } from "@/shared/contracts/auth";
import { AUTH_SUCCESS } from "@/web/kit/session/auth-messages";
import { apiRequest } from "@/web/lib/api";
import { useCompleteSignUp } from "../use-complete-sign-up";

/**
 * POST /api/auth/verify with {email, code} or {token_hash, type: "signup"}: starts the session. Never
 * retried: a try whose answer was lost has used the code up, and its answer (a session cookie) is
 * not one the server keeps for replay, so a retry could only say the code is wrong.
 */
export function verifyEmail(body: TVerifyRequest): Promise<TSessionResponse> {
  return apiRequest<TSessionResponse>("/api/auth/verify", { method: "POST", body, retry: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

/**
 * The e-mailed link's token: verified, then the sign-up completed (session taken up, the services
 * picked at sign-up saved, the 'Email verified successfully!' toast).
 */
export function useLinkVerification() {
  const completeSignUp = useCompleteSignUp();
  return useMutation({
    mutationFn: async (token: string) => {
      const session = await verifyEmail({ token_hash: token, type: "signup" });
      await completeSignUp(session, { welcome: AUTH_SUCCESS.linkVerified });
      return session;
    },
  });
}
