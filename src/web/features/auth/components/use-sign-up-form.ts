import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { signUpFormError } from "@/shared/contracts/auth";
import { passwordMeetsRules } from "@/shared/password-rules";
import { AUTH_SUCCESS, toastError } from "@/web/kit/session/auth-messages";
import { returnPathIn } from "@/web/kit/session/return-to";
import { notify } from "@/web/lib/toast";
import { useSignUp } from "../api/sign-up";
import { rememberSignupServices } from "../pending-services";

/**
 * The sign-up form's fields and its submit. `ready` (both boxes ticked, passwords matching, the
 * password checklist complete) enables the button; anything else wrong is explained by a toast for
 * the first problem signUpFormError finds. On success the chosen services wait in storage until the e-mail is
 * verified, and `onSignedUp` gets the normalised address. Started on /login?next=…, the e-mailed link
 * returns to that page.
 */
export function useSignUpForm(email: string, onSignedUp: (email: string) => void) {
  const [fullName, setFullName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [services, setServices] = useState<string[]>([]);
  const [adult, setAdult] = useState(false);
  const [terms, setTerms] = useState(false);
  const signUp = useSignUp();
  // signing up from /login?next=…: the e-mailed link comes back to that page
  const returnTo = returnPathIn(useLocation().search);

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
      { full_name: fullName.trim(), email: address, password, ...(returnTo ? { return_to: returnTo } : {}) },
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

  return {
    fields: { fullName, password, confirm, services, adult, terms },
    set: {
      fullName: setFullName,
      password: setPassword,
      confirm: setConfirm,
      services: setServices,
      adult: setAdult,
      terms: setTerms,
    },
    mismatch,
    ready,
    pending: signUp.isPending,
    submit,
  };
}
