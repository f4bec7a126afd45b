import { SlidersHorizontal } from "lucide-react";
import { lazy, useMemo, useState } from "react";
import type { TStreamingService } from "@/shared/contracts/catalogue";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { LoadOnFirstOpen } from "@/web/lib/lazy-dialog";
import { useStreamingServices } from "../api/streaming-services";
import { activeFilterCount, type StreamingFilterValue } from "../filter-state";

const loadPanel = () => import("./streaming-filter-panel");
const StreamingFilterPanel = lazy(() => loadPanel().then((m) => ({ default: m.StreamingFilterPanel })));

export type FilterWording = "media" | "recommendations";

/** The services the dialog lists: subscription and free ones, the sign-up services first (API order). */
export function filterableServices(services: readonly TStreamingService[] | undefined): {
  primary: TStreamingService[];
  more: TStreamingService[];
} {
  const listed = (services ?? []).filter((s) => s.kind === "subscription" || s.kind === "free");
  return { primary: listed.filter((s) => s.offered_at_signup), more: listed.filter((s) => !s.offered_at_signup) };
}

/**
 * The names of the services the dialog lists, in its order: what the filter helpers take as
 * `subscriptionServices` (e.g. toEffectiveFilter(value, names) for matchesStreamingFilter).
 */
export function useFilterServiceNames(): string[] {
  const { data } = useStreamingServices();
  return useMemo(() => {
    const { primary, more } = filterableServices(data);
    return [...primary, ...more].map((s) => s.name);
  }, [data]);
}

/**
 * '{n} recommendations available' once something is selected ('Counting…' until the caller has a
 * count), else the prompt to pick something.
 */
export function availabilityLine(active: boolean, count: number | undefined, wording: FilterWording): string {
  if (!active) {
    return wording === "recommendations"
      ? "Select streaming services and availability types to filter recommendations"
      : "Select streaming services and availability types to filter media";
  }
  if (count === undefined) return "Counting…";
  if (wording === "recommendations") return `${count} ${count === 1 ? "recommendation" : "recommendations"} available`;
  return `${count} media ${count === 1 ? "item" : "items"} available`;
}

/**
 * 'Filter by Streaming Service': Watch Options (rent, buy), the 'Subscription Services' master
 * checkbox and one checkbox per service, 'Use My Services' (with a user id), removable chips,
 * Clear and Done, and a count badge on the trigger. Every change is applied at once through
 * onChange; `availableCount` is what the caller finds with the current selection. Only the trigger
 * is part of first paint: the dialog loads on the first open.
 */
export function StreamingFilterDialog({
  value,
  onChange,
  availableCount,
  wording,
  userId,
  triggerClassName,
}: {
  value: StreamingFilterValue;
  onChange: (next: StreamingFilterValue) => void;
  availableCount: number | undefined;
  wording: FilterWording;
  userId?: string | null;
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [showMore, setShowMore] = useState(false);
  const servicesQuery = useStreamingServices();
  const { primary, more } = useMemo(() => filterableServices(servicesQuery.data), [servicesQuery.data]);
  const listed = useMemo(() => [...primary, ...more].map((s) => s.name), [primary, more]);
  const count = activeFilterCount(value, listed);

  const onOpenChange = (next: boolean) => {
    // the longer list starts open when something in it is selected
    if (next) setShowMore(more.some((s) => value.services.includes(s.name)));
    setOpen(next);
  };
  const trigger = (
    <Button
      variant="secondary"
      className={cn("relative", count > 0 && "border-accent/50", triggerClassName)}
      // the name starts with the visible text ("Filter 2") so speech users can say what they see
      aria-label={count > 0 ? `Filter ${count} active, by streaming service` : "Filter by streaming service"}
    >
      <SlidersHorizontal strokeWidth={1.75} />
      {/* the label gives way to the search field on narrow screens; the button keeps its name */}
      <span className="hidden min-[420px]:inline">Filter</span>{" "}
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="filter-count"
          className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold tabular-nums text-accent-fg"
        >
          {count}
        </span>
      ) : null}
    </Button>
  );

  return (
    <LoadOnFirstOpen open={open} onOpen={() => onOpenChange(true)} preload={loadPanel} trigger={trigger}>
      <StreamingFilterPanel
        open={open}
        onOpenChange={onOpenChange}
        trigger={trigger}
        value={value}
        onChange={onChange}
        availability={availabilityLine(count > 0, availableCount, wording)}
        userId={userId ?? null}
        showMore={showMore}
        onToggleMore={() => setShowMore((v) => !v)}
      />
    </LoadOnFirstOpen>
  );
}
