import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { expectReadInTime } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("what kind of title is asked for", () => {
  it("refuses a size of series, not every series, when a count comes before the word ('nothing with 500 episodes')", () => {
    expect(parse("nothing with 500 episodes, a comedy").type).toBeNull();
    expect(parse("not hundreds of episodes of something").type).toBeNull();
    expect(parse("no series, a comedy").type).toBe("movie");
  });

  it("reads a length said of seasons as no length of an episode ('a show with short seasons')", () => {
    expect(parse("a show with short seasons")).toMatchObject({ maxRuntime: null, type: "tv" });
    expect(parse("short episodes please").maxRuntime).toBe(30);
  });

  it("reads films already in hand as no wish for a film ('2 films already downloaded, want a series')", () => {
    expect(parse("long flight, 2 films already downloaded, want a series to binge").type).toBe("tv");
    expect(parse("we already watched the films, a series now").type).toBe("tv");
  });

  it("reads 'awards season' and 'the holiday season' as times of year, not a series' season", () => {
    expect(parse("an awards-season night, one big prestige drama").type).toBeNull();
    expect(parse("holiday season comedy").type).toBeNull();
    expect(parse("exam season, need a laugh").type).toBeNull();
    expect(parse("a comedy with one season").type).toBe("tv");
    expect(parse("spooky season series").type).toBe("tv");
  });

  it("reads 'a series of them' as a run of titles, not a TV series", () => {
    expect(parse("a weekend of films, a whole series of them back to back").type).toBe("movie");
    expect(parse("a series of documentaries about space").type).toBeNull();
    // a series asked for is still one
    expect(parse("a crime series for the weekend").type).toBe("tv");
    expect(parse("a police series of the old-fashioned kind").type).toBe("tv");
    // a film word said of episodes asks for a series whose episodes are like films
    expect(parse("a show where each episode stands alone").type).toBe("tv");
    expect(parse("a series where each episode is more or less a film").type).toBe("tv");
    // set against the episodes, a film word is refused, and the negation ends with it
    // a refused kind before "movie night" refuses no films
    expect(parse("no romance movie night for us").type).not.toBe("tv");
    const notFilm = parse("short episodes not a film, comedy please");
    expect(notFilm.type).toBe("tv");
    expect(notFilm.excludeGenres).not.toContain("Comedy");
  });

  it("reads a blockbuster as a popular film, and what people are watching as popular and recent", () => {
    expect(parse("the biggest loudest blockbuster you've got")).toMatchObject({ type: "movie", quality: "popular" });
    const now = parse("what are people watching right now");
    expect(now.quality).toBe("popular");
    expect(now.eraPreference?.min).toBe(index.maxYear - 4);
    expect(now.yearMin).toBeNull();
  });

  it("reads 'something with actual stakes' as a wish for tension", () => {
    expect(parse("something with actual stakes").moods.tense ?? 0).toBeGreaterThan(0);
  });

  it("refuses the crime of true crime, keeping the documentaries asked for", () => {
    const mood = parse("Docuseries. Any topic as long as it isn't true crime");
    expect(mood.excludeGenres).toEqual(["Crime"]);
    expect(mood.genres.Documentary ?? 0).toBeGreaterThan(0);
  });
});

describe("eras said by what is refused or asked about", () => {
  it("reads 'not any of this modern stuff' as the years before the modern ones", () => {
    expect(parse("a proper cowboy picture, not any of this modern stuff").yearMax).toBe(1999);
    expect(parse("a modern romance").yearMax).toBeNull();
  });

  it("reads a second decade written as its bare number ('the 80s or 90')", () => {
    const years = (text: string) => [parse(text).yearMin, parse(text).yearMax];
    expect(years("a thriller from the 80s or 90")).toEqual([1980, 1999]);
    expect(years("60s, 70s or 80")).toEqual([1960, 1989]);
    expect(years("the late 70s to mid 80")).toEqual([1976, 1987]);
    expect(parse("not the 80s or 90").excludeYears).toEqual([[1980, 1999]]);
    // a number with a unit is no decade
    expect(years("the 80s or 90 minutes")).toEqual([1980, 1989]);
    expect(parse("the 80s or 90 minutes").maxRuntime).not.toBeNull();
    expect(years("the 80s or 90-year-old gran")).toEqual([1980, 1989]);
    expectReadInTime(index, ["80s or ".repeat(4000), `80s ${" or 9".repeat(5000)}`]);
  });

  it("a period a title is about is its subject, not when it was made ('a documentary about the 80s')", () => {
    for (const text of [
      "a documentary about the 80s",
      "a documentary about the 2008 crash",
      "a film about the 1960s",
    ]) {
      expect([parse(text).yearMin, parse(text).yearMax]).toEqual([null, null]);
      expect(parse(text).moods["period-piece"] ?? 0).toBeGreaterThan(0);
    }
    // an era named in words is the subject too; a taste for it is not
    expect(parse("a documentary about old hollywood").yearMax).toBeNull();
    expect(parse("a film about the silent era").yearMax).toBeNull();
    expect(parse("mad about old musicals").yearMax).not.toBeNull();
    // "from about 1995" is a year give or take
    expect([parse("from about 1995").yearMin, parse("from about 1995").yearMax]).toEqual([1993, 1997]);
    expect(parse("films from the 80s").yearMin).toBe(1980);
  });

  it("lets a year given on the same side say what 'recent' means", () => {
    expect(parse("a recent film, released after 2015").yearMin).toBe(2016);
    expect(parse("after 2015, something recent").yearMin).toBe(2016);
    // alone, or against a bound on the other side, it is still the last few years
    expect(parse("something recent").yearMin).toBe(index.maxYear - 4);
    expect(parse("recent, but before 2024").yearMax).toBe(2023);
  });

  it("reads 'mid-century' and 'pre-smartphone' as their years", () => {
    expect([parse("anything mid-century").yearMin, parse("anything mid-century").yearMax]).toEqual([1945, 1965]);
    expect(parse("pre-smartphone thriller").yearMax).toBe(2007);
    expect(parse("a thriller from before smartphones").yearMax).toBe(2007);
  });

  it("reads 'nothing too old' as the years after the old ones, and a person's age as no title's", () => {
    expect(parse("nothing too old, a thriller").yearMin).toBe(1980);
    const teens = parse("no cartoons, they are 'too old'");
    expect([teens.yearMin, teens.yearMax]).toEqual([null, null]);
    expect(parse("I'm getting old, something cosy").yearMax).toBeNull();
    expect(parse("my parents are old, a comedy").yearMax).toBeNull();
    // a length said of a person is still the time they have
    expect(parse("we are short on time, a comedy").runtimePreference).toBe("short");
  });

  it("reads 'how old it is' and 'how long it is' as asked about, not asked for", () => {
    const mood = parse("I don't mind if it's a film or a series, or how old it is");
    expect([mood.yearMin, mood.yearMax, mood.eraPreference]).toEqual([null, null, null]);
    expect(parse("I don't care how long it is, a war epic").maxRuntime).toBeNull();
    expect(parse("something old").yearMax).toBe(1979);
  });

  it("reads a decade a person is in as an age ('we're all mid 30s'), and the decade asked for as the years", () => {
    const mood = parse("we're all mid 30s, want some nostalgic 2000s comedy we quoted at school");
    expect([mood.yearMin, mood.yearMax]).toEqual([2000, 2009]);
    expect(parse("all 80s movies please").yearMin).toBe(1980);
  });

  it("dates someone else's youth by the age said after it, in a pronoun that agrees", () => {
    const parents = parse("something from when my parents were teenagers, they're both 58");
    expect([parents.yearMin, parents.yearMax]).toEqual([index.thisYear - 58 + 13, index.thisYear - 58 + 19]);
    const gran = parse("a film from when she was a girl, she's 84");
    expect(gran.yearMin).toBe(index.thisYear - 84 + 5);
    // a stage said with "as": "as a teenager", "as teenagers"
    const grandma = parse("something my grandma would have watched as a teenager, she's 80");
    expect([grandma.yearMin, grandma.yearMax]).toEqual([index.thisYear - 80 + 13, index.thisYear - 80 + 19]);
    expect(parse("what my parents loved as teenagers, they're both 60").yearMin).toBe(index.thisYear - 60 + 13);
    expect(parse("what my parents loved as teenagers, she's 12").yearMin).toBeNull();
    // a stage said as the person's former self
    const teen = parse("the kind of thing my teenage self would have loved, I'm 50");
    expect([teen.yearMin, teen.yearMax]).toEqual([index.thisYear - 50 + 13, index.thisYear - 50 + 19]);
    // said before, of someone named whom the stage's pronoun points back at, it dates them too
    const grandad = parse("my grandad is 80 and misses the westerns from when he was courting");
    expect([grandad.yearMin, grandad.yearMax]).toEqual([index.thisYear - 80 + 18, index.thisYear - 80 + 25]);
    const mum = parse("my mum is 64, something from when she was at school");
    expect([mum.yearMin, mum.yearMax]).toEqual([index.thisYear - 64 + 5, index.thisYear - 64 + 17]);
    // the age of someone else said before, or in the wrong number, dates nothing
    expect(parse("he's 8, something from when my dad was a boy").yearMin).toBeNull();
    expect(parse("something from when my parents were teenagers, she's 12").yearMin).toBeNull();
  });

  it("stays linear on long hostile input", () => {
    expectWithinCpuBudget(() => {
      parse(`when my parents were ${"they're both 58 ".repeat(500)}`);
      parse(`${"2 films already ".repeat(600)}`);
      parse(`${"nothing with 500 how old ".repeat(400)}`);
      parse(`${"my nan is 91 ".repeat(600)} when she was courting`);
      parse(`${"episode episodes stands alone a series of them ".repeat(250)}`);
    }, 1500);
  });
});
