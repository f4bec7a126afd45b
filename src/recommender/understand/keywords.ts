/** Words the lexicon lacks, read as catalogue keywords or description words ("samurai", "lighthouse"). */
import { keywordMatches, titleAt } from "../catalog";
import { STOPWORDS } from "../text";
import { addUnique, type Ctx, freeSpan } from "./context";
import { NUM_WORDS, neverATermAlone } from "./words";

/** Words of large counts ("a hundred times", "dozens of films"), which number nothing a title is about. */
const LARGE_COUNTS: ReadonlySet<string> = new Set([
  ...["hundred", "hundreds", "thousand", "thousands", "dozen", "dozens", "million", "millions"],
]);

/**
 * Recognises a catalogue keyword or description word the lexicon lacks ("samurai", "lighthouse") of up
 * to three tokens at i, as a facet or, negated, an exclusion. Returns how many tokens it used (0: none).
 */
export function keywordFacet(ctx: Ctx, i: number, negated: boolean): number {
  const { tokens, consumed, index } = ctx;
  for (let len = Math.min(3, tokens.length - i); len >= 1; len--) {
    const words = freeSpan(tokens, consumed, i, len);
    if (!words) continue;
    const [first] = words;
    const last = words.at(-1) ?? first;
    if (len === 1) {
      // a count ("nine hours", "every five minutes") is never a subject
      const count = /^\d+$/.test(first.raw) || Object.hasOwn(NUM_WORDS, first.raw) || LARGE_COUNTS.has(first.raw);
      // nor is a judgement of a title ("boring", "tedious"), whatever a catalogue keyword shares its stem
      if (first.raw.length < 4 || neverATermAlone(first.raw) || count) return 0;
    } else if (STOPWORDS.has(first.raw) || STOPWORDS.has(last.raw)) continue;
    const key = words.map((t) => t.stem).join(" ");
    const n = index.titles.length;
    const df = index.kwPhraseDf.get(key) ?? 0;
    const kwDf = len === 1 ? (index.kwTokenPost.get(key)?.length ?? 0) : df;
    const textDf = len === 1 ? (index.textPost.get(key)?.length ?? 0) : 0;
    const inKeywords = len > 1 ? df > 0 : kwDf > 0 && kwDf <= Math.max(3, n * 0.05);
    // description-only words make weak facets, and only for rarer, longer words
    const inText = len === 1 && first.raw.length >= 5 && textDf >= 1 && textDf <= Math.max(3, n * 0.015);
    if (!inKeywords && !inText) continue;
    const surface = words.map((t) => t.raw).join(" ");
    if (negated) {
      addUnique(ctx.mood.excludeKeywords, key);
      ctx.mood.negated.push(`no ${surface}`);
      return len;
    }
    // genres of the titles carrying the keyword give the facet its flavour
    const matches = keywordMatches(index, key);
    const genreCount = new Map<string, number>();
    let strong = 0;
    for (const [idx, s] of matches) {
      if (s < 0.7) continue;
      strong++;
      for (const g of titleAt(index.titles, idx).t.genres) genreCount.set(g, (genreCount.get(g) ?? 0) + 1);
    }
    const g: Record<string, number> = {};
    if (strong > 0) {
      for (const [genre, c] of [...genreCount].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 3)) {
        g[genre] = Math.round(((0.6 * c) / strong) * 100) / 100;
      }
    }
    const k = { [key]: 1 };
    ctx.mood.facets.push({
      label: surface,
      kind: "keyword",
      weight: (inKeywords ? 1 : 0.7) * ctx.mult,
      g,
      m: {},
      k,
      lang: {},
      country: {},
      thematic: true,
      core: [`k:${key}`],
      all: [],
      full: 1.2,
      speculative: !inKeywords,
    });
    ctx.mult = 1;
    addUnique(ctx.mood.terms, surface);
    return len;
  }
  return 0;
}
