import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import { expectAxeClean } from "./support";

/** The latest the first poster may paint beside another browser file: 2.7 s alone, 7.1 s seen under the full suite. */
const POSTER_PAINT_MOST_MS = 20_000;

const baseUrl = inject("baseUrl");
const CSRF = { "x-requested-with": "moodreel" };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A guest: the local-storage flag is set before the app loads. */
async function guestContext(viewport = DESKTOP): Promise<BrowserContext> {
  const ctx = await newContext(browser, baseUrl, viewport);
  await ctx.addInitScript(() => window.localStorage.setItem("moodreel.guest", "true"));
  return ctx;
}

/** "Showing N of M items" as numbers. */
async function shownCount(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.getByTestId("media-count").textContent()) ?? "";
  const m = /Showing (\d+) of (\d+) items/.exec(text);
  if (!m) throw new Error(`no count in "${text}"`);
  return { shown: Number(m[1]), total: Number(m[2]) };
}

async function waitForCount(page: Page, pattern: RegExp) {
  await page.getByTestId("media-count").filter({ hasText: pattern }).waitFor({ timeout: 20_000 });
}

const cardIds = (page: Page) =>
  page.locator("[data-media-id]").evaluateAll((els) => els.map((el) => el.getAttribute("data-media-id") ?? ""));

/** Every /api/media request the page makes, as URLs. */
function recordMediaRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/media") seen.push(url);
  });
  return seen;
}

async function openHome(page: Page) {
  await page.goto("/");
  await page.getByRole("heading", { name: "All Media" }).waitFor();
  await page.locator("[data-poster]").first().waitFor();
  await waitForCount(page, /Showing 20 of \d+ items/);
}

describe("browse: the home catalogue", () => {
  it("paints posters fast and keeps the home route's JavaScript small", async () => {
    const ctx = await guestContext();
    const page = await ctx.newPage();
    const scripts: string[] = [];
    page.on("response", (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith(".js")) scripts.push(url.pathname);
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __posterPaint: number[] };
      w.__posterPaint = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          renderTime: number;
          loadTime: number;
          identifier: string;
        })[]) {
          if (e.identifier === "poster") w.__posterPaint.push(e.renderTime || e.loadTime);
        }
      }).observe({ type: "element", buffered: true });
    });
    await openHome(page);
    await page.waitForFunction(() => (window as unknown as { __posterPaint: number[] }).__posterPaint.length > 0);
    const firstPoster = await page.evaluate(() =>
      Math.min(...(window as unknown as { __posterPaint: number[] }).__posterPaint),
    );
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return { domContentLoaded: n.domContentLoadedEventEnd, load: n.loadEventEnd };
    });
    const gzip = scripts
      .filter((p, i, all) => all.indexOf(p) === i)
      .map((p) => gzipSync(readFileSync(join(process.cwd(), "dist", "web", p))).length)
      .reduce((a, b) => a + b, 0);
    console.log(
      `[browse] first poster painted ${Math.round(firstPoster)} ms after navigation start ` +
        `(DOMContentLoaded ${Math.round(nav.domContentLoaded)} ms); home route JS ${scripts.length} file(s), ` +
        `${(gzip / 1024).toFixed(1)} KiB gzip`,
    );
    // the paint target is measured by the Lighthouse harness (scripts/lighthouse.ts) on a quiet page; here
    // two browser files share two cores, so the bound only says the posters paint while the page loads
    expect(firstPoster).toBeGreaterThan(0);
    expect(firstPoster).toBeLessThan(POSTER_PAINT_MOST_MS);
    expect(gzip).toBeLessThan(250 * 1024);
    await ctx.close();
  });

  it("searches after a 300 ms pause, not once a keystroke, and clearing restores the list", async () => {
    const ctx = await guestContext();
    const page = await ctx.newPage();
    const requests = recordMediaRequests(page);
    await openHome(page);
    const { total: all } = await shownCount(page);
    await expectAxeClean(page);
    await screenshot(page, "browse-home-desktop");

    const search = page.getByRole("searchbox", { name: "Search films and series" });
    await page.keyboard.press("/");
    await expect(search.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const typedAt = Date.now();
    await page.keyboard.type("Interstellar", { delay: 40 });
    await page.locator("[data-media-id]").first().getByText("Interstellar").waitFor({ timeout: 10_000 });
    const searched = () => requests.filter((u) => u.searchParams.has("q")).map((u) => u.searchParams.get("q"));
    // one request for twelve keys; a second only when a loaded machine stalls the typing past the pause
    // (then "Inte" may find Interstellar first, so the whole word's request is waited for)
    await expect.poll(() => searched().at(-1), { timeout: 5_000 }).toBe("Interstellar");
    expect(searched().length).toBeLessThanOrEqual(2);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(12 * 40 + 300);
    const { total } = await shownCount(page);
    expect(total).toBeLessThan(all);
    await screenshot(page, "browse-search-desktop");

    await page.getByRole("button", { name: "Clear search" }).click();
    await waitForCount(page, new RegExp(`Showing 20 of ${all} items`));
    await expect(search.inputValue()).resolves.toBe("");
    await ctx.close();
  });

  it("a service filter shows only titles on that service, with the count badge", async () => {
    const ctx = await guestContext();
    const page = await ctx.newPage();
    const requests = recordMediaRequests(page);
    await openHome(page);
    const { total: all } = await shownCount(page);

    await page.getByRole("button", { name: "Filter by streaming service" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter by Streaming Service" });
    await dialog.waitFor();
    await dialog.getByText("Select streaming services and availability types to filter media").waitFor();
    await dialog.getByRole("checkbox", { name: "Netflix" }).click();
    const line = dialog.getByText(/^\d+ media items? available$/);
    await line.waitFor();
    const available = Number(((await line.textContent()) ?? "").split(" ")[0]);
    expect(available).toBeGreaterThan(0);
    expect(available).toBeLessThan(all);
    await dialog.getByRole("button", { name: "Remove Netflix filter" }).waitFor();
    await expectAxeClean(page);
    await screenshot(page, "browse-filter-dialog-desktop");
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });

    const trigger = page.getByRole("button", { name: "Filter 1 active, by streaming service" });
    await expect(trigger.getByTestId("filter-count").textContent()).resolves.toBe("1");
    await waitForCount(page, new RegExp(`of ${available} items`));
    const last = requests.at(-1)!;
    expect(last.searchParams.get("services")).toBe("netflix");
    expect(last.searchParams.has("offer_types")).toBe(false);
    // every card streams on Netflix
    const cards = page.locator("[data-media-id]");
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      await expect(cards.nth(i).getByRole("img", { name: "Netflix" }).count()).resolves.toBe(1);
    }
    await screenshot(page, "browse-filtered-desktop");

    // the chip under the heading clears it again
    await page.getByRole("button", { name: "Remove Netflix filter" }).click();
    await waitForCount(page, new RegExp(`Showing 20 of ${all} items`));
    await page.getByRole("button", { name: "Filter by streaming service" }).waitFor();
    await ctx.close();
  });

  it("infinite scroll loads page 3 with no duplicate titles", async () => {
    const ctx = await guestContext();
    const page = await ctx.newPage();
    const requests = recordMediaRequests(page);
    await openHome(page);
    // scroll the way a reader does, to the bottom each time, until page 3 is in
    for (let i = 0; i < 40; i++) {
      const { shown } = await shownCount(page);
      if (shown >= 60) break;
      await page.mouse.move(720, 450);
      await page.mouse.wheel(0, 3000);
      await sleep(300);
    }
    const { shown } = await shownCount(page);
    expect(shown).toBeGreaterThanOrEqual(60);
    await page.getByText("Loading more media").waitFor({ state: "detached" });
    const pages = requests.map((u) => u.searchParams.get("page"));
    expect(pages.slice(0, 3)).toEqual(["0", "1", "2"]);
    expect(new Set(pages).size).toBe(pages.length);
    const ids = await cardIds(page);
    expect(ids.length).toBe((await shownCount(page)).shown);
    expect(new Set(ids).size).toBe(ids.length);

    // the scroll-to-top button takes the reader back to the search bar
    const up = page.getByRole("button", { name: "Scroll to top" });
    await up.click();
    const search = page.getByRole("searchbox", { name: "Search films and series" });
    await page.waitForFunction(() => window.scrollY < 300);
    await expect(search.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await up.waitFor({ state: "detached" });
    await ctx.close();
  });

  it("opens details from the keyboard, then the trailer and the streaming options", async () => {
    const ctx = await guestContext();
    const page = await ctx.newPage();
    await openHome(page);
    const firstCard = page.locator("[data-media-id]").first();
    const title = (await firstCard.locator("h3").textContent()) ?? "";
    const cardButton = firstCard.locator(":scope > button");
    await cardButton.focus();
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog", { name: title });
    await details.waitFor();
    await details.getByRole("heading", { name: "Where to Watch" }).waitFor();
    await details.getByRole("button", { name: `Rate ${title}` }).waitFor();
    await details.getByText(/\/ 10 average|No ratings yet/).waitFor();
    await sleep(300);
    await expectAxeClean(page);
    await screenshot(page, "browse-details-desktop");

    await details.getByRole("button", { name: "Trailer" }).click();
    const trailer = page.getByRole("dialog", { name: `${title}: trailer` });
    await trailer.waitFor();
    await trailer.locator("iframe").or(trailer.getByText("No trailer available")).first().waitFor();
    await expectAxeClean(page);
    await screenshot(page, "browse-trailer-desktop");
    await page.keyboard.press("Escape");
    await trailer.waitFor({ state: "detached" });
    await details.waitFor();

    await details.getByRole("button", { name: "All streaming options" }).click();
    const options = page.getByRole("dialog", { name: "Streaming options" });
    await options.waitFor();
    await options.locator("section").or(options.getByText("No streaming options found")).first().waitFor();
    await expectAxeClean(page);
    await screenshot(page, "browse-streaming-options-desktop");
    await page.keyboard.press("Escape");
    await options.waitFor({ state: "detached" });

    await page.keyboard.press("Escape");
    await details.waitFor({ state: "detached" });
    // focus goes back to the card that opened the dialog
    await cardButton.evaluate(
      (el) =>
        new Promise<void>((resolve, reject) => {
          const started = Date.now();
          const check = () => {
            if (el === document.activeElement) resolve();
            else if (Date.now() - started > 2000)
              reject(new Error(`focus is on ${document.activeElement?.outerHTML.slice(0, 120)}`));
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    await ctx.close();
  });

  it("guests get the sign-in toast from 'Get Personalised Recommendations'", async () => {
    const ctx = await guestContext();
    const page = await ctx.newPage();
    await openHome(page);
    await page.getByRole("button", { name: "Get Personalised Recommendations" }).click();
    await page.getByText("Please sign in to get personalized recommendations.").waitFor();
    await page.getByText("Sign in required").first().waitFor();
    await ctx.close();
  });

  it("at 390×844: two poster columns, visible card actions, a bottom-sheet details dialog", async () => {
    const ctx = await guestContext(MOBILE);
    const page = await ctx.newPage();
    await openHome(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const lefts = await page
      .locator("[data-media-id]")
      .evaluateAll((els) => els.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(2);
    const action = page
      .locator("[data-media-id]")
      .first()
      .getByRole("button", { name: /to watch list$/ });
    await expect(action.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).resolves.toBe("1");
    const box = await action.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await expectAxeClean(page);
    await screenshot(page, "browse-home-mobile");

    await page.getByRole("button", { name: "Filter by streaming service" }).click();
    const filter = page.getByRole("dialog", { name: "Filter by Streaming Service" });
    await filter.getByRole("checkbox", { name: "Hulu" }).click();
    await filter.getByRole("checkbox", { name: /^Rent/ }).click();
    await filter.getByText(/^\d+ media items? available$/).waitFor();
    await screenshot(page, "browse-filter-dialog-mobile");
    await filter.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Filter 2 active, by streaming service" }).waitFor();
    await waitForCount(page, /Showing \d+ of \d+ items/);
    await screenshot(page, "browse-filtered-mobile");

    await page.locator("[data-media-id] > button").first().click();
    const details = page.getByRole("dialog");
    await details.getByRole("heading", { name: "Where to Watch" }).waitFor();
    await sleep(300);
    const sheet = await details.boundingBox();
    expect(Math.round(sheet!.y + sheet!.height)).toBe(844);
    expect(Math.round(sheet!.width)).toBe(390);
    await expectAxeClean(page);
    await screenshot(page, "browse-details-mobile");
    await ctx.close();
  });
});

describe("browse: signed in", () => {
  async function signUp(context: BrowserContext): Promise<void> {
    const email = `browse-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
    const res = await context.request.post("/api/auth/signup", {
      data: { full_name: "Browse Tester", email, password: "popcorn42" },
      headers: CSRF,
    });
    expect(res.status(), await res.text()).toBe(200);
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      const mails = (await (await context.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
      }[];
      code = mails[0] ? /\b(\d{6})\b/.exec(mails[0].text)?.[1] : undefined;
      if (!code) await sleep(100);
    }
    expect(code, "verification code in the dev mailbox").toBeTruthy();
    const verified = await context.request.post("/api/auth/verify", { data: { email, code }, headers: CSRF });
    expect(verified.status(), await verified.text()).toBe(200);
  }

  it("'Use My Services' applies the saved services; the button links to recommendations", async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    await signUp(ctx);
    const created = await ctx.request.post("/api/profile", { data: {}, headers: CSRF });
    expect([200, 201, 409]).toContain(created.status());
    const saved = await ctx.request.patch("/api/profile", {
      data: { streaming_services: ["hulu", "peacock"] },
      headers: CSRF,
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const page = await ctx.newPage();
    const requests = recordMediaRequests(page);
    await openHome(page);
    await expect(
      page.getByRole("link", { name: "Get Personalised Recommendations" }).getAttribute("href"),
    ).resolves.toBe("/recommendations");
    await page.getByRole("button", { name: "Filter by streaming service" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter by Streaming Service" });
    const use = dialog.getByRole("button", { name: "Use My Services" });
    await use.waitFor();
    await expect(use.isEnabled()).resolves.toBe(true);
    await use.click();
    await expect(dialog.getByRole("checkbox", { name: "Hulu" }).getAttribute("data-state")).resolves.toBe("checked");
    await expect(dialog.getByRole("checkbox", { name: "Peacock" }).getAttribute("data-state")).resolves.toBe("checked");
    await dialog.getByText(/^\d+ media items? available$/).waitFor();
    await expectAxeClean(page);
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Filter 2 active, by streaming service" }).waitFor();
    await waitForCount(page, /Showing \d+ of \d+ items/);
    expect(requests.at(-1)!.searchParams.get("services")).toBe("hulu,peacock");
    await screenshot(page, "browse-signed-in-desktop");
    await ctx.close();
  });
});
