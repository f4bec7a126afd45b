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

/** A route answered as its page or context closes has no one left to answer; any other failure stands. */
function unlessClosed(error: Error): void {
  if (!/closed|disposed/i.test(error.message)) throw error;
}

/**
 * Keeps the browser off the internet: only `serverUrl` answers. Imported titles' posters live on
 * TMDB's image host; they are answered with the poster we generate for the seed title `posterOf`.
 */
export async function offlineWithTmdbPosters(context: BrowserContext, serverUrl: string, posterOf: string) {
  // fetched once up front: a poster fetched inside the handler could still be in flight when the test
  // closes its context, and reading its body then rejects with no test left to catch it
  const poster = await (await context.request.get(`/posters/${posterOf}.svg`)).body();
  await context.route("https://image.tmdb.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/svg+xml", body: poster }).catch(unlessClosed),
  );
  await context.route(
    (url) => !url.href.startsWith(serverUrl) && !url.href.startsWith("https://image.tmdb.org/"),
    (route) => route.abort(),
  );
}
