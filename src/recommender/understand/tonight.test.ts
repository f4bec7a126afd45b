import { describe, expect, it } from "vitest";
import { FAMILY_SAFE_CERTIFICATIONS } from "../../shared/vocabulary";
import { buildIndex, parseMood, recommend } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { applyTonight } from "./tonight";

const index = buildIndex(TEST_TITLES);
const byId = new Map(TEST_TITLES.map((t) => [t.id, t]));
const picks = (mood: string, tonight: Parameters<typeof applyTonight>[1]) =>
  recommend(index, { mood, tonight, limit: 10 }).picks.map((p) => ({ ...p, t: byId.get(p.media_id)! }));

describe("tonight's context", () => {
  it("changes nothing when none is given", () => {
    const mood = parseMood(index, "something funny");
    expect(applyTonight(mood, undefined)).toBe(mood);
    expect(applyTonight(mood, { audience: null, minutes: null })).toBe(mood);
  });

  it("makes the time a hard limit: films fit it, series episodes fit it, and the reason says so", () => {
    const list = picks("something funny", { minutes: 90 });
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p.t.runtime, p.t.title).toBeLessThanOrEqual(90);
    for (const p of list) expect(p.reason, p.t.title).toMatch(/90 you have/);
  });

  it("keeps the tighter of a spoken and a chosen limit", () => {
    expect(applyTonight(parseMood(index, "nothing over an hour"), { minutes: 120 }).maxRuntime).toBe(60);
    expect(applyTonight(parseMood(index, "nothing over two hours"), { minutes: 90 }).maxRuntime).toBe(90);
  });

  it("with kids, only family-safe certifications, said in the reason", () => {
    const list = picks("an adventure", { audience: "kids" });
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      expect(FAMILY_SAFE_CERTIFICATIONS as readonly string[], p.t.title).toContain(p.t.certification);
      expect(p.reason).toMatch(/fine to watch with the kids/);
    }
  });

  it("with a partner, horror drops down unless it was asked for", () => {
    const neutral = parseMood(index, "something gripping");
    const shaped = applyTonight(neutral, { audience: "partner" });
    expect(shaped.penaliseGenres).toContain("Horror");
    const asked = applyTonight(parseMood(index, "a scary horror film"), { audience: "partner" });
    expect(asked.penaliseGenres).not.toContain("Horror");
    expect(asked.genres.Horror ?? 0).toBeGreaterThan(0);
  });

  it("with friends, leans to widely liked titles unless a quality was asked for", () => {
    expect(applyTonight(parseMood(index, "a comedy"), { audience: "friends" }).quality).toBe("popular");
    expect(applyTonight(parseMood(index, "an acclaimed comedy"), { audience: "friends" }).quality).toBe("acclaimed");
  });
});
