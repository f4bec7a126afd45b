/**
 * Records the landing page's demo video from the real product.
 *
 *   npx tsx scripts/make-demo-video.ts [--skip-build] [--out public/media]
 *
 * Builds the web app (unless --skip-build), starts the real server on a fresh database, drives
 * Chromium through a short tour (landing → entry dialog → continue as guest → browse → search →
 * filter → a details dialog → a mood request on /recommendations when that page exists), captures
 * frames with the CDP screencast at 1280×720, and assembles them with ffmpeg into:
 *   demo.webm (VP9), demo.mp4 (H.264, yuv420p, +faststart), each at most 4 MB,
 *   demo-poster.jpg and demo-shot-1.jpg .. demo-shot-3.jpg.
 */
import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { BrowserContext, CDPSession, Locator, Page } from "playwright-core";

const run = promisify(execFile);

export const WIDTH = 1280;
export const HEIGHT = 720;
export const OUTPUT_FPS = 25;
export const MAX_BYTES = 4 * 1024 * 1024;
/** Constant-quality settings tried in order until a file fits in MAX_BYTES. */
export const WEBM_CRFS = [34, 38, 42, 46, 50] as const;
export const MP4_CRFS = [24, 27, 30, 33, 36] as const;

export interface Frame {
  file: string;
  /** seconds, from the screencast metadata */
  timestamp: number;
}

/**
 * An ffconcat list: each captured frame is shown until the next one arrives (the screencast only
 * sends a frame when the screen changes), the last one for `tailSeconds`. ffmpeg then resamples
 * the variable-rate input to a constant frame rate.
 */
export function concatList(frames: readonly Frame[], tailSeconds = 1): string {
  const last = frames.at(-1);
  if (last === undefined) throw new Error("no frames were captured");
  const lines = ["ffconcat version 1.0"];
  frames.forEach((f, i) => {
    const next = frames[i + 1];
    const duration = next ? Math.max(0.001, next.timestamp - f.timestamp) : tailSeconds;
    lines.push(`file '${f.file.replace(/'/g, "'\\''")}'`, `duration ${duration.toFixed(4)}`);
  });
  // ffconcat ignores the last duration unless the last file is repeated.
  lines.push(`file '${last.file.replace(/'/g, "'\\''")}'`);
  return `${lines.join("\n")}\n`;
}

/** Tries each quality setting until `encode` produces a file of at most `maxBytes`; returns that size. */
export async function encodeWithinLimit(
  qualities: readonly [number, ...number[]],
  maxBytes: number,
  encode: (crf: number) => Promise<number>,
): Promise<{ crf: number; bytes: number }> {
  let last = { crf: qualities[0], bytes: Number.POSITIVE_INFINITY };
  for (const crf of qualities) {
    const bytes = await encode(crf);
    last = { crf, bytes };
    if (bytes <= maxBytes) return last;
  }
  throw new Error(`still ${last.bytes} bytes at crf ${last.crf}; the limit is ${maxBytes}`);
}

// Recording --------------------------------------------------------------------------------------

class Recorder {
  private frames: Frame[] = [];
  private count = 0;
  private recording = false;
  /** seconds cut out of the timeline by pauses */
  private offset = 0;
  private resumed = false;

  constructor(
    private readonly cdp: CDPSession,
    private readonly dir: string,
  ) {
    cdp.on("Page.screencastFrame", (event) => {
      void this.onFrame(event);
    });
  }

  private async onFrame(event: { data: string; sessionId: number; metadata: { timestamp?: number } }) {
    if (this.recording) {
      const raw = event.metadata.timestamp ?? Date.now() / 1000;
      const last = this.frames[this.frames.length - 1];
      if (this.resumed && last) {
        // continue one output frame after the last frame before the pause
        this.offset = raw - (last.timestamp + 1 / OUTPUT_FPS);
        this.resumed = false;
      }
      const file = join(this.dir, `frame-${String(this.count++).padStart(5, "0")}.jpg`);
      writeFileSync(file, Buffer.from(event.data, "base64"));
      this.frames.push({ file, timestamp: raw - this.offset });
    }
    await this.cdp.send("Page.screencastFrameAck", { sessionId: event.sessionId }).catch(() => undefined);
  }

  async start() {
    this.recording = true;
    await this.cdp.send("Page.startScreencast", {
      format: "jpeg",
      quality: 90,
      maxWidth: WIDTH,
      maxHeight: HEIGHT,
      everyNthFrame: 1,
    });
  }

  /** How many frames are kept so far (for truncate). */
  get length() {
    return this.frames.length;
  }

  /** Drops the frames kept after `length` (a step that did not work out). */
  truncate(length: number) {
    this.frames.length = Math.min(this.frames.length, length);
  }

  /** Stops keeping frames (set-up steps that should not be in the video). */
  pause() {
    this.recording = false;
  }

  /** Keeps frames again; the paused stretch is cut out of the timeline. */
  resume() {
    this.recording = true;
    this.resumed = true;
  }

  async stop(): Promise<Frame[]> {
    await this.cdp.send("Page.stopScreencast");
    this.recording = false;
    return [...this.frames].sort((a, b) => a.timestamp - b.timestamp);
  }
}

/** A visible pointer and a caption bar, drawn into the page so the screencast shows them. */
async function installOverlay(page: Page) {
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

async function caption(page: Page, text: string | null) {
  await installOverlay(page);
  await page.evaluate((t) => {
    const el = document.getElementById("demo-caption");
    if (!el) return;
    if (t) el.textContent = t;
    el.style.opacity = t ? "1" : "0";
  }, text);
}

/** Hides the overlay for still images and shows it again afterwards. */
async function still(page: Page, path: string) {
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

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
async function parkPointer(page: Page) {
  await page.evaluate(() => {
    const el = document.getElementById("demo-cursor");
    if (el) el.style.transform = "translate(640px, 92px)";
  });
  await page.mouse.move(640, 92, { steps: 8 });
  await pause(700);
}

async function clickOn(page: Page, target: Locator) {
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
async function smoothScroll(page: Page, y: number, ms = 1600) {
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

async function waitForPosters(page: Page, min = 6) {
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll<HTMLImageElement>("main img")].filter((i) => i.complete && i.naturalWidth > 0)
        .length >= n,
    min,
    { timeout: 20_000 },
  );
}

/** Signs a fresh account up through the API and the dev mailbox, then signs it in (cookies land in `context`). */
async function signUpDemoUser(context: BrowserContext, baseUrl: string): Promise<boolean> {
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

export interface TourResult {
  frames: Frame[];
  moodStep: "recorded" | "skipped";
  note?: string;
}

async function tour(context: BrowserContext, page: Page, baseUrl: string, outDir: string, frameDir: string) {
  const cdp = await context.newCDPSession(page);
  const recorder = new Recorder(cdp, frameDir);
  let moodStep: TourResult["moodStep"] = "skipped";
  let note: string | undefined;

  // 1. Landing
  await page.goto("/");
  await page.getByRole("heading", { level: 1 }).waitFor();
  await waitForPosters(page, 9);
  await pause(800);
  await recorder.start();
  await caption(page, "Tell Moodreel your mood, get tonight's watch");
  await pause(2600);
  const featuresY = await page.evaluate(
    () => (document.getElementById("features-title")?.getBoundingClientRect().top ?? 0) + window.scrollY - 110,
  );
  await smoothScroll(page, featuresY, 2200);
  await caption(page, "Mood picks, where to watch, your services, your lists");
  await pause(2000);
  await smoothScroll(page, 0, 1400);
  await caption(page, null);

  // 2. Entry dialog → guest
  await clickOn(page, page.getByRole("button", { name: "Get Started" }).first());
  const entry = page.getByRole("dialog", { name: "Step into Moodreel" });
  await entry.waitFor();
  await caption(page, "Confirm once: 18+ and the terms");
  await clickOn(page, entry.getByRole("checkbox").nth(0));
  await clickOn(page, entry.getByRole("checkbox").nth(1));
  await clickOn(page, entry.getByRole("button", { name: "Get Started" }));
  await entry.getByRole("button", { name: "Continue as Guest" }).waitFor();
  await caption(page, "Sign in, sign up, or just look around as a guest");
  await pause(1200);
  await still(page, join(outDir, "demo-shot-1.jpg"));
  await clickOn(page, entry.getByRole("button", { name: "Continue as Guest" }));

  // 3. Browse
  await caption(page, "Browse the whole catalogue");
  await waitForPosters(page, 4);
  await parkPointer(page);
  await pause(1200);
  await still(page, join(outDir, "demo-poster.jpg"));
  await smoothScroll(page, 900, 2000);
  await pause(600);
  await smoothScroll(page, 0, 1200);

  // 4. Search
  const search = page
    .getByRole("searchbox")
    .or(page.getByPlaceholder(/search/i))
    .first();
  await caption(page, "Search as you type: titles, themes, vibes");
  await clickOn(page, search);
  await search.pressSequentially("space", { delay: 140 });
  await pause(1800);
  await waitForPosters(page, 2);
  await pause(1200);
  await search.fill("");
  await pause(1000);

  // 5. Filter
  await caption(page, "Filter to the services you pay for");
  await clickOn(page, page.getByRole("button", { name: /filter/i }).first());
  const filter = page.getByRole("dialog", { name: "Filter by Streaming Service" });
  await filter.waitFor();
  await pause(600);
  await clickOn(page, filter.getByRole("checkbox", { name: /netflix/i }).first());
  await pause(500);
  await clickOn(page, filter.getByRole("checkbox", { name: /hulu/i }).first());
  await pause(700);
  await clickOn(page, filter.getByRole("button", { name: "Done" }));
  await filter.waitFor({ state: "detached" });
  await waitForPosters(page, 4);
  await pause(1600);
  await still(page, join(outDir, "demo-shot-2.jpg"));

  // 6. Details
  await caption(page, "Details, ratings and where to watch");
  const firstCard = page.locator("main img[src^='/posters/']").first();
  await clickOn(page, firstCard);
  const details = page.getByRole("dialog").first();
  await details.waitFor();
  await pause(2600);
  await still(page, join(outDir, "demo-shot-3.jpg"));
  await page.keyboard.press("Escape");
  await details.waitFor({ state: "detached" });
  await pause(600);

  // 7. A mood request, when the recommendations page exists (signing up is left out of the video)
  await caption(page, null);
  await pause(400);
  recorder.pause();
  if (await signUpDemoUser(context, baseUrl)) {
    await page.goto("/recommendations");
    await installOverlay(page);
    const moodBox = page.getByLabel("What are you in the mood for?");
    const present = await moodBox
      .waitFor({ timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    if (present) {
      await pause(600);
      const mark = recorder.length;
      recorder.resume();
      await caption(page, "Describe a mood, get picks with reasons");
      await clickOn(page, moodBox);
      await moodBox.pressSequentially("a cozy rainy-day mystery", { delay: 90 });
      await pause(500);
      await clickOn(page, page.getByRole("button", { name: "Find My Perfect Watch" }));
      const found = await page
        .getByText(/% match/)
        .first()
        .waitFor({ timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      if (found) {
        await pause(3500);
        moodStep = "recorded";
      } else {
        recorder.pause();
        recorder.truncate(mark);
        note = "the recommendations page did not show results within 30 s";
      }
    } else {
      note = "the recommendations page has no mood input yet";
    }
  } else {
    note = "a demo account could not be created (sign-up API or dev mailbox missing)";
  }
  if (moodStep === "recorded") {
    await caption(page, null);
    await pause(800);
  }
  const frames = await recorder.stop();
  return { frames, moodStep, note } satisfies TourResult;
}

// Encoding ---------------------------------------------------------------------------------------

async function ffmpeg(args: string[]) {
  await new Promise<void>((done, fail) => {
    const child = spawn("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`ffmpeg exited with ${code}`))));
    child.on("error", fail);
  });
}

async function durationSeconds(file: string): Promise<number> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "default=noprint_wrappers=1:nokey=1",
    file,
  ]);
  return Number(stdout.trim());
}

const VIDEO_FILTER = `fps=${OUTPUT_FPS},scale=${WIDTH}:${HEIGHT}:flags=lanczos,format=yuv420p`;

async function encodeWebm(list: string, out: string, crf: number) {
  const tmp = `${out}.part.webm`;
  const common = ["-f", "concat", "-safe", "0", "-i", list, "-vf", VIDEO_FILTER, "-c:v", "libvpx-vp9"];
  const quality = ["-b:v", "0", "-crf", String(crf), "-row-mt", "1", "-tile-columns", "2", "-g", "250"];
  await ffmpeg([
    ...common,
    ...quality,
    "-pass",
    "1",
    "-passlogfile",
    tmp,
    "-deadline",
    "good",
    "-cpu-used",
    "4",
    "-an",
    "-f",
    "null",
    "/dev/null",
  ]);
  await ffmpeg([
    ...common,
    ...quality,
    "-pass",
    "2",
    "-passlogfile",
    tmp,
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-an",
    tmp,
  ]);
  renameSync(tmp, out);
  rmSync(`${tmp}-0.log`, { force: true });
  return statSync(out).size;
}

async function encodeMp4(list: string, out: string, crf: number) {
  const tmp = `${out}.part.mp4`;
  await ffmpeg([
    "-f",
    "concat",
    "-safe",
    "0",
    "-i",
    list,
    "-vf",
    VIDEO_FILTER,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-tune",
    "animation",
    "-crf",
    String(crf),
    "-profile:v",
    "high",
    "-level",
    "4.0",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-an",
    tmp,
  ]);
  renameSync(tmp, out);
  return statSync(out).size;
}

async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf("--out");
  const outArg = outIndex >= 0 ? args[outIndex + 1] : "public/media";
  if (outArg === undefined) throw new Error("--out needs a directory");
  const outDir = resolve(outArg);
  mkdirSync(outDir, { recursive: true });

  if (!args.includes("--skip-build")) {
    console.log("building the web app…");
    await run("npx", ["vite", "build", "--logLevel", "warn"]);
  }

  const { startServer } = await import("../e2e/server");
  const { launchBrowser } = await import("../e2e/browser");
  const work = mkdtempSync(join(tmpdir(), "moodreel-demo-"));
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: WIDTH, height: HEIGHT },
      deviceScaleFactor: 1,
      reducedMotion: "no-preference",
      bypassCSP: true,
    });
    const page = await context.newPage();
    console.log(`recording the tour against ${server.url}…`);
    const result = await tour(context, page, server.url, outDir, work);
    await context.close();
    console.log(
      `captured ${result.frames.length} frames; mood step ${result.moodStep}${result.note ? ` (${result.note})` : ""}`,
    );

    const list = join(work, "frames.ffconcat");
    writeFileSync(list, concatList(result.frames, 1));
    const webm = join(outDir, "demo.webm");
    const mp4 = join(outDir, "demo.mp4");
    console.log("encoding VP9…");
    const vp9 = await encodeWithinLimit(WEBM_CRFS, MAX_BYTES, (crf) => encodeWebm(list, webm, crf));
    console.log("encoding H.264…");
    const h264 = await encodeWithinLimit(MP4_CRFS, MAX_BYTES, (crf) => encodeMp4(list, mp4, crf));
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(2)} MB`;
    console.log(`demo.webm ${mb(vp9.bytes)} (crf ${vp9.crf}), ${(await durationSeconds(webm)).toFixed(1)} s`);
    console.log(`demo.mp4  ${mb(h264.bytes)} (crf ${h264.crf}), ${(await durationSeconds(mp4)).toFixed(1)} s`);
    for (const f of ["demo-poster.jpg", "demo-shot-1.jpg", "demo-shot-2.jpg", "demo-shot-3.jpg"]) {
      console.log(`${f} ${(statSync(join(outDir, f)).size / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
