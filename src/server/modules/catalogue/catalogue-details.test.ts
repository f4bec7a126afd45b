import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ZMediaItem,
  ZMediaPage,
  ZStreamingOptionsResponse,
  ZStreamingServicesResponse,
} from "../../../shared/contracts/catalogue";
import { ZApiError } from "../../../shared/contracts/common";
import { SIGNUP_SERVICES } from "../../../shared/signup-services";
import type { Db } from "../../db/client";
import { createTestApp, DATABASES } from "../../test/harness";
import { readCatalogueFiles } from "./catalogue-files";
import { FIXTURE_SIZE, seedFixtureCatalogue } from "./test-fixture";

describe.each(DATABASES)("catalogue API details, services and posters on %s", (kind) => {
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    ({ app, db } = await createTestApp(kind));
    await seedFixtureCatalogue(db);
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  describe("GET /api/media/:id", () => {
    it("returns one title with its description", async () => {
      const res = await get("/api/media/the-matrix-1999");
      expect(res.statusCode).toBe(200);
      const item = ZMediaItem.parse(res.json());
      expect(item).toMatchObject({ id: "the-matrix-1999", title: "The Matrix", rating: 8.7 });
      expect(item.description).toContain("simulation");
      expect(item.streaming_provider_names.sort()).toEqual(["amazon video", "max"]);
    });

    it("answers an unknown id with 404 and a malformed one with 400", async () => {
      const missing = await get("/api/media/not-here-1999");
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: { code: "not_found", message: "Title not found" } });
      for (const id of ["a".repeat(99), "a--b-", "0", "%2E%2E"])
        expect((await get(`/api/media/${id}`)).statusCode, id).toBe(404);
      for (const id of ["The-Matrix-1999", "the_matrix", "m%C3%A9", "a.b", "a%2Fb", "%20", "a%00"]) {
        const res = await get(`/api/media/${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(ZApiError.parse(res.json()).error).toMatchObject({ code: "validation", field: "id" });
      }
      // longer than the router's parameter limit (100 characters): refused before the route, still a 4xx
      const long = await get(`/api/media/${"a".repeat(121)}`);
      expect(long.statusCode).toBeGreaterThanOrEqual(400);
      expect(long.statusCode).toBeLessThan(500);
    });
  });

  describe("GET /api/media/:id/streaming-options", () => {
    it("lists at most 10 offers: subscription, free, rent, buy, cheapest first within a type", async () => {
      const res = await get("/api/media/dark-waters-2017/streaming-options?region=us");
      expect(res.statusCode).toBe(200);
      const { options } = ZStreamingOptionsResponse.parse(res.json());
      expect(options).toHaveLength(10);
      expect(options.map((o) => [o.source_name, o.offer_type, o.price])).toEqual([
        ["hulu", "subscription", null],
        ["max", "subscription", null],
        ["netflix", "subscription", null],
        ["pluto tv", "free", null],
        ["tubi tv", "free", null],
        ["apple tv store", "rent", 3.99],
        ["google tv", "rent", 4.99],
        ["amazon video", "rent", 5.99],
        ["fandango at home", "buy", 9.99],
        ["apple tv store", "buy", 19.99],
      ]);
      expect(options.every((o) => o.region === "us" && o.currency === "USD")).toBe(true);
      expect(options[7]?.web_url).toBe("https://www.amazon.com/s?k=Dark%20Waters%202017&i=instant-video");
    });

    it("defaults to the US, is empty for other regions, and checks its input", async () => {
      const us = ZStreamingOptionsResponse.parse((await get("/api/media/alien-1979/streaming-options")).json());
      expect(us.options.map((o) => o.offer_type)).toEqual(["subscription", "rent", "buy"]);
      const gb = await get("/api/media/alien-1979/streaming-options?region=GB");
      expect(gb.json()).toEqual({ options: [] });
      expect((await get("/api/media/it-2017/streaming-options")).json()).toEqual({ options: [] });
      expect((await get("/api/media/alien-1979/streaming-options?region=usa")).statusCode).toBe(400);
      expect((await get("/api/media/nope-2000/streaming-options")).statusCode).toBe(404);
      expect((await get("/api/media/NOPE/streaming-options")).statusCode).toBe(400);
    });
  });

  describe("GET /api/streaming-services", () => {
    it("lists the service catalogue with the sign-up services first, in sign-up order", async () => {
      const res = await get("/api/streaming-services");
      expect(res.statusCode).toBe(200);
      const body = ZStreamingServicesResponse.parse(res.json());
      const { services } = body;
      const files = readCatalogueFiles();
      expect(services.map((s) => s.name).sort()).toEqual(files.services.map((s) => s.name).sort());
      expect(body.availability_as_of).toBe(files.availability?.as_of);
      expect(body.availability_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(services.slice(0, 10).map((s) => s.name)).toEqual(SIGNUP_SERVICES.map((s) => s.name));
      expect(services.slice(0, 10).every((s) => s.offered_at_signup)).toBe(true);
      expect(services.slice(10).some((s) => s.offered_at_signup)).toBe(false);
      expect(services.find((s) => s.name === "max")?.display_name).toBe("HBO Max");
      expect(services.every((s) => s.name === s.name.toLowerCase() && /^#[0-9a-f]{6}$/i.test(s.color))).toBe(true);
    });
  });

  describe("GET /posters/:id.svg", () => {
    it("draws the poster with ETag and immutable caching, and answers If-None-Match with 304", async () => {
      const res = await get("/posters/alien-1979.svg");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=86400");
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(res.body).toContain('viewBox="0 0 400 600"');
      expect(res.body).toContain(">ALIEN<");

      const again = await get("/posters/alien-1979.svg");
      expect(again.headers.etag).toBe(etag);
      const cached = await get("/posters/alien-1979.svg", { "if-none-match": etag });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe("");
      expect(cached.headers.etag).toBe(etag);
      const listed = await get("/posters/alien-1979.svg", { "if-none-match": `"other", W/${etag}` });
      expect(listed.statusCode).toBe(304);
      const stale = await get("/posters/alien-1979.svg", { "if-none-match": '"old"' });
      expect(stale.statusCode).toBe(200);
      expect((await get("/posters/aliens-1986.svg")).headers.etag).not.toBe(etag);
    });

    it("answers unknown or malformed poster names with 404", async () => {
      for (const file of ["nope-1999.svg", "alien-1979.png", "alien-1979", "ALIEN-1979.svg", "..%2Fetc.svg"]) {
        const res = await get(`/posters/${file}`);
        expect(res.statusCode, file).toBe(404);
      }
    });
  });

  it("keeps totals exact when the catalogue changes (counts are cached per catalogue version)", async () => {
    const own = await createTestApp(kind);
    await seedFixtureCatalogue(own.db);
    const total = async (query: string) =>
      ZMediaPage.parse((await own.app.inject({ method: "GET", url: `/api/media?${query}` })).json()).total;
    expect(await total("services=peacock")).toBe(1);
    expect(await total("services=peacock&page=1")).toBe(1);
    await own.db.query(
      "INSERT INTO media_streaming_options (media_id, source_name, offer_type) VALUES ('up-2009', 'peacock', 'subscription')",
    );
    await own.db.query(
      "UPDATE media_items SET streaming_provider_names = streaming_provider_names || '{peacock}' WHERE id = 'up-2009'",
    );
    expect(await total("services=peacock")).toBe(2);
    await own.db.query("DELETE FROM media_items WHERE id = 'heat-1995'");
    expect(await total("services=peacock")).toBe(1);
    expect(await total("")).toBe(FIXTURE_SIZE - 1);
  });

  it("never answers a 5xx to hostile input", async () => {
    const urls = [
      "/api/media?page=%FF",
      "/api/media?q=%E0%A4%A",
      "/api/media?services=%",
      "/api/media?offer_types=",
      "/api/media?services=,,,",
      "/api/media?q[]=a&q[]=b",
      "/api/media?page=1&page=2",
      `/api/media/${"x".repeat(5000)}`,
      "/api/media/%00",
      "/api/media/alien-1979/streaming-options?region=%00%00",
      "/posters/%00.svg",
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(200);
    }
  });
});
