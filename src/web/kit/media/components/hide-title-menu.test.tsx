import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { notify, type ToastAction } from "@/web/lib/toast";
import { installBrowserShims } from "@/web/test/browse-harness";
import { apiError, json } from "@/web/test/fake-api";
import { hiddenStore, hiddenTitle } from "@/web/test/fake-hidden";
import { deferred, fakeServer, manualClock, renderWithMediaState } from "@/web/test/media-state-harness";
import { HideTitleMenu } from "./hide-title-menu";

const realFetch = clientDeps.fetch;
const ALIEN = { id: "alien-1979", title: "Alien", year: 1979, type: "movie" as const, poster_url: null };

beforeAll(installBrowserShims);
beforeEach(() => {
  vi.spyOn(notify, "error").mockImplementation(() => "");
  vi.spyOn(notify, "info").mockImplementation(() => "");
  vi.spyOn(notify, "success").mockImplementation(() => "");
});
afterEach(() => {
  cleanup();
  clientDeps.fetch = realFetch;
  vi.restoreAllMocks();
});

function serve(store: ReturnType<typeof hiddenStore>, user: "signed-in" | "guest" = "signed-in") {
  return fakeServer({
    user: user === "guest" ? null : undefined,
    handler: (req) => store.handler(req) ?? apiError(404, "not_found", req.path),
  });
}

async function renderMenu(onHidden = vi.fn()) {
  const clock = manualClock();
  const utils = renderWithMediaState(<HideTitleMenu media={ALIEN} variant="labelled" onHidden={onHidden} />, clock);
  await waitFor(() => expect(utils.media().loading).toBe(false));
  return { ...utils, clock, onHidden };
}

const undoOf = (call: unknown[] | undefined) => call?.[2] as ToastAction;

describe("HideTitleMenu", () => {
  it("hides at once from the keyboard, says so with Undo, and Undo shows the title again", async () => {
    const put = deferred();
    const store = hiddenStore([], {
      describe: () => ({ title: "Alien", year: 1979 }),
      hold: ({ method }) => (method === "PUT" ? put.promise : undefined),
    });
    const server = serve(store);
    const user = userEvent.setup();
    const { onHidden } = await renderMenu();

    const trigger = await screen.findByRole("button", { name: "Hide Alien from recommendations" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const notTonight = await screen.findByRole("menuitem", { name: /^Not tonight/ });
    expect(notTonight).toHaveAccessibleName("Not tonight Leave it out for 14 days");
    expect(screen.getByRole("menuitem", { name: /^Never show this/ })).toBeInTheDocument();
    await user.keyboard("{Enter}");

    // Hidden before the server answers.
    await screen.findByRole("button", { name: "Hidden from recommendations: Alien" });
    expect(server.requests.filter((r) => r.method === "PUT")).toEqual([
      { method: "PUT", path: "/api/me/hidden/alien-1979", body: { kind: "not_tonight" } },
    ]);
    expect(notify.success).not.toHaveBeenCalled();

    put.resolve(json(200, { hidden: hiddenTitle({ media_id: "alien-1979", kind: "not_tonight" }) }));
    await waitFor(() => expect(onHidden).toHaveBeenCalledWith("not_tonight"));
    expect(notify.success).toHaveBeenCalledWith("Hidden for now", "Alien won't be recommended for 14 days.", {
      label: "Undo",
      onClick: expect.any(Function),
    });

    undoOf(vi.mocked(notify.success).mock.calls[0]).onClick();
    await screen.findByRole("button", { name: "Hide Alien from recommendations" });
    // Shown again at once; the server hears of it when the request lands.
    await waitFor(() =>
      expect(server.writes()).toEqual(["PUT /api/me/hidden/alien-1979", "DELETE /api/me/hidden/alien-1979"]),
    );
    expect(store.items.size).toBe(0);
  });

  it("puts the title back with an error toast when the hide fails", async () => {
    const put = deferred();
    serve(hiddenStore([], { hold: ({ method }) => (method === "PUT" ? put.promise : undefined) }));
    const user = userEvent.setup();
    const { onHidden } = await renderMenu();

    await user.click(await screen.findByRole("button", { name: "Hide Alien from recommendations" }));
    await user.click(await screen.findByRole("menuitem", { name: /^Never show this/ }));
    await screen.findByRole("button", { name: "Hidden from recommendations: Alien" });

    put.resolve(apiError(500, "internal", "boom"));
    await screen.findByRole("button", { name: "Hide Alien from recommendations" });
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to hide this title. Please try again.");
    expect(notify.success).not.toHaveBeenCalled();
    expect(onHidden).not.toHaveBeenCalled();
  });

  it("tells visitors to sign in instead of hiding", async () => {
    const server = serve(hiddenStore(), "guest");
    const user = userEvent.setup();
    const { clock, onHidden } = await renderMenu();

    await user.click(await screen.findByRole("button", { name: "Hide Alien from recommendations" }));
    await user.click(await screen.findByRole("menuitem", { name: /^Not tonight/ }));
    expect(notify.info).not.toHaveBeenCalled();
    clock.advance(100);
    expect(notify.info).toHaveBeenCalledWith(
      "Sign in required",
      "Please sign in to hide titles from your recommendations.",
    );
    expect(server.writes()).toEqual([]);
    expect(server.requests.some((r) => r.path.startsWith("/api/me/hidden"))).toBe(false);
    expect(onHidden).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Hide Alien from recommendations" })).toBeInTheDocument();
  });

  it("a hidden title's menu says until when and offers Show again", async () => {
    const store = hiddenStore([
      hiddenTitle({ media_id: "alien-1979", kind: "not_tonight", hidden_until: "2026-12-09T12:00:00.000Z" }),
    ]);
    const server = serve(store);
    const user = userEvent.setup();
    await renderMenu();

    await user.click(await screen.findByRole("button", { name: "Hidden from recommendations: Alien" }));
    expect(await screen.findByText("Hidden until Dec 9, 2026")).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Show again" }));
    await screen.findByRole("button", { name: "Hide Alien from recommendations" });
    expect(server.writes()).toEqual(["DELETE /api/me/hidden/alien-1979"]);
  });
});
