import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { frontRefusals } from "./refusals";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("refusals a story tells", () => {
  it.each([
    // a bad feeling about the kind named
    [
      "My brother sulked through the whole western we rented, it was awful. A mystery for tonight",
      "Western",
      "Mystery",
    ],
    ["the kids cried for an hour after that war film. something gentle and funny", "War", "Comedy"],
    ["My mum finds musicals painfully boring. Any good crime drama?", "Music", "Crime"],
    ["My brother reckons westerns rot your brain, and he may be right. A good mystery then", "Western", "Mystery"],
    // a request that turns away from what was told
    ["Our book club has read nothing but true crime docs for a year. A comedy instead", "Documentary", "Comedy"],
    ["My son has watched every western ever made, twice. Anything different, maybe a heist", "Western", "Crime"],
    // a request for what the person would not choose, before or after the habit it breaks
    ["Something I would never pick myself, maybe a comedy. My dad and I only watch westerns", "Western", "Comedy"],
    ["all my husband puts on is war films. a mystery he wouldn't normally go near, not his usual", "War", "Mystery"],
    // a short remark refusing what was told
    ["Last weekend we did a horror marathon at my sister's place. Never again. Something cosy", "Horror", "Comedy"],
    [
      "My uncle put a western on at Christmas and nobody spoke for an hour. Not sitting through that again. Something funny",
      "Western",
      "Comedy",
    ],
    // a request naming kinds of its own, after a kind told without warmth
    ["Documentaries are all my brother puts on. I want a thriller or a mystery", "Documentary", "Thriller"],
    ["a comedy to have on while I iron. my flatmate's musicals have been on all week", "Music", "Comedy"],
    // sarcasm turns warm words round, and an emoji ends a sentence as a full stop does
    ["A war film for date night, yeah right, she'd adore that. A romcom please", "War", "Romance"],
    ["oh a documentary about trains, how thrilling 🙄 something funny for me", "Documentary", "Comedy"],
    ["my sister's horror marathons were the worst 😩 a comedy please", "Horror", "Comedy"],
  ])("%j refuses %s and keeps %s", (text, refusedGenre, keptGenre) => {
    const mood = parse(text);
    expect(mood.excludeGenres).toContain(refusedGenre);
    expect(mood.genres[keptGenre] ?? 0).toBeGreaterThan(0);
  });

  it.each([
    // a good feeling about what was told, or a mixed one that ends well
    ["My dad loves a good western, he grew up on them. Something for his birthday", "Western"],
    ["Horror used to scare me as a kid, but now I adore it. Something for tonight", "Horror"],
    // the request names the kind itself, or asks for more of it
    ["My wife thinks musicals are silly and awful. I want a musical anyway", "Music"],
    ["The last heist film we saw was terrible. Another heist film, a better one", "Crime"],
    // an alternative asked of the app is a request, not a story
    ["a stand-up special? or if you don't have those, a sitcom about a comedian", "Comedy"],
    // a kind told warmly stays, whatever else is asked for
    ["We watched a western last night and loved it. Something with adventure too", "Western"],
    // a habit with no wish to break it is a wish for more
    ["I only ever watch westerns. What should I put on tonight?", "Western"],
    // nothing is asked for after it
    ["My grandad watched westerns every Sunday and hated the bad ones", "Western"],
    // a run of wishes tells nothing, even beside a turn
    ["Horror film tonight with my girlfriend. Anything but gore though", "Horror"],
    // an emoji after a wish closes it, and a wry face (no eye-roll) over a kind refuses nothing
    ["a cozy romcom 😍 with snacks", "Romance"],
    ["a romcom again 🙃 I know, I'm predictable", "Romance"],
  ])("%j keeps %s", (text, kept) => {
    const mood = parse(text);
    expect(mood.excludeGenres).not.toContain(kept);
    expect(mood.genres[kept] ?? 0).toBeGreaterThan(0);
  });

  it("refuses only the kind told about, in its place", () => {
    expect(frontRefusals("We sat through a western last night and it was dreadful. A comedy instead")).toBe(
      "We sat through a no western last night and it was dreadful. A comedy instead",
    );
  });

  it("refuses a length said sarcastically with its kind, leaving it a ceiling", () => {
    const mood = parse("Sure, a four-hour biopic about a composer, yeah right. Something light and funny");
    expect(mood.runtimePreference).not.toBe("long");
    expect(mood.maxRuntime).toBe(240);
  });

  it("stays linear on long hostile input", () => {
    // ten times the longest mood the engine reads, through every refusal reader
    const long = `${"my dad says horror is awful and ".repeat(320)}. something else`;
    expectWithinCpuBudget(() => {
      frontRefusals(long);
      frontRefusals(`${"western. ".repeat(1100)}anything else`);
      frontRefusals(`${"a three-hour war epic 🙄 yeah right ".repeat(280)}something else`);
    }, 1500);
  });
});
