import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  mediaId,
  type TCatalogueAvailability,
  type TCatalogueService,
  type TCatalogueTitle,
  ZCatalogueAvailability,
  ZCatalogueService,
  ZCatalogueTitle,
} from "../../../shared/catalogue-data";

export const CATALOGUE_DIR = resolve("data", "catalogue");

export interface CatalogueFiles {
  services: TCatalogueService[];
  titles: (TCatalogueTitle & { id: string })[];
  /** availability.json: when the offers were last checked; null when the folder has none */
  availability: TCatalogueAvailability | null;
  checksum: string;
}

/** Reads and validates data/catalogue (services.json, availability.json, titles/*.json). Throws on a bad row. */
export function readCatalogueFiles(dir: string = CATALOGUE_DIR): CatalogueFiles {
  const hash = createHash("sha256");
  const servicesText = readFileSync(join(dir, "services.json"), "utf8");
  hash.update(servicesText);
  const services = (JSON.parse(servicesText) as unknown[]).map((s) => ZCatalogueService.parse(s));
  const availabilityFile = join(dir, "availability.json");
  let availability: TCatalogueAvailability | null = null;
  if (existsSync(availabilityFile)) {
    const text = readFileSync(availabilityFile, "utf8");
    hash.update("availability.json").update(text);
    availability = ZCatalogueAvailability.parse(JSON.parse(text));
  }
  const titles: CatalogueFiles["titles"] = [];
  const titleDir = join(dir, "titles");
  for (const file of readdirSync(titleDir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const text = readFileSync(join(titleDir, file), "utf8");
    hash.update(file).update(text);
    (JSON.parse(text) as unknown[]).forEach((row, i) => {
      const parsed = ZCatalogueTitle.safeParse(row);
      if (!parsed.success) {
        throw new Error(
          `${file}[${i}]: ${parsed.error.issues.map((x) => `${x.path.join(".")} ${x.message}`).join("; ")}`,
        );
      }
      titles.push({ ...parsed.data, id: mediaId(parsed.data.title, parsed.data.year) });
    });
  }
  return { services, titles, availability, checksum: hash.digest("hex") };
}

/** A provider link: the service's search page for "title year", else its home page. Never a guessed deep link. */
export function offerLink(service: TCatalogueService | undefined, title: string, year: number): string | null {
  if (!service) return null;
  if (service.search_url) return service.search_url.replace("{q}", encodeURIComponent(`${title} ${year}`));
  return service.homepage;
}
