/** Scoring titles against a parsed mood: facet fit, hard constraints, taste, quality and small boosts. */
import {
  type EngineIndex,
  forEachKeywordMatch,
  type IndexedTitle,
  keywordMatches,
  similarity,
  titleAt,
} from "./catalog";
import type { MoodFacet, ParsedMood, RecommendRequest } from "./types";

/** Tone tags that name a subject more than a feeling: for themes they count like keywords. */
export const THEMATIC_MOODS = new Set([
  "space",
  "heist",
  "courtroom",
  "sports",
  "holiday",
  "musical",
  "superhero",
  "time-travel",
  "survival",
  "true-story",
  "period-piece",
  "dystopian",
  "supernatural",
  "coming-of-age",
]);

/** Share of a facet that non-core genres and tones alone can fill. */
const GENERIC_CAP = 0.5;

const coreCache = new WeakMap<MoodFacet, Set<string>>();
function coreSet(facet: MoodFacet): Set<string> {
  let s = coreCache.get(facet);
  if (!s) {
    s = new Set(facet.core);
    coreCache.set(facet, s);
  }
  return s;
}
function isCore(facet: MoodFacet, key: string): boolean {
  const s = coreSet(facet);
  return s.has("*") || s.has(key);
}

interface FacetDetail {
  sat: number;
  genres: string[];
  moods: string[];
  keywords: string[];
  place: boolean;
}

/** How strongly one title carries a stemmed keyword phrase (same scale as keywordMatches). */
function keywordStrength(it: IndexedTitle, key: string): number {
  const words = key.split(" ");
  const padded = ` ${key} `;
  if (words.length === 1) {
    if (it.kwTokens.has(key)) return 1;
  } else {
    if (it.kwPhrases.some((p) => p.includes(padded))) return 1;
    if (words.every((w) => it.kwTokens.has(w))) return 0.7;
  }
  return it.text.includes(padded) ? 0.5 : 0;
}

function placeScore(facet: MoodFacet, it: IndexedTitle): number {
  let best = 0;
  for (const [l, w] of Object.entries(facet.lang)) {
    if (l === "!en" ? it.t.language !== "en" : it.t.language === l) best = Math.max(best, w);
  }
  for (const [c, w] of Object.entries(facet.country)) if (it.t.country === c) best = Math.max(best, w);
  return best;
}

function hasPlace(facet: MoodFacet): boolean {
  return Object.keys(facet.lang).length > 0 || Object.keys(facet.country).length > 0;
}

/** Credit cap for a title missing one of a compound facet's required genres. */
const PARTIAL_CAP = 0.6;

/** Facet satisfaction from generic, core, negative and place sums. Negatives count after the cap. */
function combine(facet: MoodFacet, gen: number, them: number, neg: number, plc: number, complete = true): number {
  const v = combineRaw(facet, gen, them, neg, plc);
  return complete ? v : Math.min(PARTIAL_CAP, v);
}

function combineRaw(facet: MoodFacet, gen: number, them: number, neg: number, plc: number): number {
  if (hasPlace(facet)) {
    const flavoured = Object.keys(facet.g).length > 0 || Object.keys(facet.m).length > 0;
    const flavour = Math.min(1, (gen + them) / facet.full);
    let base = flavoured ? 0.7 * plc + 0.3 * flavour : plc;
    // a setting named by keywords ("set in Paris") counts whatever the production country
    if (Object.keys(facet.k).length > 0) base = Math.max(base, Math.min(1, them / facet.full));
    return Math.max(-0.6, base + neg / facet.full);
  }
  const g = coreSet(facet).has("*") ? gen : Math.min(gen, GENERIC_CAP * facet.full);
  return Math.max(-0.6, Math.min(1, (g + them) / facet.full) + neg / facet.full);
}

/** One title's satisfaction of one facet, with what matched (for explanations). */
export function facetDetail(facet: MoodFacet, it: IndexedTitle): FacetDetail {
  let gen = 0;
  let them = 0;
  let neg = 0;
  const genres: string[] = [];
  const moods: string[] = [];
  const keywords: string[] = [];
  for (const [g, w] of Object.entries(facet.g)) {
    const pw = it.genres.get(g);
    if (pw === undefined) continue;
    if (w < 0) neg += w * pw;
    else if (isCore(facet, `g:${g}`)) them += w * pw;
    else gen += w * pw;
    if (w > 0) genres.push(g);
  }
  for (const [m, w] of Object.entries(facet.m)) {
    const pw = it.moods.get(m);
    if (pw === undefined) continue;
    if (w < 0) neg += w * pw;
    else if (isCore(facet, `m:${m}`)) them += w * pw;
    else gen += w * pw;
    if (w > 0) moods.push(m);
  }
  for (const [k, w] of Object.entries(facet.k)) {
    const s = keywordStrength(it, k);
    if (s <= 0) continue;
    if (w < 0) neg += w * s;
    else if (isCore(facet, `k:${k}`)) them += w * s;
    else gen += w * s;
    if (w > 0 && s >= 0.5) keywords.push(k);
  }
  const plc = hasPlace(facet) ? placeScore(facet, it) : 0;
  const complete = facet.all.every((x) => (x.startsWith("g:") ? it.genres.has(x.slice(2)) : it.moods.has(x.slice(2))));
  return { sat: combine(facet, gen, them, neg, plc, complete), genres, moods, keywords, place: plc > 0 };
}

/**
 * Scratch buffers reused across facets and requests (scoring is synchronous, so never shared mid-use).
 * Every per-title array has one slot per title, so a title position always reads a number; the lists
 * (list, touched, markList) are read only below their length counters.
 */
class Scratch {
  gen: Float32Array;
  them: Float32Array;
  plc: Float32Array;
  neg: Float32Array;
  seen: Uint8Array;
  hits: Uint8Array;
  list: Int32Array;
  listLen = 0;
  /** per-request results: fit of every title, and which titles any facet touched */
  fit: Float32Array;
  touchedFlag: Uint8Array;
  touched: Int32Array;
  touchedLen = 0;
  /** general-purpose marks for the ranking step */
  mark: Uint8Array;
  markList: Int32Array;
  markLen = 0;
  order: Int32Array;
  constructor(n: number) {
    this.gen = new Float32Array(n);
    this.them = new Float32Array(n);
    this.plc = new Float32Array(n);
    this.neg = new Float32Array(n);
    this.seen = new Uint8Array(n);
    this.hits = new Uint8Array(n);
    this.list = new Int32Array(n);
    this.fit = new Float32Array(n);
    this.touchedFlag = new Uint8Array(n);
    this.touched = new Int32Array(n);
    this.mark = new Uint8Array(n);
    this.markList = new Int32Array(n);
    this.order = new Int32Array(n);
  }
  touch(i: number): void {
    if (!this.seen[i]) {
      this.seen[i] = 1;
      this.list[this.listLen++] = i;
    }
  }
  reset(): void {
    for (let k = 0; k < this.listLen; k++) {
      const i = this.list[k]!;
      this.gen[i] = 0;
      this.them[i] = 0;
      this.plc[i] = 0;
      this.neg[i] = 0;
      this.seen[i] = 0;
      this.hits[i] = 0;
    }
    this.listLen = 0;
  }
  /** clears the previous request's fit and touched list */
  resetRequest(): void {
    for (let k = 0; k < this.touchedLen; k++) {
      const i = this.touched[k]!;
      this.fit[i] = 0;
      this.touchedFlag[i] = 0;
    }
    this.touchedLen = 0;
    this.clearMarks();
  }
  /** marks idx; false when it was already marked */
  markOnce(i: number): boolean {
    if (this.mark[i]) return false;
    this.mark[i] = 1;
    this.markList[this.markLen++] = i;
    return true;
  }
  clearMarks(): void {
    for (let k = 0; k < this.markLen; k++) this.mark[this.markList[k]!] = 0;
    this.markLen = 0;
  }
}

const scratchCache = new WeakMap<EngineIndex, Scratch>();

/** Mood fit of every title (0..1, weighted mean of facet satisfaction); untouched titles stay 0. */
/** The request scratch of an index (one per index; requests are scored one at a time). */
export function scratchFor(index: EngineIndex): Scratch {
  const n = index.titles.length;
  let s = scratchCache.get(index);
  if (!s || s.gen.length !== n) {
    s = new Scratch(n);
    scratchCache.set(index, s);
  }
  return s;
}

/**
 * Mood fit of every title (0..1, weighted mean of facet satisfaction); untouched titles stay 0.
 * The arrays returned live in the index's scratch and are valid until the next call.
 */
export function computeFit(index: EngineIndex, mood: ParsedMood): { fit: Float32Array; touched: Int32Array } {
  const s = scratchFor(index);
  s.resetRequest();
  const fit = s.fit;
  const facets = mood.facets.filter((f) => f.weight > 0);
  const total = facets.reduce((a, f) => a + f.weight, 0);
  if (!facets.length || total <= 0) return { fit, touched: s.touched.subarray(0, 0) };
  for (const facet of facets) {
    for (const [g, w] of Object.entries(facet.g)) {
      const post = index.genrePost.get(g);
      if (!post) continue;
      const target = w < 0 ? s.neg : isCore(facet, `g:${g}`) ? s.them : s.gen;
      // a posting's w runs parallel to its ids
      for (let k = 0; k < post.ids.length; k++) {
        const i = post.ids[k]!;
        s.touch(i);
        target[i]! += w * post.w[k]!;
      }
    }
    for (const [m, w] of Object.entries(facet.m)) {
      const post = index.moodPost.get(m);
      if (!post) continue;
      const target = w < 0 ? s.neg : isCore(facet, `m:${m}`) ? s.them : s.gen;
      // a posting's w runs parallel to its ids
      for (let k = 0; k < post.ids.length; k++) {
        const i = post.ids[k]!;
        s.touch(i);
        target[i]! += w * post.w[k]!;
      }
    }
    for (const [key, w] of Object.entries(facet.k)) {
      const target = w < 0 ? s.neg : isCore(facet, `k:${key}`) ? s.them : s.gen;
      const sc = s;
      forEachKeywordMatch(index, key, (i, strength) => {
        sc.touch(i);
        target[i]! += w * strength;
      });
    }
    if (hasPlace(facet)) {
      for (const [l, w] of Object.entries(facet.lang)) {
        const lists =
          l === "!en" ? [...index.langPost].filter(([k]) => k !== "en").map(([, v]) => v) : [index.langPost.get(l)];
        for (const list of lists) {
          if (!list) continue;
          for (const i of list) {
            s.touch(i);
            if (w > s.plc[i]!) s.plc[i] = w;
          }
        }
      }
      for (const [c, w] of Object.entries(facet.country)) {
        const list = index.countryPost.get(c);
        if (!list) continue;
        for (const i of list) {
          s.touch(i);
          if (w > s.plc[i]!) s.plc[i] = w;
        }
      }
    }
    for (const key of facet.all) {
      const post = key.startsWith("g:") ? index.genrePost.get(key.slice(2)) : index.moodPost.get(key.slice(2));
      if (post) for (const i of post.ids) s.hits[i]!++;
    }
    const need = facet.all.length;
    const share = facet.weight / total;
    for (let k = 0; k < s.listLen; k++) {
      const i = s.list[k]!;
      const sat = combine(facet, s.gen[i]!, s.them[i]!, s.neg[i]!, s.plc[i]!, s.hits[i]! >= need);
      fit[i]! += share * sat;
      if (!s.touchedFlag[i]) {
        s.touchedFlag[i] = 1;
        s.touched[s.touchedLen++] = i;
      }
    }
    s.reset();
  }
  return { fit, touched: s.touched.subarray(0, s.touchedLen) };
}

/** Everything about a request that scoring needs, resolved once. */
export interface ScoringContext {
  mood: ParsedMood;
  excluded: Set<number>;
  excludedKeywordHits: Set<number>;
  liked: { idx: number; rating: number; strength: number }[];
  disliked: { idx: number; rating: number; strength: number }[];
  dislikedOnlyGenres: Set<string>;
  recent: Set<number>;
  services: Set<string>;
}

export function scoringContext(index: EngineIndex, mood: ParsedMood, req: RecommendRequest): ScoringContext {
  const excluded = new Set<number>();
  for (const id of req.excludeIds ?? []) {
    const i = index.byId.get(id);
    if (i !== undefined) excluded.add(i);
  }
  for (const ref of mood.references) {
    const i = index.byId.get(ref.id);
    if (i === undefined) continue;
    const named = titleAt(index.titles, i);
    for (const same of index.byTitle.get(named.normTitle) ?? []) excluded.add(same);
    // The person named the series, so its other entries are not discoveries.
    for (const same of index.byTitle.get(named.seriesKey) ?? []) excluded.add(same);
  }
  const excludedKeywordHits = new Set<number>();
  for (const key of mood.excludeKeywords) {
    for (const [i, s] of keywordMatches(index, key)) if (s >= 0.5) excludedKeywordHits.add(i);
  }
  const resolve = (items: { id: string; rating: number }[] | undefined) =>
    (items ?? [])
      .map((x) => ({ idx: index.byId.get(x.id), rating: x.rating }))
      .filter((x): x is { idx: number; rating: number } => x.idx !== undefined);
  const liked = resolve(req.liked)
    .sort((a, b) => b.rating - a.rating)
    .slice(0, 5)
    .map((x) => ({ ...x, strength: Math.max(0.4, Math.min(1, 0.55 + 0.15 * (x.rating - 7))) }));
  const disliked = resolve(req.disliked)
    .sort((a, b) => a.rating - b.rating)
    .slice(0, 5)
    .map((x) => ({ ...x, strength: Math.max(0.4, Math.min(1, 0.55 + 0.1 * (4 - x.rating))) }));
  const likedGenres = new Set(liked.flatMap((l) => titleAt(index.titles, l.idx).t.genres));
  const dislikedOnlyGenres = new Set<string>();
  for (const d of disliked) {
    for (const g of titleAt(index.titles, d.idx).t.genres) {
      if (!likedGenres.has(g) && (mood.genres[g] ?? 0) < 0.3) dislikedOnlyGenres.add(g);
    }
  }
  const recent = new Set<number>();
  for (const id of req.recentlyShownIds ?? []) {
    const i = index.byId.get(id);
    if (i !== undefined) recent.add(i);
  }
  return {
    mood,
    excluded,
    excludedKeywordHits,
    liked,
    disliked,
    dislikedOnlyGenres,
    recent,
    services: new Set((req.userServices ?? []).map((s) => s.toLowerCase())),
  };
}

/** Hard constraints: never broken. */
export function eligible(it: IndexedTitle, ctx: ScoringContext): boolean {
  const m = ctx.mood;
  const t = it.t;
  if (ctx.excluded.has(it.idx)) return false;
  if (m.type && t.type !== m.type) return false;
  if (m.yearMin !== null && t.year < m.yearMin) return false;
  if (m.yearMax !== null && t.year > m.yearMax) return false;
  if (m.maxRuntime !== null && t.runtime > m.maxRuntime) return false;
  if (m.familySafe && !it.familySafe) return false;
  if (m.language && t.language !== m.language) return false;
  if (m.excludeLanguages.length && m.excludeLanguages.includes(t.language)) return false;
  for (const g of m.excludeGenres) if (it.genres.has(g)) return false;
  for (const x of m.excludeMoods) if (it.moods.has(x)) return false;
  if (ctx.excludedKeywordHits.has(it.idx)) return false;
  return true;
}

/** Quality prior, shaped by what the person asked for ("acclaimed", "hidden gem", "popular"). */
export function qualityOf(it: IndexedTitle, mood: ParsedMood): number {
  switch (mood.quality) {
    case "acclaimed":
      return 0.85 * it.ratingN + 0.15 * it.popN;
    case "hidden-gem":
      return 0.8 * it.ratingN + 0.2 * (1 - it.popN);
    case "popular":
      return 0.45 * it.ratingN + 0.55 * it.popN;
    default:
      return it.quality;
  }
}

/** Soft preferences and penalties (no taste). */
export function adjustments(it: IndexedTitle, ctx: ScoringContext): number {
  const m = ctx.mood;
  const t = it.t;
  let adj = 0;
  if (m.eraPreference) {
    const { min, max } = m.eraPreference;
    const below = min !== null && t.year < min ? min - t.year : 0;
    const above = max !== null && t.year > max ? t.year - max : 0;
    const off = below + above;
    adj += off === 0 ? 0.09 : -0.09 * Math.min(1, off / 12);
  }
  if (m.runtimePreference === "short") {
    const ok = t.type === "tv" ? t.runtime <= 30 : t.runtime <= 100;
    adj += ok ? 0.03 : -0.03;
  } else if (m.runtimePreference === "long") {
    const ok = t.type === "tv" ? t.runtime >= 45 || (t.seasons ?? 0) >= 4 : t.runtime >= 140;
    adj += ok ? 0.04 : 0;
  }
  if (m.typePreference) adj += t.type === m.typePreference ? 0.06 : -0.05;
  if (ctx.services.size) {
    for (const p of it.providers) {
      if (ctx.services.has(p)) {
        adj += 0.025;
        break;
      }
    }
  }
  let pg = 0;
  for (const g of m.penaliseGenres) if (it.genres.has(g)) pg += 0.16;
  let pm = 0;
  for (const x of m.penaliseMoods) if (it.moods.has(x)) pm += 0.1;
  adj -= Math.min(0.3, pg) + Math.min(0.25, pm);
  let dg = 0;
  for (const g of ctx.dislikedOnlyGenres) if (it.genres.has(g)) dg += 0.06;
  adj -= Math.min(0.12, dg);
  return adj;
}

export interface TasteScore {
  /** lift (>= 0) from liked titles */
  lift: number;
  /** penalty (>= 0) from disliked titles */
  penalty: number;
  /** 0..1 closeness to the liked titles */
  closeness: number;
  bestLiked: number;
  bestLikedSim: number;
}

export function tasteOf(index: EngineIndex, it: IndexedTitle, ctx: ScoringContext): TasteScore {
  let best = 0;
  let bestLiked = -1;
  let bestLikedSim = 0;
  let sum = 0;
  let wsum = 0;
  for (const l of ctx.liked) {
    const sim = similarity(it, titleAt(index.titles, l.idx));
    const s = sim * l.strength;
    sum += s;
    wsum += l.strength;
    if (s > best) {
      best = s;
      bestLiked = l.idx;
      bestLikedSim = sim;
    }
  }
  const mean = wsum ? sum / wsum : 0;
  const mix = 0.65 * best + 0.35 * mean;
  let worst = 0;
  for (const d of ctx.disliked) {
    const s = similarity(it, titleAt(index.titles, d.idx)) * d.strength;
    if (s > worst) worst = s;
  }
  return {
    lift: ctx.liked.length ? 0.32 * Math.max(0, mix - 0.06) : 0,
    penalty: ctx.disliked.length ? 0.4 * Math.max(0, worst - 0.12) : 0,
    closeness: Math.max(0, Math.min(1, mix / 0.45)),
    bestLiked,
    bestLikedSim,
  };
}
