import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { normalizeText, tokenize } from "../text";
import { lowScoreAfter } from "./scores-said";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("a score said after a title", () => {
  it.each([
    ["Saw 2/10", true],
    ["Saw, 3 out of 10", true],
    ["Saw (1 star)", true],
    ["Saw 2/5", true],
    ["Saw 8/10", false],
    ["Saw 4 out of 5 stars", false],
    ["Saw was fine", false],
  ])("reads %j as low: %s", (text, low) => {
    expect(lowScoreAfter(normalizeText(text), tokenize(text), 1)).toBe(low);
  });

  it("steers away from a title scored low and keeps one scored high as a reference", () => {
    const mood = parse("I rated Saw 2/10 and The Conjuring 3/10, loved Inception 9/10");
    expect(mood.avoided.map((r) => r.title)).toEqual(["Saw", "The Conjuring"]);
    expect(mood.references.map((r) => r.title)).toEqual(["Inception"]);
  });

  it("finds the score in the text as read, after a clause taken back has been dropped", () => {
    const mood = parse("something scary, actually no, something funny. I rated Saw 2/10");
    expect(mood.avoided.map((r) => r.title)).toEqual(["Saw"]);
  });

  it("reads a long run of digits and slashes after a title in linear time", () => {
    const text = `Saw ${"1/".repeat(5000)}`;
    expect(expectWithinCpuBudget(() => lowScoreAfter(normalizeText(text), tokenize(text), 1), 200)).toBe(false);
  });
});
