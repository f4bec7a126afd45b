import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { writtenOut } from "./shorthand";

const index = buildIndex(TEST_TITLES);

describe("texting shorthand", () => {
  it.each([
    ["WESTERN. OLD ONE. BLACK N WHITE", "WESTERN. OLD ONE. BLACK and WHITE"],
    ["movie night w/ my gf", "movie night with my girlfriend"],
    ["w/friends, smth lite b4 bed", "with friends, something lite before bed"],
    ["w/o gore", "without gore"],
    ["smth scary but not 2 scary", "something scary but not too scary"],
    // a pattern word misspelt, one letter off and known as no other word
    ["docu, ep lenght <45m", "docu, ep length <45m"],
    ["3 epsiodes befor bed, undr an hour", "3 episodes before bed, under an hour"],
    ["he h8s subs & i h8 gore", "he hates subs & i hate gore"],
    ["wat r ppl watching rn", "what r people watching right now"],
    // "X-free" refuses X, closed by a comma so the refusal reaches no further
    ["a horror-free film", "a no horror, film"],
  ])("%j reads as %j", (said, read) => {
    expect(writtenOut(said)).toBe(read);
  });

  it.each([
    // a count stays a count; a word holding the letters, a certificate and a title keep them
    "2 films before bed",
    "rated U, nothing scary",
    "Bend It Like Beckham and bfg",
    "Rock'n'roll",
    "a house with hours of fun, reason to live",
    // "hour" inside a clause, and "half" not placing a time
    "happy hour comedies",
    "half 2 hours of sitcom",
  ])("leaves %j as it is", (said) => {
    expect(writtenOut(said)).toBe(said);
  });

  it("reads long adversarial text in linear time", () => {
    expectWithinCpuBudget(() => {
      writtenOut("w/ w/o n 2 not 2 ".repeat(1000));
      writtenOut(`${"w/".repeat(5000)}o`);
      writtenOut("lenghtlenght befor ".repeat(500));
      writtenOut(", half hour".repeat(2000));
      writtenOut("till half till half 2 ".repeat(1000));
    }, 500);
  });

  it.each(["a docu about the sea", "any good docos?", "docus, short eps"])("reads %j as a documentary", (said) => {
    expect(parseMood(index, said).genres.Documentary ?? 0).toBeGreaterThan(0);
  });
});
