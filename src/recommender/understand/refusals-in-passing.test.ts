import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { frontRefusals } from "./refusals";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

describe("refusals said in passing", () => {
  it.each([
    // irony, tagged after what it turns round
    ["Yay, a western marathon, said no one ever. A heist film instead", "Western", "Crime"],
    ["'I adore musicals', said my brother, never. Something funny", "Music", "Comedy"],
    // a preference for anything else
    ["we'd sooner clean the oven than watch a musical. A comedy", "Music", "Comedy"],
    ["I would rather sleep than endure another horror, give me a mystery", "Horror", "Mystery"],
    // a refusal said one word at a time
    ["NO. WESTERNS. A drama please", "Western", "Drama"],
    // a consequence said first, by someone named by whose they are
    ["my dad walks out of the room whenever anyone starts singing. a comedy", "Music", "Comedy"],
    // a consequence closing its clause that says more of itself
    ["if a zombie so much as groans I'm hiding under the duvet for a month. a thriller", "Horror", "Thriller"],
    // a reaction someone has, alone or with what causes it
    ["my 7 year old gets scared, something funny", "Horror", "Comedy"],
    ["a film for a 7 and an 11 year old without the little one getting scared", "Horror", "Family"],
    ["she gets nightmares from horror, an adventure", "Horror", "Adventure"],
    ["he gets bored with musicals, a comedy", "Music", "Comedy"],
    ["she gets scared by horror films, a comedy", "Horror", "Comedy"],
    // a refusal going on in a sentence of its own that opens on "or"
    ["i don't do westerns. or musicals. a comedy", "Music", "Comedy"],
    // and an "or" that turns to a wish asks for it
    ["not horror. or maybe a comedy", "Horror", "Comedy"],
    // one of a thing and what someone would do then
    ["One jumpscare and my girlfriend will never let me choose again. A whodunnit", "Horror", "Mystery"],
  ])("%j refuses %s and keeps %s", (text, refusedGenre, keptGenre) => {
    const mood = parse(text);
    expect(mood.excludeGenres).toContain(refusedGenre);
    expect(mood.genres[keptGenre] ?? 0).toBeGreaterThan(0);
  });

  it.each([
    // a correction and an answer keep their "no"
    ["80s action. no, 90s", "Action"],
    ["Not tonight. No. Something funny", "Comedy"],
    // a preference with no "would" before it is no refusal
    ["a comedy, rather long than short", "Comedy"],
    // an obligation is no walking out
    ["we start at 8 and I have to be asleep by 10. A comedy", "Comedy"],
    // a reaction wished for, or never had
    ["I want to get scared tonight, a horror", "Horror"],
    ["I love getting scared", "Horror"],
    // one more of something is a plan, not a refusal
    ["one more comedy and then bed", "Comedy"],
  ])("%j refuses nothing", (text, kept) => {
    const mood = parse(text);
    expect(mood.excludeGenres).toEqual([]);
    expect(mood.genres[kept] ?? 0).toBeGreaterThan(0);
  });

  it("reads 'one f-word and she's tutting' as no swearing", () => {
    expect(parse("one f-word and she's tutting for the rest of the night").maxCertLevel).toBe(1);
  });

  it("stays fast on long hostile text made of its own words", () => {
    expectWithinCpuBudget(() => {
      frontRefusals("no. said nobody, never. I'd rather than rather than ".repeat(60));
      frontRefusals(`${"if anyone sings my dad leaves the room the second ".repeat(40)}`);
    }, 250);
  });
});
