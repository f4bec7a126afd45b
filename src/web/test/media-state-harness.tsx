import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { TUserMediaRecord } from "@/shared/contracts/lists";
import { type MediaState, useMediaState } from "@/web/kit/media/media-state";
import { type MediaClock, MediaClockContext } from "@/web/kit/media/toggle-guard";
import { SessionProvider } from "@/web/kit/session/session-provider";
import { clientDeps } from "@/web/lib/api";

/** A clock the test moves by hand, with the app starting at `start`; timers run when their time comes. */
export function manualClock(start = 1_000_000): MediaClock & { advance(ms: number): void } {
  let now = start;
  let timers: { at: number; fn: () => void }[] = [];
  return {
    startedAt: start,
    now: () => now,
    setTimeout(fn, ms) {
      timers.push({ at: now + ms, fn });
    },
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
  };
}

export const USER = {
  id: "u-1",
  email: "ann@example.test",
  email_confirmed_at: "2026-01-01T00:00:00.000Z",
  user_metadata: { full_name: "Ann", username: null },
};

export function record(over: Partial<TUserMediaRecord> & { media_id: string }): TUserMediaRecord {
  return {
    status: null,
    user_rating: null,
    watched_at: null,
    rated_at: null,
    updated_at: "2026-11-01T12:00:00.000Z",
    ...over,
  };
}

type Handler = (req: { method: string; path: string; body: unknown }) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A response the test releases when it wants. */
export function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The answer of a write to /api/me/media/:id/*: the record after it, or null once deleted. */
export const written = (media_id: string, over: Partial<TUserMediaRecord> | null) =>
  json(200, { record: over ? record({ ...over, media_id }) : null });

/**
 * A fake server behind clientDeps.fetch: the session, GET /api/me/media, and whatever `handler`
 * answers for the rest. Every request is recorded.
 */
export function fakeServer(options: {
  user?: typeof USER | null;
  records?: TUserMediaRecord[];
  /** answers GET /api/me/media instead of `records` (a failure, say) */
  myMedia?: () => Response | Promise<Response>;
  handler?: Handler;
}) {
  const state = { user: options.user === undefined ? USER : options.user };
  const requests: { method: string; path: string; body: unknown }[] = [];
  clientDeps.fetch = async (input, init) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path, body });
    if (path === "/api/auth/session") return json(200, { user: state.user, is_admin: false });
    if (path === "/api/me/media" && method === "GET") return options.myMedia?.() ?? json(200, options.records ?? []);
    if (options.handler) return options.handler({ method, path, body });
    return json(404, { error: { code: "not_found", message: "no handler" } });
  };
  return {
    state,
    requests,
    writes: () => requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`),
  };
}

/** Hands the current media state to the test. */
function Probe({ into }: { into: { current: MediaState | null } }) {
  into.current = useMediaState();
  return null;
}

/** Renders `ui` inside the real query client and session provider, on the given clock. */
export function renderWithMediaState(ui: ReactNode, clock: MediaClock) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const probe: { current: MediaState | null } = { current: null };
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>
          <MediaClockContext.Provider value={clock}>
            <Probe into={probe} />
            {ui}
          </MediaClockContext.Provider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client, media: () => probe.current! };
}
