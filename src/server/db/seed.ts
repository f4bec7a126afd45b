import { offerLink, readCatalogueFiles } from "../modules/catalogue/catalogue-files";
import type { Db } from "./client";

/** Bump when the way rows are derived from the files changes, so existing databases re-seed. */
const SEED_VERSION = "1";

export interface SeedResult {
  skipped: boolean;
  services: number;
  titles: number;
  offers: number;
  ms: number;
}

/**
 * Loads data/catalogue into the database: upsert by id, offers replaced per title. Skips when the
 * files have not changed since the last seed (checksum), so restarts are instant and add no rows.
 */
export async function seedCatalogue(
  db: Db,
  options: { dir?: string; log?: (msg: string) => void } = {},
): Promise<SeedResult> {
  // Several instances may start together: one seeds, the others then find the checksum and skip.
  return db.withAdvisoryLock(SEED_LOCK_KEY, () => seedLocked(db, options));
}

const SEED_LOCK_KEY = 0x73656564; // "seed"

async function seedLocked(db: Db, options: { dir?: string; log?: (msg: string) => void }): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const files = readCatalogueFiles(options.dir);
  const checksum = `${SEED_VERSION}:${files.checksum}`;
  const state = await db.query<{ checksum: string }>("SELECT checksum FROM seed_state WHERE name = 'catalogue'");
  if (state.rows[0]?.checksum === checksum) {
    return { skipped: true, services: files.services.length, titles: files.titles.length, offers: 0, ms: 0 };
  }
  const serviceByName = new Map(files.services.map((s) => [s.name, s]));
  const offers = files.titles.flatMap((t) =>
    t.offers.map((o) => ({
      media_id: t.id,
      imdb_id: t.imdb_id,
      source_name: o.service,
      offer_type: o.type,
      price: o.price ?? null,
      web_url: offerLink(serviceByName.get(o.service), t.title, t.year),
    })),
  );
  await db.transaction(async (tx) => {
    log(`seed: ${files.services.length} services`);
    await tx.query(
      `INSERT INTO streaming_services (name, display_name, kind, offered_at_signup, color, homepage, search_url)
       SELECT name, display_name, kind, offered_at_signup, color, homepage, search_url
       FROM jsonb_to_recordset($1::jsonb) AS s(name text, display_name text, kind text, offered_at_signup boolean,
                                                 color text, homepage text, search_url text)
       ON CONFLICT (name) DO UPDATE SET display_name = EXCLUDED.display_name, kind = EXCLUDED.kind,
         offered_at_signup = EXCLUDED.offered_at_signup, color = EXCLUDED.color, homepage = EXCLUDED.homepage,
         search_url = EXCLUDED.search_url`,
      [JSON.stringify(files.services)],
    );
    log(`seed: ${files.titles.length} titles`);
    const rows = files.titles.map((t) => ({
      id: t.id,
      title: t.title,
      type: t.type,
      year: t.year,
      rating: t.rating,
      poster_url: `/posters/${t.id}.svg`,
      trailer_url: t.trailer_url,
      description: t.description,
      imdb_id: t.imdb_id,
      genres: t.genres,
      mood_tags: t.moods,
      keywords: t.keywords,
      runtime_minutes: t.runtime,
      seasons: t.seasons ?? null,
      certification: t.certification,
      popularity: t.popularity,
      language: t.language,
      country: t.country,
    }));
    await tx.query(
      `INSERT INTO media_items (id, title, type, year, rating, poster_url, trailer_url, description, imdb_id, genres,
         mood_tags, keywords, runtime_minutes, seasons, certification, popularity, language, country)
       SELECT id, title, type, year, rating, poster_url, trailer_url, description, imdb_id, genres, mood_tags, keywords,
         runtime_minutes, seasons, certification, popularity, language, country
       FROM jsonb_to_recordset($1::jsonb) AS m(id text, title text, type text, year int, rating numeric, poster_url text,
         trailer_url text, description text, imdb_id text, genres text[], mood_tags text[], keywords text[],
         runtime_minutes int, seasons int, certification text, popularity int, language text, country text)
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, type = EXCLUDED.type, year = EXCLUDED.year,
         rating = EXCLUDED.rating,
         poster_url = CASE WHEN media_items.poster_url LIKE 'http%' THEN media_items.poster_url ELSE EXCLUDED.poster_url END,
         trailer_url = EXCLUDED.trailer_url, description = EXCLUDED.description, imdb_id = EXCLUDED.imdb_id,
         genres = EXCLUDED.genres, mood_tags = EXCLUDED.mood_tags, keywords = EXCLUDED.keywords,
         runtime_minutes = EXCLUDED.runtime_minutes, seasons = EXCLUDED.seasons, certification = EXCLUDED.certification,
         popularity = EXCLUDED.popularity, language = EXCLUDED.language, country = EXCLUDED.country, updated_at = now()`,
      [JSON.stringify(rows)],
    );
    log(`seed: ${offers.length} offers`);
    await tx.query("DELETE FROM media_streaming_options WHERE media_id = ANY($1::text[]) AND region = 'us'", [
      files.titles.map((t) => t.id),
    ]);
    await tx.query(
      `INSERT INTO media_streaming_options (media_id, imdb_id, source_name, offer_type, price, web_url, region)
       SELECT media_id, imdb_id, source_name, offer_type, price, web_url, 'us'
       FROM jsonb_to_recordset($1::jsonb) AS o(media_id text, imdb_id text, source_name text, offer_type text,
         price numeric, web_url text)
       ON CONFLICT (media_id, source_name, offer_type, region) DO UPDATE SET price = EXCLUDED.price,
         web_url = EXCLUDED.web_url, imdb_id = EXCLUDED.imdb_id`,
      [JSON.stringify(offers)],
    );
    await refreshProviderColumns(tx);
    await tx.query(
      `INSERT INTO seed_state (name, checksum) VALUES ('catalogue', $1)
       ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
      [checksum],
    );
  });
  const ms = Math.round(performance.now() - started);
  log(`seed: done in ${ms} ms`);
  return { skipped: false, services: files.services.length, titles: files.titles.length, offers: offers.length, ms };
}

/** Recomputes the denormalised filter columns of media_items from media_streaming_options. */
export async function refreshProviderColumns(tx: { query: Db["query"] }): Promise<void> {
  await tx.query(
    `UPDATE media_items m SET
       streaming_provider_names = coalesce(o.names, '{}'), offer_types = coalesce(o.types, '{}')
     FROM (
       SELECT mi.id,
              array_agg(DISTINCT lower(trim(so.source_name))) FILTER (WHERE so.source_name IS NOT NULL) AS names,
              array_agg(DISTINCT so.offer_type) FILTER (WHERE so.offer_type IS NOT NULL) AS types
       FROM media_items mi LEFT JOIN media_streaming_options so ON so.media_id = mi.id AND so.region = 'us'
       GROUP BY mi.id
     ) o
     WHERE o.id = m.id
       AND (m.streaming_provider_names IS DISTINCT FROM coalesce(o.names, '{}')
            OR m.offer_types IS DISTINCT FROM coalesce(o.types, '{}'))`,
  );
}
