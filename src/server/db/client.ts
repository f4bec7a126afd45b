import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

type Row = Record<string, unknown>;

/** What the repos need of a database: parameterised queries and transactions. */
export interface Queryable {
  query<T extends object = Row>(text: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
  /** Runs a script of several statements without parameters. */
  exec(text: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs fn holding a session-level advisory lock (one connection for the whole call). */
  withAdvisoryLock<T>(key: number, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's state, for metrics; only PostgreSQL has a pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

// Return int8 and numeric as JS numbers (counts, prices, ratings are well inside 2^53).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function createPgDb(connectionString: string, options: { max?: number; searchPath?: string } = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  pool.on("error", () => {
    /* idle client errors surface on the next query */
  });
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(text: string, params?: unknown[]) {
      const r = await c.query(text, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    async exec(text: string) {
      await c.query(text);
    },
  });
  const base = wrap(pool);
  return {
    kind: "postgres",
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const out = await fn(wrap(client));
        await client.query("COMMIT");
        return out;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [key]);
        try {
          return await fn(wrap(client));
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => {});
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Embedded PostgreSQL (WASM). dir undefined means in memory. */
export async function createPgliteDb(dir?: string): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir ? resolve(dir) : undefined, { extensions: { pg_trgm } });
  const wrap = (c: { query: PGlite["query"]; exec: PGlite["exec"] }): Queryable => ({
    async query<T extends object>(text: string, params?: unknown[]) {
      const r = await c.query<T>(text, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(text: string) {
      await c.exec(text);
    },
  });
  const base = wrap(lite);
  return {
    kind: "pglite",
    query: base.query,
    exec: base.exec,
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    // PGlite is single-connection and single-process: its own queue already serialises callers.
    withAdvisoryLock: (_key, fn) => fn(base),
    close: () => lite.close(),
  };
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (config.databaseUrl) return createPgDb(config.databaseUrl);
  return createPgliteDb(join(config.dataDir, "db"));
}
