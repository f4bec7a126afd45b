import { offerLink, readCatalogueFiles } from "../modules/catalogue/catalogue-files";
import type { Db } from "./client";

/** Bump when the way rows are derived from the files changes, so existing databases re-seed. */
const SEED_VERSION = "1";

interface SeedResult {
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

/** Rows per statement: big enough to be fast, small enough to print progress. */
const CHUNK = 500;

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

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
  // The filter columns are derived here from the same offers the seed writes (lowercase, trimmed, sorted).
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
    streaming_provider_names: [...new Set(t.offers.map((o) => o.service.trim().toLowerCase()))].sort(),
    offer_types: [...new Set(t.offers.map((o) => o.type))].sort(),
  }));
  log(`seed: catalogue changed, loading ${files.titles.length} titles and ${offers.length} offers`);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO streaming_services (name, display_name, kind, offered_at_signup, color, homepage, search_url)
       SELECT name, display_name, kind, offered_at_signup, color, homepage, search_url
       FROM jsonb_to_recordset($1::jsonb) AS s(name text, display_name text, kind text, offered_at_signup boolean,
                                                 color text, homepage text, search_url text)
       ON CONFLICT (name) DO UPDATE SET display_name = EXCLUDED.display_name, kind = EXCLUDED.kind,
         offered_at_signup = EXCLUDED.offered_at_signup, color = EXCLUDED.color, homepage = EXCLUDED.homepage,
         search_url = EXCLUDED.search_url
       WHERE (streaming_services.display_name, streaming_services.kind, streaming_services.offered_at_signup,
              streaming_services.color, streaming_services.homepage, streaming_services.search_url)
         IS DISTINCT FROM (EXCLUDED.display_name, EXCLUDED.kind, EXCLUDED.offered_at_signup, EXCLUDED.color,
              EXCLUDED.homepage, EXCLUDED.search_url)`,
      [JSON.stringify(files.services)],
    );
    log(`seed: services ${files.services.length}/${files.services.length}`);

    let done = 0;
    for (const chunk of chunks(rows)) {
      // Unchanged rows are left alone: no new row version, no re-indexing of the search vector.
      await tx.query(
        `INSERT INTO media_items (id, title, type, year, rating, poster_url, trailer_url, description, imdb_id, genres,
           mood_tags, keywords, runtime_minutes, seasons, certification, popularity, language, country,
           streaming_provider_names, offer_types)
         SELECT id, title, type, year, rating, poster_url, trailer_url, description, imdb_id, genres, mood_tags,
           keywords, runtime_minutes, seasons, certification, popularity, language, country,
           streaming_provider_names, offer_types
         FROM jsonb_to_recordset($1::jsonb) AS m(id text, title text, type text, year int, rating numeric,
           poster_url text, trailer_url text, description text, imdb_id text, genres text[], mood_tags text[],
           keywords text[], runtime_minutes int, seasons int, certification text, popularity int, language text,
           country text, streaming_provider_names text[], offer_types text[])
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, type = EXCLUDED.type, year = EXCLUDED.year,
           rating = EXCLUDED.rating,
           poster_url = CASE WHEN media_items.poster_url LIKE 'http%' THEN media_items.poster_url
                             ELSE EXCLUDED.poster_url END,
           trailer_url = coalesce(EXCLUDED.trailer_url, media_items.trailer_url), description = EXCLUDED.description,
           imdb_id = coalesce(EXCLUDED.imdb_id, media_items.imdb_id),
           genres = EXCLUDED.genres, mood_tags = EXCLUDED.mood_tags, keywords = EXCLUDED.keywords,
           runtime_minutes = EXCLUDED.runtime_minutes, seasons = EXCLUDED.seasons,
           certification = EXCLUDED.certification, popularity = EXCLUDED.popularity, language = EXCLUDED.language,
           country = EXCLUDED.country,
           streaming_provider_names = CASE WHEN media_items.tmdb_id IS NULL THEN EXCLUDED.streaming_provider_names
                                           ELSE media_items.streaming_provider_names END,
           offer_types = CASE WHEN media_items.tmdb_id IS NULL THEN EXCLUDED.offer_types
                              ELSE media_items.offer_types END,
           updated_at = now()
         WHERE (media_items.title, media_items.type, media_items.year, media_items.rating, media_items.trailer_url,
                media_items.description, media_items.imdb_id, media_items.genres, media_items.mood_tags,
                media_items.keywords, media_items.runtime_minutes, media_items.seasons, media_items.certification,
                media_items.popularity, media_items.language, media_items.country,
                media_items.streaming_provider_names, media_items.offer_types)
           IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.type, EXCLUDED.year, EXCLUDED.rating,
                coalesce(EXCLUDED.trailer_url, media_items.trailer_url), EXCLUDED.description,
                coalesce(EXCLUDED.imdb_id, media_items.imdb_id), EXCLUDED.genres, EXCLUDED.mood_tags, EXCLUDED.keywords,
                EXCLUDED.runtime_minutes, EXCLUDED.seasons, EXCLUDED.certification, EXCLUDED.popularity,
                EXCLUDED.language, EXCLUDED.country,
                CASE WHEN media_items.tmdb_id IS NULL THEN EXCLUDED.streaming_provider_names
                     ELSE media_items.streaming_provider_names END,
                CASE WHEN media_items.tmdb_id IS NULL THEN EXCLUDED.offer_types ELSE media_items.offer_types END)
           OR (media_items.poster_url IS NULL)`,
        [JSON.stringify(chunk)],
      );
      done += chunk.length;
      log(`seed: titles ${done}/${rows.length}`);
    }

    // The files own the US offers of their titles: offers no longer listed go, the others are upserted.
    // A title the TMDB importer has linked is the exception: its offers are TMDB's from then on, and
    // an unchanged seed must not undo the refresh (nor count as availability changes).
    await tx.query(
      `DELETE FROM media_streaming_options o
       WHERE o.region = 'us' AND o.media_id = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM media_items m WHERE m.id = o.media_id AND m.tmdb_id IS NOT NULL)
         AND NOT EXISTS (
           SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS n(media_id text, source_name text, offer_type text)
           WHERE n.media_id = o.media_id AND n.source_name = o.source_name AND n.offer_type = o.offer_type)`,
      [files.titles.map((t) => t.id), JSON.stringify(offers)],
    );
    done = 0;
    for (const chunk of chunks(offers, 2000)) {
      await tx.query(
        `INSERT INTO media_streaming_options (media_id, imdb_id, source_name, offer_type, price, web_url, region)
         SELECT media_id, imdb_id, source_name, offer_type, price, web_url, 'us'
         FROM jsonb_to_recordset($1::jsonb) AS o(media_id text, imdb_id text, source_name text, offer_type text,
           price numeric, web_url text)
         WHERE NOT EXISTS (SELECT 1 FROM media_items m WHERE m.id = o.media_id AND m.tmdb_id IS NOT NULL)
         ON CONFLICT (media_id, source_name, offer_type, region) DO UPDATE SET price = EXCLUDED.price,
           web_url = EXCLUDED.web_url, imdb_id = EXCLUDED.imdb_id
         WHERE (media_streaming_options.price, media_streaming_options.web_url, media_streaming_options.imdb_id)
           IS DISTINCT FROM (EXCLUDED.price, EXCLUDED.web_url, EXCLUDED.imdb_id)`,
        [JSON.stringify(chunk)],
      );
      done += chunk.length;
      log(`seed: offers ${done}/${offers.length}`);
    }
    // Services the files no longer list go once no offer names them (offers of other regions may).
    await tx.query(
      `DELETE FROM streaming_services s
       WHERE s.name <> ALL($1::text[])
         AND NOT EXISTS (SELECT 1 FROM media_streaming_options o WHERE o.source_name = s.name)`,
      [files.services.map((s) => s.name)],
    );
    if (files.availability) {
      await tx.query(
        `INSERT INTO availability_snapshots (region, as_of) VALUES ($1, $2::date)
         ON CONFLICT (region) DO UPDATE SET as_of = EXCLUDED.as_of
         WHERE availability_snapshots.as_of IS DISTINCT FROM EXCLUDED.as_of`,
        [files.availability.region, files.availability.as_of],
      );
    }
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
