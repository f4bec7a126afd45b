/** The phone view's placeholder while the first recommendation is on its way. */
export function MobileCardSkeleton() {
  return (
    <div
      aria-hidden
      data-recommendation-skeleton=""
      className="rounded-[var(--radius-card)] border border-border bg-surface p-4"
    >
      <div className="flex justify-between">
        <div className="skeleton h-7 w-28 rounded-full" />
        <div className="skeleton h-7 w-24 rounded-full" />
      </div>
      <div className="mt-4 grid grid-cols-[minmax(0,42%)_minmax(0,1fr)] gap-4">
        <div className="skeleton aspect-[2/3] rounded-[var(--radius-control)]" />
        <div className="flex flex-col gap-2.5">
          <div className="skeleton h-5 w-4/5 rounded-[var(--radius-control)]" />
          <div className="skeleton h-4 w-1/2 rounded-[var(--radius-control)]" />
          <div className="skeleton h-4 w-2/3 rounded-[var(--radius-control)]" />
          <div className="skeleton mt-2 h-11 w-32 rounded-[var(--radius-control)]" />
        </div>
      </div>
      <div className="skeleton mt-4 h-28 rounded-[var(--radius-card)]" />
    </div>
  );
}
