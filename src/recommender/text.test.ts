import { describe, expect, it } from "vitest";
import { COMPILED, LEXICON } from "./lexicon/index";
import { editDistance, normalizeTitle, stem, stemPhrase, tokenize } from "./text";

describe("stemming", () => {
  it("brings word families together", () => {
    const laugh = stem("laugh");
    for (const w of ["laughs", "laughing", "laughed"]) expect(stem(w)).toBe(laugh);
    expect(stem("comedies")).toBe(stem("comedy"));
    expect(stem("scarier")).toBe(stem("scary"));
    expect(stem("zombies")).toBe(stem("zombie"));
    expect(stem("movies")).toBe(stem("movie"));
    expect(stem("relaxing")).toBe(stem("relaxed"));
  });

  it("stems phrases and splits hyphens", () => {
    expect(stemPhrase("Feel-Good")).toBe("feel good");
    expect(stemPhrase("mind-bending")).toBe(stemPhrase("mind bending"));
  });

  it("tokenizes with clause breaks and capitals", () => {
    const t = tokenize("No romance, pure Action");
    expect(t.map((x) => x.raw)).toEqual(["no", "romance", "pure", "action"]);
    expect(t[1]?.breakAfter).toBe(true);
    expect(t[3]?.capital).toBe(true);
  });
});

describe("titles", () => {
  it("normalises titles for lookup", () => {
    expect(normalizeTitle("The Matrix")).toBe("matrix");
    expect(normalizeTitle("Amélie")).toBe("amelie");
    expect(normalizeTitle("Singin' in the Rain")).toBe("singin in the rain");
    expect(normalizeTitle("Face/Off")).toBe("face off");
  });

  it("measures small typos", () => {
    expect(editDistance("intersteller", "interstellar", 2)).toBe(1);
    expect(editDistance("matirx", "matrix", 2)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBeGreaterThan(1);
  });
});

describe("lexicon", () => {
  it("has several hundred entries and thousands of phrases, with no conflicting phrase", () => {
    expect(LEXICON.length).toBeGreaterThan(250);
    expect(COMPILED.phrases.size).toBeGreaterThan(2000);
    expect(COMPILED.duplicates).toEqual([]);
  });

  it("maps synonyms to the same entry", () => {
    const hilarious = COMPILED.phrases.get(stemPhrase("hilarious"));
    expect(hilarious).toBeDefined();
    expect(COMPILED.phrases.get(stemPhrase("laughing"))).toBe(hilarious);
    expect(hilarious?.g?.Comedy).toBeGreaterThan(0.9);
  });
});

describe("clause breaks", () => {
  it("a dash between spaces breaks the clause; a hyphen inside a word does not", () => {
    const tokens = tokenize("so tired — something light-hearted - please");
    expect(tokens.filter((t) => t.breakAfter).map((t) => t.raw)).toEqual(["tired", "hearted"]);
    expect(tokens.map((t) => t.raw)).toEqual(["so", "tired", "something", "light", "hearted", "please"]);
  });
});
