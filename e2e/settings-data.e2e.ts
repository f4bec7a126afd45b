import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { toCsv } from "@/shared/csv-write";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import {
  type AtLeast,
  type AtLeastCount,
  CSRF,
  expectAtLeast,
  expectAxeClean,
  expectToast,
  signUpWith,
  trackToasts,
} from "./support";

const baseUrl = inject("baseUrl");
const PASSWORD = "popcorn42";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newEmail = (label: string) =>
  `data-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;

/** A new signed-in account in a fresh context, on Settings › Your data. */
async function onDataTab(label: string, viewport = DESKTOP) {
  const context = await newContext(browser, baseUrl, viewport);
  const email = newEmail(label);
  await signUpWith(context, { email, password: PASSWORD, fullName: "Data Tester" });
  const page = await context.newPage();
  await trackToasts(page);
  await openDataTab(page);
  return { context, page, email };
}

async function openDataTab(page: Page) {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Your data" }).click();
  await page.getByRole("region", { name: "Import your history" }).waitFor();
}

interface CatalogueTitle {
  id: string;
  title: string;
  year: number;
}

async function catalogueTitles<N extends AtLeastCount>(
  context: BrowserContext,
  count: N,
): Promise<AtLeast<CatalogueTitle, N>> {
  const { items } = (await (await context.request.get("/api/media?page=0")).json()) as { items: CatalogueTitle[] };
  const first = items.slice(0, count);
  expectAtLeast(first, count, "catalogue titles");
  return first;
}

/** The user's ratings by media id, as the server holds them. */
async function ratings(context: BrowserContext): Promise<Record<string, number>> {
  const records = (await (await context.request.get("/api/me/media")).json()) as {
    media_id: string;
    user_rating: number | null;
  }[];
  return Object.fromEntries(
    records.filter((r) => r.user_rating !== null).map((r) => [r.media_id, r.user_rating as number]),
  );
}

/** Runs `click` and reads the file the browser downloads. */
async function download(page: Page, click: () => Promise<unknown>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, "utf8") };
}

/** Drops a file on the import's drop zone as a drag from the desktop would. */
async function dropFile(page: Page, zone: Locator, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, body]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([body], fileName, { type: "text/csv" }));
      return dt;
    },
    [name, text] as const,
  );
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

const counts = async (card: Locator) => {
  const terms = await card.getByRole("term").allTextContents();
  const values = await card.getByRole("definition").allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
};

const fileInput = (card: Locator) => card.getByLabel(/^Choose a file to import as/);

describe("settings › your data", () => {
  it("imports a Letterboxd ratings file by the file input and by a drop, with the counts and the unmatched rows", async () => {
    const { context, page } = await onDataTab("import");
    const card = page.getByRole("region", { name: "Import your history" });
    await expect(card.getByRole("radio", { name: "Letterboxd ratings.csv" }).isChecked()).resolves.toBe(true);
    await expectAxeClean(page, "the data tab");
    await screenshot(page, "settings-data-desktop");

    const titles = await catalogueTitles(context, 3);
    const rows = titles.map((t, i) => ["2024-05-01", t.title, String(t.year), `https://boxd.it/${i}`, "4.5"]);
    rows.push(["2024-05-02", "A Film Nobody Made", "1911", "https://boxd.it/x", "2"]);
    const csv = toCsv(["Date", "Name", "Year", "Letterboxd URI", "Rating"], rows);

    // by keyboard: Tab from the file choices reaches the real file input, whose Enter/Space is the
    // browser's own picker. Headless Chromium opens that picker from a key press only now and then
    // (two CI runs timed out waiting for it), so the file goes into the focused input directly; the
    // click path below still proves the picker opens.
    await card.getByRole("radio", { name: "Letterboxd ratings.csv" }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("file");
    await screenshot(page, "settings-data-drop-zone-focused-desktop");
    await page
      .locator("input[type=file]:focus")
      .setInputFiles({ name: "ratings.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await card.getByText("Import finished: 4 rows read").waitFor();
    expect(await counts(card)).toEqual({ Matched: "3", "Already present": "0", Unmatched: "1" });
    await card.getByText("3 new ratings added.").waitFor();
    expect(Object.values(await ratings(context))).toEqual([9, 9, 9]);
    await expectAxeClean(page, "the import result");
    await screenshot(page, "settings-data-import-result-desktop");

    const unmatched = await download(page, () => card.getByRole("button", { name: "Download unmatched rows" }).click());
    expect(unmatched.name).toBe("moodreel-unmatched-letterboxd-ratings.csv");
    expect(unmatched.text).toBe(
      "Line,Title,Year,Reason\r\n5,A Film Nobody Made,1911,Not in the Moodreel catalogue\r\n",
    );

    // the same file dropped again adds nothing: every match is already present
    await card.getByRole("button", { name: "Import another file" }).click();
    const zone = card.locator("[data-drop-zone]");
    await dropFile(page, zone, "ratings.csv", csv);
    await card.getByText("Import finished: 4 rows read").waitFor();
    expect(await counts(card)).toEqual({ Matched: "3", "Already present": "3", Unmatched: "1" });

    // a bigger file: the bar follows the upload, then the matching step, then the counts
    await card.getByRole("button", { name: "Import another file" }).click();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __importSteps: string[] }).__importSteps = seen;
      new MutationObserver(() => {
        const text = document.querySelector("[data-drop-zone]") ? null : document.querySelector("[role=status]");
        if (text?.textContent && seen.at(-1) !== text.textContent) seen.push(text.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const invented = Array.from({ length: 2000 }, (_, i) => ["2024-05-01", `Invented Film ${i}`, "1950", "x", "2"]);
    await fileInput(card).setInputFiles({
      name: "big-ratings.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(toCsv(["Date", "Name", "Year", "Letterboxd URI", "Rating"], invented)),
    });
    await card.getByText("Import finished: 2,000 rows read").waitFor();
    expect(await counts(card)).toEqual({ Matched: "0", "Already present": "0", Unmatched: "2,000" });
    const steps = await page.evaluate(() => (window as unknown as { __importSteps: string[] }).__importSteps);
    expect(steps).toEqual([
      "Uploading your file...",
      "Matching titles against the catalogue...",
      "Import finished: 2,000 rows read",
    ]);

    // a file of the wrong kind is refused with the server's message, and the drop zone stays
    await card.getByRole("button", { name: "Import another file" }).click();
    await fileInput(card).setInputFiles({
      name: "watched.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Date,Name,Year,Letterboxd URI\r\n2024-05-01,Heat,1995,x\r\n"),
    });
    const alert = card.getByRole("alert");
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain("watched.csv couldn't be imported");
    await expect(alert.textContent()).resolves.toContain('The file has no "Rating" or "Rating10" column.');
    await expectAxeClean(page, "a refused file");
    await screenshot(page, "settings-data-import-refused-desktop");
    await context.close();
  });

  it("downloads the whole account as JSON and each list as a CSV", async () => {
    const { context, page, email } = await onDataTab("export");
    const [title] = await catalogueTitles(context, 1);
    const rated = await context.request.put(`/api/me/media/${title.id}/rating`, { data: { rating: 8 }, headers: CSRF });
    expect(rated.status(), await rated.text()).toBe(200);
    const card = page.getByRole("region", { name: "Export your data" });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "settings-data-export-desktop");

    const json = await download(page, () => card.getByRole("button", { name: "Download my data" }).click());
    expect(json.name).toMatch(/^moodreel-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.text) as { format: string; account: { email: string }; titles: unknown[] };
    expect(data.format).toBe("moodreel-export/1");
    expect(data.account.email).toBe(email);
    expect(data.titles).toMatchObject([{ media_id: title.id, user_rating: 8 }]);

    const csv = await download(page, () => card.getByRole("button", { name: "Ratings CSV" }).click());
    expect(csv.name).toBe("moodreel-ratings.csv");
    expect(csv.text.split("\r\n")[0]).toBe("Title,Year,imdbID,Rating10,WatchedDate");
    expect(csv.text).toContain(`,${title.year},`);
    const watchlist = await download(page, () => card.getByRole("button", { name: "Watch list CSV" }).click());
    expect(watchlist).toEqual({ name: "moodreel-watchlist.csv", text: "Title,Year,imdbID\r\n" });
    await context.close();
  });

  it("deletes the account through the dialog: a wrong password is refused, the right one signs out and goes home", async () => {
    const { context, page, email } = await onDataTab("delete");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.waitFor();
    const remove = dialog.getByRole("button", { name: "Delete account" });
    await expect(remove.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel("Password", { exact: true }).fill("not-my-password1");
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await remove.click();
    await dialog.getByRole("alert").getByText("That password is not correct.").waitFor();
    await expectAxeClean(page, "the delete dialog with a refusal");
    await screenshot(page, "settings-data-delete-dialog-desktop");

    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await expectToast(
      page,
      () => remove.click(),
      "Account deleted",
      "Your account and all its data have been deleted.",
    );
    await page.waitForURL(`${baseUrl}/`);
    const session = (await (await context.request.get("/api/auth/session")).json()) as { user: unknown };
    expect(session.user).toBeNull();
    const signIn = await context.request.post("/api/auth/signin", {
      data: { email, password: PASSWORD },
      headers: CSRF,
    });
    expect((await signIn.json()).error.code).toBe("invalid_credentials");
    await context.close();
  });

  it("round trip: export the ratings, delete the account, sign up again, import the export: the same ratings", async () => {
    const { context, page, email } = await onDataTab("roundtrip");
    const titles = await catalogueTitles(context, 4);
    const given = [9, 7, 4, 10];
    for (const [i, t] of titles.entries()) {
      const res = await context.request.put(`/api/me/media/${t.id}/rating`, {
        data: { rating: given[i] },
        headers: CSRF,
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const before = await ratings(context);
    expect(Object.keys(before)).toHaveLength(4);

    const exported = await download(page, () =>
      page.getByRole("region", { name: "Export your data" }).getByRole("button", { name: "Ratings CSV" }).click(),
    );
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await expectToast(page, () => dialog.getByRole("button", { name: "Delete account" }).click(), "Account deleted");
    await page.waitForURL(`${baseUrl}/`);
    // the deletion mail arrives first, so the new verification code is the newest mail
    await expect
      .poll(async () => {
        const mails = (await (
          await context.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
        ).json()) as {
          subject: string;
        }[];
        return mails.map((m) => m.subject);
      })
      .toContain("Your Moodreel account has been deleted");

    await signUpWith(context, { email, password: PASSWORD, fullName: "Data Tester" });
    expect(await ratings(context)).toEqual({});
    await openDataTab(page);
    const card = page.getByRole("region", { name: "Import your history" });
    // by mouse: a click on the drop zone opens the file picker
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), card.getByText("choose a file").click()]);
    await chooser.setFiles({ name: exported.name, mimeType: "text/csv", buffer: Buffer.from(exported.text) });
    await card.getByText("Import finished: 4 rows read").waitFor();
    expect(await counts(card)).toEqual({ Matched: "4", "Already present": "0", Unmatched: "0" });
    expect(await ratings(context)).toEqual(before);
    await context.close();
  });

  it("reads well on a phone", async () => {
    const { context, page } = await onDataTab("phone", MOBILE);
    await expectAxeClean(page, "the data tab on a phone");
    await screenshot(page, "settings-data-mobile");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    const card = page.getByRole("region", { name: "Import your history" });
    await fileInput(card).setInputFiles({
      name: "my-letterboxd-ratings-export-2024.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Date,Name,Year,Letterboxd URI,Rating\r\n2024-01-01,A Film Nobody Made,1911,x,3\r\n"),
    });
    await card.getByText("Import finished: 1 row read").waitFor();
    await card.getByText("No row matched a title in the Moodreel catalogue, so nothing was added.").waitFor();
    await card.scrollIntoViewIfNeeded();
    await expectAxeClean(page, "the import result on a phone");
    await screenshot(page, "settings-data-import-result-mobile");
    await page.getByRole("region", { name: "Export your data" }).scrollIntoViewIfNeeded();
    await screenshot(page, "settings-data-export-mobile");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("alertdialog", { name: "Delete your account?" }).waitFor();
    await expectAxeClean(page, "the delete dialog on a phone");
    await screenshot(page, "settings-data-delete-dialog-mobile");
    await context.close();
  });
});
