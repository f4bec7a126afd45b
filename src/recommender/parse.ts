/** Understanding the mood text: lexicon terms, negation, title references, type/era/length/audience constraints. */
import type { EngineIndex } from "./catalog";
import { keywordMatches } from "./catalog";
import { COMPILED, type LexEntry, type LexNegation } from "./lexicon/index";
import { THEMATIC_MOODS } from "./score";
import {
  editDistance,
  normalizeText,
  normalizeTitle,
  STOPWORDS,
  stemPhrase,
  type Token,
  tokenize,
  typoAllowance,
} from "./text";
import type { MediaKind, MoodFacet, ParsedMood, TitleReference } from "./types";

/** Words that open a negation ("no romance", "nothing scary", "without gore"). */
const NEGATORS = new Set([
  "no",
  "not",
  "nothing",
  "without",
  "none",
  "never",
  "avoid",
  "avoiding",
  "skip",
  "except",
  "excluding",
  "exclude",
  "minus",
  "hate",
  "dislike",
  "dont",
  "doesnt",
  "isnt",
  "arent",
  "wont",
  "nor",
  "neither",
  "zero",
  "sans",
  "nope",
  "cant",
  "stop",
  "nix",
  "ban",
  "banned",
]);
/** Words a negation may reach across ("not in the mood for horror", "nothing too scary"). */
const NEG_FILLER = new Set([
  "too",
  "very",
  "overly",
  "so",
  "that",
  "any",
  "anything",
  "something",
  "a",
  "an",
  "the",
  "much",
  "really",
  "super",
  "particularly",
  "remotely",
  "even",
  "completely",
  "totally",
  "at",
  "all",
  "in",
  "into",
  "mood",
  "for",
  "of",
  "want",
  "wanna",
  "like",
  "liking",
  "fan",
  "big",
  "huge",
  "interested",
  "need",
  "needing",
  "feel",
  "feeling",
  "watch",
  "watching",
  "see",
  "seeing",
  "is",
  "are",
  "be",
  "i",
  "im",
  "me",
  "we",
  "thing",
  "things",
  "stuff",
  "kind",
  "type",
  "sort",
  "genre",
  "genres",
  "please",
  "some",
  "more",
  "it",
  "its",
  "to",
  "up",
  "on",
  "tonight",
  "today",
  "this",
  "anymore",
  "again",
  "right",
  "now",
  "ever",
  "excessively",
  "extremely",
  "crazy",
  "insanely",
  "heavy",
  "lot",
  "lots",
  "tons",
  "with",
  "has",
  "have",
  "had",
  "involving",
  "about",
  "or",
  "content",
  "scenes",
  "scene",
  "stuff",
  "anything",
  "movies",
  "movie",
  "films",
  "film",
  "shows",
  "show",
  "series",
  "mean",
  "handle",
  "do",
  "stand",
  "take",
  "us",
  "really",
  "got",
  "get",
  "should",
  "would",
  "could",
  "will",
  "can",
  "be",
  "being",
  "my",
  "our",
  "kids",
  "tho",
]);
/** Words that close a negation's reach ("no romance, pure action", "not sad but funny"). */
const NEG_END = new Set([
  "but",
  "just",
  "only",
  "pure",
  "purely",
  "instead",
  "rather",
  "though",
  "however",
  "yet",
  "also",
  "plus",
  "and",
]);
const MOVIE_WORDS = new Set(["movie", "movies", "film", "films", "flick", "flicks"]);
const TV_WORDS = new Set([
  "series",
  "show",
  "shows",
  "episodes",
  "episode",
  "sitcom",
  "sitcoms",
  "tv",
  "season",
  "seasons",
]);
const BOOST = new Set([
  "very",
  "really",
  "super",
  "extra",
  "extremely",
  "so",
  "truly",
  "seriously",
  "properly",
  "proper",
  "lots",
  "plenty",
  "full",
  "totally",
  "absolutely",
  "mega",
  "ultra",
]);
const DAMPEN = new Set(["slightly", "somewhat", "mildly", "kinda", "little", "bit", "touch", "hint", "tad"]);

/** Phrases that, just before a title, say "use this title as the reference". */
const CUES_BEFORE: string[][] = [
  ["something", "like"],
  ["anything", "like"],
  ["stuff", "like"],
  ["movies", "like"],
  ["shows", "like"],
  ["films", "like"],
  ["series", "like"],
  ["similar", "to"],
  ["similar"],
  ["such", "as"],
  ["reminds", "me", "of"],
  ["reminiscent", "of"],
  ["in", "the", "vein", "of"],
  ["in", "the", "style", "of"],
  ["style", "of"],
  ["along", "the", "lines", "of"],
  ["same", "vibe", "as"],
  ["same", "vibes", "as"],
  ["same", "energy", "as"],
  ["same", "feel", "as"],
  ["fans", "of"],
  ["fan", "of"],
  ["if", "i", "liked"],
  ["if", "you", "liked"],
  ["if", "i", "loved"],
  ["if", "you", "loved"],
  ["i", "liked"],
  ["i", "loved"],
  ["i", "love"],
  ["i", "enjoyed"],
  ["loved"],
  ["liked"],
  ["enjoyed"],
  ["as", "good", "as"],
  ["comparable", "to"],
  ["akin", "to"],
  ["more", "of"],
  ["in", "the", "spirit", "of"],
  ["vibes", "of"],
  ["vibe", "of"],
  ["like"],
  ["than"],
  ["after", "watching"],
  ["just", "watched"],
  ["finished"],
];
const CUES_AFTER = new Set(["vibes", "vibe", "esque", "ish", "style", "type", "energy", "like", "lovers", "fans"]);

const EXTRA_STOP = new Set([
  "film",
  "films",
  "movie",
  "movies",
  "show",
  "shows",
  "series",
  "watch",
  "tonight",
  "night",
  "day",
  "evening",
  "something",
  "anything",
  "everything",
  "someone",
  "people",
  "person",
  "guy",
  "girl",
  "people",
  "ones",
  "one",
  "mood",
  "vibe",
  "vibes",
  "kind",
  "sort",
  "type",
  "genre",
  "story",
  "stories",
  "plot",
  "ending",
  "character",
  "characters",
  "cast",
  "actor",
  "actors",
  "lead",
  "bit",
  "whole",
  "entire",
  "time",
  "times",
  "minute",
  "minutes",
  "hour",
  "hours",
  "year",
  "years",
  "old",
  "new",
  "last",
  "next",
  "first",
  "second",
  "third",
  "please",
  "thanks",
  "thank",
  "ok",
  "okay",
  "yes",
  "yeah",
  "hey",
  "hi",
  "hello",
  "idk",
  "dunno",
  "whatever",
  "anyway",
  "honestly",
  "actually",
  "literally",
  "definitely",
  "probably",
  "perhaps",
  "maybe",
  "enough",
  "almost",
  "else",
  "much",
  "many",
  "couple",
  "between",
  "among",
  "around",
  "through",
  "across",
  "toward",
  "towards",
  "during",
  "since",
  "ago",
  "during",
  "per",
  "via",
  "etc",
  "lol",
  "tho",
  "though",
  "although",
  "whether",
  "either",
  "neither",
  "cool",
  "nice",
  "good",
  "great",
  "awesome",
  "decent",
  "fine",
  "solid",
  "bad",
  "worst",
  "better",
  "best",
  "stuff",
  "things",
  "thing",
  "way",
  "ways",
  "lot",
  "lots",
  "bunch",
  "tons",
  "able",
  "going",
  "gonna",
  "gotta",
  "wanna",
  "today",
  "weekend",
  "tomorrow",
  "yesterday",
  "morning",
  "afternoon",
  "tv",
  "home",
  "house",
  "room",
  "place",
  "world",
  "life",
  "man",
  "woman",
  "men",
  "women",
  "boy",
  "girl",
  "kid",
  "family",
  "friend",
  "friends",
  "love",
  "big",
  "small",
  "little",
  "long",
  "short",
  "high",
  "low",
  "real",
  "true",
  "make",
  "makes",
  "made",
  "feel",
  "feels",
  "felt",
  "keep",
  "keeps",
  "kept",
  "turn",
  "put",
  "set",
  "run",
  "take",
  "took",
  "come",
  "came",
  "say",
  "said",
  "tell",
  "told",
  "know",
  "knew",
  "think",
  "thought",
  "seen",
  "heard",
  "hear",
  "read",
  "play",
  "played",
  "start",
  "started",
  "end",
  "ended",
  "try",
  "tried",
  "use",
  "used",
  "work",
  "worked",
  "help",
  "call",
  "called",
  "able",
  "adventure",
  "again",
  "age",
  "ages",
  "alone",
  "anything",
  "around",
  "away",
  "back",
  "big",
  "classic",
  "classics",
  "close",
  "day",
  "days",
  "down",
  "early",
  "easy",
  "empty",
  "energy",
  "enjoyable",
  "entertain",
  "fast",
  "first",
  "free",
  "full",
  "fun",
  "glad",
  "great",
  "half",
  "happy",
  "hard",
  "high",
  "home",
  "human",
  "humans",
  "impress",
  "impressive",
  "interesting",
  "last",
  "late",
  "left",
  "life",
  "little",
  "lives",
  "low",
  "mad",
  "mood",
  "new",
  "next",
  "night",
  "nights",
  "old",
  "open",
  "out",
  "over",
  "people",
  "place",
  "random",
  "randomly",
  "ready",
  "real",
  "recommend",
  "right",
  "sad",
  "slow",
  "small",
  "something",
  "somewhat",
  "spirit",
  "story",
  "style",
  "suggest",
  "sure",
  "surprise",
  "surprised",
  "surprising",
  "tale",
  "theme",
  "themes",
  "thing",
  "time",
  "times",
  "together",
  "true",
  "under",
  "vibes",
  "watchable",
  "way",
  "whatever",
  "whichever",
  "whole",
  "willing",
  "world",
  "worth",
  "worthwhile",
  "years",
  "young",
  "actual",
  "adult",
  "adults",
  "afternoon",
  "already",
  "another",
  "anybody",
  "anyone",
  "audience",
  "audiences",
  "available",
  "bad",
  "based",
  "best",
  "better",
  "boyfriend",
  "bunch",
  "buy",
  "came",
  "category",
  "certainly",
  "chapter",
  "cheap",
  "child",
  "children",
  "choice",
  "choose",
  "comes",
  "coming",
  "complete",
  "couple",
  "critics",
  "currently",
  "dad",
  "decent",
  "different",
  "directed",
  "director",
  "directors",
  "disney",
  "ending",
  "endings",
  "enjoy",
  "enjoyed",
  "enjoys",
  "enough",
  "entire",
  "episode",
  "episodes",
  "evening",
  "evenings",
  "every",
  "everybody",
  "everyone",
  "fairly",
  "family",
  "favorite",
  "favorites",
  "favourite",
  "favourites",
  "features",
  "featuring",
  "feeling",
  "feelings",
  "few",
  "finally",
  "find",
  "finding",
  "franchise",
  "free",
  "friends",
  "full",
  "gave",
  "genre",
  "genres",
  "girl",
  "girlfriend",
  "girls",
  "give",
  "gives",
  "goes",
  "going",
  "good",
  "grandma",
  "grandpa",
  "guy",
  "guys",
  "hate",
  "hated",
  "help",
  "hours",
  "hulu",
  "husband",
  "idea",
  "ideas",
  "kid",
  "kids",
  "kind",
  "kinda",
  "lately",
  "least",
  "length",
  "less",
  "like",
  "liked",
  "likes",
  "list",
  "long",
  "longer",
  "look",
  "looking",
  "lot",
  "lots",
  "love",
  "loved",
  "loves",
  "make",
  "making",
  "man",
  "many",
  "maybe",
  "men",
  "minutes",
  "mom",
  "moment",
  "moments",
  "mood",
  "moods",
  "more",
  "most",
  "much",
  "mum",
  "need",
  "needed",
  "needing",
  "netflix",
  "night",
  "nights",
  "nobody",
  "original",
  "other",
  "others",
  "parents",
  "part",
  "partner",
  "parts",
  "people",
  "perhaps",
  "person",
  "pick",
  "picks",
  "please",
  "plenty",
  "plot",
  "plots",
  "prefer",
  "preferred",
  "prequel",
  "pretty",
  "prime",
  "probably",
  "produced",
  "production",
  "proper",
  "pure",
  "purely",
  "quite",
  "rated",
  "rather",
  "rating",
  "ratings",
  "real",
  "really",
  "recommendation",
  "recommendations",
  "release",
  "released",
  "releases",
  "remake",
  "remakes",
  "rent",
  "review",
  "reviews",
  "runtime",
  "same",
  "scene",
  "scenes",
  "score",
  "season",
  "seasons",
  "see",
  "seeing",
  "seen",
  "sequel",
  "sequels",
  "series",
  "seriously",
  "several",
  "short",
  "shorter",
  "similar",
  "solid",
  "somebody",
  "someone",
  "sort",
  "sorta",
  "star",
  "starring",
  "stars",
  "still",
  "stream",
  "streaming",
  "stuff",
  "style",
  "suggestion",
  "suggestions",
  "super",
  "thank",
  "thanks",
  "thing",
  "things",
  "today",
  "tomorrow",
  "tonight",
  "tons",
  "top",
  "totally",
  "trilogy",
  "truly",
  "twist",
  "type",
  "version",
  "vibe",
  "want",
  "wanted",
  "wanting",
  "watch",
  "watched",
  "watching",
  "watchlist",
  "weekday",
  "well",
  "went",
  "whole",
  "wife",
  "woman",
  "women",
  "writer",
  "written",
  "yesterday",
]);

const NUM_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
};

interface Span {
  start: number;
  end: number;
}

function emptyMood(text: string): ParsedMood {
  return {
    text,
    facets: [],
    genres: {},
    moods: {},
    keywords: {},
    languages: {},
    countries: {},
    excludeGenres: [],
    excludeMoods: [],
    excludeKeywords: [],
    excludeLanguages: [],
    penaliseGenres: [],
    penaliseMoods: [],
    type: null,
    typePreference: null,
    yearMin: null,
    yearMax: null,
    eraPreference: null,
    maxRuntime: null,
    viewerAge: null,
    runtimePreference: null,
    familySafe: false,
    language: null,
    references: [],
    modifiers: [],
    occasion: null,
    presets: [],
    terms: [],
    negated: [],
    quality: null,
    hasMoodSignal: false,
    recognised: false,
  };
}

function addUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

/**
 * The "full credit" sum of a facet: a title carrying its two strongest signals, or a good share of
 * all its genres and tones, is a full match.
 */
function fullOf(g: Record<string, number>, m: Record<string, number>, k: Record<string, number>): number {
  const pos = [...Object.values(g), ...Object.values(m), ...Object.values(k)]
    .filter((w) => w > 0)
    .sort((a, b) => b - a);
  const top = (pos[0] ?? 0) + (pos[1] ?? 0);
  const spread = [...Object.values(g), ...Object.values(m)].filter((w) => w > 0).reduce((a, b) => a + b, 0);
  return Math.max(0.5, top, 0.45 * spread);
}

/** Core features of an entry (see LexEntry.core), as "g:Genre", "m:tag", "k:stem". */
function coreOf(
  entry: LexEntry,
  g: Record<string, number>,
  m: Record<string, number>,
  k: Record<string, number>,
  thematic: boolean,
): string[] {
  const core: string[] = [];
  if (entry.core) {
    for (const c of entry.core) {
      if (c in g) core.push(`g:${c}`);
      else if (c in m) core.push(`m:${c}`);
      else core.push(`k:${stemPhrase(c)}`);
    }
    for (const key of Object.keys(k)) core.push(`k:${key}`);
    return core;
  }
  for (const key of Object.keys(k)) core.push(`k:${key}`);
  if (thematic) {
    for (const tag of Object.keys(m)) if (THEMATIC_MOODS.has(tag) && m[tag] > 0) core.push(`m:${tag}`);
    return core;
  }
  const top = Math.max(0, ...Object.values(g), ...Object.values(m));
  const bar = Math.min(0.9, 0.85 * top);
  for (const [genre, w] of Object.entries(g)) if (w >= bar && w > 0) core.push(`g:${genre}`);
  for (const [tag, w] of Object.entries(m)) if (w >= bar && w > 0) core.push(`m:${tag}`);
  return core;
}

function stemKeywords(k: Record<string, number> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  if (!k) return out;
  for (const [key, w] of Object.entries(k)) {
    const s = stemPhrase(key);
    if (s) out[s] = Math.max(out[s] ?? 0, w);
  }
  return out;
}

/** Builds a scoring facet from a lexicon entry. */
/**
 * The keyword of a broad theme entry that the person actually typed ("dog" in the animals entry,
 * "chess" in sports), when there is one: the facet is then about that keyword.
 */
function specificKeyword(entry: LexEntry, surface: string | undefined): string | null {
  if (!surface || !entry.k || Object.keys(entry.k).length < 4) return null;
  const key = stemPhrase(surface);
  return key && key in stemKeywords(entry.k) ? key : null;
}

export function facetFromEntry(entry: LexEntry, weight: number, surface?: string): MoodFacet | null {
  const g = { ...(entry.g ?? {}) } as Record<string, number>;
  const m = { ...(entry.m ?? {}) } as Record<string, number>;
  let k = stemKeywords(entry.k);
  const specific = specificKeyword(entry, surface);
  if (specific) {
    k = Object.fromEntries(Object.keys(k).map((key) => [key, key === specific ? 1.2 : 0.2]));
    const full = Math.max(1.2, fullOf(g, m, { [specific]: 1.2 }));
    return {
      label: surface ?? entry.label,
      kind: entry.kind,
      weight,
      g,
      m,
      k,
      lang: {},
      country: {},
      thematic: true,
      core: [`k:${specific}`],
      all: [],
      full,
    };
  }
  const lang = { ...(entry.lang ?? {}) };
  const country = { ...(entry.country ?? {}) };
  const hasPlace = Object.keys(lang).length > 0 || Object.keys(country).length > 0;
  if (!Object.keys(g).length && !Object.keys(m).length && !Object.keys(k).length && !hasPlace) return null;
  const thematic = (entry.kind === "theme" || entry.kind === "setting") && Object.keys(k).length > 0;
  let full = fullOf(g, m, k);
  if (hasPlace) full = Math.max(full, 1);
  // a comparative asks for "more of it than the reference", not the full tone
  if (entry.kind === "modifier") full = Math.max(0.5, 0.6 * full);
  return {
    label: entry.label,
    kind: entry.kind,
    weight,
    g,
    m,
    k,
    lang,
    country,
    thematic,
    // comparatives give a direction, any of their tones counts
    core: entry.kind === "modifier" ? ["*"] : coreOf(entry, g, m, k, thematic),
    all: (entry.all ?? []).map((x) => (x in g ? `g:${x}` : `m:${x}`)),
    full,
  };
}

/** Derived negation when an entry names none: its strongest genres and tones are excluded. */
function negationOf(entry: LexEntry): LexNegation {
  if (entry.neg) return entry.neg;
  const neg: LexNegation = { xg: [], xm: [], pm: [], xk: [] };
  for (const [g, w] of Object.entries(entry.g ?? {})) if ((w ?? 0) >= 0.95) neg.xg?.push(g as never);
  for (const [m, w] of Object.entries(entry.m ?? {})) {
    if ((w ?? 0) >= 0.9) neg.xm?.push(m as never);
    else if ((w ?? 0) >= 0.5) neg.pm?.push(m as never);
  }
  for (const [k, w] of Object.entries(entry.k ?? {})) if (w >= 1) neg.xk?.push(k);
  if (entry.kind === "theme" || entry.kind === "setting") {
    // "no zombies" excludes zombie titles, not every horror film
    neg.pg = neg.xg;
    neg.xg = [];
  }
  return neg;
}

interface Ctx {
  index: EngineIndex;
  mood: ParsedMood;
  tokens: Token[];
  consumed: boolean[];
  typeVotes: Set<MediaKind>;
  negTypeVotes: Set<MediaKind>;
  mult: number;
}

function applyEntry(ctx: Ctx, entry: LexEntry, negated: boolean, soft: boolean, surface: string): void {
  const mood = ctx.mood;
  if (negated) {
    if (entry.noNeg) return;
    const specific = specificKeyword(entry, surface);
    if (specific) {
      // "no dogs" rules out dog titles, not every animal film
      addUnique(mood.excludeKeywords, specific);
      mood.negated.push(`no ${surface}`);
      return;
    }
    const neg = negationOf(entry);
    for (const g of neg.xg ?? []) addUnique(soft ? mood.penaliseGenres : mood.excludeGenres, g);
    for (const m of neg.xm ?? []) addUnique(soft ? mood.penaliseMoods : mood.excludeMoods, m);
    for (const g of neg.pg ?? []) addUnique(mood.penaliseGenres, g);
    for (const m of neg.pm ?? []) addUnique(mood.penaliseMoods, m);
    for (const k of neg.xk ?? []) {
      const s = stemPhrase(k);
      if (s) addUnique(soft ? mood.excludeKeywords : mood.excludeKeywords, s);
    }
    if (neg.lang && !soft) mood.language = neg.lang;
    if (entry.hardLang && !soft) {
      // "not in English": original-language titles only, and a preference for world cinema
      addUnique(mood.excludeLanguages, entry.hardLang);
      const world = COMPILED.phrases.get(stemPhrase("foreign language"));
      const f = world ? facetFromEntry(world, 1) : null;
      if (f && !mood.facets.some((x) => x.label === f.label)) mood.facets.push(f);
    }
    if (neg.type) ctx.negTypeVotes.add(neg.type);
    if (neg.maxRuntime) mood.maxRuntime = Math.min(mood.maxRuntime ?? 10_000, neg.maxRuntime);
    mood.negated.push(
      soft ? `less ${entry.label}` : entry.kind === "tone" ? `nothing ${entry.label}` : `no ${entry.label}`,
    );
    return;
  }
  const weight = (entry.weight ?? 1) * ctx.mult;
  ctx.mult = 1;
  if (weight > 0) {
    const facet = facetFromEntry(entry, weight, surface);
    if (facet) {
      const same = mood.facets.find((f) => f.label === facet.label && !f.refId);
      if (same) same.weight = Math.max(same.weight, facet.weight);
      else mood.facets.push(facet);
    }
  }
  if (entry.type) ctx.typeVotes.add(entry.type);
  if (entry.typePref && !mood.typePreference) mood.typePreference = entry.typePref;
  if (entry.family) mood.familySafe = true;
  if (entry.era) {
    const e = entry.era;
    let min = e.min ?? null;
    const max = e.max ?? null;
    if (e.recent) min = ctx.index.maxYear - e.recent + 1;
    if (e.hard) {
      mood.yearMin = min === null ? mood.yearMin : mood.yearMin === null ? min : Math.min(mood.yearMin, min);
      mood.yearMax = max === null ? mood.yearMax : mood.yearMax === null ? max : Math.max(mood.yearMax, max);
    } else if (!mood.eraPreference) {
      mood.eraPreference = { min, max, label: e.label };
    }
  }
  if (entry.maxRuntime) mood.maxRuntime = Math.min(mood.maxRuntime ?? 10_000, entry.maxRuntime);
  if (entry.runtimePref) mood.runtimePreference = entry.runtimePref;
  if (entry.occasion && !mood.occasion) mood.occasion = entry.occasion;
  if (entry.preset) addUnique(mood.presets, entry.preset);
  if (entry.quality) mood.quality = entry.quality;
  if (entry.modifier) addUnique(mood.modifiers, entry.modifier);
  if (entry.hardLang) mood.language = entry.hardLang;
  const label =
    entry.kind === "modifier" ? `${surface} (${entry.label})` : specificKeyword(entry, surface) ? surface : entry.label;
  addUnique(mood.terms, label);
}

/** Longest lexicon phrase starting at token i: [entry, length]. */
function matchLexicon(ctx: Ctx, i: number): [LexEntry, number] | null {
  const { tokens, consumed } = ctx;
  const max = Math.min(COMPILED.maxLen, tokens.length - i);
  for (let len = max; len >= 1; len--) {
    let ok = true;
    for (let j = i; j < i + len; j++) {
      if (consumed[j] || (j < i + len - 1 && tokens[j].breakAfter)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (len === 1) {
      const surf = COMPILED.surface.get(tokens[i].raw);
      if (surf) return [surf, 1];
    }
    const key = tokens
      .slice(i, i + len)
      .map((t) => t.stem)
      .join(" ");
    const entry = COMPILED.phrases.get(key);
    if (entry) return [entry, len];
  }
  return null;
}

/** True when the word is a verb or filler use that should not count as a term. */
function isFalseFriend(tokens: Token[], i: number): boolean {
  const raw = tokens[i].raw;
  const next = tokens[i + 1]?.raw ?? "";
  const prev = tokens[i - 1]?.raw ?? "";
  if (raw === "show" && ["me", "us", "something", "what", "some", "anything", "my", "off"].includes(next)) return true;
  if (
    (raw === "love" || raw === "loved") &&
    (["i", "id", "we", "would", "wed", "youd"].includes(prev) ||
      [
        "a",
        "an",
        "something",
        "some",
        "to",
        "it",
        "this",
        "that",
        "anything",
        "one",
        "any",
        "movies",
        "films",
        "shows",
        "the",
      ].includes(next))
  )
    return true;
  if (raw === "date" && ["to", "release", "up", "out"].includes(prev)) return true;
  if (raw === "fun" && prev === "make") return true;
  if ((raw === "light" || raw === "lights") && ["the", "on", "off"].includes(prev) && next !== "hearted") return true;
  if (raw === "case" || raw === "cases") return true;
  if (raw === "deep" && next === "cut") return false;
  if (raw === "old" && (prev === "year" || prev === "years" || prev === "yr")) return true;
  if (raw === "new" && ["something", "anything", "thing", "someone"].includes(prev)) return true;
  if (raw === "watch" || raw === "watching") return true;
  return false;
}

/** Recognises catalogue keywords and description words the lexicon lacks ("samurai", "lighthouse"). */
function keywordFacet(ctx: Ctx, i: number, negated: boolean): number {
  const { tokens, consumed, index } = ctx;
  for (let len = Math.min(3, tokens.length - i); len >= 1; len--) {
    let ok = true;
    for (let j = i; j < i + len; j++) if (consumed[j] || (j < i + len - 1 && tokens[j].breakAfter)) ok = false;
    if (!ok) continue;
    const words = tokens.slice(i, i + len);
    if (len === 1) {
      const w = words[0];
      if (w.raw.length < 4 || STOPWORDS.has(w.raw) || EXTRA_STOP.has(w.raw) || /^\d+$/.test(w.raw)) return 0;
    } else if (STOPWORDS.has(words[0].raw) || STOPWORDS.has(words[len - 1].raw)) continue;
    const key = words.map((t) => t.stem).join(" ");
    const n = index.titles.length;
    const df = index.kwPhraseDf.get(key) ?? 0;
    const kwDf = len === 1 ? (index.kwTokenPost.get(key)?.length ?? 0) : df;
    const textDf = len === 1 ? (index.textPost.get(key)?.length ?? 0) : 0;
    const inKeywords = len > 1 ? df > 0 : kwDf > 0 && kwDf <= Math.max(3, n * 0.05);
    // description-only words make weak facets, and only for rarer, longer words
    const inText = len === 1 && words[0].raw.length >= 5 && textDf >= 1 && textDf <= Math.max(3, n * 0.015);
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
      for (const g of index.titles[idx].t.genres) genreCount.set(g, (genreCount.get(g) ?? 0) + 1);
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

/** Typo tolerance against single lexicon words ("scarry" → scary, "romantc" → romantic). */
function fuzzyLexicon(raw: string): LexEntry | null {
  if (raw.length < 5 || STOPWORDS.has(raw) || EXTRA_STOP.has(raw)) return null;
  const allow = typoAllowance(raw.length);
  let best: LexEntry | null = null;
  let bestD = allow + 1;
  for (const [word, entry] of COMPILED.words) {
    if (Math.abs(word.length - raw.length) > allow) continue;
    if (word[0] !== raw[0] && allow < 2) continue;
    const d = editDistance(raw, word, allow);
    if (d < bestD) {
      bestD = d;
      best = entry;
      if (d === 1) break;
    }
  }
  return bestD <= allow ? best : null;
}

// ---------------------------------------------------------------------------------------------
// Constraints read from the raw text with patterns: decades, years, runtimes, ages.

const NUM = "(\\d+(?:\\.\\d+)?|an?|one|two|three|four|half an?)";
const UNIT = "(hours?|hrs?|h|minutes?|mins?|m)";
/**
 * Between a number and its unit: at most one space, hyphen, space ("90 min", "90-minute", "2 - hour").
 * Bounded on purpose: `\s*-?\s*` has two ways to read a run of spaces and made a 500-character
 * mood take seconds. parseMood also folds whitespace runs into one space first.
 */
const JOIN = "\\s?-?\\s?";
const RT_UNDER = new RegExp(
  `\\b(?:under|less than|shorter than|no longer than|not longer than|no more than|not more than|not over|max(?:imum)?(?: of)?|at most|up to|within|below|tops|<)\\s*${NUM}(\\s+and\\s+a\\s+half)?${JOIN}${UNIT}\\b`,
  "g",
);
const RT_HOUR_HALF =
  /\b(under|less than|shorter than|no longer than|no more than|max(?:imum)?(?: of)?|at most|up to|within)?\s*(an?|one|two|three|\d+)\s+hours?\s+and\s+a\s+half\b(\s+(?:or less|or under|or shorter|max(?:imum)?|tops|at most))?/g;
const RT_OR_LESS = new RegExp(
  `\\b${NUM}(\\s+and\\s+a\\s+half)?${JOIN}${UNIT}\\s+(?:or less|or under|or shorter|max(?:imum)?|tops|at most)\\b`,
  "g",
);
const RT_OVER = new RegExp(
  `\\b(?:over|more than|longer than|at least|minimum(?: of)?)\\s+${NUM}(\\s+and\\s+a\\s+half)?${JOIN}${UNIT}\\b`,
  "g",
);
const RT_BARE = new RegExp(`\\b${NUM}(\\s+and\\s+a\\s+half)?${JOIN}(hours?|hrs?|minutes?|mins?)\\b`, "g");
const DECADE = /(?:\b(early|mid|late)[\s-]+)?(?:\b(19|20)(\d)0\s?'?s\b|(?<![\w'])'?(\d)0\s?'?s\b)/g;
const YEAR_RANGE = /\b(?:between\s+|from\s+)?((?:19|20)\d\d)\s*(?:-|to|and|through|until|till)\s*((?:19|20)\d\d)\b/g;
const YEAR =
  /\b(before|pre|prior to|earlier than|older than|until|up to|after|post|since|newer than|later than|from|in|of|circa|around|made in|released in)?[\s-]*\b((?:19[2-9]|20[0-3])\d)\b(?!\s*'?s\b)/g;
const AGE = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(NUM_WORDS)
    .filter((w) => w.length > 2)
    .join("|")})${JOIN}(?:(?:years?|yrs?|y\\/o|yo)${JOIN})?(?:olds?|yo)\\b`,
  "g",
);

function toNumber(text: string): number {
  if (/^\d/.test(text)) return Number(text);
  if (text.startsWith("half")) return 0.5;
  return NUM_WORDS[text] ?? 1;
}

function minutesOf(num: string, half: string | undefined, unit: string): number {
  let n = toNumber(num);
  if (half) n += 0.5;
  return unit.startsWith("h") ? Math.round(n * 60) : Math.round(n);
}

function overlaps(spans: Span[], s: Span): boolean {
  return spans.some((x) => x.start < s.end && s.start < x.end);
}

function readPatterns(ctx: Ctx, norm: string, refSpans: Span[]): Span[] {
  const mood = ctx.mood;
  const used: Span[] = [];
  const take = (m: RegExpMatchArray): Span | null => {
    const s = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (overlaps(refSpans, s) || overlaps(used, s)) return null;
    used.push(s);
    return s;
  };
  const cap = (mins: number, label: string) => {
    if (mins < 10 || mins > 400) return;
    mood.maxRuntime = Math.min(mood.maxRuntime ?? 10_000, mins);
    addUnique(mood.terms, label);
  };
  // "an hour and a half (at most)", "under two hours and a half"
  for (const m of norm.matchAll(RT_HOUR_HALF)) {
    if (!take(m)) continue;
    const mins = Math.round((toNumber(m[2]) + 0.5) * 60);
    const strict = Boolean(m[1] || m[3]);
    cap(strict ? mins : Math.round(mins * 1.05), `under ${mins} minutes`);
  }
  for (const m of norm.matchAll(RT_UNDER))
    if (take(m)) cap(minutesOf(m[1], m[2], m[3]), `under ${minutesOf(m[1], m[2], m[3])} minutes`);
  for (const m of norm.matchAll(RT_OR_LESS))
    if (take(m)) cap(minutesOf(m[1], m[2], m[3]), `under ${minutesOf(m[1], m[2], m[3])} minutes`);
  for (const m of norm.matchAll(RT_OVER)) {
    if (!take(m)) continue;
    mood.runtimePreference = "long";
    addUnique(mood.terms, "long");
  }
  for (const m of norm.matchAll(RT_BARE)) {
    if (!/\d/.test(m[1]) && !/^(an?|one|two|three|half)/.test(m[1])) continue;
    if (!take(m)) continue;
    const mins = minutesOf(m[1], m[2], m[3]);
    // "a 90 minute movie", "I have two hours"
    cap(Math.round(mins * 1.05), `about ${mins} minutes`);
  }
  for (const m of norm.matchAll(AGE)) {
    if (!take(m)) continue;
    const age = /^\d/.test(m[1]) ? Number(m[1]) : (NUM_WORDS[m[1]] ?? 10);
    mood.viewerAge = mood.viewerAge === null ? age : Math.min(mood.viewerAge, age);
  }
  const decades: [number, number][] = [];
  for (const m of norm.matchAll(DECADE)) {
    const s = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (overlaps(refSpans, s) || overlaps(used, s)) continue;
    let start: number;
    if (m[2]) start = Number(m[2]) * 100 + Number(m[3]) * 10;
    else {
      const d = Number(m[4]);
      const before = norm.slice(Math.max(0, s.start - 8), s.start);
      start = d <= 2 && !/roaring\s*$/.test(before) ? 2000 + d * 10 : 1900 + d * 10;
    }
    used.push(s);
    let lo = start;
    let hi = start + 9;
    if (m[1] === "early") hi = start + 4;
    else if (m[1] === "mid") {
      lo = start + 3;
      hi = start + 7;
    } else if (m[1] === "late") lo = start + 5;
    decades.push([lo, hi]);
    addUnique(mood.terms, `${m[1] ? `${m[1]} ` : ""}${start}s`);
  }
  for (const m of norm.matchAll(YEAR_RANGE)) {
    if (!take(m)) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    decades.push([Math.min(a, b), Math.max(a, b)]);
    addUnique(mood.terms, `${Math.min(a, b)}–${Math.max(a, b)}`);
  }
  for (const m of norm.matchAll(YEAR)) {
    if (!take(m)) continue;
    const y = Number(m[2]);
    const prep = (m[1] ?? "").trim();
    if (/^(before|pre|prior to|earlier than|older than)$/.test(prep)) {
      mood.yearMax = Math.min(mood.yearMax ?? 9999, y - 1);
      addUnique(mood.terms, `before ${y}`);
    } else if (/^(until|up to)$/.test(prep)) {
      mood.yearMax = Math.min(mood.yearMax ?? 9999, y);
      addUnique(mood.terms, `up to ${y}`);
    } else if (/^(after|post|newer than|later than)$/.test(prep)) {
      mood.yearMin = Math.max(mood.yearMin ?? 0, y + 1);
      addUnique(mood.terms, `after ${y}`);
    } else if (prep === "since") {
      mood.yearMin = Math.max(mood.yearMin ?? 0, y);
      addUnique(mood.terms, `since ${y}`);
    } else if (prep === "circa" || prep === "around") {
      decades.push([y - 2, y + 2]);
      addUnique(mood.terms, `around ${y}`);
    } else {
      decades.push([y, y]);
      addUnique(mood.terms, `${y}`);
    }
  }
  if (decades.length) {
    const lo = Math.min(...decades.map((d) => d[0]));
    const hi = Math.max(...decades.map((d) => d[1]));
    mood.yearMin = Math.max(mood.yearMin ?? lo, lo);
    mood.yearMax = Math.min(mood.yearMax ?? hi, hi);
  }
  return used;
}

// ---------------------------------------------------------------------------------------------
// Title references.

interface RefMatch {
  start: number; // token index
  len: number;
  key: string;
  dist: number;
}

function spanKey(tokens: Token[], start: number, len: number): string {
  return normalizeTitle(
    tokens
      .slice(start, start + len)
      .map((t) => t.raw)
      .join(" "),
  );
}

function lexiconOnly(tokens: Token[], start: number, len: number): boolean {
  for (let j = start; j < start + len; j++) {
    const t = tokens[j];
    if (STOPWORDS.has(t.raw) || EXTRA_STOP.has(t.raw)) continue;
    if (COMPILED.phrases.has(t.stem) || COMPILED.surface.has(t.raw)) continue;
    return false;
  }
  return true;
}

function hasCapital(tokens: Token[], start: number, len: number): boolean {
  for (let j = start; j < start + len; j++)
    if (tokens[j].capital && !(j === 0 && len === 1 && tokens[j].raw.length < 3)) return true;
  return false;
}

function findTitleAt(
  index: EngineIndex,
  tokens: Token[],
  consumed: boolean[],
  start: number,
  dir: 1 | -1,
  cue: boolean,
): RefMatch | null {
  let best: RefMatch | null = null;
  const maxLen = Math.min(index.maxTitleWords + 1, 10);
  for (let len = 1; len <= maxLen; len++) {
    const s = dir === 1 ? start : start - len + 1;
    const e = s + len - 1;
    if (s < 0 || e >= tokens.length) break;
    let ok = true;
    for (let j = s; j <= e; j++) if (consumed[j] || (j < e && tokens[j].breakAfter)) ok = false;
    if (!ok) break;
    const key = spanKey(tokens, s, len);
    if (!key) continue;
    const allStop = tokens.slice(s, e + 1).every((t) => STOPWORDS.has(t.raw) || t.raw === "the" || t.raw === "a");
    const capital = hasCapital(tokens, s, len);
    if (index.byTitle.has(key)) {
      const onlyLex = lexiconOnly(tokens, s, len);
      const acceptable = allStop ? capital : onlyLex ? capital || (cue && len >= 2) : true;
      if (acceptable && (!best || best.dist > 0 || len > best.len)) best = { start: s, len, key, dist: 0 };
      continue;
    }
    if (!cue || key.length < 5) continue;
    if (lexiconOnly(tokens, s, len) && !capital) continue;
    const allow = typoAllowance(key.length);
    let bestKey = "";
    let bestD = allow + 1;
    for (let L = key.length - allow; L <= key.length + allow; L++) {
      const byFirst = index.titleKeysByLenChar.get(`${L}:${key[0]}`) ?? [];
      const bySecond = key[1] && key[1] !== key[0] ? (index.titleKeysByLenChar.get(`${L}:${key[1]}`) ?? []) : [];
      for (const cand of byFirst.length + bySecond.length ? [...byFirst, ...bySecond] : []) {
        if (cand[0] !== key[0] && cand[1] !== key[1]) continue;
        const d = editDistance(key, cand, allow);
        if (d < bestD || (d === bestD && cand < bestKey)) {
          bestD = d;
          bestKey = cand;
        }
      }
    }
    if (
      bestD <= allow &&
      (!best || (best.dist > 0 && (bestD < best.dist || (bestD === best.dist && len > best.len))))
    ) {
      best = { start: s, len, key: bestKey, dist: bestD };
    }
  }
  return best;
}

function findReferences(ctx: Ctx, typeHint: MediaKind | null): void {
  const { tokens, consumed, index, mood } = ctx;
  const found: RefMatch[] = [];
  const mark = (m: RefMatch) => {
    for (let j = m.start; j < m.start + m.len; j++) consumed[j] = true;
    found.push(m);
  };
  // 1. after a cue ("like", "similar to", ...)
  for (let i = 0; i < tokens.length; i++) {
    for (const cue of CUES_BEFORE) {
      if (i + cue.length >= tokens.length) continue;
      let ok = true;
      for (let c = 0; c < cue.length; c++) if (tokens[i + c].raw !== cue[c] || consumed[i + c]) ok = false;
      if (!ok || tokens[i + cue.length - 1].breakAfter) continue;
      const m = findTitleAt(index, tokens, consumed, i + cue.length, 1, true);
      if (m) {
        for (let c = 0; c < cue.length; c++) consumed[i + c] = true;
        mark(m);
        // "like Inception or Tenet", "like Alien and Aliens"
        let j = m.start + m.len;
        while (j + 1 < tokens.length && ["or", "and", "nor"].includes(tokens[j].raw) && !tokens[j - 1].breakAfter) {
          const more = findTitleAt(index, tokens, consumed, j + 1, 1, true);
          if (!more) break;
          consumed[j] = true;
          mark(more);
          j = more.start + more.len;
        }
        break;
      }
    }
  }
  // 2. before a cue ("Matrix vibes", "Wes Anderson-esque")
  for (let i = 1; i < tokens.length; i++) {
    if (!CUES_AFTER.has(tokens[i].raw) || consumed[i] || tokens[i - 1].breakAfter) continue;
    const m = findTitleAt(index, tokens, consumed, i - 1, -1, true);
    if (m) {
      consumed[i] = true;
      mark(m);
    }
  }
  // 3. a title named outright ("Interstellar but lighter", "The Office")
  for (let i = 0; i < tokens.length; i++) {
    if (consumed[i]) continue;
    const m = findTitleAt(index, tokens, consumed, i, 1, false);
    if (!m) continue;
    const single = m.len === 1 || (m.len === 2 && tokens[m.start].raw === "the");
    const capital = hasCapital(tokens, m.start, m.len);
    if (single && !capital) continue;
    const sig = tokens.slice(m.start, m.start + m.len).filter((t) => !STOPWORDS.has(t.raw));
    if (!sig.length) continue;
    // the span is itself a lexicon phrase ("cold war", "date night"): a title only when capitalised
    const phraseKey = tokens
      .slice(m.start, m.start + m.len)
      .map((t) => t.stem)
      .join(" ");
    if (COMPILED.phrases.has(phraseKey) && !capital) continue;
    if (
      single &&
      COMPILED.phrases.has(tokens[m.start + m.len - 1].stem) &&
      (m.start === 0 || tokens[m.start - 1]?.breakAfter)
    )
      continue;
    mark(m);
    i = m.start + m.len - 1;
  }
  for (const m of found) {
    const list = index.byTitle.get(m.key) ?? [];
    if (!list.length) continue;
    const pick = (typeHint && list.find((i) => index.titles[i].t.type === typeHint)) ?? list[0];
    const t = index.titles[pick].t;
    if (mood.references.some((r) => r.id === t.id)) continue;
    mood.references.push({ id: t.id, title: t.title, year: t.year });
  }
}

/** Facet of a referenced title: its genres, tones and keywords. */
export function referenceFacet(index: EngineIndex, ref: TitleReference, weight: number): MoodFacet {
  const it = index.titles[index.byId.get(ref.id) ?? 0];
  const g: Record<string, number> = {};
  for (const [genre, w] of it.genres) g[genre] = w;
  const m: Record<string, number> = {};
  it.t.moods.forEach((mood, i) => {
    m[mood] = i < 3 ? 0.7 : 0.5;
  });
  const k: Record<string, number> = {};
  for (const p of it.kwPhrases) k[p.trim()] = 0.5;
  const total = [...Object.values(g), ...Object.values(m), ...Object.values(k)].reduce((a, b) => a + b, 0);
  return {
    label: ref.title,
    kind: "reference",
    weight,
    g,
    m,
    k,
    lang: {},
    country: {},
    thematic: false,
    core: ["*"],
    all: [],
    full: Math.max(1, 0.42 * total),
    refId: ref.id,
  };
}

/** Reads the mood text. Pure and deterministic. */
export function parseMood(index: EngineIndex, input: string): ParsedMood {
  // One space for every whitespace run: the patterns below then never see a long run of blanks.
  const text = (input ?? "").slice(0, 500).replace(/\s+/g, " ");
  const mood = emptyMood(text);
  const norm = normalizeText(text);
  const tokens = tokenize(text);
  const ctx: Ctx = {
    index,
    mood,
    tokens,
    consumed: tokens.map(() => false),
    typeVotes: new Set(),
    negTypeVotes: new Set(),
    mult: 1,
  };
  if (!tokens.length) return mood;

  // A cheap type hint for picking between a film and a series of the same name.
  const typeHint: MediaKind | null = tokens.some((t) =>
    ["series", "show", "shows", "tv", "episodes", "season", "sitcom"].includes(t.raw),
  )
    ? "tv"
    : tokens.some((t) => ["movie", "movies", "film", "films"].includes(t.raw))
      ? "movie"
      : null;

  findReferences(ctx, typeHint);
  const refSpans: Span[] = tokens.filter((_, i) => ctx.consumed[i]).map((t) => ({ start: t.start, end: t.end }));
  const patternSpans = readPatterns(ctx, norm, refSpans);
  tokens.forEach((t, i) => {
    if (overlaps(patternSpans, { start: t.start, end: t.end })) ctx.consumed[i] = true;
  });

  let neg = null as { soft: boolean; budget: number } | null;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    const next = tokens[i + 1]?.raw ?? "";
    if (ctx.consumed[i]) {
      if (tok.breakAfter) neg = null;
      continue;
    }
    // negators
    if (
      (tok.raw === "anything" || tok.raw === "everything" || tok.raw === "all") &&
      next === "but" &&
      !tok.breakAfter
    ) {
      neg = { soft: false, budget: 4 };
      i++;
      continue;
    }
    if (
      ((tok.raw === "other" || tok.raw === "rather") && next === "than") ||
      (tok.raw === "instead" && next === "of")
    ) {
      // "something other than comedy", "rather than horror", "instead of romance"
      neg = { soft: false, budget: 4 };
      i++;
      continue;
    }
    if (tok.raw === "nothing" && next === "but") {
      i++;
      continue;
    }
    if (NEGATORS.has(tok.raw)) {
      const skip =
        (tok.raw === "not" && ["only", "just", "sure", "bad"].includes(next)) ||
        (["dont", "doesnt", "wont"].includes(tok.raw) && ["mind", "care", "matter"].includes(next)) ||
        (tok.raw === "no" && ["matter", "idea", "clue", "problem"].includes(next)) ||
        (tok.raw === "stop" && next !== "with");
      if (!skip) {
        neg = tok.breakAfter ? null : { soft: false, budget: 5 };
        continue;
      }
    }
    if (tok.raw === "less" && next !== "than" && !tok.breakAfter) {
      const m = matchLexicon(ctx, i);
      if (!m || m[1] === 1) {
        neg = { soft: true, budget: 3 };
        continue;
      }
    }
    if (tok.raw === "more" && next !== "than" && !neg) {
      const m = matchLexicon(ctx, i);
      if (!m || m[1] === 1) {
        ctx.mult = 1.5;
        continue;
      }
    }
    if (!neg && BOOST.has(tok.raw)) ctx.mult = Math.max(ctx.mult, 1.2);
    if (!neg && DAMPEN.has(tok.raw)) ctx.mult = 0.6;

    const m = isFalseFriend(tokens, i) ? null : matchLexicon(ctx, i);
    if (m) {
      const [entry, len] = m;
      const surface = tokens
        .slice(i, i + len)
        .map((t) => t.raw)
        .join(" ");
      // a negated comparative ("not darker") is too rare to invert; read it plainly
      const negated = neg !== null && entry.kind !== "modifier";
      applyEntry(ctx, entry, negated, neg?.soft ?? false, surface);
      for (let j = i; j < i + len; j++) ctx.consumed[j] = true;
      if (!negated && len > 1) {
        // "animated film", "funny show": the format word inside a phrase still sets the type
        for (let j = i; j < i + len; j++) {
          if (MOVIE_WORDS.has(tokens[j].raw)) ctx.typeVotes.add("movie");
          if (TV_WORDS.has(tokens[j].raw)) ctx.typeVotes.add("tv");
        }
      }
      const last = tokens[i + len - 1];
      const after = tokens[i + len]?.raw ?? "";
      if (!neg || last.breakAfter) neg = null;
      else if (after === "or" || after === "nor") neg = { soft: neg.soft, budget: 3 };
      else if (after === "and" && entry.kind === "tone") {
        // "no gore and violence": the list goes on only when another tone follows straight away
        const nm = i + len + 1 < tokens.length ? matchLexicon(ctx, i + len + 1) : null;
        neg = nm && nm[0].kind === "tone" ? { soft: neg.soft, budget: 2 } : null;
      } else neg = null;
      i += len - 1;
      continue;
    }
    if (
      STOPWORDS.has(tok.raw) ||
      NEG_FILLER.has(tok.raw) ||
      EXTRA_STOP.has(tok.raw) ||
      BOOST.has(tok.raw) ||
      DAMPEN.has(tok.raw)
    ) {
      if (neg) {
        if (NEG_END.has(tok.raw)) neg = null;
        else if (!NEG_FILLER.has(tok.raw) && !STOPWORDS.has(tok.raw)) neg.budget -= 1;
        if (neg && --neg.budget <= 0) neg = null;
      }
      if (tok.breakAfter) neg = null;
      continue;
    }
    // words the lexicon lacks: catalogue keywords, then typo tolerance
    const used = keywordFacet(ctx, i, neg !== null);
    if (used) {
      for (let j = i; j < i + used; j++) ctx.consumed[j] = true;
      if (tokens[i + used - 1].breakAfter) neg = null;
      else if (!["or", "nor"].includes(tokens[i + used]?.raw ?? "")) neg = null;
      i += used - 1;
      continue;
    }
    const fuzzy = fuzzyLexicon(tok.raw);
    if (fuzzy) {
      applyEntry(ctx, fuzzy, neg !== null, neg?.soft ?? false, tok.raw);
      ctx.consumed[i] = true;
      neg = null;
      continue;
    }
    if (neg && --neg.budget <= 0) neg = null;
    if (tok.breakAfter) neg = null;
  }

  // references become facets; comparatives apply to them
  const refWeight = mood.facets.some((f) => f.kind === "modifier") ? 1.3 : 1.6;
  for (const ref of mood.references) {
    mood.facets.unshift(referenceFacet(index, ref, refWeight / Math.max(1, mood.references.length * 0.75)));
    addUnique(mood.terms, `like ${ref.title}`);
  }
  if (mood.references.length) {
    const refs = mood.references.map((r) => index.titles[index.byId.get(r.id) ?? 0].t);
    if (mood.modifiers.includes("shorter")) {
      const minRt = Math.min(...refs.map((t) => t.runtime));
      mood.maxRuntime = Math.min(mood.maxRuntime ?? 10_000, Math.max(20, Math.floor(minRt * 0.85)));
    }
    if (mood.modifiers.includes("older"))
      mood.eraPreference = { min: null, max: Math.min(...refs.map((t) => t.year)) - 1, label: "older" };
    if (mood.modifiers.includes("newer"))
      mood.eraPreference = { min: Math.max(...refs.map((t) => t.year)) + 1, max: null, label: "newer" };
    if (!ctx.typeVotes.size && !mood.typePreference) {
      const kinds = new Set(refs.map((t) => t.type));
      if (kinds.size === 1) mood.typePreference = refs[0].type;
    }
  } else {
    if (mood.modifiers.includes("older") && !mood.eraPreference)
      mood.eraPreference = { min: null, max: 1995, label: "older" };
    if (mood.modifiers.includes("newer") && !mood.eraPreference)
      mood.eraPreference = { min: index.maxYear - 10, max: null, label: "newer" };
  }

  // type: a hard constraint when only one kind was asked for
  for (const t of ctx.negTypeVotes) if (!ctx.typeVotes.size) ctx.typeVotes.add(t);
  if (ctx.typeVotes.size === 1) mood.type = [...ctx.typeVotes][0];
  if (mood.type && mood.typePreference && mood.type !== mood.typePreference) mood.typePreference = null;

  // audience: young viewers need family-safe titles
  if (mood.viewerAge !== null) {
    if (mood.viewerAge <= 12) {
      mood.familySafe = true;
      const kids = COMPILED.phrases.get("kid");
      if (kids && !mood.facets.some((f) => f.label === kids.label)) {
        const f = facetFromEntry(kids, 0.8);
        if (f) mood.facets.push(f);
      }
      addUnique(mood.terms, `a ${mood.viewerAge}-year-old`);
    } else if (mood.viewerAge <= 17) {
      const teens = COMPILED.phrases.get(stemPhrase("for teens"));
      if (teens) applyEntry(ctx, teens, false, false, "teen");
    }
  }
  if (mood.familySafe) {
    // a family audience rules out the hardest tones whatever else was asked
    for (const m of ["gory", "raunchy"]) addUnique(mood.excludeMoods, m);
  }
  if (mood.yearMin !== null && mood.yearMax !== null && mood.yearMin > mood.yearMax) {
    const t = mood.yearMin;
    mood.yearMin = mood.yearMax;
    mood.yearMax = t;
  }
  // an asked-for genre is never also excluded by a stray negation
  finalise(mood);
  return mood;
}

function finalise(mood: ParsedMood): void {
  for (const f of mood.facets) {
    for (const [g, w] of Object.entries(f.g)) mood.genres[g] = round((mood.genres[g] ?? 0) + w * f.weight);
    for (const [m, w] of Object.entries(f.m)) mood.moods[m] = round((mood.moods[m] ?? 0) + w * f.weight);
    for (const [k, w] of Object.entries(f.k)) mood.keywords[k] = round((mood.keywords[k] ?? 0) + w * f.weight);
    for (const [l, w] of Object.entries(f.lang)) mood.languages[l] = round((mood.languages[l] ?? 0) + w * f.weight);
    for (const [c, w] of Object.entries(f.country)) mood.countries[c] = round((mood.countries[c] ?? 0) + w * f.weight);
  }
  mood.hasMoodSignal = mood.facets.some((f) => f.weight > 0);
  mood.recognised =
    mood.hasMoodSignal ||
    mood.terms.length > 0 ||
    mood.negated.length > 0 ||
    mood.type !== null ||
    mood.familySafe ||
    mood.yearMin !== null ||
    mood.yearMax !== null ||
    mood.maxRuntime !== null ||
    mood.language !== null ||
    mood.quality !== null ||
    mood.eraPreference !== null;
  if (mood.maxRuntime !== null && mood.maxRuntime >= 10_000) mood.maxRuntime = null;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
