import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { type AuthDialogApi, AuthDialogContext, type AuthMode } from "@/web/kit/session/auth-dialog";
import { LOGIN_PATH } from "@/web/kit/session/return-to";
import { MountOnFirstOpen } from "@/web/lib/lazy-dialog";
import { EmailLinkVerification } from "./components/email-link-verification";

// The account dialogs load the first time they open: most visits never show them.
const AuthDialog = lazy(() => import("./components/auth-dialog").then((m) => ({ default: m.AuthDialog })));
const VerifyEmailDialog = lazy(() =>
  import("./components/verify-email-dialog").then((m) => ({ default: m.VerifyEmailDialog })),
);

/**
 * Owns the account dialogs: sign-in/sign-up, e-mail verification, and the e-mail link overlay.
 * Lives inside the router (it navigates): dismissing the dialog on /login returns to /; signing
 * in there is followed by the route (HomeRoute), on to its `next` page.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("signin");
  const [verifying, setVerifying] = useState<string | null>(null);
  const navigate = useNavigate();
  // Read through a ref so the API object stays stable while the route changes.
  const here = useRef({ pathname: "" });
  here.current = useLocation();

  /**
   * Dismissed on /login without signing in: home. Signed in, the /login route itself moves on to
   * the page that sent them there, once the session it renders from says so (navigating from here
   * would race the session and bounce off that page's guard).
   */
  const leaveLogin = useCallback(
    (signedIn: boolean) => {
      if (!signedIn && here.current.pathname === LOGIN_PATH) navigate("/", { replace: true });
    },
    [navigate],
  );

  const openDialog = useCallback((next: AuthMode) => {
    setMode(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    leaveLogin(false);
  }, [leaveLogin]);
  const signedIn = useCallback(() => {
    setOpen(false);
    leaveLogin(true);
  }, [leaveLogin]);
  const api = useMemo<AuthDialogApi>(() => ({ open: openDialog, close }), [openDialog, close]);

  const finishVerification = useCallback(
    (verified: boolean) => {
      setVerifying(null);
      leaveLogin(verified);
    },
    [leaveLogin],
  );

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <MountOnFirstOpen open={open}>
        <AuthDialog
          open={open}
          mode={mode}
          onModeChange={setMode}
          onOpenChange={(next) => (next ? setOpen(true) : close())}
          onSignedIn={signedIn}
          onNeedsVerification={(email) => {
            setOpen(false);
            setVerifying(email);
          }}
        />
      </MountOnFirstOpen>
      {verifying ? (
        <Suspense fallback={null}>
          <VerifyEmailDialog key={verifying} email={verifying} onDone={finishVerification} />
        </Suspense>
      ) : null}
      <EmailLinkVerification />
    </AuthDialogContext.Provider>
  );
}
