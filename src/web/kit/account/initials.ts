/**
 * Avatar initials: the first letter of each word of the full name, at most 2; without a
 * name, the first 2 characters of the username upper-cased; without either, the e-mail's first 2.
 */
export function profileInitials(fullName: string | null | undefined, username?: string | null, email?: string | null) {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((w) => firstCharacter(w).toUpperCase())
      .join("");
  }
  const fallback = (username ?? "").trim() || (email ?? "").trim();
  if (fallback) return [...fallback].slice(0, 2).join("").toUpperCase();
  return "?";
}

/** The first user-perceived character (keeps surrogate pairs such as emoji together). */
function firstCharacter(word: string): string {
  return [...word][0] ?? "";
}

/** Settings and profile saves: trimmed, and an empty name is stored as null rather than as blank. */
export function normaliseName(value: string): string | null {
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : null;
}
