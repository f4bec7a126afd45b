/**
 * A title told by its story instead of its name: "the film where the weatherman keeps waking up on
 * the same day", "the one with the rat who cooks in a Paris restaurant". The clause after such an
 * opening is matched against every title's description and keywords; when one title answers it
 * clearly better than any other, it becomes a reference, as if the person had named it.
 */
import { type EngineIndex, titleAt } from "../catalog";
import { STOPWORDS, type Token } from "../text";
import type { Ctx } from "./context";
import { addMention } from "./references";

/** Words that open a told story: "the/that film where", "the one with", "this show about". */
const DEMONSTRATIVES = new Set(["the", "that", "this"]);
const TOLD_THINGS = new Set([
  "film",
  "movie",
  "show",
  "series",
  "one",
  "cartoon",
  "documentary",
  "miniseries",
  "sitcom",
  "anime",
  "drama",
  "comedy",
  "thriller",
]);
/** Words that may describe the told thing before it ("the Irish sitcom about …"). */
const MAX_DESCRIBING = 2;
const STORY_OPENERS = new Set(["where", "with", "about", "in", "when", "that", "who"]);
/** A told story is a clause, not a paragraph. */
const MAX_STORY_WORDS = 25;
/**
 * The least a story must share with a title's description (words, and their rarity summed as
 * log(titles / titles holding the word)), and how far ahead of the next title it must be.
 */
const MIN_SHARED_WORDS = 2;
const MIN_RARITY = 9;
const MIN_LEAD = 1.5;

/** The story told from token i: its words (the describing ones included) up to the sentence's end or a turn ("but"). */
function storyAt(tokens: Token[], i: number): { from: number; to: number } | null {
  const the = tokens[i];
  if (!the || the.breakAfter || !DEMONSTRATIVES.has(the.raw)) return null;
  // up to two words may describe the thing first ("the Irish sitcom about", "that old French film where")
  let at = i + 1;
  while (at <= i + MAX_DESCRIBING + 1 && tokens[at] && !TOLD_THINGS.has(tokens[at]!.raw) && !tokens[at]!.breakAfter)
    at++;
  const [thing, opener] = [tokens[at], tokens[at + 1]];
  if (!thing || !opener || thing.breakAfter || !TOLD_THINGS.has(thing.raw) || !STORY_OPENERS.has(opener.raw))
    return null;
  let to = at + 2;
  while (to < tokens.length && to - i < MAX_STORY_WORDS) {
    const t = tokens[to];
    if (!t || t.raw === "but") break;
    to++;
    if (t.breakAfter && !t.commaAfter) break;
  }
  return { from: i, to };
}

/** The title whose description the story's words point to, when one stands clearly ahead. */
function bestFit(index: EngineIndex, words: Token[]): number | null {
  const n = index.titles.length;
  const score = new Map<number, { sum: number; shared: number }>();
  // the told thing itself ("film", "sitcom") says what kind of title, not which one
  const telling = words.filter((t) => t.raw.length >= 3 && !STOPWORDS.has(t.raw) && !TOLD_THINGS.has(t.raw));
  for (const stem of new Set(telling.map((t) => t.stem))) {
    const holders = new Set([...(index.textPost.get(stem) ?? []), ...(index.kwTokenPost.get(stem) ?? [])]);
    // a word half the catalogue's descriptions hold tells nothing about which title is meant
    if (!holders.size || holders.size > n / 10) continue;
    const idf = Math.log(n / holders.size);
    for (const idx of holders) {
      const s = score.get(idx) ?? { sum: 0, shared: 0 };
      s.sum += idf;
      s.shared++;
      score.set(idx, s);
    }
  }
  const ranked = [...score].sort((a, b) => b[1].sum - a[1].sum);
  const [best, second] = ranked;
  if (!best || best[1].shared < MIN_SHARED_WORDS || best[1].sum < MIN_RARITY) return null;
  if (second && best[1].sum < MIN_LEAD * second[1].sum) return null;
  return best[0];
}

/** Adds each title told by its story as a mention (a reference, or avoided when refused), its words read as that title only. */
export function findDescribedTitles(ctx: Ctx): void {
  const { tokens, consumed, index } = ctx;
  for (let i = 0; i + 3 < tokens.length; i++) {
    const story = storyAt(tokens, i);
    if (!story || consumed.slice(story.from, story.to).some(Boolean)) continue;
    // the words after the demonstrative: the describing ones count, the told thing itself is skipped
    const idx = bestFit(index, tokens.slice(story.from + 1, story.to));
    if (idx === null) continue;
    addMention(ctx, titleAt(index.titles, idx).t, story.from);
    for (let k = story.from; k < story.to; k++) consumed[k] = true;
    i = story.to - 1;
  }
}
