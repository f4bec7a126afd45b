import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../config";
import type { Db } from "../db/client";
import { firstRow } from "../db/rows";
import { freshIp, PASSWORD, uniqueEmail } from "../modules/auth/testing";
import { seedFixtureCatalogue } from "../modules/catalogue/test-fixture";
import { createUser, sessionHeaders } from "../test/factories";
import { createTestApp, createTestDb, DATABASES, testClock } from "../test/harness";
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_MS, REPLAYED_HEADER } from "./idempotency";
import { purgeExpiredKeys } from "./idempotency-repo";

let keyCounter = 0;
const newKey = () => `test-key-${process.pid}-${Date.now().toString(36)}-${++keyCounter}`;

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return firstRow(rows, "a count").n;
}

/** Each test is a retry a real client makes: the first answer was lost on the way back. */
describe.each(DATABASES)("Idempotency-Key on %s", (kind) => {
  let db: Db;
  let app: FastifyInstance;
  const clock = testClock(new Date());

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedFixtureCatalogue(db);
    ({ app } = await createTestApp(kind, { db, clock }));
  }, 120_000);

  async function account() {
    const user = await createUser(db);
    return { user, headers: await sessionHeaders(db, { env: "test" }, user, clock.now()) };
  }

  function send(
    url: string,
    headers: Record<string, string>,
    payload: object,
    key?: string,
    extra: { method?: "POST" | "PATCH"; ip?: string; encoding?: string } = {},
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method: extra.method ?? "POST",
      url,
      payload,
      remoteAddress: extra.ip,
      headers: {
        ...headers,
        ...(key === undefined ? {} : { "idempotency-key": key }),
        ...(extra.encoding ? { "accept-encoding": extra.encoding } : {}),
      },
    });
  }

  const sessions = (userId: string) => count(db, "recommendation_sessions WHERE user_id = $1", [userId]);

  it("a mood request retried with its key gets the same picks, and only one session is stored", async () => {
    const { user, headers } = await account();
    const key = newKey();
    const first = await send("/api/recommendations", headers, { mood: "funny" }, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await send("/api/recommendations", headers, { mood: "funny" }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe("true");
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(first.json().recommendations.length).toBeGreaterThan(0);
    expect(await sessions(user.id)).toBe(1);
  });

  it("a replayed answer is compressed for the retry's own Accept-Encoding, like a fresh one", async () => {
    const { headers } = await account();
    const key = newKey();
    const plain = await send("/api/recommendations", headers, { mood: "cozy" }, key);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await send("/api/recommendations", headers, { mood: "cozy" }, key, { encoding: "br" });
    expect(br.headers[REPLAYED_HEADER]).toBe("true");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("the streamed answer is replayed event for event, with the same session id", async () => {
    const { user, headers } = await account();
    const key = newKey();
    const url = "/api/recommendations?stream=true";
    const first = await send(url, { ...headers, accept: "text/event-stream" }, { mood: "thrilling" }, key);
    expect(first.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(first.body).toContain('"type":"complete"');
    const again = await send(url, { ...headers, accept: "text/event-stream" }, { mood: "thrilling" }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe("true");
    expect(again.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(again.body).toBe(first.body);
    expect(await sessions(user.id)).toBe(1);
  });

  it("feedback, profile and import retried with their keys write once and answer the same", async () => {
    const { user, headers } = await account();
    const recs = (await send("/api/recommendations", headers, { mood: "funny" }, newKey())).json();
    const feedback = { recommendation_id: recs.recommendations[0].recommendation_id, feedback_type: "clicked" };
    const fk = newKey();
    for (let i = 0; i < 3; i++) {
      const res = await send("/api/recommendations/feedback", headers, feedback, fk);
      expect(res.statusCode).toBe(200);
    }
    expect(await count(db, "recommendation_feedback WHERE user_id = $1", [user.id])).toBe(1);

    const pk = newKey();
    const created = await send("/api/profile", headers, { username: `idem_${keyCounter}` }, pk);
    expect(created.statusCode).toBe(201);
    const replayed = await send("/api/profile", headers, { username: `idem_${keyCounter}` }, pk);
    // without the key the second POST would be 409 'Profile already exists'
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual(created.json());

    const { rows } = await db.query<{ title: string; year: number }>(
      "SELECT title, year FROM media_items ORDER BY id LIMIT 2",
    );
    const csv = `Date,Name,Year,Letterboxd URI,Rating\n${rows.map((r) => `2024-01-01,"${r.title}",${r.year},,4`).join("\n")}\n`;
    const ik = newKey();
    const body = { source: "letterboxd", kind: "ratings", csv };
    const imported = await send("/api/me/import", headers, body, ik);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().counts.imported).toBe(2);
    // without the key the retry would answer imported 0, already_present 2
    expect((await send("/api/me/import", headers, body, ik)).json()).toEqual(imported.json());
    expect(await count(db, "user_media WHERE user_id = $1", [user.id])).toBe(2);
  });

  it("a sign-up retried with its key sends one mail; the same key from another address is a new request", async () => {
    const email = uniqueEmail("idem");
    const body = { email, password: PASSWORD, full_name: "Retry Tester" };
    const key = newKey();
    const ip = freshIp();
    const csrf = { "x-requested-with": "moodreel" };
    const first = await send("/api/auth/signup", csrf, body, key, { ip });
    expect(first.statusCode).toBe(200);
    const again = await send("/api/auth/signup", csrf, body, key, { ip });
    expect(again.json()).toEqual(first.json());
    expect(await count(db, "users WHERE email = $1", [email])).toBe(1);
    expect(await count(db, "mail_outbox WHERE to_email = $1", [email])).toBe(1);
    // keys of signed-out callers belong to their address: another client's key finds nothing
    const elsewhere = await send("/api/auth/signup", csrf, body, key, { ip: freshIp() });
    expect(elsewhere.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it("the same key with a different body or query is refused with 422 idempotency_key_reused", async () => {
    const { headers } = await account();
    const key = newKey();
    expect((await send("/api/recommendations", headers, { mood: "funny" }, key)).statusCode).toBe(200);
    const other = await send("/api/recommendations", headers, { mood: "sad" }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({ code: "idempotency_key_reused" });
    const streamed = await send("/api/recommendations?stream=true", headers, { mood: "funny" }, key);
    expect(streamed.statusCode).toBe(422);
    // the same key on another path is another request altogether
    const patched = await send("/api/profile", headers, { full_name: "Else" }, key, { method: "PATCH" });
    expect(patched.statusCode).toBe(200);
  });

  it("a retry while the key is held gets 409 idempotency_in_progress, until the holder's lease ends", async () => {
    const { user, headers } = await account();
    const key = newKey();
    expect((await send("/api/recommendations", headers, { mood: "funny" }, key)).statusCode).toBe(200);
    // turn the kept answer back into a running claim: an instance that died mid-request
    await db.query(
      "UPDATE idempotency_keys SET status_code = NULL, body = NULL, claim = 'dead', expires_at = $2 WHERE user_id = $1",
      [user.id, new Date(clock.now().getTime() + IDEMPOTENCY_LEASE_MS)],
    );
    const busy = await send("/api/recommendations", headers, { mood: "funny" }, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toMatchObject({ code: "idempotency_in_progress", retry_after_seconds: 1 });
    expect(busy.headers["retry-after"]).toBe("1");
    expect(await sessions(user.id)).toBe(1);
    clock.advance(IDEMPOTENCY_LEASE_MS);
    const taken = await send("/api/recommendations", headers, { mood: "funny" }, key);
    expect(taken.statusCode).toBe(200);
    expect(taken.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await sessions(user.id)).toBe(2);
  });

  it("two requests at once with one key store one session: the other waits (409) or gets the replay", async () => {
    const { user, headers } = await account();
    const key = newKey();
    const both = await Promise.all([
      send("/api/recommendations", headers, { mood: "epic" }, key),
      send("/api/recommendations", headers, { mood: "epic" }, key),
    ]);
    const statuses = both.map((r) => r.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await sessions(user.id)).toBe(1);
  });

  it("after 24 hours the key is forgotten: the same request runs again, and expired rows are purged", async () => {
    const { user, headers } = await account();
    const key = newKey();
    await send("/api/recommendations", headers, { mood: "funny" }, key);
    clock.advance(IDEMPOTENCY_TTL_MS - 1000);
    expect((await send("/api/recommendations", headers, { mood: "funny" }, key)).headers[REPLAYED_HEADER]).toBe("true");
    clock.advance(2000);
    const later = await send("/api/recommendations", headers, { mood: "funny" }, key);
    expect(later.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await sessions(user.id)).toBe(2);
    clock.advance(IDEMPOTENCY_TTL_MS + 1000);
    expect(await purgeExpiredKeys(db, clock.now())).toBeGreaterThan(0);
    expect(await count(db, "idempotency_keys WHERE expires_at <= $1", [clock.now()])).toBe(0);
  });

  it("without a key nothing changes: every POST runs, nothing is kept", async () => {
    const { user, headers } = await account();
    const a = await send("/api/recommendations", headers, { mood: "funny" });
    const b = await send("/api/recommendations", headers, { mood: "funny" });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await sessions(user.id)).toBe(2);
    expect(await count(db, "idempotency_keys WHERE user_id = $1", [user.id])).toBe(0);
  });

  it("a failed request keeps nothing: its retry runs again", async () => {
    const { user, headers } = await account();
    const key = newKey();
    const body = { recommendation_id: "00000000-0000-4000-8000-000000000000", feedback_type: "clicked" };
    expect((await send("/api/recommendations/feedback", headers, body, key)).statusCode).toBe(404);
    expect(await count(db, "idempotency_keys WHERE user_id = $1", [user.id])).toBe(0);
    expect((await send("/api/recommendations/feedback", headers, body, key)).statusCode).toBe(404);
  });

  it.each([
    ["empty", ""],
    ["over 255 characters", "k".repeat(256)],
    ["with a space", "two words"],
  ])("refuses a key that is %s with 400 before any work", async (_label, key) => {
    const { user, headers } = await account();
    const res = await send("/api/recommendations", headers, { mood: "funny" }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "validation", field: "Idempotency-Key" });
    expect(await sessions(user.id)).toBe(0);
  });

  it("deleting an account deletes the answers kept for it", async () => {
    const { user, headers } = await account();
    await send("/api/recommendations", headers, { mood: "funny" }, newKey());
    expect(await count(db, "idempotency_keys WHERE user_id = $1", [user.id])).toBe(1);
    await db.query("DELETE FROM users WHERE id = $1", [user.id]);
    expect(await count(db, "idempotency_keys WHERE user_id = $1", [user.id])).toBe(0);
  });
});

describe("Idempotency-Key while the first request runs", () => {
  it("a concurrent retry gets 409 while the first is held, then the first answer", async () => {
    const db = await createTestDb("pglite");
    const app = await buildApp({ config: testConfig(), db, webDir: null });
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let runs = 0;
    app.post("/api/test/held", { config: { auth: "optional", idempotent: true } }, async () => {
      runs++;
      await gate;
      return { run: runs };
    });
    await app.ready();
    const headers = { "x-requested-with": "moodreel", "idempotency-key": "held-1" };
    const call = () => app.inject({ method: "POST", url: "/api/test/held", headers, payload: { a: 1 } });
    const first = call();
    while (runs === 0) await new Promise((r) => setTimeout(r, 5));
    const busy = await call();
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe("idempotency_in_progress");
    release();
    expect((await first).json()).toEqual({ run: 1 });
    const replay = await call();
    expect(replay.json()).toEqual({ run: 1 });
    expect(runs).toBe(1);
    await app.close();
  });
});
