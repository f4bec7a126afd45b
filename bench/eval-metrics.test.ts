import { describe, expect, it } from "vitest";
import { figuresLine, hasDoubledWord, isCompleteSentence, setFigures } from "./eval-metrics";

describe("eval set figures", () => {
  it("tells finished sentences from cut-off ones", () => {
    expect(isCompleteSentence("A warm, funny film about a bear in London.")).toBe(true);
    expect(isCompleteSentence('It answers "cozy" with a small-town bakery!')).toBe(true);
    expect(isCompleteSentence("A warm, funny film about a bear in…")).toBe(false);
    expect(isCompleteSentence("Cut short at the end...")).toBe(false);
    // a title's own ellipsis is no cut
    expect(isCompleteSentence("Like When Harry Met Sally..., it's witty.")).toBe(true);
    expect(isCompleteSentence("a warm film.")).toBe(false);
    expect(isCompleteSentence("A warm film")).toBe(false);
    expect(isCompleteSentence("")).toBe(false);
  });

  it("finds a word that follows itself", () => {
    expect(hasDoubledWord("A romantic romantic comedy.")).toBe(true);
    expect(hasDoubledWord("A romantic comedy, romantic at heart.")).toBe(false);
    expect(hasDoubledWord("Audiences rate it 8.8/10.")).toBe(false);
    expect(hasDoubledWord("In the spirit of La La Land.")).toBe(false);
  });

  it("counts variety, the most repeated title and the score gap", () => {
    const pick = (title: string, fits: boolean, score: number) => ({
      title,
      reason: "A fine pick.",
      match_score: score,
      fits,
    });
    const f = setFigures([
      [pick("Friends", true, 90), pick("Alien", false, 70)],
      [pick("Friends", true, 80), pick("Heat", true, 88)],
    ]);
    expect(f).toMatchObject({ slots: 4, distinctTitles: 3, mostRepeated: { title: "Friends", count: 2 } });
    expect(f.meanScoreFitting).toBeCloseTo(86);
    expect(f.meanScoreBreaking).toBe(70);
    expect(figuresLine(f)).toContain('most repeated "Friends" ×2');
    expect(f.perWindow).toBeNull();
  });

  it("measures variety over every run of 50 requests, so sets of any size compare", () => {
    const list = (titles: string[]) =>
      titles.map((t) => ({ title: t, reason: "A fine pick.", match_score: 90, fits: true }));
    // 60 requests: the first 10 all show "Friends", the rest show titles of their own
    const lists = Array.from({ length: 60 }, (_, i) => list(i < 10 ? ["Friends", `T${i}`] : [`A${i}`, `B${i}`]));
    const f = setFigures(lists);
    expect(f.perWindow?.mostRepeated).toBe(10);
    // the first window holds 91 distinct of 100 slots, the last (requests 10-59) 100 of 100
    expect(f.perWindow?.distinctShare).toBeGreaterThan(0.91);
    expect(f.perWindow?.distinctShare).toBeLessThan(1);
    expect(figuresLine(f)).toContain("per 50 requests: distinct");
  });
});
