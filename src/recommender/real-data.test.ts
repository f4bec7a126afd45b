/** The engine on the real seed catalogue (data/catalogue) against the benchmark's query sets. */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evaluateFile } from "../../bench/eval-recs";
import { loadCatalogue } from "../../bench/load-catalogue";
import { neighbours, titleAt } from "./catalog";
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

  it("with no mood, the titles nearest a liked one compete, however less known they are", () => {
    const index = buildIndex(loadCatalogue().titles);
    const liked = ["Paddington 2", "Amélie", "The Grand Budapest Hotel"].map((title) => {
      const idx = index.titles.findIndex((it) => it.t.title === title);
      expect(idx, title).toBeGreaterThanOrEqual(0);
      return idx;
    });
    const nearest = titleAt(index.titles, neighbours(index, liked[0]!, 1)[0]!).t.id;
    const ids = liked.map((idx) => titleAt(index.titles, idx).t.id);
    // as the server passes ratings: every rated title is excluded
    const picks = recommend(index, {
      mood: "surprise me",
      liked: ids.map((id) => ({ id, rating: 9 })),
      excludeIds: ids,
      limit: 10,
    }).picks.map((p) => p.media_id);
    expect(picks).toContain(nearest);
  }, 120_000);
});
