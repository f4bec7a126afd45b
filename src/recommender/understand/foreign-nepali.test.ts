import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { expectHostileReadInTime, expectRefusalKeepingWish, expectSameReading } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { foreignLanguages, translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const read = (text: string) => parseMood(index, text);

describe("Nepali", () => {
  it.each([
    ["आज राति ९० को दशकको एउटा एक्शन फिल्म हेर्न मन छ", "tonight i want to watch an action film from the 90s"],
    ["हरर फिल्म नचाहिने, केही हास्य फिल्म", "no horror film, a comedy film"],
    ["एउटा राम्रो क्राइम सिरिज सुझाव दिनुहोस्", "suggest a good crime series"],
    ["परिवारसँग हेर्न एउटा कमेडी फिल्म", "a comedy film to watch with the family"],
    ["श्रीमतीसँग हेर्ने एउटा रोमान्टिक फिल्म", "a romantic film to watch with my wife"],
    ["२००० भन्दा अघिको एक्शन फिल्म", "an action film before 2000"],
    ["२ घण्टाभन्दा लामो नभएको कमेडी फिल्म", "a comedy film no longer than 2 hours"],
  ])("%j reads like %j", (nepali, english) => {
    expectSameReading(index, nepali, english);
  });

  it.each([
    ["२ घण्टाभन्दा लामो नभएको", "no longer than 2 hours"],
    ["हिंसा नभएको थ्रिलर", "without violence, thriller"],
    ["साथीहरूसँग", "with friends"],
    ["डेढ घण्टा", "1.5 hours"],
    ["एउटा राम्रो क्राइम सिरिज सुझाव दिनुहोस्", "a good crime series suggest"],
  ])("translates %j as %j", (nepali, english) => {
    expect(translateForeign(nepali).replace(/\s+/g, " ").trim()).toBe(english);
  });

  it.each([
    ["हरर फिल्म नचाहिने, एउटा कमेडी फिल्म", ["Horror"], "Comedy"],
    ["युद्ध वा हरर फिल्म नचाहिने, एउटा रोमान्टिक फिल्म", ["War", "Horror"], "Romance"],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    expectRefusalKeepingWish(index, text, refused, wanted);
  });

  it("reads numbers, decades, ages and lengths", () => {
    expect(read("२ घण्टाभन्दा लामो नभएको कमेडी फिल्म").maxRuntime).toBe(120);
    expect(read("एउटा फिल्म ९० मिनेटभन्दा कम").maxRuntime).toBe(read("under 90 minutes").maxRuntime);
    expect(read("बढीमा डेढ घण्टा").maxRuntime).toBe(90);
    expect(read("नब्बेको दशकको एक्शन फिल्म")).toMatchObject({ yearMin: 1990, yearMax: 1999 });
    expect(read("२०१० पछिको कमेडी फिल्म").yearMin).toBe(read("a comedy film after 2010").yearMin);
    expect(read("मेरो ६ वर्षकी छोरी").viewerAge).toBe(6);
    expect(read("एउटा क्राइम सिरिज").type).toBe("tv");
    expect(read("हरर फिल्म नचाहिने").excludeGenres).toContain("Horror");
  });

  it("reads Nepali only where its own words are", () => {
    expect(foreignLanguages("आज राति ९० को दशकको एउटा एक्शन फिल्म हेर्न मन छ")[0]).toBe("ne");
    expect(foreignLanguages("मुझे एक कॉमेडी फिल्म चाहिए")).not.toContain("ne");
  });

  it("stays fast on 20,000 characters of hostile Nepali, and still reads it", () => {
    expectHostileReadInTime(index, [
      ["हरर फिल्म नचाहिने ".repeat(1200), "no horror"],
      [`${"क".repeat(20_000)} नचाहिने`, "no"],
      ["डेढ घण्टाभन्दा कम ९० को दशकको ६ वर्षको ".repeat(500), "under 1.5 hours"],
      [`${"युद्ध वा ".repeat(2500)}नचाहिने`, "war or"],
      [`${"१".repeat(20_000)} घण्टा`, "hours"],
      ["२००० भन्दा अघिको ".repeat(1300), "before 2000"],
    ]);
  });
});
