import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { createTestDb, DATABASES, testClock } from "../../test/harness";
import { catalogueVersion } from "../catalogue/repo";
import { seedFixtureCatalogue } from "../catalogue/test-fixture";
import { buildFakeTmdbFixture } from "./fake-tmdb-fixture";
import { type FakeTmdbServer, startFakeTmdb } from "./fake-tmdb-server";
import { type ImportSummary, runImport } from "./importer";
import { createTmdbClient } from "./tmdb-client";

/** The whole importer against a real HTTP server on loopback serving 200 films and 100 series. */
describe.each(DATABASES)("TMDB import on %s", (kind) => {
  let db: Db;
  let tmdb: FakeTmdbServer;
  const clock = testClock(new Date("2026-11-20T09:00:00Z"));
  let first: ImportSummary;
  let second: ImportSummary;
  let versionBefore = 0;
  let versionAfterFirst = 0;
  const client = () => createTmdbClient({ apiBase: tmdb.apiBase, apiKey: "test-key", backoffMs: 20 });

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedFixtureCatalogue(db);
    tmdb = await startFakeTmdb(buildFakeTmdbFixture());
    versionBefore = await catalogueVersion(db);
    const started = performance.now();
    first = await runImport({ db, client: client(), clock }, { region: "US", limit: 1000 });
    const firstMs = Math.round(performance.now() - started);
    versionAfterFirst = await catalogueVersion(db);
    const again = performance.now();
    second = await runImport({ db, client: client(), clock }, { region: "US", limit: 1000 });
    console.info(
      `[tmdb import ${kind}] first run ${firstMs} ms (${first.requests} requests, ${first.retries} retries): ` +
        `${first.added} added, ${first.updated} updated, ${first.unchanged} unchanged, ${first.failed} failed; ` +
        `second run ${Math.round(performance.now() - again)} ms: ${second.added} added, ${second.updated} updated`,
    );
  }, 120_000);
  afterAll(() => tmdb?.close());

  it("imports 200 films and 100 series, skipping and reporting the one malformed record", () => {
    expect(first.failed).toBe(1);
    expect(first.failures).toEqual([
      { ref: "film 10057", reason: expect.stringContaining("release_date is not a YYYY-MM-DD date") },
    ]);
    // Alien and The Matrix are titles of the seed: linked, not added
    expect(first.added).toBe(297);
    expect(first.updated).toBe(2);
    expect(first.unchanged).toBe(0);
  });

  it("rides out the 429 (Retry-After) and the 500 with retries", () => {
    expect(first.retries).toBeGreaterThanOrEqual(2);
    expect(tmdb.requests.filter((p) => p === "/movie/10010").length).toBeGreaterThanOrEqual(2);
    expect(tmdb.requests.filter((p) => p === "/tv/50020").length).toBeGreaterThanOrEqual(2);
  });

  it("moves the catalogue version (and with it every catalogue cache) when it changes something", () => {
    expect(versionAfterFirst).toBeGreaterThan(versionBefore);
  });

  it("changes nothing on a second run: 0 added, 0 updated, nothing written", async () => {
    expect(second).toMatchObject({ added: 0, updated: 0, unchanged: 299, failed: 1, events: 0 });
    expect(await catalogueVersion(db)).toBe(versionAfterFirst);
  });

  it("keeps the seed's description and facts, and takes TMDB's poster and offers", async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      "SELECT description, tmdb_id, source, poster_url, imdb_id, genres, streaming_provider_names FROM media_items WHERE id = 'alien-1979'",
    );
    const alien = rows[0]!;
    expect(alien.description).toContain("distress call");
    expect(alien.tmdb_id).toBe(348);
    expect(alien.source).toBe("seed");
    expect(alien.poster_url).toBe("https://image.tmdb.org/t/p/w342/poster10900.jpg");
    expect(alien.genres).toEqual(["Horror", "Science Fiction"]);
  });

  it("maps an imported film: overview, genres, US certification, official trailer, IMDb id, moods", async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT id, title, description, certification, trailer_url, imdb_id, genres, mood_tags, source, rating, popularity
       FROM media_items WHERE tmdb_id = 10003 AND type = 'movie'`,
    );
    const film = rows[0]!;
    expect(film.source).toBe("tmdb");
    expect(film.description).toMatch(/\.$/);
    expect(["G", "PG", "PG-13", "R"]).toContain(film.certification);
    expect(film.trailer_url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    expect(film.imdb_id).toBe("tt9010003");
    expect((film.genres as string[]).length).toBeGreaterThan(0);
    const { rows: tagged } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM media_items WHERE source = 'tmdb' AND cardinality(mood_tags) > 0",
    );
    expect(tagged[0]!.n).toBeGreaterThan(250);
  });

  it("maps offers to our services and adds unknown providers with their logo", async () => {
    const { rows: services } = await db.query<{ name: string; kind: string; logo_url: string | null }>(
      "SELECT name, kind, logo_url FROM streaming_services WHERE logo_url IS NOT NULL ORDER BY name",
    );
    expect(services.map((s) => s.name)).toEqual(["hoopla", "philo", "plex"]);
    expect(services.find((s) => s.name === "philo")).toMatchObject({
      kind: "subscription",
      logo_url: "https://image.tmdb.org/t/p/w92/logo2383x.jpg",
    });
    const { rows: names } = await db.query<{ source_name: string }>(
      "SELECT DISTINCT source_name FROM media_streaming_options o JOIN media_items m ON m.id = o.media_id WHERE m.source = 'tmdb' ORDER BY 1",
    );
    const used = names.map((r) => r.source_name);
    for (const ours of [
      "netflix",
      "prime video",
      "disney+",
      "max",
      "appletv",
      "peacock",
      "paramount plus",
      "tubi tv",
    ]) {
      expect(used).toContain(ours);
    }
    for (const store of ["apple tv store", "amazon video", "google tv", "fandango at home"])
      expect(used).toContain(store);
    expect(used).not.toContain("netflix standard with ads");
  });

  it("marks the US offers as checked on the import's day", async () => {
    const { rows } = await db.query<{ as_of: string }>(
      "SELECT to_char(as_of, 'YYYY-MM-DD') AS as_of FROM availability_snapshots WHERE region = 'us'",
    );
    expect(rows[0]?.as_of).toBe("2026-11-20");
  });

  it("leaves a linked title's offers and trailer to TMDB when the seed is applied again", async () => {
    const before = await db.query(
      "SELECT source_name, offer_type FROM media_streaming_options WHERE media_id = 'alien-1979' ORDER BY 1, 2",
    );
    await db.query("DELETE FROM seed_state");
    await seedFixtureCatalogue(db);
    const after = await db.query(
      "SELECT source_name, offer_type FROM media_streaming_options WHERE media_id = 'alien-1979' ORDER BY 1, 2",
    );
    expect(after.rows).toEqual(before.rows);
    const again = await runImport({ db, client: client(), clock }, { region: "US", limit: 5 });
    expect(again).toMatchObject({ added: 0, updated: 0, events: 0 });
  });

  it("reads only titles released or first aired since --since", async () => {
    const since = "2015-01-01";
    const fixture = buildFakeTmdbFixture();
    const dated = [...fixture.movie.values()].map((r) => String(r.release_date));
    const aired = [...fixture.tv.values()].map((r) => String(r.first_air_date));
    const expected = [...dated, ...aired].filter((d) => d >= since).length;
    const out = await runImport({ db, client: client(), clock }, { region: "US", limit: 1000, since });
    expect(out.added + out.updated).toBe(0);
    expect(out.unchanged + out.failed).toBe(expected);
    expect(expected).toBeLessThan(300);
  });
});
