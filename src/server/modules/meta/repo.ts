import type { Queryable } from "../../db/client";

export async function catalogueSize(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM media_items");
  return rows[0].n;
}
