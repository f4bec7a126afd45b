import { describe, expect, it } from "vitest";
import type { TStreamingService } from "@/shared/contracts/catalogue";
import { inkFor, makeServiceDirectory, relativeLuminance, serviceInitials } from "./service-directory";

const svc = (name: string, display_name: string, color: string): TStreamingService => ({
  name,
  display_name,
  color,
  kind: "subscription",
  offered_at_signup: true,
  homepage: "https://example.test",
  search_url: null,
});

describe("service marks", () => {
  it("initials: two words give two letters, a plus is kept", () => {
    expect(serviceInitials("Prime Video")).toBe("PV");
    expect(serviceInitials("Disney+")).toBe("D+");
    expect(serviceInitials("Netflix")).toBe("N");
    expect(serviceInitials("HBO Max")).toBe("HM");
    expect(serviceInitials("YouTube Movies & TV")).toBe("YM");
    expect(serviceInitials("")).toBe("?");
  });

  it("ink keeps the initials readable (WCAG contrast) on light and dark brand colours", () => {
    expect(inkFor("#f5c518")).toBe("#0b0c12");
    expect(inkFor("#e50914")).toBe("#ffffff");
    expect(inkFor("#111111")).toBe("#ffffff");
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1);
    expect(relativeLuminance("bad")).toBe(0);
  });

  it("looks up by database name, case-insensitively, and falls back for unknown names", () => {
    const dir = makeServiceDirectory([svc("netflix", "Netflix", "#e50914")]);
    expect(dir.look(" Netflix ").displayName).toBe("Netflix");
    expect(dir.look("netflix").color).toBe("#e50914");
    const unknown = dir.look("crunchy roll");
    expect(unknown.displayName).toBe("Crunchy Roll");
    expect(unknown.kind).toBe("unknown");
    expect(makeServiceDirectory(undefined).displayName("hulu")).toBe("Hulu");
  });
});
