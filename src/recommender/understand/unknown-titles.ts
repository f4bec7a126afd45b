/**
 * Titles the person named that the catalogue lacks: a capitalised run of words next to a cue
 * ("like Blorp Street", "Zyxx Station vibes") or a title-case run standing on its own ("The Good, the
 * Bad and the Ugly but…"), so the answer can say we lack it instead of answering something else.
 */
import { titleKeysOpening } from "../catalog";
import { COMPILED } from "../lexicon/index";
import { normalizeTitle, STOPWORDS, stemPhrase, type Token } from "../text";
import { type Ctx, TITLE_JOINERS, titleGoesOn } from "./context";
import { hasForeignWords } from "./foreign";
import { fuzzyLexicon } from "./word-forms";
import {
  EXTRA_STOP,
  isNegator,
  knownWord,
  lexiconWord,
  MOVIE_WORDS,
  NUM_WORDS,
  POSSESSIVES,
  SUBJECT_PRONOUNS,
  TIME_UNIT_WORDS,
  TV_WORDS,
} from "./words";

/** Words that end a named title's span ("like Blorp Street but funnier"). */
const TITLE_STOP = new Set([
  "but",
  "with",
  "and",
  "or",
  "that",
  "which",
  "for",
  "from",
  "in",
  "only",
  "except",
  "without",
]);
const MAX_TITLE_WORDS = 6;

/**
 * A capitalised run of words next to a cue that matched no catalogue title: the person named a
 * title we do not have. Read forward after "like …" and backward before "… vibes"; the words stay
 * unconsumed, so they still count as mood words.
 */
export function unknownTitleAt(tokens: Token[], consumed: boolean[], from: number, dir: 1 | -1): string | null {
  const words: Token[] = [];
  for (let j = from; words.length < MAX_TITLE_WORDS; j += dir) {
    const t = tokens[j];
    if (t === undefined) break; // past either end of the text
    if (consumed[j] || TITLE_STOP.has(t.raw)) break;
    if (dir === -1 && t.breakAfter && j !== from) break;
    words.push(t);
    if (dir === 1 && t.breakAfter) break;
  }
  if (dir === -1) words.reverse();
  // "the"/"a" may open a title in lower case; the first real word must be capitalised
  const firstWord = words.find((t) => !["the", "a", "an"].includes(t.raw));
  if (!firstWord) return null;
  if (!firstWord.capital) return lowerCaseTitle(words);
  // mood words in capitals ("Something Like Funny", "New Year's Eve") are not a title
  if (words.every(knownWord) || isLexiconPhrase(words)) return null;
  const kept = words.slice(0, words.findLastIndex((t) => t.capital) + 1);
  return kept.map((t) => (t.capital ? t.raw.charAt(0).toUpperCase() + t.raw.slice(1) : t.raw)).join(" ");
}

/** Units of time and count: a run holding one measures something ("100 mins", "3 seasons"). */
const UNITS: ReadonlySet<string> = new Set([...TIME_UNIT_WORDS, "episodes", "seasons", "years"]);

/**
 * Words that make a run about the person, not a title ("like my sister's favourite", "nothing ive
 * seen like …", a subject and its verb run together as the tokens spell them).
 */
const PERSONAL: ReadonlySet<string> = new Set([
  ...POSSESSIVES,
  ...SUBJECT_PRONOUNS,
  "me",
  "it",
  "this",
  "that",
  "ive",
  "im",
  "weve",
  "youve",
  "theyve",
]);

/** The longest lexicon phrase, in words, looked for inside a run. */
const MAX_PHRASE_WORDS = 4;

/** True when the words, all together, are one lexicon phrase ("New Year's Eve"). */
function isLexiconPhrase(words: Token[]): boolean {
  return COMPILED.phrases.has(stemPhrase(words.map((t) => t.raw).join(" ")));
}

/** True when some words of the run together make a lexicon phrase ("sci fi", "feel good"), none of them one alone. */
function holdsLexiconPhrase(words: Token[]): boolean {
  for (let i = 0; i < words.length; i++) {
    for (let len = 2; len <= MAX_PHRASE_WORDS && i + len <= words.length; len++) {
      const phrase = words
        .slice(i, i + len)
        .map((t) => t.raw)
        .join(" ");
      if (COMPILED.phrases.has(stemPhrase(phrase))) return true;
    }
  }
  return false;
}

/**
 * A title typed in lower case next to a cue ("like pitch perfect", "bake off vibes"): only when no
 * word is one mood reading knows, or a misspelling of one ("smth scray but not 2 scary"), save small
 * words, and none is about the person.
 */
function lowerCaseTitle(words: Token[]): string | null {
  // a word of three letters or more: "90s vibes" names a decade, not a title
  const content = words.filter((t) => !STOPWORDS.has(t.raw) && !EXTRA_STOP.has(t.raw) && /[a-z]{3}/.test(t.raw));
  if (!content.length || words.some((t) => PERSONAL.has(t.raw) || isNegator(t.raw))) return null;
  // "longer than two and a half hours": a number alone is a quantity, not a title
  if (content.every((t) => NUM_WORDS[t.raw] !== undefined)) return null;
  // a mood word, a film or series word ("preferably a series but …") or a unit ("than 100 mins") says
  // the clause is a wish
  if (
    content.some((t) => lexiconWord(t) || (!t.apostrophe && fuzzyLexicon(t.raw) !== null)) ||
    holdsLexiconPhrase(words) ||
    words.some((t) => MOVIE_WORDS.has(t.raw) || TV_WORDS.has(t.raw) || UNITS.has(t.raw))
  )
    return null;
  if (words.length > 4) return null;
  return words
    .map((t, k) => (k > 0 && TITLE_JOINERS.has(t.raw) ? t.raw : t.raw.charAt(0).toUpperCase() + t.raw.slice(1)))
    .join(" ");
}

/**
 * The words of each title we lack stop counting as mood words unless the lexicon knows them: "Pitch
 * Perfect" asks for no sales pitch and "Julie & Julia" for no Julie, while "Vampire Diaries" still
 * says vampires.
 */
export function quietUnknownTitleWords(ctx: Ctx): void {
  const { tokens, consumed } = ctx;
  for (const name of ctx.mood.unknownTitles) {
    const words = name.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    if (!words.length) continue;
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (!words.every((w, k) => tokens[i + k]?.raw === w)) continue;
      for (let k = i; k < i + words.length; k++) if (!lexiconWord(tokens[k]!)) consumed[k] = true;
    }
  }
}

/** Adds a title we lack once: a run found again with a word more or less ("Like Zyxx Station") is the same title. */
export function addUnknown(list: string[], title: string): void {
  const key = ` ${title.toLowerCase()} `;
  if (!list.some((x) => key.includes(` ${x.toLowerCase()} `) || ` ${x.toLowerCase()} `.includes(key))) list.push(title);
}

/** Words that turn from a named title to how the answer should differ ("X but funnier", "X meets Y"). */
export const TITLE_TURNS: ReadonlySet<string> = new Set(["but", "meets", "except", "minus", "without"]);
/** Words before a capitalised run that make it a person or a place, not a title ("with Tom Hanks", "set in New York"). */
const NAME_LEADS = new Set(["with", "in", "by", "starring", "from", "at", "about", "featuring", "near", "of", "to"]);

/** True when most letters are capitals: a shouted request capitalises every word, titles or not. */
function shouted(tokens: Token[]): boolean {
  const capitals = tokens.filter((t) => t.capital).length;
  return capitals >= 3 && capitals / tokens.length > 0.6;
}

/** End (exclusive) of the title-case run starting at `from`: capitalised words, joiners between them, commas before a joiner. */
function runEnd(tokens: Token[], consumed: boolean[], from: number): number {
  let end = from;
  for (let j = from; j < tokens.length && j - from < 10; j++) {
    const t = tokens[j]!;
    if (consumed[j]) break;
    if (!t.capital && !TITLE_JOINERS.has(t.raw)) break;
    if (t.capital) end = j + 1;
    if (t.breakAfter && !titleGoesOn(t, tokens[j + 1])) break;
  }
  return end;
}

/** True when some catalogue title begins with these words ("Harry Potter" for the series' films). */
function opensCatalogueTitle(ctx: Ctx, key: string): boolean {
  return titleKeysOpening(ctx.index, key, 1).length > 0;
}

/**
 * Title-case runs with at least two capitalised words the reader does not know (or two capitalised
 * words opening a clause and turned by "but"), not led by a word
 * that introduces a person or place and not followed by "movies"/"shows" (a name's films), that open
 * no catalogue title. English only: other languages capitalise nouns. The words stay unconsumed.
 */
export function findUnknownTitlesOutright(ctx: Ctx): void {
  const { tokens, consumed, mood } = ctx;
  if (shouted(tokens) || hasForeignWords(mood.text)) return;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!;
    if (consumed[i] || !first.capital) continue;
    const end = runEnd(tokens, consumed, i);
    const span = tokens.slice(i, end);
    const lead = tokens[i - 1];
    i = Math.max(i, end - 1);
    if (lead && !lead.breakAfter && NAME_LEADS.has(lead.raw)) continue;
    const after = tokens[end];
    if (after && !span.at(-1)?.breakAfter && (MOVIE_WORDS.has(after.raw) || TV_WORDS.has(after.raw))) continue;
    const capitals = span.filter((t) => t.capital && !TITLE_JOINERS.has(t.raw));
    const unknownCapitals = capitals.filter((t) => !knownWord(t));
    // common words make titles too ("The Good, the Bad and the Ugly"); then the shape must say title:
    // opening a clause and turned by "but"/"meets" ("… but I've seen it")
    const opensClause = !lead || lead.breakAfter;
    const turned = after !== undefined && !span.at(-1)?.breakAfter && TITLE_TURNS.has(after.raw);
    const moodOnly = capitals.every(lexiconWord);
    if (unknownCapitals.length < 2 && !(capitals.length >= 2 && opensClause && turned && !moodOnly)) continue;
    // "New Year's Eve but we're staying in": the run is a phrase the lexicon reads
    if (isLexiconPhrase(span)) continue;
    const key = normalizeTitle(span.map((t) => t.whole).join(" "));
    if (!key || opensCatalogueTitle(ctx, key)) continue;
    const name = span
      .map((t) => (t.capital ? t.raw.charAt(0).toUpperCase() + t.raw.slice(1) : t.raw) + (t.commaAfter ? "," : ""))
      .join(" ")
      .replace(/,$/, "");
    addUnknown(mood.unknownTitles, name);
  }
}
