import { beforeAll, describe, expect, it } from "vitest";
import { ZRecommendationsResponse } from "../shared/contracts/recommendations";
import type { Db } from "./db/client";
import { CSRF, freshIp, post, signUpAndVerify } from "./modules/auth/testing";
import { seedFixtureCatalogue } from "./modules/catalogue/test-fixture";
import { listenOnFreePort, openStream, userEvents } from "./modules/realtime/testing";
import { atLeast } from "./test/at-least";
import { createTestApp, createTestDb, DATABASES, secondConnection, type TestApp } from "./test/harness";

/**
 * Two app instances on one database, as behind a load balancer: whatever one instance writes, the
 * other must honour. On PGlite the two share one embedded database in this process; with
 * TEST_DATABASE_URL they share one PostgreSQL schema through separate pools.
 */
describe.each(DATABASES)("two instances on one %s database", (kind) => {
  let db: Db;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedFixtureCatalogue(db);
    a = await createTestApp(kind, { db });
    b = await createTestApp(kind, { db: secondConnection(db) });
  }, 120_000);

  it("accepts on B a session started on A, and signing out on B ends it on A", async () => {
    const { cookie, email } = await signUpAndVerify(a.app);
    const onB = await b.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(onB.json().user?.email).toBe(email);

    const out = await post(b.app, "/api/auth/signout", {}, { headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const onA = await a.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(onA.json().user).toBeNull();
  });

  it("refuses on B a client that used up a rate limit on A", async () => {
    const ip = freshIp();
    const signIn = (app: TestApp["app"]) =>
      app.inject({ method: "POST", url: "/api/auth/signin", headers: CSRF, remoteAddress: ip, payload: {} });
    // Sign-ins are limited to 30 per client address in five minutes; these 30 all land on A.
    for (let i = 0; i < 30; i++) expect((await signIn(a.app)).statusCode).toBe(400);
    const refused = await signIn(b.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected on either instance.
    const other = await b.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: CSRF,
      remoteAddress: freshIp(),
      payload: {},
    });
    expect(other.statusCode).toBe(400);
  });

  it("knows on B which picks A just showed, and takes feedback on them", async () => {
    const { cookie } = await signUpAndVerify(a.app);
    const headers = { ...CSRF, cookie };
    const ask = async (app: TestApp["app"], as = headers) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/recommendations",
        headers: as,
        payload: { mood: "funny" },
      });
      expect(res.statusCode).toBe(200);
      return ZRecommendationsResponse.parse(res.json()).recommendations;
    };
    const fromA = await ask(a.app);
    const fromB = await ask(b.app);
    const shownByA = new Set(fromA.map((r) => r.media.id));
    const [openingA] = atLeast(fromA, 1);
    // The repeat window lives in the database: B puts A's picks after fresh ones, so it opens with a new title.
    expect(shownByA.has(atLeast(fromB, 1)[0].media.id)).toBe(false);
    // Someone with no history gets A's opening pick from B: the difference above is the shared history.
    const stranger = await signUpAndVerify(b.app);
    const [openingForStranger] = atLeast(await ask(b.app, { ...CSRF, cookie: stranger.cookie }), 1);
    expect(openingForStranger.media.id).toBe(openingA.media.id);

    const feedback = await b.app.inject({
      method: "POST",
      url: "/api/recommendations/feedback",
      headers,
      payload: { recommendation_id: openingA.recommendation_id, feedback_type: "clicked" },
    });
    expect(feedback.statusCode).toBe(200);
  });

  it("delivers to a stream held by B the rating written through A", async () => {
    const { cookie } = await signUpAndVerify(a.app);
    const stream = await openStream(await listenOnFreePort(b.app), { cookie });
    try {
      const sentAt = Date.now();
      const rated = await a.app.inject({
        method: "PUT",
        url: "/api/me/media/heat-1995/rating",
        headers: { ...CSRF, cookie },
        payload: { rating: 9 },
      });
      expect(rated.statusCode).toBe(200);
      const [, arrived] = await stream.waitForEvents(2);
      expect(userEvents(stream)).toEqual([{ type: "media", media_id: "heat-1995", record: rated.json().record }]);
      expect((arrived?.at ?? Infinity) - sentAt).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });
});
