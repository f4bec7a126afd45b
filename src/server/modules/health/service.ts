import type { Queryable } from "../../db/client";
import { listMigrations } from "../../db/migrate";
import { appliedMigrationNames } from "./repo";

export type Readiness = { ready: true } | { ready: false; reason: string; cause?: unknown };

/** A database that does not answer within this long counts as unreachable (a load balancer is waiting). */
const DATABASE_TIMEOUT_MS = 3000;

let expectedNames: string[] | null = null;
/** The migrations this build ships; read from disk once, they cannot change while it runs. */
function shippedMigrations(): string[] {
  expectedNames ??= listMigrations().map((m) => m.name);
  return expectedNames;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready means this instance can serve traffic: the database answers and every migration of this
 * build is applied (an instance started against an older schema must not take requests).
 */
export async function readiness(db: Queryable, timeoutMs = DATABASE_TIMEOUT_MS): Promise<Readiness> {
  let applied: Set<string>;
  try {
    applied = new Set(await withTimeout(appliedMigrationNames(db), timeoutMs));
  } catch (cause) {
    return { ready: false, reason: "The database is unreachable.", cause };
  }
  const pending = shippedMigrations().filter((name) => !applied.has(name));
  if (pending.length > 0) {
    const count = `${pending.length} migration${pending.length === 1 ? " is" : "s are"}`;
    return { ready: false, reason: `The database schema is behind: ${count} not applied.` };
  }
  return { ready: true };
}
