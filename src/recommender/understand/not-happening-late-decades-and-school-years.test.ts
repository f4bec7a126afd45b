import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { writtenOut } from "./shorthand";

const index = buildIndex(TEST_TITLES, { thisYear: 2026 });
const parse = (text: string) => parseMood(index, text);
const years = (text: string) => {
  const said = parse(text);
  return [said.yearMin, said.yearMax];
};

describe("a refusal said after its subject as something that will not happen", () => {
  it("refuses 'comedy is NOT happening', 'isn't an option', 'is off limits' and keeps what is fine", () => {
    const said = parse("Horror's fine, romance is fine, comedy is NOT happening tonight");
    expect(said.excludeGenres).toEqual(["Comedy"]);
    expect(parse("westerns aren't an option").excludeGenres).toContain("Western");
    expect(parse("horror is off limits, something funny").excludeGenres).toEqual(["Horror"]);
  });

  it("refuses nothing when what will not happen is no kind of title", () => {
    const said = parse("the party is not happening, want a comedy");
    expect(said.excludeGenres).toEqual([]);
    expect(said.genres.Comedy).toBeGreaterThan(0);
  });
});

describe("the late years of a decade", () => {
  it("reads 'late 70s' as its last four years, leaving the middle of the decade out", () => {
    expect(years("late 70s. that's all")).toEqual([1976, 1979]);
    expect(years("a late-nineties teen film")).toEqual([1996, 1999]);
    expect(years("early 80s action")).toEqual([1980, 1984]);
  });
});

describe("a school stage or courting, with the person's age", () => {
  it("dates sixth form, secondary school and courting from the age said", () => {
    expect(years("a show from when I was in sixth form, I'm 36")).toEqual([2006, 2008]);
    expect(years("a show from when I was at secondary school, I'm 36")).toEqual([2001, 2006]);
    expect(years("films my grandad saw when he was courting. He's 91.")).toEqual([1953, 1960]);
  });

  it("still reads high school and school as before", () => {
    expect(years("a show from when I was in high school, I'm 36")).toEqual([2004, 2008]);
  });
});

describe("'the brief' as the request itself", () => {
  it("asks for no short title: 'late 70s. that's it, that's the brief'", () => {
    expect(parse("late 70s. that's it, that's the brief").maxRuntime).toBeNull();
    expect(parse("here's my brief: a comedy").maxRuntime).toBeNull();
  });

  it("still reads 'keep it brief' and 'a brief comedy' as short", () => {
    expect(parse("keep it brief, a comedy").maxRuntime).not.toBeNull();
    expect(parse("a brief comedy").maxRuntime).not.toBeNull();
  });
});

describe("'long story short' and a refused relative clause", () => {
  it("reads 'long story short' as getting to the point, no length", () => {
    const said = parse("Long story short, my girlfriend moved out, something funny");
    expect([said.maxRuntime, said.runtimePreference, said.type]).toEqual([null, null, null]);
  });

  it("refuses a relative clause after a refusing phrase ('can't deal with anything where people fall in love')", () => {
    expect(parse("I can't deal with anything where people fall in love, something funny").excludeGenres).toContain(
      "Romance",
    );
    expect(parse("sick of anything where a dog dies").negated.length).toBeGreaterThan(0);
  });
});

describe("a typed '<' and the time someone has 'like'", () => {
  it("reads '<45m' after a word as the most, keeping its bound, as people type it", () => {
    const said = parse("docu abt food or travl, ep lenght <45m");
    expect([said.type, said.maxRuntime]).toEqual(["tv", 45]);
    expect(parse("a western <110min").maxRuntime).toBe(110);
  });

  it("reads 'got like an hr n 20' as the time there is, not a size give or take", () => {
    expect(parse("finna watch a movie b4 my shift, got like an hr n 20").maxRuntime).toBe(80);
    expect(parse("i have like 90 mins").maxRuntime).toBe(90);
  });
});

describe("a half-hour said of something else", () => {
  it("is the time there is, so what takes some of it comes off ('a half-hour lunch … five minutes of that')", () => {
    expect(parse("half-hour lunch, and five minutes of that is the microwave. a sitcom").maxRuntime).toBe(25);
    expect(parse("we get a half-hour lunch and the microwave queue eats five minutes of it").maxRuntime).toBe(25);
  });

  it("is still the kind of episode beside an episode word or '-ish'", () => {
    expect(parse("half hour episodes").maxRuntime).toBe(30);
    expect(parse("one or two episodes tonight, something funny and half-hour-ish").maxRuntime).toBe(30);
  });
});

describe("the person's own break, and an hour long said bare", () => {
  it("reads 'my 50 minute break' and 'a 25 minute break between classes' as the time there is", () => {
    expect(parse("two episodes in my 50 minute break, animated something").maxRuntime).toBe(25);
    expect(parse("I get a 25 minute break between classes, one ep at a time").maxRuntime).toBe(25);
  });

  it("still takes a break between titles off a window ('between noon and 6, with a half hour break')", () => {
    expect(parse("between noon and 6, with a half hour break").maxRuntime).toBe(330);
  });

  it("stays linear on long runs of digits and hours", () => {
    expectWithinCpuBudget(() => writtenOut(`G${"0".repeat(50_000)} hour long`), 250);
    expectWithinCpuBudget(() => writtenOut("hour long ".repeat(3000)), 250);
  });

  it("reads 'with hour long episodes' as episodes of about an hour", () => {
    const said = parse("a limited series with hour long episodes at most");
    expect(said.maxRuntime).toBeGreaterThanOrEqual(60);
    expect(said.maxRuntime).toBeLessThanOrEqual(65);
  });
});
