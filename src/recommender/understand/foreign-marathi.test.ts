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

describe("Marathi", () => {
  it.each([
    ["आजीसोबत बघता येईल असं काहीतरी हलकंफुलकं आणि विनोदी सुचवा", "suggest something light and funny to watch with grandma"],
    ["भयपट नको, काहीतरी विनोदी हवं", "no horror film, i want something funny"],
    ["एखादी चांगली गुन्हेगारी मालिका सुचवा", "suggest a good crime series"],
    ["संपूर्ण कुटुंबासाठी एखादा विनोदी चित्रपट", "a comedy film for the whole family"],
    ["सत्य घटनेवर आधारित युद्धपट", "a war film based on a true story"],
    ["बायकोसोबत बघायला एखादा रोमँटिक चित्रपट", "a romantic film to watch with my wife"],
    ["माझ्या ६ वर्षांच्या मुलीसाठी एखादं कार्टून", "a cartoon for my 6 year old daughter"],
    ["एखादी विज्ञानकथा मालिका सुचवा", "suggest a science fiction series"],
  ])("%j reads like %j", (marathi, english) => {
    expectSameReading(index, marathi, english);
  });

  it.each([
    ["भयपट नको", "no horror film,"],
    ["आजीसोबत", "with grandma"],
    ["दोन तासांपेक्षा जास्त लांब नसलेला", "no longer than 2 hours"],
    ["९० च्या दशकातील", "90s"],
    ["माझ्या ६ वर्षांच्या मुलीसाठी", "for my 6 year old daughter"],
    ["युद्ध किंवा भयपट नको", "no war or horror film,"],
    ["हिंसेशिवाय एखादा थरारपट", "without violence, a thriller"],
    ["आई-बाबांसोबत", "with parents"],
  ])("translates %j as %j", (marathi, english) => {
    expect(translateForeign(marathi).replace(/\s+/g, " ").trim()).toBe(english);
  });

  it("reads watching with grandma as the English does", () => {
    const text = "आजीसोबत बघता येईल असं काहीतरी हलकंफुलकं आणि विनोदी सुचवा";
    const english = read("suggest something light and funny to watch with grandma");
    expect(read(text)).toMatchObject({ occasion: english.occasion, familySafe: english.familySafe });
    expect(read(text).occasion).toBeTruthy();
    expect(read(text).moods).toEqual(english.moods);
  });

  it.each([
    ["ॲक्शन चित्रपट", "Action"],
    ["साहसपट", "Adventure"],
    ["ॲनिमेशनपट", "Animation"],
    ["विनोदी चित्रपट", "Comedy"],
    ["गुन्हेगारीपट", "Crime"],
    ["माहितीपट", "Documentary"],
    ["नाट्यपट", "Drama"],
    ["कौटुंबिक चित्रपट", "Family"],
    ["कल्पनारम्य चित्रपट", "Fantasy"],
    ["ऐतिहासिकपट", "History"],
    ["भयपट", "Horror"],
    ["संगीतपट", "Music"],
    ["रहस्यपट", "Mystery"],
    ["प्रेमपट", "Romance"],
    ["विज्ञानकथा", "Science Fiction"],
    ["थरारपट", "Thriller"],
    ["युद्धपट", "War"],
    ["काउबॉयचा चित्रपट", "Western"],
    ["रिॲलिटी शो", "Reality"],
  ])("asks for %j as %s", (text, genre) => {
    expect(topGenres(`मला एखादा ${text} बघायचा आहे`)).toContain(genre);
  });

  it.each([
    ["भयपट नको, एखादा विनोदी चित्रपट सुचवा", ["Horror"], "Comedy"],
    ["हॉरर नकोय, काहीतरी विनोदी", ["Horror"], "Comedy"],
    ["मला भयपट बघायचा नाही, एखादा ॲनिमेशनपट", ["Horror"], "Animation"],
    ["युद्ध किंवा भयपट नको, एखादा रोमँटिक चित्रपट", ["War", "Horror"], "Romance"],
    ["प्रेमपट अजिबात नको, एखादा थरारपट", ["Romance"], "Thriller"],
    ["मारधाडीशिवाय एखादा नाट्यपट", ["Action"], "Drama"],
    ["थरारपट नसावा, एखादा माहितीपट", ["Thriller"], "Documentary"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it.each([
    ["रक्तपात नको, एखादा ॲक्शनपट", "gory"],
    ["सेक्स सीन नसावेत", "raunchy"],
    ["हिंसेशिवाय एखादा थरारपट", "violent"],
  ])("refuses what is not to be seen in %j", (text, mood) => {
    expect(read(text).excludeMoods).toContain(mood);
  });

  it.each([
    ["दोन तासांपेक्षा जास्त लांब नसलेला विनोदी चित्रपट", 120],
    ["दोन तासांपेक्षा कमी", 119],
    ["२ तासांपेक्षा कमी वेळाचा चित्रपट", 119],
    ["दीड तासापर्यंतचा विनोदी चित्रपट", 90],
    ["जास्तीत जास्त दीड तास", 90],
    ["९० मिनिटांपेक्षा जास्त नको", 90],
    ["अडीच तासांपेक्षा जास्त लांब नको", 150],
    ["एका तासापेक्षा कमी वेळाचे भाग", 59],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(read(text).maxRuntime).toBe(minutes);
  });

  it("reads the lengths as the English does", () => {
    expect(read("दोन तासांपेक्षा कमी").maxRuntime).toBe(read("under 2 hours").maxRuntime);
    expect(translateForeign("दीड तास")).toContain("1.5 hours");
    expect(read("जास्त लांब नको").maxRuntime).toBe(read("not too long").maxRuntime);
    expect(read("जास्त लांब नको").maxRuntime).not.toBeNull();
  });

  it.each([
    ["९० च्या दशकातील ॲक्शन चित्रपट", 1990, 1999],
    ["९०च्या दशकातला विनोदी चित्रपट", 1990, 1999],
    ["८० किंवा ९० च्या दशकातील चित्रपट", 1980, 1999],
    ["ऐंशीच्या दशकातील रोमँटिक चित्रपट", 1980, 1989],
    ["नव्वदच्या दशकातला विनोदी चित्रपट", 1990, 1999],
    ["सत्तर आणि ऐंशीच्या दशकातले चित्रपट", 1970, 1989],
    ["२००० पूर्वीचा एखादा ॲक्शन चित्रपट", null, 1999],
    ["१९९० च्या आधीचे", null, 1989],
    ["२०१० नंतरची विज्ञानकथा", 2011, null],
    ["२०१५ पासून आतापर्यंतच्या मालिका", 2015, null],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the years counted back as the English does, and no age in them", () => {
    const english = read("a comedy from the last 10 years");
    expect(read("गेल्या १० वर्षांतील विनोदी चित्रपट")).toMatchObject({ yearMin: english.yearMin, viewerAge: null });
    expect(read("गेल्या १० वर्षांतील विनोदी चित्रपट").yearMin).not.toBeNull();
    expect(translateForeign("२० वर्षांपूर्वीचा एखादा चित्रपट")).toContain("20 years ago");
  });

  it.each([
    ["माझ्या ६ वर्षांच्या मुलीसाठी", 6],
    ["सहा वर्षांच्या मुलासाठी कार्टून", 6],
    ["८ वर्षांच्या मुलासाठी काहीतरी", 8],
    ["आठ वर्षांच्या मुलासाठी एखादा ॲनिमेशनपट", 8],
    ["माझ्या मुलीचं वय ५ आहे, तिच्यासाठी एखादं कार्टून", 5],
    ["पाच वर्षांच्या मुलांसाठी", 5],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(read(text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["एखादा चांगला चित्रपट", "movie"],
    ["विनोदी चित्रपट", "movie"],
    ["चित्रपट सुचवा", "movie"],
    ["एखादी गुन्हेगारी मालिका", "tv"],
    ["एखादी माहितीपट मालिका", "tv"],
    ["छोटे भाग असलेली विनोदी मालिका", "tv"],
    ["वेब सिरीज", "tv"],
    ["एखादी टीव्ही मालिका", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(read(text).type).toBe(type);
  });

  it("reads who is watching and when", () => {
    expect(read("आज रात्री मित्रांसोबत बघायला काहीतरी").occasion).toBe(
      read("something to watch with friends tonight").occasion,
    );
    expect(read("आज रात्री मित्रांसोबत बघायला काहीतरी").occasion).toBeTruthy();
    expect(read("आई-बाबांसोबत बघण्यासारखा जुना कृष्णधवल चित्रपट").occasion).toBe(
      read("an old black and white film to watch with my parents").occasion,
    );
    expect(read("बायकोसोबत एखादा रोमँटिक चित्रपट").occasion).toBe("date night");
    expect(read("संपूर्ण कुटुंबासाठी एखादा विनोदी चित्रपट").familySafe).toBe(true);
  });

  it("reads Marathi as Marathi before Hindi, whose letters it writes", () => {
    expect(foreignLanguages("भयपट नको")[0]).toBe("mr");
    expect(foreignLanguages("मला एक चांगला चित्रपट हवा आहे")[0]).toBe("mr");
    expect(translateForeign("भयपट tonight")).toBe("horror film tonight");
  });

  it("reads words with or without the nukta and the chandrabindu", () => {
    expect(translateForeign("नवऱ्यासोबत")).toBe(translateForeign("नवर्‍यासोबत"));
    expect(translateForeign("नवऱ्यासोबत").trim()).toBe("with husband");
    expect(translateForeign("रोमँटिक")).toBe("romantic");
  });

  it("stays fast on 20,000 characters of hostile Marathi, and still reads it", () => {
    const hostile: [string, string][] = [
      ["भयपट नको ".repeat(2300), "no horror film,"],
      [`${"क".repeat(20_000)} नको`, "no"],
      ["दीड तासांपेक्षा कमी ९० च्या दशकातील ६ वर्षांच्या ".repeat(450), "under 1.5 hours"],
      [`${"युद्ध किंवा ".repeat(1700)}नको`, "war or"],
      [`${"माझ्या ".repeat(3000)}मुलीसाठी`, "for my"],
      ["२००० पूर्वीचा ".repeat(1500), "before 2000"],
      [`${"क-".repeat(10_000)} सोबत`, "with"],
      [`${"१".repeat(20_000)} तास`, "1111 hours"],
      ["मला खूप जास्त ".repeat(1400), "too much"],
      ["ऐंशी आणि नव्वदच्या दशकातील ".repeat(800), "80s or 90s"],
      [`${"आजी ".repeat(5000)}सोबत`, "with grandma"],
    ];
    expectHostileReadInTime(index, hostile);
  });
});
