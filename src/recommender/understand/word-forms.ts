/**
 * Lexicon words in other forms: stretched for emphasis ("comedyyyy"), informal ("kiddos"), a
 * participle ("spooked"), with a negative prefix ("unromantic"), or misspelt ("scarry").
 */
import { COMPILED, LEXICON, type LexEntry } from "../lexicon/index";
import { editDistance, STOPWORDS, stemPhrase, typoAllowance } from "../text";
import { EXTRA_STOP, neverATermAlone } from "./words";

/** A letter typed three or more times over ("comedyyyy", "scaaary"). */
export const STRETCHED = /([a-z])\1\1+/g;

/** The lexicon entry of a word with a letter stretched for emphasis, read once or twice ("comedyyyy", "cozzzy"). */
function unstretched(raw: string): LexEntry | null {
  if (!/([a-z])\1\1/.test(raw)) return null;
  for (const form of [raw.replace(STRETCHED, "$1"), raw.replace(STRETCHED, "$1$1")]) {
    const entry = COMPILED.phrases.get(stemPhrase(form));
    if (entry) return entry;
  }
  return null;
}

/** An informal ending ("-os", "-ies", "-ie", "-y", "-z", "-ish") on a lexicon word: "kiddos", "kidz" → "kid", "shortish" → "short". */
const INFORMAL_ENDING = /(?:os|oes|ies|ie|y|z|ish)$/;

/** The lexicon entry of a word in an informal form, its doubled last letter undone; null when none. */
function informalBase(raw: string): LexEntry | null {
  const base = raw.replace(INFORMAL_ENDING, "");
  if (base === raw || base.length < 3) return null;
  const undoubled = base.at(-1) === base.at(-2) ? base.slice(0, -1) : base;
  for (const word of [base, undoubled]) {
    const entry = COMPILED.phrases.get(stemPhrase(word));
    if (entry) return entry;
  }
  return null;
}

/**
 * The lexicon entry of a participle made from a lexicon word: "spooked" → "spooky", "scared" →
 * "scary", "thrilled" → "thrilling"; the bare stem first, so "chilled" stays "chill".
 */
function participleBase(raw: string): LexEntry | null {
  if (raw.length < 6 || !raw.endsWith("ed")) return null;
  const base = raw.slice(0, -2);
  for (const word of [base, `${base}y`, `${base}ing`]) {
    const entry = COMPILED.phrases.get(stemPhrase(word));
    if (entry) return entry;
  }
  return null;
}

/** Prefixes that make a word the opposite of its stem ("inoffensive", "unromantic", "nonviolent"). */
const NEGATIVE_PREFIXES = ["non", "un", "in"];
/** Kinds whose opposite is a refusal of the same thing; an audience or an occasion has no "un-" form. */
const OPPOSABLE_KINDS: ReadonlySet<LexEntry["kind"]> = new Set(["tone", "genre", "preset"]);

/**
 * The tone or genre a word says the opposite of: "inoffensive" is not raunchy, "unromantic" no romance.
 * Only when the rest is a lexicon word of five letters or more, so "intense" and "indie" stay words.
 */
export function oppositeOf(raw: string): LexEntry | null {
  const entry = prefixedEntry(raw);
  return entry && OPPOSABLE_KINDS.has(entry.kind) ? entry : null;
}

/** The lexicon entry of the word after a negative prefix, if any. */
function prefixedEntry(raw: string): LexEntry | null {
  for (const prefix of NEGATIVE_PREFIXES) {
    const rest = raw.slice(prefix.length);
    if (!raw.startsWith(prefix) || rest.length < 5) continue;
    const entry = COMPILED.phrases.get(stemPhrase(rest));
    if (entry) return entry;
  }
  return null;
}

/** Typo tolerance against single lexicon words ("scarry" → scary, "romantc" → romantic). */
export function fuzzyLexicon(raw: string): LexEntry | null {
  // a judgement of a title ("boring", "tedious") is a word of its own, no typo of a mood ("boxing")
  if (raw.length < 4 || neverATermAlone(raw)) return null;
  // "unsuitable" is no typo of "suitable": a word with a negative prefix says the opposite, never the same
  if (prefixedEntry(raw)) return null;
  const informal = informalBase(raw) ?? participleBase(raw) ?? unstretched(raw);
  if (informal) return informal;
  if (raw.length < 5) return null;
  const allow = typoAllowance(raw.length);
  let best: LexEntry | null = null;
  let bestWord = "";
  let bestD = allow + 1;
  for (const [word, entry] of COMPILED.words) {
    if (Math.abs(word.length - raw.length) > allow) continue;
    if (word[0] !== raw[0] && allow < 2) continue;
    const d = editDistance(raw, word, allow);
    if (d < bestD) {
      bestD = d;
      best = entry;
      bestWord = word;
      if (d === 1) break;
    }
  }
  if (bestD > allow) return null;
  // "somthing" is "something" before it is "soothing": a common word as near wins a tie, being far likelier
  const common = COMMON_LONG_WORDS.some(
    (w) => w !== bestWord && Math.abs(w.length - raw.length) <= bestD && editDistance(raw, w, bestD) <= bestD,
  );
  return common ? null : best;
}

/** Stop words long enough to be misspelt into a mood word's shape ("somthing", "anythng", "pleeease"). */
const COMMON_LONG_WORDS: readonly string[] = [...new Set([...STOPWORDS, ...EXTRA_STOP])].filter((w) => w.length >= 5);

/** A lexicon entry's strongest wished-for tone ("dark" for the dark tone and for "darker"). */
function strongestTone(entry: LexEntry): string | null {
  const tones = Object.entries(entry.m ?? {}).filter(([, w]) => (w ?? 0) > 0);
  tones.sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0));
  return tones[0]?.[0] ?? null;
}

/** Each comparative modifier by the tone it strengthens most ("dark" → "darker", "scary" → "scarier"). */
const MODIFIER_BY_TONE: ReadonlyMap<string, LexEntry> = new Map(
  LEXICON.filter((e) => e.kind === "modifier")
    .map((e) => [strongestTone(e), e] as const)
    .filter((pair): pair is readonly [string, LexEntry] => pair[0] !== null)
    .reverse(),
);

/** Kinds of entry whose tone a turn after a title can sharpen ("but dark", "but funny", "but romantic"). */
const TURNING_KINDS: ReadonlySet<string> = new Set(["tone", "genre", "preset"]);

/**
 * The comparative a plain tone stands for after a title and "but" ("groundhog day but dark" is "but
 * darker"): the modifier whose strongest tone is the tone's own; null for anything else.
 */
export function comparativeOf(entry: LexEntry): LexEntry | null {
  if (!TURNING_KINDS.has(entry.kind)) return null;
  const tone = strongestTone(entry);
  return tone === null ? null : (MODIFIER_BY_TONE.get(tone) ?? null);
}
