import type { Clock } from "../../context";
import type { Db } from "../../db/client";
import { alertsForEvents, announceAlerts } from "../notifications/alerts";
import { type MappedTitle, mapMovie, mapSeries } from "./mapping";
import { ProviderMatcher } from "./providers";
import * as repo from "./repo";
import { type SyncContext, SyncRefused, type SyncResult, syncTitle } from "./sync";
import { type TmdbClient, TmdbHttpError } from "./tmdb-client";
import { issueLine, ZTmdbListPage, ZTmdbMovie, ZTmdbSeries } from "./tmdb-schemas";

/**
 * The TMDB import: the popular films and series of a region (discover lists), each title's details
 * in one request with everything appended, checked, mapped and written title by title. A record
 * that fails (HTTP, shape, a clash in the catalogue) is reported and skipped; the rest go in.
 */

export type MediaKind = "movie" | "tv";

export interface ImportOptions {
  /** ISO 3166-1 alpha-2, upper case: "US" */
  region: string;
  /** at most this many films and this many series */
  limit: number;
  /** only titles released (films) or first aired (series) on or after this ISO date */
  since?: string;
}

export interface ImportFailure {
  ref: string;
  reason: string;
}

export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
  failures: ImportFailure[];
  /** availability changes recorded (offers of existing titles that appeared or left) */
  events: number;
  requests: number;
  retries: number;
  ms: number;
}

export interface ImportProgress {
  /** how many titles will be read (known after the lists) */
  start?(total: number): void;
  /** one title done */
  tick?(result: { ref: string; outcome: SyncResult["outcome"] | "failed" }): void;
}

export interface ImportDeps {
  db: Db;
  client: TmdbClient;
  clock: Clock;
}

const DETAIL_APPENDS: Record<MediaKind, string> = {
  movie: "videos,release_dates,external_ids,keywords,watch/providers",
  tv: "videos,content_ratings,external_ids,keywords,watch/providers",
};

/** TMDB serves at most 500 pages of a list. */
const MAX_LIST_PAGES = 500;

export const refOf = (kind: MediaKind, id: number) => `${kind === "movie" ? "film" : "series"} ${id}`;

/** Ids of the region's most popular titles of a kind, newest-first filter applied, up to the limit. */
async function listIds(
  client: TmdbClient,
  kind: MediaKind,
  options: ImportOptions,
  failures: ImportFailure[],
): Promise<number[]> {
  const ids: number[] = [];
  const dateFilter = kind === "movie" ? "primary_release_date.gte" : "first_air_date.gte";
  for (let page = 1; page <= MAX_LIST_PAGES && ids.length < options.limit; page++) {
    let body: unknown;
    try {
      body = await client.get(`/discover/${kind}`, {
        sort_by: "popularity.desc",
        include_adult: "false",
        watch_region: options.region,
        [dateFilter]: options.since,
        page,
      });
    } catch (err) {
      failures.push({ ref: `${kind} list page ${page}`, reason: (err as Error).message });
      break;
    }
    const parsed = ZTmdbListPage.safeParse(body);
    if (!parsed.success) {
      failures.push({ ref: `${kind} list page ${page}`, reason: issueLine(parsed.error) });
      break;
    }
    for (const r of parsed.data.results) if (!ids.includes(r.id) && ids.length < options.limit) ids.push(r.id);
    if (page >= parsed.data.total_pages) break;
  }
  return ids;
}

/** A title's details, checked and mapped; a thrown Error's message says what was wrong. */
export async function fetchTitle(
  client: TmdbClient,
  kind: MediaKind,
  id: number,
  region: string,
): Promise<MappedTitle> {
  const body = await client.get(`/${kind}/${id}`, { append_to_response: DETAIL_APPENDS[kind] });
  if (kind === "movie") {
    const parsed = ZTmdbMovie.safeParse(body);
    if (!parsed.success) throw new SyncRefused(`malformed record: ${issueLine(parsed.error)}`);
    return mapMovie(parsed.data, region);
  }
  const parsed = ZTmdbSeries.safeParse(body);
  if (!parsed.success) throw new SyncRefused(`malformed record: ${issueLine(parsed.error)}`);
  return mapSeries(parsed.data, region);
}

/** A failure's reason without internals: our own refusals and HTTP statuses, else the error's first line. */
export function reasonOf(err: unknown): string {
  if (err instanceof SyncRefused || err instanceof TmdbHttpError) return err.message;
  return (err instanceof Error ? err.message : String(err)).split("\n")[0] ?? "failed";
}

export async function runImport(deps: ImportDeps, options: ImportOptions, progress: ImportProgress = {}) {
  const started = performance.now();
  const failures: ImportFailure[] = [];
  const region = options.region.toLowerCase();
  const movieIds = await listIds(deps.client, "movie", options, failures);
  const tvIds = await listIds(deps.client, "tv", options, failures);
  const work = [
    ...movieIds.map((id) => ({ kind: "movie" as const, id })),
    ...tvIds.map((id) => ({ kind: "tv" as const, id })),
  ];
  progress.start?.(work.length);

  const matcher = new ProviderMatcher(await repo.listServices(deps.db), options.region);
  const savedServices = new Set<string>();
  const summary: ImportSummary = {
    added: 0,
    updated: 0,
    unchanged: 0,
    failed: failures.length,
    failures,
    events: 0,
    requests: 0,
    retries: 0,
    ms: 0,
  };
  // Details are fetched ahead in parallel (the client paces them); writes go one title at a time,
  // in list order, so the outcome does not depend on which answer arrives first.
  const fetches = work.map((w) => {
    const p = fetchTitle(deps.client, w.kind, w.id, options.region);
    p.catch(() => {});
    return p;
  });
  for (const [i, w] of work.entries()) {
    const ref = refOf(w.kind, w.id);
    try {
      const mapped = await fetches[i]!;
      const now = deps.clock.now();
      const result = await deps.db.transaction(async (tx) => {
        const ctx: SyncContext = { db: tx, matcher, region, now, savedServices };
        const r = await syncTitle(ctx, mapped);
        // availability changes and the alerts they make are written with the title, or not at all
        const alerted = await alertsForEvents(tx, await repo.insertEvents(tx, r.events, now), now);
        return { ...r, alerted };
      });
      await announceAlerts(deps.db, result.alerted);
      summary[result.outcome]++;
      summary.events += result.events.length;
      progress.tick?.({ ref, outcome: result.outcome });
    } catch (err) {
      // a failed transaction may have saved none of the services it added
      for (const name of [...savedServices]) if (matcher.added.has(name)) savedServices.delete(name);
      summary.failed++;
      failures.push({ ref, reason: reasonOf(err) });
      progress.tick?.({ ref, outcome: "failed" });
    }
  }
  if (summary.added + summary.updated + summary.unchanged > 0) {
    await repo.markChecked(deps.db, region, deps.clock.now().toISOString().slice(0, 10));
  }
  summary.requests = deps.client.stats.requests;
  summary.retries = deps.client.stats.retries;
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
