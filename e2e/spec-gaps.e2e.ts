import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import { cards, findButton, offline, openPage, signUp, sleep, storedPicks } from "./recommendations-support";
import { CSRF, expectAxeClean, expectToast, trackToasts } from "./support";

/** Journeys for the gaps between the spec and the app that issue 18 listed (items 1, 4, 5 and 6). */

const baseUrl = inject("baseUrl");
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

async function context(viewport = DESKTOP): Promise<BrowserContext> {
  const ctx = await newContext(browser, baseUrl, viewport);
  contexts.push(ctx);
  await offline(ctx);
  return ctx;
}

const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem("moodreel.recommendations"));
const clearButton = (page: Page) => page.getByRole("button", { name: "Clear recommendations" });
const undoButton = (page: Page) =>
  page.locator("[data-sonner-toast]").filter({ hasText: "Recommendations cleared" }).getByRole("button", {
    name: "Undo",
  });

/** Asks for a preset mood and waits for the request to finish; returns the stored picks' ids. */
async function askPreset(page: Page, preset: string): Promise<string[]> {
  await page.getByRole("button", { name: preset, exact: true }).click();
  await cards(page).first().waitFor({ timeout: 30_000 });
  await findButton(page).waitFor({ timeout: 30_000 }); // back from 'Finding perfect matches...'
  await page.waitForFunction(() => !!window.localStorage.getItem("moodreel.recommendations"), undefined, {
    timeout: 30_000,
  });
  return (await storedPicks(page)).recommendations.map((r) => r.recommendation_id);
}

/** Clears through the results' Clear button: the list and its stored copy go, the server is told. */
async function clearAndCheck(page: Page) {
  const del = page.waitForResponse(
    (r) => r.request().method() === "DELETE" && r.url().endsWith("/api/recommendations/current"),
  );
  await expectToast(page, () => clearButton(page).click(), "Recommendations cleared");
  const answer = await del;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ ok: true, cancelled_sessions: 0 });
  await page.getByText("No recommendations yet").waitFor();
  await expect(cards(page).count()).resolves.toBe(0);
  await expect(stored(page)).resolves.toBeNull();
}

describe("issue 18, item 1: clearing the recommendations", () => {
  it("desktop: Clear empties the list at once; Undo, still there after 4 s, restores and stores it; sign-out clears it", async () => {
    const ctx = await context(DESKTOP);
    await signUp(ctx, "clear");
    const page = await ctx.newPage();
    await trackToasts(page);
    await openPage(page);
    await expect(clearButton(page).count()).resolves.toBe(0); // nothing to clear yet
    const ids = await askPreset(page, "cozy rainy day");
    const shown = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-recommendation-id")));

    await clearButton(page).waitFor();
    await page.locator("#results-heading").scrollIntoViewIfNeeded();
    await expectAxeClean(page, "results with the Clear button");
    await screenshot(page, "spec-gaps-clear-desktop");

    await clearAndCheck(page);
    await expect(page.locator("#results-heading").evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await screenshot(page, "spec-gaps-cleared-desktop");

    // Undo is offered for 5 s, longer than the toasts' usual 4 s.
    await sleep(4_300);
    await undoButton(page).click();
    await cards(page).first().waitFor();
    await expect(
      cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-recommendation-id"))),
    ).resolves.toEqual(shown);
    await page.waitForFunction(() => !!window.localStorage.getItem("moodreel.recommendations"));
    expect((await storedPicks(page)).recommendations.map((r) => r.recommendation_id)).toEqual(ids);

    // stored as before: a reload shows them again
    await page.reload();
    await cards(page).first().waitFor();
    await expect(
      cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-recommendation-id"))),
    ).resolves.toEqual(shown);

    // cleared again, the Undo toast leaves after its 5 s and the list stays gone
    await clearAndCheck(page);
    await undoButton(page).waitFor();
    await undoButton(page).waitFor({ state: "detached", timeout: 8_000 });
    await page.reload();
    await page.getByText("No recommendations yet").waitFor();

    // Sign-out still clears them.
    await askPreset(page, "feel-good");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect(stored(page)).resolves.toBeNull();
  });

  it("phone 390×844: the same Clear in the results header, a 44 px target, and Undo", async () => {
    const ctx = await context(MOBILE);
    await signUp(ctx, "clear-phone");
    const page = await ctx.newPage();
    await trackToasts(page);
    await openPage(page);
    await askPreset(page, "funny");
    const button = clearButton(page);
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await page.locator("#results-heading").scrollIntoViewIfNeeded();
    await expectAxeClean(page, "phone results with the Clear button");
    await screenshot(page, "spec-gaps-clear-mobile");

    await clearAndCheck(page);
    await screenshot(page, "spec-gaps-cleared-mobile");
    expect((await undoButton(page).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await undoButton(page).click();
    await page.locator("[data-mobile-recommendations]").waitFor();
    await page.waitForFunction(() => !!window.localStorage.getItem("moodreel.recommendations"));
  });
});

describe("issue 18, item 4: the code-entry verification toast", () => {
  it("entering the e-mailed code shows 'Email verified successfully!'", async () => {
    const ctx = await context(DESKTOP);
    const email = `gaps-code-${Date.now().toString(36)}@example.test`;
    const signup = await ctx.request.post("/api/auth/signup", {
      data: { full_name: "Code Person", email, password: "popcorn42" },
      headers: CSRF,
    });
    expect(signup.status(), await signup.text()).toBe(200);
    const page = await ctx.newPage();
    await trackToasts(page);
    await page.goto("/");
    // Signing in before confirming opens the code dialog.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: /^Sign In/ })
      .click();
    const signIn = page.getByRole("dialog", { name: "Welcome to Moodreel" });
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill("popcorn42");
    await signIn.getByRole("button", { name: "Sign In" }).click();
    const verify = page.getByRole("dialog", { name: "Verify Your Email" });
    await verify.waitFor();
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      const mails = (await (await ctx.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      code = /\b(\d{6})\b/.exec(mails[0]?.text ?? "")?.[1];
      if (!code) await sleep(100);
    }
    expect(code, "the code in the dev mailbox").toBeTruthy();
    await verify.getByLabel("Verification code").fill(code as string);
    await expectToast(
      page,
      () => verify.getByRole("button", { name: "Verify Email" }).click(),
      "Email verified successfully!",
      "Your email is verified",
    );
    await verify.waitFor({ state: "detached" });
    const session = (await (await ctx.request.get("/api/auth/session")).json()) as { user: { email: string } };
    expect(session.user.email).toBe(email);
  });
});

describe("issue 18, item 5: a guest who tries to rate", () => {
  it("is told 'Please sign in to save your ratings' on the card and in the details", async () => {
    const ctx = await context(DESKTOP);
    await ctx.addInitScript(() => window.localStorage.setItem("moodreel.guest", "true"));
    const page = await ctx.newPage();
    await trackToasts(page);
    await page.goto("/");
    const card = page.locator("[data-media-id]").first();
    await card.waitFor();
    const title = (await card.locator("h3").textContent()) ?? "";
    await sleep(550);

    await card.hover();
    await expectToast(
      page,
      () => card.getByRole("button", { name: `Rate ${title}` }).click(),
      "Sign in required",
      "Please sign in to save your ratings",
    );
    await expect(page.getByRole("group", { name: "Rating from 1 to 10" }).count()).resolves.toBe(0);

    await card.locator(":scope > button").click();
    const details = page.getByRole("dialog", { name: title });
    await details.waitFor();
    await expectToast(
      page,
      () => details.getByRole("button", { name: `Rate ${title}` }).click(),
      "Sign in required",
      "Please sign in to save your ratings",
    );
    await expect(page.getByRole("group", { name: "Rating from 1 to 10" }).count()).resolves.toBe(0);
  });
});

describe("issue 18, item 6: the 500 ms toggle window is per control", () => {
  it("two titles' watch-list buttons toggle within 500 ms of each other; one button twice does not", async () => {
    const ctx = await context(DESKTOP);
    await signUp(ctx, "toggle");
    const page = await ctx.newPage();
    const writes: string[] = [];
    page.on("request", (req) => {
      const path = new URL(req.url()).pathname;
      if (path.endsWith("/want-to-watch")) writes.push(`${req.method()} ${path}`);
    });
    await page.goto("/");
    const first = page.locator("[data-media-id]").nth(0);
    const second = page.locator("[data-media-id]").nth(1);
    await second.waitFor();
    const [a, b] = await Promise.all([first.getAttribute("data-media-id"), second.getAttribute("data-media-id")]);
    await sleep(550); // past the app's start-up lockout
    // Both clicks go out from inside the page in one task, so the gap the app sees is the page's own
    // and not the test driver's round trips (which on a loaded machine passed 500 ms by themselves).
    const clickTwice = (ids: [string | null, string | null]) =>
      page.evaluate((pair) => {
        const times: number[] = [];
        for (const id of pair) {
          const button = [...document.querySelectorAll(`[data-media-id="${id}"] button`)].find((b) =>
            /watch list$/.test(b.getAttribute("aria-label") ?? b.textContent ?? ""),
          );
          if (!(button instanceof HTMLElement)) throw new Error(`no watch-list button for ${id}`);
          times.push(performance.now());
          button.click();
        }
        return (times[1] ?? Number.POSITIVE_INFINITY) - (times[0] ?? 0);
      }, ids);

    // two different titles, back to back
    expect(await clickTwice([a, b])).toBeLessThan(500);
    await first.getByRole("button", { name: /^Remove .+ from watch list$/ }).waitFor();
    await second.getByRole("button", { name: /^Remove .+ from watch list$/ }).waitFor();
    await expect
      .poll(() => writes)
      .toEqual([`PUT /api/me/media/${a}/want-to-watch`, `PUT /api/me/media/${b}/want-to-watch`]);

    // the same button twice within 500 ms: the second click is ignored
    await sleep(550);
    expect(await clickTwice([a, a])).toBeLessThan(500);
    await first.getByRole("button", { name: /^Add .+ to watch list$/ }).waitFor();
    await sleep(300);
    expect(writes.slice(2)).toEqual([`DELETE /api/me/media/${a}/want-to-watch`]);
    await expect(first.getByRole("button", { name: /^Add .+ to watch list$/ }).count()).resolves.toBe(1);

    // and after the window it toggles again
    await sleep(550);
    await first.getByRole("button", { name: /^Add .+ to watch list$/ }).click();
    await first.getByRole("button", { name: /^Remove .+ from watch list$/ }).waitFor();
    expect(writes.slice(3)).toEqual([`PUT /api/me/media/${a}/want-to-watch`]);
  });
});
