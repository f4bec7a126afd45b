/**
 * Removes a run of the given characters from the end (and optionally the start) of a string.
 * A loop instead of `/x+$/`: an unanchored run-then-end pattern retries from every position of a
 * long run and takes quadratic time on input such as 50,000 slashes.
 */
export function trimChars(text: string, chars: string, edges: "end" | "both" = "end"): string {
  let start = 0;
  let end = text.length;
  if (edges === "both") while (start < end && chars.includes(text.charAt(start))) start++;
  while (end > start && chars.includes(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}
