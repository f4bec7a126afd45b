import { describe, expect, it } from "vitest";
import { formatSummary, median, type RunFigures, summarize } from "./lighthouse-summary";

const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1800,
  cls: 0.01,
  tbtMs: 40,
  ...overrides,
});

describe("median", () => {
  it("takes the middle value whatever the order, the mean of the middle two for an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 40, 100, 10])).toBe(65);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe("summarize", () => {
  it("gives every figure's median and its runs, and whether it meets the issue's bar", () => {
    const summary = summarize([
      run({ performance: 80, lcpMs: 3000 }),
      run({ performance: 96, lcpMs: 2400 }),
      run({ performance: 99, lcpMs: 2000 }),
    ]);
    expect(summary.map((s) => s.figure)).toEqual([
      "performance",
      "accessibility",
      "bestPractices",
      "lcpMs",
      "cls",
      "tbtMs",
    ]);
    expect(summary[0]).toEqual({ figure: "performance", median: 96, runs: [80, 96, 99], meetsTarget: true });
    expect(summary[3]).toMatchObject({ figure: "lcpMs", median: 2400, meetsTarget: true });
  });

  it("flags a median past its bar: a score under 95, CLS over 0.05, TBT over 150 ms", () => {
    const summary = summarize([run({ performance: 94, cls: 0.06, tbtMs: 151 })]);
    const missed = summary.filter((s) => !s.meetsTarget).map((s) => s.figure);
    expect(missed).toEqual(["performance", "cls", "tbtMs"]);
  });
});

describe("formatSummary", () => {
  it("prints one line per figure with page, preset, median, runs and target", () => {
    const lines = formatSummary("/", "mobile", summarize([run(), run({ cls: 0.2 }), run({ lcpMs: 1900.4 })]));
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^\/\s+mobile\s+performance\s+97 \(runs 97, 97, 97; target ≥ 95\)$/);
    expect(lines[3]).toContain("LCP");
    expect(lines[3]).toContain("1800 ms (runs 1800 ms, 1800 ms, 1900 ms; target ≤ 2500 ms)");
    expect(lines[4]).toContain("0.010 (runs 0.010, 0.200, 0.010; target ≤ 0.050)");
    expect(lines.filter((l) => l.endsWith("BELOW TARGET"))).toHaveLength(0);
    expect(formatSummary("/", "desktop", summarize([run({ tbtMs: 400 })]))[5]).toMatch(/BELOW TARGET$/);
  });
});
