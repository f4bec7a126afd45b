/**
 * The term reader: walks the tokens left unused by title references and patterns, and turns each
 * into a lexicon term, a catalogue keyword or a typo-tolerant lexicon word, negated or weighted by
 * the words before it.
 */
import type { LexEntry } from "../lexicon/index";
import { STOPWORDS } from "../text";
import { audienceAwayUntil } from "./audience-away";
import { addUnique, type Ctx } from "./context";
import { describedPeriods, PERIOD_TONE, timeClauses } from "./described-periods";
import { isFalseFriend } from "./false-friends";
import { asksNoFormat, countedBefore, hadAlready, lengthComparedAt, saidOfAPerson } from "./format-words-in-place";
import { keywordFacet } from "./keywords";
import { applyEntry, genreEntryOf, leansFully, matchLexicon, settleDegreeRefusals } from "./lexicon-match";
import {
  negationAfterFiller,
  negationAfterKeyword,
  negationAfterTerm,
  negationAfterUnknown,
  RELATIVE_REACH,
  readNegator,
} from "./negation";
import { type Negation, RELATIVES } from "./negation-clauses";
import { stressedRefusal, toldOfRefusedKind } from "./people-named";
import { BAD_REACTIONS } from "./refusals-by-opinion";
import { refuseDeath } from "./refused-deaths";
import { comparativeOf, fuzzyLexicon, oppositeOf } from "./word-forms";
import {
  BOOST,
  CUES_AFTER,
  DAMPEN,
  EXTRA_STOP,
  MOVIE_WORDS,
  NEG_FILLER,
  OWN_STATE_LEADS,
  POSSESSIVES,
  pastViewing,
  REASON_WORDS,
  SUBJECT_PRONOUNS,
  SUBTITLE_WORDS,
  TV_WORDS,
} from "./words";

/**
 * Reads "more", intensifiers and softeners into ctx.mult, the weight of the next term. True when
 * token i was a "more" that opens no lexicon phrase ("more romance": the next term weighs 1.5 times);
 * "more fun" is a comparative phrase and is read as one.
 */
function readIntensity(ctx: Ctx, i: number, negated: boolean): boolean {
  const tok = ctx.tokens[i];
  if (tok === undefined) return false;
  const next = ctx.tokens[i + 1]?.raw ?? "";
  if (tok.raw === "more" && next !== "than" && !negated) {
    const m = matchLexicon(ctx, i);
    if (!m || m[1] === 1) {
      ctx.mult = 1.5;
      return true;
    }
  }
  if (!negated && BOOST.has(tok.raw)) ctx.mult = Math.max(ctx.mult, 1.2);
  if (!negated && DAMPEN.has(tok.raw)) ctx.mult = 0.6;
  return false;
}

/** Length words that describe the next noun, which may not be the film ("a long relationship"). */
const LENGTH_WORDS: ReadonlySet<string> = new Set(["long", "longer", "short", "shorter"]);

/**
 * True when a length word stands before a noun the reader does not know, in the same clause: it
 * measures that thing ("after a long relationship", "a short temper"), not the film or series.
 */
function measuresSomethingElse(ctx: Ctx, i: number): boolean {
  const tok = ctx.tokens[i];
  const next = ctx.tokens[i + 1];
  if (!tok || !next || !LENGTH_WORDS.has(tok.raw) || tok.breakAfter) return false;
  if (MOVIE_WORDS.has(next.raw) || TV_WORDS.has(next.raw) || isFiller(next.raw) || /^\d/.test(next.raw)) return false;
  return matchLexicon(ctx, i + 1) === null;
}

/** A pronoun with its verb contracted ("we'd", "I'll", "he'll", "they're", "it's"), apostrophe removed. */
const CONTRACTION = /^(?:i|you|he|she|we|they|it|that|there|who|what)(?:d|ll|re|ve|s|m)$/;

/**
 * True when token i looks like a mood word but is used as something else, so it is no term and no
 * keyword: a false friend ("clean the house", "he loves history"), a pronoun's contraction ("we'd" is
 * not "wed", "I'll" not "ill"), or, when it is a lexicon word on its own, a length measuring another
 * noun ("after a long relationship").
 */
function usedAsSomethingElse(ctx: Ctx, i: number, singleLexiconWord: boolean): boolean {
  const tok = ctx.tokens[i];
  if (!tok) return false;
  if (isFalseFriend(ctx.tokens, i) || (tok.apostrophe && CONTRACTION.test(tok.raw))) return true;
  return singleLexiconWord && (measuresSomethingElse(ctx, i) || toldOfThePast(ctx, i));
}

/** Words after a refused film or series word that say what of it is refused ("no films where …", "with …", "too …"). */
const HEAD_OF_REFUSED: ReadonlySet<string> = new Set([...RELATIVES, "with", "too"]);

/** Words opening an occasion said as a time or a setting ("before bed", "on a plane", "with friends"). */
const OCCASION_PREPS: ReadonlySet<string> = new Set([
  "before",
  "after",
  "on",
  "with",
  "while",
  "in",
  "at",
  "during",
  "for",
  "over",
  "to",
]);

/** True when an occasion's term starts right at token `at`, in the same clause ("teen | sleepover"). */
function namesOccasion(ctx: Ctx, at: number): boolean {
  // "trains before bed": an occasion opening on a preposition says when, not which occasion the theme names
  if (ctx.tokens[at - 1]?.breakAfter || OCCASION_PREPS.has(ctx.tokens[at]?.raw ?? "")) return false;
  const m = at < ctx.tokens.length ? matchLexicon(ctx, at) : null;
  return m !== null && (m[0].kind === "occasion" || m[0].kind === "preset");
}

/**
 * True when token i is a verb in the past tense right after its subject ("I cried at work today",
 * "we laughed all weekend"): what happened to the person, not what they want now.
 */
function toldOfThePast(ctx: Ctx, i: number): boolean {
  const tok = ctx.tokens[i];
  const prev = ctx.tokens[i - 1];
  return (
    tok !== undefined &&
    prev !== undefined &&
    !prev.breakAfter &&
    SUBJECT_PRONOUNS.has(prev.raw) &&
    /[a-z]ed$/.test(tok.raw)
  );
}

/** Verbs of wanting before an infinitive ("want to", "need to"). */
const WANTING: ReadonlySet<string> = new Set(["want", "wanna", "need", "have", "like", "going", "gonna"]);

/** True when token i is the verb of "want to …" ("want to commit", "wanna sit through"), not a subject. */
function wantedVerb(ctx: Ctx, i: number): boolean {
  const prev = ctx.tokens[i - 1]?.raw;
  const wanting = prev === "to" ? ctx.tokens[i - 2]?.raw : prev;
  return (prev === "to" || prev === "wanna" || prev === "gonna") && WANTING.has(wanting ?? "");
}

/**
 * How many tokens from `at` form the kind of title a refused audience qualifies ("kids' cartoons",
 * "children's films"): a genre or format term or a film or series word right after it; 0 when none.
 */
function qualifiedHead(ctx: Ctx, audience: LexEntry, at: number): number {
  if (audience.kind !== "audience" || ctx.tokens[at - 1]?.breakAfter) return 0;
  const next = ctx.tokens[at];
  if (!next) return 0;
  if (MOVIE_WORDS.has(next.raw) || TV_WORDS.has(next.raw)) return 1;
  const m = matchLexicon(ctx, at);
  return m && (m[0].kind === "genre" || m[0].kind === "format") ? m[1] : 0;
}

/** Words that are never a term themselves; inside a negation they only use up its reach. */
function isFiller(raw: string): boolean {
  return STOPWORDS.has(raw) || NEG_FILLER.has(raw) || EXTRA_STOP.has(raw) || BOOST.has(raw) || DAMPEN.has(raw);
}

/** Kinds of term that, inside a clause of time ("while I'm in Paris"), describe where the person is. */
const CIRCUMSTANTIAL_KINDS: ReadonlySet<string> = new Set(["theme", "place", "setting"]);
/** Entries whose phrase is one wish whole: a genre word inside it names no genre of its own. */
const WHOLE_PHRASE_KINDS: ReadonlySet<string> = new Set(["modifier", "preset", "format"]);

/**
 * True when the token at `i` lies in a described stretch of the person's time ("after a brutal week")
 * and is no occasion or the tone such a stretch implies: it is used up as circumstance, and that tone
 * becomes the gentle wish should nothing else be asked for.
 */
function readAsCircumstance(ctx: Ctx, inPeriod: boolean[], i: number): boolean {
  if (!inPeriod[i]) return false;
  const m = matchLexicon(ctx, i);
  if (m && (m[0].kind === "occasion" || m[0].label === PERIOD_TONE)) return false;
  ctx.consumed[i] = true;
  addUnique(ctx.instead, PERIOD_TONE);
  return true;
}

/** Reads every unused token into ctx.mood: facets, exclusions, type votes and constraints. */
export function readTerms(ctx: Ctx): void {
  const { tokens } = ctx;
  const inPeriod = describedPeriods(tokens);
  const inTimeClause = timeClauses(tokens);
  let neg = null as Negation | null;
  // an index loop, since a phrase or negator moves i past the words it used
  const rawWords = tokens.map((t) => t.raw);
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    // a clause of reason runs to the next break
    if (tokens[i - 1]?.breakAfter) ctx.aside = false;
    // a clause of reason, or an account of what was watched so far, says which kind of title it is about without asking for it
    if (REASON_WORDS.has(tok.raw) || pastViewing(rawWords, i)) ctx.aside = true;
    if (ctx.consumed[i]) {
      if (tok.breakAfter) neg = null;
      continue;
    }
    if (readAsCircumstance(ctx, inPeriod, i)) continue;
    const negator = readNegator(ctx, i, neg);
    if (negator) {
      neg = negator.neg;
      i += negator.skip;
      continue;
    }
    if (readIntensity(ctx, i, neg !== null)) continue;
    const death = neg ? refuseDeath(ctx, i, neg.soft) : 0;
    if (death) {
      i += death - 1;
      neg = null;
      continue;
    }

    const m = matchLexicon(ctx, i);
    if (usedAsSomethingElse(ctx, i, m !== null && m[1] === 1)) {
      neg = negationAfterFiller(neg, tok);
      continue;
    }
    if (m) {
      const [entry, len] = m;
      // "quick-fire banter", "a long-lost brother": a length word joined into a compound says no length,
      // nor does one said of seasons ("a show with short seasons" asks for few episodes, not short ones)
      const ofSeasons = /^seasons?$/.test(tokens[i + 1]?.raw ?? "") && !tok.breakAfter;
      if (
        len === 1 &&
        (tok.hyphenAfter || ofSeasons) &&
        (entry.maxRuntime !== undefined || entry.runtimePref !== undefined)
      ) {
        ctx.consumed[i] = true;
        continue;
      }
      // "or how old it is", "no matter how long": a length or an age asked about, not asked for; "they
      // are too old", "I'm getting old": a person's age, not a title's
      if (entry.kind === "format" && (tokens[i - 1]?.raw === "how" || (entry.era && saidOfAPerson(tokens, i)))) {
        ctx.consumed[i] = true;
        continue;
      }
      // "Italian with English subtitles": a language said of the subtitles is not the film's
      if (entry.lang && len === 1 && SUBTITLE_WORDS.has(tokens[i + 1]?.raw ?? "") && !tok.breakAfter) {
        ctx.consumed[i] = true;
        continue;
      }
      // "a film to watch on the tv", "the only thing plugged in is the telly": the set, which asks for no
      // series; nor does "a trilogy or a series of them"; "every episode stands alone" asks for no film
      if (asksNoFormat(tokens, i, len, entry.type === "movie")) {
        ctx.consumed[i] = true;
        continue;
      }
      const span = tokens.slice(i, i + len);
      const surface = span.map((t) => t.raw).join(" ");
      // a negated comparative ("not darker") is too rare to invert; read it plainly, as a format word a
      // length limit follows ("no episodes longer than 45 min" asks for episodes, under 45 minutes)
      // "movie night" is a film word as "movie" is; "horror movie" is a genre's phrase
      const typeWord = (len === 1 || entry.kind === "format") && (MOVIE_WORDS.has(tok.raw) || TV_WORDS.has(tok.raw));
      const limited = typeWord && !span.at(-1)?.breakAfter && lengthComparedAt(tokens, i + len);
      // "something we won't be bored by": the viewer's bad state refused is a wish for what spares it
      // ("no nightmares" still refuses what brings them)
      const spared = len === 1 && BAD_REACTIONS.has(tok.raw) && tokens[i - 1]?.raw === "be";
      const negated = neg !== null && entry.kind !== "modifier" && !limited && !spared;
      // "no films where people burst into song", "not a series with long episodes", "no film too long":
      // what it is said of follows
      const relativeAfter = HEAD_OF_REFUSED.has(tokens[i + 1]?.raw ?? "") && !tok.breakAfter;
      // "nothing with 500 episodes", "not ten seasons of it": a count refused is a size of series refused,
      // not every series
      const counted = typeWord && countedBefore(tokens, i);
      // "2 films already downloaded", "already got the films sorted": what is in hand is not asked for
      if ((negated && counted) || (typeWord && hadAlready(tokens, i))) {
        ctx.consumed[i] = true;
        neg = null;
        continue;
      }
      // "not a Disney film": a name the reader does not know before the film word is what is refused
      const namedBefore = i > 0 && tokens[i - 1]?.capital === true && !ctx.consumed[i - 1];
      if (negated && typeWord && (neg?.phrase || relativeAfter || namedBefore)) {
        // "no more superhero movies", "no films where people burst into song": the film word heads the
        // refused phrase and refuses no type; the negation goes on into what it is said of
        ctx.consumed[i] = true;
        if (relativeAfter && neg) {
          neg = { ...neg, budget: Math.max(neg.budget, RELATIVE_REACH) };
          continue;
        }
        neg = null;
        continue;
      }
      const away = negated ? 0 : audienceAwayUntil(ctx, entry, i + len);
      // a kind refused, then told of in someone else's doing ("my sister pushes anime on me"), is not asked for
      const skipTo =
        away || (!negated && (toldOfRefusedKind(ctx, i, entry) || stressedRefusal(ctx, i, entry)) ? i + len : 0);
      if (skipTo) {
        for (let j = i; j < skipTo; j++) ctx.consumed[j] = true;
        i = skipTo - 1;
        continue;
      }
      const before = ctx.mood.facets.length;
      if (negated && neg?.degree) ctx.degreeRefusals.push({ entry, soft: neg.soft, surface });
      else {
        const last = tokens[i + len - 1];
        const asStyle = !last?.breakAfter && CUES_AFTER.has(tokens[i + len]?.raw ?? "");
        applyEntry(ctx, entry, negated, neg?.soft ?? false, surface, true, asStyle);
        // "groundhog day but dark": a plain tone turning a named title is its comparative ("but darker")
        const comparative = tokens[i - 1]?.raw === "but" && ctx.mood.references.length ? comparativeOf(entry) : null;
        if (comparative && !negated) applyEntry(ctx, comparative, false, false, surface, true, false);
      }
      // "my dad just retired": a theme said of the person's own people is their circumstance, as is one
      // naming the occasion it stands before ("a teen sleepover" is who watches, not what about) and a
      // theme or place in a clause of time ("before she has to catch the last train")
      const ownPeoplesTheme =
        entry.kind === "theme" && (POSSESSIVES.has(tokens[i - 1]?.raw ?? "") || namesOccasion(ctx, i + len));
      // "I feel sad, something funny", "feeling lonely": the person's own feeling, a guess beside a wish
      const ownFeeling = entry.kind === "tone" && OWN_STATE_LEADS.has(tokens[i - 1]?.raw ?? "");
      if (!negated && (ownPeoplesTheme || ownFeeling || (inTimeClause[i] && CIRCUMSTANTIAL_KINDS.has(entry.kind))))
        for (const f of ctx.mood.facets.slice(before)) f.stray = true;
      for (let j = i; j < i + len; j++) ctx.consumed[j] = true;
      if (!negated && len > 1 && !ctx.aside && !entry.type) {
        // "animated film", "funny show": the format word inside a phrase still sets the type, where it
        // is one ("the holiday season" is a time of year); a phrase of a kind of its own ("a tv movie") says its own
        span.forEach((t, k) => {
          if (asksNoFormat(tokens, i + k, 1, false)) return;
          if (MOVIE_WORDS.has(t.raw)) ctx.typeVotes.add("movie");
          if (TV_WORDS.has(t.raw)) ctx.typeVotes.add("tv");
        });
      }
      if (!negated && len > 1 && !WHOLE_PHRASE_KINDS.has(entry.kind)) {
        // "gritty crime", "survival horror", "sports doc": a genre word inside a phrase still names its
        // genre, where the phrase's own entry leans to that genre only partly (a preset's phrase, such
        // as "space adventure", is one whole wish already, a comparative only shifts the reference, and
        // a format's phrase names a kind of making: "live action" asks for no action)
        for (const t of span) {
          const genre = genreEntryOf(t.stem);
          if (genre && !leansFully(entry, genre)) applyEntry(ctx, genre, false, false, t.raw);
        }
      }
      const head = negated ? qualifiedHead(ctx, entry, i + len) : 0;
      if (head) {
        // "not kids' cartoons", "no kids movies": the audience is refused, the kind of title it qualifies is not
        for (let j = i + len; j < i + len + head; j++) ctx.consumed[j] = true;
        neg = null;
        i += len + head - 1;
        continue;
      }
      neg = negationAfterTerm(ctx, neg, i, len, entry);
      i += len - 1;
      continue;
    }
    if (isFiller(tok.raw) || isFiller(tok.stem)) {
      neg = negationAfterFiller(neg, tok);
      continue;
    }
    if (neg && wantedVerb(ctx, i)) {
      // "don't want to commit to a show": the verb is how the refusal is said, and it reaches on to its object
      ctx.consumed[i] = true;
      continue;
    }
    // a word saying the opposite of a mood ("totally inoffensive"): its refusal, or under a negation its wish
    const opposite = tok.apostrophe ? null : oppositeOf(tok.raw);
    if (opposite) {
      applyEntry(ctx, opposite, neg === null, false, tok.raw, false);
      ctx.consumed[i] = true;
      neg = null;
      continue;
    }
    // words the lexicon lacks: catalogue keywords, then typo tolerance
    const used = keywordFacet(ctx, i, neg !== null);
    if (used) {
      for (let j = i; j < i + used; j++) ctx.consumed[j] = true;
      neg = negationAfterKeyword(ctx, neg, i + used);
      i += used - 1;
      continue;
    }
    // "hasn't" is one letter from "haunt", but a contraction is never a misspelt mood word
    const fuzzy = tok.apostrophe ? null : fuzzyLexicon(tok.raw);
    if (fuzzy) {
      applyEntry(ctx, fuzzy, neg !== null, neg?.soft ?? false, tok.raw, false);
      ctx.consumed[i] = true;
      // like any term, it carries a negation on into the phrase it runs into ("no sappy love stories")
      neg = negationAfterTerm(ctx, neg, i, 1, fuzzy);
      continue;
    }
    neg = negationAfterUnknown(neg, tok);
  }
  settleDegreeRefusals(ctx);
}
