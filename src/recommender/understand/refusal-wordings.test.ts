import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { makeTitle, TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

/** Refusals in everyday wordings, each written for this table (none from an eval set). */
describe("refusals in everyday wordings", () => {
  it.each([
    ["musicals are a hard pass, a comedy", "Music", "Comedy"],
    ["horror? hard no. a thriller", "Horror", "Thriller"],
    ["keep the singing to a minimum, a comedy", "Music", "Comedy"],
    ["she'd rather die than watch a western, a drama", "Western", "Drama"],
    ["i'm done with horror, a comedy", "Horror", "Comedy"],
    ["any genre but romance, a thriller", "Romance", "Thriller"],
    ["any film except horror, a comedy", "Horror", "Comedy"],
  ])("%j refuses %s and keeps %s", (text, refused, kept) => {
    const mood = parse(text);
    expect(mood.excludeGenres).toContain(refused);
    expect(mood.genres[kept] ?? 0).toBeGreaterThan(0);
  });

  it("refuses what a clause says the refused thing is like ('a monster that's too scary')", () => {
    expect(parse("kids are 3 and 6, nothing with a monster that's too scary").negated).toContain("nothing scary");
    expect(parse("kids are 3 and 6, nothing with a monster that's too scary").moods.scary ?? 0).toBe(0);
    expect(parse("no romance which gets cheesy, a drama").negated).toContain("nothing cheesy fun");
    // a clause with a subject of its own says who likes it, not what it is like
    expect(parse("not a comedy that my kids would like").negated).not.toContain("no kids");
  });

  it("a refusal reaches past 'or anything with' ('no horror or anything with clowns')", () => {
    expect(parse("I can't do horror or anything with clowns").negated).toContain("no clowns");
    expect(parse("no horror or anything, maybe a comedy").genres.Comedy ?? 0).toBeGreaterThan(0);
  });

  it("a series refused before a comma is no series asked for ('a film, not a series, under 2 hours')", () => {
    expect(parse("a film, not a series, under 2 hours")).toMatchObject({ type: "movie", maxRuntime: 119 });
    expect(parse("no episodes longer than 45 min")).toMatchObject({ type: "tv", maxRuntime: 45 });
  });

  it("refuses a kind said with 'i'm over' ('i'm over superhero films')", () => {
    expect(parse("i'm over superhero films, a drama").excludeMoods).toContain("superhero");
  });

  it("keeps what 'any' asks for when nothing is excepted ('any comedy but not too silly')", () => {
    expect(parse("any comedy but not too silly").genres.Comedy ?? 0).toBeGreaterThan(0);
  });
});

describe("what people described by a refused word do", () => {
  it("'I do NOT want to watch two attractive people fall in love' refuses the romance too", () => {
    const mood = parse("I do NOT want to watch two attractive people fall in love");
    expect(mood.excludeGenres).toContain("Romance");
    expect(mood.genres.Romance ?? 0).toBeLessThanOrEqual(0);
  });

  it("a describing word refused beside a wish leaves the wish ('no attractive people, a comedy')", () => {
    expect(parse("no attractive people, a comedy").genres.Comedy ?? 0).toBeGreaterThan(0);
  });
});

describe("a judgement that describes the one title asked for", () => {
  it("'a comedy that is cheesy' asks for a cheesy comedy; 'comedies that are cheesy are the worst' refuses them", () => {
    const wished = parse("a comedy that is cheesy");
    expect(wished.excludeGenres).not.toContain("Comedy");
    expect(wished.genres.Comedy ?? 0).toBeGreaterThan(0);
    expect(parse("comedies that are cheesy are the worst, a thriller").excludeGenres).toContain("Comedy");
    expect(parse("musicals are so cheesy, a drama").excludeGenres).toContain("Music");
  });

  it("'no film too long' refuses the length, not every film", () => {
    const mood = parse("no film too long");
    expect(mood.negated).not.toContain("no film");
    expect(mood.type).not.toBe("tv");
    expect(mood.maxRuntime).toBe(120);
  });
});

describe("a title judged boring", () => {
  it.each(["not boring, a thriller", "nothing boring", "something not boring"])(
    "%j refuses nothing entertaining and reads no sport or keyword from 'boring'",
    (text) => {
      const mood = parse(text);
      expect(mood.negated).toEqual([]);
      expect(mood.excludeKeywords).toEqual([]);
      expect(mood.penaliseMoods).not.toContain("feel-good");
    },
  );

  it("the person's own boredom still asks to be entertained ('I'm bored')", () => {
    expect(parse("i'm bored").facets.map((f) => f.label)).toContain("entertaining");
  });
});

describe("a kind within a genre refused", () => {
  it.each([
    ["crime maybe? not true crime tho", "Crime"],
    ["a ghost story, not a slasher", "Horror"],
    ["1970s horror, no slashers", "Horror"],
    ["no romantic comedies, just a love story from the 50s", "Romance"],
  ])("%j keeps %s open, as it is asked for", (text, genre) => {
    const mood = parse(text);
    expect(mood.excludeGenres).not.toContain(genre);
    expect(mood.genres[genre] ?? 0).toBeGreaterThan(0);
  });

  it("alone, the kind rules its genre out; a broad genre is only ranked down", () => {
    expect(parse("no slashers").excludeGenres).toContain("Horror");
    expect(parse("no romcoms, a thriller").excludeGenres).toContain("Romance");
    // where drama is carried by most of the catalogue, as it is by half of ours
    const dramatic = buildIndex(
      TEST_TITLES.map((t) => ({ ...t, genres: t.genres.includes("Drama") ? t.genres : [...t.genres, "Drama"] })),
    );
    const medical = parseMood(dramatic, "no medical shows");
    expect(medical.excludeGenres).not.toContain("Drama");
    expect(medical.penaliseGenres).toContain("Drama");
    expect(parse("no medical shows").excludeGenres).toContain("Drama");
  });
});

describe("refusals said the way people talk", () => {
  it.each([
    ["not in the mood for anything romantic", "Romance"],
    ["im not really in the mood for horror tn", "Horror"],
    ["war movies are so not it for me, something lighthearted instead", "War"],
    ["horror is not it for me rn", "Horror"],
    ["i will literally die if its a musical", "Music"],
    ["if it's a western i will die", "Western"],
  ])("%j refuses %s", (text, genre) => {
    const mood = parse(text);
    expect(mood.excludeGenres).toContain(genre);
    expect(mood.genres[genre] ?? 0).toBeLessThanOrEqual(0);
  });

  it("'not really in the mood for anything heavy, maybe a light comedy' keeps the comedy", () => {
    const mood = parse("im not really in the mood for anything heavy, maybe a light comedy?");
    expect(mood.genres.Comedy ?? 0).toBeGreaterThan(0);
    expect(mood.moods.melancholic ?? 0).toBeLessThanOrEqual(0);
  });
});

describe("laughter typed at the end of a message", () => {
  it.each(["thriller tn lmaooo", "need a drama haha", "i need a good cry lol"])("%j asks for no comedy", (text) =>
    expect(parse(text).genres.Comedy ?? 0).toBeLessThan(0.5),
  );

  it("inside a refusal it refuses nothing funny ('no sex scenes lol')", () => {
    expect(parse("no sex scenes lol, a thriller").negated).not.toContain("nothing funny");
    expect(parse("smth funny lol").genres.Comedy ?? 0).toBeGreaterThan(0);
  });
});

describe("a change of mind pointing back", () => {
  it.each([
    "wanted a horror but actually my friend hates it so maybe comedy instead",
    "i was gonna say horror but my gf hates it so a comedy",
  ])("%j refuses the horror and asks for the comedy", (text) => {
    const mood = parse(text);
    expect(mood.excludeGenres).toContain("Horror");
    expect(mood.excludeGenres).not.toContain("Comedy");
    expect(mood.genres.Comedy ?? 0).toBeGreaterThan(0);
  });

  it("'westerns, my dad hates them, so a comedy' refuses the westerns", () => {
    expect(parse("westerns, my dad hates them, so a comedy").excludeGenres).toEqual(["Western"]);
  });
});

describe("hyperbole and subtitles", () => {
  it.each(["dont want anything long, i will pass out in 10 min", "i get bored in 20 minutes so keep it snappy"])(
    "%j sets no ten- or twenty-minute limit",
    (text) => expect(parse(text).maxRuntime ?? 999).toBeGreaterThanOrEqual(60),
  );

  it("'Italian with English subtitles' asks for an Italian film, not an English one", () => {
    const mood = parse("something Italian with English subtitles");
    expect(mood.language).toBeNull();
    expect(mood.languages.it ?? 0).toBeGreaterThan(0);
    expect(parse("in english, no subtitles").language).toBe("en");
  });
});

describe("what the person says of themselves or of the choice", () => {
  it("'if not, something romantic' asks for romance", () => {
    const mood = parse("is Titanic ok for a 12 year old? if not something romantic but age appropriate");
    expect(mood.excludeGenres).not.toContain("Romance");
    expect(parse("something fun, if not too long").maxRuntime).not.toBeNull();
  });

  it.each([
    ["feeling unmotivated, want something inspiring", "inspiring"],
    ["unhappy lately, want something happy", "feel-good"],
  ])("%j asks for %s, the state being the person's", (text, moodLabel) => {
    const mood = parse(text);
    expect(mood.penaliseMoods).not.toContain(moodLabel);
    expect(mood.moods[moodLabel] ?? 0).toBeGreaterThan(0);
  });

  it("'it scared him last year' is a fright had, no wish for one; 'scare me' still is", () => {
    expect(parse("it scared him last year, something gentler").genres.Horror ?? 0).toBeLessThanOrEqual(0);
    expect(parse("scare me").genres.Horror ?? 0).toBeGreaterThan(0);
  });

  it("'she gets scared by everything, so really gentle' asks for no fright", () => {
    expect(parse("she gets scared by basically everything, so really gentle").genres.Horror ?? 0).toBeLessThanOrEqual(
      0,
    );
    expect(parse("I love getting scared").genres.Horror ?? 0).toBeGreaterThan(0);
  });

  it("'not a Disney film' keeps the film; '(definitely not with the kids)' refuses no family film", () => {
    expect(parse("something like Paddington 2 but not a Disney film").type).not.toBe("tv");
    expect(parse("no Love Actually (definitely not with the kids), kids are 9 and 12").excludeGenres).not.toContain(
      "Family",
    );
  });

  it("idioms name no title ('through the roof'), while the title named outright still counts", () => {
    const fiddler = makeTitle("fiddler", { title: "Fiddler on the Roof", genres: ["Music", "Drama"], year: 1971 });
    const withIt = buildIndex([...TEST_TITLES, fiddler]);
    expect(parseMood(withIt, "my anxiety is through the roof").references).toEqual([]);
    expect(parseMood(withIt, "something like Fiddler on the Roof").references.map((r) => r.title)).toEqual([
      "Fiddler on the Roof",
    ]);
  });
});

describe("kinds and weariness named in passing", () => {
  it("'a western that's not a spaghetti western' keeps the western", () => {
    const mood = parse("a western that's not a spaghetti western");
    expect(mood.excludeGenres).not.toContain("Western");
    expect(mood.excludeKeywords).toContain("spaghetti western");
  });

  it("'marvel fatigue is real' refuses the superheroes it is tired of", () => {
    const mood = parse("no superhero stuff im begging, marvel fatigue is real");
    expect(mood.moods.superhero ?? 0).toBeLessThanOrEqual(0);
  });

  it("'a feature that runs no longer than 95 minutes' is a length, not sport", () => {
    expect(parse("a feature that runs no longer than 95 minutes").moods.sports ?? 0).toBeLessThanOrEqual(0);
  });
});

describe("a death refused", () => {
  it.each([
    ["she loves horses, but please not one where the horse dies", "hors"],
    ["nothing where a dog dies, heartwarming with animals is fine", "dog"],
    ["nothing where the dog gets put down", "dog"],
  ])("%j refuses the loss, not the %s", (text, animal) => {
    const mood = parse(text);
    expect(mood.excludeKeywords).not.toContain(animal);
    expect(mood.excludeMoods).toContain("tearjerker");
  });

  it("'no dogs' still refuses dogs; 'nothing too steamy' refuses the sex, not the romance", () => {
    expect(parse("no dogs").excludeKeywords).toContain("dog");
    const steamy = parse("a period drama, nothing too steamy");
    expect(steamy.excludeGenres).not.toContain("Romance");
    expect(steamy.excludeMoods).toContain("raunchy");
  });
});

describe("too much of something", () => {
  it.each([
    ["the last one was too dark", "dark"],
    ["too scary for her", "scary"],
    ["a bit too sad", "tearjerker"],
  ])("%j is a complaint, a soft refusal of %s", (text, moodLabel) => {
    const mood = parse(text);
    expect(mood.moods[moodLabel] ?? 0).toBeLessThanOrEqual(0);
    expect(mood.penaliseMoods).toContain(moodLabel);
  });

  it("a tone ranked down is named 'nothing too dark' (a reason says 'with nothing too dark')", () => {
    expect(parse("the last one was too dark").negated).toEqual(["nothing too dark"]);
  });

  it("'too long' caps the length; 'scary but not too scary' still asks for scary", () => {
    expect(parse("the last one was way too long").runtimePreference).not.toBe("long");
    expect(parse("scary but not too scary").moods.scary ?? 0).toBeGreaterThan(0);
    // "te" before a verb is "to" in Dutch and Afrikaans: "a film to cry to"
    expect(parse("een film om bij te huilen").moods.tearjerker ?? 0).toBeGreaterThan(0);
  });
});

describe("a tone asked for beside a stronger one refused", () => {
  it("'something spooky but not actually scary' keeps the spooky unranked-down and refuses the scary", () => {
    const mood = parse("something spooky but not actually scary");
    expect(mood.penaliseMoods).not.toContain("spooky");
    expect(mood.excludeMoods).toContain("scary");
    expect(mood.moods.spooky ?? 0).toBeGreaterThan(0);
  });
});

describe("a kind of title refused with a word that refuses nothing itself", () => {
  it.each(["Not in the mood to start a new show. Just give me a movie.", "not in the mood for a new show"])(
    "%j refuses a series",
    (text) => expect(parse(text).type).toBe("movie"),
  );
});
