import { describe, expect, it } from "vitest";
import { FileProblem, readCsv } from "./csv-read";
import { imdbType, parseDay, rowsOf } from "./formats";

const NOW = new Date("2026-11-01T12:00:00Z");
const problem = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof FileProblem) return err.message;
    throw err;
  }
  throw new Error("expected a FileProblem");
};
const rows = (text: string, source: "letterboxd" | "imdb", kind: "ratings" | "watched" | "watchlist") =>
  rowsOf(readCsv(text, 100), source, kind, NOW);

describe("readCsv", () => {
  it("reads quoted fields, a BOM, CRLF and blank lines, numbering rows by file line", () => {
    const t = readCsv('\uFEFFDate,Name\r\n2024-01-01,"Heat, the ""remake"""\r\n\r\n2024-01-02,"Two\nlines"\r\n', 10);
    expect(t.header).toEqual(["Date", "Name"]);
    expect(t.rows).toEqual([
      { line: 2, cells: ["2024-01-01", 'Heat, the "remake"'] },
      { line: 5, cells: ["2024-01-02", "Two\nlines"] },
    ]);
  });

  it("refuses binary content, bad UTF-8, broken quoting, ragged rows, empty files and too many rows", () => {
    expect(problem(() => readCsv("a,b\n1,\u0000\n", 10))).toBe("The file contains binary data, not CSV text.");
    expect(problem(() => readCsv("a,b\n1,\uFFFD\n", 10))).toMatch(/not UTF-8/);
    expect(problem(() => readCsv('a,b\n1,"2\n3,4\n', 10))).toMatch(/^Broken quoting near line \d: .*never closed/);
    expect(problem(() => readCsv('a,b\n1,2"x\n', 10))).toBe(
      "Broken quoting on line 2: a field has a stray quote character.",
    );
    expect(problem(() => readCsv("a,b\n1,2,3\n", 10))).toBe("Line 2 has 3 fields, but the header has 2.");
    expect(problem(() => readCsv(" \n", 10))).toBe("The file is empty.");
    expect(problem(() => readCsv("a\n1\n2\n3\n", 2))).toBe(
      "The file has more than 2 rows. Split it and import the parts.",
    );
    expect(readCsv("a\n1\n2\n", 2).rows).toHaveLength(2);
  });
});

describe("rowsOf", () => {
  it("reads a Letterboxd ratings export, stars times two", () => {
    const text =
      "Date,Name,Year,Letterboxd URI,Rating\n2024-03-01,Heat,1995,https://boxd.it/1,4.5\n2024-03-02,Up,,x,0.5\n";
    expect(rows(text, "letterboxd", "ratings")).toEqual([
      { line: 2, title: "Heat", year: 1995, imdbId: null, type: null, rating: 9, date: new Date("2024-03-01") },
      { line: 3, title: "Up", year: null, imdbId: null, type: null, rating: 1, date: new Date("2024-03-02") },
    ]);
  });

  it("reads the Letterboxd import layout our export writes, with Rating10 and imdbID", () => {
    const text = "imdbID,Title,Year,Rating10,WatchedDate\ntt0113277,'=Heat,1995,7,2024-01-01\n";
    expect(rows(text, "letterboxd", "ratings")[0]).toMatchObject({ imdbId: "tt0113277", title: "=Heat", rating: 7 });
  });

  it("reads IMDb ratings and watchlist files with their title types", () => {
    const ratings =
      "Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\n" +
      "tt0078748,9,2023-05-01,Alien,Alien,https://www.imdb.com/title/tt0078748/,Movie,8.5,117,1979,Horror,1,1979-05-25,Ridley Scott\n" +
      "tt0000001,6,2023-05-02,Some Episode,,u,tvEpisode,7,30,2001,Drama,1,,\n";
    expect(rows(ratings, "imdb", "ratings")).toMatchObject([
      { imdbId: "tt0078748", title: "Alien", year: 1979, type: "movie", rating: 9 },
      { type: "unsupported", rating: 6 },
    ]);
    const watchlist =
      "Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated\n" +
      "1,tt0944947,2024-01-01,2024-01-01,,Game of Thrones,,u,TV Series,9.2,57,2011,Drama,1,,,,\n";
    expect(rows(watchlist, "imdb", "watchlist")).toMatchObject([
      { title: "Game of Thrones", type: "tv", rating: null },
    ]);
  });

  it("names the missing column and the expected first line", () => {
    expect(problem(() => rows("Date,Name,Year,Letterboxd URI\n", "letterboxd", "ratings"))).toBe(
      'The file has no "Rating" or "Rating10" column. A ratings file starts with: Date,Name,Year,Letterboxd URI,Rating',
    );
    expect(problem(() => rows("Date,Year\n", "letterboxd", "watched"))).toMatch(
      /^The file has no "Name" or "Title" column/,
    );
    expect(problem(() => rows("Const,Title,Year\n", "imdb", "ratings"))).toMatch(
      /^The file has no "Title Type" column/,
    );
    expect(problem(() => rows("Const,Title,Year\n", "imdb", "watched"))).toMatch(/^IMDb has no export of watched/);
  });

  it("refuses ratings outside the range and malformed years, naming the line", () => {
    const lb = (r: string) => `Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Heat,1995,x,${r}\n`;
    for (const bad of ["0", "5.5", "6", "4.25", "abc", "-1"]) {
      expect(
        problem(() => rows(lb(bad), "letterboxd", "ratings")),
        bad,
      ).toMatch(/^Line 2: Rating ".*" is outside/);
    }
    expect(problem(() => rows(lb(""), "letterboxd", "ratings"))).toBe("Line 2 has no rating.");
    expect(problem(() => rows("Title,Year,Rating10\nHeat,1995,11\n", "letterboxd", "ratings"))).toMatch(
      /Rating10 "11"/,
    );
    expect(problem(() => rows("Name,Year\nHeat,95\n", "letterboxd", "watched"))).toBe('Line 2: "95" is not a year.');
  });

  it("keeps dates that are real days and not in the future", () => {
    expect(parseDay("2024-02-29", NOW)).toEqual(new Date("2024-02-29"));
    expect(parseDay("2023-02-29", NOW)).toBeNull();
    expect(parseDay("2099-01-01", NOW)).toBeNull();
    expect(parseDay("01/02/2024", NOW)).toBeNull();
    expect(imdbType("tvMiniSeries")).toBe("tv");
    expect(imdbType("Video Game")).toBe("unsupported");
    expect(imdbType("")).toBeNull();
  });
});
