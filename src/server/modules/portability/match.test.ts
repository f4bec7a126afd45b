import { describe, expect, it } from "vitest";
import { buildIndex, type CatalogueTitle, matchRow, titleKey } from "./match";

const t = (id: string, title: string, year: number, type: "movie" | "tv" = "movie", imdb_id: string | null = null) =>
  ({ id, title, year, type, imdb_id }) satisfies CatalogueTitle;

const CATALOGUE = [
  t("heat-1995", "Heat", 1995, "movie", "tt0113277"),
  t("amelie-2001", "Amélie", 2001),
  t("the-matrix-1999", "The Matrix", 1999, "movie", "tt0133093"),
  t("oceans-eleven-2001", "Ocean's Eleven", 2001),
  t("spider-man-2002", "Spider-Man", 2002),
  t("fast-furious-2009", "Fast & Furious", 2009),
  t("dark-waters-2017", "Dark Waters", 2017, "tv"),
  t("dark-waters-2019", "Dark Waters", 2019, "movie", "tt9071322"),
  t("twins-a-2010", "Twins", 2010),
  t("twins-b-2010", "Twins", 2010, "tv"),
  t("echo-2000", "Echo", 2000),
  t("echo-2002", "Echo", 2002),
];
const index = buildIndex(CATALOGUE);
const row = (title: string, year: number | null, extra: Partial<Parameters<typeof matchRow>[1]> = {}) =>
  matchRow(index, { title, year, imdbId: null, type: null, ...extra });
const id = (r: ReturnType<typeof matchRow>) => ("media" in r ? r.media.id : r.reason);

describe("titleKey", () => {
  it("ignores case, diacritics, punctuation, spacing and leading or trailing articles", () => {
    expect(titleKey("Amélie")).toBe(titleKey("AMELIE"));
    expect(titleKey("The Matrix")).toBe(titleKey("matrix"));
    expect(titleKey("Matrix, The")).toBe(titleKey("The Matrix"));
    expect(titleKey("Ocean's Eleven")).toBe(titleKey("Oceans Eleven"));
    expect(titleKey("Spider-Man")).toBe(titleKey("Spiderman"));
    expect(titleKey("L.A. Confidential")).toBe(titleKey("LA Confidential"));
    expect(titleKey("Fast & Furious")).toBe(titleKey("fast and furious"));
    expect(titleKey("  Heat!  ")).toBe("heat");
    // A title that is only an article stays itself.
    expect(titleKey("A")).toBe("a");
    expect(titleKey("!!!")).toBe("!!!");
  });

  it("stays fast on long hostile input", () => {
    const started = performance.now();
    titleKey(`${"a, ".repeat(20_000)}x`);
    titleKey(`${"'.".repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("matchRow", () => {
  it("matches by IMDb id before anything else", () => {
    expect(id(row("Completely different", 1800, { imdbId: "tt0113277" }))).toBe("heat-1995");
  });

  it("matches by normalised title and year, allowing one year either side", () => {
    expect(id(row("amelie", 2001))).toBe("amelie-2001");
    expect(id(row("Matrix, The", 2000))).toBe("the-matrix-1999");
    expect(id(row("Oceans Eleven", 2002))).toBe("oceans-eleven-2001");
    expect(id(row("Heat", 1997))).toBe("not_in_catalogue");
    expect(id(row("Nope", 2001))).toBe("not_in_catalogue");
  });

  it("prefers the exact year over a neighbour and calls two neighbours ambiguous", () => {
    expect(id(row("Echo", 2000))).toBe("echo-2000");
    expect(id(row("Echo", 2001))).toBe("ambiguous");
  });

  it("uses the type when the file gives one, and refuses episodes and games", () => {
    expect(id(row("Twins", 2010))).toBe("ambiguous");
    expect(id(row("Twins", 2010, { type: "tv" }))).toBe("twins-b-2010");
    expect(id(row("Dark Waters", 2018, { type: "movie" }))).toBe("dark-waters-2019");
    expect(id(row("Heat", 1995, { type: "unsupported" }))).toBe("unsupported_type");
  });

  it("never takes a title whose own IMDb id differs from the row's", () => {
    expect(id(row("Dark Waters", 2019, { imdbId: "tt0000001" }))).toBe("not_in_catalogue");
    expect(id(row("Dark Waters", 2017, { imdbId: "tt0000001" }))).toBe("dark-waters-2017");
  });

  it("without a year, matches only a title that is unique", () => {
    expect(id(row("Heat", null))).toBe("heat-1995");
    expect(id(row("Dark Waters", null))).toBe("ambiguous");
  });
});
