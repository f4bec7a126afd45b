import { describe, expect, it } from "vitest";
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it.each([
    ["/together/AB12CD", "/together/AB12CD"],
    ["/together/AB12CD?from=mail#members", "/together/AB12CD?from=mail#members"],
    ["/lists/watched", "/lists/watched"],
    ["/", "/"],
    ["/search?q=caf%C3%A9", "/search?q=caf%C3%A9"],
  ])("keeps the same-origin path %s", (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it.each([
    ["protocol-relative", "//evil.com"],
    ["protocol-relative with a path", "//evil.com/together/AB12CD"],
    ["absolute https", "https://evil.com/"],
    ["absolute to our own look-alike", "https://moodreel.invalid.evil.com/"],
    ["javascript", "javascript:alert(1)"],
    ["data", "data:text/html,hi"],
    ["backslash host", "/\\evil.com"],
    ["backslash after slash", "\\/evil.com"],
    ["double backslash", "\\\\evil.com"],
    ["tab that browsers strip", "/\t/evil.com"],
    ["newline that browsers strip", "/\n/evil.com"],
    ["leading space", " /together/AB12CD"],
    ["encoded slashes", "/%2F%2Fevil.com"],
    ["encoded slashes, lower case", "/%2f%2fevil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["encoded tab", "/%09/evil.com"],
    ["relative path", "together/AB12CD"],
    ["empty", ""],
    ["the login page itself", "/login"],
    ["the login page with a next of its own", "/login?next=//evil.com"],
    ["too long", `/${"a".repeat(RETURN_PATH_MAX_LENGTH)}`],
  ])("refuses %s", (_label, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(["/together/AB12CD"])).toBeNull();
  });

  it("answers a path that resolves outside itself with the resolved path, never another origin", () => {
    expect(safeReturnPath("/a/../together/AB12CD")).toBe("/together/AB12CD");
    expect(safeReturnPath("/..//evil.com")).toBeNull();
  });
});
