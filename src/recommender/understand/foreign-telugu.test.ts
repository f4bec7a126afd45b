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

describe("Telugu", () => {
  it.each([
    ["ఈ రాత్రి 90లలో వచ్చిన ఒక యాక్షన్ సినిమా చూడాలి", "tonight i want to watch an action film from the 90s"],
    ["హారర్ సినిమా వద్దు, ఏదైనా కామెడీ సినిమా", "no horror film, a comedy film"],
    ["ఒక మంచి క్రైమ్ సిరీస్ సూచించండి", "suggest a good crime series"],
    ["కుటుంబంతో కలిసి చూడటానికి ఒక కామెడీ సినిమా", "a comedy film to watch with the family"],
    ["భార్యతో చూడటానికి ఒక రొమాంటిక్ సినిమా", "a romantic film to watch with my wife"],
    ["నా 6 ఏళ్ల కూతురు కోసం ఒక కార్టూన్", "a cartoon for my 6 year old daughter"],
    ["నా ఆరేళ్ల కూతురికి ఒక కార్టూన్ సినిమా", "a cartoon film for my 6 year old daughter"],
    ["ఒక సైన్స్ ఫిక్షన్ సిరీస్ సిఫార్సు చేయండి", "recommend a science fiction series"],
    ["ఎపిసోడ్‌లు అరగంట కంటే ఎక్కువ ఉండకూడదు, ఒక కామెడీ సిరీస్", "a comedy series with episodes no longer than half an hour"],
    ["2 గంటల కంటే ఎక్కువ ఉండకూడదు, 80ల నాటి ఒక థ్రిల్లర్ సినిమా", "a thriller film from the 80s, no longer than 2 hours"],
    ["పిల్లలతో కలిసి చూడటానికి ఒక కుటుంబ సినిమా", "a family film to watch with the kids"],
  ])("%j reads like %j", (telugu, english) => {
    expectSameReading(index, telugu, english);
  });

  it.each([
    ["హారర్ సినిమా వద్దు", "no horror film,"],
    ["ఈ రాత్రి 90లలో వచ్చిన ఒక యాక్షన్ సినిమా చూడాలి", "tonight 90s a action film i want to watch"],
    ["2 గంటల కంటే ఎక్కువ ఉండకూడదు", "no longer than 2 hours"],
    ["యుద్ధం లేదా హారర్ సినిమాలు వద్దు", "no war or horror films,"],
    ["హింస లేని థ్రిల్లర్", "without violence, thriller"],
    ["పిల్లలతో", "with kids"],
    ["నా 6 ఏళ్ల కూతురు కోసం ఒక కార్టూన్", "for my 6 year old daughter a cartoon"],
    ["గంటన్నర లోపు ఒక థ్రిల్లర్", "up to 1.5 hours a thriller"],
    ["మరీ భయంకరంగా ఉండకూడదు", "not too scary"],
    ["స్నేహితులతో కలిసి ఈ రాత్రి చూడటానికి ఏదైనా", "with friends tonight to watch something"],
  ])("translates %j as %j", (telugu, english) => {
    expect(translateForeign(telugu).replace(/\s+/g, " ").trim()).toBe(english);
  });

  it.each([
    ["యాక్షన్ సినిమా", "Action"],
    ["సాహస సినిమా", "Adventure"],
    ["యానిమేషన్ సినిమా", "Animation"],
    ["కామెడీ సినిమా", "Comedy"],
    ["హాస్య చిత్రం", "Comedy"],
    ["క్రైమ్ సిరీస్", "Crime"],
    ["డాక్యుమెంటరీ", "Documentary"],
    ["డ్రామా", "Drama"],
    ["కుటుంబ సినిమా", "Family"],
    ["ఫాంటసీ సినిమా", "Fantasy"],
    ["చారిత్రక సినిమా", "History"],
    ["హారర్ సినిమా", "Horror"],
    ["దెయ్యాల సినిమా", "Horror"],
    ["మ్యూజికల్", "Music"],
    ["మిస్టరీ సినిమా", "Mystery"],
    ["ప్రేమ కథ", "Romance"],
    ["సైన్స్ ఫిక్షన్ సినిమా", "Science Fiction"],
    ["థ్రిల్లర్", "Thriller"],
    ["యుద్ధ సినిమా", "War"],
    ["కౌబాయ్ సినిమా", "Western"],
    ["రియాలిటీ షో", "Reality"],
  ])("asks for %j as %s", (text, genre) => {
    expect(topGenres(`నాకు ఒక ${text} కావాలి`)).toContain(genre);
  });

  it.each([
    ["హారర్ సినిమా వద్దు, ఒక కామెడీ సినిమా", ["Horror"], "Comedy"],
    ["హారర్ అస్సలు వద్దు, ఏదైనా కామెడీ", ["Horror"], "Comedy"],
    ["యుద్ధం లేదా హారర్ సినిమాలు వద్దు, ఒక ప్రేమ సినిమా", ["War", "Horror"], "Romance"],
    ["హారర్ కాకుండా ఏదైనా కామెడీ సినిమా", ["Horror"], "Comedy"],
    ["థ్రిల్లర్ ఉండకూడదు, ఒక డాక్యుమెంటరీ", ["Thriller"], "Documentary"],
    ["నాకు హారర్ అంటే ఇష్టం లేదు, ఒక యానిమేషన్ సినిమా", ["Horror"], "Animation"],
    ["నాకు హారర్ నచ్చదు, ఒక కామెడీ", ["Horror"], "Comedy"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it.each([
    ["రక్తపాతం వద్దు, ఒక యాక్షన్ సినిమా", "gory"],
    ["శృంగార సన్నివేశాలు ఉండకూడదు", "raunchy"],
    ["హింస లేని థ్రిల్లర్", "violent"],
  ])("refuses what is not to be seen in %j", (text, mood) => {
    expect(read(text).excludeMoods).toContain(mood);
  });

  it.each([
    ["2 గంటల కంటే ఎక్కువ ఉండకూడదు ఒక కామెడీ సినిమా", 120],
    ["రెండు గంటల కంటే తక్కువ సినిమా", 119],
    ["90 నిమిషాల లోపు ఒక సినిమా", 90],
    ["గరిష్టంగా ఒకటిన్నర గంట", 90],
    ["గంటన్నర లోపు ఒక థ్రిల్లర్", 90],
    ["రెండున్నర గంటలకు మించని సినిమా", 150],
    ["ఎపిసోడ్లు అరగంటకు మించనివి, ఒక సిరీస్", 30],
    ["౯౦ నిమిషాల్లోపు ఒక సినిమా", 90],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(read(text).maxRuntime).toBe(minutes);
  });

  it("reads the lengths as the English does", () => {
    expect(read("రెండు గంటల కంటే తక్కువ").maxRuntime).toBe(read("under 2 hours").maxRuntime);
    expect(read("ఎపిసోడ్లు అరగంట కంటే ఎక్కువ ఉండకూడదు")).toMatchObject({
      maxRuntime: read("episodes no longer than half an hour").maxRuntime,
      type: "tv",
    });
    expect(translateForeign("ఒకటిన్నర గంటలు")).toContain("1.5 hours");
  });

  it.each([
    ["90లలో వచ్చిన యాక్షన్ సినిమా", 1990, 1999],
    ["90'ల కామెడీ సినిమా", 1990, 1999],
    ["1980ల ప్రేమ సినిమా", 1980, 1989],
    ["ఎనభైల నాటి ప్రేమ కథ", 1980, 1989],
    ["తొంభైల్లో వచ్చిన కామెడీ", 1990, 1999],
    ["90వ దశకం కామెడీ సినిమాలు", 1990, 1999],
    ["2000 కంటే ముందు వచ్చిన యాక్షన్ సినిమా", null, 1999],
    ["2000కి ముందు వచ్చిన సినిమాలు", null, 1999],
    ["2010 తర్వాత వచ్చిన సైన్స్ ఫిక్షన్ సినిమాలు", 2011, null],
    ["2015 నుండి వచ్చిన సిరీస్", 2015, null],
    ["2010 నుండి 2015 వరకు వచ్చిన సినిమాలు", 2010, 2015],
    ["1995లో వచ్చిన సినిమా", 1995, 1995],
    ["౨౦౦౦ కంటే ముందు", null, 1999],
  ])("reads the years in %j", (text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the years counted back as the English does, and no age in them", () => {
    const english = read("a comedy from the last 10 years");
    for (const text of ["గత 10 సంవత్సరాలలో వచ్చిన కామెడీ సినిమా", "గత పదేళ్లలో వచ్చిన కామెడీ సినిమా"]) {
      expect(read(text)).toMatchObject({ yearMin: english.yearMin, viewerAge: null });
      expect(read(text).yearMin).not.toBeNull();
    }
    expect(translateForeign("20 ఏళ్ల క్రితం వచ్చిన సినిమా")).toContain("20 years ago");
    expect(translateForeign("పదేళ్ల క్రితం వచ్చిన సినిమా")).toContain("10 years ago");
    expect(read("పదేళ్ల క్రితం వచ్చిన సినిమా").viewerAge).toBeNull();
  });

  it.each([
    ["నా 6 ఏళ్ల కూతురు కోసం ఒక కార్టూన్", 6],
    ["ఆరేళ్ల పాప కోసం ఒక సినిమా", 6],
    ["8 ఏళ్ల కొడుకుకి ఏదైనా", 8],
    ["ఎనిమిదేళ్ళ అబ్బాయికి ఒక యానిమేషన్ సినిమా", 8],
    ["7 సంవత్సరాల వయసున్న పిల్లాడికి ఒక సినిమా", 7],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(read(text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["ఒక మంచి సినిమా", "movie"],
    ["కామెడీ చిత్రం", "movie"],
    ["ఒక క్రైమ్ సిరీస్", "tv"],
    ["ఒక వెబ్ సిరీస్", "tv"],
    ["చిన్న ఎపిసోడ్లు ఉన్న కామెడీ సిరీస్", "tv"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(read(text).type).toBe(type);
  });

  it("reads who is watching and when", () => {
    expect(read("ఈ రాత్రి స్నేహితులతో చూడటానికి ఏదైనా").occasion).toBe(read("something to watch with friends tonight").occasion);
    expect(read("ఈ రాత్రి స్నేహితులతో చూడటానికి ఏదైనా").occasion).toBeTruthy();
    expect(read("భార్యతో చూడటానికి ఒక ప్రేమ సినిమా").occasion).toBe("date night");
    expect(read("పిల్లలతో చూడటానికి ఒక కుటుంబ సినిమా").familySafe).toBe(true);
    expect(read("తల్లిదండ్రులతో చూడదగిన ఒక చారిత్రక చిత్రం").occasion).toBe(
      read("a historical film to watch with my parents").occasion,
    );
  });

  it("reads Telugu letters and digits, and counts them as Telugu", () => {
    expect(translateForeign("౧౯౯౫ ౬")).toBe("1995 6");
    expect(hasForeignWords("హారర్ సినిమా")).toBe(true);
    expect(foreignLanguages("హారర్ సినిమా వద్దు")).toEqual(["te"]);
    // "తొంభైల్లో" (in the nineties) typed with "ై" whole and as NFKD splits it ("ె" and the ai length mark)
    expect(translateForeign("\u0c24\u0c4a\u0c02\u0c2d\u0c48\u0c32\u0c4d\u0c32\u0c4b").trim()).toBe("90s");
    expect(translateForeign("\u0c24\u0c4a\u0c02\u0c2d\u0c46\u0c56\u0c32\u0c4d\u0c32\u0c4b").trim()).toBe("90s");
    // "ఎపిసోడ్లు" with and without a zero-width non-joiner after the virama
    expect(translateForeign("\u0c0e\u0c2a\u0c3f\u0c38\u0c4b\u0c21\u0c4d\u200c\u0c32\u0c41")).toBe("episodes");
    expect(translateForeign("\u0c0e\u0c2a\u0c3f\u0c38\u0c4b\u0c21\u0c4d\u0c32\u0c41")).toBe("episodes");
    expect(translateForeign("హారర్ సినిమా tonight")).toBe("horror film tonight");
  });

  it("leaves Tamil read as it was", () => {
    expect(foreignLanguages("பேய் படம் வேண்டாம்")).toEqual(["ta"]);
    expect(translateForeign("பேய் படம் வேண்டாம்").replace(/\s+/g, " ").trim()).toBe("no horror film,");
  });

  it("stays fast on 20,000 characters of hostile Telugu, and still reads it", () => {
    const hostile: [string, string][] = [
      ["హారర్ సినిమా వద్దు ".repeat(1100), "no horror film,"],
      [`${"క".repeat(20_000)} వద్దు`, "no"],
      ["గంటన్నర కంటే తక్కువ 90లలో 6 ఏళ్ల ఆరేళ్ల ".repeat(500), "under 1.5 hours"],
      [`${"యుద్ధం లేదా ".repeat(1700)}వద్దు`, "war or"],
      ["2000 కంటే ముందు ".repeat(1400), "before 2000"],
      [`${"౧".repeat(20_000)} గంటలు`, "1111 hours"],
      ["చాలా మరీ ".repeat(2300), "very too"],
      [`${"క-".repeat(10_000)} కావాలి`, "i want"],
      [`${"పదే ".repeat(5000)}పదేళ్ల`, "10 year old"],
      [`6 year old ${"క".repeat(20_000)}కి`, "year old"],
      [`${"అ ".repeat(10_000)}కోసం`, "for"],
    ];
    expectHostileReadInTime(index, hostile);
  });
});
