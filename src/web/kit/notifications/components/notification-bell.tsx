import { Bell, CheckCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { notificationText } from "@/shared/notification-text";
import { Button } from "@/web/components/ui/button";
import { LazyPopover } from "@/web/components/ui/lazy-popover";
import { cn } from "@/web/lib/cn";
import { useMarkNotificationsRead, useNotifications } from "../api/notifications";
import { timeAgo } from "../time-ago";

/** How many of the newest notifications the bell's panel lists. */
const PREVIEW = 5;

/** The header's bell: the unread count, and a panel of the newest alerts (signed-in people only). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const query = useNotifications(0, { poll: true });
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unread_count ?? 0;
  const items = (query.data?.items ?? []).slice(0, PREVIEW);
  const label = unread ? `Notifications, ${unread} unread` : "Notifications";
  return (
    <LazyPopover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} title={label} className="relative">
          <Bell className="!size-6" strokeWidth={1.75} aria-hidden />
          {unread ? (
            <span
              aria-hidden
              data-testid="unread-count"
              className="absolute right-1 top-1 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-semibold tabular-nums leading-5 text-accent-fg"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </Button>
      }
      align="end"
      className="w-[min(22rem,calc(100vw-2rem))] p-0"
      aria-label="Notifications"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 className="text-sm font-semibold">Notifications</h2>
        {unread ? (
          <Button variant="ghost" size="sm" onClick={() => markRead.mutate({ all: true })}>
            <CheckCheck strokeWidth={1.75} aria-hidden />
            Mark all read
          </Button>
        ) : null}
      </div>
      {items.length ? (
        <ul className="max-h-80 overflow-y-auto py-1">
          {items.map((n) => (
            <li key={n.id} className="flex gap-3 px-4 py-2.5">
              <span
                aria-hidden
                className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-accent")}
              />
              <div className="min-w-0">
                <p className={cn("text-sm", n.read ? "text-fg-secondary" : "font-medium text-fg")}>
                  {notificationText(n)}
                  {n.read ? null : <span className="sr-only"> (unread)</span>}
                </p>
                <p className="mt-0.5 text-xs text-fg-muted">{timeAgo(n.created_at)}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-4 py-6 text-sm text-fg-secondary">
          Nothing new. We'll tell you here when a title on your watch list arrives on one of your services.
        </p>
      )}
      <div className="border-t border-border p-2">
        <Link
          to="/notifications"
          onClick={() => setOpen(false)}
          className="flex min-h-11 items-center justify-center rounded-[var(--radius-control)] text-sm font-medium text-fg-secondary hover:bg-surface-3 hover:text-fg"
        >
          See all notifications
        </Link>
      </div>
    </LazyPopover>
  );
}
