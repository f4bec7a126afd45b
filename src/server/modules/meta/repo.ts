import type { Queryable } from "../../db/client";
import { firstRow } from "../../db/rows";

export async function catalogueSize(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM media_items");
  return firstRow(rows, "the catalogue size").n;
}
