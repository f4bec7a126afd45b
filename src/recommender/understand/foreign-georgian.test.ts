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

describe("Georgian", () => {
  it.each([
    ["ამაღამ მინდა ვუყურო 90-იანი წლების მძაფრსიუჟეტიანი ფილმი", "tonight i want to watch an action film from the 90s"],
    ["საშინელებათა ფილმი არ მინდა, რამე სასაცილო", "no horror film, something funny"],
    ["მირჩიე კარგი კრიმინალური სერიალი", "recommend a good crime series"],
    ["ოჯახთან ერთად სანახავი კომედია", "a comedy to watch with the family"],
    ["ცოლთან ერთად სანახავი რომანტიკული ფილმი", "a romance film to watch with my wife"],
    ["ჩემი 6 წლის ქალიშვილისთვის მულტფილმი", "a cartoon for my 6 year old daughter"],
    ["მირჩიეთ სამეცნიერო ფანტასტიკის სერიალი", "recommend a science fiction series"],
    [
      "2 საათზე მეტი არა, რამე სათავგადასავლო ფილმი მეგობრებთან ერთად",
      "an adventure film with friends, no longer than 2 hours",
    ],
    ["ბავშვებთან ერთად სანახავი ანიმაციური ფილმი 2010 წლის შემდეგ", "an animated film to watch with kids after 2010"],
    ["80-იანი წლების დოკუმენტური სერიალი მოკლე ეპიზოდებით", "a documentary series from the 80s with short episodes"],
  ])("%j reads like %j", (georgian, english) => {
    expectSameReading(index, georgian, english);
  });

  it.each([
    ["საშინელებათა ფილმი არ მინდა", "no horror film,"],
    ["ამაღამ მინდა ვუყურო 90-იანი წლების მძაფრსიუჟეტიანი ფილმი", "tonight i want to watch 90s action film"],
    ["2 საათზე მეტი არა", "no longer than 2 hours"],
    ["ომის ან საშინელებათა ფილმი არ მინდა", "no war or horror film,"],
    ["ძალადობის გარეშე თრილერი", "without violence, thriller"],
    ["რომანტიკული კომედია არ მინდა", "no romantic comedy,"],
    ["მეგობრებთან ერთად", "with friends"],
    ["ჩემი 6 წლის ქალიშვილისთვის", "for my 6 year old daughter"],
    ["მაქსიმუმ საათნახევარი", "at most 1.5 hours"],
    ["ოღონდ არც ისე გრძელი", "but not too long"],
  ])("translates %j as %j", (georgian, english) => {
    expect(translateForeign(georgian).replace(/\s+/g, " ").trim()).toBe(english);
  });

  it.each([
    ["მძაფრსიუჟეტიანი ფილმი", "Action"],
    ["სათავგადასავლო ფილმი", "Adventure"],
    ["ანიმაციური ფილმი", "Animation"],
    ["კომედია", "Comedy"],
    ["კრიმინალური სერიალი", "Crime"],
    ["დოკუმენტური ფილმი", "Documentary"],
    ["დრამა", "Drama"],
    ["საოჯახო ფილმი", "Family"],
    ["ფენტეზი", "Fantasy"],
    ["ისტორიული ფილმი", "History"],
    ["საშინელებათა ფილმი", "Horror"],
    ["მიუზიკლი", "Music"],
    ["საიდუმლოებით მოცული ფილმი", "Mystery"],
    ["რომანტიკული ფილმი", "Romance"],
    ["სამეცნიერო ფანტასტიკა", "Science Fiction"],
    ["თრილერი", "Thriller"],
    ["ომის ფილმი", "War"],
    ["ვესტერნი", "Western"],
    ["რეალითი შოუ", "Reality"],
  ])("asks for %j as %s", (text, genre) => {
    expect(topGenres(`მინდა ${text}`)).toContain(genre);
  });

  it.each([
    ["საშინელებათა ფილმი არ მინდა, რამე კომედია", ["Horror"], "Comedy"],
    ["ჰორორი არა, რამე სასაცილო", ["Horror"], "Comedy"],
    ["ომის ან საშინელებათა ფილმი არ მინდა, რომანტიკული ფილმი", ["War", "Horror"], "Romance"],
    ["მელოდრამა საერთოდ არ მინდა, თრილერი", ["Romance"], "Thriller"],
    ["თრილერი არ იყოს, დოკუმენტური ფილმი", ["Thriller"], "Documentary"],
    ["ჰორორს ვერ ვიტან, მირჩიე ანიმაციური ფილმი", ["Horror"], "Animation"],
    ["რომანტიკული კომედია არ მინდა, თრილერი", ["Romance"], "Thriller"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it.each([
    ["სისხლიანი სცენები არ მინდა, მძაფრსიუჟეტიანი ფილმი", "gory"],
    ["სექსუალური სცენები არ იყოს", "raunchy"],
    ["ძალადობის გარეშე თრილერი", "violent"],
  ])("refuses what is not to be seen in %j", (text, mood) => {
    expect(read(text).excludeMoods).toContain(mood);
  });

  it.each([
    ["2 საათზე მეტი არა, რამე კომედია", 120],
    ["ორ საათზე ნაკლები ფილმი", 119],
    ["90 წუთამდე ფილმი", 90],
    ["მაქსიმუმ საათნახევარი", 90],
    ["საათნახევარზე მეტი არ უნდა იყოს", 90],
    ["ორნახევარ საათზე მეტი არა", 150],
    ["ეპიზოდები არაუმეტეს ნახევარი საათისა", 30],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(read(text).maxRuntime).toBe(minutes);
  });

  it("reads the lengths as the English does", () => {
    expect(read("ორ საათზე ნაკლები").maxRuntime).toBe(read("under 2 hours").maxRuntime);
    expect(read("ეპიზოდები არაუმეტეს ნახევარი საათისა")).toMatchObject({
      type: "tv",
      maxRuntime: read("episodes no longer than half an hour").maxRuntime,
    });
    expect(translateForeign("საათნახევრიანი ფილმი")).toContain("1.5 hours");
    expect(translateForeign("90 წუთიანი კომედია")).toContain("90 minutes");
  });

  it.each([
    ["90-იანი წლების მძაფრსიუჟეტიანი ფილმი", 1990, 1999],
    ["90-იან წლებში გამოსული კომედია", 1990, 1999],
    ["90-ების კომედია", 1990, 1999],
    ["1980-იანების რომანტიკული ფილმი", 1980, 1989],
    ["ოთხმოციანი წლების რომანტიკული ფილმი", 1980, 1989],
    ["ოთხმოცდაათიანი წლების კომედია", 1990, 1999],
    ["80-90-იანი წლების კომედია", 1980, 1999],
    ["2000 წლამდე გამოსული მძაფრსიუჟეტიანი ფილმი", null, 1999],
    ["2010 წლის შემდეგ გადაღებული ფანტასტიკა", 2011, null],
    ["2015 წლიდან გამოსული სერიალები", 2015, null],
    ["2010-დან 2015-მდე გამოსული კომედია", 2010, 2015],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the years counted back as the English does, and no age in them", () => {
    const english = read("a comedy from the last 10 years");
    expect(read("ბოლო 10 წლის კომედიები")).toMatchObject({ yearMin: english.yearMin, viewerAge: null });
    expect(read("ბოლო ათი წლის კომედიები").yearMin).not.toBeNull();
    expect(translateForeign("20 წლის წინ გამოსული ფილმი")).toContain("20 years ago");
    expect(read("20 წლის წინ გამოსული ფილმი").viewerAge).toBeNull();
  });

  it.each([
    ["ჩემი 6 წლის ქალიშვილისთვის მულტფილმი", 6],
    ["ექვსი წლის ბავშვისთვის მულტფილმი", 6],
    ["8 წლის შვილისთვის რამე", 8],
    ["ჩემს რვა წლის შვილთან ერთად სანახავი ანიმაციური ფილმი", 8],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(read(text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["კარგი ფილმი", "movie"],
    ["კომედიური ფილმი", "movie"],
    ["კრიმინალური სერიალი", "tv"],
    ["მინისერიალი", "tv"],
    ["მოკლე ეპიზოდებიანი კომედიური სერიალი", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(read(text).type).toBe(type);
  });

  it("reads who is watching and when", () => {
    expect(read("ამაღამ მეგობრებთან ერთად სანახავი რამე").occasion).toBe(
      read("something to watch with friends tonight").occasion,
    );
    expect(read("ამაღამ მეგობრებთან ერთად სანახავი რამე").occasion).toBeTruthy();
    expect(read("ცოლთან ერთად რომანტიკული ფილმი").occasion).toBe("date night");
    expect(read("მეუღლესთან ერთად რომანტიკული კომედია").occasion).toBe("date night");
    expect(read("ბავშვებთან ერთად სანახავი საოჯახო ფილმი").familySafe).toBe(true);
  });

  it("reads Georgian letters and its case endings, and counts them as Georgian", () => {
    expect(hasForeignWords("საშინელებათა ფილმი")).toBe(true);
    expect(foreignLanguages("საშინელებათა ფილმი არ მინდა")).toEqual(["ka"]);
    // Mtavruli capitals are the same words once lower-cased
    expect(translateForeign("ᲙᲝᲛᲔᲓᲘᲐ")).toBe("comedy");
    expect(translateForeign("საშინელებათა ფილმი tonight")).toBe("horror film tonight");
    // endings the table does not list: "about", "like", "for" and the plural found on the word
    expect(translateForeign("ვესტერნებზე")).toBe("about western");
    expect(translateForeign("კოვბოებივით")).toBe("like western");
    expect(translateForeign("კომედიებს")).toBe("comedy");
  });

  it("stays fast on 20,000 characters of hostile Georgian, and still reads it", () => {
    const hostile: [string, string][] = [
      ["საშინელებათა ფილმი არ მინდა ".repeat(720), "no horror film,"],
      [`${"ა".repeat(20_000)} არ მინდა`, "i don't want"],
      ["საათნახევარზე ნაკლები 90-იანი წლების 6 წლის ".repeat(460), "under 1.5 hours"],
      [`${"ომი ან ".repeat(2900)}ჰორორი არ მინდა`, "war or"],
      ["2000 წლამდე ".repeat(1700), "before 2000"],
      [`${"1".repeat(20_000)} საათი`, "1111 hours"],
      ["ძალიან ძალიან ".repeat(1500), "very very"],
      [`${"ა-".repeat(10_000)} მინდა`, "i want"],
      ["ჩემი 6 წლის ".repeat(1700), "6 year old"],
      [`${"რომანტიკული ".repeat(1700)}კომედია არ მინდა`, "romantic"],
    ];
    expectHostileReadInTime(index, hostile);
  });
});
