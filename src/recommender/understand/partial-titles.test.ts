/** A catalogue title named by a distinctive part of its name ("Totoro", "eternal sunshine"). */
import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { makeTitle, TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex([
  ...TEST_TITLES,
  makeTitle("totoro", { title: "My Neighbor Totoro", description: "Two sisters meet a forest spirit." }),
  makeTitle("sunshine", { title: "Eternal Sunshine of the Spotless Mind", description: "A couple erase memories." }),
  makeTitle("jury", { title: "Jury Duty", description: "A man believes a staged trial is real." }),
]);
const refs = (text: string) => parseMood(index, text).references.map((r) => r.title);

describe("a title named by part of its name", () => {
  it.each([
    ["I've only seen Totoro, what else", "My Neighbor Totoro"],
    ["Totoro", "My Neighbor Totoro"],
    ["something like totoro", "My Neighbor Totoro"],
    ["just rewatched eternal sunshine, more like that", "Eternal Sunshine of the Spotless Mind"],
    ["something like eternal sunshine", "Eternal Sunshine of the Spotless Mind"],
  ])("%j names %s", (text, title) => {
    expect(refs(text)).toEqual([title]);
  });

  it("needs a capital or a cue for one word, and no longer name around it", () => {
    expect(refs("i watched totoro")).toEqual([]);
    expect(refs("loved Line of Duty, another police series")).toEqual([]);
    expect(refs("zero interest in documentaries")).toEqual([]);
  });

  it("finishes on a part that ends the text, and on 10 KB of parts", () => {
    expect(refs("eternal sunshine")).toEqual(["Eternal Sunshine of the Spotless Mind"]);
    expectWithinCpuBudget(() => parseMood(index, "Totoro eternal sunshine of the spotless ".repeat(300)), 1000);
  });
});
