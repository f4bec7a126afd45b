import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { ZImportResponse } from "../../../shared/contracts/portability";
import { toCsv } from "../../../shared/csv-write";
import type { Queryable } from "../../db/client";
import { anonymousHeaders, createUser, sessionHeaders } from "../../test/factories";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import { seedFixtureCatalogue } from "../catalogue/test-fixture";

const LB_RATINGS = ["Date", "Name", "Year", "Letterboxd URI", "Rating"];
const IMDB_RATINGS =
  "Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors";
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const UNKNOWN: [title: string, year: string][] = [
  ["Not A Real Film", "1901"],
  ["Another Invented Picture", "1955"],
  ["Heat", "1970"], // a real title, but 25 years off
  ["Filler 01", "2010"], // in the catalogue as 2000
  ["", "2001"],
  [FORMULA, "2020"],
];

async function setup(kind: "pglite" | "postgres") {
  const clock = testClock();
  const { app, db, config } = await createTestApp(kind, { clock });
  await seedFixtureCatalogue(db);
  const catalogue = (
    await db.query<{ id: string; title: string; year: number }>("SELECT id, title, year FROM media_items ORDER BY id")
  ).rows;
  const signIn = async () => {
    const user = await createUser(db);
    return { user, headers: await sessionHeaders(db, config, user, clock.now()) };
  };
  return { app, db, clock, catalogue, signIn };
}

function post(app: FastifyInstance, headers: Record<string, string>, payload: unknown) {
  return app.inject({ method: "POST", url: "/api/me/import", headers, payload: payload as object });
}

async function recordsOf(db: Queryable, userId: string) {
  const { rows } = await db.query<{
    media_id: string;
    status: string | null;
    user_rating: number | null;
    rated_at: unknown;
    watched_at: unknown;
    updated_at: unknown;
  }>(
    `SELECT media_id, status, user_rating, rated_at, watched_at, updated_at FROM user_media
     WHERE user_id = $1 ORDER BY media_id`,
    [userId],
  );
  return rows.map((r) => ({
    ...r,
    rated_at: r.rated_at ? new Date(r.rated_at as string).toISOString() : null,
    watched_at: r.watched_at ? new Date(r.watched_at as string).toISOString() : null,
    updated_at: new Date(r.updated_at as string).toISOString(),
  }));
}

/** A Letterboxd ratings.csv: every catalogue title (stars cycling 0.5 to 5), then the unknown rows. */
function letterboxdRatings(catalogue: { title: string; year: number }[]) {
  const rows = catalogue.map((t, i) => [
    `2024-0${1 + (i % 9)}-1${i % 10}`,
    i % 3 === 0 ? t.title.toUpperCase() : t.title,
    String(t.year),
    `https://boxd.it/${i}`,
    String(((i % 10) + 1) / 2),
  ]);
  for (const [name, year] of UNKNOWN) rows.push(["2024-02-02", name, year, "https://boxd.it/x", "3"]);
  return toCsv(LB_RATINGS, rows);
}

describe.each(DATABASES)("POST /api/me/import on %s", (kind) => {
  // One database per engine (made before the tests, outside their time limit); each test has its own user.
  let env: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    env = await setup(kind);
  });
  it("imports a Letterboxd ratings file: exact counts, stars times two, the file's dates; twice changes nothing", async () => {
    const { app, db, catalogue, signIn } = env;
    const { user, headers } = await signIn();
    const csv = letterboxdRatings(catalogue);

    const first = await post(app, headers, { source: "letterboxd", kind: "ratings", csv });
    expect(first.statusCode, first.body).toBe(200);
    const body = ZImportResponse.parse(first.json());
    expect(body.counts).toEqual({
      rows: catalogue.length + UNKNOWN.length,
      matched: catalogue.length,
      imported: catalogue.length,
      already_present: 0,
      unmatched: UNKNOWN.length,
    });
    expect(body.unmatched.map((u) => [u.title, u.year, u.reason])).toEqual(
      UNKNOWN.map(([t, y]) => [t, Number(y), "not_in_catalogue"]),
    );
    expect(body.unmatched[0]?.line).toBe(catalogue.length + 2);

    const records = await recordsOf(db, user.id);
    expect(records).toHaveLength(catalogue.length);
    for (const [i, t] of catalogue.entries()) {
      const rec = records.find((r) => r.media_id === t.id)!;
      expect(rec.user_rating, t.id).toBe((i % 10) + 1);
      expect(rec.rated_at).toBe(`2024-0${1 + (i % 9)}-1${i % 10}T00:00:00.000Z`);
      expect(rec.status).toBeNull();
    }

    const second = await post(app, headers, { source: "letterboxd", kind: "ratings", csv });
    expect(second.json().counts).toEqual({ ...body.counts, imported: 0, already_present: catalogue.length });
    expect(await recordsOf(db, user.id)).toEqual(records);
  });

  it("matches IMDb ratings by id first, then title, year and type; refuses episodes", async () => {
    const { app, db, signIn } = env;
    const { user, headers } = await signIn();
    const csv = [
      IMDB_RATINGS,
      "tt0078748,9,2023-05-01,Alien (Director's Cut),x,u,movie,8.5,117,1979,Horror,1,,",
      "tt9999991,8,2023-05-02,The Matrix,x,u,Movie,8.7,136,1998,Action,1,,",
      "tt9999992,7,2023-05-03,Dark Waters,x,u,movie,7,120,2017,Drama,1,,",
      "tt9999993,6,2023-05-04,Dark Waters,x,u,tvMiniSeries,7,50,2017,Drama,1,,",
      "tt9999994,5,2023-05-05,Heat: Episode 2,x,u,tvEpisode,7,50,1995,Drama,1,,",
    ].join("\n");
    const res = await post(app, headers, { source: "imdb", kind: "ratings", csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ rows: 5, matched: 3, imported: 3, already_present: 0, unmatched: 2 });
    expect(res.json().unmatched.map((u: { reason: string }) => u.reason)).toEqual([
      "not_in_catalogue",
      "unsupported_type",
    ]);
    const records = await recordsOf(db, user.id);
    expect(records.map((r) => [r.media_id, r.user_rating])).toEqual([
      ["alien-1979", 9],
      ["dark-waters-2017", 6],
      ["the-matrix-1999", 8],
    ]);
  });

  it("never overwrites: an existing rating stays, a watched import drops the watch-list status like the lists API", async () => {
    const { app, db, signIn } = env;
    const { user, headers } = await signIn();
    await app.inject({ method: "PUT", url: "/api/me/media/heat-1995/rating", headers, payload: { rating: 3 } });
    const ratings = toCsv(LB_RATINGS, [
      ["2024-01-01", "Heat", "1995", "x", "5"],
      ["2024-01-01", "Up", "2009", "x", "4"],
      ["2024-01-02", "Up", "2009", "x", "1"],
    ]);
    const r = await post(app, headers, { source: "letterboxd", kind: "ratings", csv: ratings });
    expect(r.json().counts).toEqual({ rows: 3, matched: 3, imported: 1, already_present: 2, unmatched: 0 });

    const watchlist = toCsv(
      ["Date", "Name", "Year", "Letterboxd URI"],
      [
        ["2024-01-01", "Se7en", "1995", "x"],
        ["2024-01-01", "Up", "2009", "x"],
      ],
    );
    const w = await post(app, headers, { source: "letterboxd", kind: "watchlist", csv: watchlist });
    expect(w.json().counts).toMatchObject({ matched: 2, imported: 2, already_present: 0 });

    const watched = toCsv(["Date", "Name", "Year", "Letterboxd URI"], [["2024-06-01", "Se7en", "1995", "x"]]);
    const v = await post(app, headers, { source: "letterboxd", kind: "watched", csv: watched });
    expect(v.json().counts).toMatchObject({ matched: 1, imported: 1 });
    const again = await post(app, headers, { source: "letterboxd", kind: "watched", csv: watched });
    expect(again.json().counts).toMatchObject({ matched: 1, imported: 0, already_present: 1 });

    const records = await recordsOf(db, user.id);
    expect(records.map((x) => [x.media_id, x.status, x.user_rating, x.watched_at])).toEqual([
      ["heat-1995", null, 3, null],
      ["se7en-1995", null, null, "2024-06-01T00:00:00.000Z"],
      ["up-2009", "want_to_watch", 8, null],
    ]);
  });

  it("rejects each bad file with a clear message and writes nothing", async () => {
    const { app, db, signIn } = env;
    const { user, headers } = await signIn();
    const good = (n: number) =>
      Array.from({ length: n }, (_, i) => `2024-01-01,Filler ${String(i + 1).padStart(2, "0")},${2000 + i},x,4`);
    const lb = (...lines: string[]) => [LB_RATINGS.join(","), ...lines].join("\n");
    const cases: [string, string, string | RegExp][] = [
      ["ratings", "Date,Title,Year,Letterboxd URI\n2024-01-01,Heat,1995,x\n", /no "Rating" or "Rating10" column/],
      ["watched", "Date,Year,Letterboxd URI\n2024-01-01,1995,x\n", /no "Name" or "Title" column/],
      [
        "ratings",
        lb(...good(10), "2024-01-01,Heat,1995,x,5.5"),
        'Line 12: Rating "5.5" is outside the range 0.5 to 5 stars.',
      ],
      ["ratings", lb(...good(3), "2024-01-01,Heat,1995,x,0"), /^Line 5: Rating "0" is outside/],
      [
        "ratings",
        lb(...good(3), '2024-01-01,"Heat,1995,x,4'),
        /^Broken quoting near line \d+: a quoted field is never closed/,
      ],
      [
        "ratings",
        lb(...good(3), '2024-01-01,He"at,1995,x,4'),
        "Broken quoting on line 5: a field has a stray quote character.",
      ],
      ["ratings", lb(...good(3), "2024-01-01,Heat,1995,x"), "Line 5 has 4 fields, but the header has 5."],
      ["ratings", `${lb(...good(3))}\n\u0000\u0001\u0002PK`, "The file contains binary data, not CSV text."],
      ["ratings", `${lb(...good(3))}\n2024-01-01,\uFFFD\uFFFD,1995,x,4`, /not UTF-8/],
      ["ratings", lb(...Array.from({ length: 20_001 }, () => "2024-01-01,Heat,1995,x,4")), /more than 20,000 rows/],
      ["ratings", "", "The file is empty."],
    ];
    for (const [k, csv, message] of cases) {
      const res = await post(app, headers, { source: "letterboxd", kind: k, csv });
      expect(res.statusCode, `${csv.slice(0, 60)} → ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe("invalid_file");
      if (typeof message === "string") expect(res.json().error.message).toBe(message);
      else expect(res.json().error.message).toMatch(message);
    }
    const imdbWatched = await post(app, headers, { source: "imdb", kind: "watched", csv: "Const\n" });
    expect(imdbWatched.json().error.message).toMatch(/IMDb has no export of watched titles/);
    const badKind = await post(app, headers, { source: "trakt", kind: "ratings", csv: "" });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.message).toMatch(/^source: source must be one of letterboxd, imdb/);
    expect(await recordsOf(db, user.id)).toEqual([]);
  });

  it("answers 413 in the error envelope above 5 MB, and 401 to anonymous callers", async () => {
    const { app, signIn } = env;
    const { headers } = await signIn();
    const line = "2024-01-01,Some Title,1995,https://boxd.it/abc,4\n";
    const big = `${LB_RATINGS.join(",")}\n${line.repeat(Math.ceil((5 * 1024 * 1024) / line.length) + 1)}`;
    const res = await post(app, headers, { source: "letterboxd", kind: "ratings", csv: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: "payload_too_large", message: "The file is larger than 5 MB." } });
    const huge = await post(app, headers, { source: "letterboxd", kind: "ratings", csv: big + big });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("payload_too_large");
    const anon = await post(app, { ...anonymousHeaders }, { source: "letterboxd", kind: "ratings", csv: "x" });
    expect(anon.statusCode).toBe(401);
  });

  it("treats formula cells as plain text: stored nowhere, echoed only as a JSON string", async () => {
    const { app, db, signIn } = env;
    const { user, headers } = await signIn();
    const csv = toCsv(LB_RATINGS, [
      ["2024-01-01", FORMULA, "2020", "x", "4"],
      ["2024-01-01", "+cmd|' /C calc'!A0", "2020", "x", "4"],
      ["2024-01-01", "@SUM(1+1)", "", "x", "4"],
    ]);
    const res = await post(app, headers, { source: "letterboxd", kind: "ratings", csv });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().unmatched.map((u: { title: string }) => u.title)).toEqual([
      FORMULA,
      "+cmd|' /C calc'!A0",
      "@SUM(1+1)",
    ]);
    expect(await recordsOf(db, user.id)).toEqual([]);
  });
});
