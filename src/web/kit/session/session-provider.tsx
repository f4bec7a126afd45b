import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { TSessionResponse, TUser } from "@/shared/contracts/auth";
import { GUEST_COOKIE } from "@/shared/prerendered-pages";
import { ApiError, apiRequest } from "@/web/lib/api";
import { STORAGE_KEYS, storage } from "@/web/lib/storage";
import { signOutRequest } from "./api/sign-out";
import { toastError } from "./auth-messages";

export const SESSION_QUERY_KEY = ["auth", "session"] as const;

export interface SessionState {
  user: TUser | null;
  isLoggedIn: boolean;
  isGuest: boolean;
  isAdmin: boolean;
  loading: boolean;
  setGuest(on: boolean): void;
  /** Re-reads the session from the server (after sign-in, verification or sign-out). */
  refresh(): Promise<void>;
  /**
   * Ends the session on the server, then clears the user, the guest flag, the stored recommendations
   * and every cached query. On failure it shows 'Error signing out' and rejects, leaving all as it was.
   */
  signOut(): Promise<void>;
  /**
   * Clears everything signOut clears without asking the server, for when the server has already
   * ended the session itself (the account was deleted).
   */
  forget(): Promise<void>;
}

const ANONYMOUS: TSessionResponse = { user: null, is_admin: false };

const SessionContext = createContext<SessionState | null>(null);

/**
 * Starts the app as an anonymous visitor's, for the landing page written into the HTML (decision
 * 0074): the first render matches it, so React hydrates it. The answer is marked stale, so the real
 * one is still asked for at once and replaces it.
 */
export function assumeAnonymous(client: QueryClient): void {
  client.setQueryData(SESSION_QUERY_KEY, ANONYMOUS, { updatedAt: 0 });
}

/** Guest mode, told to the server, which then does not send a guest the prerendered landing page. */
function markGuestCookie(on: boolean): void {
  // A year, like the localStorage flag it mirrors, which never expires.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we support
  document.cookie = on
    ? `${GUEST_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${GUEST_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

async function fetchSession(): Promise<TSessionResponse> {
  try {
    return await apiRequest<TSessionResponse>("/api/auth/session");
  } catch (err) {
    // No session endpoint answer means nobody is signed in; the app stays usable anonymously.
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return ANONYMOUS;
    throw err;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 60_000, retry: false });
  const [guest, setGuestState] = useState(() => storage.get(STORAGE_KEYS.guest) === "true");
  const user = query.data?.user ?? null;
  // The first answer swaps the page spinner for a whole page. Rendered as a deferred (transition)
  // update, React splits that render into short tasks instead of one long task that blocks input
  // (Lighthouse's Total Blocking Time); the spinner stays up the few milliseconds meanwhile.
  // When the answer is there from the start (assumeAnonymous), the first render must not show the
  // spinner, or it would not match the HTML it hydrates.
  const [answeredAtStart] = useState(() => !query.isPending);
  const resolved = useDeferredValue(!query.isPending, answeredAtStart);

  // A detected session turns guest mode off.
  useEffect(() => {
    if (user && guest) {
      storage.remove(STORAGE_KEYS.guest);
      setGuestState(false);
    }
  }, [user, guest]);

  // Kept in step with the state, so it also covers guests from before the cookie existed.
  const guestMode = !user && guest;
  useEffect(() => markGuestCookie(guestMode), [guestMode]);

  const setGuest = useCallback((on: boolean) => {
    if (on) storage.set(STORAGE_KEYS.guest, "true");
    else storage.remove(STORAGE_KEYS.guest);
    setGuestState(on);
  }, []);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const forget = useCallback(async () => {
    storage.remove(STORAGE_KEYS.guest);
    storage.remove(STORAGE_KEYS.recommendations);
    setGuestState(false);
    // The user goes first, so user-keyed providers reset; then every other cached answer is dropped.
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    queryClient.setQueryData(SESSION_QUERY_KEY, ANONYMOUS);
    queryClient.removeQueries({
      predicate: (q) => !(q.queryKey[0] === SESSION_QUERY_KEY[0] && q.queryKey[1] === SESSION_QUERY_KEY[1]),
    });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch (err) {
      toastError("signOutFailed");
      throw err;
    }
    await forget();
  }, [forget]);

  const value = useMemo<SessionState>(
    () => ({
      user,
      isLoggedIn: !!user,
      isGuest: !user && guest,
      isAdmin: !!user && !!query.data?.is_admin,
      loading: query.isPending || !resolved,
      setGuest,
      refresh,
      signOut,
      forget,
    }),
    [user, guest, query.data?.is_admin, query.isPending, resolved, setGuest, refresh, signOut, forget],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error("useSession must be used inside SessionProvider");
  return ctx;
}
