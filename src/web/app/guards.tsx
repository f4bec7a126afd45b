import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/kit/session/session-provider";

/** Signed-in users only: others go to `to` once the session has been resolved. */
export function RequireUser({ children, to = "/" }: { children: ReactNode; to?: string }) {
  const { loading, isLoggedIn } = useSession();
  if (loading) return <PageSpinner />;
  if (!isLoggedIn) return <Navigate to={to} replace />;
  return <>{children}</>;
}
