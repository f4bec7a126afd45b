import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { SIGN_UP_MESSAGES } from "@/shared/contracts/auth";
import { EmailField, PasswordField } from "@/web/components/form-fields";
import { Button } from "@/web/components/ui/button";
import { AUTH_TOASTS, toastError } from "@/web/kit/session/auth-messages";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { useSignIn } from "../api/sign-in";
import { applySession } from "../apply-session";

/** Sign In: e-mail and password. An unconfirmed account goes on to the verification dialog. */
export function SignInForm({
  email,
  onEmailChange,
  onSignedIn,
  onNeedsVerification,
  onSwitchToSignUp,
}: {
  email: string;
  onEmailChange(email: string): void;
  onSignedIn(): void;
  onNeedsVerification(email: string): void;
  onSwitchToSignUp(): void;
}) {
  const [password, setPassword] = useState("");
  const id = useId();
  const queryClient = useQueryClient();
  const signIn = useSignIn();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (signIn.isPending) return;
    const address = email.trim();
    if (!address) return notify.error(AUTH_TOASTS.signInFailed.title, SIGN_UP_MESSAGES.emailRequired.description);
    if (!password) return notify.error(AUTH_TOASTS.signInFailed.title, "Please enter your password.");
    signIn.mutate(
      { email: address, password },
      {
        async onSuccess(session) {
          await applySession(queryClient, session);
          onSignedIn();
        },
        onError(err) {
          toastError("signInFailed", err);
          if (err instanceof ApiError && err.code === "email_not_confirmed") onNeedsVerification(address);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      <EmailField id={`${id}-email`} value={email} onChange={onEmailChange} />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-center text-sm text-fg-secondary sm:text-left">
          New here?{" "}
          <button
            type="button"
            onClick={onSwitchToSignUp}
            className="inline-flex min-h-11 items-center rounded-sm font-medium text-accent underline-offset-4 hover:underline sm:min-h-0"
          >
            Create an account
          </button>
        </p>
        <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full sm:w-auto sm:min-w-32">
          {signIn.isPending ? (
            <>
              <LoaderCircle className="animate-spin" strokeWidth={1.75} aria-hidden />
              Signing in...
            </>
          ) : (
            "Sign In"
          )}
        </Button>
      </div>
    </form>
  );
}
