import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "./engine";
import { makeTitle, TEST_TITLES } from "./fixtures/test-catalogue";
import { adjustments, scoringContext } from "./score";
import type { EngineTitle } from "./types";

const index = buildIndex(TEST_TITLES);
const contextFor = (text: string) => scoringContext(index, parseMood(index, text), { mood: text });

describe("a genre named in so many words", () => {
  it("ranks a title carrying none of the named genres down, beside one that carries them", () => {
    const ctx = contextFor("sci-fi, but more wonder, less dread");
    expect([...ctx.namedGenres]).toEqual(["Science Fiction"]);
    const built = buildIndex([
      ...TEST_TITLES,
      makeTitle("wonder-sf", { genres: ["Science Fiction", "Family"] }),
      makeTitle("wonder-only", { genres: ["Family"] }),
    ]);
    const at = (id: string) => built.titles[built.byId.get(id) ?? -1];
    const builtCtx = scoringContext(built, parseMood(built, "sci-fi, but more wonder, less dread"), {
      mood: "sci-fi, but more wonder, less dread",
    });
    const [withGenre, without] = [at("wonder-sf"), at("wonder-only")];
    if (!withGenre || !without) throw new Error("fixture titles missing");
    expect(adjustments(withGenre, builtCtx) - adjustments(without, builtCtx)).toBeCloseTo(0.1, 5);
  });

  it("is not a genre only evoked by the person's circumstances ('she had nightmares after the last one')", () => {
    expect(contextFor("my niece is nine, nothing scary, she had nightmares after the last one").namedGenres.size).toBe(
      0,
    );
    expect(contextFor("something cozy").namedGenres.size).toBe(0);
  });
});

/**
 * How much more the soft preferences give the `favoured` title than the `other` for a request, both
 * added to the test catalogue.
 */
function adjustmentGap(favoured: EngineTitle, other: EngineTitle): (text: string) => number {
  const built = buildIndex([...TEST_TITLES, favoured, other]);
  const [a, b] = [favoured, other].map((t) => built.titles[built.byId.get(t.id) ?? -1]);
  if (!a || !b) throw new Error("fixture titles missing");
  return (text) => {
    const ctx = scoringContext(built, parseMood(built, text), { mood: text });
    return adjustments(a, ctx) - adjustments(b, ctx);
  };
}

describe("a show made for small children", () => {
  const gap = adjustmentGap(
    makeTitle("sitcom", { type: "tv", certification: "TV-PG", genres: ["Animation", "Family"] }),
    makeTitle("preschool", { type: "tv", certification: "TV-Y", genres: ["Animation", "Family"] }),
  );

  it("ranks down for a request that says nothing of children", () => {
    expect(gap("a comfort show for exam season")).toBeCloseTo(0.08, 5);
  });

  it.each(["a comfort show for my 4 year old", "something cozy for the kids", "an animated comfort show"])(
    "costs nothing when children or their genres are asked for: %j",
    (text) => {
      expect(gap(text)).toBeCloseTo(0, 5);
    },
  );
});

describe("harsh content refused", () => {
  const gap = adjustmentGap(
    makeTitle("rated-14", { type: "tv", certification: "TV-14", genres: ["Crime", "Mystery"] }),
    makeTitle("rated-ma", { type: "tv", certification: "TV-MA", genres: ["Crime", "Mystery"] }),
  );

  it("ranks the strictest rating down when violence or gore is refused, even as 'not too'", () => {
    expect(gap("a detective series, not too gory")).toBeCloseTo(0.06, 5);
    expect(gap("a detective series, nothing violent")).toBeCloseTo(0.06, 5);
  });

  it("leaves ratings alone otherwise", () => {
    expect(gap("a detective series")).toBeCloseTo(0, 5);
  });
});

describe("a country refused", () => {
  const gap = adjustmentGap(
    makeTitle("from-fr", { genres: ["War"], country: "FR" }),
    makeTitle("from-us", { genres: ["War"], country: "US" }),
  );

  it("ranks its titles down", () => {
    expect(gap("a war film that is not American")).toBeCloseTo(0.16, 5);
  });

  it("leaves countries alone otherwise", () => {
    expect(gap("a war film")).toBeCloseTo(0, 5);
  });
});
