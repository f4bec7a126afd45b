import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import {
  expectHostileReadInTime,
  expectRefusalKeepingWish,
  expectSameReading,
  topGenres as genresOf,
} from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { foreignLanguages, translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const read = (text: string) => parseMood(index, text);
const topGenres = (text: string) => genresOf(index, text);

describe("Urdu", () => {
  it.each([
    ["کوئی اچھی رومانوی فلم بتائیں جو دو گھنٹے سے زیادہ لمبی نہ ہو", "a good romantic film no longer than two hours"],
    ["ڈراؤنی فلم نہیں، کوئی مزاحیہ فلم", "no horror film, a comedy film"],
    ["ایک اچھی کرائم سیریز بتائیں", "suggest a good crime series"],
    ["پورے خاندان کے لیے کوئی کامیڈی", "a comedy for the whole family"],
    ["سچی کہانی پر مبنی جنگی فلم", "a war film based on a true story"],
    ["میری بیوی کے ساتھ ایک رومانوی فلم", "a romantic film with my wife"],
    ["میری 6 سال کی بیٹی کے لیے کوئی کارٹون", "a cartoon for my 6 year old daughter"],
    ["کوئی سائنس فکشن سیریز بتائیں", "suggest a science fiction series"],
  ])("%j reads like %j", (urdu, english) => {
    expectSameReading(index, urdu, english);
  });

  it.each([
    ["ڈراؤنی فلم نہیں", "no horror film,"],
    ["کوئی اچھی رومانوی فلم", "a good romance film"],
    ["دو گھنٹے سے زیادہ لمبی نہ ہو", "no longer than 2 hours"],
    ["۹۰ کی دہائی", "90s"],
    ["میری 6 سال کی بیٹی کے لیے", "for my 6 year old daughter"],
    ["جنگ یا ڈراؤنی فلم نہیں", "no war or horror film,"],
    ["تشدد کے بغیر ایک تھرلر", "without violence, a thriller"],
  ])("translates %j as %j", (urdu, english) => {
    expect(translateForeign(urdu).replace(/\s+/g, " ").trim()).toBe(english);
  });

  it.each([
    ["ایکشن", "Action"],
    ["ایڈونچر", "Adventure"],
    ["اینیمیشن", "Animation"],
    ["مزاحیہ فلم", "Comedy"],
    ["کرائم", "Crime"],
    ["دستاویزی فلم", "Documentary"],
    ["ڈراما", "Drama"],
    ["فیملی فلم", "Family"],
    ["فینٹسی", "Fantasy"],
    ["ڈراؤنی فلم", "Horror"],
    ["میوزک", "Music"],
    ["پراسرار", "Mystery"],
    ["رومانوی فلم", "Romance"],
    ["سائنس فکشن", "Science Fiction"],
    ["تھرلر", "Thriller"],
    ["جنگوں والی فلم", "War"],
    ["ویسٹرن", "Western"],
    ["ریئلٹی شو", "Reality"],
  ])("asks for %j as %s", (text, genre) => {
    expect(topGenres(`مجھے کوئی ${text} چاہیے`)).toContain(genre);
  });

  it.each([
    ["ہارر نہیں چاہیے، کوئی کامیڈی بتائیں", ["Horror"], "Comedy"],
    ["ڈراؤنی فلم نہیں، کچھ مزاحیہ", ["Horror"], "Comedy"],
    ["مجھے ڈراؤنی فلم نہیں دیکھنی، کوئی اینیمیشن", ["Horror"], "Animation"],
    ["جنگ یا ڈراؤنی فلم نہیں، کوئی رومانوی فلم", ["War", "Horror"], "Romance"],
    ["رومانس بالکل نہیں، ایک تھرلر", ["Romance"], "Thriller"],
    ["ایکشن کے بغیر کوئی ڈراما", ["Action"], "Drama"],
    ["کارٹون کے علاوہ کوئی بھی کامیڈی", ["Animation"], "Comedy"],
    ["تھرلر نہ ہو، کوئی دستاویزی فلم", ["Thriller"], "Documentary"],
    ["تاریخی فلم نہیں، کوئی ایکشن", ["History"], "Action"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it.each([
    ["خونریزی نہیں، کوئی ایکشن فلم", "gory"],
    ["سیکس سین نہ ہوں", "raunchy"],
    ["تشدد کے بغیر ایک تھرلر", "violent"],
  ])("refuses what is not to be seen in %j", (text, mood) => {
    expect(read(text).excludeMoods).toContain(mood);
  });

  it.each([
    ["کوئی اچھی رومانوی فلم بتائیں جو دو گھنٹے سے زیادہ لمبی نہ ہو", 120],
    ["دو گھنٹے سے کم کی فلم", 119],
    ["۲ گھنٹے سے کم", 119],
    ["ڈیڑھ گھنٹے تک کی کامیڈی", 90],
    ["زیادہ سے زیادہ ڈیڑھ گھنٹہ", 90],
    ["90 منٹ سے زیادہ نہ ہو", 90],
    ["ڈھائی گھنٹے سے زیادہ لمبی نہ ہو", 150],
    ["ایک گھنٹے سے کم کی اقساط", 59],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(read(text).maxRuntime).toBe(minutes);
  });

  it("reads the lengths as the English does", () => {
    expect(read("دو گھنٹے سے کم").maxRuntime).toBe(read("under 2 hours").maxRuntime);
    expect(translateForeign("ڈیڑھ گھنٹے")).toContain("1.5 hours");
    expect(read("زیادہ لمبی نہ ہو").maxRuntime).toBe(read("not too long").maxRuntime);
    expect(read("زیادہ لمبی نہ ہو").maxRuntime).not.toBeNull();
  });

  it.each([
    ["۹۰ کی دہائی کی ایکشن فلم", 1990, 1999],
    ["90 کی دہائی کی کامیڈی", 1990, 1999],
    ["80 یا 90 کی دہائی کی فلم", 1980, 1999],
    ["اسی کی دہائی کی رومانوی فلم", 1980, 1989],
    ["نوے کی دہائی کی کامیڈی", 1990, 1999],
    ["ستر اور اسی کی دہائی کی فلمیں", 1970, 1989],
    ["2000 سے پہلے کی کوئی ایکشن فلم", null, 1999],
    ["۱۹۹۰ سے پہلے", null, 1989],
    ["2010 کے بعد کی سائنس فکشن", 2011, null],
    ["2015 سے اب تک کی سیریز", 2015, null],
    ["1995 سے پہلے کی کوئی فلم", null, 1994],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the years counted back as the English does, and no age in them", () => {
    const english = read("a comedy from the last 10 years");
    expect(read("پچھلے 10 سال کی کامیڈی")).toMatchObject({ yearMin: english.yearMin, viewerAge: null });
    expect(read("پچھلے 10 سال کی کامیڈی").yearMin).not.toBeNull();
    expect(translateForeign("20 سال پہلے کی ایک فلم")).toContain("20 years ago");
  });

  it.each([
    ["میری 6 سال کی بیٹی کے لیے", 6],
    ["چھ سال کے بچے کے لیے کارٹون", 6],
    ["8 سالہ بیٹے کے لیے کچھ", 8],
    ["آٹھ سال کے بیٹے کے لیے کوئی اینیمیشن فلم", 8],
    ["میری بیٹی کی عمر پانچ سال ہے، اس کے لیے کوئی کارٹون", 5],
    ["پانچ سال کے بچوں کے لیے", 5],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(read(text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["کوئی اچھی مووی", "movie"],
    ["مزاحیہ فلمیں", "movie"],
    ["ایک پکچر", "movie"],
    ["ایک کرائم سیریز", "tv"],
    ["کوئی دستاویزی سیریز", "tv"],
    ["چھوٹی اقساط والی کامیڈی سیریز", "tv"],
    ["ویب سیریز", "tv"],
    ["کوئی ڈرامہ سیریل", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(read(text).type).toBe(type);
  });

  it("reads who is watching and when", () => {
    expect(read("آج رات دوستوں کے ساتھ دیکھنے کے لیے کچھ").occasion).toBe(
      read("something to watch with friends tonight").occasion,
    );
    expect(read("آج رات دوستوں کے ساتھ دیکھنے کے لیے کچھ").occasion).toBeTruthy();
    expect(read("امی ابو کے ساتھ دیکھنے کے لیے کوئی پرانی فلم").occasion).toBe(
      read("an old film to watch with my parents").occasion,
    );
    expect(read("میری بیوی کے ساتھ ایک رومانوی فلم").occasion).toBe("date night");
    expect(read("پورے خاندان کے لیے کوئی کامیڈی").familySafe).toBe(true);
  });

  it("reads Urdu digits as digits", () => {
    expect(translateForeign("۲۰۰۰ سے پہلے کی ۶ سالہ")).toBe(" before 2000   6 year old ");
    expect(read("۲۰۰۰ سے پہلے").yearMax).toBe(1999);
  });

  it("reads Urdu typed as Urdu before Persian and Arabic, whose letters it shares", () => {
    expect(foreignLanguages("ڈراؤنی فلم نہیں")[0]).toBe("ur");
    expect(foreignLanguages("مجھے کوئی اچھی فلم چاہیے")[0]).toBe("ur");
    expect(foreignLanguages("کوئی مزاحیہ فلم")[0]).toBe("ur");
    // "ۓ" and "ئے", "ۂ" and "ہ" are one letter once the hamza goes
    expect(translateForeign("نۓ")).toBe(translateForeign("نئے"));
    expect(translateForeign("نئے")).toBe("new");
    expect(translateForeign("ڈراؤنی فلم tonight")).toBe("horror film tonight");
  });

  it("stays fast on 20,000 characters of hostile Urdu, and still reads it", () => {
    const hostile: [string, string][] = [
      ["ڈراؤنی فلم نہیں ".repeat(1300), "no horror film,"],
      [`${"ک".repeat(20_000)} نہیں`, "not"],
      ["ڈیڑھ گھنٹے سے کم ۹۰ کی دہائی ۶ سال کی ".repeat(560), "under 1.5 hours"],
      [`${"جنگ یا ".repeat(2900)}نہیں`, "war or"],
      [`${"میری ".repeat(4000)}بیٹی کے لیے`, "for my daughter"],
      ["2000 سے پہلے ".repeat(1700), "before 2000"],
      [`${"ک ".repeat(10_000)}کے ساتھ`, "with"],
      [`${"۱".repeat(20_000)} گھنٹے`, "1111 hours"],
      ["بہت زیادہ بہت زیادہ ".repeat(1100), "too much"],
      ["اسی اور نوے کی دہائی ".repeat(1000), "80s or 90s"],
    ];
    expectHostileReadInTime(index, hostile);
  });
});
