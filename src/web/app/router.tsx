import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { HomePage } from "../features/home/home-page";
import { LandingPage, OpenSignInDialog } from "../features/landing/landing-page";
import { ListPage } from "../features/lists/list-page";
import { WatchlistPage } from "../features/lists/watchlist-page";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { ProfilePage } from "../features/profile/profile-page";
import { RecommendationsPage } from "../features/recommendations/recommendations-page";
import { useSession } from "../features/session/session-provider";
import { SettingsPage } from "../features/settings/settings-page";
import { BetaStatusPage } from "../features/static-pages/beta-status-page";
import { PrivacyPage } from "../features/static-pages/privacy-page";
import { TermsPage } from "../features/static-pages/terms-page";
import { RequireUser } from "./guards";
import { Layout } from "./layout";

const AdminPage = lazy(() => import("../features/admin/admin-page").then((m) => ({ default: m.AdminPage })));

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
            <RecommendationsPage />
          </RequireUser>
        ),
      },
      { path: "/watchlist", element: <WatchlistPage /> },
      { path: "/lists/:status", element: <ListPage /> },
      {
        path: "/settings",
        element: <SettingsPage />,
      },
      {
        path: "/profile",
        element: <ProfilePage />,
      },
      {
        path: "/admin",
        element: (
          <Suspense fallback={<PageSpinner />}>
            <AdminPage />
          </Suspense>
        ),
      },
      { path: "/terms", element: <TermsPage /> },
      { path: "/privacy", element: <PrivacyPage /> },
      { path: "/beta-status", element: <BetaStatusPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
