import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "./testing/cpu-time";
import { trimChars } from "./trim-chars";

describe("trimChars", () => {
  it("removes a trailing run only by default", () => {
    expect(trimChars("//a/b//", "/")).toBe("//a/b");
    expect(trimChars("Ends here?!.", ".!?")).toBe("Ends here");
    expect(trimChars("abc", "/")).toBe("abc");
    expect(trimChars("", "/")).toBe("");
  });

  it("removes both edges when asked", () => {
    expect(trimChars("--the-title--", "-", "both")).toBe("the-title");
    expect(trimChars("----", "-", "both")).toBe("");
  });

  it("stays linear on a long run that never ends the string", () => {
    const input = `${"/".repeat(200_000)}x`;
    expect(expectWithinCpuBudget(() => trimChars(input, "/"), 50)).toBe(input);
  });
});
