import { z } from "zod";

/** "Not tonight" keeps a title out of recommendations for this many days; "never" for good. */
export const NOT_TONIGHT_DAYS = 14;

const HIDE_KINDS = ["not_tonight", "never"] as const;
const ZHideKind = z.enum(HIDE_KINDS);
export type THideKind = z.infer<typeof ZHideKind>;

/** PUT /api/me/hidden/:id */
export const ZHideRequest = z.object({ kind: ZHideKind }).strict();

export const ZHiddenTitle = z.object({
  media_id: z.string(),
  title: z.string(),
  year: z.number().int(),
  type: z.enum(["movie", "tv"]),
  poster_url: z.string().nullable(),
  kind: ZHideKind,
  /** ISO 8601 */
  hidden_at: z.string(),
  /** ISO 8601 for "not tonight"; null for "never" */
  hidden_until: z.string().nullable(),
});
export type THiddenTitle = z.infer<typeof ZHiddenTitle>;

export const ZHideResponse = z.object({ hidden: ZHiddenTitle });

/** GET /api/me/hidden: what is hidden now, newest first (expired "not tonight" entries are gone). */
export const ZHiddenListResponse = z.object({ items: z.array(ZHiddenTitle) });

export const ZUnhideResponse = z.object({ ok: z.literal(true) });
