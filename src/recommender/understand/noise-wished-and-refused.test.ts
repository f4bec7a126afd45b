import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES, { thisYear: 2026 });
const parse = (text: string) => parseMood(index, text);

describe("noise wished for or refused", () => {
  it("asks for action when something loud is wanted ('loud enough to drown out the fireworks')", () => {
    expect(parse("need something loud enough to drown out the fireworks").genres.Action).toBeGreaterThan(0.5);
    expect(parse("something noisy and bombastic").moods["action-packed"]).toBeGreaterThan(0.5);
  });

  it("ranks action down when it is refused ('hungover. nothing loud.')", () => {
    const said = parse("hungover. nothing loud.");
    expect(said.penaliseMoods).toContain("action-packed");
    expect(said.genres.Action ?? 0).toBeLessThanOrEqual(0);
  });

  it("reads 'laugh out loud' as laughing, not noise, and 'boomer' as no noise", () => {
    expect(parse("something that makes me laugh out loud").genres.Action ?? 0).toBeLessThanOrEqual(0);
    expect(parse("the oldest says anything before 2010 is 'boomer'").genres.Action ?? 0).toBeLessThanOrEqual(0);
  });
});
