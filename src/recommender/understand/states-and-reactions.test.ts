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
