import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { expectReadInTime, expectSameReading, topGenres as genresOf } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { foreignLanguages, translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const topGenres = (text: string) => genresOf(index, text);

describe("Indonesian, Tagalog, Vietnamese, Turkish, Swahili, Hungarian and Finnish, second pass", () => {
  it.each([
    // parents, said as each language says them
    ["id", "film keluarga untuk ditonton bersama orang tua", "a family film to watch with my parents"],
    ["tl", "pampamilyang pelikula kasama ang mga magulang ko", "a family film to watch with my parents"],
    ["vi", "phim gia đình xem cùng bố mẹ", "a family film to watch with my parents"],
    ["tr", "annemle babamla izleyebileceğim aile filmi", "a family film to watch with my parents"],
    ["sw", "filamu ya familia ya kuangalia na wazazi wangu", "a family film to watch with my parents"],
    ["hu", "családi film a szüleimmel", "a family film to watch with my parents"],
    ["fi", "perhe-elokuva vanhempieni kanssa", "a family film to watch with my parents"],
    // refusals said before or after what they refuse
    ["vi", "phim kinh dị nhưng đừng đáng sợ quá", "a horror movie but not too scary"],
    ["hu", "horrorfilm, de ne legyen túl ijesztő", "a horror movie but not too scary"],
    ["sw", "filamu ya kutisha lakini isiwe ya kutisha sana", "a horror movie but not too scary"],
    ["tr", "ani korku sahneleri olmayan korku filmi", "a horror film without jump scares"],
    ["vi", "không muốn phim tình cảm, muốn xem hành động", "no romance, I want action"],
    // comparatives and likenesses
    ["id", "kayak Harry Potter tapi lebih ringan", "like Harry Potter but lighter"],
    ["fi", "kuin Harry Potter mutta kevyempi", "like Harry Potter but lighter"],
    ["hu", "olyan mint a Harry Potter, csak könnyedebb", "like Harry Potter but lighter"],
    // words found in round two
    ["tr", "yağmurlu bir gün için rahat bir film", "a cozy film for a rainy day"],
    ["vi", "phim thể thao truyền cảm hứng", "an inspiring sports film"],
    ["id", "film perampokan", "a heist film"],
    ["sw", "filamu ya fumbo yenye mwisho usiotarajiwa", "a mystery film with a twist ending"],
  ])("%s: %j reads like %j", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
    expect(parseMood(index, foreign).occasion).toBe(parseMood(index, english).occasion);
  });

  it.each([
    ["tl", "mga pelikula noong dekada 80 o 90"],
    ["sw", "filamu za miaka ya 80 au 90"],
    ["vi", "phim từ những năm 80 hoặc 90"],
    ["fi", "80- tai 90-luvun elokuvia"],
  ])("%s: reads both decades in %j", (_language, text) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin: 1980, yearMax: 1999 });
  });

  it.each([
    ["id", "film thriller setelah 2010", 2011, null],
    ["hu", "thriller 2010 utánról", 2011, null],
    ["hu", "sci-fi 2010 utáni", 2011, null],
  ])("%s: reads the years in %j", (_language, text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it.each([
    ["id", "film kurang dari 2 jam", 119],
    ["id", "film maksimal satu setengah jam", 90],
    ["fi", "noin 90 minuutin komedia", 95],
    ["fi", "korkeintaan puolitoista tuntia pitkä elokuva", 90],
    ["hu", "rövidfilm, legfeljebb fél óra", 30],
    // short episodes, with the adjective after its noun or on a case ending
    ["id", "serial dengan episode pendek", 30],
    ["tl", "serye na maikli ang mga episode", 30],
    ["vi", "phim bộ có tập ngắn", 30],
    ["tr", "kısa bölümlü bir dizi", 30],
    ["sw", "tamthilia yenye vipindi vifupi", 30],
    ["hu", "sorozat rövid részekkel", 30],
  ])("%s: reads the runtime limit in %j", (_language, text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it("reads a length with 'pitkä' after it as the limit, not a wish for a long film", () => {
    expect(parseMood(index, "korkeintaan puolitoista tuntia pitkä elokuva").runtimePreference).not.toBe("long");
  });

  it.each([
    ["fi", "hauska elokuva lasten kanssa (6 ja 9 vuotta)", 6],
    ["fi", "sarja lapsille (5 vuotta)", 5],
  ])("%s: reads the child's age in %j", (_language, text, viewerAge) => {
    expect(parseMood(index, text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it("reads Finnish years of time ago as no age", () => {
    expect(parseMood(index, "sarja joka alkoi 10 vuotta sitten").viewerAge).toBeNull();
  });

  it.each([
    ["tr", "anime istemiyorum", "Animation"],
    ["fi", "ei animea", "Animation"],
    ["vi", "không muốn phim tình cảm, muốn xem hành động", "Romance"],
  ])("%s: reads the refusal in %j", (_language, text, genre) => {
    expect(parseMood(index, text).excludeGenres).toContain(genre);
    expect(topGenres(text)).not.toContain(genre);
  });

  it.each([
    ["tr", "ani korku sahneleri olmayan korku filmi", "a horror film without jump scares"],
    ["hu", "horrorfilm, de ne legyen túl ijesztő", "a horror movie but not too scary"],
    ["sw", "si tamthilia, filamu tu", "not a series, a film"],
    ["id", "bukan serial, film aja", "not a series, a film"],
  ])("%s: refuses in %j what %j refuses, and nothing the person asked for", (_language, text, english) => {
    const foreign = parseMood(index, text);
    const reference = parseMood(index, english);
    expect(foreign.negated).toEqual(reference.negated);
    expect(foreign.penaliseGenres).toEqual(reference.penaliseGenres);
    expect(foreign.excludeKeywords).toEqual(reference.excludeKeywords);
  });

  it.each([
    ["id", "kayak Harry Potter tapi lebih ringan"],
    ["fi", "kuin Harry Potter mutta kevyempi"],
    ["hu", "olyan mint a Harry Potter, csak könnyedebb"],
    ["tr", "Harry Potter gibi ama daha hafif"],
    ["sw", "kama Harry Potter lakini nyepesi zaidi"],
  ])("%s: reads the comparative in %j", (_language, text) => {
    expect(parseMood(index, text).modifiers).toContain("lighter");
  });

  it.each([
    ["tr", "üzücü sonları sevmiyorum"],
    ["fi", "en tykkää surullisista lopuista"],
  ])("%s: reads 'I don't like sad endings' in %j", (_language, text) => {
    expect(parseMood(index, text).excludeMoods).toContain("tearjerker");
  });

  it("reads a Vietnamese short series as a miniseries", () => {
    expect(parseMood(index, "phim bộ ngắn về tội phạm")).toMatchObject({ type: "tv", maxSeasons: 1 });
  });

  it.each([
    ["sw", "si tamthilia, filamu tu", "movie"],
    ["fi", "rikosminisarja", "tv"],
    ["fi", "animesarja", "tv"],
    ["sw", "tamthilia ya upelelezi", "tv"],
  ])("%s: reads a film or a series in %j", (_language, text, type) => {
    expect(parseMood(index, text).type).toBe(type);
  });

  it.each([
    ["fi", "rikosminisarja", "fi"],
    ["hu", "rövidfilm", "hu"],
    ["tr", "anime istemiyorum", "tr"],
    ["id", "film kurang dari 2 jam", "id"],
  ])("%s: finds the language of %j", (_language, text, code) => {
    expect(foreignLanguages(text)).toContain(code);
  });

  it("leaves 'tear-jerker' as it is", () => {
    expect(translateForeign("tear-jerker")).toBe("tear-jerker");
  });

  it("a compound of English genre words shows no language, though it is read part by part", () => {
    // a compound of a table's own words shows the language; English words run together do not
    expect(foreignLanguages("a thrillerdrama")).toEqual([]);
    expect(translateForeign("a thrillerdrama")).toBe("a thriller drama");
  });

  it.each([
    ["hu", "magyar film", "hungarian film"],
    ["fi", "hauska suomalainen sarja", "funny finnish series"],
    ["tl", "pinoy action movie", "filipino action movie"],
    ["sw", "filamu ya kiafrika", "african film"],
  ])("%s: reads the country in %j as %j does", (_language, text, english) => {
    expect(parseMood(index, text).languages).toEqual(parseMood(index, english).languages);
    expect(parseMood(index, text).terms).toEqual(expect.arrayContaining(parseMood(index, english).terms));
  });

  it.each([
    ["id", "film buat kumpul keluarga pas lebaran"],
    ["hu", "film húsvétra"],
    ["fi", "elokuva pääsiäiseksi"],
    ["sw", "filamu ya sikukuu ya idi"],
  ])("%s: reads the holiday in %j", (_language, text) => {
    expect(parseMood(index, text).moods.holiday ?? 0).toBeGreaterThan(0);
  });

  it("stays fast on long hostile text", () => {
    const hostile = [
      "rikosminisarjakauhu ".repeat(1100),
      "80- tai 90- tai ".repeat(1300),
      "ani ani ani korku ".repeat(1200),
      "dekada 80 o 90 o ".repeat(1200),
      `${"a".repeat(20_000)} vuotta`,
      "de ne legyen ".repeat(1600),
    ];
    expectReadInTime(index, hostile);
  });
});
