import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../testing/cpu-time";
import {
  EMAIL_PATTERN,
  type SignUpForm,
  signUpFormError,
  ZResendRequest,
  ZSignUpRequest,
  ZVerifyRequest,
} from "./auth";

const ok: SignUpForm = {
  full_name: "Ann Example",
  email: "ann@example.test",
  password: "abcdefg1",
  confirm_password: "abcdefg1",
  age_confirmed: true,
  terms_accepted: true,
};

describe("sign-up form rules, in order", () => {
  it("passes a complete form", () => {
    expect(signUpFormError(ok)).toBeNull();
  });

  it("reports the first failing rule with its toast", () => {
    const all: SignUpForm = {
      full_name: " ",
      email: "",
      password: "abc",
      confirm_password: "x",
      age_confirmed: false,
      terms_accepted: false,
    };
    const steps: [Partial<SignUpForm>, string, string | undefined][] = [
      [{}, "Full name required", "Please enter your full name to continue."],
      [{ full_name: "Ann" }, "Email required", "Please enter your email address."],
      [{ email: "ann@nowhere" }, "Invalid email", "Please enter a valid email address."],
      [{ email: "ann@example.test" }, "Password too short", "Password has to be at least 8 characters."],
      [{ password: "abcdefg1" }, "Passwords do not match.", undefined],
      [
        { confirm_password: "abcdefg1" },
        "Age verification required",
        "You must confirm that you are 18 years or older to continue.",
      ],
      [
        { age_confirmed: true },
        "Terms acceptance required",
        "You must accept the Terms of Service and Privacy Policy to continue.",
      ],
      [{ terms_accepted: true }, "", undefined],
    ];
    let form = all;
    for (const [change, title, description] of steps) {
      form = { ...form, ...change };
      const err = signUpFormError(form);
      if (!title) expect(err).toBeNull();
      else expect(err).toEqual(description ? { title, description } : { title });
    }
  });

  it("a password without a digit is too weak even when long enough and confirmed", () => {
    expect(signUpFormError({ ...ok, password: "abcdefgh", confirm_password: "abcdefgh" })?.title).toBe(
      "Password too weak",
    );
  });
});

describe("wire schemas", () => {
  it("sign-up trims the name, trims and lower-cases the e-mail, keeps the password as typed", () => {
    expect(ZSignUpRequest.parse({ full_name: " Ann ", email: " ANN@X.IO ", password: " abc12xy " })).toEqual({
      full_name: "Ann",
      email: "ann@x.io",
      password: " abc12xy ",
    });
  });

  it("verify takes a code or a link token", () => {
    expect(ZVerifyRequest.parse({ email: "a@b.co", code: "123456" })).toEqual({ email: "a@b.co", code: "123456" });
    const token = "x".repeat(43);
    expect(ZVerifyRequest.parse({ token_hash: token, type: "signup" })).toEqual({ token_hash: token, type: "signup" });
    expect(ZVerifyRequest.safeParse({ token_hash: token, type: "magiclink" }).success).toBe(false);
  });
});

describe("e-mail field on hostile input", () => {
  it("refuses a 64 KB address by its length, before the pattern runs", () => {
    const hostile = `a@${".".repeat(65_000)} `;
    const result = expectWithinCpuBudget(() => ZResendRequest.safeParse({ email: hostile }), 50);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });

  it("matches in linear time even without the length check", () => {
    for (const hostile of [`a@${".".repeat(50_000)} `, `a@${"a.".repeat(25_000)} `, `${"a".repeat(50_000)}@`]) {
      expect(expectWithinCpuBudget(() => EMAIL_PATTERN.test(hostile), 50)).toBe(false);
    }
  });

  it("still accepts ordinary addresses and refuses the malformed ones", () => {
    for (const ok of ["a@b.co", "first.last@mail.example.org", "x+tag@sub.domain.io"]) {
      expect(EMAIL_PATTERN.test(ok)).toBe(true);
    }
    for (const bad of ["a@b", "a@b.", "@b.co", "a b@c.co", "a@b@c.co", "a@b.co,c@d.co", "a@<b>.co"]) {
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    }
  });
});
