import { describe, expect, it } from "vitest";
import { buildIndex } from "./engine";
import { idOf, TEST_TITLES } from "./fixtures/test-catalogue";
import { combineScores, type GroupMember, type GroupPick, recommendTogether } from "./group";
import type { EngineTitle } from "./types";

const index = buildIndex(TEST_TITLES);
const byId = new Map(TEST_TITLES.map((t) => [t.id, t]));
const titleOf = (p: GroupPick): EngineTitle => {
  const t = byId.get(p.media_id);
  if (!t) throw new Error(`unknown id ${p.media_id}`);
  return t;
};
const ALL_SERVICES = ["netflix", "max", "hulu", "disney+", "peacock", "paramount+"];
const member = (name: string, mood: string, extra: Partial<GroupMember> = {}): GroupMember => ({
  name,
  mood,
  services: ALL_SERVICES,
  ...extra,
});

describe("combineScores", () => {
  it("is 0.75 × the lowest plus 0.25 × the mean", () => {
    expect(combineScores([0.8, 0.4])).toBeCloseTo(0.75 * 0.4 + 0.25 * 0.6, 10);
    expect(combineScores([0.5, 0.5])).toBeCloseTo(0.5, 10);
    expect(combineScores([])).toBe(0);
  });

  it("prefers a pick that serves both over one that delights one and misses the other", () => {
    expect(combineScores([0.6, 0.6])).toBeGreaterThan(combineScores([0.95, 0.3]));
    // with the weaker side equal, pleasing the other more still helps
    expect(combineScores([0.5, 0.9])).toBeGreaterThan(combineScores([0.5, 0.6]));
  });
});

describe("recommendTogether", () => {
  it("answers both moods: funny + romantic gives the two romantic comedies on a service first", () => {
    const { picks } = recommendTogether(index, {
      members: [member("Ana", "something funny"), member("Ben", "romantic")],
      limit: 2,
    });
    expect(picks.map((p) => p.title).sort()).toEqual(["Friends", "Singin' in the Rain"]);
    for (const p of picks) {
      const genres = titleOf(p).genres;
      expect(genres, p.title).toContain("Comedy");
      expect(genres, p.title).toContain("Romance");
    }
  });

  it("says for each person how the pick answers them, never twice alike, with 0–100 scores", () => {
    const { picks } = recommendTogether(index, {
      members: [member("Ana", "funny"), member("Ben", "cozy")],
      limit: 10,
    });
    expect(picks).toHaveLength(10);
    for (const who of [0, 1]) {
      const reasons = picks.map((p) => p.members[who]?.reason ?? "");
      expect(new Set(reasons).size).toBe(reasons.length);
      for (const r of reasons) expect(r.length).toBeGreaterThan(20);
    }
    const text = picks.flatMap((p) => p.members.map((m) => m.reason)).join(" ");
    expect(text).toMatch(/"something funny"/);
    expect(text).toMatch(/"cozy"/);
    // where a sentence names someone it names them, not "you"
    expect(text).not.toMatch(/\bYou asked for\b/);
    expect(text).toMatch(/\b(Ana|Ben) asked for\b/);
    for (const p of picks) {
      expect(p.members).toHaveLength(2);
      for (const m of p.members) {
        expect(Number.isInteger(m.match_score)).toBe(true);
        expect(m.match_score).toBeGreaterThanOrEqual(0);
        expect(m.match_score).toBeLessThanOrEqual(100);
      }
      expect(p.match_score).toBe(Math.round(combineScores(p.members.map((m) => m.match_score))));
      expect(p.about.endsWith(".")).toBe(true);
    }
  });

  it("keeps to the hard limits of either person", () => {
    const { picks } = recommendTogether(index, {
      members: [member("Ana", "anything but horror"), member("Ben", "scary")],
    });
    expect(picks.length).toBeGreaterThan(0);
    for (const p of picks) expect(titleOf(p).genres, p.title).not.toContain("Horror");
  });

  it("offers only titles on someone's service, and marks whose service it is", () => {
    const WHOSE: Record<string, number[]> = { netflix: [0], max: [0, 1], "disney+": [1] };
    const { picks, byServices } = recommendTogether(index, {
      members: [
        member("Ana", "feel-good", { services: ["netflix", "max"] }),
        member("Ben", "feel-good", { services: ["max", "Disney+"] }),
      ],
      limit: 12,
    });
    expect(byServices).toBe(true);
    expect(picks.length).toBeGreaterThan(5);
    for (const p of picks) {
      const providers = titleOf(p).providers;
      expect(
        providers.some((s) => ["netflix", "max", "disney+"].includes(s)),
        p.title,
      ).toBe(true);
      for (const s of p.services) {
        expect(providers).toContain(s.name);
        expect(s.members, `${p.title} on ${s.name}`).toEqual(WHOSE[s.name]);
      }
    }
    const onMax = picks.find((p) => p.services.some((s) => s.name === "max"));
    expect(onMax?.services.find((s) => s.name === "max")?.members).toEqual([0, 1]);
  });

  it("with no services named, availability does not narrow the picks", () => {
    const { picks, byServices } = recommendTogether(index, {
      members: [member("Ana", "whimsical romance", { services: [] }), member("Ben", "quirky", { services: [] })],
    });
    expect(byServices).toBe(false);
    expect(picks.map((p) => p.title)).toContain("Amélie");
    for (const p of picks) expect(p.services).toEqual([]);
  });

  it("never offers an excluded title (what either rated low, watched or hid)", () => {
    const req = { members: [member("Ana", "heartwarming animation"), member("Ben", "family night")] };
    const first = recommendTogether(index, req).picks.map((p) => p.media_id);
    const excludeIds = first.slice(0, 3);
    const again = recommendTogether(index, { ...req, excludeIds }).picks.map((p) => p.media_id);
    for (const id of excludeIds) expect(again).not.toContain(id);
    expect(again.length).toBeGreaterThan(0);
  });

  it("uses each person's taste and names whose rating a reason leans on", () => {
    const { picks } = recommendTogether(index, {
      members: [
        member("Ana", "funny", { liked: [{ id: idOf("Toy Story"), rating: 9 }] }),
        member("Ben", "heartwarming", { disliked: [{ id: idOf("Superbad"), rating: 2 }] }),
      ],
      excludeIds: [idOf("Toy Story"), idOf("Superbad")],
      limit: 6,
    });
    const titles = picks.map((p) => p.title);
    expect(titles.slice(0, 3).some((t) => t.startsWith("Toy Story"))).toBe(true);
    expect(picks.some((p) => p.members[0]?.reason.includes("which Ana rated 9/10"))).toBe(true);
  });

  it("is deterministic, and an unreadable mood still gets picks for both", () => {
    const req = { members: [member("Ana", "qwxz"), member("Ben", "like Inception")], limit: 5 };
    const a = recommendTogether(index, req);
    expect(recommendTogether(index, req)).toEqual(a);
    expect(a.picks).toHaveLength(5);
    expect(a.picks.map((p) => p.title)).not.toContain("Inception");
  });
});
