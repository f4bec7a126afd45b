import { Activity, BarChart3, Clapperboard, MonitorPlay, Timer } from "lucide-react";
import type { TAnalyticsResponse } from "@/shared/contracts/admin";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import type { AdminTab } from "../use-admin-tab";
import { DashboardSkeleton } from "./admin-states";
import { OverviewTab } from "./overview-tab";
import { StreamingTab } from "./streaming-tab";
import { TopRecommendationsTab } from "./top-recommendations-tab";
import { UserActivityTab } from "./user-activity-tab";
import { UserMetricsTab } from "./user-metrics-tab";

export const ADMIN_TABS = [
  { value: "overview", label: "Overview", icon: BarChart3 },
  { value: "top", label: "Top Recommendations", icon: Clapperboard },
  { value: "streaming", label: "Streaming Performance", icon: MonitorPlay },
  { value: "metrics", label: "User Metrics", icon: Timer },
  { value: "activity", label: "User Activity", icon: Activity },
] as const;

/**
 * The dashboard's five tabs. Each shows its part of the analytics once loaded, placeholders while
 * loading, and nothing when the load failed (the error above the tabs says so).
 */
export function AdminTabs({
  tab,
  onTabChange,
  data,
  failed,
  onRefresh,
  onOpenUser,
}: {
  tab: AdminTab;
  onTabChange(next: string): void;
  data: TAnalyticsResponse | undefined;
  failed: boolean;
  onRefresh(): void;
  onOpenUser(userId: string): void;
}) {
  const renderTab = (value: AdminTab, d: TAnalyticsResponse) => {
    switch (value) {
      case "overview":
        return <OverviewTab overview={d.overview} />;
      case "top":
        return <TopRecommendationsTab top={d.top_recommendations} onRefresh={onRefresh} />;
      case "streaming":
        return <StreamingTab services={d.streaming_performance} />;
      case "metrics":
        return <UserMetricsTab sessions={d.user_metrics.sessions} onOpenUser={onOpenUser} />;
      case "activity":
        return <UserActivityTab activity={d.user_activity} onOpenUser={onOpenUser} />;
    }
  };

  return (
    <Tabs value={tab} onValueChange={onTabChange}>
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
          {data ? renderTab(value, data) : failed ? null : <DashboardSkeleton />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
