import type { TImportKind, TImportResponse, TUnmatchedReason } from "@/shared/contracts/portability";
import { toCsv } from "@/shared/csv-write";
import type { ImportChoice } from "../api/import-file";

/** One file the importer reads: which service wrote it and which list it fills. */
export interface ImportOption extends ImportChoice {
  id: string;
  /** the file as its service names it, shown under the service's name */
  file: string;
  hint: string;
}

export const SOURCE_NAMES: Record<ImportChoice["source"], string> = { letterboxd: "Letterboxd", imdb: "IMDb" };

/** "Letterboxd ratings.csv": the option's name where the service is not already said. */
export const optionName = (option: ImportOption) => `${SOURCE_NAMES[option.source]} ${option.file}`;

/** In the order the picker shows them: Letterboxd's three files, then IMDb's two. */
export const IMPORT_OPTIONS: readonly [ImportOption, ...ImportOption[]] = [
  {
    id: "letterboxd-ratings",
    source: "letterboxd",
    kind: "ratings",
    file: "ratings.csv",
    hint: "Stars become ratings out of 10",
  },
  {
    id: "letterboxd-watched",
    source: "letterboxd",
    kind: "watched",
    file: "watched.csv",
    hint: "Marks the titles as watched",
  },
  {
    id: "letterboxd-watchlist",
    source: "letterboxd",
    kind: "watchlist",
    file: "watchlist.csv",
    hint: "Adds the titles to your watch list",
  },
  { id: "imdb-ratings", source: "imdb", kind: "ratings", file: "ratings.csv", hint: "Your ratings out of 10" },
  {
    id: "imdb-watchlist",
    source: "imdb",
    kind: "watchlist",
    file: "watchlist",
    hint: "Adds the titles to your watch list",
  },
];

/** What the import added, in words: "12 new ratings added." */
export const ADDED_NOUN: Record<TImportKind, readonly [one: string, many: string]> = {
  ratings: ["rating", "ratings"],
  watched: ["watched title", "watched titles"],
  watchlist: ["title on your watch list", "titles on your watch list"],
};

const REASONS: Record<TUnmatchedReason, string> = {
  not_in_catalogue: "Not in the Moodreel catalogue",
  ambiguous: "Several titles match this title and year",
  unsupported_type: "Not a film or series (an episode, a game...)",
};

/** The rows that found no title, as a CSV to check by hand: where each was in the file, and why. */
export function unmatchedCsv(result: TImportResponse): string {
  return toCsv(
    ["Line", "Title", "Year", "Reason"],
    result.unmatched.map((row) => [row.line, row.title, row.year, REASONS[row.reason]]),
  );
}
