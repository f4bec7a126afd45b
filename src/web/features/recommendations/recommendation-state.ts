import type { TRecommendation } from "@/shared/contracts/recommendations";
import { RECOMMENDATION_BATCH_SIZE, RECOMMENDATIONS_PER_REQUEST } from "@/shared/recommendation-limits";
import { NO_TONIGHT, type TonightContext } from "./tonight-context";

/**
 * The recommendations page's state as a pure reducer, plus the view derived from it. A request brings
 * up to 15 picks, shown in batches of 5: the first batch at once, each further one revealed by
 * 'Show More'. The desktop grid pages through the revealed batches (Previous / 'N of M' / Next,
 * wrapping around); the mobile card steps through the revealed picks one at a time, stopping at
 * either end.
 */
export interface RecommendationsState {
  query: string;
  /** who was watching and the time there was when the picks were asked for */
  tonight: TonightContext;
  recommendations: TRecommendation[];
  /** a request (stream or fallback) is running */
  loading: boolean;
  /** a request has been made since the page opened or the list was restored */
  requested: boolean;
  /** the latest status or progress line of the stream */
  status: string | null;
  /** the server's note about the request, e.g. a named title the catalogue does not have */
  notice: string | null;
  /** batches revealed, at least 1 */
  revealed: number;
  /** desktop page (a batch), 0-based */
  page: number;
  /** mobile card, 0-based */
  index: number;
}

export const INITIAL_STATE: RecommendationsState = {
  query: "",
  tonight: NO_TONIGHT,
  recommendations: [],
  loading: false,
  requested: false,
  status: null,
  notice: null,
  revealed: 1,
  page: 0,
  index: 0,
};

export interface SavedPosition {
  query: string;
  /** absent in what was kept before the context existed */
  tonight?: TonightContext;
  recommendations: TRecommendation[];
  revealed: number;
  page: number;
  index: number;
}

export type RecommendationsAction =
  | { type: "start"; query: string; tonight: TonightContext }
  | { type: "status"; message: string }
  | { type: "notice"; message: string }
  | { type: "pick"; recommendation: TRecommendation }
  | { type: "replace"; recommendations: TRecommendation[] }
  | { type: "finish" }
  | { type: "restore"; saved: SavedPosition }
  | { type: "clear" }
  /** reveal one more batch; `expectedBatches` from the current view */
  | { type: "show-more"; expectedBatches: number }
  /** desktop: previous (-1) or next (+1) revealed batch, wrapping around */
  | { type: "page"; delta: -1 | 1; pageCount: number }
  /** mobile: previous (-1) or next (+1) card, never past either end */
  | { type: "step"; delta: -1 | 1; count: number }
  /** back to the first batch and card (the filter changed) */
  | { type: "reset-position" };

export function recommendationsReducer(
  state: RecommendationsState,
  action: RecommendationsAction,
): RecommendationsState {
  switch (action.type) {
    case "start":
      return { ...INITIAL_STATE, query: action.query, tonight: action.tonight, loading: true, requested: true };
    case "status":
      return { ...state, status: action.message };
    case "notice":
      return { ...state, notice: action.message };
    case "pick":
      if (state.recommendations.some((r) => r.recommendation_id === action.recommendation.recommendation_id))
        return state;
      return { ...state, recommendations: [...state.recommendations, action.recommendation] };
    case "replace":
      return { ...state, recommendations: dedupe(action.recommendations) };
    case "finish":
      return { ...state, loading: false, status: null };
    case "restore": {
      const { saved } = action;
      return {
        ...INITIAL_STATE,
        query: saved.query,
        tonight: saved.tonight ?? NO_TONIGHT,
        recommendations: dedupe(saved.recommendations),
        requested: true,
        revealed: Math.max(1, Math.floor(saved.revealed)),
        page: Math.max(0, Math.floor(saved.page)),
        index: Math.max(0, Math.floor(saved.index)),
      };
    }
    case "clear":
      return INITIAL_STATE;
    case "show-more": {
      if (state.revealed >= action.expectedBatches) return state;
      const revealed = state.revealed + 1;
      return { ...state, revealed, page: revealed - 1, index: (revealed - 1) * RECOMMENDATION_BATCH_SIZE };
    }
    case "page": {
      const count = Math.max(1, action.pageCount);
      const current = Math.min(state.page, count - 1);
      return { ...state, page: (current + action.delta + count) % count };
    }
    case "step": {
      if (action.count <= 0) return { ...state, index: 0 };
      const current = Math.min(state.index, action.count - 1);
      return { ...state, index: Math.min(action.count - 1, Math.max(0, current + action.delta)) };
    }
    case "reset-position":
      return { ...state, page: 0, index: 0 };
  }
}

function dedupe(list: readonly TRecommendation[]): TRecommendation[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    if (seen.has(r.recommendation_id)) return false;
    seen.add(r.recommendation_id);
    return true;
  });
}

export interface RecommendationsView {
  /** picks passing the filter */
  matching: TRecommendation[];
  /** the revealed batches of the matching picks (what the mobile card steps through) */
  visible: TRecommendation[];
  /** batches there are, or will be while the stream is still running */
  expectedBatches: number;
  /** desktop: the current page's picks */
  pageItems: TRecommendation[];
  page: number;
  pageCount: number;
  /** desktop placeholders to show on the current page while picks are still arriving */
  skeletons: number;
  /** a further batch has arrived and can be revealed (or one just revealed is still arriving) */
  showMore: boolean;
  /** a revealed batch is still arriving */
  loadingMore: boolean;
  /** mobile: the current card */
  index: number;
}

/**
 * What the page shows, from the state and the picks that pass the streaming filter. While the
 * stream runs without a filter, the full 15 (3 batches) are expected; otherwise the batches are
 * those of the matching picks.
 */
export function deriveView(
  state: RecommendationsState,
  matching: TRecommendation[],
  filterActive: boolean,
): RecommendationsView {
  const size = RECOMMENDATION_BATCH_SIZE;
  const expectedCount =
    state.loading && !filterActive ? Math.max(RECOMMENDATIONS_PER_REQUEST, matching.length) : matching.length;
  const expectedBatches = Math.ceil(expectedCount / size);
  const revealed = Math.max(1, Math.min(state.revealed, expectedBatches));
  const visible = matching.slice(0, revealed * size);
  const pageCount = revealed;
  const page = Math.min(state.page, pageCount - 1);
  const pageItems = visible.slice(page * size, page * size + size);
  const lastPage = page === pageCount - 1;
  const skeletons = state.loading && !filterActive && lastPage ? Math.max(0, size - pageItems.length) : 0;
  const loadingMore = state.loading && revealed > 1 && matching.length < revealed * size;
  // a further batch exists (its first pick has arrived), or the one just revealed is still arriving
  const showMore = matching.length > revealed * size || loadingMore;
  const index = visible.length === 0 ? 0 : Math.min(state.index, visible.length - 1);
  return { matching, visible, expectedBatches, pageItems, page, pageCount, skeletons, showMore, loadingMore, index };
}
