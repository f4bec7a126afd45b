import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import {
  armFirstCardTimer,
  cards,
  expectTouchTargets,
  type FeedbackSeen,
  findButton,
  firstCardMs,
  offline,
  openPage,
  rateSomeTitles,
  signUp,
  sleep,
  storedPicks,
  waitForFeedback,
  watchFeedback,
} from "./recommendations-support";
import { expectAtLeast, expectAxeClean } from "./support";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("recommendations page, phone 390×844 with touch", () => {
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let feedback: FeedbackSeen[];

  beforeAll(async () => {
    context = await newContext(browser, baseUrl, MOBILE);
    await offline(context);
    await signUp(context, "mobile");
    await rateSomeTitles(context);
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
    feedback = watchFeedback(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  /** A one-finger touch from the card's middle, moved by dx, dy in steps, then lifted (CDP touch events). */
  async function touch(dx: number, dy: number, at = "[data-recommendation-card] section") {
    // Wait until the card stops moving (a fling scroll or a new card settling), so the finger lands on
    // it; a loaded machine can take well over a second to finish the last swipe's slide, and a slow
    // fling can hold still for one 50 ms look, so it must hold still for three in a row.
    const card = page.locator(at).first();
    let box = await card.boundingBox();
    let stillFor = 0;
    for (let i = 0; i < 80 && stillFor < 3; i++) {
      await sleep(50);
      const again = await card.boundingBox();
      const still = !!box && !!again && Math.abs(box.x - again.x) < 1 && Math.abs(box.y - again.y) < 1;
      stillFor = still ? stillFor + 1 : 0;
      box = again;
    }
    if (!box) throw new Error("card not on screen");
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + Math.min(box.height / 2, 40));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    const steps = 6;
    for (let i = 1; i <= steps && (dx || dy); i++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: x + Math.round((dx * i) / steps), y: y + Math.round((dy * i) / steps) }],
      });
    }
    // The finger rests before it lifts, so the browser sees no speed and starts no fling scroll: on a
    // loaded machine a fling after the vertical move outlasted the stillness check above and took the
    // next swipe for a scroll. The card reads only where the finger went, so the gesture is unchanged.
    if (dx || dy) await sleep(100);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await sleep(120);
  }

  const position = () => page.locator("[data-mobile-recommendations] p[aria-live]").textContent();

  it("a preset brings one swipeable card with everything the spec lists; axe clean; 44 px targets", async () => {
    await openPage(page);
    await expectAxeClean(page);
    await screenshot(page, "recommendations-empty-mobile");
    await armFirstCardTimer(page);
    await page.getByRole("button", { name: "feel-good", exact: true }).click();
    console.info(`first card painted on the phone after ${await firstCardMs(page)} ms`);
    await findButton(page).waitFor();
    await expect(cards(page).count()).resolves.toBe(1);
    const card = cards(page).first();
    await card.getByText("Recommended", { exact: true }).waitFor();
    await card.getByText(/^\d{1,3}% match$/).waitFor();
    await card.getByText("Why we recommend this").waitFor();
    await card.getByText("Swipe left or right to navigate between recommendations").waitFor();
    await expect(card.getByText(/^(Movie|TV Show)$/).count()).resolves.toBe(1);
    await expect(position()).resolves.toBe("1 of 5");
    await expect(page.getByRole("button", { name: "Previous recommendation" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Show More Recommendations" }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Show More" }).waitFor();
    await expectTouchTargets(page, "[data-mobile-recommendations]");
    await expectAxeClean(page);
    await page.locator("[data-mobile-recommendations]").scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const el = document.querySelector("#results-heading");
      if (el) window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72);
    });
    await screenshot(page, "recommendations-card-mobile");
  });

  it("swipes: 30 px or more navigates, less does not, a mostly vertical move is ignored, ends hold", async () => {
    await touch(-40, 0);
    await expect.poll(position, { timeout: 5_000 }).toBe("2 of 5");
    await touch(-20, 0);
    await expect.poll(position, { timeout: 5_000 }).toBe("2 of 5");
    await touch(-45, 120);
    await expect.poll(position, { timeout: 5_000 }).toBe("2 of 5");
    await touch(-30, 4);
    await expect.poll(position, { timeout: 5_000 }).toBe("3 of 5");
    await touch(35, 0);
    await expect.poll(position, { timeout: 5_000 }).toBe("2 of 5");
    await touch(60, 0);
    await expect.poll(position, { timeout: 5_000 }).toBe("1 of 5");
    await touch(60, 0);
    await expect.poll(position, { timeout: 5_000 }).toBe("1 of 5");
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
  });

  it("a tap without movement opens the details; the details sheet says why", async () => {
    const stored = await storedPicks(page);
    expectAtLeast(stored.recommendations, 1, "stored picks");
    const [first] = stored.recommendations;
    await touch(0, 0);
    const details = page.getByRole("dialog", { name: first.media.title });
    await details.getByText("Why this was recommended").waitFor();
    await waitForFeedback(feedback, "clicked");
    expect(feedback.filter((f) => f.type === "clicked")).toHaveLength(1);
    await expectAxeClean(page);
    await screenshot(page, "recommendations-details-mobile");
    await details.getByRole("button", { name: "Close" }).tap();
    await details.waitFor({ state: "detached" });
  });

  it("'Show More' adds the next batch; saving to the watch list works and is logged", async () => {
    await page.getByRole("button", { name: "Show More" }).tap();
    await expect(position()).resolves.toBe("6 of 10");
    const stored = await storedPicks(page);
    expectAtLeast(stored.recommendations, 6, "stored picks");
    const sixth = stored.recommendations[5];
    await cards(page)
      .getByRole("button", { name: `Add ${sixth.media.title} to watch list` })
      .tap();
    await waitForFeedback(feedback, "added_to_watchlist");
    const list = (await (await context.request.get("/api/me/lists/want_to_watch")).json()) as {
      items: { media_id: string }[];
    };
    expect(list.items.map((i) => i.media_id)).toContain(sixth.media.id);
    const added = feedback.find((f) => f.type === "added_to_watchlist");
    expect(added?.value).toEqual({
      source: "mobile_card",
      title: sixth.title,
      year: sixth.year,
      status: "want_to_watch",
      isActive: true,
    });
    for (const f of feedback) expect(f.status, `${f.type} answered`).toBe(200);
  });
});
