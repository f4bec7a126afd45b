import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../shared/testing/cpu-time";
import { buildIndex, recommend } from "./engine";
import { TEST_TITLES } from "./fixtures/test-catalogue";
import type { RecommendRequest } from "./types";

const index = buildIndex(TEST_TITLES);
const TEN_KB = 10_000;
const fill = (unit: string, prefix = "") => (prefix + unit.repeat(Math.ceil(TEN_KB / unit.length))).slice(0, TEN_KB);

/** Long runs of the characters the mood patterns repeat: blanks, digits, hyphens, apostrophes, words. */
const ADVERSARIAL: Record<string, string> = {
  "a number then blanks": fill(" ", "1"),
  "blanks and hyphens": fill(" -", "1"),
  "tabs and newlines": fill("\t\n", "12"),
  digits: fill("1"),
  "digits and blanks": fill("1 "),
  "decimal numbers": fill("1.5 "),
  "number words and blanks": fill("two  "),
  "years and dashes": fill("1999 - "),
  "decades with apostrophes": fill("'90s '"),
  "ages without a unit": fill("8 year "),
  "runtime words without a number": fill("under less than "),
  "half and hours": fill("and a half "),
  "hours and minutes": fill("1 h 1 hour and 1 "),
  certifications: fill("nothing above pg-13 rated r "),
  "minutes in words": fill("1 hour and forty forty-five "),
  "title ages": fill("newer than 5 than 5 years "),
  "no-space letters": fill("a"),
  emoji: fill("😂🍿"),
};

describe("the mood engine on adversarial input", () => {
  recommend(index, { mood: "warm up", limit: 10 } as RecommendRequest);

  for (const [name, mood] of Object.entries(ADVERSARIAL)) {
    it(`answers 10 KB of ${name} quickly`, () => {
      // Before the patterns were bounded, "a number then blanks" took about 28 s.
      const result = expectWithinCpuBudget(() => recommend(index, { mood, limit: 10 } as RecommendRequest), 250);
      expect(result.picks.length).toBeGreaterThan(0);
    });
  }
});
