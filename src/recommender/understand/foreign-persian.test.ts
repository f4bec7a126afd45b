import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { expectReadInTime, expectSameReading, topGenres as genresOf } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { foreignLanguages, translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const topGenres = (text: string) => genresOf(index, text);

describe("Persian", () => {
  it.each([
    ["من یه فیلم ترسناک می‌خوام", "i want a horror film"],
    ["یه کمدی خنده‌دار برای امشب", "a funny comedy for tonight"],
    ["یه سریال جنایی پیشنهاد بده", "recommend a crime series"],
    ["یه فیلم عاشقانه با همسرم", "a romantic film with my partner"],
    ["فیلم علمی تخیلی", "a science fiction film"],
  ])("%j reads like %j", (persian, english) => {
    expectSameReading(index, persian, english);
  });

  it.each([
    ["فیلم ترسناک نمی‌خوام، یه کمدی می‌خوام", "Horror"],
    ["جنگ یا وحشت نمی‌خوام", "War"],
    ["جنگ یا وحشت نمی‌خوام", "Horror"],
    ["از فیلمای جنگی متنفرم", "War"],
    ["یه چیز خنده‌دار، ترسناک نباشه", "Horror"],
    ["نه ترسناک، یه کمدی لطفا", "Horror"],
  ])("reads the refusal in %j", (text, genre) => {
    expect(parseMood(index, text).excludeGenres).toContain(genre);
    expect(topGenres(text)).not.toContain(genre);
  });

  it.each([
    ["فیلمی کمتر از دو ساعت", 119],
    ["بیشتر از ۲ ساعت نباشه", 120],
    ["یه فیلم زیر ۹۰ دقیقه", 89],
    ["یه کمدی، حداکثر یک ساعت و نیم", 90],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it("reads 'not too long' as a limit, not a refusal of a keyword", () => {
    expect(translateForeign("یه فیلم که زیاد طولانی نباشه")).toContain("not too long");
    expect(parseMood(index, "یه فیلم که زیاد طولانی نباشه").maxRuntime).not.toBeNull();
  });

  it.each([
    ["یک فیلم اکشن قبل از ۲۰۰۰", null, 1999],
    ["فیلم علمی تخیلی بعد از سال ۲۰۱۰", 2011, null],
    ["سریال از ۲۰۱۵ به بعد", 2015, null],
    ["کمدی دهه ۸۰", 1980, 1989],
    ["فیلمای دهه نود میلادی", 1990, 1999],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it.each([
    ["کارتون برای بچه ۶ ساله", 6],
    ["یه انیمیشن برای دخترم که ۸ سالشه", 8],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(parseMood(index, text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["یه سریال خوب برای امشب", "tv"],
    ["یه فیلم اکشن می‌خوام", "movie"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(parseMood(index, text).type).toBe(type);
  });

  it("reads Persian typed as Persian before Arabic, whose letters it shares", () => {
    // "من" is "I" in Persian and "from" in Arabic
    expect(foreignLanguages("من یه فیلم می‌خوام")[0]).toBe("fa");
    expect(translateForeign("من یه فیلم ترسناک می‌خوام")).toBe("i a horror film i want");
    expect(foreignLanguages("أريد فيلم رعب من الثمانينات")).toEqual(["ar"]);
    expect(translateForeign("فيلم مو طويل")).toBe("film not long");
  });

  it("reads Persian digits, and words written with or without the zero-width non-joiner", () => {
    expect(translateForeign("می‌خوام")).toBe(translateForeign("میخوام"));
    expect(translateForeign("بچه‌ها")).toBe("kids");
    expect(parseMood(index, "فیلم قبل از ۱۹۹۰").yearMax).toBe(1989);
  });
});

describe("Gulf, Egyptian and Levantine Arabic", () => {
  it.each([
    ["ما أبغى رعب أبداً، أبغى شي يضحك", "Horror"],
    ["ما أبي حرب، أبي كوميديا", "War"],
    ["مش عايز رعب خالص", "Horror"],
    ["ما بدي حرب ولا رعب، بدي كوميديا", "Horror"],
    ["ما بدي حرب ولا رعب، بدي كوميديا", "War"],
    ["بلاش رعب الليلة", "Horror"],
    ["مبحبش أفلام الرعب", "Horror"],
    ["مش عايزين حرب", "War"],
    // "and" written onto the phrase's first word
    ["أبغى مسلسل غموض، وما أبي رعب أبداً", "Horror"],
    ["أبي كوميديا ومش عايز حرب", "War"],
  ])("reads the refusal in %j", (text, genre) => {
    expect(parseMood(index, text).excludeGenres).toContain(genre);
    expect(topGenres(text)).not.toContain(genre);
  });

  it.each([
    ["أبي مسلسل مو وايد طويل", "not too long"],
    ["فيلم مش طويل، ساعتين بالكتير", "two hours at most"],
    ["ما أبغى رعب أبداً", "no horror at all"],
    ["عايزين فيلم مع العيال", "we want film with kids"],
  ])("translates %j", (text, english) => {
    expect(translateForeign(text)).toContain(english);
  });

  it.each([
    ["فيلم مو طويل", 120],
    ["فيلم مش طويل، ساعتين بالكتير", 120],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["ودي أشوف فيلم رعب", "movie"],
    ["أبي مسلسل جريمة", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(parseMood(index, text).type).toBe(type);
  });

  it("reads who is watching", () => {
    expect(parseMood(index, "عايزين فيلم نتفرج عليه مع العيال").familySafe).toBe(true);
    expect(parseMood(index, "أبي فيلم رومانسي مع حرمتي").occasion).toBe("date night");
  });
});

describe("Persian and Arabic dialects on hostile input", () => {
  it("stays fast on 20,000 characters", () => {
    const hostile = [
      "فیلم ترسناک نمی‌خوام ".repeat(1000),
      `${"ب".repeat(20_000)} نمیخوام`,
      "از فیلمای جنگی ".repeat(1400),
      "دهه ۸۰ ۶ ساله قبل از ۲۰۰۰ ".repeat(800),
      "بیشتر از ۲ ساعت و نیم ".repeat(900),
      "جنگ یا و یا و ".repeat(1600),
      "ما أبغى مش عايز خالص ".repeat(1000),
    ];
    expectReadInTime(index, hostile);
  });
});
