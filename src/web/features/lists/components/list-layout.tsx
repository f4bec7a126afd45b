import { ArrowLeft, Bookmark, Eye, Star } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import type { TMediaItem } from "@/shared/contracts/catalogue";
import type { TListEntry } from "@/shared/contracts/lists";
import { Button } from "@/web/components/ui/button";
import { LazyMediaDetailsDialog as MediaDetailsDialog } from "@/web/kit/media/components/lazy-media-details-dialog";
import { MediaCard } from "@/web/kit/media/components/media-card";
import { EmptyState, GRID_COLUMNS, MediaCardSkeleton } from "@/web/kit/media/components/media-grid";
import { cn } from "@/web/lib/cn";
import { notify } from "@/web/lib/toast";

/** Spec §8: the toast when a list cannot be loaded. */
export const LIST_LOAD_FAILED = ["Error", "Failed to load your media lists"] as const;

const NAV = [
  { to: "/lists/rated", label: "Your Ratings", icon: Star },
  { to: "/lists/watched", label: "Watched", icon: Eye },
  { to: "/watchlist", label: "Watch List", icon: Bookmark },
] as const;

/** Links between the user's lists; the current one is marked. */
function ListsNav({ current }: { current: string }) {
  return (
    <nav aria-label="Your lists" className="w-full sm:w-auto">
      <ul className="flex w-full items-center gap-1 rounded-[var(--radius-control)] border border-border bg-surface p-1 sm:inline-flex sm:w-auto">
        {NAV.map(({ to, label, icon: Icon }) => {
          const active = to === current;
          return (
            <li key={to} className="flex-1 sm:flex-none">
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-[6px] px-2 text-sm font-medium transition-colors duration-150 sm:px-3 [&_svg]:size-4",
                  active ? "bg-surface-3 text-fg" : "text-fg-secondary hover:text-fg",
                )}
              >
                <Icon strokeWidth={1.75} aria-hidden className="max-[399px]:hidden" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** 'Back to Home', the heading with a count, and the links between lists. */
export function ListHeader({
  title,
  count,
  current,
  description,
}: {
  title: string;
  count: number | null;
  current: string;
  description: string;
}) {
  return (
    <header className="flex flex-col gap-5">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to="/">
            <ArrowLeft strokeWidth={1.75} aria-hidden />
            Back to Home
          </Link>
        </Button>
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-baseline gap-x-3 text-3xl font-semibold sm:text-4xl">
            {title}
            {count ? (
              <span className="text-base font-medium tabular-nums text-fg-muted">
                {count} {count === 1 ? "title" : "titles"}
              </span>
            ) : null}
          </h1>
          <p className="mt-2 text-fg-secondary">{description}</p>
        </div>
        <ListsNav current={current} />
      </div>
    </header>
  );
}

/** Shows the list-load toast once per failure. */
export function useListLoadError(isError: boolean) {
  useEffect(() => {
    if (isError) notify.error(...LIST_LOAD_FAILED);
  }, [isError]);
}

/**
 * The poster grid of a list page: skeletons while loading, the empty state, or the cards with
 * their actions and footers; a card opens the details dialog.
 */
export function ListGrid({
  entries,
  loading,
  label,
  empty,
  actions,
  footer,
}: {
  entries: readonly TListEntry[];
  loading: boolean;
  label: string;
  empty: { title: string; hint: ReactNode; icon: ReactNode };
  actions?: (entry: TListEntry) => ReactNode;
  footer?: (entry: TListEntry) => ReactNode;
}) {
  const [details, setDetails] = useState<TMediaItem | null>(null);
  const [open, setOpen] = useState(false);
  let body: ReactNode;
  if (loading) {
    body = (
      <div className={GRID_COLUMNS} role="status" aria-label="Loading your list">
        {Array.from({ length: 5 }, (_, i) => (
          <MediaCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        title={empty.title}
        hint={empty.hint}
        icon={empty.icon}
        action={
          <Button asChild variant="secondary">
            <Link to="/">Browse titles</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className={GRID_COLUMNS} aria-label={label}>
        {entries.map((entry, i) => (
          <li key={entry.media_id} className="min-w-0">
            <MediaCard
              item={entry.media}
              eager={i < 5}
              onOpenDetails={() => {
                setDetails(entry.media);
                setOpen(true);
              }}
              actions={actions?.(entry)}
              footer={footer?.(entry)}
            />
          </li>
        ))}
      </ul>
    );
  }
  // The dialog stays open when its title leaves the list (e.g. marked watched from the Watch List).
  return (
    <>
      {body}
      <MediaDetailsDialog item={details} open={open} onOpenChange={setOpen} />
    </>
  );
}
