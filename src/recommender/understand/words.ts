/**
 * The word tables of mood reading (src/recommender/data/*.json), checked once at load and turned into
 * sets for lookups.
 */
import boostWords from "../data/boost-words.json" with { type: "json" };
import dampenWords from "../data/dampen-words.json" with { type: "json" };
import degreeWords from "../data/degree-words.json" with { type: "json" };
import dullWords from "../data/dull-words.json" with { type: "json" };
import extraStopWords from "../data/extra-stop-words.json" with { type: "json" };
import movieWords from "../data/movie-words.json" with { type: "json" };
import negationEnds from "../data/negation-ends.json" with { type: "json" };
import negationFillers from "../data/negation-fillers.json" with { type: "json" };
import negationPhrases from "../data/negation-phrases.json" with { type: "json" };
import negators from "../data/negators.json" with { type: "json" };
import numberWords from "../data/number-words.json" with { type: "json" };
import cuesAfter from "../data/reference-cues-after.json" with { type: "json" };
import cuesBefore from "../data/reference-cues-before.json" with { type: "json" };
import tvWords from "../data/tv-words.json" with { type: "json" };
import { COMPILED } from "../lexicon/index";
import { STOPWORDS, type Token } from "../text";

/** The words of a table, or an error naming it when the file is not an array of strings. */
export function wordList(table: string, data: unknown): string[] {
  if (!Array.isArray(data) || !data.every((w) => typeof w === "string")) {
    throw new Error(`data/${table}.json: expected an array of strings`);
  }
  return data;
}

/** Words that open a negation ("no romance", "nothing scary", "without gore"). */
export const NEGATORS: ReadonlySet<string> = new Set(wordList("negators", negators));
/** Phrases that open a negation the way "no" does ("done with superheroes", "tired of", "spare me"), as token lists. */
export const NEG_PHRASES: readonly string[][] = wordList("negation-phrases", negationPhrases).map((p) => p.split(" "));
/** Words a negation may reach across ("not in the mood for horror", "nothing too scary"). */
export const NEG_FILLER: ReadonlySet<string> = new Set(wordList("negation-fillers", negationFillers));
/** Words that close a negation's reach ("no romance, pure action", "not sad but funny"). */
export const NEG_END: ReadonlySet<string> = new Set(wordList("negation-ends", negationEnds));
/** Film words: inside a longer phrase ("animated film") they still ask for a film. */
export const MOVIE_WORDS: ReadonlySet<string> = new Set(wordList("movie-words", movieWords));
/** Series words: inside a longer phrase ("funny show") they still ask for a series. */
export const TV_WORDS: ReadonlySet<string> = new Set(wordList("tv-words", tvWords));
/** Intensifiers: the next term weighs more ("really scary", "super funny"). */
export const BOOST: ReadonlySet<string> = new Set(wordList("boost-words", boostWords));
/** Degree words: "nothing too scary" limits how scary, so a genre after it ("too scary horror") is still wanted. */
export const DEGREE_WORDS: ReadonlySet<string> = new Set(wordList("degree-words", degreeWords));
/** Softeners: the next term weighs less ("slightly dark", "a bit romantic"). */
export const DAMPEN: ReadonlySet<string> = new Set(wordList("dampen-words", dampenWords));
/** Phrases that, just before a title, say "use this title as the reference", as token lists, tried in order. */
export const CUES_BEFORE: readonly string[][] = wordList("reference-cues-before", cuesBefore).map((c) => c.split(" "));
/** Words that, just after a title, say the same ("Matrix vibes", "Wes Anderson-esque"). */
export const CUES_AFTER: ReadonlySet<string> = new Set(wordList("reference-cues-after", cuesAfter));
/** Words that judge a title not worth watching ("dry", "cheesy", "tedious"). */
export const DULL_WORDS: ReadonlySet<string> = new Set(wordList("dull-words", dullWords));
/**
 * Words too common in mood text to be a catalogue keyword, a typo of a lexicon word or the only
 * evidence of a title ("watch", "tonight", "guy"); a negation reaches across a few of them.
 */
export const EXTRA_STOP: ReadonlySet<string> = new Set(wordList("extra-stop-words", extraStopWords));

/**
 * True when a word is never a term through anything but its own listing: a stop word, a word too common
 * in mood text, or a judgement of a title ("boring" reaches "bored", a catalogue keyword, "boxing").
 */
export function neverATermAlone(raw: string): boolean {
  return STOPWORDS.has(raw) || EXTRA_STOP.has(raw) || DULL_WORDS.has(raw);
}

/** Words before a word of feeling that make it the person's own state ("feeling unmotivated", "I'm sad"). */
export const OWN_STATE_LEADS: ReadonlySet<string> = new Set([
  "feel",
  "feeling",
  "felt",
  "im",
  "am",
  "was",
  "been",
  "getting",
]);

/** Words for subtitles, after which a language names theirs ("English subtitles"). */
export const SUBTITLE_WORDS: ReadonlySet<string> = new Set([
  "subtitles",
  "subtitle",
  "subs",
  "subbed",
  "subtitled",
  "captions",
]);

/** Number words of runtimes and ages ("two hours", "my six-year-old"), in the order the age pattern lists them. */
export const NUM_WORDS: Readonly<Record<string, number>> = (() => {
  const data: unknown = numberWords;
  if (typeof data !== "object" || data === null || !Object.values(data).every((n) => typeof n === "number")) {
    throw new Error("data/number-words.json: expected an object of numbers");
  }
  return data as Record<string, number>;
})();

/** A bare no: a reply to a question ("horror? no"), a correction ("a film. No, a series."), or a negation before words. */
export const BARE_NO: ReadonlySet<string> = new Set(["no", "nah", "nope"]);

/** The "have" of a present perfect, as the tokens spell it (apostrophes dropped). */
const PERFECT: ReadonlySet<string> = new Set(["have", "has", "ive", "weve", "theyve", "youve", "hes", "shes"]);
/** Verbs of having met a film or a kind of film ("never seen", "never tried"). */
const MET: ReadonlySet<string> = new Set(["seen", "watched", "tried", "done", "gotten", "got"]);

/**
 * True for "(I) have never seen/watched/tried": what someone has not met yet is no refusal of it
 * ("I've never watched anime, where to start?"); "I never watch horror", with no "have", is one.
 */
export function neverMet(before: string, word: string, after: string): boolean {
  return word === "never" && PERFECT.has(before) && MET.has(after);
}

/** Subjects of a clause telling what happens in a title or a life ("a film that never drags"). */
const TOLD_SUBJECTS: ReadonlySet<string> = new Set(["which", "that", "it", "this", "he", "she", "they", "who"]);
/** Verbs of a viewer's taste, after which "never" refuses ("he never watches horror", "she never likes sad films"). */
const TASTE_VERBS: ReadonlySet<string> = new Set([
  ...["watch", "watches", "like", "likes", "enjoy", "enjoys", "want", "wants", "sit", "sits", "get", "gets"],
  ...["care", "cares", "go", "goes", "stand", "stands", "finish", "finishes", "pick", "picks", "choose", "chooses"],
]);

/**
 * True for "never" after a subject and before a verb that is no viewer's taste ("a film that never
 * drags", "the hero never escapes", "which basically never happens"): what happens, not a refusal.
 * An adverb ending in -ly may sit before "never" ("which basically never").
 */
export function neverOfWhatHappens(before: string, beforeThat: string, word: string, after: string): boolean {
  if (word !== "never" || TASTE_VERBS.has(after) || !/^[a-z]+$/.test(after)) return false;
  return TOLD_SUBJECTS.has(before) || (/ly$/.test(before) && TOLD_SUBJECTS.has(beforeThat));
}

/** Verbs of having watched ("I've got" is having, not watching). */
const VIEWED: ReadonlySet<string> = new Set(["seen", "watched", "done", "finished", "binged", "rewatched"]);
const MODALS: ReadonlySet<string> = new Set(["would", "could", "might", "should", "must", "may"]);
/** Words between "have" and its verb in an account of viewing ("they've only ever done", "we've already seen"). */
const SO_FAR: ReadonlySet<string> = new Set(["only", "ever", "just", "already", "all", "both", "always", "mostly"]);

/**
 * True when the verb at `i` tells what someone has watched so far ("they've only ever done episodes",
 * "we've already seen the films"): an account, not a wish, so its format words ask for nothing. "Have
 * never seen" is what someone may want to try, and is no such account.
 */
export function pastViewing(words: readonly string[], i: number): boolean {
  if (!VIEWED.has(words[i] ?? "")) return false;
  let k = i - 1;
  while (k >= 0 && SO_FAR.has(words[k] ?? "")) k--;
  // "what he would have seen at the pictures" imagines a viewing rather than telling one
  return PERFECT.has(words[k] ?? "") && !MODALS.has(words[k - 1] ?? "");
}

/** A negator, or a negating verb in another form ("hates", "hated", "avoided", "loathed"). */
export function isNegator(raw: string): boolean {
  if (NEGATORS.has(raw)) return true;
  for (const ending of ["s", "d", "ed", "ing"]) {
    if (raw.length > ending.length + 2 && raw.endsWith(ending) && NEGATORS.has(raw.slice(0, -ending.length)))
      return true;
  }
  return false;
}

/** A word the lexicon holds, as the stem of a phrase of its own or as a surface form. */
export function lexiconWord(t: Token): boolean {
  return COMPILED.phrases.has(t.stem) || COMPILED.surface.has(t.raw);
}

/** The words of the negation phrases ("scared", "afraid", "outgrown"): read as refusing, so no title's name. */
const NEG_PHRASE_WORDS: ReadonlySet<string> = new Set(NEG_PHRASES.flat());

/** A word mood reading already knows: a stop word, a filler, a refusing word or a lexicon word; capitalised, still no name. */
export function knownWord(t: Token): boolean {
  return STOPWORDS.has(t.raw) || EXTRA_STOP.has(t.raw) || NEG_PHRASE_WORDS.has(t.raw) || lexiconWord(t);
}

/** Possessive determiners: what follows one is said of someone's own life ("my dad just retired", "in their seventies"). */
export const POSSESSIVES: ReadonlySet<string> = new Set(["my", "our", "his", "her", "their", "your"]);

/**
 * A person and "be" run together as the tokens spell them ("I'm", "he's", "they're"): what follows is
 * said of them. "we're" is left out, as the tokens spell it "were".
 */
export const PERSON_IS: ReadonlySet<string> = new Set(["im", "hes", "shes", "theyre", "youre"]);

/** Subject pronouns: one opens a clause ("… he wants action") and tells who did something ("I cried at work"). */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(["i", "he", "she", "we", "they", "you"]);

/** Words opening a clause of reason, which explains the wish ("a film, because they fall asleep during episodes"). */
export const REASON_WORDS: ReadonlySet<string> = new Set(["because", "cause", "cuz", "coz", "cos", "bc"]);

/** Units of time as typed ("90 mins", "two hours"). */
export const TIME_UNIT_WORDS: readonly string[] = ["min", "mins", "minute", "minutes", "hr", "hrs", "hour", "hours"];
