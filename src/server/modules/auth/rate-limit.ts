import { createHash, randomInt } from "node:crypto";
import type { Queryable } from "../../db/client";
import { AppError } from "../../errors";
import { deleteCounter, hitCounter, pruneCounters, readCounter } from "./repo";

/** A fixed-window limit: at most `max` events per `windowMs` per subject. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits of the account endpoints; the counters live in the rate_limits table so instances share them. */
export const LIMITS = {
  /** Sign-in and sign-up together, per client IP. */
  authPerIp: { name: "auth-ip", max: 30, windowMs: 5 * MINUTE },
  /** Verification attempts (code or link), per client IP. */
  verifyPerIp: { name: "verify-ip", max: 30, windowMs: 5 * MINUTE },
  /** Resend requests, per client IP (on top of the per-address cooldown). */
  resendPerIp: { name: "resend-ip", max: 30, windowMs: 5 * MINUTE },
  /** One new code per address per minute. */
  resendPerAddress: { name: "resend", max: 1, windowMs: MINUTE },
  /** Failed sign-ins per account: after 10 in 15 minutes, wait for the window to end. */
  failedSignIns: { name: "signin-fail", max: 10, windowMs: 15 * MINUTE },
  /** The "you already have an account" notice, at most once an hour per address. */
  existsNotice: { name: "exists-notice", max: 1, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/** Counter keys carry a hash of the subject (an IP or an e-mail), never the subject itself. */
export const counterKey = (limit: Limit, subject: string) =>
  `${limit.name}:${createHash("sha256").update(subject.toLowerCase()).digest("base64url").slice(0, 32)}`;

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

export function formatWait(seconds: number): string {
  if (seconds <= 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function rateLimited(retryAfterSeconds: number, message: string): AppError {
  return new AppError("rate_limited", message, { retry_after_seconds: retryAfterSeconds });
}

/**
 * Counts one event; when it is over the limit, answers with the seconds until the window ends.
 * Now and then (1 call in 200) it also drops counters that ended a day ago.
 */
export async function consume(
  db: Queryable,
  limit: Limit,
  subject: string,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const row = await hitCounter(db, counterKey(limit, subject), limit.windowMs, now);
  if (randomInt(200) === 0) await pruneCounters(db, new Date(now.getTime() - 24 * 60 * MINUTE));
  if (row.count <= limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: secondsUntil(row.reset_at, now) };
}

/** Whether the subject has already used up the limit in the running window (does not count). */
export async function blockedFor(db: Queryable, limit: Limit, subject: string, now: Date): Promise<number | null> {
  const row = await readCounter(db, counterKey(limit, subject), now);
  return row && row.count >= limit.max ? secondsUntil(row.reset_at, now) : null;
}

export async function reset(db: Queryable, limit: Limit, subject: string): Promise<void> {
  await deleteCounter(db, counterKey(limit, subject));
}

/** Counts one request against a per-IP limit, or throws the 429. */
export async function enforce(db: Queryable, limit: Limit, subject: string, now: Date): Promise<void> {
  const r = await consume(db, limit, subject, now);
  if (!r.allowed) {
    throw rateLimited(
      r.retryAfterSeconds,
      `Too many requests. Please try again in ${formatWait(r.retryAfterSeconds)}.`,
    );
  }
}
