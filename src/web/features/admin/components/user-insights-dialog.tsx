import { AlertTriangle } from "lucide-react";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useUserInsights } from "../api/user-insights";
import { FEEDBACK_LABELS, formatCount, formatDateTime, formatPercent, formatSeconds } from "../format";
import { StatusBadge } from "./user-metrics-tab";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-[var(--radius-control)] border border-border bg-surface-2 p-3">
      <p className="text-xs text-fg-secondary">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums text-fg">{value}</p>
    </div>
  );
}

/** One person's engagement, feedback by kind, and latest sessions, opened from a name in the dashboard. */
export function UserInsightsDialog({ userId, onClose }: { userId: string | null; onClose(): void }) {
  const query = useUserInsights(userId);
  const data = query.data;
  return (
    <Dialog open={!!userId} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={data ? data.user.full_name || data.user.email : "User insights"}
        description={data ? data.user.email : "Engagement, feedback and latest sessions"}
      >
        {query.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading user insights">
            <div className="grid grid-cols-3 gap-3">
              <Skeleton className="h-[72px]" />
              <Skeleton className="h-[72px]" />
              <Skeleton className="h-[72px]" />
            </div>
            <Skeleton className="h-40" />
          </div>
        ) : query.isError || !data ? (
          <p role="alert" className="flex items-center gap-2 text-sm text-danger">
            <AlertTriangle className="size-4" strokeWidth={1.75} aria-hidden />
            Failed to load this user's insights.
          </p>
        ) : (
          <div className="space-y-6">
            {data.engagement ? (
              <div className="grid grid-cols-3 gap-2 sm:gap-3">
                <Figure label="Recommendations" value={formatCount(data.engagement.total_recommendations)} />
                <Figure label="Feedback" value={formatCount(data.engagement.total_feedback)} />
                <Figure label="Avg engagement" value={formatPercent(data.engagement.avg_engagement_rate)} />
              </div>
            ) : null}
            <section>
              <h3 className="mb-2 text-sm font-semibold text-fg">Feedback by kind</h3>
              {data.feedback_summary.length ? (
                <ul className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
                  {data.feedback_summary.map((f) => (
                    <li key={f.feedback_type} className="flex items-center justify-between gap-3 text-sm">
                      <span className="text-fg-secondary">{FEEDBACK_LABELS[f.feedback_type]}</span>
                      <span className="font-medium tabular-nums text-fg">{formatCount(f.count)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-fg-secondary">No feedback yet.</p>
              )}
              <p className="mt-2 text-xs text-fg-muted">
                {formatCount(data.feedback_trends.reduce((n, t) => n + t.count, 0))} events in the last 30 days
              </p>
            </section>
            <section>
              <h3 className="mb-2 text-sm font-semibold text-fg">Latest sessions</h3>
              {data.sessions.length ? (
                <ul className="divide-y divide-border">
                  {data.sessions.map((s) => (
                    <li key={s.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                      <div className="min-w-0">
                        <p className="truncate text-fg">“{s.mood}”</p>
                        <p className="text-xs tabular-nums text-fg-muted">
                          {formatDateTime(s.request_timestamp)} · {s.ai_provider} ·{" "}
                          {formatSeconds(s.processing_time_seconds)} · {formatCount(s.recommendation_count)} recs
                        </p>
                      </div>
                      <StatusBadge status={s.status} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-fg-secondary">No sessions yet.</p>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
