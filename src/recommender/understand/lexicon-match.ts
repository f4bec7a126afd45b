/** Lexicon terms in the token stream: longest phrase first; false friends are in false-friends.ts, other forms of a word in word-forms.ts. */

import type { Genre } from "../../shared/vocabulary";
import { genreShare } from "../catalog";
import { COMPILED, type LexEntry } from "../lexicon/index";
import { STOPWORDS, stemPhrase } from "../text";
import type { ParsedMood } from "../types";
import { addUnique, type Ctx, freeSpan } from "./context";
import { facetFromEntry, negationOf, specificKeyword } from "./facets";
import { neverATermAlone } from "./words";

/** Kinds whose wish reads well quoted in the person's words; occasions and presets keep their fuller label. */
const QUOTED_KINDS = new Set<LexEntry["kind"]>(["genre", "tone", "theme", "setting", "place"]);

/** Words a label may add to what was typed without changing it ("a cozy rainy day" for "cozy rainy day"). */
const LABEL_FILLER: ReadonlySet<string> = new Set(["a", "an", "the", "something", "some"]);

/** The shortest shared opening that makes two words one root ("animat" in "animated" and "animation"). */
const ROOT_CHARS = 6;

/** True when two words open on the same root of ROOT_CHARS letters or more. */
function sameRoot(a: string, b: string): boolean {
  return a.length >= ROOT_CHARS && b.length >= ROOT_CHARS && a.slice(0, ROOT_CHARS) === b.slice(0, ROOT_CHARS);
}

/** True when every word of the label (bar articles) begins a word the person typed, or shares its root. */
function saysLabel(label: string, surface: string | undefined): boolean {
  const typed = (surface ?? "").toLowerCase().split(/[^a-z0-9]+/);
  return label
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .every(
      (w) =>
        !w ||
        LABEL_FILLER.has(w) ||
        typed.some((t) => t.startsWith(w) || (w.startsWith(t) && t.length >= 4) || sameRoot(t, w)),
    );
}

/** Whether the typed words name the entry's genre ("comedies", "horror film"), not only evoke it ("a song"). */
function namesGenre(entry: LexEntry, surface: string): boolean {
  return saysLabel(entry.label, surface) || stemPhrase(surface) === stemPhrase(entry.label);
}

/** The share of the catalogue above which a genre is too broad to rule out for a kind within it (drama, comedy). */
const BROAD_GENRE_SHARE = 0.3;

/** True when `entry` is a kind within `genre` ("true crime" in Crime, "slasher" in Horror), not the genre's own entry. */
function isSubgenreOf(entry: LexEntry, genre: string): boolean {
  const own = COMPILED.phrases.get(stemPhrase(genre.toLowerCase()));
  return own !== undefined && own.kind === "genre" && own !== entry;
}

/** The genre entry a single word names ("crime", "horror", "doc"), or null. */
export function genreEntryOf(stem: string): LexEntry | null {
  const entry = COMPILED.phrases.get(stem);
  return entry?.kind === "genre" ? entry : null;
}

/** True when `entry` gives every genre `genre` names in full (0.9 or more) at least that much. */
export function leansFully(entry: LexEntry, genre: LexEntry): boolean {
  return Object.entries(genre.g ?? {}).every(([g, w]) => (w ?? 0) < 0.9 || (entry.g?.[g as Genre] ?? 0) >= 0.9);
}

/**
 * A bounded period ("the seventies") with the years already read: it joins another period beside it
 * ("seventies or eighties"), but one inside it is a closer look ("the noughties, 2000 to 2005") and a
 * one-sided bound limits it ("the 2000s, nothing after 2005"), so those narrow it instead.
 */
function joinPeriod(mood: ParsedMood, min: number, max: number): void {
  const lo = mood.yearMin;
  const hi = mood.yearMax;
  const nested = lo !== null && hi !== null && ((lo >= min && hi <= max) || (min >= lo && max <= hi));
  if (lo !== null && hi !== null && !nested) {
    mood.yearMin = Math.min(lo, min);
    mood.yearMax = Math.max(hi, max);
    return;
  }
  const narrowLo = Math.max(lo ?? min, min);
  const narrowHi = Math.min(hi ?? max, max);
  // bounds the period cannot meet ("the 80s, nothing before 2000") were said outright: they stand
  if (narrowLo > narrowHi) return;
  mood.yearMin = narrowLo;
  mood.yearMax = narrowHi;
}

/**
 * Applies a matched entry to the mood: as a facet and constraints, or, negated, as exclusions.
 * `asStyle`: the words were followed by a cue of likeness ("anime energy", "western vibes"), so a genre
 * they name is a flavour and takes back no refusal of it.
 */
export function applyEntry(
  ctx: Ctx,
  entry: LexEntry,
  negated: boolean,
  soft: boolean,
  surface: string,
  typed = true,
  asStyle = false,
): void {
  const mood = ctx.mood;
  if (negated) {
    // "(definitely not with the kids)": who is not watching, no refusal of a kind of title
    if (entry.noNeg || (entry.kind === "audience" && surface.startsWith("with "))) return;
    const specific = specificKeyword(entry, surface);
    if (specific) {
      // "no dogs" rules out dog titles, not every animal film
      addUnique(mood.excludeKeywords, specific);
      mood.negated.push(`no ${surface}`);
      return;
    }
    const neg = negationOf(entry);
    for (const g of neg.xg ?? []) addUnique(soft ? mood.penaliseGenres : mood.excludeGenres, g);
    if (entry.kind === "genre")
      for (const g of neg.xg ?? []) {
        // "not true crime", "no slashers", "no medical dramas": a kind within the genre is refused, and
        // the genre stays open to a wish for it said anywhere ("crime maybe? not true crime tho")
        if (isSubgenreOf(entry, g)) {
          ctx.refusedWithin.add(g);
          // a genre most of the catalogue carries ("no medical dramas") is ranked down, not ruled out
          if (!soft && genreShare(ctx.index, g) > BROAD_GENRE_SHARE) {
            mood.excludeGenres = mood.excludeGenres.filter((x) => x !== g);
            addUnique(mood.penaliseGenres, g);
          }
          continue;
        }
        ctx.refusedGenres.add(g);
        if (!soft) ctx.genreSaidLast.set(g, false);
      }
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
    // "not from America": a country refused ranks its titles down
    for (const [c, w] of Object.entries(entry.country ?? {})) if (w >= 0.9) addUnique(mood.penaliseCountries, c);
    if (neg.type) ctx.negTypeVotes.add(neg.type);
    if (neg.maxRuntime && !ctx.lengthInNumbers) mood.maxRuntime = Math.min(mood.maxRuntime ?? 10_000, neg.maxRuntime);
    if (neg.yearMin !== undefined && !soft) mood.yearMin = Math.max(mood.yearMin ?? 0, neg.yearMin);
    if (neg.yearMax !== undefined && !soft) mood.yearMax = Math.min(mood.yearMax ?? 9999, neg.yearMax);
    if (neg.maxCertLevel !== undefined && !soft) mood.maxCertLevel = Math.min(mood.maxCertLevel ?? 4, neg.maxCertLevel);
    if (neg.instead && !soft) addUnique(ctx.instead, neg.instead);
    // a tone ranked down reads "nothing too dark" ("with nothing too dark" in a reason), other kinds "less gore"
    const softly = entry.kind === "tone" ? `nothing too ${entry.label}` : `less ${entry.label}`;
    addUnique(mood.negated, soft ? softly : refusalLabel(entry));
    return;
  }
  // A refusal is taken back only by naming the genre again ("no horror, ok a horror comedy"), not by
  // a word that merely evokes it ("no musicals, he walks out when anyone bursts into song").
  if (entry.kind === "genre" && namesGenre(entry, surface) && !asStyle)
    for (const [g, w] of Object.entries(entry.g ?? {})) if ((w ?? 0) >= 0.9) ctx.genreSaidLast.set(g, true);
  const weight = (entry.weight ?? 1) * ctx.mult;
  ctx.mult = 1;
  if (weight > 0) {
    const facet = facetFromEntry(entry, weight, surface);
    // a wish is quoted back in the words typed; a corrected typo or an implied wish uses our label
    if (facet && entry.kind === "genre" && namesGenre(entry, surface)) facet.namesGenre = true;
    if (facet && typed && QUOTED_KINDS.has(entry.kind)) facet.said = surface;
    else if (facet && !saysLabel(entry.label, surface)) facet.implied = true;
    if (facet) {
      const same = mood.facets.find((f) => f.label === facet.label && !f.refId);
      if (same) same.weight = Math.max(same.weight, facet.weight);
      else mood.facets.push(facet);
    }
  }
  if (entry.type && !ctx.aside) (entry.typeImplied ? ctx.impliedTypeVotes : ctx.typeVotes).add(entry.type);
  if (entry.typePref && !mood.typePreference) mood.typePreference = entry.typePref;
  // "… a cartoon since. Live action please": ruling a genre out is the last word on it, as a refusal is
  for (const g of entry.rulesOut ?? []) {
    addUnique(mood.excludeGenres, g);
    ctx.refusedGenres.add(g);
    ctx.genreSaidLast.set(g, false);
  }
  if (entry.family) mood.familySafe = true;
  if (entry.adultsOnly) ctx.adultsOnly = true;
  if (entry.era) {
    const e = entry.era;
    let min = e.min ?? null;
    const max = e.max ?? null;
    if (e.recent) min = ctx.index.maxYear - e.recent + 1;
    if (e.hard && min !== null && max !== null) joinPeriod(mood, min, max);
    else if (e.hard) {
      // An open-ended one ("old", "recent") never widens explicit years and yields to them when the
      // two cannot both hold ("nothing before 1995, old stuff looks weird"); a year given on its own
      // side says what the word means ("a recent film, released after 2015": 2016 on, not the last five years)
      const lo = mood.yearMin ?? min ?? 0;
      const hi = mood.yearMax ?? max ?? 9999;
      if (lo <= hi) {
        if (min !== null) mood.yearMin = lo;
        if (max !== null) mood.yearMax = hi;
      }
    } else {
      // soft periods said together narrow each other ("a classic black and white film": before 1966)
      const prev = mood.eraPreference;
      const narrower = !prev || (max !== null && (prev.max === null || max < prev.max));
      mood.eraPreference = prev
        ? {
            min: prev.min === null ? min : min === null ? prev.min : Math.max(prev.min, min),
            max: prev.max === null ? max : max === null ? prev.max : Math.min(prev.max, max),
            label: narrower ? e.label : prev.label,
          }
        : { min, max, label: e.label };
    }
  }
  if (entry.maxRuntime && !ctx.lengthInNumbers) mood.maxRuntime = Math.min(mood.maxRuntime ?? 10_000, entry.maxRuntime);
  if (entry.maxSeasons) mood.maxSeasons = Math.min(mood.maxSeasons ?? 1_000, entry.maxSeasons);
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

/**
 * Applies the refusals of too much of a term ("not too scary"). When the same term is also asked for
 * ("scary but not too scary", "not overly dark, but dark"), the person wants it in moderation: the
 * wish stands, and only the extremes its refusal names beyond the wish itself are ruled out (gore for
 * scary); otherwise it is a refusal like any other.
 */
export function settleDegreeRefusals(ctx: Ctx): void {
  for (const { entry, soft, surface } of ctx.degreeRefusals) {
    const wish = ctx.mood.facets.find((f) => f.label === entry.label && !f.refId);
    if (!wish) {
      applyEntry(ctx, entry, true, soft, surface);
      continue;
    }
    for (const m of negationOf(entry).xm ?? []) if ((wish.m[m] ?? 0) < 0.5) addUnique(ctx.mood.excludeMoods, m);
    ctx.mood.negated.push(`not too ${entry.label}`);
  }
}

/** Longest lexicon phrase starting at token i: [entry, length]. */
export function matchLexicon(ctx: Ctx, i: number): [LexEntry, number] | null {
  const found = longestAt(ctx, i);
  if (found && found[1] >= 2 && overtaken(ctx, i, found[1])) return null;
  return found ?? reorderedPair(ctx, i);
}

/**
 * True when a longer phrase starts inside the span at i and runs past it ("with | kids in danger"): the
 * longer one is what was said, so the span gives way and is read from its next word.
 */
function overtaken(ctx: Ctx, i: number, len: number): boolean {
  for (let j = i + 1; j < i + len; j++) {
    const later = longestAt(ctx, j);
    if (later && later[1] > len && j + later[1] > i + len) return true;
  }
  return false;
}

/** The longest lexicon phrase starting at token i, as written. */
function longestAt(ctx: Ctx, i: number): [LexEntry, number] | null {
  const { tokens, consumed } = ctx;
  const max = Math.min(COMPILED.maxLen, tokens.length - i);
  for (let len = max; len >= 1; len--) {
    const span = freeSpan(tokens, consumed, i, len);
    if (!span) continue;
    if (len === 1) {
      const surf = COMPILED.surface.get(span[0].raw);
      if (surf) return [surf, 1];
    }
    const key = span.map((t) => t.stem).join(" ");
    const entry = COMPILED.phrases.get(key);
    // a stop word is no term through its stem alone, only when the entry lists it ("ratings" is no "rats")
    if (entry && len === 1 && stemOnlyStopWord(span[0].raw, entry)) continue;
    if (entry) return [entry, len];
  }
  return null;
}

/**
 * A stop word reaching an entry only through its stem ("rating" → "rat", "feeling" → "feels"), or a
 * judgement of a title reaching the person's state ("boring" → "bored", which asks to be entertained).
 */
function stemOnlyStopWord(raw: string, entry: LexEntry): boolean {
  return neverATermAlone(raw) && !entry.terms.includes(raw);
}

/**
 * A two-word lexicon phrase said the other way round around a possessive, article or preposition
 * ("blows my mind" for "mind blowing", "night for a date"): the outer words of the span, reversed, make
 * the phrase. Two words side by side the other way round are another phrase ("this year's new film" is
 * no New Year), so a joining word between them is required.
 */
function reorderedPair(ctx: Ctx, i: number): [LexEntry, number] | null {
  const span = freeSpan(ctx.tokens, ctx.consumed, i, 3);
  if (!span) return null;
  const [first, middle, last] = span;
  if (!middle || !last || STOPWORDS.has(first.raw) || STOPWORDS.has(last.raw) || !STOPWORDS.has(middle.raw))
    return null;
  const entry = COMPILED.phrases.get(`${last.stem} ${first.stem}`);
  return entry ? [entry, 3] : null;
}

/** How a refused entry reads: "nothing scary", "no romance", and a preset's "something funny" as "nothing funny". */
function refusalLabel(entry: LexEntry): string {
  if (entry.label.startsWith("something ")) return `nothing ${entry.label.slice("something ".length)}`;
  // "no a film" reads as "no film"
  return entry.kind === "tone" ? `nothing ${entry.label}` : `no ${entry.label.replace(/^an?\s/, "")}`;
}
