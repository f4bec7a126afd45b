import { Clapperboard } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";
import { MediaCard, type MediaCardItem } from "./media-card";
import { RatingControl } from "./rating-control";
import { WantToWatchToggle } from "./want-to-watch-toggle";

/** 1 column below 360 px, 2 from 360 px, 3 from md, 4 from lg, 5 from xl, and never more than 5. */
export const GRID_COLUMNS =
  "grid grid-cols-1 gap-x-4 gap-y-7 min-[360px]:grid-cols-2 md:grid-cols-3 md:gap-x-5 lg:grid-cols-4 xl:grid-cols-5 xl:gap-x-6";

/** Placeholder cards while the catalogue's first page loads: two full rows of the widest grid. */
export const CATALOGUE_SKELETONS = 10;

export function MediaCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col">
      <Skeleton className="aspect-[2/3] w-full rounded-[var(--radius-card)]" />
      <Skeleton className="mt-3 h-4 w-4/5" />
      <Skeleton className="mt-2 h-3 w-1/2" />
      <Skeleton className="mt-3 h-5 w-16" />
    </div>
  );
}

/** The empty state pattern: an icon, what happened, what to do, one button. */
export function EmptyState({
  title,
  hint,
  action,
  icon,
}: {
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-[var(--radius-card)] border border-dashed border-border px-6 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-surface-2 text-fg-secondary [&_svg]:size-6">
        {icon ?? <Clapperboard strokeWidth={1.75} aria-hidden />}
      </div>
      <p className="mt-4 text-base font-semibold text-fg">{title}</p>
      {hint ? <p className="mt-1 max-w-sm text-sm text-fg-secondary">{hint}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

/**
 * The poster grid. Titles without a poster are left out; while loading with nothing to show yet it
 * shows `skeletons` placeholder cards (10 in the catalogue), and `loadingMore` appends a row of them.
 */
export function MediaGrid({
  items,
  loading,
  emptyText,
  emptyHint,
  emptyAction,
  onOpenDetails,
  skeletons = CATALOGUE_SKELETONS,
  loadingMore = false,
  eagerCount = 5,
  className,
  label,
}: {
  items: readonly MediaCardItem[];
  loading: boolean;
  emptyText?: string;
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  onOpenDetails: (item: MediaCardItem) => void;
  skeletons?: number;
  loadingMore?: boolean;
  /** how many leading posters load without waiting for the viewport check */
  eagerCount?: number;
  className?: string;
  /** accessible name of the list */
  label?: string;
}) {
  const visible = items.filter((i) => !!i.poster_url);
  if (loading && visible.length === 0) {
    return (
      <div className={cn(GRID_COLUMNS, className)} role="status" aria-label="Loading media">
        {Array.from({ length: skeletons }, (_, i) => (
          <MediaCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (visible.length === 0) {
    return <EmptyState title={emptyText ?? "No media found"} hint={emptyHint} action={emptyAction} />;
  }
  return (
    <ul className={cn(GRID_COLUMNS, className)} aria-label={label} aria-busy={loadingMore || undefined}>
      {visible.map((item, i) => (
        <li key={item.id} className="min-w-0">
          <MediaCard
            item={item}
            onOpenDetails={onOpenDetails}
            eager={i < eagerCount}
            actions={
              <>
                <WantToWatchToggle mediaId={item.id} title={item.title} size="sm" />
                <RatingControl mediaId={item.id} title={item.title} />
              </>
            }
          />
        </li>
      ))}
      {loadingMore
        ? Array.from({ length: 5 }, (_, i) => (
            <li key={`more-${i}`} aria-hidden className="min-w-0">
              <MediaCardSkeleton />
            </li>
          ))
        : null}
    </ul>
  );
}
