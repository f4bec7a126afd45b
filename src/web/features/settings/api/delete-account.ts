import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { TDeleteAccountResponse } from "@/shared/contracts/portability";
import { useSession } from "@/web/kit/session/session-provider";
import { apiRequest } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";

/** DELETE /api/me with the password; not retried, so a lost answer is never sent twice. */
export function deleteAccount(password: string) {
  return apiRequest<TDeleteAccountResponse>("/api/me", { method: "DELETE", body: { password }, retry: false });
}

/**
 * Deletes the account. The server has then ended the session, so the app forgets it without a
 * sign-out request, goes home and says what happened.
 */
export function useDeleteAccount() {
  const session = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await session.forget();
      navigate("/", { replace: true });
      notify.success(
        "Account deleted",
        "Your account and all its data have been deleted. We've e-mailed you a confirmation.",
      );
    },
  });
}
