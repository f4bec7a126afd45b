import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SessionProvider } from "@/web/kit/session/session-provider";
import { clientDeps } from "@/web/lib/api";
import { fakeServer, json, record } from "@/web/test/media-state-harness";
import { ListPage } from "./list-page";
import { WatchlistPage } from "./watchlist-page";

const realFetch = clientDeps.fetch;
afterEach(() => {
  cleanup();
  clientDeps.fetch = realFetch;
});

const MEDIA = {
  id: "alien-1979",
  title: "Alien",
  type: "movie",
  year: 1979,
  rating: 8.5,
  poster_url: "/posters/alien-1979.svg",
  trailer_url: null,
  description: "In space no one can hear you scream.",
  imdb_id: null,
  genres: ["Horror"],
  mood_tags: ["tense"],
  keywords: ["space"],
  runtime_minutes: 117,
  seasons: null,
  certification: "R",
  popularity: 90,
  language: "en",
  country: "US",
  streaming_services: [],
  streaming_provider_names: [],
  created_at: "2026-01-01T00:00:00.000Z",
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <h1>Home</h1> },
      { path: "/watchlist", element: <WatchlistPage /> },
      { path: "/lists/:status", element: <ListPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe("list pages", () => {
  it("sends an unknown status to /lists/rated and want_to_watch to the Watch List", async () => {
    fakeServer({ handler: ({ path }) => json(200, { status: path.split("/").pop(), items: [] }) });
    const router = renderAt("/lists/favourites");
    await screen.findByRole("heading", { level: 1, name: /Your Ratings/ });
    expect(router.state.location.pathname).toBe("/lists/rated");
    await screen.findByText("No rated media yet");
    expect(screen.getByText("Use the star icon on any title to rate it from 1 to 10.")).toBeInTheDocument();

    cleanup();
    const second = renderAt("/lists/want_to_watch");
    await screen.findByText("No items in your want to watch list");
    expect(second.state.location.pathname).toBe("/watchlist");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("redirects signed-out visitors home once the session is known", async () => {
    fakeServer({ user: null });
    const router = renderAt("/watchlist");
    await screen.findByRole("heading", { name: "Home" });
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows each rated title with the user's rating", async () => {
    fakeServer({
      records: [record({ media_id: "alien-1979", user_rating: 9 })],
      handler: () =>
        json(200, {
          status: "rated",
          items: [{ ...record({ media_id: "alien-1979", user_rating: 9 }), media: MEDIA }],
        }),
    });
    renderAt("/lists/rated");
    await screen.findByRole("list", { name: "Your Ratings" });
    expect(screen.getByRole("button", { name: "Your rating for Alien: 9/10, change rating" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Your Ratings1 title");
  });
});
