/**
 * Counts that tell how trustworthy the seed catalogue's availability is (issue 17):
 *   npx tsx scripts/catalogue-stats.ts [dir]
 * Services total / used, retired brands left, share of titles with a subscription or free offer,
 * distinct price points per store, IMDb ids and trailers. Reads the JSON as is (no schema), so it
 * also works on an older checkout for a before/after comparison.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface Offer {
  service: string;
  type: string;
  price?: number;
}
interface Title {
  title: string;
  type: "movie" | "tv";
  imdb_id: string | null;
  trailer_url: string | null;
  offers: Offer[];
}
interface Service {
  name: string;
  display_name: string;
}

/** Brand names that no longer exist in the US; keep in step with catalogue-lint.test.ts. */
const RETIRED = ["microsoft store", "google play movies", "epix", "freevee", "amazon freevee", "noggin", "apple tv+"];

const dir = process.argv[2] ?? join("data", "catalogue");
const services = JSON.parse(readFileSync(join(dir, "services.json"), "utf8")) as Service[];
const titles: Title[] = readdirSync(join(dir, "titles"))
  .filter((f) => f.endsWith(".json"))
  .sort()
  .flatMap((f) => JSON.parse(readFileSync(join(dir, "titles", f), "utf8")) as Title[]);

const used = new Set(titles.flatMap((t) => t.offers.map((o) => o.service)));
const retiredServices = services.filter(
  (s) => RETIRED.includes(s.name.toLowerCase()) || RETIRED.includes(s.display_name.toLowerCase()),
);
const retiredNames = new Set(retiredServices.map((s) => s.name));
const retiredOffers = titles.flatMap((t) => t.offers).filter((o) => retiredNames.has(o.service)).length;

const pct = (n: number, d: number) => `${n}/${d} (${d ? ((100 * n) / d).toFixed(1) : "0"}%)`;
const streams = (t: Title) => t.offers.some((o) => o.type === "subscription" || o.type === "free");
const films = titles.filter((t) => t.type === "movie");
const series = titles.filter((t) => t.type === "tv");

console.log(`titles                      ${titles.length} (${films.length} films, ${series.length} series)`);
console.log(`services total / used       ${services.length} / ${services.filter((s) => used.has(s.name)).length}`);
console.log(
  `retired brands left         ${retiredServices.length} services (${retiredServices.map((s) => s.display_name).join(", ") || "none"}), ${retiredOffers} offers`,
);
console.log(`films with sub/free offer   ${pct(films.filter(streams).length, films.length)}`);
console.log(`series with sub/free offer  ${pct(series.filter(streams).length, series.length)}`);
console.log(`all with sub/free offer     ${pct(titles.filter(streams).length, titles.length)}`);

const points = new Map<string, { rent: Set<number>; buy: Set<number>; offers: number }>();
for (const t of titles) {
  for (const o of t.offers) {
    if (o.type !== "rent" && o.type !== "buy") continue;
    const p = points.get(o.service) ?? { rent: new Set<number>(), buy: new Set<number>(), offers: 0 };
    p[o.type].add(o.price ?? Number.NaN);
    p.offers++;
    points.set(o.service, p);
  }
}
console.log("distinct price points per store (rent / buy, offers):");
for (const [name, p] of [...points].sort((a, b) => b[1].offers - a[1].offers)) {
  console.log(
    `  ${name.padEnd(24)} ${String(p.rent.size).padStart(2)} / ${String(p.buy.size).padStart(2)}  (${p.offers})`,
  );
}

let uniform = 0;
let comparable = 0;
for (const t of titles) {
  for (const type of ["rent", "buy"]) {
    const prices = t.offers.filter((o) => o.type === type).map((o) => o.price);
    if (prices.length < 2) continue;
    comparable++;
    if (new Set(prices).size === 1) uniform++;
  }
}
console.log(`same price at every store   ${pct(uniform, comparable)} of title/type pairs with >= 2 stores`);
const seriesRent = series.filter((t) => t.offers.some((o) => o.type === "rent")).length;
console.log(`series with a rent offer    ${seriesRent}`);
console.log(`IMDb ids present            ${pct(titles.filter((t) => t.imdb_id).length, titles.length)}`);
console.log(`trailers present            ${pct(titles.filter((t) => t.trailer_url).length, titles.length)}`);
