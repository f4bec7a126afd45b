import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { expectReadInTime, expectSameReading, topGenres as genresOf } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { foreignLanguages, translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const topGenres = (text: string) => genresOf(index, text);

describe("Icelandic, Afrikaans and Hindi in Latin letters", () => {
  it.each([
    ["is", "ég vil horfa á hryllingsmynd í kvöld", "i want to watch a horror film tonight"],
    ["is", "eitthvað fyndið fyrir alla fjölskylduna", "something funny for the whole family"],
    ["is", "rómantísk gamanmynd með konunni minni", "a romantic comedy film with my wife"],
    ["af", "ek wil vanaand 'n gruwelfliek kyk", "i want to watch a horror film tonight"],
    ["af", "iets snaaks vir die hele gesin", "something funny for the whole family"],
    ["af", "'n romantiese komedie saam met my vrou", "a romantic comedy with my wife"],
    ["hi-latn", "mujhe kuch mazedaar chahiye", "i want something funny"],
    ["hi-latn", "meri biwi ke saath romantic movie", "a romantic movie with my wife"],
  ])("%s: %j reads like %j", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
    expect(parseMood(index, foreign).occasion).toBe(parseMood(index, english).occasion);
  });

  it.each([
    ["is", "ekki hryllingsmynd, eitthvað létt", "Horror"],
    ["is", "ég vil ekki stríðsmynd", "War"],
    ["af", "geen gruwel nie, iets snaaks asseblief", "Horror"],
    ["af", "ek wil nie oorlog of gruwel hê nie", "War"],
    ["af", "ek wil nie oorlog of gruwel hê nie", "Horror"],
    ["hi-latn", "horror nahi chahiye, kuch halki comedy", "Horror"],
    ["hi-latn", "darawni movies bilkul nahi", "Horror"],
    ["hi-latn", "war ya horror nahi chahiye", "War"],
  ])("%s: reads the refusal in %j", (_language, text, genre) => {
    expect(parseMood(index, text).excludeGenres).toContain(genre);
    expect(topGenres(text)).not.toContain(genre);
  });

  it.each([
    ["is", "þáttaröð, ekki lengri en 2 klukkutímar", 120],
    ["is", "kvikmynd undir 90 mínútum", 89],
    ["af", "'n fliek nie langer as 2 ure nie", 120],
    ["af", "'n komedie korter as 90 minute", 89],
    ["hi-latn", "2 ghante se kam ki movie", 119],
    ["hi-latn", "dedh ghante tak ki comedy", 90],
  ])("%s: reads the runtime limit in %j", (_language, text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["is", "kvikmynd fyrir 2000", null, 1999],
    ["is", "spennumynd eftir 2010", 2011, null],
    ["af", "'n fliek van voor 2000", null, 1999],
    ["af", "'n aksiefliek na 2010", 2011, null],
    ["hi-latn", "2000 se pehle ki film", null, 1999],
    ["hi-latn", "2010 ke baad ki comedy", 2011, null],
    ["hi-latn", "90 ke dashak ki purani movie", 1990, 1999],
  ])("%s: reads the years in %j", (_language, text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it.each([
    ["is", "teiknimynd fyrir 6 ára barn", 6],
    ["af", "'n spotprent vir my 6-jarige seun", 6],
    ["hi-latn", "6 saal ki beti ke liye movie", 6],
  ])("%s: reads the child's age in %j", (_language, text, viewerAge) => {
    expect(parseMood(index, text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["is", "góð glæpaþáttaröð", "tv"],
    ["is", "mig langar að horfa á kvikmynd", "movie"],
    ["af", "'n goeie misdaadreeks", "tv"],
    ["af", "ek soek 'n fliek", "movie"],
    ["hi-latn", "koi acchi thriller web series batao", "tv"],
  ])("%s: reads a film or a series in %j", (_language, text, type) => {
    expect(parseMood(index, text).type).toBe(type);
  });

  it.each([
    ["is", "hryllingsmynd í kvöld"],
    ["af", "'n snaakse fliek vanaand"],
    ["hi-latn", "kuch darawni chahiye"],
  ])("reads %s first in %j", (language, text) => {
    expect(foreignLanguages(text)[0]).toBe(language);
  });

  it("reads 'um die 60' as an age, 'frühe 80er' as early in the decade and Dutch 'hooguit' as at most", () => {
    const german = parseMood(
      index,
      "wir sind alle um die 60 und wollen einen Film aus unserer Jugend, so 70er oder frühe 80er",
    );
    expect([german.yearMin, german.yearMax]).toEqual([1970, 1984]);
    expect(translateForeign("een spannende film van hooguit anderhalf uur")).toContain("at most an hour and a half");
    expect(parseMood(index, "een spannende film van hooguit anderhalf uur").maxRuntime).toBe(90);
    expect(parseMood(index, "une série légère, des épisodes d'une demi-heure max").maxRuntime).toBe(30);
  });

  it.each([
    ["is", "gömul heimildarmynd um tónlist"],
    ["fi", "vanha lännenelokuva"],
  ])("%s: %j asks for a film, as its word for one says", (_language, said) => {
    expect(parseMood(index, said).type).toBe("movie");
  });

  it.each([
    "un classique en noir et blanc",
    "ein alter Schwarzweiß-Klassiker",
    "en gammal svartvit film",
    "stary film czarno-biały",
    "egy régi fekete-fehér film",
    "eski siyah beyaz bir film",
    "古い白黒映画",
  ])("reads black and white in %j", (said) => {
    expect(parseMood(index, said).terms).toContain("black and white");
  });

  it.each([
    ["un documental sobre la naturaleza", "nature"],
    ["iets over dieren", "animals"],
    ["ein Film über Tiere", "animals"],
    ["coś o przyrodzie", "nature"],
    ["hayvanlar hakkında bir belgesel", "animals"],
    ["noe om natur og dyr", "animals"],
  ])("reads %j as about %s", (said, subject) => {
    expect(parseMood(index, said).terms).toContain(subject);
  });

  it("reads 'not too long' in Hinglish as a limit", () => {
    expect(translateForeign("comedy chahiye, zyada lambi nahi")).toContain("not too long");
    expect(parseMood(index, "comedy chahiye, zyada lambi nahi").maxRuntime).not.toBeNull();
  });

  it("leaves English requests and titles with look-alike words alone", () => {
    for (const text of [
      "I want to watch Ek Tha Tiger",
      "a film with Naya Rivera",
      "born in the 80s, a film for my nana",
      "something like Run Lola Run, or a film with Ang Lee",
      "a Hindi film, ya know, 2 hours max",
      "do you have a movie with no horror, na?",
      "a beta tester comedy, not too long",
      "the mat and the hat, a kids film",
      "a film of the year, and a spoke of the wheel",
      "a comedy from the 80s, not too long, for a date",
      "e.g. a Nordic noir series",
    ]) {
      expect(translateForeign(text)).toBe(text);
      expect(foreignLanguages(text)).toEqual([]);
    }
  });

  it("stays fast on long hostile text", () => {
    const hostile = [
      "nie geen nie ".repeat(1600),
      `nie ${"a ".repeat(10_000)} nie`,
      "horror movies bilkul nahi chahiye ".repeat(600),
      "meri biwi ke saath ke liye ".repeat(800),
      "dedh ghante se zyada lambi nahi ".repeat(700),
      `${"a".repeat(20_000)} nahi`,
      "fyrir 2000 eftir 6 ára ".repeat(900),
      "'n'n'n'n ".repeat(2500),
      "þþþððð ".repeat(3000),
    ];
    expectReadInTime(index, hostile);
  });
});
