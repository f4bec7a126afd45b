/**
 * The server the load bench hammers, in a process of its own so that the load generator does not
 * share its event loop. Started by load-bench.ts with fork(); reports { port } over IPC once it
 * listens and shuts down on "stop".
 *
 * Database: PGlite in a fresh folder (the embedded default, persisted like `npm start`), or
 * PostgreSQL when LOAD_DATABASE_URL is set (in the schema LOAD_SCHEMA, which the parent creates and
 * drops). Logging on, as in production, into /dev/null: each request pays for its log line.
 * LOAD_CPU_PROF=file writes a CPU profile of the server from listening to stop (start-up left out),
 * for Chrome DevTools or speedscope.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { createPgDb, createPgliteDb, type Db } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed";

const url = process.env.LOAD_DATABASE_URL;
const dir = url ? null : mkdtempSync(join(tmpdir(), "moodreel-load-"));
const db: Db = url
  ? createPgDb(url, { searchPath: `${process.env.LOAD_SCHEMA},public` })
  : await createPgliteDb(join(dir as string, "db"));
await migrate(db);
const seed = await seedCatalogue(db);
const app = await buildApp({
  config: testConfig({ logLevel: "info" }),
  db,
  webDir: null,
  logStream: pino.destination({ dest: "/dev/null", sync: false }),
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
const profile = process.env.LOAD_CPU_PROF;
const inspector = profile ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post("Profiler.enable");
  await inspector.post("Profiler.start");
}
process.send?.({ port, titles: seed.titles, database: db.kind });

process.on("message", async (msg) => {
  if (msg !== "stop") return;
  if (inspector && profile) {
    const { profile: taken } = await inspector.post("Profiler.stop");
    writeFileSync(profile, JSON.stringify(taken));
  }
  await app.close();
  await db.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
