import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageSpinner } from "@/web/components/ui/spinner";
import { LOGIN_PATH, loginPathFor } from "@/web/kit/session/return-to";
import { useSession } from "@/web/kit/session/session-provider";

/**
 * Signed-in users only: others go to `to` once the session has been resolved. Sent to the sign-in
 * page, they carry the page they asked for (/login?next=…), so signing in brings them back to it
 * (a shared watch-together link, say).
 */
export function RequireUser({
  children,
  to = "/",
  loading: whileLoading = <PageSpinner />,
}: {
  children: ReactNode;
  to?: string;
  /** shown until the session is known: the page's own loading state, when it has one */
  loading?: ReactNode;
}) {
  const { loading, isLoggedIn } = useSession();
  const here = useLocation();
  if (loading) return <>{whileLoading}</>;
  if (!isLoggedIn) return <Navigate to={to === LOGIN_PATH ? loginPathFor(here) : to} replace />;
  return <>{children}</>;
}
