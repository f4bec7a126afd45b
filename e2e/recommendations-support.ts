import { createServer, request as httpRequest, type Server } from "node:http";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { expect, inject } from "vitest";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { DESKTOP, newContext } from "./browser";
import { expectAtLeast, verifyFromMailbox } from "./support";

/** Helpers shared by the desktop and phone recommendation specs: accounts, feedback, timing and a stream gate. */

const baseUrl = inject("baseUrl");
const CSRF = { "x-requested-with": "moodreel" };
const PASSWORD = "popcorn42";
const STORAGE_KEY = "moodreel.recommendations";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Accounts

/** Signs a new user up (API + dev mailbox); the context then holds the session cookie. Returns the user id. */
export async function signUp(context: BrowserContext, label: string): Promise<string> {
  const email = `recs-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await context.request.post("/api/auth/signup", {
    data: { full_name: "Mood Tester", email, password: PASSWORD },
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
  await verifyFromMailbox(context, email);
  const session = (await (await context.request.get("/api/auth/session")).json()) as { user: { id: string } };
  return session.user.id;
}

/** Rates a few catalogue titles, so the picks have a taste to follow (7+ liked, 4- disliked). */
export async function rateSomeTitles(context: BrowserContext) {
  const { items } = (await (await context.request.get("/api/media?page=0")).json()) as { items: { id: string }[] };
  expectAtLeast(items, 3, "catalogue titles");
  const [liked, alsoLiked, disliked] = items;
  for (const [item, rating] of [
    [liked, 9],
    [alsoLiked, 8],
    [disliked, 3],
  ] as const) {
    const res = await context.request.put(`/api/me/media/${item.id}/rating`, {
      data: { rating },
      headers: CSRF,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * A session of the administrator (ADMIN_EMAILS of the e2e server), for reading the stored feedback
 * back through GET /api/admin/users/:id/insights. Null when another spec created that account with
 * a different password: the feedback is then proven by the 200 answers alone.
 */
export async function adminContext(browser: Browser): Promise<BrowserContext | null> {
  const ctx = await newContext(browser, baseUrl, DESKTOP);
  const email = "admin@moodreel.test";
  const signIn = () => ctx.request.post("/api/auth/signin", { data: { email, password: PASSWORD }, headers: CSRF });
  if ((await signIn()).status() === 200) return ctx;
  await ctx.request.post("/api/auth/signup", {
    data: { full_name: "Admin", email, password: PASSWORD },
    headers: CSRF,
  });
  try {
    await verifyFromMailbox(ctx, email);
    return ctx;
  } catch {
    await ctx.close();
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Page helpers

/** Keeps the test off the internet: service links and trailers point at third-party sites. */
export async function offline(context: BrowserContext) {
  await context.route(
    (url) => !url.href.startsWith(baseUrl) && !url.href.startsWith("http://127.0.0.1"),
    (route) => route.abort(),
  );
}

export interface FeedbackSeen {
  type: string;
  value: Record<string, unknown> | null;
  status: number;
}

/** Records every POST /api/recommendations/feedback and its answer. */
export function watchFeedback(page: Page): FeedbackSeen[] {
  const seen: FeedbackSeen[] = [];
  page.on("response", (res: Response) => {
    const req = res.request();
    if (req.method() !== "POST" || !req.url().endsWith("/api/recommendations/feedback")) return;
    const body = JSON.parse(req.postData() ?? "{}") as {
      feedback_type: string;
      feedback_value: Record<string, unknown>;
    };
    seen.push({ type: body.feedback_type, value: body.feedback_value, status: res.status() });
  });
  return seen;
}

export async function waitForFeedback(seen: FeedbackSeen[], type: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    if (seen.filter((f) => f.type === type).length >= count) return;
    await sleep(50);
  }
  throw new Error(`no ${type} feedback; seen: ${seen.map((f) => f.type).join(", ")}`);
}

export async function openPage(page: Page) {
  await page.goto("/recommendations");
  await page.getByRole("heading", { level: 1, name: "Recommendations" }).waitFor();
  // the lists controls ignore toggles in their first 500 ms
  await sleep(550);
}

export const findButton = (page: Page) => page.getByRole("button", { name: "Find My Perfect Watch" });
export const cards = (page: Page) => page.locator("[data-recommendation-card]");
export const skeletons = (page: Page) => page.locator("[data-recommendation-skeleton]");

export async function storedPicks(page: Page): Promise<{ query: string; recommendations: TRecommendation[] }> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
  expect(raw, "recommendations kept in browser storage").toBeTruthy();
  return JSON.parse(raw as string);
}

/**
 * Arms a timer in the page: performance.now() when the click on 'Find My Perfect Watch' (or a
 * preset) is dispatched, and after the first recommendation card is inserted and painted (two
 * animation frames after the MutationObserver sees it).
 */
export async function armFirstCardTimer(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __firstCard: { click?: number; inserted?: number; painted?: number } };
    w.__firstCard = {};
    const start = () => {
      if (w.__firstCard.click === undefined) w.__firstCard.click = performance.now();
    };
    document.addEventListener(
      "click",
      (e) => {
        if ((e.target as Element).closest("button")) start();
      },
      { capture: true },
    );
    document.addEventListener(
      "keydown",
      (e) => {
        if (e.key === "Enter" && (e.target as Element).matches("textarea")) start();
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      if (w.__firstCard.inserted !== undefined || !document.querySelector("[data-recommendation-card]")) return;
      w.__firstCard.inserted = performance.now();
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          w.__firstCard.painted = performance.now();
        }),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

export async function firstCardMs(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __firstCard: { painted?: number } }).__firstCard.painted !== undefined,
  );
  const t = (await page.evaluate(() => (window as unknown as { __firstCard: unknown }).__firstCard)) as {
    click: number;
    painted: number;
  };
  return Math.round(t.painted - t.click);
}

/** Every visible button and link inside `scope` is at least 44 × 44 px. */
export async function expectTouchTargets(page: Page, scope: string) {
  const small = await page.evaluate((sel) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll("button, a")) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.width < 44 || r.height < 44)
          out.push(`${el.textContent?.trim() || el.getAttribute("aria-label")} ${r.width}x${r.height}`);
      }
    }
    return out;
  }, scope);
  expect(small).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// A pass-through proxy that can hold back the stream after its first pick

export interface GateProxy {
  url: string;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

/**
 * Forwards every request to the real server. While held, a POST /api/recommendations?stream=true
 * answer passes through up to and including its first `recommendation` event and keeps the rest
 * until release(): the browser sees a stream that has delivered one pick and not completed.
 */
export async function startGateProxy(target: string): Promise<GateProxy> {
  const to = new URL(target);
  let held = false;
  const waiting: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        // a reverse proxy in front of PUBLIC_URL: the server sees its own origin
        headers: { ...req.headers, host: to.host, ...(req.headers.origin ? { origin: to.origin } : {}) },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        const gated = held && req.method === "POST" && (req.url ?? "").startsWith("/api/recommendations?stream=true");
        if (!gated) {
          up.pipe(res);
          return;
        }
        let passed = Buffer.alloc(0);
        let holding = false;
        const kept: Buffer[] = [];
        up.on("data", (chunk: Buffer) => {
          if (holding) {
            kept.push(chunk);
            return;
          }
          const before = passed.length;
          passed = Buffer.concat([passed, chunk]);
          const first = passed.indexOf('"type":"recommendation"');
          const end = first === -1 ? -1 : passed.indexOf("\n\n", first);
          if (end === -1) {
            res.write(chunk);
            return;
          }
          // pass the stream up to the end of its first recommendation event, keep the rest
          const cut = end + 2 - before;
          res.write(chunk.subarray(0, cut));
          if (cut < chunk.length) kept.push(chunk.subarray(cut));
          holding = true;
        });
        up.on("end", () => {
          const finish = () => {
            for (const k of kept) res.write(k);
            res.end();
          };
          if (holding && held) waiting.push(finish);
          else finish();
        });
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    hold() {
      held = true;
    },
    release() {
      held = false;
      for (const w of waiting.splice(0)) w();
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
