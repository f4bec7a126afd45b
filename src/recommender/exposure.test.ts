import { describe, expect, it } from "vitest";
import { buildIndex } from "./engine";
import { makeTitle as make, TEST_TITLES } from "./fixtures/test-catalogue";

describe("exposure", () => {
  it("is 0..1, and 1 for the title that tops the most single-feature lists", () => {
    const index = buildIndex(TEST_TITLES);
    const values = index.titles.map((t) => t.exposure);
    for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBe(1);
  });

  it("grows with the genres and tones a loved title tops, not with quality alone", () => {
    // 61 plain comedies fill the comedy and witty lists' top 60 ahead of the obscure one
    const crowd = Array.from({ length: 61 }, (_, i) =>
      make(`comedy-${i}`, { genres: ["Comedy"], moods: ["witty"], rating: 7, popularity: 50 }),
    );
    const hub = make("hub", {
      genres: ["Comedy", "Romance", "Drama"],
      moods: ["witty", "feel-good", "cozy", "heartwarming"],
      rating: 9,
      popularity: 99,
    });
    const niche = make("niche", { genres: ["Comedy"], moods: ["witty"], rating: 9, popularity: 99 });
    const obscure = make("obscure", { genres: ["Comedy"], moods: ["witty"], rating: 5, popularity: 1 });
    const index = buildIndex([...crowd, hub, niche, obscure]);
    const exposure = (id: string) => index.titles[index.byId.get(id)!]!.exposure;
    expect(exposure("hub")).toBe(1);
    expect(exposure("niche")).toBeLessThan(exposure("hub"));
    expect(exposure("obscure")).toBe(0);
  });

  it("counts a place lower down a list for less than one at its top", () => {
    const ranked = Array.from({ length: 30 }, (_, i) =>
      make(`drama-${i}`, { genres: ["Drama"], moods: ["moving"], rating: 9 - i * 0.1, popularity: 50 }),
    );
    const index = buildIndex(ranked);
    const exposure = (id: string) => index.titles[index.byId.get(id)!]!.exposure;
    expect(exposure("drama-0")).toBe(1);
    expect(exposure("drama-15")).toBeLessThan(exposure("drama-5"));
    expect(exposure("drama-29")).toBeGreaterThan(0);
  });
});
