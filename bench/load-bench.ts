/**
 * Catalogue under load over real HTTP: 200 connections for 20 s (LOAD_CONNECTIONS, LOAD_SECONDS)
 * on GET /api/media, cycling through pages, short and long searches and service filters (the
 * catalogue bench's workloads). The server runs in its own process (load-server.ts) on PGlite, and
 * on PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is set (a scratch schema, dropped after).
 * Each server is measured twice: plain JSON, and with a browser's Accept-Encoding ("br" figures).
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

/** One figure: latency of every answered request, throughput, and what went wrong. */
async function hammer(
  label: string,
  port: number,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<string> {
  const paths = loadPaths();
  for (const path of paths) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  const latencies: number[] = [];
  let client = 0;
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers,
    // each connection starts at its own place in the list, so the server sees the whole mix at once
    setupClient: (c) => {
      const start = client++ % paths.length;
      c.setRequests([...paths.slice(start), ...paths.slice(0, start)].map((path) => ({ method: "GET", path })));
    },
  };
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

/** Both figures of one server: plain JSON (as the targets were set) and compressed as browsers ask. */
async function figures(label: string, port: number, connections: number, seconds: number): Promise<string[]> {
  return [
    await hammer(label, port, connections, seconds),
    await hammer(`${label} br`, port, connections, seconds, BROWSER_HEADERS),
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
