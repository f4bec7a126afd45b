import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { TUserMediaRecord } from "@/shared/contracts/lists";
import { type MediaState, useMediaState } from "@/web/kit/media/media-state";
import { type MediaClock, MediaClockContext } from "@/web/kit/media/toggle-guard";
import { SessionProvider } from "@/web/kit/session/session-provider";
import { deferred, fakeApi, json, sessionHandler } from "./fake-api";

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

export { deferred, json };

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
  const api = fakeApi(
    sessionHandler(() => ({ user: state.user })),
    ({ method, url }) =>
      method === "GET" && url.pathname === "/api/me/media"
        ? (options.myMedia?.() ?? json(200, options.records ?? []))
        : undefined,
    (req) => options.handler?.({ method: req.method, path: req.path, body: req.body }),
  );
  return {
    state,
    /** every request so far: method, path and JSON body */
    get requests() {
      return api.requests.map(({ method, path, body }) => ({ method, path, body }));
    },
    writes: () => api.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`),
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
