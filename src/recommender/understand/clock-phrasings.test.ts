import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import { buildIndex, parseMood } from "../engine";
import { TEST_TITLES } from "../fixtures/test-catalogue";

const index = buildIndex(TEST_TITLES);
const parse = (text: string) => parseMood(index, text);

/** The time there is, said with clock times and events of the evening in our own wordings. */
describe("clock times and events of the evening", () => {
  it.each([
    ["it's 7:15 and my partner has a 9pm work call, something we can finish", 105],
    ["its 6pm, my 7:40 bus, a comedy", 100],
    ["Gran goes to bed at 9 sharp. dinner ends about 7:15. something we can all finish", 105],
    ["date night on the couch, 9pm start, must be done by 10:45", 105],
    ["gf wants scary, we have til 11 and its 9:20", 100],
    ["kick off is 7:45 and it's 6 now", 105],
    ["pickup is 3:15 and it's 1:40", 95],
    ["new year's eve, a film that ends right at midnight. we're pressing play at 10:20", 100],
    ["a film to end bang on midnight, we start at 10:10", 110],
    ["it's 10:50pm, alarm is 6:15, I need 6 hours sleep minimum. something light", 85],
    ["bedtime is 7:30 and it's 5:10. I want to stop 20 min in the middle for dinner", 120],
    ["nothing longer than an hour and a half", 90],
    ["under the 2 hour mark", 119],
    // the top of a range said is a bound
    ["a sitcom, 20-25 min eps", 25],
    ["episodes of about 40 to 50 minutes", 50],
    ["we'll start around 9:30, lights out by 11:30 latest", 120],
    ["fireworks start at 8:30 and we need to leave by 8:10. It's 6:20 now. Film while we eat?", 110],
    ["free tonight 8-10, something with my sister", 120],
    // someone else's nap is the time there is, not a film's size give or take
    ["my son naps for about 75 minutes, a film for me while he's down", 75],
    // what something takes of the time there is comes off it
    ["we get two hours together, lunch takes a good 20 minutes of that", 100],
    // of two deadlines, the first one reached binds, wherever it is said
    ["the concert starts at 9 and we have to leave at 8:15, it's 6:45", 90],
    // home is when watching starts; a drive inside the clock times comes off them
    ["theatre doors open at 8, I'm home from the office at 5:45, the drive in is 30 minutes", 105],
    ["get home around 6, have to leave by 8:30 and it's a 40 min drive to the party. a comedy", 110],
    ["home by 4, doors are 7:15, need half an hour to get changed. something fun first", 165],
  ])("makes %j a strict ceiling of %i minutes", (text, minutes) => {
    expect(parse(text).maxRuntime).toBe(minutes);
  });

  it("reads a start named by its time, an age and a point reached as no deadline and no length", () => {
    // an appointment's time starting something, or an age, is no deadline
    expect(parse("it's 7 and we have a 7:30 start").maxRuntime).toBeNull();
    expect(parse("it's 7, my 9 year old wants a film").maxRuntime).toBeNull();
    // a point reached in something is no length of it
    expect(parse("bored of knowing how everything ends twenty minutes in. something odd").maxRuntime).toBeNull();
    expect(parse("I fell asleep ten minutes into it last time, a comedy").maxRuntime).toBeNull();
  });

  it("reads long hostile text of its own words in linear time", () => {
    expectWithinCpuBudget(() => {
      parse("it's 7 a 9pm start pressing play at 10 alarm is 6 ".repeat(200));
      parse("nothing longer than an hour and a half under the 2 hour ".repeat(200));
      parse("home from the work at 5 doors open 7 the drive in is 20 minutes tonight 9-11 ".repeat(150));
      parse("my son naps for about 75 minutes ".repeat(300));
    }, 1500);
  });
});
