import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { STORAGE_KEYS, storage } from "@/web/lib/storage";
import { SessionProvider, type SessionState, useSession } from "./session-provider";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("@/web/lib/toast", () => ({ notify: toasts }));
// Radix dialogs in jsdom are slow on a busy machine; these tests wait on real renders.
vi.setConfig({ testTimeout: 20_000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const ANN = {
  id: "u-1",
  email: "ann@example.test",
  email_confirmed_at: "2026-11-01T12:00:00.000Z",
  user_metadata: { full_name: "Ann", username: "user_abcdefgh" },
};

function Probe({ into }: { into: { current: SessionState | null } }) {
  into.current = useSession();
  const userId = into.current.user?.id;
  const lists = useQuery({ queryKey: ["me", "media", userId], queryFn: async () => ["a record"], enabled: !!userId });
  return (
    <p data-testid="state">
      {into.current.loading ? "loading" : `${into.current.user?.email ?? "anonymous"}|${lists.data?.length ?? 0}`}
    </p>
  );
}

let signOutStatus = 200;
const calls: string[] = [];
beforeEach(() => {
  signOutStatus = 200;
  calls.length = 0;
  toasts.error.mockClear();
  window.localStorage.clear();
  clientDeps.sleep = async () => {};
  clientDeps.fetch = async (input, init) => {
    const path = String(input);
    calls.push(`${init?.method ?? "GET"} ${path}`);
    if (path === "/api/auth/session") return json(200, { user: ANN, is_admin: false });
    if (path === "/api/auth/signout") {
      return signOutStatus === 200
        ? json(200, { ok: true })
        : json(signOutStatus, { error: { code: "x", message: "x" } });
    }
    return json(404, { error: { code: "not_found", message: "no" } });
  };
});
afterEach(() => cleanup());

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const into = { current: null as SessionState | null };
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <Probe into={into} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { client, into };
}

describe("useSession().signOut", () => {
  it("ends the session on the server, then clears the user, the guest flag, stored recommendations and caches", async () => {
    const { client, into } = setup();
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("ann@example.test|1"));
    storage.set(STORAGE_KEYS.recommendations, JSON.stringify([{ title: "Arrival" }]));
    storage.set(STORAGE_KEYS.guest, "true");
    client.setQueryData(["profile", "u-1"], { profile: { id: "u-1" } });
    await act(() => into.current!.signOut());
    expect(calls).toContain("POST /api/auth/signout");
    await waitFor(() => expect(into.current!.user).toBeNull());
    expect(into.current!.isLoggedIn).toBe(false);
    expect(into.current!.isGuest).toBe(false);
    expect(storage.get(STORAGE_KEYS.recommendations)).toBeNull();
    expect(storage.get(STORAGE_KEYS.guest)).toBeNull();
    // The user's cached answers are gone; the session's says nobody is signed in.
    expect(client.getQueryData(["me", "media", "u-1"])).toBeUndefined();
    expect(client.getQueryData(["profile", "u-1"])).toBeUndefined();
    expect(screen.getByTestId("state")).toHaveTextContent("anonymous|0");
    expect(client.getQueryData(["auth", "session"])).toEqual({ user: null, is_admin: false });
  });

  it("on failure shows 'Error signing out', rejects, and leaves everything as it was", async () => {
    signOutStatus = 500;
    const { into } = setup();
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("ann@example.test"));
    storage.set(STORAGE_KEYS.recommendations, "[]");
    await act(async () => {
      await expect(into.current!.signOut()).rejects.toBeTruthy();
    });
    expect(toasts.error).toHaveBeenCalledWith("Error signing out", "There was an error signing out. Please try again.");
    expect(into.current!.user?.email).toBe("ann@example.test");
    expect(storage.get(STORAGE_KEYS.recommendations)).toBe("[]");
  });
});

describe("useSession().forget", () => {
  it("clears the user and caches as signOut does, without asking the server", async () => {
    const { client, into } = setup();
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("ann@example.test|1"));
    storage.set(STORAGE_KEYS.recommendations, "[]");
    await act(() => into.current!.forget());
    expect(calls).not.toContain("POST /api/auth/signout");
    await waitFor(() => expect(into.current!.user).toBeNull());
    expect(storage.get(STORAGE_KEYS.recommendations)).toBeNull();
    expect(client.getQueryData(["me", "media", "u-1"])).toBeUndefined();
    expect(screen.getByTestId("state")).toHaveTextContent("anonymous|0");
  });
});
