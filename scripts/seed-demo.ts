/**
 * npm run seed:demo: demo activity so the app and the admin dashboard look alive.
 *
 * A few dozen verified demo people (plausible names, streaming services, ratings and watch lists that
 * fit their taste, all from the catalogue in media_items), recommendation sessions answered by the real
 * mood engine with varied moods, and feedback events at plausible rates, spread over the last 30 days.
 * Idempotent (a second run adds nothing), deterministic (seeded), one transaction (all or nothing).
 * Refuses to run when NODE_ENV=production. Uses the server's database: DATABASE_URL, else the embedded
 * one under DATA_DIR (stop the server first then: the embedded database has one process at a time).
 */
import { pathToFileURL } from "node:url";
import { recommend } from "../src/recommender/engine";
import type { TasteItem } from "../src/recommender/types";
import { loadConfig } from "../src/server/config";
import { type Db, openDatabase } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed";
import { hashPassword } from "../src/server/modules/auth/password";
import { RECOMMENDATIONS_PER_REQUEST } from "../src/shared/contracts/recommendations";
import type { FeedbackType } from "../src/shared/engagement";
import { DEMO_PERSONAS } from "./seed-demo-personas";
import { affinity, initialLists, type ListRow, loadDemoCatalogue, prng } from "./seed-demo-taste";

/** Every demo person signs in with this password (README, admin section). */
export const DEMO_PASSWORD = "moodreel-demo-42";
export const DEMO_EMAIL_DOMAIN = "demo.moodreel.test";
/** Bump when the demo changes shape; a database seeded with an older version is left as it is. */
const DEMO_VERSION = "demo-v1";
const PROVIDER = "moodreel-local";
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** "Zoë Ní Bhriain" → "zoe.ni.bhriain": the part of a demo address before the "@". */
const demoLocalPart = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.|\.$/g, "");

export const demoEmail = (name: string) => `${demoLocalPart(name)}@${DEMO_EMAIL_DOMAIN}`;

const username = (name: string) => demoLocalPart(name).replace(/\./g, "_");

interface FeedbackRow {
  rec: number;
  type: FeedbackType;
  value: Record<string, unknown> | null;
  at: Date;
}

export interface DemoResult {
  skipped: boolean;
  users: number;
  sessions: number;
  recommendations: number;
  feedback: number;
  listRows: number;
}

/** Creates the demo activity unless it is there already. */
export async function seedDemo(
  db: Db,
  options: { now?: Date; log?: (msg: string) => void; catalogueDir?: string; passwordHash?: string } = {},
): Promise<DemoResult> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const {
    rows: [done],
  } = await db.query<{ checksum: string }>("SELECT checksum FROM seed_state WHERE name = 'demo'");
  if (done) {
    log(`seed:demo: already done (${done.checksum}); nothing added`);
    return { skipped: true, users: 0, sessions: 0, recommendations: 0, feedback: 0, listRows: 0 };
  }
  const cat = await loadDemoCatalogue(db, options.catalogueDir);
  // One hash for the one shared demo password (scrypt is deliberately slow).
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const result: DemoResult = { skipped: false, users: 0, sessions: 0, recommendations: 0, feedback: 0, listRows: 0 };

  await db.transaction(async (tx) => {
    for (const [pi, persona] of DEMO_PERSONAS.entries()) {
      const rng = prng(0x5eed + pi * 7919);
      const email = demoEmail(persona.name);
      const created = new Date(now.getTime() - rng.int(31, 75) * DAY_MS - rng.int(0, 23 * 60) * MINUTE_MS);
      const {
        rows: [inserted],
      } = await tx.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, full_name, email_confirmed_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4, $4) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, passwordHash, persona.name, created],
      );
      if (!inserted) continue; // someone took the address: leave that account alone
      const userId = inserted.id;
      result.users++;
      const profileUpdated = new Date(created.getTime() + rng.next() * (now.getTime() - created.getTime()));
      await tx.query(
        `INSERT INTO profiles (id, username, full_name, email, streaming_services, default_streaming_filter_enabled,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, true, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [userId, username(persona.name), persona.name, email, persona.services, created, profileUpdated],
      );

      // The person's lists, kept in memory as events happen, written at the end.
      const lists = new Map<string, ListRow>();
      for (const row of initialLists(persona, cat, rng, created, now)) lists.set(row.media_id, row);
      const tasteAt = (t: Date) => {
        const rated = [...lists.values()].filter((r) => r.rating !== null && r.at < t);
        const liked: TasteItem[] = rated
          .filter((r) => r.rating! >= 7)
          .sort((a, b) => b.rating! - a.rating!)
          .slice(0, 5)
          .map((r) => ({ id: r.media_id, rating: r.rating! }));
        const disliked: TasteItem[] = rated
          .filter((r) => r.rating! <= 4)
          .sort((a, b) => a.rating! - b.rating!)
          .slice(0, 5)
          .map((r) => ({ id: r.media_id, rating: r.rating! }));
        return { liked, disliked, excludeIds: rated.map((r) => r.media_id) };
      };

      const shown: { mood: string; at: Date; ids: string[] }[] = [];
      // Sessions over the last 30 days, denser lately; active people come back more often.
      const sessionCount = 1 + Math.round(persona.activity * rng.int(3, 8));
      const times = Array.from(
        { length: sessionCount },
        () => new Date(now.getTime() - (rng.next() ** 1.4 * 30 * DAY_MS + rng.int(5, 120) * MINUTE_MS)),
      ).sort((a, b) => a.getTime() - b.getTime());
      for (const at of times) {
        const mood = rng.pick(persona.moods);
        // The same steps as POST /api/recommendations: open the session, ask the engine, store the picks,
        // close the session with the time all that took.
        const started = performance.now();
        const {
          rows: [session],
        } = await tx.query<{ id: string }>(
          `INSERT INTO recommendation_sessions (user_id, request_timestamp, mood, ai_provider, status)
           VALUES ($1, $2, $3, $4, 'pending') RETURNING id`,
          [userId, at, mood, PROVIDER],
        );
        if (!session) throw new Error("INSERT … RETURNING id gave no session row");
        const sessionId = session.id;
        const recentlyShownIds = shown
          .filter((x) => x.mood === mood && at.getTime() - x.at.getTime() < DAY_MS)
          .flatMap((x) => x.ids);
        const { picks } = recommend(cat.index, {
          mood,
          ...tasteAt(at),
          recentlyShownIds,
          userServices: persona.services,
          limit: RECOMMENDATIONS_PER_REQUEST,
        });
        shown.push({ mood, at, ids: picks.map((pk) => pk.media_id) });
        const recRows = picks.map((pk, i) => ({
          position: i,
          media_id: pk.media_id,
          title: pk.title,
          year: pk.year,
          reason: pk.reason,
          similar_to: pk.similar_to,
          avoids: pk.avoids,
          match_score: pk.match_score,
          created_at: at.toISOString(),
        }));
        const recs = await tx.query<{ id: string; position: number }>(
          `INSERT INTO individual_recommendations (session_id, media_id, position, title, year, reason, similar_to, avoids,
             match_score, created_at)
           SELECT $1, media_id, position, title, year, reason, similar_to, avoids, match_score, created_at
           FROM jsonb_to_recordset($2::jsonb) AS r(media_id text, position int, title text, year int, reason text,
             similar_to text[], avoids text[], match_score int, created_at timestamptz)
           RETURNING id, position`,
          [sessionId, JSON.stringify(recRows)],
        );
        const ms = Math.max(1, Math.round(performance.now() - started));
        await tx.query(
          `UPDATE recommendation_sessions SET status = 'success', processing_time_ms = $2, recommendation_count = $3
           WHERE id = $1`,
          [sessionId, ms, recs.rows.length],
        );
        result.sessions++;
        const idByPosition = new Map(recs.rows.map((r) => [r.position, r.id]));
        result.recommendations += recs.rows.length;

        // What the person did with the list: top picks and good matches get more attention.
        const events: FeedbackRow[] = [];
        const eagerness = 0.25 + 0.45 * persona.activity;
        for (const [i, pk] of picks.entries()) {
          const title = cat.byId.get(pk.media_id);
          if (!title) continue;
          const fit = Math.max(0, Math.min(1.3, (pk.match_score / 90) * (1 + affinity(persona, title) / 10)));
          const pClick = eagerness * fit * (1 / (1 + 0.22 * i));
          if (!rng.chance(pClick)) continue;
          const source = rng.chance(0.7) ? "mobile_card" : "grid_card";
          let t = at.getTime() + ms + rng.int(15, 240) * 1000 + i * 20_000;
          const push = (type: FeedbackType, value: Record<string, unknown> | null) => {
            events.push({ rec: i, type, value, at: new Date(t) });
            t += rng.int(20, 180) * 1000;
          };
          push("clicked", { source, title: pk.title, year: pk.year });
          // The trailer dialog opens with or without a trailer link (it offers a search then).
          if (rng.chance(0.3)) {
            push("trailer_played", { source, title: pk.title, year: pk.year });
            if (rng.chance(0.85)) push("trailer_closed", { source, title: pk.title, year: pk.year });
          }
          const current = lists.get(pk.media_id);
          if (!current && rng.chance(0.18 + 0.12 * fit)) {
            push("added_to_watchlist", {
              source,
              title: pk.title,
              year: pk.year,
              status: "want_to_watch",
              isActive: true,
            });
            lists.set(pk.media_id, { media_id: pk.media_id, status: "want_to_watch", rating: null, at: new Date(t) });
            if (rng.chance(0.06)) {
              push("removed_from_watchlist", {
                source,
                title: pk.title,
                year: pk.year,
                status: "want_to_watch",
                isActive: false,
              });
              lists.delete(pk.media_id);
            }
          }
          if (rng.chance(0.1 + 0.08 * fit)) {
            const rating = Math.max(1, Math.min(10, Math.round(5 + 4 * fit + (rng.next() - 0.5) * 2)));
            push("rated", { source, title: pk.title, year: pk.year, rating });
            const prev = lists.get(pk.media_id);
            lists.set(pk.media_id, { media_id: pk.media_id, status: prev?.status ?? null, rating, at: new Date(t) });
          }
          const offers = cat.offers.get(pk.media_id) ?? [];
          const own = offers.find(
            (o) => persona.services.includes(o.service) && (o.type === "subscription" || o.type === "free"),
          );
          const link = own && rng.chance(0.3) ? own : !own && offers.length && rng.chance(0.05) ? offers[0] : null;
          if (link)
            push("streaming_clicked", {
              source,
              title: pk.title,
              year: pk.year,
              service: link.service,
              type: link.type,
            });
        }
        // Events that would lie in the future are not there yet.
        const past = events.filter((e) => e.at <= now);
        if (past.length) {
          await tx.query(
            `INSERT INTO recommendation_feedback (recommendation_id, user_id, feedback_type, feedback_value, created_at)
             SELECT recommendation_id, $1, feedback_type, feedback_value, created_at
             FROM jsonb_to_recordset($2::jsonb) AS f(recommendation_id uuid, feedback_type text, feedback_value jsonb,
               created_at timestamptz)
             ORDER BY created_at`,
            [
              userId,
              JSON.stringify(
                past.map((e) => ({
                  recommendation_id: idByPosition.get(e.rec),
                  feedback_type: e.type,
                  feedback_value: e.value,
                  created_at: e.at.toISOString(),
                })),
              ),
            ],
          );
          result.feedback += past.length;
        }
      }

      const rows = [...lists.values()].filter((r) => r.at <= now);
      await tx.query(
        `INSERT INTO user_media (user_id, media_id, status, user_rating, rated_at, created_at, updated_at)
         SELECT $1, media_id, status, rating, CASE WHEN rating IS NULL THEN NULL ELSE at END, at, at
         FROM jsonb_to_recordset($2::jsonb) AS l(media_id text, status text, rating int, at timestamptz)
         ON CONFLICT (user_id, media_id) DO NOTHING`,
        [userId, JSON.stringify(rows.map((r) => ({ ...r, at: r.at.toISOString() })))],
      );
      result.listRows += rows.length;
    }
    await tx.query(
      `INSERT INTO seed_state (name, checksum) VALUES ('demo', $1)
       ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
      [DEMO_VERSION],
    );
  });
  log(
    `seed:demo: ${result.users} people, ${result.sessions} sessions, ${result.recommendations} recommendations, ` +
      `${result.feedback} feedback events, ${result.listRows} list rows`,
  );
  return result;
}

/** The CLI: same database as the server, migrated and seeded with the catalogue first. */
export async function main(env: Record<string, string | undefined> = process.env): Promise<number> {
  if (env.NODE_ENV === "production") {
    console.error("seed:demo refuses to run with NODE_ENV=production: demo accounts do not belong in production.");
    return 1;
  }
  const config = loadConfig(env);
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await seedCatalogue(db, { dir: config.catalogueDir });
    const started = performance.now();
    const r = await seedDemo(db, { log: (m) => console.log(m), catalogueDir: config.catalogueDir });
    if (!r.skipped) {
      console.log(`seed:demo: done in ${((performance.now() - started) / 1000).toFixed(1)} s (${db.kind})`);
      console.log(`seed:demo: sign in as any demo person, e.g. ${demoEmail(DEMO_PERSONAS[0].name)} / ${DEMO_PASSWORD}`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(`seed:demo failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
