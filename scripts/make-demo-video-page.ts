/**
 * What the demo tour does to the page beyond clicking: a drawn pointer and caption bar the screencast
 * can show, stills without them, eased scrolling, waiting for posters, and signing a demo account up.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";

/** A visible pointer and a caption bar, drawn into the page so the screencast shows them. */
export async function installOverlay(page: Page) {
  await page.evaluate(() => {
    if (document.getElementById("demo-cursor")) return;
    const cursor = document.createElement("div");
    cursor.id = "demo-cursor";
    cursor.innerHTML =
      '<svg width="28" height="28" viewBox="0 0 24 24"><path d="M5 3l14 8-6.5 1.5L9 19z" fill="#fff" stroke="#0b0c12" stroke-width="1.5" stroke-linejoin="round"/></svg>';
    Object.assign(cursor.style, {
      position: "fixed",
      left: "0",
      top: "0",
      zIndex: "2147483647",
      pointerEvents: "none",
      transform: "translate(640px, 420px)",
      transition: "transform 650ms cubic-bezier(.22,.8,.3,1)",
      filter: "drop-shadow(0 4px 10px rgba(0,0,0,.6))",
    });
    const ring = document.createElement("div");
    ring.id = "demo-cursor-ring";
    Object.assign(ring.style, {
      position: "absolute",
      left: "-14px",
      top: "-14px",
      width: "36px",
      height: "36px",
      borderRadius: "999px",
      border: "2px solid #f5b942",
      opacity: "0",
      transition: "opacity 180ms ease-out, transform 300ms ease-out",
    });
    cursor.appendChild(ring);
    const caption = document.createElement("div");
    caption.id = "demo-caption";
    Object.assign(caption.style, {
      position: "fixed",
      left: "50%",
      bottom: "28px",
      transform: "translateX(-50%)",
      zIndex: "2147483646",
      pointerEvents: "none",
      padding: "12px 22px",
      borderRadius: "999px",
      background: "rgba(20,21,29,.94)",
      border: "1px solid rgba(255,255,255,.16)",
      boxShadow: "0 24px 60px -12px rgba(0,0,0,.6)",
      color: "rgba(255,255,255,.94)",
      font: "600 18px/1.3 'Inter Variable', system-ui, sans-serif",
      letterSpacing: "-0.01em",
      whiteSpace: "nowrap",
      opacity: "0",
      transition: "opacity 250ms ease-out",
    });
    document.body.append(cursor, caption);
  });
}

export async function caption(page: Page, text: string | null) {
  await installOverlay(page);
  await page.evaluate((t) => {
    const el = document.getElementById("demo-caption");
    if (!el) return;
    if (t) el.textContent = t;
    el.style.opacity = t ? "1" : "0";
  }, text);
}

/** Hides the overlay for still images and shows it again afterwards. */
export async function still(page: Page, path: string) {
  await page.evaluate(() => {
    for (const id of ["demo-cursor", "demo-caption"]) {
      const el = document.getElementById(id);
      if (el) el.style.visibility = "hidden";
    }
  });
  await page.screenshot({ path, type: "jpeg", quality: 84 });
  await page.evaluate(() => {
    for (const id of ["demo-cursor", "demo-caption"]) {
      const el = document.getElementById(id);
      if (el) el.style.visibility = "visible";
    }
  });
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pointAt(page: Page, target: Locator) {
  await installOverlay(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) return;
  const x = Math.round(box.x + Math.min(box.width / 2, 60));
  const y = Math.round(box.y + box.height / 2);
  await page.evaluate(
    ([px, py]) => {
      const el = document.getElementById("demo-cursor");
      if (el) el.style.transform = `translate(${px}px, ${py}px)`;
    },
    [x, y],
  );
  await page.mouse.move(x, y, { steps: 8 });
  await pause(700);
}

/** Moves the pointer to an empty spot at the top of the page, so no card shows its hover state. */
export async function parkPointer(page: Page) {
  await page.evaluate(() => {
    const el = document.getElementById("demo-cursor");
    if (el) el.style.transform = "translate(640px, 92px)";
  });
  await page.mouse.move(640, 92, { steps: 8 });
  await pause(700);
}

export async function clickOn(page: Page, target: Locator) {
  await pointAt(page, target);
  await page.evaluate(() => {
    const ring = document.getElementById("demo-cursor-ring");
    if (!ring) return;
    ring.style.opacity = "1";
    ring.style.transform = "scale(1.3)";
    setTimeout(() => {
      ring.style.opacity = "0";
      ring.style.transform = "scale(1)";
    }, 350);
  });
  await target.click();
  await pause(350);
}

/**
 * An eased scroll to `y` over `ms`. Passed as source text: tsx keeps function names with a helper
 * that does not exist inside the page.
 */
export async function smoothScroll(page: Page, y: number, ms = 1600) {
  await page.evaluate(`new Promise((done) => {
    const from = window.scrollY, to = ${Math.round(y)}, duration = ${Math.round(ms)}, start = performance.now();
    requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / duration);
      const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2;
      window.scrollTo(0, from + (to - from) * eased);
      if (t < 1) requestAnimationFrame(step); else done();
    });
  })`);
}

export async function waitForPosters(page: Page, min = 6) {
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll<HTMLImageElement>("main img")].filter((i) => i.complete && i.naturalWidth > 0)
        .length >= n,
    min,
    { timeout: 20_000 },
  );
}

/** Signs a fresh account up through the API and the dev mailbox, then signs it in (cookies land in `context`). */
export async function signUpDemoUser(context: BrowserContext, baseUrl: string): Promise<boolean> {
  const email = `demo-${Date.now()}@moodreel.test`;
  const password = "Popcorn2025";
  const headers = { "x-requested-with": "moodreel" };
  const signup = await context.request.post(`${baseUrl}/api/auth/signup`, {
    headers,
    data: { email, password, full_name: "Demo Viewer" },
  });
  if (!signup.ok()) return false;
  const mailbox = await context.request.get(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  if (!mailbox.ok()) return false;
  const messages = (await mailbox.json()) as { subject: string }[];
  const code = messages[0]?.subject.match(/code is (\w+)/)?.[1];
  if (!code) return false;
  const verify = await context.request.post(`${baseUrl}/api/auth/verify`, { headers, data: { email, code } });
  if (!verify.ok()) return false;
  const signin = await context.request.post(`${baseUrl}/api/auth/signin`, { headers, data: { email, password } });
  return signin.ok();
}
