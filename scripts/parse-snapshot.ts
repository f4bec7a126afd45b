/**
 * Snapshot of what the mood engine understands, to prove a refactor of the parser changes nothing:
 *   npx tsx scripts/parse-snapshot.ts [--out /tmp/parse-before.json] [--no-recs]
 * Runs parseMood over every mood of the shared dev set, the blind dev set, the extra fixtures, every
 * string literal in the recommender's tests and ~600 generated phrases (lexicon phrases, negators,
 * runtimes, decades, ages, catalogue titles, keywords, typos), on the seed catalogue and on the test
 * catalogue; also the compiled lexicon, facetFromEntry for every entry and term, referenceFacet for
 * some titles, and (unless --no-recs) the picks for every input. Writes one JSON file; diff two runs.
 * The generator is seeded, so the same code and data always give the same inputs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";
import { loadCatalogue } from "../bench/load-catalogue";
import { buildIndex, type EngineIndex, parseMood, recommend } from "../src/recommender/engine";
import { TEST_TITLES } from "../src/recommender/fixtures/test-catalogue";
import { COMPILED, LEXICON } from "../src/recommender/lexicon/index";
import { facetFromEntry, referenceFacet } from "../src/recommender/parse";
import { seededRandom } from "../src/shared/seeded-random";

const MOOD_FILES = [
  "src/recommender/fixtures/moods.dev.json",
  "bench/eval/moods.blind-dev.json",
  "src/recommender/fixtures/moods.extra.json",
];
const TEST_FILES = [
  "src/recommender/parse.test.ts",
  "src/recommender/engine.test.ts",
  "src/recommender/adversarial-input.test.ts",
  "src/recommender/real-data.test.ts",
  "src/recommender/text.test.ts",
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function moodsOf(path: string): string[] {
  const set = JSON.parse(readFileSync(path, "utf8")) as { queries: { mood: string }[] };
  return set.queries.map((q) => q.mood);
}

/** Every string literal of a test file: the moods passed to parseMood/recommend are among them. */
function literalsOf(path: string): string[] {
  const sf = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (node.text.trim().length >= 2 && node.text.length <= 500) out.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function typo(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 1));
  const kind = Math.floor(r() * 4);
  const letters = "abcdefghijklmnopqrstuvwxyz";
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1 && i < word.length - 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind === 2) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + letters[Math.floor(r() * 26)] + word.slice(i + 1);
}

function generated(index: EngineIndex): string[] {
  const r = seededRandom(20_240_611);
  const pick = <T>(list: readonly T[]): T => {
    const x = list[Math.floor(r() * list.length)];
    if (x === undefined) throw new Error("cannot pick from an empty list");
    return x;
  };
  const terms = LEXICON.flatMap((e) => e.terms);
  const words = terms.filter((t) => /^[a-z]{5,}$/.test(t));
  const titles = index.titles.map((t) => t.t.title);
  const keywords = [...new Set(index.titles.flatMap((t) => t.t.keywords))].sort();
  const negators = [
    "no",
    "not",
    "nothing",
    "nothing too",
    "without",
    "anything but",
    "less",
    "not in the mood for",
    "no more",
    "rather than",
    "instead of",
    "i hate",
    "don't want",
    "avoid",
    "not too",
    "nothing but",
    "no matter",
  ];
  const runtimes = [
    "under 90 minutes",
    "an hour and a half",
    "2 hours or less",
    "over 2 hours",
    "a 90-minute",
    "under two hours and a half",
    "max 100 mins",
    "less than 2h",
    "at most 1.5 hours",
    "about 45 min",
    "one hour",
    "half an hour",
    "90 min",
    "2 - hour",
    "no longer than 100 minutes",
    "at least 3 hours",
  ];
  const eras = [
    "from the 80s",
    "early 90s",
    "1970s",
    "'60s",
    "late 2000s",
    "mid-90s",
    "between 1995 and 2005",
    "1980-1989",
    "before 1980",
    "after 2010",
    "since 2015",
    "circa 1999",
    "made in 1985",
    "up to 2000",
    "20s",
    "roaring 20s",
    "newer than 2018",
    "pre 1970",
  ];
  const ages = ["for my 6 year old", "my 8-year-old", "for a 15 yo", "twelve year olds", "kids aged 4", "my 10 yr old"];
  const modifiers = ["lighter", "darker", "shorter", "funnier", "scarier", "older", "newer", "less violent", "sadder"];
  const fillers = ["very", "slightly", "more", "kinda", "super", "a bit", "really", "not very", "extra"];
  const formats = ["movie", "film", "series", "show", "tv show", "not a series", "sitcom", "documentary"];
  const cased = (t: string) => (r() < 0.5 ? t : t.toLowerCase());
  const out: string[] = [];
  const make: (() => string)[] = [
    () => pick(terms),
    () => `${pick(negators)} ${pick(terms)}`,
    () => `${pick(terms)} but ${pick(negators)} ${pick(terms)}`,
    () => `${pick(terms)} ${pick(runtimes)}`,
    () => `${pick(terms)} ${pick(eras)}`,
    () => `${pick(terms)} ${pick(ages)}`,
    () => `something like ${cased(pick(titles))}`,
    () => `${pick(titles)} vibes`,
    () => `${pick(titles)} but ${pick(modifiers)}`,
    () => `similar to ${pick(titles)} or ${pick(titles)}, ${pick(terms)}`,
    () => `like ${typo(pick(titles).toLowerCase(), r)} but ${pick(modifiers)}`,
    () => `${typo(pick(words), r)} ${pick(formats)}`,
    () => `${pick(fillers)} ${pick(terms)} ${pick(formats)}`,
    () => `${pick(terms)}, ${pick(terms)} and ${pick(terms)}`,
    () => `something with ${pick(keywords)}`,
    () => `no ${pick(keywords)} or ${pick(keywords)}`,
    () => `${pick(negators)} ${pick(terms)} or ${pick(terms)}, ${pick(runtimes)} ${pick(eras)}`,
    () => `${pick(fillers)} ${pick(terms)} ${pick(formats)} ${pick(eras)} ${pick(runtimes)} ${pick(ages)}`,
    () => `${pick(terms).toUpperCase()} ${pick(titles)}`,
    () => `i loved ${pick(titles)} and ${pick(titles)}, ${pick(negators)} ${pick(terms)}`,
  ];
  for (let i = 0; i < 640; i++) out.push(make[i % make.length]!());
  return out;
}

function main() {
  const out = arg("--out") ?? "/tmp/parse-before.json";
  const recs = !process.argv.includes("--no-recs");
  const { titles } = loadCatalogue(undefined, { quiet: true });
  const seed = buildIndex(titles);
  const test = buildIndex(TEST_TITLES);

  const inputs = [
    ...MOOD_FILES.flatMap(moodsOf),
    ...TEST_FILES.flatMap(literalsOf),
    ...generated(seed),
    ...generated(test),
  ];
  const unique = [...new Set(inputs)];

  const lexicon = LEXICON.map((e) =>
    Object.fromEntries(Object.entries(e).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  );
  const compiled = {
    phrases: [...COMPILED.phrases].map(([k, e]) => [k, LEXICON.indexOf(e)]),
    surface: [...COMPILED.surface].map(([k, e]) => [k, LEXICON.indexOf(e)]),
    words: [...COMPILED.words].map(([k, e]) => [k, LEXICON.indexOf(e)]),
    maxLen: COMPILED.maxLen,
    duplicates: COMPILED.duplicates,
  };
  const facets = LEXICON.map((e) => [facetFromEntry(e, 1), ...e.terms.map((t) => facetFromEntry(e, 0.8, t))]);
  const references = seed.titles
    .filter((_, i) => i % 25 === 0)
    .map((t) => referenceFacet(seed, { id: t.t.id, title: t.t.title, year: t.t.year }, 1.3));

  const parsed: Record<string, unknown> = {};
  const picks: Record<string, unknown> = {};
  for (const text of unique) {
    parsed[text] = { seed: parseMood(seed, text), test: parseMood(test, text) };
    if (recs) {
      const result = recommend(seed, { mood: text, limit: 15 });
      picks[text] = {
        fallback: result.fallback,
        picks: result.picks.map((p) => [p.media_id, p.match_score, p.reason, p.similar_to, p.avoids]),
      };
    }
  }
  writeFileSync(out, JSON.stringify({ inputs: unique, lexicon, compiled, facets, references, parsed, picks }, null, 1));
  console.log(`${unique.length} inputs, ${LEXICON.length} lexicon entries → ${out}`);
}

main();
