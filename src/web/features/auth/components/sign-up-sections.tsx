import { LoaderCircle } from "lucide-react";
import { ConsentTiles } from "@/web/components/consent-tiles";
import { PasswordField } from "@/web/components/form-fields";
import { Button } from "@/web/components/ui/button";
import { PasswordChecklist } from "./password-checklist";

/** Password and confirmation side by side, the live checklist, and 'Passwords do not match.' */
export function SignUpPasswords({
  id,
  password,
  confirm,
  mismatch,
  onPasswordChange,
  onConfirmChange,
}: {
  id: string;
  password: string;
  confirm: string;
  mismatch: boolean;
  onPasswordChange(value: string): void;
  onConfirmChange(value: string): void;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          id={`${id}-password`}
          label="Password"
          autoComplete="new-password"
          placeholder="Create a password"
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
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
          onChange={(e) => onConfirmChange(e.target.value)}
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
    </>
  );
}

/** The age and terms boxes; the Terms and Privacy links open in a new tab, leaving the form as it is. */
export function SignUpConsents({
  id,
  adult,
  terms,
  onAdultChange,
  onTermsChange,
}: {
  id: string;
  adult: boolean;
  terms: boolean;
  onAdultChange(value: boolean): void;
  onTermsChange(value: boolean): void;
}) {
  return (
    <ConsentTiles
      className="flex flex-col gap-1"
      idPrefix={id}
      minimumAge={18}
      termsVerb="agree to"
      adult={adult}
      terms={terms}
      onAdultChange={onAdultChange}
      onTermsChange={onTermsChange}
    />
  );
}

/** 'Have an account? Sign in', 'Create Account', and why the button is still disabled. */
export function SignUpActions({
  id,
  ready,
  pending,
  onSwitchToSignIn,
}: {
  id: string;
  ready: boolean;
  pending: boolean;
  onSwitchToSignIn(): void;
}) {
  return (
    <>
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
          disabled={!ready || pending}
          aria-describedby={ready ? undefined : `${id}-why`}
          className="w-full sm:w-auto sm:min-w-40"
        >
          {pending ? (
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
    </>
  );
}
