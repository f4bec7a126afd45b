import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { PageSpinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/kit/session/session-provider";
import { ApiError } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { useAnalytics } from "./api/analytics";
import { AccessDenied, LoadFailed } from "./components/admin-states";
import { AdminTabs } from "./components/admin-tabs";
import { UserInsightsDialog } from "./components/user-insights-dialog";
import { formatDateTime } from "./format";
import { useAdminTab } from "./use-admin-tab";

/** /admin: system-wide analytics for administrators (the server enforces the role too). */
export function AdminPage() {
  const { loading, isAdmin } = useSession();
  const query = useAnalytics(isAdmin);
  const [tab, setTab] = useAdminTab();
  const [openUser, setOpenUser] = useState<string | null>(null);

  if (loading) return <PageSpinner />;
  if (!isAdmin) return <AccessDenied />;
  if (query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 403)) {
    return <AccessDenied />;
  }

  const data = query.data;
  const refresh = () => void query.refetch();
  const refreshing = query.isFetching;

  return (
    <div className="page-gutter mx-auto max-w-[1440px] py-8 sm:py-10">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold">Admin Analytics</h1>
          <p className="mt-1 text-sm text-fg-secondary" aria-live="polite">
            {data ? `System-wide usage · updated ${formatDateTime(data.generated_at)}` : "System-wide usage"}
          </p>
        </div>
        <Button variant="secondary" onClick={refresh} disabled={refreshing} className="self-start sm:self-auto">
          <RefreshCw className={cn(refreshing && "animate-spin")} strokeWidth={1.75} aria-hidden />
          Refresh Data
        </Button>
      </div>

      {query.isError ? (
        <div className="mb-6">
          <LoadFailed onRetry={refresh} retrying={refreshing} />
        </div>
      ) : null}

      <AdminTabs
        tab={tab}
        onTabChange={setTab}
        data={data}
        failed={query.isError}
        onRefresh={refresh}
        onOpenUser={setOpenUser}
      />
      <UserInsightsDialog userId={openUser} onClose={() => setOpenUser(null)} />
    </div>
  );
}
