import { z } from "zod";
import { FEEDBACK_TYPES } from "../engagement";
import { HIDE_KINDS } from "./hidden";
import { ZUserMediaStatus } from "./lists";
import { NOTIFICATION_KINDS } from "./notifications";

/** Import limits: a CSV file of at most 5 MB and 20,000 data rows. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

const IMPORT_SOURCES = ["letterboxd", "imdb"] as const;
const IMPORT_KINDS = ["ratings", "watched", "watchlist"] as const;
export type TImportSource = (typeof IMPORT_SOURCES)[number];
export type TImportKind = (typeof IMPORT_KINDS)[number];

/** POST /api/me/import: the export file's text, as the browser read it. */
export const ZImportRequest = z.object({
  source: z.enum(IMPORT_SOURCES, { message: `source must be one of ${IMPORT_SOURCES.join(", ")}` }),
  kind: z.enum(IMPORT_KINDS, { message: `kind must be one of ${IMPORT_KINDS.join(", ")}` }),
  csv: z.string({ message: "csv must be the text of the file" }),
});
export type TImportRequest = z.infer<typeof ZImportRequest>;

/**
 * Why a row found no title: nothing in the catalogue has that title and year, several titles fit
 * equally well, or the row is a kind of title the catalogue never holds (an episode, a game).
 */
const UNMATCHED_REASONS = ["not_in_catalogue", "ambiguous", "unsupported_type"] as const;
export type TUnmatchedReason = (typeof UNMATCHED_REASONS)[number];

const ZUnmatchedRow = z.object({
  /** 1-based line of the file (the header is line 1) */
  line: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  reason: z.enum(UNMATCHED_REASONS),
});
export type TUnmatchedRow = z.infer<typeof ZUnmatchedRow>;

export const ZImportResponse = z.object({
  source: z.enum(IMPORT_SOURCES),
  kind: z.enum(IMPORT_KINDS),
  counts: z.object({
    /** data rows in the file */
    rows: z.number().int(),
    /** rows that found a catalogue title */
    matched: z.number().int(),
    /** matched rows written now */
    imported: z.number().int(),
    /** matched rows the account already had (an existing rating or list entry is never overwritten) */
    already_present: z.number().int(),
    unmatched: z.number().int(),
  }),
  unmatched: z.array(ZUnmatchedRow),
});
export type TImportResponse = z.infer<typeof ZImportResponse>;

/** GET /api/me/export.csv?kind= */
const EXPORT_CSV_KINDS = ["ratings", "watchlist", "watched"] as const;
export const ZExportCsvQuery = z.object({
  kind: z.enum(EXPORT_CSV_KINDS, { message: `kind must be one of ${EXPORT_CSV_KINDS.join(", ")}` }),
});
export type TExportCsvKind = (typeof EXPORT_CSV_KINDS)[number];

const ZExportTitle = z.object({
  media_id: z.string(),
  title: z.string(),
  year: z.number().int(),
  type: z.enum(["movie", "tv"]),
  imdb_id: z.string().nullable(),
});

/** GET /api/me/export: everything the account holds, times as ISO 8601. */
export const ZAccountExport = z.object({
  format: z.literal("moodreel-export/1"),
  exported_at: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    full_name: z.string().nullable(),
    email_confirmed_at: z.string().nullable(),
    created_at: z.string(),
  }),
  profile: z
    .object({
      username: z.string().nullable(),
      full_name: z.string().nullable(),
      email: z.string().nullable(),
      default_streaming_filter_enabled: z.boolean(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  streaming_services: z.array(z.string()),
  /** every user_media record: ratings, list status and watched mark together */
  titles: z.array(
    ZExportTitle.extend({
      status: ZUserMediaStatus.nullable(),
      user_rating: z.number().int().nullable(),
      rated_at: z.string().nullable(),
      watched_at: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  recommendation_sessions: z.array(
    z.object({
      id: z.string(),
      requested_at: z.string(),
      mood: z.string(),
      ai_provider: z.string(),
      status: z.string(),
      processing_time_ms: z.number().int().nullable(),
      recommendations: z.array(
        z.object({
          id: z.string(),
          position: z.number().int(),
          media_id: z.string().nullable(),
          title: z.string(),
          year: z.number().int().nullable(),
          reason: z.string(),
          match_score: z.number().int(),
        }),
      ),
    }),
  ),
  feedback: z.array(
    z.object({
      recommendation_id: z.string(),
      feedback_type: z.enum(FEEDBACK_TYPES),
      feedback_value: z.unknown(),
      created_at: z.string(),
    }),
  ),
  /**
   * The watch-together sessions the account started or joined, oldest first: the code, when it
   * began and ends, the account's own mood, and the members as the session page shows them to each
   * other (display names only: never the other person's address, account or mood).
   */
  together_sessions: z
    .array(
      z.object({
        code: z.string(),
        created_at: z.string(),
        expires_at: z.string(),
        /** 1 = started it, 2 = joined it */
        your_position: z.number().int(),
        joined_at: z.string(),
        your_mood: z.string().nullable(),
        your_mood_at: z.string().nullable(),
        members: z.array(z.object({ position: z.number().int(), name: z.string(), is_you: z.boolean() })),
      }),
    )
    .describe(
      "Watch-together sessions the account started (your_position 1) or joined (2): code, start, end, your own mood, and the members' display names as the session page shows them; nothing else of the other person.",
    ),
  /** Titles kept out of recommendations: 'never', or 'not_tonight' until `hidden_until`. */
  hidden_titles: z
    .array(
      ZExportTitle.extend({
        kind: z.enum(HIDE_KINDS),
        hidden_at: z.string(),
        hidden_until: z.string().nullable(),
      }),
    )
    .describe("Titles hidden from recommendations: 'never', or 'not_tonight' until hidden_until."),
  /** Availability alerts (a title arriving on one of the account's services, or becoming free), oldest first. */
  notifications: z
    .array(
      ZExportTitle.extend({
        id: z.string(),
        kind: z.enum(NOTIFICATION_KINDS),
        service: z.string(),
        created_at: z.string(),
        read_at: z.string().nullable(),
        emailed_at: z.string().nullable(),
      }),
    )
    .describe("Availability alerts: a title arriving on one of the account's services, or becoming free."),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;

/** DELETE /api/me */
export const ZDeleteAccountRequest = z.object({
  password: z.string({ message: "password is required" }).min(1, "password is required").max(1024),
});

export const ZDeleteAccountResponse = z.object({ deleted: z.literal(true) });
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;

export const PORTABILITY_MESSAGES = {
  tooLarge: "The file is larger than 5 MB.",
  wrongPassword: "That password is not correct.",
  tooManyPasswordTries: "Too many wrong passwords.",
} as const;
