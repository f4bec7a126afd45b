import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import { type AtLeast, type AtLeastCount, expectAtLeast, expectAxeClean } from "./support";

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

/** Signs a new user up through the API and the dev mailbox; the context holds the session cookie. */
async function signUp(context: BrowserContext, label: string): Promise<string> {
  const email = `lists-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await context.request.post("/api/auth/signup", {
    data: { full_name: "List Tester", email, password: "popcorn42" },
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
  return email;
}

interface Title {
  id: string;
  title: string;
}

async function catalogueTitles<N extends AtLeastCount>(context: BrowserContext, count: N): Promise<AtLeast<Title, N>> {
  const res = await context.request.get("/api/media?page=0");
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: Title[] };
  const titles = items.slice(0, count).map(({ id, title }) => ({ id, title }));
  expectAtLeast(titles, count, "catalogue titles");
  return titles;
}

async function api(context: BrowserContext, method: "PUT" | "DELETE", path: string, data?: unknown) {
  const res = await context.request.fetch(path, { method, headers: CSRF, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
}

/** Opens a page and waits out the 500 ms toggle lockout that starts when the app mounts. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await sleep(550);
}

const cardIds = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list, exact: true })
    .locator("[data-media-id]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-media-id")));

const card = (page: Page, id: string) => page.locator(`[data-media-id="${id}"]`);

async function waitForIds(page: Page, list: string, ids: string[]) {
  await expect.poll(() => cardIds(page, list), { timeout: 10_000 }).toEqual(ids);
}

describe("lists and ratings", () => {
  it("rates, adds to and removes from the watch list, and both pages follow", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    await signUp(context, "desktop");
    const [a, b, c] = await catalogueTitles(context, 3);
    await api(context, "PUT", `/api/me/media/${c.id}/rating`, { rating: 6 });
    await api(context, "PUT", `/api/me/media/${a.id}/want-to-watch`);
    await sleep(20);
    await api(context, "PUT", `/api/me/media/${b.id}/want-to-watch`);

    // Watch List: most recently updated first.
    await open(page, "/watchlist");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/^Watch List/);
    await expect(page.getByRole("link", { name: "Back to Home" }).isVisible()).resolves.toBe(true);
    await waitForIds(page, "Watch list", [b.id, a.id]);
    await expectAxeClean(page);
    await screenshot(page, "lists-watchlist-desktop");

    // Rate A from its card: the popover of 1 to 10.
    await card(page, a.id).hover();
    await page.getByRole("button", { name: `Rate ${a.title}`, exact: true }).click();
    await page.getByRole("button", { name: "8 out of 10", exact: true }).waitFor();
    await screenshot(page, "lists-rating-popover-desktop");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "8 out of 10", exact: true }).click();
    await page.getByRole("button", { name: `Your rating for ${a.title}: 8/10, change rating` }).waitFor();

    // Your Ratings: newest rating first, the rating shown on each card.
    await page.getByRole("link", { name: "Your Ratings" }).click();
    await page.waitForURL(`${baseUrl}/lists/rated`);
    await page.getByRole("heading", { level: 1, name: /Your Ratings/ }).waitFor();
    await waitForIds(page, "Your Ratings", [a.id, c.id]);
    await expect(card(page, a.id).textContent()).resolves.toContain("8/10");
    await expect(card(page, c.id).textContent()).resolves.toContain("6/10");
    await expectAxeClean(page);
    await screenshot(page, "lists-rated-desktop");

    // Add C to the watch list from its card; the Watch List shows it first.
    await card(page, c.id).hover();
    await page.getByRole("button", { name: `Add ${c.title} to watch list`, exact: true }).click();
    await page.getByRole("button", { name: `Remove ${c.title} from watch list`, exact: true }).waitFor();
    // Rating A was a write too, so A now comes before B.
    await page.getByRole("link", { name: "Watch List" }).click();
    await page.waitForURL(`${baseUrl}/watchlist`);
    await waitForIds(page, "Watch list", [c.id, a.id, b.id]);

    // Remove B: 'Are you sure?' first; Cancel keeps it, Remove takes it off.
    await card(page, b.id).hover();
    await page.getByRole("button", { name: `Remove ${b.title} from watch list`, exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await confirm.waitFor();
    await expectAxeClean(page);
    await screenshot(page, "lists-remove-confirm-desktop");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await waitForIds(page, "Watch list", [c.id, a.id, b.id]);
    await card(page, b.id).hover();
    await page.getByRole("button", { name: `Remove ${b.title} from watch list`, exact: true }).click();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await waitForIds(page, "Watch list", [c.id, a.id]);

    // The server has the same picture.
    const lists = (await (await context.request.get("/api/me/lists/want_to_watch")).json()) as {
      items: { media_id: string }[];
    };
    expect(lists.items.map((i) => i.media_id)).toEqual([c.id, a.id]);

    // Choosing A's current rating again clears it: it leaves Your Ratings.
    await page.getByRole("link", { name: "Your Ratings" }).click();
    await waitForIds(page, "Your Ratings", [a.id, c.id]);
    await card(page, a.id)
      .getByRole("button", { name: `Your rating for ${a.title}: 8/10, change rating` })
      .click();
    await page.getByRole("button", { name: "8 out of 10, your rating: choose again to clear" }).click();
    await waitForIds(page, "Your Ratings", [c.id]);

    // An unknown list goes to Your Ratings.
    await page.goto("/lists/favourites");
    await page.waitForURL(`${baseUrl}/lists/rated`);
    await context.close();
  });

  it("adds from the catalogue grid and marks watched in the details dialog", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    await signUp(context, "grid");
    const [, , , d] = await catalogueTitles(context, 4);

    await page.goto("/");
    await card(page, d.id).waitFor();
    await sleep(550);
    await card(page, d.id).hover();
    await page.getByRole("button", { name: `Add ${d.title} to watch list`, exact: true }).click();
    await page.getByRole("button", { name: `Remove ${d.title} from watch list`, exact: true }).waitFor();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Watchlist" }).click();
    await page.waitForURL(`${baseUrl}/watchlist`);
    await waitForIds(page, "Watch list", [d.id]);

    // The details dialog carries the Watched mark; marking it takes the title off the watch list.
    await card(page, d.id).locator("button").first().click();
    const dialog = page.getByRole("dialog", { name: d.title });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Mark as watched" }).click();
    await expect(
      dialog.getByRole("button", { name: "Watched", exact: true }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");
    await expectAxeClean(page);
    await screenshot(page, "lists-details-watched-desktop");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.getByText("No items in your want to watch list").waitFor();

    await page.getByRole("link", { name: "Watched" }).click();
    await page.waitForURL(`${baseUrl}/lists/watched`);
    await waitForIds(page, "Watched", [d.id]);
    await expectAxeClean(page);
    await context.close();
  });

  it("reverts and shows the spec's toast when the server fails", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    await signUp(context, "failure");
    const [a] = await catalogueTitles(context, 1);
    await api(context, "PUT", `/api/me/media/${a.id}/want-to-watch`);
    await api(context, "PUT", `/api/me/media/${a.id}/rating`, { rating: 6 });

    const fail = (route: import("playwright-core").Route) =>
      route.request().method() === "GET"
        ? route.continue()
        : route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side." } }),
          });

    // Watch-list removal fails: the title comes back, with the status toast.
    await page.route("**/api/me/media/*/want-to-watch", fail);
    await open(page, "/watchlist");
    await waitForIds(page, "Watch list", [a.id]);
    await card(page, a.id).hover();
    await page.getByRole("button", { name: `Remove ${a.title} from watch list`, exact: true }).click();
    await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Remove" }).click();
    await page.getByText("Failed to update media status. Please try again.").waitFor();
    await waitForIds(page, "Watch list", [a.id]);
    await screenshot(page, "lists-failure-toast-desktop");

    // Rating fails: the old rating stays, with the rating toast.
    await page.route("**/api/me/media/*/rating", fail);
    await page.getByRole("link", { name: "Your Ratings" }).click();
    await waitForIds(page, "Your Ratings", [a.id]);
    await card(page, a.id)
      .getByRole("button", { name: `Your rating for ${a.title}: 6/10, change rating` })
      .click();
    await page.getByRole("button", { name: "9 out of 10", exact: true }).click();
    await page.getByText("Failed to save rating. Please try again.").waitFor();
    await card(page, a.id)
      .getByRole("button", { name: `Your rating for ${a.title}: 6/10, change rating` })
      .waitFor();

    // Nothing changed on the server.
    await page.unrouteAll();
    const mine = (await (await context.request.get("/api/me/media")).json()) as {
      media_id: string;
      status: string;
      user_rating: number;
    }[];
    expect(mine).toEqual([expect.objectContaining({ media_id: a.id, status: "want_to_watch", user_rating: 6 })]);
    await context.close();
  });

  it("shows the empty states, and sends signed-out visitors home", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    await signUp(context, "empty");
    await open(page, "/watchlist");
    await page.getByText("No items in your want to watch list").waitFor();
    await expectAxeClean(page);
    await screenshot(page, "lists-watchlist-empty-desktop");
    await page.getByRole("link", { name: "Your Ratings" }).click();
    await page.getByText("No rated media yet").waitFor();
    await expect(page.getByText("Use the star icon on any title to rate it from 1 to 10.").isVisible()).resolves.toBe(
      true,
    );
    await expectAxeClean(page);
    await context.close();

    const anonymous = await newContext(browser, baseUrl, DESKTOP);
    const visitor = await anonymous.newPage();
    for (const path of ["/watchlist", "/lists/rated", "/lists/watched"]) {
      await visitor.goto(path);
      await visitor.waitForURL(`${baseUrl}/`);
    }
    await anonymous.close();
  });

  it("works at 390 px: always-visible card actions, bottom-sheet confirmation", async () => {
    const context = await newContext(browser, baseUrl, MOBILE);
    const page = await context.newPage();
    await signUp(context, "mobile");
    const titles = await catalogueTitles(context, 4);
    for (const [i, t] of titles.entries()) {
      await api(context, "PUT", `/api/me/media/${t.id}/want-to-watch`);
      if (i % 2 === 0) await api(context, "PUT", `/api/me/media/${t.id}/rating`, { rating: 9 - i });
      await sleep(10);
    }
    await open(page, "/watchlist");
    await waitForIds(page, "Watch list", titles.map((t) => t.id).reverse());
    await expectAxeClean(page);
    await screenshot(page, "lists-watchlist-mobile");

    // Touch: the actions are visible without hovering.
    const first = titles[3];
    const remove = page.getByRole("button", { name: `Remove ${first.title} from watch list`, exact: true });
    await expect(remove.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).resolves.toBe("1");
    const box = await remove.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await remove.tap();
    await page.getByRole("dialog", { name: "Are you sure?" }).waitFor();
    await sleep(300);
    await screenshot(page, "lists-remove-confirm-mobile");
    await page.getByRole("button", { name: "Remove", exact: true }).tap();
    await waitForIds(
      page,
      "Watch list",
      titles
        .slice(0, 3)
        .map((t) => t.id)
        .reverse(),
    );

    await page.goto("/lists/rated");
    await waitForIds(page, "Your Ratings", [titles[2].id, titles[0].id]);
    await expectAxeClean(page);
    await screenshot(page, "lists-rated-mobile");
    await card(page, titles[2].id)
      .getByRole("button", { name: /Your rating for/ })
      .tap();
    await page.getByRole("button", { name: "1 out of 10", exact: true }).waitFor();
    await sleep(300);
    await screenshot(page, "lists-rating-popover-mobile");
    await context.close();
  });
});
