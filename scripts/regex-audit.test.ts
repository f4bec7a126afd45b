import { describe, expect, it } from "vitest";
import { audit, constructedPatterns, literalPatterns, sourceFiles } from "./regex-audit";

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

  it("has no super-linear regex literal", () => {
    const literals = literalPatterns(sourceFiles("src"));
    expect(literals.length).toBeGreaterThan(100);
    expect(audit(literals).map((f) => `${f.where} /${f.source}/ ${f.verdict}`)).toEqual([]);
  }, 120_000);

  it("has no super-linear pattern built at run time by the mood engine or the server routes", async () => {
    const built = await constructedPatterns(async () => {
      const { buildIndex, recommend } = await import("../src/recommender/engine");
      const { TEST_TITLES } = await import("../src/recommender/fixtures/test-catalogue");
      await import("../src/server/modules/catalogue/routes");
      const index = buildIndex(TEST_TITLES);
      for (const mood of ["cozy rainy day under 2 hours", "like Heat but shorter, 90s, for my 8 year old"]) {
        recommend(index, { mood, limit: 10 } as Parameters<typeof recommend>[1]);
      }
    });
    expect(built.length).toBeGreaterThan(5);
    expect(audit(built).map((f) => `/${f.source}/ ${f.verdict}`)).toEqual([]);
  }, 120_000);
});
