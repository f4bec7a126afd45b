import { createConnection, createServer, type Server, type Socket } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REALTIME_REJOIN_DELAYS_MS } from "@/shared/contracts/realtime";
import { DESKTOP, launchBrowser, newContext } from "./browser";
import { type AtLeast, CSRF, expectAtLeast, verifyFromMailbox } from "./support";

const baseUrl = inject("baseUrl");
const EVENTS_PATH = "/api/me/events";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs a new user up in `context` through the API and the dev mailbox. */
async function signUp(context: BrowserContext): Promise<void> {
  const email = `realtime-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await context.request.post("/api/auth/signup", {
    data: { full_name: "Realtime Tester", email, password: "popcorn42" },
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
  await verifyFromMailbox(context, email);
}

/** Another browser (or device) signed in to the same account. */
async function sameUserElsewhere(signedIn: BrowserContext, url = baseUrl): Promise<BrowserContext> {
  const other = await newContext(browser, url, DESKTOP);
  await other.addCookies(await signedIn.cookies());
  return other;
}

type Title = { id: string; title: string };

async function firstTitles(context: BrowserContext, count: 3): Promise<AtLeast<Title, 3>> {
  const res = await context.request.get("/api/media?page=0");
  const { items } = (await res.json()) as { items: Title[] };
  const titles = items.slice(0, count).map(({ id, title }) => ({ id, title }));
  expectAtLeast(titles, count, "catalogue titles");
  return titles;
}

/** Opens home and resolves once its live stream has answered (it says "ready" with its headers). */
async function openHome(page: Page): Promise<void> {
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_PATH && r.status() === 200);
  await page.goto("/");
  await page.locator("[data-media-id]").first().waitFor();
  await stream;
}

const card = (page: Page, id: string) => page.locator(`[data-media-id="${id}"]`);
const ratedButton = (page: Page, title: string, rating: number) =>
  page.getByRole("button", { name: `Your rating for ${title}: ${rating}/10, change rating`, exact: true });

/** Rates from the card's popover; resolves with Date.now() at the click that saves it. */
async function rateFromCard(page: Page, media: Title, rating: number): Promise<number> {
  await card(page, media.id).hover();
  await page.getByRole("button", { name: `Rate ${media.title}`, exact: true }).click();
  const choice = page.getByRole("button", { name: `${rating} out of 10`, exact: true });
  await choice.waitFor();
  const at = Date.now();
  await choice.click();
  return at;
}

/**
 * A TCP hop between one browser and the server that the test can cut: `drop()` resets every
 * connection through it and refuses new ones (a lost network), `restore()` lets them through again.
 */
async function startCuttableProxy(
  target: string,
): Promise<{ url: string; drop(): void; restore(): void; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let refusing = false;
  const server: Server = createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection({ host: hostname, port: Number(port) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  const proxyPort = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    drop() {
      refusing = true;
      for (const s of sockets) s.resetAndDestroy();
    },
    restore() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

describe("live updates between two browsers of one user", () => {
  it("shows a rating and a watch-list change made in one browser in the other within 1 s", async () => {
    const a = await newContext(browser, baseUrl, DESKTOP);
    await signUp(a);
    const b = await sameUserElsewhere(a);
    const [first, second] = await firstTitles(a, 3);
    const [pageA, pageB] = [await a.newPage(), await b.newPage()];
    await Promise.all([openHome(pageA), openHome(pageB)]);
    await sleep(550); // the app ignores toggles in its first 500 ms

    const putDone = pageA.waitForResponse((r) => r.url().endsWith(`/api/me/media/${first.id}/rating`));
    const clickedAt = await rateFromCard(pageA, first, 8);
    const savedAt = await putDone.then(() => Date.now());
    await ratedButton(pageB, first.title, 8).waitFor({ state: "attached", timeout: 5000 });
    const shownAt = Date.now();
    const ratingMs = shownAt - clickedAt;
    console.log(
      `[realtime] rating: click in A -> shown in B ${ratingMs} ms (A's PUT answered -> shown in B ${shownAt - savedAt} ms)`,
    );
    expect(ratingMs).toBeLessThan(1000);

    await card(pageA, second.id).hover();
    const addedAt = Date.now();
    await pageA.getByRole("button", { name: `Add ${second.title} to watch list`, exact: true }).click();
    await pageB
      .getByRole("button", { name: `Remove ${second.title} from watch list`, exact: true })
      .waitFor({ state: "attached", timeout: 5000 });
    const listMs = Date.now() - addedAt;
    console.log(`[realtime] watch list: click in A -> shown in B ${listMs} ms`);
    expect(listMs).toBeLessThan(1000);

    // Both browsers show the same, and A did not undo its own change on hearing it back.
    await expect(ratedButton(pageA, first.title, 8).count()).resolves.toBe(1);
    await a.close();
    await b.close();
  });

  it("holds one stream for all tabs of a browser, and hands it over when the holding tab closes", async () => {
    const a = await newContext(browser, baseUrl, DESKTOP);
    await signUp(a);
    const b = await sameUserElsewhere(a);
    const streamsOfB: number[] = [];
    b.on("request", (r) => {
      if (new URL(r.url()).pathname === EVENTS_PATH) streamsOfB.push(Date.now());
    });
    const [first, second] = await firstTitles(a, 3);
    const leader = await b.newPage();
    await openHome(leader);
    const follower = await b.newPage();
    await follower.goto("/");
    await follower.locator("[data-media-id]").first().waitFor();
    await sleep(300);
    expect(streamsOfB).toHaveLength(1);

    const sentAt = Date.now();
    const rated = await a.request.put(`/api/me/media/${first.id}/rating`, { data: { rating: 7 }, headers: CSRF });
    expect(rated.status()).toBe(200);
    await Promise.all(
      [leader, follower].map((p) => ratedButton(p, first.title, 7).waitFor({ state: "attached", timeout: 5000 })),
    );
    const bothMs = Date.now() - sentAt;
    console.log(`[realtime] one stream, two tabs: PUT sent -> shown in both tabs ${bothMs} ms`);
    expect(bothMs).toBeLessThan(1000);

    const takeover = follower.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_PATH && r.status() === 200);
    await leader.close();
    await takeover;
    expect(streamsOfB).toHaveLength(2);
    const again = await a.request.put(`/api/me/media/${second.id}/rating`, { data: { rating: 5 }, headers: CSRF });
    expect(again.status()).toBe(200);
    // the handover is what this proves (latency is measured above): the new holder's first "ready"
    // counts as a rejoin and reloads the page's data too, which under a loaded CI machine took over 1 s
    await ratedButton(follower, second.title, 5).waitFor({ state: "attached", timeout: 10_000 });
    await a.close();
    await b.close();
  });

  it("rejoins a dropped stream after 1, 2, 5 and 10 s, and catches up on what it missed", async () => {
    const proxy = await startCuttableProxy(baseUrl);
    try {
      const a = await newContext(browser, baseUrl, DESKTOP);
      await signUp(a);
      const c = await sameUserElsewhere(a, proxy.url);
      const [, , third] = await firstTitles(a, 3);
      const pageC = await c.newPage();
      const attempts: number[] = [];
      pageC.on("request", (r) => {
        if (new URL(r.url()).pathname === EVENTS_PATH) attempts.push(Date.now());
      });
      await openHome(pageC);
      expect(attempts).toHaveLength(1);

      const droppedAt = Date.now();
      proxy.drop();
      // Three attempts fail (after 1, 2 and 5 s); the network is back before the fourth (10 s later).
      for (let i = 0; i < 150 && attempts.length < 4; i++) await sleep(100);
      expect(attempts).toHaveLength(4);
      // Something changes while C is away.
      const missed = await a.request.put(`/api/me/media/${third.id}/rating`, { data: { rating: 6 }, headers: CSRF });
      expect(missed.status()).toBe(200);
      proxy.restore();
      const rejoined = pageC.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_PATH && r.status() === 200, {
        timeout: 15_000,
      });
      await rejoined;
      const gaps = attempts.slice(1).map((t, i) => t - (i === 0 ? droppedAt : (attempts[i] ?? 0)));
      console.log(`[realtime] rejoin gaps after the drop: ${gaps.join(", ")} ms`);
      expect(gaps).toHaveLength(REALTIME_REJOIN_DELAYS_MS.length);
      gaps.forEach((gap, i) => {
        const planned = REALTIME_REJOIN_DELAYS_MS[i] ?? 0;
        expect(gap, `gap ${i + 1}`).toBeGreaterThanOrEqual(planned - 50);
        expect(gap, `gap ${i + 1}`).toBeLessThan(planned + 750);
      });
      // The rejoined stream reloads what changed while it was gone.
      await ratedButton(pageC, third.title, 6).waitFor({ state: "attached", timeout: 5000 });
      await a.close();
      await c.close();
    } finally {
      await proxy.close();
    }
  });
});
