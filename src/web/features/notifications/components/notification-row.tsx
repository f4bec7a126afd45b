import { Check, Tv } from "lucide-react";
import type { TNotification } from "@/shared/contracts/notifications";
import { notificationText } from "@/shared/notification-text";
import { Button } from "@/web/components/ui/button";
import { Poster } from "@/web/kit/media/components/poster";
import { timeAgo } from "@/web/kit/notifications/time-ago";
import { cn } from "@/web/lib/cn";

/** One alert: the poster, what happened and when, where to watch, and "Mark read" while unread. */
export function NotificationRow({
  notification: n,
  onWhereToWatch,
  onMarkRead,
}: {
  notification: TNotification;
  onWhereToWatch(): void;
  onMarkRead(): void;
}) {
  return (
    <li
      className={cn(
        "flex gap-4 rounded-[var(--radius-card)] border p-3 sm:p-4",
        n.read ? "border-border bg-surface" : "border-accent/40 bg-surface-2",
      )}
    >
      <Poster
        src={n.poster_url}
        title={n.title}
        year={n.year}
        eager
        className="w-16 shrink-0 self-start rounded-[6px] sm:w-20"
        sizes="80px"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className={cn("text-base", n.read ? "text-fg-secondary" : "font-semibold text-fg")}>
            {n.read ? null : (
              <span aria-hidden className="mr-2 inline-block size-2 rounded-full bg-accent align-middle" />
            )}
            {notificationText(n)}
            {n.read ? null : <span className="sr-only"> (unread)</span>}
          </p>
          <p className="mt-1 text-sm text-fg-muted">
            {n.year} · {n.type === "tv" ? "Series" : "Film"} · {timeAgo(n.created_at)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onWhereToWatch} aria-label={`Where to watch ${n.title}`}>
            <Tv strokeWidth={1.75} aria-hidden />
            Where to watch
          </Button>
          {n.read ? null : (
            <Button variant="ghost" size="sm" onClick={onMarkRead} aria-label={`Mark read: ${notificationText(n)}`}>
              <Check strokeWidth={1.75} aria-hidden />
              Mark read
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
