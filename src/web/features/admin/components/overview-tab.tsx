import { Activity, Film, MessageSquareHeart, Users } from "lucide-react";
import type { TOverview } from "@/shared/contracts/admin";
import { formatCount, formatPercent } from "../format";
import { ActivityTrendChart, EngagementTrendChart } from "./overview-charts";
import { EmptyState, Panel, StatCard } from "./panel";

export function OverviewTab({ overview }: { overview: TOverview }) {
  const { trend } = overview;
  const hasActivity = trend.some((d) => d.sessions > 0 || d.feedback > 0);
  const hasEngagement = trend.some((d) => d.engagement_rate !== null);
  return (
    <div className="space-y-4 sm:space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard icon={Users} label="Total Users" value={formatCount(overview.total_users)} hint="Accounts" />
        <StatCard
          icon={Film}
          label="Total Recommendations"
          value={formatCount(overview.total_recommendations)}
          hint={`In ${formatCount(overview.total_sessions)} ${overview.total_sessions === 1 ? "session" : "sessions"}`}
          tone="mood"
        />
        <StatCard
          icon={MessageSquareHeart}
          label="Total Feedback"
          value={formatCount(overview.total_feedback)}
          hint="Events on recommendations"
        />
        <StatCard
          icon={Activity}
          label="Avg Engagement"
          value={formatPercent(overview.avg_engagement)}
          hint="Engaged events per recommendation"
          tone="success"
        />
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-5">
        <Panel
          className="lg:col-span-3"
          title="Activity trend"
          description="Recommendation sessions and feedback per day, last 30 days"
        >
          {hasActivity ? (
            <ActivityTrendChart trend={trend} />
          ) : (
            <EmptyState
              compact
              icon={Activity}
              title="No sessions in the last 30 days"
              hint="Sessions and feedback show here once people ask for recommendations."
            />
          )}
        </Panel>
        <Panel
          className="lg:col-span-2"
          title="Engagement trend"
          description="Average engagement of each day's sessions"
        >
          {hasEngagement ? (
            <EngagementTrendChart trend={trend} />
          ) : (
            <EmptyState
              compact
              icon={MessageSquareHeart}
              title="No engagement to chart yet"
              hint="Clicks, trailers, saves, ratings and service links on recommendations count here."
            />
          )}
        </Panel>
      </div>
    </div>
  );
}
