import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCli } from "../../../../scripts/import-tmdb";
import { buildFakeTmdbFixture } from "./fake-tmdb-fixture";
import { type FakeTmdbServer, startFakeTmdb } from "./fake-tmdb-server";
import { createTmdbClient, retryAfterMs, TmdbHttpError } from "./tmdb-client";

describe("TMDB client", () => {
  let tmdb: FakeTmdbServer;
  beforeAll(async () => {
    tmdb = await startFakeTmdb(buildFakeTmdbFixture({ films: 60, series: 5 }), { readToken: "v4-token" });
  });
  afterAll(() => tmdb.close());

  it("sends the v4 token as a bearer token and never puts it in the URL", async () => {
    const client = createTmdbClient({ apiBase: tmdb.apiBase, readToken: "v4-token" });
    const page = (await client.get("/discover/tv", { page: 1 })) as { total_results: number };
    expect(page.total_results).toBe(5);
  });

  it("does not retry a 401 or a 404, and says which path failed without the key", async () => {
    const client = createTmdbClient({ apiBase: tmdb.apiBase, apiKey: "wrong-key", backoffMs: 1 });
    const err = await client.get("/movie/10001").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TmdbHttpError);
    expect((err as TmdbHttpError).status).toBe(401);
    expect((err as Error).message).toBe("TMDB answered 401 for /movie/10001");
    expect(client.stats).toEqual({ requests: 1, retries: 0 });
  });

  it("gives up on a server that stays down after the retries", async () => {
    const client = createTmdbClient({ apiBase: "http://127.0.0.1:9/3", apiKey: "k", backoffMs: 1, maxRetries: 2 });
    await expect(client.get("/movie/1")).rejects.toThrow("TMDB answered 0 for /movie/1");
    expect(client.stats).toEqual({ requests: 3, retries: 2 });
  });

  it("paces requests under the rate it is given", async () => {
    const client = createTmdbClient({ apiBase: tmdb.apiBase, readToken: "v4-token", requestsPerSecond: 20 });
    const started = Date.now();
    await Promise.all(Array.from({ length: 11 }, () => client.get("/discover/movie", { page: 1 })));
    // 11 requests at 20 per second: the last starts 500 ms after the first
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(new Date(Date.now() + 2000).toUTCString())).toBeGreaterThan(500);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});

describe("import:tmdb command line", () => {
  it("has defaults and checks its options", () => {
    expect(parseCli([], "US")).toEqual({ region: "US", limit: 500, since: undefined, refresh: false });
    expect(parseCli(["--refresh"], "US").refresh).toBe(true);
    expect(parseCli(["--region", "gb", "--limit", "20", "--since", "2024-01-31"], "US")).toEqual({
      region: "GB",
      limit: 20,
      since: "2024-01-31",
      refresh: false,
    });
    expect(() => parseCli(["--limit", "0"], "US")).toThrow(/--limit/);
    expect(() => parseCli(["--region", "USA"], "US")).toThrow(/--region/);
    expect(() => parseCli(["--since", "last week"], "US")).toThrow(/--since/);
    expect(() => parseCli(["--bogus"], "US")).toThrow();
  });
});
