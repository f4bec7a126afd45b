import { describe, expect, it } from "vitest";
import { normaliseName, profileInitials } from "./initials";

describe("profileInitials", () => {
  it("takes the first letter of each word, at most two", () => {
    expect(profileInitials("Ada Lovelace")).toBe("AL");
    expect(profileInitials("Ada King Lovelace")).toBe("AK");
    expect(profileInitials("Cher")).toBe("C");
  });

  it("upper-cases and ignores extra whitespace", () => {
    expect(profileInitials("  grace   hopper ")).toBe("GH");
    expect(profileInitials("émile zola")).toBe("ÉZ");
  });

  it("falls back to the first two characters of the username, upper-cased", () => {
    expect(profileInitials(null, "user_k3x9")).toBe("US");
    expect(profileInitials("   ", "mo")).toBe("MO");
    expect(profileInitials(undefined, "z")).toBe("Z");
  });

  it("uses the e-mail when there is neither name nor username, and '?' as a last resort", () => {
    expect(profileInitials(null, null, "kay@example.com")).toBe("KA");
    expect(profileInitials(null, "", "")).toBe("?");
  });

  it("keeps a surrogate pair together", () => {
    expect(profileInitials("🎬 Fan")).toBe("🎬F");
  });
});

describe("normaliseName", () => {
  it("trims, and turns an empty name into null", () => {
    expect(normaliseName("  Ada Lovelace ")).toBe("Ada Lovelace");
    expect(normaliseName("   ")).toBeNull();
    expect(normaliseName("")).toBeNull();
  });
});
