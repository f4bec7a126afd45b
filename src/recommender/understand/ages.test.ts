import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { expectReadInTime } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("ages said together", () => {
  it.each([
    ["family movie night with a 6 and a 12 year old", 6],
    ["my 5 & 9 yo", 5],
    ["the kids are 4 and 6", 4],
    ["me (16) and my little bro (8) both have to agree on something", 8],
    ["something for the kids (4 and 7)", 4],
    ["my son (10) loves space", 10],
    ["youngest is about 8 and the oldest is my grandad who's 70-odd", 8],
    ["me (34) + twins (4)", 4],
    // anyone with an age in brackets, square or round, and a range in them
    ["Daughter [9] + her bestie [10], sleepover", 9],
    ["the cousins (8 to 12) are very much awake", 8],
    ["me and my three (7, 10) this afternoon", 7],
    // an age reached, and a birthday's
    ["the twins turn 7 on saturday", 7],
    ["she's turning five next week", 5],
    ["son's 11th birthday sleepover", 11],
    ["for her eighth birthday", 8],
    ["two adults and a child of six", 6],
    ["something for a pre-teen", 11],
    ["a show for my 18 month old", 1],
  ])("%j gives the youngest viewer, %i", (text, age) => {
    expect(parse(text).viewerAge).toBe(age);
  });

  it("reads only a person's age in brackets, not a year or a count", () => {
    expect(parse("a film from the 80s (1985)").viewerAge).toBeNull();
    expect(parse("a series (2 seasons) about chefs").viewerAge).toBeNull();
    expect(parse("one (1) thriller, under two hours").viewerAge).toBeNull();
    // a grown-up's age reached dates a birth instead ("turning 40")
    expect(parse("turning 40 this year, a teen movie from when I was a teen").viewerAge).toBeNull();
  });

  it("reads a baby's age in months as no period ('my 18 month old' asks for no old films)", () => {
    expect(parseMood(index, "a show for my 18 month old").yearMax).toBeNull();
  });

  it("spares a young child horror unless a fright is asked for, whatever a keyword leans to", () => {
    expect(parseMood(index, "babysitting a 7-year-old").excludeGenres).toContain("Horror");
    expect(parseMood(index, "something scary for my 7 year old").excludeGenres).not.toContain("Horror");
  });

  it("writes the age as it is said aloud ('an 8-year-old')", () => {
    expect(parse("my 8 year old").terms).toContain("an 8-year-old");
    expect(parse("my 7 year old").terms).toContain("a 7-year-old");
  });

  it("reads 10 KB of near-ages in linear time", () => {
    expectWithinCpuBudget(() => {
      parse("6 and a 12 and 7, 8 (9 (10 and ".repeat(300));
      parse("son (1".repeat(1400));
      parse("turn 7 turned turning 8th birthday [9 [".repeat(250));
    }, 500);
  });
});

describe("the youngest of a group given from an age", () => {
  it.each([
    ["the kids' ages range from 6 to 16", 6],
    ["everyone from 4 to 80", 4],
    ["kids from 8", 8],
    ["a film for 10 and up", 10],
    ["for kids 8+", 8],
  ])("%j is watched by a %i-year-old", (text, age) => expect(parseMood(index, text).viewerAge).toBe(age));

  it("years and lengths after 'from' or 'for' are no ages", () => {
    expect(parseMood(index, "films from 1990 to 2000").viewerAge).toBeNull();
    expect(parseMood(index, "for 2 and a half hours").viewerAge).toBeNull();
    expectReadInTime(index, ["everyone from 4 ".repeat(1500), "for 10 and ".repeat(2000)]);
  });
});
