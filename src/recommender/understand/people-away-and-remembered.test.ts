import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("people who are away, visiting or remembered", () => {
  it.each([
    "Kids (8 and 10) are at their grandma's for the night, so we want a grown-up film",
    "my son (8) is at his dad's this weekend so a horror",
    "my 7 year old is asleep, something scary",
    "the kids (6 and 9) are asleep now so something scary",
  ])("an age given for someone away limits nothing: %j", (text) => {
    const mood = parse(text);
    expect(mood.viewerAge).toBeNull();
    expect(mood.familySafe).toBe(false);
  });

  it.each([
    "long day at work, kids finally down, something gripping",
    "after the kids go to my ex's, something like Die Hard",
  ])("reads children put to bed or gone elsewhere as away: %j", (text) => {
    expect(parse(text).familySafe).toBe(false);
  });

  it("keeps children who are up for something watching", () => {
    expect(parse("the kids are down for a cartoon").familySafe).toBe(true);
  });

  it("keeps the age of a child who is watching", () => {
    expect(parse("my 7 year old loves dinosaurs").viewerAge).toBe(7);
    expect(parse("kids (8 and 10) want something fun").viewerAge).toBe(8);
  });

  it("reads an age said as 'has N years'", () => {
    expect(parse("my kids, they have 6 and 9 years, want something funny").viewerAge).toBe(6);
    expect(parse("they have 2 years left on the lease").viewerAge).toBeNull();
  });

  it("reads 'too tired to read' as the person's state, not a refusal", () => {
    expect(parse("no subtitles, too tired to read").negated.join(" ")).not.toContain("too");
  });

  it("reads where a friend comes from as no place of the title", () => {
    const mood = parse("My friend from Osaka is visiting, something funny");
    expect(mood.languages).toEqual({});
    expect(mood.countries).toEqual({});
    expect(parse("a comedy from Japan").countries).toHaveProperty("JP");
  });

  it("reads children who watched something then as a memory, not children watching now", () => {
    const mood = parse("one of those films every kid here watched on VHS a hundred times");
    expect(mood.familySafe).toBe(false);
    expect(Object.keys(mood.keywords)).toEqual([]);
  });

  it.each([
    ["I want to show her one proper 80s classic", null],
    ["show them a good film", "movie"],
    ["my go-to show for a rainy day", "tv"],
  ])("reads 'show' as showing someone in %j", (text, type) => {
    expect(parse(text).type).toBe(type);
  });

  it("reads what someone has never seen as no refusal, with or without 's", () => {
    for (const text of ["she's never seen the American classics", "she has never seen the American classics"]) {
      const mood = parse(text);
      expect(mood.negated).toEqual([]);
      expect(mood.countries).toHaveProperty("US");
    }
  });

  it.each(["a film that never drags", "a story where he never escapes", "a night in, which basically never happens"])(
    "reads what never happens in %j as no refusal",
    (text) => {
      expect(parse(text).negated).toEqual([]);
    },
  );

  it("keeps 'never' before a viewer's taste a refusal", () => {
    expect(parse("they never watch anything scary").negated).toEqual(["nothing scary"]);
    expect(parse("he never likes horror").negated).toEqual(["no horror"]);
  });
});
