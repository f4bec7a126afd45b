import { ChevronLeft, ChevronRight, Film, Hand, Play, Plus, Sparkles, Star, Tv } from "lucide-react";
import { type MouseEvent, type TouchEvent, useRef } from "react";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { MatchScore } from "@/web/kit/media/components/match-score";
import { Poster } from "@/web/kit/media/components/poster";
import { RatingControl } from "@/web/kit/media/components/rating-control";
import { TitleChips } from "@/web/kit/media/components/title-chips";
import { WantToWatchToggle } from "@/web/kit/media/components/want-to-watch-toggle";
import { WhereToWatch } from "@/web/kit/media/components/where-to-watch";
import { formatAverageRating } from "@/web/kit/media/media-format";
import { cn } from "@/web/lib/cn";
import { classifyGesture, dragOffset, isDrag } from "../swipe-gesture";
import { type CardHandlers, mediaTypeLabel } from "./recommendation-card";

const INTERACTIVE = "button, a, input, textarea, select, [role='button'], [role='dialog']";

/** Inside the card's own DOM (React also bubbles events from its popovers' portals). */
function inCard(target: EventTarget | null, card: Element | null): target is Element {
  return !!card && target instanceof Element && card.contains(target);
}

/** A button, link or field of the card: a tap there is that control's, not the card's. */
function onControl(target: Element, card: Element): boolean {
  const hit = target.closest(INTERACTIVE);
  return !!hit && hit !== card && card.contains(hit);
}

export interface MobileViewProps {
  items: TRecommendation[];
  index: number;
  loading: boolean;
  showMore: boolean;
  loadingMore: boolean;
  onStep(delta: -1 | 1): void;
  onShowMore(): void;
  onTrailer(rec: TRecommendation): void;
  handlers: CardHandlers;
}

/**
 * The phone view (below 640 px): one recommendation at a time. Swipe left or right (30 px or more)
 * or use Previous / Next, which stop at the ends; a mostly vertical move scrolls the page; a tap
 * on the card body opens the details; 'Show More' reveals the next batch.
 */
export function MobileRecommendationView({
  items,
  index,
  loading,
  showMore,
  loadingMore,
  onStep,
  onShowMore,
  onTrailer,
  handlers,
}: MobileViewProps) {
  const rec = items[index];
  const atStart = index <= 0;
  const atEnd = index >= items.length - 1;
  return (
    <div className="flex flex-col gap-3" data-mobile-recommendations="">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Previous recommendation"
          disabled={atStart || !rec}
          onClick={() => onStep(-1)}
        >
          <ChevronLeft strokeWidth={1.75} />
        </Button>
        <p className="min-w-0 flex-1 text-center text-sm tabular-nums text-fg-secondary" aria-live="polite">
          {rec ? (
            <>
              <span className="font-semibold text-fg">{index + 1}</span> of {items.length}
            </>
          ) : loading ? (
            "Finding picks…"
          ) : null}
        </p>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Next recommendation"
          disabled={atEnd || !rec}
          onClick={() => onStep(1)}
        >
          <ChevronRight strokeWidth={1.75} />
        </Button>
        {showMore ? (
          <Button variant="outline" onClick={onShowMore} disabled={loadingMore} aria-label="Show More">
            {loadingMore ? <Spinner className="size-4" label="Loading more" /> : <Plus strokeWidth={1.75} />}
            <span className="hidden min-[360px]:inline">Show More</span>
            <span className="min-[360px]:hidden">More</span>
          </Button>
        ) : null}
      </div>
      {rec ? (
        <SwipeCard
          key={rec.recommendation_id}
          rec={rec}
          onStep={onStep}
          canPrevious={!atStart}
          canNext={!atEnd}
          onTrailer={onTrailer}
          handlers={handlers}
        />
      ) : (
        <MobileCardSkeleton />
      )}
    </div>
  );
}

function SwipeCard({
  rec,
  onStep,
  canPrevious,
  canNext,
  onTrailer,
  handlers,
}: {
  rec: TRecommendation;
  onStep(delta: -1 | 1): void;
  canPrevious: boolean;
  canNext: boolean;
  onTrailer(rec: TRecommendation): void;
  handlers: CardHandlers;
}) {
  const card = useRef<HTMLElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const moved = useRef(false);
  const media = rec.media;
  const average = formatAverageRating(media.rating);
  const TypeIcon = media.type === "movie" ? Film : Tv;

  const setOffset = (px: number) => {
    if (card.current) card.current.style.transform = px ? `translateX(${px}px)` : "";
  };

  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    if (e.touches.length !== 1 || !inCard(e.target, card.current)) {
      start.current = null;
      return;
    }
    const t = e.touches[0];
    start.current = { x: t.clientX, y: t.clientY };
    moved.current = false;
  };

  const onTouchMove = (e: TouchEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || e.touches.length !== 1) return;
    const t = e.touches[0];
    const move = { dx: t.clientX - from.x, dy: t.clientY - from.y };
    if (isDrag(move)) moved.current = true;
    setOffset(dragOffset(move));
  };

  const onTouchEnd = (e: TouchEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    setOffset(0);
    if (!from) return;
    const t = e.changedTouches[0];
    const gesture = classifyGesture({ dx: t.clientX - from.x, dy: t.clientY - from.y });
    if (gesture === "next" && canNext) onStep(1);
    else if (gesture === "previous" && canPrevious) onStep(-1);
    else if (gesture === "tap" && !moved.current && card.current && !onControl(e.target as Element, card.current)) {
      // the tap is handled here; no click follows it
      e.preventDefault();
      handlers.onOpenDetails(rec);
    }
  };

  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (!inCard(e.target, card.current) || onControl(e.target, card.current as Element)) return;
    handlers.onOpenDetails(rec);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title is the keyboard path to the details; this covers taps and clicks on the card body
    <article
      ref={card}
      data-recommendation-card=""
      data-recommendation-id={rec.recommendation_id}
      aria-roledescription="recommendation"
      aria-label={`${media.title} (${media.year})`}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={() => {
        start.current = null;
        setOffset(0);
      }}
      onClick={onClick}
      className="touch-pan-y select-none animate-fade-in rounded-[var(--radius-card)] border border-border bg-surface p-4 transition-transform duration-150 ease-out"
    >
      <div className="flex items-center justify-between gap-2">
        <Badge variant="mood" className="h-7 px-2.5">
          <Sparkles className="size-3.5" strokeWidth={1.75} aria-hidden />
          Recommended
        </Badge>
        {typeof rec.match_score === "number" ? <MatchScore score={rec.match_score} /> : null}
      </div>

      <div className="mt-4 grid grid-cols-[minmax(0,42%)_minmax(0,1fr)] gap-4">
        <div className="relative self-start overflow-hidden rounded-[var(--radius-control)] ring-1 ring-white/5">
          <Poster src={media.poster_url ?? ""} title={media.title} eager sizes="42vw" />
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
          </div>
        </div>
      </div>

      <WhereToWatch
        availability={rec.streaming_availability}
        title={media.title}
        onStreamingClick={(offer) => handlers.onStreamingClick(rec, offer)}
        className="mt-3 w-full"
      />

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
    </article>
  );
}

function MobileCardSkeleton() {
  return (
    <div
      aria-hidden
      data-recommendation-skeleton=""
      className={cn("rounded-[var(--radius-card)] border border-border bg-surface p-4")}
    >
      <div className="flex justify-between">
        <div className="skeleton h-7 w-28 rounded-full" />
        <div className="skeleton h-7 w-24 rounded-full" />
      </div>
      <div className="mt-4 grid grid-cols-[minmax(0,42%)_minmax(0,1fr)] gap-4">
        <div className="skeleton aspect-[2/3] rounded-[var(--radius-control)]" />
        <div className="flex flex-col gap-2.5">
          <div className="skeleton h-5 w-4/5 rounded-[var(--radius-control)]" />
          <div className="skeleton h-4 w-1/2 rounded-[var(--radius-control)]" />
          <div className="skeleton h-4 w-2/3 rounded-[var(--radius-control)]" />
          <div className="skeleton mt-2 h-11 w-32 rounded-[var(--radius-control)]" />
        </div>
      </div>
      <div className="skeleton mt-4 h-28 rounded-[var(--radius-card)]" />
    </div>
  );
}
