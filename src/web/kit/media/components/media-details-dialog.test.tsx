import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import {
  fakeApi,
  installBrowserShims,
  json,
  mediaItem,
  offer,
  renderBrowse,
  STREAMING_OPTIONS,
} from "@/web/test/browse-harness";
import { MediaDetailsDialog } from "./media-details-dialog";
import { TrailerDialog } from "./trailer-dialog";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

const HEAT = mediaItem({
  id: "heat-1995",
  title: "Heat",
  year: 1995,
  rating: 8.3,
  description: "A thief and a detective circle each other across Los Angeles.",
  trailer_url: "https://youtu.be/abcdefghijk",
  streaming_services: [
    offer("netflix", "subscription"),
    offer("tubi tv", "free"),
    offer("apple tv store", "rent", "5.99"),
    offer("amazon video", "rent", "3.99"),
    offer("amazon video", "buy", "14.99"),
  ],
});

function serveHeat() {
  return fakeApi({
    handler: ({ path }) => {
      if (path === "/api/media/heat-1995") return json(200, HEAT);
      if (path === "/api/media/heat-1995/streaming-options") return json(200, { options: STREAMING_OPTIONS });
      return undefined;
    },
  });
}

/** Adds the availability date to the fake API's GET /api/streaming-services. */
function withAvailabilityDate(asOf: string) {
  const inner = clientDeps.fetch;
  clientDeps.fetch = async (input, init) => {
    const res = await inner(input, init);
    if (new URL(String(input), "http://app.test").pathname !== "/api/streaming-services") return res;
    return json(200, { ...(await res.json()), availability_as_of: asOf });
  };
}

describe("MediaDetailsDialog", () => {
  it("says how old the availability is, when the server knows", async () => {
    serveHeat();
    withAvailabilityDate("2026-11-05");
    renderBrowse(<MediaDetailsDialog item={HEAT} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Heat" });
    expect(
      await within(dialog).findByText("Availability in the US as of November 5, 2026; check the service."),
    ).toBeInTheDocument();
  });

  it("leaves the availability line out without a date", async () => {
    serveHeat();
    renderBrowse(<MediaDetailsDialog item={HEAT} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Heat" });
    await within(dialog).findByRole("link", { name: /^Rent \$3\.99/ });
    expect(within(dialog).queryByText(/Availability in the US/)).not.toBeInTheDocument();
  });

  it("shows the title, year, type, ratings, description and where to watch", async () => {
    serveHeat();
    renderBrowse(<MediaDetailsDialog item={HEAT} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Heat" });
    expect(within(dialog).getByText("1995")).toBeInTheDocument();
    expect(within(dialog).getByText("Movie")).toBeInTheDocument();
    expect(within(dialog).getByText("8.3")).toBeInTheDocument();
    expect(within(dialog).getByText(HEAT.description!)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Rate Heat" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Mark Heat as watched|Mark as watched/ })).toBeInTheDocument();
    const where = within(dialog).getByRole("list", { name: "Streaming on" });
    const netflix = within(where).getByRole("link", { name: /Netflix/ });
    expect(netflix).toHaveAttribute("target", "_blank");
    expect(netflix).toHaveAttribute("href", "https://watch.example.test/netflix");
    expect(await within(where).findByRole("link", { name: /Tubi TV.*Free/ })).toBeInTheDocument();
    const rent = within(dialog).getByRole("link", { name: /^Rent \$3\.99/ });
    expect(rent).toHaveAttribute("href", "https://watch.example.test/amazon%20video");
    expect(rent).toHaveAttribute("target", "_blank");
    expect(within(dialog).getByRole("link", { name: /^Buy \$14\.99/ })).toBeInTheDocument();
    expect(within(dialog).queryByText("Why this was recommended")).not.toBeInTheDocument();
  });

  it("reports streaming clicks to the caller", async () => {
    serveHeat();
    const onStreamingClick = vi.fn();
    renderBrowse(<MediaDetailsDialog item={HEAT} open onOpenChange={() => {}} onStreamingClick={onStreamingClick} />);
    const dialog = await screen.findByRole("dialog", { name: "Heat" });
    fireEvent.click(within(dialog).getByRole("link", { name: /^Rent/ }));
    expect(onStreamingClick).toHaveBeenCalledWith({ name: "amazon video", type: "rent" });
  });

  it("fills a recommendation's media from GET /api/media/:id and explains the recommendation", async () => {
    const api = serveHeat();
    const { id, title, type, year, rating, poster_url, trailer_url } = HEAT;
    renderBrowse(
      <MediaDetailsDialog
        item={{ id, title, type, year, rating, poster_url, trailer_url }}
        open
        onOpenChange={() => {}}
        recommendation={{ reason: "Slow-burn tension.", similar_to: ["Collateral"], avoids: ["Cats"], match_score: 92 }}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Heat" });
    expect(within(dialog).getByText("Why this was recommended")).toBeInTheDocument();
    expect(within(dialog).getByText("Slow-burn tension.")).toBeInTheDocument();
    expect(within(dialog).getByText("92% match")).toBeInTheDocument();
    expect(within(dialog).getByText("Collateral")).toBeInTheDocument();
    expect(within(dialog).getByText("Cats")).toBeInTheDocument();
    await within(dialog).findByText(HEAT.description!);
    await within(dialog).findByRole("link", { name: /^Rent \$3\.99/ });
    expect(api.requests.some((u) => u.pathname === "/api/media/heat-1995")).toBe(true);
  });

  it("opens the trailer and the streaming options on top, and reports the trailer opened and closed", async () => {
    serveHeat();
    const onTrailer = vi.fn();
    const onTrailerClosed = vi.fn();
    renderBrowse(
      <MediaDetailsDialog
        item={HEAT}
        open
        onOpenChange={() => {}}
        onTrailer={onTrailer}
        onTrailerClosed={onTrailerClosed}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Heat" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Trailer" }));
    const trailer = await screen.findByRole("dialog", { name: "Heat: trailer" });
    expect(within(trailer).getByTitle("Heat trailer")).toHaveAttribute(
      "src",
      "https://www.youtube.com/embed/abcdefghijk",
    );
    expect(onTrailer).toHaveBeenCalledTimes(1);
    expect(onTrailerClosed).not.toHaveBeenCalled();
    fireEvent.keyDown(trailer, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Heat: trailer" })).not.toBeInTheDocument());
    expect(onTrailerClosed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog", { name: "Heat" })).toBeInTheDocument();

    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Heat" })).getByRole("button", { name: "All streaming options" }),
    );
    const options = await screen.findByRole("dialog", { name: "Streaming options" });
    expect(await within(options).findByText("$3.99")).toBeInTheDocument();
    expect(within(options).getByText("$14.99")).toBeInTheDocument();
    expect(within(options).getAllByRole("link")).toHaveLength(2);
  });
});

function OpenerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open Heat
      </button>
      <MediaDetailsDialog item={HEAT} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe("focus", () => {
  it("goes back to what opened the details when they close", async () => {
    serveHeat();
    renderBrowse(<OpenerHarness />);
    const opener = screen.getByRole("button", { name: "Open Heat" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Heat" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe("TrailerDialog", () => {
  it("says 'No trailer available' and offers a YouTube search", async () => {
    fakeApi();
    renderBrowse(<TrailerDialog title="Heat" year={1995} trailerUrl={null} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Heat: trailer" });
    expect(within(dialog).getByText("No trailer available")).toBeInTheDocument();
    const search = within(dialog).getByRole("link", { name: /Search for the trailer on YouTube/ });
    expect(search).toHaveAttribute("href", "https://www.youtube.com/results?search_query=Heat+1995+trailer");
    expect(search).toHaveAttribute("target", "_blank");
  });

  it("passes other links through as a link instead of a frame", async () => {
    fakeApi();
    renderBrowse(<TrailerDialog title="Heat" trailerUrl="https://vimeo.com/1234" open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Heat: trailer" });
    expect(within(dialog).getByRole("link", { name: /Watch the trailer/ })).toHaveAttribute(
      "href",
      "https://vimeo.com/1234",
    );
    expect(dialog.querySelector("iframe")).toBeNull();
  });
});
