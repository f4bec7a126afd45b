import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TRealtimeEvent } from "@/shared/contracts/realtime";
import { connectRealtime, REALTIME_SILENCE_MS, rejoinDelay } from "./realtime-connection";

const encoder = new TextEncoder();

/**
 * A server the connection talks to: `up` decides whether a request gets a stream or a network
 * error; each stream can be fed, or dropped as a lost connection would be.
 */
function fakeServer() {
  const attempts: number[] = [];
  const streams: { send(text: string): void; drop(): void }[] = [];
  const server = {
    up: true,
    status: 200,
    attempts,
    streams,
    latest: () => streams[streams.length - 1],
    open(signal: AbortSignal): Promise<Response> {
      attempts.push(Date.now());
      if (!server.up) return Promise.reject(new TypeError("Failed to fetch"));
      if (server.status !== 200) return Promise.resolve(new Response("{}", { status: server.status }));
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      signal.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
      streams.push({
        send: (text) => controller.enqueue(encoder.encode(text)),
        drop: () => controller.error(new TypeError("network error")),
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    },
  };
  return server;
}

const data = (event: TRealtimeEvent) => `data: ${JSON.stringify(event)}\n\n`;
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function connect(server: ReturnType<typeof fakeServer>) {
  const events: { event: TRealtimeEvent; rejoined: boolean }[] = [];
  const onUnauthorized = vi.fn();
  const connection = connectRealtime(
    { onEvent: (event, rejoined) => events.push({ event, rejoined }), onUnauthorized },
    { open: (signal) => server.open(signal) },
  );
  return { events, onUnauthorized, connection };
}

describe("the realtime connection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 1, 2, 5, then 10 s between attempts to rejoin", () => {
    expect([0, 1, 2, 3, 4, 9, 50].map(rejoinDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000]);
  });

  it("rejoins a dropped stream after 1, 2, 5, then every 10 s while the server is out of reach", async () => {
    const server = fakeServer();
    const { events, connection } = connect(server);
    await tick(0);
    server.latest()?.send(data({ type: "ready" }));
    await tick(0);
    expect(events).toEqual([{ event: { type: "ready" }, rejoined: false }]);

    server.up = false;
    const droppedAt = Date.now();
    server.latest()?.drop();
    await tick(40_000);
    const gaps = server.attempts.slice(1).map((t, i, all) => t - (i === 0 ? droppedAt : (all[i - 1] ?? 0)));
    expect(gaps).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    connection.close();
  });

  it("starts the schedule over once a new stream says ready, and marks that ready as a rejoin", async () => {
    const server = fakeServer();
    const { events, connection } = connect(server);
    await tick(0);
    server.latest()?.send(data({ type: "ready" }));
    await tick(0);
    server.up = false;
    server.latest()?.drop();
    await tick(1000 + 2000 + 5000); // three failed attempts
    expect(server.attempts).toHaveLength(4);

    server.up = true;
    await tick(10_000);
    expect(server.attempts).toHaveLength(5);
    server.latest()?.send(data({ type: "ready" }) + data({ type: "resync" }));
    await tick(0);
    expect(events.map((e) => [e.event.type, e.rejoined])).toEqual([
      ["ready", false],
      ["ready", true],
      ["resync", false],
    ]);

    // Lost again: the first wait is 1 s once more.
    const droppedAt = Date.now();
    server.latest()?.drop();
    await tick(1000);
    expect(server.attempts.at(-1)).toBe(droppedAt + 1000);
    connection.close();
  });

  it("keeps a quiet stream that sends its heartbeat, and calls 40 s of silence dead", async () => {
    const server = fakeServer();
    const { connection } = connect(server);
    await tick(0);
    server.latest()?.send(data({ type: "ready" }));
    await tick(30_000);
    server.latest()?.send(": heartbeat\n\n");
    await tick(REALTIME_SILENCE_MS - 1);
    expect(server.attempts).toHaveLength(1);
    // 40 s after the heartbeat the stream is given up, and the rejoin follows 1 s later.
    await tick(1);
    await tick(999);
    expect(server.attempts).toHaveLength(1);
    await tick(1);
    expect(server.attempts).toHaveLength(2);
    connection.close();
  });

  it("stops for good when the session is gone, and tells the app", async () => {
    const server = fakeServer();
    server.status = 401;
    const { onUnauthorized } = connect(server);
    await tick(60_000);
    expect(server.attempts).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("backs off on a refusal (too many tabs) as on a lost connection", async () => {
    const server = fakeServer();
    server.status = 429;
    const { connection } = connect(server);
    await tick(8000);
    expect(server.attempts.map((t, i, all) => t - (all[i - 1] ?? t))).toEqual([0, 1000, 2000, 5000]);
    connection.close();
  });

  it("opens nothing more once closed, even in the middle of a wait", async () => {
    const server = fakeServer();
    server.up = false;
    const { connection, events } = connect(server);
    await tick(1500);
    connection.close();
    await tick(60_000);
    expect(server.attempts).toHaveLength(2);
    expect(events).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ignores data that is not a known event", async () => {
    const server = fakeServer();
    const { events, connection } = connect(server);
    await tick(0);
    server.latest()?.send(`data: {"type":"nonsense"}\n\ndata: not json\n\n${data({ type: "ready" })}`);
    await tick(0);
    expect(events.map((e) => e.event)).toEqual([{ type: "ready" }]);
    connection.close();
  });
});
