import { z } from "zod";

/** Every error travels in this envelope. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    retry_after_seconds: z.number().optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZOk = z.object({ ok: z.literal(true) });
