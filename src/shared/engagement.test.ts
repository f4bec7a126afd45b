import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENGAGEMENT_TYPES, ENGAGEMENT_WEIGHTS, FEEDBACK_TYPES } from "./engagement";

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
    expect(ENGAGEMENT_TYPES).toEqual(["clicked", "added_to_watchlist", "rated", "trailer_played", "streaming_clicked"]);
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
