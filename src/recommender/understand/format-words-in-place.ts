/**
 * Whether a format word or an era word is asked for where it stands: a count refused before a film or
 * series word ("nothing with 500 episodes"), films already in hand ("2 films already downloaded"), an
 * age word said of a person ("they are too old"), the television set ("on the telly"), a run of things
 * ("a series of them"), a time of year ("awards season") and a film word said of episodes ("every episode
 * stands alone"). Pure functions
 * of the tokens.
 */
import type { Token } from "../text";
import { isNegator, MOVIE_WORDS, NUM_WORDS, PERSON_IS, POSSESSIVES, SUBJECT_PRONOUNS, TV_WORDS } from "./words";

/** A count before a noun: "500", "ten", "a million", "too many", "hundreds of", "loads of". */
const COUNT_WORDS = /^(?:\d{1,4}|hundreds?|thousands?|millions?|dozens?|many|countless|endless)$/;
const QUANTITY_OF = /^(?:hundreds|thousands|millions|dozens|lots|loads|tons|heaps)$/;
export function countedBefore(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.raw ?? "";
  if (COUNT_WORDS.test(before) || (NUM_WORDS[before] ?? 0) > 1) return true;
  return before === "of" && QUANTITY_OF.test(tokens[i - 2]?.raw ?? "");
}

/** A person and "be" run together, with "were" (which may be "we're"). */
const PERSON_BEING: ReadonlySet<string> = new Set([...PERSON_IS, "were"]);
const BEING: ReadonlySet<string> = new Set(["am", "are", "is", "was", "were", "getting", "feel", "feeling"]);
const DEGREE_BEFORE: ReadonlySet<string> = new Set(["too", "so", "very", "really", "quite", "a", "bit", "little"]);
/** Titles that are about something ("a documentary about …", "a film about …"). */
const TOLD_ABOUT: ReadonlySet<string> = new Set([
  ...["documentary", "documentaries", "doc", "docs", "docuseries", "film", "films", "movie", "movies"],
  ...["show", "shows", "series", "story", "stories", "something", "anything", "one"],
]);
/**
 * A person and a form of "be" or "get" before a word, with words of degree between ("they are too old"),
 * or "about" before it: an age or era said of someone or something, not of the title asked for.
 */
export function saidOfAPerson(tokens: readonly Token[], i: number): boolean {
  // "a documentary about old hollywood", "a film about the silent era": the era is the subject, not when
  // the title was made ("mad about old musicals" is a taste for them)
  const about = tokens[i - 1]?.raw === "the" ? i - 2 : i - 1;
  if (tokens[about]?.raw === "about" && TOLD_ABOUT.has(tokens[about - 1]?.raw ?? "")) return true;
  let j = i - 1;
  while (j >= 0 && DEGREE_BEFORE.has(tokens[j]?.raw ?? "") && !tokens[j]?.breakAfter) j--;
  const verb = tokens[j]?.raw ?? "";
  if (tokens[j]?.breakAfter) return false;
  if (PERSON_BEING.has(verb)) return true;
  if (!BEING.has(verb)) return false;
  // "im getting old", "they are too old", "my parents are old"
  const subject = tokens[j - 1]?.raw ?? "";
  return SUBJECT_PRONOUNS.has(subject) || PERSON_BEING.has(subject) || POSSESSIVES.has(tokens[j - 2]?.raw ?? "");
}

/**
 * "already" just after a format word, or a few words before a plural one in the same clause ("already
 * got the films"); "already seen that film, something like it" still names the kind of title.
 */
export function hadAlready(tokens: readonly Token[], i: number): boolean {
  if (tokens[i + 1]?.raw === "already" && !tokens[i]?.breakAfter) return true;
  if (!tokens[i]?.raw.endsWith("s")) return false;
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    if (tokens[j]?.breakAfter) return false;
    if (tokens[j]?.raw === "already") return true;
  }
  return false;
}

/** Words for a television set, and the words before one that make it the set ("on the telly", "our tv"). */
const SET_WORDS: ReadonlySet<string> = new Set(["tv", "telly", "television"]);
const SET_BEFORE: ReadonlySet<string> = new Set([
  ...["the", "my", "our", "his", "her", "their", "big", "one", "single", "only", "shared", "small", "tiny", "on"],
]);

/** True when token i names the television set rather than a series: "the telly", not "the tv show" nor "a tv series". */
function theSet(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  const runsOn = next !== undefined && !tokens[i]?.breakAfter && (MOVIE_WORDS.has(next.raw) || TV_WORDS.has(next.raw));
  return SET_WORDS.has(tokens[i]?.raw ?? "") && SET_BEFORE.has(tokens[i - 1]?.raw ?? "") && !runsOn;
}

/** Words after "a series of" that make it a run of things: them, or a plural ("a series of films"). */
const RUN_OF = /^(?:them|those|these|[a-z]{3,}s)$/;

/**
 * True when token i is "series" in "a series of them", "a series of films": a run of things, not a TV
 * series ("a detective series of the traditional sort" is one).
 */
function aRunOf(tokens: readonly Token[], i: number): boolean {
  if (tokens[i]?.raw !== "series" || tokens[i + 1]?.raw !== "of" || tokens[i]?.breakAfter) return false;
  return RUN_OF.test(tokens[i + 2]?.raw ?? "");
}

/** Words for an episode, which a film word said after them describes ("every episode stands alone"). */
const EPISODE_WORDS: ReadonlySet<string> = new Set(["episode", "episodes", "ep", "eps"]);
/** How far back an episode word may stand ("every episode is basically a little movie"). */
const EPISODE_REACH = 5;

/** True when the film word at i is said of episodes ("every episode stands alone", "episodes that are standalone"). */
function saidOfEpisodes(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - EPISODE_REACH); j--) {
    // "episodes not a film": the film word is set against the episodes, not said of them
    if (tokens[j]?.breakAfter || isNegator(tokens[j]?.raw ?? "")) return false;
    if (EPISODE_WORDS.has(tokens[j]?.raw ?? "")) return true;
  }
  return false;
}

/** Words that make "season" a time of year: "awards season", "holiday season", "exam season", "spooky season". */
const TIMES_OF_YEAR: ReadonlySet<string> = new Set([
  ...["awards", "award", "oscar", "oscars", "holiday", "holidays", "festive", "christmas", "xmas", "halloween"],
  ...["spooky", "summer", "winter", "spring", "autumn", "fall", "rainy", "monsoon", "hurricane", "flu", "allergy"],
  ...["football", "soccer", "baseball", "hockey", "basketball", "cricket", "rugby", "sports", "ski", "hunting"],
  ...["exam", "exams", "tax", "wedding", "harvest", "tourist", "cuffing", "busy", "peak", "off", "school"],
]);

/** True when "season" at i is a time of year ("awards-season night"), not a series' season. */
function aTimeOfYear(tokens: readonly Token[], i: number): boolean {
  const raw = tokens[i]?.raw;
  return (
    (raw === "season" || raw === "seasons") && !tokens[i - 1]?.breakAfter && TIMES_OF_YEAR.has(tokens[i - 1]?.raw ?? "")
  );
}

/**
 * True when the format word at i (`len` words; `filmWord`: a film word) asks for no format where it
 * stands: the television set, a run of things, a film word said of episodes.
 */
export function asksNoFormat(tokens: readonly Token[], i: number, len: number, filmWord: boolean): boolean {
  return (
    (len === 1 && (theSet(tokens, i) || aRunOf(tokens, i) || aTimeOfYear(tokens, i))) ||
    (filmWord && saidOfEpisodes(tokens, i))
  );
}

/** Words of a length compared, after a format word ("episodes longer than 45 min", "films over 2 hours"). */
const LENGTH_COMPARISONS: ReadonlySet<string> = new Set([
  "longer",
  "over",
  "more",
  "shorter",
  "under",
  "above",
  "past",
]);
/** Verbs of running that may stand before the comparison ("if a film goes past 105 minutes", "runs over"). */
const RUNNING_ON: ReadonlySet<string> = new Set(["goes", "runs", "lasts", "is", "gets", "drags"]);
/** True when a length is compared right after token `at`, a verb of running between ("a film goes past 2 hours"). */
export const lengthComparedAt = (tokens: readonly Token[], at: number) =>
  LENGTH_COMPARISONS.has(tokens[at]?.raw ?? "") ||
  (RUNNING_ON.has(tokens[at]?.raw ?? "") && LENGTH_COMPARISONS.has(tokens[at + 1]?.raw ?? ""));
