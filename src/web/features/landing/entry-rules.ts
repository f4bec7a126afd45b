/** The entry dialog's two confirmations and the toast for the first one missing. */
export interface EntryConsent {
  adult: boolean;
  terms: boolean;
}

export interface EntryProblem {
  title: string;
  description: string;
}

export const ENTRY_PROBLEMS = {
  age: {
    title: "Age verification required",
    description: "You must confirm that you are 18 years or older to continue.",
  },
  terms: {
    title: "Terms acceptance required",
    description: "You must accept the Terms of Service and Privacy Policy to continue.",
  },
} as const satisfies Record<string, EntryProblem>;

/** Minimum age to use the product. */
export const MINIMUM_AGE = 18;

/** null when both boxes are ticked; otherwise the problem to show, age first. */
export function entryProblem(consent: EntryConsent): EntryProblem | null {
  if (!consent.adult) return ENTRY_PROBLEMS.age;
  if (!consent.terms) return ENTRY_PROBLEMS.terms;
  return null;
}
