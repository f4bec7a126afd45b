/** How much the person's taste counts depends on what the mood says: on the real seed catalogue. */
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../bench/load-catalogue";
import { buildIndex, recommend } from "./engine";

const titles = loadCatalogue().titles;
const index = buildIndex(titles);
const byTitle = new Map(titles.map((t) => [t.title, t]));
const genresOf = new Map(titles.map((t) => [t.id, t.genres]));
const idOf = (title: string) => {
  const t = byTitle.get(title);
  if (!t) throw new Error(`no catalogue title ${title}`);
  return t.id;
};

/** How many of the ten picks for `mood` carry `genre`, for a person who loved `liked` (or for nobody). */
function picksOfGenre(mood: string, liked: string[], genre: string): number {
  const ratings = liked.map((t) => ({ id: idOf(t), rating: 9 }));
  const excludeIds = liked.map(idOf);
  return recommend(index, { mood, liked: ratings, excludeIds, limit: 10 }).picks.filter((p) =>
    genresOf.get(p.media_id)?.includes(genre),
  ).length;
}

describe("taste against the kind of mood", () => {
  const warFan = ["Saving Private Ryan", "Dunkirk", "Band of Brothers"];

  it("lets taste choose the genre when the mood only sets the feeling", () => {
    // a good cry can be had in any genre: most of a war fan's come from war stories
    expect(picksOfGenre("something to make me cry", [], "War")).toBeLessThanOrEqual(2);
    expect(picksOfGenre("something to make me cry", warFan, "War")).toBeGreaterThanOrEqual(7);
  });

  it("keeps to a named genre whatever the taste", () => {
    expect(picksOfGenre("a romantic comedy", warFan, "Romance")).toBe(10);
    expect(picksOfGenre("a romantic comedy", warFan, "War")).toBeLessThanOrEqual(1);
  });
});

describe("the kind of title every liked title shares", () => {
  const westernFan = ["High Noon", "Shane", "The Outlaw Josey Wales"];
  const horrorFan = ["The Conjuring", "Sinister", "The Babadook"];
  const natureFan = ["Planet Earth II", "Our Planet", "Frozen Planet"];

  it("chooses the kind when the request names none, the rarest of those shared (Western, not Drama)", () => {
    expect(picksOfGenre("bored, entertain me", westernFan, "Western")).toBeGreaterThanOrEqual(8);
    expect(picksOfGenre("something cosy", horrorFan, "Horror")).toBeGreaterThanOrEqual(6);
    expect(picksOfGenre("something relaxing", natureFan, "Documentary")).toBeGreaterThanOrEqual(7);
  });

  it("gives way to a genre the request names", () => {
    expect(picksOfGenre("a comedy tonight", westernFan, "Comedy")).toBe(10);
  });
});
