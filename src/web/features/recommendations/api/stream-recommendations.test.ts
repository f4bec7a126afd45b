import { afterEach, describe, expect, it, vi } from "vitest";
import type { TStreamEvent } from "@/shared/contracts/recommendations";
import { clientDeps } from "@/web/lib/api";
import { atLeast } from "@/web/test/at-least";
import { makeRecommendation } from "../recommendation-fixtures";
import { fetchRecommendations, INVALID_RESPONSE_MESSAGE } from "./fetch-recommendations";
import { logFeedback } from "./log-feedback";
import { RECOMMENDATIONS_STREAM_PATH, StreamFailure, streamRecommendations } from "./stream-recommendations";

const encoder = new TextEncoder();
const body = { mood: "cozy", includeStreamingAvailability: true, country: "us" };

/** A streamed response whose chunks are released one by one through `release()`. */
function controlledStream(chunks: string[]) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(stream, { status: 200, headers: { "content-type": "text/event-stream" } }),
    release() {
      controller.enqueue(encoder.encode(chunks[next++]));
    },
    end() {
      controller.close();
    },
  };
}

const sse = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;
const complete = {
  type: "complete",
  data: { session_id: "s1", count: 2, processing_time_ms: 12, ai_provider: "local" },
};

afterEach(() => vi.restoreAllMocks());

describe("streamRecommendations", () => {
  it("posts the mood with the CSRF header and hands each event over as soon as its chunk arrives", async () => {
    const first = makeRecommendation(1);
    const second = makeRecommendation(2);
    const s = controlledStream([
      sse({ type: "status", message: "Finding" }),
      `${sse({ type: "recommendation", data: first })}da`,
      `ta: ${JSON.stringify({ type: "recommendation", data: second })}\n\n${sse(complete)}`,
    ]);
    const fetchMock = vi.spyOn(clientDeps, "fetch").mockResolvedValue(s.response);
    const events: TStreamEvent[] = [];
    const done = streamRecommendations(body, (e) => events.push(e), new AbortController().signal);

    s.release();
    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(["status"]));
    s.release();
    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(["status", "recommendation"]));
    s.release();
    s.end();
    await done;
    expect(events.map((e) => e.type)).toEqual(["status", "recommendation", "recommendation", "complete"]);

    const [[url, init]] = atLeast(fetchMock.mock.calls, 1);
    expect(url).toBe(RECOMMENDATIONS_STREAM_PATH);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("x-requested-with")).toBe("moodreel");
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it("a non-OK status is 'HTTP error! status: {code}' (a 503 once its retries are spent)", async () => {
    vi.spyOn(clientDeps, "sleep").mockResolvedValue();
    const fetchMock = vi
      .spyOn(clientDeps, "fetch")
      .mockImplementation(async () => new Response("nope", { status: 503 }));
    await expect(streamRecommendations(body, () => {}, new AbortController().signal)).rejects.toThrow(
      "HTTP error! status: 503",
    );
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("an error event fails the stream", async () => {
    vi.spyOn(clientDeps, "fetch").mockResolvedValue(
      new Response(`${sse({ type: "status", message: "x" })}${sse({ type: "error", error: "engine down" })}`),
    );
    await expect(streamRecommendations(body, () => {}, new AbortController().signal)).rejects.toEqual(
      new StreamFailure("engine down"),
    );
  });

  it("a stream that ends before 'complete' fails, after delivering what it had", async () => {
    vi.spyOn(clientDeps, "fetch").mockResolvedValue(
      new Response(sse({ type: "recommendation", data: makeRecommendation(1) })),
    );
    const events: TStreamEvent[] = [];
    await expect(streamRecommendations(body, (e) => events.push(e), new AbortController().signal)).rejects.toThrow(
      /ended before it completed/,
    );
    expect(events).toHaveLength(1);
  });

  it("skips lines that are not valid events", async () => {
    vi.spyOn(clientDeps, "fetch").mockResolvedValue(
      new Response(`data: {oops\n\n${sse({ type: "nope" })}${sse({ type: "status", message: "ok" })}${sse(complete)}`),
    );
    const events: TStreamEvent[] = [];
    await streamRecommendations(body, (e) => events.push(e), new AbortController().signal);
    expect(events.map((e) => e.type)).toEqual(["status", "complete"]);
  });
});

describe("fetchRecommendations (the fallback)", () => {
  it("returns the recommendations of the JSON answer, leaving out malformed entries", async () => {
    const rec = makeRecommendation(3);
    vi.spyOn(clientDeps, "fetch").mockResolvedValue(
      Response.json({
        recommendations: [rec, { title: "broken" }],
        session_id: "s",
        ai_provider: "x",
        processing_time_ms: 1,
      }),
    );
    await expect(fetchRecommendations(body)).resolves.toEqual([rec]);
  });

  it("an answer without a recommendations list is 'Invalid response format'", async () => {
    vi.spyOn(clientDeps, "fetch").mockResolvedValue(Response.json({ picks: [] }));
    await expect(fetchRecommendations(body)).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
    expect(INVALID_RESPONSE_MESSAGE).toBe("Invalid response format from recommendation service");
  });
});

describe("logFeedback", () => {
  it("posts the event with its context", async () => {
    const fetchMock = vi.spyOn(clientDeps, "fetch").mockResolvedValue(Response.json({ ok: true }));
    await logFeedback("rec-1", "clicked", { source: "mobile_card", title: "Heat", year: 1995 });
    const [[url, init]] = atLeast(fetchMock.mock.calls, 1);
    expect(url).toBe("/api/recommendations/feedback");
    expect(JSON.parse(String(init?.body))).toEqual({
      recommendation_id: "rec-1",
      feedback_type: "clicked",
      feedback_value: { source: "mobile_card", title: "Heat", year: 1995 },
    });
  });
});
