import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createPgliteDb } from "../db/client";
import { migrate } from "../db/migrate";

let dir: string | undefined;

/**
 * One migrated, empty PGlite database for the whole API run, written to a file that every test
 * database is copied from: creating a PGlite cluster costs about 2 s, copying one about 0.6 s, and
 * the API tests open some hundreds of databases.
 */
export async function setup(project: TestProject) {
  dir = mkdtempSync(join(tmpdir(), "moodreel-test-db-"));
  const db = await createPgliteDb();
  await migrate(db);
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await db.snapshot!()).arrayBuffer()));
  await db.close();
  project.provide("pgliteTemplate", file);
}

export async function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** where the run's migrated PGlite database lies (API tests only) */
    pgliteTemplate?: string;
  }
}
