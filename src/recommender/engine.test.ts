import { describe, expect, it } from "vitest";
import { FAMILY_SAFE_CERTIFICATIONS } from "../shared/vocabulary";
import { buildIndex, prepareRecommendation, recommend } from "./engine";
import { idOf, TEST_TITLES } from "./fixtures/test-catalogue";
import type { EngineTitle, Pick, RecommendRequest } from "./types";

const index = buildIndex(TEST_TITLES);
const byId = new Map(TEST_TITLES.map((t) => [t.id, t]));
const titleOf = (p: Pick | undefined): EngineTitle => {
  if (!p) throw new Error("expected a pick");
  const t = byId.get(p.media_id);
  if (!t) throw new Error(`unknown id ${p.media_id}`);
  return t;
};
const run = (req: RecommendRequest) => recommend(index, req);

describe("result shape", () => {
  it("returns up to limit picks with unique ids, reasons and 0–100 scores", () => {
    const r = run({ mood: "funny", limit: 10 });
    expect(r.picks).toHaveLength(10);
    expect(new Set(r.picks.map((p) => p.media_id)).size).toBe(10);
    for (const p of r.picks) {
      expect(p.reason.length).toBeGreaterThan(30);
      expect(Number.isInteger(p.match_score)).toBe(true);
      expect(p.match_score).toBeGreaterThanOrEqual(0);
      expect(p.match_score).toBeLessThanOrEqual(100);
      expect(p.similar_to.length).toBeGreaterThanOrEqual(1);
      expect(p.similar_to.length).toBeLessThanOrEqual(3);
      expect(p.avoids.length).toBeLessThanOrEqual(2);
      expect(p.similar_to).not.toContain(p.title);
    }
    expect(r.understood.presets).toEqual(["funny"]);
    expect(r.fallback).toBe(false);
  });

  it("defaults to 15 picks", () => {
    expect(run({ mood: "anything good" }).picks).toHaveLength(15);
  });

  it("fits the mood: funny → comedies first", () => {
    const top = run({ mood: "something hilarious", limit: 5 }).picks.map(titleOf);
    for (const t of top) expect(t.genres).toContain("Comedy");
  });

  it("never writes the same reason twice in one list", () => {
    for (const mood of ["funny", "cozy rainy day", "qwxz", "anything but horror", "like The Matrix"]) {
      const reasons = run({ mood, limit: 20 }).picks.map((p) => p.reason);
      expect(new Set(reasons).size, mood).toBe(reasons.length);
    }
  });

  it("streams the same picks one by one", () => {
    const req = { mood: "epic space adventure", limit: 8 };
    expect([...prepareRecommendation(index, req).picks]).toEqual(run(req).picks);
    const prepared = prepareRecommendation(index, req);
    expect(prepared.understood.presets).toEqual(["epic space adventure"]);
    expect(prepared.picks.next().value).toEqual(run(req).picks[0]);
  });
});

describe("hard constraints", () => {
  const family = new Set<string>(FAMILY_SAFE_CERTIFICATIONS);
  const cases: [string, (t: EngineTitle) => boolean][] = [
    ["a crime series to binge", (t) => t.type === "tv"],
    ["a mind-bending movie", (t) => t.type === "movie"],
    ["80s action", (t) => t.year >= 1980 && t.year <= 1989],
    ["something from the 90s", (t) => t.year >= 1990 && t.year <= 1999],
    ["something short and funny", (t) => t.runtime <= 100],
    ["under 100 minutes", (t) => t.runtime <= 100],
    ["family night", (t) => family.has(t.certification)],
    ["something for my 6-year-old", (t) => family.has(t.certification)],
    ["no romance, pure action", (t) => !t.genres.includes("Romance")],
    ["anything but horror", (t) => !t.genres.includes("Horror")],
    ["nothing too scary", (t) => !t.genres.includes("Horror") && !t.moods.includes("scary")],
    ["a thriller without gore", (t) => !t.moods.includes("gory")],
    ["no subtitles, something fun", (t) => t.language === "en"],
  ];
  for (const [mood, ok] of cases) {
    it(mood, () => {
      const picks = run({ mood, limit: 40 }).picks;
      expect(picks.length).toBeGreaterThan(0);
      for (const p of picks) expect(ok(titleOf(p)), `${mood}: ${p.title}`).toBe(true);
    });
  }

  it("never returns excluded ids", () => {
    const excludeIds = [idOf("The Office"), idOf("Friends"), idOf("Superbad")];
    const picks = run({ mood: "funny", excludeIds, limit: 40 }).picks;
    for (const p of picks) expect(excludeIds).not.toContain(p.media_id);
  });

  it("never returns the referenced title, and follows its lead", () => {
    const r = run({ mood: "something like The Matrix", limit: 5 });
    expect(r.understood.references.map((x) => x.title)).toEqual(["The Matrix"]);
    expect(r.picks.map((p) => p.title)).not.toContain("The Matrix");
    expect(titleOf(r.picks[0]).genres).toEqual(expect.arrayContaining(["Science Fiction"]));
  });

  it("applies modifiers to a reference: lighter", () => {
    const plain = run({ mood: "like Interstellar", limit: 3 }).picks.map((p) => p.title);
    const lighter = run({ mood: "like Interstellar but lighter", limit: 3 }).picks.map((p) => p.title);
    expect(lighter).not.toEqual(plain);
    expect(lighter[0]).toBe("The Martian");
  });
});

describe("taste", () => {
  it("lifts titles similar to liked ones and names the liked title in similar_to", () => {
    const paddington = { id: idOf("Paddington 2"), rating: 10 };
    const without = run({ mood: "funny", excludeIds: [paddington.id], limit: 20 }).picks;
    const withTaste = run({ mood: "funny", liked: [paddington], excludeIds: [paddington.id], limit: 20 }).picks;
    const rank = (ps: Pick[], t: string) => ps.findIndex((p) => p.title === t);
    // the family comedies close to Paddington 2 move up
    const closeTitles = ["Toy Story", "Elf", "Bluey"];
    const before = closeTitles.map((t) => rank(without, t)).reduce((a, b) => a + b, 0);
    const after = closeTitles.map((t) => rank(withTaste, t)).reduce((a, b) => a + b, 0);
    expect(after).toBeLessThan(before);
    expect(withTaste.some((p) => p.similar_to[0] === "Paddington 2")).toBe(true);
    expect(withTaste.some((p) => p.reason.includes("Paddington 2"))).toBe(true);
  });

  it("ranks titles like disliked ones down and lists disliked titles in avoids", () => {
    const notebook = { id: idOf("The Notebook"), rating: 2 };
    const picks = run({
      mood: "something to watch tonight",
      disliked: [notebook],
      excludeIds: [notebook.id],
      limit: 15,
    }).picks;
    expect(picks.some((p) => p.avoids.includes("The Notebook"))).toBe(true);
    const plain = run({ mood: "something to watch tonight", excludeIds: [notebook.id], limit: 15 }).picks;
    const rank = (ps: Pick[]) => {
      const i = ps.findIndex((p) => p.title === "Pride and Prejudice");
      return i < 0 ? 99 : i;
    };
    expect(rank(picks)).toBeGreaterThanOrEqual(rank(plain));
  });
});

describe("ordering", () => {
  it("puts recently shown titles after fresh ones", () => {
    const first = run({ mood: "funny", limit: 10 }).picks;
    const shown = first.slice(0, 3).map((p) => p.media_id);
    const again = run({ mood: "funny", limit: 10, recentlyShownIds: shown }).picks.map((p) => p.media_id);
    for (const id of shown) {
      const at = again.indexOf(id);
      if (at >= 0) expect(at).toBeGreaterThanOrEqual(again.length - shown.length);
    }
    expect(again.slice(0, 3)).not.toEqual(shown);
  });

  it("keeps the list varied: not one franchise at the top", () => {
    const top = run({ mood: "animated family comedy about toys", limit: 4 }).picks.map((p) => p.title);
    expect(top.filter((t) => t.startsWith("Toy Story")).length).toBeLessThanOrEqual(2);
  });

  it("ranks titles on the person's services slightly higher, never filtering", () => {
    const plain = run({ mood: "funny", limit: 30 }).picks;
    const withServices = run({ mood: "funny", limit: 30, userServices: ["peacock"] }).picks;
    expect(withServices.length).toBe(plain.length);
    const rank = (ps: Pick[], t: string) => ps.findIndex((p) => p.title === t);
    expect(rank(withServices, "The Office")).toBeLessThanOrEqual(rank(plain, "The Office"));
  });

  it("is deterministic", () => {
    const req: RecommendRequest = {
      mood: "cozy rainy day, nothing too sad",
      liked: [{ id: idOf("Amélie"), rating: 9 }],
      disliked: [{ id: idOf("Saw"), rating: 1 }],
      excludeIds: [idOf("Amélie"), idOf("Saw")],
      userServices: ["max"],
    };
    expect(run(req)).toEqual(run(req));
    // and independent of the input order of the catalogue
    const shuffled = buildIndex([...TEST_TITLES].reverse());
    expect(recommend(shuffled, req).picks).toEqual(run(req).picks);
  });
});

describe("fallback and calibration", () => {
  it("falls back to taste and loved titles for gibberish, and says so", () => {
    const r = run({
      mood: "qwxz blorf zzyzx",
      liked: [{ id: idOf("Toy Story"), rating: 9 }],
      excludeIds: [idOf("Toy Story")],
    });
    expect(r.fallback).toBe(true);
    expect(r.picks.length).toBe(15);
    expect(r.picks[0]?.reason.toLowerCase()).toMatch(/mood|loved|favourite/);
    expect(r.picks.slice(0, 5).map((p) => p.title)).toEqual(expect.arrayContaining(["Toy Story 2"]));
    for (const p of r.picks) expect(p.match_score).toBeLessThanOrEqual(75);
  });

  it("scores strong fits high and weak fits visibly lower", () => {
    const picks = run({ mood: "cozy rainy day", limit: 30 }).picks;
    const [first] = picks;
    const last = picks.at(-1);
    if (!first || !last) throw new Error("expected picks");
    expect(first.match_score).toBeGreaterThanOrEqual(85);
    expect(first.match_score).toBeLessThanOrEqual(98);
    expect(last.match_score).toBeLessThan(first.match_score - 20);
    const strong = picks.find((p) => p.title === "My Neighbor Totoro");
    const weak = picks.find((p) => p.title === "Heat");
    if (strong && weak) expect(strong.match_score).toBeGreaterThan(weak.match_score);
  });

  it("explains picks with what matched", () => {
    const r = run({ mood: "dinosaurs", limit: 1 });
    expect(r.picks[0]?.title).toBe("Jurassic Park");
    expect(r.picks[0]?.reason.toLowerCase()).toContain("dinosaur");
  });
});

describe("edge cases", () => {
  it("copes with an empty catalogue, an empty mood and odd limits", () => {
    const empty = buildIndex([]);
    expect(recommend(empty, { mood: "funny" }).picks).toEqual([]);
    expect(run({ mood: "" }).fallback).toBe(true);
    expect(run({ mood: "x".repeat(2000) }).picks.length).toBe(15);
    expect(run({ mood: "funny", limit: 500 }).picks.length).toBeLessThanOrEqual(100);
    expect(run({ mood: "funny", limit: 0 }).picks.length).toBe(1);
    const one = buildIndex(TEST_TITLES.slice(0, 1));
    expect(recommend(one, { mood: "funny" }).picks.map((p) => p.title)).toEqual(["Paddington 2"]);
  });

  it("ignores unknown ids in taste, exclusions and recent lists", () => {
    const r = run({
      mood: "funny",
      liked: [{ id: "nope-1999", rating: 9 }],
      disliked: [{ id: "nada-2001", rating: 1 }],
      excludeIds: ["x"],
      recentlyShownIds: ["y"],
    });
    expect(r.picks.length).toBe(15);
  });
});
