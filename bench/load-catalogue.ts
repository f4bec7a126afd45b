/**
 * Loads the seed catalogue (data/catalogue) as the mood engine's EngineTitle rows.
 *
 * Reading, validation (ZCatalogueTitle) and id derivation (mediaId) are readCatalogueFiles()'s job;
 * this file only maps its rows. While the catalogue is being written a file may hold a row that does
 * not validate yet: by default such rows are reported on stderr and left out (the valid rows are
 * copied to a temporary directory and read by readCatalogueFiles() again), so one bad row does not
 * stop an evaluation. Pass { strict: true } to fail instead.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { EngineTitle } from "../src/recommender/types";
import { type CatalogueFiles, readCatalogueFiles } from "../src/server/modules/catalogue/catalogue-files";
import { ZCatalogueTitle } from "../src/shared/catalogue-data";

/** data/catalogue next to this repository's bench/ folder (independent of the working directory). */
export const DEFAULT_CATALOGUE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "data", "catalogue");

export interface LoadedCatalogue {
  titles: EngineTitle[];
  /** rows left out because they did not validate ("file[i]: message") */
  skipped: string[];
  checksum: string;
}

/** Maps validated catalogue rows to engine rows; providers are services with a subscription or free offer. */
export function toEngineTitles(files: CatalogueFiles): EngineTitle[] {
  const seen = new Set<string>();
  const out: EngineTitle[] = [];
  for (const t of files.titles) {
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    const providers = [
      ...new Set(
        t.offers.filter((o) => o.type === "subscription" || o.type === "free").map((o) => o.service.toLowerCase()),
      ),
    ];
    out.push({
      id: t.id,
      title: t.title,
      type: t.type,
      year: t.year,
      genres: [...t.genres],
      moods: [...t.moods],
      keywords: [...t.keywords],
      runtime: t.runtime,
      seasons: t.seasons ?? null,
      certification: t.certification,
      rating: t.rating,
      popularity: t.popularity,
      language: t.language,
      country: t.country,
      description: t.description,
      providers,
    });
  }
  return out;
}

/** Copies the catalogue with only the rows that validate, to be read by readCatalogueFiles(). */
function validOnlyCopy(dir: string, skipped: string[]): string {
  const tmp = mkdtempSync(join(tmpdir(), "moodreel-catalogue-"));
  copyFileSync(join(dir, "services.json"), join(tmp, "services.json"));
  mkdirSync(join(tmp, "titles"));
  for (const file of readdirSync(join(dir, "titles"))
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    let rows: unknown[];
    try {
      const parsed = JSON.parse(readFileSync(join(dir, "titles", file), "utf8")) as unknown;
      rows = Array.isArray(parsed) ? parsed : [];
      if (!Array.isArray(parsed)) skipped.push(`${file}: not an array`);
    } catch (err) {
      skipped.push(`${file}: ${(err as Error).message}`);
      continue;
    }
    const ok = rows.filter((row, i) => {
      const r = ZCatalogueTitle.safeParse(row);
      if (!r.success)
        skipped.push(
          `${file}[${i}] ${(row as { title?: string })?.title ?? "?"}: ${r.error.issues.map((x) => `${x.path.join(".")} ${x.message}`).join("; ")}`,
        );
      return r.success;
    });
    writeFileSync(join(tmp, "titles", file), JSON.stringify(ok));
  }
  return tmp;
}

/** Reads data/catalogue into EngineTitle rows. */
export function loadCatalogue(
  dir = DEFAULT_CATALOGUE_DIR,
  opts: { strict?: boolean; quiet?: boolean } = {},
): LoadedCatalogue {
  try {
    const files = readCatalogueFiles(dir);
    return { titles: toEngineTitles(files), skipped: [], checksum: files.checksum };
  } catch (err) {
    if (opts.strict) throw err;
    const skipped: string[] = [];
    const tmp = validOnlyCopy(dir, skipped);
    try {
      const files = readCatalogueFiles(tmp);
      if (!opts.quiet) for (const s of skipped) process.stderr.write(`catalogue: skipped ${s}\n`);
      return { titles: toEngineTitles(files), skipped, checksum: files.checksum };
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
}

/** The catalogue's engine rows (see loadCatalogue). */
export function loadEngineTitles(dir = DEFAULT_CATALOGUE_DIR): EngineTitle[] {
  return loadCatalogue(dir).titles;
}
