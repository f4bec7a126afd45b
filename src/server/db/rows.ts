/**
 * The row a query is bound to return: an aggregate, a RETURNING of the row just written, a read of a
 * row the caller knows exists. A missing row means an assumption about the data broke, not a case
 * to handle, so it throws naming what was expected.
 */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, but the query returned no row`);
  return row;
}
