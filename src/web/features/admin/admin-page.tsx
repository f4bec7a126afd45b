import {
  Activity,
  AlertTriangle,
  BarChart3,
  Clapperboard,
  MonitorPlay,
  RefreshCw,
  ShieldAlert,
  Timer,
} from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { TAnalyticsResponse } from "@/shared/contracts/admin";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { PageSpinner } from "@/web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useSession } from "@/web/kit/session/session-provider";
import { ApiError } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { useAnalytics } from "./api/analytics";
import { OverviewTab } from "./components/overview-tab";
import { StreamingTab } from "./components/streaming-tab";
import { TopRecommendationsTab } from "./components/top-recommendations-tab";
import { UserActivityTab } from "./components/user-activity-tab";
import { UserInsightsDialog } from "./components/user-insights-dialog";
import { UserMetricsTab } from "./components/user-metrics-tab";
import { formatDateTime } from "./format";

export const ADMIN_TABS = [
  { value: "overview", label: "Overview", icon: BarChart3 },
  { value: "top", label: "Top Recommendations", icon: Clapperboard },
  { value: "streaming", label: "Streaming Performance", icon: MonitorPlay },
  { value: "metrics", label: "User Metrics", icon: Timer },
  { value: "activity", label: "User Activity", icon: Activity },
] as const;
type TabValue = (typeof ADMIN_TABS)[number]["value"];

function AccessDenied() {
  return (
    <div className="page-gutter mx-auto max-w-xl py-20">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-[var(--radius-card)] border border-[rgb(243_107_107/0.4)] bg-danger-soft p-4 text-fg"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-danger" strokeWidth={1.75} aria-hidden />
        <p>Access denied. Admin privileges required.</p>
      </div>
    </div>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-[rgb(243_107_107/0.4)] bg-danger-soft p-4 text-fg sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" strokeWidth={1.75} aria-hidden />
        Failed to load analytics data
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} className="self-start sm:self-auto">
        Try again
      </Button>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading analytics">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[116px] rounded-[var(--radius-card)]" />
        ))}
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-5">
        <Skeleton className="h-[330px] rounded-[var(--radius-card)] lg:col-span-3" />
        <Skeleton className="h-[330px] rounded-[var(--radius-card)] lg:col-span-2" />
      </div>
    </div>
  );
}

function isTab(v: string | null): v is TabValue {
  return ADMIN_TABS.some((t) => t.value === v);
}

/** /admin: system-wide analytics for administrators (the server enforces the role too). */
export function AdminPage() {
  const { loading, isAdmin } = useSession();
  const query = useAnalytics(isAdmin);
  const [params, setParams] = useSearchParams();
  const [openUser, setOpenUser] = useState<string | null>(null);
  const tabParam = params.get("tab");
  const tab: TabValue = isTab(tabParam) ? tabParam : "overview";

  if (loading) return <PageSpinner />;
  if (!isAdmin) return <AccessDenied />;
  if (query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 403)) {
    return <AccessDenied />;
  }

  const data = query.data;
  const refresh = () => void query.refetch();
  const refreshing = query.isFetching;
  const renderTab = (value: TabValue, d: TAnalyticsResponse) => {
    switch (value) {
      case "overview":
        return <OverviewTab overview={d.overview} />;
      case "top":
        return <TopRecommendationsTab top={d.top_recommendations} onRefresh={refresh} />;
      case "streaming":
        return <StreamingTab services={d.streaming_performance} />;
      case "metrics":
        return <UserMetricsTab sessions={d.user_metrics.sessions} onOpenUser={setOpenUser} />;
      case "activity":
        return <UserActivityTab activity={d.user_activity} onOpenUser={setOpenUser} />;
    }
  };

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

      <Tabs
        value={tab}
        onValueChange={(v) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              if (v === "overview") next.delete("tab");
              else next.set("tab", v);
              return next;
            },
            { replace: true },
          )
        }
      >
        <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <TabsList aria-label="Analytics sections" className="max-w-none">
            {ADMIN_TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="h-11 px-3.5">
                <Icon strokeWidth={1.75} aria-hidden />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        {ADMIN_TABS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            {data ? renderTab(value, data) : query.isError ? null : <DashboardSkeleton />}
          </TabsContent>
        ))}
      </Tabs>
      <UserInsightsDialog userId={openUser} onClose={() => setOpenUser(null)} />
    </div>
  );
}
