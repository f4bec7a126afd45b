import type { TMediaItem, TStreamingOption, TStreamingService } from "../../../shared/contracts/catalogue";
import type { OfferType } from "../../../shared/vocabulary";
import type { Queryable } from "../../db/client";

/** The catalogue's SQL. Everything else in the module (and other modules) calls these functions. */

export interface MediaFilter {
  /** lowercase, trimmed database names; overlap with streaming_provider_names */
  services: string[];
  /** overlap with media_items.offer_types */
  offerTypes: OfferType[];
}

/** How the titles are matched and ordered. */
export type MediaMatch =
  | { mode: "all" }
  /** case-insensitive title contains (trigram index on lower(title)) */
  | { mode: "title"; text: string }
  /** full text over search_vector with websearch_to_tsquery('english', q), ranked by ts_rank */
  | { mode: "fulltext"; text: string };

export interface MediaPageRequest {
  match: MediaMatch;
  filter: MediaFilter;
  limit: number;
  offset: number;
}

type MediaRow = Omit<TMediaItem, "rating" | "created_at"> & { rating: number | string; created_at: Date | string };

/** The stored poster, else the one generated for the title at /posters/:id.svg. */
export const posterUrlOf = (id: string, stored: string | null) => stored ?? `/posters/${id}.svg`;

/** A media_with_streaming row as the API sends it: numbers as numbers, times as ISO strings, a poster always. */
export function toMediaItem(row: MediaRow): TMediaItem {
  const created = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    year: row.year,
    rating: Number(row.rating),
    poster_url: posterUrlOf(row.id, row.poster_url),
    trailer_url: row.trailer_url,
    description: row.description,
    imdb_id: row.imdb_id,
    genres: row.genres ?? [],
    mood_tags: row.mood_tags ?? [],
    keywords: row.keywords ?? [],
    runtime_minutes: row.runtime_minutes,
    seasons: row.seasons,
    certification: row.certification,
    popularity: row.popularity,
    language: row.language,
    country: row.country,
    streaming_services: row.streaming_services ?? [],
    streaming_provider_names: row.streaming_provider_names ?? [],
    created_at: created.toISOString(),
  };
}

/** A title's own facts as media_items stores them, in table order (the importer writes these too). */
export const MEDIA_FACT_COLUMNS = [
  "title",
  "type",
  "year",
  "rating",
  "poster_url",
  "trailer_url",
  "description",
  "imdb_id",
  "genres",
  "mood_tags",
  "keywords",
  "runtime_minutes",
  "seasons",
  "certification",
  "popularity",
  "language",
  "country",
] as const;

/** The media_with_streaming columns a catalogue item is made of (not the search vector). */
export const MEDIA_ITEM_COLUMNS = [
  "id",
  ...MEDIA_FACT_COLUMNS,
  "streaming_services",
  "streaming_provider_names",
  "created_at",
] as const;
const MEDIA_COLUMNS = MEDIA_ITEM_COLUMNS.join(", ");

/** Escapes LIKE wildcards so a query is matched literally. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Adds a parameter and returns its placeholder. */
function param(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/** WHERE clause of a request; its parameters are appended to `params`. */
function whereOf(req: Pick<MediaPageRequest, "match" | "filter">, params: unknown[]): string {
  const conds: string[] = [];
  if (req.match.mode === "title") conds.push(`lower(m.title) LIKE ${param(params, likeContains(req.match.text))}`);
  if (req.match.mode === "fulltext")
    conds.push(`m.search_vector @@ websearch_to_tsquery('english', ${param(params, req.match.text)})`);
  const { services, offerTypes } = req.filter;
  const either: string[] = [];
  if (services.length) either.push(`m.streaming_provider_names && ${param(params, services)}::text[]`);
  if (offerTypes.length) either.push(`m.offer_types && ${param(params, offerTypes)}::text[]`);
  // Services OR offer types: someone picking Netflix + Rent wants what they can watch either way.
  const [only, ...more] = either;
  if (only !== undefined) conds.push(more.length ? `(${either.join(" OR ")})` : only);
  return conds.length ? `WHERE ${conds.join(" AND ")}` : "";
}

/** ORDER BY of a request: relevance when searching, else popularity then title (id breaks ties). */
function orderOf(match: MediaMatch, params: unknown[]): string {
  if (match.mode === "fulltext") {
    return `ts_rank(m.search_vector, websearch_to_tsquery('english', ${param(params, match.text)})) DESC,
            m.popularity DESC, m.title, m.id`;
  }
  return "m.popularity DESC, m.title, m.id";
}

/** Exact number of titles matching a request. */
export async function countMedia(db: Queryable, req: Pick<MediaPageRequest, "match" | "filter">): Promise<number> {
  const params: unknown[] = [];
  const where = whereOf(req, params);
  const { rows } = await db.query<{ n: number | string }>(
    `SELECT count(*)::int AS n FROM media_items m ${where}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Ids of titles whose whole title is the text (case-insensitive), popular first: they lead a title search. */
export async function exactTitleIds(
  db: Queryable,
  req: Pick<MediaPageRequest, "filter"> & { text: string },
  limit: number,
): Promise<string[]> {
  const params: unknown[] = [req.text.toLowerCase()];
  const filter = whereOf({ match: { mode: "all" }, filter: req.filter }, params).replace(/^WHERE /, "AND ");
  params.push(limit);
  const { rows } = await db.query<{ id: string }>(
    `SELECT m.id FROM media_items m WHERE lower(m.title) = $1 ${filter}
     ORDER BY m.popularity DESC, m.title, m.id LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => r.id);
}

/**
 * Ids of one page of titles, in order. In the title mode `excludeExact` leaves out the exact titles
 * (the service puts them first), so the rest can be read in popularity order straight from the
 * browse index, stopping after one page.
 */
export async function pageMediaIds(
  db: Queryable,
  req: MediaPageRequest & { excludeExact?: boolean },
): Promise<string[]> {
  const params: unknown[] = [];
  let where = whereOf(req, params);
  if (req.excludeExact && req.match.mode === "title") {
    where += ` AND lower(m.title) <> ${param(params, req.match.text.toLowerCase())}`;
  }
  const order = orderOf(req.match, params);
  const limit = param(params, req.limit);
  const offset = param(params, req.offset);
  const { rows } = await db.query<{ id: string }>(
    `SELECT m.id FROM media_items m ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return rows.map((r) => r.id);
}

/** The catalogue's change counter (bumped by triggers on every write to the catalogue tables). */
export async function catalogueVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number | string }>("SELECT version FROM catalogue_version");
  return Number(rows[0]?.version ?? 0);
}

/** Marks the catalogue as changed (what the triggers do on each write to titles and offers). */
export async function bumpCatalogueVersion(db: Queryable): Promise<void> {
  await db.query("UPDATE catalogue_version SET version = version + 1");
}

/** media_with_streaming rows for the ids, in the order of the ids; unknown ids are left out. */
export async function getMediaByIds(db: Queryable, ids: readonly string[]): Promise<TMediaItem[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<MediaRow>(
    `SELECT ${MEDIA_COLUMNS} FROM media_with_streaming WHERE id = ANY($1::text[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, toMediaItem(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getMediaById(db: Queryable, id: string): Promise<TMediaItem | null> {
  const [item] = await getMediaByIds(db, [id]);
  return item ?? null;
}

/** What a poster needs of a title. */
interface PosterFacts {
  id: string;
  title: string;
  type: "movie" | "tv";
  year: number;
  genres: string[];
}

export async function getPosterFacts(db: Queryable, id: string): Promise<PosterFacts | null> {
  const { rows } = await db.query<PosterFacts>("SELECT id, title, type, year, genres FROM media_items WHERE id = $1", [
    id,
  ]);
  return rows[0] ?? null;
}

export async function mediaExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM media_items WHERE id = $1", [id]);
  return rows.length > 0;
}

/** Offers of a title in a region: subscription, free, rent, buy; cheapest first within a type. */
export async function listStreamingOptions(
  db: Queryable,
  mediaId: string,
  region: string,
  limit: number,
): Promise<TStreamingOption[]> {
  const { rows } = await db.query<Omit<TStreamingOption, "price"> & { price: number | string | null }>(
    `SELECT source_name, offer_type, price, currency, web_url, region
     FROM media_streaming_options
     WHERE media_id = $1 AND region = $2
     ORDER BY CASE offer_type WHEN 'subscription' THEN 0 WHEN 'free' THEN 1 WHEN 'rent' THEN 2 ELSE 3 END,
              price NULLS FIRST, source_name
     LIMIT $3`,
    [mediaId, region, limit],
  );
  return rows.map((r) => ({ ...r, price: r.price === null ? null : Number(r.price) }));
}

export async function listStreamingServices(db: Queryable): Promise<TStreamingService[]> {
  const { rows } = await db.query<TStreamingService>(
    `SELECT name, display_name, kind, offered_at_signup, color, homepage, search_url
     FROM streaming_services ORDER BY display_name, name`,
  );
  return rows;
}

/** The date (ISO, "2026-11-25") the offers of a region were last checked, or null when unknown. */
export async function availabilityAsOf(db: Queryable, region: string): Promise<string | null> {
  const { rows } = await db.query<{ as_of: string }>(
    "SELECT to_char(as_of, 'YYYY-MM-DD') AS as_of FROM availability_snapshots WHERE region = $1",
    [region],
  );
  return rows[0]?.as_of ?? null;
}
