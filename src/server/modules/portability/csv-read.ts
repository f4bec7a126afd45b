import { CsvError, parse } from "csv-parse/sync";

/** Something wrong with the uploaded file as a whole; the message is safe to show as it is. */
export class FileProblem extends Error {}

interface CsvRow {
  /** the file line the record ends on (the header is line 1) */
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

/** A quote character a field may not carry unbalanced: csv-parse reports these four ways. */
const QUOTING_ERRORS = new Set([
  "CSV_QUOTE_NOT_CLOSED",
  "CSV_INVALID_CLOSING_QUOTE",
  "INVALID_OPENING_QUOTE",
  "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE",
]);

function lineOf(err: CsvError): number | null {
  const lines = (err as { lines?: unknown }).lines;
  return typeof lines === "number" ? lines : null;
}

function describe(err: CsvError, headerLength: number | null): string {
  const line = lineOf(err);
  const at = line ? ` on line ${line}` : "";
  if (err.code === "CSV_QUOTE_NOT_CLOSED") {
    const near = line ? ` near line ${line}` : "";
    return `Broken quoting${near}: a quoted field is never closed. Export the file again without editing it.`;
  }
  if (QUOTING_ERRORS.has(err.code)) return `Broken quoting${at}: a field has a stray quote character.`;
  if (err.code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH") {
    const found = (err as { record?: unknown }).record;
    const count = Array.isArray(found) ? `${found.length} fields` : "a different number of fields";
    return `Line ${line ?? "?"} has ${count}, but the header has ${headerLength ?? "another number"}.`;
  }
  return `The file could not be read as CSV${at}.`;
}

/**
 * Reads CSV text into a header and its data rows, refusing what is not a CSV text file: NUL bytes
 * or bytes that were not UTF-8 (the JSON body turned them into U+FFFD), broken quoting, rows with a
 * field count that differs from the header, and more than `maxRows` data rows. Nothing is coerced:
 * every cell stays the text it was, so a cell like "=1+1" is only ever a string.
 */
export function readCsv(text: string, maxRows: number): CsvTable {
  if (text.includes("\u0000")) throw new FileProblem("The file contains binary data, not CSV text.");
  if (text.includes("\uFFFD")) throw new FileProblem("The file is not UTF-8 text. Upload the CSV file as exported.");
  if (text.replace("\uFEFF", "").trim() === "") throw new FileProblem("The file is empty.");
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One record more than allowed (plus the header) is enough to know the file is too long.
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      to: maxRows + 2,
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) throw new FileProblem(describe(err, headerLengthOf(text)));
    throw err;
  }
  if (records.length - 1 > maxRows) {
    throw new FileProblem(
      `The file has more than ${maxRows.toLocaleString("en-US")} rows. Split it and import the parts.`,
    );
  }
  const [header, ...data] = records;
  // the text is not blank, so the parser returns at least its header row
  if (!header) throw new FileProblem("The file is empty.");
  return {
    header: header.record.map((h) => h.trim()),
    rows: data.map((r) => ({ line: r.info.lines, cells: r.record })),
  };
}

/** The header's field count, for the message about a row that does not fit it. */
function headerLengthOf(text: string): number | null {
  try {
    const first = parse(text, { bom: true, to: 1, relax_column_count: true, relax_quotes: true }) as string[][];
    return first[0]?.length ?? null;
  } catch {
    return null;
  }
}
