import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { atLeast } from "@/web/test/at-least";
import { fakeApi, installBrowserShims, renderBrowse } from "@/web/test/browse-harness";
import { makeRecommendation, makeRecommendations } from "../recommendation-fixtures";
import { MobileRecommendationView, type MobileViewProps } from "./mobile-recommendation-view";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(clientDeps, realDeps);
});

function setup(overrides: Partial<MobileViewProps> = {}) {
  fakeApi({ user: { id: "u1" } });
  const props: MobileViewProps = {
    items: makeRecommendations(5),
    index: 1,
    loading: false,
    showMore: true,
    loadingMore: false,
    onStep: vi.fn(),
    onShowMore: vi.fn(),
    onTrailer: vi.fn(),
    handlers: {
      onOpenDetails: vi.fn(),
      onWatchlistChange: vi.fn(),
      onRatingChange: vi.fn(),
      onStreamingClick: vi.fn(),
      onHidden: vi.fn(),
      focusAfterHide: vi.fn(),
    },
    ...overrides,
  };
  renderBrowse(<MobileRecommendationView {...props} />);
  const card = document.querySelector("[data-recommendation-card]") as HTMLElement;
  return { props, card };
}

/** A one-finger gesture from (100, 300) moved by dx, dy, then lifted. */
function swipe(el: Element, dx: number, dy: number, target: Element = el) {
  const start = { clientX: 100, clientY: 300 };
  const end = { clientX: 100 + dx, clientY: 300 + dy };
  fireEvent.touchStart(target, { touches: [start], changedTouches: [start] });
  if (dx || dy) fireEvent.touchMove(target, { touches: [end], changedTouches: [end] });
  fireEvent.touchEnd(target, { touches: [], changedTouches: [end] });
}

describe("MobileRecommendationView", () => {
  it("shows the whole card: badge, match, title, type, year, average, trailer, where to watch, reason and chips", () => {
    const rec = makeRecommendation(2, { match_score: 92, similar_to: ["Amélie", "Paddington 2"], avoids: ["Saw"] });
    const { card } = setup({ items: [makeRecommendation(1), rec], index: 1 });
    const c = within(card);
    expect(c.getByText("Recommended")).toBeInTheDocument();
    expect(c.getByText("92% match")).toBeInTheDocument();
    expect(c.getByRole("heading", { name: "Title 2" })).toBeInTheDocument();
    expect(c.getByText("Movie")).toBeInTheDocument();
    expect(c.getByText(String(rec.year))).toBeInTheDocument();
    expect(c.getByText("7.4")).toBeInTheDocument();
    expect(c.getByRole("button", { name: /Trailer/ })).toBeInTheDocument();
    expect(c.getByRole("button", { name: /Where to watch\s?Title 2: 1 service/ })).toBeInTheDocument();
    expect(c.getByText("Why we recommend this")).toBeInTheDocument();
    expect(c.getByText(rec.reason)).toBeInTheDocument();
    expect(c.getByText("Similar to:")).toBeInTheDocument();
    expect(c.getByText("Amélie")).toBeInTheDocument();
    expect(c.getByText("Different from:")).toBeInTheDocument();
    expect(c.getByText("Saw")).toBeInTheDocument();
    expect(c.getByText("Swipe left or right to navigate between recommendations")).toBeInTheDocument();
    expect(screen.getByText("of 2", { exact: false })).toHaveTextContent("2 of 2");
  });

  it("a series reads 'TV Show'; no trailer link, no Trailer button", () => {
    const { card } = setup({ items: [makeRecommendation(3)], index: 0 });
    expect(within(card).getByText("TV Show")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Trailer/ })).not.toBeInTheDocument();
  });

  it("Previous and Next are disabled at the ends", () => {
    setup({ index: 0 });
    expect(screen.getByRole("button", { name: "Previous recommendation" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next recommendation" })).toBeEnabled();
    cleanup();
    setup({ index: 4 });
    expect(screen.getByRole("button", { name: "Next recommendation" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous recommendation" })).toBeEnabled();
  });

  it("a horizontal swipe of 30 px or more navigates: left is next, right is previous", () => {
    const { props, card } = setup();
    swipe(card, -30, 0);
    expect(props.onStep).toHaveBeenLastCalledWith(1);
    swipe(card, 45, 10);
    expect(props.onStep).toHaveBeenLastCalledWith(-1);
    expect(props.onStep).toHaveBeenCalledTimes(2);
    expect(props.handlers.onOpenDetails).not.toHaveBeenCalled();
  });

  it("shorter or mostly vertical moves do nothing, and are not taps", () => {
    const { props, card } = setup();
    swipe(card, -29, 0);
    swipe(card, -50, 120);
    swipe(card, 0, -8);
    expect(props.onStep).not.toHaveBeenCalled();
    expect(props.handlers.onOpenDetails).not.toHaveBeenCalled();
  });

  it("a swipe past either end does nothing", () => {
    const first = setup({ index: 0 });
    swipe(first.card, 60, 0);
    expect(first.props.onStep).not.toHaveBeenCalled();
  });

  it("a tap on the card body opens the details; a tap on a button is that button's", () => {
    const { props, card } = setup();
    swipe(within(card).getByText("Why we recommend this"), 0, 0);
    expect(props.handlers.onOpenDetails).toHaveBeenCalledTimes(1);
    expect(props.handlers.onOpenDetails).toHaveBeenCalledWith(props.items[1]);
    const trailer = within(card).getByRole("button", { name: /Trailer/ });
    swipe(trailer, 0, 0);
    fireEvent.click(trailer);
    expect(props.onTrailer).toHaveBeenCalledWith(props.items[1]);
    expect(props.handlers.onOpenDetails).toHaveBeenCalledTimes(1);
  });

  it("a mouse click on the card body opens the details too", () => {
    const { props, card } = setup();
    const [, shown] = atLeast(props.items, 2);
    fireEvent.click(within(card).getByText(shown.reason));
    expect(props.handlers.onOpenDetails).toHaveBeenCalledTimes(1);
  });

  it("'Show More' reveals the next batch; it reads loading while that batch arrives", () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Show More" }));
    expect(props.onShowMore).toHaveBeenCalledTimes(1);
    cleanup();
    setup({ loadingMore: true });
    expect(screen.getByRole("button", { name: "Show More" })).toBeDisabled();
    cleanup();
    setup({ showMore: false });
    expect(screen.queryByRole("button", { name: "Show More" })).not.toBeInTheDocument();
  });

  it("shows a placeholder card while the first pick is on its way", () => {
    setup({ items: [], index: 0, loading: true, showMore: false });
    expect(document.querySelector("[data-recommendation-skeleton]")).not.toBeNull();
    expect(screen.getByText("Finding picks…")).toBeInTheDocument();
  });
});
