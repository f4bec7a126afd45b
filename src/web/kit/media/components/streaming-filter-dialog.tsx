import { SlidersHorizontal, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { TStreamingService } from "@/shared/contracts/catalogue";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/web/components/ui/dialog";
import { cn } from "@/web/lib/cn";
import { useSavedServices } from "../api/saved-services";
import { useStreamingServices } from "../api/streaming-services";
import {
  activeFilterCount,
  applySavedServices,
  clearFilter,
  type FilterChip,
  filterChips,
  masterState,
  removeChip,
  type StreamingFilterValue,
  setAllSubscriptions,
  toggleService,
  toggleWatchOption,
} from "../filter-state";
import { makeServiceDirectory } from "../service-directory";
import { SubscriptionServicesSection, WatchOptionsSection } from "./streaming-filter-sections";

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

export function FilterChips({
  chips,
  onRemove,
  className,
}: {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label="Selected filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <span className="inline-flex h-8 items-center gap-1 rounded-full border border-accent/40 bg-accent/10 pl-3 text-sm text-fg">
            {chip.label}
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={`Remove ${chip.label} filter`}
              className="relative inline-flex size-8 items-center justify-center rounded-full text-fg-secondary transition-colors hover:text-fg after:absolute after:-inset-1.5 after:content-['']"
            >
              <X className="size-3.5" strokeWidth={1.75} aria-hidden />
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Filter by Streaming Service': Watch Options (rent, buy), the 'Subscription Services' master
 * checkbox and one checkbox per service, 'Use My Services' (with a user id), removable chips,
 * Clear and Done, and a count badge on the trigger. Every change is applied at once through
 * onChange; `availableCount` is what the caller finds with the current selection.
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
  const idPrefix = useId();
  const servicesQuery = useStreamingServices();
  const directory = useMemo(() => makeServiceDirectory(servicesQuery.data), [servicesQuery.data]);
  const { primary, more } = useMemo(() => filterableServices(servicesQuery.data), [servicesQuery.data]);
  const listed = useMemo(() => [...primary, ...more].map((s) => s.name), [primary, more]);
  const saved = useSavedServices(userId ?? null, open);

  const chips = filterChips(value, listed, (n) => directory.displayName(n));
  const count = activeFilterCount(value, listed);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // the longer list starts open when something in it is selected
        if (next) setShowMore(more.some((s) => value.services.includes(s.name)));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
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
      </DialogTrigger>
      <DialogContent
        title="Filter by Streaming Service"
        description={
          <span aria-live="polite" data-testid="filter-availability">
            {availabilityLine(count > 0, availableCount, wording)}
          </span>
        }
        size="lg"
      >
        <div className="flex flex-col gap-6">
          <FilterChips chips={chips} onRemove={(chip) => onChange(removeChip(value, chip, listed))} />

          <WatchOptionsSection
            idPrefix={idPrefix}
            selected={value.watchOptions}
            onToggle={(o, c) => onChange(toggleWatchOption(value, o, c))}
          />
          <SubscriptionServicesSection
            idPrefix={idPrefix}
            status={servicesQuery.status}
            primary={primary}
            more={more}
            selected={value.services}
            directory={directory}
            allTicked={masterState(value, listed) === true}
            onToggleAll={(c) => onChange(setAllSubscriptions(value, c, listed))}
            onToggle={(name, c) => onChange(toggleService(value, name, c))}
            saved={
              userId
                ? {
                    pending: saved.isPending,
                    services: saved.data ?? [],
                    onApply: () => onChange(applySavedServices(value, saved.data ?? [])),
                  }
                : null
            }
            showMore={showMore}
            onToggleMore={() => setShowMore((v) => !v)}
          />
        </div>
        <div className="sticky -bottom-5 -mx-5 mt-6 flex items-center justify-between gap-3 border-t border-border bg-surface px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button variant="ghost" onClick={() => onChange(clearFilter())} disabled={count === 0}>
            Clear
          </Button>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
