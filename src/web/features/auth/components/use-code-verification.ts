import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  AUTH_MESSAGES,
  SAVE_SERVICES_DELAY_MS,
  type TSessionResponse,
  VERIFICATION_CODE_LENGTH,
  VERIFY_COMPLETE_DELAY_MS,
} from "@/shared/contracts/auth";
import { AUTH_SUCCESS, toastError } from "@/web/kit/session/auth-messages";
import { returnPathIn } from "@/web/kit/session/return-to";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { useResendCode } from "../api/resend";
import { fetchSessionNow } from "../api/session";
import { useVerifyEmail } from "../api/verify";
import { useCompleteSignUp } from "../use-complete-sign-up";
import { useCountdown, useTimers } from "./use-timers";

export type VerifyStatus = "pending" | "success" | "error";

/**
 * Calls `onConfirmed` when the session shows this address already confirmed (say, by the e-mailed
 * link in another tab): checked at once and whenever the tab comes back into focus, until
 * `finishing` is set (verification already succeeded here).
 */
function useConfirmedElsewhere(
  email: string,
  onConfirmed: (session: TSessionResponse) => void,
  finishing: { readonly current: boolean },
) {
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      if (finishing.current) return;
      try {
        const session = await fetchSessionNow();
        const u = session.user;
        if (!cancelled && u && u.email === email.toLowerCase() && u.email_confirmed_at) onConfirmed(session);
      } catch {
        /* not signed in, or offline: the code path still works */
      }
    };
    void check();
    const onFocus = () => void check();
    window.addEventListener("focus", onFocus);
    return () => {
      cancelled = true;
      window.removeEventListener("focus", onFocus);
    };
  }, [email, onConfirmed, finishing]);
}

/**
 * The 'Verify Your Email' dialog's state: the code box, sending it, resending with its cooldown, and
 * what follows success. 'Email Verified!' shows for 1.5 s before the session is taken up, then 2 s
 * more before the services picked at sign-up are saved, `onDone` closes the dialog and the welcome
 * toast shows.
 */
export function useCodeVerification(email: string, onDone: (verified: boolean) => void) {
  const [status, setStatus] = useState<VerifyStatus>("pending");
  const [code, setCode] = useState("");
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const cooldown = useCountdown(cooldownUntil);
  const later = useTimers();
  const completeSignUp = useCompleteSignUp();
  const verify = useVerifyEmail();
  const resend = useResendCode();
  // verifying on /login?next=…: a resent link returns to that page, as the first one does
  const returnTo = returnPathIn(useLocation().search);
  const finishing = useRef(false);

  const complete = useCallback(
    async (session: TSessionResponse) => {
      if (!session.user) {
        console.error("User not found after verification.");
        toastError("completionFailed");
        finishing.current = false;
        setStatus("error");
        return;
      }
      await completeSignUp(session, {
        welcome: AUTH_SUCCESS.welcome,
        pause: () => new Promise((resolve) => later(resolve, SAVE_SERVICES_DELAY_MS)),
        beforeWelcome: () => onDone(true),
      });
    },
    [later, onDone, completeSignUp],
  );

  const succeed = useCallback(
    (session: TSessionResponse) => {
      if (finishing.current) return;
      finishing.current = true;
      setStatus("success");
      later(() => void complete(session), VERIFY_COMPLETE_DELAY_MS);
    },
    [complete, later],
  );

  useConfirmedElsewhere(email, succeed, finishing);

  const changeCode = (value: string) => {
    setCode(value.replace(/\s+/g, "").slice(0, VERIFICATION_CODE_LENGTH));
    if (status === "error") setStatus("pending");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (verify.isPending || status === "success") return;
    const value = code.trim();
    if (!value) {
      notify.error(AUTH_MESSAGES.codeRequired.title, AUTH_MESSAGES.codeRequired.description);
      return;
    }
    verify.mutate(
      { email, code: value },
      {
        onSuccess: succeed,
        onError(err) {
          setStatus("error");
          toastError("verificationFailed", err);
        },
      },
    );
  };

  const requestCode = () => {
    if (resend.isPending || cooldown > 0) return;
    resend.mutate(returnTo ? { email, return_to: returnTo } : { email }, {
      onSuccess(res) {
        setCooldownUntil(Date.now() + res.cooldown_seconds * 1000);
        setCode("");
        setStatus("pending");
        notify.success(AUTH_SUCCESS.codeResent.title, AUTH_SUCCESS.codeResent.description);
      },
      onError(err) {
        if (err instanceof ApiError && err.retryAfterSeconds) {
          setCooldownUntil(Date.now() + err.retryAfterSeconds * 1000);
        }
        toastError("resendFailed", err);
      },
    });
  };

  return {
    status,
    code,
    changeCode,
    submit,
    requestCode,
    cooldown,
    verifying: verify.isPending,
    resending: resend.isPending,
  };
}
