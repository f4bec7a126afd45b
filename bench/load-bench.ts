/**
 * Catalogue under load over real HTTP: 200 connections for 20 s (LOAD_CONNECTIONS, LOAD_SECONDS)
 * on GET /api/media, cycling through pages, short and long searches and service filters (the
 * catalogue bench's workloads). The server runs in its own process (load-server.ts) on PGlite, and
 * on PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is set (a scratch schema, dropped after).
 * Each server is measured three times: plain JSON, with a browser's Accept-Encoding ("br"), and on
 * searches nobody made before ("new searches": every page built from the database, the worst case).
 * Targets: no errors and no timeouts on PGlite; at least 2,000 req/s on PostgreSQL.
 */
import { type ChildProcess, fork } from "node:child_process";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { WORKLOADS } from "./catalogue-bench";
import { line } from "./stats";

const SERVER = new URL("./load-server.ts", import.meta.url).pathname;

/** Every workload's queries, interleaved so that neighbouring requests differ in kind. */
export function loadPaths(): string[] {
  const lists = Object.values(WORKLOADS);
  const longest = Math.max(...lists.map((l) => l.length));
  const out: string[] = [];
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(`/api/media?${l[i]}`);
  return out;
}

interface Started {
  child: ChildProcess;
  port: number;
  titles: number;
}

function startServer(env: Record<string, string>): Promise<Started> {
  const child = fork(SERVER, { execArgv: ["--import", "tsx"], env: { ...process.env, ...env }, stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("message", (msg) => {
      const { port, titles } = msg as { port: number; titles: number };
      resolve({ child, port, titles });
    });
    child.once("exit", (code) => reject(new Error(`load server exited with ${code} before listening`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.send("stop");
  });
}

/** What a browser sends: the answers leave compressed (brotli). */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

/** Words of the "new searches" figure; each request adds a suffix never asked before. */
const SEARCH_WORDS = ["love", "war", "night", "city", "dark", "king", "star", "girl"];

/** The catalogue mix: each connection starts at its own place in the list, so the server sees all of it at once. */
function mixOptions(headers: Record<string, string> = {}): Partial<autocannon.Options> {
  const paths = loadPaths();
  let client = 0;
  return {
    headers,
    setupClient: (c) => {
      const start = client++ % paths.length;
      c.setRequests([...paths.slice(start), ...paths.slice(0, start)].map((path) => ({ method: "GET", path })));
    },
  };
}

/** Searches nobody made before (nothing cached): every request builds its page from the database. */
function newSearchOptions(): Partial<autocannon.Options> {
  let n = 0;
  return {
    requests: [
      {
        method: "GET",
        setupRequest: (req) => {
          n++;
          return { ...req, path: `/api/media?q=${SEARCH_WORDS[n % SEARCH_WORDS.length]}%20${n.toString(36)}` };
        },
      },
    ],
  };
}

/** One figure: latency of every answered request, throughput, and what went wrong. */
async function hammer(
  label: string,
  port: number,
  connections: number,
  seconds: number,
  workload: Partial<autocannon.Options>,
): Promise<string> {
  const latencies: number[] = [];
  const options: autocannon.Options = { url: `http://127.0.0.1:${port}`, connections, duration: seconds, ...workload };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, r) => (err ? reject(err) : resolve(r)));
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const [oneMinute = Number.NaN] = loadavg();
  const figures = [
    `${Math.round(result.requests.average)} req/s`,
    `${result.errors} errors`,
    `${result.timeouts} timeouts`,
    `${result.non2xx} non-2xx`,
    `load average ${oneMinute.toFixed(1)}`,
  ];
  return `${line(`load ${label} ${connections} connections ${seconds} s`, latencies)}, ${figures.join(", ")}`;
}

/**
 * The figures of one server: the catalogue mix as plain JSON (as the targets were set), the same
 * compressed as browsers ask, and new searches (last, since they push the mix out of the cache).
 */
async function figures(label: string, port: number, connections: number, seconds: number): Promise<string[]> {
  for (const path of loadPaths()) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  return [
    await hammer(label, port, connections, seconds, mixOptions()),
    await hammer(`${label} br`, port, connections, seconds, mixOptions(BROWSER_HEADERS)),
    await hammer(`${label} new searches`, port, connections, seconds, newSearchOptions()),
  ];
}

async function onPglite(connections: number, seconds: number): Promise<string[]> {
  const { child, port, titles } = await startServer({});
  try {
    return await figures(`pglite (${titles} titles)`, port, connections, seconds);
  } finally {
    await stopServer(child);
  }
}

async function onPostgres(url: string, connections: number, seconds: number): Promise<string[]> {
  const schema = `bench_load_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (err) {
    return [`load postgres: skipped, cannot connect to ${url.replace(/\/\/[^@]*@/, "//")}: ${(err as Error).message}`];
  }
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const { child, port, titles } = await startServer({ LOAD_DATABASE_URL: url, LOAD_SCHEMA: schema });
    try {
      return await figures(`postgres (${titles} titles)`, port, connections, seconds);
    } finally {
      await stopServer(child);
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

export async function runLoadBench(
  options: { connections?: number; seconds?: number; databaseUrl?: string } = {},
): Promise<string[]> {
  const connections = options.connections ?? Number(process.env.LOAD_CONNECTIONS ?? 200);
  const seconds = options.seconds ?? Number(process.env.LOAD_SECONDS ?? 20);
  const url = options.databaseUrl ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return [
    ...(await onPglite(connections, seconds)),
    ...(url
      ? await onPostgres(url, connections, seconds)
      : ["load postgres: skipped, no TEST_DATABASE_URL or DATABASE_URL"]),
  ];
}
