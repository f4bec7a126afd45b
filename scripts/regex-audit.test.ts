import { describe, expect, it } from "vitest";
import { audit, builtPatterns, literalPatterns, recordedSafe, sourceFiles, verdictKey } from "./regex-audit";

/**
 * Patterns a recorded full audit (`npm run audit:regex`) found safe are not asked again: a verdict
 * follows from the pattern, its flags and recheck's version, which the recorded key hashes. A new or
 * changed pattern, or another recheck, is checked here in full.
 */
const knownSafe = recordedSafe();

describe("every regular expression in src runs in linear time", () => {
  it("finds a vulnerable pattern when there is one (the audit itself works)", () => {
    const findings = audit([
      { where: "sample", source: "^(a+)+$", flags: "" },
      { where: "sample", source: "\\d\\s*-?\\s*x", flags: "g" },
      { where: "sample", source: "\\/+$", flags: "" },
      { where: "sample", source: "^[^@]+@[^@]+\\.[^@.]+$", flags: "" },
    ]);
    expect(findings.map((f) => f.source)).toEqual(["^(a+)+$", "\\d\\s*-?\\s*x", "\\/+$"]);
  });

  it("asks again about a recorded pattern once its source or flags change", () => {
    const safe = { where: "sample", source: "^[a-z]+$", flags: "" };
    const changed = { where: "sample", source: "^([a-z]+)+$", flags: "" };
    const recorded = new Set([verdictKey(safe)]);
    expect(verdictKey({ ...safe, flags: "i" })).not.toBe(verdictKey(safe));
    expect(audit([safe, changed], recorded).map((f) => f.source)).toEqual(["^([a-z]+)+$"]);
  });

  it("has no super-linear regex literal", () => {
    const literals = literalPatterns(sourceFiles("src"));
    expect(literals.length).toBeGreaterThan(100);
    expect(audit(literals, knownSafe).map((f) => `${f.where} /${f.source}/ ${f.verdict}`)).toEqual([]);
  }, 120_000);

  it("has no super-linear pattern built at run time by the mood engine or the server routes", async () => {
    const built = await builtPatterns();
    expect(built.length).toBeGreaterThan(5);
    expect(audit(built, knownSafe).map((f) => `/${f.source}/ ${f.verdict}`)).toEqual([]);
  }, 120_000);
});
