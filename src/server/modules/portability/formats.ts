import type { TImportKind, TImportSource } from "../../../shared/contracts/portability";
import { unescapeCell } from "../../../shared/csv-write";
import { type CsvTable, FileProblem } from "./csv-read";

/** One data row of an export file, read into the fields matching and writing need. */
export interface ImportRow {
  line: number;
  title: string;
  year: number | null;
  imdbId: string | null;
  /** movie or tv when the file says; "unsupported" for episodes, games and the like; null when unknown */
  type: "movie" | "tv" | "unsupported" | null;
  /** 1 to 10, on the ratings files only */
  rating: number | null;
  /** when the row's event happened (rated or watched), when the file says and it is not in the future */
  date: Date | null;
}

type Field = "title" | "year" | "imdbId" | "type" | "rating" | "stars" | "date";

/** One field of a layout: the header names that may carry it (first is the one to name when missing). */
interface Column {
  field: Field;
  names: [string, ...string[]];
  required: boolean;
}

interface Layout {
  /** how the file's first line should look, for the message about a missing column */
  example: string;
  columns: Column[];
}

const col = (field: Field, names: Column["names"], required = true): Column => ({ field, names, required });

/**
 * Letterboxd files come in two layouts, both accepted: its own export (Date,Name,Year,Letterboxd
 * URI,Rating with 0.5 to 5 stars) and its import format (Title,Year,Rating10,WatchedDate,imdbID),
 * which is also what our CSV export writes, so an exported file imports again.
 */
function letterboxd(kind: TImportKind): Layout {
  const common = [col("title", ["Name", "Title"]), col("year", ["Year"]), col("imdbId", ["imdbID"], false)];
  if (kind === "ratings") {
    return {
      example: "Date,Name,Year,Letterboxd URI,Rating",
      columns: [
        ...common,
        col("stars", ["Rating"], false),
        col("rating", ["Rating10"], false),
        col("date", ["Date"], false),
      ],
    };
  }
  return {
    example: "Date,Name,Year,Letterboxd URI",
    columns: [...common, col("date", kind === "watched" ? ["Date", "WatchedDate"] : ["Date"], false)],
  };
}

function imdb(kind: TImportKind): Layout {
  const common = [
    col("imdbId", ["Const"]),
    col("title", ["Title"]),
    col("year", ["Year"]),
    col("type", ["Title Type"]),
  ];
  if (kind === "ratings") {
    return {
      example: "Const,Your Rating,Date Rated,Title,…,Title Type,…,Year,…",
      columns: [...common, col("rating", ["Your Rating"]), col("date", ["Date Rated"], false)],
    };
  }
  if (kind === "watchlist") {
    return { example: "Position,Const,Created,Modified,Description,Title,…,Title Type,…,Year,…", columns: common };
  }
  throw new FileProblem("IMDb has no export of watched titles. Import its ratings.csv or watchlist file instead.");
}

const quote = (name: string) => `"${name}"`;

/** Which cell holds each field; a missing required column names itself and the expected first line. */
function resolveColumns(header: string[], layout: Layout, kind: TImportKind): Partial<Record<Field, number>> {
  const byName = new Map(header.map((h, i) => [h.toLowerCase(), i] as const));
  const at: Partial<Record<Field, number>> = {};
  for (const c of layout.columns) {
    const index = c.names.map((n) => byName.get(n.toLowerCase())).find((i) => i !== undefined);
    if (index !== undefined) at[c.field] = index;
    else if (c.required) {
      const names = c.names.map(quote).join(" or ");
      throw new FileProblem(`The file has no ${names} column. A ${kind} file starts with: ${layout.example}`);
    }
  }
  if (kind === "ratings" && at.rating === undefined && at.stars === undefined) {
    const names = layout.columns
      .filter((c) => c.field === "rating" || c.field === "stars")
      .map((c) => quote(c.names[0]));
    throw new FileProblem(
      `The file has no ${names.join(" or ")} column. A ratings file starts with: ${layout.example}`,
    );
  }
  return at;
}

const YEAR = /^\d{4}$/;
const WHOLE = /^\d{1,2}$/;
const HALVES = /^\d(\.[05])?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const IMDB_ID = /^tt\d{1,10}$/;

function parseYear(cell: string, line: number): number | null {
  if (cell === "") return null;
  if (!YEAR.test(cell)) throw new FileProblem(`Line ${line}: "${cell.slice(0, 20)}" is not a year.`);
  return Number(cell);
}

/** Whole numbers 1 to 10 (IMDb's Your Rating, Letterboxd's Rating10). */
function parseTen(cell: string, line: number, column: string): number {
  const n = WHOLE.test(cell) ? Number(cell) : Number.NaN;
  if (!(n >= 1 && n <= 10)) {
    throw new FileProblem(`Line ${line}: ${column} "${cell.slice(0, 20)}" is outside the range 1 to 10.`);
  }
  return n;
}

/** Letterboxd stars, 0.5 to 5 in half steps, become our 1 to 10. */
function parseStars(cell: string, line: number): number {
  const n = HALVES.test(cell) ? Number(cell) : Number.NaN;
  if (!(n >= 0.5 && n <= 5)) {
    throw new FileProblem(`Line ${line}: Rating "${cell.slice(0, 20)}" is outside the range 0.5 to 5 stars.`);
  }
  return n * 2;
}

/** A calendar day (YYYY-MM-DD) as UTC midnight; null when absent, malformed or later than now. */
export function parseDay(cell: string, now: Date): Date | null {
  const m = DAY.exec(cell);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCMonth() !== Number(m[2]) - 1 || d > now) return null;
  return d;
}

/** IMDb title types, old spellings (tvMiniSeries) and new (TV Mini Series) alike. */
const IMDB_TYPES: Record<string, "movie" | "tv"> = {
  movie: "movie",
  tvmovie: "movie",
  video: "movie",
  short: "movie",
  tvshort: "movie",
  tvspecial: "movie",
  tvseries: "tv",
  tvminiseries: "tv",
};

export function imdbType(cell: string): ImportRow["type"] {
  if (cell.trim() === "") return null;
  const key = cell.toLowerCase().split(" ").join("").split("-").join("");
  return IMDB_TYPES[key] ?? "unsupported";
}

/**
 * The rows of a parsed file for one source and kind. Refuses the whole file (FileProblem) on a
 * missing column, a malformed year or a rating outside the range, naming the line.
 */
export function rowsOf(table: CsvTable, source: TImportSource, kind: TImportKind, now: Date): ImportRow[] {
  const layout = source === "letterboxd" ? letterboxd(kind) : imdb(kind);
  const at = resolveColumns(table.header, layout, kind);
  const cell = (cells: string[], field: Field) => {
    const i = at[field];
    return i === undefined ? "" : (cells[i] ?? "").trim();
  };
  return table.rows.map(({ line, cells }) => {
    const imdbCell = cell(cells, "imdbId");
    let rating: number | null = null;
    if (kind === "ratings") {
      const ten = cell(cells, "rating");
      const stars = cell(cells, "stars");
      if (ten !== "") rating = parseTen(ten, line, source === "imdb" ? "Your Rating" : "Rating10");
      else if (stars !== "") rating = parseStars(stars, line);
      else throw new FileProblem(`Line ${line} has no rating.`);
    }
    return {
      line,
      title: unescapeCell(cell(cells, "title")),
      year: parseYear(cell(cells, "year"), line),
      imdbId: IMDB_ID.test(imdbCell) ? imdbCell : null,
      type: source === "imdb" ? imdbType(cell(cells, "type")) : null,
      rating,
      date: parseDay(cell(cells, "date"), now),
    };
  });
}
