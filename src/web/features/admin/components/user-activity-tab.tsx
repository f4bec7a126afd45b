import { CalendarDays, ListVideo, MessageSquareHeart, Sparkles, Users } from "lucide-react";
import type { TDailyActivity, TUserActivity } from "@/shared/contracts/admin";
import { ADMIN_LIMITS } from "@/shared/contracts/admin";
import { formatCount, formatLongDay } from "../format";
import { DailyActivityChart } from "./daily-activity-chart";
import { type Column, DataTable } from "./data-table";
import { EmptyState, Panel, StatCard } from "./panel";
import { RecentMedia, RecentProfiles, RecentRecommendations } from "./recent-activity-lists";

const share = (n: number, total: number) => (total > 0 ? `${Math.round((n / total) * 100)}% of users` : "No users yet");

const DAILY_COLUMNS: Column<TDailyActivity>[] = [
  {
    key: "date",
    header: "Day",
    className: "whitespace-nowrap text-fg",
    cell: (d) => <span className="text-fg">{formatLongDay(d.date)}</span>,
  },
  { key: "active", header: "Active people", numeric: true, cell: (d) => formatCount(d.active_users) },
  { key: "new", header: "New users", numeric: true, cell: (d) => formatCount(d.new_users) },
  { key: "media", header: "List updates", numeric: true, cell: (d) => formatCount(d.media_updates) },
  { key: "ratings", header: "Ratings", numeric: true, cell: (d) => formatCount(d.ratings) },
  { key: "sessions", header: "Sessions", numeric: true, cell: (d) => formatCount(d.sessions) },
  { key: "feedback", header: "Feedback", numeric: true, cell: (d) => formatCount(d.feedback) },
];

export function UserActivityTab({ activity, onOpenUser }: { activity: TUserActivity; onOpenUser(id: string): void }) {
  const total = activity.total_users;
  const shown = activity.daily.slice(0, ADMIN_LIMITS.dailySummaryShown);
  const anyDaily = activity.daily.some((d) => d.active_users > 0 || d.new_users > 0);
  return (
    <div className="space-y-4 sm:space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard icon={Users} label="Total Users" value={formatCount(total)} hint="Accounts" />
        <StatCard
          icon={ListVideo}
          label="Users with Media"
          value={formatCount(activity.users_with_media)}
          hint={share(activity.users_with_media, total)}
          tone="success"
        />
        <StatCard
          icon={Sparkles}
          label="Users with Recommendations"
          value={formatCount(activity.users_with_recommendations)}
          hint={share(activity.users_with_recommendations, total)}
          tone="mood"
        />
        <StatCard
          icon={MessageSquareHeart}
          label="Users with Feedback"
          value={formatCount(activity.users_with_feedback)}
          hint={share(activity.users_with_feedback, total)}
        />
      </div>

      <Panel title="Daily activity" description="What people did each day, last 30 days (UTC)">
        {anyDaily ? (
          <DailyActivityChart daily={activity.daily} />
        ) : (
          <EmptyState
            compact
            icon={CalendarDays}
            title="No activity in the last 30 days"
            hint="Sign-ups, list updates, sessions and feedback are counted per day."
          />
        )}
      </Panel>

      <div className="grid gap-4 sm:gap-6 xl:grid-cols-3">
        <RecentProfiles profiles={activity.recent_profiles} onOpenUser={onOpenUser} />
        <RecentMedia media={activity.recent_media} />
        <RecentRecommendations recommendations={activity.recent_recommendations} onOpenUser={onOpenUser} />
      </div>

      <Panel
        title="Daily activity summary"
        description={`The latest ${shown.length} of ${activity.daily.length} days, newest first`}
      >
        <DataTable label="Daily activity summary" columns={DAILY_COLUMNS} rows={shown} rowKey={(d) => d.date} />
      </Panel>
    </div>
  );
}
