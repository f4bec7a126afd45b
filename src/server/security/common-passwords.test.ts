import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it.each(["abc12345", "password1", "PASSWORD1", "iloveyou", "12345678", "qwerty123"])("refuses %s", (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it.each(["rainy-day-films-7", "paddington2marmalade", "Kq8!vT3pLz"])("accepts %s", (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});
