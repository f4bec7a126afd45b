/**
 * The house limit on file size, checked so a file cannot grow past it unnoticed: source files stay
 * within 400 lines and React components within 150 lines of code. Tests, fixtures and data files
 * are exempt, as their length is their content.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const MAX_SOURCE_LINES = 400;
const MAX_COMPONENT_CODE_LINES = 150;

function sourceFiles(): string[] {
  const out: string[] = [];
  for (const dir of ["src", "scripts", "bench", "e2e"]) {
    for (const f of readdirSync(join(ROOT, dir), { recursive: true }) as string[]) {
      const path = join(dir, f);
      if (!/\.tsx?$/.test(f) || /\.(test|e2e)\.tsx?$/.test(f)) continue;
      if (path.split("/").some((part) => part === "fixtures" || part === "data" || part === "test")) continue;
      out.push(path);
    }
  }
  return out.sort();
}

/** Lines other than blank ones and comments: what a reader has to follow. */
function codeLines(text: string): number {
  return text.split("\n").filter((line) => {
    const t = line.trim();
    return t !== "" && !t.startsWith("//") && !t.startsWith("*") && !t.startsWith("/*");
  }).length;
}

describe("file size", () => {
  const files = sourceFiles();

  it("finds the source tree", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain("src/recommender/engine.ts");
  });

  it(`keeps every source file within ${MAX_SOURCE_LINES} lines`, () => {
    const long = files
      .map((f) => ({ f, lines: readFileSync(join(ROOT, f), "utf8").split("\n").length - 1 }))
      .filter((x) => x.lines > MAX_SOURCE_LINES)
      .map((x) => `${x.f}: ${x.lines}`);
    expect(long).toEqual([]);
  });

  it(`keeps every component within ${MAX_COMPONENT_CODE_LINES} lines of code`, () => {
    const long = files
      .filter((f) => f.startsWith("src/web/") && f.endsWith(".tsx"))
      .map((f) => ({ f, lines: codeLines(readFileSync(join(ROOT, f), "utf8")) }))
      .filter((x) => x.lines > MAX_COMPONENT_CODE_LINES)
      .map((x) => `${relative(ROOT, join(ROOT, x.f))}: ${x.lines}`);
    expect(long).toEqual([]);
  });

  it("counts code lines without blanks or comments", () => {
    expect(codeLines("/**\n * why\n */\nconst a = 1;\n\n// note\nexport { a };\n")).toBe(2);
  });
});
