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

describe("Bengali", () => {
  it.each([
    ["বাবা-মায়ের সাথে দেখার মতো একটা পুরনো সাদা-কালো সিনেমা চাই", "an old black and white film to watch with my parents"],
    ["একটা হাসির সিনেমা", "a funny film"],
    ["একটা ক্রাইম সিরিজ", "a crime series"],
    ["পুরো পরিবারের জন্য একটা কমেডি", "a comedy for the whole family"],
    ["সত্য ঘটনা অবলম্বনে যুদ্ধের ছবি", "a war film based on a true story"],
    ["বউয়ের সাথে একটা রোমান্টিক ছবি", "a romantic film with my wife"],
    ["আমার ৬ বছরের মেয়ের জন্য একটা কার্টুন", "a cartoon for my 6 year old daughter"],
    ["কল্পবিজ্ঞানের একটা সিরিজ সাজেস্ট করুন", "suggest a science fiction series"],
    ["ভূতের ছবি নয়, হাসির কিছু চাই", "no horror film, i want something funny"],
  ])("%j reads like %j", (bengali, english) => {
    expectSameReading(index, bengali, english);
  });

  it.each([
    ["একটা হাসির সিনেমা", "a comedy film"],
    ["ভূতের ছবি নয়", "no horror film,"],
    ["দুই ঘণ্টার কম", "under 2 hours"],
    ["৯০-এর দশকের", "90s"],
    ["আমার ৬ বছরের মেয়ের জন্য", "for my 6 year old daughter"],
    ["একটা ক্রাইম সিরিজ", "a crime series"],
    ["যুদ্ধ বা ভূতের ছবি নয়", "no war or horror film,"],
    ["হিংসা ছাড়া একটা থ্রিলার", "without violence, a thriller"],
  ])("translates %j as %j", (bengali, english) => {
    expect(translateForeign(bengali).replace(/\s+/g, " ").trim()).toBe(english);
  });

  it("reads watching with the parents as the English does", () => {
    const text = "বাবা-মায়ের সাথে দেখার মতো একটা পুরনো সাদা-কালো সিনেমা চাই";
    const english = read("an old black and white film to watch with my parents");
    expect(read(text)).toMatchObject({ occasion: english.occasion, yearMax: english.yearMax, type: "movie" });
    expect(read(text).occasion).toBeTruthy();
    expect(read(text).terms).toContain("black and white");
  });

  it.each([
    ["অ্যাকশন", "Action"],
    ["অ্যাডভেঞ্চার", "Adventure"],
    ["অ্যানিমেশন", "Animation"],
    ["হাসির ছবি", "Comedy"],
    ["ক্রাইম", "Crime"],
    ["ডকুমেন্টারি", "Documentary"],
    ["ড্রামা", "Drama"],
    ["পারিবারিক ছবি", "Family"],
    ["ফ্যান্টাসি", "Fantasy"],
    ["ঐতিহাসিক ছবি", "History"],
    ["ভূতের সিনেমা", "Horror"],
    ["গানের ছবি", "Music"],
    ["রহস্য", "Mystery"],
    ["প্রেমের ছবি", "Romance"],
    ["কল্পবিজ্ঞান", "Science Fiction"],
    ["থ্রিলার", "Thriller"],
    ["যুদ্ধের ছবি", "War"],
    ["ওয়েস্টার্ন", "Western"],
    ["রিয়েলিটি শো", "Reality"],
  ])("asks for %j as %s", (text, genre) => {
    expect(topGenres(`একটা ${text} চাই`)).toContain(genre);
  });

  it.each([
    ["হরর চাই না, একটা কমেডি দাও", ["Horror"], "Comedy"],
    ["ভূতের ছবি নয়, হাসির কিছু", ["Horror"], "Comedy"],
    ["আমি ভূতের ছবি দেখতে চাই না, একটা অ্যানিমেশন", ["Horror"], "Animation"],
    ["যুদ্ধ বা ভূতের ছবি নয়, একটা রোমান্টিক ছবি", ["War", "Horror"], "Romance"],
    ["রোমান্স একদম না, একটা থ্রিলার", ["Romance"], "Thriller"],
    ["অ্যাকশন ছাড়া একটা ড্রামা", ["Action"], "Drama"],
    ["কার্টুন বাদে যেকোনো কমেডি", ["Animation"], "Comedy"],
    ["থ্রিলার যেন না হয়, একটা ডকুমেন্টারি", ["Thriller"], "Documentary"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it.each([
    ["রক্তারক্তি চলবে না, একটা অ্যাকশন ছবি", "gory"],
    ["সেক্স দৃশ্য যেন না থাকে", "raunchy"],
    ["হিংসা ছাড়া একটা থ্রিলার", "violent"],
  ])("refuses what is not to be seen in %j", (text, mood) => {
    expect(read(text).excludeMoods).toContain(mood);
  });

  it.each([
    ["দুই ঘণ্টার কম একটা ছবি", 119],
    ["২ ঘণ্টার চেয়ে কম", 119],
    ["দেড় ঘণ্টার মধ্যে একটা কমেডি", 90],
    ["সর্বোচ্চ দেড় ঘণ্টা", 90],
    ["৯০ মিনিটের বেশি নয়", 90],
    ["আড়াই ঘণ্টার বেশি লম্বা না হয়", 150],
    ["এক ঘণ্টার কম এপিসোড", 59],
    ["আধ ঘণ্টার মধ্যে", 30],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(read(text).maxRuntime).toBe(minutes);
  });

  it("reads the lengths as the English does", () => {
    expect(read("দুই ঘণ্টার কম").maxRuntime).toBe(read("under 2 hours").maxRuntime);
    expect(read("দেড় ঘণ্টা").maxRuntime).toBe(read("1.5 hours").maxRuntime);
    expect(translateForeign("দেড় ঘণ্টা")).toContain("1.5 hours");
    expect(read("খুব বেশি লম্বা না").maxRuntime).toBe(read("not too long").maxRuntime);
    expect(read("খুব বেশি লম্বা না").maxRuntime).not.toBeNull();
  });

  it.each([
    ["৯০-এর দশকের অ্যাকশন ছবি", 1990, 1999],
    ["৯০'র দশকের কমেডি", 1990, 1999],
    ["৮০ বা ৯০-এর দশকের ছবি", 1980, 1999],
    ["আশির দশকের রোমান্টিক সিনেমা", 1980, 1989],
    ["নব্বইয়ের দশকের কমেডি", 1990, 1999],
    ["সত্তর আর আশির দশকের ছবি", 1970, 1989],
    ["২০০০ সালের আগের একটা অ্যাকশন ছবি", null, 1999],
    ["১৯৯০-এর আগে", null, 1989],
    ["২০১০-এর পরের সায়েন্স ফিকশন", 2011, null],
    ["২০১৫ থেকে এখন পর্যন্ত সিরিজ", 2015, null],
    ["২০১০ থেকে ২০১৫ সালের মধ্যে", 2010, 2015],
    ["১৯৯৫ সালের একটা ছবি", 1995, 1995],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the years counted back as the English does, and no age in them", () => {
    const english = read("a comedy from the last 10 years");
    expect(read("গত ১০ বছরের কমেডি")).toMatchObject({ yearMin: english.yearMin, viewerAge: null });
    expect(read("গত ১০ বছরের কমেডি").yearMin).not.toBeNull();
    expect(read("২০ বছর আগের একটা ছবি").viewerAge).toBeNull();
    expect(translateForeign("২০ বছর আগের একটা ছবি")).toContain("20 years ago");
  });

  it.each([
    ["আমার ৬ বছরের মেয়ের জন্য", 6],
    ["ছয় বছরের বাচ্চার জন্য কার্টুন", 6],
    ["৮ বছর বয়সী ছেলের জন্য কিছু", 8],
    ["আট বছরের ছেলের জন্য একটা অ্যানিমেশন ছবি", 8],
    ["আমার মেয়ের বয়স ৫, ওর জন্য একটা কার্টুন", 5],
    ["পাঁচ বছরের বাচ্চাদের জন্য", 5],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(read(text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["একটা ভালো সিনেমা", "movie"],
    ["হাসির ছবি", "movie"],
    ["মুভিটা", "movie"],
    ["একটা ক্রাইম সিরিজ", "tv"],
    ["একটা ডকুমেন্টারি সিরিজ", "tv"],
    ["ছোট এপিসোডের কমেডি সিরিজ", "tv"],
    ["ওয়েব সিরিজ", "tv"],
    ["কোনো ধারাবাহিক", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(read(text).type).toBe(type);
  });

  it("reads who is watching and when", () => {
    expect(read("আজ রাতে বন্ধুদের সাথে দেখার মতো কিছু").occasion).toBe(
      read("something to watch with friends tonight").occasion,
    );
    expect(read("আজ রাতে বন্ধুদের সাথে দেখার মতো কিছু").occasion).toBeTruthy();
    expect(read("বউয়ের সাথে একটা রোমান্টিক ছবি").occasion).toBe("date night");
    expect(read("পুরো পরিবারের জন্য একটা কমেডি").familySafe).toBe(true);
  });

  it("reads Bengali digits as digits", () => {
    expect(translateForeign("১৯৯৫ ২০০০ ৬")).toBe("1995 2000 6");
    expect(read("২০০০-এর আগে").yearMax).toBe(1999);
  });

  it("reads words with or without the nukta, the chandrabindu, a split vowel sign and khanda ta", () => {
    // "ভয়ের" typed with the one letter U+09DF and with "য" and the nukta
    expect(translateForeign("\u09ad\u09df\u09c7\u09b0 \u099b\u09ac\u09bf")).toBe("horror film");
    expect(translateForeign("\u09ad\u09af\u09bc\u09c7\u09b0 \u099b\u09ac\u09bf")).toBe("horror film");
    // "বড়দিনের" typed with the one letter U+09DC and with "ড" and the nukta
    expect(translateForeign("\u09ac\u09dc\u09a6\u09bf\u09a8\u09c7\u09b0 ছবি")).toBe("christmas film");
    expect(translateForeign("\u09ac\u09a1\u09bc\u09a6\u09bf\u09a8\u09c7\u09b0 ছবি")).toBe("christmas film");
    // "পুরোনো" with "ো" whole and as "ে" and the aa sign
    expect(translateForeign("\u09aa\u09c1\u09b0\u09cb\u09a8\u09cb")).toBe("old");
    expect(translateForeign("\u09aa\u09c1\u09b0\u09c7\u09be\u09a8\u09c7\u09be")).toBe("old");
    expect(translateForeign("চমত্\u200dকার")).toBe(translateForeign("চমৎকার"));
    expect(translateForeign("চমৎকার")).toBe("great");
    expect(read("পাঁচ বছরের বাচ্চার জন্য").viewerAge).toBe(5);
    expect(read("পাচ বছরের বাচ্চার জন্য").viewerAge).toBe(5);
  });

  it("counts as foreign text, read as Bengali", () => {
    expect(hasForeignWords("একটা হাসির সিনেমা")).toBe(true);
    expect(foreignLanguages("একটা হাসির সিনেমা")).toEqual(["bn"]);
    expect(foreignLanguages("নমস্কার")).toEqual(["bn"]);
    expect(translateForeign("ভূতের ছবি tonight")).toBe("horror film tonight");
  });

  it("stays fast on 20,000 characters of hostile Bengali, and still reads it", () => {
    const hostile: [string, string][] = [
      ["ভূতের ছবি নয় ".repeat(1600), "no horror film,"],
      [`${"ক".repeat(20_000)} নয়`, "not"],
      ["দেড় ঘণ্টার কম ৯০-এর দশকের ৬ বছরের ".repeat(600), "under 1.5 hours"],
      [`${"যুদ্ধ বা ".repeat(2500)}নয়`, "war or"],
      [`${"আমার ".repeat(4000)}জন্য`, "for my"],
      ["২০০০ সালের আগে ".repeat(1400), "before 2000"],
      [`${"ক-".repeat(10_000)}সাথে`, "with"],
      [`${"১".repeat(20_000)} ঘণ্টা`, "1111 hours"],
      ["খুব বেশি খুব বেশি ".repeat(1200), "too much"],
      ["আশি ও আশি ও ".repeat(1600), "and"],
    ];
    expectHostileReadInTime(index, hostile);
  });
});
