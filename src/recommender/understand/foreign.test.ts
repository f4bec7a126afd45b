import { describe, expect, it } from "vitest";
import foreignWords from "../data/foreign-words.json" with { type: "json" };
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const topGenres = (text: string) =>
  Object.entries(parseMood(index, text).genres)
    .filter(([, w]) => w > 0.4)
    .map(([g]) => g)
    .sort();

describe("foreign words and emoji", () => {
  it.each([
    ["una comedia romántica para ver con mi pareja", "a romantic comedy"],
    ["une comédie romantique", "a romantic comedy"],
    ["eine romantische Komödie", "a romantic comedy"],
    ["una película de terror", "a horror movie"],
    ["una peli de terror", "a horror movie"],
    ["un film d'horreur", "a horror film"],
    ["ein Gruselfilm, gruselig", "scary"],
    ["un documental de guerra", "a war documentary"],
    ["een romantische komedie", "a romantic comedy"],
    ["een griezelige film", "a scary film"],
    // the genre words of each language, and German compounds split into them
    ["un documental de música", "a music documentary"],
    ["un documentaire sur la musique", "a music documentary"],
    ["ein Dokumentarfilm über Musik", "a music documentary film"],
    ["ein Kriegsfilm", "a war film"],
    ["een oorlogsfilm", "a war film"],
    ["un documentario di musica", "a music documentary"],
    ["een muziekdocumentaire", "a music documentary"],
  ])("%j reads like %j", (foreign, english) => {
    expect(topGenres(foreign)).toEqual(topGenres(english));
    expect(topGenres(english).length).toBeGreaterThan(0);
  });

  it("reads the everyday Spanish 'peli' as a film", () => {
    expect(parseMood(index, "quiero una peli que me haga reír").type).toBe("movie");
  });

  it("translates negation only in the language's own company", () => {
    expect(translateForeign("quelque chose de doux, pas de violence")).toContain("no violence");
    expect(parseMood(index, "una comedia sin violencia").negated.join(" ")).toMatch(/violen/);
    expect(translateForeign("a con artist film")).toBe("a con artist film");
  });

  it("reads 'too' in each language, so 'not too' limits instead of naming a keyword", () => {
    expect(translateForeign("un film romantique mais pas trop niais")).toContain("not too");
    expect(translateForeign("ein Krimi, aber nicht zu brutal")).toContain("not too brutal");
    expect(parseMood(index, "un film romantique mais pas trop niais").excludeKeywords).toEqual([]);
  });

  it.each([
    ["qualcosa di western, anni sessanta o settanta", 1960, 1979],
    ["una peli de los ochenta", 1980, 1989],
    ["un film des années quatre-vingt", 1980, 1989],
    ["ein Film aus den Achtzigern", 1980, 1989],
    ["een misdaadserie uit de jaren tachtig", 1980, 1989],
    ["een spannende film uit de jaren 90", 1990, 1999],
  ])("%j names the decades in words", (text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it("leaves English words that look foreign alone", () => {
    for (const text of ["anime tonight", "a courtroom drama, something kinder", "Die Hard is my favourite"]) {
      expect(translateForeign(text)).toBe(text);
    }
  });

  it("splits hyphenated compounds", () => {
    expect(translateForeign("eine Science-Fiction-Serie zum Durchschauen")).toBe(
      "eine science fiction series to binge",
    );
  });

  it("reads emoji, with or without the variation selector", () => {
    expect(topGenres("😂🍿")).toEqual(topGenres("funny movie night"));
    expect(translateForeign("date night ❤️")).toContain("romantic");
    expect(translateForeign("date night ❤")).toContain("romantic");
    expect(parseMood(index, "😱👻").recognised).toBe(true);
  });

  it("every emoji in the table reads as something the reader knows (🏈, 🦖, 📺, 🏴‍☠️ …)", () => {
    for (const emoji of Object.keys(foreignWords.emoji)) {
      const mood = parseMood(index, emoji);
      expect(mood.recognised, emoji).toBe(true);
      expect(mood.facets.length > 0 || mood.type !== null, emoji).toBe(true);
    }
  });

  it("reads a run of decade words in linear time", () => {
    const started = performance.now();
    translateForeign(`un film ${"anni sessanta o settanta ".repeat(400)}`);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("stays fast on long hostile text", () => {
    const hostile =
      "comedia ".repeat(2000) + "😂".repeat(2000) + "los 90 5 años 90er ".repeat(500) + "horrorfilmeserie".repeat(300);
    const started = performance.now();
    translateForeign(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("foreign grammar beyond single words", () => {
  it.each([
    ["una commedia romantica", "a romantic comedy"],
    ["um filme de terror", "a horror movie"],
    ["etwas Romantisches", "something romantic"],
    ["une série policière", "a crime series"],
    ["bitte keine Horrorfilme, eine Komödie", "no horror films, a comedy"],
  ])("%j reads like %j", (foreign, english) => {
    const a = parseMood(index, foreign);
    const b = parseMood(index, english);
    expect(topGenres(foreign)).toEqual(topGenres(english));
    expect(a.excludeGenres).toEqual(b.excludeGenres);
    expect(a.type).toBe(b.type);
  });

  it("reads runtimes, decades and ages written in other languages", () => {
    expect(parseMood(index, "etwas Lustiges, nicht länger als 2 Stunden").maxRuntime).toBe(120);
    expect(parseMood(index, "un film d'action des années 90")).toMatchObject({ yearMin: 1990, yearMax: 1999 });
    expect(parseMood(index, "ein Krimi aus den 80ern")).toMatchObject({ yearMin: 1980, yearMax: 1989 });
    expect(parseMood(index, "dibujos animados para mi hija de 5 años")).toMatchObject({
      viewerAge: 5,
      familySafe: true,
    });
  });

  it.each([
    ["algo de terror, pero que dure menos de hora y media", 90],
    ["una comedia de menos de una hora y media", 90],
    ["un film d'horreur de moins d'une heure et demie", 90],
    ["ein Krimi unter anderthalb Stunden", 90],
    ["una commedia di meno di un'ora e mezza, per stasera", 90],
    ["um filme de terror com menos de uma hora e meia", 90],
    ["een film van minder dan anderhalf uur", 90],
    ["un film comique de moins d'une heure", 60],
  ])("reads the hour and a half and the hour in %j", (foreign, minutes) => {
    expect(parseMood(index, foreign).maxRuntime).toBe(minutes);
  });

  it.each([
    ["una serie de ciencia ficción de 2015 en adelante", 2015],
    ["une comédie à partir de 2000", 2000],
    ["ein Krimi ab 2015", 2015],
    ["qualcosa di comico dal 2010 in poi", 2010],
    ["um filme de terror a partir de 2012", 2012],
    ["een film vanaf 2015", 2015],
  ])("reads an open-ended period in %j", (foreign, yearMin) => {
    expect(parseMood(index, foreign)).toMatchObject({ yearMin, yearMax: null });
  });

  it("leaves English numbers and titles alone", () => {
    expect(translateForeign("Die Hard 2, something from the 90s")).toBe("Die Hard 2, something from the 90s");
    expect(parseMood(index, "a 90 minute thriller").yearMin).toBeNull();
  });
});
