/**
 * npm run screenshots -- [BASE_URL]: looks at the main screens the way a reviewer would, at 1440×900
 * and 390×844, against a running server with the dev mailbox on (npm start). Signs up a fresh
 * account through the API, then photographs home (the catalogue) with a title's details, and the
 * recommendations for a request that names a title we do not have, settings and the watch list; and,
 * signed out, the landing page with its entry dialog. PNGs go to screenshots/manual-*.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, launchBrowser, MOBILE, newContext } from "../e2e/browser";
import { CSRF, verifyFromMailbox } from "../e2e/support";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = join(process.cwd(), "screenshots");
const MOOD = "something like Blorptastic Adventures but funnier";

async function signUp(context: BrowserContext): Promise<void> {
  const email = `shots-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await context.request.post("/api/auth/signup", {
    data: { full_name: "Screen Shot", email, password: "popcorn-reel-42" },
    headers: CSRF,
  });
  if (!res.ok()) throw new Error(`sign-up answered ${res.status()}: ${await res.text()}`);
  await verifyFromMailbox(context, email);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `manual-${name}.png`) });
  console.log(`screenshots/manual-${name}.png`);
}

async function tour(page: Page, size: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("heading").first().waitFor();
  await shot(page, `home-${size}`);

  const card = page.locator("[data-media-id]").first();
  await card.waitFor();
  await card.locator(":scope > button").click();
  await page.getByRole("heading", { name: "Where to Watch" }).waitFor();
  await page.getByRole("heading", { name: "Where to Watch" }).scrollIntoViewIfNeeded();
  await shot(page, `details-${size}`);
  await page.keyboard.press("Escape");

  await page.goto("/recommendations");
  const box = page.getByRole("textbox", { name: "What are you in the mood for?" });
  await box.fill(MOOD);
  await box.press("Enter");
  await page.getByTestId("recommendations-notice").waitFor({ timeout: 30_000 });
  await page.getByTestId("recommendations-notice").scrollIntoViewIfNeeded();
  await shot(page, `recommendations-${size}`);

  await page.goto("/settings");
  await page.getByRole("heading", { name: "Settings" }).waitFor();
  await page.waitForLoadState("networkidle");
  await shot(page, `settings-${size}`);
  const streaming = page.getByRole("tab", { name: /Streaming/ });
  if (await streaming.count()) {
    await streaming.click();
    await page.waitForLoadState("networkidle");
    await shot(page, `settings-streaming-${size}`);
  }

  await page.goto("/watchlist");
  await page.waitForLoadState("networkidle");
  await shot(page, `watchlist-${size}`);
}

/** The signed-out landing page and its entry dialog. */
async function landing(page: Page, size: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Get Started" }).first().waitFor();
  // The first screen arrives in the HTML; the app takes it over a moment later and fills in the
  // catalogue figures and the poster wall, which is the page people look at.
  await page.locator("html[data-app-started]").waitFor({ state: "attached" });
  await page
    .getByText(/^\d{1,3}(,\d{3})*$/)
    .first()
    .waitFor();
  await page.waitForTimeout(1500);
  await shot(page, `landing-${size}`);
  await page.getByRole("button", { name: "Get Started" }).first().click();
  await page.getByRole("dialog").waitFor();
  await shot(page, `landing-entry-${size}`);
}

mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
try {
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    const visitor = await newContext(browser, base, viewport);
    await landing(await visitor.newPage(), size);
    await visitor.close();
    const context = await newContext(browser, base, viewport);
    // The live-update stream never finishes, so "networkidle" would never come; screenshots do without it.
    await context.route("**/api/me/events", (route) => route.abort());
    await signUp(context);
    await tour(await context.newPage(), size);
    await context.close();
  }
} finally {
  await browser.close();
}
