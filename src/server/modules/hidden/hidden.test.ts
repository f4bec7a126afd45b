import { beforeAll, describe, expect, it } from "vitest";
import { ZHiddenListResponse, ZHideResponse } from "../../../shared/contracts/hidden";
import { ZRecommendationsResponse } from "../../../shared/contracts/recommendations";
import type { Db } from "../../db/client";
import { seedCatalogue } from "../../db/seed";
import { anonymousHeaders, signedInUser } from "../../test/factories";
import { createTestApp, createTestDb, DATABASES, testClock } from "../../test/harness";

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)("hidden titles API on %s", (kind) => {
  let db: Db;
  let someIds: string[];
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedCatalogue(db);
    const { rows } = await db.query<{ id: string }>("SELECT id FROM media_items ORDER BY popularity DESC LIMIT 3");
    someIds = rows.map((r) => r.id);
  }, 120_000);

  it("answers anonymous callers with 401 on every route", async () => {
    const { app } = await createTestApp(kind, { db });
    const id = someIds[0];
    for (const [method, url] of [
      ["GET", "/api/me/hidden"],
      ["PUT", `/api/me/hidden/${id}`],
      ["DELETE", `/api/me/hidden/${id}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: anonymousHeaders, payload: { kind: "never" } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("hides for 14 days with 'not tonight', for good with 'never', and lists what is in force", async () => {
    const clock = testClock();
    const { app, config } = await createTestApp(kind, { db, clock });
    const { headers } = await signedInUser(app, db, config);
    const [a, b] = someIds;

    const first = await app.inject({
      method: "PUT",
      url: `/api/me/hidden/${a}`,
      headers,
      payload: { kind: "not_tonight" },
    });
    expect(first.statusCode).toBe(200);
    const hidden = ZHideResponse.parse(first.json()).hidden;
    expect(hidden).toMatchObject({ media_id: a, kind: "not_tonight" });
    expect(new Date(hidden.hidden_until ?? 0).getTime() - clock.now().getTime()).toBe(14 * DAY);

    clock.advance(1000);
    const never = await app.inject({ method: "PUT", url: `/api/me/hidden/${b}`, headers, payload: { kind: "never" } });
    expect(ZHideResponse.parse(never.json()).hidden).toMatchObject({ media_id: b, kind: "never", hidden_until: null });

    const list = async () =>
      ZHiddenListResponse.parse((await app.inject({ method: "GET", url: "/api/me/hidden", headers })).json()).items;
    expect((await list()).map((h) => h.media_id)).toEqual([b, a]);

    clock.advance(15 * DAY);
    expect((await list()).map((h) => h.media_id)).toEqual([b]);

    // another person sees nothing of this
    const other = await signedInUser(app, db, config);
    const theirs = await app.inject({ method: "GET", url: "/api/me/hidden", headers: other.headers });
    expect(theirs.json().items).toEqual([]);
  });

  it("undoes with DELETE, twice without error, and changes kind in place", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const id = someIds[2];
    await app.inject({ method: "PUT", url: `/api/me/hidden/${id}`, headers, payload: { kind: "never" } });
    const again = await app.inject({
      method: "PUT",
      url: `/api/me/hidden/${id}`,
      headers,
      payload: { kind: "not_tonight" },
    });
    expect(again.json().hidden.kind).toBe("not_tonight");
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: "DELETE", url: `/api/me/hidden/${id}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    const list = await app.inject({ method: "GET", url: "/api/me/hidden", headers });
    expect(list.json().items).toEqual([]);
  });

  it("refuses an unknown title, an unknown kind and extra fields without writing", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { user, headers } = await signedInUser(app, db, config);
    const missing = await app.inject({
      method: "PUT",
      url: "/api/me/hidden/no-such-title-1999",
      headers,
      payload: { kind: "never" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
    for (const payload of [{ kind: "forever" }, { kind: "never", until: "2030-01-01" }, {}]) {
      const res = await app.inject({ method: "PUT", url: `/api/me/hidden/${someIds[0]}`, headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("validation");
    }
    const { rows } = await db.query("SELECT 1 FROM hidden_titles WHERE user_id = $1", [user.id]);
    expect(rows).toHaveLength(0);
  });

  it("keeps hidden titles out of recommendations, and lets them back after undo", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const ask = async (headers: Record<string, string>) => {
      const payload = { mood: "funny feel-good comedy" };
      const res = await app.inject({ method: "POST", url: "/api/recommendations", headers, payload });
      expect(res.statusCode).toBe(200);
      return ZRecommendationsResponse.parse(res.json()).recommendations.map((r) => r.media.id);
    };
    const hide = (headers: Record<string, string>, id: string, hideKind: string) =>
      app.inject({ method: "PUT", url: `/api/me/hidden/${id}`, headers, payload: { kind: hideKind } });

    const first = await signedInUser(app, db, config);
    const [top, second] = await ask(first.headers);
    expect(top && second).toBeTruthy();
    await hide(first.headers, top as string, "not_tonight");
    await hide(first.headers, second as string, "never");
    const after = await ask(first.headers);
    expect(after).not.toContain(top);
    expect(after).not.toContain(second);

    // someone who hid the top pick and took it back gets it as a newcomer would
    const other = await signedInUser(app, db, config);
    await hide(other.headers, top as string, "never");
    await app.inject({ method: "DELETE", url: `/api/me/hidden/${top}`, headers: other.headers });
    expect(await ask(other.headers)).toContain(top);
  });
});
