import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "./client";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
/** Any constant works; it only has to be the same for every instance of the app. */
const MIGRATION_LOCK_KEY = 0x6d6f6f64; // "mood"

export function listMigrations(): { name: string; sql: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(MIGRATIONS_DIR + name, "utf8") }));
}

/**
 * Applies pending migrations, each in its own transaction, under an advisory lock so that several
 * instances starting together on one empty database take turns. Returns the names applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.withAdvisoryLock(MIGRATION_LOCK_KEY, async (conn) => {
    await conn.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set(
      (await conn.query<{ name: string }>("SELECT name FROM schema_migrations")).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const m of listMigrations()) {
      if (done.has(m.name)) continue;
      await conn.query("BEGIN");
      try {
        await conn.exec(m.sql);
        await conn.query("INSERT INTO schema_migrations (name) VALUES ($1)", [m.name]);
        await conn.query("COMMIT");
      } catch (err) {
        await conn.query("ROLLBACK").catch(() => {});
        throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`);
      }
      applied.push(m.name);
    }
    return applied;
  });
}
