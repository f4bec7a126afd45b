/**
 * A fake TMDB v3 API on loopback (node:http) for the importer's tests, the E2E journey and local
 * runs: discover lists, details with append_to_response, watch/providers alone, auth by api_key or
 * bearer token, one-off 429s and 500s from the fixture. Tests change a title's offers with
 * `setOffers` and the next refresh sees it. Never used by the app itself.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeKind, FakeProvider, FakeRecord, FakeRegionOffers, FakeTmdbFixture } from "./fake-tmdb-fixture";

const PAGE_SIZE = 20;
type Answer = [status: number, body: unknown, headers: Record<string, string>];
/** The parts a details request may append, per kind, and what each is called in the record. */
const APPENDABLE: Record<FakeKind, readonly string[]> = {
  movie: ["videos", "release_dates", "external_ids", "keywords", "watch/providers"],
  tv: ["videos", "content_ratings", "external_ids", "keywords", "watch/providers"],
};

export interface FakeTmdbServer {
  /** the API base to configure, "http://127.0.0.1:PORT/3" */
  apiBase: string;
  /** every request's path (without the query), in arrival order */
  requests: string[];
  /** replaces one kind of offer (flatrate, free, ads, rent, buy) of a title in a region */
  setOffers(
    kind: FakeKind,
    id: number,
    region: string,
    offerKind: "flatrate" | "free" | "ads" | "rent" | "buy",
    providers: FakeProvider[],
  ): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json;charset=utf-8", ...headers });
  res.end(text);
}

const dateOf = (r: FakeRecord) => String(r.release_date ?? r.first_air_date ?? "");

function listPage(records: Iterable<FakeRecord>, params: URLSearchParams, kind: FakeKind) {
  const since = params.get(kind === "movie" ? "primary_release_date.gte" : "first_air_date.gte");
  const all = [...records]
    .filter((r) => !since || dateOf(r) >= since)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const slice = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return {
    page,
    results: slice.map((r) => ({
      adult: false,
      id: r.id,
      popularity: r.popularity,
      ...(kind === "movie"
        ? { title: r.title, release_date: r.release_date }
        : { name: r.name, first_air_date: r.first_air_date }),
      poster_path: r.poster_path,
    })),
    total_pages: Math.ceil(all.length / PAGE_SIZE),
    total_results: all.length,
  };
}

/** The record with only the appended parts that were asked for (as TMDB does). */
function details(record: FakeRecord, kind: FakeKind, append: string | null): Record<string, unknown> {
  const asked = new Set((append ?? "").split(",").filter(Boolean));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (APPENDABLE[kind].includes(k) && !asked.has(k)) continue;
    out[k] = v;
  }
  return out;
}

export async function startFakeTmdb(
  fixture: FakeTmdbFixture,
  auth: { apiKey?: string; readToken?: string } = { apiKey: "test-key" },
): Promise<FakeTmdbServer> {
  const requests: string[] = [];
  const rateLimited = new Set(fixture.rateLimitedOnce);
  const failing = new Set(fixture.failingOnce);

  function authorised(req: IncomingMessage, params: URLSearchParams): boolean {
    if (auth.readToken && req.headers.authorization === `Bearer ${auth.readToken}`) return true;
    return Boolean(auth.apiKey) && params.get("api_key") === auth.apiKey;
  }

  /** TMDB's error body: its own status code and message. */
  const failure = (status: number, code: number, message: string, headers: Record<string, string> = {}): Answer => [
    status,
    { success: false, status_code: code, status_message: message },
    headers,
  ];

  function answer(req: IncomingMessage, url: URL, path: string): Answer {
    if (req.method !== "GET") return failure(405, 3, "Method not allowed.");
    if (!authorised(req, url.searchParams)) return failure(401, 7, "Invalid API key: You must be granted a valid key.");
    if (rateLimited.delete(path)) {
      return failure(429, 25, "Your request count is over the allowed limit.", { "retry-after": "1" });
    }
    if (failing.delete(path)) return failure(500, 11, "Internal error.");
    const list = /^\/discover\/(movie|tv)$/.exec(path);
    if (list) {
      const kind = list[1] as FakeKind;
      return [200, listPage(fixture[kind].values(), url.searchParams, kind), {}];
    }
    const item = /^\/(movie|tv)\/(\d+)(\/watch\/providers)?$/.exec(path);
    const record = item ? fixture[item[1] as FakeKind].get(Number(item[2])) : undefined;
    if (!item || !record) return failure(404, 34, "The resource you requested could not be found.");
    if (item[3]) return [200, { id: record.id, results: record["watch/providers"].results }, {}];
    return [200, details(record, item[1] as FakeKind, url.searchParams.get("append_to_response")), {}];
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? "/", "http://fake.tmdb");
    const path = url.pathname.replace(/^\/3/, "");
    requests.push(path);
    const [status, body, headers] = answer(req, url, path);
    send(res, status, body, headers);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/3`,
    requests,
    setOffers(kind, id, region, offerKind, providers) {
      const record = fixture[kind].get(id);
      if (!record) throw new Error(`no ${kind} ${id} in the fixture`);
      const results = record["watch/providers"].results;
      const current: FakeRegionOffers = results[region] ?? {
        link: `https://www.themoviedb.org/${kind}/${id}/watch?locale=${region}`,
      };
      results[region] = { ...current, [offerKind]: providers };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
