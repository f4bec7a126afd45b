import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { buildApp } from "../app";
import { type Config, testConfig } from "../config";
import type { Clock } from "../context";
import { createPgDb, createPgliteDb, type Db } from "../db/client";
import { migrate } from "../db/migrate";

/** The databases API tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASES: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let schemaCounter = 0;

/** The PostgreSQL schema of each test database made here, so a second pool can open on it. */
const SEARCH_PATHS = new WeakMap<Db, string>();

let pgliteTemplate: Promise<Blob> | undefined;

/** The snapshot the API run's global setup wrote (./global-setup.ts), read once per test file. */
function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = inject("pgliteTemplate");
    if (!file) throw new Error("createTestDb needs the API project's global setup (src/server/test/global-setup.ts)");
    return new Blob([await readFile(file)]);
  })();
  return pgliteTemplate;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a private schema on the PostgreSQL server named
 * by TEST_DATABASE_URL (dropped after the file's tests).
 */
export async function createTestDb(kind: "pglite" | "postgres"): Promise<Db> {
  if (kind === "pglite") {
    const db = await createPgliteDb(undefined, await migratedPglite());
    afterAll(() => db.close());
    return db;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${schemaCounter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = createPgDb(url, { searchPath: `${schema},public`, max: 5 });
  SEARCH_PATHS.set(db, `${schema},public`);
  await migrate(db);
  afterAll(async () => {
    await db.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP SCHEMA ${schema} CASCADE`);
    await c.end();
  });
  return db;
}

/**
 * The same database as another server instance would reach it: on PostgreSQL a second pool (its
 * own connections, its own LISTEN) on the same schema, closed after the file's tests; PGlite lives
 * inside this process, so there it is the same handle.
 */
export function secondConnection(db: Db): Db {
  const searchPath = SEARCH_PATHS.get(db);
  if (db.kind === "pglite" || !searchPath) return db;
  const other = createPgDb(process.env.TEST_DATABASE_URL!, { searchPath, max: 5 });
  afterAll(() => other.close());
  return other;
}

/** A clock tests can move. */
export function testClock(
  start = new Date("2026-11-01T12:00:00Z"),
): Clock & { advance(ms: number): void; set(d: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    set(d) {
      now = d.getTime();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
}

export async function createTestApp(
  kind: "pglite" | "postgres",
  options: { config?: Partial<Config>; clock?: Clock; db?: Db; webDir?: string } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDb(kind));
  const config = testConfig(options.config);
  const app = await buildApp({ config, db, clock: options.clock, webDir: options.webDir ?? null });
  await app.ready();
  afterAll(() => app.close());
  return { app, db, config };
}
