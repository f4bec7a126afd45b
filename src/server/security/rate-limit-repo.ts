import type { Queryable } from "../db/client";
import { firstRow } from "../db/rows";

// Rate-limit counters live in the database so that every instance counts against the same window.

interface CounterRow {
  count: number;
  reset_at: Date;
}

/** Adds one to a fixed-window counter, starting a new window when the old one has ended. */
export async function hitCounter(db: Queryable, key: string, windowMs: number, now: Date): Promise<CounterRow> {
  const { rows } = await db.query<CounterRow>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= $2 THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= $2 THEN $3 ELSE rate_limits.reset_at END
     RETURNING count, reset_at`,
    [key, now, new Date(now.getTime() + windowMs)],
  );
  const row = firstRow(rows, "the counter just written");
  return { count: Number(row.count), reset_at: new Date(row.reset_at) };
}

/** The counter's current window, or null when there is none running. */
export async function readCounter(db: Queryable, key: string, now: Date): Promise<CounterRow | null> {
  const { rows } = await db.query<CounterRow>(
    "SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2",
    [key, now],
  );
  return rows[0] ? { count: Number(rows[0].count), reset_at: new Date(rows[0].reset_at) } : null;
}

export async function deleteCounter(db: Queryable, key: string): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE key = $1", [key]);
}

/** Drops counters whose window ended; `reset_at` older than `before`. */
export async function pruneCounters(db: Queryable, before: Date): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE reset_at < $1", [before]);
}
