import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/kit/session/session-provider";

/** Signed-in users only: others go to `to` once the session has been resolved. */
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
  if (loading) return <>{whileLoading}</>;
  if (!isLoggedIn) return <Navigate to={to} replace />;
  return <>{children}</>;
}
