import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import { RequireUser } from "@/web/app/guards";
import { Layout } from "@/web/app/layout";
import { PageSpinner } from "@/web/components/ui/spinner";
import { HomePage } from "@/web/features/browse/home-page";
import { LandingPage, OpenSignInDialog } from "@/web/features/landing/landing-page";
import { NotFoundPage } from "@/web/features/not-found/not-found-page";
import { useSession } from "@/web/kit/session/session-provider";

// Pages behind sign-in load on demand, so the landing and home routes ship less JavaScript.
const AdminPage = lazy(() => import("@/web/features/admin/admin-page").then((m) => ({ default: m.AdminPage })));
const ListPage = lazy(() => import("@/web/features/lists/list-page").then((m) => ({ default: m.ListPage })));
const WatchlistPage = lazy(() =>
  import("@/web/features/lists/watchlist-page").then((m) => ({ default: m.WatchlistPage })),
);
const NotificationsPage = lazy(() =>
  import("@/web/features/notifications/notifications-page").then((m) => ({ default: m.NotificationsPage })),
);
const ProfilePage = lazy(() => import("@/web/features/profile/profile-page").then((m) => ({ default: m.ProfilePage })));
const RecommendationsPage = lazy(() =>
  import("@/web/features/recommendations/recommendations-page").then((m) => ({ default: m.RecommendationsPage })),
);
const SettingsPage = lazy(() =>
  import("@/web/features/settings/settings-page").then((m) => ({ default: m.SettingsPage })),
);

const TogetherPage = lazy(() =>
  import("@/web/features/together/together-page").then((m) => ({ default: m.TogetherPage })),
);
const TogetherSessionPage = lazy(() =>
  import("@/web/features/together/together-session-page").then((m) => ({ default: m.TogetherSessionPage })),
);

const BetaStatusPage = lazy(() =>
  import("@/web/features/static-pages/beta-status-page").then((m) => ({ default: m.BetaStatusPage })),
);
const PrivacyPage = lazy(() =>
  import("@/web/features/static-pages/privacy-page").then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() => import("@/web/features/static-pages/terms-page").then((m) => ({ default: m.TermsPage })));
const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageSpinner />}>{children}</Suspense>;

/** "/" and "/login": the landing page for anonymous visitors, home for users and guests; /login opens sign-in. */
function HomeRoute({ signIn = false }: { signIn?: boolean }) {
  const { loading, isLoggedIn, isGuest } = useSession();
  if (loading) return <PageSpinner />;
  if (signIn && isLoggedIn) return <Navigate to="/" replace />;
  if (isLoggedIn || isGuest)
    return (
      <>
        <HomePage />
        {signIn ? <OpenSignInDialog /> : null}
      </>
    );
  return <LandingPage signIn={signIn} />;
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomeRoute /> },
      { path: "/login", element: <HomeRoute signIn /> },
      {
        path: "/recommendations",
        element: (
          <RequireUser>
            <Lazy>
              <RecommendationsPage />
            </Lazy>
          </RequireUser>
        ),
      },
      {
        path: "/together",
        element: (
          <RequireUser to="/login">
            <Lazy>
              <TogetherPage />
            </Lazy>
          </RequireUser>
        ),
      },
      {
        // a shared link: someone not signed in is asked to sign in first
        path: "/together/:code",
        element: (
          <RequireUser to="/login">
            <Lazy>
              <TogetherSessionPage />
            </Lazy>
          </RequireUser>
        ),
      },
      {
        path: "/watchlist",
        element: (
          <Lazy>
            <WatchlistPage />
          </Lazy>
        ),
      },
      {
        path: "/lists/:status",
        element: (
          <Lazy>
            <ListPage />
          </Lazy>
        ),
      },
      {
        path: "/settings",
        element: (
          <Lazy>
            <SettingsPage />
          </Lazy>
        ),
      },
      {
        path: "/notifications",
        element: (
          <Lazy>
            <NotificationsPage />
          </Lazy>
        ),
      },
      {
        path: "/profile",
        element: (
          <Lazy>
            <ProfilePage />
          </Lazy>
        ),
      },
      {
        path: "/admin",
        element: (
          <Lazy>
            <AdminPage />
          </Lazy>
        ),
      },
      {
        path: "/terms",
        element: (
          <Lazy>
            <TermsPage />
          </Lazy>
        ),
      },
      {
        path: "/privacy",
        element: (
          <Lazy>
            <PrivacyPage />
          </Lazy>
        ),
      },
      {
        path: "/beta-status",
        element: (
          <Lazy>
            <BetaStatusPage />
          </Lazy>
        ),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** The app's routes, rendered inside a BrowserRouter. */
export function AppRoutes() {
  return useRoutes(routes);
}
