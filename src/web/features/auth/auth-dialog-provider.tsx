import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { type AuthDialogApi, AuthDialogContext, type AuthMode } from "@/web/kit/session/auth-dialog";
import { AuthDialog } from "./components/auth-dialog";
import { EmailLinkVerification } from "./components/email-link-verification";
import { VerifyEmailDialog } from "./components/verify-email-dialog";

/**
 * Owns the account dialogs: sign-in/sign-up, e-mail verification, and the e-mail link overlay.
 * Lives inside the router (it navigates): closing the dialog on /login returns to /.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("signin");
  const [verifying, setVerifying] = useState<string | null>(null);
  const navigate = useNavigate();
  // Read through a ref so the API object stays stable while the route changes.
  const pathname = useRef("");
  pathname.current = useLocation().pathname;

  const leaveLogin = useCallback(() => {
    if (pathname.current === "/login") navigate("/", { replace: true });
  }, [navigate]);

  const openDialog = useCallback((next: AuthMode) => {
    setMode(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    leaveLogin();
  }, [leaveLogin]);
  const api = useMemo<AuthDialogApi>(() => ({ open: openDialog, close }), [openDialog, close]);

  const finishVerification = useCallback(() => {
    setVerifying(null);
    leaveLogin();
  }, [leaveLogin]);

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <AuthDialog
        open={open}
        mode={mode}
        onModeChange={setMode}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        onSignedIn={close}
        onNeedsVerification={(email) => {
          setOpen(false);
          setVerifying(email);
        }}
      />
      {verifying ? <VerifyEmailDialog key={verifying} email={verifying} onDone={finishVerification} /> : null}
      <EmailLinkVerification />
    </AuthDialogContext.Provider>
  );
}
