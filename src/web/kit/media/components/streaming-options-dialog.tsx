import { ExternalLink, Tv } from "lucide-react";
import type { TStreamingOption } from "@/shared/contracts/catalogue";
import { formatPrice, mapOfferType } from "@/shared/streaming";
import type { OfferType } from "@/shared/vocabulary";
import { NewTabLink } from "@/web/components/new-tab-link";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useStreamingOptions } from "../api/streaming-options";
import { useReturnFocus } from "../use-return-focus";
import { useServiceDirectory } from "../use-service-directory";
import { EmptyState } from "./media-grid";
import { ServiceMark } from "./service-mark";
import type { StreamingClick } from "./where-to-watch";

const GROUPS: { type: OfferType; label: string }[] = [
  { type: "subscription", label: "Stream" },
  { type: "free", label: "Free" },
  { type: "rent", label: "Rent" },
  { type: "buy", label: "Buy" },
];

/** Offers grouped by type in the order stream, free, rent, buy; cheapest first within rent and buy. */
export function groupOptions(options: readonly TStreamingOption[]) {
  return GROUPS.map((g) => ({
    ...g,
    options: options
      .filter((o) => mapOfferType(o.offer_type) === g.type)
      .sort((a, b) => (a.price ?? 0) - (b.price ?? 0)),
  })).filter((g) => g.options.length > 0);
}

/** Every offer of a title (GET /api/media/:id/streaming-options) with its price and link. */
export function StreamingOptionsDialog({
  mediaId,
  title,
  open,
  onOpenChange,
  onStreamingClick,
}: {
  mediaId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStreamingClick?: StreamingClick;
}) {
  const query = useStreamingOptions(mediaId, open);
  const returnFocus = useReturnFocus(open);
  const services = useServiceDirectory();
  const groups = groupOptions(query.data?.options ?? []);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Streaming options"
        description={`Where to watch ${title} in the US`}
        size="md"
        onCloseAutoFocus={returnFocus}
      >
        {query.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading streaming options">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <EmptyState
            title="Could not load streaming options"
            hint="Check your connection and try again."
            action={
              <Button variant="secondary" onClick={() => query.refetch()}>
                Try again
              </Button>
            }
          />
        ) : groups.length === 0 ? (
          <EmptyState
            icon={<Tv strokeWidth={1.75} aria-hidden />}
            title="No streaming options found"
            hint="This title is not offered by any service we track in the US right now."
          />
        ) : (
          <div className="flex flex-col gap-5">
            {groups.map((g) => (
              <section key={g.type} aria-label={g.label}>
                <h3 className="mb-2 text-xs font-semibold uppercase tracking-wider text-fg-muted">{g.label}</h3>
                <ul className="flex flex-col gap-2">
                  {g.options.map((o) => {
                    const look = services.look(o.source_name);
                    const price = formatPrice(o.price, o.currency);
                    const row = (
                      <>
                        <ServiceMark look={look} size="md" decorative />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-sm font-medium text-fg">{look.displayName}</span>
                          <span className="block text-xs text-fg-muted">
                            {g.type === "subscription" ? "With a subscription" : g.type === "free" ? "Free" : g.label}
                          </span>
                        </span>
                        {price ? <span className="text-sm font-semibold tabular-nums text-fg">{price}</span> : null}
                      </>
                    );
                    return (
                      <li key={`${o.source_name}-${o.offer_type}`}>
                        {o.web_url ? (
                          <NewTabLink
                            href={o.web_url}
                            onClick={() => onStreamingClick?.({ name: o.source_name, type: g.type })}
                            className="flex min-h-14 items-center gap-3 rounded-[var(--radius-control)] border border-border bg-surface-2/60 px-3 py-2 transition-colors duration-150 hover:border-border-strong hover:bg-surface-2"
                          >
                            {row}
                            <ExternalLink className="size-4 shrink-0 text-fg-muted" strokeWidth={1.75} aria-hidden />
                          </NewTabLink>
                        ) : (
                          <div className="flex min-h-14 items-center gap-3 rounded-[var(--radius-control)] border border-border px-3 py-2">
                            {row}
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
