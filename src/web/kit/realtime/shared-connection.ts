import type { TRealtimeEvent } from "@/shared/contracts/realtime";
import {
  type ConnectOptions,
  connectRealtime,
  type RealtimeConnection,
  type RealtimeHandlers,
} from "./realtime-connection";

/** What the leading tab passes to the others. */
type Message = { kind: "event"; event: TRealtimeEvent; rejoined: boolean } | { kind: "unauthorized" };

/** The browser parts the sharing needs; tests pass fakes. */
export interface SharingDeps {
  locks: Pick<LockManager, "request"> | undefined;
  channel(name: string): Pick<BroadcastChannel, "postMessage" | "close" | "onmessage"> | undefined;
  connect(handlers: RealtimeHandlers, options: ConnectOptions): RealtimeConnection;
}

const browserDeps = (): SharingDeps => ({
  locks: typeof navigator === "undefined" ? undefined : navigator.locks,
  channel: (name) => (typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(name)),
  connect: connectRealtime,
});

/**
 * One stream per browser rather than per tab. Browsers open at most six HTTP/1.1 connections to a
 * site, so a held-open stream per tab would leave a seventh tab's every request waiting. The
 * user's tabs elect a leader through a Web Lock; the leader holds the stream and passes each event
 * to the other tabs over a BroadcastChannel. When the leading tab closes, the lock passes to a
 * waiting tab, which opens the stream and reloads what the hand-over may have missed. Without Web
 * Locks or BroadcastChannel each tab holds its own stream.
 */
export function shareRealtime(
  userId: string,
  handlers: RealtimeHandlers,
  deps: SharingDeps = browserDeps(),
): RealtimeConnection {
  const name = `moodreel-realtime:${userId}`;
  const locks = deps.locks;
  const channel = locks ? deps.channel(name) : undefined;
  if (!locks || !channel) return deps.connect(handlers, {});

  let closed = false;
  let connection: RealtimeConnection | null = null;
  let stepDown: (() => void) | null = null;
  const leaveQueue = new AbortController();

  channel.onmessage = (e: MessageEvent<Message>) => {
    if (closed || connection) return; // the leader heard it first-hand
    if (e.data.kind === "event") handlers.onEvent(e.data.event, e.data.rejoined);
    else handlers.onUnauthorized();
  };

  /** Holds the stream until this tab closes (or the session is gone); the lock is held as long. */
  const lead = (resumed: boolean) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      stepDown = resolve;
      connection = deps.connect(
        {
          onEvent(event, rejoined) {
            handlers.onEvent(event, rejoined);
            channel.postMessage({ kind: "event", event, rejoined } satisfies Message);
          },
          onUnauthorized() {
            handlers.onUnauthorized();
            channel.postMessage({ kind: "unauthorized" } satisfies Message);
            resolve();
          },
        },
        { resumed },
      );
    });

  // Lead at once when no tab does; otherwise wait in line and take over when the leader goes.
  let waiting = false;
  locks
    .request(name, { ifAvailable: true }, (lock) => {
      if (lock) return lead(false);
      waiting = true;
      return undefined;
    })
    .then(() => (waiting && !closed ? locks.request(name, { signal: leaveQueue.signal }, () => lead(true)) : undefined))
    .catch(() => {
      /* closed while waiting in line */
    });

  return {
    close() {
      closed = true;
      leaveQueue.abort();
      connection?.close();
      stepDown?.();
      channel.close();
    },
  };
}
