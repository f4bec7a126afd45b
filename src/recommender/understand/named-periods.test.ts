import { describe, expect, it } from "vitest";
import { namedPeriodsInYears } from "./named-periods";

describe("periods named by their events", () => {
  it.each([
    ["a thriller made before the Berlin Wall came down", "a thriller made up to 1989"],
    ["post-9/11 spy thriller", "since 2001 spy thriller"],
    ["anything released during the Obama years", "anything released 2009 to 2016"],
    ["a series from the pandemic era", "a series 2020 to 2021"],
    ["lockdown-era comedy", "2020 to 2021 comedy"],
    ["a teen comedy from before smartphones", "a teen comedy from up to 2007"],
    ["something from when Thatcher was prime minister", "something from 1979 to 1990"],
    ["nothing made since lockdown", "nothing made since 2020"],
  ])("%s", (said, written) => {
    expect(namedPeriodsInYears(said)).toBe(written);
  });

  it.each([
    // a subject, not a time
    "a cold war spy story",
    "a film about lockdown",
    // the person's circumstance
    "stuck in lockdown with the kids",
    // where the story is set
    "a drama set during the Cold War",
    // a person's name with no word of time, and a title holding one
    "something Obama would recommend",
    "like The Blair Witch Project",
  ])("leaves %s as it is", (said) => {
    expect(namedPeriodsInYears(said)).toBe(said);
  });

  it("reads long adversarial text in linear time", () => {
    const start = performance.now();
    namedPeriodsInYears("before the the cold cold war war era- ".repeat(300));
    namedPeriodsInYears(`${"post-".repeat(2000)}x`);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
