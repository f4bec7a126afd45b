import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { markedLists } from "./marked-lists";

describe("lists marked item by item", () => {
  it.each([
    ["must: space, funny. nope: horror", "must: space, funny. no horror"],
    ["things I don't want: musicals and horror. something fun", " no musicals, no horror. something fun"],
    ["dealbreakers: gore/jump scares", " no gore, no jump scares"],
    ["cosy ✔ british ✔ gore ✘", "cosy . british . no gore."],
    ["🚫 horror, ✅ comedy", " no horror.  comedy"],
    ["horror ❌️ comedy ✅", " no horror. comedy ."],
    // a numbered list's markers are breaks ("kids 3)" is no three-year-old)
    ["1) animated 2) NOT for kids 3) weird", ", animated , NOT for kids , weird"],
    // a mark after a longer run is beside its last word, which is often an emoji's reading
    [
      "something gentle for the two of us tonight zombies ❌",
      "something gentle for the two of us tonight  no zombies.",
    ],
  ])("%j reads as %j", (said, read) => {
    expect(markedLists(said)).toBe(read);
  });

  it.each([
    // a clock's colon is no label's
    "don't want anything past 10:30",
    // leave given, not a refusal
    "don't mind: subtitles, black and white",
    "my picks: horror, thrillers",
    "the cousins (8 to 12) are awake",
    "my son is 2. he likes trucks",
  ])("leaves %j as it is", (said) => {
    expect(markedLists(said)).toBe(said);
  });

  it("reads long adversarial text in linear time", () => {
    expectWithinCpuBudget(() => {
      markedLists("nope: ".repeat(2000));
      markedLists(`${"✘ ✔".repeat(3000)}x`);
      markedLists("no no no no: a, b, c: ".repeat(500));
    }, 1000);
  });
});
