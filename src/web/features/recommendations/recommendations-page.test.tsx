import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { clientDeps } from "@/web/lib/api";
import { STORAGE_KEYS } from "@/web/lib/storage";
import { notify } from "@/web/lib/toast";
import { atLeast } from "@/web/test/at-least";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { makeRecommendation, makeRecommendations } from "./recommendation-fixtures";
import { saveRecommendations } from "./recommendation-storage";
import { RecommendationsPage } from "./recommendations-page";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(notify, "error").mockImplementation(() => "");
  vi.spyOn(notify, "info").mockImplementation(() => "");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(clientDeps, realDeps);
});

const encoder = new TextEncoder();
const sse = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;
const complete = (count: number) => ({
  type: "complete",
  data: { session_id: "s1", count, processing_time_ms: 30, ai_provider: "moodreel-local" },
});

/** A stream response whose events are pushed by the test. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(stream, { status: 200, headers: { "content-type": "text/event-stream" } }),
    push: (event: unknown) => controller.enqueue(encoder.encode(sse(event))),
    end: () => controller.close(),
  };
}

const streamOf = (recs: TRecommendation[]) =>
  new Response(
    [
      sse({ type: "status", message: "Finding" }),
      ...recs.map((r) => sse({ type: "recommendation", data: r })),
      sse(complete(recs.length)),
    ].join(""),
    { status: 200, headers: { "content-type": "text/event-stream" } },
  );

interface Calls {
  feedback: unknown[];
  streamed: number;
  fallback: unknown[];
}

function setup(answer: {
  stream?: () => Response | Promise<Response>;
  fallback?: () => Response;
  feedback?: () => Response;
}) {
  const calls: Calls = { feedback: [], streamed: 0, fallback: [] };
  const api = fakeApi({
    user: { id: "u1" },
    handler: ({ path, url, method }) => {
      if (path === "/api/recommendations/feedback" && method === "POST") {
        return answer.feedback?.() ?? json(200, { ok: true });
      }
      if (path === "/api/recommendations" && url.searchParams.get("stream") === "true") {
        calls.streamed++;
        return answer.stream?.() ?? json(500, { error: { code: "internal", message: "x" } });
      }
      if (path === "/api/recommendations") {
        return answer.fallback?.() ?? json(500, { error: { code: "internal", message: "x" } });
      }
      return undefined;
    },
  });
  // record request bodies
  const inner = clientDeps.fetch;
  clientDeps.fetch = async (input, init) => {
    const url = new URL(String(input), "http://app.test");
    if (url.pathname === "/api/recommendations/feedback") calls.feedback.push(JSON.parse(String(init?.body)));
    else if (url.pathname === "/api/recommendations" && !url.searchParams.has("stream"))
      calls.fallback.push(JSON.parse(String(init?.body)));
    return inner(input, init);
  };
  renderBrowse(<RecommendationsPage />);
  return { api, calls };
}

const cardTitles = () =>
  [...document.querySelectorAll("[data-recommendation-card] h3")].map((h) => h.textContent?.replace(/:.*$/, ""));

async function ask(mood: string) {
  const box = await screen.findByRole("textbox", { name: "What are you in the mood for?" });
  fireEvent.change(box, { target: { value: mood } });
  fireEvent.keyDown(box, { key: "Enter" });
}

describe("RecommendationsPage", { timeout: 20_000 }, () => {
  it("before any request it shows the heading, the way home and 'No recommendations yet'", async () => {
    setup({});
    expect(await screen.findByRole("heading", { level: 1, name: "Recommendations" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByText("No recommendations yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Filter by streaming service/ })).not.toBeInTheDocument();
  });

  it("paints the first pick while the stream is still running, then the rest, in batches of 5", async () => {
    const s = controlledStream();
    const recs = makeRecommendations(15);
    setup({ stream: () => s.response });
    await ask("cozy rainy day");
    expect(await screen.findByRole("button", { name: /Finding perfect matches\.\.\./ })).toBeDisabled();
    expect(document.querySelectorAll("[data-recommendation-skeleton]")).toHaveLength(5);

    s.push({ type: "status", message: "Finding perfect matches for your mood..." });
    s.push({ type: "recommendation", data: recs[0] });
    await waitFor(() => expect(cardTitles()).toEqual(["Title 1"]));
    expect(document.querySelectorAll("[data-recommendation-skeleton]")).toHaveLength(4);
    expect(screen.getByTestId("recommendations-status")).toHaveTextContent("Finding perfect matches for your mood...");

    for (const r of recs.slice(1)) s.push({ type: "recommendation", data: r });
    s.push(complete(15));
    s.end();
    await waitFor(() => expect(screen.getByRole("button", { name: "Find My Perfect Watch" })).toBeEnabled());
    expect(cardTitles()).toEqual(["Title 1", "Title 2", "Title 3", "Title 4", "Title 5"]);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Your picks for “cozy rainy day”");
    expect(screen.queryByText("Scroll through all your recommendations")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Show More Recommendations" }));
    expect(cardTitles()).toEqual(["Title 6", "Title 7", "Title 8", "Title 9", "Title 10"]);
    const nav = screen.getByRole("navigation", { name: "Recommendation batches" });
    expect(within(nav).getByText("of 2", { exact: false })).toHaveTextContent("2 of 2");
    expect(screen.getByText("Scroll through all your recommendations")).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole("button", { name: "Next" }));
    expect(cardTitles()[0]).toBe("Title 1");
    fireEvent.click(within(nav).getByRole("button", { name: "Previous" }));
    expect(cardTitles()[0]).toBe("Title 6");
    fireEvent.click(screen.getByRole("button", { name: "Show More Recommendations" }));
    expect(cardTitles()[0]).toBe("Title 11");
    expect(screen.queryByRole("button", { name: "Show More Recommendations" })).not.toBeInTheDocument();

    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recommendations) ?? "null");
    expect(saved).toMatchObject({ user_id: "u1", query: "cozy rainy day", revealed: 3, page: 2 });
    expect(saved.recommendations).toHaveLength(15);
  });

  it("sends just the mood, with streaming availability for the US", async () => {
    let body: unknown;
    const api = setup({ stream: () => streamOf(makeRecommendations(2)) });
    const inner = clientDeps.fetch;
    clientDeps.fetch = async (input, init) => {
      if (String(input).includes("stream=true")) body = JSON.parse(String(init?.body));
      return inner(input, init);
    };
    await ask("  heist  ");
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(body).toEqual({ mood: "heist", includeStreamingAvailability: true, country: "us" });
    expect(api.calls.fallback).toEqual([]);
  });

  it("shows the server's note when the request named a title we do not have", async () => {
    const note = "We don't have Blorptastic Adventures yet, so these picks follow the rest of what you asked for.";
    const recs = makeRecommendations(2);
    setup({
      stream: () =>
        new Response(
          [
            ...recs.map((r) => sse({ type: "recommendation", data: r })),
            sse({ type: "complete", data: { ...complete(2).data, notice: note } }),
          ].join(""),
          { status: 200, headers: { "content-type": "text/event-stream" } },
        ),
    });
    await ask("like Blorptastic Adventures");
    expect(await screen.findByTestId("recommendations-notice")).toHaveTextContent(note);
    expect(cardTitles()).toHaveLength(2);
  });

  it("falls back to the JSON request when the stream fails, silently", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const recs = makeRecommendations(3, 20);
    const { calls } = setup({
      stream: () => json(503, { error: { code: "unavailable", message: "down" } }),
      fallback: () => json(200, { recommendations: recs, session_id: "s", ai_provider: "x", processing_time_ms: 5 }),
    });
    await ask("funny");
    await waitFor(() => expect(cardTitles()).toEqual(["Title 20", "Title 21", "Title 22"]));
    expect(calls.fallback).toEqual([{ mood: "funny", includeStreamingAvailability: true, country: "us" }]);
    expect(warn).toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Find My Perfect Watch" })).toBeEnabled();
  });

  it("an error event mid-stream also falls back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    setup({
      stream: () =>
        new Response(
          sse({ type: "recommendation", data: makeRecommendation(1) }) + sse({ type: "error", error: "engine failed" }),
        ),
      fallback: () =>
        json(200, {
          recommendations: [makeRecommendation(9)],
          session_id: "s",
          ai_provider: "x",
          processing_time_ms: 5,
        }),
    });
    await ask("funny");
    await waitFor(() => expect(cardTitles()).toEqual(["Title 9"]));
  });

  it("when the fallback fails too, it only logs and shows 'No recommendations found.'", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    setup({ fallback: () => json(200, { picks: [] }) });
    await ask("date night");
    expect(await screen.findByText("No recommendations found.")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      "Recommendation request failed",
      new Error("Invalid response format from recommendation service"),
    );
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Find My Perfect Watch" })).toBeEnabled();
  });

  it("restores the last picks, the query and the position on return", async () => {
    saveRecommendations("u1", {
      query: "family night",
      recommendations: makeRecommendations(10),
      revealed: 2,
      page: 1,
      index: 5,
    });
    setup({});
    await waitFor(() => expect(cardTitles()).toEqual(["Title 6", "Title 7", "Title 8", "Title 9", "Title 10"]));
    expect(screen.getByRole("textbox", { name: "What are you in the mood for?" })).toHaveValue("family night");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Your picks for “family night”");
  });

  it("another user's stored picks are not shown", async () => {
    saveRecommendations("someone-else", {
      query: "x",
      recommendations: makeRecommendations(3),
      revealed: 1,
      page: 0,
      index: 0,
    });
    setup({});
    expect(await screen.findByText("No recommendations yet")).toBeInTheDocument();
  });

  it("opening a card logs 'clicked' with the card's context and opens the details", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const recs = makeRecommendations(2);
    const [, second] = atLeast(recs, 2);
    const { calls } = setup({
      stream: () => streamOf(recs),
      feedback: () => json(500, { error: { code: "internal", message: "x" } }),
    });
    await ask("funny");
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: /Title 2: details/ }));
    expect(await screen.findByRole("dialog", { name: "Title 2" })).toBeInTheDocument();
    expect(screen.getByText("Why this was recommended")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.feedback).toEqual([
        {
          recommendation_id: second.recommendation_id,
          feedback_type: "clicked",
          feedback_value: { source: "grid_card", title: "Title 2", year: second.year },
        },
      ]),
    );
    // the server refused it: only logged
    await waitFor(() => expect(warn).toHaveBeenCalledWith("Could not log clicked feedback", expect.anything()));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("the trailer, from the details on desktop or from the phone card, logs it played and closed", async () => {
    const recs = makeRecommendations(2);
    const [first] = atLeast(recs, 1);
    const { calls } = setup({ stream: () => streamOf(recs) });
    await ask("funny");
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: /Title 1: details/ }));
    const details = await screen.findByRole("dialog", { name: "Title 1" });
    fireEvent.click(within(details).getByRole("button", { name: "Trailer" }));
    const fromDetails = await screen.findByRole("dialog", { name: "Title 1: trailer" });
    fireEvent.keyDown(fromDetails, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Title 1: trailer" })).toBeNull());
    const grid = { source: "grid_card", title: "Title 1", year: first.year };
    await waitFor(() =>
      expect(
        (calls.feedback as { feedback_type: string }[]).filter((f) => f.feedback_type.startsWith("trailer_")),
      ).toEqual([
        { recommendation_id: first.recommendation_id, feedback_type: "trailer_played", feedback_value: grid },
        { recommendation_id: first.recommendation_id, feedback_type: "trailer_closed", feedback_value: grid },
      ]),
    );
    cleanup();
    calls.feedback.length = 0;

    const phone = window.matchMedia;
    vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({
      ...phone(query),
      matches: query === "(max-width: 639px)",
    }));
    const again = setup({ stream: () => streamOf(recs) });
    await ask("funny");
    const card = await screen.findByRole("article", { name: `Title 1 (${first.year})` });
    fireEvent.click(within(card).getByRole("button", { name: /Trailer/ }));
    const trailer = await screen.findByRole("dialog", { name: "Title 1: trailer" });
    fireEvent.keyDown(trailer, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Title 1: trailer" })).toBeNull());
    const mobile = { source: "mobile_card", title: "Title 1", year: first.year };
    await waitFor(() =>
      expect(again.calls.feedback).toEqual([
        { recommendation_id: first.recommendation_id, feedback_type: "trailer_played", feedback_value: mobile },
        { recommendation_id: first.recommendation_id, feedback_type: "trailer_closed", feedback_value: mobile },
      ]),
    );
  });

  it("the filter hides picks without a matching service: 'Showing X of Y', then the filter's empty state", async () => {
    const onHulu = (n: number) =>
      makeRecommendation(n, {
        streaming_availability: {
          available: true,
          services: [{ name: "hulu", display_name: "Hulu", type: "subscription", link: null, price: null }],
          totalServices: 1,
        },
      });
    const nowhere = makeRecommendation(7, {
      streaming_availability: { available: false, services: [], totalServices: 0 },
    });
    setup({ stream: () => streamOf([makeRecommendation(1), onHulu(2), onHulu(3), nowhere]) });
    await ask("funny");
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    fireEvent.click(screen.getByRole("button", { name: "Filter by streaming service" }));
    const dialog = await screen.findByRole("dialog", { name: "Filter by Streaming Service" });
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Hulu" }));
    await waitFor(() =>
      expect(within(dialog).getByTestId("filter-availability")).toHaveTextContent("2 recommendations available"),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(cardTitles()).toEqual(["Title 2", "Title 3"]));
    expect(screen.getByTestId("recommendations-status")).toHaveTextContent("Showing 2 of 4 recommendations");

    fireEvent.click(screen.getByRole("button", { name: /Filter 1 active, by streaming service/ }));
    const again = await screen.findByRole("dialog", { name: "Filter by Streaming Service" });
    fireEvent.click(within(again).getByRole("checkbox", { name: /Rent/ }));
    fireEvent.click(within(again).getByRole("button", { name: "Done" }));
    // Hulu or Rent: still the two Hulu titles; without Hulu, Rent alone matches nothing
    await waitFor(() => expect(cardTitles()).toEqual(["Title 2", "Title 3"]));
    fireEvent.click(screen.getByRole("button", { name: "Remove Hulu filter" }));
    expect(await screen.findByText("No recommendations match your filter")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
  });
});
