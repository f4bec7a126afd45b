/**
 * The closed vocabularies of the catalogue, defined once and shared by the data files' validation,
 * the server and the recommender.
 */

/** Who is watching tonight, as the mood box's optional "Who's watching" offers it. */
export const AUDIENCES = ["just_me", "partner", "friends", "kids", "family"] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The ten mood presets under the mood box, in display order; the engine knows each as a preset. */
export const MOOD_PRESETS = [
  "funny",
  "feel-good",
  "romantic",
  "relaxed",
  "adventurous",
  "date night",
  "family night",
  "thought-provoking",
  "cozy rainy day",
  "epic space adventure",
] as const;

/** The "Time I have" choices in minutes (no choice means any length). */
export const TONIGHT_MINUTES = [30, 60, 90, 120] as const;

export const GENRES = [
  "Action",
  "Adventure",
  "Animation",
  "Comedy",
  "Crime",
  "Documentary",
  "Drama",
  "Family",
  "Fantasy",
  "History",
  "Horror",
  "Music",
  "Mystery",
  "Romance",
  "Science Fiction",
  "Thriller",
  "War",
  "Western",
  "Reality",
] as const;
export type Genre = (typeof GENRES)[number];

/** Tone, feel and occasion tags. A title carries 3 to 8 of these. */
export const MOOD_TAGS = [
  "feel-good",
  "cozy",
  "dark",
  "gritty",
  "mind-bending",
  "tearjerker",
  "slow-burn",
  "fast-paced",
  "witty",
  "wholesome",
  "scary",
  "gory",
  "romantic",
  "epic",
  "inspiring",
  "nostalgic",
  "quirky",
  "tense",
  "violent",
  "family-friendly",
  "thought-provoking",
  "atmospheric",
  "heartwarming",
  "satirical",
  "true-story",
  "coming-of-age",
  "space",
  "heist",
  "courtroom",
  "sports",
  "holiday",
  "musical",
  "lighthearted",
  "uplifting",
  "bittersweet",
  "melancholic",
  "suspenseful",
  "action-packed",
  "absurd",
  "dark-comedy",
  "whimsical",
  "surreal",
  "psychological",
  "mysterious",
  "spooky",
  "emotional",
  "stylish",
  "visually-stunning",
  "adventurous",
  "relaxing",
  "binge-worthy",
  "character-driven",
  "twisty",
  "dystopian",
  "supernatural",
  "superhero",
  "time-travel",
  "political",
  "period-piece",
  "survival",
  "friendship",
  "raunchy",
] as const;
export type MoodTag = (typeof MOOD_TAGS)[number];

export const MEDIA_TYPES = ["movie", "tv"] as const;

export const MOVIE_CERTIFICATIONS = ["G", "PG", "PG-13", "R", "NC-17", "NR"] as const;
export const TV_CERTIFICATIONS = ["TV-Y", "TV-Y7", "TV-G", "TV-PG", "TV-14", "TV-MA"] as const;
type Certification = (typeof MOVIE_CERTIFICATIONS)[number] | (typeof TV_CERTIFICATIONS)[number];

/**
 * How grown-up a certification is, on one scale for films and series (G and the children's TV
 * ratings 0, PG and TV-PG 1, PG-13 and TV-14 2, R and TV-MA 3, NC-17 4); NR has none.
 */
export const CERTIFICATION_LEVEL: Readonly<Record<Certification, number | null>> = {
  G: 0,
  PG: 1,
  "PG-13": 2,
  R: 3,
  "NC-17": 4,
  NR: null,
  "TV-Y": 0,
  "TV-Y7": 0,
  "TV-G": 0,
  "TV-PG": 1,
  "TV-14": 2,
  "TV-MA": 3,
};

/** Certifications a family audience can watch together (films G/PG, series up to TV-PG). */
export const FAMILY_SAFE_CERTIFICATIONS: readonly Certification[] = ["G", "PG", "TV-Y", "TV-Y7", "TV-G", "TV-PG"];

export const OFFER_TYPES = ["subscription", "free", "rent", "buy"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const SERVICE_KINDS = ["subscription", "free", "store"] as const;
