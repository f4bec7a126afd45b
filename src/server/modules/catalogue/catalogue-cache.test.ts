import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { beforeAll, describe, expect, it } from "vitest";
import { type TMediaQuery, ZMediaPage } from "../../../shared/contracts/catalogue";
import { COMPRESSION, type Precompressed, precompress } from "../../compression";
import { systemClock } from "../../context";
import type { Db } from "../../db/client";
import { createTestApp, DATABASES } from "../../test/harness";
import { CataloguePageCache, invalidateCatalogue } from "./catalogue-cache";
import { createCatalogueService } from "./service";
import { seedFixtureCatalogue } from "./test-fixture";

/** A promise resolved from outside, to hold a version read or a page build while the test acts. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A small answer (under the compression threshold, so JSON only). */
const body = (text: string) => precompress(Buffer.from(text));
const turn = () => new Promise((r) => setImmediate(r));

describe("CataloguePageCache", () => {
  it("reads the version once for all the requests waiting together", async () => {
    let reads = 0;
    const cache = new CataloguePageCache(async () => {
      reads++;
      return 7;
    });
    const generations = await Promise.all(Array.from({ length: 50 }, () => cache.fresh()));
    expect(reads).toBe(1);
    expect(new Set(generations).size).toBe(1);
  });

  it("makes a request that arrives during a read wait for the next read", async () => {
    const reads = [deferred<number>(), deferred<number>()];
    let started = 0;
    const cache = new CataloguePageCache(() => (reads[started++] as ReturnType<typeof deferred<number>>).promise);
    const first = cache.fresh();
    await turn();
    expect(started).toBe(1);
    // The running read may have begun before a write this request already saw: it must not use it.
    const second = cache.fresh();
    reads[0]?.resolve(1);
    const g1 = await first;
    await turn();
    expect(started).toBe(2);
    reads[1]?.resolve(2);
    expect(await second).toBe(g1 + 1);
  });

  it("builds a missing page once however many ask for it, then serves the same bytes", async () => {
    const cache = new CataloguePageCache(async () => 1);
    const generation = await cache.fresh();
    let builds = 0;
    const make = async () => {
      builds++;
      await turn();
      return body('{"page":0}');
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get(generation, "k", make)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(await cache.get(generation, "k", make)).toBe(answers[0]);
    expect(builds).toBe(1);
  });

  it("builds at most `builds` missing pages at once, in the order they were asked for", async () => {
    const cache = new CataloguePageCache(async () => 1, { entries: 100, bytes: 1_000_000, builds: 2 });
    const generation = await cache.fresh();
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const answers = Array.from({ length: 6 }, (_, i) =>
      cache.get(generation, `k${i}`, async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await turn();
        running--;
        return body(`page ${i}`);
      }),
    );
    expect((await Promise.all(answers)).map((a) => a.json.toString())).toEqual(
      Array.from({ length: 6 }, (_, i) => `page ${i}`),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("keeps nothing built for a version that changed while it was being built", async () => {
    let version = 1;
    const cache = new CataloguePageCache(async () => version);
    const old = await cache.fresh();
    const build = deferred<Precompressed>();
    const pending = cache.get(old, "k", () => build.promise);
    version = 2;
    const current = await cache.fresh();
    expect(current).not.toBe(old);
    build.resolve(body("old"));
    expect((await pending).json.toString()).toBe("old");
    expect((await cache.get(current, "k", async () => body("new"))).json.toString()).toBe("new");
    expect(cache.stats().entries).toBe(1);
  });

  it("stays within its bounds on entries and bytes", async () => {
    const byEntries = new CataloguePageCache(async () => 1, { entries: 3, bytes: 1_000_000 });
    const byBytes = new CataloguePageCache(async () => 1, { entries: 1_000, bytes: 250 });
    for (const cache of [byEntries, byBytes]) {
      const generation = await cache.fresh();
      for (let i = 0; i < 20; i++) {
        const text = `page ${i} ${"x".repeat(90)}`;
        expect((await cache.get(generation, `k${i}`, async () => body(text))).json.toString()).toBe(text);
      }
    }
    expect(byEntries.stats().entries).toBe(3);
    expect(byBytes.stats().bytes).toBeLessThanOrEqual(250);
    expect(byBytes.stats().entries).toBe(2);
    // The most recent pages are the ones kept.
    const generation = await byEntries.fresh();
    expect((await byEntries.get(generation, "k19", async () => body("rebuilt"))).json.toString()).toMatch(/^page 19/);
  });
});

describe.each(DATABASES)("catalogue page cache on %s", (kind) => {
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    ({ app, db } = await createTestApp(kind));
    await seedFixtureCatalogue(db);
  });

  const get = (url: string) => app.inject({ method: "GET", url });
  /** The bytes today's route serializer makes of a page. */
  const serialize = serializerCompiler({ schema: ZMediaPage, method: "GET", url: "/api/media" }) as (
    data: unknown,
  ) => string;
  const query = (q: Partial<TMediaQuery>): TMediaQuery => ({ page: 0, ...q });

  it("answers a repeated request with the same bytes the serializer makes of the page", async () => {
    const service = createCatalogueService(db, systemClock);
    for (const [url, q] of [
      ["/api/media", query({})],
      ["/api/media?page=1", query({ page: 1 })],
      ["/api/media?q=ali", query({ q: "ali" })],
      ["/api/media?q=space%20horror", query({ q: "space horror" })],
      [
        "/api/media?services=Netflix,max&offer_types=rent",
        query({ services: ["netflix", "max"], offer_types: ["rent"] }),
      ],
    ] as const) {
      const first = await get(url);
      const again = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
      expect(first.body, url).toBe(serialize(await service.listMedia(q)));
    }
  });

  it("compresses a cached page as @fastify/compress would, whatever the client accepts", async () => {
    const reference = Fastify();
    await reference.register(compress, {
      global: true,
      threshold: COMPRESSION.threshold,
      encodings: COMPRESSION.encodings,
      brotliOptions: COMPRESSION.brotliOptions,
    });
    let json = "";
    reference.get("/page", (_req, reply) => reply.type("application/json; charset=utf-8").send(json));
    const decoded = (res: LightMyRequestResponse) => {
      const encoding = res.headers["content-encoding"];
      const raw = res.rawPayload;
      return (encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw).toString();
    };
    const accepts: Record<string, string>[] = [
      {},
      { "accept-encoding": "gzip, deflate, br, zstd" },
      { "accept-encoding": "gzip, deflate" },
      { "accept-encoding": "br;q=0.5, gzip;q=0.9" },
      { "accept-encoding": "*" },
      { "accept-encoding": "x-gzip" },
      { "accept-encoding": "identity" },
      { "accept-encoding": "deflate" },
      { "accept-encoding": "BR" },
      { "accept-encoding": "" },
      { "accept-encoding": "br", "x-no-compression": "1" },
    ];
    // a big page and an empty one (under the threshold: never compressed)
    for (const url of ["/api/media?page=1", "/api/media?q=zzzzzz"]) {
      json = (await get(url)).body;
      for (const headers of accepts) {
        const [ours, theirs] = [await app.inject({ url, headers }), await reference.inject({ url: "/page", headers })];
        const label = `${url} ${JSON.stringify(headers)}`;
        expect(ours.statusCode, label).toBe(200);
        expect(ours.headers["content-encoding"], label).toBe(theirs.headers["content-encoding"]);
        expect(ours.headers.vary, label).toBe(theirs.headers.vary);
        expect(ours.headers["content-type"], label).toBe(theirs.headers["content-type"]);
        expect(decoded(ours), label).toBe(json);
        expect(decoded(theirs), label).toBe(json);
      }
    }
    expect((await app.inject({ url: "/api/media?page=1", headers: accepts[1] })).headers["content-encoding"]).toBe(
      "br",
    );
    await reference.close();
  });

  it("serves a hit from the cache: the very same buffer, no new entry", async () => {
    const service = createCatalogueService(db, systemClock);
    const first = await service.listMediaAnswer(query({ q: "alien" }));
    const stats = service.cacheStats();
    expect(await service.listMediaAnswer(query({ q: "alien" }))).toBe(first);
    expect(service.cacheStats()).toEqual(stats);
    // the order and repetition of the services do not make another page
    const a = await service.listMediaAnswer(query({ services: ["netflix", "max"] }));
    expect(await service.listMediaAnswer(query({ services: ["max", "netflix", "max"] }))).toBe(a);
  });

  it("shows a write to titles or to their offers on the next request, on every instance", async () => {
    const own = await createTestApp(kind);
    await seedFixtureCatalogue(own.db);
    const other = await createTestApp(kind, { db: own.db });
    const page = async (a: FastifyInstance, url: string) =>
      ZMediaPage.parse((await a.inject({ method: "GET", url })).json());
    const up = async (a: FastifyInstance) => (await page(a, "/api/media?q=up")).items.find((i) => i.id === "up-2009");

    expect((await up(own.app))?.title).toBe("Up");
    expect((await up(other.app))?.title).toBe("Up");
    await own.db.query("UPDATE media_items SET title = 'Up!' WHERE id = 'up-2009'");
    expect((await up(own.app))?.title).toBe("Up!");
    expect((await up(other.app))?.title).toBe("Up!");

    const before = (await up(own.app))?.streaming_services.length ?? 0;
    await own.db.query(
      "INSERT INTO media_streaming_options (media_id, source_name, offer_type, price) VALUES ('up-2009', 'vudu', 'buy', 9.99)",
    );
    const after = await up(own.app);
    expect(after?.streaming_services).toHaveLength(before + 1);
    expect(after?.streaming_services).toContainEqual(expect.objectContaining({ name: "vudu", type: "buy" }));

    await own.db.query("DELETE FROM media_streaming_options WHERE media_id = 'up-2009' AND source_name = 'vudu'");
    expect((await up(other.app))?.streaming_services).toHaveLength(before);
  });

  it("empties the cache when invalidateCatalogue is called, inside a transaction too", async () => {
    const service = createCatalogueService(db, systemClock);
    const first = await service.listMediaAnswer(query({ page: 2 }));
    const { generation } = service.cacheStats();
    await invalidateCatalogue(db);
    const second = await service.listMediaAnswer(query({ page: 2 }));
    expect(second).not.toBe(first);
    expect(second.json.equals(first.json)).toBe(true);
    expect(service.cacheStats()).toMatchObject({ generation: generation + 1, entries: 1 });
    await db.transaction((tx) => invalidateCatalogue(tx));
    await service.listMediaAnswer(query({ page: 2 }));
    expect(service.cacheStats().generation).toBe(generation + 2);
  });

  it("keeps its size within the limits it is given", async () => {
    const service = createCatalogueService(db, systemClock, { pageCache: { entries: 3, bytes: 10_000_000 } });
    for (let page = 0; page < 6; page++) await service.listMediaAnswer(query({ page }));
    expect(service.cacheStats().entries).toBe(3);
    const small = createCatalogueService(db, systemClock, { pageCache: { entries: 100, bytes: 1_000 } });
    const big = await small.listMediaAnswer(query({}));
    expect(big.json.byteLength).toBeGreaterThan(1_000);
    expect(big.json.equals((await service.listMediaAnswer(query({}))).json)).toBe(true);
    expect(small.cacheStats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
