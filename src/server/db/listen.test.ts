import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb, DATABASES, secondConnection } from "../test/harness";
import type { Db } from "./client";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A channel of this test run alone: channels are database-wide, and other test files share the server. */
const channel = (label: string) => `test_${label}_${process.pid}_${Date.now().toString(36)}`;

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(10);
  }
}

describe.each(DATABASES)("LISTEN/NOTIFY on %s", (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
  }, 60_000);

  it("delivers a notification from one connection to every listener on another, until each stops", async () => {
    const other = secondConnection(db);
    const name = channel("fanout");
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await db.listen!(name, (p) => first.push(p));
    const stopSecond = await db.listen!(name, (p) => second.push(p));
    await other.notify!(name, '{"n":1}');
    await until(() => first.length === 1 && second.length === 1);
    expect(first).toEqual(['{"n":1}']);

    await stopFirst();
    await other.notify!(name, '{"n":2}');
    await until(() => second.length === 2);
    await sleep(50);
    expect(first).toEqual(['{"n":1}']);
    await stopSecond();
  });

  it("refuses channel names that are not plain identifiers", async () => {
    await expect(db.listen!('x"; DROP TABLE users; --', () => {})).rejects.toThrow("not a plain channel name");
    await expect(db.notify!("Upper", "x")).rejects.toThrow("not a plain channel name");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a lost LISTEN connection on postgres", () => {
  it("comes back by itself, reports the gap, and delivers again", async () => {
    const db = await createTestDb("postgres");
    const name = channel("gap");
    const got: string[] = [];
    let gaps = 0;
    await db.listen!(
      name,
      (p) => got.push(p),
      () => gaps++,
    );
    // An administrator (or a failover) ends the listening backend.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()",
      [`LISTEN "${name}"`],
    );
    await admin.end();
    expect(rowCount).toBe(1);
    const lostAt = Date.now();
    await until(() => gaps === 1);
    // The first try waits about a second.
    expect(Date.now() - lostAt).toBeGreaterThanOrEqual(900);
    await db.notify!(name, "after");
    await until(() => got.length === 1);
    expect(got).toEqual(["after"]);
  });
});
