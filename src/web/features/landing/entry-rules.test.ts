import { describe, expect, it } from "vitest";
import { ENTRY_PROBLEMS, entryProblem } from "./entry-rules";

describe("entryProblem", () => {
  it("passes only when both boxes are ticked", () => {
    expect(entryProblem({ adult: true, terms: true })).toBeNull();
  });

  it("asks for the age first", () => {
    expect(entryProblem({ adult: false, terms: false })).toBe(ENTRY_PROBLEMS.age);
    expect(entryProblem({ adult: false, terms: true })).toBe(ENTRY_PROBLEMS.age);
  });

  it("then for the terms", () => {
    expect(entryProblem({ adult: true, terms: false })).toBe(ENTRY_PROBLEMS.terms);
  });

  it("words each problem as the toast shows it", () => {
    expect(ENTRY_PROBLEMS.age).toEqual({
      title: "Age verification required",
      description: "You must confirm that you are 18 years or older to continue.",
    });
    expect(ENTRY_PROBLEMS.terms).toEqual({
      title: "Terms acceptance required",
      description: "You must accept the Terms of Service and Privacy Policy to continue.",
    });
  });
});
