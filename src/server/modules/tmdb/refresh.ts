import type { Clock } from "../../context";
import type { Db } from "../../db/client";
import { type LeaseHandle, withLease } from "../jobs/lease";
import { alertsForEvents, announceAlerts } from "../notifications/alerts";
import { type ImportProgress, type ImportSummary, reasonOf, refOf } from "./importer";
import { providerOffers } from "./mapping";
import { ProviderMatcher } from "./providers";
import * as repo from "./repo";
import { desiredOffers, type SyncContext, syncOffers } from "./sync";
import type { TmdbClient } from "./tmdb-client";
import { issueLine, ZTmdbWatchProviders } from "./tmdb-schemas";

/**
 * The availability refresh: for every title TMDB knows, its offers in the region (one
 * watch/providers request each), compared with ours; each offer that appeared or left is written
 * and recorded as an availability event. One instance at a time (the "catalogue-refresh" lease).
 */

export const REFRESH_JOB = "catalogue-refresh";

export interface RefreshDeps {
  db: Db;
  client: TmdbClient;
  clock: Clock;
  /** this instance's lease holder name (tests pose as several instances) */
  holder?: string;
}

export interface RefreshOptions {
  /** upper case, "US" */
  region: string;
  progress?: ImportProgress;
  /** only when the last refresh finished at least this long ago (the schedule); a manual pass omits it */
  everyMs?: number;
}

async function refreshPass(deps: RefreshDeps, options: RefreshOptions, lease: LeaseHandle): Promise<ImportSummary> {
  const started = performance.now();
  const region = options.region.toLowerCase();
  const titles = await repo.linkedTitles(deps.db);
  options.progress?.start?.(titles.length);
  const matcher = new ProviderMatcher(await repo.listServices(deps.db), options.region);
  const savedServices = new Set<string>();
  const summary: ImportSummary = {
    added: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    failures: [],
    events: 0,
    requests: 0,
    retries: 0,
    ms: 0,
  };
  const requestsBefore = { ...deps.client.stats };
  const fetches = titles.map((t) => {
    const p = deps.client.get(`/${t.type}/${t.tmdb_id}/watch/providers`);
    p.catch(() => {});
    return p;
  });
  for (const [i, t] of titles.entries()) {
    await lease.keepAlive();
    const ref = refOf(t.type, t.tmdb_id);
    try {
      const parsed = ZTmdbWatchProviders.safeParse(await fetches[i]);
      if (!parsed.success) throw new Error(`malformed record: ${issueLine(parsed.error)}`);
      const providers = parsed.data.results[options.region];
      const now = deps.clock.now();
      const result = await deps.db.transaction(async (tx) => {
        const ctx: SyncContext = { db: tx, matcher, region, now, savedServices };
        const desired = desiredOffers(ctx, {
          title: t.title,
          year: t.year,
          watchLink: providers?.link ?? null,
          offers: providerOffers(providers),
        });
        const r = await syncOffers(ctx, { id: t.id, imdbId: t.imdb_id, isNew: false }, desired);
        const alerted = await alertsForEvents(tx, await repo.insertEvents(tx, r.events, now), now);
        return { ...r, alerted };
      });
      await announceAlerts(deps.db, result.alerted);
      const outcome = result.changed ? "updated" : "unchanged";
      summary[outcome]++;
      summary.events += result.events.length;
      options.progress?.tick?.({ ref, outcome });
    } catch (err) {
      for (const name of [...savedServices]) if (matcher.added.has(name)) savedServices.delete(name);
      summary.failed++;
      summary.failures.push({ ref, reason: reasonOf(err) });
      options.progress?.tick?.({ ref, outcome: "failed" });
    }
  }
  if (summary.updated + summary.unchanged > 0) {
    await repo.markChecked(deps.db, region, deps.clock.now().toISOString().slice(0, 10));
  }
  summary.requests = deps.client.stats.requests - requestsBefore.requests;
  summary.retries = deps.client.stats.retries - requestsBefore.retries;
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

/**
 * One refresh pass under the lease: { ran: false } when another instance is refreshing (or, with
 * `everyMs`, when the last refresh is recent enough).
 */
export async function refreshOnce(
  deps: RefreshDeps,
  options: RefreshOptions,
): Promise<{ ran: false } | { ran: true; summary: ImportSummary }> {
  const out = await withLease(deps, REFRESH_JOB, { everyMs: options.everyMs }, (lease) =>
    refreshPass(deps, options, lease),
  );
  return out.ran ? { ran: true, summary: out.result } : { ran: false };
}
