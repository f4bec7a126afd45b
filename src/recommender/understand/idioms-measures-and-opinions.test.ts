import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("idioms that open on a negator", () => {
  it("reads an idiom the lexicon knows whole, refusing nothing", () => {
    const plain = parse("a no brainer action film");
    expect(plain.excludeGenres).not.toContain("Action");
    expect(plain.genres.Action).toBeGreaterThan(0);
    expect(parse("no holds barred thriller").excludeGenres).not.toContain("Thriller");
    expect(parse("something I've never heard of").quality).toBe("hidden-gem");
  });

  it("still reads a refused audience as a refusal, and a plain negator as one", () => {
    expect(parse("animated but not for kids").excludeGenres).toContain("Family");
    expect(parse("no action film").excludeGenres).toContain("Action");
    expect(parse("something not long").maxRuntime).toBe(120);
    expect(parse("nothing to do with war please").excludeGenres).toContain("War");
  });
});

describe("words that measure or compare, not themes or periods", () => {
  it("reads 'a mountain of', 'a bowl of' as a measure, not what a title is about", () => {
    expect(parse("a mountain of paperwork to get through, need a comedy").terms).not.toContain("mountain");
    expect(parse("a bowl of soup and a comedy").terms).not.toContain("bowl");
    expect(parse("a film set on a mountain").terms).toContain("mountain");
  });

  it("reads an age compared before people as whose age, not older titles", () => {
    expect(parse("my older sister wants a thriller").eraPreference).toBeNull();
    expect(parse("the younger ones want something funny").modifiers).not.toContain("newer");
    expect(parse("something older, a thriller").eraPreference?.label).toBe("older");
  });

  it("reads 'show' after an article as a series, whatever follows", () => {
    expect(parse("a show my grandparents would have liked").type).toBe("tv");
    expect(parse("show my dad a western").type).toBeNull();
  });

  it("reads watching with half an eye as something to have on", () => {
    expect(parse("need something I can half-watch").occasion).toBe("background");
  });
});

describe("refusals said as someone's opinion", () => {
  it("refuses a kind someone thinks or says is dull", () => {
    expect(parse("my wife thinks westerns are dull").excludeGenres).toContain("Western");
    expect(parse("he says musicals are so cheesy, anything else").excludeGenres).toContain("Music");
    expect(parse("she thinks cartoons are babyish").excludeGenres).toContain("Animation");
  });

  it("refuses both kinds a remark points back to", () => {
    const mood = parse("I've watched so many westerns and musicals lately and I'm tired of both");
    expect(mood.excludeGenres).toEqual(expect.arrayContaining(["Western", "Music"]));
  });
});

describe("refusals said after a conjunction or as a preference", () => {
  it("refuses a kind whose refusal clause opens on a conjunction", () => {
    expect(parse("a comedy, but horror is a no").excludeGenres).toContain("Horror");
    expect(parse("something tense, and westerns are off the table").excludeGenres).toContain("Western");
  });

  it("passes over what comes after 'over' in a preference", () => {
    expect(parse("I'd prefer a series over a film tonight").type).toBe("tv");
    expect(parse("I'd pick comedy over drama").penaliseGenres).toContain("Drama");
    expect(parse("I prefer films that run over two hours").runtimePreference).toBe("long");
  });
});

describe("a kind refused, then told of in someone else's doing", () => {
  it("keeps the refusal when someone else is said to push or watch it", () => {
    const mood = parse("something Korean but not anime. my brother has been pushing anime on me for ages");
    expect(mood.excludeGenres).toContain("Animation");
    expect(mood.genres.Animation ?? 0).toBe(0);
  });

  it("takes the refusal back when someone else wishes for it or the person names it again", () => {
    expect(parse("not anime, but my wife wants anime so ok").excludeGenres).not.toContain("Animation");
    expect(parse("no horror. ok fine, a horror comedy").excludeGenres).not.toContain("Horror");
  });
});
