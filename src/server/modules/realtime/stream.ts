import type { TRealtimeEvent } from "../../../shared/contracts/realtime";

/** Where a stream writes: the HTTP response, in the server; a recorder, in tests. */
export interface StreamSink {
  write(chunk: string): boolean;
  end(): void;
  /** bytes written but not yet taken by the client */
  readonly writableLength: number;
}

export interface StreamOptions {
  /** how often the heartbeat comment goes out */
  heartbeatMs: number;
  /** events per second before the rest are folded into one resync */
  eventsPerSecond: number;
  /** a client that leaves this much unread is not reading: its stream ends (it rejoins and reloads) */
  maxBufferedBytes: number;
  /** asked at every heartbeat; false ends the stream (signed out, session expired) */
  stillAllowed(): Promise<boolean>;
  /** runs once, when the stream ends for any reason */
  onClose(): void;
}

const WINDOW_MS = 1000;

/**
 * One open server-sent event stream: events in order, at most `eventsPerSecond` in any second
 * (beyond that, one "resync" when the second is over replaces everything held back, so a burst
 * costs the client one reload instead of a flood), and a comment line every `heartbeatMs` so the
 * client can tell a quiet stream from a dead one.
 */
export class EventStream {
  /** send times of the events in the last second, oldest first */
  private readonly recent: number[] = [];
  private resyncTimer: NodeJS.Timeout | null = null;
  private readonly heartbeat: NodeJS.Timeout;
  private checking = false;
  private closed = false;

  constructor(
    private readonly sink: StreamSink,
    private readonly options: StreamOptions,
  ) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref?.();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The first event: the stream is subscribed. Outside the rate cap. */
  ready(): void {
    this.write({ type: "ready" });
  }

  /** One of the user's events, subject to the cap. */
  send(event: TRealtimeEvent): void {
    if (this.closed || this.resyncTimer) return; // a pending resync already covers it
    const now = Date.now();
    while (this.recent.length > 0 && (this.recent[0] ?? 0) <= now - WINDOW_MS) this.recent.shift();
    if (this.recent.length < this.options.eventsPerSecond) {
      this.recent.push(now);
      this.write(event);
      return;
    }
    const oldest = this.recent[0] ?? now;
    this.resyncTimer = setTimeout(
      () => {
        this.resyncTimer = null;
        this.recent.length = 0;
        this.recent.push(Date.now());
        this.write({ type: "resync" });
      },
      oldest + WINDOW_MS - now,
    );
  }

  /** Ends the stream and frees what it holds; safe to call more than once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    if (this.resyncTimer) clearTimeout(this.resyncTimer);
    this.resyncTimer = null;
    this.sink.end();
    this.options.onClose();
  }

  private write(event: TRealtimeEvent): void {
    this.writeRaw(`data: ${JSON.stringify(event)}\n\n`);
  }

  private writeRaw(chunk: string): void {
    if (this.closed) return;
    this.sink.write(chunk);
    if (this.sink.writableLength > this.options.maxBufferedBytes) this.close();
  }

  private beat(): void {
    this.writeRaw(": heartbeat\n\n");
    if (this.checking || this.closed) return;
    this.checking = true;
    this.options.stillAllowed().then(
      (allowed) => {
        this.checking = false;
        if (!allowed) this.close();
      },
      () => {
        // The database did not answer: keep the stream; the next heartbeat asks again.
        this.checking = false;
      },
    );
  }
}
