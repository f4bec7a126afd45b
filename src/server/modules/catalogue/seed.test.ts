import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TCatalogueTitle } from "../../../shared/catalogue-data";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import { seedCatalogue } from "../../db/seed";
import { atLeast } from "../../test/at-least";
import { createTestDb, DATABASES } from "../../test/harness";
import { readCatalogueFiles } from "./catalogue-files";
import { FIXTURE_SIZE, writeFixtureCatalogue } from "./test-fixture";

async function counts(db: Db) {
  const { rows } = await db.query<{ services: number; titles: number; offers: number }>(
    `SELECT (SELECT count(*)::int FROM streaming_services) AS services,
            (SELECT count(*)::int FROM media_items) AS titles,
            (SELECT count(*)::int FROM media_streaming_options) AS offers`,
  );
  return firstRow(rows, "the table counts");
}

/** Each test builds a database and seeds it several times: generous on a busy machine. */
const SLOW = 120_000;

describe.each(DATABASES)("catalogue seed on %s", (kind) => {
  it(
    "is idempotent: a second seed is skipped, a forced one adds no rows and rewrites none",
    async () => {
      const db = await createTestDb(kind);
      const dir = writeFixtureCatalogue();
      const lines: string[] = [];
      const first = await seedCatalogue(db, { dir, log: (l) => lines.push(l) });
      expect(first).toMatchObject({ skipped: false, titles: FIXTURE_SIZE });
      expect(lines.some((l) => /^seed: titles \d+\/\d+$/.test(l))).toBe(true);
      expect(lines.at(-1)).toMatch(/^seed: done in \d+ ms$/);
      const after = await counts(db);
      expect(after.titles).toBe(FIXTURE_SIZE);
      expect(after.offers).toBe(first.offers);

      const second = await seedCatalogue(db, { dir });
      expect(second.skipped).toBe(true);
      expect(await counts(db)).toEqual(after);

      // forget the checksum: the full upsert runs again and changes nothing
      const before = await db.query<{ id: string; updated_at: Date; xmin: string }>(
        "SELECT id, updated_at, xmin::text AS xmin FROM media_items ORDER BY id",
      );
      await db.query("DELETE FROM seed_state");
      const forced = await seedCatalogue(db, { dir });
      expect(forced.skipped).toBe(false);
      expect(await counts(db)).toEqual(after);
      const again = await db.query<{ id: string; updated_at: Date; xmin: string }>(
        "SELECT id, updated_at, xmin::text AS xmin FROM media_items ORDER BY id",
      );
      expect(again.rows).toEqual(before.rows);
    },
    SLOW,
  );

  it(
    "applies changed files: updated rows, dropped and new offers, and the derived filter columns",
    async () => {
      const db = await createTestDb(kind);
      const dir = writeFixtureCatalogue();
      await seedCatalogue(db, { dir });
      const file = join(dir, "titles", "fixture.json");
      const titles = JSON.parse(readFileSync(file, "utf8")) as TCatalogueTitle[];
      const alien = titles.find((t) => t.title === "Alien") as TCatalogueTitle;
      alien.description = "Changed: a crew, a signal, and something that should have stayed on the planet.";
      alien.offers = [
        { service: "max", type: "subscription" },
        { service: "amazon video", type: "rent", price: 4.99 },
      ];
      titles.push({ ...alien, title: "A New One", year: 2024, imdb_id: null, offers: [] });
      writeFileSync(file, JSON.stringify(titles));

      const res = await seedCatalogue(db, { dir });
      expect(res.skipped).toBe(false);
      const { rows } = await db.query<{
        description: string;
        streaming_provider_names: string[];
        offer_types: string[];
      }>("SELECT description, streaming_provider_names, offer_types FROM media_items WHERE id = 'alien-1979'");
      const [stored] = atLeast(rows, 1);
      expect(stored.description).toMatch(/^Changed:/);
      expect(stored.streaming_provider_names).toEqual(["amazon video", "max"]);
      expect(stored.offer_types).toEqual(["rent", "subscription"]);
      const offers = await db.query<{ source_name: string; offer_type: string; price: number | string | null }>(
        "SELECT source_name, offer_type, price FROM media_streaming_options WHERE media_id = 'alien-1979' ORDER BY 1, 2",
      );
      expect(offers.rows.map((o) => [o.source_name, o.offer_type, o.price === null ? null : Number(o.price)])).toEqual([
        ["amazon video", "rent", 4.99],
        ["max", "subscription", null],
      ]);
      expect((await counts(db)).titles).toBe(FIXTURE_SIZE + 1);
      const fresh = await db.query<{ streaming_provider_names: string[]; poster_url: string }>(
        "SELECT streaming_provider_names, poster_url FROM media_items WHERE id = 'a-new-one-2024'",
      );
      expect(fresh.rows[0]).toEqual({ streaming_provider_names: [], poster_url: "/posters/a-new-one-2024.svg" });
    },
    SLOW,
  );

  it(
    "drops services the files no longer list once no offer names them, and records the availability date",
    async () => {
      const db = await createTestDb(kind);
      const dir = writeFixtureCatalogue();
      await seedCatalogue(db, { dir });
      const asOf = async () =>
        (
          await db.query<{ as_of: string }>(
            "SELECT to_char(as_of, 'YYYY-MM-DD') AS as_of FROM availability_snapshots WHERE region = 'us'",
          )
        ).rows.map((r) => r.as_of);
      expect(await asOf()).toEqual([readCatalogueFiles().availability?.as_of]);

      // a retired service still named by an imported offer of another region stays until that offer goes
      await db.query(
        `INSERT INTO streaming_services (name, display_name, kind, color, homepage)
         VALUES ('old store', 'Old Store', 'store', '#123456', 'https://old.example'),
                ('old sub', 'Old Sub', 'subscription', '#654321', 'https://sub.example')`,
      );
      await db.query(
        `INSERT INTO media_streaming_options (media_id, source_name, offer_type, price, region)
         VALUES ('alien-1979', 'old store', 'buy', 9.99, 'gb')`,
      );
      writeFileSync(join(dir, "availability.json"), JSON.stringify({ region: "us", as_of: "2026-01-31" }));
      expect((await seedCatalogue(db, { dir })).skipped).toBe(false);
      const names = async () =>
        (
          await db.query<{ name: string }>("SELECT name FROM streaming_services WHERE name LIKE 'old %' ORDER BY 1")
        ).rows.map((r) => r.name);
      expect(await names()).toEqual(["old store"]);
      expect(await asOf()).toEqual(["2026-01-31"]);
      expect((await counts(db)).services).toBe(readCatalogueFiles(dir).services.length + 1);
    },
    SLOW,
  );

  it(
    "keeps an imported absolute poster URL when re-seeding",
    async () => {
      const db = await createTestDb(kind);
      const dir = writeFixtureCatalogue();
      await seedCatalogue(db, { dir });
      await db.query("UPDATE media_items SET poster_url = 'https://images.example/alien.jpg' WHERE id = 'alien-1979'");
      await db.query("DELETE FROM seed_state");
      await seedCatalogue(db, { dir });
      const { rows } = await db.query<{ poster_url: string }>(
        "SELECT poster_url FROM media_items WHERE id = 'alien-1979'",
      );
      expect(rows[0]?.poster_url).toBe("https://images.example/alien.jpg");
    },
    SLOW,
  );
});

describe("seeding the real catalogue", () => {
  it(
    "loads every title, offer and service of data/catalogue, and re-seeding adds nothing",
    async () => {
      const db = await createTestDb("pglite");
      const files = readCatalogueFiles();
      const result = await seedCatalogue(db);
      const offers = files.titles.reduce((n, t) => n + t.offers.length, 0);
      expect(result).toMatchObject({ skipped: false, titles: files.titles.length, offers });
      expect(await counts(db)).toEqual({ services: files.services.length, titles: files.titles.length, offers });
      expect((await seedCatalogue(db)).skipped).toBe(true);
      expect(await counts(db)).toEqual({ services: files.services.length, titles: files.titles.length, offers });
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM media_items m
       WHERE m.poster_url IS NULL
          OR m.streaming_provider_names IS DISTINCT FROM coalesce((
               SELECT array_agg(DISTINCT o.source_name ORDER BY o.source_name)
               FROM media_streaming_options o WHERE o.media_id = m.id), '{}')`,
      );
      expect(rows[0]?.n).toBe(0);
    },
    SLOW,
  );
});
