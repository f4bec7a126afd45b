import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { THiddenTitle } from "@/shared/contracts/hidden";
import type { TUserMediaRecord } from "@/shared/contracts/lists";
import type { MediaEntries } from "@/web/kit/media/media-entries";
import { hiddenQueryKey, myMediaQueryKey, USER_LISTS_QUERY_KEY } from "@/web/kit/media/query-keys";
import { NOTIFICATIONS_ROOT } from "@/web/kit/notifications/api/notifications";
import { useOptimisticMutation } from "@/web/lib/optimistic-mutation";
import { deferred } from "@/web/test/fake-api";
import { applyRealtimeEvent } from "./apply-event";

const USER = "u1";

const record = (over: Partial<TUserMediaRecord> = {}): TUserMediaRecord => ({
  media_id: "heat",
  status: null,
  user_rating: 8,
  watched_at: null,
  rated_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

const hide: THiddenTitle = {
  media_id: "up",
  title: "Up",
  year: 2009,
  type: "movie",
  poster_url: null,
  kind: "never",
  hidden_at: "2026-01-01T00:00:00.000Z",
  hidden_until: null,
};

function clientWith(media?: MediaEntries) {
  const client = new QueryClient();
  if (media) client.setQueryData(myMediaQueryKey(USER), media);
  client.setQueryData(hiddenQueryKey(USER), {});
  const invalidated = vi.spyOn(client, "invalidateQueries");
  const keys = () => invalidated.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
  return { client, keys };
}

const listsKey = JSON.stringify([...USER_LISTS_QUERY_KEY, USER]);

describe("applying a realtime event", () => {
  it("puts another tab's rating into the cache and reloads the lists", () => {
    const { client, keys } = clientWith({ up: { statuses: ["want_to_watch"], rating: null } });
    applyRealtimeEvent(client, USER, { type: "media", media_id: "heat", record: record() }, false);
    expect(client.getQueryData(myMediaQueryKey(USER))).toEqual({
      up: { statuses: ["want_to_watch"], rating: null },
      heat: { statuses: [], rating: 8 },
    });
    expect(keys()).toEqual([listsKey]);
  });

  it("removes an entry whose record is gone, and does nothing for an echo of this tab's own write", () => {
    const { client, keys } = clientWith({ heat: { statuses: [], rating: 8 } });
    applyRealtimeEvent(client, USER, { type: "media", media_id: "heat", record: record() }, false);
    expect(keys()).toEqual([]);
    applyRealtimeEvent(client, USER, { type: "media", media_id: "heat", record: null }, false);
    expect(client.getQueryData(myMediaQueryKey(USER))).toEqual({});
  });

  it("never makes a partial cache out of an event when the user's titles were not loaded", () => {
    const { client, keys } = clientWith();
    applyRealtimeEvent(client, USER, { type: "media", media_id: "heat", record: record() }, false);
    expect(client.getQueryData(myMediaQueryKey(USER))).toBeUndefined();
    expect(keys()).toEqual([listsKey]);
  });

  it("adds and removes hidden titles", () => {
    const { client } = clientWith({});
    applyRealtimeEvent(client, USER, { type: "hidden", media_id: "up", hidden: hide }, false);
    expect(client.getQueryData(hiddenQueryKey(USER))).toEqual({ up: hide });
    applyRealtimeEvent(client, USER, { type: "hidden", media_id: "up", hidden: null }, false);
    expect(client.getQueryData(hiddenQueryKey(USER))).toEqual({});
  });

  it("reloads the alerts, and only them, when they changed in another tab or a refresh made new ones", () => {
    const { client, keys } = clientWith({});
    applyRealtimeEvent(client, USER, { type: "notifications" }, false);
    expect(keys()).toEqual([JSON.stringify(NOTIFICATIONS_ROOT)]);
  });

  it("reloads everything on a resync and on the ready of a rejoined stream, not on the first ready", () => {
    const all = [
      JSON.stringify(myMediaQueryKey(USER)),
      listsKey,
      JSON.stringify(hiddenQueryKey(USER)),
      JSON.stringify(NOTIFICATIONS_ROOT),
    ];
    const first = clientWith({});
    applyRealtimeEvent(first.client, USER, { type: "ready" }, false);
    expect(first.keys()).toEqual([]);
    applyRealtimeEvent(first.client, USER, { type: "ready" }, true);
    expect(first.keys()).toEqual(all);
    const second = clientWith({});
    applyRealtimeEvent(second.client, USER, { type: "resync" }, false);
    expect(second.keys()).toEqual(all);
  });

  it("leaves a title alone while this tab's own write to it is in flight; that write's answer lands after", async () => {
    const { client } = clientWith({ heat: { statuses: [], rating: 3 } });
    const answer = deferred<number>();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useOptimisticMutation<number, number, { statuses: string[]; rating: number | null }>({
          queryKey: myMediaQueryKey(USER),
          mutationFn: () => answer.promise,
          entryId: () => "heat",
          optimistic: (entry, rating) => ({ statuses: entry?.statuses ?? [], rating }),
          confirmed: (rating) => ({ statuses: [], rating }),
          errorToast: () => ["x", "y"],
          invalidates: [],
        }),
      { wrapper },
    );
    let write: Promise<number> | undefined;
    act(() => {
      write = result.current.mutateAsync(9);
    });
    await vi.waitFor(() =>
      expect(client.getQueryData(myMediaQueryKey(USER))).toEqual({ heat: { statuses: [], rating: 9 } }),
    );
    // Another tab's older rating arrives while ours is on its way: ours is the one to show.
    applyRealtimeEvent(client, USER, { type: "media", media_id: "heat", record: record({ user_rating: 5 }) }, false);
    expect(client.getQueryData(myMediaQueryKey(USER))).toEqual({ heat: { statuses: [], rating: 9 } });
    await act(async () => {
      answer.resolve(9);
      await write;
    });
    // Once it has settled, events apply again.
    applyRealtimeEvent(client, USER, { type: "media", media_id: "heat", record: record({ user_rating: 4 }) }, false);
    expect(client.getQueryData(myMediaQueryKey(USER))).toEqual({ heat: { statuses: [], rating: 4 } });
  });

  it("starts a reload that was on its way over after an event, so its older answer cannot undo the event", async () => {
    const client = new QueryClient();
    client.setQueryData(myMediaQueryKey(USER), { heat: { statuses: [], rating: 3 } });
    const stale = deferred<MediaEntries>();
    const answers = [stale.promise, Promise.resolve({ heat: { statuses: [], rating: 5 } })];
    const queryFn = vi.fn(() => answers.shift() ?? Promise.resolve({}));
    // a rejoin's reload, asked for before another tab's rating was saved
    const reload = client.fetchQuery({ queryKey: myMediaQueryKey(USER), queryFn, staleTime: 0 });
    applyRealtimeEvent(client, USER, { type: "media", media_id: "heat", record: record({ user_rating: 5 }) }, false);
    stale.resolve({ heat: { statuses: [], rating: 3 } });
    await reload.catch(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(client.getQueryData(myMediaQueryKey(USER))).toEqual({ heat: { statuses: [], rating: 5 } });
  });
});
