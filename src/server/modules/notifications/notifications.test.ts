import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZNotificationsPage } from "../../../shared/contracts/notifications";
import type { Db } from "../../db/client";
import { signedInUser } from "../../test/factories";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import { decodeQp, startSmtp } from "../../test/smtp-server";
import { seedFixtureCatalogue } from "../catalogue/test-fixture";
import { createMailer, createSmtpTransport } from "../mail/transport";
import { listenOnFreePort, openStream } from "../realtime/testing";
import { buildFakeTmdbFixture, PROVIDERS } from "../tmdb/fake-tmdb-fixture";
import { type FakeTmdbServer, startFakeTmdb } from "../tmdb/fake-tmdb-server";
import { runImport } from "../tmdb/importer";
import { refreshOnce } from "../tmdb/refresh";
import { createTmdbClient } from "../tmdb/tmdb-client";
import { sendDigests } from "./digest";

const silent = { error() {}, info() {}, warn() {} };

/**
 * "Now on your service": a provider changes in the fake TMDB, a refresh runs, the person who wants the
 * title sees the alert in the app and gets the digest through a real SMTP server on loopback.
 */
describe.each(DATABASES)("availability alerts on %s", (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let tmdb: FakeTmdbServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const clock = testClock(new Date("2026-11-20T09:00:00Z"));
  const client = () => createTmdbClient({ apiBase: tmdb.apiBase, apiKey: "test-key", backoffMs: 5 });
  const people: Record<"fan" | "other" | "bystander", { email: string; headers: Record<string, string> }> = {} as never;
  let title = { id: "", tmdbId: 0, name: "", year: 0 };
  let config: Awaited<ReturnType<typeof createTestApp>>["config"];

  const get = (who: keyof typeof people, url = "/api/me/notifications") =>
    app.inject({ method: "GET", url, headers: people[who].headers });
  const read = (who: keyof typeof people, payload: unknown) =>
    app.inject({
      method: "POST",
      url: "/api/me/notifications/read",
      headers: people[who].headers,
      payload: payload as object,
    });
  const digest = () =>
    sendDigests(
      { db, clock, config },
      createMailer(createSmtpTransport({ url: config.smtpUrl!, from: config.mailFrom }), silent),
      silent,
    );

  beforeAll(async () => {
    smtp = await startSmtp({ user: "mailer", pass: "pw" });
    tmdb = await startFakeTmdb(buildFakeTmdbFixture({ films: 60, series: 5 }));
    ({ app, db, config } = await createTestApp(kind, {
      clock,
      config: { smtpUrl: `smtp://mailer:pw@127.0.0.1:${smtp.port}`, publicUrl: "https://moodreel.example" },
    }));
    await seedFixtureCatalogue(db);
    await runImport({ db, client: client(), clock }, { region: "US", limit: 100 });
    // An imported film on no subscription of Netflix and free nowhere.
    const { rows } = await db.query<{ id: string; tmdb_id: number; title: string; year: number }>(
      `SELECT id, tmdb_id, title, year FROM media_items m WHERE source = 'tmdb' AND type = 'movie'
         AND NOT (offer_types && '{free}') AND NOT EXISTS (SELECT 1 FROM media_streaming_options o
           WHERE o.media_id = m.id AND o.source_name = 'netflix')
       ORDER BY id LIMIT 1`,
    );
    const row = rows[0]!;
    title = { id: row.id, tmdbId: Number(row.tmdb_id), name: row.title, year: row.year };
    for (const [who, services, wants, digestOn] of [
      ["fan", ["netflix"], true, true],
      ["other", ["hulu"], true, false],
      ["bystander", ["netflix"], false, true],
    ] as const) {
      const { user, headers } = await signedInUser(app, db, config, { full_name: `Ada ${who}` });
      const patch = { streaming_services: [...services], availability_digest: digestOn };
      const res = await app.inject({ method: "PATCH", url: "/api/profile", headers, payload: patch });
      expect(res.json().profile).toMatchObject(patch);
      if (wants) {
        const put = await app.inject({ method: "PUT", url: `/api/me/media/${title.id}/want-to-watch`, headers });
        expect(put.statusCode).toBe(200);
      }
      people[who] = { email: user.email, headers };
    }
  }, 120_000);
  afterAll(async () => {
    await tmdb?.close();
    await smtp?.close();
  });

  it("starts with no notifications", async () => {
    const res = await get("fan");
    expect(res.statusCode).toBe(200);
    expect(ZNotificationsPage.parse(res.json())).toEqual({
      items: [],
      unread_count: 0,
      total: 0,
      page: 0,
      page_size: 20,
    });
  });

  it("alerts whoever wants the title when a refresh finds it on their service or newly free", async () => {
    // the fan's open tab hears about the new alerts as soon as the refresh has committed them
    const stream = await openStream(await listenOnFreePort(app), people.fan.headers);
    tmdb.setOffers("movie", title.tmdbId, "US", "flatrate", [PROVIDERS.netflix]);
    tmdb.setOffers("movie", title.tmdbId, "US", "ads", [PROVIDERS.tubi]);
    clock.advance(60_000);
    const out = await refreshOnce({ db, client: client(), clock }, { region: "US" });
    expect(out.ran).toBe(true);
    const heard = await stream.waitForEvents(2);
    stream.close();
    expect(heard.map((e) => e.event)).toEqual([{ type: "ready" }, { type: "notifications" }]);

    const fan = ZNotificationsPage.parse((await get("fan")).json());
    expect(fan.unread_count).toBe(2);
    expect(fan.items.map((n) => [n.kind, n.service, n.service_display_name, n.media_id, n.read])).toEqual(
      expect.arrayContaining([
        ["on_your_service", "netflix", "Netflix", title.id, false],
        ["now_free", "tubi tv", "Tubi TV", title.id, false],
      ]),
    );
    expect(fan.items[0]).toMatchObject({ title: title.name, year: title.year, created_at: clock.now().toISOString() });
    // Hulu is not where it arrived: only the "now free" alert
    const other = ZNotificationsPage.parse((await get("other")).json());
    expect(other.items.map((n) => n.kind)).toEqual(["now_free"]);
    // not on the watch list: nothing
    expect(ZNotificationsPage.parse((await get("bystander")).json()).total).toBe(0);
  });

  it("does not alert again when the next refresh finds the same offers", async () => {
    clock.advance(60_000);
    await refreshOnce({ db, client: client(), clock }, { region: "US" });
    expect(ZNotificationsPage.parse((await get("fan")).json()).total).toBe(2);
  });

  it("mails one digest to the person who opted in, and no second one that day", async () => {
    expect(await digest()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([people.fan.email]);
    const raw = decodeQp(mail.raw);
    expect(raw).toMatch(/^Subject: 2 titles on your watch list are ready to watch$/m);
    expect(raw).toContain(`${title.name} is now on Netflix, one of your services (${title.year})`);
    expect(raw).toContain(`${title.name} is now free to watch on Tubi TV (${title.year})`);
    expect(raw).toContain("https://moodreel.example/notifications");
    expect(await digest()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("marks notifications read by id (others' ids ignored) or all at once", async () => {
    const [first] = ZNotificationsPage.parse((await get("fan")).json()).items;
    const [othersId] = ZNotificationsPage.parse((await get("other")).json()).items;
    const one = await read("fan", { ids: [first!.id, othersId!.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ marked: 1, unread_count: 1 });
    expect(ZNotificationsPage.parse((await get("other")).json()).unread_count).toBe(1);
    expect((await read("fan", { all: true })).json()).toEqual({ marked: 1, unread_count: 0 });
    const after = ZNotificationsPage.parse((await get("fan")).json());
    expect(after.items.every((n) => n.read)).toBe(true);
  });

  it("answers bad input with a 400 and a missing session with a 401, in the error envelope", async () => {
    for (const payload of [{}, { ids: [] }, { ids: ["x"] }, { all: false }, { ids: [1], all: true }]) {
      const res = await read("fan", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("validation");
    }
    expect((await get("fan", "/api/me/notifications?page=-1")).statusCode).toBe(400);
    expect(ZNotificationsPage.parse((await get("fan", "/api/me/notifications?page=1")).json()).items).toEqual([]);
    const anonymous = await app.inject({ method: "GET", url: "/api/me/notifications" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("unauthorized");
  });
});
