import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Notice, TSessionResponse } from "@/shared/contracts/auth";
import { notify } from "@/web/lib/toast";
import { saveWaitingSignupServices } from "./api/save-signup-services";
import { applySession } from "./apply-session";

export interface CompleteSignUpOptions {
  /** the success toast */
  welcome: Notice;
  /** waited for between taking up the session and saving the services (the code dialog's pause) */
  pause?: () => Promise<void>;
  /** runs just before the toast (the code dialog closes there) */
  beforeWelcome?: () => void;
}

/**
 * What follows a verified e-mail, whether by the code in the dialog or by the e-mailed link: the
 * session verification answered is taken up, the streaming services picked at sign-up are saved
 * (with the default streaming filter on), and the person is welcomed with a toast.
 */
export function useCompleteSignUp() {
  const queryClient = useQueryClient();
  return useCallback(
    async (session: TSessionResponse, { welcome, pause, beforeWelcome }: CompleteSignUpOptions) => {
      await applySession(queryClient, session);
      await pause?.();
      if (session.user) await saveWaitingSignupServices(queryClient, session.user.email);
      beforeWelcome?.();
      notify.success(welcome.title, welcome.description);
    },
    [queryClient],
  );
}
