/**
 * Reads and writes the seed catalogue's title files in their own layout (one-space indent, ratings
 * with one decimal: "8.0"), so a script that rewrites them leaves a diff of real changes only.
 * For one-off maintenance scripts under scripts/; the server reads the files with catalogue-files.ts.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface RawOffer {
  service: string;
  type: "subscription" | "free" | "rent" | "buy";
  price?: number;
}

export interface RawTitle {
  title: string;
  type: "movie" | "tv";
  year: number;
  popularity: number;
  offers: RawOffer[];
  [field: string]: unknown;
}

export interface TitleFile {
  file: string;
  titles: RawTitle[];
  /** whole ratings are written "8.0" (most files) rather than "8" (the files written by JavaScript) */
  decimalRatings: boolean;
}

export const DEFAULT_DIR = join("data", "catalogue");

export function readTitleFiles(dir = DEFAULT_DIR): TitleFile[] {
  const titleDir = join(dir, "titles");
  return readdirSync(titleDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => {
      const text = readFileSync(join(titleDir, file), "utf8");
      return { file, titles: JSON.parse(text) as RawTitle[], decimalRatings: !/^ {2}"rating": \d+,?$/m.test(text) };
    });
}

/** The files' layout: JSON with a one-space indent (whole ratings as "8.0" when asked), a final newline. */
export function formatTitles(titles: readonly RawTitle[], decimalRatings = true): string {
  const json = JSON.stringify(titles, null, 1);
  return `${decimalRatings ? json.replace(/^( {2}"rating": )(\d+)(,?)$/gm, "$1$2.0$3") : json}\n`;
}

export function writeTitleFiles(files: readonly TitleFile[], dir = DEFAULT_DIR): void {
  for (const f of files) writeFileSync(join(dir, "titles", f.file), formatTitles(f.titles, f.decimalRatings));
}
