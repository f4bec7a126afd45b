import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import { type RunningServer, startServer } from "./server";
import { expectAtLeast, expectAxeClean, verifyFromMailbox } from "./support";

const baseUrl = inject("baseUrl");
const CSRF = { "x-requested-with": "moodreel" };
/** The e2e server lists this address in ADMIN_EMAILS; other specs use the same password for it. */
const ADMIN_EMAIL = "admin@moodreel.test";
const PASSWORD = "popcorn42";
const MOOD = "cozy rainy day with a warm mystery";
const TABS = ["Overview", "Top Recommendations", "Streaming Performance", "User Metrics", "User Activity"];

let browser: Browser;
let admin: BrowserContext;
let member: BrowserContext;
let memberName: string;

const _sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs up (or, when an earlier spec made the account, signs in) and keeps the cookie in the context. */
async function signUpOrIn(context: BrowserContext, email: string, fullName: string) {
  const signIn = await context.request.post("/api/auth/signin", { data: { email, password: PASSWORD }, headers: CSRF });
  if (signIn.status() === 200) return;
  const res = await context.request.post("/api/auth/signup", {
    data: { full_name: fullName, email, password: PASSWORD },
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
  await verifyFromMailbox(context, email);
}

async function call(context: BrowserContext, method: "POST" | "PUT", path: string, data: unknown) {
  const res = await context.request.fetch(path, { method, headers: CSRF, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

interface Rec {
  recommendation_id: string;
  title: string;
  streaming_availability: { services: { name: string }[] };
}

/** A member who rates, saves, asks for recommendations and reacts to them, like a real visit. */
async function createActivity(context: BrowserContext) {
  const { items } = (await (await context.request.get("/api/media?page=0")).json()) as { items: { id: string }[] };
  expectAtLeast(items, 3, "catalogue titles");
  await call(context, "PUT", `/api/me/media/${items[0].id}/rating`, { rating: 9 });
  await call(context, "PUT", `/api/me/media/${items[1].id}/rating`, { rating: 3 });
  await call(context, "PUT", `/api/me/media/${items[2].id}/want-to-watch`, {});
  const { recommendations } = (await call(context, "POST", "/api/recommendations", { mood: MOOD })) as {
    recommendations: Rec[];
  };
  expectAtLeast(recommendations, 3, "recommendations");
  const [first, second, third] = recommendations;
  const feedback = async (rec: Rec, feedback_type: string, feedback_value: Record<string, unknown> | null = null) =>
    call(context, "POST", "/api/recommendations/feedback", {
      recommendation_id: rec.recommendation_id,
      feedback_type,
      feedback_value,
    });
  await feedback(first, "clicked", { source: "mobile_card", title: first.title });
  await feedback(first, "added_to_watchlist", { status: "want_to_watch", isActive: true });
  await feedback(first, "rated", { rating: 8 });
  await feedback(second, "clicked");
  const service = second.streaming_availability.services[0]?.name ?? "netflix";
  await feedback(second, "streaming_clicked", { service });
  await feedback(third, "trailer_played");
}

/** The number on a stat card (the value under its heading). */
async function statValue(scope: Locator, label: string): Promise<number> {
  const text = await scope.getByRole("heading", { name: label, exact: true }).locator("xpath=../../p[1]").textContent();
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await page.getByRole("tab", { name, exact: true, selected: true }).waitFor();
  return page.getByRole("tabpanel");
}

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newContext(browser, baseUrl, DESKTOP);
  memberName = `Dana Demo ${Math.random().toString(36).slice(2, 6)}`;
  const email = `admin-e2e-${Date.now().toString(36)}@example.test`;
  await signUpOrIn(member, email, memberName);
  await createActivity(member);
  admin = await newContext(browser, baseUrl, DESKTOP);
  await signUpOrIn(admin, ADMIN_EMAIL, "Site Admin");
});
afterAll(async () => {
  await member?.close();
  await admin?.close();
  await browser?.close();
});

describe("admin analytics dashboard", () => {
  it("an administrator sees all five tabs with data, charts included, axe clean", async () => {
    const page = await admin.newPage();
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Analytics" }).waitFor();
    await expect(page.getByRole("button", { name: "Refresh Data" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("tab").allInnerTexts()).resolves.toEqual(TABS);
    // the header offers the Admin button to administrators
    await expect(page.getByRole("link", { name: "Admin", exact: true }).isVisible()).resolves.toBe(true);

    // Overview: the four cards and both charts
    const overview = page.getByRole("tabpanel");
    await overview.getByRole("figure", { name: /Sessions and feedback per day/ }).waitFor();
    for (const label of ["Total Users", "Total Recommendations", "Total Feedback", "Avg Engagement"]) {
      await expect(overview.getByRole("heading", { name: label }).isVisible()).resolves.toBe(true);
    }
    const figures = await overview.locator("figure .recharts-surface").count();
    expect(figures).toBe(2);
    expect(await statValue(overview, "Total Users")).toBeGreaterThanOrEqual(2);
    await expect(
      overview
        .getByText(/^\d[\d,]*\.\d{2}%$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expectAxeClean(page, "overview");
    await screenshot(page, "admin-overview-desktop");

    const top = await openTab(page, "Top Recommendations");
    await top.locator("ol > li").first().waitFor();
    expect(await top.locator("ol > li").count()).toBeGreaterThanOrEqual(1);
    expect(await top.locator("ol > li").count()).toBeLessThanOrEqual(5);
    await expect(
      top
        .getByText(/% match$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expectAxeClean(page, "top recommendations");
    await screenshot(page, "admin-top-desktop");

    const streaming = await openTab(page, "Streaming Performance");
    await streaming.getByRole("figure", { name: /Offerings per streaming service/ }).waitFor();
    expect(await streaming.locator("figure .recharts-surface").count()).toBe(1);
    const serviceRows = await streaming.getByRole("table").locator("tbody tr").count();
    expect(serviceRows).toBeGreaterThan(0);
    expect(serviceRows).toBeLessThanOrEqual(10);
    await expectAxeClean(page, "streaming performance");
    await screenshot(page, "admin-streaming-desktop");

    const metrics = await openTab(page, "User Metrics");
    const row = metrics.getByRole("row").filter({ hasText: MOOD }).first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/\d+\.\d s/);
    expect(await metrics.getByRole("table").locator("tbody tr").count()).toBeLessThanOrEqual(10);
    await expectAxeClean(page, "user metrics");
    await screenshot(page, "admin-metrics-desktop");

    // a person's insights open from the sessions list
    await row.getByRole("button", { name: new RegExp(memberName) }).click();
    const dialog = page.getByRole("dialog", { name: memberName });
    await dialog.getByText("Feedback by kind").waitFor();
    await expect(dialog.getByText("Opened").isVisible()).resolves.toBe(true);
    await expectAxeClean(page, "user insights dialog");
    await screenshot(page, "admin-insights-desktop");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    const activity = await openTab(page, "User Activity");
    for (const label of ["Total Users", "Users with Media", "Users with Recommendations", "Users with Feedback"]) {
      await expect(activity.getByRole("heading", { name: label }).isVisible()).resolves.toBe(true);
    }
    await activity.getByRole("figure", { name: "Daily activity, last 30 days" }).waitFor();
    await expect(activity.getByText(memberName).first().isVisible()).resolves.toBe(true);
    await expect(
      activity
        .getByText(/Rated \d+\/10/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    const summary = activity.getByRole("region", { name: "Daily activity summary" });
    expect(await summary.locator("tbody tr").count()).toBe(20);
    await expectAxeClean(page, "user activity");
    await screenshot(page, "admin-activity-desktop");

    // Refresh Data asks the server again
    const again = page.waitForResponse((r) => r.url().includes("/api/admin/analytics") && r.status() === 200);
    await page.getByRole("button", { name: "Refresh Data" }).click();
    await again;
    await page.close();
  });

  it("works on a phone: tabs scroll, cards stack, nothing overflows", async () => {
    const ctx = await newContext(browser, baseUrl, MOBILE);
    await signUpOrIn(ctx, ADMIN_EMAIL, "Site Admin");
    const page = await ctx.newPage();
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Analytics" }).waitFor();
    await page.getByRole("figure", { name: /Sessions and feedback per day/ }).waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAxeClean(page, "overview (mobile)");
    await screenshot(page, "admin-overview-mobile");

    const metrics = await openTab(page, "User Metrics");
    await metrics.getByText(`“${MOOD}”`).filter({ visible: true }).first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAxeClean(page, "user metrics (mobile)");
    await screenshot(page, "admin-metrics-mobile");

    const activity = await openTab(page, "User Activity");
    await activity.getByRole("figure", { name: "Daily activity, last 30 days" }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, "admin-activity-mobile");
    await activity.getByRole("heading", { name: "Daily activity summary" }).scrollIntoViewIfNeeded();
    await screenshot(page, "admin-activity-summary-mobile");
    await expectAxeClean(page, "user activity (mobile)");

    const streaming = await openTab(page, "Streaming Performance");
    await streaming.getByRole("figure", { name: /Offerings per streaming service/ }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, "admin-streaming-mobile");
    await ctx.close();
  });

  it("a signed-in member who is not an administrator sees the denial, and the API refuses too", async () => {
    const page = await member.newPage();
    await page.goto("/admin");
    await page.getByText("Access denied. Admin privileges required.").waitFor();
    await expect(page.getByRole("heading", { name: "Admin Analytics" }).count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: "Admin", exact: true }).count()).resolves.toBe(0);
    await expectAxeClean(page, "denial");
    await screenshot(page, "admin-denied-desktop");
    const res = await member.request.get("/api/admin/analytics");
    expect(res.status()).toBe(403);
    await page.close();
  });

  it("a failing analytics endpoint shows 'Failed to load analytics data'", async () => {
    const page = await admin.newPage();
    await page.route("**/api/admin/analytics**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side." } }),
      }),
    );
    await page.goto("/admin");
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load analytics data" });
    await alert.waitFor();
    await expectAxeClean(page, "load failure");
    await screenshot(page, "admin-error-desktop");
    // once the endpoint answers again, 'Try again' brings the data
    await page.unroute("**/api/admin/analytics**");
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("figure", { name: /Sessions and feedback per day/ }).waitFor();
    await expect(alert.count()).resolves.toBe(0);
    await page.close();
  });
});

/** Runs `npm run seed:demo`'s script against an embedded database in `dataDir`. */
async function runSeedDemo(dataDir: string): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/seed-demo.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`seed:demo exited with ${code}:\n${output}`);
  return output;
}

describe("admin analytics after seed:demo", () => {
  let dataDir: string;
  let server: RunningServer;
  let seeded: BrowserContext;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "moodreel-e2e-demo-"));
    const out = await runSeedDemo(dataDir);
    expect(out).toMatch(/seed:demo: 34 people, \d+ sessions/);
    // the same embedded database, served by a fresh server of its own
    server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN_EMAIL });
    seeded = await newContext(browser, server.url, DESKTOP);
    await signUpOrIn(seeded, ADMIN_EMAIL, "Site Admin");
  }, 300_000);
  afterAll(async () => {
    await seeded?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("an administrator sees the demo activity in all five tabs", async () => {
    const page = await seeded.newPage();
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Analytics" }).waitFor();
    const overview = page.getByRole("tabpanel");
    await overview.getByRole("figure", { name: /Sessions and feedback per day/ }).waitFor();
    await overview.getByRole("figure", { name: /Average engagement per day/ }).waitFor();
    expect(await statValue(overview, "Total Users")).toBe(35);
    await screenshot(page, "admin-demo-overview-desktop");

    const top = await openTab(page, "Top Recommendations");
    await top.locator("ol > li").first().waitFor();
    expect(await top.locator("ol > li").count()).toBe(5);
    await expect(
      top
        .getByText(/^Score \d+\.\d$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, "admin-demo-top-desktop");

    const streaming = await openTab(page, "Streaming Performance");
    await streaming.getByRole("figure", { name: /Offerings per streaming service/ }).waitFor();
    expect(await streaming.getByRole("table").locator("tbody tr").count()).toBe(10);
    await screenshot(page, "admin-demo-streaming-desktop");

    const metrics = await openTab(page, "User Metrics");
    expect(await metrics.getByRole("table").locator("tbody tr").count()).toBe(10);
    await expect(
      metrics
        .getByText(/@demo\.moodreel\.test$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, "admin-demo-metrics-desktop");

    const activity = await openTab(page, "User Activity");
    await activity.getByRole("figure", { name: "Daily activity, last 30 days" }).waitFor();
    for (const list of ["User profile activity", "Recent media activity", "Recent recommendation activity"]) {
      const panel = activity.locator("section").filter({ has: page.getByRole("heading", { name: list }) });
      expect(await panel.locator("li").count(), list).toBe(10);
    }
    expect(await activity.getByRole("region", { name: "Daily activity summary" }).locator("tbody tr").count()).toBe(20);
    await expectAxeClean(page, "user activity with demo data");
    await screenshot(page, "admin-demo-activity-desktop");
    await page.close();
  });

  it("the demo dashboard on a phone", async () => {
    const ctx = await newContext(browser, server.url, MOBILE);
    await signUpOrIn(ctx, ADMIN_EMAIL, "Site Admin");
    const page = await ctx.newPage();
    await page.goto("/admin");
    await page.getByRole("figure", { name: /Sessions and feedback per day/ }).waitFor();
    await expectAxeClean(page, "overview with demo data (mobile)");
    await screenshot(page, "admin-demo-overview-mobile");
    await page.getByRole("heading", { name: "Engagement trend" }).scrollIntoViewIfNeeded();
    await screenshot(page, "admin-demo-overview-charts-mobile");
    const top = await openTab(page, "Top Recommendations");
    await top.locator("ol > li").first().waitFor();
    await expectAxeClean(page, "top recommendations with demo data (mobile)");
    await screenshot(page, "admin-demo-top-mobile");
    const activity = await openTab(page, "User Activity");
    await activity.getByRole("figure", { name: "Daily activity, last 30 days" }).scrollIntoViewIfNeeded();
    await screenshot(page, "admin-demo-activity-mobile");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await ctx.close();
  });

  it("a demo person signs in with the documented password", async () => {
    const ctx = await newContext(browser, server.url, DESKTOP);
    const res = await ctx.request.post("/api/auth/signin", {
      data: { email: "maya.okafor@demo.moodreel.test", password: "moodreel-demo-42" },
      headers: CSRF,
    });
    expect(res.status(), await res.text()).toBe(200);
    const lists = await ctx.request.get("/api/me/media");
    expect(lists.status()).toBe(200);
    expect(((await lists.json()) as unknown[]).length).toBeGreaterThan(5);
    await ctx.close();
  });
});
