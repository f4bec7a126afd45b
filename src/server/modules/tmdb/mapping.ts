import { moodTagsFromText } from "../../../recommender/tag-text";
import {
  GENRES,
  type Genre,
  MOVIE_CERTIFICATIONS,
  type OfferType,
  TV_CERTIFICATIONS,
} from "../../../shared/vocabulary";
import type { TTmdbMovie, TTmdbRegionProviders, TTmdbSeries, TTmdbVideo } from "./tmdb-schemas";

/** TMDB's image server; posters at 342 px wide fit the 2:3 cards, logos at 92 px the service marks. */
export const TMDB_IMAGE_ORIGIN = "https://image.tmdb.org";
export const TMDB_POSTER_BASE = `${TMDB_IMAGE_ORIGIN}/t/p/w342`;
export const TMDB_LOGO_BASE = `${TMDB_IMAGE_ORIGIN}/t/p/w92`;

/** A TMDB offer of a title in one region, before the provider is matched to one of our services. */
export interface ProviderOffer {
  providerId: number;
  providerName: string;
  logoPath: string | null;
  offerType: OfferType;
}

/** A TMDB film or series in our shape (the provider offers still to be matched to services). */
export interface MappedTitle {
  tmdbId: number;
  type: "movie" | "tv";
  title: string;
  year: number;
  rating: number;
  posterUrl: string | null;
  trailerUrl: string | null;
  description: string | null;
  imdbId: string | null;
  genres: Genre[];
  moodTags: string[];
  keywords: string[];
  runtime: number | null;
  seasons: number | null;
  certification: string | null;
  popularity: number;
  language: string;
  country: string | null;
  /** TMDB's "where to watch" page of the title in the region (links to each provider) */
  watchLink: string | null;
  offers: ProviderOffer[];
}

/**
 * TMDB genre names -> ours. Series genres pair two of ours ("Sci-Fi & Fantasy"); genres we do not
 * have ("TV Movie", "News", "Talk") map to none.
 */
const GENRE_MAP: Readonly<Record<string, readonly Genre[]>> = {
  "Action & Adventure": ["Action", "Adventure"],
  "Sci-Fi & Fantasy": ["Science Fiction", "Fantasy"],
  "War & Politics": ["War"],
  Kids: ["Family"],
  Soap: ["Drama"],
  "TV Movie": [],
  News: ["Documentary"],
  Talk: [],
};

export function mapGenres(names: readonly string[]): Genre[] {
  const out: Genre[] = [];
  for (const name of names) {
    const mapped = GENRE_MAP[name] ?? (GENRES.includes(name as Genre) ? [name as Genre] : []);
    for (const g of mapped) if (!out.includes(g)) out.push(g);
  }
  return out.slice(0, 4);
}

/** Release types in order of preference: theatrical, digital, physical, TV, premiere, limited. */
const RELEASE_TYPE_ORDER = [3, 4, 5, 6, 1, 2];

/** A film's certification in the region: US ratings are checked against ours, "NR" when none fits. */
export function movieCertification(movie: TTmdbMovie, region: string): string {
  const dates = movie.release_dates.results.find((r) => r.iso_3166_1 === region)?.release_dates ?? [];
  const rated = dates.filter((d) => d.certification.trim() !== "");
  rated.sort((a, b) => rank(a.type) - rank(b.type));
  const cert = rated[0]?.certification.trim() ?? "";
  if (region === "US") return (MOVIE_CERTIFICATIONS as readonly string[]).includes(cert) ? cert : "NR";
  return cert.slice(0, 10) || "NR";
}
const rank = (type: number) => {
  const i = RELEASE_TYPE_ORDER.indexOf(type);
  return i === -1 ? RELEASE_TYPE_ORDER.length : i;
};

/** A series' content rating in the region, or null. */
export function seriesCertification(series: TTmdbSeries, region: string): string | null {
  const cert = series.content_ratings.results.find((r) => r.iso_3166_1 === region)?.rating.trim() ?? "";
  if (region === "US") return (TV_CERTIFICATIONS as readonly string[]).includes(cert) ? cert : null;
  return cert.slice(0, 10) || null;
}

const YOUTUBE_KEY = /^[A-Za-z0-9_-]{6,20}$/;

/** The official YouTube trailer (English first, then the newest), as a watch link; null when none. */
export function trailerUrl(videos: readonly TTmdbVideo[]): string | null {
  const trailers = videos.filter(
    (v) => v.site === "YouTube" && v.type === "Trailer" && v.official === true && YOUTUBE_KEY.test(v.key),
  );
  trailers.sort(
    (a, b) =>
      Number(b.iso_639_1 === "en") - Number(a.iso_639_1 === "en") ||
      (b.published_at ?? "").localeCompare(a.published_at ?? ""),
  );
  const best = trailers[0];
  return best ? `https://www.youtube.com/watch?v=${best.key}` : null;
}

/** TMDB popularity is open-ended (a hit is in the thousands): a log scale onto our 0-100. */
export function popularityScore(tmdb: number): number {
  return Math.max(0, Math.min(100, Math.round(20 * Math.log10(1 + tmdb))));
}

/** Keywords as the catalogue writes them: lowercase, letters, digits, spaces, ' & -; at most eight. */
export function mapKeywords(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const k = name.trim().toLowerCase().replace(/\s+/g, " ");
    if (/^[a-z0-9][a-z0-9 '&-]*$/.test(k) && k.length <= 40 && !out.includes(k)) out.push(k);
  }
  return out.slice(0, 8);
}

/** TMDB offer kinds -> ours: flatrate is a subscription, free and ad-supported are free. */
const OFFER_KINDS: readonly [keyof TTmdbRegionProviders, OfferType][] = [
  ["flatrate", "subscription"],
  ["free", "free"],
  ["ads", "free"],
  ["rent", "rent"],
  ["buy", "buy"],
];

export function providerOffers(region: TTmdbRegionProviders | undefined): ProviderOffer[] {
  if (!region) return [];
  const out: ProviderOffer[] = [];
  for (const [kind, offerType] of OFFER_KINDS) {
    const list = region[kind];
    if (!Array.isArray(list)) continue;
    for (const p of list) {
      out.push({
        providerId: p.provider_id,
        providerName: p.provider_name.trim(),
        logoPath: p.logo_path ?? null,
        offerType,
      });
    }
  }
  return out;
}

const yearOf = (date: string) => Number(date.slice(0, 4));
const imdbOf = (id: string | null | undefined) => (id && /^tt\d{7,8}$/.test(id) ? id : null);
const textOf = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

function shared(record: TTmdbMovie | TTmdbSeries, region: string, keywordNames: string[]) {
  const genres = mapGenres(record.genres.map((g) => g.name));
  const keywords = mapKeywords(keywordNames);
  const description = textOf(record.overview);
  const providers = record["watch/providers"].results[region];
  return {
    tmdbId: record.id,
    rating: Math.round(record.vote_average * 10) / 10,
    posterUrl: record.poster_path ? `${TMDB_POSTER_BASE}${record.poster_path}` : null,
    trailerUrl: trailerUrl(record.videos.results),
    description,
    imdbId: imdbOf(record.external_ids.imdb_id),
    genres,
    moodTags: moodTagsFromText({ genres: record.genres.map((g) => g.name), keywords, text: description ?? "" }),
    keywords,
    popularity: popularityScore(record.popularity),
    language: record.original_language,
    watchLink: providers?.link ?? null,
    offers: providerOffers(providers),
  };
}

const countryOf = (codes: readonly (string | undefined)[]) => {
  const c = codes.find((x) => x && /^[A-Z]{2}$/.test(x));
  return c ?? null;
};

export function mapMovie(movie: TTmdbMovie, region: string): MappedTitle {
  return {
    ...shared(
      movie,
      region,
      movie.keywords.keywords.map((k) => k.name),
    ),
    type: "movie",
    title: movie.title.trim(),
    year: yearOf(movie.release_date),
    runtime: movie.runtime ? movie.runtime : null,
    seasons: null,
    certification: movieCertification(movie, region),
    country: countryOf([
      ...(movie.production_countries ?? []).map((c) => c.iso_3166_1),
      ...(movie.origin_country ?? []),
    ]),
  };
}

export function mapSeries(series: TTmdbSeries, region: string): MappedTitle {
  const runtime = series.episode_run_time?.find((m) => m > 0) ?? null;
  return {
    ...shared(
      series,
      region,
      series.keywords.results.map((k) => k.name),
    ),
    type: "tv",
    title: series.name.trim(),
    year: yearOf(series.first_air_date),
    runtime,
    seasons: series.number_of_seasons ? series.number_of_seasons : null,
    certification: seriesCertification(series, region),
    country: countryOf(series.origin_country ?? []),
  };
}
