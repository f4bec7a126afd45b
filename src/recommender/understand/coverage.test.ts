import { describe, expect, it } from "vitest";
import { buildIndex, parseMood, recommend } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);

describe("coverage of the request", () => {
  it.each(["a funny space adventure", "nothing scary, something funny", "una comedia", "un film d'horreur"])(
    "is whole when every content word of %j was read",
    (text) => {
      expect(parseMood(index, text).coverage).toBe(1);
    },
  );

  it("drops with each content word nobody understood", () => {
    const half = parseMood(index, "a funny zorblaxian quonkering");
    expect(half.coverage).toBeCloseTo(1 / 3, 2);
    expect(parseMood(index, "funny space zorblaxian").coverage).toBeCloseTo(2 / 3, 2);
  });

  it("holds the match score down when much of the request went unread", () => {
    const sure = recommend(index, { mood: "a funny space adventure", limit: 5 }).picks;
    const unsure = recommend(index, {
      mood: "a funny space adventure zorblaxian quonkering flibbets wuzzles",
      limit: 5,
    }).picks;
    const cap = Math.round(60 + 38 * (3 / 7));
    expect(Math.max(...sure.map((p) => p.match_score))).toBeGreaterThan(cap);
    for (const p of unsure) expect(p.match_score, p.title).toBeLessThanOrEqual(cap);
  });
});
