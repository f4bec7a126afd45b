import { beforeAll, describe, expect, it } from "vitest";
import {
  TOGETHER_CODE_ALPHABET,
  TOGETHER_CODE_PATTERN,
  type TTogetherState,
  ZTogetherState,
} from "../../../shared/contracts/together";
import { MOOD_MAX_LENGTH } from "../../../shared/recommendation-limits";
import { atLeast } from "../../../shared/testing/at-least";
import type { Db } from "../../db/client";
import { seedCatalogue } from "../../db/seed";
import { LIMITS } from "../../security/rate-limit";
import { anonymousHeaders, sessionHeaders, signedInUser } from "../../test/factories";
import { createTestApp, createTestDb, DATABASES, testClock } from "../../test/harness";

const HOUR = 60 * 60 * 1000;
type Headers = Record<string, string>;

describe.each(DATABASES)("watch together API on %s", (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedCatalogue(db);
  }, 120_000);

  /** An app on the shared database with a movable clock, and helpers speaking to it. */
  async function world() {
    const clock = testClock(new Date());
    const { app, config } = await createTestApp(kind, { db, clock });
    const person = async (full_name: string, services: string[] = []) => {
      const { user, headers } = await signedInUser(app, db, config, { full_name });
      if (services.length) {
        const res = await app.inject({
          method: "PATCH",
          url: "/api/profile",
          headers,
          payload: { streaming_services: services },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      return { user, headers };
    };
    const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) =>
      app.inject({ method, url, headers, payload: payload as object | undefined });
    const state = (res: { statusCode: number; body: string; json(): unknown }): TTogetherState => {
      expect(res.statusCode, res.body).toBe(200);
      return ZTogetherState.parse(res.json());
    };
    const start = async (headers: Headers) => state(await call("POST", "/api/together", headers));
    const mood = async (code: string, headers: Headers, text: string) =>
      state(await call("POST", `/api/together/${code}/recommendations`, headers, { mood: text }));
    return { app, config, clock, person, call, state, start, mood };
  }

  it("answers anonymous callers with 401 on every route", async () => {
    const { call } = await world();
    for (const [method, url] of [
      ["POST", "/api/together"],
      ["POST", "/api/together/ABCDEF/join"],
      ["GET", "/api/together/ABCDEF"],
      ["POST", "/api/together/ABCDEF/recommendations"],
    ] as const) {
      const res = await call(method, url, anonymousHeaders, method === "POST" ? { mood: "funny" } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe("unauthorized");
    }
  });

  it("starts with a 6-character code from the unambiguous alphabet, lets one person join, refuses a third", async () => {
    const { person, start, call, state } = await world();
    const ana = await person("Ana Lopez");
    const ben = await person("Ben Okafor");
    const cy = await person("Cy Park");

    const started = await start(ana.headers);
    expect(started.code).toMatch(TOGETHER_CODE_PATTERN);
    for (const ch of started.code) expect(TOGETHER_CODE_ALPHABET).toContain(ch);
    expect(started.status).toBe("waiting_for_partner");
    expect(started.members).toEqual([{ position: 1, name: "Ana", is_you: true, mood_set: false, mood: null }]);
    expect(new Date(started.expires_at).getTime() - Date.now()).toBeGreaterThan(23.9 * HOUR);

    // someone not in it sees nothing, exactly as for a code that does not exist
    const peek = await call("GET", `/api/together/${started.code}`, ben.headers);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.code).toBe("not_found");

    // the code is case-insensitive; joining twice is harmless
    const joined = state(await call("POST", `/api/together/${started.code.toLowerCase()}/join`, ben.headers));
    expect(joined.status).toBe("waiting_for_moods");
    expect(joined.members.map((m) => [m.position, m.name, m.is_you])).toEqual([
      [1, "Ana", false],
      [2, "Ben", true],
    ]);
    expect(state(await call("POST", `/api/together/${started.code}/join`, ben.headers)).members).toHaveLength(2);
    expect(state(await call("POST", `/api/together/${started.code}/join`, ana.headers)).members).toHaveLength(2);

    const third = await call("POST", `/api/together/${started.code}/join`, cy.headers);
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ code: "conflict", message: expect.stringContaining("two people") });
    expect((await call("GET", `/api/together/${started.code}`, cy.headers)).statusCode).toBe(404);
    const { rows } = await db.query("SELECT 1 FROM together_members WHERE code = $1", [started.code]);
    expect(rows).toHaveLength(2);
  });

  it("lets only one of two people joining at the same moment in", async () => {
    const { person, start, call } = await world();
    const ana = await person("Ana Lopez");
    const { code } = await start(ana.headers);
    const rivals = [await person("Ben Okafor"), await person("Cy Park"), await person("Dee Ray")];
    const answers = await Promise.all(rivals.map((r) => call("POST", `/api/together/${code}/join`, r.headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const { rows } = await db.query("SELECT position FROM together_members WHERE code = $1 ORDER BY position", [code]);
    expect(rows).toEqual([{ position: 1 }, { position: 2 }]);
  });

  it("refuses malformed codes with 400 and unknown ones with 404", async () => {
    const { person, call } = await world();
    const { headers } = await person("Dee Ray");
    for (const bad of ["ABCDE", "ABCDEFG", "ABCDE0", "ABCDEI", "ABC-EF", "%00ABCDE", "A".repeat(250)]) {
      const res = await call("POST", `/api/together/${encodeURIComponent(bad)}/join`, headers);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe("validation");
    }
    const unknown = await call("POST", "/api/together/ZZZZZZ/join", headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("No watch-together session has that code.");
  });

  it("waits for both moods, then picks for the pair with a reason for each person and whose service it is on", async () => {
    const { person, start, call, mood, state } = await world();
    const ana = await person("Ana Lopez", ["netflix"]);
    const ben = await person("Ben Okafor", ["max"]);
    const { code } = await start(ana.headers);
    await call("POST", `/api/together/${code}/join`, ben.headers);

    const first = await mood(code, ana.headers, "something funny");
    expect(first.status).toBe("waiting_for_moods");
    expect(first.picks).toBeNull();
    expect(first.members.map((m) => [m.mood_set, m.mood])).toEqual([
      [true, "something funny"],
      [false, null],
    ]);
    // Ben sees that Ana is ready, not what she asked for
    const seenByBen = state(await call("GET", `/api/together/${code}`, ben.headers));
    expect(seenByBen.members[0]).toMatchObject({ mood_set: true, mood: null });

    const done = await mood(code, ben.headers, "  heartwarming  ");
    expect(done.status).toBe("ready");
    expect(done.by_services).toBe(true);
    expect(done.members.map((m) => m.mood)).toEqual(["something funny", "heartwarming"]);
    const picks = done.picks ?? [];
    expect(picks.length).toBeGreaterThanOrEqual(10);
    for (const p of picks) {
      expect(p.for_members.map((f) => f.position)).toEqual([1, 2]);
      for (const f of p.for_members) expect(f.reason.length).toBeGreaterThan(20);
      expect(p.services.length, p.media.title).toBeGreaterThan(0);
      for (const s of p.services) expect(s.members).toEqual(s.name === "netflix" ? [1] : [2]);
      expect(p.media.poster_url).toBeTruthy();
    }
    const reasons = picks.flatMap((p) => p.for_members.map((f) => f.reason)).join(" ");
    expect(reasons).toContain('"something funny"');
    expect(reasons).toContain('"heartwarming"');
    expect(picks.some((p) => p.services.some((s) => s.name === "netflix"))).toBe(true);
    expect(picks.some((p) => p.services.some((s) => s.name === "max"))).toBe(true);

    // both see the same picks
    expect(state(await call("GET", `/api/together/${code}`, ana.headers)).picks).toEqual(picks);
  });

  it("leaves out what either person rated low, watched or hid, and recomputes when a mood changes", async () => {
    const { app, person, start, call, mood } = await world();
    const ana = await person("Ana Lopez");
    const ben = await person("Ben Okafor");
    const { code } = await start(ana.headers);
    await call("POST", `/api/together/${code}/join`, ben.headers);
    await mood(code, ana.headers, "cozy rainy day");
    const before = (await mood(code, ben.headers, "feel-good")).picks ?? [];
    const [low, watched, hidden] = atLeast(
      before.map((p) => p.media.id),
      3,
    );

    const write = async (headers: Headers, url: string, payload?: object) => {
      const res = await app.inject({ method: "PUT", url, headers, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    };
    await write(ana.headers, `/api/me/media/${low}/rating`, { rating: 3 });
    await write(ben.headers, `/api/me/media/${watched}/watched`);
    await write(ben.headers, `/api/me/hidden/${hidden}`, { kind: "never" });

    const after = await mood(code, ana.headers, "cozy rainy day");
    const ids = (after.picks ?? []).map((p) => p.media.id);
    expect(ids.length).toBeGreaterThanOrEqual(10);
    for (const id of [low, watched, hidden]) expect(ids).not.toContain(id);

    // a changed mood replaces the picks; picks for moods no one holds any more are never shown
    const changed = await mood(code, ben.headers, "epic space adventure");
    expect(changed.status).toBe("ready");
    expect(changed.picks).not.toEqual(after.picks);
  });

  it("forgets the picks, with the mood they quote, when a member's account is deleted", async () => {
    const { person, start, call, mood, state } = await world();
    const ana = await person("Ana Lopez");
    const ben = await person("Ben Okafor");
    const { code } = await start(ana.headers);
    await call("POST", `/api/together/${code}/join`, ben.headers);
    await mood(code, ana.headers, "funny");
    expect((await mood(code, ben.headers, "something for after the funeral")).status).toBe("ready");

    await db.query("DELETE FROM users WHERE id = $1", [ben.user.id]);
    const left = state(await call("GET", `/api/together/${code}`, ana.headers));
    expect(left.status).toBe("waiting_for_partner");
    expect(left.picks).toBeNull();
    const { rows } = await db.query<{ stored: string }>(
      "SELECT coalesce(picks::text, '') || coalesce(array_to_string(picks_moods, ' '), '') AS stored FROM together_sessions WHERE code = $1",
      [code],
    );
    expect(rows[0]?.stored).toBe("");
  });

  it("ends after 24 hours with 410 and a clear message, and forgets the session a week later", async () => {
    const { person, start, call, clock, config } = await world();
    const ana = await person("Ana Lopez");
    const ben = await person("Ben Okafor");
    const { code } = await start(ana.headers);
    // fresh sign-ins at the new time: the clock runs past the sign-in sessions too
    const signIn = (user: { id: string }) => sessionHeaders(db, config, user, clock.now());

    clock.advance(24 * HOUR + 1000);
    const [anaNow, benNow] = [await signIn(ana.user), await signIn(ben.user)];
    for (const [method, url, headers] of [
      ["GET", `/api/together/${code}`, anaNow],
      ["POST", `/api/together/${code}/join`, benNow],
      ["POST", `/api/together/${code}/recommendations`, anaNow],
    ] as const) {
      const res = await call(method, url, headers, method === "POST" ? { mood: "funny" } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(410);
      expect(res.json().error).toEqual({
        code: "gone",
        message: "This watch-together session has expired (they last 24 hours). Start a new one.",
      });
    }

    clock.advance(8 * 24 * HOUR);
    await start(await signIn(ben.user));
    expect((await call("GET", `/api/together/${code}`, await signIn(ana.user))).statusCode).toBe(404);
  });

  it("checks the mood like a solo request and writes nothing when it is refused", async () => {
    const { person, start, call } = await world();
    const ana = await person("Ana Lopez");
    const { code } = await start(ana.headers);
    for (const payload of [
      { mood: "   " },
      { mood: "x".repeat(1001) },
      { mood: 42 },
      {},
      { mood: "funny", extra: 1 },
    ]) {
      const res = await call("POST", `/api/together/${code}/recommendations`, ana.headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().error.code).toBe("validation");
    }
    const { rows } = await db.query("SELECT mood FROM together_members WHERE code = $1", [code]);
    expect(rows).toEqual([{ mood: null }]);
  });

  it("stores a mood as long as a solo request may be", async () => {
    const { person, start, call } = await world();
    const ana = await person("Ana Lopez");
    const { code } = await start(ana.headers);
    const mood = `${"a long evening to explain, ".repeat(40)}funny`.slice(-MOOD_MAX_LENGTH);
    expect(mood).toHaveLength(MOOD_MAX_LENGTH);
    const res = await call("POST", `/api/together/${code}/recommendations`, ana.headers, { mood });
    expect(res.statusCode).toBeLessThan(300);
    const { rows } = await db.query("SELECT mood FROM together_members WHERE code = $1", [code]);
    expect(rows).toEqual([{ mood }]);
  });

  it("limits joins per person, so codes cannot be tried until one fits", async () => {
    const { person, call } = await world();
    const { headers } = await person("Eve Stone");
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.togetherJoinsPerUser.max; i++) {
      statuses.push((await call("POST", "/api/together/ZZZZZZ/join", headers)).statusCode);
    }
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([404]));
    expect(statuses.at(-1)).toBe(429);
  });
});
