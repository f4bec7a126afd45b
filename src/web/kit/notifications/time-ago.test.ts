import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

describe("timeAgo", () => {
  const now = Date.parse("2026-11-20T12:00:00Z");
  it("reads recent times relative to now and older ones as a date", () => {
    expect(timeAgo("2026-11-20T11:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-11-20T11:55:00Z", now)).toBe("5 min. ago");
    expect(timeAgo("2026-11-20T09:00:00Z", now)).toBe("3 hr. ago");
    expect(timeAgo("2026-11-19T10:00:00Z", now)).toBe("yesterday");
    expect(timeAgo("2026-11-01T10:00:00Z", now)).toBe("Nov 1, 2026");
  });
});
