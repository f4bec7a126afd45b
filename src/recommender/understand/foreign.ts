/**
 * Genre, mood and viewing words of other languages, and common emoji, turned into the English phrases
 * the lexicon knows before the text is read, so "una comedia romántica", "nicht länger als 2 Stunden"
 * and "😂🍿" reach the same structured request as "a romantic comedy", "no longer than 2 hours" and
 * "funny movie night". Word tables: Spanish, French, German, Italian, Portuguese, Dutch, Swedish,
 * Polish, Turkish, Indonesian, Catalan, Vietnamese, Danish, Norwegian, Czech, Romanian, Greek, Russian,
 * Finnish, Tagalog, Swahili, Ukrainian, Hungarian, Hebrew, Arabic (with Gulf, Egyptian and Levantine forms),
 * Hindi, Welsh, Persian, Icelandic, Afrikaans and Hindi in Latin letters (./foreign-languages;
 * letters and folding in ./foreign-letters; numbers with their units in ./foreign-numbers and the modules
 * beside it). Japanese, Chinese, Korean and Thai, written without spaces, are read first by ./foreign-scripts.
 */
import table from "../data/foreign-words.json" with { type: "json" };
import { GENRE_AFTER_HEAD, genreBeforeHead } from "./foreign-heads";
import {
  type InflectionCache,
  inflected,
  LANGUAGES,
  type Language,
  presentLanguages,
  stemOf,
} from "./foreign-languages";
import { folded, wordsIn } from "./foreign-letters";
import { decadeWords, NUMBER_FORMS, type NumberForm, replaceWith } from "./foreign-numbers";
import { LATIN_NUMBER_FORMS } from "./foreign-numbers-latin";
import { MORE_NUMBER_FORMS } from "./foreign-numbers-more";
import { PERSIAN_NUMBER_FORMS } from "./foreign-numbers-persian";
import { SCRIPT_NUMBER_FORMS } from "./foreign-numbers-scripts";
import { hasScriptWords, translateScripts } from "./foreign-scripts";

const VARIATION_SELECTOR = /\uFE0F/g;
const ELISION = /\b([dlmntsjc]|qu)'(?=[a-z])/gi;
/** Italian elisions ("sull'amicizia", "l'azione", "dell'orrore"): the article or preposition stays a word of its own. */
const ELISION_IT = /\b(l|un|d|dell|nell|sull|all|dall|coll|quell|quest)'(?=[a-z])/gi;
/**
 * A decade after a decade word no English sentence writes ("los 90", "anos 80", "anii 70", "années 60"):
 * numbers are read as foreign even when no other word of the language is seen ("un thriller de los 90").
 */
const FOREIGN_DECADE = /\b(?:annees|anos|anni|anii|anys|jaren|los)\s['’]?(?:19|20)?\d0s?\b/i;

/** The longest word read as a compound ("Weltraumabenteuerzeichentrickserie" has 34 letters). */
const MAX_COMPOUND = 48;

/**
 * Every language's numbers with their units, the older tables' first; Persian's before Arabic's, whose
 * letters Persian text holds too, so a Persian year or length is read as Persian ("قبل از ۲۰۰۰").
 */
const FORMS: readonly NumberForm[] = [
  ...NUMBER_FORMS,
  ...MORE_NUMBER_FORMS,
  ...LATIN_NUMBER_FORMS,
  ...PERSIAN_NUMBER_FORMS,
  ...SCRIPT_NUMBER_FORMS,
];

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

/** The codes of the word-table languages the text holds, the one read first first ("fi", "sv"). */
export function foreignLanguages(input: string): string[] {
  const text = folded(input).toLowerCase();
  const words = wordsIn(text).map((m) => m[0]);
  return presentLanguages(words, text, new Map(), input).map((l) => l.code);
}

/** True when the text holds words of a language other than English that we read. */
export function hasForeignWords(input: string): boolean {
  return hasScriptWords(input) || foreignLanguages(input).length > 0;
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

/**
 * A phrase of a language the text holds whose first word opens with an attached word ("و" and, "ב"
 * with): the attached word's English, then the phrase's; undefined when no such phrase is listed.
 */
function attachedBeforePhrase(present: readonly Language[], phrase: string): string | undefined {
  for (const l of present)
    for (const [start, english] of l.prefixes) {
      const rest = phrase.slice(start.length);
      if (!phrase.startsWith(start) || rest.indexOf(" ") < 2) continue;
      const hit = l.grammar.get(rest) ?? l.words.get(rest);
      if (hit !== undefined) return english ? `${english} ${hit}` : hit;
    }
  return undefined;
}

/** The text with foreign words and emoji replaced by English; accents folded, everything else kept. */
export function translateForeign(input: string): string {
  const typed = replaceEmoji(translateScripts(input));
  let text = folded(typed);
  const firstWords = wordsIn(text).map((m) => m[0].toLowerCase());
  if (!firstWords.length) return text;
  const cache: InflectionCache = new Map();
  const present = presentLanguages(firstWords, text.toLowerCase(), cache, typed);
  if (present.length || FOREIGN_DECADE.test(text)) {
    text = decadeWords(text);
    for (const { pattern, english, only } of FORMS) {
      if (only && !present.some((l) => only.includes(l.code))) continue;
      text = replaceWith(text, pattern, english);
    }
  }
  const matches = wordsIn(text);
  const lower = matches.map((m) => m[0].toLowerCase());
  // the words of the languages the text holds first, then every language's
  const byPresence = [...present, ...LANGUAGES.filter((l) => !present.includes(l))];
  const lookup = (phrase: string): string | undefined => {
    for (const l of byPresence) {
      const hit = l.words.get(phrase);
      if (hit !== undefined) return hit;
    }
    for (const l of present) {
      const hit = l.grammar.get(phrase);
      if (hit !== undefined) return hit;
    }
    // a phrase whose first word carries an attached word ("وما أبي", "and I don't want"): that word, then the phrase
    if (phrase.includes(" ")) return attachedBeforePhrase(present, phrase);
    // an inflected form ("romantisches", "policiere"), in a language the text holds
    for (const l of present) {
      const hit = l.stems.get(stemOf(phrase, l.endings));
      if (hit !== undefined) return hit;
    }
    // a word with an attached word, an ending or a changed first letter ("للأطفال", "gyerekeknek", "ngomedi")
    for (const l of present) {
      const hit = inflected(l, phrase, cache);
      if (hit !== undefined) return hit.english;
    }
    return undefined;
  };
  // German, Dutch, Finnish and Hungarian write compounds closed ("Kriegsfilm", "muziekdocumentaire", "kauhuelokuva");
  // a compound may be all the text holds of its language ("kriegsdoku", "gyserserie"), so text of no language tries them too
  const compounding = present.length === 0 || present.some((l) => l.compounds);
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
    // a compound is of two words, not a run of letters: splitting one tries every cut
    if (single === undefined && compounding && word.length >= 8 && word.length <= MAX_COMPOUND) {
      single = splitCompound(word, lookup);
    }
    if (single === undefined || single === word) continue;
    out += text.slice(at, start) + single;
    at = start + m[0].length;
  }
  out += text.slice(at);
  // French and Catalan elisions ("d'horreur", "l'espace", "d'acció"): the article stays a word of its own
  if (present.some((l) => l.code === "fr" || l.code === "ca")) out = out.replace(ELISION, "$1 ");
  else if (present.some((l) => l.code === "it")) out = out.replace(ELISION_IT, "$1 ");
  return present.some((l) => GENRE_AFTER_HEAD.has(l.code)) ? genreBeforeHead(out) : out;
}
