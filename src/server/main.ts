import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { systemClock } from "./context";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { seedCatalogue } from "./db/seed";
import { startScheduler } from "./modules/jobs/scheduler";
import { describeMailTransport, mailerFor } from "./modules/mail/transport";
import { digestJobs } from "./modules/notifications/digest";
import { catalogueRefreshJobs } from "./modules/tmdb/schedule";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = performance.now();
  const db = await openDatabase(config);
  // The app is built before migrating (building reads nothing from the database) so that start-up
  // lines go through the same logger as requests: JSON in production.
  const app = await buildApp({ config, db });
  const applied = await migrate(db);
  const seed = await seedCatalogue(db, { dir: config.catalogueDir, log: (m) => app.log.info(m) });
  app.log.info(
    { database: db.kind, migrations: applied.length, seeded: !seed.skipped, titles: seed.titles },
    "database ready",
  );
  app.log.info(describeMailTransport(config));
  const ctx = { config, db, clock: systemClock };
  const jobMailer = mailerFor(ctx, app.log);
  const jobs = startScheduler([...catalogueRefreshJobs(ctx, app.log), ...digestJobs(ctx, jobMailer, app.log)], app.log);
  app.log.info(
    config.tmdb
      ? `catalogue: TMDB availability refresh every ${config.catalogueRefreshHours} h (${config.tmdb.region})`
      : "catalogue: the seed (no TMDB key, so no scheduled refresh)",
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await jobs.stop(); // lets a running refresh finish its title and give its lease back
      await jobMailer.close();
      await app.close(); // stops accepting, waits for in-flight requests
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const ms = Math.round(performance.now() - started);
  app.log.info(`Moodreel is running at ${config.publicUrl} (${db.kind}, ready in ${ms} ms)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
