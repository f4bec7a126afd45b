import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ENGAGEMENT_TYPES,
  ENGAGEMENT_WEIGHTS,
  engagementScore,
  FEEDBACK_TYPES,
  isEngagementType,
  sessionEngagementRate,
} from "./engagement";

describe("engagement", () => {
  it("weighs the five engagement kinds 1, 2, 3, 1.5 and 2.5", () => {
    expect(ENGAGEMENT_WEIGHTS).toEqual({
      clicked: 1,
      added_to_watchlist: 2,
      rated: 3,
      trailer_played: 1.5,
      streaming_clicked: 2.5,
    });
    expect(ENGAGEMENT_TYPES.every((t) => (FEEDBACK_TYPES as readonly string[]).includes(t))).toBe(true);
    expect(isEngagementType("trailer_closed")).toBe(false);
    expect(isEngagementType("rated")).toBe(true);
  });

  it("scores a recommendation's events; the other kinds weigh nothing", () => {
    expect(engagementScore(["clicked", "added_to_watchlist", "streaming_clicked", "rated"])).toBe(8.5);
    expect(engagementScore(["trailer_played", "trailer_closed", "removed_from_watchlist", "rating_removed"])).toBe(1.5);
    expect(engagementScore([])).toBe(0);
  });

  it("rates a session: weighted-kind events per recommendation, as a percent with 2 decimals", () => {
    expect(sessionEngagementRate(2, 3)).toBe(66.67);
    expect(sessionEngagementRate(3, 2)).toBe(150);
    expect(sessionEngagementRate(1, 8)).toBe(12.5);
    expect(sessionEngagementRate(0, 15)).toBe(0);
    expect(sessionEngagementRate(4, 0)).toBeNull();
  });

  it("lists the same feedback kinds as the database accepts (the latest migration that sets them)", () => {
    const dir = new URL("../server/db/migrations/", import.meta.url);
    const checks = readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .flatMap((f) => [...readFileSync(new URL(f, dir), "utf8").matchAll(/CHECK \(feedback_type IN \(([^)]*)\)/g)]);
    const check = checks.at(-1)?.[1] ?? "";
    const kinds = [...check.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(kinds).toEqual([...FEEDBACK_TYPES]);
  });
});
