import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { yearsInDigits } from "./years-in-digits";

const index = buildIndex(TEST_TITLES, { thisYear: 2026 });
const parse = (text: string) => parseMood(index, text);

describe("a word for a child beside ages that make them teenagers", () => {
  it("asks for no family-safe titles when the children named are 13 to 17", () => {
    const sleepover = parse("sleepover for my daughter, the girls are 15 and 16 and they want SCARY");
    expect(sleepover.viewerAge).toBe(15);
    expect(sleepover.familySafe).toBe(false);
    expect(sleepover.genres.Family ?? 0).toBeLessThanOrEqual(0);
    expect(sleepover.genres.Horror).toBeGreaterThan(0);
    expect(parse("for my son, he's 14, something funny").familySafe).toBe(false);
  });

  it("keeps family-safe titles when a teenager's family-safety is asked for, or the child is young", () => {
    expect(parse("my 15 year old, keep it family-safe, something scary").familySafe).toBe(true);
    expect(parse("something clean for my 14 year old").familySafe).toBe(true);
    expect(parse("for my son, he's 9, something funny").familySafe).toBe(true);
    expect(parse("for my daughter, something funny").familySafe).toBe(true);
  });
});

describe("a release year counted back from now", () => {
  it("reads 'N years ago' said of a release or of the year asked for", () => {
    const married = parse("a film that came out the year we got married, 25 years ago this June");
    expect([married.yearMin, married.yearMax]).toEqual([2001, 2001]);
    const released = parse("a comedy that came out twenty-five years ago");
    expect([released.yearMin, released.yearMax]).toEqual([2001, 2001]);
    const about = parse("something from about ten years ago");
    expect(about.yearMin).toBeLessThan(2016);
    expect(about.yearMax).toBeGreaterThan(2016);
  });

  it("bounds no title by a time ago said of anything else", () => {
    const moved = parse("I moved here 10 years ago, want a comedy");
    expect([moved.yearMin, moved.yearMax]).toEqual([null, null]);
    expect(parse("a show I loved 10 years ago").yearMin).toBeNull();
  });

  it("stays linear on a long run of its own words", () => {
    const hostile = "the year the year the year, 25 25 years ".repeat(300);
    expectWithinCpuBudget(() => yearsInDigits(hostile, 2026), 250);
  });
});

describe("a refusal reaching across 'stuff or'", () => {
  it("refuses both of 'anything but superhero stuff or space stuff'", () => {
    const said = parse("anything but superhero stuff or space stuff");
    expect(said.negated.join("|")).toContain("space");
    expect(said.genres["Science Fiction"] ?? 0).toBeLessThanOrEqual(0);
    expect(parse("no horror films or sci-fi films").excludeGenres).toEqual(
      expect.arrayContaining(["Horror", "Science Fiction"]),
    );
  });

  it("still asks for what a turning 'or' names after a refusal ends", () => {
    expect(parse("no horror stuff. or maybe a comedy").genres.Comedy).toBeGreaterThan(0);
  });
});
