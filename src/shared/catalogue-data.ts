import { z } from "zod";
import { trimChars } from "./trim-chars";
import { GENRES, MOOD_TAGS, MOVIE_CERTIFICATIONS, OFFER_TYPES, SERVICE_KINDS, TV_CERTIFICATIONS } from "./vocabulary";

/**
 * The shape of the hand-written catalogue files under data/catalogue/. Pure: parsing and
 * normalising only, the file reading lives with the callers.
 */

const price = z
  .number()
  .positive()
  .max(999.99)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "price has at most two decimals");

const ZCatalogueOffer = z
  .object({
    /** lowercase database name of a service in services.json */
    service: z.string().min(1),
    type: z.enum(OFFER_TYPES),
    /** USD; required for rent and buy, absent for subscription and free */
    price: price.optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    const paid = o.type === "rent" || o.type === "buy";
    if (paid && o.price === undefined) ctx.addIssue({ code: "custom", message: `${o.type} needs a price` });
    if (!paid && o.price !== undefined) ctx.addIssue({ code: "custom", message: `${o.type} has no price` });
  });

/** Titles may be announced up to two years ahead; later years are typos. Read at parse time, not fixed. */
const YEARS_AHEAD = 2;
export function latestCatalogueYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + YEARS_AHEAD;
}

/** Descriptions are our own words, at most this many characters. */
export const DESCRIPTION_MAX = 600;

export const ZCatalogueTitle = z
  .object({
    title: z.string().min(1).max(200),
    type: z.enum(["movie", "tv"]),
    year: z
      .number()
      .int()
      .min(1920)
      .refine((y) => y <= latestCatalogueYear(), { message: `year is more than ${YEARS_AHEAD} years ahead` }),
    genres: z.array(z.enum(GENRES)).min(1).max(4),
    moods: z.array(z.enum(MOOD_TAGS)).min(3).max(8),
    /** free thematic keywords, lowercase: "dreams", "heist", "zombies", "time loop" */
    keywords: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9 '&-]*$/))
      .min(2)
      .max(8),
    /** films: running time; series: typical episode length */
    runtime: z.number().int().min(3).max(400),
    /** series only */
    seasons: z.number().int().min(1).max(60).nullable().optional(),
    certification: z.enum([...MOVIE_CERTIFICATIONS, ...TV_CERTIFICATIONS]),
    rating: z.number().min(0).max(10),
    popularity: z.number().int().min(0).max(100),
    /** ISO 639-1 code of the original language */
    language: z.string().regex(/^[a-z]{2}$/),
    /** ISO 3166-1 alpha-2 code of the main production country */
    country: z.string().regex(/^[A-Z]{2}$/),
    description: z.string().min(20).max(DESCRIPTION_MAX),
    imdb_id: z
      .string()
      .regex(/^tt\d{7,8}$/)
      .nullable(),
    trailer_url: z.string().url().nullable(),
    offers: z.array(ZCatalogueOffer).max(20),
  })
  .strict()
  .superRefine((t, ctx) => {
    const tvCert = (TV_CERTIFICATIONS as readonly string[]).includes(t.certification);
    if (t.type === "tv" && !tvCert) ctx.addIssue({ code: "custom", message: "series need a TV certification" });
    if (t.type === "movie" && tvCert) ctx.addIssue({ code: "custom", message: "films need a film certification" });
    if (t.type === "tv" && (t.seasons === undefined || t.seasons === null))
      ctx.addIssue({ code: "custom", message: "series need seasons" });
    if (t.type === "movie" && t.seasons != null) ctx.addIssue({ code: "custom", message: "films have no seasons" });
    if (Math.abs(t.rating * 10 - Math.round(t.rating * 10)) > 1e-6)
      ctx.addIssue({ code: "custom", message: "rating has one decimal" });
    if (new Set(t.genres).size !== t.genres.length) ctx.addIssue({ code: "custom", message: "duplicate genre" });
    if (new Set(t.moods).size !== t.moods.length) ctx.addIssue({ code: "custom", message: "duplicate mood" });
  });
export type TCatalogueTitle = z.infer<typeof ZCatalogueTitle>;

export const ZCatalogueService = z
  .object({
    /** lowercase database name, e.g. "prime video" */
    name: z.string().regex(/^[a-z0-9][a-z0-9 +.&!-]*$/),
    display_name: z.string().min(1),
    kind: z.enum(SERVICE_KINDS),
    /** brand colour, #rrggbb */
    color: z.string().regex(/^#[0-9a-f]{6}$/i),
    offered_at_signup: z.boolean(),
    /** the service's home page, used when it has no search page */
    homepage: z.string().url(),
    /** a search page on the service with {q} where the URL-encoded "title year" goes; null when none */
    search_url: z.string().includes("{q}").nullable(),
  })
  .strict();
export type TCatalogueService = z.infer<typeof ZCatalogueService>;

/** An ISO calendar date, "2026-11-25". */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(d);
  }, "not a calendar date");

/** data/catalogue/availability.json: when the offers of a region were last checked. */
export const ZCatalogueAvailability = z
  .object({
    /** ISO 3166-1 alpha-2, lowercase, as in media_streaming_options.region */
    region: z.string().regex(/^[a-z]{2}$/),
    /** the date the offers were last checked (ISO date) */
    as_of: isoDate,
  })
  .strict();
export type TCatalogueAvailability = z.infer<typeof ZCatalogueAvailability>;

/** Stable id: slug of title + year ("the-matrix-1999"). */
export function mediaId(title: string, year: number): string {
  let slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-");
  slug = trimChars(slug, "-", "both");
  return `${slug || "title"}-${year}`;
}
