import { useMemo, useState } from "react";
import { useHiddenIds } from "@/web/kit/media/api/hidden";
import { useSession } from "@/web/kit/session/session-provider";
import { useMediaQuery } from "@/web/lib/use-media-query";
import { DesktopRecommendationView } from "./components/desktop-recommendation-view";
import { MobileRecommendationView } from "./components/mobile-recommendation-view";
import { MoodPanel } from "./components/mood-panel";
import { RecommendationDialogs } from "./components/recommendation-dialogs";
import { emptyStateKind, RecommendationEmptyState } from "./components/recommendation-empty-state";
import { RecommendationsFrame } from "./components/recommendations-frame";
import { ResultsHeader } from "./components/results-header";
import { deriveView } from "./recommendation-state";
import { NO_TONIGHT } from "./tonight-context";
import { useClearWithUndo } from "./use-clear-with-undo";
import { useRecommendationDialogs } from "./use-recommendation-dialogs";
import { useRecommendationFilter } from "./use-recommendation-filter";
import { useRecommendations } from "./use-recommendations";
import { useResultsScroll } from "./use-results-scroll";
import { useTonightContext } from "./use-tonight-context";

const MOOD_INPUT_ID = "mood-input";

/** /recommendations (signed-in; the route guards it). Keyed by user, so another user starts afresh. */
export function RecommendationsPage() {
  const { user } = useSession();
  if (!user) return null;
  return <RecommendationsScreen key={user.id} userId={user.id} />;
}

function RecommendationsScreen({ userId }: { userId: string }) {
  const { state, request, act, clear, restore } = useRecommendations(userId);
  const clearWithUndo = useClearWithUndo(clear, restore);
  const [mood, setMood] = useState(state.query);
  const { tonight, setTonight } = useTonightContext(userId);
  const isMobile = useMediaQuery("(max-width: 639px)");
  const hiddenIds = useHiddenIds();
  // A title hidden here (or elsewhere) leaves the list at once, and comes back with "Undo".
  const shown = useMemo(
    () => state.recommendations.filter((rec) => !hiddenIds.has(rec.media.id)),
    [state.recommendations, hiddenIds],
  );
  const filter = useRecommendationFilter(shown, act);
  const view = deriveView(state, filter.matching, filter.active);
  const cards = useRecommendationDialogs(isMobile ? "mobile_card" : "grid_card");
  const { results, revealResults } = useResultsScroll(view.page);
  const total = shown.length;

  const submit = (text: string) => {
    void request(text, tonight);
    revealResults();
  };
  // The same mood without the context is a new search of its own.
  const askWithoutTonight = () => {
    setTonight(NO_TONIGHT);
    void request(state.query, NO_TONIGHT);
  };
  const showMore = () => act({ type: "show-more", expectedBatches: view.expectedBatches });
  const empty = emptyStateKind({
    loading: state.loading,
    requested: state.requested,
    total,
    matching: filter.matching.length,
    filterActive: filter.active,
  });

  return (
    <RecommendationsFrame>
      <MoodPanel
        value={mood}
        onValueChange={setMood}
        onSubmit={submit}
        tonight={tonight}
        onTonightChange={setTonight}
        loading={state.loading}
        inputId={MOOD_INPUT_ID}
      />

      <section ref={results} aria-labelledby="results-heading" className="mt-8 scroll-mt-20 sm:mt-10">
        <ResultsHeader
          query={state.query}
          tonight={state.tonight}
          onClearTonight={askWithoutTonight}
          loading={state.loading}
          status={state.status}
          notice={state.notice}
          total={total}
          filter={filter}
          userId={userId}
          onClear={clearWithUndo}
        />
        {empty ? (
          <RecommendationEmptyState
            kind={empty}
            query={state.query}
            onDescribeMood={() => document.getElementById(MOOD_INPUT_ID)?.focus()}
            onRetry={submit}
            onClearFilter={filter.clear}
          />
        ) : isMobile ? (
          <MobileRecommendationView
            items={view.visible}
            index={view.index}
            loading={state.loading}
            showMore={view.showMore}
            loadingMore={view.loadingMore}
            onStep={(delta) => act({ type: "step", delta, count: view.visible.length })}
            onShowMore={showMore}
            onTrailer={cards.openTrailer}
            handlers={cards.handlers}
          />
        ) : (
          <DesktopRecommendationView
            view={view}
            onPage={(delta) => act({ type: "page", delta, pageCount: view.pageCount })}
            onShowMore={showMore}
            handlers={cards.handlers}
          />
        )}
      </section>

      <RecommendationDialogs details={cards.detailsDialog} trailer={cards.trailerDialog} />
    </RecommendationsFrame>
  );
}
