import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFakeTmdbFixture, PROVIDERS } from "@/server/modules/tmdb/fake-tmdb-fixture";
import { type FakeTmdbServer, startFakeTmdb } from "@/server/modules/tmdb/fake-tmdb-server";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";
import { CSRF, expectAxeClean, verifyFromMailbox } from "./support";
import { importFromTmdb, offlineWithTmdbPosters, tmdbEnv } from "./tmdb-support";

/**
 * "Now on your service", end to end: a server configured with a (fake) TMDB on loopback, its
 * catalogue imported by `npm run import:tmdb`, refreshing every couple of seconds. A person wants
 * Alien, TMDB starts listing it on Netflix, the next refresh makes the alert: the bell shows 1, the
 * list links to where to watch, and the daily digest arrives in the dev mailbox.
 */

const ALIEN = { tmdbId: 348, id: "alien-1979", title: "Alien" };

let tmdb: FakeTmdbServer;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  tmdb = await startFakeTmdb(buildFakeTmdbFixture({ films: 60, series: 5 }));
  // Before the import, Alien streams on Hulu only and is free nowhere.
  tmdb.setOffers("movie", ALIEN.tmdbId, "US", "flatrate", [PROVIDERS.hulu]);
  tmdb.setOffers("movie", ALIEN.tmdbId, "US", "ads", []);
  const dataDir = freshDataDir();
  const output = await importFromTmdb(tmdb, dataDir);
  expect(output).toMatch(/Import from TMDB \(US\): \d+ added, 2 updated, 0 unchanged, 1 failed/);
  // 0.0005 h: a refresh (and a digest pass) every 1.8 s
  server = await startServer({ ...tmdbEnv(tmdb), CATALOGUE_REFRESH_HOURS: "0.0005" }, dataDir);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tmdb?.close();
});

/** Signs a new person up (API + dev mailbox) with Netflix as their service. */
async function signUp(context: BrowserContext): Promise<string> {
  const email = `alerts-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await context.request.post("/api/auth/signup", {
    data: { full_name: "Alex Alert", email, password: "popcorn42" },
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
  await verifyFromMailbox(context, email);
  const services = await context.request.patch("/api/profile", {
    data: { streaming_services: ["netflix"] },
    headers: CSRF,
  });
  expect(services.status()).toBe(200);
  return email;
}

/** Keeps the browser off the internet; TMDB's posters are answered with our own generated ones. */
const offline = (context: BrowserContext) => offlineWithTmdbPosters(context, server.url, ALIEN.id);

/** Waits (through the API) until a refresh has made the person's alert. */
async function waitForAlert(context: BrowserContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await context.request.get("/api/me/notifications");
        return ((await res.json()) as { unread_count: number }).unread_count;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(1);
}

/** Waits for the list's posters to be drawn, so a screenshot shows them. */
async function postersLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByRole("list", { name: "Notifications" })
        .locator("img")
        .evaluateAll((imgs) =>
          imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true);
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

describe("availability alerts", () => {
  it("want to watch, TMDB lists it on my service, the bell shows 1, the list links to where to watch, the digest arrives", async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    await offline(context);
    const email = await signUp(context);
    const page = await context.newPage();

    // The footer credits TMDB and JustWatch: imported data is present.
    await page.goto("/settings");
    await page.getByText("This product uses the TMDB API but is not endorsed or certified by TMDB.").waitFor();
    await page.getByText("Streaming data by JustWatch").waitFor();

    // Settings › Streaming: the daily digest, switched on with the keyboard.
    await page.getByRole("tab", { name: "Streaming" }).click();
    const digestSwitch = page.getByRole("switch", { name: "E-mail me a daily digest" });
    await digestSwitch.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => digestSwitch.getAttribute("aria-checked")).toBe("true");
    await expect
      .poll(async () => (await (await context.request.get("/api/profile")).json()).profile.availability_digest)
      .toBe(true);

    // Want to watch Alien from the catalogue.
    await page.goto("/");
    await page.getByPlaceholder("Search titles or moods…").fill("Alien");
    await page.getByRole("button", { name: `Add ${ALIEN.title} to watch list`, exact: true }).click();
    await page.getByRole("button", { name: `Remove ${ALIEN.title} from watch list`, exact: true }).waitFor();
    await expect(bell(page).getAttribute("aria-label")).resolves.toBe("Notifications");

    // TMDB now lists Alien on Netflix; a refresh within seconds records it and alerts.
    tmdb.setOffers("movie", ALIEN.tmdbId, "US", "flatrate", [PROVIDERS.hulu, PROVIDERS.netflix]);
    await waitForAlert(context);
    await page.reload();
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Notifications, 1 unread");
    await expect(page.getByTestId("unread-count").textContent()).resolves.toBe("1");

    // The bell opens from the keyboard and lists the alert.
    await bell(page).focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await panel.getByText("Alien is now on Netflix, one of your services").waitFor();
    await screenshot(page, "alerts-bell-desktop");
    await expectAxeClean(page, "bell open");
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });

    // The daily digest reaches the dev mailbox.
    await expect
      .poll(
        async () => {
          const mails = (await (
            await context.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
          ).json()) as {
            subject: string;
            text: string;
          }[];
          return mails.find((m) => m.subject === "A title on your watch list is ready to watch")?.text ?? "";
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toContain("Alien is now on Netflix, one of your services (1979)");

    // The list: where to watch, then mark read.
    await page.goto("/notifications");
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    await postersLoaded(page);
    await screenshot(page, "alerts-list-desktop");
    await expectAxeClean(page, "notifications page");
    await page.getByRole("button", { name: `Where to watch ${ALIEN.title}` }).click();
    const options = page.getByRole("dialog", { name: "Streaming options" });
    await options.getByRole("link", { name: /^Netflix With a subscription/ }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Notifications");
    await expect.poll(() => page.getByText("(unread)").count()).toBe(0);
    await context.close();
  }, 120_000);

  it("shows the bell and the list on a phone", async () => {
    const context = await newContext(browser, server.url, MOBILE);
    await offline(context);
    await signUp(context);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByPlaceholder("Search titles or moods…").fill("Alien");
    await page.getByRole("button", { name: `Add ${ALIEN.title} to watch list`, exact: true }).click();
    await page.getByRole("button", { name: `Remove ${ALIEN.title} from watch list`, exact: true }).waitFor();
    // Netflix leaves and comes back: a new arrival on this person's service.
    tmdb.setOffers("movie", ALIEN.tmdbId, "US", "flatrate", [PROVIDERS.hulu]);
    await new Promise((r) => setTimeout(r, 5000));
    tmdb.setOffers("movie", ALIEN.tmdbId, "US", "flatrate", [PROVIDERS.hulu, PROVIDERS.netflix]);
    await waitForAlert(context);
    await page.reload();
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Notifications, 1 unread");
    await bell(page).click();
    await page.getByRole("dialog", { name: "Notifications" }).waitFor();
    await screenshot(page, "alerts-bell-phone");
    await page.keyboard.press("Escape");
    await page.goto("/notifications");
    await page.getByText("Alien is now on Netflix, one of your services").waitFor();
    await postersLoaded(page);
    await screenshot(page, "alerts-list-phone");
    await context.close();
  }, 120_000);
});
