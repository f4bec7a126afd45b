import { Play } from "lucide-react";
import { useState } from "react";
import type { TMediaItem } from "@/shared/contracts/catalogue";
import type { THideKind } from "@/shared/contracts/hidden";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { useMediaItem } from "../api/media-item";
import { useReturnFocus } from "../use-return-focus";
import { HideTitleMenu } from "./hide-title-menu";
import type { MediaCardItem } from "./media-card";
import { AverageRating, GenreList, MediaDescription, MediaFactsLine } from "./media-facts";
import { Poster } from "./poster";
import { RatingControl } from "./rating-control";
import { StreamingOptionsDialog } from "./streaming-options-dialog";
import { TrailerDialog } from "./trailer-dialog";
import { WantToWatchToggle } from "./want-to-watch-toggle";
import { WatchOffers } from "./watch-offers";
import { WatchedToggle } from "./watched-toggle";
import type { StreamingClick } from "./where-to-watch";
import { type RecommendationInfo, WhyRecommended } from "./why-recommended";

/** What the details dialog can start from: a catalogue row, or a recommendation's media. */
export type MediaDetailsItem = MediaCardItem &
  Partial<Pick<TMediaItem, "description" | "trailer_url" | "genres" | "runtime_minutes" | "seasons" | "certification">>;

/**
 * The details of a title: poster, title, year, Movie/TV, own and average rating, description,
 * 'Why this was recommended' (with a recommendation), 'Where to Watch' (services as chips, Rent and
 * Buy at the cheapest valid price, each opening the offer in a new tab), the trailer, the Watched
 * toggle, the hide menu ('Not tonight', 'Never show this') and the full streaming options. Missing fields (a recommendation's media has no offers)
 * are fetched from GET /api/media/:id.
 */
export function MediaDetailsDialog({
  item,
  open,
  onOpenChange,
  recommendation,
  onTrailer,
  onTrailerClosed,
  onStreamingClick,
  onHidden,
  fallbackFocus,
}: {
  item: MediaDetailsItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recommendation?: RecommendationInfo | null;
  onTrailer?: () => void;
  /** the trailer opened from here was closed (a recommendation logs it, as the phone card does) */
  onTrailerClosed?: () => void;
  onStreamingClick?: StreamingClick;
  /** called once the server accepted a hide from the dialog's menu */
  onHidden?(kind: THideKind): void;
  /** where focus goes on close when what opened the dialog has gone (a hidden title's card) */
  fallbackFocus?: () => void;
}) {
  const [trailerOpen, setTrailerOpen] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const full = useMediaItem(item?.id ?? "", open && !!item);
  const returnFocus = useReturnFocus(open, fallbackFocus);
  if (!item) return null;
  const data: MediaDetailsItem = { ...item, ...(full.data ?? {}) };
  const description = data.description ?? null;
  const trailerUrl = data.trailer_url ?? null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={returnFocus}
        title={data.title}
        description={<MediaFactsLine facts={data} />}
        size="xl"
        className="sm:max-h-[88dvh]"
      >
        <div className="grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-4 [grid-template-areas:'poster_meta'_'desc_desc'_'actions_actions'] sm:grid-cols-[13rem_1fr] sm:grid-rows-[auto_auto_1fr] sm:gap-x-6 sm:[grid-template-areas:'poster_meta'_'poster_desc'_'poster_actions']">
          <div className="self-start overflow-hidden rounded-[var(--radius-card)] ring-1 ring-white/5 [grid-area:poster]">
            <Poster src={data.poster_url} title={data.title} year={data.year} eager sizes="208px" />
          </div>
          <div className="flex min-w-0 flex-col gap-3 [grid-area:meta]">
            <AverageRating rating={data.rating} />
            <div className="flex items-center gap-2">
              <span className="text-sm text-fg-secondary">Your rating</span>
              <RatingControl mediaId={data.id} title={data.title} variant="inline" />
            </div>
            <GenreList genres={data.genres} />
          </div>
          <div className="min-w-0 [grid-area:desc]">
            <MediaDescription text={description} loading={full.isPending && !description} />
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
            <HideTitleMenu media={data} variant="labelled" onHidden={onHidden} />
          </div>
        </div>

        {recommendation ? <WhyRecommended recommendation={recommendation} /> : null}

        <section aria-labelledby="where-to-watch" className="mt-6 border-t border-border pt-5">
          <h3 id="where-to-watch" className="mb-3 text-base font-semibold text-fg">
            Where to Watch
          </h3>
          <WatchOffers
            services={full.data?.streaming_services ?? item.streaming_services}
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
          onOpenChange={(next) => {
            setTrailerOpen(next);
            if (!next) onTrailerClosed?.();
          }}
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
