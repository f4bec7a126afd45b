/**
 * Readings that generalise beyond the words in the lexicon: noun-phrase negation, ceilings phrased
 * with a negated verb, ages that look like decades, possessive and colon titles, and keywords that are
 * only the person's circumstances.
 */
import { describe, expect, it } from "vitest";
import { buildIndex, parseMood, recommend } from "../engine";
import { makeTitle, TEST_TITLES } from "../fixtures/test-catalogue";
import type { EngineTitle } from "../types";

const index = buildIndex(TEST_TITLES);
/** The test catalogue with more titles, indexed. */
const indexWith = (...extra: EngineTitle[]) => buildIndex([...TEST_TITLES, ...extra]);
const parse = (text: string) => parseMood(index, text);

describe("negation over a noun phrase", () => {
  it("covers every term of 'not the cheesy romantic kind'", () => {
    const mood = parse("comedy but not the cheesy romantic kind");
    expect(mood.excludeGenres).toContain("Romance");
    expect(mood.genres.Comedy).toBeGreaterThan(0);
  });

  it("covers a keyword and the genre after it", () => {
    const mood = parse("something gripping, and skip that prison romance");
    expect(mood.excludeKeywords).toContain("prison");
    expect(mood.excludeGenres).toContain("Romance");
  });

  it("ends at a break: 'no romance, funny please' still wants funny", () => {
    const mood = parse("no romance, funny please");
    expect(mood.excludeGenres).toContain("Romance");
    expect(mood.genres.Comedy ?? 0).toBeGreaterThan(0);
  });
});

describe("negation idioms", () => {
  it.each([
    ["I'm done with superheroes", "excludeMoods", "superhero"],
    ["fed up with crime dramas", "excludeGenres", "Crime"],
    ["spare me the musicals", "excludeGenres", "Music"],
    ["tired of dark stuff, something light", "penaliseMoods", "dark"],
    ["I'm so over superheroes", "excludeMoods", "superhero"],
    ["allergic to musicals", "excludeGenres", "Music"],
    ["I'll pass on horror", "excludeGenres", "Horror"],
    ["a thriller, but hold the gore", "excludeMoods", "gory"],
    ["keep it away from anything romantic", "excludeGenres", "Romance"],
    ["zero interest in sports", "excludeKeywords", "sport"],
    ["I've seen all the westerns, something else", "excludeGenres", "Western"],
    ["a comedy, nothing where people burst into song", "excludeGenres", "Music"],
  ] as const)("%j refuses what follows", (text, field, value) => {
    expect(parse(text)[field]).toContain(value);
  });

  it("an auxiliary before a plain verb negates that verb, not what follows ('can't sleep', 'won't bore the adults')", () => {
    expect(parse("can't sleep, it's 3am").excludeKeywords).toEqual([]);
    const kids = parse("kids movie that won't bore the adults");
    expect(kids.familySafe).toBe(true);
    expect(parse("don't remember the title but something with dragons").facets.map((f) => f.kind)).toEqual(["theme"]);
    // a verb of wanting or bearing carries the negation on
    expect(parse("can't stand musicals").excludeGenres).toContain("Music");
    expect(parse("don't want anything violent").excludeMoods).toContain("violent");
    // with no punctuation, the verb's clause ends at the next subject or conjunction
    const runOn = parse("we cant agree on anything he wants action i want romance");
    expect(runOn.genres.Action ?? 0).toBeGreaterThan(0);
    expect(runOn.genres.Romance ?? 0).toBeGreaterThan(0);
    expect(parse("can't sleep so something calming").facets.length).toBeGreaterThan(0);
  });

  it("reaches past the verb of 'don't want to …' to what it refuses ('don't want to commit to a show')", () => {
    expect(parse("I don't want to commit to a show, give me a movie about music").type).toBe("movie");
  });

  it("reads a negating verb in any form ('hates', 'hated', 'avoiding')", () => {
    expect(parse("my boyfriend hates subtitles, we both like comedy").language).toBe("en");
    expect(parse("she hated horror").excludeGenres).toContain("Horror");
    expect(parse("avoiding anything violent").excludeMoods).toContain("violent");
  });

  it("indifference allows without asking ('I don't care if it's a series', 'show or movie doesn't matter')", () => {
    expect(parse("nature, animals, I don't care if it's a series").type).toBeNull();
    const either = parse("show or movie doesn't matter, funny");
    expect(either.type).toBeNull();
    expect(either.facets.filter((f) => f.kind === "keyword")).toEqual([]);
    expect(parse("it doesn't need to be a film, something funny").type).toBeNull();
    expect(parse("not necessarily a series").type).toBeNull();
    expect(parse("doesn't have to be new").yearMin).toBeNull();
  });

  it("'leave out' refuses, and 'can't stomach' carries the negation to what follows", () => {
    expect(parse("true stories only, and leave out the war docs").excludeGenres).toContain("War");
    expect(parse("something tense but I can't stomach blood").excludeMoods).toContain("gory");
  });

  it("'tired' on its own is still how the person feels", () => {
    expect(parse("I'm so tired, something easy").facets.some((f) => f.kind === "tone")).toBe(true);
    expect(parse("I'm so tired, something easy").excludeGenres).toEqual([]);
  });
});

describe("the film word heading a refused phrase", () => {
  it("refuses no type: 'anything but another superhero movie' may still be a film", () => {
    expect(parse("anything but another superhero movie please").type).toBeNull();
    expect(parse("no horror movies").type).toBeNull();
    expect(parse("not a movie").type).toBe("tv");
  });
});

describe("negating a genre by another of its words", () => {
  it.each(["no musicals", "kids movie but please no singing", "not a musical"])("%j rules out the genre", (text) => {
    expect(parse(text).excludeGenres).toContain("Music");
  });

  it("a side effect of another phrase's negation gives way to what was asked; a refused genre word does not", () => {
    expect(parse("something funny, nothing silly").excludeGenres).not.toContain("Comedy");
    const scary = parse("a scary film but nothing supernatural");
    expect(scary.excludeMoods).not.toContain("scary");
    expect(scary.penaliseGenres).not.toContain("Horror");
    expect(parse("scary, but no horror").excludeGenres).toContain("Horror");
    // a negation carried through a misspelt word still reaches the phrase after it
    expect(parse("no romance, no sappy love stories, just a clever mystery").excludeGenres).toContain("Romance");
  });

  it("a genre asked for stays asked for when another phrase's negation would rule it out", () => {
    const doc = parse("feature-length documentary, not a docuseries");
    expect(doc.excludeGenres).not.toContain("Documentary");
    expect(doc.type).toBe("movie");
    expect(parse("horror but not too scary").excludeGenres).not.toContain("Horror");
    expect(parse("no horror, a comedy").excludeGenres).toContain("Horror");
  });

  it("reads 'love' after a subject as taste, and 'feel' after a description as a style", () => {
    expect(parse("he loves history").genres.Romance ?? 0).toBe(0);
    expect(parse("we love romance").genres.Romance).toBeGreaterThan(0);
    expect(parse("a thriller with that grainy paranoid feel").facets.map((f) => f.label)).not.toContain("moving");
    expect(parse("something to make me feel").facets.length).toBeGreaterThan(0);
  });

  it("a theme's subject stays narrow: 'no zombies' rules out zombies, not all of horror", () => {
    const mood = parse("no zombies");
    expect(mood.excludeGenres).toEqual([]);
    expect(mood.excludeKeywords.length).toBe(1);
  });
});

describe("what a negation implies", () => {
  it("'nothing sad' alone asks gently for feel-good, in our words", () => {
    const mood = parse("nothing sad please, I've had a rough week");
    const implied = mood.facets.find((f) => f.label === "feel-good");
    expect(implied?.weight).toBeGreaterThan(0);
    expect(implied?.weight).toBeLessThan(1);
  });

  it("adds nothing when the request asks for something itself", () => {
    expect(parse("nothing sad, a comedy").facets.map((f) => f.label)).toEqual(["comedy"]);
  });
});

describe("runtime ceilings and ages", () => {
  it.each([
    ["a documentary, but I can't do more than 90 minutes", 90],
    ["I don't want anything more than two hours", 120],
  ])("%j is a ceiling", (text, minutes) => {
    const mood = parse(text);
    expect(mood.maxRuntime).toBe(minutes);
    expect(mood.runtimePreference).not.toBe("long");
  });

  it("'not a 3-hour slog' is a ceiling, never shown back as a wish for three hours", () => {
    const mood = parse("not a 3-hour slog please");
    expect(mood.maxRuntime).toBe(180);
    expect(mood.terms).toContain("under 180 minutes");
    expect(mood.terms.join(" ")).not.toMatch(/about 180/);
  });

  it("in-laws are who watches, as parents are, not a wish for films about laws", () => {
    const mood = parse("the in-laws are over this weekend, something for after dinner");
    expect(mood.terms).toContain("watching with your parents");
    expect(Object.keys(mood.keywords).some((k) => k.startsWith("law"))).toBe(false);
  });

  it("'parents in their 70s' is an age, while 'a 70s film' is a period", () => {
    expect(parse("watching with my parents who are in their 70s")).toMatchObject({ yearMin: null, yearMax: null });
    expect(parse("a 70s film for my parents")).toMatchObject({ yearMin: 1970, yearMax: 1979 });
    // a person named by whose they are, being the decade ("my grandmother is late 80s")
    expect(parse("my grandmother is late 80s, something gentle")).toMatchObject({ yearMin: null, yearMax: null });
    expect(parse("my in-laws are mid 60s and love a mystery").yearMin).toBeNull();
    expect(parse("the grandparents are staying, both late 70s").yearMin).toBeNull();
    expect(parse("both 80s and 90s films are fine").yearMin).toBe(1980);
  });

  it("an age in words ('in their seventies', 'her late sixties') is no period, and leaves the years asked for", () => {
    expect(parse("they're in their seventies, something from before 1970")).toMatchObject({
      yearMin: null,
      yearMax: 1969,
    });
    expect(parse("for my mum, she's in her late sixties")).toMatchObject({ yearMin: null, yearMax: null });
    expect(parse("a seventies thriller")).toMatchObject({ yearMin: 1970, yearMax: 1979 });
  });
});

describe("who is watching", () => {
  it("a request for grown-ups keeps a mention of children as circumstance", () => {
    const mood = parse("adults only, the kids are asleep. something grown-up and dark");
    expect(mood.familySafe).toBe(false);
    expect(mood.facets.map((f) => f.label)).not.toContain("kids");
  });

  it("reads informal forms of a lexicon word ('kiddos', 'kiddies', 'kidz')", () => {
    for (const text of ["a movie for the kiddos", "the kiddies are home", "sumthing for the kidz"])
      expect(parse(text).familySafe, text).toBe(true);
  });

  it("a child's age still makes the list family-safe", () => {
    expect(parse("a grown-up film my 8 year old can watch too").familySafe).toBe(true);
    expect(parse("something for the kids").familySafe).toBe(true);
  });
});

describe("phrases said another way", () => {
  it("reads a two-word phrase the other way round, around a possessive or article", () => {
    expect(parse("something that blows my mind").facets.map((f) => f.label)).toEqual(
      parse("something mind blowing").facets.map((f) => f.label),
    );
    expect(parse("a night for a date").facets.map((f) => f.label)).toEqual(["date night"]);
  });

  it("'feel like' asks for something and is not the feels", () => {
    expect(parse("feel like a documentary").facets.map((f) => f.label)).toEqual(["documentary"]);
    expect(parse("all the feels").facets.map((f) => f.label)).toEqual(["moving"]);
  });
});

describe("an occasion beside a wish", () => {
  it("counts half when the request also says what it wants, and whole when it is all there is", () => {
    const occasionWeight = (text: string) => parse(text).facets.find((f) => f.kind === "occasion")?.weight ?? 0;
    expect(occasionWeight("an hour and a half before bed, a thriller")).toBeLessThan(occasionWeight("before bed"));
    expect(occasionWeight("before bed")).toBeGreaterThan(0);
  });
});

describe("words that are not wishes", () => {
  it("a pronoun's contraction is no word of its own ('we'd' is not 'wed', 'I'll' not 'ill', 'he'll' not 'hell')", () => {
    expect(parse("a horror night, and we'd like something from 2015 onwards").facets.map((f) => f.label)).not.toContain(
      "weddings and marriage",
    );
    expect(parse("I'll take anything funny").facets.every((f) => f.kind !== "occasion")).toBe(true);
  });

  it("'lights off' sets the room, and a participle reads as its word ('spooked', 'scared', 'creeped out')", () => {
    expect(parse("lights off, I want to be properly spooked").facets.map((f) => f.label)).toEqual(["spooky"]);
    expect(parse("scared out of my mind").facets.some((f) => f.label === "scary")).toBe(true);
    expect(parse("chilled out").facets.map((f) => f.label)).toEqual(["relaxed"]);
  });

  it("'a drama series' asks for drama as well as a series, and 'teen comedy' for comedy as well as teens", () => {
    expect(parse("a drama series").genres.Drama).toBeGreaterThan(0);
    expect(parse("a drama series").type).toBe("tv");
    const teen = parse("2000s teen comedy");
    expect(teen.facets.map((f) => f.kind).sort()).toEqual(["genre", "theme"]);
    expect(teen.genres.Comedy).toBeGreaterThanOrEqual(1);
  });

  it("'clean the house' is a chore, not a wish for clean content", () => {
    expect(parse("background noise while I clean the house").familySafe).toBe(false);
    expect(parse("something clean, no swearing").familySafe).toBe(true);
  });

  it("reads an age range ('ages 6 to 8', 'aged 7-10') as the youngest viewer's age, not as ageing", () => {
    expect(parse("kids birthday party, ages 6 to 8")).toMatchObject({ viewerAge: 6, familySafe: true });
    expect(parse("for kids aged 7-10").viewerAge).toBe(7);
    expect(parse("kids birthday party, ages 6 to 8").facets.map((f) => f.label)).not.toContain("mortality");
  });

  it("a contraction is never a misspelt mood word ('hasn't' is not 'haunt')", () => {
    expect(parse("a western he probably hasn't seen").facets.map((f) => f.kind)).toEqual(["genre"]);
  });

  it("a theme said of the person's own people is circumstance beside a real wish, a wish when alone", () => {
    const told = parse("my retirement do is tomorrow, something funny please");
    expect(told.facets.find((f) => f.kind === "theme")?.stray).toBe(true);
    // the person named is no theme at all ("my dad" is who, not family ties)
    expect(parse("my dad just lost his job, something funny please").facets.map((f) => f.label)).not.toContain(
      "family ties",
    );
    expect(parse("a movie about a dad and his son").facets.find((f) => f.kind === "theme")?.stray).toBeUndefined();
  });

  it("a stop word is no term through its stem alone ('ratings' is no 'rats', 'loves' no love story)", () => {
    expect(parse("something for me, based on my ratings").facets.map((f) => f.label)).not.toContain("animals");
    expect(parse("my son loves dinosaurs").genres.Romance ?? 0).toBe(0);
    expect(parse("starring someone famous").facets.map((f) => f.label)).not.toContain("space");
    // listed in an entry, it still is one ("something to make me feel", "a film for a couple")
    expect(parse("something to make me feel").facets.map((f) => f.label)).toContain("moving");
  });

  it("'a couple of' counts films and a count is never a subject", () => {
    expect(parse("need a couple of gripping movies").presets).toEqual([]);
    expect(parse("a couple episodes of something funny").occasion).toBeNull();
    expect(parse("a film for a couple").occasion).not.toBeNull();
    // loose on its own: a couple of hours is no film's size
    expect(parse("my heart pounding for a couple of hours").maxRuntime).toBeNull();
    expect(parse("date night for a couple").presets.length).toBeGreaterThan(0);
    const counted = parse("kids movie but please no singing every five minutes, nine hours of flight");
    expect(counted.facets.filter((f) => f.kind === "keyword").map((f) => f.label)).toEqual([]);
  });

  it("an inflected filler ('wants') is a filler, not a typo of a lexicon word ('wands')", () => {
    expect(parse("he wants a good comedy").facets.map((f) => f.label)).toEqual(["comedy"]);
  });

  const reasonsFor = (mood: string) => recommend(index, { mood, limit: 10 }).picks.map((p) => p.reason);

  it("a stray keyword is never quoted back as something asked for, even by the title that has it", () => {
    expect(parse("family film with a pop-up book").facets.find((f) => f.kind === "keyword")?.stray).toBe(true);
    const reasons = reasonsFor("family film with a pop-up book");
    expect(reasons.some((r) => r.includes("about pop-up book"))).toBe(true);
    for (const r of reasons) expect(r).not.toMatch(/"pop.up book"/);
  });

  it("a wish is quoted only by picks that carry it, not by those sharing its genres", () => {
    const reasons = reasonsFor("something scary with a clown");
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) expect(r).not.toMatch(/"clown"/);
  });
});

describe("titles as people type them", () => {
  it("a possessive title is found with or without its apostrophe", () => {
    for (const text of ["Ocean's Eleven", "something like oceans eleven", "Ocean's Eleven vibes"]) {
      expect(parse(text).references.map((r) => r.title)).toEqual(["Ocean's Eleven"]);
    }
  });

  it("a title that is one everyday word is the title after a cue naming a format ('shows like friends')", () => {
    expect(parse("any good shows like friends?").references.map((r) => r.title)).toEqual(["Friends"]);
    expect(parse("a sitcom like friends for tonight").references.map((r) => r.title)).toEqual(["Friends"]);
    // with no format named it stays the word ("something like friends would watch")
    expect(parse("something like friends would watch together").references).toEqual([]);
  });

  it("a title with a colon is found whole, not as two titles", () => {
    const titles = indexWith(makeTitle("fury-road", { title: "Die Hard: Fury Road", year: 2015 }));
    const mood = parseMood(titles, "like Die Hard: Fury Road, pure chaos");
    expect(mood.references.map((r) => r.title)).toEqual(["Die Hard: Fury Road"]);
  });

  it("a title named outright that opens a longer lexicon phrase is that phrase ('Studio Ghibli' is no 'The Studio')", () => {
    const titles = indexWith(makeTitle("the-studio", { title: "The Studio", type: "tv" }));
    expect(parseMood(titles, "Which Studio Ghibli film should I watch next?").references).toEqual([]);
    expect(parseMood(titles, "The Studio but funnier").references.map((r) => r.title)).toEqual(["The Studio"]);
  });

  it("a title named outright that closes a longer lexicon phrase is that phrase ('ancient Rome' is no 'Rome')", () => {
    const titles = indexWith(makeTitle("rome", { title: "Rome", type: "tv" }));
    expect(parseMood(titles, "he loves history, especially ancient Rome").references).toEqual([]);
    expect(parseMood(titles, "something like Rome").references.map((r) => r.title)).toEqual(["Rome"]);
  });

  it("a one-word title that is a language or place, said as one, is no title ('other than English')", () => {
    const titles = indexWith(makeTitle("the-english", { title: "The English", type: "tv" }));
    const other = parseMood(titles, "a drama in a language other than English");
    expect(other.references).toEqual([]);
    expect(other.excludeLanguages).toEqual(["en"]);
    expect(parseMood(titles, "English subtitles please, a thriller").references).toEqual([]);
    expect(parseMood(titles, "something like The English").references.map((r) => r.title)).toEqual(["The English"]);
  });

  it("'anything other than horror' refuses horror, and 'a drama about a family' is about one, not for one", () => {
    expect(parse("anything other than horror").excludeGenres).toContain("Horror");
    const family = parse("a slow drama about a family");
    expect(family.familySafe).toBe(false);
    expect(family.terms).toContain("family ties");
  });

  it("a lone lower-case title carrying on a list of titles is one too ('breaking bad and ozark')", () => {
    const titles = indexWith(makeTitle("ozark", { title: "Ozark", type: "tv" }));
    expect(parseMood(titles, "if die hard and ozark had a baby").references.map((r) => r.title)).toEqual([
      "Die Hard",
      "Ozark",
    ]);
    expect(parseMood(titles, "a comedy and ozark").references).toEqual([]);
  });

  it.each([
    ["what to watch after finishing the wire", "The Wire"],
    ["obsessed with die hard", "Die Hard"],
    ["die-hard-adjacent", "Die Hard"],
  ])("%j names %s", (text, title) => {
    const titles = indexWith(makeTitle("the-wire", { title: "The Wire", type: "tv" }));
    expect(parseMood(titles, text).references.map((r) => r.title)).toEqual([title]);
  });

  it("titles in everyday words carry on a list after a comma ('die hard, the wire and the office')", () => {
    const titles = indexWith(
      makeTitle("the-wire", { title: "The Wire", type: "tv" }),
      makeTitle("the-office", { title: "The Office", type: "tv" }),
    );
    const listed = parseMood(titles, "already seen die hard, the wire and the office so not those");
    expect(listed.references.map((r) => r.title)).toEqual(["Die Hard", "The Wire", "The Office"]);
    // without a title before them, everyday words stay words
    expect(parseMood(titles, "a show about the wire and the office").references).toEqual([]);
  });

  it("a one-word title inside the name of a title we lack is no reference ('Secret Life of Walter Mitty' names no Life)", () => {
    const titles = indexWith(makeTitle("life", { title: "Life", type: "tv" }));
    const mood = parseMood(titles, "Secret Life of Walter Mitty vibes but with more travel");
    expect(mood.references).toEqual([]);
    expect(mood.unknownTitles).toEqual(["Secret Life of Walter Mitty"]);
    expect(parseMood(titles, "like Life but funnier").references.map((r) => r.title)).toEqual(["Life"]);
  });

  it("'even' is no evening ('with even more travel' is no night in after work)", () => {
    expect(parse("with even more travel").terms).toEqual(["travel"]);
  });

  it.each([
    ["a one-off, something funny", "movie"],
    ["a comedy I can finish tonight", "movie"],
    ["a horror double bill", "movie"],
    ["a 2-parter, a thriller", "tv"],
  ])("%j asks for a %s", (text, type) => {
    expect(parse(text).type).toBe(type);
  });

  it("the television set asks for no series ('a film to watch on the telly', 'the TV to myself')", () => {
    expect(parse("a comedy film to watch on the tv").type).toBe("movie");
    expect(parse("an action film, the only thing plugged in is the telly").type).toBe("movie");
    expect(parse("four of us and one tv in the holiday flat, one film before bed").type).toBe("movie");
    expect(parse("a TV drama with some bite").type).toBe("tv");
    expect(parse("I've got the TV to myself for an hour and a half, something dark").maxRuntime).toBe(90);
    // said of what is on it, it is a series
    expect(parse("some telly tonight, a comedy").type).toBe("tv");
    expect(parse("the tv show version of it").type).toBe("tv");
  });

  it("'showing' is a verb of showing a film, no series ('showing a film to my class')", () => {
    expect(parse("showing a film to my class").type).toBe("movie");
  });
});

describe("stray keywords", () => {
  const keywordWeight = (text: string) => parse(text).facets.find((f) => f.kind === "keyword")?.weight;

  it("count in full when they are all the request says, and half beside understood words", () => {
    const alone = keywordWeight("pop-up book");
    const beside = keywordWeight("a funny comedy about a pop-up book");
    expect(alone).toBeGreaterThan(0);
    expect(beside).toBeCloseTo((alone ?? 0) / 2, 5);
  });
});
