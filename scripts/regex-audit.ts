/**
 * Finds every regular expression in the source tree and asks recheck whether it can backtrack
 * super-linearly. Literals are read with the TypeScript parser; patterns built at run time with
 * `new RegExp` are caught by recording the constructor while the modules load and run.
 * `npm run audit:regex` checks them all, prints the findings and records the patterns found safe in
 * scripts/regex-verdicts.json; scripts/regex-audit.test.ts fails on any finding.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
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

// recheck rejects the sticky and global flags' combinations it does not model; they do not change the verdict.
const checkedFlags = (flags: string) => flags.replace(/[gy]/g, "");

/**
 * A pattern's verdict depends only on its source, its flags and recheck's version, so a pattern
 * recheck has called safe need not be asked again until one of the three changes: the key hashes
 * all three.
 */
export function verdictKey(p: FoundPattern): string {
  return createHash("sha256")
    .update(`${RECHECK_VERSION}\n${checkedFlags(p.flags)}\n${p.source}`)
    .digest("hex");
}

const RECHECK_VERSION: string = createRequire(import.meta.url)("recheck/package.json").version;
const VERDICTS_FILE = join(import.meta.dirname, "regex-verdicts.json");

/** The keys of the patterns a full audit found safe (empty when no audit has been recorded). */
export function recordedSafe(file = VERDICTS_FILE): Set<string> {
  if (!existsSync(file)) return new Set();
  return new Set((JSON.parse(readFileSync(file, "utf8")) as { safe: string[] }).safe);
}

/**
 * recheck's verdict per pattern; anything but "safe" (constant or linear) is a finding. Patterns
 * whose key is in `knownSafe` were judged safe by this recheck in a recorded audit and are skipped.
 */
export function audit(patterns: FoundPattern[], knownSafe: ReadonlySet<string> = new Set()): Finding[] {
  const findings: Finding[] = [];
  for (const p of patterns) {
    if (knownSafe.has(verdictKey(p))) continue;
    const result = verdictOf(p.source, checkedFlags(p.flags));
    if (result.status === "safe") continue;
    const verdict =
      result.status === "vulnerable"
        ? `vulnerable (${result.complexity.type}), attack: ${result.attack.pattern}`
        : result.status;
    findings.push({ ...p, verdict });
  }
  return findings;
}

/** What the mood engine and the server routes build with `new RegExp` while loading and answering two moods. */
export function builtPatterns(): Promise<FoundPattern[]> {
  return constructedPatterns(async () => {
    const { buildIndex, recommend } = await import("../src/recommender/engine");
    const { TEST_TITLES } = await import("../src/recommender/fixtures/test-catalogue");
    await import("../src/server/modules/catalogue/routes");
    const index = buildIndex(TEST_TITLES);
    for (const mood of ["cozy rainy day under 2 hours", "like Heat but shorter, 90s, for my 8 year old"]) {
      recommend(index, { mood, limit: 10 } as Parameters<typeof recommend>[1]);
    }
  });
}

/** Checks every pattern afresh and records the keys of the safe ones. */
async function main() {
  const literals = literalPatterns(sourceFiles("src"));
  const built = await builtPatterns();
  const all = [...literals, ...built];
  const findings = audit(all);
  for (const f of findings) console.log(`${f.where}  /${f.source.slice(0, 100)}/${f.flags}  ${f.verdict}`);
  const flagged = new Set(findings.map(verdictKey));
  const safe = [...new Set(all.map(verdictKey))].filter((k) => !flagged.has(k)).sort();
  writeFileSync(VERDICTS_FILE, `${JSON.stringify({ recheck: RECHECK_VERSION, safe }, null, 1)}\n`);
  console.log(
    `${literals.length} literal and ${built.length} built patterns, ${findings.length} findings; ${safe.length} safe recorded`,
  );
  process.exitCode = findings.length ? 1 : 0;
}

if (process.argv[1]?.endsWith("regex-audit.ts")) await main();
