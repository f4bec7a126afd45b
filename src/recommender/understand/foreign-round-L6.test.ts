import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { expectReadInTime, expectSameReading } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const read = (text: string) => parseMood(index, text);

describe("Hebrew, Arabic, Persian, Hindi and Hinglish as people type them", () => {
  it.each([
    ["he", "סרט אקשן עם הרבה פיצוצים", "action movie with lots of explosions"],
    ["he", "דרמה מלחמתית מבוססת על סיפור אמיתי", "a war drama based on a true story"],
    ["he", "סרט שוד לפני 2000", "a heist movie from before 2000"],
    ["he", "סרט גיבורי על לבן שלי בן 10", "a superhero movie for my 10 year old son"],
    ["ar", "فيلم أكشن فيه انفجارات كثيرة", "action movie with a lot of explosions"],
    ["ar", "فيلم أبطال خارقين لابني عمره 10 سنين", "a superhero movie for my 10 year old son"],
    ["ar", "فيلم هروب من السجن", "a prison escape movie"],
    ["fa", "فیلم سرقت قبل از ۲۰۰۰", "a heist movie from before 2000"],
    ["fa", "درام دادگاهی", "a courtroom drama"],
    ["hi", "सच्ची कहानी पर आधारित युद्ध ड्रामा", "a war drama based on a true story"],
    ["hi", "5 साल के बच्चे के लिए डायनासोर वाली कुछ", "something with dinosaurs for a 5 year old"],
    ["hi-latn", "sacchi kahani pe based war drama", "a war drama based on a true story"],
  ])("%s: %j reads like %j", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it.each([
    ["he", "סרט משנות ה-80 או ה-90", 1980, 1999],
    ["he", "קומדיה משנות ה-70 עד ה-90", 1970, 1999],
    ["fa", "فیلم دهه هشتاد یا نود میلادی", 1980, 1999],
    ["fa", "کمدی دهه ۸۰ و دهه ۹۰", 1980, 1999],
    ["hi", "80 या 90 के दशक की फिल्म", 1980, 1999],
    ["hi-latn", "80 ya 90 ke dashak ki film", 1980, 1999],
  ])("%s: reads both decades in %j", (_language, text, yearMin, yearMax) => {
    expect(read(text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads two Persian ages under one unit, the youngest first", () => {
    expect(read("فیلم برای بچه‌های ۶ و ۹ ساله").viewerAge).toBe(6);
  });

  it.each([
    ["hi", "माता पिता के साथ देखने के लिए कुछ"],
    ["hi-latn", "mummy papa ke saath dekhne layak kuch"],
    ["he", "משהו לראות עם ההורים שלי"],
    ["ar", "أبي شي أشوفه مع أهلي"],
  ])("%s: %j is watching with the parents", (_language, text) => {
    expect(read(text).occasion).toBe(read("something to watch with my parents").occasion);
    expect(read(text).occasion).toBeTruthy();
  });

  it.each([
    ["hi", "पूरे परिवार के लिए कॉमेडी", "a comedy for the whole family"],
    ["hi-latn", "pure parivaar ke liye comedy", "a comedy for the whole family"],
  ])("%s: %j keeps 'whole' with the family it goes with", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it.each([
    ["hi", "लंबी फ्लाइट के लिए फिल्म"],
    ["hi-latn", "lambi flight ke liye movie"],
    ["he", "סרט לטיסה ארוכה"],
    ["fa", "فیلم برای پرواز طولانی"],
  ])("%s: %j is for a long flight", (_language, text) => {
    expect(read(text).occasion).toBe(read("a movie for a long flight").occasion);
    expect(read(text).occasion).toBeTruthy();
  });

  it("reads the Hinglish 'aadhe ghante' as half an hour", () => {
    expect(read("aadhe ghante se kam ke episodes").maxRuntime).toBe(29);
  });

  it.each([
    "a mummy movie",
    "a film about a ship mast",
    "what do you have for halloween",
    "a court room drama with max 2 seasons",
  ])("leaves the English %j alone (Hinglish words that are English words are grammar only)", (text) => {
    expect(translateForeign(text)).toBe(text);
  });

  it.each([
    ["hi", "बिना हिंसा के डार्क थ्रिलर"],
    ["hi-latn", "bina violence ke dark thriller"],
    ["hi-latn", "dadi ke saath, unko maar-peet pasand nahi"],
  ])("%s: %j refuses the violence and nothing after it", (_language, text) => {
    const mood = read(text);
    expect(mood.excludeMoods).toContain("violent");
    expect(mood.excludeGenres).not.toContain("Thriller");
  });

  it.each([
    ["hi", "उपन्यास पर आधारित फिल्म", "a film based on a novel"],
    ["ar", "فيلم مقتبس من رواية", "a film based on a novel"],
  ])("%s: %j is based on a novel", (_language, text, english) => {
    expect(read(text).terms).toEqual(expect.arrayContaining(read(english).terms));
  });

  it.each([
    ["he", "קומדיה, לא טיפשית"],
    ["ar", "كوميديا مش تافهة"],
    ["hi", "कॉमेडी जो बेवकूफी भरी न हो"],
  ])("%s: %j wants a comedy that is not stupid", (_language, text) => {
    expect(translateForeign(text)).toMatch(/\b(?:not|no) stupid\b/);
    expect(read(text).genres.Comedy).toBeGreaterThan(0);
    expect(read(text).excludeGenres).not.toContain("Comedy");
  });

  it.each([
    ["hi", "हिंसा वाली फिल्म नहीं चाहिए"],
    ["hi-latn", "violence wali film nahi chahiye"],
  ])("%s: %j refuses violence, not films", (_language, text) => {
    const mood = read(text);
    expect(mood.excludeMoods).toContain("violent");
    expect(mood.type).toBeNull();
  });

  it.each([
    ["hi", "सेक्स सीन नहीं, बच्चों के साथ देख रहे हैं"],
    ["hi-latn", "bacchon ke saath dekh rahe hain, sex scenes nahi"],
  ])("%s: %j refuses the sex scenes as a whole", (_language, text) => {
    expect(read(text).excludeMoods).toEqual(read("no sex scenes, watching with the kids").excludeMoods);
    expect(read(text).excludeMoods).toContain("raunchy");
  });

  it("reads the Arabic 'I hate musicals' as refusing musicals, not films", () => {
    const mood = read("أكره الأفلام الموسيقية");
    expect(mood.excludeGenres).toContain("Music");
    expect(mood.type).toBeNull();
  });

  it("reads the Hebrew 'מאפיה' as the mafia, not as something epic", () => {
    expect(read("סרט מאפיה").genres.Crime).toBeGreaterThan(0);
    expect(read("סרט מאפיה").moods.epic ?? 0).toBe(0);
  });

  it.each([
    ["he", "סדרה עם פרקים קצרים", 30],
    ["ar", "مسلسل حلقاته قصيرة", 30],
    ["fa", "سریال با قسمت‌های کوتاه", 30],
    ["hi", "छोटे एपिसोड वाली सीरीज़", 30],
    ["hi-latn", "chhote episodes wali series", 30],
  ])("%s: %j asks for short episodes", (_language, text, minutes) => {
    expect(read(text)).toMatchObject({ type: "tv", maxRuntime: minutes });
  });

  it.each([
    ["he", "סדרת פנטזיה כמו משחקי הכס אבל קצרה יותר", "shorter"],
    ["ar", "زي فريندز بس أحدث", "newer"],
    ["fa", "مثل فرندز ولی جدیدتر", "newer"],
  ])("%s: %j reads the comparative %j", (_language, text, modifier) => {
    expect(read(text).modifiers).toContain(modifier);
  });

  it.each([
    ["ar", "زي فريندز بس أحدث", "like Friends but newer"],
    ["fa", "فیلمی مثل اینسپشن", "a movie like Inception"],
    ["he", "סרט כמו אינספשן", "a movie like Inception"],
    ["hi", "इन्सेप्शन जैसी फिल्म", "a movie like Inception"],
  ])("%s: %j names the title %j does", (_language, text, english) => {
    const titles = (t: string) => read(t).references.map((r: { title: string }) => r.title);
    expect(titles(english).length).toBeGreaterThan(0);
    expect(titles(text)).toEqual(titles(english));
  });

  it.each([
    ["he", "סרט שגורם לבכות", "a movie that makes you cry"],
    ["he", "סרט חכם שגורם לחשוב", "a smart movie that makes you think"],
    ["ar", "فيلم ذكي يخليك تفكر", "a smart movie that makes you think"],
    ["hi", "सोचने पर मजबूर करने वाली फिल्म", "a movie that makes you think"],
    ["hi", "रुला देने वाली फिल्म", "a movie that makes you cry"],
  ])("%s: %j has the feeling of %j", (_language, text, english) => {
    const top = (t: string) =>
      Object.entries(read(t).moods)
        .filter(([, w]) => w >= 0.8)
        .map(([m]) => m)
        .sort();
    expect(top(english).length).toBeGreaterThan(0);
    expect(top(text)).toEqual(top(english));
  });

  it.each([
    ["he", "משהו מרגיע לפני השינה"],
    ["ar", "شي هادي قبل النوم"],
    ["fa", "یه چیز آرامش بخش قبل از خواب"],
    ["hi", "सोने से पहले कुछ सुकून देने वाला"],
  ])("%s: %j is for before bed", (_language, text) => {
    expect(read(text).occasion).toBe("before bed");
  });

  it("stays fast on long hostile text in these rules", () => {
    const hostile = [
      "שנות ה-80 או ה-90 ".repeat(1200),
      "دهه هشتاد یا نود دهه ۸۰ و ۹۰ ".repeat(800),
      "۶ و ۹ ساله ".repeat(2000),
      "80 या 90 के दशक ".repeat(1400),
      "बिना हिंसा बिना हिंसा ".repeat(1000),
      "उपन्यास पर आधारित ".repeat(1200),
      "माता पिता माता पिता के साथ ".repeat(800),
      "bina violence bina ".repeat(1100),
      "maar-peet-maar-peet pasand ".repeat(800),
      "80 ya 90 ya 80 ".repeat(1400),
      "novel pe novel pe based ".repeat(900),
      `${"क".repeat(20_000)} पर आधारित`,
    ];
    expectReadInTime(index, hostile);
  });
});
