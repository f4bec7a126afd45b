import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { fakeServer, manualClock, mediaIdOf, renderWithMediaState, written } from "@/web/test/media-state-harness";
import { RatingControl } from "./rating-control";
import { WantToWatchToggle } from "./want-to-watch-toggle";
import { WatchedToggle } from "./watched-toggle";

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

describe("title controls", () => {
  it("the bookmark toggle shows its state in aria-pressed and its label", async () => {
    fakeServer({ handler: () => written("a-1", { status: "want_to_watch" }) });
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

  it("each control has its own 500 ms window: another title goes at once, the same control does not", async () => {
    const server = fakeServer({
      handler: ({ method, path }) => {
        const id = mediaIdOf(path);
        return method === "PUT" ? written(id, { status: "want_to_watch" }) : written(id, null);
      },
    });
    const clock = manualClock();
    const user = userEvent.setup();
    const { media } = renderWithMediaState(
      <>
        <WantToWatchToggle mediaId="a-1" title="Alien" />
        <WantToWatchToggle mediaId="b-2" title="Brazil" />
      </>,
      clock,
    );
    await waitFor(() => expect(media().loading).toBe(false));
    clock.advance(500);

    await user.click(screen.getByRole("button", { name: "Add Alien to watch list" }));
    await user.click(screen.getByRole("button", { name: "Add Brazil to watch list" }));
    await screen.findByRole("button", { name: "Remove Brazil from watch list" });
    const alien = await screen.findByRole("button", { name: "Remove Alien from watch list" });

    clock.advance(499);
    await user.click(alien); // the same control within 500 ms: ignored
    expect(alien).toHaveAttribute("aria-pressed", "true");
    expect(server.writes()).toEqual(["PUT /api/me/media/a-1/want-to-watch", "PUT /api/me/media/b-2/want-to-watch"]);

    clock.advance(1);
    await user.click(alien);
    await screen.findByRole("button", { name: "Add Alien to watch list" });
    expect(server.writes()).toHaveLength(3);
    expect(server.writes()[2]).toBe("DELETE /api/me/media/a-1/want-to-watch");
  });

  it("the rating popover is keyboard operable and clears on the current value", async () => {
    const server = fakeServer({
      handler: ({ method, body }) =>
        method === "PUT" ? written("a-1", { user_rating: (body as { rating: number }).rating }) : written("a-1", null),
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
    expect(notify.info).toHaveBeenCalledWith("Sign in required", "Please sign in to save your ratings");
  });

  it("the watched toggle marks and unmarks", async () => {
    fakeServer({
      handler: ({ method }) =>
        method === "PUT" ? written("a-1", { watched_at: "2026-11-01T12:00:00.000Z" }) : written("a-1", null),
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
