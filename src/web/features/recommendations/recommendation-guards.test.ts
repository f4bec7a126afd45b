import { describe, expect, it } from "vitest";
import { ZRecommendation, ZStreamEvent } from "@/shared/contracts/recommendations";
import { makeRecommendation } from "./recommendation-fixtures";
import { isRecommendation, isStreamEvent } from "./recommendation-guards";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every path into the value, the value itself included. */
function pathsOf(value: Json, at: Path = []): Path[] {
  const inner =
    value !== null && typeof value === "object"
      ? Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...at, Array.isArray(value) ? +key : key]))
      : [];
  return [at, ...inner];
}

const REMOVE = Symbol("remove");

function withAt(value: Json, path: Path, next: Json | typeof REMOVE): Json {
  const copy = structuredClone(value);
  if (path.length === 0) return next === REMOVE ? null : next;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (next !== REMOVE) parent[last] = next;
  else if (Array.isArray(parent)) parent.splice(+last, 1);
  else delete parent[last];
  return copy;
}

/** The value with one field missing, null, of another type, or just out of range. */
function mutations(value: Json): Json[] {
  const wrong: (Json | typeof REMOVE)[] = [REMOVE, null, "text", 7, 1.5, -1, 101, true, [], {}, ["x"], [7]];
  return pathsOf(value).flatMap((path) => wrong.map((next) => withAt(value, path, next)));
}

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
