import type { TRealtimeEvent } from "@/shared/contracts/realtime";
import { REALTIME_HEARTBEAT_MS, REALTIME_REJOIN_DELAYS_MS, REALTIME_TIMEOUT_MS } from "@/shared/realtime-timing";
import { apiStream } from "@/web/lib/api";
import { createSseParser } from "@/web/lib/sse-parser";
import { isRealtimeEvent } from "./realtime-guards";

export const REALTIME_EVENTS_PATH = "/api/me/events";

/** A stream that says nothing for a heartbeat and its timeout is dead, however open it looks. */
export const REALTIME_SILENCE_MS = REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS;

/** The wait before rejoin attempt `attempt` (0 = the first after a loss): 1 s, 2 s, 5 s, then 10 s. */
export function rejoinDelay(attempt: number): number {
  const delays = REALTIME_REJOIN_DELAYS_MS;
  return delays[Math.min(attempt, delays.length - 1)] ?? delays[3];
}

export interface RealtimeHandlers {
  /**
   * Every event, in order. `rejoined` is true on the "ready" of a stream that replaced a lost one:
   * whatever happened in between was missed.
   */
  onEvent(event: TRealtimeEvent, rejoined: boolean): void;
  /** The session is gone (401): the connection stops for good. */
  onUnauthorized(): void;
}

export interface RealtimeConnection {
  close(): void;
}

/** Opens the stream; tests pass their own. */
export type OpenStream = (signal: AbortSignal) => Promise<Response>;

// The rejoin schedule below is the one retry: the client's own 1, 2, 4 s retries would bend it.
const openEvents: OpenStream = (signal) =>
  apiStream(REALTIME_EVENTS_PATH, { method: "GET", signal, accept: "text/event-stream", retry: false });

export interface ConnectOptions {
  /** how the stream is opened (tests pass their own) */
  open?: OpenStream;
  /** this connection takes over from another (a closed tab's): its first "ready" counts as a rejoin */
  resumed?: boolean;
}

/**
 * Keeps one live stream of the user's events: reads it as it arrives, treats 40 s without a byte
 * (no event, no heartbeat) as a dead connection, and after any loss rejoins after 1 s, 2 s, 5 s,
 * then every 10 s until a stream says "ready" again, which starts the schedule over.
 */
export function connectRealtime(handlers: RealtimeHandlers, options: ConnectOptions = {}): RealtimeConnection {
  const open = options.open ?? openEvents;
  let closed = false;
  let attempt = 0;
  let everReady = options.resumed ?? false;
  let current: AbortController | null = null;
  let wait: { timer: ReturnType<typeof setTimeout>; resolve(): void } | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wait = { timer: setTimeout(resolve, ms), resolve };
    });

  /** One stream from request to loss; false when the session is gone and nothing should follow. */
  async function session(): Promise<boolean> {
    const abort = new AbortController();
    current = abort;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const awake = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), REALTIME_SILENCE_MS);
    };
    awake();
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    try {
      const res = await open(abort.signal);
      if (res.status === 401) return false;
      if (!res.ok || !res.body) return true;
      reader = res.body.getReader();
      const decoder = new TextDecoder();
      const parser = createSseParser();
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done || closed) return true;
        awake();
        for (const data of parser.push(decoder.decode(chunk.value, { stream: true }))) deliver(data);
      }
    } catch {
      return true; // the network failed, or the silence timer cut the stream: rejoin
    } finally {
      clearTimeout(silence);
      reader?.cancel().catch(() => {});
      abort.abort();
    }
  }

  function deliver(data: string) {
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      return;
    }
    if (!isRealtimeEvent(event) || closed) return;
    if (event.type === "ready") {
      handlers.onEvent(event, everReady);
      everReady = true;
      attempt = 0;
      return;
    }
    handlers.onEvent(event, false);
  }

  void (async () => {
    while (!closed) {
      const goOn = await session();
      if (closed) return;
      if (!goOn) {
        closed = true;
        handlers.onUnauthorized();
        return;
      }
      await sleep(rejoinDelay(attempt++));
    }
  })();

  return {
    close() {
      closed = true;
      current?.abort();
      if (wait) {
        clearTimeout(wait.timer);
        wait.resolve();
      }
    },
  };
}
