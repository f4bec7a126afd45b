import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TTogetherPick, TTogetherState } from "@/shared/contracts/together";
import { SessionProvider } from "@/web/kit/session/session-provider";
import { ApiError, clientDeps } from "@/web/lib/api";
import { fakeApi, installBrowserShims, json } from "@/web/test/browse-harness";
import { apiError } from "@/web/test/fake-api";
import { refetchEvery } from "./api/together-session";
import { TogetherPage } from "./together-page";
import { TogetherSessionPage } from "./together-session-page";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

const CODE = "K7M2QX";
const ANA = { position: 1, name: "Ana", is_you: true } as const;
const BEN = { position: 2, name: "Ben", is_you: false } as const;

function session(over: Partial<TTogetherState> = {}): TTogetherState {
  return {
    code: CODE,
    status: "waiting_for_moods",
    expires_at: "2026-11-28T20:00:00.000Z",
    members: [
      { ...ANA, mood_set: false, mood: null },
      { ...BEN, mood_set: true, mood: null },
    ],
    picks: null,
    by_services: null,
    ...over,
  };
}

const PICK: TTogetherPick = {
  media: {
    id: "paddington-2-2017",
    title: "Paddington 2",
    type: "movie",
    year: 2017,
    poster_url: "/posters/paddington-2-2017.svg",
    rating: 7.8,
    runtime_minutes: 103,
  },
  match_score: 88,
  for_members: [
    { position: 1, match_score: 91, reason: 'A witty, feel-good family comedy that answers "something funny".' },
    { position: 2, match_score: 86, reason: 'Ben asked for "heartwarming", and this wholesome comedy delivers.' },
  ],
  about: "A marmalade-loving bear sets out to buy a rare pop-up book.",
  services: [
    { name: "netflix", members: [1] },
    { name: "hulu", members: [1, 2] },
  ],
};

type Handler = NonNullable<NonNullable<Parameters<typeof fakeApi>[0]>["handler"]>;

function renderAt(path: string, handler: Handler) {
  const api = fakeApi({ user: { id: "u-ana", full_name: "Ana Lopez" }, handler });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route path="/together" element={<TogetherPage />} />
            <Route path="/together/:code" element={<TogetherSessionPage />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

describe("/together/:code", () => {
  it("asks for my mood while Ben waits, then shows the picks with whose service and a reason for each of us", async () => {
    const sent: unknown[] = [];
    renderAt(`/together/${CODE}`, (req) => {
      if (req.method === "GET" && req.path === `/api/together/${CODE}`) return json(200, session());
      if (req.method === "POST" && req.path === `/api/together/${CODE}/recommendations`) {
        sent.push(req.body);
        return json(
          200,
          session({
            status: "ready",
            members: [
              { ...ANA, mood_set: true, mood: "something funny" },
              { ...BEN, mood_set: true, mood: "heartwarming" },
            ],
            picks: [PICK],
            by_services: true,
          }),
        );
      }
      return undefined;
    });
    const user = userEvent.setup();

    await screen.findByText("Ben is ready. Add your mood to see the picks.");
    await user.type(screen.getByRole("textbox", { name: "Your mood" }), "something funny{Enter}");

    const card = await screen.findByRole("article", { name: "Paddington 2" });
    expect(sent).toEqual([{ mood: "something funny" }]);
    const services = within(card).getByRole("list", { name: "Where you can watch it" });
    // the words beside each service mark
    expect(
      within(services)
        .getAllByRole("listitem")
        .map((li) => li.lastElementChild?.textContent),
    ).toEqual(["Netflix · yours", "Hulu · both of you"]);
    const reasons = within(card).getByRole("list", { name: "Why it suits each of you" });
    expect(
      within(reasons)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      'Ana (you) 91% A witty, feel-good family comedy that answers "something funny".',
      'Ben 86% Ben asked for "heartwarming", and this wholesome comedy delivers.',
    ]);
    expect(within(card).getByText("88% match")).toBeInTheDocument();
    // with my mood in, the form gives way to the members panel, which offers to change it
    expect(screen.queryByRole("textbox", { name: "Your mood" })).not.toBeInTheDocument();
    expect(screen.getByText("“heartwarming”")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Change my mood" }));
    expect(screen.getByRole("textbox", { name: "Your mood" })).toHaveValue("something funny");
    expect(screen.getByRole("button", { name: "Update my mood" })).toBeDisabled();
  });

  it("offers to join a session I am not in, and says so when it is full", async () => {
    const joined = false;
    renderAt(`/together/${CODE.toLowerCase()}`, (req) => {
      if (req.method === "GET" && req.path === `/api/together/${CODE}`) {
        return joined ? json(200, session()) : apiError(404, "not_found", "Watch-together session not found.");
      }
      if (req.method === "POST" && req.path === `/api/together/${CODE}/join`) {
        return apiError(409, "conflict", "This watch-together session already has two people.");
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Join session ${CODE}` }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This watch-together session already has two people.");
  });

  it("tells me when the session has expired and offers a new one", async () => {
    const message = "This watch-together session has expired (they last 24 hours). Start a new one.";
    renderAt(`/together/${CODE}`, () => apiError(410, "gone", message));
    expect(await screen.findByRole("heading", { name: "This session has expired" })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start a new session" })).toHaveAttribute("href", "/together");
  });
});

describe("/together", () => {
  it("checks a typed code before asking, and joins with it as typed (lower case, spaces)", async () => {
    const api = renderAt("/together", (req) =>
      req.method === "POST" && req.path === `/api/together/${CODE}/join`
        ? json(200, session())
        : req.method === "GET" && req.path === `/api/together/${CODE}`
          ? json(200, session())
          : undefined,
    );
    const user = userEvent.setup();
    const box = await screen.findByRole("textbox", { name: "Invite code" });
    await user.type(box, "K7M2Q0");
    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Codes are 6 letters and digits, like K7M2QX.");
    expect(api.requests.some((u) => u.pathname.includes("/join"))).toBe(false);

    await user.clear(box);
    await user.type(box, "k7m 2qx");
    await user.click(screen.getByRole("button", { name: "Join" }));
    await screen.findByRole("heading", { name: "Who's watching" });
    expect(api.requests.map((u) => u.pathname)).toContain(`/api/together/${CODE}/join`);
  });
});

describe("refetchEvery", () => {
  it("asks often while waiting, rarely once the picks are in, and stops on a 4xx", () => {
    expect(refetchEvery(undefined, null)).toBe(2500);
    expect(refetchEvery(session(), null)).toBe(2500);
    expect(refetchEvery(session({ status: "ready", picks: [] }), null)).toBe(15_000);
    expect(refetchEvery(session(), new ApiError(410, "gone", "expired"))).toBe(false);
    expect(refetchEvery(session(), new ApiError(503, "http_error", "down"))).toBe(2500);
  });
});
