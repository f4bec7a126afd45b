import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { dropRetracted } from "./corrections";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("a person changing their mind", () => {
  it("asks only for what they settled on", () => {
    const funny = parse("something scary, actually no, something funny");
    expect(funny.genres.Horror ?? 0).toBeLessThanOrEqual(0);
    expect(funny.genres.Comedy ?? 0).toBeGreaterThan(0);
    expect(parse("Give me a series - hmm, no, I'll never finish it. A film.").type).toBe("movie");
    expect(parse("I want a film. No, a series.").type).toBe("tv");
    expect(parse("a thriller, scratch that, a comedy").genres.Thriller ?? 0).toBeLessThanOrEqual(0);
  });

  it("takes back only the clause before, and keeps what follows as typed", () => {
    expect(parse("for the kids, something scary, actually no, something funny").familySafe).toBe(true);
    expect(dropRetracted("a comedy, no wait something like Inception")).toBe(", something like Inception");
  });

  it("takes nothing back on 'mind your business'; 'never mind' still does", () => {
    expect(parse("yes I want to watch a cartoon, mind your business").genres.Animation ?? 0).toBeGreaterThan(0);
    expect(parse("a horror. never mind, a comedy").genres.Horror ?? 0).toBe(0);
  });

  it("leaves a negation and a repeated refusal alone", () => {
    for (const text of ["something funny, no horror", "nothing scary, no.", "no. just no.", "a film, no subtitles"])
      expect(dropRetracted(text)).toBe(text);
  });

  it("reads 'actually no X' after X asked for as a refusal of X, the last word said", () => {
    const text = "a horror movie - actually no horror, make it a comedy";
    expect(dropRetracted(text)).toBe(text);
    expect(parseMood(index, text).excludeGenres).toContain("Horror");
    expect(dropRetracted("something scary - actually no something funny")).toBe(" -  something funny");
    expect(parseMood(index, "a thriller - no, actually no thriller, a comedy").excludeGenres).toContain("Thriller");
    expect(dropRetracted("a series, actually no, a film")).toBe(",, a film");
  });

  it("changes only the part a correction names alone ('80s action film. no, 90s' keeps the action film)", () => {
    expect(parseMood(index, "80s action film. no, 90s. yeah 90s")).toMatchObject({
      yearMin: 1990,
      yearMax: 1999,
      type: "movie",
    });
    expect(parseMood(index, "80s action film. no, 90s").genres.Action ?? 0).toBeGreaterThan(0);
    const series = parseMood(index, "a horror film - no, a series");
    expect(series.type).toBe("tv");
    expect(series.genres.Horror ?? 0).toBeGreaterThan(0);
    // a correction saying more takes the whole clause back
    expect(parseMood(index, "a horror film - no wait, a funny series").genres.Horror ?? 0).toBe(0);
  });

  it("reads long hostile input quickly", () => {
    const text = "something scary, actually no, ".repeat(2000);
    expectWithinCpuBudget(() => dropRetracted(text), 500);
  });
});
