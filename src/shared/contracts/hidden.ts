import { z } from "zod";

export { NOT_TONIGHT_DAYS } from "../recommendation-limits";

export const HIDE_KINDS = ["not_tonight", "never"] as const;
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
export type THideResponse = z.infer<typeof ZHideResponse>;

/** GET /api/me/hidden: what is hidden now, newest first (expired "not tonight" entries are gone). */
export const ZHiddenListResponse = z.object({ items: z.array(ZHiddenTitle) });
export type THiddenListResponse = z.infer<typeof ZHiddenListResponse>;

export const ZUnhideResponse = z.object({ ok: z.literal(true) });
