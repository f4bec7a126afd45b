/**
 * Finds every regular expression in the source tree and asks recheck whether it can backtrack
 * super-linearly. Literals are read with the TypeScript parser; patterns built at run time with
 * `new RegExp` are caught by recording the constructor while the modules load and run.
 * `npm run audit:regex` prints the findings; scripts/regex-audit.test.ts fails on any.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";

export interface FoundPattern {
  where: string;
  source: string;
  flags: string;
}

export interface Finding extends FoundPattern {
  verdict: string;
}

const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

export function sourceFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => SOURCE_FILE.test(f) && !TEST_FILE.test(f))
    .map((f) => join(root, f));
}

/** Every regex literal in the given files, with file:line. */
export function literalPatterns(files: string[], base = process.cwd()): FoundPattern[] {
  const found: FoundPattern[] = [];
  for (const file of files) {
    const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(sf);
        const end = text.lastIndexOf("/");
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        found.push({
          where: `${relative(base, file)}:${line}`,
          source: text.slice(1, end),
          flags: text.slice(end + 1),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

/** Patterns constructed with `new RegExp` while `run` executes (module loading included). */
export async function constructedPatterns(run: () => Promise<void>): Promise<FoundPattern[]> {
  const found = new Map<string, FoundPattern>();
  const Native = RegExp;
  class Recording extends Native {
    constructor(pattern: string | RegExp, flags?: string) {
      super(pattern, flags);
      found.set(`${this.flags}/${this.source}`, { where: "new RegExp", source: this.source, flags: this.flags });
    }
  }
  const scope = globalThis as { RegExp: RegExpConstructor };
  scope.RegExp = Recording as unknown as RegExpConstructor;
  try {
    await run();
  } finally {
    scope.RegExp = Native;
  }
  return [...found.values()];
}

/**
 * An attack is judged by the steps the matcher takes on it, not by the time it took: by default recheck
 * also calls an attack that ran past one second a success, which on a machine running the whole suite
 * flagged linear patterns (a 300,000-character input read once takes that long there).
 */
const STEPS_NOT_TIME = { attackTimeout: null } as const;

/**
 * recheck's verdict on one pattern. A check that ran out of time or was cut short on a busy machine
 * (the whole suite runs at once) is asked again with more time rather than reported: it says nothing
 * about the pattern. A pattern recheck cannot model ("unsupported") is reported at once.
 */
function verdictOf(source: string, flags: string): ReturnType<typeof checkSync> {
  let result = checkSync(source, flags, { timeout: 10_000, ...STEPS_NOT_TIME });
  for (let tries = 0; tries < 2 && result.status === "unknown" && result.error.kind !== "unsupported"; tries++) {
    result = checkSync(source, flags, { timeout: 30_000, ...STEPS_NOT_TIME });
  }
  return result;
}

/** recheck's verdict per pattern; anything but "safe" (constant or linear) is a finding. */
export function audit(patterns: FoundPattern[]): Finding[] {
  const findings: Finding[] = [];
  for (const p of patterns) {
    // recheck rejects the sticky and global flags' combinations it does not model; they do not change the verdict.
    const result = verdictOf(p.source, p.flags.replace(/[gy]/g, ""));
    if (result.status === "safe") continue;
    const verdict =
      result.status === "vulnerable"
        ? `vulnerable (${result.complexity.type}), attack: ${result.attack.pattern}`
        : result.status;
    findings.push({ ...p, verdict });
  }
  return findings;
}

async function main() {
  const literals = literalPatterns(sourceFiles("src"));
  const findings = audit(literals);
  for (const f of findings) console.log(`${f.where}  /${f.source.slice(0, 100)}/${f.flags}  ${f.verdict}`);
  console.log(`${literals.length} literal patterns, ${findings.length} findings`);
  process.exitCode = findings.length ? 1 : 0;
}

if (process.argv[1]?.endsWith("regex-audit.ts")) await main();
