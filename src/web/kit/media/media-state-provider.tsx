import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import {
  RATING_MAX,
  RATING_MIN,
  statusesOf,
  type TUserMediaRecord,
  type TUserMediaStatus,
} from "@/shared/contracts/lists";
import { useSession } from "@/web/kit/session/session-provider";
import { notify } from "@/web/lib/toast";
import { mediaWrites } from "./api/media-writes";
import { fetchMyMedia } from "./api/my-media";
import { USER_LISTS_QUERY_KEY } from "./query-keys";
import { createToggleGuard, SIGN_IN_TOAST_DELAY_MS } from "./toggle-guard";

/** The spec's toasts (§6 and §8), verbatim. */
export const MEDIA_TOASTS = {
  statusFailed: ["Error", "Failed to update media status. Please try again."],
  ratingFailed: ["Error", "Failed to save rating. Please try again."],
  loadFailed: ["Error", "Failed to load media data"],
  signInToSave: ["Sign in required", "Please sign in to save your media preferences"],
  signInToRate: ["Sign in required", "Please sign in to rate movies."],
} as const;

/** A change that reached the server. */
export type MediaChange =
  | { kind: "want_to_watch"; mediaId: string; active: boolean }
  | { kind: "watched"; mediaId: string; active: boolean }
  | { kind: "rating"; mediaId: string; rating: number | null; previous: number | null };

export type MediaActionResult =
  | { ok: true; change: MediaChange }
  | {
      ok: false;
      /** locked: first 500 ms after mount; debounced: a repeat within 500 ms; failed: reverted with a toast */
      reason: "locked" | "debounced" | "loading" | "sign_in_required" | "unchanged" | "invalid" | "failed";
    };

export interface MediaActionOptions {
  /** Called once the server has accepted the change (a recommendation card logs its feedback event here). */
  onDone?(change: MediaChange): void;
}

export interface MediaState {
  /** Status list per media id (spec §3): the record's status plus "watched" when marked. */
  statusesById: Record<string, string[]>;
  /** The user's rating per media id. */
  ratingsById: Record<string, number>;
  /** True while the session or the user's records are loading. */
  loading: boolean;
  isWantToWatch(mediaId: string): boolean;
  isWatched(mediaId: string): boolean;
  ratingOf(mediaId: string): number | null;
  /** Adds to or removes from the watch list, optimistically; reverts with the spec's toast on failure. */
  toggleWantToWatch(mediaId: string, opts?: MediaActionOptions): Promise<MediaActionResult>;
  /** Sets (1 to 10) or clears (null) the rating; the current value again clears it. */
  setRating(mediaId: string, rating: number | null, opts?: MediaActionOptions): Promise<MediaActionResult>;
  /** Marks or unmarks as watched; marking drops want_to_watch, as the server does. */
  toggleWatched(mediaId: string, opts?: MediaActionOptions): Promise<MediaActionResult>;
  /** Shows the 'Sign in required' toast (after 100 ms) for a visitor who is not signed in. */
  promptSignIn(action: "save" | "rate"): void;
  /** Whether writes are possible (a signed-in user). */
  canWrite: boolean;
}

/** Time source and timer; tests pass a controllable one. */
export interface MediaStateClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): void;
}

const systemClock: MediaStateClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    window.setTimeout(fn, ms);
  },
};

interface Maps {
  statuses: Record<string, TUserMediaStatus[]>;
  ratings: Record<string, number>;
}
const EMPTY: Maps = { statuses: {}, ratings: {} };

interface Entry {
  statuses: TUserMediaStatus[];
  rating: number | null;
}

function withEntry(maps: Maps, mediaId: string, entry: Entry): Maps {
  const statuses = { ...maps.statuses };
  const ratings = { ...maps.ratings };
  if (entry.statuses.length > 0) statuses[mediaId] = entry.statuses;
  else delete statuses[mediaId];
  if (entry.rating !== null) ratings[mediaId] = entry.rating;
  else delete ratings[mediaId];
  return { statuses, ratings };
}

const entryOf = (record: TUserMediaRecord | null): Entry =>
  record ? { statuses: statusesOf(record), rating: record.user_rating } : { statuses: [], rating: null };

export function mapsFromRecords(records: readonly TUserMediaRecord[]): Maps {
  return records.reduce<Maps>((maps, r) => withEntry(maps, r.media_id, entryOf(r)), EMPTY);
}

const MediaStateContext = createContext<MediaState | null>(null);

/**
 * The signed-in user's statuses and ratings, loaded on login and cleared on logout, with the
 * optimistic writes every card, dialog and list page uses.
 */
export function MediaStateProvider({
  children,
  clock = systemClock,
}: {
  children: ReactNode;
  clock?: MediaStateClock;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.user?.id;
  const [maps, setMaps] = useState<Maps>(EMPTY);
  const mapsRef = useRef<Maps>(EMPTY);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [guard] = useState(() => createToggleGuard(() => clock.now()));
  /** Per media id, the number of the latest write: only the latest one settles the local state. */
  const versions = useRef(new Map<string, number>());
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const commit = useCallback((next: (m: Maps) => Maps) => {
    mapsRef.current = next(mapsRef.current);
    setMaps(mapsRef.current);
  }, []);

  useEffect(() => {
    versions.current.clear();
    commit(() => EMPTY);
    queryClient.removeQueries({ queryKey: USER_LISTS_QUERY_KEY });
    if (!userId) {
      setLoadedFor(null);
      return;
    }
    const ac = new AbortController();
    fetchMyMedia(ac.signal)
      .then((records) => {
        if (!ac.signal.aborted) commit(() => mapsFromRecords(records));
      })
      .catch(() => {
        if (!ac.signal.aborted) notify.error(...MEDIA_TOASTS.loadFailed);
      })
      .finally(() => {
        if (!ac.signal.aborted) setLoadedFor(userId);
      });
    return () => ac.abort();
  }, [userId, commit, queryClient]);

  const promptSignIn = useCallback(
    (action: "save" | "rate") => {
      const [title, description] = action === "rate" ? MEDIA_TOASTS.signInToRate : MEDIA_TOASTS.signInToSave;
      clock.setTimeout(() => notify.info(title, description), SIGN_IN_TOAST_DELAY_MS);
    },
    [clock],
  );

  const current = useCallback(
    (mediaId: string): Entry => ({
      statuses: mapsRef.current.statuses[mediaId] ?? [],
      rating: mapsRef.current.ratings[mediaId] ?? null,
    }),
    [],
  );

  /** Applies the optimistic entry, runs the write, settles with the server's record or reverts. */
  const run = useCallback(
    async (
      mediaId: string,
      optimistic: Entry,
      write: () => Promise<{ record: TUserMediaRecord | null }>,
      change: MediaChange,
      failure: readonly [string, string],
      opts?: MediaActionOptions,
    ): Promise<MediaActionResult> => {
      const previous = current(mediaId);
      const version = (versions.current.get(mediaId) ?? 0) + 1;
      versions.current.set(mediaId, version);
      const latest = () => versions.current.get(mediaId) === version;
      commit((m) => withEntry(m, mediaId, optimistic));
      try {
        const { record } = await write();
        if (latest()) commit((m) => withEntry(m, mediaId, entryOf(record)));
      } catch {
        if (latest()) commit((m) => withEntry(m, mediaId, previous));
        notify.error(failure[0], failure[1]);
        return { ok: false, reason: "failed" };
      }
      void queryClient.invalidateQueries({ queryKey: USER_LISTS_QUERY_KEY });
      opts?.onDone?.(change);
      return { ok: true, change };
    },
    [commit, current, queryClient],
  );

  /** Lockout, debounce and sign-in checks shared by the toggles. */
  const gate = useCallback(
    (key: string): MediaActionResult | null => {
      const verdict = guard.check(key);
      if (verdict !== "ok") return { ok: false, reason: verdict };
      if (sessionRef.current.loading) return { ok: false, reason: "loading" };
      if (!sessionRef.current.isLoggedIn) {
        promptSignIn("save");
        return { ok: false, reason: "sign_in_required" };
      }
      return null;
    },
    [guard, promptSignIn],
  );

  const toggleWantToWatch = useCallback(
    async (mediaId: string, opts?: MediaActionOptions): Promise<MediaActionResult> => {
      const refused = gate(`want_to_watch:${mediaId}`);
      if (refused) return refused;
      const now = current(mediaId);
      const active = !now.statuses.includes("want_to_watch");
      const others = now.statuses.filter((s) => s !== "want_to_watch");
      return run(
        mediaId,
        { statuses: active ? ["want_to_watch", ...others] : others, rating: now.rating },
        () => (active ? mediaWrites.addWantToWatch(mediaId) : mediaWrites.removeWantToWatch(mediaId)),
        { kind: "want_to_watch", mediaId, active },
        MEDIA_TOASTS.statusFailed,
        opts,
      );
    },
    [gate, current, run],
  );

  const toggleWatched = useCallback(
    async (mediaId: string, opts?: MediaActionOptions): Promise<MediaActionResult> => {
      const refused = gate(`watched:${mediaId}`);
      if (refused) return refused;
      const now = current(mediaId);
      const active = !now.statuses.includes("watched");
      const statuses = active
        ? [...now.statuses.filter((s) => s !== "want_to_watch" && s !== "watched"), "watched" as const]
        : now.statuses.filter((s) => s !== "watched");
      return run(
        mediaId,
        { statuses, rating: now.rating },
        () => (active ? mediaWrites.markWatched(mediaId) : mediaWrites.unmarkWatched(mediaId)),
        { kind: "watched", mediaId, active },
        MEDIA_TOASTS.statusFailed,
        opts,
      );
    },
    [gate, current, run],
  );

  const setRating = useCallback(
    async (mediaId: string, rating: number | null, opts?: MediaActionOptions): Promise<MediaActionResult> => {
      if (rating !== null && (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX)) {
        return { ok: false, reason: "invalid" };
      }
      if (sessionRef.current.loading) return { ok: false, reason: "loading" };
      if (!sessionRef.current.isLoggedIn) {
        promptSignIn("rate");
        return { ok: false, reason: "sign_in_required" };
      }
      const now = current(mediaId);
      // Choosing the current rating again clears it.
      const next = rating === now.rating ? null : rating;
      if (next === null && now.rating === null) return { ok: false, reason: "unchanged" };
      return run(
        mediaId,
        { statuses: now.statuses, rating: next },
        () => (next === null ? mediaWrites.clearRating(mediaId) : mediaWrites.setRating(mediaId, next)),
        { kind: "rating", mediaId, rating: next, previous: now.rating },
        MEDIA_TOASTS.ratingFailed,
        opts,
      );
    },
    [current, promptSignIn, run],
  );

  const loading = session.loading || (!!userId && loadedFor !== userId);
  const value = useMemo<MediaState>(
    () => ({
      statusesById: maps.statuses,
      ratingsById: maps.ratings,
      loading,
      isWantToWatch: (id) => maps.statuses[id]?.includes("want_to_watch") ?? false,
      isWatched: (id) => maps.statuses[id]?.includes("watched") ?? false,
      ratingOf: (id) => maps.ratings[id] ?? null,
      toggleWantToWatch,
      setRating,
      toggleWatched,
      promptSignIn,
      canWrite: session.isLoggedIn,
    }),
    [maps, loading, toggleWantToWatch, setRating, toggleWatched, promptSignIn, session.isLoggedIn],
  );
  return <MediaStateContext.Provider value={value}>{children}</MediaStateContext.Provider>;
}

export function useMediaState(): MediaState {
  const ctx = useContext(MediaStateContext);
  if (!ctx) throw new Error("useMediaState must be used inside MediaStateProvider");
  return ctx;
}
