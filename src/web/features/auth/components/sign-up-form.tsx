import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { signUpFormError } from "@/shared/contracts/auth";
import { passwordMeetsRules } from "@/shared/password-rules";
import { CheckboxTile } from "@/web/components/checkbox-tile";
import { Button } from "@/web/components/ui/button";
import { AUTH_SUCCESS, toastError } from "@/web/kit/session/auth-messages";
import { notify } from "@/web/lib/toast";
import { useSignUp } from "../api/sign-up";
import { rememberSignupServices } from "../pending-services";
import { Field, PasswordField } from "./fields";
import { PasswordChecklist } from "./password-checklist";
import { ServiceChecklist } from "./service-checklist";

const linkClass = "font-medium text-accent underline underline-offset-2 hover:text-accent-hover";

/**
 * Sign Up (spec §2): name, e-mail, password and confirmation with the live checklist, the streaming
 * services, the age and terms boxes. Submit stays disabled until both boxes are ticked, the passwords
 * match and the checklist is complete; other problems are explained with the spec's toasts, in order.
 */
export function SignUpForm({
  email,
  onEmailChange,
  onSignedUp,
  onSwitchToSignIn,
}: {
  email: string;
  onEmailChange(email: string): void;
  onSignedUp(email: string): void;
  onSwitchToSignIn(): void;
}) {
  const [fullName, setFullName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [services, setServices] = useState<string[]>([]);
  const [adult, setAdult] = useState(false);
  const [terms, setTerms] = useState(false);
  const id = useId();
  const signUp = useSignUp();

  const mismatch = confirm.length > 0 && confirm !== password;
  const ready = adult && terms && password === confirm && passwordMeetsRules(password);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (signUp.isPending) return;
    const problem = signUpFormError({
      full_name: fullName,
      email,
      password,
      confirm_password: confirm,
      age_confirmed: adult,
      terms_accepted: terms,
    });
    if (problem) {
      notify.error(problem.title, problem.description);
      return;
    }
    const address = email.trim().toLowerCase();
    signUp.mutate(
      { full_name: fullName.trim(), email: address, password },
      {
        onSuccess() {
          rememberSignupServices(address, services);
          notify.success(AUTH_SUCCESS.signedUp.title, AUTH_SUCCESS.signedUp.description);
          onSignedUp(address);
        },
        onError: (err) => toastError("signUpFailed", err),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign up">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-name`}
          label="Full name"
          autoComplete="name"
          placeholder="Your full name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          maxLength={100}
          required
        />
        <Field
          id={`${id}-email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          id={`${id}-password`}
          label="Password"
          autoComplete="new-password"
          placeholder="Create a password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={`${id}-rules`}
          maxLength={128}
          required
        />
        <PasswordField
          id={`${id}-confirm`}
          label="Confirm password"
          autoComplete="new-password"
          placeholder="Repeat it"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? `${id}-mismatch` : undefined}
          maxLength={128}
          required
        />
      </div>
      <div className="-mt-1 flex flex-col gap-2">
        <PasswordChecklist id={`${id}-rules`} password={password} />
        {mismatch ? (
          <p id={`${id}-mismatch`} className="text-sm text-danger">
            Passwords do not match.
          </p>
        ) : null}
      </div>

      <ServiceChecklist selected={services} onChange={setServices} disabled={signUp.isPending} />

      <div className="flex flex-col gap-1">
        <CheckboxTile id={`${id}-age`} checked={adult} onCheckedChange={setAdult}>
          I confirm that I am 18 years or older
        </CheckboxTile>
        <CheckboxTile id={`${id}-terms`} checked={terms} onCheckedChange={setTerms}>
          I agree to the{" "}
          <a href="/terms" target="_blank" rel="noreferrer" className={linkClass}>
            Terms of Service
          </a>{" "}
          and{" "}
          <a href="/privacy" target="_blank" rel="noreferrer" className={linkClass}>
            Privacy Policy
          </a>
        </CheckboxTile>
      </div>

      <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-center text-sm text-fg-secondary sm:text-left">
          Have an account?{" "}
          <button
            type="button"
            onClick={onSwitchToSignIn}
            className="inline-flex min-h-11 items-center rounded-sm font-medium text-accent underline-offset-4 hover:underline sm:min-h-0"
          >
            Sign in
          </button>
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={!ready || signUp.isPending}
          aria-describedby={ready ? undefined : `${id}-why`}
          className="w-full sm:w-auto sm:min-w-40"
        >
          {signUp.isPending ? (
            <>
              <LoaderCircle className="animate-spin" strokeWidth={1.75} aria-hidden />
              Creating account...
            </>
          ) : (
            "Create Account"
          )}
        </Button>
      </div>
      {ready ? null : (
        <p id={`${id}-why`} className="-mt-2 text-center text-xs text-fg-muted sm:text-right">
          Complete the password checklist, match the passwords and tick both boxes to continue.
        </p>
      )}
    </form>
  );
}
