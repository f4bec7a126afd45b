import type { Notice } from "@/shared/contracts/auth";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";

/** The auth toasts: a title, and the server's message or, when it sends none, a fallback. */
export const AUTH_TOASTS = {
  signUpFailed: { title: "Sign up failed", fallback: "Failed to sign up. Please try again." },
  signInFailed: { title: "Sign in failed", fallback: "Failed to sign in." },
  verificationFailed: { title: "Verification failed", fallback: "Invalid verification code. Please try again." },
  resendFailed: { title: "Failed to resend code", fallback: "Please try again later." },
  linkVerificationFailed: { title: "Verification failed", fallback: "Failed to verify your email. Please try again." },
  completionFailed: { title: "Verification failed", fallback: "Failed to complete verification." },
  signOutFailed: { title: "Error signing out", fallback: "There was an error signing out. Please try again." },
} as const;

export const AUTH_SUCCESS = {
  signedUp: { title: "Sign up successful!", description: "Please check your email and enter the verification code." },
  codeResent: {
    title: "Verification code resent",
    description: "A new verification code has been sent to your email.",
  },
  linkVerified: {
    title: "Email verified successfully!",
    description: "Your account has been verified. Welcome to Moodreel!",
  },
  /** after the code is entered: the same success title as the e-mailed link, then the welcome */
  welcome: {
    title: "Email verified successfully!",
    description: "Welcome to Moodreel! Your email is verified and your account is ready.",
  },
} as const satisfies Record<string, Notice>;

/** The server's (or the error's own) message when it has one, else the fallback. */
export function messageOf(err: unknown, fallback: string): string {
  // An answer without the error envelope carries no message meant for people.
  if (err instanceof ApiError && err.code === "http_error") return fallback;
  return err instanceof Error && err.message ? err.message : fallback;
}

export function toastError(kind: keyof typeof AUTH_TOASTS, err?: unknown): void {
  const t = AUTH_TOASTS[kind];
  notify.error(t.title, err === undefined ? t.fallback : messageOf(err, t.fallback));
}
