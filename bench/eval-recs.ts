/**
 * Recommendation benchmark (the format is the one described in docs/eval.md):
 *   npx tsx bench/eval-recs.ts --set src/recommender/fixtures/moods.dev.json [--k 10] [--verbose]
 * Runs the mood engine directly on the seed catalogue for every query and prints one line per query,
 * then one summary line:
 *   relevance@10 0.93 · hard violations 0 · queries 33 · unresolved titles 1 · p50 3 ms · p95 9 ms
 * Exits 0 whatever the scores; non-zero only when the query FILE is unreadable or malformed.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { buildIndex, type EngineIndex, recommend } from "../src/recommender/engine";
import type { EngineTitle, Pick, TasteItem } from "../src/recommender/types";
import { MOOD_MAX_LENGTH } from "../src/shared/recommendation-limits";
import { FAMILY_SAFE_CERTIFICATIONS, GENRES } from "../src/shared/vocabulary";
import { figuresLine, type JudgedPick, type SetFigures, setFigures } from "./eval-metrics";
import { loadCatalogue } from "./load-catalogue";
import { percentile } from "./stats";

const ZRated = z.object({ title: z.string().min(1), rating: z.number().min(0).max(10) });
const ZQuery = z.object({
  id: z.string().min(1),
  mood: z.string().min(1).max(MOOD_MAX_LENGTH),
  user: z.object({ liked: z.array(ZRated).optional(), disliked: z.array(ZRated).optional() }).optional(),
  expect: z
    .object({
      genres_any: z.array(z.enum(GENRES)).optional(),
      genres_none: z.array(z.enum(GENRES)).optional(),
      type: z.enum(["movie", "tv"]).optional(),
      year_min: z.number().int().optional(),
      year_max: z.number().int().optional(),
      family_safe: z.boolean().optional(),
      max_runtime: z.number().positive().optional(),
      exclude_titles: z.array(z.string()).optional(),
    })
    .default({}),
});
export const ZQuerySet = z.object({
  version: z.number().optional(),
  k: z.number().int().positive().optional(),
  queries: z.array(ZQuery).min(1),
});
export type TQuerySet = z.infer<typeof ZQuerySet>;
type TQuery = z.infer<typeof ZQuery>;

const FAMILY = new Set<string>(FAMILY_SAFE_CERTIFICATIONS);
/**
 * The year every set's ages and eras were counted in ("I turned 30 in March" is born 1996): pinned, so
 * a set's figure does not move when the calendar does.
 */
export const SETS_YEAR = 2026;

export interface QueryOutcome {
  id: string;
  mood: string;
  relevance: number;
  violations: number;
  unresolved: number;
  ms: number;
  picks: Pick[];
  misses: string[];
  judged: JudgedPick[];
}

export interface EvalSummary {
  k: number;
  relevance: number;
  violations: number;
  queries: number;
  unresolved: number;
  p50: number;
  p95: number;
  outcomes: QueryOutcome[];
  figures: SetFigures;
  line: string;
}

/** Judges one item: [meets every soft clause, list of broken hard clauses]. */
function judge(t: EngineTitle, q: TQuery, rated: Set<string>): [boolean, string[]] {
  const e = q.expect;
  const broken: string[] = [];
  if (e.genres_none?.some((g) => t.genres.includes(g)))
    broken.push(`genre ${t.genres.filter((g) => e.genres_none?.includes(g as never)).join("/")}`);
  if (e.type && t.type !== e.type) broken.push(`type ${t.type}`);
  if (e.year_min !== undefined && t.year < e.year_min) broken.push(`year ${t.year}`);
  if (e.year_max !== undefined && t.year > e.year_max) broken.push(`year ${t.year}`);
  if (e.family_safe && !FAMILY.has(t.certification)) broken.push(`cert ${t.certification}`);
  if (e.max_runtime !== undefined && t.runtime > e.max_runtime) broken.push(`runtime ${t.runtime}`);
  if (e.exclude_titles?.some((x) => x.toLowerCase() === t.title.toLowerCase())) broken.push("excluded title");
  if (rated.has(t.id)) broken.push("rated by the user");
  const soft = !e.genres_any || e.genres_any.some((g) => t.genres.includes(g));
  return [soft, broken];
}

/** Runs a query set against an index. */
export function evaluate(index: EngineIndex, titles: EngineTitle[], set: TQuerySet, kArg?: number): EvalSummary {
  const k = kArg ?? set.k ?? 10;
  const byTitle = new Map<string, EngineTitle[]>();
  for (const t of titles) {
    const key = t.title.toLowerCase();
    byTitle.set(key, [...(byTitle.get(key) ?? []), t]);
  }
  for (const list of byTitle.values()) list.sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : 1));
  const byId = new Map(titles.map((t) => [t.id, t]));
  const outcomes: QueryOutcome[] = [];
  for (const q of set.queries) {
    let unresolved = 0;
    const ratings: TasteItem[] = [];
    for (const r of [...(q.user?.liked ?? []), ...(q.user?.disliked ?? [])]) {
      const hit = byTitle.get(r.title.toLowerCase())?.[0];
      if (!hit) unresolved++;
      else if (!ratings.some((x) => x.id === hit.id)) ratings.push({ id: hit.id, rating: r.rating });
    }
    // as the server passes a user's ratings: 7+ liked, 4- disliked, every rated title excluded
    const liked = ratings.filter((r) => r.rating >= 7).sort((a, b) => b.rating - a.rating);
    const disliked = ratings.filter((r) => r.rating <= 4).sort((a, b) => a.rating - b.rating);
    const excludeIds = ratings.map((r) => r.id);
    const start = performance.now();
    const result = recommend(index, { mood: q.mood, liked, disliked, excludeIds, limit: k });
    const ms = performance.now() - start;
    const rated = new Set(excludeIds);
    let good = 0;
    let violations = 0;
    const misses: string[] = [];
    const judged: JudgedPick[] = [];
    for (const p of result.picks.slice(0, k)) {
      const t = byId.get(p.media_id);
      if (!t) {
        misses.push(`${p.title} (unknown id)`);
        continue;
      }
      const [soft, broken] = judge(t, q, rated);
      violations += broken.length ? 1 : 0;
      const fits = soft && !broken.length;
      judged.push({ title: t.title, reason: p.reason, match_score: p.match_score, fits });
      if (fits) good++;
      else misses.push(`${t.title} [${broken.length ? broken.join(", ") : t.genres.join("/")}]`);
    }
    outcomes.push({
      id: q.id,
      mood: q.mood,
      relevance: good / k,
      violations,
      unresolved,
      ms,
      picks: result.picks,
      misses,
      judged,
    });
  }
  const relevance = outcomes.reduce((a, o) => a + o.relevance, 0) / outcomes.length;
  const violations = outcomes.reduce((a, o) => a + o.violations, 0);
  const unresolved = outcomes.reduce((a, o) => a + o.unresolved, 0);
  const times = outcomes.map((o) => o.ms);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const line = `relevance@${k} ${relevance.toFixed(2)} · hard violations ${violations} · queries ${outcomes.length} · unresolved titles ${unresolved} · p50 ${Math.round(p50)} ms · p95 ${Math.round(p95)} ms`;
  const figures = setFigures(outcomes.map((o) => o.judged));
  return { k, relevance, violations, queries: outcomes.length, unresolved, p50, p95, outcomes, figures, line };
}

/** Reads and validates a query set; throws with a readable message when it is unusable. */
export function readQuerySet(path: string): TQuerySet {
  const text = readFileSync(path, "utf8");
  const parsed = ZQuerySet.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  }
  return parsed.data;
}

/** Loads the seed catalogue and evaluates the set at `path`. */
export function evaluateFile(path: string, k?: number): EvalSummary {
  const set = readQuerySet(path);
  const { titles } = loadCatalogue(undefined, { quiet: true });
  const index = buildIndex(titles, { thisYear: SETS_YEAR });
  // warm-up, so the first query's timing does not include JIT compilation
  recommend(index, { mood: "warm-up", limit: 5 });
  return evaluate(index, titles, set, k);
}

function main(argv: string[]): number {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const path = arg("--set");
  const kText = arg("--k");
  const verbose = argv.includes("--verbose") || argv.includes("-v");
  if (!path) {
    process.stderr.write("usage: tsx bench/eval-recs.ts --set FILE [--k 10] [--verbose]\n");
    return 2;
  }
  const k = kText !== undefined ? Number(kText) : undefined;
  if (k !== undefined && (!Number.isInteger(k) || k <= 0)) {
    process.stderr.write(`--k must be a positive integer, got ${kText}\n`);
    return 2;
  }
  let set: TQuerySet;
  try {
    set = readQuerySet(path);
  } catch (err) {
    process.stderr.write(`cannot use ${path}: ${(err as Error).message}\n`);
    return 1;
  }
  const { titles, skipped } = loadCatalogue(undefined, { quiet: true });
  if (skipped.length) process.stderr.write(`catalogue: ${skipped.length} invalid row(s) left out\n`);
  const index = buildIndex(titles, { thisYear: SETS_YEAR });
  recommend(index, { mood: "warm-up", limit: 5 });
  const summary = evaluate(index, titles, set, k);
  for (const o of summary.outcomes) {
    const top = o.picks
      .slice(0, 3)
      .map((p) => p.title)
      .join(", ");
    const miss = o.misses.length ? ` · misses: ${o.misses.slice(0, verbose ? 10 : 3).join("; ")}` : "";
    console.log(
      `${o.id.padEnd(26)} rel ${o.relevance.toFixed(2)} · viol ${o.violations} · ${o.ms.toFixed(1)} ms · "${o.mood}" → ${top}${miss}`,
    );
    if (verbose) {
      for (const p of o.picks.slice(0, summary.k))
        console.log(`    ${String(p.match_score).padStart(3)} ${p.title} (${p.year}) — ${p.reason}`);
    }
  }
  console.log(figuresLine(summary.figures));
  console.log(summary.line);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
