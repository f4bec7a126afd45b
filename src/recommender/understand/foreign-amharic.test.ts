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
const translated = (text: string) => translateForeign(text).replace(/\s+/g, " ").trim();

describe("Amharic", () => {
  it.each([
    ["ዛሬ ማታ የ90ዎቹ አክሽን ፊልም ማየት እፈልጋለሁ", "tonight i want to watch an action film from the 90s"],
    ["አስፈሪ ፊልም አልፈልግም፣ አስቂኝ ነገር ጠቁመኝ", "no horror film, suggest something funny"],
    ["ጥሩ የወንጀል ተከታታይ ጠቁመኝ", "suggest a good crime series"],
    ["ከቤተሰብ ጋር የምናየው ኮሜዲ ፊልም", "a comedy film to watch with the family"],
    ["ከባለቤቴ ጋር የምናየው የፍቅር ፊልም", "a romance film to watch with my partner"],
    ["ለ6 ዓመቷ ልጄ ካርቱን", "a cartoon for my 6 year old kid"],
    ["የሳይንስ ልብወለድ ተከታታይ ምከረኝ", "recommend a science fiction series"],
    ["ከ2 ሰዓት በላይ ያልሆነ አስቂኝ ፊልም", "a comedy film no longer than 2 hours"],
    ["ክፍሎቹ ከግማሽ ሰዓት የማይበልጡ አስቂኝ ተከታታይ", "a funny series with episodes no longer than half an hour"],
    ["ከ2000 በፊት የወጣ የጦርነት ፊልም", "a war film from before 2000"],
  ])("%j reads like %j", (amharic, english) => {
    expectSameReading(index, amharic, english);
  });

  it.each([
    ["አስፈሪ ፊልም አልፈልግም", "no horror film,"],
    ["ዛሬ ማታ አስፈሪ ፊልም አልፈልግም", "tonight no horror film,"],
    ["ብዙ የማያስፈራ ሚስጥራዊ ፊልም", "not too scary mystery film"],
    ["ዛሬ ማታ የ90ዎቹ አክሽን ፊልም ማየት እፈልጋለሁ", "tonight 90s action film i want to watch"],
    ["ከ2 ሰዓት በላይ ያልሆነ", "no longer than 2 hours"],
    ["ጦርነት ወይም አስፈሪ ፊልም አልፈልግም", "no war or horror film,"],
    ["ሁከት የሌለው ትሪለር", "without violence, thriller"],
    ["ያለ ሁከት ትሪለር", "without violence, thriller"],
    ["ሳይንስ ፊክሽን አልፈልግም", "no science fiction,"],
    ["ከልጆች ጋር", "with kids"],
    ["ከመላው ቤተሰብ ጋር", "with the whole family"],
    ["በጣም ረጅም ያልሆነ ፊልም", "not too long film"],
    ["ለልጆች", "for kids"],
  ])("translates %j as %j", (amharic, english) => {
    expect(translated(amharic)).toBe(english);
  });

  it.each([
    ["አክሽን ፊልም", "Action"],
    ["የጀብዱ ፊልም", "Adventure"],
    ["አኒሜሽን ፊልም", "Animation"],
    ["ኮሜዲ ፊልም", "Comedy"],
    ["የወንጀል ፊልም", "Crime"],
    ["ዘጋቢ ፊልም", "Documentary"],
    ["ድራማ", "Drama"],
    ["የቤተሰብ ፊልም", "Family"],
    ["ምናባዊ ፊልም", "Fantasy"],
    ["የታሪክ ፊልም", "History"],
    ["አስፈሪ ፊልም", "Horror"],
    ["የሙዚቃ ፊልም", "Music"],
    ["ሚስጥራዊ ፊልም", "Mystery"],
    ["የፍቅር ፊልም", "Romance"],
    ["የሳይንስ ልብወለድ ፊልም", "Science Fiction"],
    ["ትሪለር", "Thriller"],
    ["የጦርነት ፊልም", "War"],
    ["የካውቦይ ፊልም", "Western"],
    ["ሪያሊቲ ሾው", "Reality"],
  ])("asks for %j as %s", (text, genre) => {
    expect(topGenres(`አንድ ${text} እፈልጋለሁ`)).toContain(genre);
  });

  it.each([
    ["አስፈሪ ፊልም አልፈልግም፣ አንድ ኮሜዲ ፊልም", ["Horror"], "Comedy"],
    ["ሆረር አልወድም፣ ኮሜዲ ይሁን", ["Horror"], "Comedy"],
    ["ጦርነት ወይም አስፈሪ ፊልም አልፈልግም፣ የፍቅር ፊልም", ["War", "Horror"], "Romance"],
    ["የፍቅር ፊልም አትስጠኝ፤ አክሽን ፊልም", ["Romance"], "Action"],
    ["ትሪለር አይሁን፣ ዘጋቢ ፊልም", ["Thriller"], "Documentary"],
    ["ሳይንስ ፊክሽን አልፈልግም፣ ኮሜዲ", ["Science Fiction"], "Comedy"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it.each([
    ["ደም አፋሳሽ ነገር አልፈልግም፣ አክሽን ፊልም", "gory"],
    ["የወሲብ ትዕይንቶች አይኑሩት", "raunchy"],
    ["ሁከት የሌለው ትሪለር", "violent"],
  ])("refuses what is not to be seen in %j", (text, mood) => {
    expect(read(text).excludeMoods).toContain(mood);
  });

  it.each([
    ["ከ2 ሰዓት በላይ ያልሆነ አስቂኝ ፊልም", 120],
    ["ከሁለት ሰዓት ያነሰ ፊልም", 119],
    ["ከ90 ደቂቃ በታች ፊልም", 89],
    ["ቢበዛ አንድ ሰዓት ተኩል", 90],
    ["ከሁለት ሰዓት ተኩል መብለጥ የለበትም", 150],
    ["እስከ 2 ሰዓት ድረስ", 120],
    ["ከ1 ሰዓት ከ30 ደቂቃ የማይበልጥ ፊልም", 90],
    ["ክፍሎቹ ከግማሽ ሰዓት የማይበልጡ", 30],
    ["ሁለት ሰዓት የማይሞላ ፊልም", 119],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(read(text).maxRuntime).toBe(minutes);
  });

  it("reads the lengths as the English does", () => {
    expect(read("ከሁለት ሰዓት ያነሰ").maxRuntime).toBe(read("under 2 hours").maxRuntime);
    expect(read("ክፍሎቹ ከግማሽ ሰዓት የማይበልጡ").type).toBe("tv");
    expect(translateForeign("አንድ ሰዓት ተኩል")).toContain("1.5 hours");
    expect(translateForeign("ሰዓት ተኩል")).toContain("1.5 hours");
  });

  it.each([
    ["የ90ዎቹ አክሽን ፊልም", 1990, 1999],
    ["በ90ዎቹ የወጣ ኮሜዲ", 1990, 1999],
    ["የ1980ዎቹ የፍቅር ፊልም", 1980, 1989],
    ["የሰማንያዎቹ የፍቅር ፊልም", 1980, 1989],
    ["የዘጠናዎቹ ኮሜዲ", 1990, 1999],
    ["የ፺ዎቹ ኮሜዲ", 1990, 1999],
    ["ከ2000 በፊት የወጣ አክሽን ፊልም", null, 1999],
    ["ከ2010 በኋላ የወጣ ሳይንስ ፊክሽን", 2011, null],
    ["ከ2015 ጀምሮ የወጡ ተከታታዮች", 2015, null],
    ["ከ2010 እስከ 2015 የወጡ ፊልሞች", 2010, 2015],
    ["ከ፳፻ በፊት", null, 1999],
    ["ከእ.ኤ.አ 2000 በፊት የወጣ ፊልም", null, 1999],
    ["በ፲፱፻፺፭ የወጣ ፊልም", 1995, 1995],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the years counted back as the English does, and no age in them", () => {
    const english = read("a comedy from the last 10 years");
    expect(read("ባለፉት 10 ዓመታት የወጣ ኮሜዲ")).toMatchObject({ yearMin: english.yearMin, viewerAge: null });
    expect(read("ባለፉት 10 ዓመታት የወጣ ኮሜዲ").yearMin).not.toBeNull();
    expect(read("ከ20 ዓመት በፊት የወጣ ፊልም")).toMatchObject({
      yearMin: read("a film from 20 years ago").yearMin,
      viewerAge: null,
    });
    expect(translateForeign("ከ20 ዓመት በፊት የወጣ ፊልም")).toContain("20 years ago");
  });

  it.each([
    ["ለ6 ዓመቷ ሴት ልጄ ካርቱን", 6],
    ["የስድስት ዓመት ልጅ ካርቱን", 6],
    ["8 ዓመቱ ለሆነው ልጄ አኒሜሽን ፊልም", 8],
    ["እድሜዋ 7 የሆነ ልጅ", 7],
    ["ለ፱ አመት ልጄ", 9],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(read(text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["ጥሩ ፊልም", "movie"],
    ["ኮሜዲ ፊልም", "movie"],
    ["የወንጀል ተከታታይ", "tv"],
    ["አንድ ሲሪየስ", "tv"],
    ["አጫጭር ክፍሎች ያሉት አስቂኝ ተከታታይ", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(read(text).type).toBe(type);
  });

  it("reads who is watching and when", () => {
    const amharic = read("ከጓደኞቼ ጋር ዛሬ ማታ የምናየው ነገር");
    expect(amharic.occasion).toBe(read("something to watch with my friends tonight").occasion);
    expect(amharic.occasion).toBeTruthy();
    expect(read("ከባለቤቴ ጋር የምናየው የፍቅር ፊልም").occasion).toBe("date night");
    expect(read("ከልጆቼ ጋር የምናየው የቤተሰብ ፊልም").familySafe).toBe(true);
    expect(read("ብቻዬን ለማየት አሳዛኝ ድራማ").occasion).toBe(read("a sad drama to watch alone").occasion);
  });

  it("reads Ethiopic letters, numerals and punctuation, and counts them as Amharic", () => {
    expect(translateForeign("፲፱፻፺፭ ፮")).toBe("1995 6");
    expect(translateForeign("፳፻፲፭")).toBe("2015");
    expect(translated("አስፈሪ፡ፊልም።")).toBe("horror film.");
    expect(hasForeignWords("አስፈሪ ፊልም")).toBe(true);
    expect(foreignLanguages("አስፈሪ ፊልም አልፈልግም")).toEqual(["am"]);
    // the rows of letters said alike are one: "ሕፃናት", "ህፃናት" and "ህጻናት" (children); "ሰዓት" and "ሰአት" (hours)
    for (const kids of ["ሕፃናት", "ህፃናት", "ህጻናት"]) expect(translateForeign(kids)).toBe("kids");
    expect(read("ከ2 ሰአት በታች").maxRuntime).toBe(read("ከ2 ሰዓት በታች").maxRuntime);
    expect(translateForeign("አስፈሪ ፊልም tonight")).toBe("horror film tonight");
  });

  it("stays fast on 20,000 characters of hostile Amharic, and still reads it", () => {
    const hostile: [string, string][] = [
      ["አስፈሪ ፊልም አልፈልግም ".repeat(1200), "no horror film,"],
      [`${"ሀ".repeat(20_000)} አልፈልግም`, "no"],
      ["አንድ ሰዓት ተኩል ከ2 ሰዓት በታች የ90ዎቹ የ6 ዓመት ".repeat(600), "under 2 hours"],
      [`${"ጦርነት ወይም ".repeat(2200)}አልፈልግም`, "war or"],
      ["ከ2000 በፊት ".repeat(2100), "before 2000"],
      [`${"፩".repeat(20_000)} ሰዓት`, "1111 hours"],
      [`${"፲፼".repeat(10_000)} ዓመት`, "10"],
      ["በጣም በጣም ".repeat(2500), "very very"],
      [`${"ከ".repeat(20_000)} ጋር`, "with"],
      [`${"ሀ-".repeat(10_000)} እፈልጋለሁ`, "i want"],
      ["ከልጆች ጋር ".repeat(2500), "with kids"],
      ["ያለ ያለ ".repeat(3400), "without"],
    ];
    expectHostileReadInTime(index, hostile);
  });
});
