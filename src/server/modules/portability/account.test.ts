import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { ZAccountExport } from "../../../shared/contracts/portability";
import { toCsv } from "../../../shared/csv-write";
import type { Queryable } from "../../db/client";
import { firstRow } from "../../db/rows";
import { createUser, sessionHeaders } from "../../test/factories";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import {
  CSRF,
  codeFrom,
  PASSWORD,
  post,
  sessionCookie,
  signUpAndVerify,
  uniqueEmail,
  waitForMail,
} from "../auth/testing";
import { seedFixtureCatalogue } from "../catalogue/test-fixture";

const FORMULA_TITLE = "=Equals Sign";
const RATED: [string, string, number][] = [
  ["Heat", "1995", 4.5],
  ["Alien", "1979", 5],
  ["Up", "2009", 2],
  ["Se7en", "1995", 0.5],
  [FORMULA_TITLE, "2012", 3.5],
];

async function setup(kind: "pglite" | "postgres", config = {}) {
  const clock = testClock();
  const { app, db } = await createTestApp(kind, { clock, config });
  await seedFixtureCatalogue(db);
  // A title that a spreadsheet would run as a formula, to see it come out neutralised.
  await db.query(
    `INSERT INTO media_items (id, title, type, year, imdb_id) VALUES ('equals-sign-2012', $1, 'movie', 2012, 'tt7777777')`,
    [FORMULA_TITLE],
  );
  return { app, db, clock };
}

const req =
  (app: FastifyInstance, headers: Record<string, string>, method: "GET" | "PUT" | "POST" | "DELETE") =>
  (url: string, payload?: unknown) =>
    app.inject({ method, url, headers, payload: payload as object });

/** A history made through the real routes: ratings by import, a watch list, a watched mark, services. */
async function buildHistory(app: FastifyInstance, headers: Record<string, string>) {
  const csv = toCsv(
    ["Date", "Name", "Year", "Letterboxd URI", "Rating"],
    RATED.map(([t, y, s]) => ["2024-02-03", t, y, "x", String(s)]),
  );
  const imported = await req(app, headers, "POST")("/api/me/import", { source: "letterboxd", kind: "ratings", csv });
  expect(imported.json().counts).toMatchObject({ matched: RATED.length, imported: RATED.length });
  await req(app, headers, "PUT")("/api/me/media/the-matrix-1999/want-to-watch");
  await req(app, headers, "PUT")("/api/me/media/it-2017/want-to-watch");
  await req(app, headers, "PUT")("/api/me/media/heat-1995/watched");
  await req(app, headers, "PUT")("/api/me/media/split-2016/watched");
  await app.inject({
    method: "PATCH",
    url: "/api/profile",
    headers,
    payload: { streaming_services: ["netflix", "hulu"] },
  });
}

/** A recommendation session with two picks and feedback on them, written as the recommender would. */
async function recommendationActivity(db: Queryable, userId: string, at: Date) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO recommendation_sessions (user_id, request_timestamp, mood, ai_provider, status, processing_time_ms,
       recommendation_count) VALUES ($1, $2, 'cozy rainy day', 'engine', 'success', 321, 2) RETURNING id`,
    [userId, at],
  );
  const session = firstRow(rows, "the new session");
  const recs: string[] = [];
  for (const [i, [media, title, year]] of [
    ["up-2009", "Up", 2009],
    [null, "Some Unknown Film", 2020],
  ].entries()) {
    const r = await db.query<{ id: string }>(
      `INSERT INTO individual_recommendations (session_id, media_id, position, title, year, reason, match_score, created_at)
       VALUES ($1, $2, $3, $4, $5, 'Because.', 80, $6) RETURNING id`,
      [session.id, media, i + 1, title, year, at],
    );
    recs.push(firstRow(r.rows, "the new recommendation").id);
  }
  for (const [rec, type] of [
    [recs[0], "clicked"],
    [recs[0], "added_to_watchlist"],
    [recs[1], "trailer_played"],
  ]) {
    await db.query(
      `INSERT INTO recommendation_feedback (recommendation_id, user_id, feedback_type, feedback_value, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [rec, userId, type, JSON.stringify({ source: "test" }), at],
    );
  }
}

async function ownedRows(db: Queryable, userId: string, email: string) {
  const count = async (sql: string, param: string) =>
    firstRow((await db.query<{ n: number }>(sql, [param])).rows, "a count").n;
  return {
    users: await count("SELECT count(*)::int AS n FROM users WHERE id = $1", userId),
    profiles: await count("SELECT count(*)::int AS n FROM profiles WHERE id = $1", userId),
    sessions: await count("SELECT count(*)::int AS n FROM sessions WHERE user_id = $1", userId),
    verifications: await count("SELECT count(*)::int AS n FROM email_verifications WHERE user_id = $1", userId),
    user_media: await count("SELECT count(*)::int AS n FROM user_media WHERE user_id = $1", userId),
    rec_sessions: await count("SELECT count(*)::int AS n FROM recommendation_sessions WHERE user_id = $1", userId),
    feedback: await count("SELECT count(*)::int AS n FROM recommendation_feedback WHERE user_id = $1", userId),
    other_mail: await count(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE to_email = $1 AND subject NOT LIKE '%has been deleted'",
      email,
    ),
  };
}

const csvRows = (text: string) => parse(text) as string[][];

describe.each(DATABASES)("export and account deletion on %s", (kind) => {
  // One database per engine (made before the tests, outside their time limit); each test has its own users.
  let env: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    env = await setup(kind);
  });

  it("exports everything the account holds as a JSON download, and each list as a formula-safe CSV", async () => {
    const { app, db, clock } = env;
    const user = await createUser(db, { username: "exporter" });
    const headers = await sessionHeaders(db, { env: "test" }, user, clock.now());
    await buildHistory(app, headers);
    await recommendationActivity(db, user.id, clock.now());

    const res = await req(app, headers, "GET")("/api/me/export");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="moodreel-export-2026-11-01.json"');
    expect(res.body).not.toContain("password");
    const data = ZAccountExport.parse(res.json());
    expect(data.account).toMatchObject({ id: user.id, email: user.email });
    expect(data.profile).toMatchObject({ username: "exporter" });
    expect(data.streaming_services).toEqual(["netflix", "hulu"]);
    const byId = Object.fromEntries(data.titles.map((t) => [t.media_id, t]));
    expect(byId["heat-1995"]).toMatchObject({ user_rating: 9, rated_at: "2024-02-03T00:00:00.000Z", title: "Heat" });
    expect(byId["heat-1995"]?.watched_at).not.toBeNull();
    expect(byId["the-matrix-1999"]).toMatchObject({ status: "want_to_watch", user_rating: null });
    expect(data.titles).toHaveLength(RATED.length + 3);
    expect(data.recommendation_sessions).toHaveLength(1);
    expect(data.recommendation_sessions[0]?.recommendations.map((r) => r.title)).toEqual(["Up", "Some Unknown Film"]);
    expect(data.feedback.map((f) => f.feedback_type).sort()).toEqual([
      "added_to_watchlist",
      "clicked",
      "trailer_played",
    ]);

    const ratings = await req(app, headers, "GET")("/api/me/export.csv?kind=ratings");
    expect(ratings.statusCode).toBe(200);
    expect(ratings.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(ratings.headers["content-disposition"]).toBe('attachment; filename="moodreel-ratings.csv"');
    const table = csvRows(ratings.body);
    expect(table[0]).toEqual(["Title", "Year", "imdbID", "Rating10", "WatchedDate"]);
    expect(table.slice(1).find((r) => r[0] === "Heat")).toEqual(["Heat", "1995", "", "9", "2026-11-01"]);
    expect(table.slice(1).find((r) => r[2] === "tt7777777")).toEqual(["'=Equals Sign", "2012", "tt7777777", "7", ""]);
    for (const line of ratings.body.split("\r\n")) expect(line).not.toMatch(/^[=+\-@\t\r]/);

    const watchlist = csvRows((await req(app, headers, "GET")("/api/me/export.csv?kind=watchlist")).body);
    expect(
      watchlist
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(["It", "The Matrix"]);
    const watched = csvRows((await req(app, headers, "GET")("/api/me/export.csv?kind=watched")).body);
    expect(
      watched
        .slice(1)
        .map((r) => [r[0], r[3]])
        .sort(),
    ).toEqual([
      ["Heat", "2026-11-01"],
      ["Split", "2026-11-01"],
    ]);

    expect((await req(app, headers, "GET")("/api/me/export.csv?kind=bogus")).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/me/export" })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/me/export.csv?kind=ratings" })).statusCode).toBe(401);
  });

  it("deletes the account on the right password; a new account restores the ratings from the exported CSV", async () => {
    const { app, db, clock } = env;
    const email = uniqueEmail("leaver");
    const first = await signUpAndVerify(app, email);
    const headers = { cookie: first.cookie, ...CSRF };
    await buildHistory(app, headers);
    await recommendationActivity(db, first.userId, clock.now());
    const exported = {
      ratings: (await req(app, headers, "GET")("/api/me/export.csv?kind=ratings")).body,
      watchlist: (await req(app, headers, "GET")("/api/me/export.csv?kind=watchlist")).body,
      watched: (await req(app, headers, "GET")("/api/me/export.csv?kind=watched")).body,
    };
    const before = (await req(app, headers, "GET")("/api/me/export")).json();

    const wrong = await req(app, headers, "DELETE")("/api/me", { password: "not-my-password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: { code: "wrong_password", message: "That password is not correct.", field: "password" },
    });
    expect((await ownedRows(db, first.userId, email)).user_media).toBe(RATED.length + 3);
    expect((await req(app, headers, "DELETE")("/api/me", {})).statusCode).toBe(400);

    const done = await req(app, headers, "DELETE")("/api/me", { password: PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ deleted: true });
    expect(String(done.headers["set-cookie"])).toMatch(/moodreel_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect(await ownedRows(db, first.userId, email)).toEqual({
      users: 0,
      profiles: 0,
      sessions: 0,
      verifications: 0,
      user_media: 0,
      rec_sessions: 0,
      feedback: 0,
      other_mail: 0,
    });
    const [mail] = await waitForMail(app, email);
    expect(mail.subject).toBe("Your Moodreel account has been deleted");
    expect(mail.text).toContain("have been deleted");
    expect((await req(app, headers, "GET")("/api/me/export")).statusCode).toBe(401);

    // Back after the sign-up mail cooldown, with the same address: a new, empty account.
    clock.advance(2 * 60_000);
    // signUpAndVerify would take the deletion mail for the code mail: wait for the second message.
    await post(app, "/api/auth/signup", { email, password: PASSWORD, full_name: "Ada Lovelace" });
    const [codeMail] = await waitForMail(app, email, 2);
    const verified = await post(app, "/api/auth/verify", { email, code: codeFrom(codeMail) });
    const again = { cookie: sessionCookie(verified)!, userId: verified.json().user.id as string };
    expect(again.userId).not.toBe(first.userId);
    const h2 = { cookie: again.cookie, ...CSRF };
    for (const k of ["ratings", "watchlist", "watched"] as const) {
      const res = await req(app, h2, "POST")("/api/me/import", { source: "letterboxd", kind: k, csv: exported[k] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().counts.unmatched, k).toBe(0);
    }
    const after = (await req(app, h2, "GET")("/api/me/export")).json();
    const pick = (d: typeof before) =>
      d.titles
        .map((t: Record<string, unknown>) => [
          t.media_id,
          t.user_rating,
          t.status,
          (t.watched_at as string | null)?.slice(0, 10),
        ])
        .sort();
    expect(pick(after)).toEqual(pick(before));
    // Two sign-ups and three password checks at the production scrypt cost: slow on a busy machine.
  }, 120_000);

  it("limits wrong passwords: five tries per 15 minutes, then 429 even for the right one", async () => {
    const { app, clock } = env;
    const { cookie } = await signUpAndVerify(app, uniqueEmail("guesser"));
    const headers = { cookie, ...CSRF };
    for (let i = 0; i < 5; i++) {
      expect((await req(app, headers, "DELETE")("/api/me", { password: `guess-${i}` })).statusCode).toBe(403);
    }
    const blocked = await req(app, headers, "DELETE")("/api/me", { password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes\.$/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
    expect((await req(app, headers, "DELETE")("/api/me", { password: PASSWORD })).statusCode).toBe(200);
    // Seven password checks at the production scrypt cost.
  }, 120_000);

  it("leaves the admin analytics exactly as if the account had never existed", async () => {
    const admin = "admin@moodreel.test";
    const { app, db, clock } = await setup(kind, { adminEmails: [admin] });
    const adminUser = await createUser(db, { email: admin });
    const adminHeaders = await sessionHeaders(db, { env: "test" }, adminUser, clock.now());
    const analytics = async () => {
      const res = await app.inject({ method: "GET", url: "/api/admin/analytics", headers: adminHeaders });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // Someone who stays, with activity on the same titles as the one who leaves.
    const ben = await createUser(db);
    await buildHistory(app, await sessionHeaders(db, { env: "test" }, ben, clock.now()));
    await recommendationActivity(db, ben.id, clock.now());
    const without = await analytics();

    const ada = await signUpAndVerify(app, uniqueEmail("ada"));
    await buildHistory(app, { cookie: ada.cookie, ...CSRF });
    await recommendationActivity(db, ada.userId, clock.now());
    expect(await analytics()).not.toEqual(without);

    const res = await req(app, { cookie: ada.cookie, ...CSRF }, "DELETE")("/api/me", { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await analytics()).toEqual(without);
    // Its own database (an admin configured), so the time limit covers the set-up too.
  }, 120_000);
});
