import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES, { thisYear: 2026 });
const parse = (text: string) => parseMood(index, text);

describe("a count of seasons refused", () => {
  it("caps the seasons and asks for a series: 'nothing with more than 3 seasons', 'nothing over two seasons'", () => {
    const crime = parse("a crime drama, nothing with more than 3 seasons");
    expect([crime.type, crime.maxSeasons]).toEqual(["tv", 3]);
    expect(parse("nothing over two seasons, a comedy").maxSeasons).toBe(2);
    expect(parse("nothing with 10 seasons").maxSeasons).toBe(9);
  });

  it("refuses a size of series, not every series, for a count of episodes ('nothing with 500 episodes')", () => {
    const anime = parse("we want to start an anime, nothing with 500 episodes pls");
    expect(anime.maxSeasons).toBeNull();
    expect(anime.maxRuntime).toBeNull();
  });

  it("stays linear on a long run of its own words", () => {
    expectWithinCpuBudget(() => parse("nothing with more than nothing over 3 ".repeat(400)), 1000);
  });
});

describe("a stance against one word", () => {
  it("refuses only the genre 'anti-' is joined to, not the film word after it ('anti-romance movie night')", () => {
    const said = parse("anti-romance movie night");
    expect([said.type, said.excludeGenres]).toEqual(["movie", ["Romance"]]);
  });

  it("still reads 'anti-war' as a kind of war film", () => {
    expect(parse("an anti-war film").excludeGenres).not.toContain("War");
  });
});
