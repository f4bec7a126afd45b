/** Scoring titles against a parsed mood: facet fit, hard constraints, taste, quality and small boosts. */
import { type EngineIndex, type IndexedTitle, keywordMatches, similarity, titleAt, titleKeysOpening } from "./catalog";
import type { ParsedMood, RecommendRequest } from "./types";

export { computeFit, facetDetail } from "./facet-fit";
export { scratchFor } from "./scoring-scratch";

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

/** Everything about a request that scoring needs, resolved once. */
export interface ScoringContext {
  mood: ParsedMood;
  excluded: Set<number>;
  excludedKeywordHits: Set<number>;
  liked: { idx: number; rating: number; strength: number }[];
  disliked: { idx: number; rating: number; strength: number }[];
  dislikedOnlyGenres: Set<string>;
  /** genres every liked title carries (two or more liked, no genre named): the taste's own kind of title */
  likedCore: Set<string>;
  recent: Set<number>;
  services: Set<string>;
  /** genres named in so many words ("sci-fi, but…"): a title carrying none of them answers less of the request */
  namedGenres: Set<string>;
  /** nothing in the request speaks of children or of family viewing, nor of animation */
  noChildren: boolean;
  /** violence, gore or explicit content refused, outright or as "not too" */
  refusesHarshContent: boolean;
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
    // "harry potter but for adults" named every film of the series
    if (ref.series) {
      for (const key of titleKeysOpening(index, `${ref.series} `, 200))
        for (const same of index.byTitle.get(key) ?? []) excluded.add(same);
    }
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
  // a title named to steer away from ("nothing like La La Land") counts as one the person rated 1
  const avoided = mood.avoided.map((r) => ({ id: r.id, rating: 1 }));
  for (const r of avoided) {
    const i = index.byId.get(r.id);
    if (i !== undefined) excluded.add(i);
  }
  const disliked = resolve([...avoided, ...(req.disliked ?? [])])
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
  const typedGenres = namedGenres(mood);
  return {
    likedCore: typedGenres.size
      ? new Set()
      : rarestShared(
          index,
          liked.map((l) => titleAt(index.titles, l.idx).t.genres),
        ),
    mood,
    excluded,
    excludedKeywordHits,
    liked,
    disliked,
    dislikedOnlyGenres,
    recent,
    services: new Set((req.userServices ?? []).map((s) => s.toLowerCase())),
    namedGenres: typedGenres,
    noChildren: saysNothingOfChildren(mood, typedGenres),
    refusesHarshContent: [...mood.excludeMoods, ...mood.penaliseMoods].some((x) => HARSH_MOODS.has(x)),
  };
}

/**
 * The genre every list carries that the catalogue holds fewest of ("Western" of Western and Drama: three
 * westerns liked say westerns, not dramas); none when fewer than two lists (one title says little of a taste).
 */
function rarestShared(index: EngineIndex, lists: readonly (readonly string[])[]): Set<string> {
  if (lists.length < 2) return new Set();
  const shared = lists[0]!.filter((g) => lists.every((l) => l.includes(g)));
  const count = (g: string) => index.genrePost.get(g)?.ids.length ?? 0;
  const rarest = shared.reduce<string | null>((best, g) => (best === null || count(g) < count(best) ? g : best), null);
  return new Set(rarest ? [rarest] : []);
}

/** Moods of content some viewers cannot sit through, which the strictest ratings mostly carry. */
const HARSH_MOODS: ReadonlySet<string> = new Set(["violent", "gory", "raunchy"]);

/** Kinds of genre that children's titles carry, whose mention may be a wish for one. */
const CHILDRENS_GENRES = ["Family", "Animation"];

/** True when no audience, child's age, rating limit or children's genre named is in the request. */
function saysNothingOfChildren(mood: ParsedMood, named: ReadonlySet<string>): boolean {
  if (mood.familySafe || mood.viewerAge !== null || mood.maxCertLevel !== null) return false;
  if (mood.facets.some((f) => f.kind === "audience" && f.weight > 0)) return false;
  return !CHILDRENS_GENRES.some((g) => named.has(g));
}

/** The genres of the genre words the person typed, in full (a genre word's own genres, weighted 0.9 or more). */
function namedGenres(mood: ParsedMood): Set<string> {
  const named = new Set<string>();
  for (const f of mood.facets)
    if (f.kind === "genre" && f.weight > 0 && f.namesGenre && !f.stray)
      for (const [g, w] of Object.entries(f.g)) if (w >= 0.9) named.add(g);
  return named;
}

/** Hard constraints: never broken. */
export function eligible(it: IndexedTitle, ctx: ScoringContext): boolean {
  const m = ctx.mood;
  const t = it.t;
  if (ctx.excluded.has(it.idx)) return false;
  if (m.type && t.type !== m.type) return false;
  if (m.yearMin !== null && t.year < m.yearMin) return false;
  if (m.yearMax !== null && t.year > m.yearMax) return false;
  for (const [first, last] of m.excludeYears) if (t.year >= first && t.year <= last) return false;
  if (m.maxRuntime !== null && t.runtime > m.maxRuntime) return false;
  // a season cap asks for a series that ends soon; a series of unknown length cannot promise that
  if (m.maxSeasons !== null && (t.type !== "tv" || (t.seasons ?? Number.POSITIVE_INFINITY) > m.maxSeasons))
    return false;
  if (m.familySafe && !it.familySafe) return false;
  // an unrated title cannot promise to stay under a rating
  if (m.maxCertLevel !== null && (it.certLevel === null || it.certLevel > m.maxCertLevel)) return false;
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

/** The level of R and TV-MA, and what carrying it costs when violence, gore or explicit content is refused. */
const STRICTEST_LEVEL = 3;
const HARSH_RATING_COST = 0.06;
/** What a title from a country refused costs: as much as a genre ranked down. */
const REFUSED_COUNTRY_COST = 0.16;
/** What a show made for small children costs when the request says nothing of children. */
const YOUNG_CHILDREN_COST = 0.08;
/** What a title carrying none of the genres named in so many words costs. */
const GENRE_MISS = 0.1;

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
  if (ctx.namedGenres.size && ![...ctx.namedGenres].some((g) => it.genres.has(g))) adj -= GENRE_MISS;
  // "i'm bored", three westerns liked: a title of none of the kinds every liked title shares answers less
  if (ctx.likedCore.size && ![...ctx.likedCore].some((g) => it.genres.has(g))) adj -= (1 + tasteWeight(m)) * GENRE_MISS;
  if (ctx.services.size) {
    for (const p of it.providers) {
      if (ctx.services.has(p)) {
        adj += 0.025;
        break;
      }
    }
  }
  // a show made for small children ("Peppa Pig", TV-Y) answers a grown-up's "something cozy" only by its tone
  if (ctx.noChildren && it.forYoungChildren) adj -= YOUNG_CHILDREN_COST;
  // "not too gory": a title rated R or TV-MA may carry what its tags do not name
  if (ctx.refusesHarshContent && it.certLevel !== null && it.certLevel >= STRICTEST_LEVEL) adj -= HARSH_RATING_COST;
  let pg = 0;
  for (const g of m.penaliseGenres) if (it.genres.has(g)) pg += 0.16;
  let pm = 0;
  for (const x of m.penaliseMoods) if (it.moods.has(x)) pm += 0.1;
  adj -= Math.min(0.3, pg) + Math.min(0.25, pm);
  if (m.penaliseCountries.includes(t.country)) adj -= REFUSED_COUNTRY_COST;
  let dg = 0;
  for (const g of ctx.dislikedOnlyGenres) if (it.genres.has(g)) dg += 0.06;
  adj -= Math.min(0.12, dg);
  return adj;
}

/** Weights of the mood fit and the quality prior in a title's base score. */
const W_FIT = 0.7;
const W_QUALITY = 0.14;
/** How much being shown everywhere costs: enough to settle near-ties, well below a real difference in fit. */
const W_EXPOSURE = 0.08;
/** Below this fit a title does not count as a match for the mood. */
export const MIN_FIT = 0.03;
/** The most the soft preferences can add (era, runtime, type preference, services). */
export const MAX_BONUS = 0.09 + 0.04 + 0.06 + 0.025;

/** How much the mood fit counts: less when only weak description-word facets were read. */
export function fitWeight(mood: ParsedMood): number {
  const speculative = mood.hasMoodSignal && mood.facets.every((f) => f.weight <= 0 || f.speculative);
  return speculative ? 0.4 : W_FIT;
}

/** The best base score a title with fit below `fitCeiling` can reach (for early stopping). */
export function baseCeiling(wFit: number, fitCeiling: number): number {
  return wFit * fitCeiling + W_QUALITY + MAX_BONUS;
}

export interface BaseScore {
  fit: number;
  quality: number;
  adj: number;
  base: number;
}

/**
 * A title's score for one request before taste: fit and quality (quality alone when the mood carried
 * no signal) plus the soft preferences. `rawFit` is the title's entry in computeFit's array.
 */
export function baseScore(it: IndexedTitle, ctx: ScoringContext, rawFit: number, wFit: number): BaseScore {
  const mood = ctx.mood;
  const quality = qualityOf(it, mood);
  const adj = adjustments(it, ctx);
  const fit = mood.hasMoodSignal ? Math.max(0, rawFit) : 0;
  // with a mood, near-ties go to the title less shown everywhere (its exposure across genre and tone lists)
  const base = mood.hasMoodSignal
    ? wFit * fit + W_QUALITY * quality - W_EXPOSURE * it.exposure + adj
    : 0.45 * quality + adj;
  return { fit, quality, adj, base };
}

/** How much taste counts beside the mood: three times when the mood said little or set only the atmosphere. */
export function tasteWeight(mood: ParsedMood): number {
  // when the mood said little, or only how it should feel (which any genre can give), taste chooses
  return !mood.hasMoodSignal || fitWeight(mood) !== W_FIT || atmosphereOnly(mood) ? 3 : 1;
}

/** Facet kinds that say only how it should feel or when it is watched, never what kind of title. */
const ATMOSPHERE_KINDS = new Set(["tone", "occasion"]);

/**
 * True when the mood says how it should feel ("something for a quiet evening", "a comfort show") but
 * not what kind of title: genre, subject, reference or audience is left to the person's taste.
 */
export function atmosphereOnly(mood: ParsedMood): boolean {
  return mood.facets.every((f) => f.weight <= 0 || ATMOSPHERE_KINDS.has(f.kind) || f.speculative === true);
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

/** The taste of a request with no liked or disliked titles. */
export const NO_TASTE: TasteScore = { lift: 0, penalty: 0, closeness: 0, bestLiked: -1, bestLikedSim: 0 };

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
