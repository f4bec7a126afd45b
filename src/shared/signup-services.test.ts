import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SIGNUP_SERVICES } from "./signup-services";

describe("sign-up services", () => {
  it("are the 10 sign-up services, in order, with their internal and display names", () => {
    expect(SIGNUP_SERVICES.map((s) => [s.name, s.display_name])).toEqual([
      ["netflix", "Netflix"],
      ["prime video", "Prime Video"],
      ["disney+", "Disney+"],
      ["hulu", "Hulu"],
      ["max", "Max"],
      ["appletv", "Apple TV+"],
      ["peacock", "Peacock"],
      ["paramount plus", "Paramount+"],
      ["youtube", "YouTube"],
      ["tubi tv", "Tubi TV"],
    ]);
  });

  it("each is a catalogue service offered at sign-up, with the catalogue's colour and kind", () => {
    const catalogue = JSON.parse(readFileSync("data/catalogue/services.json", "utf8")) as {
      name: string;
      color: string;
      kind: string;
      offered_at_signup: boolean;
    }[];
    const byName = new Map(catalogue.map((s) => [s.name, s]));
    for (const s of SIGNUP_SERVICES) {
      const c = byName.get(s.name);
      expect(c, s.name).toBeDefined();
      expect(c?.offered_at_signup, s.name).toBe(true);
      expect(c?.color, s.name).toBe(s.color);
      expect(c?.kind, s.name).toBe(s.kind);
    }
    expect(catalogue.filter((s) => s.offered_at_signup)).toHaveLength(10);
  });
});
