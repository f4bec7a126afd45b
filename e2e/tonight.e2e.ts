import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import { CSRF, expectAtLeast, expectAxeClean, verifyFromMailbox } from "./support";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs a new user up (API + dev mailbox); the context then holds the session cookie. */
async function signUp(context: BrowserContext, label: string): Promise<void> {
  const email = `tonight-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await context.request.post("/api/auth/signup", {
    data: { full_name: "Tonight Tester", email, password: "popcorn42" },
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
  await verifyFromMailbox(context, email);
}

/** Every visible radio of the two rows is at least 44 px tall and wide (a finger's target on a phone). */
async function smallestChoice(page: Page): Promise<{ width: number; height: number }> {
  return page.evaluate(() => {
    const radios = [...document.querySelectorAll('[role="radiogroup"] [role="radio"]')];
    const rects = radios.map((r) => r.getBoundingClientRect());
    return {
      width: Math.min(...rects.map((r) => r.width)),
      height: Math.min(...rects.map((r) => r.height)),
    };
  });
}

for (const [name, viewport] of [
  ["desktop 1440×900", DESKTOP],
  ["mobile 390×844", MOBILE],
] as const) {
  describe(`tonight's context, ${name}`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newContext(browser, baseUrl, viewport);
      // service links and trailers point at third-party sites: stay off the internet
      await context.route(
        (url) => !url.href.startsWith(baseUrl) && !url.href.startsWith("http://127.0.0.1"),
        (route) => route.abort(),
      );
      await signUp(context, viewport === MOBILE ? "mobile" : "desktop");
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it("Kids + 90 minutes with a mood: the request carries both, every pick fits the 90 you have; axe clean", async () => {
      await page.goto("/recommendations");
      await page.getByRole("heading", { level: 1, name: "Recommendations" }).waitFor();
      const who = page.getByRole("radiogroup", { name: "Who's watching" });
      const time = page.getByRole("radiogroup", { name: "Time I have" });
      await who.getByRole("radio", { name: "Kids" }).click();
      await time.getByRole("radio", { name: "90 min" }).click();
      await expect(who.getByRole("radio", { name: "Kids" }).getAttribute("aria-checked")).resolves.toBe("true");
      if (viewport === MOBILE) {
        const smallest = await smallestChoice(page);
        expect(smallest.height).toBeGreaterThanOrEqual(44);
        expect(smallest.width).toBeGreaterThanOrEqual(44);
      }
      await expectAxeClean(page, "the controls chosen, before asking");
      await page.getByRole("form", { name: "Mood" }).screenshot({
        path: `screenshots/recommendations-tonight-controls-${viewport === MOBILE ? "mobile" : "desktop"}.png`,
      });

      await page.getByRole("textbox", { name: "What are you in the mood for?" }).fill("something exciting");
      const requested = page.waitForRequest(
        (req) => req.method() === "POST" && req.url().endsWith("/api/recommendations?stream=true"),
      );
      await page.getByRole("button", { name: "Find My Perfect Watch" }).click();
      const body = JSON.parse((await requested).postData() ?? "{}") as Record<string, unknown>;
      expect(body).toMatchObject({ mood: "something exciting", audience: "kids", minutes: 90 });

      // finished: the button is back and the picks are kept in browser storage
      await page.getByRole("button", { name: "Find My Perfect Watch" }).waitFor();
      await page.locator("[data-recommendation-card]").first().waitFor();
      await page
        .getByTestId("recommendations-tonight")
        .getByText("For you and the kids · 90 minutes or less")
        .waitFor();
      const cardReasons = await page
        .locator("[data-recommendation-card]")
        .evaluateAll((cards) => cards.map((c) => c.textContent ?? ""));
      expectAtLeast(cardReasons, 1, "recommendation cards");
      for (const text of cardReasons) expect(text).toContain("90 you have");
      const stored = JSON.parse(
        (await page.evaluate(() => window.localStorage.getItem("moodreel.recommendations"))) ?? "null",
      ) as { recommendations: TRecommendation[] };
      expectAtLeast(stored.recommendations, 1, "kept picks");
      for (const rec of stored.recommendations) {
        expect(rec.reason, rec.title).toContain("90 you have");
        expect(rec.media.runtime_minutes ?? 0, rec.title).toBeLessThanOrEqual(90);
      }

      await expectAxeClean(page, "picks for kids within 90 minutes");
      await screenshot(page, `recommendations-tonight-${viewport === MOBILE ? "mobile" : "desktop"}`);
    });

    it("the choice is remembered on reload, and Clear unsets it", async () => {
      await page.reload();
      const who = page.getByRole("radiogroup", { name: "Who's watching" });
      const time = page.getByRole("radiogroup", { name: "Time I have" });
      await who.getByRole("radio", { name: "Kids", checked: true }).waitFor();
      await time.getByRole("radio", { name: "90 min", checked: true }).waitFor();
      await page.getByRole("button", { name: "Clear who's watching and time" }).click();
      await time.getByRole("radio", { name: "Any", checked: true }).waitFor();
      await expect(who.getByRole("radio", { checked: true }).count()).resolves.toBe(0);
      await expect(page.evaluate(() => window.sessionStorage.getItem("moodreel.tonight"))).resolves.toBeNull();
    });
  });
}
