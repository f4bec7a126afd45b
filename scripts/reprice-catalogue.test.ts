import { describe, expect, it } from "vitest";
import type { RawTitle } from "./catalogue-json";
import { basePrice, eraOf, repriceTitle, STORE_ORDER, storePrices } from "./reprice-catalogue";

const film = (year: number, popularity: number, offers: RawTitle["offers"]): RawTitle => ({
  title: `Film ${year} ${popularity}`,
  type: "movie",
  year,
  popularity,
  offers,
});

describe("catalogue repricing rule", () => {
  it("sorts titles into new, catalogue and classic against the availability year", () => {
    expect(eraOf(2024, 2026)).toBe("new");
    expect(eraOf(2023, 2026)).toBe("catalogue");
    expect(eraOf(1980, 2026)).toBe("catalogue");
    expect(eraOf(1979, 2026)).toBe("classic");
  });

  it("prices by era and popularity; series are bought per season and never rented", () => {
    expect(basePrice({ type: "movie", popularity: 90 }, "new", "buy")?.base).toBe(24.99);
    expect(basePrice({ type: "movie", popularity: 10 }, "catalogue", "buy")?.base).toBe(9.99);
    expect(basePrice({ type: "movie", popularity: 80 }, "classic", "rent")?.base).toBe(3.99);
    expect(basePrice({ type: "tv", popularity: 90 }, "catalogue", "rent")).toBeNull();
    expect(basePrice({ type: "tv", popularity: 90 }, "new", "buy")?.base).toBe(29.99);
  });

  it("never leaves one price at every store, stays in range and gives YouTube the Google TV price when it can", () => {
    for (let i = 0; i < 300; i++) {
      const range = { base: 12.99, min: 9.99, max: 14.99 };
      const prices = storePrices(`title-${i}`, "buy", STORE_ORDER, range);
      expect(new Set(prices.values()).size).toBeGreaterThan(1);
      for (const p of prices.values()) expect(p >= 9.99 && p <= 14.99).toBe(true);
      expect(prices.get("youtube store")).toBe(prices.get("google tv"));
    }
  });

  it("is stable: repricing twice gives the same offers, and drops series rentals", () => {
    const t = film(2010, 60, [
      { service: "netflix", type: "subscription" },
      { service: "apple tv store", type: "rent", price: 3.99 },
      { service: "amazon video", type: "rent", price: 3.99 },
      { service: "apple tv store", type: "buy", price: 14.99 },
      { service: "amazon video", type: "buy", price: 14.99 },
    ]);
    const once = repriceTitle(structuredClone(t), 2026);
    expect(repriceTitle(structuredClone({ ...t, offers: once }), 2026)).toEqual(once);
    const series: RawTitle = { ...t, type: "tv", offers: [{ service: "apple tv store", type: "rent", price: 3.99 }] };
    expect(repriceTitle(series, 2026)).toEqual([]);
  });
});
