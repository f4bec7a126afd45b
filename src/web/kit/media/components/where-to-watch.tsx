import { ChevronDown, ExternalLink, TvMinimal } from "lucide-react";
import { useState } from "react";
import type { TStreamingAvailability } from "@/shared/contracts/recommendations";
import type { OfferType } from "@/shared/vocabulary";
import { NewTabLink } from "@/web/components/new-tab-link";
import { LazyPopover } from "@/web/components/ui/lazy-popover";
import { cn } from "@/web/lib/cn";
import { availabilityOffers, markNames, type Offer, offerLabel } from "../availability-offers";
import type { ServiceDirectory } from "../service-directory";
import { useServiceDirectory } from "../use-service-directory";
import { ServiceMark } from "./service-mark";

/** How a component reports that the reader followed an offer to a service. */
export type StreamingClick = (offer: { name: string; type: OfferType }) => void;

const MAX_MARKS = 3;

/**
 * The streaming availability control of a recommendation: the services' marks on a button that
 * opens the list of offers, each opening the service in a new tab (and reported through
 * onStreamingClick). Says so plainly when the title is not available in the US.
 */
export function WhereToWatch({
  availability,
  title,
  onStreamingClick,
  className,
}: {
  availability: TStreamingAvailability | null | undefined;
  title: string;
  onStreamingClick?: StreamingClick;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const directory = useServiceDirectory();
  const offers = availabilityOffers(availability);
  if (offers.length === 0) {
    return (
      <p className={cn("flex min-h-11 items-center gap-2 text-xs text-fg-muted", className)}>
        <TvMinimal className="size-4" strokeWidth={1.75} aria-hidden />
        Not streaming in the US
      </p>
    );
  }
  const names = markNames(offers);
  const streams = offers.some((o) => o.type === "subscription" || o.type === "free");
  return (
    <LazyPopover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          data-where-to-watch=""
          onClick={(e) => e.stopPropagation()}
          className={cn(
            "relative z-10 inline-flex h-11 max-w-full items-center gap-2 rounded-[var(--radius-control)] border border-border bg-surface-2 pl-2 pr-2.5 text-xs font-medium text-fg-secondary transition-colors duration-150 hover:border-border-strong hover:text-fg",
            className,
          )}
        >
          <span className="flex shrink-0 items-center gap-1">
            {names.slice(0, MAX_MARKS).map((n) => (
              <ServiceMark key={n} look={directory.look(n)} size="xs" decorative />
            ))}
          </span>
          <span className="truncate">
            {streams ? "Where to watch" : "Rent or buy"}
            <span className="sr-only">
              {" "}
              {title}: {names.length} {names.length === 1 ? "service" : "services"}
            </span>
          </span>
          <ChevronDown className="size-3.5 shrink-0" strokeWidth={1.75} aria-hidden />
        </button>
      }
      className="w-72 p-1.5"
      onClick={(e) => e.stopPropagation()}
    >
      <p className="px-2.5 pb-1.5 pt-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">Where to watch</p>
      <OfferList
        offers={offers}
        directory={directory}
        onFollow={(o) => {
          onStreamingClick?.({ name: o.name, type: o.type });
          setOpen(false);
        }}
      />
    </LazyPopover>
  );
}

const ROW =
  "flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-2.5 text-sm transition-colors duration-150";

/** One row per offer: mark, service and 'Stream' or the price; a link when the offer has one. */
function OfferList({
  offers,
  directory,
  onFollow,
}: {
  offers: readonly Offer[];
  directory: ServiceDirectory;
  onFollow: (offer: Offer) => void;
}) {
  return (
    <ul className="flex flex-col">
      {offers.map((o) => {
        const look = directory.look(o.name);
        const row = (
          <>
            <ServiceMark look={look} size="sm" decorative />
            <span className="min-w-0 flex-1 truncate text-fg">{o.displayName ?? look.displayName}</span>
            <span className="shrink-0 tabular-nums text-fg-secondary">{offerLabel(o)}</span>
          </>
        );
        return (
          <li key={`${o.name}-${o.type}`}>
            {o.link ? (
              <NewTabLink href={o.link} className={cn(ROW, "hover:bg-surface-3")} onClick={() => onFollow(o)}>
                {row}
                <ExternalLink className="size-3.5 shrink-0 text-fg-muted" strokeWidth={1.75} aria-hidden />
              </NewTabLink>
            ) : (
              <span className={ROW}>{row}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
