import { beforeAll, describe, expect, it } from "vitest";
import {
  REALTIME_EVENTS_PER_SECOND,
  REALTIME_STREAMS_PER_ACCOUNT,
  type TRealtimeEvent,
} from "../../../shared/contracts/realtime";
import { toCsv } from "../../../shared/csv-write";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { anonymousHeaders, createUser, sessionHeaders } from "../../test/factories";
import { createTestApp, createTestDb, DATABASES, type TestApp } from "../../test/harness";
import { seedFixtureCatalogue } from "../catalogue/test-fixture";
import { publishUserEvent } from "./publish";
import { listenOnFreePort, type OpenStream, openStream, userEvents } from "./testing";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The kind and title of each event, the part these tests compare. */
const brief = (events: TRealtimeEvent[]) =>
  events.map((e) => (e.type === "media" || e.type === "hidden" ? `${e.type} ${e.media_id}` : e.type));

describe.each(DATABASES)("realtime stream on %s", (kind) => {
  let db: Db;
  let made: TestApp;
  let baseUrl: string;
  let config: Config;
  const streams: OpenStream[] = [];
  const open = async (headers: Record<string, string>) => {
    const s = await openStream(baseUrl, headers);
    streams.push(s);
    return s;
  };
  const signIn = async () => {
    const user = await createUser(db);
    return { user, headers: await sessionHeaders(db, config, user) };
  };

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedFixtureCatalogue(db);
    made = await createTestApp(kind, { db });
    config = made.config;
    baseUrl = await listenOnFreePort(made.app);
    return () => {
      for (const s of streams) s.close();
    };
  }, 120_000);

  it("answers a caller without a session with 401 in the error envelope", async () => {
    const res = await made.app.inject({ method: "GET", url: "/api/me/events", headers: anonymousHeaders });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
  });

  it("streams uncompressed server-sent events that start with ready", async () => {
    const { headers } = await signIn();
    const s = await open({ ...headers, "accept-encoding": "gzip, br" });
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(s.headers["content-encoding"]).toBeUndefined();
    expect(s.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(s.headers["x-accel-buffering"]).toBe("no");
    expect(s.events.map((e) => e.event)).toEqual([{ type: "ready" }]);
  });

  it("delivers the user's ratings, list changes and hides, in order and to every stream of the user only", async () => {
    const me = await signIn();
    const other = await signIn();
    const [tabA, tabB, stranger] = [await open(me.headers), await open(me.headers), await open(other.headers)];
    const call = (method: "PUT" | "DELETE", url: string, payload?: object) =>
      made.app.inject({ method, url, headers: me.headers, payload }).then((r) => {
        expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(200);
      });
    await call("PUT", "/api/me/media/heat-1995/rating", { rating: 8 });
    await call("PUT", "/api/me/media/up-2009/want-to-watch");
    await call("PUT", "/api/me/media/up-2009/watched");
    await call("DELETE", "/api/me/media/heat-1995/rating");
    await call("PUT", "/api/me/hidden/se7en-1995", { kind: "never" });
    await call("DELETE", "/api/me/hidden/se7en-1995");
    // Showing again what is not hidden changes nothing and tells no one.
    await call("DELETE", "/api/me/hidden/se7en-1995");

    const expected = [
      "media heat-1995",
      "media up-2009",
      "media up-2009",
      "media heat-1995",
      "hidden se7en-1995",
      "hidden se7en-1995",
    ];
    for (const tab of [tabA, tabB]) {
      await tab.waitForEvents(1 + expected.length);
      expect(brief(userEvents(tab))).toEqual(expected);
    }
    const [rated, wanted, watched, cleared, hidden, shown] = userEvents(tabA);
    expect(rated).toMatchObject({ record: { media_id: "heat-1995", user_rating: 8 } });
    expect(wanted).toMatchObject({ record: { status: "want_to_watch" } });
    expect(watched).toMatchObject({ record: { status: null } });
    expect(watched?.type === "media" && watched.record?.watched_at).toBeTruthy();
    // Nothing was left on the record, so it is gone.
    expect(cleared).toEqual({ type: "media", media_id: "heat-1995", record: null });
    expect(hidden).toMatchObject({ hidden: { media_id: "se7en-1995", kind: "never", title: "Se7en" } });
    expect(shown).toEqual({ type: "hidden", media_id: "se7en-1995", hidden: null });

    await sleep(100);
    expect(userEvents(stranger)).toEqual([]);
  });

  it("tells the user's streams to resync after an import that added titles", async () => {
    const me = await signIn();
    const s = await open(me.headers);
    const csv = toCsv(["Date", "Name", "Year", "Letterboxd URI", "Rating"], [["2024-01-01", "Heat", "1995", "x", "4"]]);
    const res = await made.app.inject({
      method: "POST",
      url: "/api/me/import",
      headers: me.headers,
      payload: { source: "letterboxd", kind: "ratings", csv },
    });
    expect(res.json().counts.imported).toBe(1);
    await s.waitForEvents(2);
    expect(userEvents(s)).toEqual([{ type: "resync" }]);
  });

  it(`sends at most ${REALTIME_EVENTS_PER_SECOND} events a second and folds the rest into one resync`, async () => {
    const me = await signIn();
    const s = await open(me.headers);
    const start = Date.now();
    for (let i = 0; i < 25; i++) {
      await publishUserEvent(db, me.user.id, { type: "media", media_id: `burst-${i}`, record: null });
    }
    await s.waitForEvents(1 + REALTIME_EVENTS_PER_SECOND + 1, 5000);
    const received = s.events.slice(1);
    const events = received.map((e) => e.event);
    expect(brief(events)).toEqual([...Array.from({ length: 10 }, (_, i) => `media burst-${i}`), "resync"]);
    // The resync waits for the second to pass, counted from the first event the server sent, which
    // left after the burst began (when this client read that first event varies with the machine's load).
    const resyncAt = received.at(-1)?.at ?? 0;
    expect(resyncAt - start).toBeGreaterThanOrEqual(950);
    expect(resyncAt - start).toBeLessThan(2500);
    // Nothing else follows, and once the second is over single events flow again.
    await sleep(300);
    expect(s.events).toHaveLength(12);
    await sleep(800);
    await publishUserEvent(db, me.user.id, { type: "media", media_id: "after", record: null });
    await s.waitForEvents(13);
    expect(brief(userEvents(s)).at(-1)).toBe("media after");
  });

  it(`holds at most ${REALTIME_STREAMS_PER_ACCOUNT} streams per account and frees a place when one closes`, async () => {
    const me = await signIn();
    const held: OpenStream[] = [];
    for (let i = 0; i < REALTIME_STREAMS_PER_ACCOUNT; i++) held.push(await open(me.headers));
    expect(held.every((s) => s.status === 200)).toBe(true);

    const refused = await openStream(baseUrl, me.headers);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body()).error).toMatchObject({ code: "rate_limited" });
    expect(JSON.parse(refused.body()).error.message).toContain("Too many open tabs");

    // Another account is not affected.
    const other = await signIn();
    expect((await open(other.headers)).status).toBe(200);

    // Closing a tab gives its place back once the server sees the connection go.
    held[0]?.close();
    let again = await openStream(baseUrl, me.headers);
    for (let i = 0; i < 50 && again.status === 429; i++) {
      await sleep(20);
      again = await openStream(baseUrl, me.headers);
    }
    streams.push(again);
    expect(again.status).toBe(200);
  });

  it("ends every open stream when the app closes, so shutting down never hangs", async () => {
    const other = await createTestApp(kind, { db });
    const url = await listenOnFreePort(other.app);
    const me = await signIn();
    const s = await openStream(url, me.headers);
    const started = Date.now();
    await other.app.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
