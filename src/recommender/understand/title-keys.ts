/** Catalogue titles found by their key's shape: a series by its opening words, a last word cut short. */
import { type EngineIndex, titleAt, titleKeysOpening } from "../catalog";
import { editDistance } from "../text";

/**
 * A series named by its opening words with a typo ("harry poter"): the opening words shared by two
 * or more catalogue titles within `allow` edits of the span, and the most popular title they open.
 * Only titles sharing the span's first two letters are read, so the cost stays small at any size.
 */
export function fuzzySeriesTitle(
  index: EngineIndex,
  key: string,
  allow: number,
): { key: string; series: string } | null {
  const words = key.split(" ").length;
  const openings = new Map<string, number>();
  for (const cand of titleKeysOpening(index, key.slice(0, 2), 20_000)) {
    const parts = cand.split(" ");
    if (parts.length <= words) continue;
    const opening = parts.slice(0, words).join(" ");
    if (Math.abs(opening.length - key.length) <= allow) openings.set(opening, (openings.get(opening) ?? 0) + 1);
  }
  for (const [opening, count] of [...openings].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (count < 2 || editDistance(key, opening, allow) > allow) continue;
    const found = mostPopularKey(index, titleKeysOpening(index, `${opening} `, 200));
    if (found) return { key: found, series: opening };
  }
  return null;
}

/** The most popular title among catalogue keys, or null for none. */
function mostPopularKey(index: EngineIndex, keys: string[]): string | null {
  let found: string | null = null;
  let foundPop = -1;
  for (const key of keys) {
    const pop = titleAt(index.titles, index.byTitle.get(key)?.[0] ?? 0).popN;
    if (pop > foundPop) {
      found = key;
      foundPop = pop;
    }
  }
  return found;
}

/**
 * The catalogue title a span names with its last word cut short ("parks and rec" → "parks and
 * recreation"): same number of words, every word but the last exact, the last a prefix of at least
 * three letters; the most popular such title.
 */
export function abbreviatedTitle(index: EngineIndex, key: string): string | null {
  const words = key.split(" ");
  if ((words.at(-1)?.length ?? 0) < 3) return null;
  const same = titleKeysOpening(index, key, 200).filter((c) => c !== key && c.split(" ").length === words.length);
  return mostPopularKey(index, same);
}

/** The start of a sequel's title after its first film's name: "2", "3", "II", "III", "IV". */
const SEQUEL_NUMBER = /^(?:\d{1,2}|ii|iii|iv)(?:\s|$)/;

/**
 * True when a title's key also opens other titles, so naming it names its series: "toy story" and
 * its sequels; a one-word title ("paddington") only when a numbered sequel follows it, as "it" and
 * "up" open many unrelated titles.
 */
export function opensSeries(index: EngineIndex, key: string): boolean {
  return key.includes(" ")
    ? titleKeysOpening(index, `${key} `, 1).length > 0
    : titleKeysOpening(index, `${key} `, 50).some((k) => SEQUEL_NUMBER.test(k.slice(key.length + 1)));
}

/**
 * The series a span names by the words its titles open with ("harry potter" for "Harry Potter and
 * the Goblet of Fire" and the rest): two or more catalogue titles, the most popular of them.
 */
export function seriesTitle(index: EngineIndex, key: string): string | null {
  if (!key.includes(" ")) return null;
  const entries = titleKeysOpening(index, `${key} `, 200);
  return entries.length >= 2 ? mostPopularKey(index, entries) : null;
}
