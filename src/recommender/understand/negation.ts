/**
 * Negation while reading terms: which words open one ("no", "nothing too", "anything but", "less"),
 * how far it reaches ("not in the mood for horror"), and what closes it ("no romance, pure action").
 */
import type { LexEntry } from "../lexicon/index";
import { STOPWORDS, type Token } from "../text";
import type { Ctx } from "./context";
import { matchLexicon } from "./lexicon-match";
import {
  atClauseEnd,
  describesRefused,
  intoNextSentence,
  joinerPastThingsOfAKind,
  type Negation,
  OR_REACH,
  preferredBefore,
  RELATIVES,
  THINGS_OF_A_KIND,
  TURNING_AFTER_OR,
} from "./negation-clauses";
import {
  DEGREE_WORDS,
  isNegator,
  MOVIE_WORDS,
  NEG_END,
  NEG_FILLER,
  NEG_PHRASES,
  neverMet,
  neverOfWhatHappens,
  REASON_WORDS,
  SUBJECT_PRONOUNS,
  TV_WORDS,
} from "./words";

/** Last words of an idiom of having watched it all ("seen every", "sat through all the"). */
const EXHAUSTIVE: ReadonlySet<string> = new Set(["every", "all", "the"]);

/**
 * True when the term ending before token `next` runs straight into another ("not the cheesy romantic
 * kind", "skip that vampire romance"): one noun phrase, so a plain negation covers all of it.
 */
function runsOn(ctx: Ctx, neg: Negation, next: number): boolean {
  const tok = ctx.tokens[next];
  if (neg.degree || tok === undefined || NEG_END.has(tok.raw) || STOPWORDS.has(tok.raw)) return false;
  return matchLexicon(ctx, next) !== null;
}

/** How far a negation reaches into a relative clause, or to a verb of wanting's object ("where | people | burst | into | song"). */
export const RELATIVE_REACH = 8;

/** Negators that are auxiliary verbs: the word after them is a verb. */
const AUXILIARIES: ReadonlySet<string> = new Set([
  "cant",
  "cannot",
  "dont",
  "doesnt",
  "didnt",
  "wont",
  "couldnt",
  "shouldnt",
  "wouldnt",
]);

/** Words that may open the next item of a refused list ("the spaceships and the aliens"). */
const LIST_ARTICLES: ReadonlySet<string> = new Set(["the", "any", "all"]);

/** Lexicon kinds that name a subject, as a catalogue keyword does. */
const SUBJECT_KINDS: ReadonlySet<string> = new Set(["theme", "setting", "place"]);

/**
 * The lexicon term after the "and" at token `and` (an article may open it: "and the aliens"), and the
 * reach a negation needs to get to it; null when no term follows.
 */
function nextListItem(ctx: Ctx, and: number): { entry: LexEntry; budget: number; end: number } | null {
  const skip = LIST_ARTICLES.has(ctx.tokens[and + 1]?.raw ?? "") ? 1 : 0;
  const at = and + 1 + skip;
  const m = at < ctx.tokens.length ? matchLexicon(ctx, at) : null;
  return m ? { entry: m[0], budget: 2 + skip, end: at + m[1] } : null;
}

/** Two items of one refused list: terms of one kind, or things refused as subjects ("zombies", "the sea"). */
function sameListKind(first: string, next: string): boolean {
  return first === next || (SUBJECT_KINDS.has(first) && SUBJECT_KINDS.has(next));
}

/** Genres and tones may share one refused list ("no horror, gore or violence"). */
const FEEL_KINDS: ReadonlySet<string> = new Set(["genre", "tone"]);
/** Words that make what follows a comma a wish, not more of a refused list ("no horror, comedy or drama is fine"). */
const LIST_WISHES: ReadonlySet<string> = new Set([
  "please",
  "pls",
  "fine",
  "ok",
  "okay",
  "good",
  "great",
  "welcome",
  "instead",
]);
/** The most words of the rest of a refused list after a comma ("gory or full of punch-ups"). */
const MAX_LIST_REST = 8;

/**
 * The next item of a refused list after a comma ("nothing scary, | gory or violent"): a lexicon term of
 * the refused one's kind straight after the comma, in a run that closes with "or", "nor" or "and"
 * before its clause ends and holds no word of wanting.
 */
function commaListItem(ctx: Ctx, at: number, entry: LexEntry): { entry: LexEntry; budget: number } | null {
  const m = at < ctx.tokens.length ? matchLexicon(ctx, at) : null;
  if (!m) return null;
  // a list across commas may also mix genres and tones ("no horror, gore or violence")
  const kind = m[0].kind;
  if (!sameListKind(entry.kind, kind) && !(FEEL_KINDS.has(entry.kind) && FEEL_KINDS.has(kind))) return null;
  let closes = false;
  for (let k = at; k < Math.min(ctx.tokens.length, at + MAX_LIST_REST); k++) {
    const t = ctx.tokens[k]!;
    if (LIST_WISHES.has(t.raw)) return null;
    if (k > at && (t.raw === "or" || t.raw === "nor" || t.raw === "and")) closes = true;
    if (t.breakAfter && !t.commaAfter) break;
  }
  return closes ? { entry: m[0], budget: 2 } : null;
}

/** Conjunctions that open the next clause ("can't sleep so something calming", "… and something funny"). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(["so", "and", "then", ...REASON_WORDS]);

/** How many tokens from j up to the end of its clause (a break, a new subject, or before a word like "but"). */
function clauseRest(ctx: Ctx, j: number): number {
  let k = j;
  while (k < ctx.tokens.length) {
    const t = ctx.tokens[k]!;
    // a subject pronoun opens a new clause even where the punctuation is missing ("cant agree he wants action")
    if (k > j && (NEG_END.has(t.raw) || SUBJECT_PRONOUNS.has(t.raw) || CLAUSE_OPENERS.has(t.raw))) break;
    k++;
    if (t.breakAfter) break;
  }
  return k - j;
}

/** True when token j is a verb no reader knows and that does not carry a negation on ("sleep", "remember"). */
function plainVerb(ctx: Ctx, j: number): boolean {
  const t = ctx.tokens[j];
  if (!t || NEG_FILLER.has(t.raw) || STOPWORDS.has(t.raw) || isNegator(t.raw)) return false;
  return matchLexicon(ctx, j) === null;
}

/**
 * The negation state after token i when token i opens (or, in "nothing but", defuses) a negation:
 * the new state and how many following tokens it used. Null when token i is no negation word.
 */
/** Words for a kind of title after "any" ("any genre but romance"). */
const KINDS_OF_TITLE: ReadonlySet<string> = new Set([
  "genre",
  "kind",
  "type",
  "film",
  "movie",
  "show",
  "series",
  "thing",
]);

export function readNegator(ctx: Ctx, i: number, neg: Negation | null): { neg: Negation | null; skip: number } | null {
  const tok = ctx.tokens[i];
  if (tok === undefined) return null;
  const next = ctx.tokens[i + 1]?.raw ?? "";
  if ((tok.raw === "anything" || tok.raw === "everything" || tok.raw === "all") && next === "but" && !tok.breakAfter) {
    return { neg: { soft: false, budget: 4 }, skip: 1 };
  }
  // "any genre but romance", "any film except horror"
  const except = ctx.tokens[i + 2]?.raw ?? "";
  if (tok.raw === "any" && KINDS_OF_TITLE.has(next) && (except === "but" || except === "except") && !tok.breakAfter)
    return { neg: { soft: false, budget: 4 }, skip: 2 };
  if (((tok.raw === "other" || tok.raw === "rather") && next === "than") || (tok.raw === "instead" && next === "of")) {
    // "something other than comedy", "rather than horror", "instead of romance"
    return { neg: { soft: false, budget: 4 }, skip: 1 };
  }
  // "anti-romance": against a genre or tone is none of it; "anti-war" films are war films, as "anti-hero"
  // names a kind of hero, so war and every theme keep their own reading
  // "the other two are anti anything in space": against all of a kind, as "nothing" is
  if (tok.raw === "anti" && !tok.hyphenAfter && ["anything", "everything", "all"].includes(next))
    return { neg: { soft: false, budget: 4 }, skip: 0 };
  if (tok.raw === "anti" && tok.hyphenAfter) {
    const against = matchLexicon(ctx, i + 1)?.[0];
    const stance = against !== undefined && (against.kind === "genre" || against.kind === "tone") && !against.g?.War;
    if (stance) return { neg: { soft: false, budget: 2, stance: true }, skip: 0 };
  }
  // "done with superheroes", "tired of remakes": an idiom that refuses what follows
  for (const phrase of NEG_PHRASES) {
    if (
      phrase.every((w, k) => ctx.tokens[i + k]?.raw === w && !(k < phrase.length - 1 && ctx.tokens[i + k]?.breakAfter))
    ) {
      // "I've seen every episode twice": having watched all of a bare film or series word is of the
      // title talked about, and refuses no kind of title
      const head = ctx.tokens[i + phrase.length]?.raw ?? "";
      const ofTheTitle = EXHAUSTIVE.has(phrase.at(-1) ?? "") && (MOVIE_WORDS.has(head) || TV_WORDS.has(head));
      // "can't deal with anything where people fall in love": a relative clause is refused whole
      const relative =
        RELATIVES.has(head) || (NEG_FILLER.has(head) && RELATIVES.has(ctx.tokens[i + phrase.length + 1]?.raw ?? ""));
      return {
        neg:
          ctx.tokens[i + phrase.length - 1]?.breakAfter || ofTheTitle
            ? null
            : { soft: false, budget: relative ? RELATIVE_REACH : 4 },
        skip: ofTheTitle ? phrase.length : phrase.length - 1,
      };
    }
  }
  // "a no brainer comedy", "no holds barred action", "never heard of": an idiom the lexicon knows whole
  // opens on the negator and refuses nothing; where a term follows the negator ("not long", "not for
  // kids") it is refused, as is what "nothing to do with" is said of
  const idiom = isNegator(tok.raw) ? matchLexicon(ctx, i) : null;
  const unrelatedTo = ctx.tokens[i + (idiom?.[1] ?? 0)]?.raw === "with";
  const refusable = idiom?.[0].kind === "audience" || matchLexicon(ctx, i + 1) !== null || unrelatedTo;
  if (idiom && idiom[1] > 1 && !refusable) return null;
  // "prefer a TV drama over a movie", "I'd pick comedy over drama": what comes after "over" is passed over
  if (tok.raw === "over" && !tok.breakAfter && preferredBefore(ctx, i))
    return { neg: { soft: false, budget: 3 }, skip: 0 };
  // "I'm done crying", "so over laughing at sitcoms": having had enough of doing it refuses it
  if ((tok.raw === "done" || tok.raw === "over") && /[a-z]{3}ing$/.test(next) && !tok.breakAfter)
    return { neg: { soft: false, budget: 2 }, skip: 0 };
  // "I've never watched anime", "we have never seen a western": what someone has not met yet is no
  // refusal of it ("I never watch horror", with no "have", is)
  if (!tok.breakAfter && neverMet(ctx.tokens[i - 1]?.whole ?? "", tok.raw, next)) return { neg: null, skip: 1 };
  const [before, beforeThat] = [ctx.tokens[i - 1]?.raw ?? "", ctx.tokens[i - 2]?.raw ?? ""];
  if (!tok.breakAfter && neverOfWhatHappens(before, beforeThat, tok.raw, next)) return { neg: null, skip: 0 };
  // "nothing but comedy" asks for comedy only
  if (tok.raw === "nothing" && next === "but") return { neg, skip: 1 };
  // "the last one was too dark": too much of it is a soft refusal ("not too dark" is a hedge on degree)
  // ("too tired to read", "too wired to sleep": the person's state, said with what it keeps them from)
  const excess = tok.raw === "too" && !neg && !tok.breakAfter && ctx.tokens[i + 2]?.raw !== "to";
  if (excess && EXCESS_KINDS.has(matchLexicon(ctx, i + 1)?.[0].kind ?? ""))
    return { neg: { soft: true, budget: 2 }, skip: 0 };
  // "is Titanic ok for her? if not, something romantic": "if not" is "otherwise", and refuses nothing
  const ifNot = (tok.raw === "not" || tok.raw === "no") && ctx.tokens[i - 1]?.raw === "if";
  if (ifNot && (tok.breakAfter || OTHERWISE_AFTER.has(next))) return { neg: null, skip: 0 };
  if (isNegator(tok.raw)) {
    const skip =
      (tok.raw === "not" && ["only", "just", "sure", "bad"].includes(next)) ||
      (["dont", "doesnt", "wont"].includes(tok.raw) && ["mind", "care", "matter"].includes(next)) ||
      (tok.raw === "no" &&
        ["matter", "idea", "clue", "problem", "cap", "worries", "pressure", "rush"].includes(next)) ||
      (tok.raw === "stop" && next !== "with");
    // "I don't care if it's a series", "doesn't matter whether it's old": what follows is allowed, not asked for
    const indifferent = skip && ["mind", "care", "matter"].includes(next);
    if (indifferent && ["if", "whether"].includes(ctx.tokens[i + 2]?.raw ?? ""))
      return { neg: null, skip: clauseRest(ctx, i + 1) };
    if (indifferent) return { neg: null, skip: 1 };
    // "doesn't have to be new", "not necessarily a film": what follows is allowed, not required or refused
    const need = ["need", "needs", "have", "has", "gotta"].includes(next) && ctx.tokens[i + 2]?.raw === "to";
    if ((need && ctx.tokens[i + 3]?.raw === "be") || (tok.raw === "not" && next === "necessarily"))
      return { neg: null, skip: clauseRest(ctx, i + 1) };
    // "can't sleep", "won't bore the adults": an auxiliary negates the verb after it, and the verb and
    // its object are the person's circumstances, not a wish; only a verb of wanting or bearing ("don't
    // want", "can't stand") carries the negation on to what follows
    if (!skip && AUXILIARIES.has(tok.raw) && !tok.breakAfter && plainVerb(ctx, i + 1)) {
      // unless the two words are a phrase the lexicon knows whole ("can't sleep", "can't stop watching")
      if ((matchLexicon(ctx, i)?.[1] ?? 0) > 1) return null;
      return { neg: null, skip: clauseRest(ctx, i + 1) };
    }
    // "nothing where people burst into song": a relative clause is refused whole, so it reaches further,
    // as does a verb of wanting before its object ("don't want it to be one of those staged shows")
    // ("skip anything where …": the relative may come after a word the negation passes over)
    const relative = RELATIVES.has(next) || (NEG_FILLER.has(next) && RELATIVES.has(ctx.tokens[i + 2]?.raw ?? ""));
    const budget = relative || WANTING.has(next) || inTheMoodAfter(ctx, i + 1) ? RELATIVE_REACH : 5;
    if (!skip) return { neg: tok.breakAfter ? null : { soft: false, budget }, skip: 0 };
  }
  // "more cozy than scary": what it should be less of follows "than"
  if (tok.raw === "than" && !tok.breakAfter && ctx.tokens.slice(Math.max(0, i - 3), i).some((t) => t.raw === "more"))
    return { neg: { soft: true, budget: 2 }, skip: 0 };
  if (tok.raw === "less" && next !== "than" && !tok.breakAfter) {
    // "less dark" is a comparative phrase of its own; "less gore" a soft negation
    const m = matchLexicon(ctx, i);
    if (!m || m[1] === 1) return { neg: { soft: true, budget: 3 }, skip: 0 };
  }
  return null;
}

/** Lexicon kinds "too" may say there is too much of ("too dark", "too long"). */
const EXCESS_KINDS: ReadonlySet<string> = new Set(["tone", "format"]);
/** Words after "if not" that open the other choice ("if not, something romantic", "if not then a musical"). */
const OTHERWISE_AFTER: ReadonlySet<string> = new Set(["then", "something", "anything", "maybe", "a", "an", "just"]);

/** Hedges between a negator and "in the mood" ("not really in the mood for …"). */
const MOOD_HEDGES: ReadonlySet<string> = new Set(["really", "quite", "exactly", "totally", "at", "all", "much"]);

/** True when "in the mood" follows token `at`, perhaps after a hedge ("not really in the mood for anything romantic"). */
function inTheMoodAfter(ctx: Ctx, at: number): boolean {
  let k = at;
  while (MOOD_HEDGES.has(ctx.tokens[k]?.raw ?? "") && k < at + 2) k++;
  return ctx.tokens[k]?.raw === "in" && ctx.tokens[k + 1]?.raw === "the" && ctx.tokens[k + 2]?.raw === "mood";
}

/** Verbs of wanting, whose object may come several words on ("don't want it to be …"). */
const WANTING: ReadonlySet<string> = new Set(["want", "wanna", "need"]);

/** The negation after a lexicon term of `len` tokens at i: it goes on only into a list ("no gore or violence"). */

export function negationAfterTerm(
  ctx: Ctx,
  neg: Negation | null,
  i: number,
  len: number,
  entry: LexEntry,
): Negation | null {
  const { tokens } = ctx;
  const after = tokens[i + len]?.raw ?? "";
  // "anti-romance movie night": a stance is against the one word it is joined to
  if (!neg || neg.stance) return null;
  if (tokens[i + len - 1]?.breakAfter) {
    // "i don't do cartoons. or musicals.": a sentence opening on "or" goes on refusing, unless it turns
    // to a wish ("not horror. or maybe a comedy")
    if ((after === "or" || after === "nor") && !TURNING_AFTER_OR.has(tokens[i + len + 1]?.raw ?? ""))
      return { soft: neg.soft, budget: OR_REACH };
    // "nothing scary, gory or violent": a refused list goes on across its commas to its "or"
    const next = tokens[i + len - 1]?.commaAfter ? commaListItem(ctx, i + len, entry) : null;
    return next ? { soft: neg.soft, budget: next.budget, list: true } : null;
  }
  // "no horror or anything with clowns": "or", "anything" and "with" use up a reach of three
  const joiner = joinerPastThingsOfAKind(tokens, i + len);
  if (after === "or" || after === "nor" || joiner === "or" || joiner === "nor")
    return { soft: neg.soft, budget: OR_REACH + 1 };
  // "not a new show": a word that refuses nothing of its own ("new") leaves the kind of title after it refused
  if (entry.noNeg && (MOVIE_WORDS.has(after) || TV_WORDS.has(after))) return { soft: neg.soft, budget: 2 };
  if (runsOn(ctx, neg, i + len)) return { soft: neg.soft, budget: 2, phrase: true };
  if (describesRefused(tokens, i + len)) return { soft: neg.soft, budget: RELATIVE_REACH };
  const across = intoNextSentence(tokens, i + len, neg.soft);
  if (across) return across;
  // "had enough superhero stuff and space stuff": a word for things of that kind may stand before the "and"
  const thingsOf = joiner === "and";
  const and = thingsOf ? i + len + 1 : i + len;
  if (
    tokens[and]?.raw === "and" &&
    (entry.kind === "tone" || entry.kind === "genre" || SUBJECT_KINDS.has(entry.kind))
  ) {
    // "no gore and violence", "done with westerns and war films", "spare me the spaceships and the
    // aliens": the list goes on only when a term of the same kind follows straight away (a "the" may
    // repeat the first's); "no horror and lots of laughs" asks for the second
    const next = nextListItem(ctx, and);
    // two items said alike ("superhero stuff and space stuff") are one list, whatever their kinds
    const alike = thingsOf && tokens[next?.end ?? -1]?.raw === after;
    return next && (alike || sameListKind(entry.kind, next.entry.kind))
      ? { soft: neg.soft, budget: next.budget + (thingsOf ? 2 : 0), list: true }
      : null;
  }
  return null;
}

/**
 * The negation after a filler word: negation fillers and stop words cost one word of its reach, other
 * filler (intensifiers, common words such as "watch") two; an ending word ("but", "just") closes it.
 */
export function negationAfterFiller(neg: Negation | null, tok: Token): Negation | null {
  if (neg) {
    if (DEGREE_WORDS.has(tok.raw)) neg.degree = true;
    const listGoesOn = neg.list === true && tok.raw === "and";
    // "superhero stuff and …": the word for things of the kind keeps the list open for its "and"
    neg.list = neg.list === true && THINGS_OF_A_KIND.has(tok.raw);
    if (NEG_END.has(tok.raw) && !listGoesOn) neg = null;
    else if (!NEG_FILLER.has(tok.raw) && !STOPWORDS.has(tok.raw)) neg.budget -= 1;
    if (neg && --neg.budget <= 0) neg = null;
  }
  return atClauseEnd(neg, tok);
}

/** The negation after a catalogue keyword ending at token `end` (exclusive): it goes on into "or"/"nor" or a term right after it. */
export function negationAfterKeyword(ctx: Ctx, neg: Negation | null, end: number): Negation | null {
  const { tokens } = ctx;
  if (!neg || tokens[end - 1]?.breakAfter) return null;
  if (["or", "nor"].includes(tokens[end]?.raw ?? "")) return neg;
  const joiner = joinerPastThingsOfAKind(tokens, end);
  if (joiner === "or" || joiner === "nor") return { soft: neg.soft, budget: OR_REACH + 1 };
  if (tokens[end]?.raw === "and") {
    // "spare me the spaceships and the aliens": a subject follows, so the refused list goes on
    const next = nextListItem(ctx, end);
    if (next && SUBJECT_KINDS.has(next.entry.kind)) return { soft: neg.soft, budget: next.budget, list: true };
  }
  // "nothing with a villain that's too scary": the clause says what is refused of it, so it is refused too;
  // so does what people described by the keyword do ("two attractive people fall in love")
  if (describesRefused(tokens, end) || DESCRIBED_PEOPLE.has(tokens[end]?.raw ?? ""))
    return { soft: neg.soft, budget: RELATIVE_REACH };
  return runsOn(ctx, neg, end) ? { soft: neg.soft, budget: 2, phrase: true } : null;
}

/** Nouns for the people in a story, which a refused describing word may stand before. */
const DESCRIBED_PEOPLE: ReadonlySet<string> = new Set(["people", "characters", "couples", "couple", "men", "women"]);

/** The negation after a word nothing recognised: it loses one word of reach, and ends with the clause. */
export function negationAfterUnknown(neg: Negation | null, tok: Token): Negation | null {
  if (neg && --neg.budget <= 0) neg = null;
  return atClauseEnd(neg, tok);
}
