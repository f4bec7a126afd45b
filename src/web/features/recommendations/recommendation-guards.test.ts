import { describe, expect, it } from "vitest";
import { ZRecommendation, ZStreamEvent } from "@/shared/contracts/recommendations";
import { type Json, mutations, REMOVE, withAt } from "@/web/test/guard-agreement";
import { makeRecommendation } from "./recommendation-fixtures";
import { isRecommendation, isStreamEvent } from "./recommendation-guards";

describe("the hand-written guards agree with the zod contracts", () => {
  const full = makeRecommendation(3) as unknown as Json;
  const lean = withAt(withAt(full, ["media", "genres"], REMOVE), ["media", "description"], REMOVE);

  it("on a recommendation and every one-field change of it", () => {
    const cases = [full, lean, ...mutations(full), ...mutations(lean)];
    const disagreements = cases.filter((c) => isRecommendation(c) !== ZRecommendation.safeParse(c).success);
    expect(disagreements).toEqual([]);
    expect(cases.filter((c) => isRecommendation(c)).length).toBeGreaterThan(2);
  });

  it("on every stream event and every one-field change of it", () => {
    const events: Json[] = [
      { type: "status", message: "Finding" },
      { type: "partial", content: "Looking for: cozy" },
      { type: "recommendation", data: full },
      { type: "complete", data: { session_id: "s", count: 3, processing_time_ms: 12, ai_provider: "rules" } },
      { type: "complete", data: { session_id: "s", count: 3, processing_time_ms: 12, ai_provider: "x", notice: null } },
      { type: "error", error: "boom" },
      { type: "heartbeat" },
      "status",
    ];
    const cases = [...events, ...events.flatMap(mutations)];
    const disagreements = cases.filter((c) => isStreamEvent(c) !== ZStreamEvent.safeParse(c).success);
    expect(disagreements).toEqual([]);
  });
});
