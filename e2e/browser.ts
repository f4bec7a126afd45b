import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

const require = createRequire(import.meta.url);

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install Chromium: apt-get install chromium (or set CHROMIUM_PATH)`);
  }
  return path;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export async function newContext(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<BrowserContext> {
  const mobile = viewport.width < 640;
  return browser.newContext({
    baseURL,
    viewport,
    hasTouch: mobile,
    isMobile: mobile,
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    // lets axe-core be injected; the app itself is still served with its CSP
    bypassCSP: true,
  });
}

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const r = await axe.run(document, { resultTypes: ["violations"] });
    return r.violations;
  })) as AxeViolation[];
  return result.filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function describeViolations(v: AxeViolation[]): string {
  return v
    .map((x) => `${x.id} (${x.impact}): ${x.help} at ${x.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .join("\n");
}

const SHOTS = join(process.cwd(), "screenshots");

/** Writes a PNG to the git-ignored screenshots/ folder. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
