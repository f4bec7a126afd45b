import { Film, Hand, Play, Sparkles, Star, Tv } from "lucide-react";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { Badge } from "@/web/components/ui/badge";
import { HideTitleMenu } from "@/web/kit/media/components/hide-title-menu";
import { Poster } from "@/web/kit/media/components/poster";
import { RatingControl } from "@/web/kit/media/components/rating-control";
import { TitleChips } from "@/web/kit/media/components/title-chips";
import { WantToWatchToggle } from "@/web/kit/media/components/want-to-watch-toggle";
import { formatAverageRating } from "@/web/kit/media/media-format";
import { type CardHandlers, mediaTypeLabel } from "./recommendation-card";

/** The poster, with the Trailer button over it when the title has one. */
export function SwipeCardPoster({ rec, onTrailer }: { rec: TRecommendation; onTrailer(rec: TRecommendation): void }) {
  const media = rec.media;
  return (
    <div className="relative self-start overflow-hidden rounded-[var(--radius-control)] ring-1 ring-white/5">
      <Poster src={media.poster_url} title={media.title} year={media.year} eager sizes="42vw" />
      {media.trailer_url ? (
        <button
          type="button"
          onClick={() => onTrailer(rec)}
          className="absolute inset-x-2 bottom-2 inline-flex h-11 items-center justify-center gap-1.5 rounded-full bg-black/75 text-sm font-semibold text-white backdrop-blur-sm transition-colors hover:bg-black/90"
        >
          <Play className="size-4 fill-white" strokeWidth={1.75} aria-hidden />
          Trailer
          <span className="sr-only"> of {media.title}</span>
        </button>
      ) : null}
    </div>
  );
}

/** Title (the keyboard path to the details), type and year, average rating, watch-list, rating and hide. */
export function SwipeCardDetails({ rec, handlers }: { rec: TRecommendation; handlers: CardHandlers }) {
  const media = rec.media;
  const average = formatAverageRating(media.rating);
  const TypeIcon = media.type === "movie" ? Film : Tv;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="text-lg font-semibold leading-snug text-fg">
        <button
          type="button"
          onClick={() => handlers.onOpenDetails(rec)}
          className="-my-1 flex min-h-11 w-full items-center text-left outline-offset-2"
        >
          <span className="line-clamp-3">{media.title}</span>
        </button>
      </h3>
      <div className="flex flex-wrap items-center gap-2 text-sm text-fg-secondary">
        <Badge variant="neutral">
          <TypeIcon className="size-3" strokeWidth={1.75} aria-hidden />
          {mediaTypeLabel(media.type)}
        </Badge>
        <span className="tabular-nums">{media.year}</span>
      </div>
      {average ? (
        <p className="flex items-center gap-1 text-sm tabular-nums text-fg-secondary">
          <Star className="size-3.5 fill-accent text-accent" strokeWidth={1.75} aria-hidden />
          <span className="font-semibold text-fg">{average}</span>
          <span className="text-fg-muted">average</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <WantToWatchToggle
          mediaId={media.id}
          title={media.title}
          tone="surface"
          onChange={(active) => handlers.onWatchlistChange(rec, active)}
        />
        <RatingControl
          mediaId={media.id}
          title={media.title}
          variant="inline"
          onChange={(value) => handlers.onRatingChange(rec, value)}
        />
        <HideTitleMenu
          media={media}
          variant="surface"
          onHidden={(kind) => handlers.onHidden(rec, kind)}
          focusAfterHide={handlers.focusAfterHide}
        />
      </div>
    </div>
  );
}

/** 'Why we recommend this': the reason, the similar and different titles, and the swipe hint. */
export function SwipeCardReason({ rec }: { rec: TRecommendation }) {
  return (
    <section
      aria-label="Why we recommend this"
      className="mt-4 rounded-[var(--radius-card)] border border-mood/30 bg-mood-soft p-3.5"
    >
      <h4 className="flex items-center gap-1.5 text-sm font-semibold text-fg">
        <Sparkles className="size-4 text-mood" strokeWidth={1.75} aria-hidden />
        Why we recommend this
      </h4>
      <p className="mt-1.5 text-sm leading-relaxed text-fg-secondary">{rec.reason}</p>
      <TitleChips label="Similar to:" titles={rec.similar_to} className="mt-2.5" />
      <TitleChips label="Different from:" titles={rec.avoids} tone="different" className="mt-2" />
      <p className="mt-3 flex items-center gap-1.5 border-t border-mood/20 pt-2.5 text-xs text-fg-muted">
        <Hand className="size-3.5 shrink-0" strokeWidth={1.75} aria-hidden />
        Swipe left or right to navigate between recommendations
      </p>
    </section>
  );
}
