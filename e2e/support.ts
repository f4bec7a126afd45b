import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { describeViolations, seriousA11yViolations } from "./browser";

/** The header every state-changing API call needs (the server's CSRF rule). */
export const CSRF = { "x-requested-with": "moodreel" } as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export { type AtLeast, type AtLeastCount, expectAtLeast } from "@/shared/testing/at-least";

/** Zero serious or critical axe violations on the page as it is now. */
export async function expectAxeClean(page: Page, where?: string): Promise<void> {
  const v = await seriousA11yViolations(page);
  expect(v, `${where ? `${where}\n` : ""}${describeViolations(v)}`).toEqual([]);
}

/** Reads the newest code for `email` from the dev mailbox and verifies it; the context gets the session. */
export async function verifyFromMailbox(context: BrowserContext, email: string): Promise<void> {
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const res = await context.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = (await res.json()) as { text: string }[];
    code = mails[0] ? /\b(\d{6})\b/.exec(mails[0].text)?.[1] : undefined;
    if (!code) await sleep(100);
  }
  expect(code, "verification code in the dev mailbox").toBeTruthy();
  const verified = await context.request.post("/api/auth/verify", { data: { email, code }, headers: CSRF });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Signs `email` up through the API and verifies it from the dev mailbox; the context then holds the session. */
export async function signUpWith(
  context: BrowserContext,
  account: { email: string; password: string; fullName: string },
): Promise<void> {
  const res = await context.request.post("/api/auth/signup", {
    data: { email: account.email, password: account.password, full_name: account.fullName },
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
  await verifyFromMailbox(context, account.email);
}

/** Records every toast the page shows (sonner removes them after a few seconds). Call before goto. */
export async function trackToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Element[] = [];
    (window as unknown as { __toasts: Element[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element) {
            if (n.matches("[data-sonner-toast]")) seen.push(n);
            for (const t of n.querySelectorAll("[data-sonner-toast]")) seen.push(t);
          }
    }).observe(document, { childList: true, subtree: true });
  });
}

const toastCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts?: Element[] }).__toasts?.length ?? 0);

/** Runs `action` and waits for a toast with `title` (and `description`) to appear after it. */
export async function expectToast(
  page: Page,
  action: () => Promise<unknown>,
  title: string,
  description?: string,
): Promise<void> {
  const before = await toastCount(page);
  await action();
  await page.waitForFunction(
    ([n, t, d]) =>
      ((window as unknown as { __toasts?: Element[] }).__toasts ?? [])
        .slice(n as number)
        .some((el) => el.textContent?.includes(t as string) && (!d || el.textContent?.includes(d as string))),
    [before, title, description ?? ""] as const,
    { timeout: 10_000 },
  );
}

/** Answers `method` requests to `url` with a 500 in the API's error envelope; other methods pass through. */
export async function failRequests(page: Page, url: string, method: string): Promise<void> {
  await page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":{"code":"internal","message":"x"}}',
        })
      : route.fallback(),
  );
}
