/** The password rules shared by the server's validation and the live sign-up checklist. */

/** Eight, not six: the floor of NIST SP 800-63B and OWASP ASVS 5.0 (docs/decisions/0010). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound: long enough for any passphrase, short enough to keep hashing cheap. */
export const PASSWORD_MAX_LENGTH = 128;

type PasswordRuleId = "length" | "letter" | "digit";

interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  test(password: string): boolean;
}

const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: "length", label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: "letter", label: "At least one letter", test: (p) => /\p{L}/u.test(p) },
  { id: "digit", label: "At least one number", test: (p) => /\p{Nd}/u.test(p) },
];

interface PasswordCheck {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

/** Each rule with whether the password meets it, in display order. */
export function passwordChecklist(password: string): PasswordCheck[] {
  return PASSWORD_RULES.map((r) => ({ id: r.id, label: r.label, met: r.test(password) }));
}

/** True when every checklist rule holds and the password is within the upper bound. */
export function passwordMeetsRules(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((r) => r.test(password));
}
