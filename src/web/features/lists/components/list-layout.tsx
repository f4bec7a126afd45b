import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import type { TMediaItem } from "@/shared/contracts/catalogue";
import type { TListEntry } from "@/shared/contracts/lists";
import { Button } from "@/web/components/ui/button";
import { LazyMediaDetailsDialog as MediaDetailsDialog } from "@/web/kit/media/components/lazy-media-details-dialog";
import { MediaCard } from "@/web/kit/media/components/media-card";
import { EmptyState, GRID_COLUMNS, MediaCardSkeleton } from "@/web/kit/media/components/media-grid";
import { notify } from "@/web/lib/toast";

/** The toast when a list cannot be loaded, worded as the product copy has it. */
export const LIST_LOAD_FAILED = ["Error", "Failed to load your media lists"] as const;

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
