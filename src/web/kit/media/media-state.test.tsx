import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import {
  deferred,
  fakeServer,
  json,
  manualClock,
  mediaIdOf,
  record,
  renderWithMediaState,
  written,
} from "@/web/test/media-state-harness";
import { WantToWatchToggle } from "./components/want-to-watch-toggle";
import { WatchedToggle } from "./components/watched-toggle";
import type { MediaChange } from "./media-entries";
import { USER_LISTS_QUERY_KEY } from "./query-keys";

const realFetch = clientDeps.fetch;

beforeEach(() => {
  vi.spyOn(notify, "error").mockImplementation(() => "");
  vi.spyOn(notify, "info").mockImplementation(() => "");
});

afterEach(() => {
  cleanup();
  clientDeps.fetch = realFetch;
  vi.restoreAllMocks();
});

describe("media state", () => {
  it("loads the statuses and ratings on login and clears them on logout", async () => {
    const server = fakeServer({
      records: [
        record({ media_id: "a-1", status: "want_to_watch" }),
        record({ media_id: "b-2", user_rating: 8, watched_at: "2026-11-01T12:00:00.000Z" }),
        record({ media_id: "c-3", status: "want_to_watch", user_rating: 3 }),
      ],
    });
    const clock = manualClock();
    const { media, client } = renderWithMediaState(null, clock);
    expect(media().loading).toBe(true);
    await waitFor(() => expect(media().loading).toBe(false));
    expect(media().statusesById).toEqual({ "a-1": ["want_to_watch"], "b-2": ["watched"], "c-3": ["want_to_watch"] });
    expect(media().ratingsById).toEqual({ "b-2": 8, "c-3": 3 });
    expect(media().isWantToWatch("a-1")).toBe(true);
    expect(media().isWatched("b-2")).toBe(true);

    server.state.user = null;
    await act(() => client.invalidateQueries({ queryKey: ["auth", "session"] }));
    await waitFor(() => expect(media().canWrite).toBe(false));
    expect(media().statusesById).toEqual({});
    expect(media().ratingsById).toEqual({});
    expect(media().loading).toBe(false);
  });

  it("a failed load says so once and leaves the titles empty", async () => {
    fakeServer({ myMedia: () => json(500, { error: { code: "internal", message: "Something went wrong." } }) });
    const { media } = renderWithMediaState(
      <>
        <WantToWatchToggle mediaId="a-1" title="Alien" />
        <WatchedToggle mediaId="a-1" title="Alien" />
      </>,
      manualClock(),
    );
    await waitFor(() => expect(media().loading).toBe(false));
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to load media data");
    expect(media().statusesById).toEqual({});
  });

  it("ignores toggles in the app's first 500 ms and a repeat of the same toggle within 500 ms", async () => {
    const server = fakeServer({
      handler: ({ method, path }) => {
        const id = mediaIdOf(path);
        if (method === "DELETE") return written(id, null);
        return path.endsWith("watched")
          ? written(id, { watched_at: "2026-11-01T12:00:00.000Z" })
          : written(id, { status: "want_to_watch" });
      },
    });
    const clock = manualClock();
    const { media } = renderWithMediaState(null, clock);
    await waitFor(() => expect(media().loading).toBe(false));

    clock.advance(499);
    await act(async () => {
      expect(await media().toggleWantToWatch("a-1")).toEqual({ ok: false, reason: "locked" });
    });
    expect(server.writes()).toEqual([]);

    clock.advance(1); // 500 ms after the start: accepted
    await act(async () => {
      expect((await media().toggleWantToWatch("a-1")).ok).toBe(true);
    });
    await waitFor(() => expect(media().isWantToWatch("a-1")).toBe(true));

    clock.advance(499); // a repeat within 500 ms
    await act(async () => {
      expect(await media().toggleWantToWatch("a-1")).toEqual({ ok: false, reason: "debounced" });
    });
    expect(media().isWantToWatch("a-1")).toBe(true);

    // Another title, or another action on the same title, has its own window.
    await act(async () => {
      expect((await media().toggleWantToWatch("b-2")).ok).toBe(true);
      expect((await media().toggleWatched("a-1")).ok).toBe(true);
    });

    clock.advance(1); // 500 ms after the accepted toggle: runs, and adds again (watched took it off)
    await act(async () => {
      expect((await media().toggleWantToWatch("a-1")).ok).toBe(true);
    });
    expect(server.writes()).toEqual([
      "PUT /api/me/media/a-1/want-to-watch",
      "PUT /api/me/media/b-2/want-to-watch",
      "PUT /api/me/media/a-1/watched",
      "PUT /api/me/media/a-1/want-to-watch",
    ]);
  });

  it("updates at once, and reverts with the spec's toast when the server fails", async () => {
    const pending = deferred();
    fakeServer({ records: [record({ media_id: "a-1", user_rating: 6 })], handler: () => pending.promise });
    const clock = manualClock();
    const { media } = renderWithMediaState(null, clock);
    await waitFor(() => expect(media().loading).toBe(false));
    clock.advance(500);

    const onDone = vi.fn();
    let result: Promise<unknown> | undefined;
    act(() => {
      result = media().toggleWantToWatch("a-1", { onDone });
    });
    // Optimistic: shown while the server has not answered.
    await waitFor(() => expect(media().statusesById["a-1"]).toEqual(["want_to_watch"]));
    expect(notify.error).not.toHaveBeenCalled();
    await act(async () => {
      pending.resolve(json(500, { error: { code: "internal", message: "Something went wrong on our side." } }));
      await expect(result).resolves.toEqual({ ok: false, reason: "failed" });
    });
    await waitFor(() => expect(media().statusesById["a-1"]).toBeUndefined());
    expect(media().ratingsById["a-1"]).toBe(6);
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to update media status. Please try again.");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("a toggle during the first load shows at once, and the load runs again after it", async () => {
    let loads = 0;
    const server = fakeServer({
      // the first load hangs until the write cancels it; the second answers both titles
      myMedia: () =>
        loads++ === 0
          ? new Promise<Response>(() => {})
          : json(200, [
              record({ media_id: "a-1", status: "want_to_watch" }),
              record({ media_id: "b-2", user_rating: 8 }),
            ]),
      handler: () => written("a-1", { status: "want_to_watch" }),
    });
    const clock = manualClock();
    const { media } = renderWithMediaState(null, clock);
    await waitFor(() => expect(media().canWrite).toBe(true));
    expect(media().loading).toBe(true);
    clock.advance(500);
    await act(async () => {
      expect((await media().toggleWantToWatch("a-1")).ok).toBe(true);
    });
    await waitFor(() => expect(media().ratingOf("b-2")).toBe(8));
    expect(media().isWantToWatch("a-1")).toBe(true);
    expect(media().loading).toBe(false);
    expect(server.requests.filter((r) => r.path === "/api/me/media")).toHaveLength(2);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("reverts a failed rating with the rating toast", async () => {
    fakeServer({
      records: [record({ media_id: "a-1", user_rating: 4 })],
      handler: () => Promise.reject(new TypeError("network down")),
    });
    const clock = manualClock();
    const { media } = renderWithMediaState(null, clock);
    await waitFor(() => expect(media().loading).toBe(false));
    await act(async () => {
      expect(await media().setRating("a-1", 9)).toEqual({ ok: false, reason: "failed" });
    });
    await waitFor(() => expect(media().ratingOf("a-1")).toBe(4));
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to save rating. Please try again.");
  });

  it("an older write that fails late does not undo a newer one", async () => {
    const first = deferred();
    const second = deferred();
    const answers = [first.promise, second.promise];
    fakeServer({ handler: () => answers.shift() as Promise<Response> });
    const { media } = renderWithMediaState(null, manualClock());
    await waitFor(() => expect(media().loading).toBe(false));

    let results: Promise<unknown>[] = [];
    act(() => {
      results = [media().setRating("a-1", 7)];
    });
    await waitFor(() => expect(media().ratingOf("a-1")).toBe(7));
    act(() => {
      results.push(media().setRating("a-1", 8));
    });
    await waitFor(() => expect(media().ratingOf("a-1")).toBe(8));

    await act(async () => {
      second.resolve(written("a-1", { user_rating: 8 }));
      first.resolve(json(503, { error: { code: "unavailable", message: "Try again." } }));
      await Promise.all(results);
    });
    // Settle the renders, then check the older write's rollback left the newer rating alone.
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(media().ratingOf("a-1")).toBe(8);
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to save rating. Please try again.");
  });

  it("refreshes the lists once a write lands, not when it fails", async () => {
    let fail = true;
    fakeServer({
      handler: () =>
        fail
          ? json(500, { error: { code: "internal", message: "Something went wrong." } })
          : written("a-1", { user_rating: 5 }),
    });
    const { media, client } = renderWithMediaState(null, manualClock());
    await waitFor(() => expect(media().loading).toBe(false));
    const listKey = [...USER_LISTS_QUERY_KEY, "u-1", "rated"];
    client.setQueryData(listKey, { status: "rated", items: [] });

    await act(async () => {
      await media().setRating("a-1", 5);
    });
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
    fail = false;
    await act(async () => {
      await media().setRating("a-1", 5);
    });
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it("choosing the current rating again clears it, and reports each change to onDone", async () => {
    const server = fakeServer({
      handler: ({ method, body }) =>
        method === "PUT" ? written("a-1", { user_rating: (body as { rating: number }).rating }) : written("a-1", null),
    });
    const clock = manualClock();
    const { media } = renderWithMediaState(null, clock);
    await waitFor(() => expect(media().loading).toBe(false));
    const changes: MediaChange[] = [];
    const onDone = (c: MediaChange) => changes.push(c);
    await act(async () => {
      await media().setRating("a-1", 7, { onDone });
    });
    await waitFor(() => expect(media().ratingOf("a-1")).toBe(7));
    await act(async () => {
      await media().setRating("a-1", 7, { onDone });
    });
    await waitFor(() => expect(media().ratingOf("a-1")).toBeNull());
    expect(server.requests.filter((r) => r.method !== "GET")).toEqual([
      { method: "PUT", path: "/api/me/media/a-1/rating", body: { rating: 7 } },
      { method: "DELETE", path: "/api/me/media/a-1/rating", body: undefined },
    ]);
    expect(changes).toEqual([
      { kind: "rating", mediaId: "a-1", rating: 7, previous: null },
      { kind: "rating", mediaId: "a-1", rating: null, previous: 7 },
    ]);
    await act(async () => {
      expect(await media().setRating("a-1", 11)).toEqual({ ok: false, reason: "invalid" });
    });
  });

  it("marking watched drops want_to_watch optimistically, as the server does", async () => {
    const pending = deferred();
    fakeServer({ records: [record({ media_id: "a-1", status: "want_to_watch" })], handler: () => pending.promise });
    const clock = manualClock();
    const { media } = renderWithMediaState(null, clock);
    await waitFor(() => expect(media().loading).toBe(false));
    clock.advance(500);
    let result: Promise<unknown> | undefined;
    act(() => {
      result = media().toggleWatched("a-1");
    });
    await waitFor(() => expect(media().statusesById["a-1"]).toEqual(["watched"]));
    await act(async () => {
      pending.resolve(written("a-1", { watched_at: "2026-11-01T12:00:00.000Z" }));
      await result;
    });
    await waitFor(() => expect(media().isWatched("a-1")).toBe(true));
    expect(media().isWantToWatch("a-1")).toBe(false);
  });

  it("tells guests and anonymous visitors to sign in, after 100 ms, without calling the server", async () => {
    const server = fakeServer({ user: null });
    const clock = manualClock();
    const { media } = renderWithMediaState(null, clock);
    await waitFor(() => expect(media().loading).toBe(false));
    clock.advance(500);
    await act(async () => {
      expect(await media().toggleWantToWatch("a-1")).toEqual({ ok: false, reason: "sign_in_required" });
    });
    expect(notify.info).not.toHaveBeenCalled();
    clock.advance(99);
    expect(notify.info).not.toHaveBeenCalled();
    clock.advance(1);
    expect(notify.info).toHaveBeenCalledWith("Sign in required", "Please sign in to save your media preferences");

    await act(async () => {
      expect(await media().setRating("a-1", 5)).toEqual({ ok: false, reason: "sign_in_required" });
    });
    clock.advance(100);
    expect(notify.info).toHaveBeenLastCalledWith("Sign in required", "Please sign in to save your ratings");
    expect(server.writes()).toEqual([]);
    expect(media().statusesById).toEqual({});
  });
});
