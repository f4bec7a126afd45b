import { describe, expect, it } from "vitest";
import { makeRecommendation } from "./recommendation-fixtures";
import { parseStreamEvent } from "./sse-parser";

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
