import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TNotification } from "@/shared/contracts/notifications";
import { clientDeps } from "@/web/lib/api";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { NotificationsPage } from "./notifications-page";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

const note = (id: number, over: Partial<TNotification> = {}): TNotification => ({
  id,
  kind: "on_your_service",
  media_id: `title-${id}`,
  title: `Title ${id}`,
  year: 2001,
  type: "movie",
  poster_url: `/posters/title-${id}.svg`,
  service: "netflix",
  service_display_name: "Netflix",
  created_at: "2026-11-20T09:00:00.000Z",
  read: false,
  ...over,
});

/** 25 alerts, 20 a page; POST read marks the ids (or all) read. */
function serve() {
  const items = Array.from({ length: 25 }, (_, i) => note(25 - i));
  const writes: unknown[] = [];
  fakeApi({
    user: { id: "u1" },
    handler: (req) => {
      if (req.path === "/api/me/notifications") {
        const page = Number(req.url.searchParams.get("page") ?? 0);
        const unread = items.filter((n) => !n.read).length;
        const slice = items.slice(page * 20, page * 20 + 20);
        return json(200, { items: slice, unread_count: unread, total: items.length, page, page_size: 20 });
      }
      if (req.path === "/api/me/notifications/read") {
        writes.push(req.body);
        const body = req.body as { ids?: number[] };
        for (const n of items) if (!body.ids || body.ids.includes(n.id)) n.read = true;
        return json(200, { marked: 1, unread_count: items.filter((n) => !n.read).length });
      }
      if (req.path.endsWith("/streaming-options")) return json(200, { options: [] });
      return undefined;
    },
  });
  renderBrowse(<NotificationsPage />);
  return writes;
}

const list = () => screen.findByRole("list", { name: "Notifications" }, { timeout: 5000 });

describe("NotificationsPage", () => {
  it("lists alerts newest first, marks one read, then all, and pages through older ones", async () => {
    const writes = serve();
    const rows = within(await list()).getAllByRole("listitem");
    expect(rows).toHaveLength(20);
    expect(rows[0]!.textContent).toContain("Title 25 is now on Netflix, one of your services");
    expect(screen.getByText(/25 unread\./)).toBeTruthy();

    await userEvent.click(
      screen.getByRole("button", { name: "Mark read: Title 25 is now on Netflix, one of your services" }),
    );
    await waitFor(() => expect(screen.getByText(/24 unread\./)).toBeTruthy());
    await userEvent.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark all read" })).toBeNull());
    expect(writes).toEqual([{ ids: [25] }, { all: true }]);

    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Older" }));
    await waitFor(() => expect(screen.getByText("Page 2 of 2")).toBeTruthy());
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Notifications" })).getAllByRole("listitem")).toHaveLength(5),
    );
  });

  it("opens where to watch for a title", async () => {
    serve();
    await list();
    await userEvent.click(screen.getByRole("button", { name: "Where to watch Title 25" }));
    expect(await screen.findByRole("dialog", { name: "Streaming options" })).toBeTruthy();
  }, 30_000);
});
