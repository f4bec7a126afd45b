import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import {
  catalogue,
  fakeApi,
  installBrowserShims,
  json,
  offer,
  renderBrowse,
  servePages,
} from "@/web/test/browse-harness";
import { HomePage } from "../home-page";
import { CatalogueBrowser } from "./catalogue-browser";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
beforeEach(() => {
  vi.spyOn(notify, "error").mockImplementation(() => "");
  vi.spyOn(notify, "info").mockImplementation(() => "");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(clientDeps, realDeps);
});

const count = () => screen.getByTestId("media-count").textContent;
const cardIds = () => [...document.querySelectorAll("[data-media-id]")].map((el) => el.getAttribute("data-media-id"));

describe("CatalogueBrowser", () => {
  it("loads the first page, then keeps loading while the page is short, each title once", async () => {
    const items = catalogue(45);
    const api = fakeApi({
      handler: ({ path, url }) => {
        if (path !== "/api/media") return undefined;
        // the catalogue shifted between requests: page 1 repeats two titles of page 0
        if (url.searchParams.get("page") === "1") {
          return json(200, {
            items: [...items.slice(18, 20), ...items.slice(20, 38)],
            total: 45,
            page: 1,
            page_size: 20,
          });
        }
        return servePages(items, url);
      },
    });
    renderBrowse(<CatalogueBrowser userId={null} />);
    expect(screen.getByRole("heading", { name: "All Media" })).toBeInTheDocument();
    // 20 + 18 new + 5: 45 rows arrived, so nothing is left to ask for
    await waitFor(() => expect(count()).toBe("Showing 43 of 45 items"), { timeout: 5000 });
    const ids = cardIds();
    expect(ids).toHaveLength(43);
    expect(new Set(ids).size).toBe(43);
    expect(api.mediaRequests().map((u) => u.searchParams.get("page"))).toEqual(["0", "1", "2"]);
    expect(screen.getByText("You've reached the end of the list")).toBeInTheDocument();
  }, 15_000);

  it("debounces the search by 300 ms and sends only the final text; clearing restores the list", async () => {
    const items = catalogue(5, (i) => ({ title: ["Alien", "Aliens", "Heat", "Up", "Alien Resurrection"][i] }));
    const api = fakeApi({ handler: ({ path, url }) => (path === "/api/media" ? servePages(items, url) : undefined) });
    renderBrowse(<CatalogueBrowser userId={null} />);
    await waitFor(() => expect(count()).toBe("Showing 5 of 5 items"));
    const search = screen.getByRole("searchbox", { name: "Search films and series" });
    const started = Date.now();
    fireEvent.change(search, { target: { value: "a" } });
    fireEvent.change(search, { target: { value: "al" } });
    fireEvent.change(search, { target: { value: "alien" } });
    await waitFor(() => expect(count()).toBe("Showing 3 of 3 items"));
    const searched = api.mediaRequests().filter((u) => u.searchParams.has("q"));
    expect(searched.map((u) => u.searchParams.get("q"))).toEqual(["alien"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    await waitFor(() => expect(count()).toBe("Showing 5 of 5 items"));
    expect(search).toHaveFocus();
  });

  it("'/' focuses the search", async () => {
    fakeApi({ handler: ({ path, url }) => (path === "/api/media" ? servePages(catalogue(3), url) : undefined) });
    renderBrowse(<CatalogueBrowser userId={null} />);
    fireEvent.keyDown(document.body, { key: "/" });
    expect(screen.getByRole("searchbox")).toHaveFocus();
  });

  it("the streaming filter drives services and offer_types and shows the count badge", async () => {
    const items = catalogue(6, (i) => ({
      streaming_services:
        i < 2 ? [offer("hulu", "subscription")] : i < 4 ? [offer("amazon video", "rent", "3.99")] : [],
    }));
    const api = fakeApi({ handler: ({ path, url }) => (path === "/api/media" ? servePages(items, url) : undefined) });
    renderBrowse(<CatalogueBrowser userId={null} />);
    await waitFor(() => expect(count()).toBe("Showing 6 of 6 items"));
    fireEvent.click(screen.getByRole("button", { name: "Filter by streaming service" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Hulu" }));
    await within(dialog).findByText("2 media items available");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /^Rent/ }));
    await within(dialog).findByText("4 media items available");
    const last = api.mediaRequests().at(-1)!;
    expect(last.searchParams.get("services")).toBe("hulu");
    expect(last.searchParams.get("offer_types")).toBe("rent");
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(count()).toBe("Showing 4 of 4 items"));
    expect(screen.getByRole("button", { name: "Filter 2 active, by streaming service" })).toBeInTheDocument();
    // the chips under the heading remove filters too
    fireEvent.click(screen.getByRole("button", { name: "Remove Rent filter" }));
    await waitFor(() => expect(count()).toBe("Showing 2 of 2 items"));
  });

  it("an empty result says so and offers to clear the search", async () => {
    fakeApi({ handler: ({ path, url }) => (path === "/api/media" ? servePages(catalogue(3), url) : undefined) });
    renderBrowse(<CatalogueBrowser userId={null} />);
    await waitFor(() => expect(count()).toBe("Showing 3 of 3 items"));
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "zzzz" } });
    expect(await screen.findByText("No media found")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show all titles" }));
    await waitFor(() => expect(count()).toBe("Showing 3 of 3 items"));
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("a failed first load shows the 'Error fetching media' toast", async () => {
    fakeApi({
      handler: ({ path }) =>
        path === "/api/media" ? json(500, { error: { code: "internal", message: "x" } }) : undefined,
    });
    renderBrowse(<CatalogueBrowser userId={null} />);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Error fetching media", "There was an error loading the media items."),
    );
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("a failed further page shows its toast once and waits for 'Load more'", async () => {
    const items = catalogue(30);
    let failPage1 = true;
    const api = fakeApi({
      handler: ({ path, url }) => {
        if (path !== "/api/media") return undefined;
        if (url.searchParams.get("page") === "1" && failPage1)
          return json(500, { error: { code: "internal", message: "x" } });
        return servePages(items, url);
      },
    });
    renderBrowse(<CatalogueBrowser userId={null} />);
    await waitFor(
      () =>
        expect(notify.error).toHaveBeenCalledWith(
          "Error loading more media",
          "There was an error loading more media items.",
        ),
      { timeout: 5000 },
    );
    const more = await screen.findByRole("button", { name: "Load more" });
    expect(count()).toBe("Showing 20 of 30 items");
    await new Promise((r) => setTimeout(r, 300));
    expect(api.mediaRequests().filter((u) => u.searchParams.get("page") === "1")).toHaveLength(1);
    expect(notify.error).toHaveBeenCalledTimes(1);
    failPage1 = false;
    fireEvent.click(more);
    await waitFor(() => expect(count()).toBe("Showing 30 of 30 items"), { timeout: 5000 });
  }, 15_000);
});

describe("HomePage shell", () => {
  it("guests get the sign-in toast after 100 ms instead of a link", async () => {
    fakeApi({ handler: ({ path, url }) => (path === "/api/media" ? servePages(catalogue(2), url) : undefined) });
    renderBrowse(<HomePage />);
    const button = await screen.findByRole("button", { name: "Get Personalised Recommendations" });
    fireEvent.click(button);
    expect(notify.info).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith(
        "Sign in required",
        "Please sign in to get personalized recommendations.",
      ),
    );
  });

  it("a change of user resets the search and the filters", async () => {
    const server = { user: null as { id: string } | null };
    const items = catalogue(4, (i) => ({ title: ["Alien", "Heat", "Up", "Big"][i] }));
    fakeApi({ handler: ({ path, url }) => (path === "/api/media" ? servePages(items, url) : undefined) });
    const fetchDeps = clientDeps.fetch;
    clientDeps.fetch = async (input, init) =>
      String(input) === "/api/auth/session"
        ? json(200, {
            user: server.user && {
              id: server.user.id,
              email: "ann@example.test",
              email_confirmed_at: null,
              user_metadata: { full_name: "Ann", username: null },
            },
            is_admin: false,
          })
        : fetchDeps(input, init);
    window.localStorage.setItem("moodreel.guest", "true");
    const { client } = renderBrowse(<HomePage />);
    await waitFor(() => expect(count()).toBe("Showing 4 of 4 items"));
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "alien" } });
    await waitFor(() => expect(count()).toBe("Showing 1 of 1 items"));
    fireEvent.click(screen.getByRole("button", { name: "Filter by streaming service" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Netflix" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await screen.findByRole("button", { name: "Filter 1 active, by streaming service" });
    server.user = { id: "u-2" };
    await client.invalidateQueries({ queryKey: ["auth", "session"] });
    await screen.findByRole("link", { name: "Get Personalised Recommendations" });
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Filter by streaming service" })).toBeInTheDocument();
    await waitFor(() => expect(count()).toBe("Showing 4 of 4 items"));
    window.localStorage.removeItem("moodreel.guest");
  });

  it("signed-in users get a link to /recommendations", async () => {
    fakeApi({
      user: { id: "u-1", full_name: "Ann Example" },
      handler: ({ path, url }) => (path === "/api/media" ? servePages(catalogue(2), url) : undefined),
    });
    renderBrowse(<HomePage />);
    const link = await screen.findByRole("link", { name: "Get Personalised Recommendations" });
    expect(link).toHaveAttribute("href", "/recommendations");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("What's the mood, Ann?");
  });
});
