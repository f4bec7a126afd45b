import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../config";
import type { Db } from "../../db/client";
import { createTestDb, DATABASES, testClock } from "../../test/harness";
import { catalogueVersion } from "../catalogue/repo";
import { seedFixtureCatalogue } from "../catalogue/test-fixture";
import { takeLease } from "../jobs/repo";
import { buildFakeTmdbFixture, PROVIDERS } from "./fake-tmdb-fixture";
import { type FakeTmdbServer, startFakeTmdb } from "./fake-tmdb-server";
import { runImport } from "./importer";
import { REFRESH_JOB, refreshOnce } from "./refresh";
import { catalogueRefreshJobs } from "./schedule";
import { createTmdbClient } from "./tmdb-client";

const HOUR = 60 * 60_000;

describe.each(DATABASES)("availability refresh on %s", (kind) => {
  let db: Db;
  let tmdb: FakeTmdbServer;
  const clock = testClock(new Date("2026-11-20T09:00:00Z"));
  const client = () => createTmdbClient({ apiBase: tmdb.apiBase, apiKey: "test-key", backoffMs: 5 });
  const refresh = (extra: { everyMs?: number; holder?: string } = {}) =>
    refreshOnce({ db, client: client(), clock, holder: extra.holder }, { region: "US", everyMs: extra.everyMs });
  const offers = async (mediaId: string) =>
    (
      await db.query<{ source_name: string; offer_type: string }>(
        "SELECT source_name, offer_type FROM media_streaming_options WHERE media_id = $1 AND region = 'us' ORDER BY 1, 2",
        [mediaId],
      )
    ).rows;
  const events = async (mediaId: string) =>
    (
      await db.query<{ source_name: string; offer_type: string; change: string; region: string; occurred_at: Date }>(
        "SELECT source_name, offer_type, change, region, occurred_at FROM availability_events WHERE media_id = $1 ORDER BY id",
        [mediaId],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedFixtureCatalogue(db);
    tmdb = await startFakeTmdb(buildFakeTmdbFixture({ films: 60, series: 5 }));
    await runImport({ db, client: client(), clock }, { region: "US", limit: 100 });
  }, 120_000);
  afterAll(() => tmdb?.close());

  it("records each offer that appeared or left, with the title, service, type and time", async () => {
    const { rows } = await db.query<{ id: string }>(
      "SELECT id FROM media_items WHERE tmdb_id = 10003 AND type = 'movie'",
    );
    const id = rows[0]!.id;
    const before = await offers(id);
    tmdb.setOffers("movie", 10003, "US", "flatrate", [PROVIDERS.netflix, PROVIDERS.philo]);
    tmdb.setOffers("movie", 10003, "US", "ads", []);
    clock.advance(HOUR);
    const out = await refresh();
    expect(out.ran).toBe(true);
    if (!out.ran) return;
    expect(out.summary).toMatchObject({ updated: 1, failed: 0 });
    const after = await offers(id);
    expect(after.filter((o) => o.offer_type === "subscription").map((o) => o.source_name)).toEqual([
      "netflix",
      "philo",
    ]);
    expect(after.some((o) => o.offer_type === "free")).toBe(false);
    const key = (o: { source_name: string; offer_type: string }) => `${o.source_name}|${o.offer_type}`;
    const had = new Set(before.map(key));
    const has = new Set(after.map(key));
    const expected = [
      ...before.filter((o) => !has.has(key(o))).map((o) => ({ ...o, change: "left" })),
      ...after.filter((o) => !had.has(key(o))).map((o) => ({ ...o, change: "appeared" })),
    ];
    const recorded = await events(id);
    expect(recorded.map((e) => ({ source_name: e.source_name, offer_type: e.offer_type, change: e.change }))).toEqual(
      expected,
    );
    expect(
      recorded.every((e) => e.region === "us" && new Date(e.occurred_at).getTime() === clock.now().getTime()),
    ).toBe(true);
    expect(out.summary.events).toBe(expected.length);
  });

  it("changes and records nothing when TMDB's offers did not move", async () => {
    const version = await catalogueVersion(db);
    const { rows: count } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM availability_events");
    clock.advance(HOUR);
    const out = await refresh();
    expect(out.ran && out.summary).toMatchObject({ updated: 0, events: 0, failed: 0 });
    expect(await catalogueVersion(db)).toBe(version);
    const { rows: again } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM availability_events");
    expect(again[0]!.n).toBe(count[0]!.n);
  });

  it("runs on one instance at a time: of two passes started together, one refreshes", async () => {
    clock.advance(HOUR);
    const [a, b] = await Promise.all([refresh({ holder: "instance-a" }), refresh({ holder: "instance-b" })]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
  });

  it("on the schedule, waits until CATALOGUE_REFRESH_HOURS have passed since the last refresh", async () => {
    clock.advance(HOUR);
    expect((await refresh()).ran).toBe(true);
    clock.advance(23 * HOUR);
    expect((await refresh({ everyMs: 24 * HOUR })).ran).toBe(false);
    clock.advance(HOUR);
    expect((await refresh({ everyMs: 24 * HOUR })).ran).toBe(true);
  });

  it("takes over the lease of an instance that stopped without giving it back", async () => {
    const now = clock.now();
    expect(
      await takeLease(db, {
        name: REFRESH_JOB,
        holder: "crashed",
        now,
        until: new Date(now.getTime() + 10 * 60_000),
        dueBefore: null,
      }),
    ).toBe(true);
    expect((await refresh()).ran).toBe(false);
    clock.advance(11 * 60_000);
    expect((await refresh()).ran).toBe(true);
  });

  it("schedules nothing without a TMDB key", () => {
    const log = { info() {}, warn() {} };
    expect(catalogueRefreshJobs({ config: testConfig(), db, clock }, log)).toEqual([]);
    const tmdbConfig = testConfig({
      tmdb: { apiKey: "k", readToken: undefined, apiBase: tmdb.apiBase, region: "US" },
      catalogueRefreshHours: 6,
    });
    expect(catalogueRefreshJobs({ config: tmdbConfig, db, clock }, log)).toEqual([
      expect.objectContaining({ name: REFRESH_JOB, everyMs: 6 * HOUR }),
    ]);
  });
});
