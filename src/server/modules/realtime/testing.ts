import { type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { type TRealtimeEvent, ZRealtimeEvent } from "../../../shared/contracts/realtime";

/**
 * Helpers for the realtime tests. A stream stays open until the client leaves, which app.inject
 * cannot wait out, so these tests listen on a real port and read the stream as a browser would.
 */

/** Makes the app listen on a free loopback port; returns its base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface ReceivedEvent {
  event: TRealtimeEvent;
  /** Date.now() when it arrived */
  at: number;
}

export interface OpenStream {
  status: number;
  headers: IncomingMessage["headers"];
  /** every event so far, in order */
  events: ReceivedEvent[];
  /** heartbeat comments so far */
  comments: number;
  /** the body of a refused request (its error envelope) */
  body(): string;
  /** Waits until `count` events (ready included) have arrived; fails after `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/me/events with the cookie; resolves once the status is known (and, on 200, "ready" came). */
export function openStream(baseUrl: string, headers: Record<string, string>, timeoutMs = 10_000): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/api/me/events`, { headers: { accept: "text/event-stream", ...headers } });
    req.on("error", reject);
    req.on("response", (res) => {
      req.setTimeout(0); // a quiet stream is fine from here on
      res.setEncoding("utf8");
      let text = "";
      let buffer = "";
      const events: ReceivedEvent[] = [];
      const waiters: (() => boolean)[] = [];
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((r) => {
        endedResolve = r;
      });
      const stream: OpenStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments: 0,
        body: () => text,
        ended,
        close: () => req.destroy(),
        waitForEvents(count, wait = timeoutMs) {
          return new Promise((ok, fail) => {
            const check = () => {
              if (events.length < count) return false;
              clearTimeout(timer);
              ok(events);
              return true;
            };
            const timer = setTimeout(
              () => fail(new Error(`expected ${count} events, got ${JSON.stringify(events.map((e) => e.event))}`)),
              wait,
            );
            if (!check()) waiters.push(check);
          });
        },
      };
      res.on("data", (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(":")) stream.comments++;
          else if (block.startsWith("data: ")) {
            events.push({ event: ZRealtimeEvent.parse(JSON.parse(block.slice(6))), at: Date.now() });
          }
          end = buffer.indexOf("\n\n");
        }
        for (const w of waiters.splice(0)) if (!w()) waiters.push(w);
        if (stream.status === 200 && events.length === 1) resolve(stream);
      });
      res.on("error", () => endedResolve());
      res.on("close", () => endedResolve());
      if (stream.status !== 200) res.on("end", () => resolve(stream));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error("no answer from the stream")));
    req.end();
  });
}

/** The events after "ready", as plain objects. */
export const userEvents = (stream: OpenStream) => stream.events.slice(1).map((e) => e.event);
