import { describe, expect, it } from "vitest";
import { buildIndex, recommend } from "./engine";
import { BROKEN_WISH_CAP } from "./explain";
import { TEST_TITLES } from "./fixtures/test-catalogue";
import { hookSentence, possessive } from "./reason";

const index = buildIndex(TEST_TITLES);

/** Finished sentences only: a capital first, a stop last, no ellipsis anywhere. */
const finished = (s: string) => /^[A-Z"0-9]/.test(s) && /[.!?]["')]?$/.test(s) && !s.includes("…");

describe("reasons", () => {
  it("keeps a short first sentence whole and ends it with a stop", () => {
    expect(hookSentence("A bear goes to London. He finds a family.")).toBe("A bear goes to London.");
    expect(hookSentence("a bear goes to london")).toBe("A bear goes to london.");
    // initials end no sentence
    expect(hookSentence("Lonely clerk C.C. Baxter lends out his flat. Then he falls in love.")).toBe(
      "Lonely clerk C.C. Baxter lends out his flat.",
    );
  });

  it("cuts a long first sentence at a clause boundary, never mid-clause", () => {
    const long =
      "A retired detective with a crippling fear of heights is hired by an old friend to follow his wife around San Francisco, and what he finds pulls him into an obsession that will not let go of him for years and years to come.";
    const hook = hookSentence(long);
    expect(hook).toBe(
      "A retired detective with a crippling fear of heights is hired by an old friend to follow his wife around San Francisco.",
    );
  });

  it("keeps the main clause of a sentence that opens with a subordinate one", () => {
    const long =
      "When twelve shell-shaped craft hover silently over the Earth, a linguist is brought in to work out how the visitors communicate before the nervous governments of the world decide that the only answer is war, while her own memories blur.";
    const hook = hookSentence(long);
    expect(hook.startsWith("When twelve shell-shaped craft hover silently over the Earth, a linguist")).toBe(true);
    expect(finished(hook)).toBe(true);
  });

  it("does not end a sentence at an initial or a title", () => {
    expect(hookSentence("Monkey D. Luffy sets sail to find a treasure. He gathers a crew.")).toBe(
      "Monkey D. Luffy sets sail to find a treasure.",
    );
    expect(hookSentence("Mr. Smith goes to Washington. Chaos follows.")).toBe("Mr. Smith goes to Washington.");
  });

  it("writes names in the possessive properly", () => {
    expect(possessive("Stranger Things")).toBe("Stranger Things'");
    expect(possessive("Heat")).toBe("Heat's");
  });

  it.each([
    "funny",
    "something dark and twisty",
    "cozy rainy day",
    "a mystery, but nothing gory",
    "like Inception but lighter",
    "asdf qwerty",
    "kids movie under 90 minutes",
  ])("every reason for %j is one or two finished sentences and quotes what it answers", (mood) => {
    const { picks, fallback } = recommend(index, { mood, limit: 10 });
    for (const p of picks) {
      const sentences = p.reason.split(/(?<=[.!?])\s+(?=[A-Z"])/);
      expect(sentences.length, p.reason).toBeLessThanOrEqual(2);
      for (const s of sentences) expect(finished(s), p.reason).toBe(true);
    }
    if (!fallback && !mood.startsWith("like")) expect(picks.some((p) => p.reason.includes('"'))).toBe(true);
  });
});

describe("what a reason quotes", () => {
  it("quotes the person's words, and names a wish read into other words without quoting it", () => {
    const { picks } = recommend(index, { mood: "something to watch this weekend", limit: 10 });
    expect(picks.length).toBeGreaterThan(0);
    for (const p of picks) {
      expect(p.reason, p.title).not.toContain('"a lazy weekend"');
      expect(p.reason, p.title).not.toMatch(/asked for a lazy weekend/i);
    }
    expect(picks.some((p) => p.reason.includes("a lazy weekend"))).toBe(true);
    const typed = recommend(index, { mood: "a lazy weekend", limit: 10 }).picks;
    expect(typed.some((p) => p.reason.includes('"a lazy weekend"'))).toBe(true);
  });
});

describe("scores and similar titles follow the request", () => {
  it("a pick that misses the main wish never shows more than the cap", () => {
    const { picks } = recommend(index, { mood: "western", limit: 15 });
    const byId = new Map(TEST_TITLES.map((t) => [t.id, t]));
    for (const p of picks) {
      const genres = byId.get(p.media_id)?.genres ?? [];
      if (!genres.includes("Western")) expect(p.match_score, p.title).toBeLessThanOrEqual(BROKEN_WISH_CAP);
    }
  });

  it("names the referenced title first among the similar ones", () => {
    const { picks, understood } = recommend(index, { mood: "like Inception", limit: 5 });
    expect(understood.references[0]?.title).toBe("Inception");
    for (const p of picks) expect(p.similar_to[0]).toBe("Inception");
  });

  it("similar titles change with the request for the same pick", () => {
    const lists = ["funny", "romantic", "family", "crime", "space", "scary"].map(
      (mood) => recommend(index, { mood, limit: 15 }).picks,
    );
    const seen = new Map<string, Set<string>>();
    for (const list of lists)
      for (const p of list) seen.set(p.media_id, (seen.get(p.media_id) ?? new Set()).add(p.similar_to.join("|")));
    const repeated = [...seen.values()];
    expect(repeated.some((variants) => variants.size > 1)).toBe(true);
  });
});

describe("the wish a reason quotes", () => {
  const quoted = (mood: string) =>
    recommend(index, { mood, limit: 5 })
      .picks.map((p) => p.reason.match(/"([^"]+)"/)?.[1])
      .filter(Boolean);

  it("is the person's own word when they typed one the lexicon knows", () => {
    const words = quoted("something hilarious");
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) expect(w).toBe("hilarious");
  });

  it("is our spelling of a word they mistyped", () => {
    for (const w of quoted("a horor movie")) expect(w).toBe("horror");
  });
});
