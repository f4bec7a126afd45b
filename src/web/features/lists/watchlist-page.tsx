import { Bookmark, BookmarkX } from "lucide-react";
import { useState } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "@/web/components/ui/spinner";
import { RatingControl } from "@/web/kit/media/components/rating-control";
import { useMediaState } from "@/web/kit/media/media-state";
import { useSession } from "@/web/kit/session/session-provider";
import { useUserList } from "./api/user-list";
import { ListHeader } from "./components/list-header";
import { ListGrid, useListLoadError } from "./components/list-layout";
import { RemoveConfirmDialog } from "./components/remove-confirm-dialog";

/**
 * /watchlist: the want_to_watch titles, most recently updated first. Removing asks 'Are you sure?'.
 * A title leaves the page as soon as it leaves the watch list anywhere (details dialog, Watched mark).
 */
export function WatchlistPage() {
  const session = useSession();
  const media = useMediaState();
  const list = useUserList("want_to_watch", session.user?.id);
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  useListLoadError(list.isError);

  if (session.loading) return <PageSpinner />;
  if (!session.isLoggedIn) return <Navigate to="/" replace />;

  const loading = list.isPending || media.loading;
  const entries = loading ? [] : (list.data?.items ?? []).filter((e) => media.isWantToWatch(e.media_id));
  return (
    <div className="page-gutter mx-auto flex max-w-[1440px] flex-col gap-8 py-6 sm:py-8">
      <ListHeader
        title="Watch List"
        count={loading ? null : entries.length}
        current="/watchlist"
        description="Titles you saved for later, most recently added first."
      />
      <ListGrid
        entries={entries}
        loading={loading}
        label="Watch list"
        empty={{
          title: "No items in your want to watch list",
          hint: "Use the bookmark icon on any title to save it here for later.",
          icon: <Bookmark strokeWidth={1.75} aria-hidden />,
        }}
        actions={(entry) => (
          <>
            <button
              type="button"
              aria-label={`Remove ${entry.media.title} from watch list`}
              title="Remove from watch list"
              onClick={() => {
                setRemoving({ id: entry.media_id, title: entry.media.title });
                setConfirmOpen(true);
              }}
              className="inline-flex size-11 items-center justify-center rounded-full bg-black/65 text-white backdrop-blur-sm transition-colors duration-150 hover:bg-black/80 hover:text-danger [&_svg]:size-[18px]"
            >
              <BookmarkX strokeWidth={1.75} aria-hidden />
            </button>
            <RatingControl mediaId={entry.media_id} title={entry.media.title} />
          </>
        )}
      />
      <RemoveConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={removing?.title ?? ""}
        onConfirm={() => {
          if (removing && media.isWantToWatch(removing.id)) void media.toggleWantToWatch(removing.id);
        }}
      />
    </div>
  );
}
