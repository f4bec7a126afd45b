import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES, { thisYear: 2026 });
const parse = (text: string) => parseMood(index, text);

describe("a setting beside a wish it usually keeps away from", () => {
  it("lets the wish decide: 'rainy night, in the mood for a horror film', 'it's raining, want something scary'", () => {
    expect(parse("rainy night, in the mood for a horror film").genres.Horror).toBeGreaterThan(0.5);
    expect(parse("it's raining, want something scary").genres.Horror).toBeGreaterThan(0.5);
    expect(parse("rainy day war film").genres.War).toBeGreaterThan(0.5);
  });

  it("still keeps the setting's own leanings when nothing asked crosses them", () => {
    const cosy = parse("rainy day, something cosy");
    expect(cosy.genres.Horror ?? 0).toBeLessThan(0);
    expect(cosy.moods.cozy).toBeGreaterThan(0);
  });

  it("gives back no genre refused for the setting's leaning to it ('rain all weekend. Not anime')", () => {
    expect(parse("it's supposed to rain the whole weekend. Not anime, I've tried.").excludeGenres).toContain(
      "Animation",
    );
    // something asked that leans to the genre still gives it back, as before
    expect(parse("not anime, but something like a cartoon for kids").excludeGenres).not.toContain("Animation");
  });
});

describe("someone timid about a genre", () => {
  it("refuses it: 'he's a baby about horror', 'a wimp when it comes to horror', 'a scaredy cat about horror'", () => {
    for (const text of [
      "wat 2 watch w my bf, hes a baby abt horror",
      "he's a wimp when it comes to horror",
      "she's such a scaredy cat about horror",
    ])
      expect(parse(text).excludeGenres, text).toContain("Horror");
  });

  it("refuses nothing for a baby about to arrive", () => {
    const said = parse("a baby about to be born, want a comedy");
    expect(said.excludeGenres).toEqual([]);
    expect(said.genres.Comedy).toBeGreaterThan(0);
  });
});
