import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TStreamingAvailability } from "@/shared/contracts/recommendations";
import { clientDeps } from "@/web/lib/api";
import { fakeApi, installBrowserShims, renderBrowse } from "@/web/test/browse-harness";
import { WhereToWatch } from "./where-to-watch";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

const AVAILABILITY: TStreamingAvailability = {
  available: true,
  totalServices: 2,
  services: [
    {
      name: "amazon video",
      display_name: "Amazon Video",
      type: "rent",
      link: "https://amazon.example/heat",
      price: "3.99",
    },
    { name: "netflix", display_name: "Netflix", type: "subscription", link: "https://netflix.example/heat" },
    { name: "netflix", display_name: "Netflix", type: "subscription", link: "https://netflix.example/heat" },
  ],
};

describe("WhereToWatch", () => {
  it("says so plainly when the title streams nowhere in the US", () => {
    fakeApi();
    renderBrowse(<WhereToWatch availability={{ available: false, services: [], totalServices: 0 }} title="Heat" />);
    expect(screen.getByText("Not streaming in the US")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("lists one offer per service and type, streams first, each opening in a new tab and reported", async () => {
    fakeApi();
    const onStreamingClick = vi.fn();
    renderBrowse(<WhereToWatch availability={AVAILABILITY} title="Heat" onStreamingClick={onStreamingClick} />);
    fireEvent.click(screen.getByRole("button", { name: /Where to watch\s?Heat: 2 services/ }));
    const popover = await screen.findByRole("dialog");
    const links = within(popover).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "https://netflix.example/heat",
      "https://amazon.example/heat",
    ]);
    expect(links[0]).toHaveAccessibleName(/^Netflix\s?Stream\s?\(opens in a new tab\)$/);
    expect(links[1]).toHaveAccessibleName(/^Amazon Video\s?Rent \$3\.99\s?\(opens in a new tab\)$/);
    expect(links[1]).toHaveAttribute("target", "_blank");
    expect(links[1]).toHaveAttribute("rel", "noopener noreferrer");
    fireEvent.click(links[1]);
    expect(onStreamingClick).toHaveBeenCalledWith({ name: "amazon video", type: "rent" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
