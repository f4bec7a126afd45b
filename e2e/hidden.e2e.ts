import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, newContext, screenshot } from "./browser";
import { CSRF, expectAxeClean, expectToast, trackToasts, verifyFromMailbox } from "./support";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs a new user up (API + dev mailbox); the context then holds the session cookie. */
async function signUp(context: BrowserContext) {
  const email = `hidden-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await context.request.post("/api/auth/signup", {
    data: { full_name: "Hide Tester", email, password: "popcorn42" },
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
  await verifyFromMailbox(context, email);
}

/** Keeps the test off the internet: service links and trailers point at third-party sites. */
async function offline(context: BrowserContext) {
  await context.route(
    (url) => !url.href.startsWith(baseUrl) && !url.href.startsWith("http://127.0.0.1"),
    (route) => route.abort(),
  );
}

const cards = (page: Page) => page.locator("[data-recommendation-card]");
const DETAILS_SUFFIX = ": details and why it was recommended";

/** The first card's recommendation id and title (the title button's text, less its screen-reader suffix). */
async function firstCard(page: Page): Promise<{ id: string; title: string }> {
  const card = cards(page).first();
  const id = await card.getAttribute("data-recommendation-id");
  const text = await card.locator("h3 button").textContent();
  expect(id).toBeTruthy();
  expect(text?.endsWith(DETAILS_SUFFIX)).toBe(true);
  return { id: id as string, title: (text as string).slice(0, -DETAILS_SUFFIX.length) };
}

describe("hidden titles", () => {
  it("'Not tonight' takes a pick out of the list; Settings › Hidden titles lists it; 'Show again' takes it off", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    await offline(context);
    await signUp(context);
    const page = await context.newPage();
    await trackToasts(page);

    await page.goto("/recommendations");
    await page.getByRole("heading", { level: 1, name: "Recommendations" }).waitFor();
    await page.getByRole("button", { name: "cozy rainy day", exact: true }).click();
    await page.getByRole("button", { name: "Find My Perfect Watch" }).waitFor({ timeout: 30_000 });
    await cards(page).first().waitFor();
    const pick = await firstCard(page);

    // Hide it with the card's menu: the card leaves at once and the toast offers Undo.
    await cards(page).first().hover();
    await page.getByRole("button", { name: `Hide ${pick.title} from recommendations`, exact: true }).click();
    const notTonight = page.getByRole("menuitem", { name: /^Not tonight/ });
    await notTonight.waitFor();
    await expectAxeClean(page, "the hide menu open");
    const put = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/api/me/hidden/"));
    await expectToast(
      page,
      () => notTonight.click(),
      "Hidden for now",
      `${pick.title} won't be recommended for 14 days.`,
    );
    expect((await put).status()).toBe(200);
    await page.locator(`[data-recommendation-id="${pick.id}"]`).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Undo" }).waitFor();
    await screenshot(page, "hidden-after-hide-desktop");

    // Settings › Hidden titles lists it with the day it comes back.
    await page.goto("/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await page.getByRole("tab", { name: "Hidden titles" }).click();
    const list = page.getByRole("list", { name: "Hidden titles" });
    await list.waitFor();
    const row = list.getByRole("listitem").filter({ hasText: pick.title });
    await expect(row.count()).resolves.toBe(1);
    await expect(row.textContent()).resolves.toMatch(/Hidden until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expectAxeClean(page, "Settings › Hidden titles");
    await screenshot(page, "settings-hidden-titles-desktop");

    // 'Show again' takes it off the list, and off the server's.
    const del = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes("/api/me/hidden/"));
    await page.getByRole("button", { name: `Show again: ${pick.title}`, exact: true }).click();
    expect((await del).status()).toBe(200);
    await page.getByText("Nothing hidden. Titles you hide from recommendations appear here.").waitFor();
    await expectAxeClean(page, "Settings › Hidden titles, empty");
    const hidden = (await (await context.request.get("/api/me/hidden")).json()) as { items: unknown[] };
    expect(hidden.items).toEqual([]);
    await context.close();
  });
});
