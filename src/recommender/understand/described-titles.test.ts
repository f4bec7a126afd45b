import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../../bench/load-catalogue";
import { buildIndex, parseMood, recommend } from "../engine";

const index = buildIndex(loadCatalogue(undefined, { quiet: true }).titles);
const refsOf = (text: string) => parseMood(index, text).references.map((r) => r.title);

describe("a title told by its story", () => {
  it.each([
    ["the show where office workers have a chip that splits their memories between work and home", "Severance"],
    ["my kids loved the one with the rat who secretly cooks in a Paris restaurant", "Ratatouille"],
    ["that film where the old man ties thousands of balloons to his house", "Up"],
    ["the movie where they rob a casino, but funnier", "Ocean's Eleven"],
    // words may describe the told thing first, and a spaced dash ends the story
    ["the Irish sitcom about three priests stuck on a tiny island — anything else that daft?", "Father Ted"],
  ])("%j names %s", (text, title) => {
    expect(refsOf(text)).toEqual([title]);
  });

  it.each([
    "the one with the most laughs",
    "that show with the funny family",
    "a show about a family running a restaurant",
  ])("%j names no title: no story stands out, or nothing opens one", (text) => {
    expect(refsOf(text)).toEqual([]);
  });

  it("steers away from a told title the person refuses ('I hated the one with the rat who cooks in Paris')", () => {
    const mood = parseMood(index, "I hated the one with the rat who secretly cooks in a Paris restaurant");
    expect(mood.references).toEqual([]);
    expect(mood.avoided.map((r) => r.title)).toEqual(["Ratatouille"]);
  });

  it("never picks the told title itself, and finds what is like it", () => {
    const result = recommend(index, {
      mood: "the one with the rat who secretly cooks in a Paris restaurant. Another like that please",
    });
    const titles = result.picks.map((p) => p.title);
    expect(titles).not.toContain("Ratatouille");
    expect(titles.length).toBeGreaterThan(0);
  });
});
