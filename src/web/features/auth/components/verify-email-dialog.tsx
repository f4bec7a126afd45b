import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { EmailVerifiedStatus } from "./email-verified-status";
import { useCodeVerification } from "./use-code-verification";
import { VerificationCodeForm } from "./verification-code-form";

/**
 * 'Verify Your Email': the address, a code box of at most 6 characters, 'Verify Email' and
 * "Didn't receive the code? Resend" with its cooldown. States pending, success ('Email Verified!',
 * which cannot be closed, so the account setup that follows is not cut short) and error. An address
 * already confirmed (say, by the e-mailed link in another tab) is detected on open and on returning
 * to the tab. 1.5 s after success the session is taken up; 2 s later the services picked at sign-up
 * are saved with the default filter on, the dialog closes and a welcome toast shows.
 */
export function VerifyEmailDialog({
  email,
  onDone,
}: {
  email: string;
  /** closed: `verified` once the account is confirmed and signed in, false when dismissed before */
  onDone(verified: boolean): void;
}) {
  const verification = useCodeVerification(email, onDone);
  const locked = verification.status === "success";
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !locked) onDone(false);
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
          <EmailVerifiedStatus />
        ) : (
          <VerificationCodeForm
            email={email}
            code={verification.code}
            onCodeChange={verification.changeCode}
            status={verification.status}
            verifying={verification.verifying}
            resending={verification.resending}
            cooldown={verification.cooldown}
            onSubmit={verification.submit}
            onResend={verification.requestCode}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
