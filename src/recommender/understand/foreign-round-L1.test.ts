import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { expectSameReading, topGenres as genresOf } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { foreignLanguages, translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const topGenres = (text: string) => genresOf(index, text);

describe("French, Italian, Spanish, Portuguese and Romanian requests as people type them", () => {
  it.each([
    ["fr", "un film de braquage", "a heist movie"],
    ["fr", "un film sombre et dérangeant", "a dark and disturbing film"],
    ["fr", "un film de guerre tiré d'une histoire vraie", "a war film based on a true story"],
    ["fr", "un film flippant avec des fantômes", "a creepy film with ghosts"],
    ["it", "un film su una rapina", "a film about a heist"],
    ["it", "un film strappalacrime", "a tearjerker film"],
    ["it", "un film di spionaggio", "a spy film"],
    ["it", "un film fantasy con la magia", "a fantasy film with magic"],
    ["es", "una película bélica basada en hechos reales", "a war movie based on true events"],
    ["es", "una peli de atracos", "a heist movie"],
    ["es", "una peli de un asesino en serie", "a movie about a serial killer"],
    ["pt", "um faroeste dos anos 60 ou 70", "a western from the 60s or 70s"],
    ["pt", "um filme de assaltos", "a heist film"],
    ["pt", "um filme de zumbi", "a zombie film"],
    ["ro", "un film cu jafuri", "a film with heists"],
    ["ro", "un film cu spioni", "a film with spies"],
    ["ro", "un film despre un criminal în serie", "a film about a serial killer"],
  ])("%s: %j reads like %j", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it.each([
    ["fr", "une série avec des épisodes courts"],
    ["it", "una serie con episodi brevi"],
    ["es", "una serie con capítulos cortos"],
    ["pt", "uma série com episódios curtos"],
    ["ro", "un serial cu episoade scurte"],
  ])("%s: short episodes in %j are half-hour episodes, as in English", (_language, text) => {
    expect(parseMood(index, text).maxRuntime).toBe(parseMood(index, "a series with short episodes").maxRuntime);
  });

  it.each([
    ["fr", "un truc comme Amélie mais plus léger"],
    ["it", "qualcosa tipo Amélie ma più leggero"],
    ["es", "algo como Amélie pero más ligero"],
    ["pt", "algo tipo Amélie mas mais leve"],
    ["ro", "ceva gen Amélie dar mai lejer"],
  ])("%s: 'lighter' after a title is read as lighter in %j", (_language, text) => {
    expect(parseMood(index, text).modifiers).toContain("lighter");
  });

  it.each([
    ["fr", "un film pour une soirée entre copines", "with friends"],
    ["it", "un film per una serata tra amici", "with friends"],
    ["es", "una peli para una cita romántica", "date night"],
    ["es", "una peli para una noche de chicas", "with friends"],
    ["pt", "um filme pra ver com o namorado", "date night"],
    ["ro", "un film pentru o seară romantică", "date night"],
  ])("%s: reads the occasion in %j", (_language, text, occasion) => {
    expect(parseMood(index, text).occasion).toBe(occasion);
  });
});

describe("refusals and the words around them", () => {
  it.each([
    ["it", "un horror ma non troppo splatter", "gory"],
    ["fr", "un film à regarder avec ma grand-mère, rien de vulgaire", "raunchy"],
    ["it", "un film da vedere con la nonna, niente di volgare", "raunchy"],
  ])("%s: refuses %j", (_language, text, mood) => {
    expect(parseMood(index, text).excludeMoods).toContain(mood);
  });

  it.each([
    ["it", "niente horror, sono sola a casa", "Horror"],
    ["es", "una peli de aventuras para niños, que no sea de dibujos", "Animation"],
    ["es", "nada de romance, ni historias de amor", "Romance"],
    ["pt", "nada de romance, nem histórias de amor", "Romance"],
  ])("%s: reads the refused genre in %j", (_language, text, genre) => {
    expect(parseMood(index, text).excludeGenres).toContain(genre);
  });

  it("reads the Italian 'ma' as 'but', not the French 'my'", () => {
    expect(foreignLanguages("un horror ma non troppo splatter")[0]).toBe("it");
    expect(translateForeign("romantico ma senza drammi")).toContain("but");
  });

  it("still reads French with 'ma' and 'un' no longer markers", () => {
    expect(parseMood(index, "pas de violence, ma fille a 8 ans")).toMatchObject({ viewerAge: 8, familySafe: true });
    expect(parseMood(index, "un polar, un whodunit").genres.Crime).toBeGreaterThan(0);
  });

  it.each([
    ["it", "niente serie tv per favore, solo un film"],
    ["es", "nada de series porfa, solo una peli"],
    ["pt", "série não, por favor, só um filme"],
  ])("%s: 'just a film' is not a night alone in %j", (_language, text) => {
    const p = parseMood(index, text);
    expect(p.occasion).not.toBe("alone");
    expect(p.type).toBe("movie");
  });

  it("Portuguese 'no estilo' is a likeness, not a refusal, and 'sobre' is about, not sober", () => {
    expect(parseMood(index, "um filme no estilo Tarantino").excludeMoods).not.toContain("stylish");
    expect(parseMood(index, "um filme sobre futebol").terms).not.toContain("sad");
    expect(parseMood(index, "um filme sobre futebol").terms).toContain("football");
  });

  it("French 'j'ai' is not the English 'AI'", () => {
    expect(topGenres("j'ai envie de rire, une comédie débile")).toEqual(["Comedy"]);
    expect(topGenres("rien de trop triste, j'ai eu une journée pourrie")).not.toContain("Science Fiction");
  });
});

describe("lengths, eras and short requests", () => {
  it.each([
    ["ro", "nimic prea lung, sunt obosit", 120],
    ["ro", "nu un serial, un film de vreo 90 de minute", 95],
    ["ro", "un film sub o oră și jumătate", 89],
  ])("%s: a short Romanian request is read as Romanian: %j", (_language, text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["es", "un thriller de los 90", 1990, 1999],
    ["pt", "um suspense dos anos 90", 1990, 1999],
    ["ro", "un western din anii 60 sau 70", 1960, 1979],
    ["es", "una comedia ochentera", 1980, 1989],
    ["it", "film vecchi di prima del 1970", null, 1969],
    ["pt", "filmes velhos de antes de 1970", null, 1969],
    ["ro", "filme vechi de dinainte de 1970", null, 1969],
  ])("%s: reads the years in %j", (_language, text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the Spanish 'una de' as a film of that kind, and Mexican 'chida' as nice, not Chinese", () => {
    expect(parseMood(index, "una de vampiros").type).toBe("movie");
    expect(parseMood(index, "una peli bien chida para el domingo").languages).toEqual({});
  });

  it("an Italian elision leaves the word after it for the English parser", () => {
    expect(parseMood(index, "un film toccante sull'amicizia").terms).toContain("friendship");
  });
});

describe("the genre said after its head ('film d'horreur', 'películas de guerra')", () => {
  it.each([
    ["je veux pas de film d'horreur", "Horror"],
    ["pas de films de guerre, une comédie", "War"],
    ["no quiero películas de terror", "Horror"],
    ["niente film di guerra", "War"],
  ])("%j refuses %s, not every film", (text, genre) => {
    const mood = parseMood(index, text);
    expect(mood.excludeGenres).toContain(genre);
    expect(mood.negated).not.toContain("no film");
    expect(mood.type).not.toBe("tv");
  });

  it("a word after 'de' that is no genre stays where it is ('un film de mon enfance')", () => {
    expect(translateForeign("un film de mon enfance")).toContain("film de");
    expect(parseMood(index, "un film d'horreur").genres.Horror ?? 0).toBeGreaterThan(0);
  });
});
