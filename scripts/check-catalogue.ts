/**
 * Validates the catalogue data files and prints counts. Usage: tsx scripts/check-catalogue.ts [file ...]
 * With no arguments it checks every file under data/catalogue/titles/.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { mediaId, ZCatalogueService, ZCatalogueTitle } from "../src/shared/catalogue-data";

const dir = "data/catalogue/titles";
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .map((f) => join(dir, f));
const services = new Map(
  (JSON.parse(readFileSync("data/catalogue/services.json", "utf8")) as unknown[]).map((s) => {
    const svc = ZCatalogueService.parse(s);
    return [svc.name, svc];
  }),
);
let errors = 0;
const ids = new Map<string, string>();
const counts = { movie: 0, tv: 0, withOffers: 0 };
const genres: Record<string, number> = {};
const decades: Record<string, number> = {};
for (const file of files) {
  const rows = JSON.parse(readFileSync(file, "utf8")) as unknown[];
  rows.forEach((row, i) => {
    const r = ZCatalogueTitle.safeParse(row);
    const label = `${file}[${i}] ${(row as { title?: string }).title ?? "?"}`;
    if (!r.success) {
      errors++;
      console.log(`${label}: ${r.error.issues.map((x) => `${x.path.join(".")} ${x.message}`).join("; ")}`);
      return;
    }
    const t = r.data;
    const id = mediaId(t.title, t.year);
    if (ids.has(id)) {
      errors++;
      console.log(`${label}: duplicate id ${id} (also in ${ids.get(id)})`);
    }
    ids.set(id, file);
    for (const o of t.offers) {
      const svc = services.get(o.service);
      if (!svc) {
        errors++;
        console.log(`${label}: unknown service "${o.service}"`);
      } else if (svc.kind === "store" && (o.type === "subscription" || o.type === "free")) {
        errors++;
        console.log(`${label}: store "${o.service}" cannot be ${o.type}`);
      }
      if (o.type === "rent" && (o.price! < 2.99 || o.price! > 7.99))
        console.log(`${label}: rent price ${o.price} out of range`);
      if (o.type === "buy" && (o.price! < 4.99 || o.price! > 29.99))
        console.log(`${label}: buy price ${o.price} out of range`);
    }
    counts[t.type]++;
    if (t.offers.length) counts.withOffers++;
    for (const g of t.genres) genres[g] = (genres[g] ?? 0) + 1;
    const d = `${Math.floor(t.year / 10) * 10}s`;
    decades[d] = (decades[d] ?? 0) + 1;
  });
}
console.log(JSON.stringify({ files: files.length, titles: ids.size, ...counts, errors, genres, decades }));
process.exitCode = errors ? 1 : 0;
