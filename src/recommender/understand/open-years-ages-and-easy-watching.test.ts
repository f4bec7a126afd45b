import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

// ages are counted from a pinned year, so the years they give do not move with the calendar
const index = buildIndex(TEST_TITLES, { thisYear: 2026 });
const parse = (text: string) => parseMood(index, text);
const years = (text: string) => {
  const m = parse(text);
  return [m.yearMin, m.yearMax];
};

describe("a year that opens a period", () => {
  it("reads 'from 2010 on' as 2010 and after, where 'on' followed by a word is where, not when", () => {
    expect(years("a horror film from 2010 on")).toEqual([2010, null]);
    expect(years("a horror film from 2010 on, nothing older")).toEqual([2010, null]);
    expect(years("a horror film from 2010 on netflix")).toEqual([2010, 2010]);
  });

  it("reads 'since' in Spanish, Portuguese, French, German and Dutch, and 'up to now' after a year", () => {
    expect(years("una película de terror desde 2010")).toEqual([2010, null]);
    expect(years("quero um filme de terror, de 2010 pra cá")).toEqual([2010, null]);
    expect(years("un film d'horreur depuis 2010")).toEqual([2010, null]);
    expect(years("ein Horrorfilm seit 2010")).toEqual([2010, null]);
    expect(years("ein Horrorfilm von 2010 bis heute")).toEqual([2010, null]);
    expect(years("een horrorfilm sinds 2010")).toEqual([2010, null]);
  });
});

describe("an age said with 'at'", () => {
  it("dates 'the films I loved at 12' and 'at the age of 15' by the person's own age", () => {
    expect(years("the films I loved at 12, I'm 40 now")).toEqual([1997, 1999]);
    expect(years("films I saw at the age of 15, I'm 47")).toEqual([1993, 1995]);
    expect(years("the shows I'd have watched after school at 10 - I'm 33")).toEqual([2002, 2004]);
  });

  it("leaves 'at 10' alone where it is a time of day", () => {
    expect(years("I'm 33, need to be in bed at 10, a comedy")).toEqual([null, null]);
    expect(years("I'm 33 and watched a film at 10pm yesterday, want another")).toEqual([null, null]);
  });
});

describe("someone named, then said to be away by a pronoun", () => {
  it("is no audience: 'babysitting my nephew, he's asleep upstairs'", () => {
    expect(parse("Babysitting my nephew, he's asleep upstairs. Something gripping").familySafe).toBe(false);
    expect(parse("looking after my niece, she is sleeping, want a thriller").familySafe).toBe(false);
  });

  it("still watches with them when the pronoun says something else", () => {
    expect(parse("my nephew, he loves dinosaurs, something fun").familySafe).toBe(true);
    expect(parse("with my kids, they're in the mood for something funny").familySafe).toBe(true);
  });
});

describe("hours counted in Cantonese", () => {
  it("reads '一個半鐘' (an hour and a half) after the counter, and not a time of day", () => {
    expect(parse("想搵套喜劇，最多一個半鐘").maxRuntime).toBe(90);
    expect(parse("兩個鐘以內嘅動作片").maxRuntime).toBe(120);
    expect(parse("三点钟看喜剧").maxRuntime).toBeNull();
  });
});

describe("watching that asks little attention", () => {
  it("reads not having to concentrate or think as light, and not having to look as something to have on", () => {
    expect(parse("something I don't have to concentrate on").terms).toContain("lighthearted");
    expect(parse("nothing I need to think about tonight").terms).toContain("lighthearted");
    expect(parse("something I don't have to look at much").occasion).toBe("background");
  });
});

describe("a margin kept, a part missed, and a start said with 'about'", () => {
  it("takes 'with 15 minutes to spare' and 'I'll miss the first 15 minutes' off the time there is", () => {
    const gate = "through security at 5:35, boarding's at 7:50pm. a film I can finish with 15 minutes to spare";
    expect(parse(gate).maxRuntime).toBe(120);
    expect(parse("we have from 8 to 10 but I'll miss the first 15 minutes, a comedy").maxRuntime).toBe(105);
  });

  it("still reads 'an hour to spare' as the time there is", () => {
    expect(parse("I have an hour to spare, a comedy").maxRuntime).toBe(60);
  });

  it("reads 'about 9 til the last bus at 10:50' as a window", () => {
    expect(parse("about 9 til the last bus at 10:50, something funny").maxRuntime).toBe(110);
  });
});

describe("a size said loosely that is still the most", () => {
  it("holds 'around 45 min, no longer than that', a length with a margin kept, and one a title fits in", () => {
    expect(parse("a show with episodes around 45 min, no longer than that").maxRuntime).toBe(45);
    expect(parse("2 hrs in the airport lounge, a film that ends with 15 min to spare").maxRuntime).toBe(105);
    expect(parse("30 min on the treadmill, one episode that fits").maxRuntime).toBe(30);
  });

  it("leaves a size said alone, or a film that fits the mood, give or take", () => {
    expect(parse("a show with episodes around 45 min").maxRuntime).toBeGreaterThan(45);
    expect(parse("a film that fits the mood, about 90 minutes").maxRuntime).toBeGreaterThan(90);
  });
});

describe("someone else's birth year, from the age said of them", () => {
  it("reads 'films from the year she was born' by the age she turns or is", () => {
    expect(years("my daughter turns 16 this year and wants films from the year she was born")).toEqual([2010, 2010]);
    expect(years("films from the year my son was born, he's 12")).toEqual([2013, 2015]);
  });
});

describe("a length said plainly on its own", () => {
  it("is the time there is, the most: 'tonight. 80 mins. laughs.', 'on the treadmill for 45 min'", () => {
    expect(parse("tonight. 80 mins. laughs.").maxRuntime).toBe(80);
    expect(parse("on the treadmill for 45 min, something with energy").maxRuntime).toBe(45);
  });

  it("stays a size, give or take, beside the title it describes or said to be rough", () => {
    expect(parse("a 90 minute movie").maxRuntime).toBeGreaterThan(90);
    expect(parse("20 minute episodes").maxRuntime).toBeGreaterThan(20);
    expect(parse("a comedy, about 90 minutes").maxRuntime).toBeGreaterThan(90);
  });
});

describe("a rough length in another language", () => {
  it("arrives as 'about' and stays a size, give or take", () => {
    expect(parse("une comédie d'environ 90 minutes").maxRuntime).toBeGreaterThan(90);
    expect(parse("komedie kolem 90 minut").maxRuntime).toBeGreaterThan(90);
  });
});
