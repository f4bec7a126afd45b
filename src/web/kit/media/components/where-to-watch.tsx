import { ChevronDown, ExternalLink, TvMinimal } from "lucide-react";
import { useState } from "react";
import type { TStreamingAvailability } from "@/shared/contracts/recommendations";
import { formatPrice, mapOfferType, normalizeServiceName } from "@/shared/streaming";
import type { OfferType } from "@/shared/vocabulary";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { cn } from "@/web/lib/cn";
import { useServiceDirectory } from "../use-service-directory";
import { ServiceMark } from "./service-mark";

/** How a component reports that the reader followed an offer to a service. */
export type StreamingClick = (offer: { name: string; type: OfferType }) => void;

const ORDER: Record<OfferType, number> = { subscription: 0, free: 1, rent: 2, buy: 3 };
const MAX_MARKS = 3;

export interface Offer {
  name: string;
  displayName?: string;
  type: OfferType;
  link: string | null;
  price: string | null;
}

/** The offers of a recommendation, one per service and type: stream, free, rent, buy. */
export function availabilityOffers(availability: TStreamingAvailability | null | undefined): Offer[] {
  if (!availability?.available) return [];
  const seen = new Set<string>();
  const out: Offer[] = [];
  for (const s of availability.services) {
    const type = mapOfferType(s.type);
    const key = `${normalizeServiceName(s.name)}|${type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name: s.name, displayName: s.display_name, type, link: s.link ?? null, price: s.price ?? null });
  }
  return out.sort((a, b) => ORDER[a.type] - ORDER[b.type]);
}

/** Unique service names in offer order (streams first), for the marks on the button. */
function markNames(offers: readonly Offer[]): string[] {
  const names: string[] = [];
  for (const o of offers) {
    const key = normalizeServiceName(o.name);
    if (!names.includes(key)) names.push(key);
  }
  return names;
}

function offerLabel(o: Offer): string {
  if (o.type === "subscription") return "Stream";
  if (o.type === "free") return "Free";
  const price = formatPrice(o.price);
  const verb = o.type === "rent" ? "Rent" : "Buy";
  return price ? `${verb} ${price}` : verb;
}

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
  const shown = names.slice(0, MAX_MARKS);
  const streams = offers.some((o) => o.type === "subscription" || o.type === "free");
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
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
            {shown.map((n) => (
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
      </PopoverTrigger>
      <PopoverContent className="w-72 p-1.5" onClick={(e) => e.stopPropagation()}>
        <p className="px-2.5 pb-1.5 pt-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">Where to watch</p>
        <ul className="flex flex-col">
          {offers.map((o) => {
            const look = directory.look(o.name);
            const name = o.displayName ?? look.displayName;
            const row = (
              <>
                <ServiceMark look={look} size="sm" decorative />
                <span className="min-w-0 flex-1 truncate text-fg">{name}</span>
                <span className="shrink-0 tabular-nums text-fg-secondary">{offerLabel(o)}</span>
              </>
            );
            const cls =
              "flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-2.5 text-sm transition-colors duration-150";
            return (
              <li key={`${o.name}-${o.type}`}>
                {o.link ? (
                  <a
                    href={o.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn(cls, "hover:bg-surface-3")}
                    onClick={() => {
                      onStreamingClick?.({ name: o.name, type: o.type });
                      setOpen(false);
                    }}
                  >
                    {row}
                    <ExternalLink className="size-3.5 shrink-0 text-fg-muted" strokeWidth={1.75} aria-hidden />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className={cls}>{row}</span>
                )}
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
