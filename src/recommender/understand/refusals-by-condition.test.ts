import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { frontRefusals } from "./refusals";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("a refusal said as a condition for leaving", () => {
  it.each([
    ["if anyone bursts into song I'm switching off, something upbeat", "Music"],
    ["if there's even one musical number I'm out. a sharp comedy", "Music"],
    ["I'll turn it off if there's any romance, an adventure", "Romance"],
    ["we will walk out of our own living room if this turns into a war film. a drama", "War"],
    ["the moment a western starts, I'm leaving. a comedy", "Western"],
    ["the next western anyone puts on, I'm leaving. a comedy", "Western"],
    ["bf says if it's a cartoon he's going straight to bed so: a movie", "Animation"],
    ["a single western and we're done", "Western"],
    ["once the singing starts she's out, a comedy", "Music"],
    ["if it's another western I'm cancelling my subscription", "Western"],
    ["show my dad another western and the remote goes through the window, an action film", "Western"],
    // someone named with no possessive, and a negated clause of its own after the condition
    ["grandad walks out if anyone sings, a comedy", "Music"],
    ["mum leaves the room if there's a western and dad can't stand horror", "Western"],
    ["mum leaves the room if there's a western and dad can't stand horror", "Horror"],
  ])("%j refuses %s", (text, genre) => {
    expect(parse(text).excludeGenres).toContain(genre);
  });

  it("refuses a tone or a length the same way", () => {
    expect(parse("as soon as it gets gory I'm off").excludeMoods).toContain("gory");
    expect(parse("if it's over 2 hours I'm out").maxRuntime).toBe(120);
  });

  it("refuses what the person has seen all of ('if it's from before 2015 I've seen it'), not what they never saw", () => {
    expect(parse("new stuff pls, if it came out before 2018 ive already seen it").yearMin).toBe(2018);
    expect(parse("if it's a western we've probably seen it, a drama").excludeGenres).toContain("Western");
    // never seen is no refusal: the eighties stay asked for
    expect(parse("if it's from the 80s I've never seen it, surprise me").yearMax).toBe(1989);
  });

  it("reads a negated condition as the wish it negates ('if it isn't funny I'm out')", () => {
    const mood = parse("if it isn't funny I'm out");
    expect(mood.excludeGenres).not.toContain("Comedy");
    expect(mood.genres.Comedy ?? 0).toBeGreaterThan(0);
  });

  it("drops the leaving itself: 'I'm gone' and 'I will scream' ask for nothing", () => {
    expect(parse("one jump scare and I'm gone, a thriller").terms).not.toContain("gone");
    expect(parse("a heist film, if the dog dies i will scream").references).toEqual([]);
  });

  it("leaves what is no leaving: staying put, a refusal of its own, a condition with no consequence", () => {
    expect(parse("another romcom and she'll be happy").excludeGenres).not.toContain("Romance");
    expect(parse("I want more action and the kids want comedy").excludeGenres).toEqual([]);
    expect(parse("even if it's a musical, I'm not leaving the sofa").excludeGenres).not.toContain("Music");
    expect(parse("if I'm honest I'm done with superheroes").negated).toEqual(["no superhero"]);
    expect(parse("if it's a musical, great").excludeGenres).not.toContain("Music");
    expect(frontRefusals("if it's a comedy I'm in")).toBe("if it's a comedy I'm in");
  });

  it("reads 10 KB of conditions and leavings in linear time", () => {
    expectWithinCpuBudget(() => {
      frontRefusals("if if the moment as soon as I'm out ".repeat(280));
      frontRefusals(`if ${"horror ".repeat(1400)}I'm out`);
      frontRefusals("and I'm out and we're off ".repeat(400));
      frontRefusals(`grandad walks out if ${"swearing and gran cant ".repeat(400)}`);
      frontRefusals("if it came out before 2015 ive seen it ".repeat(250));
    }, 300);
  });
});

describe("refusals said as fear, fatigue or growing up", () => {
  it.each([
    ["the 12 year old says she's too old for cartoons now", "Animation"],
    ["he's made me sit through every sci-fi thing ever made, a proper mystery", "Science Fiction"],
    ["my son is scared of horror, something funny", "Horror"],
    ["she has outgrown cartoons", "Animation"],
  ])("%j refuses %s", (text, genre) => {
    expect(parse(text).excludeGenres).toContain(genre);
  });

  it("'scared of' is no wish for scary, and 'too old for' no wish for old films", () => {
    const scared = parse("my son is scared of the dark");
    expect(scared.moods.scary ?? 0).toBe(0);
    expect(scared.negated).toContain("nothing dark");
    expect(parse("she's too old for cartoons").yearMax).toBeNull();
  });

  it("a refusing word is no title's name ('afraid' in Are You Afraid of the Dark?)", () => {
    const titles = [...TEST_TITLES, { ...TEST_TITLES[0]!, id: "tv:afraid", title: "Are You Afraid of the Dark?" }];
    expect(parseMood(buildIndex(titles), "he's afraid of monsters").references).toEqual([]);
  });
});
