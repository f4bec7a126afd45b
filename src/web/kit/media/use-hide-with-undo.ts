import { useCallback } from "react";
import type { THideKind } from "@/shared/contracts/hidden";
import { useSession } from "@/web/kit/session/session-provider";
import { notify } from "@/web/lib/toast";
import { type HideableTitle, useHideTitle } from "./api/hidden";
import { HIDE_TOASTS } from "./hidden-copy";
import { SIGN_IN_TOAST_DELAY_MS, useMediaClock } from "./toggle-guard";

/**
 * What the hide menu does: hides the title (visitors get the 'Sign in required' toast instead),
 * then says so in a toast whose "Undo" shows it again. `hide` resolves true once the server has
 * accepted the hide; `showAgain` the same for the way back.
 */
export function useHideWithUndo() {
  const session = useSession();
  const clock = useMediaClock();
  const { hide, showAgain } = useHideTitle();

  const hideWithUndo = useCallback(
    async (media: HideableTitle, kind: THideKind): Promise<boolean> => {
      if (session.loading) return false;
      if (!session.isLoggedIn) {
        clock.setTimeout(() => notify.info(...HIDE_TOASTS.signInToHide), SIGN_IN_TOAST_DELAY_MS);
        return false;
      }
      if (!(await hide(media, kind))) return false;
      const [title, description] = HIDE_TOASTS.hidden(media.title, kind);
      notify.success(title, description, {
        label: "Undo",
        onClick: () => void showAgain(media.id),
      });
      return true;
    },
    [session.loading, session.isLoggedIn, clock, hide, showAgain],
  );

  return { hide: hideWithUndo, showAgain, canHide: session.isLoggedIn };
}
