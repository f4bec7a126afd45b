/**
 * Runs the fake TMDB API (the tests' fixture: 200 films, 100 series) on loopback, to try the
 * importer without a key: `npx tsx scripts/fake-tmdb.ts`, then in another shell
 * `TMDB_API_KEY=test-key TMDB_API_BASE=<printed base> npm run import:tmdb`.
 */
import { buildFakeTmdbFixture } from "../src/server/modules/tmdb/fake-tmdb-fixture";
import { startFakeTmdb } from "../src/server/modules/tmdb/fake-tmdb-server";

const server = await startFakeTmdb(buildFakeTmdbFixture(), { apiKey: "test-key", readToken: "test-token" });
console.log(`Fake TMDB at ${server.apiBase} (api key "test-key", read token "test-token"); Ctrl-C stops it.`);
process.on("SIGINT", () => void server.close().then(() => process.exit(0)));
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
