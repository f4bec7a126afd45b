import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { notify, type ToastAction } from "@/web/lib/toast";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { makeRecommendations } from "./recommendation-fixtures";
import { loadSavedRecommendations, saveRecommendations } from "./recommendation-storage";
import { RecommendationsPage } from "./recommendations-page";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(notify, "error").mockImplementation(() => "");
  vi.spyOn(notify, "success").mockImplementation(() => "");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(clientDeps, realDeps);
});

const RECS = makeRecommendations(7);
const encoder = new TextEncoder();

/**
 * The page with seven stored picks (the second batch revealed, on page 2), a server that answers
 * the clear, and a stream the test pushes picks into.
 */
function setup() {
  saveRecommendations("u1", { query: "cozy", recommendations: RECS, revealed: 2, page: 1, index: 5 });
  const writes: string[] = [];
  let push: (event: unknown) => void = () => {};
  fakeApi({
    user: { id: "u1" },
    handler: ({ method, path }) => {
      if (method !== "GET") writes.push(`${method} ${path}`);
      if (path === "/api/recommendations/current" && method === "DELETE") {
        return json(200, { ok: true, cancelled_sessions: 0 });
      }
      if (path === "/api/recommendations" && method === "POST") {
        const stream = new ReadableStream<Uint8Array>({
          start(c) {
            push = (event) => c.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
          },
        });
        return new Response(stream, { status: 200, headers: { "content-type": "text/event-stream" } });
      }
      return undefined;
    },
  });
  // the stream request's signal, to see it aborted
  let streamSignal: AbortSignal | null | undefined;
  const inner = clientDeps.fetch;
  clientDeps.fetch = async (input, init) => {
    if (String(input).includes("stream=true")) streamSignal = init?.signal;
    return inner(input, init);
  };
  renderBrowse(<RecommendationsPage />);
  return { writes, push: (event: unknown) => push(event), streamAborted: () => streamSignal?.aborted === true };
}

const cardTitles = () =>
  [...document.querySelectorAll("[data-recommendation-card] h3")].map((h) => h.textContent?.replace(/:.*$/, ""));
const lastUndo = () => vi.mocked(notify.success).mock.calls.at(-1)?.[2] as ToastAction;
const clearButton = () => screen.findByRole("button", { name: "Clear recommendations" });

describe("Clearing the recommendations", { timeout: 20_000 }, () => {
  it("empties the list and its stored copy at once, tells the server, and Undo (for 5 s) puts both back", async () => {
    const { writes } = setup();
    await waitFor(() => expect(cardTitles()).toEqual(["Title 6", "Title 7"]));

    fireEvent.click(await clearButton());
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText("No recommendations yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear recommendations" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toHaveFocus();
    expect(loadSavedRecommendations("u1")).toBeNull();
    await waitFor(() => expect(writes).toEqual(["DELETE /api/recommendations/current"]));
    expect(notify.success).toHaveBeenCalledWith(
      "Recommendations cleared",
      "7 picks for “cozy”",
      { label: "Undo", onClick: expect.any(Function) },
      { durationMs: 5000 },
    );

    // inside act, so the effect that stores the restored picks has run before the checks below
    act(() => lastUndo().onClick());
    // the same picks, query and position as before the clear, stored again
    await waitFor(() => expect(cardTitles()).toEqual(["Title 6", "Title 7"]));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Your picks for “cozy”");
    expect(loadSavedRecommendations("u1")).toMatchObject({ query: "cozy", revealed: 2, page: 1, index: 5 });
    expect(loadSavedRecommendations("u1")?.recommendations).toHaveLength(7);
    expect(writes).toEqual(["DELETE /api/recommendations/current"]);
  });

  it("stops a running request; Undo brings back the picks that had arrived, not the request", async () => {
    const { writes, push, streamAborted } = setup();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    const box = await screen.findByRole("textbox", { name: "What are you in the mood for?" });
    fireEvent.change(box, { target: { value: "heist" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(writes).toContain("POST /api/recommendations"));
    push({ type: "recommendation", data: makeRecommendations(1, 40)[0] });
    await waitFor(() => expect(cardTitles()).toEqual(["Title 40"]));

    fireEvent.click(await clearButton());
    await waitFor(() => expect(streamAborted()).toBe(true));
    expect(screen.getByRole("button", { name: "Find My Perfect Watch" })).toBeEnabled();
    expect(notify.success).toHaveBeenLastCalledWith(
      "Recommendations cleared",
      "1 pick for “heist”",
      expect.anything(),
      { durationMs: 5000 },
    );
    // inside act, so the effect that stores the restored picks has run before the checks below
    act(() => lastUndo().onClick());
    await waitFor(() => expect(cardTitles()).toEqual(["Title 40"]));
    expect(loadSavedRecommendations("u1")?.query).toBe("heist");
  });

  it("Undo does not replace picks asked for since the clear", async () => {
    const { push } = setup();
    fireEvent.click(await clearButton());
    const undo = lastUndo();
    const box = await screen.findByRole("textbox", { name: "What are you in the mood for?" });
    fireEvent.change(box, { target: { value: "heist" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(screen.getByRole("button", { name: /Finding perfect matches/ })).toBeDisabled());
    undo.onClick();
    push({ type: "recommendation", data: makeRecommendations(1, 40)[0] });
    await waitFor(() => expect(cardTitles()).toEqual(["Title 40"]));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Your picks for “heist”");
  });

  it("Undo after leaving the page stores the picks for the next visit", async () => {
    setup();
    fireEvent.click(await clearButton());
    const undo = lastUndo();
    cleanup();
    expect(loadSavedRecommendations("u1")).toBeNull();
    undo.onClick();
    expect(loadSavedRecommendations("u1")?.recommendations).toHaveLength(7);
  });
});
