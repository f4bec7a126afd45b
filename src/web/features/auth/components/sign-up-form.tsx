import { useId } from "react";
import { EmailField, Field } from "@/web/components/form-fields";
import { ServiceChecklist } from "./service-checklist";
import { SignUpActions, SignUpConsents, SignUpPasswords } from "./sign-up-sections";
import { useSignUpForm } from "./use-sign-up-form";

/**
 * Sign Up: name, e-mail, password and confirmation with the live checklist, the streaming
 * services, the age and terms boxes. Submit stays disabled until both boxes are ticked, the passwords
 * match and the checklist is complete; any other problem is explained by a toast (the first one
 * signUpFormError finds).
 * The e-mail is held by the parent dialog so it carries over when switching to Sign In.
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
  const form = useSignUpForm(email, onSignedUp);
  const { fields, set } = form;
  const id = useId();

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4" aria-label="Sign up">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-name`}
          label="Full name"
          autoComplete="name"
          placeholder="Your full name"
          value={fields.fullName}
          onChange={(e) => set.fullName(e.target.value)}
          maxLength={100}
          required
        />
        <EmailField id={`${id}-email`} value={email} onChange={onEmailChange} />
      </div>
      <SignUpPasswords
        id={id}
        password={fields.password}
        confirm={fields.confirm}
        mismatch={form.mismatch}
        onPasswordChange={set.password}
        onConfirmChange={set.confirm}
      />

      <ServiceChecklist selected={fields.services} onChange={set.services} disabled={form.pending} />

      <SignUpConsents
        id={id}
        adult={fields.adult}
        terms={fields.terms}
        onAdultChange={set.adult}
        onTermsChange={set.terms}
      />
      <SignUpActions id={id} ready={form.ready} pending={form.pending} onSwitchToSignIn={onSwitchToSignIn} />
    </form>
  );
}
