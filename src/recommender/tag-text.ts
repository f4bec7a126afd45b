/**
 * Mood tags for a title from its own words (genre names, keywords, a synopsis), read with the mood
 * engine's lexicon: the same phrases that turn "something cozy" into a facet turn "a cozy mystery" in
 * a synopsis into tags. Used for titles that arrive without hand-picked moods (an import).
 */
import type { MoodTag } from "../shared/vocabulary";
import { COMPILED, type LexEntry, type LexKind } from "./lexicon/index";
import { tokenize } from "./text";
import { isFalseFriend } from "./understand/false-friends";

/** Kinds that describe the person watching or the request, not the story: never read from a synopsis. */
const NOT_CONTENT: ReadonlySet<LexKind> = new Set(["audience", "format", "quality", "modifier"]);

/** A tag needs this much lexicon weight in total before the title carries it. */
const TAG_THRESHOLD = 0.6;
/** As many as a hand-tagged title may carry. */
const MAX_TAGS = 8;

export interface TagTextInput {
  /** genre names as the source spells them ("Science Fiction", "Action & Adventure") */
  genres: readonly string[];
  keywords: readonly string[];
  /** free text: a synopsis */
  text: string;
}

/** Each lexicon entry found in the text once, longest phrase first (as the mood reader matches). */
function entriesIn(text: string): LexEntry[] {
  const tokens = tokenize(text);
  const found: LexEntry[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (isFalseFriend(tokens, i)) continue;
    const max = Math.min(COMPILED.maxLen, tokens.length - i);
    for (let len = max; len >= 1; len--) {
      const span = tokens.slice(i, i + len);
      // a phrase never runs across a clause break
      if (span.slice(0, -1).some((t) => t.breakAfter)) continue;
      const entry = COMPILED.phrases.get(span.map((t) => t.stem).join(" "));
      if (!entry) continue;
      if (!NOT_CONTENT.has(entry.kind) && !found.includes(entry)) found.push(entry);
      i += len - 1;
      break;
    }
  }
  return found;
}

/**
 * The mood tags the lexicon reads in a title's genres, keywords and synopsis, strongest first (ties
 * alphabetically), at most eight. Each part is read on its own, so one keyword's phrase never
 * runs into the next; an entry counts once however often it appears.
 */
export function moodTagsFromText(input: TagTextInput): MoodTag[] {
  const entries = new Set<LexEntry>();
  for (const part of [...input.genres, ...input.keywords, input.text]) {
    for (const e of entriesIn(part)) entries.add(e);
  }
  const score = new Map<MoodTag, number>();
  for (const e of entries) {
    for (const [tag, w] of Object.entries(e.m ?? {}) as [MoodTag, number][]) {
      score.set(tag, (score.get(tag) ?? 0) + w);
    }
  }
  return [...score.entries()]
    .filter(([, w]) => w >= TAG_THRESHOLD - 1e-9)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_TAGS)
    .map(([tag]) => tag);
}
