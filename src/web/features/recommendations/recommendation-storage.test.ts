import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/web/lib/storage";
import { makeRecommendations } from "./recommendation-fixtures";
import { clearSavedRecommendations, loadSavedRecommendations, saveRecommendations } from "./recommendation-storage";

afterEach(() => window.localStorage.clear());

const position = { query: "cozy rainy day", recommendations: makeRecommendations(7), revealed: 2, page: 1, index: 6 };

describe("recommendation storage", () => {
  it("round-trips the picks, the query and the position under the shared key", () => {
    saveRecommendations("user-1", position, new Date("2025-08-01T10:00:00Z"));
    const raw = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recommendations) ?? "null");
    expect(raw).toMatchObject({
      v: 1,
      user_id: "user-1",
      query: "cozy rainy day",
      saved_at: "2025-08-01T10:00:00.000Z",
    });
    expect(loadSavedRecommendations("user-1")).toEqual(position);
  });

  it("never restores another user's picks", () => {
    saveRecommendations("user-1", position);
    expect(loadSavedRecommendations("user-2")).toBeNull();
  });

  it("drops unreadable or malformed data, and empty lists", () => {
    window.localStorage.setItem(STORAGE_KEYS.recommendations, "{oops");
    expect(loadSavedRecommendations("user-1")).toBeNull();
    window.localStorage.setItem(
      STORAGE_KEYS.recommendations,
      JSON.stringify({ v: 1, user_id: "user-1", query: "x", recommendations: [{ title: "no id" }] }),
    );
    expect(loadSavedRecommendations("user-1")).toBeNull();
    saveRecommendations("user-1", { ...position, recommendations: [] });
    expect(loadSavedRecommendations("user-1")).toBeNull();
  });

  it("clearing removes them", () => {
    saveRecommendations("user-1", position);
    clearSavedRecommendations();
    expect(window.localStorage.getItem(STORAGE_KEYS.recommendations)).toBeNull();
    expect(loadSavedRecommendations("user-1")).toBeNull();
  });
});
