import { z } from "zod";

/**
 * The parts of TMDB's v3 responses the importer reads. Every record is checked against these before
 * it is mapped: a record that does not fit is skipped and reported, never half-imported. Fields we
 * do not read are let through (TMDB adds fields over time).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "is not a YYYY-MM-DD date");
/** TMDB sends "" for unknown dates. */
const optionalDate = z.union([isoDate, z.literal("")]).nullish();
const named = z.object({ id: z.number().int(), name: z.string() });
/** Image paths are "/abc123.jpg": a slash, then no path tricks. */
const imagePath = z
  .string()
  .regex(/^\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|svg)$/, "is not an image path")
  .nullish();

/** One page of /discover/movie, /discover/tv or /movie/popular: only the ids are read. */
export const ZTmdbListPage = z.object({
  page: z.number().int().min(1),
  total_pages: z.number().int().min(0),
  total_results: z.number().int().min(0),
  results: z.array(z.object({ id: z.number().int().positive() })),
});
export type TTmdbListPage = z.infer<typeof ZTmdbListPage>;

const ZProvider = z.object({
  provider_id: z.number().int().positive(),
  provider_name: z.string().min(1).max(100),
  logo_path: imagePath,
  display_priority: z.number().optional(),
});
export type TTmdbProvider = z.infer<typeof ZProvider>;

/** One region of watch/providers (JustWatch data): offers by kind. */
const ZRegionProviders = z.object({
  link: z.string().url().nullish(),
  flatrate: z.array(ZProvider).optional(),
  free: z.array(ZProvider).optional(),
  ads: z.array(ZProvider).optional(),
  rent: z.array(ZProvider).optional(),
  buy: z.array(ZProvider).optional(),
});
export type TTmdbRegionProviders = z.infer<typeof ZRegionProviders>;

/** watch/providers, appended to details or read alone (/movie/{id}/watch/providers) by the refresh. */
export const ZTmdbWatchProviders = z.object({
  id: z.number().int().positive().optional(),
  results: z.record(z.string(), ZRegionProviders),
});
export type TTmdbWatchProviders = z.infer<typeof ZTmdbWatchProviders>;

const ZVideos = z.object({
  results: z.array(
    z.object({
      key: z.string(),
      site: z.string(),
      type: z.string(),
      official: z.boolean().optional(),
      iso_639_1: z.string().nullish(),
      published_at: z.string().nullish(),
    }),
  ),
});
export type TTmdbVideo = z.infer<typeof ZVideos>["results"][number];

const ZExternalIds = z.object({ imdb_id: z.string().nullish() });

/** Fields films and series share. */
const common = {
  id: z.number().int().positive(),
  overview: z.string().max(10_000).nullish(),
  genres: z.array(named),
  poster_path: imagePath,
  vote_average: z.number().min(0).max(10),
  popularity: z.number().min(0),
  original_language: z.string().regex(/^[a-z]{2}$/, "is not a language code"),
  origin_country: z.array(z.string()).optional(),
  videos: ZVideos,
  external_ids: ZExternalIds,
  "watch/providers": ZTmdbWatchProviders,
};

/** /movie/{id}?append_to_response=videos,release_dates,external_ids,keywords,watch/providers */
export const ZTmdbMovie = z.object({
  ...common,
  title: z.string().trim().min(1).max(200),
  release_date: isoDate,
  runtime: z.number().int().min(0).nullish(),
  production_countries: z.array(z.object({ iso_3166_1: z.string() })).optional(),
  release_dates: z.object({
    results: z.array(
      z.object({
        iso_3166_1: z.string(),
        release_dates: z.array(z.object({ certification: z.string(), type: z.number().int() })),
      }),
    ),
  }),
  keywords: z.object({ keywords: z.array(named) }),
});
export type TTmdbMovie = z.infer<typeof ZTmdbMovie>;

/** /tv/{id}?append_to_response=videos,content_ratings,external_ids,keywords,watch/providers */
export const ZTmdbSeries = z.object({
  ...common,
  name: z.string().trim().min(1).max(200),
  first_air_date: isoDate,
  last_air_date: optionalDate,
  episode_run_time: z.array(z.number().int().min(0)).optional(),
  number_of_seasons: z.number().int().min(0).nullish(),
  content_ratings: z.object({ results: z.array(z.object({ iso_3166_1: z.string(), rating: z.string() })) }),
  keywords: z.object({ results: z.array(named) }),
});
export type TTmdbSeries = z.infer<typeof ZTmdbSeries>;

/** A zod failure as one short line: "release_date is not a YYYY-MM-DD date". */
export function issueLine(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "record"} ${i.message}`)
    .join("; ");
}
