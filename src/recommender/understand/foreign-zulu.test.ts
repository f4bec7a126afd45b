import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import {
  expectHostileReadInTime,
  expectRefusalKeepingWish,
  expectSameReading,
  topGenres as genresOf,
} from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { foreignLanguages, hasForeignWords, translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const read = (text: string) => parseMood(index, text);
const topGenres = (text: string) => genresOf(index, text);

describe("Zulu", () => {
  it.each([
    [
      "ngifuna ukubuka ifilimu yesenzo yama-90 namhlanje ebusuku",
      "tonight i want to watch an action film from the 90s",
    ],
    ["angifuni ifilimu esabisayo, ngifuna ifilimu yamahlaya", "no horror film, i want a comedy film"],
    ["ngicela ungiphakamisele uchungechunge lobugebengu oluhle", "suggest a good crime series"],
    ["ngifuna ifilimu yamahlaya engiyibuka nomndeni", "a comedy film to watch with the family"],
    ["ngifuna ukubuka ifilimu yothando nomkami", "a romance film to watch with my wife"],
    ["ngicela opopayi wendodakazi yami oneminyaka engu-6", "a cartoon for my 6 year old daughter"],
    ["ngincomele uchungechunge lwesayensi eqanjiwe", "recommend a science fiction series"],
    ["ifilimu yamahlaya engadluli amahora amabili", "a comedy film no longer than 2 hours"],
    ["izingane zami zifuna opopayi, hhayi okwesabisayo", "my kids want cartoons, nothing scary"],
    ["uchungechunge lwamahlaya oluneziqephu ezimfushane", "a comedy series with short episodes"],
  ])("%j reads like %j", (zulu, english) => {
    expectSameReading(index, zulu, english);
  });

  it.each([
    ["angifuni ifilimu esabisayo", "i don't want scary film"],
    ["ifilimu yamahlaya engadluli amahora amabili", "comedy film no longer than 2 hours"],
    ["ngifuna ukubuka ifilimu yesenzo yama-90 namhlanje ebusuku", "i want to watch action film 90s tonight"],
    ["angifuni i-horror noma ifilimu yempi", "i don't want horror or war film"],
    ["i-thriller ngaphandle kodlame", "thriller without violence"],
    ["iziqephu ezingeqi isigamu sehora", "episodes no longer than 0.5 hours"],
    ["ngifuna ifilimu yesayensi eqanjiwe", "i want science fiction film"],
    ["ifilimu yesenzo yangaphambi kuka-2000", "action film before 2000"],
    ["nezingane", "with kids"],
    ["nesithandwa sami kusihlwa", "with my partner tonight"],
  ])("translates %j as %j", (zulu, english) => {
    expect(translateForeign(zulu).replace(/\s+/g, " ").trim()).toBe(english);
  });

  it.each([
    ["ifilimu yesenzo", "Action"],
    ["ifilimu yohambo", "Adventure"],
    ["opopayi", "Animation"],
    ["ifilimu yamahlaya", "Comedy"],
    ["uchungechunge lobugebengu", "Crime"],
    ["idokhumentari", "Documentary"],
    ["idrama", "Drama"],
    ["ifilimu yomndeni", "Family"],
    ["inganekwane", "Fantasy"],
    ["ifilimu yomlando", "History"],
    ["ifilimu esabisayo", "Horror"],
    ["ifilimu yomculo", "Music"],
    ["imfihlakalo", "Mystery"],
    ["ifilimu yothando", "Romance"],
    ["ifilimu yesayensi eqanjiwe", "Science Fiction"],
    ["i-thriller", "Thriller"],
    ["ifilimu yempi", "War"],
    ["ifilimu yama-cowboy", "Western"],
    ["i-reality show", "Reality"],
  ])("asks for %j as %s", (text, genre) => {
    expect(topGenres(`ngifuna ${text}`)).toContain(genre);
  });

  it.each([
    ["angifuni ifilimu esabisayo, ngifuna ifilimu yamahlaya", ["Horror"], "Comedy"],
    ["angithandi ama-horror, nginike ikhomedi", ["Horror"], "Comedy"],
    ["angifuni ifilimu yempi noma esabisayo, ngifuna ifilimu yothando", ["War", "Horror"], "Romance"],
    ["hhayi uthando, ngifuna i-action", ["Romance"], "Action"],
    ["ngiyazizonda izinto ezesabisayo, nginike i-thriller", ["Horror"], "Thriller"],
    ["akukho okwesabisayo, ngifuna opopayi", ["Horror"], "Animation"],
    ["asifuni ifilimu yempi, sifuna amahlaya", ["War"], "Comedy"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it("puts a describing word before its title, so a refusal refuses the genre and not every film", () => {
    expect(read("angifuni ifilimu esabisayo")).toMatchObject({ excludeGenres: ["Horror"] });
    expect(read("angifuni ifilimu esabisayo").type).not.toBe("tv");
    expect(translateForeign("ifilimu engesabisi kakhulu")).toBe("not too scary film");
    // a title listed with its describing word is read whole
    expect(translateForeign("idokhumentari yezilwane")).toBe("nature documentary");
  });

  it.each([
    ["i-thriller ngaphandle kodlame", "violent"],
    ["ifilimu yesenzo ngaphandle kwegazi", "gory"],
    ["angifuni izigcawu zocansi", "raunchy"],
  ])("refuses what is not to be seen in %j", (text, mood) => {
    expect(read(text).excludeMoods).toContain(mood);
  });

  it.each([
    ["ifilimu yamahlaya engadluli amahora amabili", 120],
    ["ifilimu engaphansi kwamahora amabili", 119],
    ["imizuzu engu-90", 90],
    ["ngaphansi kwemizuzu engu-90", 89],
    ["hhayi ngaphezu kwehora nesigamu", 90],
    ["iziqephu ezingeqi isigamu sehora", 30],
    ["ifilimu engeqi amahora amabili nesigamu", 150],
    ["ifilimu yesenzo engeqi amahora amathathu", 180],
    ["kuze kufike imizuzu engamashumi ayisishiyagalolunye", 90],
    ["ifilimu engaphansi kwehora", 59],
    ["ifilimu engeqi amahora angu-1,5", 90],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(read(text).maxRuntime).toBe(minutes);
  });

  it("reads the lengths as the English does", () => {
    expect(read("ifilimu engaphansi kwamahora amabili").maxRuntime).toBe(read("under 2 hours").maxRuntime);
    expect(translateForeign("ifilimu yehora nesigamu")).toContain("1.5 hours");
    expect(translateForeign("ifilimu 90 imizuzu")).toContain("90 minutes");
  });

  it.each([
    ["ifilimu yesenzo yama-90", 1990, 1999],
    ["ifilimu yamahlaya ngeminyaka yama-80", 1980, 1989],
    ["ifilimu yothando yeminyaka yamashumi ayisishiyagalolunye", 1990, 1999],
    ["amafilimu ngawo-1970", 1970, 1979],
    ["ifilimu yesenzo yangaphambi kuka-2000", null, 1999],
    ["ifilimu yesayensi eqanjiwe emva kuka-2010", 2011, null],
    ["uchungechunge kusukela ngo-2015", 2015, null],
    ["amafilimu kusukela ngo-2010 kuya ku-2015", 2010, 2015],
    ["ifilimu ngo-1995", 1995, 1995],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the years counted back as the English does, and no age in them", () => {
    const english = read("a comedy from the last 10 years");
    expect(read("ifilimu yamahlaya kule minyaka engu-10 edlule")).toMatchObject({
      yearMin: english.yearMin,
      viewerAge: null,
    });
    expect(read("ifilimu yamahlaya kule minyaka engu-10 edlule").yearMin).not.toBeNull();
    expect(translateForeign("ifilimu yeminyaka engu-20 eyadlula")).toContain("20 years ago");
  });

  it.each([
    ["opopayi wendodakazi yami oneminyaka engu-6", 6],
    ["ifilimu yengane eneminyaka eyisithupha", 6],
    ["indodana yami eneminyaka eyi-8 ifuna ifilimu", 8],
    ["ifilimu yomntwana weminyaka eyisishiyagalombili", 8],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(read(text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["ifilimu enhle", "movie"],
    ["ifilimu yamahlaya", "movie"],
    ["uchungechunge lobugebengu", "tv"],
    ["ngifuna ama-series", "tv"],
    ["uchungechunge lwamahlaya oluneziqephu ezimfushane", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(read(text).type).toBe(type);
  });

  it("reads who is watching and when", () => {
    expect(read("ngifuna okuthile engiyibuka nabangane namhlanje ebusuku").occasion).toBe(
      read("something to watch with friends tonight").occasion,
    );
    expect(read("ngifuna okuthile engiyibuka nabangane namhlanje ebusuku").occasion).toBeTruthy();
    expect(read("ngifuna ukubuka ifilimu yothando nomkami").occasion).toBe("date night");
    expect(read("ifilimu yomndeni engiyibuka nezingane").familySafe).toBe(true);
  });

  it("counts Zulu as Zulu, and leaves other languages' lookalikes alone", () => {
    expect(hasForeignWords("ifilimu yamahlaya")).toBe(true);
    expect(foreignLanguages("ngifuna ifilimu esabisayo")).toEqual(["zu"]);
    expect(translateForeign("Angifuni ifilimu esabisayo tonight")).toBe("i don't want scary film tonight");
    // Swahili is read as it was; Polish "syna" (son) and German "Ende" show no Zulu
    expect(foreignLanguages("nataka filamu ya vichekesho")).not.toContain("zu");
    expect(foreignLanguages("film dla mojego syna")).not.toContain("zu");
    expect(foreignLanguages("ein Film mit Happy Ende")).not.toContain("zu");
    expect(foreignLanguages("a film with a hat, no horror")).toEqual([]);
  });

  it("stays fast on 20,000 characters of hostile Zulu, and still reads it", () => {
    const hostile: [string, string][] = [
      ["angifuni ifilimu esabisayo ".repeat(800), "i don't want scary film"],
      [`${"a".repeat(20_000)} ngifuna`, "i want"],
      ["hhayi ngaphezu kwamahora amabili nesigamu ".repeat(500), "no longer than 2.5 hours"],
      ["ngeminyaka yama-90 oneminyaka engu-6 ".repeat(600), "6 year old"],
      ["ngaphambi kuka-2000 ".repeat(1000), "before 2000"],
      [`ngifuna ${"1".repeat(20_000)} amahora`, "i want"],
      ["nezingane ".repeat(2000), "with kids"],
      [`ngifuna ${"ama-".repeat(5000)}`, "i want"],
      [`ifilimu ${"ngngngngnge".repeat(2000)}`, "film"],
      ["ifilimu yamahlaya ".repeat(1200), "comedy film"],
      [`ngifuna imizuzu ${"engamashumi ".repeat(1700)}`, "i want minutes"],
    ];
    expectHostileReadInTime(index, hostile);
  });
});
