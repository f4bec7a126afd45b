import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { fakeServer, json, manualClock, record, renderWithMediaState } from "@/web/test/media-state-harness";
import { RatingControl } from "./components/rating-control";
import { WantToWatchToggle } from "./components/want-to-watch-toggle";
import { WatchedToggle } from "./components/watched-toggle";
import type { MediaChange } from "./media-state-provider";

const realFetch = clientDeps.fetch;

beforeAll(() => {
  // Radix popper measures its anchor; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  vi.spyOn(notify, "error").mockImplementation(() => "");
  vi.spyOn(notify, "info").mockImplementation(() => "");
});

afterEach(() => {
  cleanup();
  clientDeps.fetch = realFetch;
  vi.restoreAllMocks();
});

/** A response the test releases when it wants. */
function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const ok = (media_id: string, over: Parameters<typeof record>[0] | null) =>
  json(200, { record: over ? record({ ...over, media_id }) : null });

describe("MediaStateProvider", () => {
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

  it("ignores toggles in the first 500 ms after mount and repeats within 500 ms", async () => {
    const server = fakeServer({
      handler: ({ method }) =>
        method === "PUT" ? ok("a-1", { media_id: "a-1", status: "want_to_watch" }) : ok("a-1", null),
    });
    const clock = manualClock();
    const { media } = renderWithMediaState(null, clock);
    await waitFor(() => expect(media().loading).toBe(false));

    clock.advance(499);
    await act(async () => {
      expect(await media().toggleWantToWatch("a-1")).toEqual({ ok: false, reason: "locked" });
    });
    expect(server.writes()).toEqual([]);

    clock.advance(1); // 500 ms after mount: accepted
    await act(async () => {
      expect((await media().toggleWantToWatch("a-1")).ok).toBe(true);
    });
    expect(media().isWantToWatch("a-1")).toBe(true);

    clock.advance(499); // a repeat within 500 ms
    await act(async () => {
      expect(await media().toggleWantToWatch("a-1")).toEqual({ ok: false, reason: "debounced" });
    });
    expect(media().isWantToWatch("a-1")).toBe(true);

    // Another title has its own window.
    await act(async () => {
      expect((await media().toggleWantToWatch("b-2")).ok).toBe(true);
    });

    clock.advance(1); // 500 ms after the accepted toggle: runs, and removes
    await act(async () => {
      expect((await media().toggleWantToWatch("a-1")).ok).toBe(true);
    });
    expect(media().isWantToWatch("a-1")).toBe(false);
    expect(server.writes()).toEqual([
      "PUT /api/me/media/a-1/want-to-watch",
      "PUT /api/me/media/b-2/want-to-watch",
      "DELETE /api/me/media/a-1/want-to-watch",
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
    // Optimistic: shown before the server answers.
    expect(media().statusesById["a-1"]).toEqual(["want_to_watch"]);
    await act(async () => {
      pending.resolve(json(500, { error: { code: "internal", message: "Something went wrong on our side." } }));
      await expect(result).resolves.toEqual({ ok: false, reason: "failed" });
    });
    expect(media().statusesById["a-1"]).toBeUndefined();
    expect(media().ratingsById["a-1"]).toBe(6);
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to update media status. Please try again.");
    expect(onDone).not.toHaveBeenCalled();
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
    expect(media().ratingOf("a-1")).toBe(4);
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to save rating. Please try again.");
  });

  it("choosing the current rating again clears it, and reports each change to onDone", async () => {
    const server = fakeServer({
      handler: ({ method, body }) =>
        method === "PUT"
          ? ok("a-1", { media_id: "a-1", user_rating: (body as { rating: number }).rating })
          : ok("a-1", null),
    });
    const clock = manualClock();
    const { media } = renderWithMediaState(null, clock);
    await waitFor(() => expect(media().loading).toBe(false));
    const changes: MediaChange[] = [];
    const onDone = (c: MediaChange) => changes.push(c);
    await act(async () => {
      await media().setRating("a-1", 7, { onDone });
    });
    expect(media().ratingOf("a-1")).toBe(7);
    await act(async () => {
      await media().setRating("a-1", 7, { onDone });
    });
    expect(media().ratingOf("a-1")).toBeNull();
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
    expect(media().statusesById["a-1"]).toEqual(["watched"]);
    await act(async () => {
      pending.resolve(ok("a-1", { media_id: "a-1", watched_at: "2026-11-01T12:00:00.000Z" }));
      await result;
    });
    expect(media().isWatched("a-1")).toBe(true);
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
    expect(notify.info).toHaveBeenLastCalledWith("Sign in required", "Please sign in to rate movies.");
    expect(server.writes()).toEqual([]);
    expect(media().statusesById).toEqual({});
  });
});

describe("lists controls", () => {
  it("the bookmark toggle shows its state in aria-pressed and its label", async () => {
    fakeServer({ handler: () => ok("a-1", { media_id: "a-1", status: "want_to_watch" }) });
    const clock = manualClock();
    const onChange = vi.fn();
    const { media } = renderWithMediaState(
      <WantToWatchToggle mediaId="a-1" title="Alien" onChange={onChange} />,
      clock,
    );
    await waitFor(() => expect(media().loading).toBe(false));
    clock.advance(500);
    const button = screen.getByRole("button", { name: "Add Alien to watch list" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    const pressed = await screen.findByRole("button", { name: "Remove Alien from watch list" });
    expect(pressed).toHaveAttribute("aria-pressed", "true");
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("the rating popover is keyboard operable and clears on the current value", async () => {
    const server = fakeServer({
      handler: ({ method, body }) =>
        method === "PUT"
          ? ok("a-1", { media_id: "a-1", user_rating: (body as { rating: number }).rating })
          : ok("a-1", null),
    });
    const clock = manualClock();
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { media } = renderWithMediaState(<RatingControl mediaId="a-1" title="Alien" onChange={onChange} />, clock);
    await waitFor(() => expect(media().loading).toBe(false));

    await user.click(screen.getByRole("button", { name: "Rate Alien" }));
    const one = await screen.findByRole("button", { name: "1 out of 10" });
    expect(one).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowDown}"); // 1 -> 3 -> 8
    expect(screen.getByRole("button", { name: "8 out of 10" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await screen.findByRole("button", { name: "Your rating for Alien: 8/10, change rating" });
    expect(onChange).toHaveBeenLastCalledWith(8);

    // Open again: focus starts on the current value; choosing it again clears the rating.
    await user.click(screen.getByRole("button", { name: /Your rating for Alien/ }));
    const current = await screen.findByRole("button", { name: "8 out of 10, your rating: choose again to clear" });
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute("aria-pressed", "true");
    await user.click(current);
    await screen.findByRole("button", { name: "Rate Alien" });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(server.writes()).toEqual(["PUT /api/me/media/a-1/rating", "DELETE /api/me/media/a-1/rating"]);
  });

  it("the rating button tells visitors to sign in instead of opening", async () => {
    fakeServer({ user: null });
    const clock = manualClock();
    const user = userEvent.setup();
    const { media } = renderWithMediaState(<RatingControl mediaId="a-1" title="Alien" />, clock);
    await waitFor(() => expect(media().loading).toBe(false));
    await user.click(screen.getByRole("button", { name: "Rate Alien" }));
    expect(screen.queryByRole("button", { name: "1 out of 10" })).toBeNull();
    clock.advance(100);
    expect(notify.info).toHaveBeenCalledWith("Sign in required", "Please sign in to rate movies.");
  });

  it("the watched toggle marks and unmarks", async () => {
    fakeServer({
      handler: ({ method }) =>
        method === "PUT" ? ok("a-1", { media_id: "a-1", watched_at: "2026-11-01T12:00:00.000Z" }) : ok("a-1", null),
    });
    const clock = manualClock();
    const user = userEvent.setup();
    const { media } = renderWithMediaState(<WatchedToggle mediaId="a-1" title="Alien" />, clock);
    await waitFor(() => expect(media().loading).toBe(false));
    clock.advance(500);
    await user.click(screen.getByRole("button", { name: "Mark as watched" }));
    const on = await screen.findByRole("button", { name: "Watched" });
    expect(on).toHaveAttribute("aria-pressed", "true");
    clock.advance(500);
    await user.click(on);
    await screen.findByRole("button", { name: "Mark as watched" });
  });
});
