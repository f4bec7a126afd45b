import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("titles named in passing", () => {
  it.each([
    ["we binged the grand budapest hotel last month", "The Grand Budapest Hotel"],
    ["rewatching paddington 2 for the 4th time", "Paddington 2"],
    ["she loves inception and the matrix", "Inception"],
  ])("reads %j as naming a title liked", (text, title) => {
    expect(parse(text).references.map((r) => r.title)).toContain(title);
  });

  it("refuses every title of a refused list", () => {
    const mood = parse("thrillers that aren't Saw or The Conjuring");
    expect(mood.avoided.map((r) => r.title)).toEqual(["Saw", "The Conjuring"]);
    expect(mood.references).toEqual([]);
  });

  it("reads capitalised words going on past a title's opening as another name", () => {
    expect(parse("Something like The Matrix of the Old West").references).toEqual([]);
    expect(parse("Something like The Matrix and Inception").references.map((r) => r.title)).toEqual([
      "The Matrix",
      "Inception",
    ]);
  });
});

describe("something different from titles named", () => {
  it.each([
    "I've seen Inception, want something different",
    "loved Inception but want something completely different",
    "something different from Inception",
  ])("steers away from the title in %j", (text) => {
    const mood = parse(text);
    expect(mood.avoided.map((r) => r.title)).toEqual(["Inception"]);
    expect(mood.references).toEqual([]);
  });

  it("keeps a title named after the wish for something different a reference", () => {
    expect(parse("something different, like Inception").references.map((r) => r.title)).toEqual(["Inception"]);
  });
});
