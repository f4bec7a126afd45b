import { BellOff, CheckCheck, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Navigate } from "react-router";
import { BackToHome } from "@/web/components/back-to-home";
import { Button } from "@/web/components/ui/button";
import { PageSpinner } from "@/web/components/ui/spinner";
import { EmptyState } from "@/web/kit/media/components/media-grid";
import { StreamingOptionsDialog } from "@/web/kit/media/components/streaming-options-dialog";
import { useMarkNotificationsRead, useNotifications } from "@/web/kit/notifications/api/notifications";
import { useSession } from "@/web/kit/session/session-provider";
import { NotificationRow } from "./components/notification-row";

/** /notifications: every alert, newest first, 20 a page, with mark read, mark all read and where to watch. */
export function NotificationsPage() {
  const session = useSession();
  const [page, setPage] = useState(0);
  const [watching, setWatching] = useState<{ id: string; title: string } | null>(null);
  const query = useNotifications(page);
  const markRead = useMarkNotificationsRead();

  if (session.loading) return <PageSpinner />;
  if (!session.isLoggedIn) return <Navigate to="/" replace />;

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <div className="page-gutter mx-auto max-w-3xl py-8 sm:py-10">
      <BackToHome className="mb-6" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Notifications</h1>
          <p className="mt-2 text-fg-secondary">
            {data?.unread_count ? `${data.unread_count} unread. ` : ""}Titles on your watch list that arrived on your
            services or became free.
          </p>
        </div>
        {data?.unread_count ? (
          <Button variant="secondary" onClick={() => markRead.mutate({ all: true })} disabled={markRead.isPending}>
            <CheckCheck strokeWidth={1.75} aria-hidden />
            Mark all read
          </Button>
        ) : null}
      </div>
      <div className="mt-8">
        {query.isPending ? (
          <PageSpinner />
        ) : query.isError ? (
          <EmptyState
            title="We couldn't load your notifications"
            hint="Check your connection and try again."
            action={<Button onClick={() => query.refetch()}>Try again</Button>}
          />
        ) : data?.items.length ? (
          <ul className="flex flex-col gap-3" aria-label="Notifications">
            {data.items.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                onWhereToWatch={() => setWatching({ id: n.media_id, title: n.title })}
                onMarkRead={() => markRead.mutate({ ids: [n.id] })}
              />
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No notifications yet"
            hint="Save titles to your watch list: when one arrives on your services or becomes free, it shows up here."
            icon={<BellOff strokeWidth={1.75} aria-hidden />}
          />
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label="Notification pages" className="mt-6 flex items-center justify-between gap-4">
          <Button variant="secondary" onClick={() => setPage((p) => p - 1)} disabled={page === 0}>
            <ChevronLeft strokeWidth={1.75} aria-hidden />
            Newer
          </Button>
          <span className="text-sm tabular-nums text-fg-secondary">
            Page {page + 1} of {pages}
          </span>
          <Button variant="secondary" onClick={() => setPage((p) => p + 1)} disabled={page + 1 >= pages}>
            Older
            <ChevronRight strokeWidth={1.75} aria-hidden />
          </Button>
        </nav>
      ) : null}
      {watching ? (
        <StreamingOptionsDialog
          mediaId={watching.id}
          title={watching.title}
          open
          onOpenChange={(open) => {
            if (!open) setWatching(null);
          }}
        />
      ) : null}
    </div>
  );
}
