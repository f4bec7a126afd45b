/**
 * Spanish, French, German, Italian, Portuguese and Dutch genre, mood and viewing words, and common emoji,
 * turned into the English phrases the lexicon knows before the text is read, so "una comedia
 * romántica", "nicht länger als 2 Stunden" and "😂🍿" reach the same structured request as "a
 * romantic comedy", "no longer than 2 hours" and "funny movie night".
 */
import table from "../data/foreign-words.json" with { type: "json" };
import { baseText } from "../text";

interface Language {
  code: string;
  markers: Set<string>;
  words: Map<string, string>;
  grammar: Map<string, string>;
  /** the words again, keyed by their stem, for inflected forms the table does not list */
  stems: Map<string, string>;
  endings: string[];
}

const VARIATION_SELECTOR = /\uFE0F/g;
const WORD = /[A-Za-z]+(?:-[A-Za-z]+)*/g;
const ELISION = /\b([dlmntsjc]|qu)'(?=[a-z])/gi;

/** The word without the longest of the language's endings, keeping at least four letters. */
function stemOf(word: string, endings: readonly string[]): string {
  let best = word;
  for (const e of endings) {
    if (word.length - e.length >= 4 && word.endsWith(e) && word.length - e.length < best.length) {
      best = word.slice(0, -e.length);
    }
  }
  return best;
}

const LANGUAGES: Language[] = Object.entries(table.languages).map(([code, l]) => {
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
  };
});

/**
 * Numbers with a foreign unit, read before the words: a decade ("des années 90", "los 80", "anni '70",
 * "90er") becomes "90s" and an age ("de 5 años", "5 ans", "5 Jahre alt", "5-jährige") "5 year old",
 * which the English patterns then read. Each pattern is literal words around one bounded number.
 */
const NUMBER_FORMS: [RegExp, string][] = [
  [
    /\b(?:annees|anos|anni|jahre|jaren|los|die)\s['’]?((?:19|20)?\d0)\b(?!\s?(?:minut|hora|heure|stund|uur\b|ore\b|min\b|h\b))/gi,
    "$1s",
  ],
  [/\b((?:19|20)?\d0)er(?:n|jahre|jahren)?\b/gi, "$1s"],
  // Swedish "80-talet", Polish "lata 80" / "z lat 80."
  [/\b((?:19|20)?\d0)-?tal(?:et)?\b/gi, "$1s"],
  [/\b(?:lata|lat|latach)\s((?:19|20)?\d0)\b(?!\s?(?:minut|godzin))/gi, "$1s"],
  // a decimal comma before a unit of time ("1,5 timme", "1,5 Stunden") is a point
  [/\b(\d),(\d)(?=\s?(?:h|hr|hrs|hours?|timm[ae]r?|godzin[ay]?|stunden?|uur|heures?|horas?|ore|ora)\b)/gi, "$1.$2"],
  [/\b(\d{1,2})\s(?:anos|ans|anni|jahre(?:\salt)?|jaar(?:\soud)?)\b/gi, "$1 year old"],
  [/\b(\d{1,2})[\s-]?jahrige[nr]?\b/gi, "$1 year old"],
];

/** The tens in words, which name a decade after a decade word ("anni sessanta", "los ochenta"). */
const DECADE_WORDS: ReadonlyMap<string, number> = new Map(Object.entries(table.decades));
const DECADE_ALTERNATIVES = [...DECADE_WORDS.keys()].sort((a, b) => b.length - a.length).join("|");
/** A decade word and the tens after it, and a second tens joined by "or"/"and" ("anni sessanta o settanta"). */
const DECADE_WORD_RUN = new RegExp(
  `\\b(?:annees|anos|anni|jahre|jaren|los|las|les|die|der|den|dei|degli|des)\\s(?:${DECADE_ALTERNATIVES})\\b(?:\\s(?:o|y|e|ou|oder|und|et|a|al|bis|of|en|tot)\\s(?:${DECADE_ALTERNATIVES})\\b)?`,
  "gi",
);
const TENS_WORD = new RegExp(`\\b(?:${DECADE_ALTERNATIVES})\\b`, "gi");

/** "anni sessanta o settanta" → "anni 60s o 70s": the English decade pattern reads the rest. */
function decadeWords(text: string): string {
  return text.replace(DECADE_WORD_RUN, (run) =>
    run.replace(TENS_WORD, (tens) => `${DECADE_WORDS.get(tens.toLowerCase()) ?? tens}s`),
  );
}

/** Emoji without their variation selector ("❤️" and "❤" alike), longest first so sequences win. */
const EMOJI: [string, string][] = Object.entries(table.emoji)
  .map(([e, en]): [string, string] => [e.replace(VARIATION_SELECTOR, ""), en])
  .sort((a, b) => b[0].length - a[0].length);

function replaceEmoji(text: string): string {
  let out = text.replace(VARIATION_SELECTOR, "");
  for (const [emoji, english] of EMOJI) {
    if (out.includes(emoji)) out = out.split(emoji).join(` ${english} `);
  }
  return out;
}

/**
 * A language counts as present when one of its markers, or one of its words that is not also the
 * English word, appears; only then are its grammar words (some of which are English words too:
 * "con", "sin") translated.
 */
function presentLanguages(words: string[]): Language[] {
  return LANGUAGES.filter((l) => words.some((w) => l.markers.has(w) || (l.words.has(w) && l.words.get(w) !== w)));
}

/** True when the text holds words of a language other than English that we read. */
export function hasForeignWords(input: string): boolean {
  return presentLanguages([...baseText(input).matchAll(WORD)].map((m) => m[0].toLowerCase())).length > 0;
}

/**
 * A German or Dutch compound of two known words ("Horrorfilme", "Gruselserie", "Liebeskomödie" with
 * its linking s, "muziekdocumentaire"), translated part by part; undefined when no split gives two known words.
 */
function splitCompound(word: string, lookup: (phrase: string) => string | undefined): string | undefined {
  for (let k = 4; k <= word.length - 4; k++) {
    const tail = lookup(word.slice(k));
    if (tail === undefined) continue;
    const head = word.slice(0, k);
    const first = lookup(head) ?? (head.endsWith("s") ? lookup(head.slice(0, -1)) : undefined);
    if (first !== undefined) return `${first} ${tail}`;
  }
  return undefined;
}

/** The longest phrase of two to four words starting at word i that the tables know, and its length; an apostrophe separates words as a space does. */
function longestPhrase(
  text: string,
  matches: RegExpMatchArray[],
  lower: string[],
  i: number,
  lookup: (phrase: string) => string | undefined,
): { english: string; words: number } | null {
  for (const words of [4, 3, 2]) {
    if (i + words > matches.length) continue;
    let spaced = true;
    for (let k = i; k < i + words - 1; k++) {
      const m = matches[k]!;
      // an elided article counts as its own word ("d'une heure", "un'ora e mezza")
      const between = text.slice((m.index ?? 0) + m[0].length, matches[k + 1]!.index);
      if (between !== " " && between !== "'") spaced = false;
    }
    if (!spaced) continue;
    const english = lookup(lower.slice(i, i + words).join(" "));
    if (english !== undefined) return { english, words };
  }
  return null;
}

/** The text with foreign words and emoji replaced by English; accents folded, everything else kept. */
export function translateForeign(input: string): string {
  let text = baseText(replaceEmoji(input));
  const firstWords = [...text.matchAll(WORD)].map((m) => m[0].toLowerCase());
  if (!firstWords.length) return text;
  const present = presentLanguages(firstWords);
  if (present.length) {
    text = decadeWords(text);
    for (const [pattern, english] of NUMBER_FORMS) text = text.replace(pattern, english);
  }
  const matches = [...text.matchAll(WORD)];
  const lower = matches.map((m) => m[0].toLowerCase());
  const lookup = (phrase: string): string | undefined => {
    for (const l of LANGUAGES) {
      const hit = l.words.get(phrase);
      if (hit !== undefined) return hit;
    }
    for (const l of present) {
      const hit = l.grammar.get(phrase);
      if (hit !== undefined) return hit;
    }
    // an inflected form ("romantisches", "policiere"), in a language the text holds
    if (phrase.includes(" ")) return undefined;
    for (const l of present) {
      const hit = l.stems.get(stemOf(phrase, l.endings));
      if (hit !== undefined) return hit;
    }
    return undefined;
  };
  // German and Dutch write compounds closed ("Kriegsfilm", "muziekdocumentaire")
  const compounding = present.some((l) => l.code === "de" || l.code === "nl");
  let out = "";
  let at = 0;
  // lower runs parallel to matches; i may also step over the second word of a pair
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    const word = lower[i]!;
    const start = m.index ?? 0;
    // phrases of four, three, then two words first ("una hora y media", "nicht langer als", "ciencia ficcion"), when only spaces separate them
    const phrase = longestPhrase(text, matches, lower, i, lookup);
    if (phrase) {
      out += text.slice(at, start) + phrase.english;
      const last = matches[i + phrase.words - 1]!;
      at = (last.index ?? 0) + last[0].length;
      // a phrase ending in an elided word ("moins d'") leaves a space, not the apostrophe, before the next
      if (text[at] === "'") {
        out += " ";
        at++;
      }
      i += phrase.words - 1;
      continue;
    }
    let single = lookup(word);
    // German-style compounds with hyphens ("Science-Fiction-Serie"): the whole, else part by part
    if (single === undefined && word.includes("-")) {
      const parts = word.split("-");
      const translated: string[] = [];
      for (let k = 0; k < parts.length; k++) {
        const part = parts[k]!;
        const following = parts[k + 1];
        const joined = following !== undefined ? lookup(`${part}-${following}`) : undefined;
        if (joined !== undefined) translated.push(joined);
        else translated.push(lookup(part) ?? part);
        if (joined !== undefined) k++;
      }
      if (translated.join("-") !== word) single = translated.join(" ");
    }
    if (single === undefined && compounding && word.length >= 8) single = splitCompound(word, lookup);
    if (single === undefined || single === word) continue;
    out += text.slice(at, start) + single;
    at = start + m[0].length;
  }
  out += text.slice(at);
  // French elisions ("d'horreur", "l'espace"): the article stays a word of its own
  return present.some((l) => l.code === "fr") ? out.replace(ELISION, "$1 ") : out;
}
