/**
 * Spanish, French and German genre and mood words, and common emoji, turned into the English phrases
 * the lexicon knows before the text is read, so "una comedia romántica" and "😂🍿" reach the same
 * structured request as "a romantic comedy" and "funny movie night".
 */
import table from "../data/foreign-words.json" with { type: "json" };
import { baseText } from "../text";

interface Language {
  code: string;
  markers: Set<string>;
  words: Map<string, string>;
  grammar: Map<string, string>;
}

const VARIATION_SELECTOR = /\uFE0F/g;
const WORD = /[A-Za-z]+(?:-[A-Za-z]+)*/g;
const ELISION = /\b([dlmntsjc]|qu)'(?=[a-z])/gi;

const LANGUAGES: Language[] = Object.entries(table.languages).map(([code, l]) => ({
  code,
  markers: new Set(l.markers),
  words: new Map(Object.entries(l.words)),
  grammar: new Map(Object.entries(l.grammar)),
}));

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

/** The text with foreign words and emoji replaced by English; accents folded, everything else kept. */
export function translateForeign(input: string): string {
  const text = baseText(replaceEmoji(input));
  const matches = [...text.matchAll(WORD)];
  if (!matches.length) return text;
  const lower = matches.map((m) => m[0].toLowerCase());
  const present = presentLanguages(lower);
  const lookup = (phrase: string): string | undefined => {
    for (const l of LANGUAGES) {
      const hit = l.words.get(phrase);
      if (hit !== undefined) return hit;
    }
    for (const l of present) {
      const hit = l.grammar.get(phrase);
      if (hit !== undefined) return hit;
    }
    return undefined;
  };
  let out = "";
  let at = 0;
  // lower runs parallel to matches; i may also step over the second word of a pair
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    const word = lower[i]!;
    const start = m.index ?? 0;
    const next = matches[i + 1];
    // two-word phrases first ("ciencia ficcion", "pas de"), when only a space separates the words
    if (next && text.slice(start + m[0].length, next.index) === " ") {
      const pair = lookup(`${word} ${lower[i + 1]}`);
      if (pair !== undefined) {
        out += text.slice(at, start) + pair;
        at = (next.index ?? 0) + next[0].length;
        i++;
        continue;
      }
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
    if (single === undefined || single === word) continue;
    out += text.slice(at, start) + single;
    at = start + m[0].length;
  }
  out += text.slice(at);
  // French elisions ("d'horreur", "l'espace"): the article stays a word of its own
  return present.some((l) => l.code === "fr") ? out.replace(ELISION, "$1 ") : out;
}
