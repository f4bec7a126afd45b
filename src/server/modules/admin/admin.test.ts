import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { ZAnalyticsResponse, ZUserInsightsResponse } from "../../../shared/contracts/admin";
import type { Db, Queryable } from "../../db/client";
import { firstRow } from "../../db/rows";
import { createUser, sessionHeaders } from "../../test/factories";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import {
  dayWindow,
  getFeedbackTrends,
  getUserEngagementInsights,
  getUserFeedbackSummary,
  secondsOneDecimal,
  topRecommendations,
} from "./service";

const NOW = new Date("2026-11-01T12:00:00Z");
const ADMIN = "admin@moodreel.test";
const t = (s: string) => new Date(s);

async function insertMedia(db: Queryable) {
  await db.query(
    `INSERT INTO media_items (id, title, type, year, rating, poster_url) VALUES
       ('alpha-2001', 'Alpha', 'movie', 2001, 7.5, '/posters/alpha-2001.svg'),
       ('beta-2010', 'Beta', 'tv', 2010, 8.1, '/posters/beta-2010.svg'),
       ('gamma-1999', 'Gamma', 'movie', 1999, 6.4, NULL)`,
  );
}

async function insertSession(
  db: Queryable,
  s: { user: string; at: string; mood: string; provider?: string; status?: string; ms: number | null; count: number },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO recommendation_sessions (user_id, request_timestamp, mood, ai_provider, status, processing_time_ms,
       recommendation_count) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [s.user, t(s.at), s.mood, s.provider ?? "engine", s.status ?? "success", s.ms, s.count],
  );
  return firstRow(rows, "the new session").id;
}

async function insertRec(
  db: Queryable,
  r: {
    session: string;
    media: string | null;
    title: string;
    year: number | null;
    position: number;
    match: number;
    at: string;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO individual_recommendations (session_id, media_id, position, title, year, reason, match_score, created_at)
     VALUES ($1, $2, $3, $4, $5, 'Because.', $6, $7) RETURNING id`,
    [r.session, r.media, r.position, r.title, r.year, r.match, t(r.at)],
  );
  return firstRow(rows, "the new recommendation").id;
}

async function insertFeedback(db: Queryable, rec: string, user: string, type: string, at: string, value?: unknown) {
  await db.query(
    `INSERT INTO recommendation_feedback (recommendation_id, user_id, feedback_type, feedback_value, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [rec, user, type, value === undefined ? null : JSON.stringify(value), t(at)],
  );
}

/**
 * The small world every expectation below is computed by hand from (now = 2026-11-01 12:00 UTC; the
 * 30-day window is 2026-10-03 … 2026-11-01):
 *
 * users: admin (created 2026-01-01), Ada (2026-10-20), Ben (2026-10-25), Cleo (2026-11-01, no activity)
 * S1 Ada 11-01 08:00 "cozy rainy day" 1234 ms, 3 recs: r11 Alpha 90, r12 Beta 80, r13 Gamma 70
 * S2 Ada 10-30 20:00 "tense thriller" 2050 ms, 2 recs: r21 Alpha 85, r22 "Unknown Film" 2020 (no catalogue id) 60
 * S3 Ben 10-31 10:00 "something funny" llm, error, no time, 0 recs
 * S4 Ben 09-01 12:00 "epic" 900 ms, 1 rec: r41 Beta 75
 * feedback: r11 clicked, added_to_watchlist, trailer_closed (Ada, 11-01); r21 streaming_clicked netflix, rated
 *   (Ada, 10-30); r22 trailer_played, trailer_closed (Ada, 10-31); r41 streaming_clicked "Apple TV Store" (Ben, 09-01)
 * session rates: S1 2/3 = 66.67, S2 3/2 = 150, S4 1/1 = 100 (S3 has no recommendations) → mean 105.56
 */
async function buildFixture(db: Queryable) {
  await insertMedia(db);
  const admin = await createUser(db, { email: ADMIN, full_name: "Admin" });
  const ada = await createUser(db, { full_name: "Ada Lovelace" });
  const ben = await createUser(db, { full_name: "Ben Walker" });
  const cleo = await createUser(db, { full_name: "Cleo" });
  const created: [string, string][] = [
    [admin.id, "2026-01-01T00:00:00Z"],
    [ada.id, "2026-10-20T10:00:00Z"],
    [ben.id, "2026-10-25T10:00:00Z"],
    [cleo.id, "2026-11-01T07:00:00Z"],
  ];
  for (const [id, at] of created) await db.query("UPDATE users SET created_at = $2 WHERE id = $1", [id, t(at)]);
  await db.query(
    `INSERT INTO profiles (id, username, full_name, email, streaming_services, created_at, updated_at) VALUES
       ($1, 'ada', 'Ada Lovelace', $2, '{netflix,hulu}', $5, $5),
       ($3, 'ben_w', NULL, $4, '{}', $6, $6)`,
    [ada.id, ada.email, ben.id, ben.email, t("2026-10-20T10:00:00Z"), t("2026-10-25T10:00:00Z")],
  );
  await db.query(
    `INSERT INTO user_media (user_id, media_id, status, user_rating, rated_at, updated_at) VALUES
       ($1, 'alpha-2001', 'want_to_watch', NULL, NULL, $3),
       ($1, 'beta-2010', NULL, 8, $4, $4),
       ($2, 'gamma-1999', NULL, 3, NULL, $5)`,
    [ada.id, ben.id, t("2026-11-01T09:05:00Z"), t("2026-10-30T21:10:00Z"), t("2026-10-15T12:00:00Z")],
  );
  await db.query(
    `INSERT INTO streaming_services (name, display_name, kind, color, homepage) VALUES
       ('netflix', 'Netflix', 'subscription', '#e50914', 'https://www.netflix.com'),
       ('apple tv store', 'Apple TV Store', 'store', '#a2aaad', 'https://tv.apple.com')`,
  );
  await db.query(
    `INSERT INTO media_streaming_options (media_id, source_name, offer_type, price) VALUES
       ('alpha-2001', 'netflix', 'subscription', NULL), ('beta-2010', 'netflix', 'subscription', NULL),
       ('alpha-2001', 'apple tv store', 'rent', 3.99), ('alpha-2001', 'apple tv store', 'buy', 9.99),
       ('gamma-1999', 'apple tv store', 'rent', 2.99), ('gamma-1999', 'tubi tv', 'free', NULL)`,
  );
  const s1 = await insertSession(db, {
    user: ada.id,
    at: "2026-11-01T08:00:00Z",
    mood: "cozy rainy day",
    ms: 1234,
    count: 3,
  });
  const s2 = await insertSession(db, {
    user: ada.id,
    at: "2026-10-30T20:00:00Z",
    mood: "tense thriller",
    ms: 2050,
    count: 2,
  });
  const s3 = await insertSession(db, {
    user: ben.id,
    at: "2026-10-31T10:00:00Z",
    mood: "something funny",
    provider: "llm",
    status: "error",
    ms: null,
    count: 0,
  });
  const s4 = await insertSession(db, { user: ben.id, at: "2026-09-01T12:00:00Z", mood: "epic", ms: 900, count: 1 });
  const at1 = "2026-11-01T08:00:01Z";
  const r11 = await insertRec(db, {
    session: s1,
    media: "alpha-2001",
    title: "Alpha",
    year: 2001,
    position: 1,
    match: 90,
    at: at1,
  });
  await insertRec(db, { session: s1, media: "beta-2010", title: "Beta", year: 2010, position: 2, match: 80, at: at1 });
  await insertRec(db, {
    session: s1,
    media: "gamma-1999",
    title: "Gamma",
    year: 1999,
    position: 3,
    match: 70,
    at: at1,
  });
  const at2 = "2026-10-30T20:00:01Z";
  const r21 = await insertRec(db, {
    session: s2,
    media: "alpha-2001",
    title: "Alpha",
    year: 2001,
    position: 1,
    match: 85,
    at: at2,
  });
  const r22 = await insertRec(db, {
    session: s2,
    media: null,
    title: "Unknown Film",
    year: 2020,
    position: 2,
    match: 60,
    at: at2,
  });
  const r41 = await insertRec(db, {
    session: s4,
    media: "beta-2010",
    title: "Beta",
    year: 2010,
    position: 1,
    match: 75,
    at: "2026-09-01T12:00:01Z",
  });
  await insertFeedback(db, r11, ada.id, "clicked", "2026-11-01T09:00:00Z", { source: "mobile_card" });
  await insertFeedback(db, r11, ada.id, "added_to_watchlist", "2026-11-01T09:05:00Z");
  await insertFeedback(db, r11, ada.id, "trailer_closed", "2026-11-01T09:06:00Z");
  await insertFeedback(db, r21, ada.id, "streaming_clicked", "2026-10-30T21:00:00Z", { service: "netflix" });
  await insertFeedback(db, r21, ada.id, "rated", "2026-10-30T21:10:00Z", { rating: 8 });
  await insertFeedback(db, r22, ada.id, "trailer_played", "2026-10-31T08:00:00Z");
  await insertFeedback(db, r22, ada.id, "trailer_closed", "2026-10-31T08:05:00Z");
  await insertFeedback(db, r41, ben.id, "streaming_clicked", "2026-09-01T12:30:00Z", { service: "Apple TV Store" });
  return { admin, ada, ben, cleo, sessions: { s1, s2, s3, s4 } };
}

const ZERO_BREAKDOWN = { clicked: 0, added_to_watchlist: 0, rated: 0, trailer_played: 0, streaming_clicked: 0 };

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
    expect(top.items[1]).toMatchObject({ media_id: "beta-2010", times_recommended: 2, avg_match_score: 77.5 });
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

const KINDS = [
  "clicked",
  "trailer_played",
  "trailer_closed",
  "added_to_watchlist",
  "removed_from_watchlist",
  "rated",
  "rating_removed",
  "streaming_clicked",
];
const COUNTS = KINDS.map((k) => `count(*) FILTER (WHERE f.feedback_type = '${k}')::int AS ${k}`).join(", ");
const NON_ZERO = `${KINDS.join(" + ")} > 0`;

/** The counters as the triggers keep them, and as computed from scratch: they must always agree. */
async function rollups(db: Queryable) {
  const kept = {
    sessions: (
      await db.query(`SELECT session_id, ${KINDS.join(", ")} FROM admin_session_feedback WHERE ${NON_ZERO} ORDER BY 1`)
    ).rows,
    titles: (
      await db.query(`SELECT title_key, ${KINDS.join(", ")} FROM admin_title_feedback WHERE ${NON_ZERO} ORDER BY 1`)
    ).rows,
  };
  const fresh = {
    sessions: (
      await db.query(
        `SELECT r.session_id, ${COUNTS} FROM recommendation_feedback f
         JOIN individual_recommendations r ON r.id = f.recommendation_id GROUP BY 1 ORDER BY 1`,
      )
    ).rows,
    titles: (
      await db.query(
        `SELECT coalesce(r.media_id, 't:' || r.title || ':' || coalesce(r.year::text, '')) AS title_key, ${COUNTS}
         FROM recommendation_feedback f JOIN individual_recommendations r ON r.id = f.recommendation_id
         GROUP BY 1 ORDER BY 1`,
      )
    ).rows,
  };
  return { kept, fresh };
}

describe.each(DATABASES)("admin feedback counters on %s", (kind) => {
  it("stay equal to the feedback through inserts, deletes, moved titles and cascades", async () => {
    const { db } = await createTestApp(kind);
    const world = await buildFixture(db);
    const check = async (step: string) => {
      const { kept, fresh } = await rollups(db);
      expect(kept, step).toEqual(fresh);
      return kept;
    };
    const first = await check("after the fixture");
    expect(first.titles.map((t) => t.title_key)).toEqual(["alpha-2001", "beta-2010", "t:Unknown Film:2020"]);
    expect(first.sessions).toHaveLength(3);

    await db.query("DELETE FROM recommendation_feedback WHERE feedback_type = 'clicked'");
    await check("after deleting feedback");
    await db.query("UPDATE recommendation_feedback SET feedback_type = 'rated' WHERE feedback_type = 'trailer_closed'");
    await check("after changing a feedback kind");
    // A catalogue title that goes away leaves its recommendations without an id (ON DELETE SET NULL).
    await db.query("DELETE FROM media_items WHERE id = 'alpha-2001'");
    const moved = await check("after a title lost its catalogue id");
    expect(moved.titles.map((t) => t.title_key)).toContain("t:Alpha:2001");
    await db.query("DELETE FROM recommendation_sessions WHERE id = $1", [world.sessions.s2]);
    await check("after deleting a session");
    await db.query("DELETE FROM users WHERE id = $1", [world.ben.id]);
    await check("after deleting a user");
    await db.query("DELETE FROM users WHERE id = $1", [world.ada.id]);
    const last = await check("after deleting everyone with feedback");
    expect(last).toEqual({ sessions: [], titles: [] });
  });

  it("are filled from the feedback that existed before the migration", async () => {
    const { db } = await createTestApp(kind);
    await buildFixture(db);
    const sql = readFileSync(new URL("../../db/migrations/005_admin_analytics.sql", import.meta.url), "utf8");
    const backfill = sql.slice(
      sql.indexOf("-- Counters for the feedback that exists already."),
      sql.indexOf("-- Indexes"),
    );
    expect(backfill).toContain("INSERT INTO admin_title_feedback");
    await db.exec("DELETE FROM admin_session_feedback; DELETE FROM admin_title_feedback;");
    await db.exec(backfill);
    const { kept, fresh } = await rollups(db);
    expect(kept).toEqual(fresh);
    expect(kept.titles).toHaveLength(3);
  });
});

describe.each(DATABASES)("admin analytics edge cases on %s", (kind) => {
  it("answers an empty database with zeros and complete day lists", async () => {
    const { app, db, config } = await createTestApp(kind, { config: { adminEmails: [ADMIN] }, clock: testClock(NOW) });
    const admin = await createUser(db, { email: ADMIN });
    await db.query("UPDATE users SET created_at = $2 WHERE id = $1", [admin.id, t("2026-01-01T00:00:00Z")]);
    const res = await app.inject({
      method: "GET",
      url: "/api/admin/analytics",
      headers: await sessionHeaders(db, config, admin, NOW),
    });
    expect(res.statusCode).toBe(200);
    const body = ZAnalyticsResponse.parse(res.json());
    expect(body.overview).toMatchObject({
      total_users: 1,
      total_sessions: 0,
      total_recommendations: 0,
      total_feedback: 0,
      avg_engagement: 0,
    });
    expect(body.overview.trend).toHaveLength(30);
    expect(body.top_recommendations).toEqual({ source: "recent", limit: 10, items: [] });
    expect(body.streaming_performance).toEqual([]);
    expect(body.user_metrics.sessions).toEqual([]);
    expect(body.user_activity).toMatchObject({
      total_users: 1,
      users_with_media: 0,
      users_with_recommendations: 0,
      users_with_feedback: 0,
      recent_profiles: [],
      recent_media: [],
      recent_recommendations: [],
    });
    expect(body.user_activity.daily.every((d) => d.active_users === 0 && d.sessions === 0)).toBe(true);
  });

  it("falls back to the most recent recommendations by match score when nobody gave feedback", async () => {
    const { db } = await createTestApp(kind);
    await insertMedia(db);
    const u = await createUser(db);
    const old = await insertSession(db, { user: u.id, at: "2026-10-01T10:00:00Z", mood: "old", ms: 100, count: 1 });
    const recent = await insertSession(db, { user: u.id, at: "2026-11-01T09:00:00Z", mood: "new", ms: 100, count: 2 });
    await insertRec(db, {
      session: old,
      media: "gamma-1999",
      title: "Gamma",
      year: 1999,
      position: 1,
      match: 99,
      at: "2026-10-01T10:00:00Z",
    });
    await insertRec(db, {
      session: recent,
      media: "beta-2010",
      title: "Beta",
      year: 2010,
      position: 1,
      match: 95,
      at: "2026-11-01T09:00:00Z",
    });
    await insertRec(db, {
      session: recent,
      media: "alpha-2001",
      title: "Alpha",
      year: 2001,
      position: 2,
      match: 70,
      at: "2026-11-01T10:00:00Z",
    });
    // A feedback kind without weight is no engagement: the fallback still applies.
    const { rows } = await db.query<{ id: string }>("SELECT id FROM individual_recommendations WHERE title = 'Alpha'");
    await insertFeedback(
      db,
      firstRow(rows, "Alpha's recommendation").id,
      u.id,
      "trailer_closed",
      "2026-11-01T10:05:00Z",
    );

    // limit 1 fetches the 2 most recent (Alpha 70, Beta 95) and keeps the best match
    const one = await topRecommendations(db, 1);
    expect(one.source).toBe("recent");
    expect(one.items.map((i) => [i.title, i.engagement_score, i.breakdown])).toEqual([["Beta", 0, ZERO_BREAKDOWN]]);
    // limit 2 fetches 4: all three, by match score
    const two = await topRecommendations(db, 2);
    expect(two.items.map((i) => i.title)).toEqual(["Gamma", "Beta"]);
    expect(two.items[0]).toMatchObject({ times_recommended: 1, avg_match_score: 99, feedback_count: 0 });
  });
});

describe("admin analytics helpers", () => {
  it("windows days in UTC, ending today", () => {
    const w = dayWindow(new Date("2026-03-01T23:30:00Z"), 3);
    expect(w.days).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(w.from.toISOString()).toBe("2026-02-27T00:00:00.000Z");
    expect(w.to.toISOString()).toBe("2026-03-02T00:00:00.000Z");
  });

  it("shows processing time in seconds with one decimal", () => {
    expect(secondsOneDecimal(1234)).toBe(1.2);
    expect(secondsOneDecimal(2050)).toBe(2.1);
    expect(secondsOneDecimal(49)).toBe(0);
    expect(secondsOneDecimal(null)).toBeNull();
  });

  it("returns an empty list or null when a helper fails, and logs it", async () => {
    const broken: Db = {
      kind: "pglite",
      query: () => Promise.reject(new Error("connection lost")),
      exec: () => Promise.reject(new Error("connection lost")),
      transaction: () => Promise.reject(new Error("connection lost")),
      withAdvisoryLock: () => Promise.reject(new Error("connection lost")),
      close: async () => {},
    };
    const log = vi.fn();
    const id = "00000000-0000-4000-8000-000000000001";
    expect(await getUserFeedbackSummary(broken, id, log)).toEqual([]);
    expect(await getFeedbackTrends(broken, id, NOW, 30, log)).toEqual([]);
    expect(await getFeedbackTrends(broken, null, NOW, 30, log)).toEqual([]);
    expect(await getUserEngagementInsights(broken, id, log)).toBeNull();
    expect(log.mock.calls.map((c) => c[1])).toEqual([
      "get_user_feedback_summary",
      "get_feedback_trends",
      "get_feedback_trends",
      "get_user_engagement_insights",
    ]);
  });
});
