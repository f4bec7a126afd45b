import { describe, expect, it } from "vitest";
import { statusesOf, ZListResponse, ZMyMediaResponse } from "../../../shared/contracts/lists";
import type { Db } from "../../db/client";
import { atLeast } from "../../test/at-least";
import { createUser } from "../../test/factories";
import { DATABASES } from "../../test/harness";
import * as service from "./service";
import { call, rowsOf, setup } from "./testing";

describe.each(DATABASES)("lists API reads, isolation and failures on %s", (kind) => {
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
