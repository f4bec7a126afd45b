import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/web/lib/storage";
import { loadTonight, saveTonight } from "./recommendation-storage";
import { NO_TONIGHT, tonightRequestFields, tonightSummary } from "./tonight-context";

afterEach(() => window.sessionStorage.clear());

describe("tonight's context", () => {
  it("says itself in a short line, either part alone or both", () => {
    expect(tonightSummary({ audience: "kids", minutes: 90 })).toBe("For you and the kids · 90 minutes or less");
    expect(tonightSummary({ audience: "family", minutes: null })).toBe("For the whole family");
    expect(tonightSummary({ audience: null, minutes: 120 })).toBe("2 hours or less");
    expect(tonightSummary(NO_TONIGHT)).toBeNull();
  });

  it("puts only what is set into the request", () => {
    expect(tonightRequestFields({ audience: "partner", minutes: 30 })).toEqual({ audience: "partner", minutes: 30 });
    expect(tonightRequestFields({ audience: null, minutes: 60 })).toEqual({ minutes: 60 });
    expect(tonightRequestFields(NO_TONIGHT)).toEqual({});
  });

  it("is kept in sessionStorage for the user who chose it; unset removes it, and bad data is dropped", () => {
    saveTonight("u1", { audience: "friends", minutes: 90 });
    expect(window.localStorage.getItem(STORAGE_KEYS.tonight)).toBeNull();
    expect(loadTonight("u1")).toEqual({ audience: "friends", minutes: 90 });
    expect(loadTonight("u2")).toBeNull();
    saveTonight("u1", NO_TONIGHT);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.tonight)).toBeNull();
    window.sessionStorage.setItem(
      STORAGE_KEYS.tonight,
      JSON.stringify({ v: 1, user_id: "u1", audience: "kids", minutes: 45 }),
    );
    expect(loadTonight("u1")).toBeNull();
  });
});
