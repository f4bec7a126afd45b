/** Building the engine index from a catalogue: posting lists, title lookup tables, quality order, anchors. */
import { CERTIFICATION_LEVEL, FAMILY_SAFE_CERTIFICATIONS } from "../shared/vocabulary";
import { type EngineIndex, type IndexedTitle, type Posting, titleAt } from "./catalog-model";
import { normalizeTitle, stem, tokenize } from "./text";
import { buildFeatures, DESC_STOP, franchiseKey, GENRE_POS_W, MOOD_POS_W, mainTitle } from "./title-features";
import type { EngineTitle } from "./types";

const FAMILY = new Set<string>(FAMILY_SAFE_CERTIFICATIONS);
const LEVELS: ReadonlyMap<string, number | null> = new Map(Object.entries(CERTIFICATION_LEVEL));
/** The certification's level, null when unrated or unknown. */
const certLevelOf = (certification: string): number | null => LEVELS.get(certification) ?? null;

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

/** How deep into a single-feature request's list a title counts as shown. */
const EXPOSURE_DEPTH = 60;
/**
 * Ranks down a list at which being there counts half: the titles that fill the lower places of many
 * lists (and so the middle of many answers) are exposed too, not only the ones at the very top.
 */
const EXPOSURE_HALF_RANK = 15;

/**
 * Sets each title's exposure: over the genres and tones for which it ranks in the top EXPOSURE_DEPTH
 * by quality (strongly tagged titles first), a weight falling with its rank, relative to the most
 * exposed title.
 * One pass over the posting lists, so it costs no more than building them.
 */
function measureExposure(titles: IndexedTitle[], lists: { ids: number[]; w: number[] }[]): void {
  const counts = new Float64Array(titles.length);
  for (const list of lists) {
    const order = list.ids
      .map((idx, k) => ({ idx, key: (list.w[k] ?? 0) * titleAt(titles, idx).quality }))
      .sort((a, b) => b.key - a.key || a.idx - b.idx);
    order.slice(0, EXPOSURE_DEPTH).forEach(({ idx }, rank) => {
      counts[idx]! += 1 / (1 + rank / EXPOSURE_HALF_RANK);
    });
  }
  let max = 0;
  for (const c of counts) max = Math.max(max, c);
  if (max === 0) return;
  for (const it of titles) it.exposure = (counts[it.idx] ?? 0) / max;
}

/**
 * What the index is built for beyond its titles: the calendar year requests are read in. The engine reads
 * no clock, so the server passes today's; left out, it is the newest title's year.
 */
export interface IndexOptions {
  thisYear?: number;
}

/** Precomputes everything the engine needs once per catalogue. */
export function buildIndex(input: EngineTitle[], options: IndexOptions = {}): EngineIndex {
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
      exposure: 0,
      familySafe: FAMILY.has(t.certification),
      forYoungChildren: t.certification === "TV-Y" || t.certification === "TV-Y7",
      certLevel: certLevelOf(t.certification),
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

  measureExposure(titles, [...genreLists.values(), ...moodLists.values()]);
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
    titleKeysSorted: [...byTitle.keys()].sort(),
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
    thisYear: Math.max(options.thisYear ?? 0, Number.isFinite(maxYear) ? maxYear : 2025),
    anchors,
    byQuality,
    neighbourCache: new Map(),
  };
}
