import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Notice, TSessionResponse } from "@/shared/contracts/auth";
import { notify } from "@/web/lib/toast";
import { saveSignupServices } from "./api/save-signup-services";
import { applySession } from "./apply-session";
import { takeSignupServices } from "./pending-services";

/**
 * What follows a verified e-mail, whether by the code in the dialog or by the e-mailed link.
 * `takeUpSession` signs the person in with the session verification answered. `welcome` then saves
 * the streaming services picked at sign-up for this address (with the default streaming filter on)
 * and shows the welcome toast; `beforeToast` runs just before it (the dialog closes there). The two
 * steps are apart so the dialog can show 'Email Verified!' in between.
 */
export function useVerifiedSignUp() {
  const queryClient = useQueryClient();

  const takeUpSession = useCallback((session: TSessionResponse) => applySession(queryClient, session), [queryClient]);

  const welcome = useCallback(
    async (email: string | null, toast: Notice, beforeToast?: () => void) => {
      const services = email ? takeSignupServices(email) : [];
      if (services.length > 0) {
        try {
          await saveSignupServices(services);
          await queryClient.invalidateQueries({ queryKey: ["profile"] });
        } catch (err) {
          // The account is verified and signed in either way: a failed preference save is only logged.
          console.error("Failed to save streaming preferences", err);
        }
      }
      beforeToast?.();
      notify.success(toast.title, toast.description);
    },
    [queryClient],
  );

  return { takeUpSession, welcome };
}
