import { CalendarDays, Heart, ListVideo, MessageSquareHeart, Sparkles, UserRound, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { TDailyActivity, TUserActivity } from "@/shared/contracts/admin";
import { ADMIN_LIMITS } from "@/shared/contracts/admin";
import { describeMediaActivity, formatCount, formatDateTime, formatLongDay } from "../format";
import { DailyActivityChart } from "./daily-activity-chart";
import { type Column, DataTable } from "./data-table";
import { EmptyState, Panel, StatCard } from "./panel";
import { UserButton } from "./user-button";

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

function ActivityList({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Panel title={title} description={`Latest ${ADMIN_LIMITS.recentActivity}`}>
      {empty ? (
        <EmptyState compact icon={CalendarDays} title="Nothing yet" hint="New activity shows up here." />
      ) : (
        <ul className="divide-y divide-border">{children}</ul>
      )}
    </Panel>
  );
}

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
        <ActivityList title="User profile activity" empty={!activity.recent_profiles.length}>
          {activity.recent_profiles.map((p) => {
            const name = p.full_name || p.username || p.email;
            const services = p.streaming_services.length;
            return (
              <li key={p.user_id} className="flex items-center justify-between gap-3 py-2">
                <UserButton
                  name={name}
                  detail={p.username ? `@${p.username}` : p.email}
                  onOpen={() => onOpenUser(p.user_id)}
                />
                <div className="shrink-0 text-right text-xs text-fg-secondary">
                  <p className="tabular-nums">
                    {services} {services === 1 ? "service" : "services"}
                  </p>
                  <p className="text-fg-muted">{formatDateTime(p.updated_at)}</p>
                </div>
              </li>
            );
          })}
        </ActivityList>

        <ActivityList title="Recent media activity" empty={!activity.recent_media.length}>
          {activity.recent_media.map((m) => (
            <li key={`${m.user_id}-${m.media_id}`} className="py-2.5">
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 truncate text-sm font-medium text-fg">
                  {m.title} <span className="font-normal text-fg-muted tabular-nums">({m.year})</span>
                </p>
                <p className="shrink-0 text-xs tabular-nums text-fg-secondary">
                  {describeMediaActivity(m.status, m.user_rating)}
                </p>
              </div>
              <p className="mt-0.5 flex items-center gap-1.5 truncate text-xs text-fg-muted">
                {m.user_rating !== null ? (
                  <Heart className="size-3 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
                ) : (
                  <UserRound className="size-3 shrink-0" strokeWidth={1.75} aria-hidden />
                )}
                {m.user_name} · {formatDateTime(m.updated_at)}
              </p>
            </li>
          ))}
        </ActivityList>

        <ActivityList title="Recent recommendation activity" empty={!activity.recent_recommendations.length}>
          {activity.recent_recommendations.map((r) => (
            <li key={r.user_id} className="py-2">
              <div className="flex items-center justify-between gap-3">
                <UserButton name={r.user_name} detail={`“${r.last_mood}”`} onOpen={() => onOpenUser(r.user_id)} />
                <div className="shrink-0 text-right text-xs text-fg-secondary">
                  <p className="tabular-nums">
                    {formatCount(r.sessions)} {r.sessions === 1 ? "session" : "sessions"} ·{" "}
                    {formatCount(r.recommendations)} recs
                  </p>
                  <p className="text-fg-muted">{formatDateTime(r.last_request_at)}</p>
                </div>
              </div>
            </li>
          ))}
        </ActivityList>
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
