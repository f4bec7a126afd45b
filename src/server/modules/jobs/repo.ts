import type { Queryable } from "../../db/client";

/**
 * Leases of background jobs (table job_leases): one instance at a time runs a job, whichever takes
 * the lease first; a lease that is not renewed runs out, so a crashed instance never blocks the job
 * for longer than the lease. One conditional upsert each, the same on PGlite and PostgreSQL.
 */

/**
 * Takes the job's lease until `until` when nobody holds it (or the holder's lease ran out) and, when
 * `dueBefore` is given, only if the job last finished at or before it. True when taken.
 */
export async function takeLease(
  db: Queryable,
  job: { name: string; holder: string; now: Date; until: Date; dueBefore: Date | null },
): Promise<boolean> {
  const { rows } = await db.query<{ holder: string }>(
    `INSERT INTO job_leases (name, holder, lease_until) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until
     WHERE (job_leases.lease_until IS NULL OR job_leases.lease_until <= $4)
       AND ($5::timestamptz IS NULL OR job_leases.last_finished_at IS NULL OR job_leases.last_finished_at <= $5)
     RETURNING holder`,
    [job.name, job.holder, job.until, job.now, job.dueBefore],
  );
  return rows[0]?.holder === job.holder;
}

/** Extends a lease the holder still has; false when it was lost (ran out and taken by another). */
export async function renewLease(db: Queryable, name: string, holder: string, until: Date): Promise<boolean> {
  const { rowCount } = await db.query("UPDATE job_leases SET lease_until = $3 WHERE name = $1 AND holder = $2", [
    name,
    holder,
    until,
  ]);
  return rowCount > 0;
}

/** Gives the lease back; `finishedAt` records a completed run (null after a failed one). */
export async function releaseLease(
  db: Queryable,
  name: string,
  holder: string,
  finishedAt: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE job_leases SET holder = NULL, lease_until = NULL, last_finished_at = coalesce($3, last_finished_at)
     WHERE name = $1 AND holder = $2`,
    [name, holder, finishedAt],
  );
}

export async function lastFinished(db: Queryable, name: string): Promise<Date | null> {
  const { rows } = await db.query<{ last_finished_at: Date | string | null }>(
    "SELECT last_finished_at FROM job_leases WHERE name = $1",
    [name],
  );
  const at = rows[0]?.last_finished_at;
  return at ? new Date(at) : null;
}
