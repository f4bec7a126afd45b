import { describe, expect, it } from "vitest";
import { MOOD_TAGS } from "../shared/vocabulary";
import { moodTagsFromText } from "./tag-text";

describe("moodTagsFromText", () => {
  it("reads tags from genres, keywords and a synopsis with the lexicon", () => {
    const tags = moodTagsFromText({
      genres: ["Horror", "Mystery"],
      keywords: ["haunted house", "ghost"],
      text: "A family moves into an old house where something waits in the dark.",
    });
    expect(tags).toContain("scary");
    expect(tags).toContain("mysterious");
    expect(tags.length).toBeLessThanOrEqual(8);
    for (const t of tags) expect(MOOD_TAGS).toContain(t);
  });

  it("gives a comedy and a space saga different tags", () => {
    const comedy = moodTagsFromText({ genres: ["Comedy", "Romance"], keywords: ["wedding"], text: "" });
    const space = moodTagsFromText({ genres: ["Science Fiction"], keywords: ["space", "astronaut"], text: "" });
    expect(comedy).toContain("romantic");
    expect(space).toContain("space");
    expect(comedy).not.toContain("space");
  });

  it("ignores words about the audience or the format (kids in a synopsis are characters)", () => {
    const tags = moodTagsFromText({ genres: [], keywords: [], text: "Two kids find a map." });
    expect(tags).not.toContain("family-friendly");
  });

  it("is empty for empty input and deterministic", () => {
    expect(moodTagsFromText({ genres: [], keywords: [], text: "" })).toEqual([]);
    const input = { genres: ["Thriller"], keywords: ["heist"], text: "A crew plans one last job." };
    expect(moodTagsFromText(input)).toEqual(moodTagsFromText(input));
  });
});
