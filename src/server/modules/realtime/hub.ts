import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { ZUserEvent } from "../../../shared/contracts/realtime";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { REALTIME_CHANNEL } from "./publish";
import { EventStream, type StreamOptions, type StreamSink } from "./stream";

const ZEnvelope = z.object({ user_id: z.string(), event: ZUserEvent });

/** A place on the instance, held from admission until the stream ends. */
export interface Admission {
  /** Opens the stream on the sink (after the caller has written the response head). */
  attach(sink: StreamSink, options: Omit<StreamOptions, "onClose">): EventStream;
  /** Gives the place back; a no-op once done, and the stream's end does it too. */
  release(): void;
}

/**
 * The streams open on this instance, by user, and the one LISTEN that feeds them. Every instance
 * listens on the same channel, so a change written through any instance reaches the user's streams
 * on all of them.
 */
export class RealtimeHub {
  /** per user, the admitted places (a stream once attached, null while its response is being set up) */
  private readonly places = new Map<string, Set<{ stream: EventStream | null }>>();
  private listening: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly maxStreamsPerUser: number,
  ) {}

  /** How many streams are open or opening, on this instance, for the user (all users without one). */
  openCount(userId?: string): number {
    if (userId !== undefined) return this.places.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.places.values()) n += set.size;
    return n;
  }

  /** Takes a place for the user, or refuses with 429 when the user already holds the most allowed. */
  admit(userId: string): Admission {
    // A stream admitted now would hold the closing server open.
    if (this.closing) throw new AppError("unavailable", "The server is restarting. Please reconnect shortly.");
    const set = this.places.get(userId) ?? new Set();
    if (set.size >= this.maxStreamsPerUser) {
      throw new AppError(
        "rate_limited",
        `Too many open tabs: at most ${this.maxStreamsPerUser} live connections per account. Close one and try again.`,
      );
    }
    const place: { stream: EventStream | null } = { stream: null };
    set.add(place);
    this.places.set(userId, set);
    const release = () => {
      const current = this.places.get(userId);
      if (!current?.delete(place)) return;
      if (current.size === 0) this.places.delete(userId);
    };
    return {
      attach: (sink, options) => {
        place.stream = new EventStream(sink, { ...options, onClose: release });
        return place.stream;
      },
      release,
    };
  }

  /** Resolves once this instance listens on the channel (the first stream starts it; it then stays). */
  ensureListening(): Promise<void> {
    if (!this.db.listen) return Promise.resolve();
    if (!this.listening) {
      this.listening = this.db
        .listen(
          REALTIME_CHANNEL,
          (payload) => this.dispatch(payload),
          () => this.resyncEveryone(),
        )
        .then((stop) => {
          this.stopListening = stop;
        })
        .catch((err) => {
          // The next stream tries again.
          this.listening = null;
          throw err;
        });
    }
    return this.listening;
  }

  /** Ends every stream (their clients rejoin another instance) and stops listening. */
  async close(): Promise<void> {
    this.closing = true;
    for (const set of [...this.places.values()]) for (const place of [...set]) place.stream?.close();
    await this.listening?.catch(() => {});
    await this.stopListening?.();
  }

  private dispatch(payload: string): void {
    let parsed: z.infer<typeof ZEnvelope>;
    try {
      parsed = ZEnvelope.parse(JSON.parse(payload));
    } catch (err) {
      this.log.warn({ err }, "realtime: ignored a notification that is not a user event");
      return;
    }
    for (const place of this.places.get(parsed.user_id) ?? []) place.stream?.send(parsed.event);
  }

  /** Notifications were lost while the listening connection was down: every stream reloads. */
  private resyncEveryone(): void {
    this.log.warn("realtime: the LISTEN connection was lost and is back; every stream resyncs");
    for (const set of this.places.values()) for (const place of set) place.stream?.send({ type: "resync" });
  }
}
