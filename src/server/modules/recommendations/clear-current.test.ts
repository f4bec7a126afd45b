import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZClearRecommendationsResponse, ZRecommendationsResponse } from "../../../shared/contracts/recommendations";
import type { Db } from "../../db/client";
import { seedCatalogue } from "../../db/seed";
import { anonymousHeaders, createUser, signedInUser } from "../../test/factories";
import { createTestApp, createTestDb, DATABASES } from "../../test/harness";

/**
 * A model provider that holds every request until the test lets it answer, so a recommendation
 * request can be caught while it runs.
 */
function heldProvider() {
  const held: { res: ServerResponse; candidates: { id: string }[] }[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const body = JSON.parse(raw);
      held.push({ res, candidates: JSON.parse(body.messages[1].content).candidates });
      for (const w of waiters.splice(0)) w();
    });
  });
  return {
    server,
    /** resolves once `n` requests have reached the provider */
    async received(n: number) {
      while (held.length < n) await new Promise<void>((r) => waiters.push(r));
    },
    /** answers the oldest held request with its first 15 candidates */
    answer() {
      const next = held.shift();
      if (!next) throw new Error("no request is held");
      const recommendations = next.candidates.slice(0, 15).map((c, i) => ({
        id: c.id,
        reason: `The model's reason number ${i + 1} for this pick.`,
        match_score: 90 - i,
      }));
      next.res.setHeader("content-type", "application/json");
      next.res.end(
        JSON.stringify({ choices: [{ message: { role: "assistant", content: JSON.stringify({ recommendations }) } }] }),
      );
    },
  };
}

describe.each(DATABASES)("DELETE /api/recommendations/current on %s", (kind) => {
  let db: Db;
  const provider = heldProvider();
  let llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedCatalogue(db);
    await new Promise<void>((r) => provider.server.listen(0, "127.0.0.1", r));
    const { port } = provider.server.address() as AddressInfo;
    // The model never times out by itself here: only a clear can end a held request early.
    llm = { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: "test-key", model: "held-model", timeoutMs: 60_000 };
  }, 120_000);
  afterAll(
    () =>
      new Promise<void>((r) => {
        provider.server.closeAllConnections();
        provider.server.close(() => r());
      }),
  );

  const sessionsOf = async (userId: string) =>
    (
      await db.query<{ id: string; status: string; recommendation_count: number; picks: number }>(
        `SELECT s.id, s.status, s.recommendation_count,
                (SELECT count(*)::int FROM individual_recommendations i WHERE i.session_id = s.id) AS picks
         FROM recommendation_sessions s WHERE s.user_id = $1 ORDER BY s.request_timestamp, s.id`,
        [userId],
      )
    ).rows;

  it("refuses anonymous callers with 401", async () => {
    const { app } = await createTestApp(kind, { db });
    const res = await app.inject({ method: "DELETE", url: "/api/recommendations/current", headers: anonymousHeaders });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
  });

  it("refuses a signed-in call without the X-Requested-With header", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const res = await app.inject({
      method: "DELETE",
      url: "/api/recommendations/current",
      headers: { cookie: headers.cookie ?? "" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("csrf");
  });

  it("keeps finished sessions and their picks as history, and says nothing was running", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { user, headers } = await signedInUser(app, db, config);
    const asked = await app.inject({
      method: "POST",
      url: "/api/recommendations",
      headers,
      payload: { mood: "funny" },
    });
    expect(asked.statusCode).toBe(200);
    const res = await app.inject({ method: "DELETE", url: "/api/recommendations/current", headers });
    expect(res.statusCode).toBe(200);
    expect(ZClearRecommendationsResponse.parse(res.json())).toEqual({ ok: true, cancelled_sessions: 0 });
    expect(await sessionsOf(user.id)).toEqual([
      expect.objectContaining({ status: "success", recommendation_count: 15, picks: 15 }),
    ]);
  });

  it("marks only the caller's running sessions cancelled (a run on another instance, say)", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { user, headers } = await signedInUser(app, db, config);
    const other = await createUser(db);
    const pending = (userId: string) =>
      db.query(
        "INSERT INTO recommendation_sessions (user_id, mood, ai_provider, status) VALUES ($1, 'cozy', 'x', 'pending')",
        [userId],
      );
    await pending(user.id);
    await pending(user.id);
    await pending(other.id);
    await db.query(
      "INSERT INTO recommendation_sessions (user_id, mood, ai_provider, status) VALUES ($1, 'old', 'x', 'error')",
      [user.id],
    );
    const res = await app.inject({ method: "DELETE", url: "/api/recommendations/current", headers });
    expect(res.json()).toEqual({ ok: true, cancelled_sessions: 2 });
    expect((await sessionsOf(user.id)).map((s) => s.status).sort()).toEqual(["cancelled", "cancelled", "error"]);
    expect((await sessionsOf(other.id)).map((s) => s.status)).toEqual(["pending"]);
    // clearing again finds nothing running
    const again = await app.inject({ method: "DELETE", url: "/api/recommendations/current", headers });
    expect(again.json()).toEqual({ ok: true, cancelled_sessions: 0 });
  });

  it("stops a request running on this instance at once: no picks, the session cancelled", async () => {
    const { app, config } = await createTestApp(kind, { db, config: { llm } });
    const { user, headers } = await signedInUser(app, db, config);
    const running = app.inject({ method: "POST", url: "/api/recommendations", headers, payload: { mood: "cozy" } });
    await provider.received(1);
    const started = performance.now();
    const res = await app.inject({ method: "DELETE", url: "/api/recommendations/current", headers });
    expect(res.json()).toEqual({ ok: true, cancelled_sessions: 1 });
    const answer = await running;
    // The held model never answered: only the clear could have ended the request this soon.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(answer.statusCode).toBe(200);
    expect(ZRecommendationsResponse.parse(answer.json()).recommendations).toEqual([]);
    expect(await sessionsOf(user.id)).toEqual([expect.objectContaining({ status: "cancelled", picks: 0 })]);
    provider.answer(); // the aborted call's connection is gone; nothing is waiting on this answer
  });

  it("stops a request running on another instance before its first pick is stored", async () => {
    const running = await createTestApp(kind, { db, config: { llm } });
    const clearing = await createTestApp(kind, { db });
    const { user, headers } = await signedInUser(running.app, db, running.config);
    const request = running.app.inject({
      method: "POST",
      url: "/api/recommendations?stream=true",
      headers,
      payload: { mood: "epic space adventure" },
    });
    await provider.received(1);
    const res = await clearing.app.inject({ method: "DELETE", url: "/api/recommendations/current", headers });
    expect(res.json()).toEqual({ ok: true, cancelled_sessions: 1 });
    provider.answer();
    const stream = await request;
    expect(stream.body).not.toContain('"type":"recommendation"');
    expect(stream.body).toContain('"type":"complete"');
    // the run finished after the clear, and did not record itself as a success
    expect(await sessionsOf(user.id)).toEqual([
      expect.objectContaining({ status: "cancelled", recommendation_count: 0, picks: 0 }),
    ]);
  });
});
