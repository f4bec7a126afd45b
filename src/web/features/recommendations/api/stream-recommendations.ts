import type { TRecommendationRequest, TStreamEvent } from "@/shared/contracts/recommendations";
import { apiStream } from "@/web/lib/api";
import { createSseParser } from "@/web/lib/sse-parser";
import { parseStreamEvent } from "../sse-parser";

export const RECOMMENDATIONS_STREAM_PATH = "/api/recommendations?stream=true";

/** The stream answered an error event, or broke off before 'complete'. */
export class StreamFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StreamFailure";
  }
}

/**
 * POST /api/recommendations?stream=true: reads the server-sent events from fetch's ReadableStream
 * as they arrive and hands each valid event to `onEvent` at once (so the first pick can be painted
 * before the rest exist). A non-OK status is 'HTTP error! status: {code}'; an error event, or a
 * stream that ends without 'complete', throws. Aborting `signal` cancels the request and the read.
 */
export async function streamRecommendations(
  body: TRecommendationRequest,
  onEvent: (event: TStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const res = await apiStream(RECOMMENDATIONS_STREAM_PATH, {
    method: "POST",
    body,
    signal,
    accept: "text/event-stream",
  });
  if (!res.ok) throw new StreamFailure(`HTTP error! status: ${res.status}`);
  if (!res.body) throw new StreamFailure("The recommendation stream has no body");

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let completed = false;
  const handle = (data: string) => {
    const event = parseStreamEvent(data);
    if (!event) return;
    if (event.type === "error") throw new StreamFailure(event.error);
    if (event.type === "complete") completed = true;
    onEvent(event);
  };

  let done = false;
  try {
    while (!done) {
      const chunk = await reader.read();
      done = chunk.done;
      const text = chunk.value ? decoder.decode(chunk.value, { stream: true }) : decoder.decode();
      for (const data of parser.push(text)) handle(data);
    }
    for (const data of parser.flush()) handle(data);
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
  }
  if (!completed) throw new StreamFailure("The recommendation stream ended before it completed");
}
