import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { TUserMediaWriteResponse } from "@/shared/contracts/lists";
import { RATING_MAX, RATING_MIN } from "@/shared/user-media";
import { useSession } from "@/web/kit/session/session-provider";
import { useOptimisticMutation } from "@/web/lib/optimistic-mutation";
import { notify } from "@/web/lib/toast";
import { writeMediaChange } from "./api/media-writes";
import { myMediaQueryOptions } from "./api/my-media";
import { applyChange, entryOf, type MediaChange, type MediaEntries, type MediaEntry } from "./media-entries";
import { MEDIA_TOASTS } from "./media-toasts";
import { myMediaQueryKey, USER_LISTS_QUERY_KEY } from "./query-keys";
import { SIGN_IN_TOAST_DELAY_MS, useMediaClock, useToggleGuard } from "./toggle-guard";

export type MediaActionResult =
  | { ok: true; change: MediaChange }
  | {
      ok: false;
      /** locked: the app's first 500 ms; debounced: a repeat within 500 ms; failed: reverted with a toast */
      reason: "locked" | "debounced" | "loading" | "sign_in_required" | "unchanged" | "invalid" | "failed";
    };

export interface MediaActionOptions {
  /** Called once the server has accepted the change (a recommendation card logs its feedback event here). */
  onDone?(change: MediaChange): void;
}

/** Every title's state at once, for pages that filter a list by it. */
export interface MyMedia {
  /** Status list per media id: the record's status plus "watched" when marked. */
  statusesById: Record<string, string[]>;
  /** The user's rating per media id. */
  ratingsById: Record<string, number>;
  /** True while the session or the user's records are loading. */
  loading: boolean;
  isWantToWatch(mediaId: string): boolean;
  isWatched(mediaId: string): boolean;
  ratingOf(mediaId: string): number | null;
}

/** One title's state, for the controls on a card or in a dialog. */
export interface TitleMedia {
  wantToWatch: boolean;
  watched: boolean;
  rating: number | null;
  loading: boolean;
}

export interface MediaActions {
  /** Adds to or removes from the watch list, optimistically; reverts with a toast on failure. */
  toggleWantToWatch(mediaId: string, opts?: MediaActionOptions): Promise<MediaActionResult>;
  /** Sets (1 to 10) or clears (null) the rating; the current value again clears it. */
  setRating(mediaId: string, rating: number | null, opts?: MediaActionOptions): Promise<MediaActionResult>;
  /** Marks or unmarks as watched; marking drops want_to_watch, as the server does. */
  toggleWatched(mediaId: string, opts?: MediaActionOptions): Promise<MediaActionResult>;
  /** Shows the 'Sign in required' toast (after 100 ms) to a visitor who is not signed in. */
  promptSignIn(action: "save" | "rate"): void;
  /** Whether writes are possible (a signed-in user). */
  canWrite: boolean;
}

export type MediaState = MyMedia & MediaActions;

function useMyMediaQuery<T>(select: (entries: MediaEntries) => T) {
  const session = useSession();
  const userId = session.user?.id;
  const query = useQuery({ ...myMediaQueryOptions(userId), select });
  return { data: query.data, loading: session.loading || (!!userId && query.isPending) };
}

type ByKind = Pick<MyMedia, "statusesById" | "ratingsById">;

const byKind = (entries: MediaEntries): ByKind => {
  const statusesById: Record<string, string[]> = {};
  const ratingsById: Record<string, number> = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.statuses.length > 0) statusesById[id] = entry.statuses;
    if (entry.rating !== null) ratingsById[id] = entry.rating;
  }
  return { statusesById, ratingsById };
};

const NOTHING: ByKind = { statusesById: {}, ratingsById: {} };

/** The signed-in user's statuses and ratings of every title (empty when nobody is signed in). */
export function useMyMedia(): MyMedia {
  const { data = NOTHING, loading } = useMyMediaQuery(byKind);
  return useMemo(
    () => ({
      ...data,
      loading,
      isWantToWatch: (id) => data.statusesById[id]?.includes("want_to_watch") ?? false,
      isWatched: (id) => data.statusesById[id]?.includes("watched") ?? false,
      ratingOf: (id) => data.ratingsById[id] ?? null,
    }),
    [data, loading],
  );
}

/** One title's state; the control re-renders only when that title changes. */
export function useTitleMedia(mediaId: string): TitleMedia {
  const select = useCallback((entries: MediaEntries) => entries[mediaId] ?? null, [mediaId]);
  const { data: entry, loading } = useMyMediaQuery(select);
  return {
    wantToWatch: entry?.statuses.includes("want_to_watch") ?? false,
    watched: entry?.statuses.includes("watched") ?? false,
    rating: entry?.rating ?? null,
    loading,
  };
}

/** A write to the user's media: shown at once, rolled back with its toast on failure, lists refreshed after. */
function useMediaWrite(userId: string | undefined) {
  return useOptimisticMutation<MediaChange, TUserMediaWriteResponse, MediaEntry>({
    queryKey: myMediaQueryKey(userId),
    mutationFn: writeMediaChange,
    entryId: (change) => change.mediaId,
    optimistic: applyChange,
    confirmed: ({ record }) => entryOf(record),
    errorToast: (change) => (change.kind === "rating" ? MEDIA_TOASTS.ratingFailed : MEDIA_TOASTS.statusFailed),
    invalidates: [USER_LISTS_QUERY_KEY],
  });
}

/**
 * The writes a control makes. Each control has its own toggle guard, so the 500 ms repeat window
 * applies to one title's one action: another title, or another action, can go at once.
 */
export function useMediaActions(): MediaActions {
  const session = useSession();
  const userId = session.user?.id;
  const queryClient = useQueryClient();
  const clock = useMediaClock();
  const guard = useToggleGuard();
  const { mutateAsync } = useMediaWrite(userId);

  const promptSignIn = useCallback(
    (action: "save" | "rate") => {
      const [title, description] = action === "rate" ? MEDIA_TOASTS.signInToRate : MEDIA_TOASTS.signInToSave;
      clock.setTimeout(() => notify.info(title, description), SIGN_IN_TOAST_DELAY_MS);
    },
    [clock],
  );

  /** The session checks every write passes: known, and signed in (else the sign-in toast). */
  const refusal = useCallback(
    (action: "save" | "rate"): MediaActionResult | null => {
      if (session.loading) return { ok: false, reason: "loading" };
      if (!session.isLoggedIn) {
        promptSignIn(action);
        return { ok: false, reason: "sign_in_required" };
      }
      return null;
    },
    [session.loading, session.isLoggedIn, promptSignIn],
  );

  const entry = useCallback(
    (mediaId: string) => queryClient.getQueryData<MediaEntries>(myMediaQueryKey(userId))?.[mediaId],
    [queryClient, userId],
  );

  const write = useCallback(
    async (change: MediaChange, opts?: MediaActionOptions): Promise<MediaActionResult> => {
      try {
        await mutateAsync(change);
      } catch {
        return { ok: false, reason: "failed" };
      }
      opts?.onDone?.(change);
      return { ok: true, change };
    },
    [mutateAsync],
  );

  const toggle = useCallback(
    (kind: "want_to_watch" | "watched", mediaId: string, opts?: MediaActionOptions) => {
      const verdict = guard.check(`${kind}:${mediaId}`);
      if (verdict !== "ok") return Promise.resolve<MediaActionResult>({ ok: false, reason: verdict });
      const refused = refusal("save");
      if (refused) return Promise.resolve(refused);
      const active = !(entry(mediaId)?.statuses.includes(kind) ?? false);
      return write({ kind, mediaId, active }, opts);
    },
    [guard, refusal, entry, write],
  );

  const setRating = useCallback(
    async (mediaId: string, rating: number | null, opts?: MediaActionOptions): Promise<MediaActionResult> => {
      if (rating !== null && (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX)) {
        return { ok: false, reason: "invalid" };
      }
      const refused = refusal("rate");
      if (refused) return refused;
      const previous = entry(mediaId)?.rating ?? null;
      // Choosing the current rating again clears it.
      const next = rating === previous ? null : rating;
      if (next === null && previous === null) return { ok: false, reason: "unchanged" };
      return write({ kind: "rating", mediaId, rating: next, previous }, opts);
    },
    [refusal, entry, write],
  );

  return useMemo(
    () => ({
      toggleWantToWatch: (mediaId, opts) => toggle("want_to_watch", mediaId, opts),
      toggleWatched: (mediaId, opts) => toggle("watched", mediaId, opts),
      setRating,
      promptSignIn,
      canWrite: session.isLoggedIn,
    }),
    [toggle, setRating, promptSignIn, session.isLoggedIn],
  );
}

/** Every title's state and the writes, for list pages and tests. */
export function useMediaState(): MediaState {
  const media = useMyMedia();
  const actions = useMediaActions();
  return useMemo(() => ({ ...media, ...actions }), [media, actions]);
}
