import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { atLeast } from "@/web/test/at-least";
import { fakeApi, installBrowserShims, mediaItem, offer, renderBrowse } from "@/web/test/browse-harness";
import { MediaGrid } from "./media-grid";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
beforeEach(() => {
  fakeApi();
});
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

describe("MediaGrid", () => {
  it("shows 10 skeleton cards while loading", () => {
    const { container } = renderBrowse(<MediaGrid items={[]} loading onOpenDetails={() => {}} />);
    expect(screen.getByRole("status", { name: "Loading media" })).toBeInTheDocument();
    expect(container.querySelectorAll("[role=status] > div")).toHaveLength(10);
  });

  it("says 'No media found' by default, or the custom empty text", () => {
    const { rerender } = renderBrowse(<MediaGrid items={[]} loading={false} onOpenDetails={() => {}} />);
    expect(screen.getByText("No media found")).toBeInTheDocument();
    rerender(<MediaGrid items={[]} loading={false} emptyText="Nothing saved yet" onOpenDetails={() => {}} />);
    expect(screen.getByText("Nothing saved yet")).toBeInTheDocument();
  });

  it("hides cards without a poster", () => {
    renderBrowse(
      <MediaGrid
        items={[mediaItem({ id: "with-poster" }), mediaItem({ id: "no-poster", poster_url: null })]}
        loading={false}
        onOpenDetails={() => {}}
      />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByText("no poster")).not.toBeInTheDocument();
  });

  it("a card shows title, year, type, one-decimal rating and where it streams", () => {
    renderBrowse(
      <MediaGrid
        items={[
          mediaItem({
            id: "heat-1995",
            title: "Heat",
            year: 1995,
            rating: 8.3,
            streaming_services: [offer("netflix", "subscription"), offer("amazon video", "rent", "3.99")],
          }),
          mediaItem({ id: "unrated-2020", title: "Unrated", type: "tv", rating: 0, streaming_services: [] }),
        ]}
        loading={false}
        onOpenDetails={() => {}}
      />,
    );
    const [heat, unrated] = atLeast(screen.getAllByRole("listitem"), 2);
    expect(within(heat).getByText("Heat")).toBeInTheDocument();
    expect(within(heat).getByText("1995")).toBeInTheDocument();
    expect(within(heat).getByText("Movie")).toBeInTheDocument();
    expect(within(heat).getByText("8.3")).toBeInTheDocument();
    expect(within(heat).getByRole("img", { name: "Netflix" })).toBeInTheDocument();
    expect(within(unrated).getByText("TV")).toBeInTheDocument();
    expect(within(unrated).queryByText("0.0")).not.toBeInTheDocument();
    expect(within(unrated).getByText("Not streaming")).toBeInTheDocument();
  });

  it("cards are buttons: Enter and click open the details", () => {
    const open = vi.fn();
    renderBrowse(
      <MediaGrid
        items={[mediaItem({ id: "heat-1995", title: "Heat", year: 1995 })]}
        loading={false}
        onOpenDetails={open}
      />,
    );
    const card = screen.getByRole("button", { name: "Heat 1995 Movie, average rating 7.5" });
    card.focus();
    expect(card).toHaveFocus();
    fireEvent.click(card);
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ id: "heat-1995" }));
  });

  it("carries the watch-list and rating controls for each card", () => {
    renderBrowse(
      <MediaGrid items={[mediaItem({ id: "heat-1995", title: "Heat" })]} loading={false} onOpenDetails={() => {}} />,
    );
    expect(screen.getByRole("button", { name: "Add Heat to watch list" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rate Heat" })).toBeInTheDocument();
  });
});
