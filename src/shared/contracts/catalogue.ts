import { z } from "zod";
import { MEDIA_TYPES, OFFER_TYPES, type OfferType, SERVICE_KINDS } from "../vocabulary";

/** Titles per catalogue page. */
export const MEDIA_PAGE_SIZE = 20;
/** Input limits of GET /api/media, so a query string cannot make the search arbitrarily costly. */
const MEDIA_QUERY_LIMITS = { qMax: 200, servicesMax: 100, serviceNameMax: 100, pageMax: 10_000 } as const;
/** At most this many streaming options are shown per title. */
export const STREAMING_OPTIONS_LIMIT = 10;

/** Media ids are slugs of title + year: "the-matrix-1999". */
export const MEDIA_ID_PATTERN = /^[a-z0-9-]{1,120}$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to reject control characters
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

const ZOfferType = z.enum(OFFER_TYPES);
export type TOfferType = z.infer<typeof ZOfferType>;

/** One offer of a title as the catalogue view aggregates it (price as text, e.g. "3.99"). */
const ZMediaStreamingService = z.object({
  name: z.string(),
  link: z.string().nullable(),
  type: ZOfferType,
  price: z.string().nullable(),
  currency: z.string(),
});
export type TMediaStreamingService = z.infer<typeof ZMediaStreamingService>;

/** A row of the media_with_streaming view. */
export const ZMediaItem = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(MEDIA_TYPES),
  year: z.number().int(),
  /** the average rating, 0 to 10 with one decimal */
  rating: z.number(),
  /** "/posters/<id>.svg" for the generated poster, or an absolute URL for imported data */
  poster_url: z.string().nullable(),
  trailer_url: z.string().nullable(),
  description: z.string().nullable(),
  imdb_id: z.string().nullable(),
  genres: z.array(z.string()),
  mood_tags: z.array(z.string()),
  keywords: z.array(z.string()),
  /** films: running time; series: typical episode length */
  runtime_minutes: z.number().int().nullable(),
  /** series only */
  seasons: z.number().int().nullable(),
  certification: z.string().nullable(),
  /** 0 to 100 */
  popularity: z.number().int(),
  /** ISO 639-1 */
  language: z.string().nullable(),
  /** ISO 3166-1 alpha-2 */
  country: z.string().nullable(),
  /** US offers: subscription, then free, rent, buy; cheapest first within a type */
  streaming_services: z.array(ZMediaStreamingService),
  /** lowercase database names of the services with an offer */
  streaming_provider_names: z.array(z.string()),
  /** ISO 8601 */
  created_at: z.string(),
});
export type TMediaItem = z.infer<typeof ZMediaItem>;

export const ZMediaPage = z.object({
  items: z.array(ZMediaItem),
  /** exact number of matching titles */
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  page_size: z.literal(MEDIA_PAGE_SIZE),
});
export type TMediaPage = z.infer<typeof ZMediaPage>;

/** "a, b ,c" -> ["a","b","c"]; empty entries dropped. */
const commaList = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x.length > 0);

/** A list parameter: "a,b" or repeated (?services=a&services=b). */
const listParam = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v.join(",") : v));

/**
 * Query of GET /api/media. On the wire every field is a string: `page=0&q=alien&services=netflix,hulu&offer_types=rent,buy`.
 * Parsed: page a number, q trimmed (absent when blank), services lowercased and trimmed, offer_types checked.
 */
export const ZMediaQuery = z.object({
  page: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(MEDIA_QUERY_LIMITS.pageMax, `must be at most ${MEDIA_QUERY_LIMITS.pageMax}`)
    .default(0),
  q: z
    .string()
    .max(MEDIA_QUERY_LIMITS.qMax, `must be at most ${MEDIA_QUERY_LIMITS.qMax} characters`)
    .refine((s) => !CONTROL_CHARS.test(s), "must not contain control characters")
    .transform((s) => s.trim() || undefined)
    .optional(),
  services: listParam
    .refine((s) => !CONTROL_CHARS.test(s), "must not contain control characters")
    .transform(commaList)
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              MEDIA_QUERY_LIMITS.serviceNameMax,
              `each service name must be at most ${MEDIA_QUERY_LIMITS.serviceNameMax} characters`,
            ),
        )
        .max(MEDIA_QUERY_LIMITS.servicesMax, `must list at most ${MEDIA_QUERY_LIMITS.servicesMax} services`),
    )
    .transform((list) => [...new Set(list.map((s) => s.toLowerCase().replace(/\s+/g, " ")))])
    .optional(),
  offer_types: listParam
    .transform(commaList)
    .superRefine((list, ctx) => {
      const unknown = list.find((t) => !(OFFER_TYPES as readonly string[]).includes(t));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: "custom",
          message: `unknown offer type "${unknown.slice(0, 40)}"; use ${OFFER_TYPES.join(", ")}`,
        });
      }
    })
    .transform((list) => [...new Set(list)] as OfferType[])
    .optional(),
});
/** What a caller passes (strings on the wire). */
/** What the server works with. */
export type TMediaQuery = z.output<typeof ZMediaQuery>;

export const ZMediaIdParams = z.object({
  id: z.string().regex(MEDIA_ID_PATTERN, "must be a media id like the-matrix-1999"),
});

export const ZStreamingOptionsQuery = z.object({
  region: z
    .string()
    .regex(/^[a-zA-Z]{2}$/, "must be a two-letter country code")
    .transform((s) => s.toLowerCase())
    .default("us"),
});

/** A row of media_streaming_options, at most 10 per title, cheapest first within a type. */
const ZStreamingOption = z.object({
  source_name: z.string(),
  offer_type: ZOfferType,
  /** null for subscription and free */
  price: z.number().nullable(),
  currency: z.string(),
  web_url: z.string().nullable(),
  region: z.string(),
});
export type TStreamingOption = z.infer<typeof ZStreamingOption>;

export const ZStreamingOptionsResponse = z.object({ options: z.array(ZStreamingOption) });
export type TStreamingOptionsResponse = z.infer<typeof ZStreamingOptionsResponse>;

/** An entry of the service catalogue. */
const ZStreamingService = z.object({
  /** lowercase database name: "prime video" */
  name: z.string(),
  /** "Prime Video" */
  display_name: z.string(),
  kind: z.enum(SERVICE_KINDS),
  /** one of the 10 services offered at sign-up */
  offered_at_signup: z.boolean(),
  /** brand colour #rrggbb */
  color: z.string(),
  homepage: z.string(),
  /** search page with {q}, or null */
  search_url: z.string().nullable(),
});
export type TStreamingService = z.infer<typeof ZStreamingService>;

/**
 * GET /api/streaming-services: sign-up services first (in sign-up order), then the rest by display name;
 * and the date the US offers were last checked (ISO date, null when unknown), shown beside offers.
 */
export const ZStreamingServicesResponse = z.object({
  services: z.array(ZStreamingService),
  availability_as_of: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
});
export type TStreamingServicesResponse = z.infer<typeof ZStreamingServicesResponse>;
