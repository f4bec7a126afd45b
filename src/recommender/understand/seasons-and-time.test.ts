import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood, recommend } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { timeSpentElsewhere } from "./lengths";
import { leanToWholeStories } from "./tonight";

/** The test catalogue's series all run 3 seasons; vary them so a cap has something to choose between. */
const TITLES = TEST_TITLES.map((t, i) => (t.type === "tv" ? { ...t, seasons: [1, 2, null][i % 3] ?? null } : t));
const index = buildIndex(TITLES);
const byId = new Map(TITLES.map((t) => [t.id, t]));
const picks = (mood: string) =>
  recommend(index, { mood, limit: 10 }).picks.map((p) => ({ ...p, t: byId.get(p.media_id)! }));
const parse = (text: string) => parseMood(index, text);

describe("season limits", () => {
  it.each([
    ["a limited series about a crime", 1],
    ["a miniseries", 1],
    ["mini-series please", 1],
    ["one season crime show", 1],
    ["something with a single season", 1],
    ["a comedy under 3 seasons", 2],
    ["no more than two seasons", 2],
    ["two seasons or less of comedy", 2],
    ["3 seasons max", 3],
  ])("reads %j as at most %i season(s) of a series", (text, seasons) => {
    const mood = parseMood(index, text);
    expect(mood.maxSeasons).toBe(seasons);
    expect(mood.type).toBe("tv");
  });

  it.each(["a show with three seasons", "the first season was great, something like it", "a series"])(
    "sets no season cap for %j",
    (text) => {
      expect(parseMood(index, text).maxSeasons).toBeNull();
    },
  );

  it("returns only series within the cap, and the reason says how long it runs", () => {
    const list = picks("a limited series");
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      expect(p.t.type, p.t.title).toBe("tv");
      expect(p.t.seasons, p.t.title).toBe(1);
      expect(p.reason, p.t.title).toMatch(/single season/);
    }
  });

  it("keeps a series of unknown length out of a capped request", () => {
    for (const p of picks("under 3 seasons")) expect(p.t.seasons, p.t.title).not.toBeNull();
  });
});

describe("time the person has", () => {
  it.each([
    // a clause opening on its unit, the British half past, a double bill, a chore without its unit
    ["two episodes of a sitcom. hour and a half tops", 45],
    ["crime drama, half hour max per episode", 30],
    ["the toddler sleeps 12 till half 2, two episodes in that window", 75],
    ["a triple bill of monster films between 2 and 8 in the afternoon", 120],
    ["I've got an hour for lunch and the walk back takes 15", 45],
    ["i've got two hours", 120],
    ["we have 90 minutes", 90],
    ["I have got about an hour and a half", 90],
    ["we only have an hour", 60],
    ["I have to leave in 90 minutes", 90],
    ["one sitcom episode while the pasta boils, the sauce needs about half an hour", 30],
    ["need to be asleep in two hours, so a thriller no longer than that", 120],
    ["something for the next half hour", 30],
    ["one episode in the hour before work", 60],
    ["a war film, and no longer than two and a half hours", 150],
    ["exactly 2 hours before my shift", 120],
    ["dad falls asleep in anything over 100 minutes", 100],
    ["one of us vetoes anything over 2 hours", 120],
    ["I refuse to sit through anything over two and a half hours", 150],
    ["ninety minutes max", 90],
    ["forty-five minutes tops", 45],
    ["a series, 30 min eps or shorter", 30],
    ["nothing over seventy five minutes", 75],
    ["I have fifty minutes", 50],
    ["we're free from 6:45 to 9:30, a thriller", 165],
    ["between 8 and half 10, a comedy", 150],
    ["We're free from 6:45 to 9:30 but we eat first, that takes about 35 min. A thriller", 130],
    ["start at 8:15, the babysitter leaves at 10, and we need a good ten minutes after the film to tidy up", 95],
    ["kids' bedtime is 8, it's 6 now and dinner takes half an hour. a film for them?", 90],
    ["three films between noon and 6, with a half hour break for pizza", 110],
    ["between 7 and 11, two films with a 20 minute break", 110],
    ["train leaves at 18:10 and gets in at 19:55, a sci-fi film that ends before we pull in", 105],
    ["it's 20:15 and I need to sleep by 23:00", 165],
    ["starting at 9:20, have to be asleep by midnight, and I want three full episodes in", 53],
    ["lunch break is 50 minutes, two episodes and I still have 6 min to microwave my soup", 22],
    ["I have 90 minutes, leave 10 for the dishes", 80],
    ["one ep before bed, twenty-something minutes", 29],
    ["school pickup is at quarter past three and it's ten to two now", 85],
    ["NYE, waiting for midnight, it's 10.15 now", 105],
    ["train leaves Euston 18:40 and gets into Manchester at 20:52", 132],
    ["it's 9:20pm, lights out at 11 and I need ten minutes of that for teeth", 90],
    ["the living room from 14:00 till 17:30, two films with a 20 minute snack break", 95],
    ["power cut, maybe an hour and a half of battery", 90],
    ["plane seat screen, 2 hours left of the flight", 120],
    ["on my 30 minute lunch break", 30],
  ])("makes %j a strict ceiling of %i minutes", (text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["the train leaves in 95 minutes and I need 10 to pack", 85],
    ["exactly 2 hours before my shift and it takes me 20 mins to get there", 100],
    ["we have two hours but need half an hour for dinner", 90],
  ])("takes the time that goes on something else off the time there is: %j", (text, minutes) => {
    const mood = parseMood(index, text);
    expect(mood.maxRuntime).toBe(minutes);
    expect(mood.terms).toContain(`under ${minutes} minutes`);
  });

  it("reads time for something else as no length of its own, and 'anything over' only as a ceiling", () => {
    expect(parseMood(index, "it takes me 20 mins to get there, something funny").maxRuntime).toBeNull();
    expect(parseMood(index, "anything over 2 hours is too much").runtimePreference).toBeNull();
    expect(parseMood(index, "something over 2 hours, an epic").runtimePreference).toBe("long");
  });

  it("reads 10 KB of near-misses of time spent in linear time", () => {
    // the pattern itself, on the whole text (a mood is cut at 1,000 characters before it is read)
    const text = "it takes me 20 and a half need 10 mins to takes a good forty five min ".repeat(150);
    const minutes = expectWithinCpuBudget(
      () => timeSpentElsewhere(text, (m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }), true),
      1000,
    );
    // ten minutes from each repeat, and the forty-five closing the text, beside a window of time
    expect(minutes).toBe(1545);
  });

  it("leaves a film's stated size some slack", () => {
    expect(parseMood(index, "a 90 minute movie").maxRuntime).toBe(95);
  });

  it("a ceiling in numbers outranks words for a length; a size in numbers may still be narrowed by them", () => {
    expect(parseMood(index, "a crime show, short episodes, under 45 minutes").maxRuntime).toBe(44);
    expect(parseMood(index, "nothing too long, under 3 hours").maxRuntime).toBe(179);
    expect(parseMood(index, "quick 90 min horror").maxRuntime).toBeLessThanOrEqual(90);
  });

  it("a length word inside a compound ('quick-fire banter', 'long-lost') says no length", () => {
    expect(parseMood(index, "1940s, glamorous people trading quick-fire banter")).toMatchObject({
      maxRuntime: null,
      runtimePreference: null,
    });
    expect(parseMood(index, "a long-lost brother story").runtimePreference).toBeNull();
    expect(parseMood(index, "something quick and funny").maxRuntime).not.toBeNull();
  });

  it("reads 'no longer than that' as the ceiling already said, not as a wish for something longer", () => {
    const mood = parseMood(index, "asleep in two hours, so a film no longer than that");
    expect(mood.modifiers).not.toContain("longer");
    expect(mood.maxRuntime).toBe(120);
  });

  it("leans an evening-sized budget with no type word towards films, softly", () => {
    const mood = leanToWholeStories(parseMood(index, "i've got two hours"));
    expect(mood.type).toBeNull();
    expect(mood.typePreference).toBe("movie");
  });

  it("a film's length said beside films named is a film ('in the vein of Heat, but under two hours')", () => {
    expect(parseMood(index, "something in the vein of Heat, but under two hours this time").type).toBe("movie");
    // an episode's length beside a film named is no such thing
    expect(parseMood(index, "like Heat, under 45 minutes").type).toBeNull();
  });

  it.each(["i've got 45 minutes", "a series, i've got two hours", "something funny"])("does not lean %j", (text) => {
    const mood = parseMood(index, text);
    expect(leanToWholeStories(mood)).toBe(mood);
  });
});

describe("lengths that are no time there is", () => {
  it("leaves a part of a title, a count of things and a window of episodes alone", () => {
    expect(parse("something that hits like the first ten minutes of Up").maxRuntime).toBeNull();
    expect(parse("four friends coming over").maxRuntime).toBeNull();
    expect(parse("a series from 2 to 4 episodes long").maxRuntime).toBeNull();
  });

  it("counts a length closing its clause as time spent only beside a window ('a film that takes 90 min.' is a size)", () => {
    expect(parse("a film that takes about 90 min.").maxRuntime).toBe(90);
    // a break, or a count of films, shares only a window of time; a limit said of films is each one's
    expect(parse("a comedy with a half hour break").maxRuntime).toBeNull();
    expect(parse("two comedies with a 20 minute break").maxRuntime).toBeNull();
    expect(parse("two films under 2 hours").maxRuntime).toBe(119);
    // an age is no time of day ("my son is 8 and it's 6 now")
    expect(parse("my son is 8 and it's 6 now").maxRuntime).toBeNull();
  });
});

describe("time given to something else by the words around it", () => {
  it.each([
    // a journey's length is the time there is; a pause in the middle comes off it, and two films share the rest
    [
      "three and a half hour train ride, two films back to back with ten minutes in the middle to hit the cafe car",
      100,
    ],
    // a night to the alarm is the time there is once sleep, and falling asleep, come off it
    ["its 10:50pm, alarm's at 7, I need 7 hrs of sleep and it takes me 15 min to drop off", 55],
    ["we've got the room till checkout at 11 and it's 8:20, showering and packing will eat 40 min", 120],
    ["I have 3 hours, need 20 minutes for dinner", 160],
    // a journey named before its length, with time off at its ends, or a long one slept through
    ["Flight's 3h10, two animated movies back to back, leaving the last 20 min for descent", 85],
    ["flight is 3h10 but screens are off for the first and last 15 min. one film", 160],
    ["LHR to JFK is about seven and a half hours and I'll sleep for five hours of it", 150],
    // two clock times and the gap between them
    ["Baby goes down at half seven and the news is on at quarter past nine. A film that fits in between", 105],
    // "the 10 o'clock news" is ten
    ["I've got from 8:40 until the 10 o'clock news", 80],
    // "anything past two hours" is a ceiling, as "anything over" is
    ["He's asleep in anything past two hours", 120],
    // a window with no "from", when something is held for it or the times are written as clock times
    ["we have the room booked 2 to 4 and ten minutes of that is setting up", 110],
    ["my bus is 18:05 to 19:50, one film", 105],
    // two placed times with no time now: when watching can start and when it must end
    ["the kids are asleep by 7 and I'm in bed by 9, and it takes a quarter of an hour to tidy up", 105],
    ["I get home at 6:10 and dinner's at 7", 50],
    ["break is 12:30, back at my desk by 1:15, and 10 of that is the queue", 35],
  ])("%j leaves %i minutes", (text, minutes) => {
    expect(parse(text).maxRuntime).toBe(minutes);
  });

  it("reads a length named by its noun, with no unit, as minutes", () => {
    expect(parse("scifi, ep length 45 max")).toMatchObject({ type: "tv", maxRuntime: 45 });
    expect(parse("runtime: 100, a thriller").maxRuntime).toBe(100);
    expect(parse("film length under 90").maxRuntime).toBe(89);
    expect(parse("five minutes of fame").maxRuntime).toBeNull();
    expect(parse("we have seven and a half hours").maxRuntime).toBeNull();
  });

  it("two numbers joined by 'to' are ages or counts unless held or written as times", () => {
    expect(parse("the kids are 6 to 9, something fun").maxRuntime).toBeNull();
    expect(parse("my son is 5 and my daughter is 8").maxRuntime).toBeNull();
    expect(parse("rate it 1 to 3 stars").maxRuntime).toBeNull();
    // "ten to two" is one time
    expect(parse("pickup is at quarter past three and it's ten to two now").maxRuntime).toBe(85);
    // the end of a deadline is no wish for new titles
    expect(parse("done by 10 at the absolute latest, a drama").yearMin).toBeNull();
    // long hostile text made of the window's and the placed times' own words stays fast
    expectWithinCpuBudget(() => {
      parse(`${"booked 1 to 2:3 back at my desk by 4 is 5:55 ".repeat(25)}`);
      parse(`${"a quarter of an 10 of that is ".repeat(30)}`);
    }, 250);
  });

  it("with no time there is, such a length is a size, and a night to the alarm is no evening", () => {
    expect(parse("two hours of laughs").maxRuntime).toBe(126);
    expect(parse("it's 8 and my alarm is at 6").maxRuntime).toBeNull();
    // a range of lengths is no length spent ("to two hours" is its other end)
    expect(parse("a film of 90 minutes to two hours").maxRuntime).toBeGreaterThanOrEqual(90);
  });
});

describe("a limit on a title's own length", () => {
  it("at an hour and a quarter or more asks for a film; the time someone has only leans to one", () => {
    // a format word a length limit follows is no refusal of the format
    expect(parse("no cops, and no episodes longer than 45 min")).toMatchObject({ type: "tv", maxRuntime: 45 });
    expect(parse("anime I can get through in a week at 3 eps a night").type).toBe("tv");
    expect(parse("war pictures from the forties").type).toBe("movie");
    expect(parse("thinky sci-fi, under 2 hours this time").type).toBe("movie");
    expect(parse("a thriller, nothing over 100 minutes").type).toBe("movie");
    expect(parse("I have 2 hours, a thriller").type).toBeNull();
    expect(parse("a comedy under 45 minutes").type).toBeNull();
    expect(parse("a show, under 2 hours").type).toBe("tv");
  });
});

describe("'half' as a quantity", () => {
  it("'half hr max' is half an hour, as 'half an hour max' is", () => {
    expect(parse("nothing long, half hr max").maxRuntime).toBe(30);
    expect(parse("half an hour max").maxRuntime).toBe(30);
    expect(parse("half hour episodes").maxRuntime).toBe(30);
  });
});

describe("time shared between episodes", () => {
  it("'two episodes in an hour' gives each episode half of it", () => {
    expect(parse("two episodes in an hour").maxRuntime).toBe(30);
    expect(parse("I have 90 minutes for three episodes").maxRuntime).toBe(30);
    expect(parse("3 episodes in the hour and a half before work").maxRuntime).toBe(30);
    // a length said per episode is not shared
    expect(parse("a couple of episodes, 30 minutes each").maxRuntime).toBeGreaterThanOrEqual(30);
  });
});

describe("an age said of someone", () => {
  it.each([
    ["with my nephew who's 7", 7],
    ["my twins are 6 and love trains", 6],
    ["my little one is five", 5],
    ["for a toddler", 2],
    ["for a preschooler", 4],
    ["two under-fives", 4],
    ["for the under 10s", 9],
  ])("%j is a viewer of %i, who gets family-safe titles", (text, age) => {
    expect(parse(text)).toMatchObject({ viewerAge: age, familySafe: true });
  });

  it("a child refused is no viewer ('a horror for my teen, nothing for toddlers')", () => {
    expect(parse("a horror for my teen, nothing for toddlers")).toMatchObject({ viewerAge: null, familySafe: false });
  });

  it("'he's 5', 'my daughter is seven' are viewers' ages; '5 minutes away' is not", () => {
    expect(parse("animaited movie for my nefew hes 5")).toMatchObject({ viewerAge: 5, familySafe: true });
    expect(parse("my daughter is seven and loves horses").viewerAge).toBe(7);
    expect(parse("the kids are 4 and 6").viewerAge).toBe(4);
    expect(parse("he is 5 minutes away, a quick sitcom").viewerAge).toBeNull();
    expect(parse("she's 2 episodes in").viewerAge).toBeNull();
  });

  it("a school year gives the youngest age in it; 'the year 2000' and '2 year olds' are not school years", () => {
    expect(parse("I teach a Year 2 class, what film can I put on?")).toMatchObject({ viewerAge: 6, familySafe: true });
    expect(parse("something for my 3rd grader").viewerAge).toBe(8);
    expect(parse("a movie for a fifth-grade class").viewerAge).toBe(10);
    expect(parse("grade 7 movie day").viewerAge).toBe(12);
    expect(parse("my kindergartener wants a movie").viewerAge).toBe(5);
    expect(parse("a film from the year 2000")).toMatchObject({ viewerAge: null, yearMin: 2000 });
    expect(parse("something for my 2 year old").viewerAge).toBe(2);
  });
});

describe("lengths that tell what happened", () => {
  it.each([
    "nothing with magic in it, my wife tried me on one of those and I lasted ten minutes. a period drama",
    "we watched for 20 minutes and gave up. a comedy",
    "the last one I switched off after 40 minutes, a thriller this time",
    "she walked out after an hour and a half. a comedy",
  ])("reads no runtime from %j", (text) => {
    const mood = parse(text);
    expect(mood.maxRuntime).toBeNull();
    expect(mood.runtimePreference).toBeNull();
  });

  it.each([
    ["got like an hr n 20 before my shift", 80],
    ["I've got 90 minutes", 90],
    ["we only have 2 hours, we watched for ages last night", 120],
  ])("still reads %j as the time there is", (text, most) => {
    expect(parse(text).maxRuntime).toBe(most);
  });
});

describe("a part of the time there is given to something else, and a length for each title", () => {
  it.each([
    ["4 hour layover, about 1 hour of that is getting back through security, two films back to back in the rest", 90],
    ["a 3 hour train ride and 40 minutes of that is the tunnel with no signal. a thriller", 140],
    ["want as many eps of a crime show as i can fit, each one under 45", 44],
    ["three films, each under 100", 99],
    ["something under the hour, a comedy", 60],
    ["a comedy within the half hour", 30],
    ["have 2 hrs but the first 20 mins will go on arguing about what to watch. thriller", 100],
    ["we land in 2h15 and they make you put everything away about 25 min before that. one movie", 110],
    ["a seven and a half hour flight and I'll sleep for five of them. one big epic", 150],
    ["I have 90 minutes, 10 of them go on the kids' bath. a comedy", 80],
    // a shorter length before an event comes off the time there is; the time there is runs up to one
    ["the crossing is 90 minutes and the wifi dies 10 min before port. funny", 80],
    ["we have 3 hours and need to stop 20 minutes before bed", 160],
    ["I have 2 hours before my shift", 120],
  ])("reads %j as at most %i minutes", (text, most) => {
    expect(parse(text).maxRuntime).toBe(most);
  });

  it.each([
    "a musical, but an hour of it is singing",
    "two kids each under 12, a fun film",
    "the first ten minutes of it are slow, a thriller",
    "an 11 hour flight, I'll sleep about half of it",
    // a time gone by
    "the power came back an hour ago, a crowd-pleaser of a film",
  ])("reads no runtime from %j", (text) => {
    expect(parse(text).maxRuntime).toBeNull();
  });

  it("stays linear on long hostile input", () => {
    expectWithinCpuBudget(() => {
      parse(`${"sleep for five of them of them hours ".repeat(250)}`);
      parse(`${"2 hours 10 of those go ".repeat(400)}`);
    }, 1500);
  });
});
