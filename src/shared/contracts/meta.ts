import { z } from "zod";

export const ZHealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  catalogue_size: z.number().int().nonnegative(),
});

/** What the browser is told about the server's configuration (nothing secret). */
export const ZPublicConfig = z.object({
  contact_email: z.string(),
  community_url: z.string(),
  dev_mailbox: z.boolean(),
  /** Titles or offers from TMDB are in the catalogue: the footer credits TMDB and JustWatch. */
  tmdb_attribution: z.boolean(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
