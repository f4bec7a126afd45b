import type { OfferType } from "../../../shared/vocabulary";
import type { Queryable } from "../../db/client";
import { MEDIA_FACT_COLUMNS } from "../catalogue/repo";
import type { NewService } from "./providers";

/** The importer's and the refresh's SQL. */

/** A media_items row as the importer compares it. */
export interface TitleRow {
  id: string;
  title: string;
  type: "movie" | "tv";
  year: number;
  rating: number;
  poster_url: string | null;
  trailer_url: string | null;
  description: string | null;
  imdb_id: string | null;
  genres: string[];
  mood_tags: string[];
  keywords: string[];
  runtime_minutes: number | null;
  seasons: number | null;
  certification: string | null;
  popularity: number;
  language: string | null;
  country: string | null;
  tmdb_id: number | null;
  source: "seed" | "tmdb";
}

export const TITLE_FIELDS = [...MEDIA_FACT_COLUMNS, "tmdb_id", "source"] as const satisfies readonly (keyof TitleRow)[];

const TITLE_COLUMNS = `id, ${TITLE_FIELDS.join(", ")}`;

function toTitleRow(r: TitleRow): TitleRow {
  return { ...r, rating: Number(r.rating), tmdb_id: r.tmdb_id === null ? null : Number(r.tmdb_id) };
}

/**
 * Rows a TMDB record may be: the title linked to its TMDB id, the one with its IMDb id, and the one
 * whose id (slug of title and year) it would get.
 */
export async function candidateTitles(
  db: Queryable,
  key: { type: string; tmdbId: number; imdbId: string | null; id: string },
): Promise<TitleRow[]> {
  const { rows } = await db.query<TitleRow>(
    `SELECT ${TITLE_COLUMNS} FROM media_items
     WHERE (type = $1 AND tmdb_id = $2) OR ($3::text IS NOT NULL AND imdb_id = $3) OR id = $4`,
    [key.type, key.tmdbId, key.imdbId, key.id],
  );
  return rows.map(toTitleRow);
}

/** True when another title than `exceptId` already uses the id or the (title, year, type). */
export async function titleTaken(
  db: Queryable,
  t: { id: string; title: string; year: number; type: string },
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM media_items
     WHERE (id = $1 OR (title = $2 AND year = $3 AND type = $4)) AND id IS DISTINCT FROM $5 LIMIT 1`,
    [t.id, t.title, t.year, t.type, exceptId],
  );
  return rows.length > 0;
}

export async function imdbHolder(db: Queryable, imdbId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>("SELECT id FROM media_items WHERE imdb_id = $1", [imdbId]);
  return rows[0]?.id ?? null;
}

export async function insertTitle(db: Queryable, row: TitleRow, now: Date): Promise<void> {
  const values = [row.id, ...TITLE_FIELDS.map((f) => row[f]), now];
  const placeholders = values.map((_, i) => `$${i + 1}`).join(", ");
  await db.query(`INSERT INTO media_items (${TITLE_COLUMNS}, created_at) VALUES (${placeholders})`, values);
}

/** Writes the given fields of a title (the caller has compared: only changed fields come here). */
export async function updateTitle(
  db: Queryable,
  id: string,
  changes: Partial<Omit<TitleRow, "id">>,
  now: Date,
): Promise<void> {
  const fields = TITLE_FIELDS.filter((f) => f in changes);
  if (!fields.length) return;
  const sets = fields.map((f, i) => `${f} = $${i + 2}`);
  await db.query(`UPDATE media_items SET ${sets.join(", ")}, updated_at = $${fields.length + 2} WHERE id = $1`, [
    id,
    ...fields.map((f) => changes[f]),
    now,
  ]);
}

export interface OfferRow {
  source_name: string;
  offer_type: OfferType;
  price: number | null;
  web_url: string | null;
}

export async function offersOf(db: Queryable, mediaId: string, region: string): Promise<OfferRow[]> {
  const { rows } = await db.query<OfferRow>(
    `SELECT source_name, offer_type, price, web_url FROM media_streaming_options
     WHERE media_id = $1 AND region = $2 ORDER BY source_name, offer_type`,
    [mediaId, region],
  );
  return rows.map((r) => ({ ...r, price: r.price === null ? null : Number(r.price) }));
}

/** Offers of a title in a region: removes `gone`, inserts `added`, rewrites links in `relinked`. */
export async function applyOfferChanges(
  db: Queryable,
  media: { id: string; imdbId: string | null },
  region: string,
  change: { gone: OfferRow[]; added: OfferRow[]; relinked: OfferRow[] },
): Promise<void> {
  if (change.gone.length) {
    await db.query(
      `DELETE FROM media_streaming_options o USING jsonb_to_recordset($3::jsonb) AS g(source_name text, offer_type text)
       WHERE o.media_id = $1 AND o.region = $2 AND o.source_name = g.source_name AND o.offer_type = g.offer_type`,
      [media.id, region, JSON.stringify(change.gone)],
    );
  }
  const upserts = [...change.added, ...change.relinked];
  if (upserts.length) {
    await db.query(
      `INSERT INTO media_streaming_options (media_id, imdb_id, source_name, offer_type, price, web_url, region, currency)
       SELECT $1, $2, source_name, offer_type, price, web_url, $3, 'USD'
       FROM jsonb_to_recordset($4::jsonb) AS o(source_name text, offer_type text, price numeric, web_url text)
       ON CONFLICT (media_id, source_name, offer_type, region) DO UPDATE SET web_url = EXCLUDED.web_url`,
      [media.id, media.imdbId, region, JSON.stringify(upserts)],
    );
  }
  if (region === "us") {
    // the browse filter's columns follow the US offers, as the seed derives them
    await db.query(
      `UPDATE media_items m SET streaming_provider_names = x.names, offer_types = x.kinds
       FROM (SELECT coalesce(array_agg(DISTINCT source_name ORDER BY source_name), '{}') AS names,
                    coalesce(array_agg(DISTINCT offer_type ORDER BY offer_type), '{}') AS kinds
             FROM media_streaming_options WHERE media_id = $1 AND region = 'us') x
       WHERE m.id = $1 AND (m.streaming_provider_names, m.offer_types) IS DISTINCT FROM (x.names, x.kinds)`,
      [media.id],
    );
  }
}

export interface AvailabilityEvent {
  media_id: string;
  source_name: string;
  offer_type: OfferType;
  region: string;
  change: "appeared" | "left";
}

/** Records availability changes; returns them with their ids. */
export async function insertEvents(
  db: Queryable,
  events: readonly AvailabilityEvent[],
  now: Date,
): Promise<(AvailabilityEvent & { id: number })[]> {
  if (!events.length) return [];
  const { rows } = await db.query<AvailabilityEvent & { id: number }>(
    `INSERT INTO availability_events (media_id, source_name, offer_type, region, change, occurred_at)
     SELECT media_id, source_name, offer_type, region, change, $2
     FROM jsonb_to_recordset($1::jsonb) AS e(media_id text, source_name text, offer_type text, region text, change text)
     RETURNING id, media_id, source_name, offer_type, region, change`,
    [JSON.stringify(events), now],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function insertServices(db: Queryable, services: readonly NewService[]): Promise<void> {
  if (!services.length) return;
  await db.query(
    `INSERT INTO streaming_services (name, display_name, kind, offered_at_signup, color, homepage, search_url, logo_url)
     SELECT name, display_name, kind, offered_at_signup, color, homepage, search_url, logo_url
     FROM jsonb_to_recordset($1::jsonb) AS s(name text, display_name text, kind text, offered_at_signup boolean,
       color text, homepage text, search_url text, logo_url text)
     ON CONFLICT (name) DO NOTHING`,
    [JSON.stringify(services)],
  );
}

/** The service catalogue with logos, for matching providers. */
export async function listServices(db: Queryable): Promise<NewService[]> {
  const { rows } = await db.query<NewService>(
    `SELECT name, display_name, kind, offered_at_signup, color, homepage, search_url, logo_url
     FROM streaming_services ORDER BY name`,
  );
  return rows;
}

/** Marks the region's offers as checked today (only a new date is a write). */
export async function markChecked(db: Queryable, region: string, day: string): Promise<void> {
  await db.query(
    `INSERT INTO availability_snapshots (region, as_of) VALUES ($1, $2::date)
     ON CONFLICT (region) DO UPDATE SET as_of = EXCLUDED.as_of
     WHERE availability_snapshots.as_of IS DISTINCT FROM EXCLUDED.as_of`,
    [region, day],
  );
}

/** Titles TMDB knows, for the availability refresh. */
export async function linkedTitles(
  db: Queryable,
): Promise<
  { id: string; type: "movie" | "tv"; tmdb_id: number; title: string; year: number; imdb_id: string | null }[]
> {
  const { rows } = await db.query<{
    id: string;
    type: "movie" | "tv";
    tmdb_id: number;
    title: string;
    year: number;
    imdb_id: string | null;
  }>("SELECT id, type, tmdb_id, title, year, imdb_id FROM media_items WHERE tmdb_id IS NOT NULL ORDER BY id");
  return rows.map((r) => ({ ...r, tmdb_id: Number(r.tmdb_id) }));
}

/** True when any title came from TMDB (the UI then shows TMDB's and JustWatch's attribution). */
export async function hasImportedData(db: Queryable): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM media_items WHERE tmdb_id IS NOT NULL LIMIT 1");
  return rows.length > 0;
}
