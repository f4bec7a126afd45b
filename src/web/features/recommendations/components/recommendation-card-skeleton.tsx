import { Skeleton } from "@/web/components/ui/skeleton";

/** A recommendation card still on its way: the shape of the card, for the desktop grid. */
export function RecommendationCardSkeleton() {
  return (
    <div
      aria-hidden
      data-recommendation-skeleton=""
      className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface"
    >
      <Skeleton className="aspect-[2/3] w-full rounded-none" />
      <div className="flex flex-col gap-2.5 p-3.5">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="mt-1 h-3 w-full" />
        <Skeleton className="h-3 w-11/12" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="mt-1 h-3 w-16" />
        <Skeleton className="h-5 w-3/4 rounded-full" />
        <Skeleton className="mt-1 h-3 w-20" />
        <Skeleton className="h-5 w-1/2 rounded-full" />
        <Skeleton className="mt-2 h-11 w-36" />
      </div>
    </div>
  );
}
