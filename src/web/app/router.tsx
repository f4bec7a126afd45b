import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { matchPath, Navigate, type RouteObject, useLocation, useRoutes } from "react-router";
import { RequireUser } from "@/web/app/guards";
import { Layout } from "@/web/app/layout";
import { PageSpinner } from "@/web/components/ui/spinner";
import { HomePage } from "@/web/features/browse/home-page";
import { LandingPage, OpenSignInDialog } from "@/web/features/landing/landing-page";
import { NotFoundPage } from "@/web/features/not-found/not-found-page";
import { RecommendationsLoading } from "@/web/features/recommendations/components/recommendations-frame";
import { afterSignIn, LOGIN_PATH } from "@/web/kit/session/return-to";
import { useSession } from "@/web/kit/session/session-provider";

/**
 * A page loaded on demand, so the landing and home routes ship less JavaScript. `load` stays at hand
 * so that the page the address names can start downloading with the app (preloadPage).
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return Object.assign(
    lazy(() => load().then((m) => ({ default: m[name] }))),
    { load },
  );
}

interface LazyRoute {
  path: string;
  page: ReturnType<typeof lazyPage>;
  /** signed-in users only: where anyone else is sent */
  othersTo?: string;
  /** the page's own loading state (else the page spinner); a prerendered page's HTML is this state */
  loading?: ReactNode;
}

/** The pages that load on demand, by path. */
const LAZY_PAGES: LazyRoute[] = [
  {
    path: "/recommendations",
    othersTo: "/",
    loading: <RecommendationsLoading />,
    page: lazyPage(() => import("@/web/features/recommendations/recommendations-page"), "RecommendationsPage"),
  },
  {
    path: "/together",
    othersTo: LOGIN_PATH,
    page: lazyPage(() => import("@/web/features/together/together-page"), "TogetherPage"),
  },
  {
    // a shared link: someone not signed in is asked to sign in first
    path: "/together/:code",
    othersTo: LOGIN_PATH,
    page: lazyPage(() => import("@/web/features/together/together-session-page"), "TogetherSessionPage"),
  },
  { path: "/watchlist", page: lazyPage(() => import("@/web/features/lists/watchlist-page"), "WatchlistPage") },
  { path: "/lists/:status", page: lazyPage(() => import("@/web/features/lists/list-page"), "ListPage") },
  { path: "/settings", page: lazyPage(() => import("@/web/features/settings/settings-page"), "SettingsPage") },
  {
    path: "/notifications",
    page: lazyPage(() => import("@/web/features/notifications/notifications-page"), "NotificationsPage"),
  },
  {
    path: "/profile",
    othersTo: LOGIN_PATH,
    page: lazyPage(() => import("@/web/features/profile/profile-page"), "ProfilePage"),
  },
  { path: "/admin", page: lazyPage(() => import("@/web/features/admin/admin-page"), "AdminPage") },
  { path: "/terms", page: lazyPage(() => import("@/web/features/static-pages/terms-page"), "TermsPage") },
  { path: "/privacy", page: lazyPage(() => import("@/web/features/static-pages/privacy-page"), "PrivacyPage") },
  {
    path: "/beta-status",
    page: lazyPage(() => import("@/web/features/static-pages/beta-status-page"), "BetaStatusPage"),
  },
];

/**
 * Starts downloading the code of the page at `pathname`, if it is one that loads on demand: called
 * once at start, so the page arrives beside the session check instead of after it (one round trip
 * less before it paints).
 */
export function preloadPage(pathname: string): void {
  const hit = LAZY_PAGES.find(({ path }) => matchPath(path, pathname));
  void hit?.page.load().catch(() => undefined);
}

/** A route object for one lazily loaded page (RouteObject elements, not a rendered list: no keys). */
function lazyRoute({ path, othersTo, loading = <PageSpinner />, page: Page }: LazyRoute): RouteObject {
  const element = (
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  );
  return {
    path,
    element: othersTo ? (
      <RequireUser to={othersTo} loading={loading}>
        {element}
      </RequireUser>
    ) : (
      element
    ),
  };
}

/**
 * "/" and "/login": the landing page for anonymous visitors, home for users and guests; /login opens
 * sign-in, and once signed in goes on to its `next` page (see return-to.ts).
 */
export function HomeRoute({ signIn = false }: { signIn?: boolean }) {
  const { loading, isLoggedIn, isGuest } = useSession();
  const { search } = useLocation();
  if (loading) return <PageSpinner />;
  // signed in (now, or already): on to the page that sent them here, checked, else home
  if (signIn && isLoggedIn) return <Navigate to={afterSignIn(search)} replace />;
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
      { path: LOGIN_PATH, element: <HomeRoute signIn /> },
      ...LAZY_PAGES.map(lazyRoute),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** The app's routes, rendered inside a BrowserRouter. */
export function AppRoutes() {
  return useRoutes(routes);
}
