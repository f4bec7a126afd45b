import { beforeAll, describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { makeTitle, TEST_TITLES } from "../fixtures/test-catalogue";
import { frontRefusals } from "./refusals";

const index = buildIndex(TEST_TITLES);
// The timings below measure the reading, not the first call's compiling of its code.
beforeAll(() => {
  for (let k = 0; k < 3; k++)
    frontRefusals("horror? no thanks. musicals are so cheesy, and I'm so over it, ".repeat(50));
});

describe("refusals after what they refuse", () => {
  it.each([
    ["westerns? no thanks. crime drama? yes please", "Western", "Crime"],
    ["horror? nope. comedy? sure", "Horror", "Comedy"],
    // a bare no set against a label, as on a form
    ["westerns = no, a heist film", "Western", "Crime"],
    ["War: no. Comedy: yes", "War", "Comedy"],
    // a refusal labelling the list after it, and a cross after an item
    ["must: space, funny. nope: horror", "Horror", "Comedy"],
    ["comedy ✔ westerns ✘", "Western", "Comedy"],
    // what a kind of title does to someone who cannot stand it
    ["Cartoons make my eyes glaze over, just so you know. Looking for a fantasy adventure.", "Animation", "Fantasy"],
    ["westerns put me to sleep, a thriller", "Western", "Thriller"],
    ["musicals make me physically ill, a thriller", "Music", "Thriller"],
    // the thing refused said first, then who cannot stand it
    ["westerns I can't stand. a mystery", "Western", "Mystery"],
    ["war films he hates, an adventure", "War", "Adventure"],
    ["With respect, I find musicals intolerable. A comedy", "Music", "Comedy"],
    ["we can't abide horror, a comedy", "Horror", "Comedy"],
    // live action, asked for after a cartoon is named, rules animation out
    ["The next cartoon anyone puts on, I'm hiding the remote. A live-action family comedy", "Animation", "Comedy"],
    ["romance is a no from me, give me action", "Romance", "Action"],
    ["anything scary? no - something light and funny", "Horror", "Comedy"],
    ["a tense thriller. Horror I'll pass on", "Horror", "Thriller"],
    ["keep horror well away from me, I just want a decent adventure", "Horror", "Adventure"],
    ["romance is not my thing, give me action", "Romance", "Action"],
    ["romance is a hard no for me tonight, give me some action", "Romance", "Action"],
    ["documentaries bore me to tears, so a crime drama instead", "Documentary", "Crime"],
    ["westerns aren't my cup of tea. something historical though", "Western", "History"],
    ["a comedy please, just keep horror well away from me", "Horror", "Comedy"],
    ["my boyfriend refuses point blank to watch sci-fi, so a crime drama", "Science Fiction", "Crime"],
    ["she refuses to watch westerns; an adventure", "Western", "Adventure"],
    ["horror - no thanks, a comedy", "Horror", "Comedy"],
    ["horror, no thanks, something funny", "Horror", "Comedy"],
    ["westerns just don't work for me, a comedy", "Western", "Comedy"],
    ["Drama, yes. War, absolutely not - grandad's stories were plenty.", "War", "Drama"],
    ["mystery yes, horror absolutely not", "Horror", "Mystery"],
    ["romance can stay away from me forever. comedy", "Romance", "Comedy"],
    ["single and bitter. anti-romance, a comedy please", "Romance", "Comedy"],
  ])("%j rules out %s and still asks for %s", (text, refused, wanted) => {
    const mood = parseMood(index, text);
    expect(mood.excludeGenres).toContain(refused);
    expect(mood.genres[wanted] ?? 0).toBeGreaterThan(0);
  });

  it.each([
    "something funny, no horror",
    "a comedy? yes please",
    "I loved it, no thanks to my brother for the spoilers",
    "a long film, I never get bored",
    "comedies make me happy, something like that",
    "that film made me cry, more like it",
  ])("%j is left as it was", (text) => {
    expect(frontRefusals(text)).toBe(text);
  });

  it("reads a refusal that a conjunction follows, and carries it on to 'X even less so'", () => {
    const mood = parseMood(index, "westerns aren't my thing and war films even less so. Something historical though");
    expect(mood.excludeGenres).toEqual(expect.arrayContaining(["Western", "War"]));
    expect(mood.genres.History ?? 0).toBeGreaterThan(0);
    const but = parseMood(index, "horror isn't for me but a good thriller is");
    expect(but.excludeGenres).toContain("Horror");
    expect(but.genres.Thriller ?? 0).toBeGreaterThan(0);
  });

  it("refuses every item of a refused list", () => {
    expect(parseMood(index, "horror and westerns are a no, something else").excludeGenres).toEqual(
      expect.arrayContaining(["Horror", "Western"]),
    );
  });

  it("reads a long run of one word before 'and' quickly", () => {
    expectWithinCpuBudget(() => frontRefusals(`${"x".repeat(20_000)} and ${"y".repeat(20_000)} are a no`), 200);
  });

  it("reads long input with many conjunctions quickly", () => {
    const text = `${"westerns aren't my thing and ".repeat(400)}a comedy`;
    expect(expectWithinCpuBudget(() => frontRefusals(text), 500)).toContain("no westerns");
  });

  it("carries a refusal on to 'and X too' right after it", () => {
    const mood = parseMood(index, "keep horror well away from me, and sci-fi too, I just want a decent adventure");
    expect(mood.excludeGenres).toEqual(expect.arrayContaining(["Horror", "Science Fiction"]));
    expect(parseMood(index, "a comedy, and drama too").excludeGenres).toEqual([]);
  });

  it("leaves a long clause alone: a bare reply refuses a subject, not a whole request", () => {
    const text = "something with a detective and a small village and lots of tea? no thanks";
    expect(frontRefusals(text)).toBe(text);
  });

  it("splits 10 KB of breaks and replies in linear time", () => {
    const texts = ["a? no thanks - ".repeat(700), "?".repeat(10_000), `horror${" tonight".repeat(1_400)}`];
    // once to compile the code these shapes reach, then timed: a super-linear pattern would take seconds
    for (const text of texts) frontRefusals(text);
    expectWithinCpuBudget(() => {
      for (const text of texts) frontRefusals(text);
    }, 1000);
  });
});

describe("a refusal pointing back at what was just named", () => {
  it.each([
    [
      "my roommate keeps putting on true crime docs and I'm so over it, I want a proper mystery",
      "Documentary",
      "Mystery",
    ],
    ["Westerns. Sick of them. Something funny", "Western", "Comedy"],
    ["we watched three horror films last week and honestly I'm tired of them, a comedy", "Horror", "Comedy"],
    ["romcoms, I'm over it tbh. a thriller", "Romance", "Thriller"],
  ])("%j rules out %s and still asks for %s", (text, refused, wanted) => {
    const mood = parseMood(index, text);
    expect(mood.excludeGenres).toContain(refused);
    expect(mood.genres[wanted] ?? 0).toBeGreaterThan(0);
  });

  it("needs a named kind of title and a refusing phrase: getting over it, loving it or no subject refuse nothing", () => {
    for (const text of ["a sad film, we got over it", "I watched a horror film and loved it", "I'm so over it"])
      expect(frontRefusals(text)).toBe(text);
    expect(parseMood(index, "the ending of that horror, I'm still not over it").excludeGenres).toEqual([]);
  });

  it("reads 10 KB of conjunctions and pronouns in linear time", () => {
    expectWithinCpuBudget(() => {
      frontRefusals(`${"horror and it ".repeat(700)}and I'm so over it`);
      frontRefusals(`horror and I'm so over it${" tonight".repeat(1_400)}`);
    }, 200);
  });
});

describe("a refused list across its commas", () => {
  it.each([
    ["nothing scary, gory or violent", ["nothing scary", "nothing gory", "nothing violent"]],
    ["no horror, gore or violence", ["no horror", "nothing gory", "nothing violent"]],
    ["keep it well away from anything scary, gory or full of punch-ups", ["nothing scary", "nothing gory"]],
  ])("%j refuses every item", (text, refused) => {
    expect(parseMood(index, text).negated).toEqual(expect.arrayContaining(refused));
  });

  it("stops where the words after the comma are a wish ('nothing scary, something funny', 'comedy or drama is fine')", () => {
    expect(parseMood(index, "nothing scary, something funny").genres.Comedy ?? 0).toBeGreaterThan(0);
    expect(parseMood(index, "no horror, comedy or drama is fine").excludeGenres).toEqual(["Horror"]);
  });

  it("'I refuse to start another series' refuses series", () => {
    expect(parseMood(index, "Not a series. I refuse to start another series. One film, done in an evening.").type).toBe(
      "movie",
    );
  });
});

describe("a refusal said as an opinion", () => {
  it.each([
    ["a good movie? I loved history class but find documentaries really dry", "Documentary", "History"],
    ["musicals are so cheesy, give me a thriller", "Music", "Thriller"],
    ["I think horror is way too stressful, something funny", "Horror", "Comedy"],
    ["cartoons are for kids. a clever thriller", "Animation", "Thriller"],
    ["cartoons are for my nephews, not me. funny action flick please", "Animation", "Action"],
  ])("%j rules out %s and still asks for %s", (text, refused, wanted) => {
    const mood = parseMood(index, text);
    expect(mood.excludeGenres).toContain(refused);
    expect(mood.genres[wanted] ?? 0).toBeGreaterThan(0);
  });

  it("leaves an opinion turned by 'but', one of no kind of title, and a judgement of something else", () => {
    for (const text of [
      "romcoms are cheesy but I love them",
      "this weather is so depressing",
      "i find it boring",
      "cartoons are for kids but I love them",
      "I want animated films that are for kids",
      "horror is for my brother, I want a comedy",
    ])
      expect(frontRefusals(text)).toBe(text);
  });

  it("reads 10 KB of judgements in linear time", () => {
    expectWithinCpuBudget(() => {
      frontRefusals(`${"find find really ".repeat(600)}boring`);
      frontRefusals("musicals are so cheesy ".repeat(400));
      frontRefusals("cartoons are for for for kids ".repeat(400));
    }, 300);
  });
});

describe("things refused", () => {
  it("rank down the genre nearly every title carrying them shares, unless it is asked for", () => {
    const ships = Array.from({ length: 5 }, (_, i) =>
      makeTitle(`ship-${i}`, { genres: ["Science Fiction", "Drama"], keywords: ["spaceship"] }),
    );
    const dramas = Array.from({ length: 20 }, (_, i) =>
      makeTitle(`drama-${i}`, { genres: ["Drama"], keywords: ["family"] }),
    );
    const shipIndex = buildIndex([...TEST_TITLES, ...ships, ...dramas]);
    const mood = parseMood(shipIndex, "something exciting, spare me the spaceships");
    expect(mood.excludeKeywords).toContain("spaceship");
    expect(mood.penaliseGenres).toContain("Science Fiction");
    // drama is carried by them all too, but by most of the catalogue as well: it says nothing about spaceships
    expect(mood.penaliseGenres).not.toContain("Drama");
    expect(parseMood(shipIndex, "sci-fi but no spaceships").penaliseGenres).not.toContain("Science Fiction");
  });
});

describe("a refused list joined by 'and'", () => {
  it("refuses each item of the same kind ('done with westerns and war films', 'no gore and violence')", () => {
    expect(parseMood(index, "I'm done with westerns and war films for a while").excludeGenres).toEqual(
      expect.arrayContaining(["Western", "War"]),
    );
    const gore = parseMood(index, "no gore and violence");
    expect(gore.negated).toEqual(["nothing gory", "nothing violent"]);
    expect(gore.moods.violent ?? 0).toBeLessThanOrEqual(0);
    expect(parseMood(index, "spare me the zombies and the vampires").negated).toEqual(["no zombies", "no vampires"]);
  });

  it("stops where the second item is a wish of another kind ('no horror and lots of laughs')", () => {
    const mood = parseMood(index, "no horror and lots of laughs");
    expect(mood.excludeGenres).toEqual(["Horror"]);
    expect(mood.genres.Comedy ?? 0).toBeGreaterThan(0);
  });
});

describe("a genre asked for and refused", () => {
  it("is not taken back by the genre named as a flavour ('anime energy', 'western vibes')", () => {
    const mood = parseMood(index, "my boyfriend hates anime. something live action with that anime energy");
    expect(mood.excludeGenres).toContain("Animation");
    expect(parseMood(index, "no westerns, but western vibes are ok").excludeGenres).toContain("Western");
    expect(parseMood(index, "no horror... ok fine, a horror comedy").excludeGenres).not.toContain("Horror");
  });

  it("is taken back by the genre's own adjective ('can't stand animation … something animated')", () => {
    const mood = parseMood(index, "I normally can't stand animation. So... something animated, but not a kids' thing");
    expect(mood.excludeGenres).not.toContain("Animation");
    expect(mood.excludeGenres).toContain("Family");
  });

  it("follows whichever the person said last", () => {
    const changed = parseMood(index, "I love horror but I'm home alone tonight so... maybe not horror. Just a comedy.");
    expect(changed.excludeGenres).toContain("Horror");
    expect(parseMood(index, "no horror, ok maybe a horror comedy").excludeGenres).not.toContain("Horror");
  });

  it("a refused mix ('not funny scary') refuses the mix, not each genre in it", () => {
    const mood = parseMood(index, "SCARY MOVIE NOW. REALLY SCARY. NOT FUNNY SCARY");
    expect(mood.excludeGenres).not.toContain("Horror");
    expect(mood.penaliseGenres).toContain("Comedy");
    expect(mood.genres.Horror ?? 0).toBeGreaterThan(0);
    expect(parseMood(index, "no horror comedies").penaliseGenres).toEqual(expect.arrayContaining(["Horror", "Comedy"]));
  });

  it("is taken back only by naming the genre again, not by a word that evokes it", () => {
    const mood = parseMood(index, "Please, no musicals. My partner walks out the moment anyone bursts into song.");
    expect(mood.excludeGenres).toContain("Music");
    expect(parseMood(index, "no comedies tonight... fine, one of your comedies").excludeGenres).not.toContain("Comedy");
  });
});

describe("'anti-' before a genre", () => {
  it("refuses the genre, where 'anti-war' is a kind of war film", () => {
    expect(parseMood(index, "an anti-war film").excludeGenres).toEqual([]);
    expect(parseMood(index, "an anti-war film").genres.War ?? 0).toBeGreaterThan(0);
  });
});

describe("a refusal closing a long clause", () => {
  it("refuses the subject after the clause's last conjunction ('… and horror has been dead to me ever since')", () => {
    const text =
      "The Exorcist gave me nightmares when I was twelve and horror has been dead to me ever since. A mystery";
    expect(parseMood(index, text).excludeGenres).toContain("Horror");
    expect(parseMood(index, "I loved it and westerns are not my thing").excludeGenres).toContain("Western");
  });

  it("reads 10 KB of conjunctions before a refusal in linear time", () => {
    expectWithinCpuBudget(() => {
      frontRefusals(`${"and so but ".repeat(900)}horror is dead to me`);
      frontRefusals("x and horror is dead to me. ".repeat(350));
    }, 300);
  });
});

describe("a refusal of a wish said at length", () => {
  it("reaches the object of 'don't want' several words on ('don't want it to be one of those …')", () => {
    expect(parseMood(index, "I just don't want it to be one of those reality shows").excludeGenres).toContain(
      "Reality",
    );
    expect(parseMood(index, "I don't want one of those cheesy romcoms").excludeGenres).toContain("Romance");
    // a comma still ends it
    expect(parseMood(index, "don't want to cry tonight, a comedy").excludeGenres).not.toContain("Comedy");
  });
});

describe("a refusal said with a verb of refusing", () => {
  it.each([
    ["mum refuses cartoons", "Animation"],
    ["my flatmate vetoes horror, so a thriller", "Horror"],
    ["I refuse to watch another western", "Western"],
  ])("%j refuses %s", (text, genre) => {
    expect(parseMood(index, text).excludeGenres).toContain(genre);
  });
});

describe("a reaction someone is quick to have", () => {
  it.each([
    ["a film for my nephew, he gets scared really easily", "scary"],
    ["she's easily frightened, a mystery please", "horror"],
    ["my mum gets sad so easily, something cheerful", "sad"],
  ])("%j spares them %s", (text, tone) => {
    const mood = parseMood(index, text);
    expect(mood.negated.join(", ")).toContain(tone);
    expect(mood.moods[tone] ?? 0).toBeLessThanOrEqual(0);
  });

  it.each([
    ["my kids get bored easily, something fun", "entertaining"],
    ["easily the best horror ever made, another like that", "Horror"],
  ])("%j refuses no %s", (text, kept) => {
    const mood = parseMood(index, text);
    expect(mood.excludeMoods).not.toContain(kept);
    expect(mood.excludeGenres).not.toContain(kept);
    expect(mood.excludeGenres).toEqual([]);
  });

  it("stays linear on long hostile input", () => {
    expectWithinCpuBudget(() => frontRefusals("scared easily easily easily really really ".repeat(250)), 1500);
  });
});

describe("a refusal of what happens in a title", () => {
  it.each([
    "can we skip anything where people burst into song",
    "no films where people burst into song",
    "nothing where everyone bursts into song",
  ])("%j refuses musicals and no type", (text) => {
    const mood = parseMood(index, text);
    expect(mood.excludeGenres).toContain("Music");
    expect(mood.type).toBeNull();
  });

  it("still reads a format refused on its own", () => {
    expect(parseMood(index, "no films, a series").type).toBe("tv");
  });
});

describe("swearing refused in the words people use", () => {
  it.each([
    "wat 2 watch w/ gran, nothin rude",
    "I must insist upon the absence of profanity. a detective series",
    "no f-bombs, a comedy",
    "a comedy free of swearing",
    "nothing smutty, a comedy",
    "no effing and jeffing",
    "nothing x-rated",
  ])("%j caps the certificate and refuses crude content", (text) => {
    const mood = parseMood(index, text);
    expect(mood.maxCertLevel).toBe(1);
    expect(mood.excludeMoods).toContain("raunchy");
  });

  it("still reads a rude comedy as a wish for one", () => {
    const mood = parseMood(index, "a rude comedy");
    expect(mood.maxCertLevel).toBeNull();
    expect(mood.moods.raunchy ?? 0).toBeGreaterThan(0);
  });
});

describe("a refusal weighed by a comparison after it", () => {
  it("reads the refusal before 'as much as'", () => {
    expect(
      parseMood(index, "westerns bore me about as much as watching paint dry. a thriller?").excludeGenres,
    ).toContain("Western");
  });

  it("leaves a limit said with 'more than' a limit", () => {
    const mood = parseMood(index, "feel like a documentary but I can't do more than 90 minutes");
    expect(mood.excludeGenres).toEqual([]);
    expect(mood.maxRuntime).toBe(90);
  });
});

describe("refusals said as everyday idioms", () => {
  it.each([
    "my wife objects to westerns",
    "we can't be doing with westerns",
    "I draw the line at westerns",
    "steer clear of westerns",
    "I've gone off westerns",
    "westerns are not my bag",
    "westerns are out of the question",
    "westerns are a dealbreaker",
    "westerns give me the creeps",
    "westerns aren't for us",
    "westerns are too much for me",
    "westerns are a no-go",
    "westerns are banned in this house",
    "westerns can get in the bin",
  ])("%j refuses westerns", (text) => {
    const mood = parseMood(index, `${text}, a comedy`);
    expect(mood.excludeGenres).toContain("Western");
    expect(mood.excludeGenres).not.toContain("Comedy");
  });

  it("'they really mind swearing' refuses it; 'I don't mind swearing' does not", () => {
    expect(parseMood(index, "two of them really mind swearing, a comedy").maxCertLevel).toBe(1);
    expect(parseMood(index, "mum is coming and she minds bad language, a comedy").maxCertLevel).toBe(1);
    expect(parseMood(index, "I don't mind swearing, a comedy").maxCertLevel).toBeNull();
  });

  it("an objection to bad language caps the certificate", () => {
    expect(parseMood(index, "several members object strongly to bad language").maxCertLevel).toBe(1);
  });
});
