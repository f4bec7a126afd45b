/**
 * npm run import:tmdb -- [--region US] [--limit N] [--since YYYY-MM-DD] [--refresh]
 *
 * Imports the region's popular films and series from TMDB into the catalogue (opt-in: needs
 * TMDB_API_KEY or TMDB_READ_TOKEN; TMDB_API_BASE points it elsewhere, e.g. a test server). Safe to
 * re-run: titles that did not change are not written. `--refresh` instead does one availability
 * refresh pass of the titles TMDB knows, as the server does on its schedule.
 *
 * Uses the server's database: DATABASE_URL, else the embedded one under DATA_DIR (stop the server
 * first then: the embedded database has one process at a time).
 */
import { parseArgs } from "node:util";
import { Presets, SingleBar } from "cli-progress";
import { ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed";
import { type ImportSummary, runImport } from "../src/server/modules/tmdb/importer";
import { refreshOnce } from "../src/server/modules/tmdb/refresh";
import { createTmdbClient } from "../src/server/modules/tmdb/tmdb-client";

const USAGE = "usage: npm run import:tmdb -- [--region US] [--limit N] [--since YYYY-MM-DD] [--refresh]";

export interface CliOptions {
  region: string;
  limit: number;
  since?: string;
  /** one availability refresh pass instead of an import */
  refresh: boolean;
}

/** The command line, checked; throws an Error with the usage line when something is off. */
export function parseCli(argv: string[], defaultRegion: string): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      region: { type: "string" },
      limit: { type: "string" },
      since: { type: "string" },
      refresh: { type: "boolean", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const region = (values.region ?? defaultRegion).toUpperCase();
  if (!/^[A-Z]{2}$/.test(region)) throw new Error(`--region must be a two-letter country code\n${USAGE}`);
  const limit = values.limit === undefined ? 500 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    throw new Error(`--limit must be a whole number from 1 to 10000\n${USAGE}`);
  }
  const since = values.since;
  if (since !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(since) && !Number.isNaN(Date.parse(since)))) {
    throw new Error(`--since must be a date, YYYY-MM-DD\n${USAGE}`);
  }
  return { region, limit, since, refresh: values.refresh ?? false };
}

export function summaryLine(s: Pick<ImportSummary, "added" | "updated" | "unchanged" | "failed">): string {
  return `${s.added} added, ${s.updated} updated, ${s.unchanged} unchanged, ${s.failed} failed`;
}

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  let options: CliOptions;
  try {
    config = loadConfig();
    options = parseCli(process.argv.slice(2), config.tmdb?.region ?? "US");
  } catch (err) {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    return 2;
  }
  if (!config.tmdb) {
    console.error("TMDB is not configured: set TMDB_API_KEY (v3 key) or TMDB_READ_TOKEN (v4 token).");
    return 2;
  }
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await seedCatalogue(db, { dir: config.catalogueDir });
    const client = createTmdbClient(config.tmdb);
    const clock = { now: () => new Date() };
    const bar = new SingleBar(
      {
        format: "{bar} {percentage}% | {value}/{total} titles | ETA {eta_formatted} | {counts}",
        hideCursor: true,
        etaBuffer: 50,
      },
      Presets.shades_classic,
    );
    const counts = { added: 0, updated: 0, unchanged: 0, failed: 0 };
    const progress = {
      start: (total: number) => bar.start(total, 0, { counts: summaryLine(counts) }),
      tick: (r: { outcome: keyof typeof counts }) => {
        counts[r.outcome]++;
        bar.increment(1, { counts: summaryLine(counts) });
      },
    };
    if (options.refresh) {
      const out = await refreshOnce({ db, client, clock }, { region: options.region, progress });
      bar.stop();
      if (!out.ran) {
        console.log("Another instance is refreshing the catalogue right now; nothing done.");
        return 0;
      }
      const s = out.summary;
      console.log(
        `Refresh (${options.region}): ${s.updated} updated, ${s.unchanged} unchanged, ${s.failed} failed in ` +
          `${(s.ms / 1000).toFixed(1)} s; ${s.events} availability changes recorded.`,
      );
      for (const f of s.failures) console.log(`  failed: ${f.ref}: ${f.reason}`);
      return 0;
    }
    const summary = await runImport({ db, client, clock }, options, progress);
    bar.stop();
    console.log(
      `Import from TMDB (${options.region}): ${summaryLine(summary)} in ${(summary.ms / 1000).toFixed(1)} s ` +
        `(${summary.requests} requests, ${summary.retries} retries; ${summary.events} availability changes).`,
    );
    for (const f of summary.failures) console.log(`  failed: ${f.ref}: ${f.reason}`);
    return summary.failed > 0 && summary.added + summary.updated + summary.unchanged === 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
