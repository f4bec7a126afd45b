import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { ZAnalyticsResponse } from "../../../shared/contracts/admin";
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
import {
  ADMIN,
  buildFixture,
  insertFeedback,
  insertMedia,
  insertRec,
  insertSession,
  NOW,
  t,
  ZERO_BREAKDOWN,
} from "./test-world";

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
