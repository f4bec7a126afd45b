import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TSessionResponse, type TVerifyRequest, ZSessionResponse } from "@/shared/contracts/auth";
import { apiRequest } from "@/web/lib/api";
import { applySession } from "../apply-session";
import { saveWaitingSignupServices } from "./save-signup-services";

/** POST /api/auth/verify with {email, code} or {token_hash, type: "signup"}: starts the session. */
export function verifyEmail(body: TVerifyRequest): Promise<TSessionResponse> {
  return apiRequest("/api/auth/verify", { method: "POST", body, schema: ZSessionResponse });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

/** The e-mailed link's token: verified, the session taken up, then the services picked at sign-up saved. */
export function useLinkVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const session = await verifyEmail({ token_hash: token, type: "signup" });
      await applySession(queryClient, session);
      if (session.user) await saveWaitingSignupServices(queryClient, session.user.email);
      return session;
    },
  });
}
