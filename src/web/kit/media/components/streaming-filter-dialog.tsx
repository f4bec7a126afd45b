import { ChevronDown, SlidersHorizontal, UserRoundCheck, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { TStreamingService } from "@/shared/contracts/catalogue";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
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
  WATCH_OPTIONS,
  type WatchOption,
} from "../filter-state";
import { makeServiceDirectory, type ServiceDirectory } from "../service-directory";
import { ServiceMark } from "./service-mark";

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

/** '{n} recommendations available', or the prompt to pick something (spec §2). */
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

const WATCH_LABELS: Record<WatchOption, { label: string; hint: string }> = {
  rent: { label: "Rent", hint: "Pay once, watch for a while" },
  buy: { label: "Buy", hint: "Keep it in your library" },
};

function OptionRow({
  id,
  checked,
  onCheckedChange,
  children,
  className,
}: {
  id: string;
  checked: boolean | "indeterminate";
  onCheckedChange: (checked: boolean) => void;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-[var(--radius-control)] border border-border bg-surface-2/60 px-2.5 py-2 text-sm leading-tight text-fg sm:gap-3 sm:px-3 transition-colors duration-150 hover:border-border-strong has-[button[data-state=checked]]:border-accent/60 has-[button[data-state=checked]]:bg-accent/10",
        className,
      )}
    >
      <Checkbox id={id} checked={checked} onCheckedChange={(c) => onCheckedChange(c === true)} />
      {children}
    </label>
  );
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

function ServiceGrid({
  services,
  value,
  onToggle,
  directory,
  idPrefix,
}: {
  services: readonly TStreamingService[];
  value: StreamingFilterValue;
  onToggle: (name: string, checked: boolean) => void;
  directory: ServiceDirectory;
  idPrefix: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
      {services.map((s) => {
        const look = directory.look(s.name);
        return (
          <OptionRow
            key={s.name}
            id={`${idPrefix}-${s.name.replace(/[^a-z0-9]+/g, "-")}`}
            checked={value.services.includes(look.name)}
            onCheckedChange={(c) => onToggle(s.name, c)}
          >
            <ServiceMark look={look} size="sm" decorative />
            <span className="min-w-0 break-words">{look.displayName}</span>
          </OptionRow>
        );
      })}
    </div>
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
  const master = masterState(value, listed);
  const moreOpen = showMore;

  const savedList = saved.data ?? [];
  const myServicesDisabled = saved.isPending || savedList.length === 0;

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

          <section aria-labelledby={`${idPrefix}-watch`}>
            <h3 id={`${idPrefix}-watch`} className="mb-2 text-sm font-semibold text-fg">
              Watch Options
            </h3>
            <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
              {WATCH_OPTIONS.map((o) => (
                <OptionRow
                  key={o}
                  id={`${idPrefix}-opt-${o}`}
                  checked={value.watchOptions.includes(o)}
                  onCheckedChange={(c) => onChange(toggleWatchOption(value, o, c))}
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium">{WATCH_LABELS[o].label}</span>
                    <span className="mt-0.5 text-xs text-fg-muted">{WATCH_LABELS[o].hint}</span>
                  </span>
                </OptionRow>
              ))}
            </div>
          </section>

          <section aria-label="Subscription Services">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <label
                htmlFor={`${idPrefix}-all`}
                className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-fg"
              >
                <Checkbox
                  id={`${idPrefix}-all`}
                  checked={master === true}
                  disabled={listed.length === 0}
                  onCheckedChange={(c) => onChange(setAllSubscriptions(value, c === true, listed))}
                />
                Subscription Services
              </label>
              {userId ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="h-11"
                  disabled={myServicesDisabled}
                  onClick={() => onChange(applySavedServices(value, savedList))}
                  title={!saved.isPending && savedList.length === 0 ? "Choose your services in Settings" : undefined}
                >
                  <UserRoundCheck strokeWidth={1.75} />
                  {saved.isPending ? "Loading..." : "Use My Services"}
                </Button>
              ) : null}
            </div>
            {servicesQuery.isPending ? (
              <p className="py-4 text-sm text-fg-muted">Loading services...</p>
            ) : servicesQuery.isError ? (
              <p className="py-4 text-sm text-danger">The list of services could not be loaded.</p>
            ) : (
              <>
                <ServiceGrid
                  services={primary}
                  value={value}
                  directory={directory}
                  idPrefix={`${idPrefix}-svc`}
                  onToggle={(name, c) => onChange(toggleService(value, name, c))}
                />
                {more.length > 0 ? (
                  <div className="mt-3">
                    <button
                      type="button"
                      aria-expanded={moreOpen}
                      aria-controls={`${idPrefix}-more`}
                      onClick={() => setShowMore((v) => !v)}
                      className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] px-2 text-sm font-medium text-fg-secondary transition-colors hover:text-fg"
                    >
                      <ChevronDown
                        className={cn("size-4 transition-transform duration-200", moreOpen && "rotate-180")}
                        strokeWidth={1.75}
                        aria-hidden
                      />
                      {moreOpen ? "Fewer services" : `More services (${more.length})`}
                    </button>
                    {moreOpen ? (
                      <div id={`${idPrefix}-more`} className="mt-2">
                        <ServiceGrid
                          services={more}
                          value={value}
                          directory={directory}
                          idPrefix={`${idPrefix}-more-svc`}
                          onToggle={(name, c) => onChange(toggleService(value, name, c))}
                        />
                      </div>
                    ) : null}
                  </div>
                ) : null}
              </>
            )}
          </section>
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
