import { describe, expect, it } from "vitest";
import { buildIndex, parseMood, recommend } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import type { EngineTitle } from "../types";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

/** Three entries of one series, named "Saga: …", for the series-name tests. */
function withSeries(): EngineTitle[] {
  const base = TEST_TITLES.find((t) => t.type === "movie" && t.genres.includes("Adventure"));
  if (!base) throw new Error("fixture needs an adventure film");
  const entry = (n: number, subtitle: string): EngineTitle => ({
    ...base,
    id: `ring-saga-${n}`,
    title: `The Ring Saga: ${subtitle}`,
    year: 2000 + n,
    runtime: 170 + n,
  });
  return [...TEST_TITLES, entry(1, "The Beginning"), entry(2, "The Middle"), entry(3, "The End")];
}

describe("constraints that generalise", () => {
  it.each([
    ["nothing over two hours", 120],
    ["no more than 90 minutes please", 90],
    ["not over an hour and a half", 90],
  ])("%j is a ceiling on runtime, not a wish for long", (text, minutes) => {
    const mood = parse(text);
    expect(mood.maxRuntime).toBe(minutes);
    expect(mood.runtimePreference).not.toBe("long");
  });

  it("still reads 'over two hours' as a wish for something long", () => {
    expect(parse("something over two hours").runtimePreference).toBe("long");
  });

  it("several decades make one hard range, and a vague 'old' never widens it", () => {
    expect(parse("an old musical from the 50s or 60s")).toMatchObject({ yearMin: 1950, yearMax: 1969 });
    expect(parse("70s or 80s action")).toMatchObject({ yearMin: 1970, yearMax: 1989 });
    expect(parse("an old western")).toMatchObject({ yearMax: 1979 });
  });

  it("a series named without its subtitle is a reference, and none of its entries come back", () => {
    const titles = withSeries();
    const seriesIndex = buildIndex(titles);
    const mood = parseMood(seriesIndex, "similar to The Ring Saga but shorter");
    expect(mood.references.map((r) => r.title)).toEqual(["The Ring Saga: The Beginning"]);
    const picks = recommend(seriesIndex, { mood: "similar to The Ring Saga but shorter", limit: 15 }).picks;
    expect(picks.some((p) => p.title.startsWith("The Ring Saga"))).toBe(false);
    for (const p of picks) expect(titles.find((t) => t.id === p.media_id)?.runtime).toBeLessThan(171);
  });
});
