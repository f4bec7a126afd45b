import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood, recommend } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import type { EngineTitle } from "../types";
import { yearsInDigits } from "./years-in-digits";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);
const byId = new Map(TEST_TITLES.map((t) => [t.id, t]));

/** Three entries of one series, named "Saga: …", for the series-name tests. */
function withSeries(): EngineTitle[] {
  const base = TEST_TITLES.find((t) => t.type === "movie" && t.genres.includes("Adventure"));
  if (!base) throw new Error("fixture needs an adventure film");
  const entry = (n: number, subtitle: string): EngineTitle => ({
    ...base,
    id: `ring-saga-${n}`,
    title: `The Ring Saga: ${subtitle}`,
    year: 2000 + n,
    runtime: 170 + n,
  });
  return [...TEST_TITLES, entry(1, "The Beginning"), entry(2, "The Middle"), entry(3, "The End")];
}

describe("constraints that generalise", () => {
  it.each([
    ["nothing over two hours", 120],
    ["no more than 90 minutes please", 90],
    ["not over an hour and a half", 90],
    ["less than a couple of hours", 119],
    ["episodes shorter than an hour", 59],
    ["a film under a couple hours", 119],
  ])("%j is a ceiling on runtime, not a wish for long", (text, minutes) => {
    const mood = parse(text);
    expect(mood.maxRuntime).toBe(minutes);
    expect(mood.runtimePreference).not.toBe("long");
  });

  it.each([
    ["Something short, I only have an hour and a quarter. Comedy.", 75],
    ["an hour and three quarters max", 105],
    ["only hour and a quarter, comedy", 75],
    ["mam tylko godzinę i kwadrans, komedia", 75],
  ])("%j reads an hour and a quarter or three quarters (%i minutes)", (text, minutes) => {
    expect(parse(text).maxRuntime).toBe(minutes);
  });

  it.each(["an hour and a half long film", "a two hour long movie", "a 90 minute long film"])(
    "%j gives a length, no wish for a long film",
    (text) => {
      expect(parse(text).runtimePreference).toBeNull();
      expect(parse(text).maxRuntime).not.toBeNull();
    },
  );

  it("refused long episodes cap an episode, and the series they are said of stays allowed", () => {
    expect(parse("no long episodes").maxRuntime).toBe(50);
    const mood = parse("I don't want a series with long episodes");
    expect(mood.maxRuntime).toBe(50);
    expect(mood.negated).not.toContain("no series");
    expect(mood.runtimePreference).not.toBe("long");
    // a long film refused is still one over two hours
    expect(parse("no long films").maxRuntime).toBe(120);
  });

  it.each([
    ["max. 90 min comedy", 90],
    ["max. 2 hours", 120],
    ["just over an hour, a thriller", 72],
    ["a little over 90 minutes", 108],
  ])("%j reads a ceiling or a size said with a little give (%i minutes)", (text, minutes) => {
    const mood = parse(text);
    expect(mood.maxRuntime).toBe(minutes);
    expect(mood.runtimePreference).not.toBe("long");
  });

  it.each([
    ["an action film, an hour 45 at the very most", 105],
    ["an hour and 45 minutes max", 105],
    ["1h45 max", 105],
    ["under 1 hr 30", 89],
    ["two hours 15 minutes or less", 135],
    ["a 2 hour 10 minute epic", 137],
    ["a thriller that's no longer than an hour and forty-five", 105],
    ["an hour and fifteen minutes max", 75],
  ])("%j reads hours and minutes together (%i minutes)", (text, minutes) => {
    expect(parse(text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["a twist ending, 2000s or later", { yearMin: 2000, yearMax: null }],
    ["80s onwards", { yearMin: 1980, yearMax: null }],
    ["something from 2010 or later", { yearMin: 2010, yearMax: null }],
    ["the 90s or earlier", { yearMin: null, yearMax: 1999 }],
    ["the 2000s on netflix", { yearMin: 2000, yearMax: 2009 }],
  ])("%j leaves the open end of the period open", (text, bounds) => {
    const mood = parse(text);
    expect(mood).toMatchObject(bounds);
    expect(mood.facets.filter((f) => f.kind === "keyword")).toEqual([]);
  });

  it.each([
    ["nothing older than 2010 please, space stuff", { yearMin: 2010, yearMax: null }],
    ["nothing before 1990", { yearMin: 1990, yearMax: null }],
    ["nothing after 2000", { yearMin: null, yearMax: 2000 }],
    ["before 1990", { yearMin: null, yearMax: 1989 }],
    ["don't give me anything made before 1990", { yearMin: 1990, yearMax: null }],
    ["anything that came out after my daughter was born in 2012", { yearMin: 2013, yearMax: null }],
    ["I don't want anything from before 2000", { yearMin: 2000, yearMax: null }],
    // indifference is no refusal
    ["I don't mind anything from before 2000", { yearMin: null, yearMax: 1999 }],
  ])("%j: a refused side of a year asks for the other side", (text, bounds) => {
    expect(parse(text)).toMatchObject(bounds);
  });

  it("reads comparisons, half hours and 'N-something' minutes in any of the languages", () => {
    expect(parse("ein Kriegsfilm, bitte nichts Neues, älter als 1980")).toMatchObject({ yearMin: null, yearMax: 1979 });
    expect(parse("una peli de antes de 2000").yearMax).toBe(1999);
    expect(parse("una commedia romantica anni '90")).toMatchObject({ yearMin: 1990, yearMax: 1999 });
    expect(parse("een film uit de jaren '80")).toMatchObject({ yearMin: 1980, yearMax: 1989 });
    // a length in number words and "lasts more than", refused
    expect(parse("que no dure más de dos horas, algo romántico").maxRuntime).toBe(120);
    expect(parse("un film qui ne dure pas plus de deux heures").maxRuntime).toBe(120);
    expect(parse("een film die niet langer dan twee uur duurt").maxRuntime).toBe(120);
    expect(parse("ein Film, nicht mehr als drei Stunden").maxRuntime).toBe(180);
    expect(parse("uma série de comédia, episódios de meia hora").maxRuntime).toBeLessThanOrEqual(32);
    expect(parse("a show with 20-something minute episodes").maxRuntime).toBe(29);
  });

  it("'forty-five' is a count, not the forties; 'the forties' still is", () => {
    expect(parse("a thriller that's no longer than an hour and forty-five")).toMatchObject({
      yearMin: null,
      yearMax: null,
    });
    expect(parse("a film from the forties")).toMatchObject({ yearMin: 1940, yearMax: 1949 });
  });

  it("reads '-ish' as an informal form and 'muy'/'très'/'sehr' as 'very'", () => {
    expect(parse("something shortish for a weeknight").runtimePreference).toBe("short");
    // "not very long" is said as one idiom for short, where "not long" refuses long films
    expect(parse("quiero una película de terror, pero que no sea muy larga").maxRuntime).toBe(100);
    expect(parse("un film pas très long").maxRuntime).toBe(100);
  });

  it("a length word before something else is not a runtime ('after a long relationship')", () => {
    expect(parse("I just got out of a long relationship and want to laugh").runtimePreference).toBeNull();
    expect(parse("a long film").runtimePreference).toBe("long");
    expect(parse("something long").runtimePreference).toBe("long");
  });

  it.each([
    ["PG only please", 1],
    ["nothing above PG-13", 2],
    ["no R-rated stuff", 2],
    ["TV-14 or under", 2],
    ["a pg13 movie for my son", 2],
    ["rated G", 0],
    ["rated R is fine, something intense", null],
    ["a pig farm documentary", null],
  ])("%j caps the certification at level %s", (text, level) => {
    expect(parse(text).maxCertLevel).toBe(level);
  });

  it("keeps every pick at or under the rating asked for, and an unrated title out", () => {
    const allowed = new Set(["G", "PG", "PG-13", "TV-Y", "TV-Y7", "TV-G", "TV-PG", "TV-14"]);
    const picks = recommend(index, { mood: "a comedy, nothing above PG-13", limit: 30 }).picks;
    expect(picks.length).toBeGreaterThan(0);
    for (const p of picks) expect(allowed.has(byId.get(p.media_id)?.certification ?? "NR"), p.title).toBe(true);
  });

  it("still reads 'over two hours' as a wish for something long", () => {
    expect(parse("something over two hours").runtimePreference).toBe("long");
  });

  it("several decades make one hard range, and a vague 'old' never widens it", () => {
    expect(parse("an old musical from the 50s or 60s")).toMatchObject({ yearMin: 1950, yearMax: 1969 });
    expect(parse("70s or 80s action")).toMatchObject({ yearMin: 1970, yearMax: 1989 });
    expect(parse("an old western")).toMatchObject({ yearMax: 1979 });
  });

  it("a series named without its subtitle is a reference, and none of its entries come back", () => {
    const titles = withSeries();
    const seriesIndex = buildIndex(titles);
    const mood = parseMood(seriesIndex, "similar to The Ring Saga but shorter");
    expect(mood.references.map((r) => r.title)).toEqual(["The Ring Saga: The Beginning"]);
    const picks = recommend(seriesIndex, { mood: "similar to The Ring Saga but shorter", limit: 15 }).picks;
    expect(picks.some((p) => p.title.startsWith("The Ring Saga"))).toBe(false);
    for (const p of picks) expect(titles.find((t) => t.id === p.media_id)?.runtime).toBeLessThan(171);
  });

  it.each([
    ["new stuff only, from the last five years", 5],
    ["something from the past 3 years", 3],
    ["a film from the last decade", 10],
    ["recent stuff only please, last couple of years", 2],
    ["anything from the last 18 months", 2],
    ["something from the past 6 months", 1],
  ])("%j counts back from the newest title in the catalogue", (text, years) => {
    expect(parse(text).yearMin).toBe(index.maxYear - years + 1);
  });

  it.each([
    ["a thriller, but nothing from the last ten years", 10],
    ["not from the past 3 years please", 3],
    ["nothing from the last couple of years", 2],
  ])("%j refuses the span counted back: everything before it", (text, years) => {
    expect(parse(text)).toMatchObject({ yearMin: null, yearMax: index.maxYear - years });
  });

  it("'this decade' starts at the newest title's decade", () => {
    expect(parse("made this decade").yearMin).toBe(index.maxYear - (index.maxYear % 10));
  });

  it("a title named with its last word cut short is found, and a lone short word inside it is not read as another title", () => {
    expect(parse("like Raiders of the Lost Ar or Die Hard").references.map((r) => r.title)).toEqual([
      "Raiders of the Lost Ark",
      "Die Hard",
    ]);
    expect(parse("something like Pride and Prej").references.map((r) => r.title)).toEqual(["Pride and Prejudice"]);
    // a cut-short word of fewer than three letters is too little to go on
    expect(parse("like Pride and Pr").references).toEqual([]);
  });

  it.each([
    ["anything that isn't from the 80s", [1980, 1989]],
    ["anything but the 90s, something funny", [1990, 1999]],
    ["nothing from 2019", [2019, 2019]],
  ] as const)("%j rules the period out instead of asking for it", (text, period) => {
    const mood = parse(text);
    expect(mood.excludeYears).toEqual([period]);
    expect(mood).toMatchObject({ yearMin: null, yearMax: null });
  });

  it("a period refused and named again as someone's habit stays refused", () => {
    const mood = parse("not the 80s for once, my husband always picks 80s action");
    expect(mood.excludeYears).toEqual([[1980, 1989]]);
    expect(mood.yearMin).toBeNull();
    const picks = recommend(index, { mood: "a comedy that isn't from the 80s", limit: 10 }).picks;
    for (const p of picks)
      expect(byId.get(p.media_id)?.year ?? 0, p.title).not.toSatisfy((y: number) => y >= 1980 && y <= 1989);
  });

  it("a birth year bounds by its preposition and is no wish for that year", () => {
    expect(parse("nothing made before I was born in 1995 please")).toMatchObject({ yearMin: 1995, yearMax: null });
    expect(parse("a film from before I was born in 1985")).toMatchObject({ yearMin: null, yearMax: 1984 });
    expect(parse("I was born in 1990, something funny")).toMatchObject({ yearMin: null, yearMax: null });
    expect(parse("something older than me - I was born in 1990")).toMatchObject({ yearMin: null, yearMax: 1989 });
    expect(parse("I was born in 2001, nothing older than me")).toMatchObject({ yearMin: 2001, yearMax: null });
  });

  it("someone else's birth is dated by the youngest viewer's age, and only 'since' or 'after' bounds", () => {
    const since = parse("an animated film made since my son was born, he's 6 and watching with me");
    expect(since).toMatchObject({ yearMin: index.thisYear - 6, yearMax: null });
    expect(parse("nothing from after she was born, my daughter is 9").yearMax).toBe(index.thisYear - 9);
    // "before" of a child is scorn for the old, not a wish for it; no age, no date
    expect(parse("my 12 year old says anything from before he was born is ancient")).toMatchObject({ yearMax: null });
    expect(parse("something from since my husband was born")).toMatchObject({ yearMin: null, yearMax: null });
  });

  it("an age said instead of a birth year dates the birth from the thisYear titles' year", () => {
    const thisYear = index.thisYear;
    expect(parse("an action film, nothing older than me im 30")).toMatchObject({ yearMin: thisYear - 30 });
    expect(parse("I'm 40, something from when I was a teen")).toMatchObject({
      yearMin: thisYear - 40 + 13,
      yearMax: thisYear - 40 + 19,
    });
    expect(parse("sci-fi from before I was born (I'm 30)")).toMatchObject({ yearMin: null, yearMax: thisYear - 31 });
    expect(parse("I'm 40, nothing from before I was born")).toMatchObject({ yearMin: thisYear - 40, yearMax: null });
    // an age alone asks for no period
    expect(parse("I'm 30 and want a comedy")).toMatchObject({ yearMin: null, yearMax: null });
  });

  it.each([
    ["a comedy from last century", null, 1999],
    ["a comedy from this century", 2000, null],
    ["nothing from last century", 2000, null],
    ["a comedy from the twenty-tens", 2010, 2019],
    ["a comedy from the naughties", 2000, 2009],
    ["a drama set in the last century", null, null],
  ])("%j reads as the years %s to %s", (text, min, max) => {
    expect(parse(text)).toMatchObject({ yearMin: min, yearMax: max });
  });

  it("reads 'yrs' as years in a span counted back ('nothing from the last 10 yrs')", () => {
    expect(parse("a mystery that isnt from the last 10 yrs").yearMax).toBe(index.maxYear - 10);
  });

  it("counts a person's age back from the year the index reads requests in, not from the newest title's", () => {
    const later = buildIndex(TEST_TITLES, { thisYear: 2030 });
    expect(parseMood(later, "nothing older than me, I'm 30").yearMin).toBe(2000);
    expect(later.maxYear).toBeLessThan(2030);
    // "the last five years" still counts back from the newest title
    expect(parseMood(later, "something from the last five years").yearMin).toBe(later.maxYear - 4);
  });

  it("a stage of life said with 'from' ('from my childhood, I'm 35')", () => {
    const thisYear = index.thisYear;
    expect(parse("a comedy from my childhood, I'm 35")).toMatchObject({
      yearMin: thisYear - 35 + 5,
      yearMax: thisYear - 35 + 14,
    });
  });

  it("a stretch scorned as too old asks for the years after it", () => {
    const thisYear = index.thisYear;
    expect(parse("the oldest says anything before 2010 is 'boomer'")).toMatchObject({ yearMin: 2010, yearMax: null });
    expect(parse("me and my 15yo, he thinks anything from before he was born is 'ancient'")).toMatchObject({
      yearMin: thisYear - 15,
      yearMax: null,
    });
    // said plainly, the stretch is the wish
    expect(parse("a film from before 2010 is fine")).toMatchObject({ yearMin: null, yearMax: 2009 });
    expect(parse("my 15yo wants something from before he was born")).toMatchObject({ yearMin: null, yearMax: null });
  });

  it("a birth year said as who someone is, and an age said as a stage of life", () => {
    const thisYear = index.thisYear;
    expect(parse("a film from before I was born. I'm a '92 baby")).toMatchObject({ yearMin: null, yearMax: 1991 });
    expect(parse("i'm an 05 kid, a comedy newer than me")).toMatchObject({ yearMin: 2006 });
    // "a 90s kid" stays the decade's
    expect(parse("a 90s kid, something nostalgic")).toMatchObject({ yearMin: 1990, yearMax: 1999 });
    expect(parse("films from when I was 15, I'm 47 now")).toMatchObject({
      yearMin: thisYear - 47 + 14,
      yearMax: thisYear - 47 + 16,
    });
    // a length is no age
    expect(parse("when I was 15 minutes in I gave up, something else")).toMatchObject({ yearMin: null });
  });

  it("a young child gets no horror title unless a fright is asked for", () => {
    expect(parse("a fun film for my 5 year old").excludeGenres).toContain("Horror");
    expect(parse("a spooky film for my 6 year old, he loves a fright").excludeGenres).not.toContain("Horror");
    expect(parse("a fun film for my 10 year old").excludeGenres).not.toContain("Horror");
  });

  it("a title's age ('newer than 5 years old') bounds the years and is no child's age", () => {
    const newest = Math.max(...index.titles.map((t) => t.t.year));
    expect(parse("horror, but newer than 5 years old please")).toMatchObject({
      yearMin: newest - 5,
      viewerAge: null,
      familySafe: false,
    });
    expect(parse("nothing older than 20 years")).toMatchObject({ yearMin: newest - 20, yearMax: null });
    expect(parse("something older than 30 years")).toMatchObject({ yearMin: null, yearMax: newest - 30 });
    expect(parse("my son is 5 years old").viewerAge).toBe(5);
  });

  it("a preposition before a decade bounds at its edge ('nothing before the 90s', 'pre-70s')", () => {
    expect(parse("a mystery, nothing before the 90s")).toMatchObject({
      yearMin: 1990,
      yearMax: null,
      excludeYears: [],
    });
    expect(parse("something from before the 80s")).toMatchObject({ yearMin: null, yearMax: 1979 });
    expect(parse("pre-70s westerns")).toMatchObject({ yearMin: null, yearMax: 1969 });
    expect(parse("since the 90s")).toMatchObject({ yearMin: 1990, yearMax: null });
    expect(parse("the 80s")).toMatchObject({ yearMin: 1980, yearMax: 1989 });
  });

  it("a period inside another narrows it; periods beside each other join", () => {
    expect(parse("early noughties, anything from 2000 to 2005")).toMatchObject({ yearMin: 2000, yearMax: 2005 });
    expect(parse("the noughties, nothing after 2005")).toMatchObject({ yearMin: 2000, yearMax: 2005 });
    expect(parse("the seventies or eighties")).toMatchObject({ yearMin: 1970, yearMax: 1989 });
  });

  it("a birth year with a stage of life reads as the years of that stage", () => {
    expect(parse("what my nan watched as a young woman, she was born in 1940")).toMatchObject({
      yearMin: 1956,
      yearMax: 1970,
    });
    expect(parse("born in 1975, films from when I was a kid")).toMatchObject({ yearMin: 1980, yearMax: 1989 });
    expect(parse("he was born in 1960 and loved sci-fi in his teens")).toMatchObject({ yearMin: 1973, yearMax: 1979 });
    // no stage: the birth year alone asks for nothing
    expect(parse("my dad was born in 1960, he likes westerns")).toMatchObject({ yearMin: null, yearMax: null });
  });

  it("reads years and decades said aloud", () => {
    expect(parse("westerns made before nineteen seventy")).toMatchObject({ yearMin: null, yearMax: 1969 });
    expect(parse("a thriller from nineteen eighty-five")).toMatchObject({ yearMin: 1985, yearMax: 1985 });
    expect(parse("the nineteen-sixties")).toMatchObject({ yearMin: 1960, yearMax: 1969 });
    expect(parse("something from two thousand and five")).toMatchObject({ yearMin: 2005, yearMax: 2005 });
    expect(parse("a rom-com from the early noughties")).toMatchObject({ yearMin: 2000, yearMax: 2004 });
    // a length and an age in words stay what they are
    expect(parse("twenty-five minutes, a comedy")).toMatchObject({ yearMin: null, maxRuntime: 25 });
    expect(parse("my gran is in her late seventies").yearMin).toBeNull();
  });

  it("reads a stage of life said in the plural and an age being turned", () => {
    // teenagers from 1985 to 1991
    expect(parse("born in 1972, what would they have been watching as teenagers?")).toMatchObject({
      yearMin: 1985,
      yearMax: 1991,
    });
    const thisYear = index.thisYear;
    expect(parse("turning 40, a teen movie from when I was a teen")).toMatchObject({
      yearMin: thisYear - 40 + 13,
      yearMax: thisYear - 40 + 19,
    });
    // the year someone was born, give or take one, by their age or the year itself
    expect(parse("shows from the year I was born, I turned 40 this spring")).toMatchObject({
      yearMin: thisYear - 40 - 1,
      yearMax: thisYear - 40 + 1,
    });
    expect(parse("a film from when I was born in 1990")).toMatchObject({ yearMin: 1989, yearMax: 1991 });
    // two births, written short: the years either lived through their teens
    expect(parse("what my parents watched as teenagers, Dad was born in '62 and Mum in '64")).toMatchObject({
      yearMin: 1975,
      yearMax: 1983,
    });
  });

  it("writes a year written short in full, and leaves a decade so written alone", () => {
    expect(yearsInDigits("a classic from '72", 2026)).toBe("a classic from 1972");
    expect(yearsInDigits("born in '19", 2026)).toBe("born in 2019");
    // "the year 2000" is the year, so "before the year 2000" bounds by it
    expect(yearsInDigits("before the year 2000", 2026)).toBe("before 2000");
    expect(yearsInDigits("the '80s and rock 'n' roll", 2026)).toBe("the '80s and rock 'n' roll");
    // two digits after an event of a life are a year; after anything else, a count
    expect(yearsInDigits("my folks got married in 92 and moved here in 97", 2026)).toBe(
      "my folks got married in 1992 and moved here in 1997",
    );
    expect(yearsInDigits("done in 90 minutes, we met in 20 mins", 2026)).toBe("done in 90 minutes, we met in 20 mins");
  });

  it("reads 'this year or last' and a release 'this year' or 'last year' as calendar years", () => {
    expect(yearsInDigits("something big that came out this year or last year", 2026)).toBe(
      "something big that came out since 2025",
    );
    expect(yearsInDigits("last year or this one, nothing older", 2026)).toBe("since 2025, nothing older");
    expect(yearsInDigits("a film released last year", 2026)).toBe("a film released in 2025");
    expect(yearsInDigits("anything that came out this year", 2026)).toBe("anything that came out since 2026");
    // a year of the person's life bounds no title
    expect(yearsInDigits("we went to paris last year, something french", 2026)).toBe(
      "we went to paris last year, something french",
    );
    expect(parse("a drama from this year or last")).toMatchObject({ yearMin: index.thisYear - 1, yearMax: null });
  });

  it("writes 10 KB of near-years in digits in linear time", () => {
    expectWithinCpuBudget(() => {
      yearsInDigits("nineteen twenty-nineteen two thousand and ".repeat(250), 2026);
      yearsInDigits("early late-mid noughties twenty ".repeat(320), 2026);
      yearsInDigits("'1'2'3 ''45 ".repeat(500), 2026);
      yearsInDigits("met in married in 85 got together in moved here in ".repeat(200), 2026);
      yearsInDigits("this year or last or this or came out just this ".repeat(200), 2026);
    }, 300);
  });

  it("'a 90s kid' says when the person grew up, not who is watching", () => {
    expect(parse("90s kid. take me back to saturday morning cartoons")).toMatchObject({
      yearMin: 1990,
      yearMax: 1999,
      familySafe: false,
      viewerAge: null,
    });
    // shows for kids from the 90s are still for kids
    expect(parse("90s kids shows").familySafe).toBe(true);
  });

  it("a stage of life beside a decade is the same time told twice: the decade narrows it", () => {
    // a kid from 1983 to 1992, in the 80s: 1983 to 1989, not the 1980 to 1992 both together span
    expect(parse("born in 1978, cartoons from when I was a kid in the 80s")).toMatchObject({
      yearMin: 1983,
      yearMax: 1989,
    });
    // a teen from 1988 to 1994, in the 80s: 1988 and 1989
    expect(parse("born in 1975, films from when I was a teen in the 80s")).toMatchObject({
      yearMin: 1988,
      yearMax: 1989,
    });
    // no overlap: the decade the person named wins
    expect(parse("born in 1975, films from when I was a kid in the 60s")).toMatchObject({
      yearMin: 1960,
      yearMax: 1969,
    });
  });

  it("a vague period yields to explicit years it contradicts ('nothing before 1995, old stuff looks weird')", () => {
    expect(parse("nothing before 1995, old stuff looks weird to me")).toMatchObject({ yearMin: 1995, yearMax: null });
    expect(parse("something old, from the 60s")).toMatchObject({ yearMin: 1960, yearMax: 1969 });
  });
});

describe("what a period or a length is said of", () => {
  it("a period the story is set in bounds no release year, and asks for a period piece", () => {
    const mood = parse("a British crime series, set before 1950, with a clever detective");
    expect(mood).toMatchObject({ yearMin: null, yearMax: null });
    expect(mood.terms).toContain("set before 1950");
    expect(mood.facets.some((f) => f.kind === "genre" && f.g.History)).toBe(true);
    expect(parse("a drama set in the 1920s")).toMatchObject({ yearMin: null, yearMax: null });
    // made then, not set then
    expect(parse("a drama from the 1920s")).toMatchObject({ yearMin: 1920, yearMax: 1929 });
  });

  it("a length said per episode ('nothing over 25 min an episode') asks for a series, and refuses none", () => {
    const mood = parse("nothing over 25 min an episode. animated is fine but grown-up humour");
    expect(mood).toMatchObject({ type: "tv", maxRuntime: 25 });
    expect(mood.negated).toEqual([]);
  });
});
