import { describe, expect, it } from "vitest";
import { buildIndex, prepareRecommendation, recommend, requestNotice } from "./engine";
import { TEST_TITLES } from "./fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const newestSeries = Math.max(...TEST_TITLES.filter((t) => t.type === "tv").map((t) => t.year));
const oldestSeries = Math.min(...TEST_TITLES.filter((t) => t.type === "tv").map((t) => t.year));

describe("limits that together leave nothing", () => {
  it("are set aside one at a time, the least essential first, and the notice says which", () => {
    const mood = `a crime series made before ${oldestSeries}`;
    const prepared = prepareRecommendation(index, { mood, limit: 5 });
    const picks = [...prepared.picks];
    expect(picks.length).toBeGreaterThan(0);
    expect(prepared.understood.relaxed).toEqual(["the years asked for"]);
    // the kind of title asked for still holds
    expect(picks.every((p) => TEST_TITLES.find((t) => t.id === p.media_id)?.type === "tv")).toBe(true);
    expect(requestNotice(prepared.understood, prepared.fallback)).toBe(
      "Nothing we have fits all of that, so these picks set aside the years asked for.",
    );
  });

  it("are kept when something fits them", () => {
    const prepared = prepareRecommendation(index, { mood: `a crime series from ${newestSeries}`, limit: 5 });
    expect(prepared.understood.relaxed).toEqual([]);
    expect(requestNotice(prepared.understood, prepared.fallback)).toBeNull();
  });

  it("never set aside what keeps children safe or what was refused", () => {
    const kids = recommend(index, { mood: "something for my 4 year old, rated R", limit: 5 });
    for (const p of kids.picks) {
      const cert = TEST_TITLES.find((t) => t.id === p.media_id)?.certification;
      expect(["G", "PG", "TV-Y", "TV-Y7", "TV-G", "TV-PG"]).toContain(cert);
    }
    const everyGenre = [...new Set(TEST_TITLES.flatMap((t) => t.genres))]
      .map((g) => `no ${g.toLowerCase()}`)
      .join(", ");
    // a year and a kind could be set aside, but with every genre refused nothing would fit anyway
    const refused = recommend(index, { mood: `a series from ${newestSeries}, ${everyGenre}`, limit: 5 });
    expect(refused.understood.excludeGenres.length).toBeGreaterThan(5);
    expect(refused.picks).toEqual([]);
    expect(refused.understood.relaxed).toEqual([]);
  });
});
