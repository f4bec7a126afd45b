import pg from "pg";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { createPgDb, type Db } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed";
import { createSession, sessionCookieName } from "../src/server/modules/auth/session";
import { line, time } from "./stats";

const USERS = 10_000;
const SESSIONS = 10_000;
const RECS_PER_SESSION = 10;
const ADMIN = "bench-admin@moodreel.test";

/**
 * The admin analytics call on PostgreSQL with 10,000 users and 100,000 recommendations (plus their
 * feedback, lists and profiles), generated in SQL in a scratch database that is dropped afterwards.
 * PostgreSQL from BENCH_DATABASE_URL, else the local server. Target: p95 ≤ 200 ms.
 */
export async function runAdminBench(runs = 60): Promise<string[]> {
  const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const scratch = `moodreel_admin_bench_${process.pid}`;
  const adminUrl = new URL(base);
  const server = new pg.Client({ connectionString: adminUrl.toString() });
  await server.connect();
  await server.query(`CREATE DATABASE ${scratch}`);
  const url = new URL(base);
  url.pathname = `/${scratch}`;
  const db = createPgDb(url.toString(), { max: 10 });
  try {
    await migrate(db);
    await seedCatalogue(db);
    const genStarted = performance.now();
    await generate(db);
    // What autovacuum does to a table after a bulk load: statistics and the visibility map.
    await db.exec("VACUUM ANALYZE");
    const genMs = performance.now() - genStarted;

    const config = testConfig({ adminEmails: [ADMIN] });
    const app = await buildApp({ config, db, webDir: null });
    await app.ready();
    const {
      rows: [admin],
    } = await db.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [ADMIN]);
    if (!admin) throw new Error(`the generated data has no admin ${ADMIN}`);
    const token = await createSession(db, admin.id, new Date());
    const headers = { cookie: `${sessionCookieName(config)}=${token}` };
    const {
      rows: [s],
    } = await db.query<{ recs: number; feedback: number; media: number }>(
      `SELECT (SELECT count(*) FROM individual_recommendations)::int AS recs,
              (SELECT count(*) FROM recommendation_feedback)::int AS feedback,
              (SELECT count(*) FROM user_media)::int AS media`,
    );
    let bytes = 0;
    const samples = await time(runs, async () => {
      const res = await app.inject({ method: "GET", url: "/api/admin/analytics?top_limit=5", headers });
      if (res.statusCode !== 200) throw new Error(`analytics answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      bytes = res.body.length;
    });
    await app.close();
    if (!s) throw new Error("the size query returned no row");
    return [
      `admin data: ${USERS} users, ${s.recs} recommendations, ${s.feedback} feedback events, ${s.media} list rows (generated in ${(genMs / 1000).toFixed(1)} s)`,
      `${line("admin analytics postgres (10k users, 100k recs)", samples)} body ${(bytes / 1024).toFixed(1)} KiB`,
    ];
  } finally {
    await db.close();
    await server.query(`DROP DATABASE IF EXISTS ${scratch}`);
    await server.end();
  }
}

/** Plausible activity over the last 90 days (random times and picks; rates fixed by the weights below). */
async function generate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT setseed(0.42)");
    await tx.query(
      `INSERT INTO users (email, password_hash, full_name, email_confirmed_at, created_at)
       SELECT CASE WHEN g = 1 THEN $2 ELSE 'bench' || g || '@example.test' END, 'bench:no-password',
              'Bench User ' || g, now(), now() - random() * interval '120 days'
       FROM generate_series(1, $1::int) g`,
      [USERS, ADMIN],
    );
    await tx.query(
      `INSERT INTO profiles (id, username, full_name, email, streaming_services, created_at, updated_at)
       SELECT u.id, 'bench_' || substr(md5(u.email), 1, 10), u.full_name, u.email,
              (ARRAY['netflix', 'hulu', 'max', 'disney+', 'prime video'])[1:1 + (random() * 4)::int],
              u.created_at, u.created_at + random() * (now() - u.created_at)
       FROM users u`,
    );
    // About 10 list rows per person, from the real catalogue.
    await tx.query(
      `WITH m AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM media_items),
       u AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users)
       INSERT INTO user_media (user_id, media_id, status, user_rating, rated_at, updated_at)
       SELECT u.id, m.ids[1 + ((u.rn * 37 + k * 101) % m.n)],
              CASE WHEN k % 3 = 0 THEN 'want_to_watch' END,
              CASE WHEN k % 3 <> 0 THEN 1 + (random() * 9)::int END,
              CASE WHEN k % 3 <> 0 THEN t END, t
       FROM u, m, generate_series(1, 10) k, LATERAL (SELECT now() - random() * interval '90 days' AS t) ts
       ON CONFLICT (user_id, media_id) DO NOTHING`,
    );
    await tx.query(
      `WITH u AS (SELECT array_agg(id) AS ids FROM users)
       INSERT INTO recommendation_sessions (user_id, request_timestamp, mood, ai_provider, status, processing_time_ms,
         recommendation_count)
       SELECT u.ids[1 + (random() * (array_length(u.ids, 1) - 1))::int], now() - random() * interval '90 days',
              (ARRAY['cozy rainy day', 'mind-bending sci-fi', 'something funny', 'a good cry', 'tense thriller'])
                [1 + (g % 5)],
              CASE WHEN g % 7 = 0 THEN 'llm' ELSE 'engine' END, 'success', 200 + (random() * 2500)::int, $2
       FROM u, generate_series(1, $1::int) g`,
      [SESSIONS, RECS_PER_SESSION],
    );
    await tx.query(
      `WITH m AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(title ORDER BY id) AS titles,
                         array_agg(year ORDER BY id) AS years, count(*)::int AS n FROM media_items),
       s AS (SELECT id, request_timestamp, row_number() OVER (ORDER BY id) AS rn FROM recommendation_sessions)
       INSERT INTO individual_recommendations (session_id, media_id, position, title, year, reason, match_score,
         created_at)
       SELECT s.id, m.ids[i], p, m.titles[i], m.years[i], 'A fitting pick.', 98 - p * 3 - (random() * 10)::int,
              s.request_timestamp
       FROM s, m, generate_series(1, $1::int) p,
            LATERAL (SELECT 1 + ((s.rn * 53 + p * 211) % m.n)::int AS i) pick`,
      [RECS_PER_SESSION],
    );
    // Feedback at plausible rates: a third clicked, fewer trailers, saves, ratings and service clicks.
    await tx.query(
      `WITH svc AS (SELECT array_agg(DISTINCT source_name) AS names FROM media_streaming_options)
       INSERT INTO recommendation_feedback (recommendation_id, user_id, feedback_type, feedback_value, created_at)
       SELECT r.id, s.user_id, k.type,
              CASE WHEN k.type = 'streaming_clicked'
                   THEN jsonb_build_object('service', svc.names[1 + (random() * (array_length(svc.names, 1) - 1))::int])
                   WHEN k.type = 'rated' THEN jsonb_build_object('rating', 1 + (random() * 9)::int)
              END,
              r.created_at + random() * interval '2 hours'
       FROM individual_recommendations r
       JOIN recommendation_sessions s ON s.id = r.session_id
       CROSS JOIN svc
       CROSS JOIN (VALUES ('clicked', 0.33), ('trailer_played', 0.12), ('trailer_closed', 0.10),
                          ('added_to_watchlist', 0.08), ('removed_from_watchlist', 0.01), ('rated', 0.05),
                          ('rating_removed', 0.005), ('streaming_clicked', 0.06)) AS k(type, p)
       -- a per-row draw (a bare random() here would be evaluated once per feedback kind)
       WHERE abs(hashtext(r.id::text || k.type)) % 10000 < k.p * 10000`,
    );
  });
}
