import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import { expectAxeClean, expectToast, trackToasts } from "./support";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every hero poster has loaded (real catalogue posters, not placeholders). */
async function waitForHeroPosters(page: Page, min = 9) {
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll<HTMLImageElement>("main img[src^='/posters/']")].filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length >= n,
    min,
    { timeout: 20_000 },
  );
}

async function openEntryDialog(page: Page) {
  await page.getByRole("button", { name: "Get Started" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Step into Moodreel" });
  await dialog.waitFor();
  return dialog;
}

describe("landing page", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    it(`shows the hero with real posters, the demo video and the feature grid (${label})`, async () => {
      const ctx = await newContext(browser, baseUrl, viewport);
      const page = await ctx.newPage();
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: /Tell us your mood/ }).waitFor();
      await waitForHeroPosters(page);
      await expect(page.getByRole("button", { name: "Get Started" }).first().isVisible()).resolves.toBe(true);
      // the catalogue size is real
      await page.waitForFunction(() =>
        /Titles\d[\d,]+Services\d+Price/.test(document.querySelector("main dl")?.textContent ?? ""),
      );

      const video = page.locator("#demo video");
      await expect(video.getAttribute("preload")).resolves.toBe("none");
      // the play button shows the poster as a lazy image: as the video's own poster it would load at once
      await expect(video.getAttribute("poster")).resolves.toBeNull();
      await expect(page.locator("#demo button img").getAttribute("src")).resolves.toBe("/media/demo-poster.jpg");
      await expect(page.locator("#demo button img").getAttribute("loading")).resolves.toBe("lazy");
      await expect(
        video.locator("source").evaluateAll((els) => els.map((e) => e.getAttribute("src"))),
      ).resolves.toEqual(["/media/demo.webm", "/media/demo.mp4"]);

      const features = page.getByRole("region", { name: "Everything you need to pick what to watch" }).locator("li");
      expect(await features.count()).toBeGreaterThanOrEqual(6);
      for (const item of await features.all()) {
        await expect(item.locator("svg").count()).resolves.toBe(1);
        await expect(item.locator("h3").count()).resolves.toBe(1);
      }
      for (const name of ["Terms of Service", "Privacy Policy", "Beta Status", "Join our community chat"]) {
        await expect(page.getByRole("contentinfo").getByRole("link", { name }).count()).resolves.toBe(1);
      }

      await expectAxeClean(page);
      await screenshot(page, `landing-hero-${label}`);
      await page.evaluate(() => document.getElementById("demo")?.scrollIntoView({ block: "start" }));
      await page.waitForTimeout(150);
      await screenshot(page, `landing-demo-${label}`);
      await page.evaluate(() => document.getElementById("features-title")?.scrollIntoView({ block: "center" }));
      await page.waitForTimeout(150);
      await screenshot(page, `landing-features-${label}`);
      await ctx.close();
    });
  }

  it("serves a real, playable demo video in both formats, each at most 4 MB", async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    const page = await ctx.newPage();
    for (const [path, type] of [
      ["/media/demo.webm", "video/webm"],
      ["/media/demo.mp4", "video/mp4"],
    ] as const) {
      const res = await ctx.request.get(`${baseUrl}${path}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain(type);
      const bytes = (await res.body()).length;
      expect(bytes).toBeGreaterThan(100_000);
      expect(bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    }
    for (const path of [
      "/media/demo-poster.jpg",
      "/media/demo-shot-1.jpg",
      "/media/demo-shot-2.jpg",
      "/media/demo-shot-3.jpg",
    ]) {
      const res = await ctx.request.get(`${baseUrl}${path}`);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"]).toContain("image/jpeg");
    }
    await page.goto("/");
    await page.locator("#demo video").waitFor();
    // Chromium picks the WebM and decodes its metadata: a real 1280×720 video of some length.
    const meta = await page.evaluate(
      () =>
        new Promise<{ width: number; height: number; duration: number; src: string }>((resolve, reject) => {
          const v = document.querySelector<HTMLVideoElement>("#demo video");
          if (!v) return reject(new Error("no video"));
          v.addEventListener("loadedmetadata", () =>
            resolve({ width: v.videoWidth, height: v.videoHeight, duration: v.duration, src: v.currentSrc }),
          );
          v.addEventListener("error", () => reject(new Error("video error")));
          v.preload = "metadata";
          v.load();
        }),
    );
    expect(meta.src).toMatch(/\/media\/demo\.webm$/);
    expect(meta).toMatchObject({ width: 1280, height: 720 });
    expect(meta.duration).toBeGreaterThan(15);
    // the big play button starts it
    await page.getByRole("button", { name: "Play the demo video" }).click();
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>("#demo video")?.currentTime ?? 0) > 0.5);
    await expect(page.getByRole("button", { name: "Play the demo video" }).count()).resolves.toBe(0);
    await ctx.close();
  });

  it("shows 'Video Playback Issue' with a download link and screenshots when the video cannot play", async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    const page = await ctx.newPage();
    await page.route(/\/media\/demo\.(webm|mp4)$/, (route) =>
      route.fulfill({
        status: 200,
        contentType: route.request().url().endsWith(".webm") ? "video/webm" : "video/mp4",
        body: "this is not a video",
      }),
    );
    await page.goto("/");
    await page.locator("#demo video").scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      void document
        .querySelector<HTMLVideoElement>("#demo video")
        ?.play()
        .catch(() => undefined);
    });
    const notice = page.getByRole("alert").filter({ hasText: "Video Playback Issue" });
    await notice.waitFor();
    await expect(notice.getByText("This video format may not be supported in your browser.").isVisible()).resolves.toBe(
      true,
    );
    await expect(notice.getByRole("link", { name: /Download the video/ }).getAttribute("href")).resolves.toBe(
      "/media/demo.mp4",
    );
    const shots = notice.getByRole("img");
    await expect(shots.count()).resolves.toBe(3);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>("[role=alert] img")].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      undefined,
      { timeout: 10_000 },
    );
    await expect(page.locator("#demo video").count()).resolves.toBe(0);
    await expectAxeClean(page);
    await page.evaluate(() => document.getElementById("demo")?.scrollIntoView({ block: "start" }));
    await screenshot(page, "landing-video-fallback-desktop");
    await ctx.close();
  });
});

describe("entry dialog", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    it(`enables Get Started only with both boxes ticked, with the spec's toasts otherwise (${label})`, async () => {
      const ctx = await newContext(browser, baseUrl, viewport);
      const page = await ctx.newPage();
      await trackToasts(page);
      await page.goto("/");
      const dialog = await openEntryDialog(page);
      const start = dialog.getByRole("button", { name: "Get Started" });
      const age = dialog.getByRole("checkbox", { name: "I confirm that I am 18 years or older" });
      const terms = dialog.getByRole("checkbox", { name: /I accept the Terms of Service and Privacy Policy/ });

      await expect(start.getAttribute("aria-disabled")).resolves.toBe("true");
      await expect(dialog.getByRole("link", { name: "Terms of Service" }).getAttribute("target")).resolves.toBe(
        "_blank",
      );
      await expect(dialog.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).resolves.toBe("/privacy");
      await expectAxeClean(page);
      await screenshot(page, `entry-dialog-consent-${label}`);

      // nothing ticked: the age comes first
      const ageToast = [
        "Age verification required",
        "You must confirm that you are 18 years or older to continue.",
      ] as const;
      await expectToast(page, () => start.click({ force: true }), ...ageToast);
      // only the terms missing
      await age.click();
      await expect(start.getAttribute("aria-disabled")).resolves.toBe("true");
      await expectToast(
        page,
        () => start.click({ force: true }),
        "Terms acceptance required",
        "You must accept the Terms of Service and Privacy Policy to continue.",
      );
      // only the age missing
      await age.click();
      await terms.click();
      await expectToast(page, () => start.click({ force: true }), ...ageToast);
      await expect(dialog.getByRole("button", { name: "Continue as Guest" }).count()).resolves.toBe(0);

      // both ticked
      await age.click();
      await expect(start.getAttribute("aria-disabled")).resolves.toBe("false");
      await start.click();
      for (const name of ["Sign Up", "Sign In", "Continue as Guest"]) {
        await expect(dialog.getByRole("button", { name }).isVisible()).resolves.toBe(true);
      }
      await expectAxeClean(page);
      await screenshot(page, `entry-dialog-choose-${label}`);
      await ctx.close();
    });
  }

  it("hands Sign In and Sign Up over to the sign-in dialog", async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    const page = await ctx.newPage();
    await page.goto("/");
    for (const [choice, tab] of [
      ["Sign In", "Sign In"],
      ["Sign Up", "Sign Up"],
    ] as const) {
      const dialog = await openEntryDialog(page);
      if (await dialog.getByRole("checkbox").first().isVisible()) {
        await dialog.getByRole("checkbox", { name: /18 years or older/ }).click();
        await dialog.getByRole("checkbox", { name: /Terms of Service/ }).click();
        await dialog.getByRole("button", { name: "Get Started" }).click();
      }
      await dialog.getByRole("button", { name: choice }).click();
      await dialog.waitFor({ state: "detached" });
      const auth = page.getByRole("dialog", { name: /Welcome to/ });
      await auth.waitFor();
      await expect(auth.getByRole("tab", { name: tab }).getAttribute("aria-selected")).resolves.toBe("true");
      await page.keyboard.press("Escape");
      await auth.waitFor({ state: "detached" });
    }
    await ctx.close();
  });

  it("/login opens the sign-in dialog over the landing page", async () => {
    const ctx = await newContext(browser, baseUrl, MOBILE);
    const page = await ctx.newPage();
    await page.goto("/login");
    const auth = page.getByRole("dialog", { name: /Welcome to/ });
    await auth.waitFor();
    await expect(auth.getByRole("tab", { name: "Sign In" }).getAttribute("aria-selected")).resolves.toBe("true");
    await expect(
      page.getByRole("heading", { level: 1, name: /Tell us your mood/, includeHidden: true }).count(),
    ).resolves.toBe(1);
    await ctx.close();
  });
});

describe("guest mode", () => {
  it("a guest enters from the landing page, browses, and is kept out of the members' pages", async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    const page = await ctx.newPage();
    await trackToasts(page);
    await page.goto("/");
    const dialog = await openEntryDialog(page);
    await dialog.getByRole("checkbox", { name: /18 years or older/ }).click();
    await dialog.getByRole("checkbox", { name: /Terms of Service/ }).click();
    await dialog.getByRole("button", { name: "Get Started" }).click();
    await dialog.getByRole("button", { name: "Continue as Guest" }).click();
    await dialog.waitFor({ state: "detached" });

    // home with the catalogue
    await page
      .getByRole("button", { name: "Get Personalised Recommendations" })
      .or(page.getByRole("link", { name: "Get Personalised Recommendations" }))
      .first()
      .waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>("main img[src^='/posters/']")].filter(
          (img) => img.complete && img.naturalWidth > 0,
        ).length >= 5,
      undefined,
      { timeout: 20_000 },
    );
    await expect(page.evaluate(() => localStorage.getItem("moodreel.guest"))).resolves.toBe("true");
    await expect(page.getByRole("heading", { level: 1, name: /Tell us your mood/ }).count()).resolves.toBe(0);

    // personalised recommendations need an account
    await expectToast(
      page,
      () => page.getByRole("button", { name: "Get Personalised Recommendations" }).click(),
      "Sign in required",
      "Please sign in to get personalized recommendations.",
    );

    // so do saving and rating
    await expectToast(
      page,
      () =>
        page
          .getByRole("button", { name: /^Add .+ to watch list$/ })
          .first()
          .click(),
      "Sign in required",
      "Please sign in to save your media preferences",
    );
    await expectToast(
      page,
      () =>
        page
          .getByRole("button", { name: /^Rate / })
          .first()
          .click(),
      "Sign in required",
      "Please sign in to save your ratings",
    );
    await page.keyboard.press("Escape");

    // the guest menu
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    // the menu's code loads on its first open
    await menu.waitFor();
    await expect(menu.getByRole("button", { name: "Sign In / Sign Up" }).isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });

    // redirected away from the members' pages, still a guest
    for (const [path, landing] of [
      ["/recommendations", "/"],
      ["/settings", "/"],
      // sent to sign in, carrying the page to come back to
      ["/profile", "/login?next=%2Fprofile"],
    ] as const) {
      await page.goto(path);
      await page.waitForURL(`${baseUrl}${landing}`);
      await expect(page.getByRole("heading", { level: 1, name: "Settings" }).count()).resolves.toBe(0);
      await expect(page.getByRole("heading", { level: 1, name: "Profile" }).count()).resolves.toBe(0);
    }
    await expect(page.evaluate(() => localStorage.getItem("moodreel.guest"))).resolves.toBe("true");
    await ctx.close();
  });
});
