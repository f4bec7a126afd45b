import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { yearsInDigits } from "./years-in-digits";

const index = buildIndex(TEST_TITLES, { thisYear: 2026 });
const parse = (text: string) => parseMood(index, text);

describe("having had it up to here with something", () => {
  it("refuses it ('I've had it up to here with cop shows')", () => {
    expect(parse("a series, I've had it up to here with cop shows").excludeGenres).toContain("Crime");
  });
});

describe("a grandparent or parent named without 'my' beside a stage of their life", () => {
  it("dates 'when grandma was a teenager? she's 85' and 'when mum was a teenager, she's 60'", () => {
    const gran = parse("what was on when grandma was a teenager? she's 85");
    expect([gran.yearMin, gran.yearMax]).toEqual([1954, 1960]);
    expect(parse("what was on when mum was a teenager, she's 60").yearMin).toBe(1979);
  });
});

describe("a quarter after a count of hours", () => {
  it("reads 'two and a quarter hours' as 135 minutes, and 'two and a half' as before", () => {
    expect(parse("a film, no more than two and a quarter hours").maxRuntime).toBe(135);
    expect(parse("two and a half hours max").maxRuntime).toBe(150);
  });
});

describe("a trilogy", () => {
  it("asks for films", () => {
    expect(parse("a trilogy to get through this weekend").type).toBe("movie");
  });
});

describe("someone who scares easy", () => {
  it("refuses scary titles, and leaves no wish for easy watching behind ('i scare easy')", () => {
    const said = parse("no blood, no ghosts, no jump scares. i scare easy");
    expect(said.excludeGenres).toContain("Horror");
    expect(said.negated.join("|")).not.toContain("lighthearted");
    expect(parse("i scare really easy, something funny").genres.Comedy).toBeGreaterThan(0);
  });

  it("reads 'something easy' as before", () => {
    expect(parse("something easy, a comedy").excludeGenres).toEqual([]);
  });
});

describe("Indonesian 'jangan yang terlalu'", () => {
  it("is 'nothing too', a refusal of a degree, not a retraction that drops the wish", () => {
    const said = parse("Film keluarga buat nonton bareng anak-anak umur 7 dan 10 tahun, jangan yang terlalu sedih");
    expect(said.type).toBe("movie");
    expect(said.familySafe).toBe(true);
    expect(said.genres.Family).toBeGreaterThan(0);
  });
});

describe("the turn of the millennium, and a child's age as a stage of the parent's life", () => {
  it("reads 'turn of the millennium stuff' and 'turn-of-the-millennium sci-fi' as 1998 to 2002", () => {
    for (const text of [
      "turn of the millennium stuff",
      "turn-of-the-millennium sci-fi",
      "Turn of the century sci-fi",
    ]) {
      const said = parse(text);
      expect([said.yearMin, said.yearMax], text).toEqual([1998, 2002]);
    }
  });

  it("stays linear on long runs of its own words", () => {
    expectWithinCpuBudget(() => yearsInDigits("set at the turn of the set in the turn-of-the ".repeat(600), 2026), 250);
    expectWithinCpuBudget(() => parse("when i was his when you were my age ".repeat(300)), 1000);
  });

  it("leaves a story set then unbounded ('a film set at the turn of the century')", () => {
    expect(parse("a film set at the turn of the century").yearMin).toBeNull();
  });

  it("dates 'the films I loved when I was his age. I'm 42' by the child's age", () => {
    const said = parse("showing my 12 year old the films I loved when I was his age. I'm 42");
    expect([said.yearMin, said.yearMax]).toEqual([1995, 1997]);
    const asked = parse("my son is 15 and asked what films were like 'when you were my age, dad'. i'm 47");
    expect([asked.yearMin, asked.yearMax]).toEqual([1993, 1995]);
  });
});

describe("'anti' said before 'anything'", () => {
  it("refuses what follows, as 'nothing' does ('anti anything with singing')", () => {
    expect(parse("anti anything with singing").excludeGenres).toContain("Music");
  });
});

describe("a length taken back and said again", () => {
  it("reads the length settled on ('half an hour tops, no wait, make it 25')", () => {
    expect(parse("half an hour tops, no wait, make it 25, the cat needs feeding first").maxRuntime).toBe(25);
    expect(parse("90 minutes max. no, make it 2 hours").maxRuntime).toBe(120);
    expect(parse("a comedy under 2 hours, actually no, 100 minutes").maxRuntime).toBe(99);
  });

  it("still takes back a whole clause corrected with words ('a thriller, no wait, a comedy')", () => {
    const said = parse("a thriller, no wait, a comedy");
    expect(said.genres.Comedy).toBeGreaterThan(0);
    expect(said.genres.Thriller ?? 0).toBeLessThanOrEqual(0);
  });

  it("stays linear on a long run of corrections", () => {
    expectWithinCpuBudget(() => parse("90 minutes, no wait, make it 25, ".repeat(300)), 1000);
  });
});

describe("a year of schooling", () => {
  it("dates 'my first year of secondary school, I'm 30' and 'my last year of uni, I'm 45' from the age it is spent at", () => {
    const first = parse("something from my first year of secondary school, I'm 30 now");
    expect([first.yearMin, first.yearMax]).toEqual([2006, 2008]);
    const last = parse("films from my last year of uni, I'm 45");
    expect([last.yearMin, last.yearMax]).toEqual([2001, 2003]);
  });

  it("bounds no year without the person's age", () => {
    expect(parse("my first year of uni was brutal, want a comedy").yearMin).toBeNull();
  });
});
