/**
 * npm run lighthouse [-- --no-build] [--runs N]: Lighthouse's performance, accessibility and
 * best-practices audits of "/" and "/recommendations", with its mobile and desktop presets, against
 * the production build served by the real server (embedded database, fresh data, a free port), in
 * the system's headless Chromium (CHROMIUM_PATH, else /usr/bin/chromium; nothing downloads a browser).
 *
 * "/" is audited as a first visitor sees it (the landing page). "/recommendations" sends guests away,
 * so it is audited signed in, with picks to show: a fresh account is signed up through the dev mailbox
 * and asks for recommendations once through the page, which keeps them in the browser as a returning
 * person's are. Each page and preset runs N times (3 by default); the medians are printed one line per
 * figure, then every audit that did not pass, and the JSON reports are kept in dist/lighthouse/.
 * Scores depend on the machine: on a busy one, performance comes out low and noisy.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumPath } from "../e2e/browser";
import { type RunningServer, startServer } from "../e2e/server";
import { formatSummary, type RunFigures, summarize } from "./lighthouse-summary";

const args = process.argv.slice(2);
const runsArg = args.indexOf("--runs");
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const BUILD = !args.includes("--no-build");
const OUT = join(process.cwd(), "dist", "lighthouse");
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const PRESETS = ["mobile", "desktop"] as const;
const CSRF = { "content-type": "application/json", "x-requested-with": "moodreel" };
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];

interface Page {
  path: string;
  /** readies the browser (session, stored picks) before the page is audited */
  prepare?(chromePort: number, base: string): Promise<void>;
}

async function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  const res = await fetch(url, {
    method: "POST",
    headers: { ...CSRF, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Signs up and verifies a fresh account through the dev mailbox; returns its session cookie. */
async function signUp(base: string): Promise<{ name: string; value: string }> {
  const email = `lighthouse-${Date.now().toString(36)}@example.test`;
  await post(`${base}/api/auth/signup`, { full_name: "Light House", email, password: "popcorn-reel-42" });
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const mails = (await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    code = mails[0] ? /\b(\d{6})\b/.exec(mails[0].text)?.[1] : undefined;
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error("no verification code in the dev mailbox");
  const verified = await post(`${base}/api/auth/verify`, { email, code });
  const [pair] = (verified.headers.getSetCookie()[0] ?? "").split(";");
  const eq = pair?.indexOf("=") ?? -1;
  if (!pair || eq < 1) throw new Error("verify set no session cookie");
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
}

/** Signs the browser in and asks for recommendations once, so /recommendations has picks to restore. */
async function signedInWithPicks(chromePort: number, base: string): Promise<void> {
  const cookie = await signUp(base);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("the launched Chromium has no default context");
    await context.addCookies([{ ...cookie, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/recommendations`);
    const box = page.getByRole("textbox", { name: "What are you in the mood for?" });
    await box.fill("cozy rainy day");
    await box.press("Enter");
    await page.waitForFunction(() => window.localStorage.getItem("moodreel.recommendations") !== null, null, {
      timeout: 60_000,
    });
    await page.close();
  } finally {
    // disconnects; the browser and its profile stay for Lighthouse
    await browser.close();
  }
}

const PAGES: Page[] = [{ path: "/" }, { path: "/recommendations", prepare: signedInWithPicks }];

function figuresOf(lhr: Result): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcpMs: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbtMs: value("total-blocking-time"),
  };
}

/** The audits of the three categories that did not pass: "category: title", and the run's figure. */
function failedAudits(lhr: Result): { audit: string; value: string }[] {
  const out: { audit: string; value: string }[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode)) continue;
      out.push({ audit: `${id}: ${audit.title}`, value: audit.displayValue ?? "" });
    }
  }
  return out;
}

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like) is tried again, twice at most. */
async function runOnce(url: string, port: number, preset: (typeof PRESETS)[number]): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${runtimeError.message}`);
    console.error(`  ${url} ${preset}: ${runtimeError.code}, trying again`);
  }
}

/** Per page, preset and audit: the figure of each run in which it did not pass. */
type Failures = Map<string, string[]>;

async function auditPage(page: Page, base: string, lines: string[], failures: Failures): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
  });
  try {
    await page.prepare?.(chrome.port, base);
    for (const preset of PRESETS) {
      const runs: RunFigures[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const lhr = await runOnce(`${base}${page.path}`, chrome.port, preset);
        if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
          throw new Error(`${page.path} ended at ${lhr.finalDisplayedUrl}: was the browser signed in?`);
        }
        const name = `${page.path === "/" ? "home" : page.path.slice(1)}-${preset}-${i}.json`;
        writeFileSync(join(OUT, name), JSON.stringify(lhr));
        runs.push(figuresOf(lhr));
        for (const { audit, value } of failedAudits(lhr)) {
          const key = `${page.path} ${preset} ${audit}`;
          failures.set(key, [...(failures.get(key) ?? []), value]);
        }
        console.error(`  ${page.path} ${preset} run ${i}/${RUNS}: performance ${runs.at(-1)?.performance}`);
      }
      lines.push(...formatSummary(page.path, preset, summarize(runs)));
    }
  } finally {
    chrome.kill();
  }
}

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number of runs, 1 or more");
if (BUILD) {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
mkdirSync(OUT, { recursive: true });
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
console.error(`load average before: ${load()}`);
let server: RunningServer | undefined;
try {
  server = await startServer();
  const lines: string[] = [];
  const failures: Failures = new Map();
  for (const page of PAGES) await auditPage(page, server.url, lines, failures);
  console.log(`Lighthouse ${RUNS} run(s) per page and preset; medians (load average now ${load()}):`);
  for (const line of lines) console.log(line);
  if (failures.size > 0) {
    console.log("Audits that did not pass (in how many runs):");
    for (const [failure, values] of failures) {
      const shown = values.filter(Boolean);
      console.log(`  ${failure} [${values.length}/${RUNS}]${shown.length > 0 ? ` ${shown.join(" · ")}` : ""}`);
    }
  }
  console.log(`JSON reports: ${OUT}`);
} finally {
  await server?.stop();
}
