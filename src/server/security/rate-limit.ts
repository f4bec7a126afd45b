import { createHash, randomInt } from "node:crypto";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { deleteCounter, hitCounter, pruneCounters, readCounter } from "./rate-limit-repo";

/** A fixed-window limit: at most `max` events per `windowMs` per subject. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the app. Counters live in the rate_limits table so instances share them. The
 * numbers leave room for a real person (rating 60 titles in a minute passes) and stop scripts.
 */
export const LIMITS = {
  /** Sign-in and sign-up together, per client IP. */
  authPerIp: { name: "auth-ip", max: 30, windowMs: 5 * MINUTE },
  /** Verification attempts (code or link), per client IP. */
  verifyPerIp: { name: "verify-ip", max: 30, windowMs: 5 * MINUTE },
  /** Resend requests, per client IP (on top of the per-address limits). */
  resendPerIp: { name: "resend-ip", max: 30, windowMs: 5 * MINUTE },
  /** Any account mail to one address (sign-up, resend, notice) starts a one-minute cooldown. */
  mailCooldown: { name: "mail-cooldown", max: 1, windowMs: MINUTE },
  /** At most five account mails per address per hour, whatever asked for them. */
  mailPerHour: { name: "mail-hour", max: 5, windowMs: HOUR },
  /** The "you already have an account" notice, at most once an hour per address. */
  existsNotice: { name: "exists-notice", max: 1, windowMs: HOUR },
  /**
   * Failed sign-ins per account and client IP: after 10 in 15 minutes that pair waits for the window
   * to end. Keyed by the pair so a stranger cannot lock the owner out from elsewhere.
   */
  failedSignIns: { name: "signin-fail", max: 10, windowMs: 15 * MINUTE },
  /** Mood requests run the engine: per user and per IP. */
  recommendationsPerUser: { name: "recs-user", max: 30, windowMs: MINUTE },
  recommendationsPerIp: { name: "recs-ip", max: 30, windowMs: MINUTE },
  /** Starting watch-together sessions, per user: each holds a code for a day. */
  togetherStartsPerUser: { name: "together-start-user", max: 20, windowMs: HOUR },
  /** Joining by code, per user and per IP: room for typos, none for trying codes until one fits. */
  togetherJoinsPerUser: { name: "together-join-user", max: 10, windowMs: 10 * MINUTE },
  togetherJoinsPerIp: { name: "together-join-ip", max: 30, windowMs: 10 * MINUTE },
  /** Every other state-changing request (lists, ratings, feedback, profile): per user and per IP. */
  writesPerUser: { name: "writes-user", max: 120, windowMs: MINUTE },
  writesPerIp: { name: "writes-ip", max: 300, windowMs: MINUTE },
} as const satisfies Record<string, Limit>;

/** Counter keys carry a hash of the subject (an IP, an e-mail, a user id), never the subject itself. */
const counterKey = (limit: Limit, subject: string) =>
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

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Observers of refusals (the metrics module counts them); kept here so limits do not import metrics. */
const refusalListeners = new Set<(limit: Limit) => void>();
export function onRateLimitRefusal(listener: (limit: Limit) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/**
 * The limits of one app, with RATE_LIMIT_FACTOR applied to every maximum (a load test raises it;
 * the windows stay the same).
 */
function createRateLimiter(ctx: AppContext) {
  const { db, clock } = ctx;
  const maxOf = (limit: Limit) => limit.max * ctx.config.rateLimitFactor;

  /**
   * Counts one event; when it is over the limit, answers with the seconds until the window ends.
   * Now and then (1 call in 200) it also drops counters that ended a day ago.
   */
  async function consume(limit: Limit, subject: string): Promise<Verdict> {
    const now = clock.now();
    const row = await hitCounter(db, counterKey(limit, subject), limit.windowMs, now);
    if (randomInt(200) === 0) await pruneCounters(db, new Date(now.getTime() - 24 * HOUR));
    if (row.count <= maxOf(limit)) return { allowed: true };
    for (const listener of refusalListeners) listener(limit);
    return { allowed: false, retryAfterSeconds: secondsUntil(row.reset_at, now) };
  }

  return {
    consume,

    /** Whether the subject has used up the limit in the running window (does not count). */
    async blockedFor(limit: Limit, subject: string): Promise<number | null> {
      const now = clock.now();
      const row = await readCounter(db, counterKey(limit, subject), now);
      return row && row.count >= maxOf(limit) ? secondsUntil(row.reset_at, now) : null;
    },

    async reset(limit: Limit, subject: string): Promise<void> {
      await deleteCounter(db, counterKey(limit, subject));
    },

    /** Counts one request, or throws the 429 with the seconds left. */
    async enforce(limit: Limit, subject: string): Promise<void> {
      const r = await consume(limit, subject);
      if (!r.allowed) {
        throw rateLimited(
          r.retryAfterSeconds,
          `Too many requests. Please try again in ${formatWait(r.retryAfterSeconds)}.`,
        );
      }
    },
  };
}

type RateLimiter = ReturnType<typeof createRateLimiter>;

const LIMITERS = new WeakMap<AppContext, RateLimiter>();

/** The one limiter of an app (made on first use), shared by the request hook and the services. */
export function rateLimiterFor(ctx: AppContext): RateLimiter {
  let limiter = LIMITERS.get(ctx);
  if (!limiter) {
    limiter = createRateLimiter(ctx);
    LIMITERS.set(ctx, limiter);
  }
  return limiter;
}
