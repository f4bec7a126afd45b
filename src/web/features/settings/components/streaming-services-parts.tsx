import { ChevronDown, LoaderCircle } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ServiceCheckboxGrid } from "@/web/kit/media/components/service-checkbox-grid";
import { ServiceChip } from "@/web/kit/media/components/service-mark";
import type { ServiceLook } from "@/web/kit/media/service-directory";
import { cn } from "@/web/lib/cn";

/** Two columns from sm up: the settings column is narrower than the filter dialog. */
const SETTINGS_COLUMNS = "min-[360px]:grid-cols-1 sm:grid-cols-2";

export function ServicesSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-8 w-2/3 rounded-full" />
      <div className="grid gap-2 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={`s-${i}`} className="h-12" />
        ))}
      </div>
      <span className="sr-only">Loading your streaming services</span>
    </div>
  );
}

/** 'Your services': the ticked services as chips, or a nudge to tick some. */
export function SelectedServices({ services }: { services: readonly ServiceLook[] }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-fg-secondary">Your services</h3>
      {services.length > 0 ? (
        <ul aria-label="Selected services" className="mt-3 flex flex-wrap gap-2">
          {services.map((look) => (
            <li key={look.name}>
              <ServiceChip look={look} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-fg-muted">None selected yet. Tick the services you subscribe to.</p>
      )}
    </div>
  );
}

/**
 * The services to tick: the sign-up ones, then the other subscription services when shown. Locked
 * while a save is in flight, so each tick is saved on top of the last one.
 */
export function ServiceChoices({
  primary,
  more,
  showMore,
  selected,
  saving,
  statusId,
  onToggle,
}: {
  primary: readonly ServiceLook[];
  more: readonly ServiceLook[];
  showMore: boolean;
  selected: readonly string[];
  saving: boolean;
  statusId: string;
  onToggle: (name: string, checked: boolean) => void;
}) {
  return (
    <fieldset className="mt-6 border-t border-border pt-6" disabled={saving} aria-describedby={statusId}>
      <legend className="sr-only">Subscription services</legend>
      <ServiceCheckboxGrid
        services={primary}
        selected={selected}
        disabled={saving}
        onToggle={onToggle}
        className={SETTINGS_COLUMNS}
      />
      {showMore && more.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-medium text-fg-secondary">More subscription services</h3>
          <div className="mt-3">
            <ServiceCheckboxGrid
              services={more}
              selected={selected}
              disabled={saving}
              onToggle={onToggle}
              className={SETTINGS_COLUMNS}
            />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

/** 'Saving preferences...' while a save runs, and the button that shows or hides the other services. */
export function SaveStatusRow({
  statusId,
  saving,
  moreCount,
  canCollapse,
  showMore,
  onToggleMore,
}: {
  statusId: string;
  saving: boolean;
  moreCount: number;
  /** false while a service in the longer list is ticked: it stays in view */
  canCollapse: boolean;
  showMore: boolean;
  onToggleMore: () => void;
}) {
  return (
    <div className="mt-4 flex min-h-11 flex-wrap items-center justify-between gap-3">
      <p id={statusId} role="status" className="flex items-center gap-2 text-sm text-fg-secondary">
        {saving ? (
          <>
            <LoaderCircle className="size-4 animate-spin text-accent" strokeWidth={1.75} aria-hidden />
            Saving preferences...
          </>
        ) : null}
      </p>
      {moreCount > 0 && canCollapse ? (
        <Button variant="ghost" onClick={onToggleMore} aria-expanded={showMore}>
          {showMore ? "Show fewer services" : `Show ${moreCount} more services`}
          <ChevronDown
            className={cn("transition-transform duration-200", showMore && "rotate-180")}
            strokeWidth={1.75}
          />
        </Button>
      ) : null}
    </div>
  );
}
