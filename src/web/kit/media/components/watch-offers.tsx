import { ListVideo } from "lucide-react";
import type { TMediaStreamingService } from "@/shared/contracts/catalogue";
import { mapOfferType } from "@/shared/streaming";
import { NewTabLink } from "@/web/components/new-tab-link";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAvailabilityAsOf } from "../api/streaming-services";
import { cheapestOffer, streamOffers } from "../media-format";
import type { ServiceDirectory } from "../service-directory";
import { useServiceDirectory } from "../use-service-directory";
import { ServiceMark } from "./service-mark";
import type { StreamingClick } from "./where-to-watch";

const AS_OF_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const CHIP =
  "inline-flex min-h-11 items-center gap-2 rounded-full border bg-surface-2 pl-1.5 pr-3.5 text-sm font-medium text-fg transition-colors duration-150 hover:bg-surface-3";

type Report = (service: TMediaStreamingService) => void;

/**
 * The 'Where to Watch' body of the details dialog, laid out in full: the streaming and free
 * services as chips, Rent and Buy at the cheapest valid price, 'All streaming options' and the date
 * the availability was fetched. (Recommendation cards use the compact WhereToWatch popover.)
 */
export function WatchOffers({
  services,
  loading,
  onStreamingClick,
  onAllOptions,
}: {
  services: readonly TMediaStreamingService[] | undefined;
  loading: boolean;
  onStreamingClick?: StreamingClick;
  onAllOptions: () => void;
}) {
  const directory = useServiceDirectory();
  const asOf = useAvailabilityAsOf();
  if (loading && !services) {
    return (
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-9 w-28 rounded-full" />
        <Skeleton className="h-9 w-24 rounded-full" />
        <Skeleton className="h-11 w-32" />
      </div>
    );
  }
  const list = services ?? [];
  const report: Report = (s) => onStreamingClick?.({ name: s.name, type: mapOfferType(s.type) });
  return (
    <div className="flex flex-col gap-3">
      <StreamChips services={list} directory={directory} onClick={report} />
      <div className="flex flex-wrap gap-2">
        <PriceLink label="Rent" offer={cheapestOffer(list, "rent")} directory={directory} onClick={report} />
        <PriceLink label="Buy" offer={cheapestOffer(list, "buy")} directory={directory} onClick={report} />
        <Button variant="ghost" onClick={onAllOptions}>
          <ListVideo strokeWidth={1.75} aria-hidden />
          All streaming options
        </Button>
      </div>
      {asOf ? <AvailabilityAsOf date={asOf} /> : null}
    </div>
  );
}

/** One chip per service the title streams on (subscription or free), linking to it when we can. */
function StreamChips({
  services,
  directory,
  onClick,
}: {
  services: readonly TMediaStreamingService[];
  directory: ServiceDirectory;
  onClick: Report;
}) {
  const streams = streamOffers(services);
  if (streams.length === 0) {
    return <p className="text-sm text-fg-secondary">Not on a subscription or free service right now.</p>;
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Streaming on">
      {streams.map((s) => {
        const look = directory.look(s.name);
        const body = (
          <>
            <ServiceMark look={look} size="xs" decorative className="rounded-full" />
            {look.displayName}
            {mapOfferType(s.type) === "free" ? <span className="text-xs text-success">Free</span> : null}
          </>
        );
        const border = { borderColor: `${look.color}99` };
        return (
          <li key={s.name}>
            {s.link ? (
              <NewTabLink href={s.link} onClick={() => onClick(s)} className={CHIP} style={border}>
                {body}
              </NewTabLink>
            ) : (
              <span className={CHIP} style={border}>
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 'Rent $3.99' or 'Buy $14.99' opening the cheapest offer; nothing without an offer that has a link. */
function PriceLink({
  label,
  offer,
  directory,
  onClick,
}: {
  label: "Rent" | "Buy";
  offer: ReturnType<typeof cheapestOffer>;
  directory: ServiceDirectory;
  onClick: Report;
}) {
  if (!offer?.service.link) return null;
  return (
    <Button asChild variant="secondary">
      <NewTabLink href={offer.service.link} onClick={() => onClick(offer.service)}>
        {label} <span className="tabular-nums text-accent">{offer.label}</span>
        <span className="sr-only"> on {directory.displayName(offer.service.name)}</span>
      </NewTabLink>
    </Button>
  );
}

/** When the availability was fetched: offers change, so the reader is told to check the service. */
function AvailabilityAsOf({ date }: { date: string }) {
  return (
    <p className="text-xs text-fg-muted">
      Availability in the US as of {AS_OF_FORMAT.format(new Date(`${date}T00:00:00Z`))}; check the service.
    </p>
  );
}
