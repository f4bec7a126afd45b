/**
 * Mood engine latency: p50/p95 per request on the seed catalogue (target p95 <= 50 ms) and on
 * 100,000 titles generated deterministically from it (target p95 <= 200 ms).
 *   npx tsx bench/recommender-bench.ts
 */
import { pathToFileURL } from "node:url";
import { buildIndex, type EngineIndex, recommend } from "../src/recommender/engine";
import type { EngineTitle, RecommendRequest } from "../src/recommender/types";
import { mediaId } from "../src/shared/catalogue-data";
import { MOOD_PRESETS } from "../src/shared/vocabulary";
import { loadEngineTitles } from "./load-catalogue";
import { percentile } from "./stats";

const MOODS = [
  ...MOOD_PRESETS,
  "something scary but not too gory",
  "a mind-bending sci-fi movie",
  "a crime series to binge",
  "80s action",
  "short and sweet animated film under 100 minutes",
  "I want to cry",
  "something like The Matrix",
  "no romance, pure action",
  "nothing scary, my kids are watching",
  "something like Interstellar but lighter",
  "a gritty detective show",
  "90s romcom",
  "feel-good anime",
  "a documentary about music",
  "qwxz blorf",
];

const SUFFIXES = ["II", "III", "Returns", "Reloaded", "Rising", "Origins", "Legacy", "Redux", "Revisited", "Forever"];

/** 100,000 titles from the seed: same tags and descriptions, varied titles, years, ratings and ids. */
export function generateTitles(seed: EngineTitle[], count = 100_000): EngineTitle[] {
  const out: EngineTitle[] = [];
  const ids = new Set<string>();
  for (let i = 0; out.length < count; i++) {
    const s = seed[i % seed.length];
    if (s === undefined) throw new Error("generateTitles needs at least one seed title");
    const round = Math.floor(i / seed.length);
    const title =
      round === 0
        ? s.title
        : `${s.title} ${SUFFIXES[round % SUFFIXES.length]} ${Math.floor(round / SUFFIXES.length) + 1}`;
    const year = Math.max(1920, Math.min(2025, s.year + ((round * 7) % 11) - 5));
    let id = mediaId(title, year);
    if (ids.has(id)) id = `${id}-${i}`;
    ids.add(id);
    out.push({
      ...s,
      id,
      title,
      year,
      rating: Math.max(1, Math.min(9.9, Math.round((s.rating - ((round * 3) % 17) / 10) * 10) / 10)),
      popularity: Math.max(0, s.popularity - ((round * 13) % 60)),
    });
  }
  return out;
}

function requests(index: EngineIndex, titles: EngineTitle[]): RecommendRequest[] {
  const pick = (k: number) => {
    const title = titles[(k * 7919) % titles.length];
    if (title === undefined) throw new Error("requests need a non-empty catalogue");
    return title.id;
  };
  return MOODS.map((mood, i) => ({
    mood,
    liked:
      i % 3 === 0
        ? [
            { id: pick(i), rating: 9 },
            { id: pick(i + 1), rating: 8 },
          ]
        : [],
    disliked: i % 4 === 0 ? [{ id: pick(i + 2), rating: 2 }] : [],
    excludeIds: i % 3 === 0 ? [pick(i), pick(i + 1), pick(i + 2)] : [],
    recentlyShownIds: i % 5 === 0 ? [pick(i + 3)] : [],
    userServices: i % 2 ? ["netflix", "max"] : [],
  })).filter(() => index.titles.length > 0);
}

function timeRequests(index: EngineIndex, reqs: RecommendRequest[], rounds: number): number[] {
  for (const r of reqs.slice(0, 5)) recommend(index, r); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const r of reqs) {
      const t = performance.now();
      recommend(index, r);
      times.push(performance.now() - t);
    }
  }
  return times;
}

function fmt(name: string, times: number[]): string {
  const f = (v: number) => v.toFixed(1);
  return `recommender ${name} p50 ${f(percentile(times, 50))} ms p95 ${f(percentile(times, 95))} ms`;
}

/** Runs the benchmark and returns one line per figure. */
export async function runRecommenderBench(): Promise<string[]> {
  const seed = loadEngineTitles();
  const seedIndex = buildIndex(seed);
  const lines = [fmt("seed", timeRequests(seedIndex, requests(seedIndex, seed), 4))];
  const big = generateTitles(seed, 100_000);
  const t = performance.now();
  const bigIndex = buildIndex(big);
  const buildMs = performance.now() - t;
  lines.push(fmt("100k", timeRequests(bigIndex, requests(bigIndex, big), 2)));
  lines.push(`recommender 100k index build ${(buildMs / 1000).toFixed(1)} s`);
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const l of await runRecommenderBench()) console.log(l);
}
