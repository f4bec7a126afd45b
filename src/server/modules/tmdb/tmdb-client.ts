import pLimit from "p-limit";

/**
 * A small client for TMDB's v3 API: one auth scheme (v4 bearer token, else the v3 key as api_key),
 * at most `requestsPerSecond` requests started per second across all callers (TMDB allows about 40),
 * a bounded number in flight, and retries: 429 waits for Retry-After (every caller waits, since the
 * limit is shared), 5xx and network failures back off exponentially.
 */

export interface TmdbClientOptions {
  apiBase: string;
  apiKey?: string;
  readToken?: string;
  /** default 38: just under TMDB's ~40 per second */
  requestsPerSecond?: number;
  /** requests in flight at once, default 8 */
  concurrency?: number;
  /** attempts after the first, default 5 */
  maxRetries?: number;
  /** first back-off in ms (doubled each attempt), default 500 */
  backoffMs?: number;
  /** per-request timeout in ms, default 15 s */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** A TMDB answer that is not a success after the retries (or a 4xx that is never retried). */
export class TmdbHttpError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`TMDB answered ${status} for ${path}`);
  }
}

export interface TmdbClient {
  /** GET path (e.g. "/movie/603") with query parameters; the parsed JSON body. */
  get(path: string, query?: Record<string, string | number | undefined>): Promise<unknown>;
  readonly stats: { requests: number; retries: number };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d{1,6}$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function createTmdbClient(options: TmdbClientOptions): TmdbClient {
  const interval = 1000 / (options.requestsPerSecond ?? 38);
  const limit = pLimit(options.concurrency ?? 8);
  const maxRetries = options.maxRetries ?? 5;
  const backoff = options.backoffMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const sleep = options.sleep ?? defaultSleep;
  const stats = { requests: 0, retries: 0 };
  /** The earliest time the next request may start (pacing, and a shared pause after a 429). */
  let nextStart = 0;

  async function waitForSlot(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextStart);
    nextStart = at + interval;
    if (at > now) await sleep(at - now);
  }

  function urlOf(path: string, query: Record<string, string | number | undefined>): URL {
    const url = new URL(`${options.apiBase}${path}`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    if (!options.readToken && options.apiKey) url.searchParams.set("api_key", options.apiKey);
    return url;
  }

  async function attempt(path: string, url: URL): Promise<{ body?: unknown; retryIn?: number; status: number }> {
    stats.requests++;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          accept: "application/json",
          ...(options.readToken ? { authorization: `Bearer ${options.readToken}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { status: 0 };
    }
    if (res.ok) {
      try {
        return { body: await res.json(), status: res.status };
      } catch {
        // a cut-off body is as good as a failed request
        return { status: 0 };
      }
    }
    await res.body?.cancel().catch(() => {});
    if (res.status === 429) return { status: 429, retryIn: retryAfterMs(res.headers.get("retry-after")) ?? undefined };
    if (res.status < 500) throw new TmdbHttpError(res.status, path);
    return { status: res.status };
  }

  return {
    stats,
    get(path, query = {}) {
      const url = urlOf(path, query);
      return limit(async () => {
        for (let n = 0; ; n++) {
          await waitForSlot();
          const r = await attempt(path, url);
          if (r.body !== undefined) return r.body;
          if (n >= maxRetries) throw new TmdbHttpError(r.status, path);
          stats.retries++;
          const wait = r.retryIn ?? backoff * 2 ** n;
          if (r.status === 429) nextStart = Math.max(nextStart, Date.now() + wait);
          await sleep(wait);
        }
      });
    },
  };
}
