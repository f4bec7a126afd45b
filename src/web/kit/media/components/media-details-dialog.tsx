import { Clapperboard, Film, ListVideo, Play, Sparkles, Star, Tv } from "lucide-react";
import { useState } from "react";
import type { TMediaItem, TMediaStreamingService } from "@/shared/contracts/catalogue";
import { mapOfferType } from "@/shared/streaming";
import type { OfferType } from "@/shared/vocabulary";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";
import { useMediaItem } from "../api/media-item";
import { useAvailabilityAsOf } from "../api/streaming-services";
import { cheapestOffer, formatAverageRating, formatRuntime, streamOffers, typeLabel } from "../media-format";
import { useReturnFocus } from "../use-return-focus";
import { useServiceDirectory } from "../use-service-directory";
import type { MediaCardItem } from "./media-card";
import { Poster } from "./poster";
import { RatingControl } from "./rating-control";
import { ServiceMark } from "./service-mark";
import { StreamingOptionsDialog } from "./streaming-options-dialog";
import { TrailerDialog } from "./trailer-dialog";
import { WantToWatchToggle } from "./want-to-watch-toggle";
import { WatchedToggle } from "./watched-toggle";

/** What the details dialog can start from: a catalogue row, or a recommendation's media. */
export type MediaDetailsItem = MediaCardItem &
  Partial<Pick<TMediaItem, "description" | "trailer_url" | "genres" | "runtime_minutes" | "seasons" | "certification">>;

export interface RecommendationInfo {
  reason: string;
  similar_to: readonly string[];
  avoids: readonly string[];
  match_score?: number | null;
}

type StreamingClick = (service: { name: string; type: OfferType }) => void;

function MatchRing({ score }: { score: number }) {
  const pct = Math.max(0, Math.min(100, Math.round(score)));
  const r = 15;
  const c = 2 * Math.PI * r;
  return (
    <span className="inline-flex items-center gap-2 text-sm font-semibold tabular-nums text-fg">
      <svg viewBox="0 0 36 36" className="size-9 -rotate-90" aria-hidden>
        <circle cx="18" cy="18" r={r} fill="none" stroke="currentColor" strokeWidth="3" className="text-mood-soft" />
        <circle
          cx="18"
          cy="18"
          r={r}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          className="stroke-mood"
          strokeDasharray={`${(pct / 100) * c} ${c}`}
        />
      </svg>
      {pct}% match
    </span>
  );
}

function TitleChips({ label, titles }: { label: string; titles: readonly string[] }) {
  if (titles.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-1.5">
      <span className="text-xs font-medium text-fg-secondary">{label}</span>
      {titles.map((t) => (
        <Badge key={t} variant="outline" className="font-medium">
          {t}
        </Badge>
      ))}
    </div>
  );
}

const AS_OF_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function WhereToWatch({
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
  const streams = streamOffers(list);
  const rent = cheapestOffer(list, "rent");
  const buy = cheapestOffer(list, "buy");
  const click = (s: TMediaStreamingService) => onStreamingClick?.({ name: s.name, type: mapOfferType(s.type) });
  return (
    <div className="flex flex-col gap-3">
      {streams.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Streaming on">
          {streams.map((s) => {
            const look = directory.look(s.name);
            const free = mapOfferType(s.type) === "free";
            const body = (
              <>
                <ServiceMark look={look} size="xs" decorative className="rounded-full" />
                {look.displayName}
                {free ? <span className="text-xs text-success">Free</span> : null}
              </>
            );
            const chip =
              "inline-flex min-h-11 items-center gap-2 rounded-full border bg-surface-2 pl-1.5 pr-3.5 text-sm font-medium text-fg transition-colors duration-150 hover:bg-surface-3";
            return (
              <li key={s.name}>
                {s.link ? (
                  <a
                    href={s.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => click(s)}
                    className={chip}
                    style={{ borderColor: `${look.color}99` }}
                  >
                    {body}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className={chip} style={{ borderColor: `${look.color}99` }}>
                    {body}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-fg-secondary">Not on a subscription or free service right now.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {(
          [
            ["Rent", rent],
            ["Buy", buy],
          ] as const
        ).map(([label, offer]) =>
          offer?.service.link ? (
            <Button key={label} asChild variant="secondary">
              <a
                href={offer.service.link}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => click(offer.service)}
              >
                {label} <span className="tabular-nums text-accent">{offer.label}</span>
                <span className="sr-only"> on {directory.displayName(offer.service.name)} (opens in a new tab)</span>
              </a>
            </Button>
          ) : null,
        )}
        <Button variant="ghost" onClick={onAllOptions}>
          <ListVideo strokeWidth={1.75} aria-hidden />
          All streaming options
        </Button>
      </div>
      {asOf ? (
        <p className="text-xs text-fg-muted">
          Availability in the US as of {AS_OF_FORMAT.format(new Date(`${asOf}T00:00:00Z`))}; check the service.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The details of a title: poster, title, year, Movie/TV, own and average rating, description,
 * 'Why this was recommended' (with a recommendation), 'Where to Watch' (services as chips, Rent and
 * Buy at the cheapest valid price, each opening the offer in a new tab), the trailer, the Watched
 * toggle and the full streaming options. Missing fields (a recommendation's media has no offers)
 * are fetched from GET /api/media/:id.
 */
export function MediaDetailsDialog({
  item,
  open,
  onOpenChange,
  recommendation,
  onTrailer,
  onStreamingClick,
}: {
  item: MediaDetailsItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recommendation?: RecommendationInfo | null;
  onTrailer?: () => void;
  onStreamingClick?: StreamingClick;
}) {
  const [trailerOpen, setTrailerOpen] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const full = useMediaItem(item?.id ?? "", open && !!item);
  const returnFocus = useReturnFocus(open);
  if (!item) return null;
  const data: MediaDetailsItem = { ...item, ...(full.data ?? {}) };
  const description = data.description ?? null;
  const rating = formatAverageRating(data.rating);
  const TypeIcon = data.type === "movie" ? Film : Tv;
  const runtime = formatRuntime(data.runtime_minutes);
  const trailerUrl = data.trailer_url ?? null;
  const services = full.data?.streaming_services ?? item.streaming_services;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={returnFocus}
        title={data.title}
        description={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="tabular-nums">{data.year}</span>
            <span aria-hidden>·</span>
            <Badge variant="neutral">
              <TypeIcon className="size-3" strokeWidth={1.75} aria-hidden />
              {typeLabel(data.type)}
            </Badge>
            {runtime ? (
              <>
                <span aria-hidden>·</span>
                <span>{data.type === "tv" ? `${runtime} episodes` : runtime}</span>
              </>
            ) : null}
            {data.type === "tv" && data.seasons ? (
              <>
                <span aria-hidden>·</span>
                <span>
                  {data.seasons} {data.seasons === 1 ? "season" : "seasons"}
                </span>
              </>
            ) : null}
            {data.certification ? (
              <Badge variant="outline" className="font-medium">
                {data.certification}
              </Badge>
            ) : null}
          </span>
        }
        size="xl"
        className="sm:max-h-[88dvh]"
      >
        <div className="grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-4 [grid-template-areas:'poster_meta'_'desc_desc'_'actions_actions'] sm:grid-cols-[13rem_1fr] sm:grid-rows-[auto_auto_1fr] sm:gap-x-6 sm:[grid-template-areas:'poster_meta'_'poster_desc'_'poster_actions']">
          <div className="self-start overflow-hidden rounded-[var(--radius-card)] ring-1 ring-white/5 [grid-area:poster]">
            {data.poster_url ? (
              <Poster src={data.poster_url} title={data.title} eager sizes="208px" />
            ) : (
              <div className="flex aspect-[2/3] items-center justify-center bg-surface-2 text-fg-muted">
                <Clapperboard className="size-8" strokeWidth={1.75} aria-hidden />
              </div>
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-3 [grid-area:meta]">
            <div className="flex items-center gap-2">
              <Star className="size-5 fill-accent text-accent" strokeWidth={1.75} aria-hidden />
              {rating ? (
                <span className="text-sm">
                  <span className="text-lg font-semibold tabular-nums text-fg">{rating}</span>
                  <span className="text-fg-muted"> / 10 average</span>
                </span>
              ) : (
                <span className="text-sm text-fg-muted">No ratings yet</span>
              )}
            </div>
            <div className="flex items-center gap-2">
              <span className="text-sm text-fg-secondary">Your rating</span>
              <RatingControl mediaId={data.id} title={data.title} variant="inline" />
            </div>
            {data.genres && data.genres.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Genres">
                {data.genres.map((g) => (
                  <li key={g}>
                    <Badge variant="neutral" className="font-medium">
                      {g}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="min-w-0 [grid-area:desc]">
            <Description text={description} loading={full.isPending && !description} />
          </div>
          <div className="flex flex-wrap content-start gap-2 [grid-area:actions]">
            <Button
              variant={trailerUrl ? "primary" : "secondary"}
              onClick={() => {
                setTrailerOpen(true);
                onTrailer?.();
              }}
            >
              <Play strokeWidth={1.75} aria-hidden />
              Trailer
            </Button>
            <WatchedToggle mediaId={data.id} title={data.title} />
            <WantToWatchToggle mediaId={data.id} title={data.title} tone="surface" />
          </div>
        </div>

        {recommendation ? (
          <section
            aria-labelledby="why-recommended"
            className="mt-6 rounded-[var(--radius-card)] border border-mood/30 bg-mood-soft p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="why-recommended" className="flex items-center gap-2 text-sm font-semibold text-fg">
                <Sparkles className="size-4 text-mood" strokeWidth={1.75} aria-hidden />
                Why this was recommended
              </h3>
              {typeof recommendation.match_score === "number" ? <MatchRing score={recommendation.match_score} /> : null}
            </div>
            <p className="mt-2 text-sm leading-relaxed text-fg-secondary">{recommendation.reason}</p>
            <TitleChips label="Similar to:" titles={recommendation.similar_to} />
            <TitleChips label="Different from:" titles={recommendation.avoids} />
          </section>
        ) : null}

        <section aria-labelledby="where-to-watch" className="mt-6 border-t border-border pt-5">
          <h3 id="where-to-watch" className="mb-3 text-base font-semibold text-fg">
            Where to Watch
          </h3>
          <WhereToWatch
            services={services}
            loading={full.isPending}
            onStreamingClick={onStreamingClick}
            onAllOptions={() => setOptionsOpen(true)}
          />
        </section>

        <TrailerDialog
          title={data.title}
          year={data.year}
          trailerUrl={trailerUrl}
          open={trailerOpen}
          onOpenChange={setTrailerOpen}
        />
        <StreamingOptionsDialog
          mediaId={data.id}
          title={data.title}
          open={optionsOpen}
          onOpenChange={setOptionsOpen}
          onStreamingClick={onStreamingClick}
        />
      </DialogContent>
    </Dialog>
  );
}

function Description({ text, loading }: { text: string | null; loading: boolean }) {
  if (loading) {
    return (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  return (
    <p className={cn("text-sm leading-relaxed", text ? "text-fg-secondary" : "text-fg-muted")}>
      {text ?? "No description yet."}
    </p>
  );
}
