import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("a refusal said again more strongly", () => {
  it("keeps a genre refused when it is stressed after ('but mainly war', 'especially war')", () => {
    const war = parse("no war or guns, but mainly war");
    expect(war.excludeGenres).toContain("War");
    expect(war.genres.War ?? 0).toBeLessThanOrEqual(0);
    expect(parse("no war films, especially war").excludeGenres).toContain("War");
  });

  it("still asks for a genre stressed that was not refused, and takes a refusal back when named plainly", () => {
    expect(parse("no war films, but mainly a comedy").genres.Comedy).toBeGreaterThan(0);
    expect(parse("no horror, ok a horror comedy then").excludeGenres).not.toContain("Horror");
  });
});

describe("a refusal going on into a sentence that opens on 'or'", () => {
  it("refuses what follows 'Or' after a refused clause's closing words", () => {
    const said = parse("Nothing with war in it. Or guns really, but mainly war.");
    expect(said.excludeGenres).toContain("War");
    expect(said.negated.join("|")).toContain("guns");
    expect(parse("no horror in it. or gore.").negated.join("|")).toMatch(/gor/);
  });

  it("does not refuse what a turning 'or' or another sentence asks for", () => {
    expect(parse("no horror please. or maybe a comedy").genres.Comedy).toBeGreaterThan(0);
    expect(parse("no horror in it. a comedy would be great").genres.Comedy).toBeGreaterThan(0);
  });
});

describe("a length a film is said to run past, as the condition of leaving", () => {
  it("limits the length and refuses no films: 'if a film goes past 105 minutes I will be asleep'", () => {
    const said = parse("if a film goes past 105 minutes I will be asleep");
    expect(said.maxRuntime).toBe(105);
    expect(said.type).not.toBe("tv");
    expect(parse("no films, a series").type).toBe("tv");
  });
});

describe("refusals said as what one cannot face or bear", () => {
  it("refuses the genre after 'can't face', 'can't bear', 'can't take', and not an animal", () => {
    expect(parse("I can't face romance").excludeGenres).toContain("Romance");
    const bear = parse("I can't bear romance");
    expect(bear.excludeGenres).toContain("Romance");
    expect(bear.negated.join("|")).not.toContain("bear");
    expect(parse("the one thing I can't face is romance of any kind").excludeGenres).toContain("Romance");
    expect(parse("couldn't stand horror lately").excludeGenres).toContain("Horror");
  });
});

describe("a refused list whose items each end on a word for things of the kind", () => {
  it("refuses both of 'had enough superhero stuff and space stuff'", () => {
    const said = parse("I've had enough superhero stuff and space stuff to last a lifetime");
    expect(said.negated.join("|")).toContain("space");
    expect(said.genres["Science Fiction"] ?? 0).toBeLessThanOrEqual(0);
  });

  it("still asks for what follows an 'and' that turns to something else", () => {
    expect(parse("no superhero stuff and lots of laughs").genres.Comedy).toBeGreaterThan(0);
  });
});

describe("glazing over as the condition of leaving", () => {
  it("refuses what makes the person glaze over: 'I glaze over the second there's a spaceship'", () => {
    const said = parse("I glaze over the second there's a spaceship");
    expect(said.negated.join("|")).toContain("spaceship");
    expect(said.genres["Science Fiction"] ?? 0).toBeLessThanOrEqual(0);
  });
});
