import { Eye, Heart, HeartOff, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import type { TListEntry, TListKind } from "@/shared/contracts/lists";
import { isListKind } from "@/shared/user-media";
import { PageSpinner } from "@/web/components/ui/spinner";
import { RatingControl } from "@/web/kit/media/components/rating-control";
import { WantToWatchToggle } from "@/web/kit/media/components/want-to-watch-toggle";
import { type MyMedia, useMyMedia } from "@/web/kit/media/media-state";
import { useSession } from "@/web/kit/session/session-provider";
import { useUserList } from "./api/user-list";
import { ListHeader } from "./components/list-header";
import { ListGrid, useListLoadError } from "./components/list-layout";

interface ListCopy {
  title: string;
  description: string;
  empty: string;
  hint: string;
  icon: ReactNode;
  /** whether an entry still belongs on the page, from the live session maps */
  keep(media: MyMedia, entry: TListEntry): boolean;
}

const COPY: Record<Exclude<TListKind, "want_to_watch">, ListCopy> = {
  rated: {
    title: "Your Ratings",
    description: "Everything you have rated, newest rating first.",
    empty: "No rated media yet",
    hint: "Use the star icon on any title to rate it from 1 to 10.",
    icon: <Star strokeWidth={1.75} aria-hidden />,
    keep: (media, e) => media.ratingOf(e.media_id) !== null,
  },
  watched: {
    title: "Watched",
    description: "Titles you have marked as watched. We never recommend these.",
    empty: "No watched titles yet",
    hint: "Open a title and choose Mark as watched.",
    icon: <Eye strokeWidth={1.75} aria-hidden />,
    keep: (media, e) => media.isWatched(e.media_id),
  },
  like: {
    title: "Liked",
    description: "Titles you liked, most recent first.",
    empty: "No liked titles yet",
    hint: "Rate titles with the star icon to tell us what you enjoy.",
    icon: <Heart strokeWidth={1.75} aria-hidden />,
    keep: (media, e) => media.statusesById[e.media_id]?.includes("like") ?? false,
  },
  dislike: {
    title: "Disliked",
    description: "Titles you did not enjoy, most recent first.",
    empty: "No disliked titles yet",
    hint: "Rate titles with the star icon to tell us what to avoid.",
    icon: <HeartOff strokeWidth={1.75} aria-hidden />,
    keep: (media, e) => media.statusesById[e.media_id]?.includes("dislike") ?? false,
  },
};

/** /lists/{status}: like, dislike, watched, rated (want_to_watch is the Watch List); anything else goes to /lists/rated. */
export function ListPage() {
  const { status } = useParams();
  if (!isListKind(status)) return <Navigate to="/lists/rated" replace />;
  if (status === "want_to_watch") return <Navigate to="/watchlist" replace />;
  return <StatusList kind={status} />;
}

function StatusList({ kind }: { kind: Exclude<TListKind, "want_to_watch"> }) {
  const session = useSession();
  const media = useMyMedia();
  const list = useUserList(kind, session.user?.id);
  useListLoadError(list.isError);

  if (session.loading) return <PageSpinner />;
  if (!session.isLoggedIn) return <Navigate to="/" replace />;

  const copy = COPY[kind];
  const loading = list.isPending || media.loading;
  const entries = loading ? [] : (list.data?.items ?? []).filter((e) => copy.keep(media, e));
  return (
    <div className="page-gutter mx-auto flex max-w-[1440px] flex-col gap-8 py-6 sm:py-8">
      <ListHeader
        title={copy.title}
        count={loading ? null : entries.length}
        current={`/lists/${kind}`}
        description={copy.description}
      />
      <ListGrid
        entries={entries}
        loading={loading}
        label={copy.title}
        empty={{ title: copy.empty, hint: copy.hint, icon: copy.icon }}
        actions={(entry) => <WantToWatchToggle mediaId={entry.media_id} title={entry.media.title} size="sm" />}
        footer={(entry) => <RatingControl mediaId={entry.media_id} title={entry.media.title} variant="inline" />}
      />
    </div>
  );
}
