import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { clientDeps } from "@/web/lib/api";
import { STORAGE_KEYS } from "@/web/lib/storage";
import { installBrowserShims, renderBrowse } from "@/web/test/browse-harness";
import { fakeApi, json, sessionHandler, sessionUser } from "@/web/test/fake-api";
import { makeRecommendations } from "./recommendation-fixtures";
import { saveRecommendations } from "./recommendation-storage";
import { RecommendationsPage } from "./recommendations-page";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(clientDeps, realDeps);
});

const sse = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;
const streamOf = (recs: TRecommendation[]) =>
  new Response(
    [
      ...recs.map((r) => sse({ type: "recommendation", data: r })),
      sse({
        type: "complete",
        data: { session_id: "s1", count: recs.length, processing_time_ms: 5, ai_provider: "moodreel-local" },
      }),
    ].join(""),
    { status: 200, headers: { "content-type": "text/event-stream" } },
  );

/** The page for user `userId`; each streamed request answers 2 picks of its own (Title 1–2, then 11–12, …). */
function setup(userId = "u1") {
  let asked = 0;
  const api = fakeApi(
    sessionHandler(() => ({ user: sessionUser({ id: userId }) })),
    ({ url }) => (url.pathname === "/api/streaming-services" ? json(200, { services: [] }) : undefined),
    ({ method, url }) => {
      if (method !== "POST" || url.pathname !== "/api/recommendations") return undefined;
      asked++;
      return streamOf(makeRecommendations(2, (asked - 1) * 10 + 1));
    },
  );
  renderBrowse(<RecommendationsPage />);
  return { bodies: () => api.to("/api/recommendations", "POST").map((r) => r.body) };
}

const who = () => screen.getByRole("radiogroup", { name: "Who's watching" });
const time = () => screen.getByRole("radiogroup", { name: "Time I have" });
const cardTitles = () =>
  [...document.querySelectorAll("[data-recommendation-card] h3")].map((h) => h.textContent?.replace(/:.*$/, ""));

async function ask(mood: string) {
  const box = await screen.findByRole("textbox", { name: "What are you in the mood for?" });
  fireEvent.change(box, { target: { value: mood } });
  fireEvent.keyDown(box, { key: "Enter" });
  await waitFor(() => expect(screen.getByRole("button", { name: "Find My Perfect Watch" })).toBeEnabled());
}

async function choose(group: () => HTMLElement, name: string) {
  await screen.findByRole("radiogroup", { name: "Who's watching" });
  fireEvent.click(within(group()).getByRole("radio", { name }));
}

describe("tonight's context on the recommendations page", { timeout: 20_000 }, () => {
  it("Kids and 90 minutes go with the request and the results header says so", async () => {
    const { bodies } = setup();
    await choose(who, "Kids");
    await choose(time, "90 min");
    await ask("funny");
    expect(bodies()).toEqual([
      { mood: "funny", includeStreamingAvailability: true, country: "us", audience: "kids", minutes: 90 },
    ]);
    await waitFor(() => expect(cardTitles()).toEqual(["Title 1", "Title 2"]));
    expect(screen.getByTestId("recommendations-tonight")).toHaveTextContent(
      "For you and the kids · 90 minutes or less",
    );
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recommendations) ?? "null");
    expect(saved.tonight).toEqual({ audience: "kids", minutes: 90 });
  });

  it("the same mood with only the context changed is a new search", async () => {
    const { bodies } = setup();
    await choose(time, "60 min");
    await ask("funny");
    await waitFor(() => expect(cardTitles()).toEqual(["Title 1", "Title 2"]));
    await choose(time, "2 hours");
    // the header still says what the picks on screen were asked with
    expect(screen.getByTestId("recommendations-tonight")).toHaveTextContent("60 minutes or less");
    await ask("funny");
    expect(bodies().map((b) => (b as { minutes?: number }).minutes)).toEqual([60, 120]);
    await waitFor(() => expect(cardTitles()).toEqual(["Title 11", "Title 12"]));
    expect(screen.getByTestId("recommendations-tonight")).toHaveTextContent("2 hours or less");
  });

  it("Clear, or 'Any' time, sends nothing of the context", async () => {
    const { bodies } = setup();
    await choose(who, "Partner");
    await choose(time, "30 min");
    fireEvent.click(screen.getByRole("button", { name: "Clear who's watching and time" }));
    expect(within(who()).queryByRole("radio", { checked: true })).toBeNull();
    expect(within(time()).getByRole("radio", { checked: true })).toHaveTextContent("Any");
    await ask("cozy");
    await choose(time, "90 min");
    await choose(time, "Any");
    await ask("cozy");
    expect(bodies()).toEqual([
      { mood: "cozy", includeStreamingAvailability: true, country: "us" },
      { mood: "cozy", includeStreamingAvailability: true, country: "us" },
    ]);
    expect(screen.queryByTestId("recommendations-tonight")).not.toBeInTheDocument();
  });

  it("the header's × asks again for the same mood without the context, and unsets the controls", async () => {
    const { bodies } = setup();
    await choose(who, "Family");
    await ask("adventurous");
    await waitFor(() => expect(cardTitles()).toEqual(["Title 1", "Title 2"]));
    fireEvent.click(screen.getByRole("button", { name: "Ask again without “For the whole family”" }));
    await waitFor(() => expect(cardTitles()).toEqual(["Title 11", "Title 12"]));
    expect(bodies()).toEqual([
      { mood: "adventurous", includeStreamingAvailability: true, country: "us", audience: "family" },
      { mood: "adventurous", includeStreamingAvailability: true, country: "us" },
    ]);
    expect(screen.queryByTestId("recommendations-tonight")).not.toBeInTheDocument();
    expect(within(who()).queryByRole("radio", { checked: true })).toBeNull();
  });

  it("the choice is remembered for the session, for the same user only", async () => {
    setup();
    await choose(who, "Friends");
    await choose(time, "2 hours");
    cleanup();

    const again = setup();
    await waitFor(() => expect(within(who()).getByRole("radio", { checked: true })).toHaveTextContent("Friends"));
    expect(within(time()).getByRole("radio", { checked: true })).toHaveTextContent("2 hours");
    await ask("funny");
    expect(again.bodies()[0]).toMatchObject({ audience: "friends", minutes: 120 });
    expect(window.localStorage.getItem(STORAGE_KEYS.tonight)).toBeNull();
    cleanup();

    setup("someone-else");
    await screen.findByRole("radiogroup", { name: "Who's watching" });
    expect(within(who()).queryByRole("radio", { checked: true })).toBeNull();
    expect(within(time()).getByRole("radio", { checked: true })).toHaveTextContent("Any");
  });

  it("restored picks say the context they were asked with", async () => {
    const position = { revealed: 1, page: 0, index: 0, recommendations: makeRecommendations(3) };
    saveRecommendations("u1", { query: "cozy", tonight: { audience: "partner", minutes: 120 }, ...position });
    setup();
    expect(await screen.findByTestId("recommendations-tonight")).toHaveTextContent(
      "For you and your partner · 2 hours or less",
    );
    expect(cardTitles()).toEqual(["Title 1", "Title 2", "Title 3"]);
  });
});
