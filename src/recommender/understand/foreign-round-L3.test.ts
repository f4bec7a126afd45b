import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { expectReadInTime, expectSameReading } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { foreignLanguages, translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);

describe("Ukrainian, Russian, Polish, Czech and Greek, as people type them", () => {
  it.each([
    ["uk", "щось веселе під поганий настрій", "something cheerful for a bad mood"],
    ["ru", "что-нибудь весёлое для поднятия настроения", "something cheerful to cheer me up"],
    ["pl", "cos wesolego na zly humor", "something cheerful for a bad mood"],
    ["cs", "neco veseleho na spatnou naladu", "something cheerful for a bad mood"],
    ["el", "κατι χαρουμενο για κακη διαθεση", "something cheerful for a bad mood"],
    ["uk", "детективний серіал після 2010 року", "a detective series after 2010"],
    ["ru", "детективный сериал после 2010 года", "a detective series after 2010"],
    ["pl", "tajemniczy thriller z zaskakującym zakończeniem", "a mysterious thriller with a twist ending"],
    ["cs", "záhadný thriller s nečekaným koncem", "a mysterious thriller with a twist ending"],
    ["el", "μυστηριώδες θρίλερ με ανατροπή στο τέλος", "a mysterious thriller with a twist ending"],
    ["pl", "film do popłakania", "a film for a good cry"],
    ["cs", "film na brečení", "a film for a good cry"],
    ["el", "ρομαντική κομεντί", "a romantic comedy"],
    ["uk", "фільм про супергероїв", "a film about superheroes"],
    ["ru", "фильм про супергероев", "a film about superheroes"],
    ["pl", "film o superbohaterach", "a film about superheroes"],
    ["cs", "film o superhrdinech", "a film about superheroes"],
    ["uk", "шпигунський фільм", "a spy film"],
    ["ru", "шпионский фильм", "a spy film"],
    ["el", "κατασκοπευτική ταινία", "a spy film"],
    ["ru", "биографический фильм о музыканте", "a biopic film about a musician"],
    ["cs", "životopisný film o hudebníkovi", "a biopic film about a musician"],
    ["uk", "щось із щасливим кінцем", "something with a happy ending"],
    ["pl", "coś ze szczęśliwym zakończeniem", "something with a happy ending"],
    ["el", "κάτι με χάπι εντ", "something with a happy ending"],
    ["ru", "что-то умное, чтобы подумать", "something smart, to make you think"],
    ["el", "κάτι έξυπνο που σε βάζει σε σκέψεις", "something smart and thought-provoking"],
    ["cs", "animák pro celou rodinu", "a cartoon for the whole family"],
    ["ru", "мультики для малышей", "cartoons for little kids"],
    ["el", "κάτι χαρούμενο και ανάλαφρο", "something cheerful and light"],
    ["pl", "film przygodowy dla dziecka 7 lat", "an adventure film for a 7 year old"],
    ["uk", "фільм для чотирирічної дитини", "a film for a 4 year old"],
    ["ru", "мультик для четырехлетнего ребенка", "a cartoon for a 4 year old"],
    ["pl", "bajka dla czterolatka", "a cartoon for a 4 year old"],
    ["cs", "dobrodružný film pro sedmileté dítě", "an adventure film for a 7 year old"],
  ])("%s: %j reads like %j", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it.each([
    ["pl", "komedia, bez romansu", "Romance"],
    ["el", "κωμωδία χωρίς ρομάντζο", "Romance"],
    ["pl", "tylko nie anime", "Animation"],
    ["cs", "hlavně ne anime", "Animation"],
    ["cs", "žádné animáky, něco pro dospělé", "Animation"],
    ["uk", "без мультиків, щось для дорослих", "Animation"],
  ])("%s: reads the refusal in %j", (_language, text, genre) => {
    expect(parseMood(index, text).excludeGenres).toContain(genre);
  });

  it.each([
    ["ru", "ничего слишком грустного"],
    ["cs", "nic moc smutného"],
  ])("%s: reads %j as nothing sad", (_language, text) => {
    expect(parseMood(index, text).excludeMoods).toContain("tearjerker");
  });

  it.each([
    ["pl", "thriller z lat 90", 1990, 1999],
    ["pl", "science fiction z lat 80 albo 90", 1980, 1999],
    ["cs", "sci-fi z 80. nebo 90. let", 1980, 1999],
    ["pl", "serial kryminalny po 2010 roku", 2011, null],
    ["cs", "detektivka seriál po roce 2010", 2011, null],
    ["ru", "фильмы с 2015 по 2020 год", 2015, 2020],
    ["uk", "фільми з 2015 по 2020 рік", 2015, 2020],
    ["uk", "фільми від 2000 до 2010 року", 2000, 2010],
    ["ru", "романтический фильм нулевых", 2000, 2009],
    ["ru", "комедия восьмидесятых", 1980, 1989],
    ["cs", "film ze sedmdesátých let", 1970, 1979],
    ["el", "ταινίες του 60", 1960, 1969],
    ["el", "ταινία του 2010", 2010, 2010],
  ])("%s: reads the years in %j", (_language, text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads a Polish number before 'lat' as an age, not a span of years", () => {
    expect(parseMood(index, "film z dziećmi (6 i 9 lat)").viewerAge).toBe(6);
    expect(translateForeign("filmy sprzed 20 lat")).not.toContain("year old");
    expect(translateForeign("komedia sprzed 10 lat temu")).not.toContain("year old");
  });

  it.each([
    ["pl", "serial z krótkimi odcinkami", "pl"],
    ["pl", "stare klasyki", "pl"],
    ["ru", "ничего слишком грустного", "ru"],
    ["cs", "s babičkou, nic strašidelného", "cs"],
  ])("%s: knows %j for its language", (_language, text, code) => {
    expect(foreignLanguages(text)[0]).toBe(code);
  });

  it("reads short episodes, one season and not too long", () => {
    expect(parseMood(index, "serial z krótkimi odcinkami")).toMatchObject({ type: "tv", maxRuntime: 30 });
    expect(parseMood(index, "серіал з короткими серіями").maxRuntime).toBe(30);
    expect(parseMood(index, "seriál s krátkými epizodami").maxRuntime).toBe(30);
    expect(parseMood(index, "σύντομη σειρά, μία σεζόν").maxSeasons).toBe(1);
    expect(parseMood(index, "krátký seriál, jedna série").maxSeasons).toBe(1);
    expect(parseMood(index, "serial na weekend, nie za długi").maxRuntime).toBe(120);
    expect(parseMood(index, "ne moc dlouhé, hodina a půl").maxRuntime).toBe(90);
  });

  it("reads Czech 'na' as for, not Dutch 'after', and 'klidně' as even, not calm", () => {
    expect(parseMood(index, "lehká komedie na rande").occasion).toBe("date night");
    expect(translateForeign("dlouhý epický film, klidně 3 hodiny")).not.toContain("calm");
  });

  it("reads Greek 'για μεγάλους' as for adults, not long", () => {
    expect(translateForeign("όχι κινούμενα σχέδια, κάτι για μεγάλους")).toContain("for adults");
    expect(parseMood(index, "όχι κινούμενα σχέδια, κάτι για μεγάλους").runtimePreference).toBeNull();
  });

  it.each([
    ["uk", "серіал як Пуститися берега", "Breaking Bad"],
    ["ru", "сериал как Во все тяжкие", "Breaking Bad"],
    ["cs", "seriál jako Perníkový táta", "Breaking Bad"],
    ["ru", "детектив типа Шерлока", "Sherlock"],
    ["el", "αστυνομική σαν τον Σέρλοκ", "Sherlock"],
  ])("%s: knows the title in %j", (_language, text, title) => {
    const titles = parseMood(index, text).references.map((r) => r.title);
    expect(titles.some((t) => t.startsWith(title))).toBe(true);
  });

  it("leaves English words that look like the new ones alone", () => {
    for (const text of ["a zombie film", "sport film", "a film with pies", "filmy and light, about 90 minutes"]) {
      expect(translateForeign(text)).toBe(text);
      expect(foreignLanguages(text)).toEqual([]);
    }
    expect(translateForeign("una serie corta")).toContain("series");
  });

  it("stays fast on long hostile text", () => {
    expectReadInTime(index, [
      "7 lat ".repeat(3500),
      "z lat 80 albo ".repeat(1500),
      "ostatnich 7 lat ".repeat(1300),
      "с 2015 по ".repeat(2000),
      "від 2000 до 2010 ".repeat(1200),
      "του 60 ".repeat(3000),
      "po 2010 roku ".repeat(1600),
      "80. nebo 90. ".repeat(1600),
    ]);
  });
});
