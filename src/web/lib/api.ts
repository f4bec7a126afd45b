import type { TApiError } from "@/shared/contracts/common";
import { xhrFetch } from "./xhr-fetch";

/** An error answered by the API ({error:{code,message}}) or a network failure (code "network"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const RETRY_WAITS_MS = [1000, 2000, 4000];
const RETRYABLE_STATUS = new Set([502, 503, 504]);
/** Methods whose repeat does no harm; the others are retried only with an Idempotency-Key. */
const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);
/** The server's answer to a key whose first request still runs: the one 4xx worth waiting out. */
const IN_PROGRESS = "idempotency_in_progress";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** set false to never retry (a POST or PATCH then goes without an Idempotency-Key) */
  retry?: boolean;
  /** called as the request body goes out, with the share sent (0 to 1); the request then goes by clientDeps.upload */
  onUploadProgress?: (fraction: number) => void;
}

export const clientDeps = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
  /** A request whose upload can be watched (fetch reports no upload progress). */
  upload: (path: string, init: RequestInit, onProgress: (fraction: number) => void) => xhrFetch(path, init, onProgress),
  sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
};

/**
 * A fresh Idempotency-Key: 128 random bits. getRandomValues rather than randomUUID, which browsers
 * only offer on HTTPS and localhost, and the app may be served over plain HTTP on a LAN.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether a failed answer is worth another try: a gateway or overload error, or the key still busy. */
const retryable = (status: number, code: string | undefined) =>
  RETRYABLE_STATUS.has(status) || (status === 409 && code === IN_PROGRESS);

const optional = (value: unknown, type: "string" | "number") => value === undefined || typeof value === type;

/**
 * The error envelope ({error:{code,message}}) when the body is one. Checked by hand: an error may
 * come from a proxy in front of the server (an HTML 502 page, say), not only from our own handler.
 */
export function errorEnvelope(body: unknown): TApiError["error"] | null {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error !== "object" || error === null) return null;
  const e = error as Record<string, unknown>;
  const ok =
    typeof e.code === "string" &&
    typeof e.message === "string" &&
    optional(e.field, "string") &&
    optional(e.retry_after_seconds, "number");
  return ok ? (e as TApiError["error"]) : null;
}

async function toApiError(res: Response): Promise<ApiError> {
  const e = errorEnvelope(await res.json().catch(() => null));
  if (e) return new ApiError(res.status, e.code, e.message, e.field, e.retry_after_seconds);
  return new ApiError(res.status, "http_error", `HTTP error! status: ${res.status}`);
}

/**
 * JSON body, the CSRF header on every write, the session cookie, and the Idempotency-Key when there
 * is one: how every /api call is sent.
 */
function requestInit(
  method: NonNullable<RequestOptions["method"]>,
  accept: string,
  options: Pick<RequestOptions, "body" | "signal">,
  idempotencyKey?: string,
): RequestInit {
  const headers: Record<string, string> = { accept };
  if (method !== "GET") headers["x-requested-with"] = "moodreel";
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  return {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "same-origin",
    signal: options.signal,
  };
}

/**
 * Sends one /api call and returns the successful response. It retries up to 3 times (1 s, 2 s, 4 s)
 * on network errors and 502/503/504, never on another 4xx. A POST or PATCH carries one
 * Idempotency-Key for all its tries, so the server answers a retry of work already done with the
 * first answer (and a retry that overtakes the first try with 409 idempotency_in_progress, which is
 * waited out too). A failure becomes an ApiError.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? "GET";
  const canRetry = options.retry !== false;
  const key = canRetry && !IDEMPOTENT.has(method) ? newIdempotencyKey() : undefined;
  const init = requestInit(method, accept, options, key);
  const { onUploadProgress } = options;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await (onUploadProgress ? clientDeps.upload(path, init, onUploadProgress) : clientDeps.fetch(path, init));
    } catch (err) {
      if (options.signal?.aborted) throw err;
      const wait = canRetry ? RETRY_WAITS_MS[attempt] : undefined;
      if (wait !== undefined) {
        await clientDeps.sleep(wait);
        continue;
      }
      throw new ApiError(0, "network", "Could not reach the server. Check your connection and try again.");
    }
    if (res.ok) return res;
    const error = await toApiError(res);
    const wait = canRetry && retryable(res.status, error.code) ? RETRY_WAITS_MS[attempt] : undefined;
    if (wait === undefined) throw error;
    await clientDeps.sleep(wait);
  }
}

/**
 * Typed fetch for /api: sends JSON with the CSRF header, surfaces {error:{code,message}} as
 * ApiError, and retries as `send` does.
 *
 * T is the endpoint's response type from src/shared/contracts, taken as given: the server checks
 * every answer it sends against that same zod schema (fastify-type-provider-zod), so checking it
 * again here would only put zod into the browser's first load (decision 0071).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(path, options, "application/json");
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** `filename="…"` of a Content-Disposition header (the server's names are plain ASCII). */
const FILENAME = /filename="([^"]+)"/;

/**
 * A file the API serves as a download (an export): sent and retried like apiRequest, handed back as
 * a Blob with the name the server gave it, or `fallbackName` when it gave none.
 */
export async function apiFile(
  path: string,
  fallbackName: string,
  options: { signal?: AbortSignal } = {},
): Promise<{ blob: Blob; filename: string }> {
  const res = await send(path, options, "*/*");
  const filename = FILENAME.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  return { blob: await res.blob(), filename };
}

/** Whether a stream's answer is a failure worth another try; peeks at a 409 without using up the body. */
async function retryableStream(res: Response): Promise<boolean> {
  if (res.ok) return false;
  let code: string | undefined;
  if (res.status === 409) {
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => null);
    code = errorEnvelope(body)?.code;
  }
  return retryable(res.status, code);
}

/**
 * A streamed /api answer (server-sent events), sent like every other call (a POST with an
 * Idempotency-Key), and handed back unread for the caller to read as it arrives and to judge its
 * status. Only the start is retried (network error, 502/503/504, key still busy), and not at all
 * with `retry: false`: a stream that breaks off after its start is the caller's to handle.
 */
export async function apiStream(
  path: string,
  options: { method: "GET" | "POST"; body?: unknown; signal: AbortSignal; accept: string; retry?: boolean },
): Promise<Response> {
  const key = options.method === "POST" ? newIdempotencyKey() : undefined;
  const init = requestInit(options.method, options.accept, options, key);
  for (let attempt = 0; ; attempt++) {
    const wait = options.retry === false ? undefined : RETRY_WAITS_MS[attempt];
    let res: Response;
    try {
      res = await clientDeps.fetch(path, init);
    } catch (err) {
      if (options.signal.aborted || wait === undefined) throw err;
      await clientDeps.sleep(wait);
      continue;
    }
    if (wait === undefined || !(await retryableStream(res))) return res;
    await res.body?.cancel().catch(() => undefined);
    await clientDeps.sleep(wait);
  }
}
