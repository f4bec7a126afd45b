import { describe, expect, it } from "vitest";
import {
  describeMediaActivity,
  formatAverageRating,
  formatDateTime,
  formatDay,
  formatPercent,
  formatSeconds,
  formatUserRating,
  initials,
} from "./format";

describe("admin display rules", () => {
  it("shows processing time in seconds with one decimal", () => {
    expect(formatSeconds(1.2)).toBe("1.2 s");
    expect(formatSeconds(0)).toBe("0.0 s");
    expect(formatSeconds(12)).toBe("12.0 s");
    expect(formatSeconds(null)).toBe("—");
  });

  it("shows ratings out of 10", () => {
    expect(formatUserRating(8)).toBe("8/10");
    expect(formatUserRating(null)).toBeNull();
    expect(formatAverageRating(7.5)).toBe("7.5/10");
    expect(formatAverageRating(8)).toBe("8.0/10");
    expect(formatAverageRating(0)).toBeNull();
  });

  it("shows percentages with two decimals and days in UTC", () => {
    expect(formatPercent(105.555)).toBe("105.56%");
    expect(formatPercent(0)).toBe("0.00%");
    expect(formatDay("2026-11-01")).toBe("Nov 1");
    expect(formatDateTime("2026-11-01T08:05:00.000Z")).toBe("Nov 1, 08:05 UTC");
  });

  it("describes list activity and makes initials", () => {
    expect(describeMediaActivity("want_to_watch", null)).toBe("Watch list");
    expect(describeMediaActivity(null, 3)).toBe("Rated 3/10");
    expect(describeMediaActivity("watched", 9)).toBe("Watched · Rated 9/10");
    expect(initials("Ada King Lovelace")).toBe("AK");
    expect(initials("ben@example.test")).toBe("BE");
  });
});
