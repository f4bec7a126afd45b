import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { createPgliteDb } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed";
import { line } from "./stats";

/** Cold start (empty database: migrate + full seed) and warm start (existing database) on PGlite. */
export async function runStartupBench(runs = 3): Promise<string[]> {
  const cold: number[] = [];
  const warm: number[] = [];
  const seedMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), "moodreel-bench-"));
    try {
      for (const phase of ["cold", "warm"] as const) {
        const t = performance.now();
        const db = await createPgliteDb(join(dir, "db"));
        await migrate(db);
        const seed = await seedCatalogue(db);
        const app = await buildApp({ config: testConfig(), db, webDir: null });
        await app.ready();
        (phase === "cold" ? cold : warm).push(performance.now() - t);
        if (phase === "cold") seedMs.push(seed.ms);
        await app.close();
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return [
    line("startup pglite cold (migrate+seed)", cold),
    line("startup pglite warm", warm),
    line("seed catalogue pglite", seedMs),
  ];
}
