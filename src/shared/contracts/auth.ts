import { z } from "zod";

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  email_confirmed_at: z.string().nullable(),
  user_metadata: z.object({ full_name: z.string().nullable(), username: z.string().nullable().optional() }),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSessionResponse = z.object({ user: ZUser.nullable(), is_admin: z.boolean() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
