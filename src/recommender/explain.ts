/** Explanations: reasons written from what actually matched, similar/contrast titles, match scores. */

import { trimChars } from "../shared/trim-chars";
import { type EngineIndex, type IndexedTitle, neighbours, similarity } from "./catalog";
import { facetDetail, type ScoringContext, type TasteScore } from "./score";
import type { MoodFacet } from "./types";

const MOOD_ADJ: Record<string, string> = {
  "feel-good": "feel-good",
  cozy: "cozy",
  dark: "dark",
  gritty: "gritty",
  "mind-bending": "mind-bending",
  tearjerker: "tear-jerking",
  "slow-burn": "slow-burn",
  "fast-paced": "fast-paced",
  witty: "witty",
  wholesome: "wholesome",
  scary: "scary",
  gory: "gory",
  romantic: "romantic",
  epic: "epic",
  inspiring: "inspiring",
  nostalgic: "nostalgic",
  quirky: "quirky",
  tense: "tense",
  violent: "violent",
  "family-friendly": "family-friendly",
  "thought-provoking": "thought-provoking",
  atmospheric: "atmospheric",
  heartwarming: "heartwarming",
  satirical: "satirical",
  "true-story": "true-story",
  "coming-of-age": "coming-of-age",
  space: "space-faring",
  heist: "heist",
  courtroom: "courtroom",
  sports: "sports",
  holiday: "festive",
  musical: "musical",
  lighthearted: "lighthearted",
  uplifting: "uplifting",
  bittersweet: "bittersweet",
  melancholic: "melancholic",
  suspenseful: "suspenseful",
  "action-packed": "action-packed",
  absurd: "absurd",
  "dark-comedy": "darkly funny",
  whimsical: "whimsical",
  surreal: "surreal",
  psychological: "psychological",
  mysterious: "mysterious",
  spooky: "spooky",
  emotional: "emotional",
  stylish: "stylish",
  "visually-stunning": "visually stunning",
  adventurous: "adventurous",
  relaxing: "relaxing",
  "binge-worthy": "binge-worthy",
  "character-driven": "character-driven",
  twisty: "twisty",
  dystopian: "dystopian",
  supernatural: "supernatural",
  superhero: "superhero",
  "time-travel": "time-travel",
  political: "political",
  "period-piece": "period",
  survival: "survival",
  friendship: "friendship",
  raunchy: "raunchy",
};

/** Tags that read as nouns after "it's about": used for shared-feature phrases. */
const GENRE_NOUN: Record<string, [string, string]> = {
  Action: ["action film", "action series"],
  Adventure: ["adventure", "adventure series"],
  Animation: ["animated film", "animated series"],
  Comedy: ["comedy", "comedy series"],
  Crime: ["crime story", "crime series"],
  Documentary: ["documentary", "docuseries"],
  Drama: ["drama", "drama series"],
  Family: ["family film", "family series"],
  Fantasy: ["fantasy", "fantasy series"],
  History: ["historical drama", "historical series"],
  Horror: ["horror film", "horror series"],
  Music: ["music film", "music series"],
  Mystery: ["mystery", "mystery series"],
  Romance: ["romance", "romance series"],
  "Science Fiction": ["sci-fi film", "sci-fi series"],
  Thriller: ["thriller", "thriller series"],
  War: ["war film", "war series"],
  Western: ["western", "western series"],
  Reality: ["reality show", "reality show"],
};

const COMBOS: [string, string, string, string][] = [
  ["Comedy", "Romance", "romantic comedy", "romantic comedy series"],
  ["Comedy", "Drama", "comedy-drama", "comedy-drama series"],
  ["Crime", "Drama", "crime drama", "crime drama series"],
  ["Crime", "Thriller", "crime thriller", "crime thriller series"],
  ["Mystery", "Thriller", "mystery thriller", "mystery thriller series"],
  ["Horror", "Comedy", "horror comedy", "horror comedy series"],
  ["Animation", "Family", "animated family film", "animated family series"],
  ["Animation", "Comedy", "animated comedy", "animated comedy series"],
  ["Animation", "Fantasy", "animated fantasy", "animated fantasy series"],
  ["Animation", "Adventure", "animated adventure", "animated adventure series"],
  ["Fantasy", "Adventure", "fantasy adventure", "fantasy adventure series"],
  ["Science Fiction", "Adventure", "sci-fi adventure", "sci-fi adventure series"],
  ["Science Fiction", "Action", "sci-fi action film", "sci-fi action series"],
  ["Science Fiction", "Thriller", "sci-fi thriller", "sci-fi thriller series"],
  ["Science Fiction", "Horror", "sci-fi horror film", "sci-fi horror series"],
  ["Action", "Comedy", "action comedy", "action comedy series"],
  ["Action", "Thriller", "action thriller", "action thriller series"],
  ["Romance", "Drama", "romantic drama", "romantic drama series"],
  ["War", "Drama", "war drama", "war drama series"],
  ["Documentary", "Music", "music documentary", "music docuseries"],
  ["Documentary", "History", "history documentary", "history docuseries"],
  ["Documentary", "Crime", "true-crime documentary", "true-crime docuseries"],
  ["Music", "Drama", "music drama", "music drama series"],
  ["Music", "Comedy", "musical comedy", "musical comedy series"],
  ["Horror", "Mystery", "horror mystery", "horror mystery series"],
  ["Horror", "Thriller", "horror thriller", "horror thriller series"],
  ["Comedy", "Crime", "crime comedy", "crime comedy series"],
  ["Western", "Drama", "western", "western series"],
];

const LOWER_FIRST = new Set([
  "A",
  "An",
  "The",
  "Two",
  "Three",
  "Four",
  "Five",
  "When",
  "After",
  "In",
  "On",
  "At",
  "While",
  "Years",
  "During",
  "Every",
  "Some",
  "One",
  "Before",
  "Once",
  "As",
  "Having",
  "Decades",
  "Set",
  "Based",
  "Told",
  "This",
  "These",
  "Across",
  "From",
  "With",
  "Over",
  "Under",
  "Following",
  "Behind",
  "Inside",
  "Between",
  "Amid",
  "Through",
  "Following",
  "Somewhere",
  "Most",
  "Many",
]);

export interface ExplainInput {
  it: IndexedTitle;
  position: number;
  fit: number;
  quality: number;
  taste: TasteScore;
  fallback: boolean;
  constraintOnly: boolean;
}

function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) && !/^(uni|one|eu|use)/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function cap(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function genreNoun(it: IndexedTitle, preferred: string[]): string {
  const genres = it.t.genres;
  const tv = it.t.type === "tv" ? 1 : 0;
  const top = genres.slice(0, 3);
  for (const [a, b, movie, series] of COMBOS) {
    if (
      top.includes(a) &&
      top.includes(b) &&
      (preferred.length === 0 || preferred.includes(a) || preferred.includes(b))
    ) {
      return tv ? series : movie;
    }
  }
  const g = preferred.find((p) => genres.includes(p)) ?? genres[0];
  const nouns = GENRE_NOUN[g];
  if (!nouns) return tv ? "series" : "film";
  return nouns[tv];
}

/** A short, specific hook from the title's own description. */
const snippetCache = new Map<string, string>();

export function snippet(description: string, max = 140): string {
  const key = `${max}|${description}`;
  const hit = snippetCache.get(key);
  if (hit !== undefined) return hit;
  const out = makeSnippet(description, max);
  if (snippetCache.size > 20_000) snippetCache.clear();
  snippetCache.set(key, out);
  return out;
}

function makeSnippet(description: string, max: number): string {
  let s = description.trim().split(/(?<=[.!?])\s+(?=[A-Z"'])/)[0] ?? "";
  s = trimChars(s, ".!?");
  if (s.length > max) {
    const cut = s.slice(0, max);
    const subordinate =
      /^(When|After|While|As|Once|Before|Following|Having|Left|Years|Decades|In|On|At|During|Set|With|Without|Since|Until|Though|Although|If)\b/.test(
        s,
      );
    const markers = [
      ": ",
      "; ",
      " — ",
      ", and ",
      ", but ",
      ", while ",
      ", until ",
      ", as ",
      ", only to ",
      ", where ",
      ", who ",
    ];
    const at = subordinate ? -1 : Math.max(...markers.map((m) => cut.lastIndexOf(m)));
    s = at >= 50 ? cut.slice(0, at) : `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`;
  }
  const first = s.split(" ")[0];
  if (LOWER_FIRST.has(first)) s = first.toLowerCase() + s.slice(first.length);
  return s.replace(/[,;:]$/, "");
}

/** The keyword as the description spells it ("london" → "London"). */
function keywordSurface(it: IndexedTitle, key: string): string {
  const kw = it.t.keywords.find((k) => k.toLowerCase() === key) ?? key;
  const at = it.t.description.toLowerCase().indexOf(kw.toLowerCase());
  if (at >= 0) return it.t.description.slice(at, at + kw.length);
  return kw;
}

/** Surface keywords of the title that match stemmed query keys. */
function matchedKeywords(it: IndexedTitle, keys: string[]): string[] {
  const out: string[] = [];
  for (const key of keys) {
    const hit = it.t.keywords.find((_k, i) => it.kwPhrases[i]?.includes(` ${key} `));
    const surface = hit ? keywordSurface(it, hit.toLowerCase()) : null;
    if (surface && !out.includes(surface)) out.push(surface);
  }
  return out.slice(0, 2);
}

export interface Matched {
  genres: string[];
  moods: string[];
  keywords: string[];
  facets: MoodFacet[];
}

/** What matched between a title and the mood's facets, strongest facets first. */
export function whatMatched(facets: MoodFacet[], it: IndexedTitle): Matched {
  const genres: string[] = [];
  const moods: [string, number][] = [];
  const keys: string[] = [];
  const hit: MoodFacet[] = [];
  for (const f of facets) {
    if (f.weight <= 0) continue;
    const d = facetDetail(f, it);
    if (d.sat > 0.2) hit.push(f);
    for (const g of d.genres) if (!genres.includes(g)) genres.push(g);
    for (const m of d.moods) {
      const w = (f.m[m] ?? 0) * f.weight;
      const found = moods.find((x) => x[0] === m);
      if (found) found[1] += w;
      else moods.push([m, w]);
    }
    if (f.kind !== "place" && f.kind !== "reference") for (const k of d.keywords) if (!keys.includes(k)) keys.push(k);
  }
  moods.sort((a, b) => b[1] - a[1]);
  return { genres, moods: moods.map((m) => m[0]), keywords: matchedKeywords(it, keys), facets: hit };
}

/** 0–100 match score: best fits 85–98, middling 60–80, weak below 60; fallback lists lower. */
export function matchScore(
  fit: number,
  quality: number,
  taste: TasteScore,
  hasTaste: boolean,
  fallback: boolean,
  penalty: number,
): number {
  if (fallback) {
    const s = 0.55 * quality + 0.45 * (hasTaste ? taste.closeness : quality);
    return Math.round(Math.max(20, Math.min(72, 38 + 32 * s - 60 * penalty)));
  }
  const s = hasTaste ? 0.7 * fit + 0.15 * quality + 0.15 * taste.closeness : 0.8 * fit + 0.2 * quality;
  const v = Math.max(0, Math.min(1, s - 0.8 * penalty));
  return Math.round(Math.max(5, Math.min(98, 30 + 68 * v ** 1.1)));
}

/** Liked titles first (when close enough), then close catalogue neighbours: 1–3 titles. */
export function similarTo(index: EngineIndex, it: IndexedTitle, ctx: ScoringContext): string[] {
  const out: string[] = [];
  const liked = ctx.liked
    .map((l) => ({ l, sim: similarity(it, index.titles[l.idx]) }))
    .filter((x) => x.sim >= 0.2 && x.l.idx !== it.idx)
    .sort((a, b) => b.sim - a.sim || a.l.idx - b.l.idx);
  for (const x of liked.slice(0, 2)) out.push(index.titles[x.l.idx].t.title);
  for (const n of neighbours(index, it.idx, 6)) {
    if (out.length >= 3) break;
    const t = index.titles[n].t.title;
    if (!out.includes(t) && t !== it.t.title) out.push(t);
  }
  return out.slice(0, 3);
}

/**
 * Well-known titles that fit the mood worst: the pool contrast titles are drawn from (once per
 * request), lowest fit first.
 */
export function contrastPool(index: EngineIndex, fit: Float32Array, size = 40): number[] {
  return index.anchors
    .slice(0, 300)
    .map((a) => [a, fit[a] - 0.1 * index.titles[a].popN] as const)
    .sort((x, y) => x[1] - y[1] || x[0] - y[0])
    .slice(0, size)
    .map((x) => x[0]);
}

/** Disliked titles it differs from, else one well-known contrasting title: 0–2 titles. */
export function avoidsFor(
  index: EngineIndex,
  it: IndexedTitle,
  ctx: ScoringContext,
  contrast: number[],
  used: Map<number, number>,
): string[] {
  const out: string[] = [];
  const disliked = ctx.disliked
    .map((d) => ({ d, sim: similarity(it, index.titles[d.idx]) }))
    .filter((x) => x.sim < 0.35 && x.d.idx !== it.idx)
    .sort((a, b) => a.d.rating - b.d.rating || a.sim - b.sim || a.d.idx - b.d.idx);
  for (const x of disliked.slice(0, 2)) out.push(index.titles[x.d.idx].t.title);
  if (out.length) return out;
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  contrast.forEach((a, rank) => {
    if (a === it.idx || index.titles[a].normTitle === it.normTitle) return;
    const s = similarity(it, index.titles[a]) + 0.004 * rank + 0.15 * (used.get(a) ?? 0);
    if (s < bestScore) {
      bestScore = s;
      best = a;
    }
  });
  if (best >= 0) {
    used.set(best, (used.get(best) ?? 0) + 1);
    out.push(index.titles[best].t.title);
  }
  return out;
}

export interface ReasonParts {
  it: IndexedTitle;
  position: number;
  matched: Matched;
  label: string | null;
  negLabel: string | null;
  taste: TasteScore;
  likedRating: number | null;
  likedTitle: string | null;
  likedShared: string | null;
  referenceTitle: IndexedTitle | null;
  modifiers: string[];
  fallback: boolean;
  constraintOnly: boolean;
  notes: string[];
}

function adjectives(p: ReasonParts, count: number): string[] {
  const list = p.matched.moods.length ? p.matched.moods : [];
  const own = p.it.t.moods;
  const merged = [...list, ...own.filter((m) => !list.includes(m))];
  return merged
    .map((m) => MOOD_ADJ[m])
    .filter((a): a is string => !!a && a !== "family-friendly")
    .filter((a, i, arr) => arr.indexOf(a) === i)
    .slice(0, count);
}

function sharedPhrase(a: IndexedTitle, b: IndexedTitle): string {
  const moods = a.t.moods.filter((m) => b.moods.has(m) && MOOD_ADJ[m]).slice(0, 2);
  if (moods.length) return listJoin(moods.map((m) => MOOD_ADJ[m]));
  const kws = a.t.keywords.filter((_, i) => {
    const toks = a.kwPhrases[i]?.trim().split(" ") ?? [];
    return toks.length > 0 && toks.every((t) => b.kwTokens.has(t));
  });
  if (kws.length) return `about ${keywordSurface(a, kws[0].toLowerCase())}`;
  const g = a.t.genres.find((x) => b.genres.has(x));
  return g ? `a ${GENRE_NOUN[g]?.[0] ?? "story"} at heart` : "close in spirit";
}

/** Writes the reason; `variant` rotates the sentence shapes so a list never reads the same twice. */
export function writeReason(p: ReasonParts, variant: number): string {
  const it = p.it;
  const preferred = p.matched.genres;
  const noun = genreNoun(it, preferred);
  const adjs = adjectives(p, 2);
  const core = adjs.length ? `${adjs.join(", ")} ${noun}` : noun;
  const kw = p.matched.keywords.length ? ` about ${listJoin(p.matched.keywords)}` : "";
  const hook = snippet(it.t.description);
  const forLabel = p.label ? ` for ${p.label}` : "";
  let s1: string;
  if (p.fallback) {
    const shapes = [
      `We couldn't read a clear mood in that, so here's a broadly loved ${noun}: ${hook}.`,
      `No mood came through, so this is a crowd favourite instead, ${article(core)}: ${hook}.`,
      `Without a clear mood to go on, a well-loved ${noun}: ${hook}.`,
      `Nothing specific to match, so a reliably loved ${noun}: ${hook}.`,
    ];
    s1 = shapes[variant % shapes.length];
  } else if (p.constraintOnly) {
    const shapes = [
      `A broadly loved ${noun}${p.negLabel ? ` with ${p.negLabel}` : ""}: ${hook}.`,
      `${cap(article(core))} that fits what you ruled in and out: ${hook}.`,
      `Well loved and within your limits, ${article(core)}: ${hook}.`,
      `A safe bet${p.negLabel ? ` with ${p.negLabel}` : ""}, ${article(core)}: ${hook}.`,
    ];
    s1 = shapes[variant % shapes.length];
  } else if (p.referenceTitle) {
    const ref = p.referenceTitle.t.title;
    const modFacet = p.matched.facets.find((f) => f.kind === "modifier");
    const mod = modFacet ? `, but ${modFacet.label}` : "";
    const shapes = [
      `If you liked ${ref}, try ${article(core)}${kw}${mod}: ${hook}.`,
      `Like ${ref}, it's ${sharedPhrase(it, p.referenceTitle)}${mod}: ${hook}.`,
      `${cap(article(core))} in the spirit of ${ref}${mod}: ${hook}.`,
      `Shares ${ref}'s ${adjs[0] ?? "energy"} streak${mod}: ${hook}.`,
    ];
    s1 = shapes[variant % shapes.length];
  } else {
    const shapes = [
      `${cap(article(core))}${kw}${forLabel}: ${hook}.`,
      `${p.label ? `For ${p.label}, try` : "Try"} this ${core}${kw}: ${hook}.`,
      `${p.label ? `Made for ${p.label}` : "Right on the mood"}, ${article(core)}${kw}: ${hook}.`,
      `Pure ${core}${kw}${p.label ? `, ideal for ${p.label}` : ""}: ${hook}.`,
      `${cap(adjs[0] ?? "well-made")} and ${adjs[1] ?? "absorbing"}${kw ? `, a ${noun}${kw}` : ` ${noun}`}${forLabel}: ${hook}.`,
      `${p.label ? `${cap(p.label)} calls for` : "Exactly the brief:"} ${article(core)}${kw}. ${cap(hook)}.`,
    ];
    s1 = shapes[variant % shapes.length];
    if (p.negLabel && variant % 3 === 0) s1 = s1.replace(/:\s/, ` (and ${p.negLabel}): `);
  }
  let s2 = "";
  if (p.taste.bestLiked >= 0 && p.taste.bestLikedSim >= 0.22 && !p.fallback) {
    const ltitle = p.likedTitle ?? "";
    const shared = p.likedShared ?? "close in spirit";
    const r = p.likedRating;
    const shapes = [
      `And like ${ltitle}, which you rated ${r}/10, it's ${shared}.`,
      `It shares the ${shared.replace(/^about /, "")} side of ${ltitle}, one you loved.`,
      `If ${ltitle} worked for you (${r}/10), this has the same ${shared.replace(/^about /, "")} streak.`,
    ];
    s2 = shapes[variant % shapes.length];
  } else if (p.fallback && p.taste.bestLiked >= 0 && p.taste.bestLikedSim >= 0.2) {
    s2 = `It's closest to ${p.likedTitle}, which you rated ${p.likedRating}/10.`;
  } else if (p.notes.length) {
    s2 = p.notes[variant % p.notes.length];
  }
  s1 = s1.replace(/…\./g, "…").replace(/…,/g, "…").replace(/\s+/g, " ");
  return s2 ? `${s1} ${s2}` : s1;
}

export { sharedPhrase };
