import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { freshIp } from "../modules/auth/testing";
import { seedFixtureCatalogue } from "../modules/catalogue/test-fixture";
import { anonymousHeaders, signedInUser } from "../test/factories";
import { createTestApp, createTestDb, DATABASES } from "../test/harness";
import { containsNul, HTTP_SERVER_OPTIONS, MAX_URL_LENGTH } from "./http-hardening";
import { LIMITS } from "./rate-limit";

/** Each test is written as the attack it stops. */
describe.each(DATABASES)("HTTP hardening and abuse limits on %s", (kind) => {
  let db: Db;
  let mediaIds: string[];

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedFixtureCatalogue(db);
    const { rows } = await db.query<{ id: string }>("SELECT id FROM media_items ORDER BY id LIMIT 70");
    mediaIds = rows.map((r) => r.id);
  }, 120_000);

  it("switches off camera, microphone and geolocation on every response", async () => {
    const { app } = await createTestApp(kind, { db });
    for (const url of ["/api/health", "/api/catalogue/services", "/nope"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["permissions-policy"], url).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    }
  });

  it("refuses a NUL character in a mood, a profile name or a query with 400, before the database sees it", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const mood = await app.inject({
      method: "POST",
      url: "/api/recommendations",
      headers,
      payload: { mood: "cozy\u0000night" },
    });
    expect(mood.statusCode).toBe(400);
    expect(mood.json().error).toMatchObject({
      code: "validation",
      message: "Text must not contain the NUL character.",
    });
    const nested = await app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers,
      payload: { full_name: "An\u0000n" },
    });
    expect(nested.statusCode).toBe(400);
    const query = await app.inject({ method: "GET", url: "/api/media?q=ab%00cd" });
    expect(query.statusCode).toBe(400);
    const { rows } = await db.query("SELECT 1 FROM recommendation_sessions WHERE mood LIKE 'cozy%night'");
    expect(rows).toHaveLength(0);
  });

  it("answers an over-long URL with 414 in the error envelope", async () => {
    const { app } = await createTestApp(kind, { db });
    const res = await app.inject({ method: "GET", url: `/api/catalogue/search?q=${"a".repeat(MAX_URL_LENGTH)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json().error.code).toBe("uri_too_long");
  });

  it("keeps router errors (broken escapes, over-long path parts) in the error envelope", async () => {
    const { app } = await createTestApp(kind, { db });
    const broken = await app.inject({ method: "GET", url: "/api/media/%E0%A4%A" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe("bad_request");
    const long = await app.inject({ method: "GET", url: `/api/media/${"a".repeat(400)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe("uri_too_long");
  });

  it("gives slow clients 10 s for headers and 30 s for the whole request", () => {
    expect(HTTP_SERVER_OPTIONS.headersTimeout).toBe(10_000);
    expect(HTTP_SERVER_OPTIONS.requestTimeout).toBe(30_000);
  });

  it("refuses a body over 64 KB with 413 before reading it into a handler", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const res = await app.inject({
      method: "POST",
      url: "/api/recommendations",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ mood: "x".repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBeDefined();
  });

  it("rejects deeply nested feedback with 400, not the database's 500", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const depth = 5_000;
    const res = await app.inject({
      method: "POST",
      url: "/api/recommendations/feedback",
      headers: { ...headers, "content-type": "application/json" },
      payload: `{"recommendation_id":"00000000-0000-4000-8000-000000000000","feedback_type":"clicked","feedback_value":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation");
  });

  it("applies the CSRF check to a percent-encoded API path", async () => {
    const { app } = await createTestApp(kind, { db });
    const res = await app.inject({ method: "POST", url: "/%61pi/auth/signout" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("csrf");
  });

  it("accepts writes from the loopback alias of PUBLIC_URL in development, and only PUBLIC_URL in production", async () => {
    const dev = await createTestApp(kind, { db, config: { publicUrl: "http://localhost:3000", env: "development" } });
    const viaAlias = await dev.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: { ...anonymousHeaders, origin: "http://127.0.0.1:3000" },
    });
    expect(viaAlias.statusCode).toBeLessThan(300);
    const otherPort = await dev.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: { ...anonymousHeaders, origin: "http://127.0.0.1:4000" },
    });
    expect(otherPort.statusCode).toBe(403);
    const prod = await createTestApp(kind, {
      db,
      config: { publicUrl: "https://moodreel.example", env: "production", devMailbox: false },
    });
    const aliasInProd = await prod.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: { ...anonymousHeaders, origin: "http://127.0.0.1:3000" },
    });
    expect(aliasInProd.statusCode).toBe(403);
  });

  it("ignores a forged X-Forwarded-For unless TRUST_PROXY says a proxy sets it", async () => {
    const attacker = freshIp();
    const signIn = (app: Awaited<ReturnType<typeof createTestApp>>["app"], forged: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/signin",
        headers: { ...anonymousHeaders, "x-forwarded-for": forged },
        remoteAddress: attacker,
        payload: { email: "", password: "" }, // refused cheaply; the per-IP count comes first
      });
    const direct = await createTestApp(kind, { db });
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.authPerIp.max; i++)
      statuses.push((await signIn(direct.app, `203.0.113.${i}`)).statusCode);
    expect(new Set(statuses.slice(0, LIMITS.authPerIp.max))).toEqual(new Set([400]));
    expect(statuses.at(-1)).toBe(429);

    const proxied = await createTestApp(kind, { db, config: { trustProxy: 1 } });
    const behindProxy = await signIn(proxied.app, "198.51.100.7");
    expect(behindProxy.statusCode).toBe(400); // the forwarded client has its own budget
  });

  it("lets a person rate 60 titles in a minute", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const ip = freshIp();
    for (const id of mediaIds.slice(0, 60)) {
      const res = await app.inject({
        method: "PUT",
        url: `/api/me/media/${id}/rating`,
        headers,
        remoteAddress: ip,
        payload: { rating: 7 },
      });
      expect(res.statusCode, id).toBe(200);
    }
  });

  it("stops a script at the 31st mood request in a minute, with the seconds to wait", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const ip = freshIp();
    const ask = () =>
      app.inject({
        method: "POST",
        url: "/api/recommendations",
        headers,
        remoteAddress: ip,
        payload: { mood: "funny" },
      });
    for (let i = 0; i < LIMITS.recommendationsPerUser.max; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("relaxes every limit by RATE_LIMIT_FACTOR", async () => {
    const { app, config } = await createTestApp(kind, { db, config: { rateLimitFactor: 2 } });
    const { headers } = await signedInUser(app, db, config);
    const ip = freshIp();
    for (let i = 0; i <= LIMITS.recommendationsPerUser.max; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/recommendations",
        headers,
        remoteAddress: ip,
        payload: { mood: "cozy" },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe("containsNul", () => {
  it("finds a NUL in nested strings and keys, and walks deep nesting without recursion", () => {
    expect(containsNul({ a: ["x", { b: "y\u0000" }] })).toBe(true);
    expect(containsNul({ "k\u0000": 1 })).toBe(true);
    expect(containsNul({ a: ["x", { b: "y\u0001\n" }] })).toBe(false);
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
