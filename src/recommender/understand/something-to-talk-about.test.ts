import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES, { thisYear: 2026 });
const parse = (text: string) => parseMood(index, text);

describe("a title to talk or argue about afterwards", () => {
  it("asks for something thought-provoking", () => {
    for (const text of [
      "something we'll argue about afterwards",
      "a film to talk about afterwards",
      "a proper conversation starter for book club",
    ])
      expect(parse(text).moods["thought-provoking"] ?? 0, text).toBeGreaterThan(0.5);
  });

  it("leaves a plain wish without the words as it was", () => {
    expect(parse("a feel-good comedy").moods["thought-provoking"] ?? 0).toBeLessThanOrEqual(0);
  });
});
