import { spawn } from "node:child_process";
import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import type { FakeTmdbServer } from "@/server/modules/tmdb/fake-tmdb-server";

/** Helpers for specs whose server imports its catalogue from the fake TMDB on loopback. */

/** The settings the importer and the server need to reach the fake TMDB. */
export const tmdbEnv = (tmdb: FakeTmdbServer) => ({ TMDB_API_KEY: "test-key", TMDB_API_BASE: tmdb.apiBase });

/**
 * Runs the importer's command line (what `npm run import:tmdb` runs) on a server's data folder,
 * before that server starts: the embedded database takes one process at a time. Returns its output.
 */
export async function importFromTmdb(tmdb: FakeTmdbServer, dataDir: string, limit = 100): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/import-tmdb.ts", "--limit", String(limit)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test", ...tmdbEnv(tmdb) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code, output).toBe(0);
  return output;
}

/**
 * Keeps the browser off the internet: only `serverUrl` answers. Imported titles' posters live on
 * TMDB's image host; they are answered with the poster we generate for the seed title `posterOf`.
 */
export async function offlineWithTmdbPosters(context: BrowserContext, serverUrl: string, posterOf: string) {
  await context.route("https://image.tmdb.org/**", async (route) => {
    const poster = await context.request.get(`/posters/${posterOf}.svg`);
    await route.fulfill({ status: 200, contentType: "image/svg+xml", body: await poster.body() });
  });
  await context.route(
    (url) => !url.href.startsWith(serverUrl) && !url.href.startsWith("https://image.tmdb.org/"),
    (route) => route.abort(),
  );
}
