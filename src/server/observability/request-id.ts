import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/**
 * An incoming id is kept only when it is short and made of characters that cannot break a log line
 * or a header; a plain character class with a length bound, so matching is linear in the input.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export const REQUEST_ID_HEADER = "x-request-id";

/** The caller's `x-request-id` when it is safe to repeat, otherwise a fresh UUID. */
export function requestIdFor(req: Pick<IncomingMessage, "headers">): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  if (typeof incoming === "string" && incoming.length <= 64 && REQUEST_ID_PATTERN.test(incoming)) return incoming;
  return randomUUID();
}
