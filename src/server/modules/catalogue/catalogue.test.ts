import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { MEDIA_PAGE_SIZE, ZMediaPage } from "../../../shared/contracts/catalogue";
import { ZApiError } from "../../../shared/contracts/common";
import type { Db } from "../../db/client";
import { atLeast } from "../../test/at-least";
import { createTestApp, DATABASES } from "../../test/harness";
import { isStopWordQuery, searchMatch } from "./service";
import { FILLER_COUNT, FIXTURE_SIZE, seedFixtureCatalogue } from "./test-fixture";

describe("search mode", () => {
  it("uses the title match under 4 characters and for stop words, full text otherwise", () => {
    expect(searchMatch(undefined)).toEqual({ mode: "all" });
    expect(searchMatch("it")).toEqual({ mode: "title", text: "it" });
    expect(searchMatch("ali")).toEqual({ mode: "title", text: "ali" });
    expect(searchMatch("there")).toEqual({ mode: "title", text: "there" });
    expect(searchMatch("what about")).toEqual({ mode: "title", text: "what about" });
    expect(searchMatch("alien")).toEqual({ mode: "fulltext", text: "alien" });
    expect(searchMatch("the matrix")).toEqual({ mode: "fulltext", text: "the matrix" });
    expect(isStopWordQuery("The")).toBe(true);
    expect(isStopWordQuery("heist")).toBe(false);
  });
});

describe.each(DATABASES)("catalogue API on %s", (kind) => {
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    ({ app, db } = await createTestApp(kind));
    await seedFixtureCatalogue(db);
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
  const page = async (query: string) => {
    const res = await get(`/api/media${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZMediaPage.parse(res.json());
  };
  const titles = async (query: string) => (await page(query)).items.map((i) => i.title);

  describe("GET /api/media", () => {
    it("pages 20 titles by popularity then title, with an exact total", async () => {
      const first = await page("");
      expect(first).toMatchObject({ total: FIXTURE_SIZE, page: 0, page_size: MEDIA_PAGE_SIZE });
      expect(first.items).toHaveLength(20);
      expect(first.items.slice(0, 4).map((i) => i.title)).toEqual(["The Matrix", "Alien", "Aliens", "Up"]);
      const pops = first.items.map((i) => i.popularity);
      expect(pops).toEqual([...pops].sort((a, b) => b - a));
      // fillers share popularity 1: ordered by title
      const fillers = first.items.filter((i) => i.title.startsWith("Filler"));
      expect(fillers.map((i) => i.title)).toEqual([...fillers.map((i) => i.title)].sort());

      const all = [];
      for (let p = 0; p * MEDIA_PAGE_SIZE < FIXTURE_SIZE; p++) all.push(...(await page(`?page=${p}`)).items);
      expect(all).toHaveLength(FIXTURE_SIZE);
      expect(new Set(all.map((i) => i.id)).size).toBe(FIXTURE_SIZE);
      expect(all.at(-2)?.title).toBe(`Filler ${FILLER_COUNT}`);
      expect(all.at(-1)?.title).toBe("Fil");

      const beyond = await page("?page=50");
      expect(beyond).toMatchObject({ items: [], total: FIXTURE_SIZE, page: 50 });
    });

    it("returns media_with_streaming rows with offers, provider names, genres, runtime and certification", async () => {
      const [alien] = atLeast((await page("?q=alien")).items, 1);
      expect(alien).toMatchObject({
        id: "alien-1979",
        title: "Alien",
        type: "movie",
        year: 1979,
        rating: 8.5,
        poster_url: "/posters/alien-1979.svg",
        imdb_id: "tt0078748",
        genres: ["Horror", "Science Fiction"],
        runtime_minutes: 110,
        seasons: null,
        certification: "R",
        streaming_provider_names: expect.arrayContaining(["hulu", "apple tv store"]),
      });
      expect(alien.streaming_services).toEqual([
        { name: "hulu", link: "https://www.hulu.com", type: "subscription", price: null, currency: "USD" },
        {
          name: "apple tv store",
          link: "https://tv.apple.com/search?term=Alien%201979",
          type: "rent",
          price: "3.99",
          currency: "USD",
        },
        {
          name: "apple tv store",
          link: "https://tv.apple.com/search?term=Alien%201979",
          type: "buy",
          price: "14.99",
          currency: "USD",
        },
      ]);
      expect(new Date(alien.created_at).toISOString()).toBe(alien.created_at);
    });

    it("matches short queries as case-insensitive title contains", async () => {
      expect(await titles("?q=ALI")).toEqual(["Alien", "Aliens"]);
      expect(await titles("?q=up")).toEqual(["Up"]);
      // contains, not starts with, popular first
      expect(await titles("?q=ien")).toEqual(["Alien", "Aliens"]);
      expect(await titles("?q=he")).toEqual(["The Matrix", "Heat", "There Will Be Blood", "The Heist Job"]);
    });

    it("puts the exact title first in the title match, on every page", async () => {
      // Split is more popular, but someone typing "it" most likely wants It
      expect(await titles("?q=It")).toEqual(["It", "Split"]);
      const first = await page("?q=fil");
      expect(first.total).toBe(FILLER_COUNT + 1);
      expect(first.items.map((i) => i.title)).toEqual([
        "Fil",
        ...Array.from({ length: 19 }, (_, i) => `Filler ${String(i + 1).padStart(2, "0")}`),
      ]);
      const second = await page("?q=fil&page=1");
      expect(second.items.map((i) => i.title)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Filler ${String(i + 20).padStart(2, "0")}`),
      );
      const third = await page("?q=fil&page=2");
      expect(third.items.map((i) => i.title)).toEqual(["Filler 40"]);
      expect((await page("?q=fil&page=3")).items).toEqual([]);
      // with a filter the exact title must pass it too
      expect(await titles("?q=it&services=netflix")).toEqual([]);
    });

    it("treats stop words as a title match", async () => {
      expect(await titles("?q=there")).toEqual(["There Will Be Blood"]);
    });

    it("matches LIKE wildcards literally", async () => {
      expect(await titles("?q=%25")).toEqual(["100% Wolf"]);
      expect(await titles("?q=_")).toEqual(["Office_Space"]);
      expect(await titles("?q=%5C")).toEqual([]);
    });

    it("uses full text for longer queries, ranked title > tags > description", async () => {
      expect(await titles("?q=heist")).toEqual(["The Heist Job", "Ocean's Eleven", "Quiet Harbour"]);
      // stemming and the weighted vector: "simulations" finds The Matrix through its keywords
      expect(await titles("?q=simulations")).toEqual(["The Matrix"]);
      // web-search syntax: quoted phrase, or, and exclusion
      expect(await titles(`?q=${encodeURIComponent('"space freighter"')}`)).toEqual(["Alien"]);
      expect(await titles("?q=xenomorph%20-marines")).toEqual(["Alien"]);
      expect((await titles("?q=clown%20or%20balloons")).sort()).toEqual(["It", "Up"]);
    });

    it("falls back to the title match when full text finds nothing", async () => {
      // "se7e" is no word of any vector, but a part of the title Se7en
      expect(await titles("?q=se7e")).toEqual(["Se7en"]);
      const none = await page("?q=zzzzzz");
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it("survives odd search syntax", async () => {
      for (const q of ['"((!!', "a & b | !c", "-", "' OR 1=1 --", "***", "😀😀😀😀", "  ", ":*"]) {
        const res = await get(`/api/media?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
      }
      expect((await page("?q=%20%20")).total).toBe(FIXTURE_SIZE);
    });

    it("filters by services: overlap with provider names, case-insensitive and trimmed", async () => {
      const netflix = ["Heat", "Dark Waters", "100% Wolf", "The Heist Job"];
      expect(await titles("?services=netflix")).toEqual(netflix);
      expect(await titles(`?services=${encodeURIComponent("  NetFlix ")}`)).toEqual(netflix);
      expect((await titles("?services=netflix,disney%2B")).sort()).toEqual([...netflix, "Up"].sort());
      expect((await titles("?services=netflix&services=disney%2B")).sort()).toEqual([...netflix, "Up"].sort());
      // display names map back to the database name
      expect((await titles(`?services=${encodeURIComponent("HBO Max")}`)).sort()).toEqual([
        "Dark Waters",
        "Se7en",
        "The Matrix",
      ]);
      expect(await titles("?services=nosuchservice")).toEqual([]);
      expect((await page("?services=netflix")).total).toBe(4);
    });

    it("filters by offer types", async () => {
      expect((await titles("?offer_types=rent")).sort()).toEqual(
        ["Alien", "Dark Waters", "Ocean's Eleven", "Office_Space", "The Matrix", "Up"].sort(),
      );
      expect((await titles("?offer_types=free")).sort()).toEqual(["Dark Waters", "Quiet Harbour"]);
      expect((await titles("?offer_types=buy")).sort()).toEqual(
        ["Alien", "Aliens", "Dark Waters", "Ocean's Eleven", "The Matrix"].sort(),
      );
    });

    it("matches services OR offer types when both are given", async () => {
      const both = await titles("?services=netflix&offer_types=rent");
      expect(both.sort()).toEqual(
        [
          "100% Wolf",
          "Alien",
          "Dark Waters",
          "Heat",
          "Ocean's Eleven",
          "Office_Space",
          "The Heist Job",
          "The Matrix",
          "Up",
        ].sort(),
      );
    });

    it("combines search and filters", async () => {
      expect(await titles("?q=heist&services=netflix")).toEqual(["The Heist Job"]);
      expect(await titles("?q=heist&offer_types=rent")).toEqual(["Ocean's Eleven"]);
      expect(await titles("?q=ali&services=hulu&offer_types=rent")).toEqual(["Alien", "Aliens"]);
      expect(await titles("?q=heist&offer_types=buy,free")).toEqual(["Ocean's Eleven", "Quiet Harbour"]);
    });

    const bad: [string, string][] = [
      ["?page=-1", "page"],
      ["?page=1.5", "page"],
      ["?page=abc", "page"],
      ["?page=10001", "page"],
      ["?page=1e400", "page"],
      ["?page=99999999999999999999999", "page"],
      [`?q=${"a".repeat(201)}`, "q"],
      [`?q=${"a".repeat(5000)}`, "q"],
      ["?q=abc%00def", "q"],
      ["?q=abc%1Fdef", "q"],
      ["?q=abc%7F", "q"],
      ["?q=line%0Abreak", "q"],
      [`?services=${Array.from({ length: 101 }, (_, i) => `s${i}`).join(",")}`, "services"],
      [`?services=${Array.from({ length: 500 }, (_, i) => `s${i}`).join(",")}`, "services"],
      [`?services=${"x".repeat(101)}`, "services"],
      ["?services=net%00flix", "services"],
      ["?offer_types=stream", "offer_types"],
      ["?offer_types=rent,foo", "offer_types"],
    ];
    it.each(bad)("rejects %s with a 400 naming the field", async (query, field) => {
      const res = await get(`/api/media${query}`);
      expect(res.statusCode).toBe(400);
      const body = ZApiError.parse(res.json());
      expect(body.error.code).toBe("validation");
      expect(body.error.message.startsWith(field)).toBe(true);
    });

    it("accepts the limits themselves", async () => {
      for (const query of [
        `?q=${"a".repeat(200)}`,
        `?services=${Array.from({ length: 100 }, (_, i) => `s${i}`).join(",")}`,
        "?page=10000",
        "?page=0",
        "?offer_types=subscription,free,rent,buy",
      ]) {
        expect((await get(`/api/media${query}`)).statusCode, query).toBe(200);
      }
    });
  });
});
