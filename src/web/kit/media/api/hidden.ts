import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { THiddenListResponse, THiddenTitle, THideKind, THideResponse } from "@/shared/contracts/hidden";
import { NOT_TONIGHT_DAYS } from "@/shared/recommendation-limits";
import { useSession } from "@/web/kit/session/session-provider";
import { apiRequest } from "@/web/lib/api";
import { type EntryMap, useOptimisticMutation } from "@/web/lib/optimistic-mutation";
import { HIDE_TOASTS } from "../hidden-copy";
import { hiddenQueryKey } from "../query-keys";

/** The hidden titles by media id: the shape an optimistic hide or "Show again" edits. */
export type HiddenEntries = EntryMap<THiddenTitle>;

/** What hiding needs to know of a title to list it before the server answers. */
export type HideableTitle = { id: string } & Pick<THiddenTitle, "title" | "year" | "type" | "poster_url">;

/** One hide ("not_tonight" or "never"), or one "Show again" (kind null). */
export type HideChange = { mediaId: string } & ({ kind: THideKind; media: HideableTitle } | { kind: null });

const path = (mediaId: string) => `/api/me/hidden/${encodeURIComponent(mediaId)}`;

/** GET /api/me/hidden: what is hidden now, keyed by media id. */
export async function fetchHidden(signal?: AbortSignal): Promise<HiddenEntries> {
  const { items } = await apiRequest<THiddenListResponse>("/api/me/hidden", { signal });
  return Object.fromEntries(items.map((item) => [item.media_id, item]));
}

/** The writes are not retried: an optimistic change reverts at once instead of hanging for seconds. */
async function writeHideChange(change: HideChange): Promise<THiddenTitle | null> {
  if (change.kind === null) {
    await apiRequest(path(change.mediaId), { method: "DELETE", retry: false });
    return null;
  }
  const body = { kind: change.kind };
  const res = await apiRequest<THideResponse>(path(change.mediaId), { method: "PUT", body, retry: false });
  return res.hidden;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The entry the server will answer, as near as the client can tell, so lists change at once. */
function optimisticEntry(change: HideChange): THiddenTitle | undefined {
  if (change.kind === null) return undefined;
  const { media, kind } = change;
  const now = Date.now();
  return {
    media_id: media.id,
    title: media.title,
    year: media.year,
    type: media.type,
    poster_url: media.poster_url,
    kind,
    hidden_at: new Date(now).toISOString(),
    hidden_until: kind === "not_tonight" ? new Date(now + NOT_TONIGHT_DAYS * DAY_MS).toISOString() : null,
  };
}

export function hiddenQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: hiddenQueryKey(userId),
    queryFn: ({ signal }) => fetchHidden(signal),
    enabled: !!userId,
    // every hide and "Show again" from this tab folds into the cache; a minute bounds other tabs' lag
    staleTime: 60_000,
  });
}

/** The hidden titles, newest first, for the settings list; guests have none. */
export function useHiddenTitles() {
  const { user } = useSession();
  return useQuery({ ...hiddenQueryOptions(user?.id), select: newestFirst });
}

const newestFirst = (entries: HiddenEntries): THiddenTitle[] =>
  Object.values(entries).sort((a, b) => b.hidden_at.localeCompare(a.hidden_at));

const idsOf = (entries: HiddenEntries): ReadonlySet<string> => new Set(Object.keys(entries));
const NONE: ReadonlySet<string> = new Set();

/** The ids of the hidden titles (none while loading or when the list cannot be loaded). */
export function useHiddenIds(): ReadonlySet<string> {
  const { user } = useSession();
  return useQuery({ ...hiddenQueryOptions(user?.id), select: idsOf }).data ?? NONE;
}

/** One title's hide, or null when it is not hidden. */
export function useHiddenEntry(mediaId: string): THiddenTitle | null {
  const { user } = useSession();
  const select = useCallback((entries: HiddenEntries) => entries[mediaId] ?? null, [mediaId]);
  return useQuery({ ...hiddenQueryOptions(user?.id), select }).data ?? null;
}

/**
 * Hides a title from recommendations, or shows it again: the hidden list changes at once, and a
 * failure puts it back with an error toast. Resolves true once the server has accepted the change.
 */
export function useHideTitle() {
  const { user } = useSession();
  const { mutateAsync } = useOptimisticMutation<HideChange, THiddenTitle | null, THiddenTitle>({
    queryKey: hiddenQueryKey(user?.id),
    mutationFn: writeHideChange,
    entryId: (change) => change.mediaId,
    optimistic: (_entry, change) => optimisticEntry(change),
    confirmed: (hidden) => hidden ?? undefined,
    errorToast: (change) => (change.kind === null ? HIDE_TOASTS.showAgainFailed : HIDE_TOASTS.hideFailed),
    invalidates: [],
  });
  return useMemo(() => {
    const send = (change: HideChange) =>
      mutateAsync(change).then(
        () => true,
        () => false,
      );
    return {
      hide: (media: HideableTitle, kind: THideKind) => send({ mediaId: media.id, kind, media }),
      showAgain: (mediaId: string) => send({ mediaId, kind: null }),
    };
  }, [mutateAsync]);
}
