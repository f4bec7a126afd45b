import { Film, Star, Tv } from "lucide-react";
import type { THideKind } from "@/shared/contracts/hidden";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import type { OfferType } from "@/shared/vocabulary";
import { HideTitleMenu } from "@/web/kit/media/components/hide-title-menu";
import { MatchScore } from "@/web/kit/media/components/match-score";
import { Poster } from "@/web/kit/media/components/poster";
import { RatingControl } from "@/web/kit/media/components/rating-control";
import { TitleChips } from "@/web/kit/media/components/title-chips";
import { WantToWatchToggle } from "@/web/kit/media/components/want-to-watch-toggle";
import { WhereToWatch } from "@/web/kit/media/components/where-to-watch";
import { formatAverageRating } from "@/web/kit/media/media-format";
import { cn } from "@/web/lib/cn";

export interface CardHandlers {
  onOpenDetails(rec: TRecommendation): void;
  onWatchlistChange(rec: TRecommendation, active: boolean): void;
  onRatingChange(rec: TRecommendation, rating: number | null): void;
  onStreamingClick(rec: TRecommendation, offer: { name: string; type: OfferType }): void;
  /** the server accepted a hide from the card's menu; the card has already left the list */
  onHidden(rec: TRecommendation, kind: THideKind): void;
  /** where focus goes once a card's hide menu closes: the card and its menu are on their way out */
  focusAfterHide(): void;
}

export function mediaTypeLabel(type: "movie" | "tv"): string {
  return type === "movie" ? "Movie" : "TV Show";
}

/**
 * A recommendation in the desktop grid: poster with the match score, the watch-list, rating and
 * hide actions (on hover and focus with a mouse, always on touch), title, year and type, average rating,
 * the reason, 'Similar to' and 'Different from' chips and where to watch. The title is the card's
 * one link to the details; its hit area covers the whole card.
 */
export function RecommendationCard({
  rec,
  handlers,
  eager = false,
}: {
  rec: TRecommendation;
  handlers: CardHandlers;
  eager?: boolean;
}) {
  const media = rec.media;
  const rating = formatAverageRating(media.rating);
  const TypeIcon = media.type === "movie" ? Film : Tv;
  return (
    <article
      data-recommendation-card=""
      data-recommendation-id={rec.recommendation_id}
      className="group/card relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface transition-[transform,border-color,box-shadow] duration-200 ease-out hover:-translate-y-1 hover:border-border-strong hover:shadow-[0_18px_40px_-20px_rgb(0_0_0/0.9)] focus-within:-translate-y-1 focus-within:border-border-strong"
    >
      <div className="relative">
        <Poster
          src={media.poster_url}
          title={media.title}
          year={media.year}
          eager={eager}
          sizes="(min-width: 1280px) 18vw, (min-width: 1024px) 23vw, (min-width: 768px) 30vw, (min-width: 640px) 45vw, 90vw"
          className="transition-[filter] duration-200 ease-out group-hover/card:brightness-110"
        />
        <MatchScore score={rec.match_score} tone="overlay" className="absolute left-2 top-2" />
        <div
          className={cn(
            "absolute right-2 top-2 z-10 flex flex-col gap-1.5 transition-opacity duration-150 ease-out",
            "opacity-100 [@media(hover:hover)_and_(pointer:fine)]:opacity-0",
            "[@media(hover:hover)_and_(pointer:fine)]:group-hover/card:opacity-100 [@media(hover:hover)_and_(pointer:fine)]:group-focus-within/card:opacity-100",
          )}
        >
          <WantToWatchToggle
            mediaId={media.id}
            title={media.title}
            onChange={(active) => handlers.onWatchlistChange(rec, active)}
          />
          <RatingControl
            mediaId={media.id}
            title={media.title}
            onChange={(value) => handlers.onRatingChange(rec, value)}
          />
          <HideTitleMenu
            media={media}
            onHidden={(kind) => handlers.onHidden(rec, kind)}
            focusAfterHide={handlers.focusAfterHide}
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2.5 p-3.5">
        <div className="min-w-0">
          <h3 className="line-clamp-2 text-[15px] font-semibold leading-snug text-fg">
            <button
              type="button"
              onClick={() => handlers.onOpenDetails(rec)}
              className="text-left outline-offset-4 after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
            >
              {media.title}
              <span className="sr-only">: details and why it was recommended</span>
            </button>
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-muted">
            <span className="tabular-nums">{media.year}</span>
            <span aria-hidden>·</span>
            <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-1.5 py-0.5 text-[11px] font-medium text-fg-secondary">
              <TypeIcon className="size-3" strokeWidth={1.75} aria-hidden />
              {mediaTypeLabel(media.type)}
            </span>
            {rating ? (
              <span className="inline-flex items-center gap-1 tabular-nums text-fg-secondary">
                <Star className="size-3 fill-accent text-accent" strokeWidth={1.75} aria-hidden />
                {rating}
                <span className="sr-only"> average rating</span>
              </span>
            ) : null}
          </div>
        </div>
        <p className="line-clamp-3 text-[13px] leading-relaxed text-fg-secondary">{rec.reason}</p>
        <div className="flex flex-col gap-2">
          <TitleChips label="Similar to" titles={rec.similar_to} max={2} layout="stacked" />
          <TitleChips label="Different from" titles={rec.avoids} max={2} tone="different" layout="stacked" />
        </div>
        <div className="mt-auto pt-1">
          <WhereToWatch
            availability={rec.streaming_availability}
            title={media.title}
            onStreamingClick={(offer) => handlers.onStreamingClick(rec, offer)}
          />
        </div>
      </div>
    </article>
  );
}
