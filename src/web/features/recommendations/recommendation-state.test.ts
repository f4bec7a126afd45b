import { describe, expect, it } from "vitest";
import { makeRecommendation, makeRecommendations } from "./recommendation-fixtures";
import {
  deriveView,
  INITIAL_STATE,
  type RecommendationsAction,
  type RecommendationsState,
  recommendationsReducer,
} from "./recommendation-state";
import { NO_TONIGHT } from "./tonight-context";

function run(actions: RecommendationsAction[], from: RecommendationsState = INITIAL_STATE) {
  return actions.reduce(recommendationsReducer, from);
}

const loaded = (count: number, extra: Partial<RecommendationsState> = {}): RecommendationsState => ({
  ...INITIAL_STATE,
  query: "cozy",
  requested: true,
  recommendations: makeRecommendations(count),
  ...extra,
});

describe("recommendationsReducer", () => {
  it("a request clears old results and position, sets loading and keeps the context it was asked with", () => {
    const tonight = { audience: "kids", minutes: 90 } as const;
    const s = run([{ type: "start", query: "funny", tonight }], loaded(15, { revealed: 3, page: 2, index: 9 }));
    expect(s).toMatchObject({ query: "funny", recommendations: [], loading: true, requested: true, revealed: 1 });
    expect(s.tonight).toEqual(tonight);
    expect(s.page).toBe(0);
    expect(s.index).toBe(0);
  });

  it("appends each pick as it arrives, ignoring repeats, and finish clears loading", () => {
    const a = makeRecommendation(1);
    const b = makeRecommendation(2);
    const s = run([
      { type: "start", query: "x", tonight: NO_TONIGHT },
      { type: "status", message: "Finding perfect matches for your mood..." },
      { type: "pick", recommendation: a },
      { type: "pick", recommendation: a },
      { type: "pick", recommendation: b },
    ]);
    expect(s.recommendations.map((r) => r.title)).toEqual(["Title 1", "Title 2"]);
    expect(s.status).toBe("Finding perfect matches for your mood...");
    const done = recommendationsReducer(s, { type: "finish" });
    expect(done.loading).toBe(false);
    expect(done.status).toBeNull();
  });

  it("the fallback answer replaces whatever the stream had delivered", () => {
    const s = run([
      { type: "start", query: "x", tonight: NO_TONIGHT },
      { type: "pick", recommendation: makeRecommendation(1) },
      { type: "replace", recommendations: makeRecommendations(3, 10) },
    ]);
    expect(s.recommendations.map((r) => r.title)).toEqual(["Title 10", "Title 11", "Title 12"]);
  });

  it("clearing resets the list, index and counts", () => {
    expect(run([{ type: "clear" }], loaded(15, { revealed: 3, page: 1, index: 7 }))).toEqual(INITIAL_STATE);
  });

  it("restores a saved list and position; what was kept without a context has none", () => {
    const saved = { query: "cozy", recommendations: makeRecommendations(10), revealed: 2, page: 1, index: 6 };
    const s = run([{ type: "restore", saved }]);
    expect(s).toMatchObject({ query: "cozy", revealed: 2, page: 1, index: 6, loading: false, requested: true });
    expect(s.recommendations).toHaveLength(10);
    expect(s.tonight).toEqual(NO_TONIGHT);
    const withContext = run([{ type: "restore", saved: { ...saved, tonight: { audience: null, minutes: 60 } } }]);
    expect(withContext.tonight).toEqual({ audience: null, minutes: 60 });
  });

  it("'Show More' reveals one batch, moves to it, and stops at the last", () => {
    let s = loaded(15);
    s = recommendationsReducer(s, { type: "show-more", expectedBatches: 3 });
    expect(s).toMatchObject({ revealed: 2, page: 1, index: 5 });
    s = recommendationsReducer(s, { type: "show-more", expectedBatches: 3 });
    expect(s).toMatchObject({ revealed: 3, page: 2, index: 10 });
    expect(recommendationsReducer(s, { type: "show-more", expectedBatches: 3 })).toBe(s);
  });

  it("desktop pages wrap around both ways", () => {
    const s = loaded(15, { revealed: 3, page: 2 });
    expect(recommendationsReducer(s, { type: "page", delta: 1, pageCount: 3 }).page).toBe(0);
    expect(recommendationsReducer({ ...s, page: 0 }, { type: "page", delta: -1, pageCount: 3 }).page).toBe(2);
    expect(recommendationsReducer({ ...s, page: 1 }, { type: "page", delta: 1, pageCount: 3 }).page).toBe(2);
  });

  it("the mobile card moves one step and never past either end", () => {
    const s = loaded(5);
    expect(recommendationsReducer(s, { type: "step", delta: -1, count: 5 }).index).toBe(0);
    expect(recommendationsReducer(s, { type: "step", delta: 1, count: 5 }).index).toBe(1);
    expect(recommendationsReducer({ ...s, index: 4 }, { type: "step", delta: 1, count: 5 }).index).toBe(4);
    expect(recommendationsReducer({ ...s, index: 9 }, { type: "step", delta: -1, count: 5 }).index).toBe(3);
    expect(recommendationsReducer({ ...s, index: 3 }, { type: "step", delta: 1, count: 0 }).index).toBe(0);
  });

  it("a filter change goes back to the first batch and card", () => {
    expect(run([{ type: "reset-position" }], loaded(15, { page: 2, index: 8, revealed: 3 }))).toMatchObject({
      page: 0,
      index: 0,
      revealed: 3,
    });
  });
});

describe("deriveView", () => {
  it("before any pick arrives: 5 placeholders, no 'Show More'", () => {
    const v = deriveView({ ...INITIAL_STATE, loading: true, requested: true }, [], false);
    expect(v).toMatchObject({ skeletons: 5, showMore: false, pageCount: 1, expectedBatches: 3 });
    expect(v.pageItems).toEqual([]);
  });

  it("the first pick shows at once, with placeholders for the rest of the batch", () => {
    const s = loaded(1, { loading: true });
    const v = deriveView(s, s.recommendations, false);
    expect(v.pageItems).toHaveLength(1);
    expect(v.skeletons).toBe(4);
    // no second batch exists yet
    expect(v.showMore).toBe(false);
    expect(v.loadingMore).toBe(false);
    const six = loaded(6, { loading: true });
    expect(deriveView(six, six.recommendations, false).showMore).toBe(true);
  });

  it("shows the first batch of 15 and offers more", () => {
    const s = loaded(15);
    const v = deriveView(s, s.recommendations, false);
    expect(v.pageItems.map((r) => r.title)).toEqual(["Title 1", "Title 2", "Title 3", "Title 4", "Title 5"]);
    expect(v).toMatchObject({ expectedBatches: 3, pageCount: 1, showMore: true, skeletons: 0, loadingMore: false });
    expect(v.visible).toHaveLength(5);
  });

  it("a revealed batch that is still arriving reads as loading more", () => {
    const s = loaded(7, { loading: true, revealed: 2, page: 1 });
    const v = deriveView(s, s.recommendations, false);
    expect(v.pageItems.map((r) => r.title)).toEqual(["Title 6", "Title 7"]);
    expect(v).toMatchObject({ loadingMore: true, showMore: true, skeletons: 3, pageCount: 2 });
  });

  it("all batches revealed: no 'Show More'; pages cover every pick", () => {
    const s = loaded(15, { revealed: 3, page: 2 });
    const v = deriveView(s, s.recommendations, false);
    expect(v).toMatchObject({ showMore: false, pageCount: 3, page: 2 });
    expect(v.pageItems[0]?.title).toBe("Title 11");
    expect(v.visible).toHaveLength(15);
  });

  it("a single batch never offers more or paginates", () => {
    const s = loaded(4);
    expect(deriveView(s, s.recommendations, false)).toMatchObject({
      showMore: false,
      pageCount: 1,
      expectedBatches: 1,
    });
  });

  it("batches follow the filtered list and positions are clamped to it", () => {
    const s = loaded(15, { revealed: 3, page: 2, index: 12 });
    const matching = s.recommendations.slice(0, 6);
    const v = deriveView(s, matching, true);
    expect(v).toMatchObject({ expectedBatches: 2, pageCount: 2, page: 1, index: 5, showMore: false, skeletons: 0 });
    expect(v.pageItems.map((r) => r.title)).toEqual(["Title 6"]);
    const none = deriveView(s, [], true);
    expect(none).toMatchObject({ pageItems: [], visible: [], index: 0, showMore: false, pageCount: 1 });
  });

  it("while streaming with a filter on, no placeholders are promised", () => {
    const s = loaded(3, { loading: true });
    expect(deriveView(s, s.recommendations.slice(0, 1), true).skeletons).toBe(0);
  });
});
