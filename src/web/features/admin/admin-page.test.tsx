import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TAnalyticsResponse, TUserInsightsResponse } from "@/shared/contracts/admin";
import { SessionProvider } from "@/web/kit/session/session-provider";
import { clientDeps } from "@/web/lib/api";
import { atLeast } from "@/web/test/at-least";
import { AdminPage } from "./admin-page";

const realDeps = { ...clientDeps };

beforeAll(() => {
  if (!("ResizeObserver" in globalThis)) {
    (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const DAYS = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 9, 3 + i)).toISOString().slice(0, 10));
const ADA = "00000000-0000-4000-8000-0000000000a1";

function analytics(over: Partial<TAnalyticsResponse> = {}): TAnalyticsResponse {
  return {
    generated_at: "2026-11-01T12:00:00.000Z",
    overview: {
      total_users: 1234,
      total_sessions: 310,
      total_recommendations: 3100,
      total_feedback: 987,
      avg_engagement: 31.84,
      trend: DAYS.map((date, i) => ({
        date,
        sessions: i % 3,
        recommendations: (i % 3) * 10,
        feedback: i % 4,
        engagement_rate: i % 3 ? 30 + i : null,
      })),
    },
    top_recommendations: {
      source: "engagement",
      limit: 5,
      items: [
        {
          media_id: "alpha-2001",
          title: "Alpha",
          year: 2001,
          type: "movie",
          poster_url: null,
          rating: 7.5,
          times_recommended: 12,
          avg_match_score: 88.4,
          engagement_score: 8.5,
          feedback_count: 4,
          breakdown: { clicked: 1, added_to_watchlist: 1, rated: 1, trailer_played: 0, streaming_clicked: 1 },
          last_recommended_at: "2026-11-01T08:00:00.000Z",
        },
      ],
    },
    streaming_performance: [
      {
        service: "netflix",
        display_name: "Netflix",
        color: "#e50914",
        total_offerings: 420,
        subscription: 420,
        free: 0,
        rent: 0,
        buy: 0,
        clicks: 37,
      },
    ],
    user_metrics: {
      sessions: [
        {
          id: "s1",
          user_id: ADA,
          user_name: "Ada Lovelace",
          user_email: "ada@example.test",
          mood: "cozy rainy day",
          ai_provider: "engine",
          status: "success",
          processing_time_seconds: 1.2,
          recommendation_count: 10,
          request_timestamp: "2026-11-01T08:00:00.000Z",
        },
      ],
    },
    user_activity: {
      total_users: 1234,
      users_with_media: 600,
      users_with_recommendations: 310,
      users_with_feedback: 200,
      recent_profiles: [],
      recent_media: [
        {
          user_id: ADA,
          user_name: "Ada Lovelace",
          media_id: "beta-2010",
          title: "Beta",
          year: 2010,
          type: "tv",
          status: null,
          user_rating: 8,
          updated_at: "2026-10-30T21:10:00.000Z",
        },
      ],
      recent_recommendations: [],
      daily: [...DAYS].reverse().map((date, i) => ({
        date,
        new_users: i % 2,
        media_updates: i,
        ratings: i % 5,
        sessions: i % 3,
        feedback: i % 4,
        active_users: i % 6,
      })),
    },
    ...over,
  };
}

const INSIGHTS: TUserInsightsResponse = {
  user: { id: ADA, email: "ada@example.test", full_name: "Ada Lovelace" },
  engagement: { total_recommendations: 20, total_feedback: 7, avg_engagement_rate: 108.34 },
  feedback_summary: [{ feedback_type: "clicked", count: 5, last_feedback_at: "2026-11-01T09:00:00.000Z" }],
  feedback_trends: [{ date: "2026-11-01", feedback_type: "clicked", count: 2 }],
  sessions: [],
};

function fakeApi(options: { admin: boolean; analytics?: () => Response }) {
  const calls: string[] = [];
  clientDeps.fetch = async (input) => {
    const url = new URL(String(input), "http://app.test");
    calls.push(url.pathname + url.search);
    if (url.pathname === "/api/auth/session") {
      return json(200, {
        user: {
          id: "u1",
          email: "admin@moodreel.test",
          email_confirmed_at: "2026-01-01T00:00:00.000Z",
          user_metadata: { full_name: "Admin", username: null },
        },
        is_admin: options.admin,
      });
    }
    if (url.pathname === "/api/admin/analytics") return (options.analytics ?? (() => json(200, analytics())))();
    if (url.pathname === `/api/admin/users/${ADA}/insights`) return json(200, INSIGHTS);
    return json(404, { error: { code: "not_found", message: "no fake" } });
  };
  clientDeps.sleep = async () => {};
  return calls;
}

function renderPage(path = "/admin") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <AdminPage />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("AdminPage", () => {
  it("denies people who are not administrators, without asking for the analytics", async () => {
    const calls = fakeApi({ admin: false });
    renderPage();
    expect(await screen.findByText("Access denied. Admin privileges required.")).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith("/api/admin"))).toBe(false);
  });

  it("denies too when the server refuses (403)", async () => {
    fakeApi({
      admin: true,
      analytics: () =>
        json(403, { error: { code: "forbidden", message: "Access denied. Admin privileges required." } }),
    });
    renderPage();
    expect(await screen.findByText("Access denied. Admin privileges required.")).toBeInTheDocument();
  });

  it("shows the title, Refresh Data, the five tabs and the overview cards", async () => {
    const calls = fakeApi({ admin: true });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Analytics" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Data" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Overview",
      "Top Recommendations",
      "Streaming Performance",
      "User Metrics",
      "User Activity",
    ]);
    expect(await screen.findByText("1,234")).toBeInTheDocument();
    expect(screen.getByText("3,100")).toBeInTheDocument();
    expect(screen.getByText("987")).toBeInTheDocument();
    expect(screen.getByText("31.84%")).toBeInTheDocument();
    expect(calls).toContain("/api/admin/analytics?top_limit=5");
  });

  it("refreshes on 'Refresh Data'", async () => {
    const calls = fakeApi({ admin: true });
    renderPage();
    await screen.findByText("1,234");
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh Data" }));
    await waitFor(() => expect(calls.filter((c) => c.startsWith("/api/admin/analytics"))).toHaveLength(2));
  });

  it("shows each tab's content: scores, offerings, seconds with one decimal, ratings out of 10", async () => {
    fakeApi({ admin: true });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("1,234");

    await user.click(screen.getByRole("tab", { name: "Top Recommendations" }));
    const top = await screen.findByRole("tabpanel");
    expect(within(top).getByRole("heading", { name: "Alpha" })).toBeInTheDocument();
    expect(within(top).getByText("2001 · Movie · 7.5/10")).toBeInTheDocument();
    expect(within(top).getByText("88% match")).toBeInTheDocument();
    expect(within(top).getByText("8.5")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Streaming Performance" }));
    const streaming = await screen.findByRole("tabpanel");
    const table = within(streaming).getByRole("table");
    expect(within(table).getByText("Netflix", { selector: "span" })).toBeInTheDocument();
    expect(within(table).getByText("37")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "User Metrics" }));
    const metrics = await screen.findByRole("tabpanel");
    expect(within(metrics).getAllByText("1.2 s").length).toBeGreaterThan(0);
    expect(within(metrics).getAllByText("“cozy rainy day”").length).toBeGreaterThan(0);

    await user.click(screen.getByRole("tab", { name: "User Activity" }));
    const activity = await screen.findByRole("tabpanel");
    expect(within(activity).getByText("Rated 8/10")).toBeInTheDocument();
    expect(within(activity).getByText("Users with Feedback")).toBeInTheDocument();
    const summary = within(activity).getByRole("region", { name: "Daily activity summary" });
    // 30 days are returned; the summary shows the first 20 (+ the header row)
    expect(within(summary).getAllByRole("row")).toHaveLength(21);
  }, 20_000);

  it("opens a person's insights from the sessions list", async () => {
    fakeApi({ admin: true });
    const user = userEvent.setup();
    renderPage("/admin?tab=metrics");
    const [ada] = atLeast(await screen.findAllByRole("button", { name: /Ada Lovelace/ }), 1);
    expect(screen.getByRole("tab", { name: "User Metrics" })).toHaveAttribute("aria-selected", "true");
    await user.click(ada);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("108.34%")).toBeInTheDocument();
    expect(within(dialog).getByText("Opened")).toBeInTheDocument();
  });

  it("shows the alert when the analytics fail to load", async () => {
    fakeApi({ admin: true, analytics: () => json(500, { error: { code: "internal", message: "boom" } }) });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load analytics data");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows empty states when there is no activity yet", async () => {
    const empty = analytics();
    empty.overview = {
      ...empty.overview,
      total_sessions: 0,
      trend: empty.overview.trend.map((d) => ({ ...d, sessions: 0, feedback: 0, engagement_rate: null })),
    };
    empty.top_recommendations = { source: "recent", limit: 5, items: [] };
    fakeApi({ admin: true, analytics: () => json(200, empty) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("No sessions in the last 30 days")).toBeInTheDocument();
    expect(screen.getByText("No engagement to chart yet")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Top Recommendations" }));
    expect(await screen.findByText("No recommendations yet")).toBeInTheDocument();
  });
});
