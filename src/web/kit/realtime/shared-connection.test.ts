import { describe, expect, it, vi } from "vitest";
import type { TRealtimeEvent } from "@/shared/contracts/realtime";
import type { ConnectOptions, RealtimeHandlers } from "./realtime-connection";
import { type SharingDeps, shareRealtime } from "./shared-connection";

/** Web Locks as a browser grants them: one holder per name, others wait in line (or give up). */
function fakeLocks(): SharingDeps["locks"] & {} {
  let held = false;
  const line: (() => void)[] = [];
  const hold = <T>(run: () => T | Promise<T>): Promise<T> => {
    held = true;
    return Promise.resolve(run()).finally(() => {
      held = false;
      line.shift()?.();
    });
  };
  const request = (_name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
    if (!held) return hold(() => callback({ name: _name, mode: "exclusive" }));
    if (options.ifAvailable) return Promise.resolve(callback(null));
    return new Promise((resolve, reject) => {
      const turn = () => void hold(() => callback({ name: _name, mode: "exclusive" })).then(resolve, reject);
      line.push(turn);
      options.signal?.addEventListener("abort", () => {
        line.splice(line.indexOf(turn), 1);
        reject(new DOMException("aborted", "AbortError"));
      });
    });
  };
  return { request } as unknown as SharingDeps["locks"] & {};
}

/** A BroadcastChannel bus: a message reaches every other member, never its sender. */
function fakeBus() {
  const members = new Set<{ onmessage: ((e: MessageEvent) => void) | null }>();
  return (_name: string) => {
    const member = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const m of members) if (m !== member) queueMicrotask(() => m.onmessage?.({ data } as MessageEvent));
      },
      close: () => void members.delete(member),
    };
    members.add(member);
    return member as unknown as BroadcastChannel;
  };
}

function browser() {
  const streams: { handlers: RealtimeHandlers; options: ConnectOptions; close: ReturnType<typeof vi.fn> }[] = [];
  const deps: SharingDeps = {
    locks: fakeLocks(),
    channel: fakeBus(),
    connect(handlers, options) {
      const stream = { handlers, options, close: vi.fn() };
      streams.push(stream);
      return { close: stream.close };
    },
  };
  const tab = () => {
    const seen: [TRealtimeEvent["type"], boolean][] = [];
    const onUnauthorized = vi.fn();
    const connection = shareRealtime("u1", { onEvent: (e, r) => seen.push([e.type, r]), onUnauthorized }, deps);
    return { seen, onUnauthorized, connection };
  };
  return { streams, deps, tab };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("one realtime stream shared by the tabs of a browser", () => {
  it("lets the first tab hold the only stream and passes its events to the other tabs", async () => {
    const b = browser();
    const [first, second, third] = [b.tab(), b.tab(), b.tab()];
    await settle();
    expect(b.streams).toHaveLength(1);
    expect(b.streams[0]?.options).toEqual({ resumed: false });

    b.streams[0]?.handlers.onEvent({ type: "ready" }, false);
    b.streams[0]?.handlers.onEvent({ type: "resync" }, false);
    await settle();
    for (const t of [first, second, third])
      expect(t.seen).toEqual([
        ["ready", false],
        ["resync", false],
      ]);
  });

  it("hands the stream to a waiting tab when the leader closes; the new leader reloads on its ready", async () => {
    const b = browser();
    const [first, second] = [b.tab(), b.tab()];
    await settle();
    first.connection.close();
    await settle();
    expect(b.streams[0]?.close).toHaveBeenCalled();
    expect(b.streams).toHaveLength(2);
    expect(b.streams[1]?.options).toEqual({ resumed: true });
    // The old leader hears nothing more.
    b.streams[1]?.handlers.onEvent({ type: "resync" }, false);
    await settle();
    expect(first.seen).toEqual([]);
    expect(second.seen).toEqual([["resync", false]]);
  });

  it("tells every tab when the session is gone", async () => {
    const b = browser();
    const [first, second] = [b.tab(), b.tab()];
    await settle();
    b.streams[0]?.handlers.onUnauthorized();
    await settle();
    expect(first.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(second.onUnauthorized).toHaveBeenCalled();
  });

  it("gives a waiting tab that closes no stream at all", async () => {
    const b = browser();
    const first = b.tab();
    const second = b.tab();
    await settle();
    second.connection.close();
    first.connection.close();
    await settle();
    expect(b.streams).toHaveLength(1);
  });

  it("holds a stream per tab where the browser has no Web Locks", async () => {
    const b = browser();
    b.deps.locks = undefined;
    b.tab();
    b.tab();
    await settle();
    expect(b.streams.map((s) => s.options)).toEqual([{}, {}]);
  });
});
