import type { THiddenTitle, THideKind } from "@/shared/contracts/hidden";
import { NOT_TONIGHT_DAYS } from "@/shared/recommendation-limits";

/** The two ways to hide a title, as the hide menu offers them. */
export const HIDE_CHOICES: readonly { kind: THideKind; label: string; hint: string }[] = [
  { kind: "not_tonight", label: "Not tonight", hint: `Leave it out for ${NOT_TONIGHT_DAYS} days` },
  { kind: "never", label: "Never show this", hint: "Leave it out for good" },
];

/** The toasts of hiding, verbatim: a title and a description. */
export const HIDE_TOASTS = {
  hidden: (title: string, kind: THideKind) =>
    kind === "not_tonight"
      ? (["Hidden for now", `${title} won't be recommended for ${NOT_TONIGHT_DAYS} days.`] as const)
      : (["Hidden for good", `${title} won't be recommended again.`] as const),
  hideFailed: ["Error", "Failed to hide this title. Please try again."],
  showAgainFailed: ["Error", "Failed to show this title again. Please try again."],
  signInToHide: ["Sign in required", "Please sign in to hide titles from your recommendations."],
} as const;

const UNTIL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Hidden until Dec 9, 2026" for a "not tonight", "Never shown" for a "never". */
export function hiddenStatus(entry: Pick<THiddenTitle, "hidden_until">): string {
  return entry.hidden_until ? `Hidden until ${UNTIL.format(new Date(entry.hidden_until))}` : "Never shown";
}
