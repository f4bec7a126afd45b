import { ChevronDown, UserRoundCheck } from "lucide-react";
import type { TStreamingService } from "@/shared/contracts/catalogue";
import { CheckboxTile } from "@/web/components/checkbox-tile";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { cn } from "@/web/lib/cn";
import { WATCH_OPTIONS, type WatchOption } from "../filter-state";
import type { ServiceDirectory } from "../service-directory";
import { ServiceCheckboxGrid } from "./service-checkbox-grid";

const WATCH_LABELS: Record<WatchOption, { label: string; hint: string }> = {
  rent: { label: "Rent", hint: "Pay once, watch for a while" },
  buy: { label: "Buy", hint: "Keep it in your library" },
};

/** 'Watch Options': one tile each for Rent and Buy, with what each means. */
export function WatchOptionsSection({
  idPrefix,
  selected,
  onToggle,
}: {
  idPrefix: string;
  selected: readonly WatchOption[];
  onToggle: (option: WatchOption, checked: boolean) => void;
}) {
  return (
    <section aria-labelledby={`${idPrefix}-watch`}>
      <h3 id={`${idPrefix}-watch`} className="mb-2 text-sm font-semibold text-fg">
        Watch Options
      </h3>
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        {WATCH_OPTIONS.map((o) => (
          <CheckboxTile
            key={o}
            id={`${idPrefix}-opt-${o}`}
            checked={selected.includes(o)}
            onCheckedChange={(c) => onToggle(o, c)}
          >
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{WATCH_LABELS[o].label}</span>
              <span className="mt-0.5 text-xs text-fg-muted">{WATCH_LABELS[o].hint}</span>
            </span>
          </CheckboxTile>
        ))}
      </div>
    </section>
  );
}

/** The state of the signed-in person's saved services, for 'Use My Services'. */
export interface SavedServicesState {
  pending: boolean;
  services: readonly string[];
  onApply: () => void;
}

/**
 * 'Subscription Services': the master checkbox, 'Use My Services' (signed in only), the sign-up
 * services, and the rest behind 'More services (n)'.
 */
export function SubscriptionServicesSection({
  idPrefix,
  status,
  primary,
  more,
  selected,
  directory,
  allTicked,
  onToggleAll,
  onToggle,
  saved,
  showMore,
  onToggleMore,
}: {
  idPrefix: string;
  status: "pending" | "error" | "success";
  primary: readonly TStreamingService[];
  more: readonly TStreamingService[];
  selected: readonly string[];
  directory: ServiceDirectory;
  allTicked: boolean;
  onToggleAll: (checked: boolean) => void;
  onToggle: (name: string, checked: boolean) => void;
  saved: SavedServicesState | null;
  showMore: boolean;
  onToggleMore: () => void;
}) {
  const looks = (list: readonly TStreamingService[]) => list.map((s) => directory.look(s.name));
  return (
    <section aria-label="Subscription Services">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <label
          htmlFor={`${idPrefix}-all`}
          className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-fg"
        >
          <Checkbox
            id={`${idPrefix}-all`}
            checked={allTicked}
            disabled={primary.length + more.length === 0}
            onCheckedChange={(c) => onToggleAll(c === true)}
          />
          Subscription Services
        </label>
        {saved ? <UseMyServicesButton saved={saved} /> : null}
      </div>
      {status === "pending" ? (
        <p className="py-4 text-sm text-fg-muted">Loading services...</p>
      ) : status === "error" ? (
        <p className="py-4 text-sm text-danger">The list of services could not be loaded.</p>
      ) : (
        <>
          <ServiceCheckboxGrid services={looks(primary)} selected={selected} onToggle={onToggle} />
          {more.length > 0 ? (
            <div className="mt-3">
              <button
                type="button"
                aria-expanded={showMore}
                aria-controls={`${idPrefix}-more`}
                onClick={onToggleMore}
                className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] px-2 text-sm font-medium text-fg-secondary transition-colors hover:text-fg"
              >
                <ChevronDown
                  className={cn("size-4 transition-transform duration-200", showMore && "rotate-180")}
                  strokeWidth={1.75}
                  aria-hidden
                />
                {showMore ? "Fewer services" : `More services (${more.length})`}
              </button>
              {showMore ? (
                <div id={`${idPrefix}-more`} className="mt-2">
                  <ServiceCheckboxGrid services={looks(more)} selected={selected} onToggle={onToggle} />
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Applies the services saved in Settings; disabled (and says where to set them) when there are none. */
function UseMyServicesButton({ saved }: { saved: SavedServicesState }) {
  const none = !saved.pending && saved.services.length === 0;
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-11"
      disabled={saved.pending || saved.services.length === 0}
      onClick={saved.onApply}
      title={none ? "Choose your services in Settings" : undefined}
    >
      <UserRoundCheck strokeWidth={1.75} />
      {saved.pending ? "Loading..." : "Use My Services"}
    </Button>
  );
}
