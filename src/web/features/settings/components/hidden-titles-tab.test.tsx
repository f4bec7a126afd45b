import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { THiddenTitle } from "@/shared/contracts/hidden";
import { clientDeps } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { deferred } from "@/web/test/fake-api";
import { hiddenStore, hiddenTitle } from "@/web/test/fake-hidden";
import { HiddenTitlesTab } from "./hidden-titles-tab";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
beforeEach(() => {
  vi.spyOn(notify, "error").mockImplementation(() => "");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(clientDeps, realDeps);
});

const HEAT = hiddenTitle({
  media_id: "heat-1995",
  title: "Heat",
  year: 1995,
  kind: "not_tonight",
  hidden_at: "2026-11-20T12:00:00.000Z",
  hidden_until: "2026-12-04T12:00:00.000Z",
});
const SAW = hiddenTitle({ media_id: "saw-2004", title: "Saw", year: 2004, hidden_at: "2026-11-22T12:00:00.000Z" });
const FARGO = hiddenTitle({
  media_id: "fargo-2014",
  title: "Fargo",
  year: 2014,
  type: "tv",
  hidden_at: "2026-11-01T12:00:00.000Z",
});

function serve(items: THiddenTitle[], options: Parameters<typeof hiddenStore>[1] = {}) {
  const store = hiddenStore(items, options);
  fakeApi({ user: { id: "u1" }, handler: (req) => store.handler(req) });
  renderBrowse(<HiddenTitlesTab />);
  return store;
}

const rows = () =>
  within(screen.getByRole("list", { name: "Hidden titles" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("Settings › Hidden titles", () => {
  it("lists the hidden titles newest first, with until when each is hidden", async () => {
    // served oldest first: the tab orders them itself
    serve([], { list: () => json(200, { items: [FARGO, HEAT, SAW] }) });
    await screen.findByRole("list", { name: "Hidden titles" });
    expect(rows()).toEqual([
      "Saw2004 · MovieNever shownShow again",
      "Heat1995 · MovieHidden until Dec 4, 2026Show again",
      "Fargo2014 · TVNever shownShow again",
    ]);
  });

  it("Show again removes the title at once, and puts it back if the server refuses", async () => {
    const refusal = deferred();
    let refuse = false;
    const store = serve([SAW, HEAT], {
      hold: ({ method }) => (method === "DELETE" && refuse ? refusal.promise : undefined),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Show again: Saw" }));
    await waitFor(() => expect(rows()).toEqual(["Heat1995 · MovieHidden until Dec 4, 2026Show again"]));
    await waitFor(() => expect(store.items.has("saw-2004")).toBe(false));

    refuse = true;
    await user.click(screen.getByRole("button", { name: "Show again: Heat" }));
    expect(await screen.findByText("Nothing hidden. Titles you hide from recommendations appear here.")).toBeVisible();
    refusal.resolve(json(500, { error: { code: "internal", message: "boom" } }));
    await screen.findByRole("button", { name: "Show again: Heat" });
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to show this title again. Please try again.");
  });

  it("says so when nothing is hidden", async () => {
    serve([]);
    expect(await screen.findByText("Nothing hidden. Titles you hide from recommendations appear here.")).toBeVisible();
    expect(screen.queryByRole("list", { name: "Hidden titles" })).not.toBeInTheDocument();
  });

  it("shows a skeleton while loading and a retry when the list cannot be loaded", async () => {
    const answer = deferred();
    let calls = 0;
    serve([SAW], { list: () => (++calls === 1 ? answer.promise : undefined) });
    expect(screen.getByText("Loading your hidden titles")).toBeInTheDocument();
    answer.resolve(json(500, { error: { code: "internal", message: "boom" } }));
    expect(await screen.findByText("We couldn't load your hidden titles just now.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Show again: Saw" })).toBeInTheDocument();
  });
});
