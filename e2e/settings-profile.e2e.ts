import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import { expectAxeClean, expectToast, failRequests, trackToasts } from "./support";

const baseUrl = inject("baseUrl");
let browser: Browser;
/** Cookies of one verified account, shared by every test here (sign-ups are rate-limited per IP). */
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

const EMAIL = `settings-${Date.now()}@moodreel.test`;
const FULL_NAME = "Ada Lovelace";

/** Signs up through the API, reads the code from the dev mailbox and verifies it (which signs in). */
async function signUp(ctx: BrowserContext) {
  const headers = { "x-requested-with": "moodreel" };
  const signup = await ctx.request.post(`${baseUrl}/api/auth/signup`, {
    headers,
    data: { email: EMAIL, password: "Popcorn2025", full_name: FULL_NAME },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const mailbox = await ctx.request.get(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(EMAIL)}`);
  const [mail] = (await mailbox.json()) as { subject: string }[];
  const code = mail?.subject.match(/code is (\w+)/)?.[1];
  expect(code).toBeTruthy();
  const verify = await ctx.request.post(`${baseUrl}/api/auth/verify`, { headers, data: { email: EMAIL, code } });
  expect(verify.status(), await verify.text()).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const ctx = await newContext(browser, baseUrl);
  await signUp(ctx);
  signedIn = await ctx.storageState();
  await ctx.close();
});
afterAll(async () => {
  await browser?.close();
});

async function memberPage(viewport = DESKTOP): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    hasTouch: viewport.width < 640,
    isMobile: viewport.width < 640,
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    bypassCSP: true,
    storageState: signedIn,
  });
  const page = await ctx.newPage();
  await trackToasts(page);
  return { ctx, page };
}

const profileCard = (page: Page) => page.getByRole("region", { name: "Profile Information" });

describe("settings", () => {
  it("sends anonymous visitors home", async () => {
    const ctx = await newContext(browser, baseUrl);
    const page = await ctx.newPage();
    await page.goto("/settings");
    await page.waitForURL(`${baseUrl}/`);
    await page.goto("/profile");
    await page.waitForURL(`${baseUrl}/login?next=%2Fprofile`);
    await page.getByRole("dialog", { name: /Welcome to/ }).waitFor();
    await ctx.close();
  });

  it("edits the full name: trimmed, saved, kept across a reload; empty becomes 'No name set'", async () => {
    const { ctx, page } = await memberPage();
    await page.goto("/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await expect(page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(page.getByRole("tab", { name: "Profile" }).getAttribute("aria-selected")).resolves.toBe("true");
    await expect(page.getByRole("tab", { name: "Streaming" }).count()).resolves.toBe(1);

    const card = profileCard(page);
    await card.getByText(FULL_NAME, { exact: true }).waitFor();
    await expect(card.getByText("AL", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByText(EMAIL).isVisible()).resolves.toBe(true);
    await expect(card.getByText("Manage your account details and personal information").isVisible()).resolves.toBe(
      true,
    );
    await expectAxeClean(page);
    await screenshot(page, "settings-profile-desktop");

    await card.getByRole("button", { name: "Edit" }).click();
    const field = card.getByLabel("Full Name");
    await expect(field.getAttribute("placeholder")).resolves.toBe("Enter full name");
    await expect(field.inputValue()).resolves.toBe(FULL_NAME);
    // Cancel leaves the name alone
    await field.fill("Someone Else");
    await card.getByRole("button", { name: "Cancel" }).last().click();
    await expect(card.getByLabel("Full Name").count()).resolves.toBe(0);
    await expect(card.getByText(FULL_NAME, { exact: true }).isVisible()).resolves.toBe(true);

    await card.getByRole("button", { name: "Edit" }).click();
    await card.getByLabel("Full Name").fill("   Grace Hopper  ");
    await expectAxeClean(page);
    await screenshot(page, "settings-profile-editing-desktop");
    await expectToast(
      page,
      () => card.getByRole("button", { name: "Save Changes" }).click(),
      "Profile Updated",
      "Your profile has been updated successfully.",
    );
    await card.getByText("Grace Hopper", { exact: true }).waitFor();
    await expect(card.getByText("GH", { exact: true }).isVisible()).resolves.toBe(true);

    await page.reload();
    await profileCard(page).getByText("Grace Hopper", { exact: true }).waitFor();

    // an empty name is stored as null
    await profileCard(page).getByRole("button", { name: "Edit" }).click();
    await profileCard(page).getByLabel("Full Name").fill("    ");
    await expectToast(
      page,
      () => profileCard(page).getByRole("button", { name: "Save Changes" }).click(),
      "Profile Updated",
    );
    await profileCard(page).getByText("No name set").waitFor();
    // initials fall back to the username's first two characters, upper-cased
    await expect(profileCard(page).getByText("US", { exact: true }).isVisible()).resolves.toBe(true);
    const profile = (await (await page.request.get(`${baseUrl}/api/profile`)).json()) as {
      profile: { full_name: string | null };
    };
    expect(profile.profile.full_name).toBeNull();

    // a failed save keeps the form open with the spec's error toast
    await profileCard(page).getByRole("button", { name: "Edit" }).click();
    await profileCard(page).getByLabel("Full Name").fill("Ada Lovelace");
    await page.route("**/api/profile", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: '{"error":{"code":"internal","message":""}}',
          })
        : route.fallback(),
    );
    await expectToast(
      page,
      () => profileCard(page).getByRole("button", { name: "Save Changes" }).click(),
      "Error",
      "Failed to update profile. Please try again.",
    );
    await expect(profileCard(page).getByLabel("Full Name").inputValue()).resolves.toBe("Ada Lovelace");
    await page.unroute("**/api/profile");
    await profileCard(page).getByRole("button", { name: "Save Changes" }).click();
    await profileCard(page).getByText("Ada Lovelace", { exact: true }).waitFor();
    await ctx.close();
  });

  it("saves streaming preferences as they are ticked, keeps them across a reload, and shows the disabled auto-apply switch", async () => {
    const { ctx, page } = await memberPage();
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Streaming" }).click();
    const card = page.getByRole("region", { name: "Streaming Services" });
    const netflix = card.getByRole("checkbox", { name: "Netflix" });
    const hulu = card.getByRole("checkbox", { name: "Hulu" });
    await netflix.waitFor();
    await expect(card.getByText("None selected yet.", { exact: false }).isVisible()).resolves.toBe(true);

    // while a save runs every box is disabled and 'Saving preferences...' shows
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/profile", async (route) => {
      if (route.request().method() === "PATCH") await held;
      await route.fallback();
    });
    const saved = ["Success", "Streaming preferences saved successfully!"] as const;
    await expectToast(
      page,
      async () => {
        await netflix.click();
        await card.getByText("Saving preferences...").waitFor();
        await expect(hulu.isDisabled()).resolves.toBe(true);
        await expect(netflix.isDisabled()).resolves.toBe(true);
        release();
      },
      ...saved,
    );
    await page.unroute("**/api/profile");
    await expect(hulu.isEnabled()).resolves.toBe(true);
    await expectToast(page, () => hulu.click(), ...saved);
    const chips = card.getByRole("list", { name: "Selected services" });
    // each chip is the service's colour mark (its initials, hidden from screen readers) and its name
    const chipNames = (await chips.getByRole("listitem").allInnerTexts()).map((t) => t.split("\n").pop());
    expect(chipNames).toEqual(["Netflix", "Hulu"]);

    const filterCard = page.getByRole("region", { name: "Default Filter Behavior" });
    const autoApply = filterCard.getByRole("switch", { name: "Auto-apply streaming filter" });
    await expect(autoApply.isDisabled()).resolves.toBe(true);
    await expect(autoApply.getAttribute("aria-checked")).resolves.toBe("false");
    await expect(filterCard.textContent()).resolves.toMatch(/temporarily disabled to improve performance/);
    await expect(filterCard.textContent()).resolves.toMatch(/Use My Services/);
    await expectAxeClean(page);
    await screenshot(page, "settings-streaming-desktop");

    await page.reload();
    await page.getByRole("tab", { name: "Streaming" }).click();
    const reloaded = page.getByRole("region", { name: "Streaming Services" });
    await reloaded.getByRole("checkbox", { name: "Netflix" }).waitFor();
    await expect(reloaded.getByRole("checkbox", { name: "Netflix" }).getAttribute("aria-checked")).resolves.toBe(
      "true",
    );
    await expect(reloaded.getByRole("checkbox", { name: "Hulu" }).getAttribute("aria-checked")).resolves.toBe("true");
    await expect(reloaded.getByRole("checkbox", { name: "Disney+" }).getAttribute("aria-checked")).resolves.toBe(
      "false",
    );

    // a failed save reverts the box and says so
    await failRequests(page, "**/api/profile", "PATCH");
    await expectToast(
      page,
      () => reloaded.getByRole("checkbox", { name: "Disney+" }).click(),
      "Error",
      "Failed to save streaming preferences. Please try again.",
    );
    await expect(reloaded.getByRole("checkbox", { name: "Disney+" }).getAttribute("aria-checked")).resolves.toBe(
      "false",
    );
    await ctx.close();
  });

  it("reads well on a phone", async () => {
    const { ctx, page } = await memberPage(MOBILE);
    await page.goto("/settings");
    await profileCard(page).getByRole("button", { name: "Edit" }).waitFor();
    await expectAxeClean(page);
    await screenshot(page, "settings-profile-mobile");
    await page.getByRole("tab", { name: "Streaming" }).click();
    await page.getByRole("region", { name: "Streaming Services" }).getByRole("checkbox", { name: "Netflix" }).waitFor();
    await expectAxeClean(page);
    await screenshot(page, "settings-streaming-mobile");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await ctx.close();
  });
});

describe("profile page", () => {
  it("creates the profile when there is none, then updates it", async () => {
    const { ctx, page } = await memberPage();
    // The server creates a profile at sign-in; answer the first read with 'none yet' to reach the create path.
    let firstRead = true;
    await page.route("**/api/profile", (route) => {
      if (route.request().method() === "GET" && firstRead) {
        firstRead = false;
        return route.fulfill({ status: 200, contentType: "application/json", body: '{"profile":null}' });
      }
      return route.fallback();
    });
    const writes: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/api/profile") && req.method() !== "GET") writes.push(req.method());
    });
    await page.goto("/profile");
    await page.getByRole("heading", { level: 1, name: "Profile" }).waitFor();
    const email = page.getByLabel("Email");
    await expect(email.inputValue()).resolves.toBe(EMAIL);
    await expect(email.getAttribute("readonly")).resolves.not.toBeNull();
    const name = page.getByLabel("Full Name");
    await expect(page.getByRole("button", { name: "Create Profile" }).isVisible()).resolves.toBe(true);
    await expectAxeClean(page);
    await screenshot(page, "profile-create-desktop");

    await name.fill("  Katherine Johnson ");
    await expectToast(page, () => page.getByRole("button", { name: "Create Profile" }).click(), "Profile Updated");
    // the create met the profile made at sign-in ('already exists' is tolerated) and became an update
    expect(writes).toEqual(["POST", "PATCH"]);
    await page.getByRole("button", { name: "Update Profile" }).waitFor();
    await expect(name.inputValue()).resolves.toBe("Katherine Johnson");

    await name.fill("Dorothy Vaughan");
    await expectToast(page, () => page.getByRole("button", { name: "Update Profile" }).click(), "Profile Updated");
    await page.reload();
    await expect(page.getByLabel("Full Name").inputValue()).resolves.toBe("Dorothy Vaughan");
    await expect(page.getByRole("button", { name: "Update Profile" }).isVisible()).resolves.toBe(true);
    await expectAxeClean(page);
    await screenshot(page, "profile-update-desktop");
    await ctx.close();
  });

  it("shows the spec's load and save errors, and Cancel goes back one step", async () => {
    const { ctx, page } = await memberPage(MOBILE);
    await failRequests(page, "**/api/profile", "GET");
    await expectToast(
      page,
      () => page.goto("/profile"),
      "Error loading profile",
      "There was a problem loading your profile.",
    );
    await page.unroute("**/api/profile");

    await page.goto("/settings");
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    // in-app navigation to /profile, so there is a step to go back to
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Profile" }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await page.getByRole("button", { name: "Update Profile" }).waitFor();
    await expectAxeClean(page);
    await screenshot(page, "profile-mobile");

    await page.route("**/api/profile", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 409,
            contentType: "application/json",
            body: JSON.stringify({
              error: {
                code: "conflict",
                message: "This username is already taken. Please choose another one.",
                field: "username",
              },
            }),
          })
        : route.fallback(),
    );
    await expectToast(
      page,
      () => page.getByRole("button", { name: "Update Profile" }).click(),
      "Error saving profile",
      "This username is already taken. Please choose another one.",
    );
    await page.unroute("**/api/profile");
    await failRequests(page, "**/api/profile", "PATCH");
    await expectToast(
      page,
      () => page.getByRole("button", { name: "Update Profile" }).click(),
      "Error saving profile",
      "There was a problem saving your profile.",
    );
    await page.unroute("**/api/profile");

    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(`${baseUrl}/settings`);
    await ctx.close();
  });
});
