import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * How many of the most used leaked passwords we refuse. The zxcvbn-ts common list is ranked by how
 * often each password appears in breach corpora; the top 10,000 are what credential-stuffing and
 * guessing attacks try first, and refusing them costs a real person almost nothing.
 */
const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/** Built on first use so a server that never sees a sign-up never pays for the set. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT));
  return common;
}

/** True when the password, ignoring case, is one of the most common leaked passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
