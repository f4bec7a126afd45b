import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TRealtimeEvent } from "../../../shared/contracts/realtime";
import { EventStream, type StreamOptions } from "./stream";

/** A sink that records what the stream wrote; `unread` stands for bytes the client has not taken. */
function recorder() {
  const chunks: string[] = [];
  return {
    chunks,
    ended: false,
    unread: 0,
    write(chunk: string) {
      chunks.push(chunk);
      return true;
    },
    end() {
      this.ended = true;
    },
    get writableLength() {
      return this.unread;
    },
    events: (): TRealtimeEvent[] =>
      chunks.filter((c) => c.startsWith("data: ")).map((c) => JSON.parse(c.slice(6)) as TRealtimeEvent),
    comments: () => chunks.filter((c) => c.startsWith(":")).length,
  };
}

const media = (id: string): TRealtimeEvent => ({ type: "media", media_id: id, record: null });

function streamOn(sink: ReturnType<typeof recorder>, overrides: Partial<StreamOptions> = {}) {
  const onClose = vi.fn();
  const stream = new EventStream(sink, {
    heartbeatMs: 30_000,
    eventsPerSecond: 10,
    maxBufferedBytes: 64 * 1024,
    stillAllowed: async () => true,
    onClose,
    ...overrides,
  });
  return { stream, onClose };
}

describe("an event stream", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("passes 10 events in a second, holds the rest, and sends one resync when the second is over", () => {
    const sink = recorder();
    const { stream } = streamOn(sink);
    stream.ready();
    for (let i = 0; i < 10; i++) {
      stream.send(media(`a${i}`));
      vi.advanceTimersByTime(50); // the tenth goes out at 450 ms
    }
    for (let i = 0; i < 30; i++) stream.send(media(`b${i}`));
    expect(sink.events()).toHaveLength(11);
    vi.advanceTimersByTime(499); // 999 ms after the first event
    expect(sink.events()).toHaveLength(11);
    vi.advanceTimersByTime(1);
    expect(sink.events().at(-1)).toEqual({ type: "resync" });
    expect(sink.events()).toHaveLength(12);
    // The resync is the first event of a new second: nine more fit in it.
    for (let i = 0; i < 9; i++) stream.send(media(`c${i}`));
    expect(sink.events()).toHaveLength(21);
    stream.send(media("held"));
    expect(sink.events()).toHaveLength(21);
    stream.close();
  });

  it("sends a steady 10 a second without ever resyncing", () => {
    const sink = recorder();
    const { stream } = streamOn(sink);
    for (let i = 0; i < 50; i++) {
      stream.send(media(`m${i}`));
      vi.advanceTimersByTime(100);
    }
    expect(sink.events().map((e) => e.type)).toEqual(Array(50).fill("media"));
    stream.close();
  });

  it("writes a heartbeat comment every 30 s and checks the session each time", async () => {
    const sink = recorder();
    const stillAllowed = vi.fn(async () => true);
    const { stream } = streamOn(sink, { stillAllowed });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sink.comments()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sink.comments()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sink.comments()).toBe(3);
    expect(stillAllowed).toHaveBeenCalledTimes(3);
    expect(sink.chunks.at(-1)).toBe(": heartbeat\n\n");
    stream.close();
  });

  it("ends at the heartbeat after the session ended, and keeps going when the check itself fails", async () => {
    const sink = recorder();
    const answers = [Promise.reject(new Error("database down")), Promise.resolve(false)];
    for (const a of answers) a.catch(() => {});
    const { stream, onClose } = streamOn(sink, { stillAllowed: () => answers.shift() ?? Promise.resolve(true) });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stream.isClosed).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stream.isClosed).toBe(true);
    expect(sink.ended).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("ends a stream whose client stops reading, and frees its timers once", () => {
    const sink = recorder();
    const { stream, onClose } = streamOn(sink, { maxBufferedBytes: 100 });
    stream.send(media("read"));
    sink.unread = 101;
    stream.send(media("piles up"));
    expect(stream.isClosed).toBe(true);
    stream.close();
    stream.send(media("after the end"));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sink.events()).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
