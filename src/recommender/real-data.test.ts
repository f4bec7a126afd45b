/** The engine on the real seed catalogue (data/catalogue) against the benchmark's query sets. */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evaluateFile } from "../../bench/eval-recs";
import { loadCatalogue } from "../../bench/load-catalogue";
import { buildIndex, recommend } from "./engine";

const HERE = dirname(fileURLToPath(import.meta.url));
/** A copy of the benchmark's development set, kept in the repository so the test runs on any checkout. */
const DEV_SET = join(HERE, "fixtures", "moods.dev.json");
const EXTRA_SET = join(HERE, "fixtures", "moods.extra.json");

describe("real catalogue", () => {
  it("dev set: relevance@10 >= 0.9 with no hard violations", () => {
    const summary = evaluateFile(DEV_SET);
    const weak = summary.outcomes
      .filter((o) => o.relevance < 0.8)
      .map((o) => `${o.id} ${o.relevance}: ${o.misses.join("; ")}`);
    expect(summary.violations, summary.line).toBe(0);
    expect(summary.relevance, `${summary.line}\n${weak.join("\n")}`).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it("extra set: relevance@10 >= 0.9 with no hard violations", () => {
    const summary = evaluateFile(EXTRA_SET);
    const weak = summary.outcomes
      .filter((o) => o.relevance < 0.8)
      .map((o) => `${o.id} ${o.relevance}: ${o.misses.join("; ")}`);
    expect(summary.violations, summary.line).toBe(0);
    expect(summary.relevance, `${summary.line}\n${weak.join("\n")}`).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it("requests that only set limits, said differently, share few picks; said the same, all of them", () => {
    const index = buildIndex(loadCatalogue().titles);
    const titles = (mood: string) => recommend(index, { mood, limit: 10 }).picks.map((p) => p.title);
    for (const [a, b] of [
      ["under 100 minutes", "something under 100 minutes please"],
      ["a series", "any series"],
    ] as const) {
      const first = titles(a);
      expect(first.filter((t) => titles(b).includes(t)).length, `${a} / ${b}`).toBeLessThanOrEqual(4);
      expect(titles(a)).toEqual(first);
    }
  }, 120_000);
});
