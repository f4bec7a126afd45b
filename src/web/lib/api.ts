import type { z } from "zod";
import { ZApiError } from "@/shared/contracts/common";

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
const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** zod schema the response is parsed with */
  schema?: S;
  signal?: AbortSignal;
  /** set false to never retry */
  retry?: boolean;
}

export const clientDeps = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
  sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
};

async function toApiError(res: Response): Promise<ApiError> {
  let parsed: ReturnType<typeof ZApiError.safeParse> | undefined;
  try {
    parsed = ZApiError.safeParse(await res.json());
  } catch {
    parsed = undefined;
  }
  if (parsed?.success) {
    const e = parsed.data.error;
    return new ApiError(res.status, e.code, e.message, e.field, e.retry_after_seconds);
  }
  return new ApiError(res.status, "http_error", `HTTP error! status: ${res.status}`);
}

/** JSON body, the CSRF header on every write, and the session cookie: how every /api call is sent. */
function requestInit(
  method: NonNullable<RequestOptions<undefined>["method"]>,
  accept: string,
  options: Pick<RequestOptions<undefined>, "body" | "signal">,
): RequestInit {
  const headers: Record<string, string> = { accept };
  if (method !== "GET") headers["x-requested-with"] = "moodreel";
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "same-origin",
    signal: options.signal,
  };
}

/**
 * Typed fetch for /api: sends JSON with the CSRF header, parses the answer with the shared zod
 * schema, surfaces {error:{code,message}} as ApiError, and retries idempotent requests up to 3 times
 * (1 s, 2 s, 4 s) on network errors and 502/503/504.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const method = options.method ?? "GET";
  const canRetry = options.retry !== false && IDEMPOTENT.has(method);
  const init = requestInit(method, "application/json", options);
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await clientDeps.fetch(path, init);
    } catch (err) {
      if (options.signal?.aborted) throw err;
      const wait = canRetry ? RETRY_WAITS_MS[attempt] : undefined;
      if (wait !== undefined) {
        await clientDeps.sleep(wait);
        continue;
      }
      throw new ApiError(0, "network", "Could not reach the server. Check your connection and try again.");
    }
    if (!res.ok) {
      const wait = canRetry && RETRYABLE_STATUS.has(res.status) ? RETRY_WAITS_MS[attempt] : undefined;
      if (wait !== undefined) {
        await clientDeps.sleep(wait);
        continue;
      }
      throw await toApiError(res);
    }
    const data = res.status === 204 ? undefined : await res.json();
    if (!options.schema) return data;
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) throw new ApiError(res.status, "bad_response", "The server sent an unexpected answer.");
    return parsed.data as never;
  }
}

/**
 * A streamed /api answer (server-sent events), sent like every other call but handed back unread
 * and never retried: the caller reads the body as it arrives and judges the status itself.
 */
export function apiStream(
  path: string,
  options: { method: "GET" | "POST"; body?: unknown; signal: AbortSignal; accept: string },
): Promise<Response> {
  return clientDeps.fetch(path, requestInit(options.method, options.accept, options));
}
