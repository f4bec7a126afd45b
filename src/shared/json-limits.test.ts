import { describe, expect, it } from "vitest";
import { jsonWithin } from "./json-limits";
import { expectWithinCpuBudget } from "./testing/cpu-time";

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

describe("jsonWithin", () => {
  const limits = { maxDepth: 4, maxNodes: 50 };

  it("accepts flat and shallow values", () => {
    expect(jsonWithin({ source: "mobile_card", title: "x", year: 2000 }, limits)).toBe(true);
    expect(jsonWithin(nested(4), limits)).toBe(true);
    expect(jsonWithin(null, limits)).toBe(true);
  });

  it("refuses nesting past the depth, arrays included", () => {
    expect(jsonWithin(nested(5), limits)).toBe(false);
    expect(jsonWithin([[[[[1]]]]], limits)).toBe(false);
  });

  it("refuses too many nodes", () => {
    expect(jsonWithin({ list: Array.from({ length: 60 }, (_, i) => i) }, limits)).toBe(false);
  });

  it("stops early on a hostile 100,000-level document", () => {
    const hostile = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(expectWithinCpuBudget(() => jsonWithin(hostile, limits), 250)).toBe(false);
  });
});
