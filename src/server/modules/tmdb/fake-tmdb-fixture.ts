/**
 * Made-up TMDB records in the shape TMDB's v3 API answers (details with everything the importer
 * appends), generated from a seed so every run serves the same catalogue: films and series with
 * genres, keywords, overviews, trailers, certifications, IMDb ids, posters and US/GB offers. Two
 * films are titles of the test seed (Alien by IMDb id, The Matrix by title and year); one film is
 * malformed on purpose. No real TMDB data is copied here.
 */
import { seededRandom } from "../../../shared/seeded-random";

export type FakeKind = "movie" | "tv";

export interface FakeProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string;
  display_priority: number;
}

export type FakeRegionOffers = Partial<Record<"flatrate" | "free" | "ads" | "rent" | "buy", FakeProvider[]>> & {
  link: string;
};

/** A details record; `watch/providers` and the other appended parts are served only when asked for. */
export type FakeRecord = Record<string, unknown> & {
  id: number;
  popularity: number;
  "watch/providers": { results: Record<string, FakeRegionOffers> };
};

export interface FakeTmdbFixture {
  movie: Map<number, FakeRecord>;
  tv: Map<number, FakeRecord>;
  /** paths ("/movie/1010") answered once with 429 (Retry-After: 1), then normally */
  rateLimitedOnce: string[];
  /** paths answered once with 500, then normally */
  failingOnce: string[];
  /** the film whose record is malformed (release_date is not a date) */
  malformed: { kind: FakeKind; id: number };
}

const provider = (provider_id: number, provider_name: string, display_priority: number): FakeProvider => ({
  provider_id,
  provider_name,
  logo_path: `/logo${provider_id}x.jpg`,
  display_priority,
});

/** Providers as TMDB names them: ours under other spellings, tiers, and three we do not list. */
export const PROVIDERS = {
  netflix: provider(8, "Netflix", 1),
  netflixAds: provider(1796, "Netflix Standard with Ads", 2),
  prime: provider(9, "Amazon Prime Video", 3),
  disney: provider(337, "Disney Plus", 4),
  hulu: provider(15, "Hulu", 5),
  max: provider(1899, "Max", 6),
  appleTvPlus: provider(350, "Apple TV Plus", 7),
  peacock: provider(386, "Peacock Premium", 8),
  paramount: provider(531, "Paramount Plus", 9),
  tubi: provider(73, "Tubi TV", 10),
  pluto: provider(300, "Pluto TV", 11),
  appleStore: provider(2, "Apple TV", 12),
  amazonVideo: provider(10, "Amazon Video", 13),
  googlePlay: provider(3, "Google Play Movies", 14),
  fandango: provider(7, "Fandango At Home", 15),
  philo: provider(2383, "Philo", 16),
  hoopla: provider(212, "Hoopla", 17),
  plex: provider(538, "Plex", 18),
} as const;

const STREAMING = [
  PROVIDERS.netflix,
  PROVIDERS.netflixAds,
  PROVIDERS.prime,
  PROVIDERS.disney,
  PROVIDERS.hulu,
  PROVIDERS.max,
  PROVIDERS.appleTvPlus,
  PROVIDERS.peacock,
  PROVIDERS.paramount,
  PROVIDERS.philo,
];
const FREE = [PROVIDERS.tubi, PROVIDERS.pluto, PROVIDERS.plex, PROVIDERS.hoopla];
const STORES = [PROVIDERS.appleStore, PROVIDERS.amazonVideo, PROVIDERS.googlePlay, PROVIDERS.fandango];

const MOVIE_GENRES = [
  [28, "Action"],
  [12, "Adventure"],
  [16, "Animation"],
  [35, "Comedy"],
  [80, "Crime"],
  [99, "Documentary"],
  [18, "Drama"],
  [10751, "Family"],
  [14, "Fantasy"],
  [27, "Horror"],
  [9648, "Mystery"],
  [10749, "Romance"],
  [878, "Science Fiction"],
  [53, "Thriller"],
  [10770, "TV Movie"],
] as const;
const TV_GENRES = [
  [10759, "Action & Adventure"],
  [16, "Animation"],
  [35, "Comedy"],
  [80, "Crime"],
  [18, "Drama"],
  [10762, "Kids"],
  [9648, "Mystery"],
  [10765, "Sci-Fi & Fantasy"],
  [10768, "War & Politics"],
  [10764, "Reality"],
] as const;
const KEYWORDS = [
  "haunted house",
  "heist",
  "space",
  "time travel",
  "friendship",
  "small town",
  "revenge",
  "wedding",
  "detective",
  "dystopia",
  "road trip",
  "based on novel or book",
  "christmas",
  "coming of age",
  "dragon",
  "robot",
  "Cold War",
  "family relationships",
];
const ADJECTIVES =
  "Quiet Glass Hollow Silver Last Northern Paper Burning Hidden Golden Lonely Electric Winter Crimson Wandering Broken Little Distant Velvet Secret".split(
    " ",
  );
const NOUNS =
  "Harbor Orchard Signal Lantern Garden Frontier Letter Engine Mirror Country Station River Kingdom Museum Island Diner Tower Season Circus Bridge".split(
    " ",
  );
const OVERVIEWS = [
  "A retired detective is pulled back for one last case in a small town that keeps its secrets.",
  "Two friends take a road trip across the country and find out what their friendship is worth.",
  "A crew of thieves plans an impossible heist, but one of them is not who they seem.",
  "After a strange signal reaches Earth, an astronaut volunteers for a journey into deep space.",
  "A family moves into an old house where something is waiting in the dark.",
  "A young chef opens a diner and falls in love with the rival across the street.",
  "In a dystopian city, a courier uncovers a conspiracy that reaches the top.",
  "A shy teenager finds her voice in a school band in this warm coming-of-age story.",
  "An inventor builds a robot to help on the farm, and it starts asking questions.",
  "A kingdom at war sends its youngest knight to find the last dragon.",
];

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const pickSome = <T>(rnd: () => number, list: readonly T[], n: number): T[] => {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
  return out;
};
const videoKey = (rnd: () => number) =>
  Array.from(
    { length: 11 },
    () => "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789-_"[Math.floor(rnd() * 62)],
  ).join("");

function regionOffers(rnd: () => number, kind: FakeKind, id: number, region: string): FakeRegionOffers {
  const offers: FakeRegionOffers = { link: `https://www.themoviedb.org/${kind}/${id}/watch?locale=${region}` };
  const streaming = pickSome(rnd, STREAMING, Math.floor(rnd() * 3));
  if (streaming.length) offers.flatrate = streaming;
  if (rnd() < 0.3) offers.ads = pickSome(rnd, FREE, 1);
  const stores = pickSome(rnd, STORES, 1 + Math.floor(rnd() * 3));
  if (kind === "movie") offers.rent = stores;
  offers.buy = stores;
  return offers;
}

function videos(rnd: () => number) {
  return {
    results: [
      {
        iso_639_1: "en",
        iso_3166_1: "US",
        name: "Teaser",
        key: videoKey(rnd),
        site: "YouTube",
        size: 1080,
        type: "Teaser",
        official: true,
        published_at: "2020-01-01T10:00:00.000Z",
        id: "v1",
      },
      {
        iso_639_1: "en",
        iso_3166_1: "US",
        name: "Fan trailer",
        key: videoKey(rnd),
        site: "YouTube",
        size: 720,
        type: "Trailer",
        official: false,
        published_at: "2021-01-01T10:00:00.000Z",
        id: "v2",
      },
      {
        iso_639_1: "en",
        iso_3166_1: "US",
        name: "Official Trailer",
        key: videoKey(rnd),
        site: "YouTube",
        size: 1080,
        type: "Trailer",
        official: true,
        published_at: "2020-02-01T10:00:00.000Z",
        id: "v3",
      },
      {
        iso_639_1: "en",
        iso_3166_1: "US",
        name: "Clip",
        key: "123456789",
        site: "Vimeo",
        size: 1080,
        type: "Clip",
        official: true,
        published_at: "2020-03-01T10:00:00.000Z",
        id: "v4",
      },
    ],
  };
}

function baseRecord(rnd: () => number, kind: FakeKind, id: number, i: number) {
  const genres: readonly (readonly [number, string])[] = kind === "movie" ? MOVIE_GENRES : TV_GENRES;
  return {
    adult: false,
    backdrop_path: `/backdrop${id}.jpg`,
    id,
    overview: pick(rnd, OVERVIEWS),
    genres: pickSome(rnd, genres, 1 + Math.floor(rnd() * 3)).map(([gid, name]) => ({ id: gid, name })),
    poster_path: `/poster${id}.jpg`,
    vote_average: Math.round((4 + rnd() * 5) * 1000) / 1000,
    vote_count: Math.floor(rnd() * 20_000),
    popularity: Math.round((1 + rnd() * 3000) * 1000) / 1000,
    original_language: i % 9 === 0 ? "fr" : "en",
    origin_country: [i % 9 === 0 ? "FR" : "US"],
    status: "Released",
    tagline: "",
    videos: videos(rnd),
    external_ids: { imdb_id: `tt${String(9_000_000 + id).padStart(7, "0")}`, facebook_id: null, wikidata_id: null },
    "watch/providers": {
      results: { US: regionOffers(rnd, kind, id, "US"), GB: regionOffers(rnd, kind, id, "GB") },
    },
  };
}

function filmRecord(rnd: () => number, i: number): FakeRecord {
  const id = 10_000 + i;
  const base = baseRecord(rnd, "movie", id, i);
  const year = 1970 + ((i * 13) % 56);
  const keywords = pickSome(rnd, KEYWORDS, 1 + Math.floor(rnd() * 4));
  return {
    ...base,
    title: `The ${ADJECTIVES[i % 20]} ${NOUNS[Math.floor(i / 20) % 20]}`,
    original_title: `The ${ADJECTIVES[i % 20]} ${NOUNS[Math.floor(i / 20) % 20]}`,
    release_date: `${year}-0${1 + (i % 9)}-1${i % 10}`,
    runtime: 80 + Math.floor(rnd() * 80),
    budget: 0,
    revenue: 0,
    video: false,
    production_countries: [{ iso_3166_1: base.origin_country[0]!, name: "Somewhere" }],
    release_dates: {
      results: [
        {
          iso_3166_1: "GB",
          release_dates: [
            { certification: "15", iso_639_1: "", note: "", release_date: `${year}-05-01T00:00:00.000Z`, type: 3 },
          ],
        },
        {
          iso_3166_1: "US",
          release_dates: [
            {
              certification: "",
              iso_639_1: "",
              note: "Festival",
              release_date: `${year}-01-20T00:00:00.000Z`,
              type: 1,
            },
            {
              certification: pick(rnd, ["G", "PG", "PG-13", "R"]),
              iso_639_1: "",
              note: "",
              release_date: `${year}-03-01T00:00:00.000Z`,
              type: 3,
            },
          ],
        },
      ],
    },
    keywords: { keywords: keywords.map((name, k) => ({ id: 9000 + k, name })) },
  };
}

function seriesRecord(rnd: () => number, i: number): FakeRecord {
  const id = 50_000 + i;
  const base = baseRecord(rnd, "tv", id, i);
  const year = 1990 + ((i * 7) % 36);
  const keywords = pickSome(rnd, KEYWORDS, 1 + Math.floor(rnd() * 4));
  return {
    ...base,
    name: `${ADJECTIVES[(i + 7) % 20]} ${NOUNS[(i * 3) % 20]} Stories ${Math.floor(i / 20) + 1}`,
    original_name: `${ADJECTIVES[(i + 7) % 20]} ${NOUNS[(i * 3) % 20]} Stories ${Math.floor(i / 20) + 1}`,
    first_air_date: `${year}-09-0${1 + (i % 9)}`,
    last_air_date: "2025-05-01",
    episode_run_time: i % 4 === 0 ? [] : [30 + (i % 4) * 10],
    number_of_seasons: 1 + (i % 6),
    number_of_episodes: 10 * (1 + (i % 6)),
    in_production: i % 3 === 0,
    content_ratings: {
      results: [
        { descriptors: [], iso_3166_1: "US", rating: pick(rnd, ["TV-G", "TV-PG", "TV-14", "TV-MA"]) },
        { descriptors: [], iso_3166_1: "DE", rating: "12" },
      ],
    },
    keywords: { results: keywords.map((name, k) => ({ id: 9000 + k, name })) },
  };
}

/** `films` films and `series` series (at least 60 films: the faults sit at fixed positions). */
export function buildFakeTmdbFixture(counts: { films: number; series: number } = { films: 200, series: 100 }) {
  const rnd = seededRandom(20261126);
  const movie = new Map<number, FakeRecord>();
  const tv = new Map<number, FakeRecord>();
  for (let i = 0; i < counts.films - 2; i++) {
    const r = filmRecord(rnd, i);
    movie.set(r.id, r);
  }
  // Two titles of the test seed: Alien (matched by its IMDb id) and The Matrix (by title and year).
  const alien = filmRecord(rnd, 900);
  movie.set(348, {
    ...alien,
    id: 348,
    title: "Alien",
    original_title: "Alien",
    release_date: "1979-05-25",
    popularity: 5000,
    external_ids: { imdb_id: "tt0078748" },
    overview: "TMDB's own words about Alien, which must not replace ours.",
  });
  const matrix = filmRecord(rnd, 901);
  movie.set(603, {
    ...matrix,
    id: 603,
    title: "The Matrix",
    original_title: "The Matrix",
    release_date: "1999-03-30",
    popularity: 4000,
    external_ids: { imdb_id: null },
  });
  for (let i = 0; i < counts.series; i++) {
    const r = seriesRecord(rnd, i);
    tv.set(r.id, r);
  }
  const malformed = { kind: "movie" as const, id: 10_057 };
  const bad = movie.get(malformed.id);
  if (bad) movie.set(malformed.id, { ...bad, release_date: "sometime in 2019" });
  const fixture: FakeTmdbFixture = {
    movie,
    tv,
    rateLimitedOnce: ["/movie/10010"],
    failingOnce: ["/tv/50020"],
    malformed,
  };
  return fixture;
}
