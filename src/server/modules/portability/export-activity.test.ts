import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { ZAccountExport } from "../../../shared/contracts/portability";
import { ZTogetherState } from "../../../shared/contracts/together";
import type { Queryable } from "../../db/client";
import { createUser, sessionHeaders, type TestUser } from "../../test/factories";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import { seedFixtureCatalogue } from "../catalogue/test-fixture";

async function setup(kind: "pglite" | "postgres") {
  const clock = testClock();
  const { app, db } = await createTestApp(kind, { clock });
  await seedFixtureCatalogue(db);
  return { app, db, clock };
}

type Env = Awaited<ReturnType<typeof setup>>;

/** A signed-in person with a profile of the given full name (the name the together page shows). */
async function person(env: Env, fullName: string, username: string) {
  const user = await createUser(env.db, { full_name: fullName, username });
  const headers = await sessionHeaders(env.db, { env: "test" }, user, env.clock.now());
  return { user, headers };
}

async function startTogether(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/together", headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZTogetherState.parse(res.json()).code;
}

async function joinTogether(app: FastifyInstance, headers: Record<string, string>, code: string) {
  const res = await app.inject({ method: "POST", url: `/api/together/${code}/join`, headers });
  expect(res.statusCode, res.body).toBe(200);
}

/** A mood as the together page stores it (set directly: the picks it would start are not the point here). */
async function setMood(db: Queryable, code: string, user: TestUser, mood: string, at: Date) {
  await db.query("UPDATE together_members SET mood = $3, mood_at = $4 WHERE code = $1 AND user_id = $2", [
    code,
    user.id,
    mood,
    at,
  ]);
}

/** An availability alert, as the alert job writes it. */
async function alert(db: Queryable, user: TestUser, mediaId: string, kind: string, service: string, at: Date) {
  await db.query(
    `INSERT INTO notifications (user_id, media_id, kind, source_name, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [user.id, mediaId, kind, service, at],
  );
}

describe.each(DATABASES)("the account export's together sessions, hidden titles and alerts on %s", (kind) => {
  let env: Env;
  beforeAll(async () => {
    env = await setup(kind);
  });

  it("holds the owner's together sessions with the members' display names, and nothing else of the partner", async () => {
    const { app, db, clock } = env;
    const ana = await person(env, "Ana Lopez", "ana_lopez");
    const ben = await person(env, "Benedict Okafor", "ben_okafor");
    const cy = await person(env, "Cy Twombly", "cy_twombly");

    const at = (msLater: number) => new Date(clock.now().getTime() + msLater).toISOString();
    const started = at(0);
    const ends = at(24 * 60 * 60_000);
    const moodAt = at(60_000);
    const code = await startTogether(app, ana.headers);
    clock.advance(60_000);
    await joinTogether(app, ben.headers, code);
    await setMood(db, code, ana.user, "something cozy", clock.now());
    await setMood(db, code, ben.user, "BEN-SECRET-MOOD heist films", clock.now());
    // a session Ana is not in
    const elsewhere = await startTogether(app, ben.headers);
    await joinTogether(app, cy.headers, elsewhere);

    const res = await app.inject({ method: "GET", url: "/api/me/export", headers: ana.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = ZAccountExport.parse(res.json());
    expect(data.together_sessions).toEqual([
      {
        code,
        created_at: started,
        expires_at: ends,
        your_position: 1,
        joined_at: started,
        your_mood: "something cozy",
        your_mood_at: moodAt,
        members: [
          { position: 1, name: "Ana", is_you: true },
          { position: 2, name: "Benedict", is_you: false },
        ],
      },
    ]);
    // the partner's address, account, full name and mood stay out, and so does the session Ana is not in
    for (const secret of [ben.user.email, ben.user.id, "Okafor", "BEN-SECRET-MOOD", elsewhere, cy.user.email]) {
      expect(res.body).not.toContain(secret);
    }

    // the one who joined sees the same session from their side
    const hers = ZAccountExport.parse(
      (await app.inject({ method: "GET", url: "/api/me/export", headers: ben.headers })).json(),
    );
    const joined = hers.together_sessions.find((s) => s.code === code);
    expect(joined).toMatchObject({ your_position: 2, your_mood: "BEN-SECRET-MOOD heist films" });
    expect(joined?.members.map((m) => [m.name, m.is_you])).toEqual([
      ["Ana", false],
      ["Benedict", true],
    ]);
    expect(hers.together_sessions.map((s) => s.code).sort()).toEqual([code, elsewhere].sort());
  });

  it("holds the owner's hidden titles ('never' and 'not tonight') and alerts, and nobody else's", async () => {
    const { app, db, clock } = env;
    const owner = await person(env, "Dee Ray", "dee_ray");
    const other = await person(env, "Eli Moss", "eli_moss");
    const hide = (headers: Record<string, string>, id: string, hideKind: string) =>
      app.inject({ method: "PUT", url: `/api/me/hidden/${id}`, headers, payload: { kind: hideKind } });
    expect((await hide(owner.headers, "heat-1995", "never")).statusCode).toBe(200);
    clock.advance(1000);
    expect((await hide(owner.headers, "alien-1979", "not_tonight")).statusCode).toBe(200);
    expect((await hide(other.headers, "up-2009", "never")).statusCode).toBe(200);
    await alert(db, owner.user, "the-matrix-1999", "on_your_service", "netflix", clock.now());
    const readAt = clock.now();
    await db.query("UPDATE notifications SET read_at = $2 WHERE user_id = $1", [owner.user.id, readAt]);
    clock.advance(1000);
    await alert(db, owner.user, "it-2017", "now_free", "tubi", clock.now());
    await alert(db, other.user, "split-2016", "now_free", "tubi", clock.now());

    const data = ZAccountExport.parse(
      (await app.inject({ method: "GET", url: "/api/me/export", headers: owner.headers })).json(),
    );
    expect(data.hidden_titles.map((h) => [h.media_id, h.title, h.kind])).toEqual([
      ["heat-1995", "Heat", "never"],
      ["alien-1979", "Alien", "not_tonight"],
    ]);
    expect(data.hidden_titles[0]).toMatchObject({ year: 1995, type: "movie", hidden_until: null });
    expect(data.hidden_titles[1]?.hidden_until).not.toBeNull();
    expect(data.notifications.map((n) => [n.media_id, n.kind, n.service])).toEqual([
      ["the-matrix-1999", "on_your_service", "netflix"],
      ["it-2017", "now_free", "tubi"],
    ]);
    expect(data.notifications[0]).toMatchObject({ title: "The Matrix", read_at: readAt.toISOString() });
    expect(data.notifications[1]).toMatchObject({ read_at: null, emailed_at: null });
    expect(data.together_sessions).toEqual([]);
  });
});

describe("the account export in the OpenAPI document", () => {
  it("lists and describes the together sessions, hidden titles and alerts", async () => {
    const { app } = await createTestApp("pglite");
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const schema = doc.paths["/api/me/export"].get.responses["200"].content["application/json"].schema;
    for (const key of ["together_sessions", "hidden_titles", "notifications"]) {
      expect(schema.required).toContain(key);
      expect(schema.properties[key].type).toBe("array");
      expect(schema.properties[key].description).toMatch(/\w{4,}/);
    }
    const member = schema.properties.together_sessions.items.properties.members.items;
    expect(Object.keys(member.properties).sort()).toEqual(["is_you", "name", "position"]);
  });
});
