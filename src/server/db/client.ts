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
  /** The whole database as one file, to open copies from (`createPgliteDb`'s `from`); PGlite only. */
  snapshot?(): Promise<Blob>;
  /** The connection pool's state, for metrics; only PostgreSQL has a pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * LISTEN on a channel: `onPayload` gets every NOTIFY sent to it by any connection to the
   * database, this process or another. Resolves once listening; the returned function stops.
   * `onGap` runs when the listening connection was lost and is back: notifications in between
   * were missed.
   */
  listen?(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  /** NOTIFY a channel (delivered to every listener once the sending statement commits). */
  notify?(channel: string, payload: string): Promise<void>;
}

/** Channel names are our own constants; this keeps them plain identifiers. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
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
  const listener = pgListener(connectionString);
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
    async close() {
      await listener.close();
      await pool.end();
    },
    async listen(channel, onPayload, onGap) {
      checkChannel(channel);
      return listener.add(channel, { onPayload, onGap });
    },
    async notify(channel, payload) {
      checkChannel(channel);
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

interface Subscriber {
  onPayload(payload: string): void;
  onGap?(): void;
}

/** Waits before reconnecting a lost LISTEN connection: 1 s, 2 s, 5 s, then every 10 s. */
const RELISTEN_DELAYS_MS = [1000, 2000, 5000, 10_000];

/**
 * The LISTEN side of a PostgreSQL database: one dedicated connection (outside the pool, so it never
 * takes a query's slot), opened on the first subscription, re-opened after a loss.
 */
function pgListener(connectionString: string) {
  const channels = new Map<string, Set<Subscriber>>();
  /** the connection being opened or open, with the client it is for */
  let current: { client: pg.Client; ready: Promise<pg.Client> } | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const deliver = (msg: pg.Notification) => {
    for (const s of channels.get(msg.channel) ?? []) s.onPayload(msg.payload ?? "");
  };

  const drop = (c: pg.Client) => {
    c.removeAllListeners();
    c.on("error", () => {});
    c.end().catch(() => {});
  };

  /** The connection died (or never opened): forget it and, while anyone listens, open another later. */
  function lost(c: pg.Client) {
    if (current?.client !== c) return;
    current = null;
    drop(c);
    if (closed || retry) return;
    const wait = RELISTEN_DELAYS_MS[Math.min(failures, RELISTEN_DELAYS_MS.length - 1)];
    failures++;
    retry = setTimeout(() => {
      retry = null;
      if (closed || channels.size === 0) return;
      connect().then(
        () => {
          failures = 0;
          for (const subs of channels.values()) for (const s of subs) s.onGap?.();
        },
        () => {
          /* lost() has planned the next try */
        },
      );
    }, wait);
    retry.unref();
  }

  function connect(): Promise<pg.Client> {
    if (current) return current.ready;
    const client = new pg.Client({ connectionString });
    client.on("notification", deliver);
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    const ready = (async () => {
      try {
        await client.connect();
        for (const channel of channels.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        return client;
      } catch (err) {
        lost(client);
        throw err;
      }
    })();
    current = { client, ready };
    return ready;
  }

  return {
    async add(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
      if (closed) throw new Error("the database is closed");
      const subs = channels.get(channel) ?? new Set<Subscriber>();
      const first = subs.size === 0;
      subs.add(subscriber);
      channels.set(channel, subs);
      try {
        const opening = !current;
        const client = await connect();
        // A connection opened just now ran LISTEN for every channel already.
        if (first && !opening) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (err) {
        subs.delete(subscriber);
        if (subs.size === 0) channels.delete(channel);
        throw err;
      }
      return async () => {
        const now = channels.get(channel);
        if (!now?.delete(subscriber) || now.size > 0) return;
        channels.delete(channel);
        const client = await current?.ready.catch(() => null);
        await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = current;
      current = null;
      const client = await open?.ready.catch(() => null);
      if (client) {
        client.removeAllListeners();
        client.on("error", () => {});
        await client.end().catch(() => {});
      }
    },
  };
}

/**
 * Embedded PostgreSQL (WASM). dir undefined means in memory. `from` opens a copy of another
 * database's snapshot, which skips creating the cluster (about 2 s of the 2.5 s an empty one takes).
 */
export async function createPgliteDb(dir?: string, from?: Blob): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir ? resolve(dir) : undefined, { extensions: { pg_trgm }, loadDataDir: from });
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
    snapshot: () => lite.dumpDataDir("none"),
    async listen(channel, onPayload) {
      checkChannel(channel);
      // One process, one database: nothing to lose between here and the notifier, so no gaps.
      const stop = await lite.listen(channel, onPayload);
      return () => stop();
    },
    async notify(channel, payload) {
      checkChannel(channel);
      await lite.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
  };
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (config.databaseUrl) return createPgDb(config.databaseUrl);
  return createPgliteDb(join(config.dataDir, "db"));
}
