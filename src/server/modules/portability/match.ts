import type { TUnmatchedReason } from "../../../shared/contracts/portability";
import type { ImportRow } from "./formats";

/** What matching needs of a catalogue title. */
export interface CatalogueTitle {
  id: string;
  title: string;
  year: number;
  type: "movie" | "tv";
  imdb_id: string | null;
}

const ARTICLES = new Set(["the", "a", "an"]);
const MARKS = /\p{M}/gu;
// Apostrophes and dots join their neighbours, so "Ocean's" meets "Oceans" and "L.A." meets "LA".
const JOINERS = /['’‘`´.]/gu;
const SEPARATOR = /[^\p{L}\p{N}]/u;
// "Matrix, The": the article some lists put last.
const TRAILING_ARTICLE = /, ?(the|a|an)$/;

/**
 * The comparison key of a title: case, diacritics, punctuation, spacing and a leading (or
 * comma-trailing) English article do not count, and "&" is "and". Words are joined without
 * spaces so "Spider-Man" and "Spiderman" meet too.
 */
export function titleKey(title: string): string {
  const folded = title.normalize("NFKD").replace(MARKS, "").toLowerCase().split("&").join(" and ");
  const cleaned = folded.replace(JOINERS, "");
  const words = cleaned.split(SEPARATOR).filter((w) => w !== "");
  if (words.length > 1 && TRAILING_ARTICLE.test(cleaned.trimEnd())) words.pop();
  const [first, ...rest] = words;
  if (first !== undefined && rest.length > 0 && ARTICLES.has(first)) words.shift();
  const key = words.join("");
  // A title of punctuation only ("!!!") keeps its own characters rather than matching every such title.
  return key === "" ? title.trim().toLowerCase() : key;
}

interface MatchIndex {
  byImdb: Map<string, CatalogueTitle>;
  byKey: Map<string, CatalogueTitle[]>;
}

export function buildIndex(titles: readonly CatalogueTitle[]): MatchIndex {
  const byImdb = new Map<string, CatalogueTitle>();
  const byKey = new Map<string, CatalogueTitle[]>();
  for (const t of titles) {
    if (t.imdb_id) byImdb.set(t.imdb_id, t);
    const key = titleKey(t.title);
    const list = byKey.get(key);
    if (list) list.push(t);
    else byKey.set(key, [t]);
  }
  return { byImdb, byKey };
}

type MatchResult = { media: CatalogueTitle } | { reason: TUnmatchedReason };

/** Exactly one candidate is a match, several are ambiguous, none is a miss. */
function decide(candidates: CatalogueTitle[]): MatchResult | null {
  const [only, ...others] = candidates;
  if (only === undefined) return null;
  return others.length === 0 ? { media: only } : { reason: "ambiguous" };
}

/**
 * Finds the row's catalogue title: by IMDb id first, then by title key and year (the same year
 * before a neighbouring one, since sites disagree by a year on festival and release dates), keeping
 * only the file's type when it gives one. A catalogue title that carries a different IMDb id than
 * the row is another work of the same name and never matches.
 */
export function matchRow(index: MatchIndex, row: Pick<ImportRow, "title" | "year" | "imdbId" | "type">): MatchResult {
  if (row.type === "unsupported") return { reason: "unsupported_type" };
  if (row.imdbId) {
    const hit = index.byImdb.get(row.imdbId);
    if (hit) return { media: hit };
  }
  const candidates = (index.byKey.get(titleKey(row.title)) ?? []).filter(
    (t) => (row.type === null || t.type === row.type) && (!row.imdbId || !t.imdb_id || t.imdb_id === row.imdbId),
  );
  if (row.year === null) return decide(candidates) ?? { reason: "not_in_catalogue" };
  const year = row.year;
  return (
    decide(candidates.filter((t) => t.year === year)) ??
    decide(candidates.filter((t) => Math.abs(t.year - year) === 1)) ?? { reason: "not_in_catalogue" }
  );
}
