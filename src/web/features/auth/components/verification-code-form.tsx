import { LoaderCircle, MailCheck, RotateCw, TriangleAlert } from "lucide-react";
import { type FormEvent, useId } from "react";
import { VERIFICATION_CODE_LENGTH } from "@/shared/contracts/auth";
import { Button } from "@/web/components/ui/button";
import { Input, Label } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import type { VerifyStatus } from "./use-code-verification";

export const INVALID_CODE_TEXT = "Invalid verification code. Please check and try again.";

/** The address the code went to, the code box (with its error), 'Verify Email' and the resend button. */
export function VerificationCodeForm({
  email,
  code,
  onCodeChange,
  status,
  verifying,
  resending,
  cooldown,
  onSubmit,
  onResend,
}: {
  email: string;
  code: string;
  onCodeChange(value: string): void;
  status: VerifyStatus;
  verifying: boolean;
  resending: boolean;
  /** seconds until another code may be asked for */
  cooldown: number;
  onSubmit(e: FormEvent): void;
  onResend(): void;
}) {
  const id = useId();
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col">
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
        onChange={(e) => onCodeChange(e.target.value)}
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

      <Button type="submit" size="lg" className="mt-5 w-full" disabled={verifying}>
        {verifying ? (
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
        onClick={onResend}
        disabled={resending || cooldown > 0}
      >
        <RotateCw className={cn(resending && "animate-spin")} strokeWidth={1.75} aria-hidden />
        Didn't receive the code? Resend
        {cooldown > 0 ? <span className="tabular-nums text-fg-muted">({cooldown}s)</span> : null}
      </Button>
      <p className="mt-1 text-center text-xs text-fg-muted">
        The code expires in 10 minutes. Check your spam folder too.
      </p>
    </form>
  );
}
