import { describe, expect, it } from "vitest";
import { ZAnalyticsResponse, ZUserInsightsResponse } from "../../../shared/contracts/admin";
import { sessionHeaders } from "../../test/factories";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import { getFeedbackTrends, getUserEngagementInsights, getUserFeedbackSummary } from "./service";
import { ADMIN, buildFixture, NOW, ZERO_BREAKDOWN } from "./test-world";

describe.each(DATABASES)("admin analytics on %s", (kind) => {
  async function setup() {
    const env = await createTestApp(kind, { config: { adminEmails: [ADMIN] }, clock: testClock(NOW) });
    const world = await buildFixture(env.db);
    const adminHeaders = await sessionHeaders(env.db, env.config, world.admin, NOW);
    return { ...env, world, adminHeaders };
  }
  let built: ReturnType<typeof setup> | undefined;
  // Built once per database, inside the first test (the harness registers its clean-up there).
  const fixture = () => {
    built ??= setup();
    return built;
  };

  it("is for administrators only: 401 anonymous, 403 signed in, 200 admin", async () => {
    const { app, db, config, world, adminHeaders } = await fixture();
    const anon = await app.inject({ method: "GET", url: "/api/admin/analytics" });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.code).toBe("unauthorized");
    const userHeaders = await sessionHeaders(db, config, world.ada, NOW);
    const user = await app.inject({ method: "GET", url: "/api/admin/analytics", headers: userHeaders });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({
      error: { code: "forbidden", message: "Access denied. Admin privileges required." },
    });
    const insights = await app.inject({
      method: "GET",
      url: `/api/admin/users/${world.ada.id}/insights`,
      headers: userHeaders,
    });
    expect(insights.statusCode).toBe(403);
    const admin = await app.inject({ method: "GET", url: "/api/admin/analytics", headers: adminHeaders });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["cache-control"]).toBe("no-store");
  });

  it("computes the overview and its 30-day trend", async () => {
    const { app, adminHeaders } = await fixture();
    const res = await app.inject({ method: "GET", url: "/api/admin/analytics", headers: adminHeaders });
    const body = ZAnalyticsResponse.parse(res.json());
    expect(body.generated_at).toBe(NOW.toISOString());
    const { trend, ...cards } = body.overview;
    expect(cards).toEqual({
      total_users: 4,
      total_sessions: 4,
      total_recommendations: 6,
      total_feedback: 8,
      avg_engagement: 105.56,
    });
    expect(trend).toHaveLength(30);
    expect(trend[0]?.date).toBe("2026-10-03");
    expect(trend[29]?.date).toBe("2026-11-01");
    const active = trend.filter((d) => d.sessions > 0 || d.feedback > 0);
    expect(active).toEqual([
      { date: "2026-10-30", sessions: 1, recommendations: 2, feedback: 2, engagement_rate: 150 },
      { date: "2026-10-31", sessions: 1, recommendations: 0, feedback: 2, engagement_rate: null },
      { date: "2026-11-01", sessions: 1, recommendations: 3, feedback: 3, engagement_rate: 66.67 },
    ]);
    expect(trend[0]).toEqual({
      date: "2026-10-03",
      sessions: 0,
      recommendations: 0,
      feedback: 0,
      engagement_rate: null,
    });
  });

  it("ranks top recommendations by weighted engagement, grouped by title", async () => {
    const { app, adminHeaders } = await fixture();
    const res = await app.inject({ method: "GET", url: "/api/admin/analytics", headers: adminHeaders });
    const top = ZAnalyticsResponse.parse(res.json()).top_recommendations;
    expect(top.source).toBe("engagement");
    expect(top.limit).toBe(10);
    expect(top.items.map((i) => [i.title, i.engagement_score])).toEqual([
      ["Alpha", 8.5],
      ["Beta", 2.5],
      ["Unknown Film", 1.5],
    ]);
    expect(top.items[0]).toEqual({
      media_id: "alpha-2001",
      title: "Alpha",
      year: 2001,
      type: "movie",
      poster_url: "/posters/alpha-2001.svg",
      rating: 7.5,
      times_recommended: 2,
      avg_match_score: 87.5,
      engagement_score: 8.5,
      feedback_count: 4,
      breakdown: { clicked: 1, added_to_watchlist: 1, rated: 1, trailer_played: 0, streaming_clicked: 1 },
      last_recommended_at: "2026-11-01T08:00:01.000Z",
    });
    // Beta was imported without a poster: it gets the catalogue's generated one
    expect(top.items[1]).toMatchObject({
      media_id: "beta-2010",
      poster_url: "/posters/beta-2010.svg",
      times_recommended: 2,
      avg_match_score: 77.5,
    });
    expect(top.items[2]).toMatchObject({
      media_id: null,
      title: "Unknown Film",
      year: 2020,
      type: null,
      rating: null,
      times_recommended: 1,
      avg_match_score: 60,
      breakdown: { ...ZERO_BREAKDOWN, trailer_played: 1 },
    });

    const limited = await app.inject({
      method: "GET",
      url: "/api/admin/analytics?top_limit=2",
      headers: adminHeaders,
    });
    expect(limited.json().top_recommendations.items.map((i: { title: string }) => i.title)).toEqual(["Alpha", "Beta"]);
  });

  it("reports the services with the most offerings, their offer types and link clicks", async () => {
    const { app, adminHeaders } = await fixture();
    const res = await app.inject({ method: "GET", url: "/api/admin/analytics", headers: adminHeaders });
    expect(ZAnalyticsResponse.parse(res.json()).streaming_performance).toEqual([
      {
        service: "apple tv store",
        display_name: "Apple TV Store",
        color: "#a2aaad",
        total_offerings: 3,
        subscription: 0,
        free: 0,
        rent: 2,
        buy: 1,
        clicks: 1,
      },
      {
        service: "netflix",
        display_name: "Netflix",
        color: "#e50914",
        total_offerings: 2,
        subscription: 2,
        free: 0,
        rent: 0,
        buy: 0,
        clicks: 1,
      },
      {
        service: "tubi tv",
        display_name: "tubi tv",
        color: null,
        total_offerings: 1,
        subscription: 0,
        free: 1,
        rent: 0,
        buy: 0,
        clicks: 0,
      },
    ]);
  });

  it("lists the latest sessions with processing time in seconds", async () => {
    const { app, adminHeaders, world } = await fixture();
    const res = await app.inject({ method: "GET", url: "/api/admin/analytics", headers: adminHeaders });
    const sessions = ZAnalyticsResponse.parse(res.json()).user_metrics.sessions;
    expect(sessions.map((s) => [s.mood, s.user_name, s.processing_time_seconds, s.recommendation_count])).toEqual([
      ["cozy rainy day", "Ada Lovelace", 1.2, 3],
      ["something funny", "Ben Walker", null, 0],
      ["tense thriller", "Ada Lovelace", 2.1, 2],
      ["epic", "Ben Walker", 0.9, 1],
    ]);
    expect(sessions[1]).toMatchObject({
      id: world.sessions.s3,
      user_id: world.ben.id,
      user_email: world.ben.email,
      ai_provider: "llm",
      status: "error",
      request_timestamp: "2026-10-31T10:00:00.000Z",
    });
  });

  it("summarises user activity: counts, recent lists and the daily summary", async () => {
    const { app, adminHeaders, world } = await fixture();
    const res = await app.inject({ method: "GET", url: "/api/admin/analytics", headers: adminHeaders });
    const ua = ZAnalyticsResponse.parse(res.json()).user_activity;
    expect([ua.total_users, ua.users_with_media, ua.users_with_recommendations, ua.users_with_feedback]).toEqual([
      4, 2, 2, 2,
    ]);
    expect(ua.recent_profiles).toEqual([
      {
        user_id: world.ben.id,
        full_name: "Ben Walker",
        username: "ben_w",
        email: world.ben.email,
        streaming_services: [],
        created_at: "2026-10-25T10:00:00.000Z",
        updated_at: "2026-10-25T10:00:00.000Z",
      },
      {
        user_id: world.ada.id,
        full_name: "Ada Lovelace",
        username: "ada",
        email: world.ada.email,
        streaming_services: ["netflix", "hulu"],
        created_at: "2026-10-20T10:00:00.000Z",
        updated_at: "2026-10-20T10:00:00.000Z",
      },
    ]);
    expect(ua.recent_media.map((m) => [m.user_name, m.title, m.type, m.status, m.user_rating, m.updated_at])).toEqual([
      ["Ada Lovelace", "Alpha", "movie", "want_to_watch", null, "2026-11-01T09:05:00.000Z"],
      ["Ada Lovelace", "Beta", "tv", null, 8, "2026-10-30T21:10:00.000Z"],
      ["Ben Walker", "Gamma", "movie", null, 3, "2026-10-15T12:00:00.000Z"],
    ]);
    expect(ua.recent_recommendations).toEqual([
      {
        user_id: world.ada.id,
        user_name: "Ada Lovelace",
        sessions: 2,
        recommendations: 5,
        last_mood: "cozy rainy day",
        last_request_at: "2026-11-01T08:00:00.000Z",
      },
      {
        user_id: world.ben.id,
        user_name: "Ben Walker",
        sessions: 2,
        recommendations: 1,
        last_mood: "something funny",
        last_request_at: "2026-10-31T10:00:00.000Z",
      },
    ]);
    expect(ua.daily).toHaveLength(30);
    expect(ua.daily[0]?.date).toBe("2026-11-01");
    expect(ua.daily[29]?.date).toBe("2026-10-03");
    const zero = { new_users: 0, media_updates: 0, ratings: 0, sessions: 0, feedback: 0, active_users: 0 };
    const nonEmpty = ua.daily.filter((d) => Object.values(d).some((v) => typeof v === "number" && v > 0));
    expect(nonEmpty).toEqual([
      { ...zero, date: "2026-11-01", new_users: 1, media_updates: 1, sessions: 1, feedback: 3, active_users: 1 },
      { ...zero, date: "2026-10-31", sessions: 1, feedback: 2, active_users: 2 },
      { ...zero, date: "2026-10-30", media_updates: 1, ratings: 1, sessions: 1, feedback: 2, active_users: 1 },
      { ...zero, date: "2026-10-25", new_users: 1 },
      { ...zero, date: "2026-10-20", new_users: 1 },
      { ...zero, date: "2026-10-15", media_updates: 1, ratings: 1, active_users: 1 },
    ]);
  });

  it("validates the top limit", async () => {
    const { app, adminHeaders } = await fixture();
    for (const q of ["top_limit=0", "top_limit=51", "top_limit=abc", "top_limit=2.5"]) {
      const res = await app.inject({ method: "GET", url: `/api/admin/analytics?${q}`, headers: adminHeaders });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe("validation");
    }
  });

  it("answers the per-user helpers: feedback summary, trends and engagement insights", async () => {
    const { db, world } = await fixture();
    const summary = await getUserFeedbackSummary(db, world.ada.id);
    expect(summary.map((r) => [r.feedback_type, r.count])).toEqual([
      ["trailer_closed", 2],
      ["added_to_watchlist", 1],
      ["clicked", 1],
      ["rated", 1],
      ["streaming_clicked", 1],
      ["trailer_played", 1],
    ]);
    expect(summary[0]?.last_feedback_at).toBe("2026-11-01T09:06:00.000Z");
    expect(await getUserFeedbackSummary(db, world.cleo.id)).toEqual([]);

    const adaTrend = await getFeedbackTrends(db, world.ada.id, NOW);
    expect(adaTrend.map((r) => [r.date, r.feedback_type, r.count])).toEqual([
      ["2026-10-30", "rated", 1],
      ["2026-10-30", "streaming_clicked", 1],
      ["2026-10-31", "trailer_closed", 1],
      ["2026-10-31", "trailer_played", 1],
      ["2026-11-01", "added_to_watchlist", 1],
      ["2026-11-01", "clicked", 1],
      ["2026-11-01", "trailer_closed", 1],
    ]);
    expect(await getFeedbackTrends(db, null, NOW, 30)).toEqual(adaTrend);
    const ninety = await getFeedbackTrends(db, null, NOW, 90);
    expect(ninety[0]).toEqual({ date: "2026-09-01", feedback_type: "streaming_clicked", count: 1 });
    expect(ninety).toHaveLength(8);
    expect((await getFeedbackTrends(db, world.ada.id, NOW, 1)).map((r) => r.feedback_type)).toEqual([
      "added_to_watchlist",
      "clicked",
      "trailer_closed",
    ]);
    expect(await getFeedbackTrends(db, world.ada.id, NOW, 0)).toEqual([]);

    expect(await getUserEngagementInsights(db, world.ada.id)).toEqual({
      total_recommendations: 5,
      total_feedback: 7,
      avg_engagement_rate: 108.34,
    });
    expect(await getUserEngagementInsights(db, world.ben.id)).toEqual({
      total_recommendations: 1,
      total_feedback: 1,
      avg_engagement_rate: 100,
    });
    expect(await getUserEngagementInsights(db, world.cleo.id)).toEqual({
      total_recommendations: 0,
      total_feedback: 0,
      avg_engagement_rate: 0,
    });
  });

  it("serves one person's insights with their latest sessions", async () => {
    const { app, adminHeaders, world } = await fixture();
    const res = await app.inject({
      method: "GET",
      url: `/api/admin/users/${world.ada.id}/insights`,
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    const body = ZUserInsightsResponse.parse(res.json());
    expect(body.user).toEqual({ id: world.ada.id, email: world.ada.email, full_name: "Ada Lovelace" });
    expect(body.engagement).toEqual({ total_recommendations: 5, total_feedback: 7, avg_engagement_rate: 108.34 });
    expect(body.feedback_summary).toHaveLength(6);
    expect(body.feedback_trends).toHaveLength(7);
    expect(body.sessions.map((s) => s.mood)).toEqual(["cozy rainy day", "tense thriller"]);

    const missing = await app.inject({
      method: "GET",
      url: "/api/admin/users/00000000-0000-4000-8000-000000000000/insights",
      headers: adminHeaders,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({ method: "GET", url: "/api/admin/users/not-a-uuid/insights", headers: adminHeaders });
    expect(bad.statusCode).toBe(400);
  });
});
