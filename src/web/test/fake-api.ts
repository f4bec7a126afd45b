import type { TUser } from "@/shared/contracts/auth";
import { clientDeps } from "@/web/lib/api";

/**
 * The one fake API for web tests: it sits behind clientDeps.fetch (the api client's only way out),
 * records every request, and answers from the handlers given, first answer wins; anything unanswered
 * is a 404 in the error envelope, so a test never hangs on a request it did not expect.
 */

export interface FakeRequest {
  method: string;
  /** the path as requested, query included (`/api/media?page=1`) */
  path: string;
  /** the parsed URL, for the pathname and query parameters */
  url: URL;
  /** the JSON body of a write, parsed */
  body: unknown;
}

export type FakeHandler = (req: FakeRequest) => Response | undefined | Promise<Response | undefined>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const apiError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { error: { code, message, ...extra } });

/** A promise the test settles by hand (a server answer held back). */
export function deferred<T = Response>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A signed-in user as GET /api/auth/session describes one. */
export function sessionUser(over: Partial<TUser> & { full_name?: string } = {}): TUser {
  const { full_name, ...rest } = over;
  return {
    id: "u-1",
    email: "ann@example.test",
    email_confirmed_at: "2026-01-01T00:00:00.000Z",
    user_metadata: { full_name: full_name ?? "Ann Example", username: null },
    ...rest,
  };
}

/** Answers GET /api/auth/session with the session `current()` returns (user null: a guest or signed-out visitor). */
export const sessionHandler =
  (current: () => { user: TUser | null; is_admin?: boolean }): FakeHandler =>
  (req) => {
    if (req.method !== "GET" || req.url.pathname !== "/api/auth/session") return undefined;
    const { user, is_admin = false } = current();
    return json(200, { user, is_admin });
  };

/**
 * Installs the fake behind clientDeps.fetch, and behind clientDeps.upload too (the whole body counts
 * as sent at once, then the handlers answer as for fetch); retries wait no time.
 */
export function fakeApi(...handlers: FakeHandler[]) {
  const requests: FakeRequest[] = [];
  clientDeps.fetch = async (input, init) => {
    const path = String(input);
    const url = new URL(path, "http://app.test");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" && init.body ? JSON.parse(init.body) : undefined;
    const req = { method, path, url, body };
    requests.push(req);
    for (const handler of handlers) {
      const answer = await handler(req);
      if (answer) return answer;
    }
    return apiError(404, "not_found", `no fake for ${method} ${url.pathname}`);
  };
  clientDeps.upload = async (path, init, onProgress) => {
    onProgress(1);
    return clientDeps.fetch(path, init);
  };
  clientDeps.sleep = async () => {};
  return {
    requests,
    /** requests to one path (query ignored), optionally of one method */
    to: (pathname: string, method?: string) =>
      requests.filter((r) => r.url.pathname === pathname && (method === undefined || r.method === method)),
  };
}
