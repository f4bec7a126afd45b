import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFakeTmdbFixture, type FakeRecord } from "@/server/modules/tmdb/fake-tmdb-fixture";
import { type FakeTmdbServer, startFakeTmdb } from "@/server/modules/tmdb/fake-tmdb-server";
import type { TAnalyticsResponse, TUserInsightsResponse } from "@/shared/contracts/admin";
import type { TMediaItem } from "@/shared/contracts/catalogue";
import type { TAccountExport } from "@/shared/contracts/portability";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { DESKTOP, launchBrowser, MOBILE, newContext, screenshot } from "./browser";
import {
  cards,
  type FeedbackSeen,
  findButton,
  openPage,
  signUp,
  storedPicks,
  waitForFeedback,
  watchFeedback,
} from "./recommendations-support";
import { freshDataDir, type RunningServer, startServer } from "./server";
import { CSRF, expectAxeClean, verifyFromMailbox } from "./support";
import { importFromTmdb, offlineWithTmdbPosters, tmdbEnv } from "./tmdb-support";

/**
 * Trailers from real imported data: the catalogue is imported from the fake TMDB by the importer's
 * command line, which keeps each title's official YouTube trailer. A mood that brings an imported
 * title first; on a desktop its details open the trailer, on a phone the swipe card's Trailer
 * button does; the dialog embeds exactly the video TMDB listed, and the plays and closes are
 * stored against the recommendation (read back from the person's export and the admin analytics).
 */

/** A mood that brings imported titles among a new person's first five picks (a keyword of theirs). */
const MOOD = "time travel";
const ADMIN = "admin@trailers.test";
const PASSWORD = "popcorn42";
const EMBED_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com"];

const fixture = buildFakeTmdbFixture({ films: 60, series: 5 });
let tmdb: FakeTmdbServer;
let server: RunningServer;
let browser: Browser;
/**
 * The first imported title among the mood's first five picks, its place there, the key of its
 * official trailer on TMDB, and the five picks' ids (the same for every new person).
 */
let pick: { id: string; title: string; year: number; key: string; position: number; firstFive: string[] };
/** the user ids of the people who played the trailer */
const people: string[] = [];

/** The fake TMDB record an imported title came from (by title and year), or undefined. */
function tmdbRecordOf(title: string, year: number): FakeRecord | undefined {
  return [...fixture.movie.values(), ...fixture.tv.values()].find(
    (r) => (r.title ?? r.name) === title && String(r.release_date ?? r.first_air_date).startsWith(`${year}-`),
  );
}

/** The YouTube key of the record's official trailer (the fixture lists exactly one). */
function officialTrailerKey(record: FakeRecord): string {
  const videos = (record.videos as { results: { site: string; type: string; official: boolean; key: string }[] })
    .results;
  const official = videos.filter((v) => v.site === "YouTube" && v.type === "Trailer" && v.official);
  expect(official).toHaveLength(1);
  return official[0]!.key;
}

/** Asks for the mood through the API as a separate person and finds the first imported pick. */
async function findImportedPick(): Promise<typeof pick> {
  const probe = await newContext(browser, server.url, DESKTOP);
  try {
    await signUp(probe, "trailer-probe");
    const res = await probe.request.post("/api/recommendations", { data: { mood: MOOD }, headers: CSRF });
    expect(res.status(), await res.text()).toBe(200);
    const { recommendations } = (await res.json()) as { recommendations: TRecommendation[] };
    const firstFive = recommendations.slice(0, 5).map((r) => r.media);
    const position = firstFive.findIndex((m) => tmdbRecordOf(m.title, m.year) !== undefined);
    expect(position, `"${MOOD}" brings an imported title among ${firstFive.map((m) => m.title).join(", ")}`).not.toBe(
      -1,
    );
    // the catalogue's own record of the title carries the trailer TMDB listed
    const media = (await (await probe.request.get(`/api/media/${firstFive[position]!.id}`)).json()) as TMediaItem;
    const key = officialTrailerKey(tmdbRecordOf(media.title, media.year)!);
    expect(media.trailer_url).toBe(`https://www.youtube.com/watch?v=${key}`);
    return { id: media.id, title: media.title, year: media.year, key, position, firstFive: firstFive.map((m) => m.id) };
  } finally {
    await probe.close();
  }
}

beforeAll(async () => {
  tmdb = await startFakeTmdb(fixture);
  const dataDir = freshDataDir();
  const output = await importFromTmdb(tmdb, dataDir);
  expect(output).toMatch(/Import from TMDB \(US\): [1-9]\d* added/);
  server = await startServer({ ...tmdbEnv(tmdb), ADMIN_EMAILS: ADMIN }, dataDir);
  browser = await launchBrowser();
  pick = await findImportedPick();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tmdb?.close();
});

/**
 * Offline except our server; the trailer's YouTube embed is answered with a stand-in page, and
 * every embed the browser loads is recorded.
 */
async function offlineWithEmbeds(context: BrowserContext): Promise<string[]> {
  await offlineWithTmdbPosters(context, server.url, "alien-1979");
  const embeds: string[] = [];
  await context.route(
    (url) => EMBED_HOSTS.includes(url.hostname) && url.pathname.startsWith("/embed/"),
    async (route) => {
      embeds.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>Trailer</title><body style="margin:0;background:#000"></body></html>',
      });
    },
  );
  return embeds;
}

/** Opens the recommendations page, asks for the mood and waits for the picks. */
async function askForMood(page: Page, tap: boolean) {
  await openPage(page);
  await page.getByRole("textbox", { name: "What are you in the mood for?" }).fill(MOOD);
  if (tap) await findButton(page).tap();
  else await findButton(page).click();
  await findButton(page).waitFor({ timeout: 30_000 });
  await cards(page).first().waitFor();
}

/** The person got the probe's first five picks; returns the imported one. */
async function imported(page: Page): Promise<TRecommendation> {
  const { recommendations } = await storedPicks(page);
  expect(recommendations.slice(0, 5).map((r) => r.media.id)).toEqual(pick.firstFive);
  const rec = recommendations[pick.position]!;
  expect(rec.media.trailer_url).toBe(`https://www.youtube.com/watch?v=${pick.key}`);
  return rec;
}

/** The dialog embeds exactly TMDB's video, and the browser loaded that embed. */
async function expectEmbedOfTmdbVideo(trailer: Locator, embeds: string[]) {
  const src = await trailer.locator("iframe").getAttribute("src");
  const url = new URL(src ?? "about:blank");
  expect(url.protocol).toBe("https:");
  expect(EMBED_HOSTS).toContain(url.hostname);
  expect(url.pathname).toBe(`/embed/${pick.key}`);
  await expect.poll(() => embeds, { timeout: 10_000 }).toContain(src);
}

const position = (page: Page) => page.locator("[data-mobile-recommendations] p[aria-live]").textContent();

/** Moves the phone's card on by one (or back), through the buttons beside 'N of 5'. */
async function next(page: Page) {
  const before = await position(page);
  await page.getByRole("button", { name: "Next recommendation" }).tap();
  await expect.poll(() => position(page)).not.toBe(before);
}
async function previous(page: Page) {
  const before = await position(page);
  await page.getByRole("button", { name: "Previous recommendation" }).tap();
  await expect.poll(() => position(page)).not.toBe(before);
}

/** The person's stored feedback on the recommendation, from their own export (the database rows). */
async function storedTrailerFeedback(context: BrowserContext, recommendationId: string) {
  const res = await context.request.get("/api/me/export");
  expect(res.status()).toBe(200);
  const data = (await res.json()) as TAccountExport;
  const shown = data.recommendation_sessions.flatMap((s) => s.recommendations).find((r) => r.id === recommendationId);
  expect(shown?.media_id, "the recommendation is the imported title").toBe(pick.id);
  return data.feedback
    .filter((f) => f.recommendation_id === recommendationId && f.feedback_type.startsWith("trailer_"))
    .map((f) => ({ type: f.feedback_type, value: f.feedback_value }));
}

async function expectTrailerFeedback(
  context: BrowserContext,
  seen: FeedbackSeen[],
  rec: TRecommendation,
  source: "grid_card" | "mobile_card",
) {
  await waitForFeedback(seen, "trailer_played");
  await waitForFeedback(seen, "trailer_closed");
  for (const f of seen) expect(f.status, `${f.type} answered`).toBe(200);
  const value = { source, title: rec.title, year: rec.year };
  await expect
    .poll(() => storedTrailerFeedback(context, rec.recommendation_id), { timeout: 10_000 })
    .toEqual([
      { type: "trailer_played", value },
      { type: "trailer_closed", value },
    ]);
}

describe("trailers of imported titles", () => {
  it("desktop 1440×900: the pick's details → Trailer embeds TMDB's video; played and closed are stored", async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    try {
      const embeds = await offlineWithEmbeds(context);
      const userId = await signUp(context, "trailer-desktop");
      const page = await context.newPage();
      const feedback = watchFeedback(page);
      await askForMood(page, false);
      const rec = await imported(page);
      const card = page.locator(`[data-recommendation-id="${rec.recommendation_id}"]`);
      await card.getByRole("button", { name: /details and why it was recommended/ }).click();
      const details = page.getByRole("dialog", { name: pick.title });
      await details.getByText("Why this was recommended").waitFor();
      await details.getByRole("button", { name: "Trailer" }).click();
      const trailer = page.getByRole("dialog", { name: `${pick.title}: trailer` });
      await trailer.waitFor();
      await expectEmbedOfTmdbVideo(trailer, embeds);
      await expectAxeClean(page, "trailer dialog");
      await screenshot(page, "imported-trailer-desktop");
      await trailer.getByRole("button", { name: "Close" }).click();
      await trailer.waitFor({ state: "detached" });
      await details.getByRole("button", { name: "Close" }).click();
      await details.waitFor({ state: "detached" });
      await expectTrailerFeedback(context, feedback, rec, "grid_card");
      people.push(userId);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("phone 390×844: the swipe card's Trailer button embeds TMDB's video; played and closed are stored", async () => {
    const context = await newContext(browser, server.url, MOBILE);
    try {
      const embeds = await offlineWithEmbeds(context);
      const userId = await signUp(context, "trailer-phone");
      const page = await context.newPage();
      const feedback = watchFeedback(page);
      await askForMood(page, true);
      const rec = await imported(page);
      for (let i = 0; i < pick.position; i++) await next(page);
      await expect(position(page)).resolves.toBe(`${pick.position + 1} of 5`);
      const card = page.getByRole("article", { name: `${pick.title} (${pick.year})` });
      await card.getByRole("button", { name: `Trailer of ${pick.title}` }).tap();
      const trailer = page.getByRole("dialog", { name: `${pick.title}: trailer` });
      await trailer.waitFor();
      await expectEmbedOfTmdbVideo(trailer, embeds);
      await screenshot(page, "imported-trailer-mobile");
      await trailer.getByRole("button", { name: "Close" }).tap();
      await trailer.waitFor({ state: "detached" });
      await expectTrailerFeedback(context, feedback, rec, "mobile_card");

      // Every card of the batch has the Trailer button exactly when its title has a trailer link
      // (the seed titles have none).
      const five = (await storedPicks(page)).recommendations.slice(0, 5);
      expect(five.filter((r) => !r.media.trailer_url).length, "seed titles among the picks").toBeGreaterThan(0);
      while ((await position(page)) !== "1 of 5") await previous(page);
      for (const [i, r] of five.entries()) {
        if (i > 0) await next(page);
        const shown = page.getByRole("article", { name: `${r.media.title} (${r.media.year})` });
        await shown.waitFor();
        await expect(shown.getByRole("button", { name: /^Trailer/ }).count()).resolves.toBe(
          r.media.trailer_url ? 1 : 0,
        );
      }
      people.push(userId);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("the admin analytics count both people's trailer plays on the imported title", async () => {
    expect(people).toHaveLength(2);
    const admin = await newContext(browser, server.url, DESKTOP);
    try {
      const res = await admin.request.post("/api/auth/signup", {
        data: { full_name: "Admin", email: ADMIN, password: PASSWORD },
        headers: CSRF,
      });
      expect(res.status(), await res.text()).toBe(200);
      await verifyFromMailbox(admin, ADMIN);
      const analytics = (await (
        await admin.request.get("/api/admin/analytics?top_limit=50")
      ).json()) as TAnalyticsResponse;
      const top = analytics.top_recommendations.items.find((i) => i.media_id === pick.id);
      expect(top?.breakdown.trailer_played, "trailer plays of the imported title").toBe(2);
      for (const userId of people) {
        const insights = (await (
          await admin.request.get(`/api/admin/users/${userId}/insights`)
        ).json()) as TUserInsightsResponse;
        const counts = Object.fromEntries(insights.feedback_summary.map((r) => [r.feedback_type, r.count]));
        expect(counts).toMatchObject({ trailer_played: 1, trailer_closed: 1 });
      }
    } finally {
      await admin.close();
    }
  }, 60_000);
});
