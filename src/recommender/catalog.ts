/** The precomputed engine index: per-title features, posting lists, title lookup, similarity. */
import { FAMILY_SAFE_CERTIFICATIONS, GENRES, MOOD_TAGS } from "../shared/vocabulary";
import { normalizeTitle, STOPWORDS, stem, tokenize } from "./text";
import type { EngineTitle } from "./types";

export interface IndexedTitle {
  t: EngineTitle;
  idx: number;
  /** genre → weight by position (first genre counts most) */
  genres: Map<string, number>;
  moods: Map<string, number>;
  /** stemmed keyword phrases, each padded with spaces: " serial killer " */
  kwPhrases: string[];
  /** stems of keyword words */
  kwTokens: Set<string>;
  /** " stem stem ... " of title + description, for phrase search */
  text: string;
  /** similarity features: sorted ids, weights, euclidean norm */
  featIds: Int32Array;
  featW: Float32Array;
  norm: number;
  /** 0..1 prior from rating and popularity */
  quality: number;
  ratingN: number;
  popN: number;
  familySafe: boolean;
  normTitle: string;
  franchise: string;
  /** normalised title before a colon ("The Lord of the Rings: The Two Towers" → "lord of the rings") */
  seriesKey: string;
  providers: Set<string>;
}

interface Posting {
  ids: Int32Array;
  w: Float32Array;
}

export interface EngineIndex {
  titles: IndexedTitle[];
  byId: Map<string, number>;
  /** normalised title → indices (most popular first) */
  byTitle: Map<string, number[]>;
  /** normalised title length → normalised titles (for typo-tolerant lookup) */
  titleKeysByLen: Map<number, string[]>;
  /** "length:first char" and "length:second char" → normalised titles (typo lookup without a full scan) */
  titleKeysByLenChar: Map<string, string[]>;
  /** longest normalised title in words */
  maxTitleWords: number;
  genrePost: Map<string, Posting>;
  moodPost: Map<string, Posting>;
  langPost: Map<string, Int32Array>;
  countryPost: Map<string, Int32Array>;
  /** keyword word stem → titles whose keywords contain it */
  kwTokenPost: Map<string, Int32Array>;
  /** title/description word stem → titles */
  textPost: Map<string, Int32Array>;
  /** stemmed keyword phrase → number of titles */
  kwPhraseDf: Map<string, number>;
  minYear: number;
  maxYear: number;
  /** well-known, well-rated titles, best first (contrast candidates, neighbour fallbacks) */
  anchors: number[];
  /** indices sorted by quality, best first */
  byQuality: Int32Array;
  neighbourCache: Map<number, number[]>;
}

const FAMILY = new Set<string>(FAMILY_SAFE_CERTIFICATIONS);
const GENRE_POS_W = [1, 0.85, 0.75, 0.7];
const MOOD_POS_W = [1, 1, 0.95, 0.9, 0.85, 0.8, 0.8, 0.8];

/** Feature id spaces for similarity vectors. */
const GENRE_ID = new Map<string, number>(GENRES.map((g, i) => [g, i]));
const MOOD_ID = new Map<string, number>(MOOD_TAGS.map((m, i) => [m, 100 + i]));
const FEAT_DECADE = 300;
const FEAT_LANG = 400;
const FEAT_TYPE = 900;
const FEAT_KW = 1000;

const W_GENRE = 1;
const W_MOOD = 0.55;
const W_KW = 0.75;
const W_DECADE = 0.45;
const W_LANG = 0.6;
const W_TYPE = 0.3;

const DESC_STOP = new Set([
  ...STOPWORDS,
  "his",
  "her",
  "him",
  "hers",
  "after",
  "before",
  "into",
  "through",
  "who",
  "when",
  "while",
  "one",
  "two",
  "three",
  "first",
  "new",
  "old",
  "man",
  "woman",
  "young",
  "life",
  "years",
  "year",
  "day",
  "days",
  "time",
  "way",
  "world",
  "finds",
  "find",
  "must",
  "becomes",
  "begins",
  "takes",
  "story",
  "own",
  "between",
  "against",
  "being",
  "himself",
  "herself",
  "themselves",
  "them",
  "every",
  "never",
  "ever",
  "last",
  "long",
  "small",
  "big",
  "home",
  "family",
]);

/**
 * The title at an index position. Posting lists, anchors and lookups in the index hold positions into
 * `titles`, so a miss means the index was built wrong: fail loudly rather than score nonsense.
 */
export function titleAt(titles: readonly IndexedTitle[], idx: number): IndexedTitle {
  const it = titles[idx];
  if (it === undefined) throw new RangeError(`No title at index position ${idx}`);
  return it;
}

/** The title before any colon: "The Lord of the Rings: The Two Towers" → "The Lord of the Rings". */
function mainTitle(title: string): string {
  const colon = title.indexOf(":");
  return colon < 0 ? title : title.slice(0, colon);
}

function langKey(l: string): number {
  return FEAT_LANG + ((l.charCodeAt(0) - 97) * 26 + (l.charCodeAt(1) - 97));
}

/** Franchise key: "Toy Story 3" → "toy stori", "Avengers: Endgame" → "aveng". */
function franchiseKey(title: string): string {
  let t = normalizeTitle(mainTitle(title));
  // Search for the marker, then cut: `\bpart\b.*$` would rescan the tail from every position.
  const marker = /\b(?:part|chapter|episode|vol|volume)\b/.exec(t);
  if (marker) t = t.slice(0, marker.index).trim();
  t = t.replace(/\s(?:\d+|ii|iii|iv|v|vi|vii)$/, "").trim();
  const words = t.split(" ").filter(Boolean).slice(0, 2);
  return words.map((w) => stem(w)).join(" ");
}

function buildFeatures(
  t: EngineTitle,
  kwTokens: Set<string>,
  kwIds: Map<string, number>,
): [Int32Array, Float32Array, number] {
  const feats = new Map<number, number>();
  t.genres.forEach((g, i) => {
    const id = GENRE_ID.get(g);
    if (id !== undefined) feats.set(id, W_GENRE * (GENRE_POS_W[i] ?? 0.7));
  });
  for (const m of t.moods) {
    const id = MOOD_ID.get(m);
    if (id !== undefined) feats.set(id, W_MOOD);
  }
  for (const k of kwTokens) {
    let id = kwIds.get(k);
    if (id === undefined) {
      id = FEAT_KW + kwIds.size;
      kwIds.set(k, id);
    }
    feats.set(id, W_KW);
  }
  feats.set(FEAT_DECADE + Math.max(0, Math.min(99, Math.floor((t.year - 1900) / 10))), W_DECADE);
  if (t.language && t.language !== "en" && /^[a-z]{2}$/.test(t.language)) feats.set(langKey(t.language), W_LANG);
  feats.set(FEAT_TYPE + (t.type === "tv" ? 1 : 0), W_TYPE);
  const ids = Int32Array.from([...feats.keys()].sort((a, b) => a - b));
  const w = Float32Array.from([...ids].map((id) => feats.get(id) ?? 0));
  let n = 0;
  for (const x of w) n += x * x;
  return [ids, w, Math.sqrt(n) || 1];
}

/** Cosine similarity of two titles' feature vectors (0..1). */
export function similarity(a: IndexedTitle, b: IndexedTitle): number {
  const ai = a.featIds;
  const bi = b.featIds;
  let i = 0;
  let j = 0;
  let dot = 0;
  // featW runs parallel to featIds, so both hold slot i while i < featIds.length
  while (i < ai.length && j < bi.length) {
    const x = ai[i]!;
    const y = bi[j]!;
    if (x === y) {
      dot += a.featW[i]! * b.featW[j]!;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return dot / (a.norm * b.norm);
}

function toPosting(lists: Map<string, { ids: number[]; w: number[] }>): Map<string, Posting> {
  const out = new Map<string, Posting>();
  for (const [k, v] of lists) out.set(k, { ids: Int32Array.from(v.ids), w: Float32Array.from(v.w) });
  return out;
}

function toIdList(lists: Map<string, number[]>): Map<string, Int32Array> {
  const out = new Map<string, Int32Array>();
  for (const [k, v] of lists) out.set(k, Int32Array.from(v));
  return out;
}

function push<K>(map: Map<K, number[]>, key: K, idx: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [idx]);
  else if (list[list.length - 1] !== idx) list.push(idx);
}

/** Precomputes everything the engine needs once per catalogue. */
export function buildIndex(input: EngineTitle[]): EngineIndex {
  // Deterministic order whatever the input order: by id.
  const sorted = [...input].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const seen = new Set<string>();
  const source = sorted.filter((t) => {
    if (seen.has(t.id)) return false;
    seen.add(t.id);
    return true;
  });

  const genreLists = new Map<string, { ids: number[]; w: number[] }>();
  const moodLists = new Map<string, { ids: number[]; w: number[] }>();
  const langLists = new Map<string, number[]>();
  const countryLists = new Map<string, number[]>();
  const kwTokenLists = new Map<string, number[]>();
  const textLists = new Map<string, number[]>();
  const kwPhraseDf = new Map<string, number>();
  const kwIds = new Map<string, number>();
  const stemCache = new Map<string, string>();
  const descCache = new Map<string, { text: string; tokens: string[] }>();
  const kwCache = new Map<string, { phrases: string[]; tokens: Set<string> }>();

  const cachedStem = (w: string): string => {
    let s = stemCache.get(w);
    if (s === undefined) {
      s = stem(w);
      stemCache.set(w, s);
    }
    return s;
  };

  const titles: IndexedTitle[] = [];
  let minYear = Number.POSITIVE_INFINITY;
  let maxYear = Number.NEGATIVE_INFINITY;

  source.forEach((t, idx) => {
    if (t.year < minYear) minYear = t.year;
    if (t.year > maxYear) maxYear = t.year;
    const genres = new Map<string, number>();
    t.genres.forEach((g, i) => {
      const w = GENRE_POS_W[i] ?? 0.7;
      genres.set(g, w);
      let l = genreLists.get(g);
      if (!l) {
        l = { ids: [], w: [] };
        genreLists.set(g, l);
      }
      l.ids.push(idx);
      l.w.push(w);
    });
    const moods = new Map<string, number>();
    t.moods.forEach((m, i) => {
      const w = MOOD_POS_W[i] ?? 0.8;
      moods.set(m, w);
      let l = moodLists.get(m);
      if (!l) {
        l = { ids: [], w: [] };
        moodLists.set(m, l);
      }
      l.ids.push(idx);
      l.w.push(w);
    });
    const kwSig = t.keywords.join("|");
    let kwInfo = kwCache.get(kwSig);
    if (!kwInfo) {
      const phrases: string[] = [];
      const tokens = new Set<string>();
      for (const k of t.keywords) {
        const toks = tokenize(k).map((x) => cachedStem(x.raw));
        if (!toks.length) continue;
        phrases.push(` ${toks.join(" ")} `);
        for (const s of toks) tokens.add(s);
      }
      kwInfo = { phrases, tokens };
      kwCache.set(kwSig, kwInfo);
    }
    for (const p of kwInfo.phrases) kwPhraseDf.set(p.trim(), (kwPhraseDf.get(p.trim()) ?? 0) + 1);
    for (const s of kwInfo.tokens) push(kwTokenLists, s, idx);

    const descSig = `${t.title}\n${t.description}`;
    let desc = descCache.get(descSig);
    if (!desc) {
      const toks = tokenize(`${t.title}. ${t.description}`).map((x) => cachedStem(x.raw));
      const uniq = [...new Set(toks.filter((s) => s.length > 2 && !DESC_STOP.has(s)))];
      desc = { text: ` ${toks.join(" ")} `, tokens: uniq };
      descCache.set(descSig, desc);
    }
    for (const s of desc.tokens) push(textLists, s, idx);

    push(langLists, t.language, idx);
    push(countryLists, t.country, idx);

    const [featIds, featW, norm] = buildFeatures(t, kwInfo.tokens, kwIds);
    const ratingN = Math.max(0, Math.min(1, (t.rating - 5.5) / 3.5));
    const popN = Math.max(0, Math.min(1, t.popularity / 100));
    titles.push({
      t,
      idx,
      genres,
      moods,
      kwPhrases: kwInfo.phrases,
      kwTokens: kwInfo.tokens,
      text: desc.text,
      featIds,
      featW,
      norm,
      quality: 0.72 * ratingN + 0.28 * popN,
      ratingN,
      popN,
      familySafe: FAMILY.has(t.certification),
      normTitle: normalizeTitle(t.title),
      franchise: franchiseKey(t.title),
      seriesKey: normalizeTitle(mainTitle(t.title)),
      providers: new Set(t.providers.map((p) => p.toLowerCase())),
    });
  });

  const byId = new Map<string, number>();
  const byTitle = new Map<string, number[]>();
  let maxTitleWords = 1;
  for (const it of titles) {
    byId.set(it.t.id, it.idx);
    const list = byTitle.get(it.normTitle);
    if (list) list.push(it.idx);
    else byTitle.set(it.normTitle, [it.idx]);
    const words = it.normTitle.split(" ").length;
    if (words > maxTitleWords) maxTitleWords = words;
  }
  // A series named without its subtitle ("The Lord of the Rings") finds its entries, earliest first,
  // unless a title of exactly that name exists.
  const series = new Map<string, number[]>();
  for (const it of titles) {
    if (it.seriesKey === it.normTitle || it.seriesKey.length < 6 || byTitle.has(it.seriesKey)) continue;
    const list = series.get(it.seriesKey);
    if (list) list.push(it.idx);
    else series.set(it.seriesKey, [it.idx]);
  }
  const titleKeysByLen = new Map<number, string[]>();
  const titleKeysByLenChar = new Map<string, string[]>();
  const addKey = (k: string, key: string) => {
    const l = titleKeysByLenChar.get(k);
    if (l) l.push(key);
    else titleKeysByLenChar.set(k, [key]);
  };
  for (const [key, list] of byTitle) {
    list.sort((a, b) => {
      const ta = titleAt(titles, a);
      const tb = titleAt(titles, b);
      return tb.popN - ta.popN || tb.ratingN - ta.ratingN || a - b;
    });
    const l = titleKeysByLen.get(key.length);
    if (l) l.push(key);
    else titleKeysByLen.set(key.length, [key]);
    addKey(`${key.length}:${key[0]}`, key);
    if (key[1] && key[1] !== key[0]) addKey(`${key.length}:${key[1]}`, key);
  }
  for (const [key, list] of series) {
    list.sort((a, b) => titleAt(titles, a).t.year - titleAt(titles, b).t.year || a - b);
    byTitle.set(key, list);
    const l = titleKeysByLen.get(key.length);
    if (l) l.push(key);
    else titleKeysByLen.set(key.length, [key]);
    addKey(`${key.length}:${key[0]}`, key);
    if (key[1] && key[1] !== key[0]) addKey(`${key.length}:${key[1]}`, key);
  }

  const byQuality = Int32Array.from(titles.map((t) => t.idx)).sort(
    (a, b) => titleAt(titles, b).quality - titleAt(titles, a).quality || a - b,
  );
  const anchors = [...titles]
    .filter((t) => t.t.popularity >= 60 && t.t.rating >= 7)
    .sort((a, b) => b.popN + b.ratingN - (a.popN + a.ratingN) || a.idx - b.idx)
    .slice(0, 400)
    .map((t) => t.idx);

  return {
    titles,
    byId,
    byTitle,
    titleKeysByLen,
    titleKeysByLenChar,
    maxTitleWords: Math.min(maxTitleWords, 12),
    genrePost: toPosting(genreLists),
    moodPost: toPosting(moodLists),
    langPost: toIdList(langLists),
    countryPost: toIdList(countryLists),
    kwTokenPost: toIdList(kwTokenLists),
    textPost: toIdList(textLists),
    kwPhraseDf,
    minYear: Number.isFinite(minYear) ? minYear : 1920,
    maxYear: Number.isFinite(maxYear) ? maxYear : 2025,
    anchors,
    byQuality,
    neighbourCache: new Map(),
  };
}

/**
 * How strongly a title matches a stemmed keyword phrase: 1 when its keywords carry it, 0.7 when its
 * keywords carry all the words, 0.5 when its title or description mentions it. Returns idx → strength.
 */
export function keywordMatches(index: EngineIndex, key: string): Map<number, number> {
  const out = new Map<number, number>();
  forEachKeywordMatch(index, key, (idx, s) => out.set(idx, s));
  return out;
}

/** Same as keywordMatches, without building a map: calls `visit` once per matching title. */
export function forEachKeywordMatch(
  index: EngineIndex,
  key: string,
  visit: (idx: number, strength: number) => void,
): void {
  const words = key.split(" ").filter(Boolean);
  const [firstWord] = words;
  if (firstWord === undefined) return;
  const padded = ` ${words.join(" ")} `;
  let strongList: Int32Array | null = null;
  const kwLists = words.map((w) => index.kwTokenPost.get(w));
  if (kwLists.every(Boolean)) {
    const rarest = (kwLists as Int32Array[]).reduce((a, b) => (b.length < a.length ? b : a));
    if (words.length === 1) {
      strongList = rarest;
      for (const idx of rarest) visit(idx, 1);
    } else {
      for (const idx of rarest) {
        const it = titleAt(index.titles, idx);
        if (it.kwPhrases.some((p) => p.includes(padded))) visit(idx, 1);
        else if (words.every((w) => it.kwTokens.has(w))) visit(idx, 0.7);
      }
    }
  }
  const textLists = words.map((w) => index.textPost.get(w));
  if (textLists.every(Boolean)) {
    const rarest = (textLists as Int32Array[]).reduce((a, b) => (b.length < a.length ? b : a));
    for (const idx of rarest) {
      const it = titleAt(index.titles, idx);
      // titles already matched through their keywords are not visited twice
      if (strongList ? it.kwTokens.has(firstWord) : words.every((w) => it.kwTokens.has(w))) {
        if (
          words.length === 1 ||
          it.kwPhrases.some((p) => p.includes(padded)) ||
          words.every((w) => it.kwTokens.has(w))
        )
          continue;
      }
      if (words.length === 1 || it.text.includes(padded)) visit(idx, 0.5);
    }
  }
}

/** Close catalogue neighbours of a title (most similar first), cached. */
export function neighbours(index: EngineIndex, idx: number, count = 6): number[] {
  const cached = index.neighbourCache.get(idx);
  if (cached && cached.length >= count) return cached.slice(0, count);
  const me = titleAt(index.titles, idx);
  const cand = new Set<number>();
  for (const tok of me.kwTokens) {
    const list = index.kwTokenPost.get(tok);
    if (!list || list.length > 3000) continue;
    // spread the sample over the list so generated duplicates do not crowd it
    const step = Math.max(1, Math.floor(list.length / 150));
    for (let i = 0; i < list.length; i += step) cand.add(list[i]!);
  }
  for (const anchor of index.anchors.slice(0, 200)) cand.add(anchor);
  for (const best of index.byQuality.subarray(0, 500)) cand.add(best);
  cand.delete(idx);
  const ids = new Int32Array(cand.size);
  const scores = new Float32Array(cand.size);
  let n = 0;
  for (const c of cand) {
    const other = titleAt(index.titles, c);
    if (other.normTitle === me.normTitle) continue;
    const s = similarity(me, other) * (0.75 + 0.25 * other.popN);
    if (s <= 0.05) continue;
    ids[n] = c;
    scores[n] = s;
    n++;
  }
  // every k below n is a filled slot of ids and scores
  const order = Array.from({ length: n }, (_, k) => k).sort((a, b) => scores[b]! - scores[a]! || ids[a]! - ids[b]!);
  const out: number[] = [];
  const perFranchise = new Map<string, number>();
  for (const k of order) {
    const c = ids[k]!;
    // at most two of one franchise, so the list stays informative
    const f = titleAt(index.titles, c).franchise;
    const used = perFranchise.get(f) ?? 0;
    if (used >= 2) continue;
    perFranchise.set(f, used + 1);
    out.push(c);
    if (out.length >= Math.max(count, 6)) break;
  }
  if (index.neighbourCache.size > 50_000) index.neighbourCache.clear();
  index.neighbourCache.set(idx, out);
  return out.slice(0, count);
}
