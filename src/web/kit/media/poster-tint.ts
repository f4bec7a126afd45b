/**
 * The tints of a generated poster tile, from DESIGN.md's palette: the amber accent, the mood
 * violet, and the success and danger colours. Only these, so a wall of fallback tiles still reads
 * as Moodreel rather than as a rainbow; the warning amber is left out, being next to the accent.
 */
export const POSTER_TINTS = ["#f5b942", "#8b7cf6", "#3ecf8e", "#f36b6b"] as const;

export type PosterTint = (typeof POSTER_TINTS)[number];

/**
 * The tint of a title, the same on every render, page and device (FNV-1a over the UTF-16 code
 * units), so a title keeps its colour between the grid, its details and its alerts.
 */
export function posterTint(title: string): PosterTint {
  let hash = 0x811c9dc5;
  for (let i = 0; i < title.length; i++) {
    hash ^= title.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return POSTER_TINTS[(hash >>> 0) % POSTER_TINTS.length] ?? POSTER_TINTS[0];
}

/** The first letter or digit of a title (skipping "The", quotes and the like) for the smallest tiles. */
export function posterMonogram(title: string): string {
  const words = title.trim().split(/\s+/);
  const lead = words.length > 1 && /^(the|a|an)$/i.test(words[0] ?? "") ? words.slice(1).join(" ") : title;
  const match = /[\p{L}\p{N}]/u.exec(lead);
  return match ? match[0].toLocaleUpperCase() : "?";
}
