import { Outlet, useLocation, useNavigate } from "react-router";
import { AppFooter, LandingFooter } from "@/web/components/footers";
import { Header } from "@/web/components/header";
import { AuthDialogProvider } from "@/web/features/auth/auth-dialog-provider";
import { RealtimeSync } from "@/web/kit/realtime/realtime-sync";
import { useAuthDialog } from "@/web/kit/session/auth-dialog";
import { useSession } from "@/web/kit/session/session-provider";

export function Layout() {
  return (
    <AuthDialogProvider>
      <Shell />
    </AuthDialogProvider>
  );
}

function Shell() {
  const session = useSession();
  const authDialog = useAuthDialog();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const member = session.isLoggedIn || session.isGuest;
  const staticPage = ["/terms", "/privacy", "/beta-status"].includes(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      {session.user ? <RealtimeSync userId={session.user.id} /> : null}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-fg"
      >
        Skip to content
      </a>
      <Header
        onSignIn={() => authDialog.open("signin")}
        onSignOut={() => {
          session.signOut().then(
            () => navigate("/"),
            () => {
              /* 'Error signing out' was shown; the user stays signed in */
            },
          );
        }}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {member && !staticPage ? <AppFooter /> : <LandingFooter />}
    </div>
  );
}
