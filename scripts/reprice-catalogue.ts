/**
 * One-off (issue 17): rewrites the rent and buy prices of data/catalogue/titles by a documented rule,
 * replacing the templated prices (one price at every store, every series at $21.99).
 *   npx tsx scripts/reprice-catalogue.ts [--check]
 * Deterministic: the same files give the same prices, so running it twice changes nothing. --check
 * prints what would change and writes nothing. The rule is also in data/catalogue/README.md.
 *
 * 1. Era, from the year against the year of the availability date (availability.json):
 *    new = released in the last two years; classic = before 1980; catalogue = the rest.
 * 2. Base price (what the Apple TV Store charges), by era and popularity:
 *      films    new        rent 5.99   buy 24.99 (popularity >= 60) or 19.99
 *               catalogue  rent 3.99   buy 14.99 (>= 75), 12.99 (>= 45) or 9.99
 *               classic    rent 3.99 (>= 70) or 2.99   buy 9.99 (>= 70) or 7.99
 *      series   buy only, the price of one season:
 *               new        29.99 (>= 60) or 24.99
 *               older      24.99 (>= 80), 21.99 (>= 50) or 19.99
 *    Series are not offered for rent (US stores sell seasons and episodes only).
 * 3. Stores differ a little, as real ones do (h is a stable hash of title id, store and offer type):
 *      Apple TV Store    the base price
 *      Amazon Video      the base price, $1 less on about 1 title in 5
 *      Google TV         the base price, $1 less on about 1 title in 4
 *      YouTube           the Google TV price (one Google catalogue)
 *      Fandango at Home  $1 less on about 1 title in 2
 *    A step that would leave the era's range (below) goes $1 up instead.
 * 4. When every store of an offer type still shows one price, the last of those stores in the
 *    order above moves $1 (down, or up when down leaves the range).
 * Ranges: films new rent 4.99-5.99 buy 19.99-24.99; catalogue rent 2.99-4.99 buy 9.99-14.99;
 * classic rent 2.99-3.99 buy 7.99-9.99; series new 24.99-29.99, older 19.99-24.99.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { mediaId } from "../src/shared/catalogue-data";
import { DEFAULT_DIR, type RawOffer, type RawTitle, readTitleFiles, writeTitleFiles } from "./catalogue-json";

export type Era = "new" | "catalogue" | "classic";
type Paid = "rent" | "buy";
interface Range {
  base: number;
  min: number;
  max: number;
}

/** Stores in the order of rule 3; a store not listed keeps the base price. */
export const STORE_ORDER = ["apple tv store", "amazon video", "google tv", "youtube store", "fandango at home"];
/** Share of titles on which a store is $1 below the base price. */
const DISCOUNT_SHARE: Record<string, number> = { "amazon video": 0.2, "google tv": 0.25, "fandango at home": 0.5 };
/** Stores that charge what another store charges. */
const SAME_PRICE_AS: Record<string, string> = { "youtube store": "google tv" };

export function eraOf(year: number, asOfYear: number): Era {
  if (year >= asOfYear - 2) return "new";
  if (year < 1980) return "classic";
  return "catalogue";
}

/** The base price and range of rule 2; null when the offer type is not sold (series rent). */
export function basePrice(t: Pick<RawTitle, "type" | "popularity">, era: Era, type: Paid): Range | null {
  const p = t.popularity;
  if (t.type === "tv") {
    if (type === "rent") return null;
    if (era === "new") return { base: p >= 60 ? 29.99 : 24.99, min: 24.99, max: 29.99 };
    return { base: p >= 80 ? 24.99 : p >= 50 ? 21.99 : 19.99, min: 19.99, max: 24.99 };
  }
  if (era === "new") return type === "rent" ? range(5.99, 4.99, 5.99) : range(p >= 60 ? 24.99 : 19.99, 19.99, 24.99);
  if (era === "classic")
    return type === "rent" ? range(p >= 70 ? 3.99 : 2.99, 2.99, 3.99) : range(p >= 70 ? 9.99 : 7.99, 7.99, 9.99);
  return type === "rent" ? range(3.99, 2.99, 4.99) : range(p >= 75 ? 14.99 : p >= 45 ? 12.99 : 9.99, 9.99, 14.99);
}

function range(base: number, min: number, max: number): Range {
  return { base, min, max };
}

/** FNV-1a of the text as a number in [0, 1). */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 2 ** 32;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** $1 down, or up when down leaves the range (and the other way round). */
function step(price: number, r: Range, down = true): number {
  const next = cents(price + (down ? -1 : 1));
  if (next >= r.min - 1e-9 && next <= r.max + 1e-9) return next;
  return cents(price + (down ? 1 : -1));
}

/** Prices of one title and offer type at the given stores (rules 3 and 4). */
export function storePrices(id: string, type: Paid, stores: readonly string[], r: Range): Map<string, number> {
  const prices = new Map<string, number>();
  const priceAt = (store: string): number => {
    const owner = SAME_PRICE_AS[store] ?? store;
    const share = DISCOUNT_SHARE[owner] ?? 0;
    return share > 0 && stableHash(`${id}|${owner}|${type}`) < share ? step(r.base, r) : r.base;
  };
  for (const s of stores) prices.set(s, priceAt(s));
  if (stores.length >= 2 && new Set(prices.values()).size === 1) {
    const rank = (s: string) => (STORE_ORDER.includes(s) ? STORE_ORDER.indexOf(s) : STORE_ORDER.length);
    const last = [...stores].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1)).at(-1) as string;
    prices.set(last, step(prices.get(last) as number, r));
  }
  return prices;
}

/** New offers of a title: rule 1-4 prices; rent offers of series dropped. */
export function repriceTitle(t: RawTitle, asOfYear: number): RawOffer[] {
  const id = mediaId(t.title, t.year);
  const era = eraOf(t.year, asOfYear);
  const out = t.offers.filter((o) => o.type !== "rent" || basePrice(t, era, "rent") !== null);
  for (const type of ["rent", "buy"] as const) {
    const r = basePrice(t, era, type);
    if (!r) continue;
    const offers = out.filter((o) => o.type === type);
    const prices = storePrices(
      id,
      type,
      offers.map((o) => o.service),
      r,
    );
    for (const o of offers) o.price = prices.get(o.service);
  }
  return out;
}

function main() {
  const check = process.argv.includes("--check");
  const availability = JSON.parse(readFileSync(join(DEFAULT_DIR, "availability.json"), "utf8")) as { as_of: string };
  const asOfYear = Number(availability.as_of.slice(0, 4));
  const files = readTitleFiles();
  let changed = 0;
  let offers = 0;
  for (const f of files) {
    for (const t of f.titles) {
      const before = JSON.stringify(t.offers);
      t.offers = repriceTitle(t, asOfYear);
      offers += t.offers.filter((o) => o.type === "rent" || o.type === "buy").length;
      if (JSON.stringify(t.offers) !== before) changed++;
    }
  }
  if (!check) writeTitleFiles(files);
  console.log(
    `${check ? "would change" : "changed"} ${changed} titles (${offers} rent and buy offers, as of ${asOfYear})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
