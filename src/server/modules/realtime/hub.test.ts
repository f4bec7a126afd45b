import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { RealtimeHub } from "./hub";
import { envelopeText } from "./publish";

/** A database whose one listener the test drives by hand. */
function fakeDb() {
  const listener: { onPayload?: (p: string) => void; onGap?: () => void } = {};
  const db = {
    listen: vi.fn(async (_channel: string, onPayload: (p: string) => void, onGap?: () => void) => {
      listener.onPayload = onPayload;
      listener.onGap = onGap;
      return async () => {};
    }),
  } as unknown as Db;
  return { db, listener };
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

function sink() {
  const chunks: string[] = [];
  return {
    chunks,
    write: (c: string) => chunks.push(c) > 0,
    end: () => {},
    writableLength: 0,
    data: () => chunks.filter((c) => c.startsWith("data: ")).map((c) => JSON.parse(c.slice(6))),
  };
}

const options = { heartbeatMs: 30_000, eventsPerSecond: 10, maxBufferedBytes: 65_536, stillAllowed: async () => true };

describe("the realtime hub", () => {
  it("admits up to the limit per user, and a released or ended place can be taken again", () => {
    const hub = new RealtimeHub(fakeDb().db, log, 2);
    const first = hub.admit("u1");
    hub.admit("u1");
    expect(() => hub.admit("u1")).toThrow(AppError);
    hub.admit("u2");
    first.release();
    first.release(); // twice is harmless
    const again = hub.admit("u1");
    expect(hub.openCount("u1")).toBe(2);
    again.attach(sink(), options).close();
    expect(hub.openCount("u1")).toBe(1);
    expect(hub.openCount()).toBe(2);
  });

  it("listens once, sends each user only their own events, and ignores payloads that are not events", async () => {
    const { db, listener } = fakeDb();
    const hub = new RealtimeHub(db, log, 10);
    await Promise.all([hub.ensureListening(), hub.ensureListening()]);
    expect(db.listen).toHaveBeenCalledTimes(1);
    const [mine, theirs] = [sink(), sink()];
    hub.admit("u1").attach(mine, options);
    hub.admit("u2").attach(theirs, options);
    listener.onPayload?.(envelopeText("u1", { type: "resync" }));
    listener.onPayload?.("not json");
    listener.onPayload?.(JSON.stringify({ user_id: "u1", event: { type: "unknown" } }));
    expect(mine.data()).toEqual([{ type: "resync" }]);
    expect(theirs.data()).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    await hub.close();
  });

  it("resyncs every stream after a gap in delivery", async () => {
    const { db, listener } = fakeDb();
    const hub = new RealtimeHub(db, log, 10);
    await hub.ensureListening();
    const streams = [sink(), sink()];
    hub.admit("u1").attach(streams[0] ?? sink(), options);
    hub.admit("u2").attach(streams[1] ?? sink(), options);
    listener.onGap?.();
    expect(streams.map((s) => s.data())).toEqual([[{ type: "resync" }], [{ type: "resync" }]]);
    await hub.close();
  });

  it("ends its streams on close and then refuses new ones with 503", async () => {
    const hub = new RealtimeHub(fakeDb().db, log, 10);
    const s = hub.admit("u1").attach(sink(), options);
    await hub.close();
    expect(s.isClosed).toBe(true);
    expect(() => hub.admit("u1")).toThrow(expect.objectContaining({ code: "unavailable", status: 503 }));
  });

  it("sends a resync in place of an event too big for NOTIFY", () => {
    const big = envelopeText("u1", {
      type: "hidden",
      media_id: "x",
      hidden: {
        media_id: "x",
        title: "t".repeat(9000),
        year: 2000,
        type: "movie",
        poster_url: null,
        kind: "never",
        hidden_at: "2026-01-01T00:00:00.000Z",
        hidden_until: null,
      },
    });
    expect(JSON.parse(big)).toEqual({ user_id: "u1", event: { type: "resync" } });
  });
});
