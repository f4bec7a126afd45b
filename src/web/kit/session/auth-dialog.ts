import { createContext, useContext } from "react";

export type AuthMode = "signin" | "signup";

/** How any screen opens the account dialogs; the auth feature provides it, so callers never import that feature. */
export interface AuthDialogApi {
  /** Opens 'Welcome to Moodreel' on the Sign In or the Sign Up tab. */
  open(mode: AuthMode): void;
  close(): void;
}

export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error("useAuthDialog must be used inside AuthDialogProvider");
  return ctx;
}
