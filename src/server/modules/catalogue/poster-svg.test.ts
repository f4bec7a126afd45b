// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The poster is checked with a real XML parser (jsdom's DOMParser), so this one server test needs DOM types.
import { describe, expect, it } from "vitest";
import { GENRES } from "../../../shared/vocabulary";
import { readCatalogueFiles } from "./catalogue-files";
import { POSTER_WIDTH } from "./poster-canvas";
import { type PosterInput, posterSvg } from "./poster-svg";
import { escapeXml, layoutTitle, textWidth } from "./poster-title";

/** Parses SVG as XML; throws on a malformed document. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const error = doc.querySelector("parsererror");
  if (error) throw new Error(`malformed SVG: ${error.textContent}`);
  return doc;
}

const base: PosterInput = { id: "alien-1979", title: "Alien", type: "movie", year: 1979, genres: ["Horror"] };

describe("poster SVG", () => {
  it("is a 2:3 poster with the title, year and type", () => {
    const svg = posterSvg(base);
    const doc = parse(svg);
    const root = doc.documentElement;
    expect(root.getAttribute("viewBox")).toBe("0 0 400 600");
    expect(root.getAttribute("role")).toBe("img");
    expect(root.getAttribute("aria-label")).toBe("Alien (1979) poster");
    const texts = [...doc.querySelectorAll("text")].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(["ALIEN", "1979", "MOVIE", "HORROR"]));
    expect(posterSvg({ ...base, type: "tv" })).toContain(">SERIES<");
  });

  it("is deterministic per id and varies between ids", () => {
    expect(posterSvg(base)).toBe(posterSvg({ ...base }));
    expect(posterSvg({ ...base, id: "alien-1980" })).not.toBe(posterSvg(base));
  });

  it("draws a different palette and motif for every genre, and falls back for unknown ones", () => {
    const motifs = new Set<string>();
    for (const genre of GENRES) {
      const svg = posterSvg({ ...base, genres: [genre] });
      parse(svg);
      // the motif group, without colours, tells the drawings apart
      const motif = /<g>(.*?)<\/g><rect y=/.exec(svg)?.[1]?.replace(/hsl\([^)]*\)/g, "") ?? "";
      expect(motif.length, genre).toBeGreaterThan(100);
      motifs.add(motif.replace(/[\d.-]+/g, "0"));
    }
    expect(motifs.size).toBe(GENRES.length);
    expect(() => parse(posterSvg({ ...base, genres: ["Unknown"] }))).not.toThrow();
    expect(() => parse(posterSvg({ ...base, genres: [] }))).not.toThrow();
  });

  it("escapes XML in titles", () => {
    const nasty = `Tom & Jerry <script>alert("x")</script> 'quoted' ]]>`;
    const svg = posterSvg({ ...base, title: nasty });
    expect(svg).not.toContain("<script>");
    const doc = parse(svg);
    expect(doc.querySelector("title")?.textContent).toBe(`${nasty} (1979)`);
    expect(escapeXml(`<a href="x">&'`)).toBe("&#60;a href=&#34;x&#34;&#62;&#38;&#39;");
  });

  it("sets short titles large and shrinks and wraps long ones to fit", () => {
    expect(layoutTitle("Up").size).toBe(72);
    const long = layoutTitle("The Lord of the Rings: The Fellowship of the Ring");
    expect(long.size).toBeLessThan(50);
    expect(long.lines.length).toBeGreaterThan(1);
    const huge = layoutTitle(`${"Very Long Title Words ".repeat(30)}End`);
    expect(huge.lines.at(-1)?.endsWith("…")).toBe(true);
    const word = layoutTitle("Supercalifragilisticexpialidocious");
    expect(word.lines.join("").replace(/-/g, "")).toBe("SUPERCALIFRAGILISTICEXPIALIDOCIOUS");
  });

  it("fits every title of the catalogue inside the poster", () => {
    const { titles } = readCatalogueFiles();
    const tooWide: string[] = [];
    for (const t of titles) {
      const { size, lines } = layoutTitle(t.title);
      if (size < 22 || lines.length > 6) tooWide.push(`${t.id}: ${size}px ${lines.length} lines`);
      for (const l of lines) {
        if (textWidth(l) * size > POSTER_WIDTH - 64 + 0.5) tooWide.push(`${t.id}: "${l}" at ${size}px`);
      }
      if (lines.join(" ").replace(/-/g, "").replace(/ /g, "") !== t.title.toUpperCase().replace(/[\s-]/g, ""))
        tooWide.push(`${t.id}: text lost`);
    }
    expect(tooWide).toEqual([]);
  });
});
