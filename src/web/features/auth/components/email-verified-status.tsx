import { CircleCheck, LoaderCircle } from "lucide-react";

/** 'Email Verified!' while the account is being set up (the dialog cannot be closed meanwhile). */
export function EmailVerifiedStatus() {
  return (
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
  );
}
