import { describe, expect, it } from "vitest";
import { startScheduler } from "./scheduler";

describe("scheduler", () => {
  it("runs its jobs one after another, logs a failing one and goes on, and never overlaps ticks", async () => {
    const ran: string[] = [];
    const errors: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const s = startScheduler(
      [
        {
          name: "slow",
          everyMs: 3_600_000,
          run: async () => {
            ran.push("slow");
            await gate;
          },
        },
        {
          name: "broken",
          everyMs: 3_600_000,
          run: async () => {
            throw new Error("boom");
          },
        },
        { name: "after", everyMs: 3_600_000, run: async () => void ran.push("after") },
      ],
      { error: (_obj, msg) => void errors.push(msg) },
    );
    const first = s.tick();
    const second = s.tick();
    release();
    await Promise.all([first, second]);
    expect(ran).toEqual(["slow", "after"]);
    expect(errors).toEqual(["background job failed"]);
    await s.stop();
    await s.tick();
    expect(ran).toEqual(["slow", "after"]);
  });
});
