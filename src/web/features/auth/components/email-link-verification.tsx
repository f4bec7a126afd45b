import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Spinner } from "@/web/components/ui/spinner";
import { toastError } from "@/web/kit/session/auth-messages";
import { afterSignIn } from "@/web/kit/session/return-to";
import { useLinkVerification } from "../api/verify";

/** The e-mailed link's token, when the address carries `token_hash` and `type=signup`. */
export function signupTokenFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  const token = params.get("token_hash");
  return token && params.get("type") === "signup" ? token : null;
}

/**
 * E-mail link verification on whichever page loads with `?token_hash=…&type=signup` (the link in the
 * sign-up e-mail): the 'Verifying Your Email' overlay covers the page while the token is checked;
 * success completes the sign-up (signed in, services saved, a toast) and goes on to the link's
 * `next` page when it has a safe one, else /; failure shows an error toast and ends on /.
 */
export function EmailLinkVerification() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const token = signupTokenFrom(search);
  const handled = useRef<string | null>(null);
  const { mutate: verify } = useLinkVerification();

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    verify(token, {
      // signed in: on to the page the sign-up started from (checked), else home
      onSuccess: () => navigate(afterSignIn(search), { replace: true }),
      onError: (err) => {
        toastError("linkVerificationFailed", err);
        navigate("/", { replace: true });
      },
    });
  }, [token, search, navigate, verify]);

  if (!token) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-busy="true"
      aria-labelledby="verifying-email-title"
      aria-describedby="verifying-email-text"
      className="fixed inset-0 z-[70] flex items-center justify-center bg-bg/90 p-6 backdrop-blur-sm animate-fade-in"
    >
      <div className="flex w-full max-w-sm flex-col items-center rounded-[var(--radius-card)] border border-border bg-surface px-6 py-8 text-center shadow-[var(--shadow-overlay)]">
        <Spinner className="size-10" label="Verifying" />
        <h2 id="verifying-email-title" className="mt-5 text-xl font-semibold tracking-tight">
          Verifying Your Email
        </h2>
        <p id="verifying-email-text" className="mt-2 text-sm text-fg-secondary">
          Please wait while we verify your email address...
        </p>
      </div>
    </div>
  );
}
