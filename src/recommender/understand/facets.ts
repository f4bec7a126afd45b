/** Scoring facets built from lexicon entries, and what a negated entry rules out. */
import type { LexEntry, LexNegation } from "../lexicon/index";
import { THEMATIC_MOODS } from "../score";
import { stemPhrase } from "../text";
import type { MoodFacet } from "../types";

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
    for (const [tag, w] of Object.entries(m)) if (THEMATIC_MOODS.has(tag) && w > 0) core.push(`m:${tag}`);
    return core;
  }
  const top = Math.max(0, ...Object.values(g), ...Object.values(m));
  const bar = Math.min(0.9, 0.85 * top);
  for (const [genre, w] of Object.entries(g)) if (w >= bar && w > 0) core.push(`g:${genre}`);
  for (const [tag, w] of Object.entries(m)) if (w >= bar && w > 0) core.push(`m:${tag}`);
  return core;
}

/** Keyword weights keyed by stemmed phrase, as the index stores them; of two keywords with one stem the heavier counts. */
function stemKeywords(k: Record<string, number> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  if (!k) return out;
  for (const [key, w] of Object.entries(k)) {
    const s = stemPhrase(key);
    if (s) out[s] = Math.max(out[s] ?? 0, w);
  }
  return out;
}

/**
 * The keyword of a broad theme entry that the person actually typed ("dog" in the animals entry,
 * "chess" in sports), when there is one: the facet is then about that keyword.
 */
export function specificKeyword(entry: LexEntry, surface: string | undefined): string | null {
  // a genre's own words ("musicals", "singing") name the genre, not one of its subjects
  if (!surface || !entry.k || Object.keys(entry.k).length < 4 || entry.kind === "genre") return null;
  const key = stemPhrase(surface);
  return key && key in stemKeywords(entry.k) ? key : null;
}

/**
 * The entry's term with the possessive the reader drops from the words typed ("new year's eve" for
 * "New Year's Eve", read as "new year eve"), or null when no term differs from them only by it.
 */
function writtenTerm(entry: LexEntry, surface: string): string | null {
  const said = surface.toLowerCase();
  return entry.terms.find((t) => t !== said && t.replace(/'s\b/g, "").replace(/'/g, "") === said) ?? null;
}

/** Builds a scoring facet from a lexicon entry. */
export function facetFromEntry(entry: LexEntry, weight: number, surface?: string): MoodFacet | null {
  const g = { ...(entry.g ?? {}) } as Record<string, number>;
  const m = { ...(entry.m ?? {}) } as Record<string, number>;
  let k = stemKeywords(entry.k);
  const specific = specificKeyword(entry, surface);
  if (specific) {
    k = Object.fromEntries(Object.keys(k).map((key) => [key, key === specific ? 1.2 : 0.2]));
    const full = Math.max(1.2, fullOf(g, m, { [specific]: 1.2 }));
    return {
      label: writtenTerm(entry, surface ?? "") ?? surface ?? entry.label,
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
export function negationOf(entry: LexEntry): LexNegation {
  if (entry.neg) return entry.neg;
  const neg: LexNegation = { xg: [], xm: [], pm: [], xk: [] };
  for (const [g, w] of Object.entries(entry.g ?? {})) if ((w ?? 0) >= 0.95) neg.xg?.push(g as never);
  for (const [m, w] of Object.entries(entry.m ?? {})) {
    if ((w ?? 0) >= 0.9) neg.xm?.push(m as never);
    else if ((w ?? 0) >= 0.5) neg.pm?.push(m as never);
  }
  for (const [k, w] of Object.entries(entry.k ?? {})) if (w >= 1) neg.xk?.push(k);
  // "no zombies" excludes zombie titles, not every horror film; "not funny scary" refuses the mix of
  // horror and comedy, not each of them (the request may ask for the one alone)
  if (entry.kind === "theme" || entry.kind === "setting" || (entry.all?.length ?? 0) >= 2) {
    neg.pg = neg.xg;
    neg.xg = [];
  }
  return neg;
}
