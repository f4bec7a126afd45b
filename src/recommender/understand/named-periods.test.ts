import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import namedPeriods from "../data/named-periods.json" with { type: "json" };
import { namedPeriodsInYears } from "./named-periods";

interface Entry {
  names: string[];
  from: number;
  to: number;
  person?: boolean;
  needsTimeWord?: boolean;
}
const ENTRIES = Object.entries(namedPeriods as Record<string, unknown>).filter(([label]) => !label.startsWith("_")) as [
  string,
  Entry,
][];
/** The years an entry is written as when nothing narrows or widens them. */
const written = (p: Entry) => (p.from === p.to ? `${p.from}` : `${p.from} to ${p.to}`);

describe("periods named by their events", () => {
  it.each([
    ["a thriller made before the Berlin Wall came down", "a thriller made up to 1989"],
    ["post-9/11 spy thriller", "since 2001 spy thriller"],
    ["anything released during the Obama years", "anything released 2009 to 2016"],
    ["a series from the pandemic era", "a series 2020 to 2021"],
    ["lockdown-era comedy", "2020 to 2021 comedy"],
    ["a teen comedy from before smartphones", "a teen comedy from up to 2007"],
    ["made before everyone had a mobile phone", "made before 1997"],
    ["a comedy from before social media", "a comedy from before 2006"],
    // "pre-" puts even a plain word's name before its time
    ["a pre-internet mystery", "a before 1995 mystery"],
    ["pre-streaming sitcoms", "before 2012 sitcoms"],
    ["something from when Thatcher was prime minister", "something from 1979 to 1990"],
    ["nothing made since lockdown", "nothing made since 2020"],
    ["a comedy from the moon landing era", "a comedy 1969"],
    ["in the Reagan years", "in 1981 to 1988"],
  ])("%s", (said, written) => {
    expect(namedPeriodsInYears(said)).toBe(written);
  });

  it.each([
    // a subject, not a time
    "a cold war spy story",
    "a film about lockdown",
    // the person's circumstance
    "stuck in lockdown with the kids",
    // where the story is set
    "a drama set during the Cold War",
    // a person's name with no word of time, and a title holding one
    "something Obama would recommend",
    "like The Blair Witch Project",
  ])("leaves %s as it is", (said) => {
    expect(namedPeriodsInYears(said)).toBe(said);
  });

  it("reads long adversarial text in linear time", () => {
    expectWithinCpuBudget(() => {
      namedPeriodsInYears("before the the cold cold war war era- ".repeat(300));
      namedPeriodsInYears(`${"post-".repeat(2000)}x`);
    }, 500);
  });
});

describe("eras said by cultural memory", () => {
  it.each([
    // what everyone had, wore, played, listened to
    ["something from when everyone had a walkman", "something from 1980 to 1990"],
    ["a comedy from when we all had Tamagotchis", "a comedy from 1996 to 1998"],
    ["back when everyone wore bell bottoms", "1968 to 1976"],
    ["a thriller from when people listened to grunge", "a thriller from 1991 to 1994"],
    ["when you all played Pokemon Go", "2016"],
    ["something from when we were all into Britpop", "something from 1994 to 1997"],
    ["from when everyone was on MySpace", "from 2004 to 2008"],
    ["a film from when my mum wore shoulder pads", "a film from 1980 to 1989"],
    ["when kids collected pogs", "1993 to 1995"],
    ["in the days when everyone rented VHS tapes", "1985 to 1998"],
    ["when we all did the macarena", "1996"],
    ["when everyone had boomboxes", "1980 to 1987"],
    ["a comedy from back when we had to rewind the tape", "a comedy from 1985 to 1998"],
    ["a thriller from before anybody had a smartphone", "a thriller from up to 2007"],
    ["before everyone had flip phones", "before 1999"],
    // a clause saying it was big
    ["back when Nirvana was huge", "1991 to 1994"],
    ["a film from when the Spice Girls were everywhere", "a film from 1996 to 2000"],
    ["when disco was all the rage", "1974 to 1979"],
    ["when grunge was a thing", "1991 to 1994"],
    ["when shoulder pads were in fashion", "1980 to 1989"],
    ["when autotune was on every song", "2007 to 2010"],
    ["when Britpop was on the radio", "1994 to 1997"],
    ["when the Beatles were at the top of the charts", "1963 to 1970"],
    ["when boy bands were so popular", "1996 to 2001"],
    ["BACK WHEN MADONNA WAS HUGE", "1984 to 1990"],
    // a clause saying it began or ended: its first or last year
    ["something from when the walkman came out", "something from 1980"],
    ["since the iPod came out", "since 2003"],
    ["anything after disco died", "anything since 1979"],
    ["since the Beatles broke up", "since 1970"],
    // the decade, era, years, days of …
    ["a comedy from the decade of shoulder pads and disco", "a comedy 1974 to 1989"],
    ["something from the decade of disco", "something 1970s"],
    ["a thriller from the days of flip phones and frosted tips", "a thriller 1999 to 2003"],
    ["a film from the year of the moon landing", "a film 1969"],
    ["the year of the moon landing", "1969"],
    ["the year the wall came down", "1989"],
    ["the year the walkman came out", "1980"],
    ["the days when disco was king", "1974 to 1979"],
    ["the days of Elvis", "1956 to 1962"],
    ["a film from the era of Beanie Babies", "a film 1995 to 1999"],
    ["at the height of Beatlemania", "at 1963 to 1970"],
    ["something from those glory days of hair metal", "something 1983 to 1990"],
    ["a comedy made during the days of the Cold War", "a comedy made 1947 to 1991"],
    ["before the days of dial-up", "before 1995"],
    ["since the days of VHS", "since 1985"],
    ["around the time of Woodstock", "around 1969"],
    ["about the time of the millennium", "around 2000"],
    // the X era, years, days, heyday, craze
    ["an adventure from the Game Boy era", "an adventure 1989 to 1998"],
    ["the Elvis years", "1956 to 1962"],
    ["the Beatles’ heyday", "1963 to 1970"],
    ["a film from the tamagotchi craze", "a film 1996 to 1998"],
    ["a thriller from the disco era", "a thriller 1974 to 1979"],
    ["the Obama years", "2009 to 2016"],
    // prepositions with a plain word's name
    ["during the Blitz", "1940 to 1941"],
    ["a horror from before Chernobyl", "a horror from up to 1986"],
    ["something made after grunge", "something made after 1994"],
    ["around the moon landing", "around 1969"],
  ])("%s", (said, written) => {
    expect(namedPeriodsInYears(said)).toBe(written);
  });

  it.each([
    // overlapping: the years they share
    ["something from when everyone had a walkman, massive hair and synths", "something from 1982 to 1986"],
    ["from the days of the moon landing, bell bottoms, Woodstock", "1969"],
    ["a film from the disco and punk years", "a film 1976 to 1979"],
    ["when everyone listened to Nirvana and Pearl Jam", "1991 to 1994"],
    // no year shared: from the first to the last
    ["when everyone had a walkman, a mullet and a Rubik’s cube", "1980 to 1992"],
    // a bound is taken at the span's edge: before both
    ["made before disco and punk", "made before 1974"],
  ])("several markers: %s", (said, written) => {
    expect(namedPeriodsInYears(said)).toBe(written);
  });

  it.each([
    ["the year of the moon landing, give or take a year or two", "1967 to 1971"],
    ["the moon landing era give or take a year", "1968 to 1970"],
    ["from the year of Woodstock, plus or minus 2 years", "1967 to 1971"],
    ["a film from the walkman era, give or take a few years", "a film 1977 to 1993"],
    ["when everyone had a Game Boy, give or take a couple of years", "1987 to 2000"],
    // no amount: a single year is "around" it (two years either side), a stretch keeps its own edges
    ["something from the moon landing or so", "something around 1969"],
    ["the year of Live Aid or thereabouts", "around 1985"],
    ["from the Britpop years or so", "1994 to 1997"],
    // a bound says where it falls, whatever the widening
    ["before the moon landing or so", "up to 1969"],
  ])("widened: %s", (said, written) => {
    expect(namedPeriodsInYears(said)).toBe(written);
  });

  it.each([
    // a marker with no word of time is a subject
    "a documentary about Woodstock",
    "a film about the Beatles",
    "a Beatles documentary",
    "something with disco music and roller skates",
    "a punk rock documentary",
    "a movie like Woodstock",
    "an oasis of calm after work",
    "a swing dance movie",
    "a film that got rave reviews",
    // a look and sound said bare, or as a craze or a height, is as much a style or a setting as a time:
    // left to the lexicon's lean on its decade (decision 0033)
    "a disco soundtrack",
    "the height of disco",
    "the disco craze",
    // the time said after "about" is the film's subject
    "a film about the disco era",
    "a documentary about when punk was huge",
    "a doc about the days of Beatlemania",
    "a film about the Obama years",
    // where the story is set
    "a romance set in the days of disco",
    "a comedy set back when everyone had a walkman",
    "a drama set during the punk years",
    "a thriller that takes place during the Blitz",
    // a person's or plain word's name after "from", "when", "around" alone
    "a concert film from the Beatles",
    "songs from Nirvana",
    "when Madonna sings",
    "a story around the Beatles",
    "from cassette to vinyl",
    // "post-" and "under" never make a plain word a time
    "post-punk bands",
    "the post-punk era",
    "dancing under disco lights",
    // a person's death is not the end of their height
    "a biopic about life after Elvis died",
    // a stretch refused is no wish for it (a refused bound is the years reader's to turn round)
    "nothing from the disco era",
    "anything but the Obama years",
    "no films from when everyone had a walkman",
    // no "when", or not in the past
    "a film where everyone has a walkman",
    "something to watch when my kids play Pokemon Go",
  ])("leaves %s as it is", (said) => {
    expect(namedPeriodsInYears(said)).toBe(said);
  });

  it.each([
    // a word of time proper makes even a look and sound a time (decision 0033)
    ["the decade of shoulder pads and synths, adventure from then", "1980s, adventure from then"],
    ["flip phones era romcom", "1999 to 2007 romcom"],
    ["the disco era", "1974 to 1979"],
    ["disco's heyday", "1974 to 1979"],
    ["the days of Woodstock", "1969"],
    ["grunge era teen movie", "1991 to 1994 teen movie"],
    // "when X still <did something>" is its height
    ["something from when MTV still played music videos", "something from 1981 to 1991 music videos"],
  ])("writes %s as %s", (said, written) => {
    expect(namedPeriodsInYears(said)).toBe(written);
  });

  it("gives way to a decade said outright, reads 'before it started' as before its first year, and 'the first X'", () => {
    // what was around then only colours a decade named in so many words
    expect(namedPeriodsInYears("a comedy from the eighties, when everyone had a walkman")).toBe(
      "a comedy from the eighties, when everyone had a walkman",
    );
    expect(namedPeriodsInYears("anything made before the pandemic started")).toBe("anything made before 2020");
    expect(namedPeriodsInYears("a drama from after the first iPhone came out")).toBe("a drama from since 2007");
  });

  it("leaves text holding the marks a name's token is written with as it is", () => {
    const said = "before the moon landing \uE0000\uE001";
    expect(namedPeriodsInYears(said)).toBe(said);
  });

  it("reads long runs of markers and frames in linear time", () => {
    expectWithinCpuBudget(() => {
      namedPeriodsInYears("when everyone had a walkman, ".repeat(300));
      namedPeriodsInYears("disco and punk and ".repeat(500));
      namedPeriodsInYears("the days of the days of ".repeat(400));
      namedPeriodsInYears("when everyone was all into ".repeat(400));
      namedPeriodsInYears("give or take a year or two ".repeat(400));
      namedPeriodsInYears("walkman".repeat(1500));
    }, 500);
  });
});

describe("the cultural markers table", () => {
  it("holds a broad table of markers, each with plausible years", () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(140);
    for (const [label, p] of ENTRIES) {
      expect(p.from, label).toBeGreaterThanOrEqual(1900);
      expect(p.to, label).toBeLessThanOrEqual(2025);
      expect(p.to - p.from, label).toBeLessThanOrEqual(45);
    }
  });

  it.each(ENTRIES)("every name of %s is read in a frame of time", (_, p) => {
    for (const name of p.names) expect(namedPeriodsInYears(`from the days of ${name}`), name).toBe(written(p));
  });

  it.each(ENTRIES.filter(([, p]) => p.person || p.needsTimeWord))(
    "%s is no time after a bare 'from', and is with a word after it",
    (_, p) => {
      for (const name of p.names) {
        expect(namedPeriodsInYears(`a film from ${name}`), name).toBe(`a film from ${name}`);
        expect(namedPeriodsInYears(`a film from the ${name} era`), name).toBe(`a film ${written(p)}`);
      }
    },
  );

  it.each(ENTRIES.filter(([, p]) => p.needsTimeWord))(
    "%s is a time with a word of time, and left to the lexicon as a craze or after post-",
    (_, p) => {
      for (const name of p.names) {
        expect(namedPeriodsInYears(`the ${name} era`), name).toMatch(/^\d{4}(?: to \d{4})?$/);
        expect(namedPeriodsInYears(`the ${name} craze`), name).toBe(`the ${name} craze`);
        expect(namedPeriodsInYears(`post-${name}`), name).toBe(`post-${name}`);
      }
    },
  );
});

describe("an illness named like a period", () => {
  it("'recovering from covid' is no time; 'from the covid years' is", () => {
    expect(namedPeriodsInYears("recovering from covid, a fantasy series")).toBe(
      "recovering from covid, a fantasy series",
    );
    expect(namedPeriodsInYears("just got over covid")).toBe("just got over covid");
    expect(namedPeriodsInYears("something from the covid years")).not.toBe("something from the covid years");
  });
});
