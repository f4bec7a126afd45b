/**
 * GET /api/media latency through the app (validation, SQL, serialisation; app.inject, no network):
 * a page, a short search (title contains), a long search (full text), and a filter.
 *  - PGlite with the seed catalogue (target p95 <= 20 ms);
 *  - PostgreSQL with 100,000 titles generated from the seed rows (target p95 <= 50 ms), in a scratch
 *    schema of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped after.
 */
import { cpus, loadavg } from "node:os";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { createPgDb, createPgliteDb, type Db } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed";
import { line, time } from "./stats";

/** The requests of each figure; samples cycle through them. */
export const WORKLOADS: Record<"page" | "short search" | "long search" | "filter", string[]> = {
  page: ["page=0", "page=1", "page=3", "page=7", "page=12", "page=25"],
  // under 4 characters: case-insensitive title contains (trigram index)
  "short search": ["q=war", "q=the", "q=ali", "q=day", "q=man", "q=sta", "q=lov", "q=up"],
  // 4 characters and more: full text ranked by relevance
  "long search": [
    "q=space%20adventure",
    "q=heist",
    "q=coming%20of%20age",
    "q=serial%20killer",
    "q=haunted%20house",
    "q=time%20travel",
    "q=courtroom%20drama",
    "q=%22small%20town%22",
    "q=dragons",
    "q=friendship%20road%20trip",
  ],
  filter: [
    "services=netflix",
    "services=netflix,hulu&offer_types=rent",
    "offer_types=free",
    "services=max,disney%2B,appletv",
    "services=peacock&offer_types=buy",
    "services=prime%20video&page=2",
    "q=love&services=netflix,max",
  ],
};

/**
 * Each workload twice: as people browse (totals of a query already counted are served from the
 * server's per-catalogue-version cache), and with every total counted afresh (the version is bumped
 * before each request, outside the timing).
 */
async function measure(app: FastifyInstance, db: Db, label: string, samples: number): Promise<string[]> {
  const out: string[] = [];
  const cpuPerRequest: string[] = [];
  for (const [name, queries] of Object.entries(WORKLOADS)) {
    const request = async (i: number) => {
      const url = `/api/media?${queries[i % queries.length]}`;
      const res = await app.inject({ method: "GET", url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const cpu = process.cpuUsage();
    out.push(line(`catalogue ${label} ${name}`, await time(samples, request, queries.length * 2)));
    const used = process.cpuUsage(cpu);
    cpuPerRequest.push(`${name} ${((used.user + used.system) / 1000 / (samples + queries.length * 2)).toFixed(2)} ms`);
    const cold: number[] = [];
    for (let i = 0; i < samples; i++) {
      await db.query("UPDATE catalogue_version SET version = version + 1");
      const t = performance.now();
      await request(i);
      cold.push(performance.now() - t);
    }
    out.push(line(`catalogue ${label} ${name}, totals uncached`, cold));
  }
  // CPU time of this process per request (with PGlite that includes the database): the cost without the waiting
  out.push(`catalogue ${label} node cpu per request: ${cpuPerRequest.join(", ")}`);
  return out;
}

async function pgliteBench(samples: number): Promise<string[]> {
  const db = await createPgliteDb();
  try {
    await migrate(db);
    const seed = await seedCatalogue(db);
    const app = await buildApp({ config: testConfig(), db, webDir: null });
    await app.ready();
    try {
      return await measure(app, db, `pglite (${seed.titles} titles)`, samples);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

async function countTitles(db: Db): Promise<number> {
  const {
    rows: [count],
  } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM media_items");
  if (!count) throw new Error("count(*) returned no row");
  return count.n;
}

/** Grows the seeded catalogue to `target` titles: numbered variations of the seed rows, with their offers. */
export async function growCatalogue(db: Db, target: number): Promise<number> {
  const base = await countTitles(db);
  const copies = Math.ceil((target - base) / base);
  if (copies <= 0) return base;
  // Each copy g of a seed row: same words (so searches find realistic numbers of rows), a new id and
  // title ("Alien: Chapter 12"), a year and popularity spread deterministically.
  await db.query(
    `INSERT INTO media_items (id, title, type, year, rating, poster_url, trailer_url, description, imdb_id, genres,
       mood_tags, keywords, runtime_minutes, seasons, certification, popularity, language, country,
       streaming_provider_names, offer_types)
     SELECT m.id || '-v' || g, m.title || ': Chapter ' || g, m.type, 1940 + ((m.year + g * 7) % 86),
       round(((m.rating * 10 + g * 3) % 100) / 10.0, 1), '/posters/' || m.id || '.svg', NULL, m.description, NULL,
       m.genres, m.mood_tags, m.keywords, m.runtime_minutes, m.seasons, m.certification,
       (m.popularity * 7 + g * 13) % 100, m.language, m.country, m.streaming_provider_names, m.offer_types
     FROM (SELECT * FROM media_items ORDER BY id) m CROSS JOIN generate_series(1, $1::int) AS g
     ORDER BY g, m.id
     LIMIT $2`,
    [copies, target - base],
  );
  await db.query(
    `INSERT INTO media_streaming_options (media_id, imdb_id, source_name, offer_type, price, currency, web_url, region)
     SELECT c.id, NULL, o.source_name, o.offer_type, o.price, o.currency, o.web_url, o.region
     FROM media_items c
     JOIN media_streaming_options o ON o.media_id = regexp_replace(c.id, '-v[0-9]+$', '')
     WHERE c.id ~ '-v[0-9]+$'`,
  );
  // the steady state autovacuum keeps a table in: statistics and the visibility map (index-only scans)
  await db.exec("VACUUM ANALYZE media_items");
  await db.exec("VACUUM ANALYZE media_streaming_options");
  return countTitles(db);
}

async function postgresBench(samples: number, size: number): Promise<string[]> {
  const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const schema = `bench_catalogue_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (err) {
    return [
      `catalogue postgres: skipped, cannot connect to ${url.replace(/\/\/[^@]*@/, "//")}: ${(err as Error).message}`,
    ];
  }
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createPgDb(url, { searchPath: `${schema},public`, max: 10 });
  try {
    await migrate(db);
    await seedCatalogue(db);
    const started = performance.now();
    const titles = await growCatalogue(db, size);
    const loadMs = Math.round(performance.now() - started);
    const app = await buildApp({ config: testConfig(), db, webDir: null });
    await app.ready();
    try {
      return [
        `catalogue postgres: generated ${titles} titles in ${loadMs} ms`,
        ...(await measure(app, db, `postgres (${titles} titles)`, samples)),
      ];
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

/**
 * How busy the machine is while measuring: the load average, and a fixed CPU task timed by the wall
 * clock and by the CPU time the process got; wall well above CPU means the figures include waiting
 * for a core.
 */
async function machineLine(): Promise<string> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < 5; run++) {
    const c = process.cpuUsage();
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < 5_000_000; i++) x = (x + i * 7) % 1_000_003;
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000 + (x < 0 ? 1 : 0));
  }
  const [oneMinute = Number.NaN] = loadavg();
  const med = (v: number[]) => ([...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? Number.NaN).toFixed(1);
  return `catalogue machine: load average ${oneMinute.toFixed(1)} on ${cpus().length} cpus; fixed task wall ${med(wall)} ms, cpu ${med(cpu)} ms`;
}

export async function runCatalogueBench(options: { samples?: number; postgresSize?: number } = {}): Promise<string[]> {
  const samples = options.samples ?? 200;
  return [
    await machineLine(),
    ...(await pgliteBench(samples)),
    ...(await postgresBench(Math.min(samples, 150), options.postgresSize ?? 100_000)),
  ];
}
