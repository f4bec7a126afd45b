import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, passwordChecklist, passwordMeetsRules } from "./password-rules";

describe("password rules", () => {
  it("the checklist: at least 8 characters, a letter, a digit, in that order", () => {
    expect(passwordChecklist("")).toEqual([
      { id: "length", label: "At least 8 characters", met: false },
      { id: "letter", label: "At least one letter", met: false },
      { id: "digit", label: "At least one number", met: false },
    ]);
    expect(passwordChecklist("abc").map((r) => r.met)).toEqual([false, true, false]);
    expect(passwordChecklist("12345678").map((r) => r.met)).toEqual([true, false, true]);
    expect(passwordChecklist("abcdefg1").map((r) => r.met)).toEqual([true, true, true]);
  });

  it("counts letters and digits of any script", () => {
    expect(passwordMeetsRules("Ωμέγαλφα7")).toBe(true);
    expect(passwordMeetsRules("парольчик٣")).toBe(true);
    expect(passwordMeetsRules("!!!!!!1")).toBe(false);
  });

  it("caps the length at 128", () => {
    expect(passwordMeetsRules(`a1${"x".repeat(PASSWORD_MAX_LENGTH - 2)}`)).toBe(true);
    expect(passwordMeetsRules(`a1${"x".repeat(PASSWORD_MAX_LENGTH - 1)}`)).toBe(false);
  });
});
