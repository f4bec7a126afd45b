import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { HomePage } from "../features/home/home-page";
import { LandingPage, OpenSignInDialog } from "../features/landing/landing-page";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { useSession } from "../features/session/session-provider";
import { BetaStatusPage } from "../features/static-pages/beta-status-page";
import { PrivacyPage } from "../features/static-pages/privacy-page";
import { TermsPage } from "../features/static-pages/terms-page";
import { RequireUser } from "./guards";
import { Layout } from "./layout";

// Pages behind sign-in load on demand, so the landing and home routes ship less JavaScript.
const AdminPage = lazy(() => import("../features/admin/admin-page").then((m) => ({ default: m.AdminPage })));
const ListPage = lazy(() => import("../features/lists/list-page").then((m) => ({ default: m.ListPage })));
const WatchlistPage = lazy(() =>
  import("../features/lists/watchlist-page").then((m) => ({ default: m.WatchlistPage })),
);
const ProfilePage = lazy(() => import("../features/profile/profile-page").then((m) => ({ default: m.ProfilePage })));
const RecommendationsPage = lazy(() =>
  import("../features/recommendations/recommendations-page").then((m) => ({ default: m.RecommendationsPage })),
);
const SettingsPage = lazy(() =>
  import("../features/settings/settings-page").then((m) => ({ default: m.SettingsPage })),
);

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

export const router = createBrowserRouter([
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
      { path: "/terms", element: <TermsPage /> },
      { path: "/privacy", element: <PrivacyPage /> },
      { path: "/beta-status", element: <BetaStatusPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
