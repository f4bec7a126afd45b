import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, newContext } from "./browser";
import { cards, findButton, offline, openPage, signUp, storedPicks } from "./recommendations-support";

/**
 * Retries in a real browser against the real server: the first try of a POST reaches the server and
 * does its work but its answer is lost on the way back (a dropped connection), the second never gets
 * past the "gateway" (503), the third goes through. The page must succeed, and the server must have
 * done the work once.
 */

const baseUrl = inject("baseUrl");
const PASSWORD = "popcorn42";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Try {
  key: string | undefined;
  outcome: "answer lost" | "503" | "through";
}

interface Retried {
  tries: Try[];
  /** the body of the first try's answer, which the browser never saw */
  lost: string[];
  /** the answers the browser did see: whether each was a replay, and its body */
  seen: { replayed: string | null; body: string }[];
}

/** Makes the next POSTs to the matched URL fail twice (answer lost, then 503), then pass. */
async function failTwiceThenPass(page: Page, matches: (url: URL) => boolean): Promise<Retried> {
  const out: Retried = { tries: [], lost: [], seen: [] };
  const { tries } = out;
  await page.route(
    (url) => matches(url),
    async (route: Route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.fallback();
      const key = (await request.allHeaders())["idempotency-key"];
      if (tries.length === 0) {
        tries.push({ key, outcome: "answer lost" });
        // the server handles it in full; the browser only sees the connection drop
        const answer = await route.fetch();
        out.lost.push((await answer.body()).toString("utf8"));
        return route.abort("connectionreset");
      }
      if (tries.length === 1) {
        tries.push({ key, outcome: "503" });
        return route.fulfill({
          status: 503,
          contentType: "application/json",
          body: '{"error":{"code":"unavailable","message":"Try again."}}',
        });
      }
      tries.push({ key, outcome: "through" });
      return route.fallback();
    },
  );
  page.on("response", async (res) => {
    if (res.request().method() !== "POST" || res.status() !== 200 || !matches(new URL(res.url()))) return;
    out.seen.push({ replayed: await res.headerValue("idempotent-replayed"), body: await res.text() });
  });
  return out;
}

/** Three tries, one key, and the browser saw the first try's own answer, replayed. */
async function expectReplayOfTheLostAnswer({ tries, lost, seen }: Retried) {
  expect(tries.map((t) => t.outcome)).toEqual(["answer lost", "503", "through"]);
  expect(tries[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(tries.map((t) => t.key)).size).toBe(1);
  await expect.poll(() => seen.length).toBe(1);
  expect(seen[0]?.replayed).toBe("true");
  expect(lost).toHaveLength(1);
  expect(seen[0]?.body).toBe(lost[0]);
}

describe("retried POSTs in the browser", () => {
  const contexts: BrowserContext[] = [];
  async function freshContext(): Promise<BrowserContext> {
    const context = await newContext(browser, baseUrl, DESKTOP);
    await offline(context);
    contexts.push(context);
    return context;
  }
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it("a mood request whose stream was lost is retried with its key: the picks appear, one session is stored", async () => {
    const context = await freshContext();
    await signUp(context, "retries");
    const page = await context.newPage();
    const retried = await failTwiceThenPass(
      page,
      (url) => url.pathname === "/api/recommendations" && url.search === "?stream=true",
    );
    // the JSON fallback must not be needed: the stream's own retries get through
    const fallbacks: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && req.url().endsWith("/api/recommendations")) fallbacks.push(req.url());
    });

    await openPage(page);
    await page.getByRole("textbox", { name: "What are you in the mood for?" }).fill("a funny heist");
    await findButton(page).click();
    await cards(page).first().waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Find My Perfect Watch" }).waitFor();

    await expectReplayOfTheLostAnswer(retried);
    expect(fallbacks).toEqual([]);
    const { recommendations } = await storedPicks(page);
    expect(recommendations.length).toBeGreaterThan(0);
    await expect(cards(page).first().textContent()).resolves.toContain(recommendations[0]?.title);

    const exported = (await (await context.request.get("/api/me/export")).json()) as {
      recommendation_sessions: { mood: string; recommendations: { id: string }[] }[];
    };
    expect(exported.recommendation_sessions.map((s) => s.mood)).toEqual(["a funny heist"]);
    // the picks on screen are the ones the first, lost try stored
    expect(exported.recommendation_sessions[0]?.recommendations.map((r) => r.id).sort()).toEqual(
      recommendations.map((r) => r.recommendation_id).sort(),
    );
  });

  it("a sign-up whose answer was lost is retried with its key: the form succeeds, one account mail is sent", async () => {
    const context = await freshContext();
    const page = await context.newPage();
    const retried = await failTwiceThenPass(page, (url) => url.pathname === "/api/auth/signup");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: /^Sign In/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Moodreel" });
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    const email = `retry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
    await dialog.getByLabel("Full name").fill("Retry Person");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByLabel("Confirm password").fill(PASSWORD);
    await dialog.getByRole("checkbox", { name: "I confirm that I am 18 years or older" }).click();
    await dialog.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).click();
    await dialog.getByRole("button", { name: "Create Account" }).click();

    const verify = page.getByRole("dialog", { name: "Verify Your Email" });
    await verify.waitFor({ timeout: 20_000 });
    await expect(verify.getByText(email).isVisible()).resolves.toBe(true);
    // a sign-up run twice would answer with a second, fresh user id: this is the first answer
    await expectReplayOfTheLostAnswer(retried);
    const mails = (await (await context.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
    }[];
    expect(mails).toHaveLength(1);
  });
});
