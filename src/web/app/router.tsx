import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, useNavigate, useParams } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { HomePage } from "../features/home/home-page";
import { LandingPage } from "../features/landing/landing-page";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { useSession } from "../features/session/session-provider";
import { BetaStatusPage } from "../features/static-pages/beta-status-page";
import { PrivacyPage } from "../features/static-pages/privacy-page";
import { TermsPage } from "../features/static-pages/terms-page";
import { RequireUser } from "./guards";
import { Layout } from "./layout";

const AdminPage = lazy(() => import("../features/admin/admin-page").then((m) => ({ default: m.AdminPage })));

export const LIST_STATUSES = ["like", "dislike", "watched", "want_to_watch", "rated"] as const;

function HomeRoute() {
  const { loading, isLoggedIn, isGuest } = useSession();
  const navigate = useNavigate();
  if (loading) return <PageSpinner />;
  if (isLoggedIn || isGuest) return <HomePage />;
  return <LandingPage onGetStarted={() => navigate("/login")} />;
}

function ListRoute() {
  const { status } = useParams();
  if (!LIST_STATUSES.includes(status as (typeof LIST_STATUSES)[number])) return <Navigate to="/lists/rated" replace />;
  return (
    <RequireUser>
      <div className="page-gutter mx-auto max-w-[1440px] py-10">
        <h1 className="text-3xl font-semibold">Your Ratings</h1>
      </div>
    </RequireUser>
  );
}

function Page({ title }: { title: string }) {
  return (
    <div className="page-gutter mx-auto max-w-[1440px] py-10">
      <h1 className="text-3xl font-semibold">{title}</h1>
    </div>
  );
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomeRoute /> },
      { path: "/login", element: <HomeRoute /> },
      {
        path: "/recommendations",
        element: (
          <RequireUser>
            <Page title="Recommendations" />
          </RequireUser>
        ),
      },
      {
        path: "/watchlist",
        element: (
          <RequireUser>
            <Page title="Watch List" />
          </RequireUser>
        ),
      },
      { path: "/lists/:status", element: <ListRoute /> },
      {
        path: "/settings",
        element: (
          <RequireUser>
            <Page title="Settings" />
          </RequireUser>
        ),
      },
      {
        path: "/profile",
        element: (
          <RequireUser to="/login">
            <Page title="Profile" />
          </RequireUser>
        ),
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
