import { describe, expect, it } from "vitest";
import { cpuMillis, expectWithinCpuBudget } from "./cpu-time";

/** About 20 ms of arithmetic here; returns a sum so the loop cannot be left out. */
function spin(): number {
  let sum = 0;
  for (let i = 0; i < 1_000_000; i++) sum = (sum + i * i) % 1_000_003;
  return sum;
}

describe("CPU time", () => {
  it("counts the work done and returns its result", () => {
    const trivial = cpuMillis(() => 1 + 1);
    const busy = cpuMillis(spin);
    expect(busy.result).toBe(spin());
    expect(busy.ms).toBeGreaterThan(1);
    expect(busy.ms).toBeGreaterThan(trivial.ms);
  });

  it("leaves out time spent waiting", () => {
    // 200 ms of wall-clock time blocked, with no CPU used
    const { ms } = cpuMillis(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200));
    expect(ms).toBeLessThan(100);
  });

  it("passes within the budget, returning the result, and fails past it, saying what was timed", () => {
    expect(expectWithinCpuBudget(spin, 60_000)).toBe(spin());
    expect(() => expectWithinCpuBudget(spin, 1, "spin")).toThrow(/spin/);
  });
});
