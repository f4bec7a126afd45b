import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEngineTitles } from "../bench/load-catalogue";
import type { EngineTitle } from "../src/recommender/types";
import { createPgliteDb, type Db } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed";
import { getAnalytics } from "../src/server/modules/admin/service";
import { verifyPassword } from "../src/server/modules/auth/password";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, type DemoResult, main, seedDemo } from "./seed-demo";
import { DEMO_PERSONAS } from "./seed-demo-personas";
import { affinity } from "./seed-demo-taste";

const NOW = new Date("2026-11-01T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
let db: Db;
let first: DemoResult;

beforeAll(async () => {
  db = await createPgliteDb();
  await migrate(db);
  await seedCatalogue(db);
  first = await seedDemo(db, { now: NOW });
}, 300_000);
afterAll(async () => {
  await db?.close();
});

const count = async (sql: string, params: unknown[] = []): Promise<number> => {
  const {
    rows: [row],
  } = await db.query<{ n: number }>(sql, params);
  if (!row) throw new Error(`no count row from ${sql}`);
  return row.n;
};

describe("seed:demo", () => {
  it("creates a few dozen verified people with names, services and profiles", async () => {
    expect(first.skipped).toBe(false);
    expect(first.users).toBe(DEMO_PERSONAS.length);
    expect(first.users).toBeGreaterThanOrEqual(24);
    const users = await db.query<{ email: string; full_name: string; confirmed: boolean; services: string[] }>(
      `SELECT u.email, u.full_name, u.email_confirmed_at IS NOT NULL AS confirmed, p.streaming_services AS services
       FROM users u JOIN profiles p ON p.id = u.id WHERE u.email LIKE $1`,
      [`%@${DEMO_EMAIL_DOMAIN}`],
    );
    expect(users.rows).toHaveLength(DEMO_PERSONAS.length);
    for (const u of users.rows) {
      expect(u.confirmed, u.email).toBe(true);
      expect(u.full_name).toMatch(/^\S+ \S+/);
      expect(u.services.length).toBeGreaterThan(0);
    }
  });

  it("gives every demo person a password they can sign in with", async () => {
    const { rows } = await db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email LIKE $1 LIMIT 1",
      [`%@${DEMO_EMAIL_DOMAIN}`],
    );
    const [demoUser] = rows;
    if (!demoUser) throw new Error("expected a demo user");
    await expect(verifyPassword(DEMO_PASSWORD, demoUser.password_hash)).resolves.toBe(true);
    await expect(verifyPassword("wrong-password-1", demoUser.password_hash)).resolves.toBe(false);
  }, 30_000);

  it("rates titles that fit each person's taste higher than the ones they avoid", async () => {
    const titles = new Map<string, EngineTitle>(loadEngineTitles().map((t) => [t.id, t]));
    let fits = 0;
    for (const p of DEMO_PERSONAS) {
      const { rows } = await db.query<{ media_id: string; user_rating: number }>(
        `SELECT um.media_id, um.user_rating FROM user_media um JOIN users u ON u.id = um.user_id
         WHERE u.full_name = $1 AND um.user_rating IS NOT NULL`,
        [p.name],
      );
      expect(rows.length, p.name).toBeGreaterThanOrEqual(5);
      const liked = rows.filter((r) => affinity(p, titles.get(r.media_id)!) > 0).map((r) => r.user_rating);
      const avoided = rows.filter((r) => affinity(p, titles.get(r.media_id)!) < 0).map((r) => r.user_rating);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      if (liked.length && avoided.length && mean(liked) > mean(avoided)) fits++;
    }
    // nearly everyone: a few may have rated no avoided title at all
    expect(fits).toBeGreaterThanOrEqual(DEMO_PERSONAS.length * 0.8);
    const listed = await count(
      "SELECT count(*)::int AS n FROM user_media WHERE status = 'want_to_watch' AND user_id IN (SELECT id FROM users WHERE email LIKE $1)",
      [`%@${DEMO_EMAIL_DOMAIN}`],
    );
    expect(listed).toBeGreaterThanOrEqual(DEMO_PERSONAS.length);
  });

  it("records engine sessions with varied moods over the last 30 days, picks from the catalogue", async () => {
    const sessions = await db.query<{ mood: string; at: Date; n: number; status: string; provider: string }>(
      `SELECT mood, request_timestamp AS at, recommendation_count AS n, status, ai_provider AS provider
       FROM recommendation_sessions`,
    );
    expect(sessions.rows.length).toBe(first.sessions);
    expect(first.sessions).toBeGreaterThanOrEqual(DEMO_PERSONAS.length * 2);
    expect(new Set(sessions.rows.map((s) => s.mood)).size).toBeGreaterThanOrEqual(40);
    for (const s of sessions.rows) {
      const at = new Date(s.at).getTime();
      expect(at).toBeGreaterThan(NOW.getTime() - 31 * DAY_MS);
      expect(at).toBeLessThanOrEqual(NOW.getTime());
      expect(s.status).toBe("success");
      expect(s.provider).toBe("moodreel-local");
      expect(s.n).toBeGreaterThanOrEqual(5);
    }
    const days = new Set(sessions.rows.map((s) => new Date(s.at).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(20);
    // every pick is a catalogue title, and the stored count matches the rows
    await expect(
      count("SELECT count(*)::int AS n FROM individual_recommendations WHERE media_id IS NULL"),
    ).resolves.toBe(0);
    await expect(
      count(`SELECT count(*)::int AS n FROM recommendation_sessions s
             WHERE s.recommendation_count <> (SELECT count(*) FROM individual_recommendations r WHERE r.session_id = s.id)`),
    ).resolves.toBe(0);
  });

  it("logs feedback at plausible rates, by the person the list was made for, after it was made", async () => {
    const recs = first.recommendations;
    const byType = Object.fromEntries(
      (
        await db.query<{ feedback_type: string; n: number }>(
          "SELECT feedback_type, count(*)::int AS n FROM recommendation_feedback GROUP BY 1",
        )
      ).rows.map((r) => [r.feedback_type, r.n]),
    );
    const rate = (t: string) => (byType[t] ?? 0) / recs;
    expect(rate("clicked")).toBeGreaterThan(0.1);
    expect(rate("clicked")).toBeLessThan(0.6);
    for (const t of ["trailer_played", "added_to_watchlist", "rated", "streaming_clicked"]) {
      expect(rate(t), t).toBeGreaterThan(0.005);
      expect(rate(t), t).toBeLessThan(rate("clicked"));
    }
    await expect(
      count(
        `SELECT count(*)::int AS n FROM recommendation_feedback f
             JOIN individual_recommendations r ON r.id = f.recommendation_id
             JOIN recommendation_sessions s ON s.id = r.session_id
             WHERE f.user_id <> s.user_id OR f.created_at < s.request_timestamp OR f.created_at > $1`,
        [NOW],
      ),
    ).resolves.toBe(0);
    await expect(
      count(`SELECT count(*)::int AS n FROM recommendation_feedback
             WHERE feedback_type = 'streaming_clicked' AND NOT (feedback_value ? 'service')`),
    ).resolves.toBe(0);
  });

  it("is idempotent: a second run adds nothing", async () => {
    const before = await count(
      "SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM recommendation_feedback) AS n",
    );
    const again = await seedDemo(db, { now: new Date(NOW.getTime() + DAY_MS) });
    expect(again).toMatchObject({ skipped: true, users: 0, sessions: 0 });
    await expect(
      count("SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM recommendation_feedback) AS n"),
    ).resolves.toBe(before);
  });

  it("fills every tab of the admin dashboard", async () => {
    const a = await getAnalytics(db, NOW, { topLimit: 5 });
    expect(a.overview.total_users).toBe(DEMO_PERSONAS.length);
    expect(a.overview.avg_engagement).toBeGreaterThan(0);
    expect(a.overview.trend.filter((d) => d.sessions > 0).length).toBeGreaterThanOrEqual(15);
    expect(a.top_recommendations.source).toBe("engagement");
    expect(a.top_recommendations.items).toHaveLength(5);
    expect(a.streaming_performance.length).toBe(10);
    expect(a.streaming_performance.some((s) => s.clicks > 0)).toBe(true);
    expect(a.user_metrics.sessions).toHaveLength(10);
    expect(a.user_activity.recent_profiles).toHaveLength(10);
    expect(a.user_activity.recent_media).toHaveLength(10);
    expect(a.user_activity.recent_recommendations).toHaveLength(10);
    expect(a.user_activity.users_with_feedback).toBeGreaterThan(DEMO_PERSONAS.length / 2);
  });

  it("refuses to run in production, before touching any database", async () => {
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => logged.push(args.join(" "));
    try {
      await expect(main({ NODE_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" })).resolves.toBe(
        1,
      );
    } finally {
      console.error = error;
    }
    expect(String(logged[0])).toMatch(/refuses to run with NODE_ENV=production/);
  });
});
