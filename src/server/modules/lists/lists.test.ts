import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { statusesOf, ZListResponse, ZMyMediaResponse, ZUserMediaWriteResponse } from "../../../shared/contracts/lists";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/client";
import { atLeast } from "../../test/at-least";
import { anonymousHeaders, createUser, sessionHeaders } from "../../test/factories";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import * as service from "./service";

/** A few catalogue rows, two of them with offers, written straight to the database. */
async function seedMedia(db: Queryable, ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await db.query(
      `INSERT INTO media_items (id, title, type, year, rating, poster_url, genres, mood_tags)
       VALUES ($1, $2, $3, $4, $5, $6, '{Drama}', '{cozy,witty}')`,
      [id, `Title ${id}`, i % 2 ? "tv" : "movie", 1990 + i, 7.5, `/posters/${id}.svg`],
    );
  }
  await db.exec(`INSERT INTO streaming_services (name, display_name, kind, color, homepage)
                 VALUES ('netflix', 'Netflix', 'subscription', '#e50914', 'https://www.netflix.com')
                 ON CONFLICT DO NOTHING`);
  await db.query(
    `INSERT INTO media_streaming_options (media_id, source_name, offer_type, price, web_url)
     VALUES ($1, 'netflix', 'subscription', NULL, 'https://www.netflix.com'), ($1, 'netflix', 'rent', 3.99, NULL)`,
    [ids[0]],
  );
}

const MEDIA = ["alpha-1990", "bravo-1991", "charlie-1992", "delta-1993", "echo-1994", "foxtrot-1995", "golf-1996"];

interface Ctx {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: ReturnType<typeof testClock>;
  as(user: { id: string }): Promise<Record<string, string>>;
}

async function setup(kind: "pglite" | "postgres"): Promise<Ctx> {
  const clock = testClock();
  const { app, db, config } = await createTestApp(kind, { clock });
  await seedMedia(db, MEDIA);
  return { app, db, config, clock, as: (user) => sessionHeaders(db, config, user, clock.now()) };
}

async function call(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: "GET" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({ method, url, headers, payload: payload as never });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

async function rowsOf(db: Queryable, userId: string) {
  const { rows } = await db.query<{ media_id: string; status: string | null; user_rating: number | null }>(
    "SELECT media_id, status, user_rating FROM user_media WHERE user_id = $1 ORDER BY media_id",
    [userId],
  );
  return rows;
}

describe.each(DATABASES)("lists API on %s", (kind) => {
  it("answers 401 to anonymous callers on every endpoint, before looking at the body", async () => {
    const { app } = await setup(kind);
    const cases: [string, string, unknown?][] = [
      ["GET", "/api/me/media"],
      ["GET", "/api/me/lists/rated"],
      ["GET", "/api/me/lists/bogus"],
      ["PUT", "/api/me/media/alpha-1990/want-to-watch"],
      ["DELETE", "/api/me/media/alpha-1990/want-to-watch"],
      ["PUT", "/api/me/media/alpha-1990/rating", { rating: 8 }],
      ["PUT", "/api/me/media/alpha-1990/rating", { rating: 99 }],
      ["DELETE", "/api/me/media/alpha-1990/rating"],
      ["PUT", "/api/me/media/alpha-1990/watched"],
      ["DELETE", "/api/me/media/alpha-1990/watched"],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(app, { ...anonymousHeaders }, method as "GET", url, payload);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
  });

  it("answers 404 for unknown media on every write and leaves no row", async () => {
    const { app, db, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    for (const [method, part, payload] of [
      ["PUT", "want-to-watch"],
      ["DELETE", "want-to-watch"],
      ["PUT", "rating", { rating: 5 }],
      ["DELETE", "rating"],
      ["PUT", "watched"],
      ["DELETE", "watched"],
    ] as const) {
      const res = await call(app, h, method, `/api/me/media/no-such-title-1999/${part}`, payload);
      expect(res.status, `${method} ${part}`).toBe(404);
      expect(res.body).toEqual({ error: { code: "not_found", message: "Media not found" } });
    }
    expect(await rowsOf(db, user.id)).toEqual([]);
  });

  it("rejects ratings that are not whole numbers from 1 to 10 with a 400", async () => {
    const { app, db, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    for (const payload of [{ rating: 0 }, { rating: 11 }, { rating: 2.5 }, { rating: "7" }, {}, { rating: null }]) {
      const res = await call(app, h, "PUT", "/api/me/media/alpha-1990/rating", payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error.code).toBe("validation");
      expect(res.body.error.message).toMatch(/rating/);
    }
    const noBody = await app.inject({ method: "PUT", url: "/api/me/media/alpha-1990/rating", headers: h });
    expect(noBody.statusCode).toBe(400);
    expect(await rowsOf(db, user.id)).toEqual([]);
  });

  it("rejects an unknown list status and a malformed media id with a 400", async () => {
    const { app, db, as } = await setup(kind);
    const h = await as(await createUser(db));
    const bad = await call(app, h, "GET", "/api/me/lists/favourites");
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("like, dislike, watched, want_to_watch, rated");
    const badId = await call(app, h, "PUT", "/api/me/media/NOT%20AN%20ID/want-to-watch");
    expect(badId.status).toBe(400);
    expect(badId.body.error.code).toBe("validation");
  });

  it("want-to-watch upserts one record and every write moves updated_at", async () => {
    const { app, db, clock, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    const first = await call(app, h, "PUT", "/api/me/media/alpha-1990/want-to-watch");
    expect(first.status).toBe(200);
    const rec1 = ZUserMediaWriteResponse.parse(first.body).record!;
    expect(rec1).toMatchObject({ media_id: "alpha-1990", status: "want_to_watch", user_rating: null });
    expect(rec1.updated_at).toBe(clock.now().toISOString());

    clock.advance(60_000);
    const again = ZUserMediaWriteResponse.parse(
      (await call(app, h, "PUT", "/api/me/media/alpha-1990/want-to-watch")).body,
    );
    expect(again.record!.updated_at).toBe(clock.now().toISOString());
    expect(await rowsOf(db, user.id)).toEqual([{ media_id: "alpha-1990", status: "want_to_watch", user_rating: null }]);

    // On a rated record the rating stays.
    clock.advance(60_000);
    await call(app, h, "PUT", "/api/me/media/bravo-1991/rating", { rating: 6 });
    clock.advance(60_000);
    const both = ZUserMediaWriteResponse.parse(
      (await call(app, h, "PUT", "/api/me/media/bravo-1991/want-to-watch")).body,
    );
    expect(both.record).toMatchObject({ status: "want_to_watch", user_rating: 6 });
    expect(both.record!.updated_at).toBe(clock.now().toISOString());
  });

  it("DELETE want-to-watch sets status null on a rated record and deletes an unrated one", async () => {
    const { app, db, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    await call(app, h, "PUT", "/api/me/media/alpha-1990/want-to-watch");
    await call(app, h, "PUT", "/api/me/media/bravo-1991/want-to-watch");
    await call(app, h, "PUT", "/api/me/media/bravo-1991/rating", { rating: 9 });

    const unrated = await call(app, h, "DELETE", "/api/me/media/alpha-1990/want-to-watch");
    expect(unrated).toEqual({ status: 200, body: { record: null } });
    const rated = await call(app, h, "DELETE", "/api/me/media/bravo-1991/want-to-watch");
    expect(rated.status).toBe(200);
    expect(rated.body.record).toMatchObject({ media_id: "bravo-1991", status: null, user_rating: 9 });
    expect(await rowsOf(db, user.id)).toEqual([{ media_id: "bravo-1991", status: null, user_rating: 9 }]);

    // Removing what is not there is a no-op, not an error.
    expect(await call(app, h, "DELETE", "/api/me/media/charlie-1992/want-to-watch")).toEqual({
      status: 200,
      body: { record: null },
    });
    // A different status is not touched by the want-to-watch removal.
    await db.query("INSERT INTO user_media (user_id, media_id, status) VALUES ($1, 'delta-1993', 'like')", [user.id]);
    const like = await call(app, h, "DELETE", "/api/me/media/delta-1993/want-to-watch");
    expect(like.body.record).toMatchObject({ status: "like" });
  });

  it("rating inserts with a null status, updates in place, and DELETE keeps a record that has a status", async () => {
    const { app, db, clock, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    const set = ZUserMediaWriteResponse.parse(
      (await call(app, h, "PUT", "/api/me/media/alpha-1990/rating", { rating: 7 })).body,
    );
    expect(set.record).toMatchObject({ status: null, user_rating: 7, rated_at: clock.now().toISOString() });
    clock.advance(1000);
    const changed = ZUserMediaWriteResponse.parse(
      (await call(app, h, "PUT", "/api/me/media/alpha-1990/rating", { rating: 10 })).body,
    );
    expect(changed.record).toMatchObject({ user_rating: 10, rated_at: clock.now().toISOString() });
    expect(await rowsOf(db, user.id)).toEqual([{ media_id: "alpha-1990", status: null, user_rating: 10 }]);

    // Rating-only record: DELETE removes the record.
    expect((await call(app, h, "DELETE", "/api/me/media/alpha-1990/rating")).body).toEqual({ record: null });
    expect(await rowsOf(db, user.id)).toEqual([]);

    // Record with a status: DELETE clears the rating only.
    await call(app, h, "PUT", "/api/me/media/bravo-1991/want-to-watch");
    await call(app, h, "PUT", "/api/me/media/bravo-1991/rating", { rating: 3 });
    clock.advance(1000);
    const cleared = await call(app, h, "DELETE", "/api/me/media/bravo-1991/rating");
    expect(cleared.body.record).toMatchObject({
      status: "want_to_watch",
      user_rating: null,
      rated_at: null,
      updated_at: clock.now().toISOString(),
    });
    expect(await rowsOf(db, user.id)).toEqual([{ media_id: "bravo-1991", status: "want_to_watch", user_rating: null }]);
  });

  it("watched is a mark of its own: it drops want_to_watch, keeps the rating, and its removal deletes an empty record", async () => {
    const { app, db, clock, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    await call(app, h, "PUT", "/api/me/media/alpha-1990/want-to-watch");
    await call(app, h, "PUT", "/api/me/media/alpha-1990/rating", { rating: 8 });
    const markedAt = clock.now().toISOString();
    const marked = ZUserMediaWriteResponse.parse((await call(app, h, "PUT", "/api/me/media/alpha-1990/watched")).body);
    expect(marked.record).toMatchObject({ status: null, user_rating: 8, watched_at: markedAt });
    expect(statusesOf(marked.record!)).toEqual(["watched"]);

    // Marking again keeps the first time; updated_at still moves.
    clock.advance(5000);
    const again = ZUserMediaWriteResponse.parse((await call(app, h, "PUT", "/api/me/media/alpha-1990/watched")).body);
    expect(again.record).toMatchObject({ watched_at: markedAt, updated_at: clock.now().toISOString() });

    // Want to watch again (a re-watch) keeps the watched mark: both statuses show.
    const rewatch = ZUserMediaWriteResponse.parse(
      (await call(app, h, "PUT", "/api/me/media/alpha-1990/want-to-watch")).body,
    );
    expect(statusesOf(rewatch.record!)).toEqual(["want_to_watch", "watched"]);

    // Watched only: removing the mark deletes the record.
    await call(app, h, "PUT", "/api/me/media/bravo-1991/watched");
    expect((await call(app, h, "DELETE", "/api/me/media/bravo-1991/watched")).body).toEqual({ record: null });
    // Watched and rated: removing the rating keeps the record for the mark, then removing the mark deletes it.
    await call(app, h, "PUT", "/api/me/media/charlie-1992/watched");
    await call(app, h, "PUT", "/api/me/media/charlie-1992/rating", { rating: 2 });
    expect((await call(app, h, "DELETE", "/api/me/media/charlie-1992/rating")).body.record).toMatchObject({
      user_rating: null,
      watched_at: expect.any(String),
    });
    expect((await call(app, h, "DELETE", "/api/me/media/charlie-1992/watched")).body).toEqual({ record: null });
    expect((await rowsOf(db, user.id)).map((r) => r.media_id)).toEqual(["alpha-1990"]);
  });

  it("GET /api/me/media returns the caller's records with statuses, ratings and watched marks", async () => {
    const { app, db, clock, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    await call(app, h, "PUT", "/api/me/media/alpha-1990/want-to-watch");
    clock.advance(1000);
    await call(app, h, "PUT", "/api/me/media/bravo-1991/rating", { rating: 4 });
    clock.advance(1000);
    await call(app, h, "PUT", "/api/me/media/charlie-1992/watched");
    const res = await call(app, h, "GET", "/api/me/media");
    expect(res.status).toBe(200);
    const records = ZMyMediaResponse.parse(res.body);
    expect(records.map((r) => [r.media_id, r.status, r.user_rating, statusesOf(r)])).toEqual([
      ["charlie-1992", null, null, ["watched"]],
      ["bravo-1991", null, 4, []],
      ["alpha-1990", "want_to_watch", null, ["want_to_watch"]],
    ]);
  });

  it("lists want_to_watch most recently updated first and rated newest rating first, with media rows", async () => {
    const { app, db, clock, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    for (const id of ["alpha-1990", "bravo-1991", "charlie-1992"]) {
      clock.advance(1000);
      await call(app, h, "PUT", `/api/me/media/${id}/want-to-watch`);
    }
    clock.advance(1000);
    await call(app, h, "PUT", "/api/me/media/alpha-1990/want-to-watch"); // moves to the front
    const watch = ZListResponse.parse((await call(app, h, "GET", "/api/me/lists/want_to_watch")).body);
    expect(watch.status).toBe("want_to_watch");
    expect(watch.items.map((i) => i.media_id)).toEqual(["alpha-1990", "charlie-1992", "bravo-1991"]);
    const alpha = atLeast(watch.items, 1)[0].media;
    expect(alpha).toMatchObject({
      id: "alpha-1990",
      title: "Title alpha-1990",
      type: "movie",
      year: 1990,
      rating: 7.5,
    });
    expect(alpha.streaming_services).toEqual([
      { name: "netflix", link: "https://www.netflix.com", type: "subscription", price: null, currency: "USD" },
      { name: "netflix", link: null, type: "rent", price: "3.99", currency: "USD" },
    ]);
    expect(alpha).not.toHaveProperty("search_vector");

    for (const [id, rating] of [
      ["delta-1993", 5],
      ["echo-1994", 9],
      ["foxtrot-1995", 1],
    ] as const) {
      clock.advance(1000);
      await call(app, h, "PUT", `/api/me/media/${id}/rating`, { rating });
    }
    // A later status change does not reorder the ratings; a new rating does.
    clock.advance(1000);
    await call(app, h, "PUT", "/api/me/media/delta-1993/want-to-watch");
    clock.advance(1000);
    await call(app, h, "PUT", "/api/me/media/echo-1994/rating", { rating: 8 });
    const rated = ZListResponse.parse((await call(app, h, "GET", "/api/me/lists/rated")).body);
    expect(rated.items.map((i) => [i.media_id, i.user_rating])).toEqual([
      ["echo-1994", 8],
      ["foxtrot-1995", 1],
      ["delta-1993", 5],
    ]);

    clock.advance(1000);
    await call(app, h, "PUT", "/api/me/media/golf-1996/watched");
    const watched = ZListResponse.parse((await call(app, h, "GET", "/api/me/lists/watched")).body);
    expect(watched.items.map((i) => i.media_id)).toEqual(["golf-1996"]);
    for (const status of ["like", "dislike"]) {
      expect((await call(app, h, "GET", `/api/me/lists/${status}`)).body).toEqual({ status, items: [] });
    }
  });

  it("only ever reads and writes the caller's records", async () => {
    const { app, db, as } = await setup(kind);
    const ann = await createUser(db);
    const bob = await createUser(db);
    const ha = await as(ann);
    const hb = await as(bob);
    await call(app, ha, "PUT", "/api/me/media/alpha-1990/rating", { rating: 9 });
    await call(app, ha, "PUT", "/api/me/media/bravo-1991/want-to-watch");
    await call(app, ha, "PUT", "/api/me/media/charlie-1992/watched");

    expect((await call(app, hb, "GET", "/api/me/media")).body).toEqual([]);
    for (const list of ["rated", "want_to_watch", "watched"]) {
      expect((await call(app, hb, "GET", `/api/me/lists/${list}`)).body.items).toEqual([]);
    }
    // Bob's removals do not reach Ann's records.
    expect((await call(app, hb, "DELETE", "/api/me/media/alpha-1990/rating")).body).toEqual({ record: null });
    expect((await call(app, hb, "DELETE", "/api/me/media/bravo-1991/want-to-watch")).body).toEqual({ record: null });
    expect((await call(app, hb, "DELETE", "/api/me/media/charlie-1992/watched")).body).toEqual({ record: null });
    // Bob's own writes create his own record.
    await call(app, hb, "PUT", "/api/me/media/alpha-1990/rating", { rating: 2 });
    expect(await rowsOf(db, ann.id)).toEqual([
      { media_id: "alpha-1990", status: null, user_rating: 9 },
      { media_id: "bravo-1991", status: "want_to_watch", user_rating: null },
      { media_id: "charlie-1992", status: null, user_rating: null },
    ]);
    expect(await rowsOf(db, bob.id)).toEqual([{ media_id: "alpha-1990", status: null, user_rating: 2 }]);
  });

  it("concurrent toggles of one record never leave two rows or fail", async () => {
    const { app, db, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    const puts = await Promise.all(
      Array.from({ length: 10 }, () => call(app, h, "PUT", "/api/me/media/alpha-1990/want-to-watch")),
    );
    expect(puts.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await rowsOf(db, user.id)).toEqual([{ media_id: "alpha-1990", status: "want_to_watch", user_rating: null }]);

    // Ratings and statuses racing on a fresh record end in one row holding both.
    const mixed = await Promise.all([
      ...Array.from({ length: 5 }, () => call(app, h, "PUT", "/api/me/media/bravo-1991/rating", { rating: 6 })),
      ...Array.from({ length: 5 }, () => call(app, h, "PUT", "/api/me/media/bravo-1991/want-to-watch")),
    ]);
    expect(mixed.every((r) => r.status === 200)).toBe(true);
    expect((await rowsOf(db, user.id)).filter((r) => r.media_id === "bravo-1991")).toEqual([
      { media_id: "bravo-1991", status: "want_to_watch", user_rating: 6 },
    ]);

    // Adds and removals interleaved: never an error, never more than one row.
    const flips = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(app, h, i % 2 ? "DELETE" : "PUT", "/api/me/media/charlie-1992/want-to-watch"),
      ),
    );
    expect(flips.map((r) => r.status)).toEqual(Array(10).fill(200));
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM user_media WHERE user_id = $1 AND media_id = 'charlie-1992'",
      [user.id],
    );
    expect(rows[0]?.n).toBeLessThanOrEqual(1);
  });

  it("a removal that fails half-way leaves the record as it was", async () => {
    const { app, db, as } = await setup(kind);
    const user = await createUser(db);
    const h = await as(user);
    await call(app, h, "PUT", "/api/me/media/alpha-1990/want-to-watch");
    await call(app, h, "PUT", "/api/me/media/bravo-1991/want-to-watch");
    await call(app, h, "PUT", "/api/me/media/bravo-1991/rating", { rating: 5 });
    const before = await rowsOf(db, user.id);
    // The second statement of the transaction (the delete) fails.
    const failing: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            exec: tx.exec,
            query: (text, params) =>
              text.trimStart().startsWith("DELETE")
                ? Promise.reject(new Error("disk on fire"))
                : tx.query(text, params),
          }),
        ),
    };
    for (const kind of ["want_to_watch", "rating"] as const) {
      for (const id of ["alpha-1990", "bravo-1991"]) {
        await expect(service.clear(failing, user.id, id, kind, new Date())).rejects.toThrow("disk on fire");
      }
    }
    expect(await rowsOf(db, user.id)).toEqual(before);
  });

  it("documents its endpoints in the OpenAPI document", async () => {
    const { app } = await setup(kind);
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const path of [
      "/api/me/media",
      "/api/me/media/{id}/want-to-watch",
      "/api/me/media/{id}/rating",
      "/api/me/media/{id}/watched",
      "/api/me/lists/{status}",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
