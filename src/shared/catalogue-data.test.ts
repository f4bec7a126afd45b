import { afterEach, describe, expect, it, vi } from "vitest";
import { latestCatalogueYear, ZCatalogueAvailability, ZCatalogueTitle } from "./catalogue-data";

const film = (year: number) => ({
  title: "A Film",
  type: "movie",
  year,
  genres: ["Drama"],
  moods: ["emotional", "slow-burn", "character-driven"],
  keywords: ["family", "city"],
  runtime: 100,
  seasons: null,
  certification: "PG",
  rating: 7.1,
  popularity: 10,
  language: "en",
  country: "US",
  description: "A quiet story about people getting through an ordinary year.",
  imdb_id: null,
  trailer_url: null,
  offers: [],
});

describe("catalogue title schema", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("caps the year at the current year + 2, read when parsing", () => {
    vi.useFakeTimers({ now: new Date("2026-03-01T00:00:00Z"), toFake: ["Date"] });
    expect(latestCatalogueYear()).toBe(2028);
    expect(ZCatalogueTitle.safeParse(film(2028)).success).toBe(true);
    expect(ZCatalogueTitle.safeParse(film(2029)).success).toBe(false);
    vi.setSystemTime(new Date("2027-01-01T00:00:00Z"));
    expect(ZCatalogueTitle.safeParse(film(2029)).success).toBe(true);
  });
});

describe("availability file schema", () => {
  it("takes a lowercase region and a calendar date", () => {
    expect(ZCatalogueAvailability.safeParse({ region: "us", as_of: "2026-11-25" }).success).toBe(true);
    expect(ZCatalogueAvailability.safeParse({ region: "US", as_of: "2026-11-25" }).success).toBe(false);
    expect(ZCatalogueAvailability.safeParse({ region: "us", as_of: "2026-02-30" }).success).toBe(false);
    expect(ZCatalogueAvailability.safeParse({ region: "us", as_of: "25/11/2026" }).success).toBe(false);
  });
});
