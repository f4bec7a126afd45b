/**
 * Readings of how people phrase a request: who is away, hedges on degree, clauses of reason, typos of
 * common words, periods and lengths named by a phrase, refused content, time as people say it.
 */
import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { makeTitle, TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("thinking said as a verb", () => {
  it.each(["my son who thinks he's too old for kids films", "thinking of a comedy", "he thinks it's boring"])(
    "%j asks for nothing thought-provoking",
    (text) => expect(parse(text).moods["thought-provoking"] ?? 0).toBe(0),
  );

  it("'something to get me thinking' still does", () => {
    expect(parse("something to get me thinking").moods["thought-provoking"] ?? 0).toBeGreaterThan(0);
  });
});

describe("a style pointed at", () => {
  it.each(["a cozy mystery in the style of agatha christie", "anything in that style but funnier"])(
    "%j asks for a likeness, not for something stylish",
    (text) => expect(parse(text).moods.stylish ?? 0).toBe(0),
  );

  it("'stylish' still asks for it", () => {
    expect(parse("stylish neo-noir").moods.stylish ?? 0).toBeGreaterThan(0);
  });
});

describe("a year or week named in passing", () => {
  it("'this year's new film' is no New Year and no hard stretch of time", () => {
    const mood = parse("this year's new film");
    expect(mood.occasion).toBeNull();
    expect(mood.facets.map((f) => f.label)).not.toContain("a long day");
    expect(parse("this week's film").facets.map((f) => f.label)).not.toContain("a long day");
  });

  it("a stretch the person had still reads as one ('my worst week', 'after the week I've had')", () => {
    expect(parse("my worst week").facets.map((f) => f.label)).toContain("a long day");
    expect(parse("after the week I've had").facets.map((f) => f.label)).toContain("a long day");
  });
});

describe("the person's own people", () => {
  const labels = (text: string) => parse(text).facets.map((f) => f.label);

  it.each([
    ["my wife loves thrillers", "weddings and marriage"],
    ["for me and the wife", "weddings and marriage"],
    ["my mum loves thrillers", "family ties"],
    ["a film my sister and I would like", "family ties"],
    ["a film for my elderly mother", "mortality"],
  ])("%j reads no %j from who is watching", (text, theme) => expect(labels(text)).not.toContain(theme));

  it("a story about such people is still that theme", () => {
    expect(parse("a film about brothers").terms).toContain("brothers");
    expect(labels("a comedy about a wife who leaves")).toContain("weddings and marriage");
    expect(labels("a film about an elderly couple")).toContain("mortality");
  });

  it("watching with a spouse, said without 'my', is a date night", () => {
    expect(parse("watching with husband tonight").occasion).toBe("date night");
    expect(parse("a comedy with the wife").occasion).toBe("date night");
  });
});

describe("children and adults together", () => {
  it.each(["a movie both adults and kids enjoy", "something for kids and adults", "for the kids and grown-ups"])(
    "%j asks for something family-friendly, not for grown-ups only",
    (text) => {
      const mood = parse(text);
      expect(mood.genres.Family ?? 0).toBeGreaterThan(0);
      expect(mood.moods["family-friendly"] ?? 0).toBeGreaterThan(0);
    },
  );
});

describe("everyday wordings of common wishes", () => {
  const labels = (text: string) => parse(text).facets.map((f) => f.label);

  it.each([
    ["with girlfriend, a comedy", "date night"],
    ["something to lift my mood", "feel-good"],
    ["something pleasant", "feel-good"],
    ["based on novel", "books and writers"],
    ["court room stuff", "courtroom drama"],
    ["it should be a blast", "entertaining"],
  ])("%j reads %j", (text, label) => expect(labels(text)).toContain(label));

  it("'a tv movie' is a film, its 'tv' no series", () => {
    expect(parse("a tv movie, based on true events").type).toBe("movie");
    expect(parse("a made for tv movie").type).toBe("movie");
    expect(labels("it should be a blast")).not.toContain("monsters");
  });
});

describe("a holiday that is also a title", () => {
  const slasher = makeTitle("halloween-1978", { title: "Halloween", genres: ["Horror"], year: 1978 });
  const withIt = buildIndex([...TEST_TITLES, slasher]);
  const read = (text: string) => parseMood(withIt, text).references.map((r) => r.title);

  it("'a scary movie for Halloween' is the holiday, 'like Halloween' the film", () => {
    expect(read("a scary movie for Halloween")).toEqual([]);
    expect(read("on Halloween, something not too scary")).toEqual([]);
    expect(read("something like Halloween but funnier")).toContain("Halloween");
    expect(read("I loved Halloween, more slashers")).toContain("Halloween");
  });
});

describe("who is not watching", () => {
  it.each([
    "once the kids are asleep",
    "kids finally asleep, something funny for me",
    "the kids are at their gran's tonight",
    "the kids go down at 8, we have till about 10:30, a thriller",
    "kids go to bed at 8, then a film",
  ])("%j is time without the children, not a children's film", (text) => {
    const mood = parse(text);
    expect(mood.familySafe).toBe(false);
    expect(mood.genres.Family ?? 0).toBeLessThanOrEqual(0);
  });

  it("children who are there still count ('a movie the kids can watch at a sleepover')", () => {
    expect(parse("a movie the kids can watch at a sleepover").familySafe).toBe(true);
    // "down for it" is willing, not put to bed
    expect(parse("the kids are down for a movie, something fun").familySafe).toBe(true);
  });

  it("a clock time with 'about' still places the end of the evening ('till about 10:30')", () => {
    expect(parse("the kids go down at 8, we have till about 10:30, a thriller").maxRuntime).toBe(150);
  });

  it("a time said with 'from' starts the evening even said second ('we eat at 7, something from 5:30')", () => {
    expect(parse("we eat at 7, so something from 5:30 that's done before dinner").maxRuntime).toBe(90);
  });

  it.each(["Thanksgiving with the whole extended family, little cousins included", "watching with my little sister"])(
    "young relatives watching (%j) make it family-safe",
    (text) => expect(parse(text).familySafe).toBe(true),
  );

  it.each(["nothing aimed at kids", "nothing made for children", "I'd rather not watch anything meant for kids"])(
    "%j rules out family films",
    (text) => expect(parse(text).excludeGenres).toContain("Family"),
  );
});

describe("what already happened", () => {
  it("a past-tense verb after its subject tells what happened ('I cried at work today'), and 'done crying' refuses", () => {
    const mood = parse("nothing sad. I cried at work today and I'm done crying");
    expect(mood.facets.map((f) => f.label)).not.toContain("a good cry");
    expect([...mood.penaliseMoods, ...mood.excludeMoods]).toContain("melancholic");
    expect(parse("I need a good cry").facets.map((f) => f.label)).toContain("a good cry");
  });
});

describe("having watched all of it", () => {
  it("of a bare film or series word is of the title talked about, and refuses no type", () => {
    expect(parse("office vibes. I've seen every episode three times")).toMatchObject({ type: null, negated: [] });
    expect(parse("I've watched every film twice, something new")).toMatchObject({ type: null, negated: [] });
  });

  it("of a kind of title still refuses that kind", () => {
    expect(parse("I've seen every western ever made").excludeGenres).toContain("Western");
    expect(parse("done with films, a series please")).toMatchObject({ type: "tv" });
  });
});

describe("a theme naming an occasion", () => {
  it("says who watches, not what about ('a teen sleepover, something scary')", () => {
    const mood = parse("for a teen sleepover, something scary");
    const teen = mood.facets.find((f) => f.kind === "theme");
    const scary = mood.facets.find((f) => f.label === "scary");
    expect(teen?.stray).toBe(true);
    expect(scary?.weight ?? 0).toBeGreaterThan(teen?.weight ?? 0);
  });
});

describe("a refused audience", () => {
  it("refuses the audience, not the kind of title it qualifies ('an animated series for adults, not kids' cartoons')", () => {
    const mood = parse("an animated series for adults, not kids' cartoons");
    expect(mood.excludeGenres).toEqual(["Family"]);
    expect(mood.genres.Animation ?? 0).toBeGreaterThan(0);
    expect(parse("not a kids movie").type).toBeNull();
  });
});

describe("a hedge on how much", () => {
  it("keeps a wish the same words also limit ('scary but not too scary'), ruling out only its extremes", () => {
    const hedge = parse("scary but not too scary");
    expect(hedge.genres.Horror ?? 0).toBeGreaterThan(0);
    expect(hedge.excludeGenres).not.toContain("Horror");
    expect(hedge.excludeMoods).not.toContain("scary");
    expect(hedge.penaliseMoods).not.toContain("scary");
    expect(hedge.excludeMoods).toContain("gory");
    expect(parse("not too scary, but scary").excludeMoods).not.toContain("scary");
  });

  it("refuses as before when the limited word is not asked for ('a thriller, not too scary')", () => {
    const mood = parse("a thriller, not too scary");
    expect(mood.excludeMoods).toContain("scary");
    expect(mood.genres.Thriller ?? 0).toBeGreaterThan(0);
  });
});

describe("a clause of reason", () => {
  it("a format word in it is no vote ('a film, because they fall asleep halfway through episodes')", () => {
    expect(parse("it has to be a film because they fall asleep halfway through episodes").type).toBe("movie");
    expect(parse("a series cause films are too long for a weeknight").type).toBe("tv");
  });

  it("nor is one in an account of what was watched so far; an imagined or a missed viewing still votes", () => {
    expect(parse("their first full-length movie, they've only ever done episodes").type).toBe("movie");
    expect(parse("a series, we've already seen all the films").type).toBe("tv");
    expect(parse("what he would have seen at the pictures").type).toBe("movie");
    expect(parse("I've never watched a series, where to start").type).toBe("tv");
  });
});

describe("typos of common words", () => {
  it("'somthing' is 'something', not 'soothing', while a misspelt mood word is still read", () => {
    expect(parse("somthing funny").facets.map((f) => f.label)).not.toContain("relaxed");
    expect(parse("a scarey moive").type).toBe("movie");
    expect(parse("anythng funy").genres.Comedy ?? 0).toBeGreaterThan(0);
  });
});

describe("periods and lengths named by a phrase", () => {
  it("'golden age Hollywood' is a hard period, and soft periods said together narrow each other", () => {
    expect(parse("golden age hollywood musical")).toMatchObject({ yearMax: 1960, type: "movie" });
    // "fast talking" is quick dialogue, not a fast pace
    expect(parse("screwball comedy, fast talking and all").moods).toHaveProperty("witty");
    expect(parse("screwball comedy, fast talking and all").moods).not.toHaveProperty("fast-paced");
    // Hollywood's golden age means its films, unless a series is asked for in so many words
    expect(parse("old hollywood tv shows").type).toBe("tv");
    // black and white is the films before colour took over, about 1960 (later ones are the exception)
    expect(parse("a classic black and white film noir").eraPreference?.max).toBe(1960);
    expect(parse("a classic western").eraPreference?.max).toBe(1979);
  });

  it("'recently' and 'this year' said of the person's own watching ask for no recent titles", () => {
    expect(parse("I recently finished Breaking Bad, something similar").yearMin).toBeNull();
    expect(parse("we watched a lot of horror this year, something lighter").yearMin).toBeNull();
    expect(parse("current events documentary").yearMin).toBeNull();
    expect(parse("something from this year").yearMin).not.toBeNull();
    expect(parse("a film that came out last year").yearMin).not.toBeNull();
  });

  it("'something dumb' is light fun, and 'laugh till I cry' funny, not sad", () => {
    expect(parse("something dumb").moods.lighthearted ?? 0).toBeGreaterThan(0);
    const laugh = parse("laugh till I cry");
    expect(laugh.genres.Comedy ?? 0).toBeGreaterThan(0);
    expect(laugh.moods.tearjerker ?? 0).toBe(0);
  });

  it("a bad week asks for comfort, 'less stressful' for calmer, and 'sappy' for sentiment", () => {
    for (const said of ["my worst week", "what a week"]) {
      const mood = parse(said);
      expect(mood.moods.relaxing ?? 0).toBeGreaterThan(0);
      expect(mood.keywords).toEqual({});
    }
    expect(parse("a cooking show but less stressful").terms).toContain("less stressful (calmer)");
    expect(parse("something sappy").moods.emotional ?? 0).toBeGreaterThan(0);
  });

  it("children in danger is a theme refused, not the children's films; 'a thing about' is an aversion", () => {
    const mood = parse("a mystery, but nothing with kids in peril");
    expect(mood.excludeGenres).not.toContain("Family");
    expect(mood.negated).toContain("no children in danger");
    // the longer phrase wins over a shorter one it starts inside ("with | kids in danger")
    expect(parse("nothing with kids in danger please").excludeGenres).not.toContain("Family");
    expect(parse("I have a thing about horror, something else").excludeGenres).toContain("Horror");
    expect(parse("a film to watch with the kids").familySafe).toBe(true);
  });

  it("guns and murder are themes with the genres they come in, refused with them", () => {
    expect(parse("something with big gunfights").genres.Action ?? 0).toBeGreaterThan(0);
    expect(parse("no firearms please, a drama").penaliseGenres).toEqual(expect.arrayContaining(["Action", "War"]));
    expect(parse("anything as long as nobody's shooting at each other").penaliseGenres).toContain("War");
    expect(parse("a cosy murder for sunday").genres.Mystery ?? 0).toBeGreaterThan(0);
    expect(parse("so tired of murder, a drama").penaliseGenres).toContain("Mystery");
  });

  it("'had enough' refuses what follows, with or without 'of'", () => {
    expect(parse("I've had enough westerns for one year, a comedy").excludeGenres).toContain("Western");
  });

  it("feeling human again, or like a person again, asks for feel-good", () => {
    expect(parse("awful day, I need something to make me feel human again").moods["feel-good"] ?? 0).toBeGreaterThan(0);
  });

  it("a happy couple on screen is romance, refused as romance ('I don't want to see couples in love')", () => {
    expect(parse("just broke up, no happy couples please").excludeGenres).toContain("Romance");
  });

  it("nightmares someone had are a fright suffered, no wish for horror", () => {
    const mood = parse("my daughter had nightmares after the last one, nothing scary please");
    expect(mood.excludeGenres).toContain("Horror");
    expect(mood.terms).not.toContain("horror");
  });

  it("the royals are real royalty, not a fantasy kingdom, and big frocks a costume drama", () => {
    const mood = parse("mum loves the royals and big frocks");
    expect(mood.terms).toEqual(expect.arrayContaining(["royalty", "costume drama"]));
    expect(mood.terms).not.toContain("kingdoms and magic");
    expect(parse("a princess and a dragon").terms).not.toContain("royalty");
  });

  it("'how things work' asks to learn, and 'nice to look at' for something beautiful", () => {
    expect(parse("my dad loves how things work, bridges and trains").genres.Documentary ?? 0).toBeGreaterThan(0);
    expect(parse("quiet and nice to look at").terms).toContain("visually stunning");
  });

  it("something to keep someone awake is a jolt of excitement, not a film for a sleepless night", () => {
    for (const said of ["need something to keep me up on this night shift", "electrifying, jolt me awake"]) {
      const mood = parse(said);
      expect(mood.moods.tense ?? 0).toBeGreaterThan(0);
      expect(mood.moods.relaxing ?? 0).toBeLessThanOrEqual(0);
    }
  });

  it("an era named by its look and sound binds its years with a word of time, and only leans to them without one", () => {
    expect(parse("the decade of shoulder pads and synths, adventure from then")).toMatchObject({
      yearMin: 1980,
      yearMax: 1989,
    });
    expect(parse("a teen comedy from when MTV still played videos")).toMatchObject({ yearMin: 1981, yearMax: 1991 });
    expect(parse("flip phones era romcom")).toMatchObject({ yearMin: 1999, yearMax: 2007 });
    expect(parse("shoulder pads and synths, an adventure")).toMatchObject({
      yearMin: null,
      eraPreference: { min: 1980, max: 1989 },
    });
    expect(parse("a romcom with flip phones")).toMatchObject({
      yearMin: null,
      eraPreference: { min: 2000, max: 2009 },
    });
  });

  it("the time someone has, said exactly or barely, is a ceiling ('I've got exactly 90 minutes')", () => {
    expect(parse("I've got exactly 90 minutes").maxRuntime).toBe(90);
    expect(parse("we have barely an hour").maxRuntime).toBe(60);
  });

  it("a half-hour show runs half an hour, and a lunch break holds about one", () => {
    expect(parse("half-hour comedy series").maxRuntime).toBe(30);
    const lunch = parse("a sitcom I can get through on my lunch break");
    expect(lunch.maxRuntime).toBe(30);
    expect(lunch.type).toBe("tv");
  });
});

describe("how the person feels about their day", () => {
  it("is no wish for the kind its word shares a stem with ('so excited to finally be off', 'thrilled about')", () => {
    expect(parse("I'm soooo excited to finally be off work. something to watch").moods["fast-paced"] ?? 0).toBe(0);
    expect(parse("really thrilled about the new job! a comedy").genres.Thriller ?? 0).toBe(0);
    // being glad to do something is being willing, not a wish for feel-good
    expect(parse("a crime series, I'm happy to commit to a few seasons").moods["feel-good"] ?? 0).toBe(0);
    expect(parse("we're happy with anything, a thriller maybe").moods["feel-good"] ?? 0).toBe(0);
    // a wish to feel it still asks for it
    expect(parse("I want to be thrilled").genres.Thriller ?? 0).toBeGreaterThan(0);
  });

  it("'as long as' sets a condition and asks for no long film", () => {
    const mood = parse("a film, as long as nobody sings in it");
    expect(mood.runtimePreference).not.toBe("long");
    expect(mood.excludeGenres).toContain("Music");
  });
});

describe("letters stretched for emphasis", () => {
  it.each([
    ["comedyyyy", "Comedy"],
    ["scaaaary", "Horror"],
    ["funnnny", "Comedy"],
  ])("%j reads as the word", (text, genre) => {
    expect(parse(text).genres[genre] ?? 0).toBeGreaterThan(0);
  });

  it("stays fast on a long stretched word", () => {
    expectWithinCpuBudget(() => parse(`${"a".repeat(400)}b`), 250);
  });
});

describe("wanting to learn", () => {
  it.each(["something educational", "something I'll learn from", "teach me something"])(
    "%j asks for factual titles",
    (text) => {
      expect(parse(text).genres.Documentary ?? 0).toBeGreaterThan(0);
    },
  );
});

describe("content people refuse", () => {
  it("'nothing with swearing or sex' keeps to PG, and 'stuff blowing up' asks for action", () => {
    expect(parse("for my grandma, nothing with swearing or sex").maxCertLevel).toBe(1);
    expect(parse("a sex comedy").maxCertLevel).toBeNull();
    expect(parse("with colleagues, nothing offensive").excludeMoods).toContain("raunchy");
    expect(parse("she likes stuff blowing up").genres.Action ?? 0).toBeGreaterThan(0);
  });
});

describe("time as people say it", () => {
  it("'40 mins to kill' is time to pass, not a wish for killing", () => {
    const mood = parse("got 40 mins to kill");
    expect(mood.maxRuntime).toBe(40);
    expect(mood.genres.Thriller ?? 0).toBe(0);
  });

  it("how long something else lasts is the time there is ('the train home is 40 minutes')", () => {
    expect(parse("the train home is 40 minutes, a whole episode of something gripping").maxRuntime).toBe(40);
    expect(parse("my tablet lasts about 100 minutes").maxRuntime).toBe(100);
    // when the watching stops: a limit, not a size with room over it
    expect(parse("she nods off after about an hour and a half").maxRuntime).toBe(90);
    expect(parse("the twins get restless after 40 minutes").maxRuntime).toBe(40);
    expect(parse("she walked out after an hour and a half. a comedy").maxRuntime).toBeNull();
    expect(parse("a 90 minute movie").maxRuntime).toBe(95);
  });

  it.each([
    ["babysitter leaves at 10 and it's quarter past 8 now, a film that fits", 105],
    ["it's 9:30pm and I need to sleep by 11", 90],
    ["bed at midnight, it's 10 now", 120],
    // when watching starts, hours in words, and a quarter before the deadline
    ["We start at eight and I have to be asleep by quarter to ten. One film, funny.", 105],
    ["we start at 8 and need to be done by 9:45", 105],
    // a time that is no deadline ("alarm is at 6") gives way to one that is
    ["it's 10:15pm, alarm is at 6 and I need to be asleep by midnight", 105],
  ])("two clock times give the time left: %j", (text, minutes) => {
    expect(parse(text).maxRuntime).toBe(minutes);
  });

  it("words only of the person's circumstances beside a limit are a light guess", () => {
    const mood = parse("babysitter leaves at 10 and it's quarter past 8 now, so a film that fits");
    expect(mood.facets.every((f) => f.speculative && f.stray)).toBe(true);
  });

  it("one clock time alone sets no length, and long hostile text stays fast", () => {
    expect(parse("meet at 10, something funny").maxRuntime).toBeNull();
    expectWithinCpuBudget(() => parse(`${"it's 9 by 10 ".repeat(40)}`), 250);
  });

  it("'90ish minutes' is about ninety minutes, more loosely than '90 minutes'", () => {
    expect(parse("something 90ish minutes").maxRuntime).toBe(99);
    expect(parse("a show w shrt eps like 20ish mins").maxRuntime).toBe(25);
    // a round figure is rounded (the 22-minute sitcom is a "20 minute show"); a precise one is meant
    expect(parse("a 20 minute show").maxRuntime).toBe(22);
    expect(parse("a 25 minute show").maxRuntime).toBe(26);
  });
});

describe("a film marathon", () => {
  it("is films, where 'marathon' alone asks for a series to binge", () => {
    expect(parse("a movie marathon with the cousins").type).toBe("movie");
    expect(parse("something to marathon").type).toBe("tv");
    // a type only implied gives way to one named
    expect(parse("a film trilogy we can marathon over the weekend").type).toBe("movie");
    expect(parse("something to binge, funny").type).toBe("tv");
  });

  it("viewing spread over weeks ahead asks for a series; time gone by does not", () => {
    expect(parse("a mystery to work through across the coming weeks").type).toBe("tv");
    expect(parse("something for the next fortnight, a comedy").type).toBe("tv");
    expect(parse("a film to watch over the next few weeks").type).toBe("movie");
    expect(parse("she has been asking for months, a comedy").type).toBeNull();
  });
});

describe("how people say they will watch", () => {
  it("a little every night is a series, one sitting a film, unless a type is named", () => {
    expect(parse("something to dip into a bit every night this week, cosy mystery").type).toBe("tv");
    expect(parse("on while I cook most nights, low stakes").type).toBe("tv");
    expect(parse("one thing start to finish before the last train").type).toBe("movie");
    expect(parse("a series I can watch in one go").type).toBe("tv");
    expect(parse("films every night this week").type).toBe("movie");
    expect(parse("borrowed a projector, 8 friends coming round, big spectacle").type).toBe("movie");
    expect(parse("take me back to saturday morning cartoons").type).toBe("tv");
    // a romcom leans to films; a series still comes up when one is named
    expect(parse("a romcom from the 90s").typePreference).toBe("movie");
    expect(parse("a romcom series").type).toBe("tv");
  });
});

describe("idioms that open with 'no'", () => {
  it.each([
    "no cap i need a show that's wholesome",
    "no pressure, but a show that's wholesome",
    "no rush, a show that's wholesome",
  ])("%j refuses nothing and keeps the series", (text) => {
    const mood = parse(text);
    expect(mood.type).toBe("tv");
    expect(mood.negated).toEqual([]);
  });
});

describe("the news", () => {
  it("is the programme on at a time, not a wish for something new", () => {
    const mood = parse("the news is on at nine, a thriller before it");
    expect(mood.facets.map((f) => f.label)).not.toContain("newer");
    expect(mood.eraPreference).toBeNull();
  });
});

describe("a threat said in jest", () => {
  it("'the other parents would murder me' asks for no murder, while 'a murder mystery' does", () => {
    const jest = parse("something scary but the other parents would murder me if it goes too far");
    expect(jest.keywords.murder ?? 0).toBe(0);
    expect(jest.terms).not.toContain("murder");
    expect(parse("a murder mystery").terms.length).toBeGreaterThan(0);
  });
});

describe("animation for grown-ups", () => {
  it.each(["adult animation, clever and funny", "adult cartoons", "adult animation, definitely not made for kids"])(
    "%j asks for animation and for grown-ups, and does not hold animation down",
    (text) => {
      const mood = parse(text);
      expect(mood.genres.Animation ?? 0).toBeGreaterThan(0);
      expect(mood.terms).toContain("grown-ups");
      expect(mood.penaliseGenres).not.toContain("Animation");
    },
  );
});

describe("what someone has not met yet", () => {
  it("'I've never watched anime' asks where to start, while 'I never watch horror' refuses", () => {
    const start = parse("I've never watched anime. Which series should I start with?");
    expect(start.excludeGenres).not.toContain("Animation");
    expect(start.genres.Animation ?? 0).toBeGreaterThan(0);
    expect(parse("we have never seen a western, where do we begin").genres.Western ?? 0).toBeGreaterThan(0);
    expect(parse("I never watch horror").excludeGenres).toContain("Horror");
    expect(parse("I've never liked horror").excludeGenres).toContain("Horror");
  });

  it("a title someone has never seen is not one they avoid", () => {
    const mood = parse("my son has never seen Heat, something like it");
    expect(mood.avoided).toEqual([]);
    expect(mood.references.map((r) => r.title)).toContain("Heat");
    expect(parse("nothing like Heat").avoided.map((r) => r.title)).toContain("Heat");
  });
});

describe("'old' describing people", () => {
  it("'two old friends' names neither a viewer's age nor a period", () => {
    const mood = parse("two old friends on an island who fall out");
    expect(mood).toMatchObject({ viewerAge: null, yearMax: null, familySafe: false });
    expect(parse("a film about an old man and his dog").yearMax).toBeNull();
  });

  it("still reads ages and old films", () => {
    expect(parse("for my two year old").viewerAge).toBe(2);
    expect(parse("a film for my 5yo").viewerAge).toBe(5);
    expect(parse("something my 7-year-old likes").viewerAge).toBe(7);
    expect(parse("an old film about friends").yearMax).toBe(1979);
  });
});

describe("a sleepless night", () => {
  it("'can't sleep' is a phrase of its own, read as wanting calm, not a circumstance skipped", () => {
    const mood = parse("can't sleep, it's 3am");
    expect(mood.terms).toContain("a sleepless night");
    expect(mood.genres.Horror ?? 0).toBeLessThanOrEqual(0);
    expect(mood.moods.relaxing ?? 0).toBeGreaterThan(0);
    // another verb after "can't" is still the person's circumstances
    expect(parse("I can't remember the name but it was scary").terms).toEqual(["scary"]);
  });
});

describe("a genre word inside a phrase", () => {
  it("still names its genre where the phrase leans to it only partly ('a gritty crime movie')", () => {
    const gritty = parse("a gritty crime movie");
    expect(gritty.terms).toEqual(expect.arrayContaining(["gritty", "crime"]));
    expect(parse("survival horror").terms).toContain("horror");
    // a phrase that already gives the genre in full adds nothing ("murder mystery")
    expect(parse("murder mystery").terms).toEqual(["detective"]);
  });
});

describe("the opposite of a genre", () => {
  it("'live action' rules out animation and asks for no action; 'fiction' and 'scripted' rule out documentaries and reality", () => {
    const live = parse("something like Up but live action");
    expect(live.excludeGenres).toContain("Animation");
    expect(live.genres.Action ?? 0).toBe(0);
    expect(parse("historical fiction").excludeGenres).toEqual(expect.arrayContaining(["Documentary", "Reality"]));
    expect(parse("a scripted show, not reality").excludeGenres).toEqual(expect.arrayContaining(["Reality"]));
    // "science fiction" and "non-fiction" are their own phrases
    expect(parse("a science fiction film").excludeGenres).toEqual([]);
    expect(parse("non-fiction please").genres.Documentary ?? 0).toBeGreaterThan(0);
    // refused, fiction leaves the true stories asked for
    expect(parse("nothing made up, I want it to have really happened").genres.Documentary ?? 0).toBeGreaterThan(0);
    // the person's circumstances beside the refusal ask for no kind of title of their own
    expect(parse("home alone tonight, nothing made up").genres.Documentary ?? 0).toBeGreaterThan(0);
    // asking for the genre as well keeps it ("a live action remake of an animated classic")
    expect(parse("a live action remake of an animated classic").excludeGenres).not.toContain("Animation");
  });
});

describe("a word saying the opposite of a mood", () => {
  it.each([
    ["it has to be totally inoffensive", "nothing raunchy"],
    ["something unromantic please", "no romance"],
    ["an unscary halloween film", "nothing scary"],
    ["something unfunny", "nothing funny"],
  ])("%j refuses it (%j), and is no typo of it", (text, refused) => {
    const mood = parse(text);
    expect(mood.negated).toContain(refused);
    const word = refused.split(" ").at(-1) ?? "";
    expect(mood.facets.filter((f) => f.weight > 0 && f.label.includes(word))).toEqual([]);
  });

  it("keeps words that only start like one ('intense', 'indie'), and a doubled negation asks ('not unfunny')", () => {
    expect(parse("an intense thriller").negated).toEqual([]);
    expect(parse("something indie").negated).toEqual([]);
    expect(parse("not unfunny").genres.Comedy ?? 0).toBeGreaterThan(0);
  });
});

describe("swearing by any name", () => {
  it.each(["no bad language", "nothing crude, no strong language", "no cussing please", "nothing inappropriate"])(
    "%j caps the rating as 'no swearing' does, without asking for children's films",
    (text) => {
      const mood = parse(text);
      expect(mood.maxCertLevel).toBe(1);
      expect(mood.familySafe).toBe(false);
      expect(mood.excludeKeywords).toEqual([]);
    },
  );
});

describe("a stretch of the person's own time, described", () => {
  it.each([
    ["after a brutal work week, something fun", "gory"],
    ["had a nightmare last night, nothing scary", "scary"],
    ["it's been a crazy month", "crazy"],
  ])("%j says how they are, not what to watch (no %s wish)", (text, word) => {
    const mood = parse(text);
    expect(mood.moods[word] ?? 0).toBeLessThanOrEqual(0);
    expect(mood.genres.Horror ?? 0).toBeLessThanOrEqual(0);
    expect(mood.facets.some((f) => f.kind === "keyword")).toBe(false);
  });

  it("implies the tone of a hard day only when nothing else is asked for", () => {
    expect(parse("after the worst week").facets.map((f) => f.label)).toEqual(["a long day"]);
    expect(parse("after the worst week, a heist film").facets.map((f) => f.label)).not.toContain("a long day");
  });

  it("keeps an occasion said that way, and a wish said with 'having' or after the stretch", () => {
    expect(parse("after a long day").occasion).toBe("after work");
    expect(parse("I'm having a horror night").genres.Horror ?? 0).toBeGreaterThan(0);
    expect(parse("had a great day, want a horror film").genres.Horror ?? 0).toBeGreaterThan(0);
  });
});

describe("a clause of time with its own subject", () => {
  it("makes a theme or place in it a light guess ('before she has to catch the last train')", () => {
    const mood = parse("one film before she has to catch the last train, romantic and funny");
    expect(mood.facets.find((f) => f.label === "train")?.stray).toBe(true);
    expect(parse("while I'm in Paris, something romantic").facets.find((f) => f.label === "Paris")?.stray).toBe(true);
  });

  it("leaves a theme asked for outside one, and 'after dinner' with no subject, alone", () => {
    const trains = parse("a film about trains before bed").facets.find((f) => f.kind === "theme");
    expect(trains).toBeDefined();
    expect(trains?.stray).toBeUndefined();
    expect(parse("something set in Paris").facets.find((f) => f.label === "Paris")?.stray).toBeUndefined();
  });
});

describe("everyday words with a second sense", () => {
  it.each([
    ["a classic film noir, running time no more than 100 minutes", "sports"],
    ["a long-running sitcom", "sports"],
    ["just moved to a new city, a feel-good film", "emotional"],
    ["Boxing Day with the in-laws", "sports"],
    ["I hate jump scares but love gothic horror", "romantic"],
  ])("%j asks for nothing %s", (text, moodLabel) => expect(parse(text).moods[moodLabel] ?? 0).toBeLessThanOrEqual(0));

  it("'a new city' asks for no recent titles; 'a new film' and 'New Year' still read", () => {
    expect(parse("just moved to a new city, a feel-good film").eraPreference).toBeNull();
    expect(parse("a new film").eraPreference).not.toBeNull();
    expect(parse("New Year's Day, something hopeful").occasion).toBe("holidays");
    expect(parse("a long-running sitcom").type).toBe("tv");
  });

  it("eras named by a war: 'pre-war', 'between the wars', 'post-war'", () => {
    expect(parse("pre-war british mystery").eraPreference?.max).toBe(1938);
    expect(parse("something from between the wars").eraPreference).toMatchObject({ min: 1919, max: 1938 });
    expect(parse("a post-war italian drama").eraPreference?.min).toBe(1945);
    expect(parse("pre-war british mystery").genres.War ?? 0).toBe(0);
  });

  it("a feeling the person has ('feel lonely') weighs half beside what they ask for", () => {
    const mood = parse("feeling lonely, want a silly comedy");
    expect(mood.genres.Comedy ?? 0).toBeGreaterThan((mood.genres.Drama ?? 0) * 2);
  });
});

describe("force said of the person's time", () => {
  it.each(["brutal hangover, something gentle", "killer headache, something quiet", "brutal monday, a cozy show"])(
    "%j asks for nothing gory",
    (text) => expect(parse(text).moods.gory ?? 0).toBeLessThanOrEqual(0),
  );

  it("'weeks to kill' asks for no thriller; 'a brutal war film' is still brutal", () => {
    expect(parse("weeks to kill, a long series").genres.Thriller ?? 0).toBeLessThanOrEqual(0);
    expect(parse("a brutal war film").moods.gory ?? 0).toBeGreaterThan(0);
  });

  it("a skull typed as a laugh asks for nothing dark", () => {
    expect(parse("family night with my kids 💀").moods.dark ?? 0).toBeLessThanOrEqual(0);
  });
});

describe("please typed short", () => {
  it("'shorter pls' and 'something shorter plz' still ask for shorter", () => {
    expect(parse("shorter pls").modifiers).toContain("shorter");
    expect(parse("funnier plz").modifiers).toContain("funnier");
  });
});

describe("the person's own childhood", () => {
  it.each([
    "want to feel like a kid again, a classic 80s adventure",
    "something I loved as a kid",
    "when I was a kid I loved westerns",
    "scared of the dark since I was a kid, so nothing too creepy",
  ])("%j is no child watching", (text) => expect(parse(text).familySafe).toBe(false));

  it("children who are watching still count, and 'like a kid again' is nostalgia", () => {
    expect(parse("something the kids will like").familySafe).toBe(true);
    expect(parse("want to feel like a kid again").moods.nostalgic ?? 0).toBeGreaterThan(0);
  });
});
