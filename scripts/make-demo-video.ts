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
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { BrowserContext, Page } from "playwright-core";
import {
  concatList,
  durationSeconds,
  encodeMp4,
  encodeWebm,
  encodeWithinLimit,
  type Frame,
  HEIGHT,
  MAX_BYTES,
  MP4_CRFS,
  WEBM_CRFS,
  WIDTH,
} from "./make-demo-video-encoding";
import {
  caption,
  clickOn,
  installOverlay,
  parkPointer,
  pause,
  signUpDemoUser,
  smoothScroll,
  still,
  waitForPosters,
} from "./make-demo-video-page";
import { Recorder } from "./make-demo-video-recorder";

const run = promisify(execFile);

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
