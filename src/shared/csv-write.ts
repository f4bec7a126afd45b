/**
 * CSV output that a spreadsheet opens as plain text. A cell starting with = + - @, a tab or a
 * carriage return would be run as a formula by Excel, LibreOffice or Sheets (CSV injection), so it
 * gets a leading single quote, the usual neutraliser that spreadsheets hide; unescapeCell undoes
 * it when such a file is imported again.
 */
const FORMULA_STARTS = new Set(["=", "+", "-", "@", "\t", "\r"]);

const isFormulaLike = (text: string) => FORMULA_STARTS.has(text.charAt(0));

/** The cell's text with formula starts neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (isFormulaLike(text)) text = `'${text}`;
  const needsQuotes =
    text.includes(",") || text.includes('"') || text.includes("\n") || text.includes("\r") || text !== text.trim();
  return needsQuotes ? `"${text.split('"').join('""')}"` : text;
}

/** A whole file: the header and the rows, one line each (RFC 4180 line ends). */
export function toCsv(header: readonly string[], rows: readonly (string | number | null | undefined)[][]): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** Reverses csvCell's neutraliser on import: "'=Title" read from our own export is the title "=Title". */
export function unescapeCell(text: string): string {
  return text.startsWith("'") && isFormulaLike(text.slice(1)) ? text.slice(1) : text;
}
