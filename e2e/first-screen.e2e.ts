import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, MOBILE, newContext } from "./browser";
import { signUpWith } from "./support";

// Decision 0074: `/` and `/recommendations` arrive with their first screen in the HTML, each only to
// the visitors it was rendered for, and the app takes them over without a flash or a lost press.

const baseUrl = inject("baseUrl");
const PASSWORD = "popcorn-reel-42";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The HTML of the page as the server sent it, before any script ran. `until` is when navigation
 * counts as done: a test that holds the entry module back waits only for the document, since "load"
 * may count the held module (the boot script can start it before the page has loaded) and never come.
 */
async function servedHtml(page: Page, path: string, until: "load" | "domcontentloaded" = "load"): Promise<string> {
  const res = await page.goto(path, { waitUntil: until });
  expect(res?.status()).toBe(200);
  return (await res?.text()) ?? "";
}

describe("the first screen in the HTML", () => {
  it("sends an anonymous visitor the landing page, whose Get Started works even when pressed before the app starts", async () => {
    const ctx = await newContext(browser, baseUrl, MOBILE);
    const page = await ctx.newPage();
    // Holds the app's entry module back until the button has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const html = await servedHtml(page, "/", "domcontentloaded");
    expect(html).toContain("Tell us your mood.");
    await page.getByRole("button", { name: "Get Started" }).first().click();
    release();
    await page.getByRole("dialog", { name: "Step into Moodreel" }).waitFor();
    // the app hydrated the markup: the heading is the one that painted first, not a replacement
    await expect(page.locator("h1#landing-title").count()).resolves.toBe(1);
    await ctx.close();
  });

  it("never sends a signed-in person the landing page, and sends /recommendations with its heading", async () => {
    const ctx = await newContext(browser, baseUrl, MOBILE);
    await signUpWith(ctx, {
      email: `first-screen-${Date.now()}@example.test`,
      password: PASSWORD,
      fullName: "First Screen",
    });
    const page = await ctx.newPage();
    const home = await servedHtml(page, "/");
    expect(home).not.toContain("Tell us your mood.");
    await page.getByText("Browse the catalogue, or let Moodreel pick for how you feel.").waitFor();
    await expect(page.getByText("Tell us your mood.").count()).resolves.toBe(0);

    const recs = await servedHtml(page, "/recommendations");
    expect(recs).toContain(">Recommendations</h1>");
    await page.getByRole("textbox", { name: "What are you in the mood for?" }).waitFor();
    await expect(page.getByRole("heading", { level: 1, name: "Recommendations" }).count()).resolves.toBe(1);
    await ctx.close();
  });

  it("does not send a guest the landing page once guest mode is on", async () => {
    const ctx = await newContext(browser, baseUrl, MOBILE);
    const page = await ctx.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Get Started" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Step into Moodreel" });
    await dialog.getByRole("checkbox", { name: /18 years or older/ }).click();
    await dialog.getByRole("checkbox", { name: /Terms of Service/ }).click();
    await dialog.getByRole("button", { name: "Get Started" }).click();
    await dialog.getByRole("button", { name: "Continue as Guest" }).click();
    await dialog.waitFor({ state: "detached" });
    const home = page.getByText("Browse the catalogue, or let Moodreel pick for how you feel.");
    await home.waitFor();
    expect(await servedHtml(page, "/")).not.toContain("Tell us your mood.");
    await home.waitFor();
    await ctx.close();
  });
});
