import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("refusals said as a reaction", () => {
  it.each([
    ["I'd rather not sit through anything too raunchy", "nothing raunchy"],
    ["he gets confused by complicated plots", "nothing mind-bending"],
    ["i cant stand musicals", "no music"],
    ["not keen on horror", "no horror"],
  ])("reads %j as refusing", (text, refused) => {
    expect(parse(text).negated).toContain(refused);
  });

  it.each([
    ["more cozy than scary", "nothing too scary"],
    ["i already watch enough anime, something japanese", "no anime"],
    ["i watched too many true crime docs, a thriller", "no true crime"],
  ])("reads %j as having had enough", (text, refused) => {
    const mood = parse(text);
    expect(mood.negated).toContain(refused);
    expect(mood.terms).not.toContain(refused.replace(/^no(thing too)? /, ""));
  });

  it("reads a bad state the viewer will be spared as a wish, and still refuses what brings one", () => {
    for (const text of ["something we won't be bored by", "I don't want to be bored"]) {
      const mood = parse(text);
      expect(mood.negated).toEqual([]);
      expect(mood.terms).toContain("entertaining");
    }
    expect(parse("nothing scary, my son gets nightmares").negated).toContain("nothing scary");
  });
});

describe("the person and their people", () => {
  it("reads a grown-up's birthday as no child's age", () => {
    expect(parse("for my mother's 90th birthday").viewerAge).toBeNull();
    expect(parse("for my son's 8th birthday").viewerAge).toBe(8);
  });

  it("reads a little one napping as away", () => {
    expect(parse("something short while the little one naps").familySafe).toBe(false);
  });

  it.each(["My late wife loved musicals", "wife wants a romcom, I want action"])(
    "reads the person's own partner in %j as no theme of marriage",
    (text) => {
      expect(parse(text).terms).not.toContain("weddings and marriage");
    },
  );

  it("keeps a story about a wife a theme", () => {
    expect(parse("a film about a wife who wants revenge").terms).toContain("weddings and marriage");
  });

  it.each([
    ["I'm a bit deaf so subtitles please", "deaf"],
    ["no horror im a baby", "babies"],
  ])("reads what the person says they are in %j as no subject", (text, word) => {
    expect(parse(text).terms.join(" ")).not.toContain(word);
  });

  it.each(["My English is not perfect, subtitles please", "my husband is German, something funny", "she's Polish"])(
    "reads someone's language or home in %j as no language of the title",
    (text) => {
      const mood = parse(text);
      expect(mood.language).toBeNull();
      expect(Object.keys(mood.languages).filter((l) => !l.startsWith("!"))).toEqual([]);
    },
  );

  it("keeps a language asked for", () => {
    expect(parse("a German film").languages).toHaveProperty("de");
  });

  it.each(["in hospital, bored out of my mind", "my mum is in hospital, something funny"])(
    "reads where someone is in %j as no subject",
    (text) => {
      expect(parse(text).terms).not.toContain("medical drama");
    },
  );

  it("keeps a setting asked for", () => {
    expect(parse("a drama set in a hospital").terms).toContain("medical drama");
  });

  it("keeps a feeling the person has for the tone reader", () => {
    expect(parse("I'm bored").terms).toContain("entertaining");
  });
});

describe("new, on tv and settings", () => {
  it("reads a decade in brackets after people as their age", () => {
    const mood = parse("my parents (60s, pretty conservative) want something from the 40s or 50s");
    expect([mood.yearMin, mood.yearMax]).toEqual([1940, 1959]);
    expect(parse("a comedy (80s)").yearMin).toBe(1980);
  });

  it("reads a second decade joined to a setting as the setting too", () => {
    const mood = parse("a series set in the 60s or 70s");
    expect([mood.yearMin, mood.yearMax]).toEqual([null, null]);
    expect([parse("a film from the 60s or 70s").yearMin, parse("a film from the 60s or 70s").yearMax]).toEqual([
      1960, 1979,
    ]);
  });

  it("reads 'new' before a genre or a place as new titles", () => {
    expect(parse("a new british crime drama").eraPreference?.label).toBe("newer");
    expect(parse("a new horror").eraPreference?.label).toBe("newer");
    expect(parse("just moved to a new city").eraPreference).toBeNull();
  });

  it("reads 'on tv' as the set, not a wish for a series", () => {
    expect(parse("everything on tv feels the same").type).toBeNull();
  });
});

describe("titles named in passing", () => {
  it.each([
    ["we binged the grand budapest hotel last month", "The Grand Budapest Hotel"],
    ["rewatching paddington 2 for the 4th time", "Paddington 2"],
    ["she loves inception and the matrix", "Inception"],
  ])("reads %j as naming a title liked", (text, title) => {
    expect(parse(text).references.map((r) => r.title)).toContain(title);
  });

  it("refuses every title of a refused list", () => {
    const mood = parse("thrillers that aren't Saw or The Conjuring");
    expect(mood.avoided.map((r) => r.title)).toEqual(["Saw", "The Conjuring"]);
    expect(mood.references).toEqual([]);
  });

  it("reads capitalised words going on past a title's opening as another name", () => {
    expect(parse("Something like The Matrix of the Old West").references).toEqual([]);
    expect(parse("Something like The Matrix and Inception").references.map((r) => r.title)).toEqual([
      "The Matrix",
      "Inception",
    ]);
  });
});

describe("kinds said in everyday words", () => {
  it("reads a cooking show as a series about food", () => {
    const mood = parse("Cooking show");
    expect(mood.terms).toContain("food and cooking");
    expect(mood.type).toBe("tv");
  });

  it("reads crude humour as one refusal, leaving the comedy asked for", () => {
    const mood = parse("a comedy that doesn't have crude humour or swearing");
    expect(mood.negated).not.toContain("nothing funny");
    expect(mood.terms).toContain("comedy");
    expect(parse("nothing above a PG").negated).toEqual([]);
  });

  it("reads an anthology as a series made of stories, not any series", () => {
    const mood = parse("an anthology series");
    expect(mood.terms).toEqual(["an anthology"]);
    expect(mood.type).toBe("tv");
  });

  it("reads people falling for each other as romance", () => {
    expect(parse("two people talking and falling for each other").terms).toContain("romantic");
  });
});

describe("something different from titles named", () => {
  it.each([
    "I've seen Inception, want something different",
    "loved Inception but want something completely different",
    "something different from Inception",
  ])("steers away from the title in %j", (text) => {
    const mood = parse(text);
    expect(mood.avoided.map((r) => r.title)).toEqual(["Inception"]);
    expect(mood.references).toEqual([]);
  });

  it("keeps a title named after the wish for something different a reference", () => {
    expect(parse("something different, like Inception").references.map((r) => r.title)).toEqual(["Inception"]);
  });
});

describe("chores, background and reactions", () => {
  it("reads a verb's -ing form as no audience its stem spells", () => {
    expect(parse("cleaning the kitchen, put on a documentary").familySafe).toBe(false);
    expect(parse("something clean for the kids").familySafe).toBe(true);
  });

  it("reads something to have on while cleaning as background viewing", () => {
    expect(parse("something to have on while i clean the flat").terms).toContain("something easy to have on");
  });

  it("reads falling asleep at a kind of title as refusing it", () => {
    expect(parse("he falls asleep at westerns").negated).toEqual(["no western"]);
  });

  it("reads a racing heart as excitement, not motor racing", () => {
    expect(parse("something with my heart racing").terms).toEqual(["exciting"]);
  });
});

describe("nationalities in other languages", () => {
  it.each([
    ["una película coreana", "Korean"],
    ["un film coréen", "Korean"],
    ["ein koreanischer Film", "Korean"],
    ["un film giapponese", "Japanese"],
    ["um filme coreano romântico", "Korean"],
  ])("reads %j as %s", (text, place) => {
    expect(parse(text).terms).toContain(place);
  });

  it("reads a language said beside another as one choice of two, not a filter", () => {
    expect(parse("a comedy in english or in spanish").language).toBeNull();
    expect(parse("a comedy in english").language).toBe("en");
  });
});

describe("periods said loosely", () => {
  it("reads 'the past year or two' as the two newest years", () => {
    const mood = parse("something that came out in the past year or two");
    expect(mood.yearMin).toBe(index.maxYear - 1);
  });

  it("reads high school as its last years, and school as all of them", () => {
    const [hs, school] = [parse("from when I was in high school, I'm 35"), parse("from when I was at school, I'm 40")];
    expect([hs.yearMax! - hs.yearMin!, school.yearMax! - school.yearMin!]).toEqual([4, 12]);
  });

  it("reads a Czech decade said as one word", () => {
    expect(parse("Nějakou dobrou detektivku z devadesátek").yearMin).toBe(1990);
  });
});
