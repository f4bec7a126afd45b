import { CircleCheck, LoaderCircle, MailCheck, RotateCw, TriangleAlert } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import {
  AUTH_MESSAGES,
  SAVE_SERVICES_DELAY_MS,
  type TSessionResponse,
  VERIFICATION_CODE_LENGTH,
  VERIFY_COMPLETE_DELAY_MS,
} from "@/shared/contracts/auth";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Input, Label } from "@/web/components/ui/input";
import { AUTH_SUCCESS, toastError } from "@/web/kit/session/auth-messages";
import { ApiError } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { notify } from "@/web/lib/toast";
import { useResendCode } from "../api/resend";
import { fetchSessionNow } from "../api/session";
import { useVerifyEmail } from "../api/verify";
import { useVerifiedSignUp } from "../use-verified-sign-up";

export type VerifyStatus = "pending" | "success" | "error";

export const INVALID_CODE_TEXT = "Invalid verification code. Please check and try again.";

/** Timers the dialog owns; tests pass fake ones through vitest. */
function useTimers() {
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const list = timers.current;
    return () => {
      for (const t of list) window.clearTimeout(t);
    };
  }, []);
  return useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
}

/** Seconds left until `until` (ms epoch), ticking once a second. */
function useCountdown(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    setNow(Date.now());
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * 'Verify Your Email' (spec §2, §4): the address, a code box of at most 6 characters, 'Verify Email'
 * and "Didn't receive the code? Resend" with its cooldown. States pending, success ('Email Verified!',
 * which cannot be closed) and error. An address already confirmed (say, by the e-mailed link in another
 * tab) is detected on open and on returning to the tab. 1.5 s after success the session is taken up;
 * 2 s later the services picked at sign-up are saved with the default filter on, the dialog closes and
 * a welcome toast shows.
 */
export function VerifyEmailDialog({ email, onDone }: { email: string; onDone(): void }) {
  const [status, setStatus] = useState<VerifyStatus>("pending");
  const [code, setCode] = useState("");
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const cooldown = useCountdown(cooldownUntil);
  const later = useTimers();
  const { takeUpSession, welcome } = useVerifiedSignUp();
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const id = useId();
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
      await takeUpSession(session);
      later(() => void welcome(session.user?.email ?? email, AUTH_SUCCESS.welcome, onDone), SAVE_SERVICES_DELAY_MS);
    },
    [email, later, onDone, takeUpSession, welcome],
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

  // Already confirmed? Checked on open and whenever the tab comes back into focus.
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      if (finishing.current) return;
      try {
        const session = await fetchSessionNow();
        const u = session.user;
        if (!cancelled && u && u.email === email.toLowerCase() && u.email_confirmed_at) succeed(session);
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
  }, [email, succeed]);

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
    resend.mutate(email, {
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

  const locked = status === "success";
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !locked) onDone();
      }}
    >
      <DialogContent
        title="Verify Your Email"
        description={locked ? undefined : "Enter the code we e-mailed you to finish creating your account."}
        size="md"
        hideClose={locked}
        onEscapeKeyDown={(e) => locked && e.preventDefault()}
        onInteractOutside={(e) => locked && e.preventDefault()}
      >
        {locked ? (
          <div className="flex flex-col items-center py-4 text-center" role="status" aria-live="polite">
            <span className="flex size-16 items-center justify-center rounded-full bg-success/15 text-success">
              <CircleCheck className="size-9" strokeWidth={1.75} aria-hidden />
            </span>
            <p className="mt-4 text-2xl font-semibold tracking-tight">Email Verified!</p>
            <p className="mt-2 flex items-center gap-2 text-sm text-fg-secondary">
              <LoaderCircle className="size-4 animate-spin text-accent" strokeWidth={1.75} aria-hidden />
              Setting up your account...
            </p>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col">
            <div className="flex items-center gap-3 rounded-[var(--radius-card)] border border-border bg-surface-2 p-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
                <MailCheck className="size-5" strokeWidth={1.75} aria-hidden />
              </span>
              <p className="min-w-0 text-sm text-fg-secondary">
                We sent a {VERIFICATION_CODE_LENGTH}-digit code to
                <span className="block break-all font-medium text-fg">{email}</span>
              </p>
            </div>

            <Label htmlFor={`${id}-code`} className="mt-5 text-center">
              Verification code
            </Label>
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/\s+/g, "").slice(0, VERIFICATION_CODE_LENGTH));
                if (status === "error") setStatus("pending");
              }}
              maxLength={VERIFICATION_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              placeholder="······"
              aria-invalid={status === "error" || undefined}
              aria-describedby={status === "error" ? `${id}-error` : undefined}
              className={cn(
                "mt-2 h-14 text-center font-mono text-2xl font-semibold tracking-[0.45em] tabular-nums placeholder:tracking-[0.45em]",
                status === "error" && "border-danger focus-visible:border-danger",
              )}
            />
            {status === "error" ? (
              <p
                id={`${id}-error`}
                role="alert"
                className="mt-2 flex items-center justify-center gap-1.5 text-sm text-danger"
              >
                <TriangleAlert className="size-4 shrink-0" strokeWidth={1.75} aria-hidden />
                {INVALID_CODE_TEXT}
              </p>
            ) : null}

            <Button type="submit" size="lg" className="mt-5 w-full" disabled={verify.isPending}>
              {verify.isPending ? (
                <>
                  <LoaderCircle className="animate-spin" strokeWidth={1.75} aria-hidden />
                  Verifying...
                </>
              ) : (
                "Verify Email"
              )}
            </Button>
            <Button
              variant="ghost"
              className="mt-2 w-full text-fg-secondary"
              onClick={requestCode}
              disabled={resend.isPending || cooldown > 0}
            >
              <RotateCw className={cn(resend.isPending && "animate-spin")} strokeWidth={1.75} aria-hidden />
              Didn't receive the code? Resend
              {cooldown > 0 ? <span className="tabular-nums text-fg-muted">({cooldown}s)</span> : null}
            </Button>
            <p className="mt-1 text-center text-xs text-fg-muted">
              The code expires in 10 minutes. Check your spam folder too.
            </p>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
