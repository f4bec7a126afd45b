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

describe("Punjabi", () => {
  it.each([
    ["ਅੱਜ ਰਾਤ 90 ਦੇ ਦਹਾਕੇ ਦੀ ਕੋਈ ਐਕਸ਼ਨ ਫ਼ਿਲਮ ਦੇਖਣੀ ਹੈ", "tonight i want to watch an action film from the 90s"],
    ["ਡਰਾਉਣੀ ਫ਼ਿਲਮ ਨਹੀਂ, ਕੋਈ ਕਾਮੇਡੀ ਦੱਸੋ", "no horror film, suggest a comedy"],
    ["ਕੋਈ ਵਧੀਆ ਕ੍ਰਾਈਮ ਸੀਰੀਜ਼ ਦੱਸੋ", "suggest a good crime series"],
    ["ਸਾਰੇ ਪਰਿਵਾਰ ਨਾਲ ਦੇਖਣ ਲਈ ਕੋਈ ਹਾਸੇ ਵਾਲੀ ਫ਼ਿਲਮ", "a funny film to watch with the whole family"],
    ["ਪਤਨੀ ਨਾਲ ਦੇਖਣ ਲਈ ਕੋਈ ਰੋਮਾਂਟਿਕ ਫ਼ਿਲਮ", "a romantic film to watch with my wife"],
    ["ਮੇਰੀ 6 ਸਾਲ ਦੀ ਧੀ ਲਈ ਕੋਈ ਕਾਰਟੂਨ", "a cartoon for my 6 year old daughter"],
    ["ਕੋਈ ਸਾਇੰਸ ਫ਼ਿਕਸ਼ਨ ਸੀਰੀਜ਼ ਸੁਝਾਓ", "suggest a science fiction series"],
    ["ਦੋਸਤਾਂ ਨਾਲ 2 ਘੰਟੇ ਤੋਂ ਵੱਧ ਨਹੀਂ ਵਾਲੀ ਕੋਈ ਥ੍ਰਿਲਰ", "a thriller with friends no longer than 2 hours"],
    ["ਬੱਚਿਆਂ ਲਈ ਕੋਈ ਐਨੀਮੇਸ਼ਨ ਫ਼ਿਲਮ", "an animation film for kids"],
    ["ਅੱਧੇ ਘੰਟੇ ਤੋਂ ਛੋਟੇ ਐਪੀਸੋਡਾਂ ਵਾਲੀ ਕਾਮੇਡੀ ਸੀਰੀਜ਼", "a comedy series with episodes under half an hour"],
  ])("%j reads like %j", (punjabi, english) => {
    expectSameReading(index, punjabi, english);
  });

  it.each([
    ["ਡਰਾਉਣੀ ਫ਼ਿਲਮ ਨਹੀਂ", "no horror film,"],
    ["ਅੱਜ ਰਾਤ 90 ਦੇ ਦਹਾਕੇ ਦੀ ਕੋਈ ਐਕਸ਼ਨ ਫ਼ਿਲਮ ਦੇਖਣੀ ਹੈ", "tonight 90s a action film i want to watch"],
    ["2 ਘੰਟੇ ਤੋਂ ਵੱਧ ਨਹੀਂ", "no longer than 2 hours"],
    ["ਦੋ ਘੰਟਿਆਂ ਤੋਂ ਘੱਟ", "under 2 hours"],
    ["90ਵਿਆਂ ਦੀਆਂ", "90s"],
    ["ਮੇਰੀ 6 ਸਾਲ ਦੀ ਧੀ ਲਈ", "for my 6 year old daughter"],
    ["ਜੰਗ ਜਾਂ ਡਰਾਉਣੀ ਫ਼ਿਲਮ ਨਹੀਂ", "no war or horror film,"],
    ["ਹਿੰਸਾ ਤੋਂ ਬਿਨਾਂ ਕੋਈ ਥ੍ਰਿਲਰ", "without violence, a thriller"],
    ["ਬੱਚਿਆਂ ਨਾਲ", "with kids"],
    ["ਕੋਈ ਵਧੀਆ ਕ੍ਰਾਈਮ ਸੀਰੀਜ਼ ਦੱਸੋ", "a good crime series suggest"],
    ["ਜ਼ਿਆਦਾ ਡਰਾਉਣੀ ਨਾ ਹੋਵੇ", "not too scary"],
    ["ਮੈਨੂੰ ਖ਼ੂਨ ਬਰਦਾਸ਼ਤ ਨਹੀਂ ਹੁੰਦਾ", "i can't stand blood,"],
    ["ਸੱਚੀ ਕਹਾਣੀ 'ਤੇ ਅਧਾਰਿਤ ਜੰਗੀ ਫ਼ਿਲਮ", "based on true story war film"],
  ])("translates %j as %j", (punjabi, english) => {
    expect(translateForeign(punjabi).replace(/\s+/g, " ").trim()).toBe(english);
  });

  it.each([
    ["ਐਕਸ਼ਨ ਫ਼ਿਲਮ", "Action"],
    ["ਐਡਵੈਂਚਰ ਫ਼ਿਲਮ", "Adventure"],
    ["ਐਨੀਮੇਸ਼ਨ ਫ਼ਿਲਮ", "Animation"],
    ["ਕਾਮੇਡੀ ਫ਼ਿਲਮ", "Comedy"],
    ["ਕ੍ਰਾਈਮ ਸੀਰੀਜ਼", "Crime"],
    ["ਡਾਕੂਮੈਂਟਰੀ", "Documentary"],
    ["ਡਰਾਮਾ", "Drama"],
    ["ਪਰਿਵਾਰਕ ਫ਼ਿਲਮ", "Family"],
    ["ਫ਼ੈਂਟੇਸੀ ਫ਼ਿਲਮ", "Fantasy"],
    ["ਇਤਿਹਾਸਕ ਫ਼ਿਲਮ", "History"],
    ["ਡਰਾਉਣੀ ਫ਼ਿਲਮ", "Horror"],
    ["ਸੰਗੀਤਕ ਫ਼ਿਲਮ", "Music"],
    ["ਰਹੱਸਮਈ ਫ਼ਿਲਮ", "Mystery"],
    ["ਪਿਆਰ ਵਾਲੀ ਫ਼ਿਲਮ", "Romance"],
    ["ਸਾਇੰਸ ਫ਼ਿਕਸ਼ਨ", "Science Fiction"],
    ["ਥ੍ਰਿਲਰ", "Thriller"],
    ["ਜੰਗ ਦੀ ਫ਼ਿਲਮ", "War"],
    ["ਕਾਊਬੁਆਏ ਫ਼ਿਲਮ", "Western"],
    ["ਰਿਐਲਿਟੀ ਸ਼ੋਅ", "Reality"],
  ])("asks for %j as %s", (text, genre) => {
    expect(topGenres(`ਮੈਨੂੰ ਕੋਈ ${text} ਚਾਹੀਦੀ ਹੈ`)).toContain(genre);
  });

  it.each([
    ["ਡਰਾਉਣੀ ਫ਼ਿਲਮ ਨਹੀਂ, ਕੋਈ ਕਾਮੇਡੀ", ["Horror"], "Comedy"],
    ["ਹਾਰਰ ਨਹੀਂ ਚਾਹੀਦੀ, ਕੁਝ ਹਾਸੇ ਵਾਲਾ", ["Horror"], "Comedy"],
    ["ਜੰਗ ਜਾਂ ਡਰਾਉਣੀ ਫ਼ਿਲਮ ਨਹੀਂ, ਕੋਈ ਰੋਮਾਂਟਿਕ ਫ਼ਿਲਮ", ["War", "Horror"], "Romance"],
    ["ਰੋਮਾਂਸ ਬਿਲਕੁਲ ਨਹੀਂ, ਕੋਈ ਥ੍ਰਿਲਰ", ["Romance"], "Thriller"],
    ["ਮੈਨੂੰ ਹਾਰਰ ਪਸੰਦ ਨਹੀਂ, ਕੋਈ ਐਨੀਮੇਸ਼ਨ ਫ਼ਿਲਮ", ["Horror"], "Animation"],
    ["ਮੈਂ ਡਰਾਉਣੀਆਂ ਫ਼ਿਲਮਾਂ ਨਹੀਂ ਦੇਖਣੀਆਂ, ਕੋਈ ਡਾਕੂਮੈਂਟਰੀ ਦੱਸੋ", ["Horror"], "Documentary"],
    ["ਐਕਸ਼ਨ ਤੋਂ ਬਿਨਾਂ ਕੋਈ ਡਰਾਮਾ", ["Action"], "Drama"],
    ["ਥ੍ਰਿਲਰ ਨਾ ਹੋਵੇ, ਕੋਈ ਕਾਮੇਡੀ", ["Thriller"], "Comedy"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it.each([
    ["ਖ਼ੂਨ-ਖ਼ਰਾਬਾ ਨਹੀਂ ਚਾਹੀਦਾ, ਕੋਈ ਐਕਸ਼ਨ ਫ਼ਿਲਮ", "gory"],
    ["ਸੈਕਸ ਸੀਨ ਨਾ ਹੋਣ", "raunchy"],
    ["ਹਿੰਸਾ ਤੋਂ ਬਿਨਾਂ ਕੋਈ ਥ੍ਰਿਲਰ", "violent"],
    ["ਬਿਨਾਂ ਹਿੰਸਾ ਦੇ ਕੋਈ ਥ੍ਰਿਲਰ", "violent"],
    ["ਮੈਨੂੰ ਖ਼ੂਨ ਬਰਦਾਸ਼ਤ ਨਹੀਂ ਹੁੰਦਾ", "gory"],
    ["ਹਿੰਸਾ ਤੋਂ ਨਫ਼ਰਤ ਹੈ", "violent"],
  ])("refuses what is not to be seen in %j", (text, mood) => {
    expect(read(text).excludeMoods).toContain(mood);
  });

  it.each([
    ["2 ਘੰਟੇ ਤੋਂ ਵੱਧ ਨਹੀਂ ਵਾਲੀ ਕੋਈ ਕਾਮੇਡੀ", 120],
    ["ਦੋ ਘੰਟਿਆਂ ਤੋਂ ਘੱਟ ਦੀ ਫ਼ਿਲਮ", 119],
    ["90 ਮਿੰਟ ਤੱਕ ਦੀ ਕੋਈ ਫ਼ਿਲਮ", 90],
    ["੯੦ ਮਿੰਟਾਂ ਤੋਂ ਲੰਮੀ ਨਾ ਹੋਵੇ", 90],
    ["ਵੱਧ ਤੋਂ ਵੱਧ ਡੇਢ ਘੰਟਾ", 90],
    ["ਢਾਈ ਘੰਟਿਆਂ ਤੋਂ ਜ਼ਿਆਦਾ ਨਹੀਂ ਹੋਣੀ ਚਾਹੀਦੀ", 150],
    ["ਇੱਕ ਘੰਟੇ ਤੋਂ ਘੱਟ ਦੇ ਐਪੀਸੋਡ", 59],
    ["ਅੱਧੇ ਘੰਟੇ ਤੱਕ ਦੇ ਐਪੀਸੋਡ", 30],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(read(text).maxRuntime).toBe(minutes);
  });

  it("reads the lengths as the English does", () => {
    expect(read("ਦੋ ਘੰਟਿਆਂ ਤੋਂ ਘੱਟ").maxRuntime).toBe(read("under 2 hours").maxRuntime);
    expect(read("ਡੇਢ ਘੰਟਾ").maxRuntime).toBe(read("1.5 hours").maxRuntime);
    expect(translateForeign("ਡੇਢ ਘੰਟਾ")).toContain("1.5 hours");
    expect(read("ਬਹੁਤੀ ਲੰਮੀ ਨਹੀਂ").maxRuntime).toBe(read("not too long").maxRuntime);
    expect(read("ਬਹੁਤੀ ਲੰਮੀ ਨਹੀਂ").maxRuntime).not.toBeNull();
    const episodes = read("ਐਪੀਸੋਡ ਅੱਧੇ ਘੰਟੇ ਤੋਂ ਲੰਮੇ ਨਾ ਹੋਣ");
    expect(episodes).toMatchObject({ maxRuntime: 30, type: "tv" });
  });

  it.each([
    ["90 ਦੇ ਦਹਾਕੇ ਦੀ ਐਕਸ਼ਨ ਫ਼ਿਲਮ", 1990, 1999],
    ["90ਵਿਆਂ ਦੀ ਕਾਮੇਡੀ", 1990, 1999],
    ["1980ਵਿਆਂ ਦੀ ਰੋਮਾਂਟਿਕ ਫ਼ਿਲਮ", 1980, 1989],
    ["ਅੱਸੀਵਿਆਂ ਦੀ ਰੋਮਾਂਟਿਕ ਫ਼ਿਲਮ", 1980, 1989],
    ["ਨੱਬੇ ਦੇ ਦਹਾਕੇ ਦੀ ਕਾਮੇਡੀ", 1990, 1999],
    ["2000 ਤੋਂ ਪਹਿਲਾਂ ਦੀ ਐਕਸ਼ਨ ਫ਼ਿਲਮ", null, 1999],
    ["2010 ਤੋਂ ਬਾਅਦ ਦੀ ਸਾਇੰਸ ਫ਼ਿਕਸ਼ਨ", 2011, null],
    ["2015 ਤੋਂ ਹੁਣ ਤੱਕ ਦੀਆਂ ਸੀਰੀਜ਼ਾਂ", 2015, null],
    ["2010 ਤੋਂ 2015 ਤੱਕ ਦੀ ਕਾਮੇਡੀ", 2010, 2015],
    ["੨੦੦੦ ਤੋਂ ਪਹਿਲਾਂ", null, 1999],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads two decades, and the years counted back as the English does, with no age in them", () => {
    expect(translateForeign("80 ਜਾਂ 90 ਦੇ ਦਹਾਕੇ ਦੀ ਫ਼ਿਲਮ")).toContain("80s or 90s");
    const english = read("a comedy from the last 10 years");
    expect(read("ਪਿਛਲੇ 10 ਸਾਲਾਂ ਦੀ ਕੋਈ ਕਾਮੇਡੀ")).toMatchObject({ yearMin: english.yearMin, viewerAge: null });
    expect(read("ਪਿਛਲੇ 10 ਸਾਲਾਂ ਦੀ ਕੋਈ ਕਾਮੇਡੀ").yearMin).not.toBeNull();
    expect(translateForeign("20 ਸਾਲ ਪਹਿਲਾਂ ਆਈ ਫ਼ਿਲਮ")).toContain("20 years ago");
    expect(read("10 ਸਾਲ ਪੁਰਾਣੀ ਫ਼ਿਲਮ").viewerAge).toBeNull();
    expect(translateForeign("10 ਸਾਲ ਪੁਰਾਣੀ ਫ਼ਿਲਮ")).toContain("10 years ago");
  });

  it.each([
    ["ਮੇਰੀ 6 ਸਾਲ ਦੀ ਧੀ ਲਈ ਕੋਈ ਕਾਰਟੂਨ", 6],
    ["ਛੇ ਸਾਲਾਂ ਦੇ ਬੱਚੇ ਲਈ ਕੋਈ ਕਾਰਟੂਨ", 6],
    ["8 ਸਾਲ ਦੇ ਮੁੰਡੇ ਲਈ ਕੁਝ", 8],
    ["ਅੱਠ ਸਾਲ ਦੀ ਉਮਰ ਦੇ ਬੱਚਿਆਂ ਲਈ ਐਨੀਮੇਸ਼ਨ ਫ਼ਿਲਮ", 8],
    ["੭ ਸਾਲਾਂ ਦੇ ਪੁੱਤ ਨਾਲ ਦੇਖਣ ਲਈ", 7],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(read(text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["ਕੋਈ ਵਧੀਆ ਫ਼ਿਲਮ", "movie"],
    ["ਕਾਮੇਡੀ ਮੂਵੀ", "movie"],
    ["ਕੋਈ ਕ੍ਰਾਈਮ ਸੀਰੀਜ਼", "tv"],
    ["ਕੋਈ ਵੈੱਬ ਸੀਰੀਜ਼", "tv"],
    ["ਛੋਟੇ ਐਪੀਸੋਡਾਂ ਵਾਲੀ ਕਾਮੇਡੀ ਸੀਰੀਜ਼", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(read(text).type).toBe(type);
  });

  it("reads who is watching and when", () => {
    const friends = "ਅੱਜ ਰਾਤ ਦੋਸਤਾਂ ਨਾਲ ਦੇਖਣ ਲਈ ਕੁਝ";
    expect(read(friends).occasion).toBe(read("something to watch with friends tonight").occasion);
    expect(read(friends).occasion).toBeTruthy();
    expect(read("ਪਤਨੀ ਨਾਲ ਦੇਖਣ ਲਈ ਕੋਈ ਰੋਮਾਂਟਿਕ ਫ਼ਿਲਮ").occasion).toBe("date night");
    expect(read("ਬੱਚਿਆਂ ਨਾਲ ਦੇਖਣ ਲਈ ਕੋਈ ਪਰਿਵਾਰਕ ਫ਼ਿਲਮ").familySafe).toBe(true);
    expect(read("ਮਾਪਿਆਂ ਨਾਲ ਦੇਖਣ ਲਈ ਕੋਈ ਪੁਰਾਣੀ ਫ਼ਿਲਮ").occasion).toBe(read("an old film to watch with my parents").occasion);
  });

  it("reads Gurmukhi letters and digits, and counts them as Punjabi", () => {
    expect(translateForeign("੧੯੯੫ ੬")).toBe("1995 6");
    expect(hasForeignWords("ਡਰਾਉਣੀ ਫ਼ਿਲਮ")).toBe(true);
    expect(foreignLanguages("ਡਰਾਉਣੀ ਫ਼ਿਲਮ ਨਹੀਂ")).toEqual(["pa"]);
    // "ਫ਼ਿਲਮ" typed with the nukta letter whole, split, and without it; "ਬੱਚੇ" with and without addak
    expect(translateForeign("\u0a2b\u0a3c\u0a3f\u0a32\u0a2e")).toBe("film");
    expect(translateForeign("\u0a5e\u0a3f\u0a32\u0a2e")).toBe("film");
    expect(translateForeign("\u0a2b\u0a3f\u0a32\u0a2e")).toBe("film");
    expect(translateForeign("ਬੱਚੇ")).toBe(translateForeign("ਬਚੇ"));
    // "ਪੰਜਾਬੀ" with tippi and with bindi
    expect(translateForeign("\u0a2a\u0a70\u0a1c\u0a3e\u0a2c\u0a40")).toBe(
      translateForeign("\u0a2a\u0a02\u0a1c\u0a3e\u0a2c\u0a40"),
    );
    expect(translateForeign("ਡਰਾਉਣੀ ਫ਼ਿਲਮ tonight")).toBe("horror film tonight");
  });

  it("stays fast on 20,000 characters of hostile Punjabi, and still reads it", () => {
    const hostile: [string, string][] = [
      ["ਡਰਾਉਣੀ ਫ਼ਿਲਮ ਨਹੀਂ ".repeat(1100), "no horror film,"],
      [`${"ਕ".repeat(20_000)} ਨਹੀਂ`, "no"],
      ["ਡੇਢ ਘੰਟੇ ਤੋਂ ਘੱਟ 90ਵਿਆਂ 6 ਸਾਲ ਦੀ ".repeat(600), "under 1.5 hours"],
      [`${"ਜੰਗ ਜਾਂ ".repeat(2600)}ਨਹੀਂ`, "war or"],
      ["2000 ਤੋਂ ਪਹਿਲਾਂ ".repeat(1400), "before 2000"],
      [`${"੧".repeat(20_000)} ਘੰਟੇ`, "1111 hours"],
      ["ਬਹੁਤ ਬਹੁਤ ".repeat(2000), "very very"],
      [`${"ਕ-".repeat(10_000)} ਚਾਹੀਦੀ`, "i want"],
      ["ਮੇਰੀ ਮੇਰੀ ਧੀ ਨਾਲ ".repeat(1200), "with my daughter"],
      [`${"ਸੱਚੀ ".repeat(4000)}ਕਹਾਣੀ 'ਤੇ ਅਧਾਰਿਤ`, "based on"],
    ];
    expectHostileReadInTime(index, hostile);
  });
});
