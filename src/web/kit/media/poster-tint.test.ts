import { describe, expect, it } from "vitest";
import { POSTER_TINTS, posterMonogram, posterTint } from "./poster-tint";

describe("posterTint", () => {
  it("gives a title the same tint every time, from the design palette", () => {
    expect(posterTint("Arrival")).toBe(posterTint("Arrival"));
    expect(POSTER_TINTS).toContain(posterTint("Arrival"));
  });

  it("spreads titles over the whole palette", () => {
    const titles = Array.from({ length: 60 }, (_, i) => `Imported title ${i}`);
    expect(new Set(titles.map(posterTint)).size).toBe(POSTER_TINTS.length);
  });

  it("copes with an empty title", () => {
    expect(POSTER_TINTS).toContain(posterTint(""));
  });
});

describe("posterMonogram", () => {
  it("takes the first letter, skipping a leading article and punctuation", () => {
    expect(posterMonogram("The Matrix")).toBe("M");
    expect(posterMonogram("“ögon”")).toBe("Ö");
    expect(posterMonogram("2001: A Space Odyssey")).toBe("2");
    expect(posterMonogram("A")).toBe("A");
  });

  it("falls back to a question mark when there is no letter", () => {
    expect(posterMonogram("…")).toBe("?");
  });
});
