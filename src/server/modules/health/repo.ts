import type { Queryable } from "../../db/client";

/** PostgreSQL's "undefined_table": the migration table does not exist until the first migration runs. */
const UNDEFINED_TABLE = "42P01";

/** Names of the migrations recorded as applied; none when the database was never migrated. */
export async function appliedMigrationNames(db: Queryable): Promise<string[]> {
  try {
    const { rows } = await db.query<{ name: string }>("SELECT name FROM schema_migrations");
    return rows.map((r) => r.name);
  } catch (err) {
    if ((err as { code?: unknown }).code === UNDEFINED_TABLE) return [];
    throw err;
  }
}
