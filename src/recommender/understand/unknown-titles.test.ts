import { describe, expect, it } from "vitest";
import { buildIndex, parseMood, prepareRecommendation, unknownTitleNotice } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const unknown = (text: string) => parseMood(index, text).unknownTitles;

describe("titles we do not have", () => {
  it.each([
    ["something like Blorptastic Adventures but funnier", ["Blorptastic Adventures"]],
    ["Zyxx Station vibes", ["Zyxx Station"]],
    ["something like The Zorblax Files, with dragons", ["The Zorblax Files"]],
  ])("%j names %j", (text, names) => {
    expect(unknown(text)).toEqual(names);
  });

  it.each(["like Inception", "like a comedy", "like my ex", "Something Like Funny", "Dark Comedy Vibes"])(
    "%j names nothing we lack",
    (text) => {
      expect(unknown(text)).toEqual([]);
    },
  );

  it("says so instead of answering something else in silence", () => {
    const prepared = prepareRecommendation(index, { mood: "something like Blorptastic Adventures but funnier" });
    expect(unknownTitleNotice(prepared.understood, prepared.fallback)).toBe(
      "We don't have Blorptastic Adventures yet, so these picks follow the rest of what you asked for.",
    );
    expect([...prepared.picks].length).toBeGreaterThan(0);
    const known = prepareRecommendation(index, { mood: "like Inception" });
    expect(unknownTitleNotice(known.understood, known.fallback)).toBeNull();
  });
});
