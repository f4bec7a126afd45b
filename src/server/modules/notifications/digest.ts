import type { FastifyBaseLogger } from "fastify";
import { notificationText } from "../../../shared/contracts/notifications";
import type { AppContext } from "../../context";
import { withLease } from "../jobs/lease";
import type { ScheduledJob } from "../jobs/scheduler";
import { availabilityDigestMail } from "../mail/templates";
import type { Mailer } from "../mail/transport";
import * as repo from "./repo";

export const DIGEST_JOB = "availability-digest";
const HOUR_MS = 60 * 60_000;

/**
 * The daily digest: each person who opted in and has unread alerts not yet e-mailed gets one mail,
 * at most one per UTC day (the day's row is claimed before the mail goes; a failed mail gives the
 * claim back for the next pass). Returns how many mails went out.
 */
export async function sendDigests(
  ctx: Pick<AppContext, "db" | "clock" | "config">,
  mailer: Pick<Mailer, "send">,
  log: Pick<FastifyBaseLogger, "error">,
): Promise<number> {
  const now = ctx.clock.now();
  const day = now.toISOString().slice(0, 10);
  let sent = 0;
  for (const person of await repo.digestRecipients(ctx.db, day)) {
    const items = await ctx.db.transaction((tx) => repo.claimDigest(tx, person.user_id, day, now));
    if (!items) continue;
    const mail = availabilityDigestMail({
      fullName: person.full_name,
      lines: items.map((n) => `${notificationText(n)} (${n.year})`),
      notificationsUrl: `${ctx.config.publicUrl}/notifications`,
      settingsUrl: `${ctx.config.publicUrl}/settings`,
    });
    try {
      await mailer.send({ to: person.email, ...mail });
      sent++;
    } catch (err) {
      log.error({ err, user: person.user_id }, "availability digest failed; it will be tried again");
      await repo.unclaimDigest(
        ctx.db,
        person.user_id,
        day,
        items.map((n) => n.id),
      );
    }
  }
  return sent;
}

/**
 * The digest job, with the refresh (a key is what makes alerts): it runs as often as the refresh,
 * at least hourly, right after it in the same tick, so alerts found by a refresh are mailed at once
 * while the once-a-day claim keeps it to one mail a day.
 */
export function digestJobs(
  ctx: AppContext,
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, "info" | "error">,
): ScheduledJob[] {
  if (!ctx.config.tmdb) return [];
  const everyMs = Math.min(HOUR_MS, ctx.config.catalogueRefreshHours * HOUR_MS);
  return [
    {
      name: DIGEST_JOB,
      everyMs,
      async run() {
        const out = await withLease(ctx, DIGEST_JOB, { everyMs }, () => sendDigests(ctx, mailer, log));
        if (out.ran && out.result > 0) log.info({ mails: out.result }, "availability digests sent");
      },
    },
  ];
}
