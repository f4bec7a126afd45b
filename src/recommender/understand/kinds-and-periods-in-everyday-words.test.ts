import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("new, on tv and settings", () => {
  it("reads a decade in brackets after people as their age", () => {
    const mood = parse("my parents (60s, pretty conservative) want something from the 40s or 50s");
    expect([mood.yearMin, mood.yearMax]).toEqual([1940, 1959]);
    expect(parse("a comedy (80s)").yearMin).toBe(1980);
  });

  it("reads a year said to name a decade as the whole decade", () => {
    const mood = parse("a comedy from the decade my dad was young in, 1983 or so");
    expect([mood.yearMin, mood.yearMax]).toEqual([1980, 1989]);
    expect(parse("a comedy from 1983").yearMax).toBe(1983);
  });

  it("reads a second decade joined to a setting as the setting too", () => {
    const mood = parse("a series set in the 60s or 70s");
    expect([mood.yearMin, mood.yearMax]).toEqual([null, null]);
    expect([parse("a film from the 60s or 70s").yearMin, parse("a film from the 60s or 70s").yearMax]).toEqual([
      1960, 1979,
    ]);
  });

  it("reads 'new' before a genre or a place as new titles", () => {
    expect(parse("a new british crime drama").eraPreference?.label).toBe("newer");
    expect(parse("a new horror").eraPreference?.label).toBe("newer");
    expect(parse("just moved to a new city").eraPreference).toBeNull();
  });

  it("reads 'on tv' as the set, not a wish for a series", () => {
    expect(parse("everything on tv feels the same").type).toBeNull();
  });
});

describe("kinds said in everyday words", () => {
  it("reads a cooking show as a series about food", () => {
    const mood = parse("Cooking show");
    expect(mood.terms).toContain("food and cooking");
    expect(mood.type).toBe("tv");
  });

  it("reads crude humour as one refusal, leaving the comedy asked for", () => {
    const mood = parse("a comedy that doesn't have crude humour or swearing");
    expect(mood.negated).not.toContain("nothing funny");
    expect(mood.terms).toContain("comedy");
    expect(parse("nothing above a PG").negated).toEqual([]);
  });

  it("reads an anthology as a series made of stories, not any series", () => {
    const mood = parse("an anthology series");
    expect(mood.terms).toEqual(["an anthology"]);
    expect(mood.type).toBe("tv");
  });

  it("reads people falling for each other as romance", () => {
    expect(parse("two people talking and falling for each other").terms).toContain("romantic");
  });
});

describe("nationalities in other languages", () => {
  it.each([
    ["una película coreana", "Korean"],
    ["un film coréen", "Korean"],
    ["ein koreanischer Film", "Korean"],
    ["un film giapponese", "Japanese"],
    ["um filme coreano romântico", "Korean"],
  ])("reads %j as %s", (text, place) => {
    expect(parse(text).terms).toContain(place);
  });

  it("reads a language said beside another as one choice of two, not a filter", () => {
    expect(parse("a comedy in english or in spanish").language).toBeNull();
    expect(parse("a comedy in english").language).toBe("en");
  });
});

describe("periods said loosely", () => {
  it("reads 'the past year or two' as the two newest years", () => {
    const mood = parse("something that came out in the past year or two");
    expect(mood.yearMin).toBe(index.maxYear - 1);
  });

  it("reads high school as its last years, and school as all of them", () => {
    const [hs, school] = [parse("from when I was in high school, I'm 35"), parse("from when I was at school, I'm 40")];
    expect([hs.yearMax! - hs.yearMin!, school.yearMax! - school.yearMin!]).toEqual([4, 12]);
  });

  it("reads a Czech decade said as one word", () => {
    expect(parse("Nějakou dobrou detektivku z devadesátek").yearMin).toBe(1990);
  });
});

describe("a way of animating named for the kind", () => {
  it("reads 'hand-drawn' and '2D animation' as animation", () => {
    expect(parse("something lighter in that hand-drawn style").genres.Animation).toBeGreaterThan(0);
    expect(parse("a hand drawn film about friendship").genres.Animation).toBeGreaterThan(0);
    expect(parse("some 2d animation").genres.Animation).toBeGreaterThan(0);
  });
});
