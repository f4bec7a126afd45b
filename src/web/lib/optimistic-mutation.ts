import { hashKey, type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "./toast";

/** A cached map of entries by id (the user's titles, say): the shape an optimistic write edits. */
export type EntryMap<TEntry> = Readonly<Record<string, TEntry>>;

export interface OptimisticMutationOptions<TVars, TData, TEntry> {
  /** The cached entry map the change shows in before the server answers. */
  queryKey: QueryKey;
  mutationFn(vars: TVars): Promise<TData>;
  /** The entry one write changes; only the latest write to an entry settles or rolls it back. */
  entryId(vars: TVars): string;
  /** The entry as it will be after the write (undefined: no entry). */
  optimistic(entry: TEntry | undefined, vars: TVars): TEntry | undefined;
  /** The entry as the server answered it; without this the optimistic entry stays. */
  confirmed?(data: TData, vars: TVars): TEntry | undefined;
  /** The toast shown, after the rollback, when the write fails. */
  errorToast(vars: TVars, error: Error): readonly [title: string, description: string];
  /** Queries that show the change in another shape (lists), refetched once the write lands. */
  invalidates: readonly QueryKey[];
}

interface WriteContext<TEntry> {
  id: string;
  slot: string;
  version: number;
  previous: TEntry | undefined;
  /** a load of the map was cancelled to keep it from overwriting the optimistic entry */
  interruptedLoad: boolean;
}

/** Per query client and entry, the number of the latest write, so a slow older write cannot undo a newer one. */
const latestWrites = new WeakMap<QueryClient, Map<string, number>>();

function versionsOf(client: QueryClient): Map<string, number> {
  let versions = latestWrites.get(client);
  if (!versions) {
    versions = new Map();
    latestWrites.set(client, versions);
  }
  return versions;
}

/** Per query client and entry, how many of this tab's writes to it are still in flight. */
const pendingWrites = new WeakMap<QueryClient, Map<string, number>>();

function pendingOf(client: QueryClient): Map<string, number> {
  let pending = pendingWrites.get(client);
  if (!pending) {
    pending = new Map();
    pendingWrites.set(client, pending);
  }
  return pending;
}

const slotOf = (queryKey: QueryKey, id: string) => `${hashKey(queryKey)}:${id}`;

/** What became of an entry another tab or device reported. */
export type ServerEntryResult = "changed" | "unchanged" | "pending" | "not_loaded";

/**
 * Puts an entry the server reported (a change made in another tab or on another device) into the
 * cached map. It leaves the entry alone while a write of this tab to it is in flight: that write's
 * answer lands when it settles. A load of the map already on its way is started over. A map never
 * loaded stays unloaded (a partial map would pass for the whole one).
 */
export function setServerEntry<TEntry>(
  client: QueryClient,
  queryKey: QueryKey,
  id: string,
  entry: TEntry | undefined,
): ServerEntryResult {
  if ((pendingOf(client).get(slotOf(queryKey, id)) ?? 0) > 0) return "pending";
  // A load of the map on its way was asked before this change was saved; its older answer would undo
  // the entry when it lands, so it starts over and answers with the change.
  if (client.isFetching({ queryKey, exact: true }) > 0) void client.refetchQueries({ queryKey, exact: true });
  const map = client.getQueryData<EntryMap<TEntry>>(queryKey);
  if (map === undefined) return "not_loaded";
  if (JSON.stringify(map[id]) === JSON.stringify(entry)) return "unchanged";
  client.setQueryData<EntryMap<TEntry>>(queryKey, withEntry(map, id, entry));
  return "changed";
}

function withEntry<TEntry>(map: EntryMap<TEntry> | undefined, id: string, entry: TEntry | undefined) {
  const next: Record<string, TEntry> = { ...map };
  if (entry === undefined) delete next[id];
  else next[id] = entry;
  return next;
}

/**
 * The one way the web app writes with an optimistic update: the entry changes in the cache at once;
 * a failure restores what it was and shows `errorToast`; success stores the server's version of the
 * entry and invalidates `invalidates`. Writes are never retried, so a failure reverts at once.
 */
export function useOptimisticMutation<TVars, TData, TEntry>(options: OptimisticMutationOptions<TVars, TData, TEntry>) {
  const queryClient = useQueryClient();
  const { queryKey } = options;
  const isLatest = (ctx: WriteContext<TEntry>) => versionsOf(queryClient).get(ctx.slot) === ctx.version;
  const setEntry = (id: string, entry: TEntry | undefined) =>
    queryClient.setQueryData<EntryMap<TEntry>>(queryKey, (map) => withEntry(map, id, entry));

  return useMutation<TData, Error, TVars, WriteContext<TEntry>>({
    mutationFn: options.mutationFn,
    retry: false,
    onMutate: async (vars) => {
      const id = options.entryId(vars);
      const slot = slotOf(queryKey, id);
      const pending = pendingOf(queryClient);
      pending.set(slot, (pending.get(slot) ?? 0) + 1);
      const versions = versionsOf(queryClient);
      const version = (versions.get(slot) ?? 0) + 1;
      versions.set(slot, version);
      const interruptedLoad = queryClient.isFetching({ queryKey }) > 0;
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<EntryMap<TEntry>>(queryKey)?.[id];
      setEntry(id, options.optimistic(previous, vars));
      return { id, slot, version, previous, interruptedLoad };
    },
    onError: (error, vars, ctx) => {
      if (ctx && isLatest(ctx)) setEntry(ctx.id, ctx.previous);
      notify.error(...options.errorToast(vars, error));
    },
    onSuccess: (data, vars, ctx) => {
      if (options.confirmed && isLatest(ctx)) setEntry(ctx.id, options.confirmed(data, vars));
      for (const key of options.invalidates) void queryClient.invalidateQueries({ queryKey: key });
    },
    onSettled: (_data, _error, _vars, ctx) => {
      if (ctx) {
        const pending = pendingOf(queryClient);
        const left = (pending.get(ctx.slot) ?? 1) - 1;
        if (left > 0) pending.set(ctx.slot, left);
        else pending.delete(ctx.slot);
      }
      if (ctx?.interruptedLoad) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
