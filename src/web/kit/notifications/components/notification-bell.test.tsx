import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TNotification } from "@/shared/contracts/notifications";
import { clientDeps } from "@/web/lib/api";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { NotificationBell } from "./notification-bell";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

const note = (over: Partial<TNotification>): TNotification => ({
  id: 1,
  kind: "on_your_service",
  media_id: "alien-1979",
  title: "Alien",
  year: 1979,
  type: "movie",
  poster_url: "/posters/alien-1979.svg",
  service: "netflix",
  service_display_name: "Netflix",
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  ...over,
});

/** A notifications store behind the fake API: GET a page, POST read. */
function serve(items: TNotification[]) {
  const writes: unknown[] = [];
  fakeApi({
    user: { id: "u1" },
    handler: (req) => {
      if (req.path === "/api/me/notifications" && req.method === "GET") {
        const unread = items.filter((n) => !n.read).length;
        return json(200, { items, unread_count: unread, total: items.length, page: 0, page_size: 20 });
      }
      if (req.path === "/api/me/notifications/read" && req.method === "POST") {
        writes.push(req.body);
        for (const n of items) n.read = true;
        return json(200, { marked: 1, unread_count: 0 });
      }
      return undefined;
    },
  });
  renderBrowse(<NotificationBell />);
  return writes;
}

describe("NotificationBell", () => {
  it("names the unread count, opens from the keyboard, lists the alerts and marks all read", async () => {
    const writes = serve([
      note({ id: 2 }),
      note({ id: 1, kind: "now_free", service_display_name: "Tubi TV", read: true }),
    ]);
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" }, { timeout: 5000 });
    expect(within(bell).getByText("1")).toBeTruthy();
    bell.focus();
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    expect(within(panel).getByText("Alien is now on Netflix, one of your services")).toBeTruthy();
    expect(within(panel).getByText("Alien is now free to watch on Tubi TV")).toBeTruthy();
    expect(within(panel).getAllByText("5 min. ago")).toHaveLength(2);
    expect(within(panel).getByRole("link", { name: "See all notifications" }).getAttribute("href")).toBe(
      "/notifications",
    );
    await userEvent.click(within(panel).getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy());
    expect(writes).toEqual([{ all: true }]);
  });

  it("says there is nothing new when there are no alerts", async () => {
    serve([]);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }, { timeout: 5000 }));
    expect(await screen.findByText(/Nothing new/)).toBeTruthy();
  });
});
