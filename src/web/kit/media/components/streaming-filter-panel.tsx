import { type ReactElement, useId, useMemo } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/web/components/ui/dialog";
import { useSavedServices } from "../api/saved-services";
import { useStreamingServices } from "../api/streaming-services";
import {
  activeFilterCount,
  applySavedServices,
  clearFilter,
  filterChips,
  masterState,
  removeChip,
  type StreamingFilterValue,
  setAllSubscriptions,
  toggleService,
  toggleWatchOption,
} from "../filter-state";
import { makeServiceDirectory } from "../service-directory";
import { FilterChips } from "./filter-chips";
import { filterableServices } from "./streaming-filter-dialog";
import { SubscriptionServicesSection, WatchOptionsSection } from "./streaming-filter-sections";

/**
 * The streaming filter's dialog with its trigger: loaded by StreamingFilterDialog the first time it
 * opens, so the dialog, its checkboxes and Radix's focus and scroll locks stay out of first paint.
 */
export function StreamingFilterPanel({
  open,
  onOpenChange,
  trigger,
  value,
  onChange,
  availability,
  userId,
  showMore,
  onToggleMore,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: ReactElement;
  value: StreamingFilterValue;
  onChange(next: StreamingFilterValue): void;
  /** the line under the title: what the selection leaves, or the prompt to pick something */
  availability: string;
  userId: string | null;
  showMore: boolean;
  onToggleMore(): void;
}) {
  const idPrefix = useId();
  const servicesQuery = useStreamingServices();
  const directory = useMemo(() => makeServiceDirectory(servicesQuery.data), [servicesQuery.data]);
  const { primary, more } = useMemo(() => filterableServices(servicesQuery.data), [servicesQuery.data]);
  const listed = useMemo(() => [...primary, ...more].map((s) => s.name), [primary, more]);
  const saved = useSavedServices(userId, open);
  const chips = filterChips(value, listed, (n) => directory.displayName(n));
  const count = activeFilterCount(value, listed);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Filter by Streaming Service"
        description={
          <span aria-live="polite" data-testid="filter-availability">
            {availability}
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
            onToggleMore={onToggleMore}
          />
        </div>
        <div className="sticky -bottom-5 -mx-5 mt-6 flex items-center justify-between gap-3 border-t border-border bg-surface px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button variant="ghost" onClick={() => onChange(clearFilter())} disabled={count === 0}>
            Clear
          </Button>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
