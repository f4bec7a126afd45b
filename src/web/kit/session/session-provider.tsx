import { useQuery, useQueryClient } from "@tanstack/react-query";
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
  const resolved = useDeferredValue(!query.isPending, false);

  // A detected session turns guest mode off.
  useEffect(() => {
    if (user && guest) {
      storage.remove(STORAGE_KEYS.guest);
      setGuestState(false);
    }
  }, [user, guest]);

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
