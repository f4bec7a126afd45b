import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactNode, useEffect } from "react";
import { MemoryRouter, useLocation } from "react-router";
import type { TUser } from "@/shared/contracts/auth";
import { type AuthDialogApi, useAuthDialog } from "@/web/kit/session/auth-dialog";
import { SessionProvider, useSession } from "@/web/kit/session/session-provider";
import { apiError, type FakeRequest, fakeApi as installFakeApi, json, sessionHandler } from "@/web/test/fake-api";
import { AuthDialogProvider } from "./auth-dialog-provider";
// The provider loads these dialogs on first open; loading them here keeps that instant in tests.
import "./components/auth-dialog";
import "./components/verify-email-dialog";

/** Helpers for the account component tests: a fake API behind clientDeps.fetch and the providers. */

// Radix measures checkboxes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

export { apiError, json };

export function user(email: string, confirmed = true): TUser {
  return {
    id: "u-1",
    email,
    email_confirmed_at: confirmed ? "2026-11-01T12:00:00.000Z" : null,
    user_metadata: { full_name: "Ann Example", username: "user_abcdefgh" },
  };
}

export type Request = Pick<FakeRequest, "method" | "path" | "body">;

type Handler = (req: Request) => Response | Promise<Response | undefined> | undefined;

/** Answers GET /api/auth/session from `state.session` unless `handler` answers first. */
export function fakeApi(handler: Handler = () => undefined) {
  const state = { session: { user: null as TUser | null, is_admin: false } };
  const api = installFakeApi(
    (req) => handler(req),
    sessionHandler(() => state.session),
  );
  return {
    state,
    requests: api.requests,
    calls: (path: string, method = "POST") => api.requests.filter((r) => r.path === path && r.method === method),
  };
}

export const location = { current: "" };
function LocationProbe() {
  const l = useLocation();
  location.current = `${l.pathname}${l.search}`;
  return null;
}

export function renderWithProviders(ui: ReactNode, options: { path?: string; client?: QueryClient } = {}) {
  const client =
    options.client ??
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[options.path ?? "/"]}>
          <AuthDialogProvider>
            {ui}
            <LocationProbe />
          </AuthDialogProvider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...utils, client };
}

/** Opens the dialog in the given mode once mounted, and exposes the API. */
export function Opener({ mode, api }: { mode?: "signin" | "signup"; api?: { current: AuthDialogApi | null } }) {
  const dialog = useAuthDialog();
  if (api) api.current = dialog;
  useEffect(() => {
    if (mode) dialog.open(mode);
  }, [dialog, mode]);
  return null;
}

/** Who the session says is signed in. */
export function Who() {
  const s = useSession();
  return <p data-testid="who">{s.loading ? "loading" : (s.user?.email ?? "anonymous")}</p>;
}
