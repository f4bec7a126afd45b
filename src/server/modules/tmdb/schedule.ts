import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context";
import type { ScheduledJob } from "../jobs/scheduler";
import { REFRESH_JOB, refreshOnce } from "./refresh";
import { createTmdbClient } from "./tmdb-client";

const HOUR_MS = 60 * 60_000;

/**
 * The scheduled availability refresh: with a TMDB key, every CATALOGUE_REFRESH_HOURS (the lease in
 * the database keeps it to one instance and spaces the runs across instances); without a key, none.
 */
export function catalogueRefreshJobs(ctx: AppContext, log: Pick<FastifyBaseLogger, "info" | "warn">): ScheduledJob[] {
  const tmdb = ctx.config.tmdb;
  if (!tmdb) return [];
  const everyMs = ctx.config.catalogueRefreshHours * HOUR_MS;
  const client = createTmdbClient(tmdb);
  return [
    {
      name: REFRESH_JOB,
      everyMs,
      async run() {
        const out = await refreshOnce({ db: ctx.db, client, clock: ctx.clock }, { region: tmdb.region, everyMs });
        if (!out.ran) return;
        const s = out.summary;
        log.info(
          { updated: s.updated, unchanged: s.unchanged, failed: s.failed, events: s.events, ms: s.ms },
          "catalogue refresh done",
        );
        for (const f of s.failures.slice(0, 10))
          log.warn({ title: f.ref, reason: f.reason }, "catalogue refresh skipped a title");
      },
    },
  ];
}
