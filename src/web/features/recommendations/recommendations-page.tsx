import { ArrowLeft, Filter, PencilLine, RotateCcw, SearchX, Sparkles } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { effectiveFilter, matchesStreamingFilter } from "@/shared/streaming";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useStreamingServices } from "@/web/kit/media/api/streaming-services";
import { MediaDetailsDialog, type MediaDetailsItem } from "@/web/kit/media/components/media-details-dialog";
import { EmptyState } from "@/web/kit/media/components/media-grid";
import {
  FilterChips,
  filterableServices,
  StreamingFilterDialog,
} from "@/web/kit/media/components/streaming-filter-dialog";
import { TrailerDialog } from "@/web/kit/media/components/trailer-dialog";
import {
  EMPTY_FILTER,
  filterChips,
  isFilterActive,
  removeChip,
  type StreamingFilterValue,
  toStreamingFilter,
} from "@/web/kit/media/filter-state";
import { useServiceDirectory } from "@/web/kit/media/use-service-directory";
import { useSession } from "@/web/kit/session/session-provider";
import { useMediaQuery } from "@/web/lib/use-media-query";
import { MobileRecommendationView } from "./components/mobile-recommendation-view";
import { MoodPanel } from "./components/mood-panel";
import type { CardHandlers } from "./components/recommendation-card";
import { BatchPagination, RecommendationGrid } from "./components/recommendation-grid";
import { deriveView } from "./recommendation-state";
import { cardContext, type FeedbackSource, useRecommendationFeedback } from "./use-recommendation-feedback";
import { useRecommendations } from "./use-recommendations";

/** The spec's empty states (§2), verbatim titles. */
export const EMPTY_STATES = {
  none: {
    title: "No recommendations yet",
    hint: "Describe your mood above to get personalised suggestions based on your ratings and preferences.",
  },
  notFound: {
    title: "No recommendations found.",
    hint: "Nothing came back for that mood just now. Try again, or describe it another way.",
  },
  filtered: {
    title: "No recommendations match your filter",
    hint: "Try adjusting your streaming filters to see more of your recommendations.",
  },
} as const;

/** A recommendation's media as the details dialog's starting point (the dialog fetches the rest). */
export function toDetailsItem(rec: TRecommendation): MediaDetailsItem {
  const m = rec.media;
  return {
    id: m.id,
    title: m.title,
    type: m.type,
    year: m.year,
    rating: m.rating,
    poster_url: m.poster_url,
    trailer_url: m.trailer_url,
    description: m.description ?? null,
    genres: m.genres,
    runtime_minutes: m.runtime_minutes ?? null,
    certification: m.certification ?? null,
    streaming_services: rec.streaming_availability.services.map((s) => ({
      name: s.name,
      link: s.link ?? null,
      type: s.type,
      price: s.price ?? null,
      currency: "USD",
    })),
  };
}

const MOOD_INPUT_ID = "mood-input";

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** /recommendations (signed-in; the route guards it). Keyed by user, so another user starts afresh. */
export function RecommendationsPage() {
  const { user } = useSession();
  if (!user) return null;
  return <RecommendationsScreen key={user.id} userId={user.id} />;
}

function RecommendationsScreen({ userId }: { userId: string }) {
  const { state, request, act } = useRecommendations(userId);
  const [mood, setMood] = useState(state.query);
  const isMobile = useMediaQuery("(max-width: 639px)");
  const source: FeedbackSource = isMobile ? "mobile_card" : "grid_card";
  const feedback = useRecommendationFeedback();
  const results = useRef<HTMLElement>(null);

  // Scroll to the top on load.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // The streaming filter (same dialog as the home grid, recommendation wording).
  const services = useStreamingServices();
  const directory = useServiceDirectory();
  const listed = useMemo(() => {
    const { primary, more } = filterableServices(services.data);
    return [...primary, ...more].map((s) => s.name);
  }, [services.data]);
  const [filter, setFilterValue] = useState<StreamingFilterValue>(EMPTY_FILTER);
  const filterActive = isFilterActive(filter);
  const setFilter = useCallback(
    (next: StreamingFilterValue) => {
      setFilterValue(next);
      act({ type: "reset-position" });
    },
    [act],
  );
  const matching = useMemo(() => {
    if (!filterActive) return state.recommendations;
    const rule = effectiveFilter(toStreamingFilter(filter, listed));
    return state.recommendations.filter((r) => matchesStreamingFilter(r.streaming_availability, rule));
  }, [state.recommendations, filter, filterActive, listed]);
  const view = deriveView(state, matching, filterActive);
  const total = state.recommendations.length;
  const chips = filterChips(filter, listed, (n) => directory.displayName(n));

  // Dialogs.
  const [details, setDetails] = useState<TRecommendation | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [trailer, setTrailer] = useState<TRecommendation | null>(null);
  const [trailerOpen, setTrailerOpen] = useState(false);

  const handlers = useMemo<CardHandlers>(
    () => ({
      onOpenDetails(rec) {
        setDetails(rec);
        setDetailsOpen(true);
        feedback(rec, "clicked", cardContext(source, rec));
      },
      onWatchlistChange(rec, active) {
        feedback(rec, active ? "added_to_watchlist" : "removed_from_watchlist", {
          ...cardContext(source, rec),
          status: "want_to_watch",
          isActive: active,
        });
      },
      onRatingChange(rec, rating) {
        feedback(rec, rating === null ? "rating_removed" : "rated", { ...cardContext(source, rec), rating });
      },
      onStreamingClick(rec, offer) {
        feedback(rec, "streaming_clicked", { ...cardContext(source, rec), service: offer.name, type: offer.type });
      },
    }),
    [feedback, source],
  );

  const openTrailer = useCallback(
    (rec: TRecommendation) => {
      setTrailer(rec);
      setTrailerOpen(true);
      feedback(rec, "trailer_played", cardContext(source, rec));
    },
    [feedback, source],
  );

  const submit = (text: string) => {
    void request(text);
    // bring the results into view when the panel pushed them down (phones)
    requestAnimationFrame(() => {
      const el = results.current;
      if (el && el.getBoundingClientRect().top > window.innerHeight * 0.6) {
        el.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
      }
    });
  };

  // A new page of the grid starts at its top.
  const lastPage = useRef(view.page);
  useEffect(() => {
    if (lastPage.current === view.page) return;
    lastPage.current = view.page;
    const el = results.current;
    if (el && el.getBoundingClientRect().top < 0) {
      el.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
  }, [view.page]);

  const nothingYet = !state.requested && total === 0 && !state.loading;
  const notFound = state.requested && total === 0 && !state.loading;
  const filteredOut = total > 0 && filterActive && matching.length === 0 && !state.loading;
  const hidden = total - matching.length;

  let body: React.ReactNode;
  if (nothingYet) {
    body = (
      <EmptyState
        icon={<Sparkles strokeWidth={1.75} aria-hidden />}
        title={EMPTY_STATES.none.title}
        hint={EMPTY_STATES.none.hint}
        action={
          <Button variant="secondary" onClick={() => document.getElementById(MOOD_INPUT_ID)?.focus()}>
            <PencilLine strokeWidth={1.75} aria-hidden />
            Describe your mood
          </Button>
        }
      />
    );
  } else if (notFound) {
    body = (
      <EmptyState
        icon={<SearchX strokeWidth={1.75} aria-hidden />}
        title={EMPTY_STATES.notFound.title}
        hint={EMPTY_STATES.notFound.hint}
        action={
          state.query ? (
            <Button variant="secondary" onClick={() => submit(state.query)}>
              <RotateCcw strokeWidth={1.75} aria-hidden />
              Try again
            </Button>
          ) : undefined
        }
      />
    );
  } else if (filteredOut) {
    body = (
      <EmptyState
        icon={<Filter strokeWidth={1.75} aria-hidden />}
        title={EMPTY_STATES.filtered.title}
        hint={EMPTY_STATES.filtered.hint}
        action={
          <Button variant="secondary" onClick={() => setFilter(EMPTY_FILTER)}>
            <RotateCcw strokeWidth={1.75} aria-hidden />
            Clear filters
          </Button>
        }
      />
    );
  } else if (isMobile) {
    body = (
      <MobileRecommendationView
        items={view.visible}
        index={view.index}
        loading={state.loading}
        showMore={view.showMore}
        loadingMore={view.loadingMore}
        onStep={(delta) => act({ type: "step", delta, count: view.visible.length })}
        onShowMore={() => act({ type: "show-more", expectedBatches: view.expectedBatches })}
        onTrailer={openTrailer}
        handlers={handlers}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-8">
        <RecommendationGrid items={view.pageItems} skeletons={view.skeletons} handlers={handlers} />
        {view.pageCount > 1 || view.showMore ? (
          <div className="flex flex-col items-center gap-5">
            {view.pageCount > 1 ? (
              <BatchPagination
                page={view.page}
                pageCount={view.pageCount}
                onPage={(delta) => act({ type: "page", delta, pageCount: view.pageCount })}
              />
            ) : null}
            {view.showMore ? (
              <Button
                variant="outline"
                size="lg"
                disabled={view.loadingMore}
                onClick={() => act({ type: "show-more", expectedBatches: view.expectedBatches })}
              >
                {view.loadingMore ? <Spinner className="size-4" label="Loading" /> : <Sparkles strokeWidth={1.75} />}
                {view.loadingMore ? "Loading More..." : "Show More Recommendations"}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  }

  const statusLine = state.loading
    ? (state.status ?? "Finding perfect matches for your mood...")
    : filterActive && hidden > 0
      ? `Showing ${matching.length} of ${total} recommendations`
      : total > 0
        ? `${total} ${total === 1 ? "recommendation" : "recommendations"}, best match first`
        : "";

  return (
    <div className="page-gutter mx-auto max-w-[1440px] pb-16 pt-4 sm:pt-6">
      <Button asChild variant="ghost" className="-ml-3 text-fg-secondary">
        <Link to="/">
          <ArrowLeft strokeWidth={1.75} />
          Back to Home
        </Link>
      </Button>
      <header className="mb-5 mt-2 sm:mb-6">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Recommendations</h1>
        <p className="mt-1.5 text-fg-secondary">Picks for how you feel, tuned to what you've rated.</p>
      </header>

      <MoodPanel
        value={mood}
        onValueChange={setMood}
        onSubmit={submit}
        loading={state.loading}
        inputId={MOOD_INPUT_ID}
      />

      <section ref={results} aria-labelledby="results-heading" className="mt-8 scroll-mt-20 sm:mt-10">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
          <div className="min-w-0">
            <h2 id="results-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
              {state.query ? (
                <>
                  Your picks for <span className="text-[#c9c1ff]">“{state.query}”</span>
                </>
              ) : (
                "Your picks"
              )}
            </h2>
            <p
              className="mt-1 flex min-h-5 items-center gap-2 text-sm tabular-nums text-fg-muted"
              aria-live="polite"
              data-testid="recommendations-status"
            >
              {state.loading ? <Spinner className="size-4" label="Loading recommendations" /> : null}
              {statusLine}
            </p>
            {state.notice ? (
              <p className="mt-1 text-sm text-fg-secondary" data-testid="recommendations-notice">
                {state.notice}
              </p>
            ) : null}
          </div>
          {total > 0 ? (
            <StreamingFilterDialog
              value={filter}
              onChange={setFilter}
              availableCount={matching.length}
              wording="recommendations"
              userId={userId}
            />
          ) : null}
        </div>
        {chips.length > 0 && total > 0 ? (
          <FilterChips
            className="mb-5"
            chips={chips}
            onRemove={(chip) => setFilter(removeChip(filter, chip, listed))}
          />
        ) : null}
        {body}
      </section>

      <MediaDetailsDialog
        item={details ? toDetailsItem(details) : null}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        recommendation={
          details
            ? {
                reason: details.reason,
                similar_to: details.similar_to,
                avoids: details.avoids,
                match_score: details.match_score,
              }
            : null
        }
        onTrailer={() => {
          if (details) feedback(details, "trailer_played", cardContext(source, details));
        }}
        onStreamingClick={(offer) => {
          if (details)
            feedback(details, "streaming_clicked", {
              ...cardContext(source, details),
              service: offer.name,
              type: offer.type,
            });
        }}
      />
      {trailer ? (
        <TrailerDialog
          title={trailer.media.title}
          year={trailer.media.year}
          trailerUrl={trailer.media.trailer_url}
          open={trailerOpen}
          onOpenChange={(open) => {
            setTrailerOpen(open);
            if (!open) feedback(trailer, "trailer_closed", cardContext(source, trailer));
          }}
        />
      ) : null}
    </div>
  );
}
