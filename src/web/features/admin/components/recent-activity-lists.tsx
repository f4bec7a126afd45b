import { CalendarDays, Heart, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { TUserActivity } from "@/shared/contracts/admin";
import { ADMIN_LIMITS } from "@/shared/contracts/admin";
import { describeMediaActivity, formatCount, formatDateTime } from "../format";
import { EmptyState, Panel } from "./panel";
import { UserButton } from "./user-button";

/** A panel listing the latest few events, or 'Nothing yet'. */
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

/** Profiles changed most recently: who (opens their insights), how many services, when. */
export function RecentProfiles({
  profiles,
  onOpenUser,
}: {
  profiles: TUserActivity["recent_profiles"];
  onOpenUser(id: string): void;
}) {
  return (
    <ActivityList title="User profile activity" empty={!profiles.length}>
      {profiles.map((p) => {
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
  );
}

/** The latest watch-list and rating changes: title, what changed, who and when. */
export function RecentMedia({ media }: { media: TUserActivity["recent_media"] }) {
  return (
    <ActivityList title="Recent media activity" empty={!media.length}>
      {media.map((m) => (
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
  );
}

/** People who asked for recommendations most recently: their last mood, sessions and picks. */
export function RecentRecommendations({
  recommendations,
  onOpenUser,
}: {
  recommendations: TUserActivity["recent_recommendations"];
  onOpenUser(id: string): void;
}) {
  return (
    <ActivityList title="Recent recommendation activity" empty={!recommendations.length}>
      {recommendations.map((r) => (
        <li key={r.user_id} className="py-2">
          <div className="flex items-center justify-between gap-3">
            <UserButton name={r.user_name} detail={`“${r.last_mood}”`} onOpen={() => onOpenUser(r.user_id)} />
            <div className="shrink-0 text-right text-xs text-fg-secondary">
              <p className="tabular-nums">
                {formatCount(r.sessions)} {r.sessions === 1 ? "session" : "sessions"} · {formatCount(r.recommendations)}{" "}
                recs
              </p>
              <p className="text-fg-muted">{formatDateTime(r.last_request_at)}</p>
            </div>
          </div>
        </li>
      ))}
    </ActivityList>
  );
}
