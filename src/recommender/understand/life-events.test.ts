import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { lifeEventsInYears } from "./life-events";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("years a person's life gives", () => {
  it.each([
    // a bound at an event whose year is said apart: the year is the anchor, and no wish of its own
    ["nothing made since I retired. I retired in 2012", "nothing made since 2012. I retired"],
    ["a comedy from before my parents met. they met in 1979", "a comedy from before 1979. they met"],
    // the year said with the bound itself
    ["something from before we got married in 1988", "something from before 1988"],
    ["nothing decent since he retired, that was 2001", "nothing decent since 2001"],
    ["a film from when I graduated in 2004", "a film from in 2004"],
  ])("writes %j as %j", (said, read) => {
    expect(lifeEventsInYears(said)).toBe(read);
  });

  it.each([
    // an event with its year that nothing bounds stays as said
    "they met in 1985 and married in 1989, something from then",
    // a bound at an event with no year anywhere
    "something from before I retired",
    // births are the birth years' to read
    "nothing from before I was born in 1990",
  ])("leaves %j as it is", (said) => {
    expect(lifeEventsInYears(said)).toBe(said);
  });

  it("reads a bound at an event scorned as no good as the other side of it", () => {
    const mood = parse("my uncle wants a crime film, anything made after he retired is rubbish. he retired in 1999");
    expect(mood.yearMax).toBe(1999);
    expect(mood.yearMin).toBeNull();
    expect(parse("anything from before 2005 is garbage, a thriller please").yearMin).toBe(2005);
    // a refused "since" asks for the years up to it
    expect(parse("my dad says nothing good has been made since he got married, which was 1979").yearMax).toBe(1979);
  });

  it("reads long hostile text in linear time", () => {
    expectWithinCpuBudget(() => {
      lifeEventsInYears("after my dad retired retired in 1995 ".repeat(300));
      lifeEventsInYears(`${"before we got married ".repeat(500)}in 1988`);
    }, 300);
  });
});
