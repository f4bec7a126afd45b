/**
 * The catalogue data files: schema, uniqueness, vocabularies, prices, services and the size and
 * variety goals of the seed catalogue. It fails when the catalogue falls below the goal.
 */
import { describe, expect, it } from "vitest";
import { latestCatalogueYear, mediaId } from "../../../shared/catalogue-data";
import { SIGNUP_SERVICES } from "../../../shared/signup-services";
import { GENRES, MOOD_TAGS, MOVIE_CERTIFICATIONS, TV_CERTIFICATIONS } from "../../../shared/vocabulary";
import { readCatalogueFiles } from "./catalogue-files";

// Parses every file with the zod schemas (throws with file and row on the first bad row).
const files = readCatalogueFiles();
const { titles, services } = files;
const serviceByName = new Map(services.map((s) => [s.name, s]));

/** Sign-up services whose brand changed after the sign-up list was drawn up: database name -> today's name. */
const RENAMED_SINCE_SIGNUP_LIST: Record<string, string> = { max: "HBO Max", appletv: "Apple TV" };

const SMALL_GENRES = new Set(["War", "Western", "Music", "Reality"]);

/** Sentences in a description; initials ("George S. Patton") and titles ("Dr.") end none. */
function sentences(text: string): number {
  return text.split(/(?<!\b(?:[A-Z]|Dr|Mr|Mrs|Ms|St|Jr|Sr|vs))[.!?]+["'’”]?\s+(?=[A-Z0-9"'‘“])/).length;
}

describe("catalogue data files", () => {
  it("meet the size goal: at least 1,000 titles, 650 films and 350 series", () => {
    expect(titles.length).toBeGreaterThanOrEqual(1000);
    expect(titles.filter((t) => t.type === "movie").length).toBeGreaterThanOrEqual(650);
    expect(titles.filter((t) => t.type === "tv").length).toBeGreaterThanOrEqual(350);
  });

  it("have unique ids (slug of title + year) and unique (title, year, type)", () => {
    const ids = titles.map((t) => t.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const t of titles) {
      expect(t.id).toBe(mediaId(t.title, t.year));
      expect(t.id).toMatch(/^[a-z0-9-]{1,100}$/);
    }
    const keys = titles.map((t) => `${t.title}\u0000${t.year}\u0000${t.type}`);
    expect(new Set(keys).size).toBe(keys.length);
    const imdb = titles.flatMap((t) => (t.imdb_id ? [t.imdb_id] : []));
    expect(imdb.filter((id, i) => imdb.indexOf(id) !== i)).toEqual([]);
  });

  it("use only the closed vocabularies", () => {
    const genres = new Set<string>(GENRES);
    const moods = new Set<string>(MOOD_TAGS);
    const problems: string[] = [];
    for (const t of titles) {
      if (t.genres.length < 1 || t.genres.length > 4 || !t.genres.every((g) => genres.has(g)))
        problems.push(`${t.id} genres ${t.genres}`);
      if (t.moods.length < 3 || t.moods.length > 8 || !t.moods.every((m) => moods.has(m)))
        problems.push(`${t.id} moods ${t.moods}`);
    }
    expect(problems).toEqual([]);
  });

  it("span 1940 to at most two years ahead over at least 7 decades", () => {
    for (const t of titles) {
      expect(t.year, t.id).toBeGreaterThanOrEqual(1940);
      expect(t.year, t.id).toBeLessThanOrEqual(latestCatalogueYear());
    }
    const decades = new Set(titles.map((t) => Math.floor(t.year / 10) * 10));
    expect(decades.size).toBeGreaterThanOrEqual(7);
  });

  it("give a certification valid for the type, and seasons only to series", () => {
    const film = new Set<string>(MOVIE_CERTIFICATIONS);
    const tv = new Set<string>(TV_CERTIFICATIONS);
    for (const t of titles) {
      expect((t.type === "movie" ? film : tv).has(t.certification), `${t.id} ${t.certification}`).toBe(true);
      if (t.type === "tv") expect(t.seasons, t.id).toBeGreaterThanOrEqual(1);
      else expect(t.seasons ?? null, t.id).toBeNull();
    }
  });

  it("keep ratings, popularity, runtimes and descriptions in range", () => {
    const problems: string[] = [];
    for (const t of titles) {
      if (t.rating < 0 || t.rating > 10 || Math.round(t.rating * 10) / 10 !== t.rating) problems.push(`${t.id} rating`);
      if (t.popularity < 0 || t.popularity > 100) problems.push(`${t.id} popularity`);
      if (t.type === "movie" && t.runtime < 20) problems.push(`${t.id} runtime ${t.runtime}`);
      if (sentences(t.description) > 3) problems.push(`${t.id} description has more than 3 sentences`);
      if (t.trailer_url && !t.trailer_url.startsWith("https://")) problems.push(`${t.id} trailer_url`);
    }
    expect(problems).toEqual([]);
  });

  it("price films rent 2.99-5.99 and buy 7.99-24.99, series buy 19.99-29.99 a season and no rent; no price on subscription or free", () => {
    const problems: string[] = [];
    for (const t of titles) {
      for (const o of t.offers) {
        const where = `${t.id} ${o.service} ${o.type} ${o.price}`;
        if (t.type === "tv" && o.type === "rent") problems.push(`${where}: series are not rented`);
        if (o.type === "rent" || o.type === "buy") {
          const price = o.price ?? Number.NaN;
          const [min, max] = o.type === "rent" ? [2.99, 5.99] : t.type === "tv" ? [19.99, 29.99] : [7.99, 24.99];
          if (!(price >= min && price <= max)) problems.push(`${where}: out of range`);
          if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) problems.push(`${where}: not whole cents`);
        } else if (o.price !== undefined) {
          problems.push(`${where}: priced`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("name only known services in offers; stores never offer subscription or free; no offer twice", () => {
    const problems: string[] = [];
    for (const t of titles) {
      const seen = new Set<string>();
      for (const o of t.offers) {
        const svc = serviceByName.get(o.service);
        const key = `${o.service}/${o.type}`;
        if (!svc) problems.push(`${t.id}: unknown service ${o.service}`);
        else if (svc.kind === "store" && o.type !== "rent" && o.type !== "buy") problems.push(`${t.id}: store ${key}`);
        else if (svc.kind === "free" && o.type !== "free") problems.push(`${t.id}: free service ${key}`);
        if (seen.has(key)) problems.push(`${t.id}: ${key} twice`);
        seen.add(key);
      }
    }
    expect(problems).toEqual([]);
  });

  it("cover every genre: at least 20 titles each, 10 for War, Western, Music and Reality", () => {
    const counts = new Map<string, number>(GENRES.map((g) => [g, 0]));
    for (const t of titles) for (const g of t.genres) counts.set(g, (counts.get(g) ?? 0) + 1);
    for (const [genre, count] of counts) {
      expect(count, genre).toBeGreaterThanOrEqual(SMALL_GENRES.has(genre) ? 10 : 20);
    }
  });

  it("have an offer for at least 80% of titles", () => {
    const withOffer = titles.filter((t) => t.offers.length > 0).length;
    expect(withOffer / titles.length).toBeGreaterThanOrEqual(0.8);
  });

  it("list the services titles use, and the 10 sign-up services under their sign-up names", () => {
    // a service no title names is listed only when it is offered at sign-up (no dead entries)
    const used = new Set(titles.flatMap((t) => t.offers.map((o) => o.service)));
    expect(services.filter((s) => !used.has(s.name) && !s.offered_at_signup).map((s) => s.name)).toEqual([]);
    expect(new Set(services.map((s) => s.name)).size).toBe(services.length);
    for (const s of services) expect(s.name).toBe(s.name.toLowerCase());
    const signup = services.filter((s) => s.offered_at_signup).map((s) => s.name);
    expect(signup.sort()).toEqual(SIGNUP_SERVICES.map((s) => s.name).sort());
    for (const want of SIGNUP_SERVICES) {
      const svc = serviceByName.get(want.name);
      // Max is shown as "HBO Max" and Apple TV+ as "Apple TV" (renamed in 2025) in the full catalogue
      expect([want.display_name, RENAMED_SINCE_SIGNUP_LIST[want.name] ?? want.display_name]).toContain(
        svc?.display_name,
      );
    }
    for (const kind of ["subscription", "free", "store"] as const) {
      expect(
        services.some((s) => s.kind === kind),
        kind,
      ).toBe(true);
    }
    // every service named by an offer exists; links are built from search pages or home pages only
    for (const s of services) {
      expect(s.homepage).toMatch(/^https:\/\//);
      if (s.search_url) expect(s.search_url).toMatch(/^https:\/\/.*\{q\}/);
    }
  });

  it("has a stable checksum for the seed", () => {
    expect(files.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(readCatalogueFiles().checksum).toBe(files.checksum);
  });
});
