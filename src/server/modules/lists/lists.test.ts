import { describe, expect, it } from "vitest";
import { statusesOf, ZUserMediaWriteResponse } from "../../../shared/contracts/lists";
import { anonymousHeaders, createUser } from "../../test/factories";
import { DATABASES } from "../../test/harness";
import { call, rowsOf, setup } from "./testing";

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
});
