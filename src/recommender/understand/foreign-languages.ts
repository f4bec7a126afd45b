/**
 * The word tables of ./foreign, one per language, and how a word of one is found: as listed, by its
 * stem, or inflected (an attached word before it, case endings after it, a changed first letter). The
 * languages added with their own inflections (the table's "prefixes", "suffixes" and "mutations") are
 * read that way only when the text holds them, so the older tables read as they always did.
 */
import table from "../data/foreign-words.json" with { type: "json" };

/** One language of foreign-words.json as the file writes it; the later fields only some languages have. */
interface LanguageTable {
  markers: string[];
  words: Record<string, string>;
  grammar: Record<string, string>;
  endings: string[];
  letters?: string;
  sharedLetters?: boolean;
  typed?: string;
  prefixes?: Record<string, string>;
  suffixes?: Record<string, string>;
  mutations?: [string, string][];
  compounds?: boolean;
}

export interface Language {
  code: string;
  markers: Set<string>;
  words: Map<string, string>;
  grammar: Map<string, string>;
  /** the words again, keyed by their stem, for inflected forms the table does not list */
  stems: Map<string, string>;
  endings: string[];
  /** letters only this language writes (Ukrainian "і", "є", "ґ"; the Hebrew, Arabic or Devanagari script) */
  letters: RegExp | null;
  /**
   * its letters are another table's too (Marathi writes Devanagari, as Hindi does): they put it before a
   * language of other letters, but only its own words show the text holds it
   */
  sharedLetters: boolean;
  /** of a table with shared letters, the words another table lists too: they do not alone show its language */
  sharedWords: Set<string>;
  /**
   * letters only this language types, seen before folding writes them as another's (Persian "ی" and "ک",
   * which folding makes the Arabic "ي" and "ك"; Persian digits; Urdu "ے", "ہ"): a stronger sign than `letters`
   */
  typed: RegExp | null;
  /** words written onto the front of another (Arabic "ال", "و"; Hebrew "ה", "ב"), and their English, longest first */
  prefixes: [string, string][];
  /** endings that carry a word of their own (Hungarian "-val" "with", "-m" "my"), and their English, longest first */
  suffixes: [string, string][];
  /** first letters changed by the word before (Welsh "ngh" for "c"), and the letters the table writes */
  mutations: [string, string][];
  /** closed compounds of two known words ("Kriegsfilm", "kauhuelokuva", "horrorfilm") */
  compounds: boolean;
  /** compounds its table lists as its way of writing (Finnish, Hungarian, Icelandic): one alone shows the language */
  ownCompounds: boolean;
}

/** A word found through its inflection: the English, and the listed word it was found by. */
export interface Inflected {
  english: string;
  base: string;
  /** the English the inflections put before the listed word's ("with my"), apart from it */
  lead: string;
}

/** Possessives, which English says after a preposition the same word carries ("vaimo-lle-ni": "for my wife"). */
const POSSESSIVES = new Set(["my", "our"]);

/** The English of an inflection put before what the rest of the word says. */
function withLead(english: string, inner: Inflected | undefined): Inflected | undefined {
  if (!inner || !english) return inner;
  const lead = POSSESSIVES.has(english) ? `${inner.lead} ${english}`.trim() : `${english} ${inner.lead}`.trim();
  const core = inner.lead ? inner.english.slice(inner.lead.length + 1) : inner.english;
  return { english: `${lead} ${core}`, base: inner.base, lead };
}

/** The word without the longest of the language's endings, keeping at least four letters. */
export function stemOf(word: string, endings: readonly string[]): string {
  let best = word;
  for (const e of endings) {
    if (word.length - e.length >= 4 && word.endsWith(e) && word.length - e.length < best.length) {
      best = word.slice(0, -e.length);
    }
  }
  return best;
}

const longestFirst = (entries: [string, string][]) => entries.sort((a, b) => b[0].length - a[0].length);

export const LANGUAGES: Language[] = Object.entries(table.languages as unknown as Record<string, LanguageTable>).map(
  ([code, l]) => {
    const stems = new Map<string, string>();
    for (const [word, english] of Object.entries(l.words)) {
      if (word.includes(" ")) continue;
      const stem = stemOf(word, l.endings);
      if (!stems.has(stem)) stems.set(stem, english);
    }
    return {
      code,
      markers: new Set(l.markers),
      words: new Map(Object.entries(l.words)),
      grammar: new Map(Object.entries(l.grammar)),
      stems,
      endings: l.endings,
      letters: l.letters ? new RegExp(`[${l.letters}]`) : null,
      sharedLetters: l.sharedLetters === true,
      sharedWords: new Set<string>(),
      typed: l.typed ? new RegExp(`[${l.typed}]`) : null,
      prefixes: longestFirst(Object.entries(l.prefixes ?? {})),
      suffixes: longestFirst(Object.entries(l.suffixes ?? {})),
      mutations: l.mutations ?? [],
      compounds: code === "de" || code === "nl" || l.compounds === true,
      ownCompounds: l.compounds === true,
    };
  },
);

// a table writing another's letters (Marathi, Hindi's Devanagari) lists words the other lists too ("कॉमेडी"):
// those are no sign of it, so Hindi text holding them is not read as Marathi
for (const l of LANGUAGES.filter((x) => x.sharedLetters)) {
  for (const [word, english] of l.words) {
    if (LANGUAGES.some((o) => o !== l && o.words.get(word) === english)) l.sharedWords.add(word);
  }
}

/** Inflections stripped from one word at most: "feleség-em-mel" (with my wife), "ו-ה-סרטים". */
const MAX_INFLECTIONS = 3;
/** Letters left of a word once an ending is taken off it. */
const MIN_SUFFIXED = 3;
/** Letters left of a word once an attached word is taken off its front (Hebrew and Arabic words are short). */
const MIN_PREFIXED = 2;

/** A cache of one reading's inflected words, per language: a text repeats its words. */
export type InflectionCache = Map<string, Inflected | null>;

/**
 * The word found through the language's inflections, tried in this order: an attached word taken off
 * its front ("للأطفال" → "for" + "أطفال", "והסרטים" → "and" + "סרטים"), an ending with a word of its own
 * ("gyerekeknek" → "for" + "gyerek"), its first letter as the table writes it ("ngomedi" → "comedi"),
 * up to three at once. The word the rest must be is a listed word (or its stem); after an attached
 * word, a grammar word too ("ולא", "and" + "not"). "my" goes after a preposition the same word carries.
 */
export function inflected(l: Language, word: string, cache: InflectionCache): Inflected | undefined {
  if (!l.prefixes.length && !l.suffixes.length && !l.mutations.length) return undefined;
  const key = `${l.code}:${word}`;
  const known = cache.get(key);
  if (known !== undefined) return known ?? undefined;
  const found = search(l, word, 0, false, false);
  cache.set(key, found ?? null);
  return found;
}

function search(l: Language, word: string, depth: number, grammar: boolean, mutated: boolean): Inflected | undefined {
  if (depth > 0) {
    const own =
      l.words.get(word) ?? l.stems.get(stemOf(word, l.endings)) ?? (grammar ? l.grammar.get(word) : undefined);
    if (own !== undefined) return { english: own, base: word, lead: "" };
  }
  if (depth >= MAX_INFLECTIONS) return undefined;
  for (const [start, english] of l.prefixes) {
    if (word.length - start.length < MIN_PREFIXED || !word.startsWith(start)) continue;
    const inner = withLead(english, search(l, word.slice(start.length), depth + 1, true, mutated));
    if (inner) return inner;
  }
  for (const [end, english] of l.suffixes) {
    if (word.length - end.length < MIN_SUFFIXED || !word.endsWith(end)) continue;
    const inner = withLead(english, search(l, word.slice(0, -end.length), depth + 1, false, mutated));
    if (inner) return inner;
  }
  if (mutated) return undefined;
  for (const [changed, radical] of l.mutations) {
    if (word.length - changed.length < MIN_SUFFIXED || !word.startsWith(changed)) continue;
    const inner = search(l, radical + word.slice(changed.length), depth + 1, false, true);
    if (inner) return inner;
  }
  return undefined;
}

/** The English of a word of the language's own table, listed or by its stem. */
function own(l: Language, word: string): string | undefined {
  return l.words.get(word) ?? l.stems.get(stemOf(word, l.endings));
}

/** The shortest and longest words tried as a compound, as ./foreign splits them. */
const MIN_COMPOUND = 8;
const MAX_COMPOUND = 48;

/**
 * A closed compound of two words of the language's own table, one of them not the English word
 * ("rikosminisarja", "animesarja", "sportfilm"): a text of that word alone is in the language.
 */
function isOwnCompound(l: Language, word: string): boolean {
  if (word.length < MIN_COMPOUND || word.length > MAX_COMPOUND) return false;
  for (let k = 4; k <= word.length - 4; k++) {
    const tail = word.slice(k);
    const second = own(l, tail);
    if (second === undefined) continue;
    const head = word.slice(0, k);
    const first = own(l, head) ?? (head.endsWith("s") ? own(l, head.slice(0, -1)) : undefined);
    if (first !== undefined && (first !== head || second !== tail)) return true;
  }
  return false;
}

/**
 * The languages the text holds: a language counts when one of its markers appears, or one of its words
 * that is not also the English word (listed, or inflected from one such), or a letter only it writes;
 * only then are its grammar words (some of which are English words too: "con", "sin") translated. A
 * language whose own letters are seen comes first (Ukrainian before Russian), then those with the most
 * such words, so of two close languages ("rolig" is calm in Danish, funny in Swedish) the text's own wins.
 * Letters seen as typed (`typed`, the text before folding) come before letters seen folded, so Persian
 * typed as Persian is read before Arabic, whose letters it shares ("من" is "I" in Persian, "from" in Arabic).
 * Letters a table shares with an older one (`sharedLetters`: Marathi's Devanagari) rank it, but do not alone
 * show it, so Hindi text is read as it was and Marathi only where its own words are seen.
 */
export function presentLanguages(words: string[], text: string, cache: InflectionCache, typed = text): Language[] {
  const seen = (l: Language, w: string) => {
    if (l.markers.has(w) || (l.words.has(w) && l.words.get(w) !== w && !l.sharedWords.has(w))) return true;
    const found = inflected(l, w, cache);
    if (found !== undefined && found.english !== found.base) return true;
    return l.ownCompounds && isOwnCompound(l, w);
  };
  return LANGUAGES.map((l) => ({
    l,
    own: l.typed?.test(typed) ? 2 : l.letters?.test(text) ? 1 : 0,
    hits: words.filter((w) => seen(l, w)).length,
  }))
    .filter((x) => x.hits > 0 || (x.own > 0 && !x.l.sharedLetters))
    .sort((a, b) => b.own - a.own || b.hits - a.hits)
    .map((x) => x.l);
}
