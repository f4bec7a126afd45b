import { describe, expect, it } from "vitest";
import { atLeast } from "../../test/at-least";
import { burnPasswordCheck, hashPassword, SCRYPT_PARAMS, verifyPassword } from "./password";

describe("password hashing (scrypt N=2^17, r=8, p=1, 16-byte salt)", () => {
  it("hashes with a fresh salt each time and verifies only the right password", async () => {
    const t0 = performance.now();
    const a = await hashPassword("popcorn42");
    const hashMs = performance.now() - t0;
    const b = await hashPassword("popcorn42");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    const [, , , salt] = atLeast(a.split("$"), 4);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    const t1 = performance.now();
    expect(await verifyPassword("popcorn42", a)).toBe(true);
    const verifyMs = performance.now() - t1;
    expect(await verifyPassword("popcorn43", a)).toBe(false);
    expect(await verifyPassword("popcorn42", b)).toBe(true);
    // The cost is real: one hash takes tens of milliseconds at the very least.
    expect(hashMs).toBeGreaterThan(20);
    expect(verifyMs).toBeGreaterThan(20);
    console.info(`scrypt ln=${SCRYPT_PARAMS.ln}: hash ${hashMs.toFixed(0)} ms, verify ${verifyMs.toFixed(0)} ms`);
  });

  it("normalises Unicode, so the same password typed differently matches", async () => {
    const composed = "caf\u00e9123";
    const decomposed = "cafe\u0301123";
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it("never matches malformed hashes or out-of-range parameters", async () => {
    expect(await verifyPassword("x", "factory:no-password")).toBe(false);
    expect(await verifyPassword("x", "$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA")).toBe(false);
  });

  it("the check for an unknown address costs as much as a real one and never matches", async () => {
    const stored = await hashPassword("popcorn42");
    const timed = async (work: () => Promise<unknown>) => {
      const t = performance.now();
      await work();
      return performance.now() - t;
    };
    // Interleaved runs and medians, so a busy machine slows both sides alike.
    const real: number[] = [];
    const burn: number[] = [];
    for (let i = 0; i < 5; i++) {
      real.push(await timed(() => verifyPassword("wrong", stored)));
      burn.push(await timed(() => burnPasswordCheck("popcorn42")));
    }
    const median = (xs: number[]) =>
      atLeast(
        [...xs].sort((a, b) => a - b),
        3,
      )[2];
    expect(await burnPasswordCheck("popcorn42")).toBe(false);
    expect(median(burn) / median(real)).toBeGreaterThan(1 / 3);
    expect(median(burn) / median(real)).toBeLessThan(3);
  });

  it("accepts cheaper parameters when asked, recorded in the hash", async () => {
    const h = await hashPassword("popcorn42", { ln: 10, r: 8, p: 1 });
    expect(h).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(await verifyPassword("popcorn42", h)).toBe(true);
  });
});
