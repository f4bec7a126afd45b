import { describe, expect, it } from "vitest";
import { afterSignIn, LOGIN_PATH, loginPathFor, returnPathIn } from "./return-to";

describe("loginPathFor", () => {
  it("carries the page, its query and its hash", () => {
    expect(loginPathFor({ pathname: "/together/AB12CD", search: "?via=link", hash: "#members" })).toBe(
      "/login?next=%2Ftogether%2FAB12CD%3Fvia%3Dlink%23members",
    );
  });

  it("is plain /login from home, or from a path we would not return to", () => {
    expect(loginPathFor({ pathname: "/" })).toBe(LOGIN_PATH);
    expect(loginPathFor({ pathname: "/login", search: "?next=/together/AB12CD" })).toBe(LOGIN_PATH);
    expect(loginPathFor({ pathname: "//evil.com" })).toBe(LOGIN_PATH);
  });
});

describe("afterSignIn", () => {
  it("returns to a page of ours, round-tripped through loginPathFor", () => {
    const login = loginPathFor({ pathname: "/together/AB12CD", search: "?via=link" });
    expect(afterSignIn(new URL(login, "http://x.test").search)).toBe("/together/AB12CD?via=link");
  });

  it.each([
    "?next=%2F%2Fevil.com",
    "?next=//evil.com",
    "?next=https://evil.com",
    "?next=https%3A%2F%2Fevil.com",
    "?next=/%5Cevil.com",
    "?next=%2F%5Cevil.com",
    "?next=%2F%252F%252Fevil.com",
    "?next=/%09/evil.com",
    "?next=%2F%09%2Fevil.com",
    "?next=javascript:alert(1)",
    "?next=",
    "",
  ])("goes home for %s", (search) => {
    expect(afterSignIn(search)).toBe("/");
    expect(returnPathIn(search)).toBeNull();
  });
});
