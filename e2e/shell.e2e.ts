import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  DESKTOP,
  describeViolations,
  launchBrowser,
  MOBILE,
  newContext,
  screenshot,
  seriousA11yViolations,
} from "./browser";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STATIC_PAGES = [
  {
    path: "/terms",
    heading: "Terms of Service",
    sections: [
      "Beta service",
      "Service description",
      "User responsibilities",
      "Third-party services",
      "Data and privacy",
      "Limitation of liability",
      "User agreement",
      "Changes to terms",
      "Contact",
    ],
  },
  {
    path: "/privacy",
    heading: "Privacy Policy",
    sections: [
      "Information we collect",
      "How we use it",
      "Beta testing data",
      "Sharing",
      "Security",
      "Third parties",
      "Your rights, and the beta's limits",
      "Changes",
      "Contact",
    ],
  },
  {
    path: "/beta-status",
    heading: "Beta Status",
    sections: [
      "Working features",
      "Experimental features",
      "Known limitations",
      "Platform support",
      "What is next",
      "Support",
    ],
  },
];

describe("shell and static pages", () => {
  for (const pageDef of STATIC_PAGES) {
    it(`${pageDef.path} shows every section and passes axe`, async () => {
      const ctx = await newContext(browser, baseUrl);
      const page = await ctx.newPage();
      await page.goto(pageDef.path);
      // the static pages load as their own chunk, so wait for the page rather than reading at once
      await page.getByRole("heading", { level: 1, name: pageDef.heading }).waitFor();
      const headings = await page.getByRole("heading", { level: 2 }).allInnerTexts();
      const names = headings.map((h) => h.replace(/^\d+\.\s*/, ""));
      expect(names).toEqual(pageDef.sections);
      if (pageDef.path !== "/beta-status")
        await expect(page.getByText("Last updated August 2025").isVisible()).resolves.toBe(true);
      const contact = page.locator('a[href^="mailto:"]').first();
      await expect(contact.getAttribute("href")).resolves.toMatch(/^mailto:.+@/);
      const v = await seriousA11yViolations(page);
      expect(v, describeViolations(v)).toEqual([]);
      await screenshot(page, `static${pageDef.path.replace(/\//g, "-")}-desktop`);
      await ctx.close();
    });
  }

  it("unknown paths show the 404 page with a way home", async () => {
    const ctx = await newContext(browser, baseUrl);
    const page = await ctx.newPage();
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(200);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    const v = await seriousA11yViolations(page);
    expect(v, describeViolations(v)).toEqual([]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await ctx.close();
  });

  it("the header menu opens as a sheet, traps focus and closes on Escape", async () => {
    const ctx = await newContext(browser, baseUrl, MOBILE);
    const page = await ctx.newPage();
    await page.goto("/terms");
    await expect(page.getByText("BETA", { exact: true }).isVisible()).resolves.toBe(true);
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await expect(dialog.getByRole("button", { name: "Sign In" }).isVisible()).resolves.toBe(true);
    await screenshot(page, "menu-anonymous-mobile");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await ctx.close();
  });

  it("protected routes send anonymous visitors away", async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    const page = await ctx.newPage();
    for (const path of ["/recommendations", "/watchlist", "/settings", "/lists/rated"]) {
      await page.goto(path);
      await page.waitForURL(`${baseUrl}/`);
    }
    await page.goto("/lists/bogus");
    await page.waitForURL(`${baseUrl}/`);
    await page.goto("/admin");
    await page.getByText("Access denied. Admin privileges required.").waitFor();
    await ctx.close();
  });
});
