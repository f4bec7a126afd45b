import type * as PasswordModule from "./password";

// Rules other than hashing itself run with a cheaper scrypt (ln=12); tests that need the real cost
// (N=2^17) switch it back. password.test.ts covers the production parameters.
export const scryptCost = { fast: true };
const cheap = { ln: 12, r: 8, p: 1 };

/** The password module hashing at the cheap cost while `scryptCost.fast` holds: the body of a `vi.mock("./password")`. */
export function withCheapScrypt(real: typeof PasswordModule): typeof PasswordModule {
  return {
    ...real,
    hashPassword: (pw: string) => real.hashPassword(pw, scryptCost.fast ? cheap : undefined),
    burnPasswordCheck: (pw: string) => real.burnPasswordCheck(pw, scryptCost.fast ? cheap : undefined),
  };
}
