import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Clock } from "../../context";
import type { Queryable } from "../../db/client";
import { releaseLease, renewLease, takeLease } from "./repo";

/** How long a lease lasts without renewal; a running job renews it well before. */
export const LEASE_MS = 10 * 60_000;
const RENEW_EVERY_MS = 60_000;

/** This process's name in job_leases.holder: host, pid and a random part. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** What a job gets while it holds the lease: call `keepAlive` often; it throws once the lease is lost. */
export interface LeaseHandle {
  keepAlive(): Promise<void>;
}

export class LeaseLost extends Error {}

/**
 * Runs `job` under the named lease, or returns { ran: false } when another instance holds it (or,
 * with `everyMs`, when the job finished less than that long ago). A job that throws is not recorded
 * as finished, so the next pass tries again.
 */
export async function withLease<T>(
  deps: { db: Queryable; clock: Clock; holder?: string },
  name: string,
  options: { everyMs?: number },
  job: (lease: LeaseHandle) => Promise<T>,
): Promise<{ ran: false } | { ran: true; result: T }> {
  const holder = deps.holder ?? INSTANCE_ID;
  const now = deps.clock.now();
  const taken = await takeLease(deps.db, {
    name,
    holder,
    now,
    until: new Date(now.getTime() + LEASE_MS),
    dueBefore: options.everyMs === undefined ? null : new Date(now.getTime() - options.everyMs),
  });
  if (!taken) return { ran: false };
  let renewedAt = now.getTime();
  const lease: LeaseHandle = {
    async keepAlive() {
      const at = deps.clock.now().getTime();
      if (at - renewedAt < RENEW_EVERY_MS) return;
      if (!(await renewLease(deps.db, name, holder, new Date(at + LEASE_MS)))) {
        throw new LeaseLost(`the ${name} lease was lost`);
      }
      renewedAt = at;
    },
  };
  let finished = false;
  try {
    const result = await job(lease);
    finished = true;
    return { ran: true, result };
  } finally {
    await releaseLease(deps.db, name, holder, finished ? deps.clock.now() : null);
  }
}
