import { describe, expect, it } from "vitest";
import { buildIndex, parseMood, prepareRecommendation, requestNotice } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const unknown = (text: string) => parseMood(index, text).unknownTitles;

describe("titles we do not have", () => {
  it.each([
    ["something like Blorptastic Adventures but funnier", ["Blorptastic Adventures"]],
    ["Zyxx Station vibes", ["Zyxx Station"]],
    ["something like The Zorblax Files, with dragons", ["The Zorblax Files"]],
    // named outright, no cue: two capitalised words we do not know, or common words opening a clause and turned by "but"
    ["Zorp and Blip Go West, something like that", ["Zorp and Blip Go West"]],
    ["The Tall, the Short and the Hungry but I've seen it", ["The Tall, the Short and the Hungry"]],
    ["Lord of the Flies but for adults", ["Lord of the Flies"]],
    // in lower case, beside a cue or opening a clause that turns on "but", when no word is a mood word
    ["zyxx station vibes, gentle and kind", ["Zyxx Station"]],
    ["a teen drama like 13 blorps why but less sad", ["13 Blorps Why"]],
    ["blorpdale but less ridiculous", ["Blorpdale"]],
    // "&" is read as "and", as the catalogue's titles spell it
    ["Zorp & Blip but a show", ["Zorp and Blip"]],
  ])("%j names %j", (text, names) => {
    expect(unknown(text)).toEqual(names);
  });

  it.each([
    "like Inception",
    "like a comedy",
    "like my ex",
    "Something Like Funny",
    "Dark Comedy Vibes",
    // people, places, shouting, title case, other languages and the mood itself are not titles
    "something with Tom Hanks",
    "Tom Hanks movies",
    "set in New York",
    "NO HORROR ANYTHING ELSE",
    "I Want Something Scary",
    "Ein Lustiger Film Für Die Familie",
    "Dark Comedy but not too dark",
    // a phrase the lexicon reads, in title case and turned by "but"
    "New Year's Eve but we're staying in, something upbeat",
    "for my Mum and Dad",
    "Christmas Eve with the family",
    "90s vibes",
    "cozy vibes",
    "like that but funnier",
    "like my sister's favourite",
    "comedy but dark",
    "something light but not silly",
    // a misspelt mood word is the mood, not a title's word
    "smth scray but not 2 scary??",
    "my boyfriend but funnier",
    "preferably a series but a film is ok",
    "no longer than 100 mins",
    "Inception season 2 vibes",
    "something quiet and aching like that",
    "brooding like the last one",
    // words that make a mood phrase only together
    "sci-fi without the horror",
    "feel good but not cheesy",
    "a war film no longer than two and a half hours",
    // the person's own words before a cue: what they have seen, refused
    "funny, nothin ive def seen like friends",
    "nothing I've seen like that",
  ])("%j names nothing we lack", (text) => {
    expect(unknown(text)).toEqual([]);
  });

  it("reads a title we have across its comma, named outright", () => {
    const mood = parseMood(index, "The Good, the Bad and the Ugly but I've seen all the Leone ones");
    expect(mood.references.map((r) => r.title)).toEqual(["The Good, the Bad and the Ugly"]);
    expect(mood.unknownTitles).toEqual([]);
  });

  it("reads a lacked title's words as mood words only when the lexicon knows them", () => {
    const pitch = parseMood(index, "like Blorp Pitch but less cheesy");
    expect(pitch.unknownTitles).toEqual(["Blorp Pitch"]);
    expect(Object.keys(pitch.keywords).some((k) => k.startsWith("pitch"))).toBe(false);
    const vampires = parseMood(index, "like Blorp Vampire Diaries but funnier");
    expect(vampires.unknownTitles).toEqual(["Blorp Vampire Diaries"]);
    expect(vampires.terms.join(" ")).toMatch(/vampire/);
  });

  it("says so instead of answering something else in silence", () => {
    const prepared = prepareRecommendation(index, { mood: "something like Blorptastic Adventures but funnier" });
    expect(requestNotice(prepared.understood, prepared.fallback)).toBe(
      "We don't have Blorptastic Adventures yet, so these picks follow the rest of what you asked for.",
    );
    const picks = [...prepared.picks];
    expect(picks.length).toBeGreaterThan(0);
    // no pick can be shown to be like a title we lack, so none claims more than a broken wish's score
    for (const p of picks) expect(p.match_score).toBeLessThanOrEqual(60);
    const known = prepareRecommendation(index, { mood: "like Inception" });
    expect(requestNotice(known.understood, known.fallback)).toBeNull();
  });
});

describe("an occasion in title case", () => {
  it("is read as the occasion and quoted as written ('New Year's Eve')", () => {
    const mood = parseMood(index, "New Year's Eve but we're staying in, something upbeat");
    expect(mood.occasion).toBe("holidays");
    expect(mood.eraPreference).toBeNull();
    expect(mood.facets.map((f) => f.label)).toContain("new year's eve");
  });
});
