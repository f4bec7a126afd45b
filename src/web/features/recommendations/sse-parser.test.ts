import { describe, expect, it } from "vitest";
import { makeRecommendation } from "./recommendation-fixtures";
import { createSseParser, parseStreamEvent } from "./sse-parser";

function feedAll(chunks: string[]): string[] {
  const p = createSseParser();
  const out: string[] = [];
  for (const c of chunks) out.push(...p.push(c));
  out.push(...p.flush());
  return out;
}

describe("createSseParser", () => {
  it("emits the data of each event, in order", () => {
    expect(feedAll(['data: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it("reassembles lines split anywhere across chunks", () => {
    const text = 'data: {"type":"status","message":"hi"}\n\ndata: {"x":true}\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(feedAll([text.slice(0, cut), text.slice(cut)])).toEqual([
        '{"type":"status","message":"hi"}',
        '{"x":true}',
      ]);
    }
    expect(feedAll(text.split(""))).toEqual(['{"type":"status","message":"hi"}', '{"x":true}']);
  });

  it("handles CRLF and lone CR line endings, even when CR and LF arrive apart", () => {
    expect(feedAll(["data: 1\r\n\r\ndata: 2\r\r"])).toEqual(["1", "2"]);
    expect(feedAll(["data: 1\r", "\n\r", "\ndata: 2\r\n\r\n"])).toEqual(["1", "2"]);
  });

  it("joins several data lines of one event with newlines and ignores comments and other fields", () => {
    expect(feedAll([": keep-alive\n", "event: message\nid: 7\ndata: a\ndata:b\nretry: 10\n\n"])).toEqual(["a\nb"]);
  });

  it("does not emit until the blank line, and flushes an unterminated event at the end", () => {
    const p = createSseParser();
    expect(p.push("data: 1\n")).toEqual([]);
    expect(p.push("data: 2")).toEqual([]);
    expect(p.flush()).toEqual(["1\n2"]);
    expect(p.flush()).toEqual([]);
  });

  it("ignores blank lines between events", () => {
    expect(feedAll(["\n\n\ndata: x\n\n\n\n"])).toEqual(["x"]);
  });
});

describe("parseStreamEvent", () => {
  it("parses every event type of the contract", () => {
    expect(parseStreamEvent('{"type":"status","message":"Finding"}')).toEqual({ type: "status", message: "Finding" });
    expect(parseStreamEvent('{"type":"partial","content":"Looking for: cozy"}')).toEqual({
      type: "partial",
      content: "Looking for: cozy",
    });
    const rec = makeRecommendation(1);
    expect(parseStreamEvent(JSON.stringify({ type: "recommendation", data: rec }))).toEqual({
      type: "recommendation",
      data: rec,
    });
    const complete = { session_id: "s", count: 15, processing_time_ms: 40, ai_provider: "moodreel-local" };
    expect(parseStreamEvent(JSON.stringify({ type: "complete", data: complete }))).toEqual({
      type: "complete",
      data: complete,
    });
    expect(parseStreamEvent('{"type":"error","error":"boom"}')).toEqual({ type: "error", error: "boom" });
  });

  it("returns null for broken JSON, unknown types and malformed recommendations", () => {
    expect(parseStreamEvent("{not json")).toBeNull();
    expect(parseStreamEvent('{"type":"heartbeat"}')).toBeNull();
    expect(parseStreamEvent('{"type":"recommendation","data":{"title":"x"}}')).toBeNull();
  });
});
