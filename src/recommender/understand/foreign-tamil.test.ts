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

describe("Tamil", () => {
  it.each([
    ["இன்று இரவு 90களில் வந்த ஒரு அதிரடி திரைப்படம் பார்க்க வேண்டும்", "tonight i want to watch an action film from the 90s"],
    ["பேய் படம் வேண்டாம், ஏதாவது நகைச்சுவை படம்", "no horror film, a comedy film"],
    ["ஒரு நல்ல க்ரைம் தொடர் சொல்லுங்கள்", "suggest a good crime series"],
    ["குடும்பத்துடன் பார்க்க ஒரு நகைச்சுவை படம்", "a comedy film to watch with the family"],
    ["மனைவியுடன் பார்க்க ஒரு காதல் படம்", "a romance film to watch with my wife"],
    ["என் 6 வயது மகளுக்கு ஒரு கார்ட்டூன்", "a cartoon for my 6 year old daughter"],
    ["ஒரு அறிவியல் புனைகதை தொடர் பரிந்துரைக்கவும்", "recommend a science fiction series"],
  ])("%j reads like %j", (tamil, english) => {
    expectSameReading(index, tamil, english);
  });

  it.each([
    ["பேய் படம் வேண்டாம்", "no horror film,"],
    ["இன்று இரவு 90களில் வந்த ஒரு அதிரடி திரைப்படம் பார்க்க வேண்டும்", "tonight 90s a action film i want to watch"],
    ["2 மணி நேரத்திற்கு மேல் இல்லாத", "no longer than 2 hours"],
    ["போர் அல்லது பேய் படம் வேண்டாம்", "no war or horror film,"],
    ["வன்முறை இல்லாத த்ரில்லர்", "without violence, thriller"],
    ["குழந்தைகளுடன்", "with kids"],
  ])("translates %j as %j", (tamil, english) => {
    expect(translateForeign(tamil).replace(/\s+/g, " ").trim()).toBe(english);
  });

  it.each([
    ["அதிரடி படம்", "Action"],
    ["சாகசப் படம்", "Adventure"],
    ["அனிமேஷன் படம்", "Animation"],
    ["நகைச்சுவை படம்", "Comedy"],
    ["குற்றத் தொடர்", "Crime"],
    ["ஆவணப்படம்", "Documentary"],
    ["நாடகம்", "Drama"],
    ["குடும்பப் படம்", "Family"],
    ["ஃபேண்டஸி படம்", "Fantasy"],
    ["வரலாற்றுப் படம்", "History"],
    ["பேய் படம்", "Horror"],
    ["இசைப் படம்", "Music"],
    ["மர்மப் படம்", "Mystery"],
    ["காதல் படம்", "Romance"],
    ["அறிவியல் புனைகதை", "Science Fiction"],
    ["த்ரில்லர்", "Thriller"],
    ["போர்ப் படம்", "War"],
    ["கவ்பாய் படம்", "Western"],
    ["ரியாலிட்டி ஷோ", "Reality"],
  ])("asks for %j as %s", (text, genre) => {
    expect(topGenres(`எனக்கு ஒரு ${text} வேண்டும்`)).toContain(genre);
  });

  it.each([
    ["பேய் படம் வேண்டாம், ஒரு நகைச்சுவை படம்", ["Horror"], "Comedy"],
    ["ஹாரர் வேண்டாம், ஏதாவது காமெடி", ["Horror"], "Comedy"],
    ["போர் அல்லது பேய் படம் வேண்டாம், ஒரு காதல் படம்", ["War", "Horror"], "Romance"],
    ["காதல் படம் வேண்டவே வேண்டாம், ஒரு த்ரில்லர்", ["Romance"], "Thriller"],
    ["த்ரில்லர் கூடாது, ஒரு ஆவணப்படம்", ["Thriller"], "Documentary"],
    ["எனக்கு ஹாரர் பிடிக்காது, ஒரு அனிமேஷன் படம்", ["Horror"], "Animation"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it.each([
    ["ரத்தக்களரி வேண்டாம், ஒரு அதிரடி படம்", "gory"],
    ["ஆபாச காட்சிகள் கூடாது", "raunchy"],
    ["வன்முறை இல்லாத த்ரில்லர்", "violent"],
  ])("refuses what is not to be seen in %j", (text, mood) => {
    expect(read(text).excludeMoods).toContain(mood);
  });

  it.each([
    ["2 மணி நேரத்திற்கு மேல் இல்லாத ஒரு நகைச்சுவை படம்", 120],
    ["இரண்டு மணி நேரத்துக்கும் குறைவான படம்", 119],
    ["90 நிமிடங்களுக்குள் ஒரு படம்", 90],
    ["அதிகபட்சம் ஒன்றரை மணி நேரம்", 90],
    ["இரண்டரை மணி நேரத்திற்கு மேல் கூடாது", 150],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(read(text).maxRuntime).toBe(minutes);
  });

  it("reads the lengths as the English does", () => {
    expect(read("இரண்டு மணி நேரத்துக்கும் குறைவான").maxRuntime).toBe(read("under 2 hours").maxRuntime);
    expect(translateForeign("ஒன்றரை மணி நேரம்")).toContain("1.5 hours");
  });

  it.each([
    ["90களில் வந்த அதிரடி படம்", 1990, 1999],
    ["90-களின் நகைச்சுவை படம்", 1990, 1999],
    ["1980களின் காதல் படம்", 1980, 1989],
    ["எண்பதுகளின் காதல் படம்", 1980, 1989],
    ["தொண்ணூறுகளில் வந்த நகைச்சுவை படம்", 1990, 1999],
    ["2000க்கு முன் வந்த அதிரடி படம்", null, 1999],
    ["2010க்குப் பிறகு வந்த அறிவியல் புனைகதை", 2011, null],
    ["2015 முதல் வந்த தொடர்கள்", 2015, null],
    ["௨௦௦௦க்கு முன்", null, 1999],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the years counted back as the English does, and no age in them", () => {
    const english = read("a comedy from the last 10 years");
    expect(read("கடந்த 10 ஆண்டுகளில் வந்த நகைச்சுவை படம்")).toMatchObject({
      yearMin: english.yearMin,
      viewerAge: null,
    });
    expect(read("கடந்த 10 ஆண்டுகளில் வந்த நகைச்சுவை படம்").yearMin).not.toBeNull();
    expect(translateForeign("20 ஆண்டுகளுக்கு முன் வந்த படம்")).toContain("20 years ago");
  });

  it.each([
    ["என் 6 வயது மகளுக்கு ஒரு கார்ட்டூன்", 6],
    ["ஆறு வயது குழந்தைக்கு ஒரு கார்ட்டூன்", 6],
    ["8 வயது மகனுக்கு ஏதாவது", 8],
    ["எட்டு வயதுக் குழந்தைக்கு ஒரு அனிமேஷன் படம்", 8],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(read(text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["ஒரு நல்ல படம்", "movie"],
    ["நகைச்சுவை திரைப்படம்", "movie"],
    ["ஒரு க்ரைம் தொடர்", "tv"],
    ["ஒரு வெப் சீரிஸ்", "tv"],
    ["சிறிய எபிசோடுகள் கொண்ட நகைச்சுவை தொடர்", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(read(text).type).toBe(type);
  });

  it("reads who is watching and when", () => {
    expect(read("இன்று இரவு நண்பர்களுடன் பார்க்க ஏதாவது").occasion).toBe(
      read("something to watch with friends tonight").occasion,
    );
    expect(read("இன்று இரவு நண்பர்களுடன் பார்க்க ஏதாவது").occasion).toBeTruthy();
    expect(read("மனைவியுடன் பார்க்க ஒரு காதல் படம்").occasion).toBe("date night");
    expect(read("குழந்தைகளுடன் பார்க்க ஒரு குடும்பப் படம்").familySafe).toBe(true);
  });

  it("reads Tamil letters and digits, and counts them as Tamil", () => {
    expect(translateForeign("௧௯௯௫ ௬")).toBe("1995 6");
    expect(hasForeignWords("பேய் படம்")).toBe(true);
    expect(foreignLanguages("பேய் படம் வேண்டாம்")).toEqual(["ta"]);
    // "தொடர்" (series) typed with the vowel sign "ொ" whole and as "ெ" and "ா"
    expect(translateForeign("\u0ba4\u0bca\u0b9f\u0bb0\u0bcd")).toBe("series");
    expect(translateForeign("\u0ba4\u0bc6\u0bbe\u0b9f\u0bb0\u0bcd")).toBe("series");
    expect(translateForeign("பேய் படம் tonight")).toBe("horror film tonight");
  });

  it("stays fast on 20,000 characters of hostile Tamil, and still reads it", () => {
    const hostile: [string, string][] = [
      ["பேய் படம் வேண்டாம் ".repeat(1100), "no horror film,"],
      [`${"க".repeat(20_000)} வேண்டாம்`, "no"],
      ["ஒன்றரை மணி நேரத்துக்கும் குறைவான 90களில் 6 வயது ".repeat(420), "under 1.5 hours"],
      [`${"போர் அல்லது ".repeat(1700)}வேண்டாம்`, "war or"],
      ["2000க்கு முன் ".repeat(1600), "before 2000"],
      [`${"௧".repeat(20_000)} மணி நேரம்`, "1111 hours"],
      ["ரொம்ப ரொம்ப ".repeat(1700), "very very"],
      [`${"க-".repeat(10_000)} வேண்டும்`, "i want"],
    ];
    expectHostileReadInTime(index, hostile);
  });
});
