import { describe, expect, it } from "vitest";
import { MOOD_PRESETS } from "../shared/vocabulary";
import { buildIndex, parseMood, recommend } from "./engine";
import { TEST_TITLES } from "./fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

/** The test catalogue with one more title of that name (the first title's facts under a new id). */
function withTitle(title: string) {
  const [first] = TEST_TITLES;
  if (!first) throw new Error("the test catalogue is empty");
  return buildIndex([...TEST_TITLES, { ...first, id: `extra-${title.toLowerCase().replace(/\W+/g, "-")}`, title }]);
}

describe("lexicon terms", () => {
  it("reads moods, genres and themes with light stemming", () => {
    for (const text of ["hilarious", "something to make me laugh", "laughs please", "I want to laugh"]) {
      expect(parse(text).genres.Comedy, text).toBeGreaterThan(0.5);
    }
    expect(parse("creepy").genres.Horror).toBeGreaterThan(0.5);
    expect(parse("heartbreaking").moods.tearjerker).toBeGreaterThan(0.5);
    expect(parse("trippy").moods["mind-bending"]).toBeGreaterThan(0.5);
    expect(parse("dinosaurs").keywords.dinosaur).toBeGreaterThan(0.5);
    expect(parse("a heist").moods.heist).toBeGreaterThan(0.5);
    expect(parse("christmas").moods.holiday).toBeGreaterThan(0.5);
    expect(parse("anime").languages.ja).toBeGreaterThan(0.5);
    expect(parse("k-drama").languages.ko).toBeGreaterThan(0.5);
    // a k-drama is a series unless a film is named; a Korean drama may be either, so it only leans
    expect(parse("kdrama rn").type).toBe("tv");
    expect(parse("a k-drama movie").type).toBe("movie");
    expect(parse("a korean drama").typePreference).toBe("tv");
    expect(parse("bollywood").languages.hi).toBeGreaterThan(0.5);
    expect(parse("something french").languages.fr).toBeGreaterThan(0.5);
    expect(parse("british").countries.GB).toBeGreaterThan(0.5);
  });

  it("prefers multi-word phrases over single words", () => {
    expect(parse("high school").terms).toEqual(["high school"]);
    expect(parse("a rainy day").presets).toEqual(["cozy rainy day"]);
    expect(parse("rainy").presets).toEqual([]);
    expect(parse("feel-good").presets).toEqual(["feel-good"]);
    expect(parse("zombie apocalypse").terms).toEqual(["zombies"]);
  });

  it("knows the ten presets", () => {
    for (const p of MOOD_PRESETS) expect(parse(p).presets, p).toEqual([p]);
  });

  it("tolerates small typos in mood words", () => {
    expect(parse("somthing romantc").moods.romantic).toBeGreaterThan(0.5);
    expect(parse("scarry").genres.Horror).toBeGreaterThan(0.5);
  });

  it("recognises occasions", () => {
    expect(parse("date night").occasion).toBe("date night");
    expect(parse("movie with friends").occasion).toBe("with friends");
    expect(parse("something to watch alone").occasion).toBe("alone");
    expect(parse("after work").occasion).toBe("after work");
  });
});

describe("negation", () => {
  it("no romance → Romance excluded", () => {
    const m = parse("no romance, pure action");
    expect(m.excludeGenres).toContain("Romance");
    expect(m.genres.Action).toBeGreaterThan(0.5);
    expect(m.genres.Romance ?? 0).toBeLessThanOrEqual(0);
  });

  it("nothing too scary → Horror and scary excluded", () => {
    const m = parse("nothing too scary");
    expect(m.excludeGenres).toContain("Horror");
    expect(m.excludeMoods).toContain("scary");
  });

  it("not sad → sad tones ruled out or ranked down", () => {
    const m = parse("not sad");
    expect([...m.excludeMoods, ...m.penaliseMoods]).toEqual(expect.arrayContaining(["tearjerker", "melancholic"]));
  });

  it("anything but horror", () => {
    expect(parse("anything but horror").excludeGenres).toContain("Horror");
  });

  it("without gore / not too gory", () => {
    expect(parse("a thriller without gore").excludeMoods).toContain("gory");
    const m = parse("something scary but not too gory");
    expect(m.excludeMoods).toContain("gory");
    expect(m.genres.Horror).toBeGreaterThan(0.5);
  });

  it("but not too dark → dark penalised, the rest kept", () => {
    const m = parse("a crime drama but not too dark");
    expect(m.penaliseMoods).toContain("dark");
    expect(m.genres.Crime).toBeGreaterThan(0.5);
  });

  it("no subtitles → English only", () => {
    expect(parse("no subtitles please").language).toBe("en");
    expect(parse("a comedy in english").language).toBe("en");
  });

  it("does not negate across a clause or a 'but'", () => {
    const m = parse("no horror. something funny");
    expect(m.excludeGenres).toEqual(["Horror"]);
    expect(m.genres.Comedy).toBeGreaterThan(0.5);
    expect(parse("nothing but laughs").excludeGenres).toEqual([]);
  });
});

describe("title references", () => {
  it("finds titles after a cue, case-insensitively and without 'the'", () => {
    expect(parse("something like the matrix").references.map((r) => r.title)).toEqual(["The Matrix"]);
    expect(parse("Matrix vibes").references.map((r) => r.title)).toEqual(["The Matrix"]);
    expect(parse("interstellar-level wonder").references.map((r) => r.title)).toEqual(["Interstellar"]);
    expect(parse("next level comedy").references).toEqual([]);
    expect(parse("similar to The Office").references.map((r) => r.title)).toEqual(["The Office"]);
  });

  it("tolerates small typos and reads modifiers", () => {
    const m = parse("something like Intersteller but lighter");
    expect(m.references.map((r) => r.title)).toEqual(["Interstellar"]);
    expect(m.modifiers).toContain("lighter");
    expect(m.moods.lighthearted).toBeGreaterThan(0.3);
  });

  it("reads a plain tone turning a named title as its comparative ('but dark' is 'but darker')", () => {
    expect(parse("inception but funny").modifiers).toContain("funnier");
    expect(parse("like paddington 2 but romantic").modifiers).toContain("more romantic");
    // with no title named, the tone is only a tone
    expect(parse("comedy but dark").modifiers).toEqual([]);
    expect(parse("inception but not dark").modifiers).toEqual([]);
  });

  it("names a title outright when it is clearly a title", () => {
    expect(parse("Interstellar but scarier").references.map((r) => r.title)).toEqual(["Interstellar"]);
    expect(parse("Interstellar but scarier").modifiers).toContain("scarier");
  });

  it("reads a clause that opens with a title and turns on 'but' as if cued: lower case and typos too", () => {
    expect(parse("interstellar but as a series").references.map((r) => r.title)).toEqual(["Interstellar"]);
    expect(parse("intersteller but lighter").references.map((r) => r.title)).toEqual(["Interstellar"]);
    for (const text of ["comedy but dark", "horror but funny", "dark but funny", "something but not too long"])
      expect(parse(text).references, text).toEqual([]);
  });

  it("turns on 'with' before a comparison as on 'but' ('interstellar with less science')", () => {
    expect(parse("interstellar with less science").references.map((r) => r.title)).toEqual(["Interstellar"]);
    expect(parse("a comedy with more heart").references).toEqual([]);
  });

  it("names a whole series by the words its titles open with, and none of its entries come back", () => {
    const mood = parse("toy story but for grown-ups");
    expect(mood.references.map((r) => r.series)).toEqual(["toy story"]);
    const picks = recommend(index, { mood: "toy story but for grown-ups", limit: 30 }).picks;
    expect(picks.filter((p) => p.title.startsWith("Toy Story"))).toEqual([]);
  });

  it("a language after 'in' is no title, capitalised or not ('something not in English')", () => {
    const withEnglish = withTitle("The English");
    expect(parseMood(withEnglish, "something not in English").avoided).toEqual([]);
    expect(parseMood(withEnglish, "something not in English").excludeLanguages).toEqual(["en"]);
    expect(parseMood(withEnglish, "The English but funnier").references.map((r) => r.title)).toEqual(["The English"]);
  });

  it("a common word opening a sentence is capitalised as sentences are, not named as a title", () => {
    const withHer = withTitle("Her");
    expect(parseMood(withHer, "Her birthday, something romantic").references).toEqual([]);
    expect(parseMood(withHer, "something like Her").references.map((r) => r.title)).toEqual(["Her"]);
    expect(parseMood(withHer, "Her but less sad").references.map((r) => r.title)).toEqual(["Her"]);
  });

  it("a single word capitalised only as a sentence's first is no title ('Nope, not horror', 'Psycho killers please')", () => {
    const withNope = withTitle("Nope");
    expect(parseMood(withNope, "Nope, not horror tonight").references).toEqual([]);
    expect(parseMood(withNope, "something like Nope").references.map((r) => r.title)).toEqual(["Nope"]);
    const withPsycho = withTitle("Psycho");
    expect(parseMood(withPsycho, "Psycho killers please").references).toEqual([]);
    expect(parseMood(withPsycho, "Psycho vibes").references.map((r) => r.title)).toEqual(["Psycho"]);
  });

  it("reads a whole request that is a misspelt title as that title ('shawshank redemtion')", () => {
    const withZorb = withTitle("The Zorblax Chronicles");
    expect(parseMood(withZorb, "zorblax chronicels").references.map((r) => r.title)).toEqual([
      "The Zorblax Chronicles",
    ]);
    expect(parseMood(withZorb, "dark comedy").references).toEqual([]);
  });

  it("names a series by its opening words misspelt ('toy stroy but for grown-ups')", () => {
    expect(parse("toy stroy but for grown-ups").references.map((r) => r.series)).toEqual(["toy story"]);
    expect(parse("like pitch perfect").references).toEqual([]);
  });

  it("a one-word title names its series only when a numbered sequel follows it ('paddington' → Paddington 2)", () => {
    const withFirst = withTitle("Paddington");
    const mood = parseMood(withFirst, "like paddington but for grown ups");
    expect(mood.references.map((r) => r.series)).toEqual(["paddington"]);
    const picks = recommend(withFirst, { mood: "like paddington but for grown ups", limit: 30 }).picks;
    expect(picks.filter((p) => p.title.startsWith("Paddington"))).toEqual([]);
    expect(parseMood(withTitle("Zorbland"), "like Zorbland").references.map((r) => r.series)).toEqual([undefined]);
  });

  it("a lexicon phrase that opens with a title's words is the phrase ('like studio ghibli')", () => {
    const withStudio = withTitle("The Studio");
    expect(parseMood(withStudio, "something like studio ghibli").references).toEqual([]);
    expect(parseMood(withStudio, "something like the studio").references.map((r) => r.title)).toEqual(["The Studio"]);
  });

  it("a typo match must end where the typed name ends ('like pitch perfect' is not The Witch)", () => {
    const withWitch = withTitle("The Witch");
    expect(parseMood(withWitch, "like pitch perfect but for grown-ups").references).toEqual([]);
    expect(parseMood(withWitch, "like the wtich but less slow").references.map((r) => r.title)).toEqual(["The Witch"]);
  });

  it.each([
    "nothing like Inception",
    "not like Inception",
    "I hated Inception",
    "I didn't like Inception, something fun",
    "the opposite of Inception",
  ])("%j names a title to steer away from, never one to follow", (text) => {
    const mood = parse(text);
    expect(mood.references).toEqual([]);
    expect(mood.avoided.map((r) => r.title)).toEqual(["Inception"]);
  });

  it("steers away from an avoided title: it and titles close to it rank down, and 'like X but not like Y' keeps X", () => {
    const mood = parse("like Interstellar but not like Inception");
    expect(mood.references.map((r) => r.title)).toEqual(["Interstellar"]);
    expect(mood.avoided.map((r) => r.title)).toEqual(["Inception"]);
    const toward = recommend(index, { mood: "something like Inception", limit: 5 }).picks.map((p) => p.title);
    const away = recommend(index, { mood: "nothing like Inception", limit: 5 }).picks.map((p) => p.title);
    expect(away).not.toContain("Inception");
    expect(away.filter((t) => toward.includes(t)).length).toBeLessThanOrEqual(1);
  });

  it("does not mistake mood words for titles", () => {
    expect(parse("a heat wave comedy").references).toEqual([]);
    expect(parse("something funny").references).toEqual([]);
  });

  it("shorter than the reference → runtime cap", () => {
    const m = parse("like Interstellar but shorter");
    expect(m.maxRuntime).not.toBeNull();
    expect(m.maxRuntime ?? 999).toBeLessThan(169);
  });
});

describe("constraints", () => {
  it("type", () => {
    expect(parse("a crime series to binge").type).toBe("tv");
    expect(parse("a show about lawyers").type).toBe("tv");
    expect(parse("an animated film").type).toBe("movie");
    expect(parse("a movie or a series").type).toBeNull();
    expect(parse("show me something funny").type).toBeNull();
  });

  it("era", () => {
    expect(parse("80s action")).toMatchObject({ yearMin: 1980, yearMax: 1989 });
    expect(parse("'90s comedy")).toMatchObject({ yearMin: 1990, yearMax: 1999 });
    expect(parse("a 1950s musical")).toMatchObject({ yearMin: 1950, yearMax: 1959 });
    expect(parse("eighties")).toMatchObject({ yearMin: 1980, yearMax: 1989 });
    expect(parse("made before 1970")).toMatchObject({ yearMax: 1969 });
    expect(parse("classic western").eraPreference?.max).toBe(1979);
    expect(parse("something recent").yearMin).toBeGreaterThanOrEqual(index.maxYear - 5);
  });

  it("length", () => {
    // "under" and a comparison leave their bound out, as "made before 1970" does; "at most" keeps it
    expect(parse("under 90 minutes").maxRuntime).toBe(89);
    expect(parse("90 minutes at most").maxRuntime).toBe(90);
    expect(parse("less than 2 hours").maxRuntime).toBe(119);
    // a film called short runs up to 100 minutes, as the preference for short ones counts them
    expect(parse("something short").maxRuntime).toBe(100);
    expect(parse("a quick one").maxRuntime).toBe(100);
    expect(parse("before bed").maxRuntime).toBeLessThanOrEqual(100);
    expect(parse("an epic").runtimePreference).toBe("long");
  });

  it("audience", () => {
    expect(parse("for the kids").familySafe).toBe(true);
    expect(parse("something for my 6-year-old").familySafe).toBe(true);
    expect(parse("family night").familySafe).toBe(true);
    expect(parse("children's movie").familySafe).toBe(true);
    expect(parse("a family drama").familySafe).toBe(false);
  });
});

describe("unknown words", () => {
  it("gibberish is not recognised", () => {
    const m = parse("qwxz blorf zzyzx");
    expect(m.recognised).toBe(false);
    expect(m.hasMoodSignal).toBe(false);
  });

  it("catalogue keywords the lexicon lacks still count", () => {
    const m = parse("something with a bathhouse");
    expect(m.hasMoodSignal).toBe(true);
  });
});

describe("how much is read", () => {
  it("reads up to 1,000 characters and 240 words", () => {
    const padded = (words: number, last: string) => `${"ok ".repeat(words)}${last}`;
    expect(parseMood(index, padded(200, "horror")).genres.Horror ?? 0).toBeGreaterThan(0);
    expect(parseMood(index, padded(300, "horror")).genres.Horror ?? 0).toBe(0);
    expect(parseMood(index, `${"a calm evening. ".repeat(62)}horror`).genres.Horror ?? 0).toBeGreaterThan(0);
  });
});
