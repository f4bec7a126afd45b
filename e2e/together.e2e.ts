import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import { CSRF, expectAxeClean, verifyFromMailbox } from "./support";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new signed-in person in their own browser context, with the streaming services given. */
async function person(fullName: string, services: string[], viewport = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl, viewport);
  // keep the test off the internet: only this server is reachable
  await context.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.abort(),
  );
  const email = `together-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await context.request.post("/api/auth/signup", {
    data: { full_name: fullName, email, password: "popcorn42" },
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
  await verifyFromMailbox(context, email);
  const profile = await context.request.patch("/api/profile", {
    data: { streaming_services: services },
    headers: CSRF,
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return context;
}

const picks = (page: Page) => page.locator("[data-together-pick]");

/** Waits until the posters in view have painted, so a screenshot shows them rather than their placeholders. */
async function postersShown(page: Page) {
  await page.waitForFunction(() => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>("[data-together-pick] img[data-poster]")].filter(
      (img) => img.getBoundingClientRect().top < window.innerHeight,
    );
    return imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0);
  });
  await page.waitForTimeout(300);
}

async function giveMood(page: Page, mood: string) {
  await page.getByRole("textbox", { name: "Your mood" }).fill(mood);
  await page.getByRole("button", { name: "Set my mood" }).click();
}

describe("watch together", () => {
  it("two people in two browsers start, join by code, each give a mood and get the same picks for both", async () => {
    const ana = await person("Ana Lopez", ["netflix", "hulu"], DESKTOP);
    const ben = await person("Ben Okafor", ["max", "hulu"], MOBILE);
    const anaPage = await ana.newPage();
    const benPage = await ben.newPage();

    // Ana starts from home
    await anaPage.goto("/");
    await anaPage.getByRole("link", { name: "Watch together" }).waitFor();
    await screenshot(anaPage, "together-home-link-desktop");
    await anaPage.getByRole("link", { name: "Watch together" }).click();
    await anaPage.getByRole("heading", { level: 1, name: "Watch together" }).waitFor();
    await expectAxeClean(anaPage, "/together");
    await screenshot(anaPage, "together-start-desktop");
    await anaPage.getByRole("button", { name: "Start a session" }).click();
    await anaPage.waitForURL(/\/together\/[2-9A-HJKMNP-TV-Z]{6}$/);
    const code = await anaPage.locator("[data-together-code]").getAttribute("data-together-code");
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{6}$/);
    await anaPage.getByText("Waiting for someone to join with your code.").waitFor();
    await expectAxeClean(anaPage, "session waiting for a partner");
    await screenshot(anaPage, "together-invite-desktop");

    // Ben types the code as read out (lower case, with a space) on his phone
    await benPage.goto("/together");
    await benPage.getByRole("heading", { level: 1, name: "Watch together" }).waitFor();
    await screenshot(benPage, "together-start-mobile");
    await benPage
      .getByRole("textbox", { name: "Invite code" })
      .fill(`${code?.slice(0, 3).toLowerCase()} ${code?.slice(3)}`);
    await benPage.getByRole("button", { name: "Join", exact: true }).click();
    await benPage.waitForURL(`**/together/${code}`);
    await benPage.getByText("Ana", { exact: true }).waitFor();

    // Ana's page notices Ben by itself (polling)
    await anaPage.getByText("Ben", { exact: true }).waitFor({ timeout: 15_000 });
    await giveMood(anaPage, "something funny");
    await anaPage.getByText("Waiting for Ben's mood.").waitFor();
    await benPage.getByText("Ana is ready. Add your mood to see the picks.").waitFor({ timeout: 15_000 });
    await expectAxeClean(benPage, "session waiting for my mood (phone)");

    await giveMood(benPage, "heartwarming");
    await picks(benPage).first().waitFor({ timeout: 30_000 });
    await picks(anaPage).first().waitFor({ timeout: 30_000 });

    const anaIds = await picks(anaPage).evaluateAll((els) => els.map((e) => e.getAttribute("data-together-pick")));
    const benIds = await picks(benPage).evaluateAll((els) => els.map((e) => e.getAttribute("data-together-pick")));
    expect(anaIds.length).toBeGreaterThanOrEqual(10);
    expect(benIds).toEqual(anaIds);

    // each pick says how it suits each person, and whose service it is on, from the reader's side
    const first = picks(anaPage).first();
    const reasons = first.getByRole("list", { name: "Why it suits each of you" }).getByRole("listitem");
    await expect(reasons.count()).resolves.toBe(2);
    await expect(reasons.nth(0).textContent()).resolves.toMatch(/^Ana \(you\) \d+%/);
    await expect(reasons.nth(1).textContent()).resolves.toMatch(/^Ben \d+%/);
    const anaServices = (await anaPage.locator("[data-together-pick] li").allTextContents()).join("\n");
    expect(anaServices).toMatch(/· (yours|Ben's|both of you)/);
    expect(anaServices).not.toMatch(/· Ana's/);
    const benServices = (await benPage.locator("[data-together-pick] li").allTextContents()).join("\n");
    expect(benServices).toMatch(/· (yours|Ana's|both of you)/);
    // the words of both moods show once both are in
    await anaPage.getByText("“heartwarming”").waitFor();

    await expectAxeClean(anaPage, "picks (desktop)");
    await expectAxeClean(benPage, "picks (phone)");
    await anaPage.getByRole("heading", { name: /Picks for you both/ }).scrollIntoViewIfNeeded();
    await postersShown(anaPage);
    await screenshot(anaPage, "together-picks-desktop");
    await benPage.getByRole("heading", { name: /Picks for you both/ }).scrollIntoViewIfNeeded();
    await postersShown(benPage);
    await screenshot(benPage, "together-picks-mobile");

    // Ana changes her mood: the picks follow, and Ben's page shows her new words by itself
    await anaPage.getByRole("button", { name: "Change my mood" }).click();
    await anaPage.getByRole("textbox", { name: "Your mood" }).fill("feel-good");
    await anaPage.getByRole("button", { name: "Update my mood" }).click();
    await anaPage.getByRole("button", { name: "Change my mood" }).waitFor();
    await benPage.getByText("“feel-good”").waitFor({ timeout: 20_000 });
    await picks(benPage).first().waitFor();

    // a third person with the link is offered the join, and told the session is full
    const cy = await person("Cy Park", ["netflix"], DESKTOP);
    const cyPage = await cy.newPage();
    await cyPage.goto(`/together/${code}`);
    await cyPage.getByRole("heading", { name: "Join this session?" }).waitFor();
    await expectAxeClean(cyPage, "join prompt");
    await cyPage.getByRole("button", { name: `Join session ${code}` }).click();
    await cyPage.getByRole("alert").filter({ hasText: "already has two people" }).waitFor();

    await Promise.all([ana.close(), ben.close(), cy.close()]);
  });

  it("a signed-out visitor opening a shared link signs in and comes back to the session", async () => {
    const ana = await person("Ana Lopez", ["netflix"], DESKTOP);
    const anaPage = await ana.newPage();
    await anaPage.goto("/together");
    await anaPage.getByRole("button", { name: "Start a session" }).click();
    await anaPage.waitForURL(/\/together\/[2-9A-HJKMNP-TV-Z]{6}$/);
    const code = await anaPage.locator("[data-together-code]").getAttribute("data-together-code");

    // Eve has an account, but opens the link in a browser where she is not signed in
    const email = `together-eve-${Date.now().toString(36)}@example.test`;
    const setup = await newContext(browser, baseUrl);
    expect(
      (
        await setup.request.post("/api/auth/signup", {
          data: { full_name: "Eve", email, password: "popcorn42" },
          headers: CSRF,
        })
      ).status(),
    ).toBe(200);
    await verifyFromMailbox(setup, email);
    await setup.close();
    const eve = await newContext(browser, baseUrl, MOBILE);
    const page = await eve.newPage();
    await page.goto(`/together/${code}`);
    await page.waitForURL(`${baseUrl}/login?next=%2Ftogether%2F${code}`);
    const dialog = page.getByRole("dialog", { name: /Welcome to/ });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("popcorn42");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(`${baseUrl}/together/${code}`);
    await page.getByRole("heading", { name: "Join this session?" }).waitFor();
    await Promise.all([ana.close(), eve.close()]);
  });

  it("says what a code looks like before asking the server", async () => {
    const context = await person("Dee Ray", [], MOBILE);
    const page = await context.newPage();
    await page.goto("/together");
    await page.getByRole("textbox", { name: "Invite code" }).fill("0OIL1");
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Codes are 6 letters and digits, like K7M2QX." }).waitFor();
    await page.getByRole("textbox", { name: "Invite code" }).fill("ZZZZZZ");
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "No watch-together session has that code." }).waitFor();
    await expectAxeClean(page, "join form with an error");
    await context.close();
  });
});
