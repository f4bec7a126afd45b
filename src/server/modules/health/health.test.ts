import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { createTestApp, createTestDb, DATABASES } from "../../test/harness";

/** The same database, except that every query fails the way a dropped connection does. */
function unreachable(db: Db): Db {
  const refuse = async (): Promise<never> => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  };
  return { ...db, query: refuse, exec: refuse };
}

describe.each(DATABASES)("readiness on %s", (kind) => {
  it("is ready when the database answers and every migration is applied", async () => {
    const { app } = await createTestApp(kind);
    const res = await app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
  });

  it("answers 503 in the error envelope when the database is unreachable", async () => {
    const db = await createTestDb(kind);
    const { app } = await createTestApp(kind, { db: unreachable(db) });
    const res = await app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: "unavailable", message: "The database is unreachable." } });
    expect(res.body).not.toContain("ECONNREFUSED");
  });

  it("answers 503 when a migration of this build is not applied", async () => {
    const db = await createTestDb(kind);
    const { app } = await createTestApp(kind, { db });
    const { rows } = await db.query<{ name: string }>(
      "DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name",
    );
    expect(rows).toHaveLength(1);
    const res = await app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: "unavailable", message: "The database schema is behind: 1 migration is not applied." },
    });
  });

  it("answers 503 when the database was never migrated", async () => {
    const db = await createTestDb(kind);
    const { app } = await createTestApp(kind, { db });
    await db.exec("DROP TABLE schema_migrations");
    const res = await app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toMatch(/^The database schema is behind: \d+ migrations are not applied\.$/);
  });
});
