import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv, unescapeCell } from "./csv-write";
import { atLeast } from "./testing/at-least";

describe("CSV output", () => {
  it("neutralises formula starts and quotes what needs quoting", () => {
    expect(["=1+1", "+A1", "-2", "@SUM(A1)", "\tx", "\rx", "plain", "a,b", 'say "hi"'].map(csvCell)).toEqual([
      "'=1+1",
      "'+A1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
      "plain",
      '"a,b"',
      '"say ""hi"""',
    ]);
    expect(csvCell(null)).toBe("");
    expect(csvCell(1995)).toBe("1995");
  });

  it("round-trips through a real CSV parser and unescapeCell", () => {
    const titles = ['=HYPERLINK("http://x","y")', "Heat, Part 2", "-ish", "Line\nbreak", "'quoted'"];
    const text = toCsv(
      ["Title"],
      titles.map((t) => [t]),
    );
    const back = (parse(text) as string[][]).slice(1).map((r) => unescapeCell(atLeast(r, 1)[0]));
    expect(back).toEqual(titles);
    for (const line of text.split("\r\n")) expect(line).not.toMatch(/^[=+\-@]/);
  });
});
