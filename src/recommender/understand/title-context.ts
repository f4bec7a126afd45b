/**
 * What the words around a span say of it as a title: a lexicon phrase it opens or closes ("Studio
 * Ghibli", "ancient Rome"), a place said as a place ("other than English"), a cue beside it, a name
 * running past it, capitals the person typed.
 */
import { COMPILED } from "../lexicon/index";
import { STOPWORDS, type Token } from "../text";
import { TITLE_JOINERS } from "./context";
import { TITLE_TURNS } from "./unknown-titles";
import {
  CUES_AFTER,
  CUES_BEFORE,
  isNegator,
  knownWord,
  MOVIE_WORDS,
  POSSESSIVES,
  SUBTITLE_WORDS,
  TV_WORDS,
} from "./words";

/** The most words a lexicon phrase runs past a title named outright. */
const PHRASE_REACH = 3;

/** True when a lexicon phrase opens where the span does and runs on past it ("Studio" in "Studio Ghibli"). */
export function runsIntoPhrase(tokens: Token[], start: number, len: number): boolean {
  for (let more = 1; more <= PHRASE_REACH && start + len + more <= tokens.length; more++) {
    const span = tokens.slice(start, start + len + more);
    if (span.slice(0, -1).some((t) => t.breakAfter)) return false;
    if (COMPILED.phrases.has(span.map((t) => t.stem).join(" "))) return true;
  }
  return false;
}

/** Words before a place that make it a place ("in Rome", "other than English", "from Chicago"). */
const PLACE_BEFORE: ReadonlySet<string> = new Set(["in", "than", "from", "to", "at", "about", "of", "speaking"]);
/** Words after a language that make it a language ("English subtitles", "French audio"). */
const LANGUAGE_AFTER: ReadonlySet<string> = new Set([
  ...SUBTITLE_WORDS,
  "language",
  "dub",
  "dubbed",
  "audio",
  "speaking",
]);

/**
 * True when a one-word title at `at` that is also a lexicon place is said as the place ("other than
 * English"), or one that is also an occasion or its tone as the time of watching ("for Halloween").
 */
export function placeInContext(tokens: Token[], at: number, key: string): boolean {
  const kind = COMPILED.phrases.get(key)?.kind;
  if (TIME_KINDS.has(kind ?? "")) return TIME_BEFORE.has(tokens[at - 1]?.raw ?? "");
  if (kind !== "place" && kind !== "setting") return false;
  return PLACE_BEFORE.has(tokens[at - 1]?.raw ?? "") || LANGUAGE_AFTER.has(tokens[at + 1]?.raw ?? "");
}

/** Words before a holiday that say it is when the watching happens ("for Halloween", "this Christmas"). */
const TIME_BEFORE: ReadonlySet<string> = new Set([
  "for",
  "on",
  "at",
  "over",
  "this",
  "during",
  "around",
  "before",
  "after",
]);

/** Lexicon kinds a holiday's name may be read as: an occasion ("Christmas"), or the tone it brings ("Halloween"). */
const TIME_KINDS: ReadonlySet<string> = new Set(["occasion", "tone"]);

/** True when a lexicon phrase starts before the span and ends with it ("ancient" in "ancient Rome"). */
export function phraseEndsOn(tokens: Token[], start: number, len: number): boolean {
  for (let more = 1; more <= PHRASE_REACH && start - more >= 0; more++) {
    const span = tokens.slice(start - more, start + len);
    if (span.slice(0, -1).some((t) => t.breakAfter)) return false;
    if (COMPILED.phrases.has(span.map((t) => t.stem).join(" "))) return true;
  }
  return false;
}

/** True when a reference cue stands just before ("like totoro") or just after ("gilmore vibes") the word at `at`. */
export function cuedAt(tokens: Token[], at: number): boolean {
  if (!tokens[at]?.breakAfter && CUES_AFTER.has(tokens[at + 1]?.raw ?? "")) return true;
  return CUES_BEFORE.some((cue) =>
    cue.every((word, c) => {
      const t = tokens[at - cue.length + c];
      return t?.raw === word && !t.breakAfter;
    }),
  );
}

/** True when a capitalised name goes on either side of the span ("Line of | Duty", "Duty | Free"). */
export function nameRunsPast(tokens: Token[], start: number, len: number): boolean {
  const before = tokens[start - 1];
  const twoBefore = tokens[start - 2];
  const last = tokens[start + len - 1];
  if (before && !before.breakAfter) {
    if (before.capital) return true;
    if (TITLE_JOINERS.has(before.raw) && twoBefore?.capital && !twoBefore.breakAfter) return true;
  }
  return !last?.breakAfter && tokens[start + len]?.capital === true;
}

/** True when the person capitalised a word of the span, beyond a lone word capitalised as a sentence's first. */
export function hasCapital(tokens: Token[], start: number, len: number): boolean {
  return tokens
    .slice(start, start + len)
    .some((t, k) => t.capital && !(k === 0 && len === 1 && sentenceCase(tokens, start)));
}

/**
 * True when the single word at `at` is capitalised only because it opens a sentence: a common word
 * ("Her birthday, …", "Nope, not horror") or one running on into a lower-case word that is not a
 * title's turn ("Heat wave outside", "Psycho killers please"; not "Jaws for kids", "Heat but funnier").
 */
export function sentenceCase(tokens: Token[], at: number): boolean {
  const t = tokens[at];
  const before = tokens[at - 1];
  if (!t || (at > 0 && (!before?.breakAfter || before.commaAfter))) return false;
  if (t.raw.length < 3 || knownWord(t) || POSSESSIVES.has(t.raw) || isNegator(t.raw)) return true;
  const next = tokens[at + 1];
  if (!next || t.breakAfter || next.capital) return false;
  const turns =
    TITLE_TURNS.has(next.raw) || CUES_AFTER.has(next.raw) || MOVIE_WORDS.has(next.raw) || TV_WORDS.has(next.raw);
  return !STOPWORDS.has(next.raw) && !turns;
}
