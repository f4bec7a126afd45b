/** Catalogue titles found by their key's shape: a series by its opening words, a last word cut short, a distinctive word. */
import { type EngineIndex, titleAt, titleKeysOpening } from "../catalog";
import { editDistance, type Token } from "../text";
import { isNegator, knownWord } from "./words";

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

/** The most catalogue titles a word's stem may appear in (name or description) to name one of them by itself. */
const DISTINCTIVE_DF = 3;
/** The shortest word that may name a title by itself. */
const MIN_DISTINCTIVE_CHARS = 4;

/** A title named by part of its name: where the part starts in the tokens, how many words, the title's key. */
export interface PartialTitle {
  start: number;
  len: number;
  key: string;
}

/**
 * A catalogue title named by a distinctive part of its name: "Totoro", "eternal sunshine", "grand
 * budapest". The word at `at` is no word mood reading knows and is rare in the catalogue's names and
 * descriptions; every title whose name holds it belongs to one franchise (the most popular is taken);
 * the part grows over the words beside it that stand beside it in that name. Null when none, or when
 * the part is the whole name (an exact title is read elsewhere).
 */
export function partialTitleAt(index: EngineIndex, tokens: readonly Token[], at: number): PartialTitle | null {
  const tok = tokens[at];
  if (!tok || tok.raw.length < MIN_DISTINCTIVE_CHARS || /\d/.test(tok.raw) || knownWord(tok) || isNegator(tok.raw))
    return null;
  const posting = index.textPost.get(tok.stem);
  if (!posting || posting.length > DISTINCTIVE_DF) return null;
  const named = [...posting]
    .map((i) => titleAt(index.titles, i))
    .filter((it) => it.normTitle.split(" ").includes(tok.whole))
    .sort((a, b) => b.popN - a.popN || a.idx - b.idx);
  const [best] = named;
  if (!best || named.some((it) => it.franchise !== best.franchise)) return null;
  const words = best.normTitle.split(" ");
  const at0 = words.indexOf(tok.whole);
  let start = at;
  let end = at;
  while (start > 0 && !tokens[start - 1]?.breakAfter && tokens[start - 1]?.whole === words[at0 - (at - start) - 1])
    start--;
  while (end + 1 < tokens.length && !tokens[end]?.breakAfter && tokens[end + 1]?.whole === words[at0 + (end - at) + 1])
    end++;
  const len = end - start + 1;
  return len >= words.length ? null : { start, len, key: best.normTitle };
}

/** Small words a capitalised name may hold ("Last of the Summer Wine"). */
const NAME_LINKS: ReadonlySet<string> = new Set(["the", "of", "a", "in", "on"]);

/**
 * True when capitalised words go on from `at`: two in a row, or one after a small linking word ("Last of
 * | the Summer Wine"), in the same clause.
 */
export function capitalsGoOn(tokens: Token[], at: number): boolean {
  let k = at;
  while (NAME_LINKS.has(tokens[k]?.raw ?? "") && !tokens[k]?.capital && !tokens[k]?.breakAfter) k++;
  if (k > at) return tokens[k]?.capital === true && !tokens[k - 1]?.breakAfter;
  return tokens[k]?.capital === true && tokens[k + 1]?.capital === true;
}
