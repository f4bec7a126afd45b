/**
 * Genre, mood and viewing words of other languages, and common emoji, turned into the English phrases
 * the lexicon knows before the text is read, so "una comedia romántica", "nicht länger als 2 Stunden"
 * and "😂🍿" reach the same structured request as "a romantic comedy", "no longer than 2 hours" and
 * "funny movie night". Word tables: Spanish, French, German, Italian, Portuguese, Dutch, Swedish,
 * Polish, Turkish, Indonesian, Catalan, Vietnamese, Danish, Norwegian, Czech, Romanian, Greek and
 * Russian. Japanese, Chinese and Korean, written without spaces, are read first by ./foreign-scripts.
 */
import table from "../data/foreign-words.json" with { type: "json" };
import { baseText } from "../text";
import { hasScriptWords, translateScripts } from "./foreign-scripts";

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
/**
 * A word of Latin, Greek or Cyrillic letters, hyphens joining its parts ("Science-Fiction-Serie",
 * "мини-сериал"), and the digit it is glued to: letters after a number ("80s", "2h") are no word.
 */
const WORD = /[0-9]?[A-Za-z\u0370-\u03ff\u0400-\u04ff]+(?:-[A-Za-z\u0370-\u03ff\u0400-\u04ff]+)*/g;

/** The words of the text, without letters glued to a number. */
function wordsIn(text: string): RegExpMatchArray[] {
  return [...text.matchAll(WORD)].filter((m) => !/^[0-9]/.test(m[0]));
}

/** Letters that folding accents leaves alone: Turkish dotless i, Danish and Norwegian æ, German ß, the Catalan "l·l". */
const UNFOLDED = /ı|æ|Æ|ß|l·l|L·L/g;
const UNFOLDED_AS: Readonly<Record<string, string>> = { ı: "i", æ: "ae", Æ: "Ae", ß: "ss", l·l: "ll", L·L: "LL" };
const ELISION = /\b([dlmntsjc]|qu)'(?=[a-z])/gi;

/** Text with its accents folded and the letters folding leaves alone written as the tables write them. */
function folded(text: string): string {
  return baseText(text).replace(UNFOLDED, (c) => UNFOLDED_AS[c] ?? c);
}

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

/** A number with a foreign unit, and the languages it is read in (every one when none are named). */
interface NumberForm {
  pattern: RegExp;
  english: string;
  only?: readonly string[];
}

/** A number of hours or minutes in Turkish: digits, "bir buçuk", "yarım". */
const TR_NUMBER = "(\\d{1,3}(?:[.,]\\d)?|(?:bir|iki)(?:\\sbucuk)?|uc|yarim)";
/** Greek and Cyrillic letters, which `\b` does not see: a word of them starts and ends where these do not. */
const GR_CY = "\\u0370-\\u03ff\\u0400-\\u04ff";

/**
 * Numbers with a foreign unit, read before the words: a decade ("des années 90", "los 80", "anni '70",
 * "90er", "90'lar", "80-tallet", "90-х") becomes "90s", an age ("de 5 años", "5 ans", "5-jährige", "6
 * yaşında", "6 let", "6 лет") "5 year old", a year word before a year ("roku 2000", "năm 2000") goes,
 * and Turkish, which puts "before", "shorter than" and "not" after what they govern ("2000'den önce",
 * "2 saatten kısa", "korku olmasın"), is turned round. Each pattern is literal words around one
 * bounded number or one word.
 */
const NUMBER_FORMS: NumberForm[] = [
  {
    pattern:
      /\b(?:annees|anos|anni|anii|anys|jahre|jaren|los|die)\s['’]?((?:19|20)?\d0)\b(?!\s?(?:minut|hora|heure|stund|uur\b|ore\b|min\b|h\b))/gi,
    english: "$1s",
  },
  { pattern: /\b((?:19|20)?\d0)er(?:n|jahre|jahren)?\b/gi, english: "$1s" },
  // Swedish "80-talet", Norwegian "80-tallet", Polish "lata 80" / "z lat 80."
  { pattern: /\b((?:19|20)?\d0)-?tall?(?:et)?\b/gi, english: "$1s" },
  { pattern: /\b(?:lata|lat|latach)\s((?:19|20)?\d0)\b(?!\s?(?:minut|godzin))/gi, english: "$1s" },
  { pattern: /\b((?:19|20)?\d0)['’]?(?:larin|lerin|lardan|lerden|lar|ler|li|lu)\b/gi, english: "$1s", only: ["tr"] },
  { pattern: /\b(?:tahun\s)?((?:19|20)?\d0)-?an\b/gi, english: "$1s", only: ["id"] },
  { pattern: /\b(?:thap\snien|nhung\snam)\s((?:19|20)?\d0)\b/gi, english: "$1s", only: ["vi"] },
  { pattern: /\b((?:19|20)?\d0)['’]?erne\b/gi, english: "$1s", only: ["da", "no"] },
  { pattern: /\b((?:19|20)?\d0)\.\s?(?:leta|let|letech)\b/gi, english: "$1s", only: ["cs"] },
  {
    pattern: new RegExp(`(?<![${GR_CY}])δεκαετια[ςσ]?\\s(?:του\\s)?['’]?((?:19|20)?\\d0)\\b`, "gi"),
    english: "$1s",
    only: ["el"],
  },
  { pattern: new RegExp(`\\b((?:19|20)?\\d0)-?(?:х|е|ые|ых)(?![${GR_CY}])`, "gi"), english: "$1s", only: ["ru"] },
  // a year word before a year goes ("před rokem 2000", "l'any 2000", "trước năm 2000"): "before the year 2000" reads as the one year
  {
    pattern: /\b(?:l['’])?(?:rokem|roku|rok|anul|anului|nam|tahun|ar|aret|any)\s((?:19|20)\d\d)\b/gi,
    english: "$1",
  },
  { pattern: new RegExp(`(?<![${GR_CY}])(?:ετος|ετους)\\s((?:19|20)\\d\\d)\\b`, "gi"), english: "$1", only: ["el"] },
  { pattern: new RegExp(`(?<![${GR_CY}])до\\s((?:19|20)\\d\\d)\\b`, "gi"), english: "before $1", only: ["ru"] },
  { pattern: new RegExp(`(?<![${GR_CY}])(?:с|со)\\s((?:19|20)\\d\\d)\\b`, "gi"), english: "since $1", only: ["ru"] },
  {
    pattern: new RegExp(`\\b((?:19|20)\\d\\d)(?:-?го)?\\s?(?:года|году|год|гг?\\.?)(?![${GR_CY}])`, "gi"),
    english: "$1",
    only: ["ru"],
  },
  { pattern: /\bfor\s((?:19|20)\d\d)\b/gi, english: "before $1", only: ["da", "no"] },
  {
    pattern: /\b((?:19|20)\d\d)(?:\syil(?:indan|inden|i)?)?['’]?(?:den|dan|ten|tan)?\s(?:once|oncesi|oncesinde)\b/gi,
    english: "before $1",
    only: ["tr"],
  },
  {
    pattern: /\b((?:19|20)\d\d)(?:\syil(?:indan|inden|i)?)?['’]?(?:den|dan|ten|tan)?\s(?:sonra|sonrasi)\b/gi,
    english: "after $1",
    only: ["tr"],
  },
  {
    pattern: /\b((?:19|20)\d\d)(?:\syil(?:indan|inden|i)?)?['’]?(?:den|dan|ten|tan)?\s(?:beri|itibaren)\b/gi,
    english: "since $1",
    only: ["tr"],
  },
  // Turkish lengths: "2 saatten uzun olmayan", "2 saatten kısa", "2 saati geçmeyen", "2 saate kadar"
  {
    pattern: new RegExp(
      `\\b${TR_NUMBER}\\s?(saat|dakika)(?:ten|tan|den|dan)\\s(?:uzun|fazla)\\s(?:olmayan|olmasin|degil|olmamali)\\b`,
      "gi",
    ),
    english: "no longer than $1 $2",
    only: ["tr"],
  },
  {
    pattern: new RegExp(`\\b${TR_NUMBER}\\s?(saat|dakika)(?:ten|tan|den|dan)\\s(?:kisa|az|asagi)\\b`, "gi"),
    english: "under $1 $2",
    only: ["tr"],
  },
  {
    pattern: new RegExp(`\\b${TR_NUMBER}\\s?(saat|dakika)(?:ten|tan|den|dan)\\s(?:uzun|fazla)\\b`, "gi"),
    english: "more than $1 $2",
    only: ["tr"],
  },
  {
    pattern: new RegExp(`\\b${TR_NUMBER}\\s?(saat|dakika)(?:i|yi)?\\s(?:gecmeyen|gecmesin|asmayan|asmasin)\\b`, "gi"),
    english: "no longer than $1 $2",
    only: ["tr"],
  },
  {
    pattern: new RegExp(`\\b${TR_NUMBER}\\s?(saat|dakika)(?:e|a|ye|ya)\\skadar\\b`, "gi"),
    english: "up to $1 $2",
    only: ["tr"],
  },
  // Turkish refusals after their subject: "korku olmasın", "korku filmi değil", "kana dayanamıyor", "şiddetten nefret
  // ediyor", "şiddet olmadan", "şiddetsiz"; a first subject joined by "veya" is refused too ("savaş veya korku olmasın")
  {
    pattern:
      /\b([a-z]{2,16})(\s(?:filmi|filmleri|filmler|dizisi|dizileri|diziler|sahnesi|sahneleri))?\s(?:olmasin|olmayan|degil|haric|disinda|istemiyorum|istemem|yok|dayanam(?:az|am|iyor|iyorum)|tahammul\sede(?:mez|mem|miyor|miyorum)|nefret\sed(?:er|erim|iyor|iyorum))\b/gi,
    english: "no $1$2,",
    only: ["tr"],
  },
  { pattern: /\b([a-z]{2,16})\s(?:veya|ya\sda)\sno\s/gi, english: "no $1 or ", only: ["tr"] },
  // German and Dutch put what cannot be stood before the negated verb ("ich kann Krieg oder Horror nicht ausstehen")
  {
    pattern: /\b([a-z]{2,20})\s(?:nicht|niet)\s(?:ausstehen|leiden|ertragen|uitstaan|verdragen)\b/gi,
    english: "can't stand $1",
    only: ["de", "nl"],
  },
  { pattern: /\b([a-z]{2,20})\s(?:oder|of)\scan't\sstand\s/gi, english: "can't stand $1 or ", only: ["de", "nl"] },
  { pattern: /\b([a-z]+)\s(?:olmadan|icermeyen|icermesin)\b/gi, english: "without $1", only: ["tr"] },
  { pattern: /\b([a-z]{3,})(?:siz|suz)\b/gi, english: "without $1", only: ["tr"] },
  // Romanian puts "de" between a number from twenty and its noun ("30 de minute", "20 de ani")
  { pattern: /\b(\d{2,3})\sde\s(minute|ore|ani)\b/gi, english: "$1 $2", only: ["ro"] },
  // a decimal comma before a unit of time ("1,5 timme", "1,5 Stunden", "1,5 saat") is a point
  {
    pattern: new RegExp(
      `\\b(\\d),(\\d)(?=\\s?(?:h|hr|hrs|hours?|timm[ae]r?|timer?|godzin[ay]?|stunden?|uur|heures?|horas?|ore|ora|saat|jam|hores|hodin[ayu]?|tieng|gio|ωρες|ωρα|часа?|часов)(?![A-Za-z${GR_CY}]))`,
      "gi",
    ),
    english: "$1.$2",
  },
  {
    pattern: /\b(\d{1,2})\s(?:anos|ans|anni|ani|anys|jahre(?:\salt)?|jaar(?:\soud)?)\b/gi,
    english: "$1 year old",
  },
  { pattern: /\b(\d{1,2})[\s-]?jahrige[nr]?\b/gi, english: "$1 year old" },
  { pattern: /\b(\d{1,2})\s?yas(?:indaki|inda|li|lik)?\b/gi, english: "$1 year old", only: ["tr"] },
  { pattern: /\b(?:umur|usia)\s(\d{1,2})(?:\s?tahun)?\b/gi, english: "$1 year old", only: ["id"] },
  { pattern: /\b(\d{1,2})\s?tahun\b(?!\s(?:lalu|terakhir|belakangan))/gi, english: "$1 year old", only: ["id"] },
  { pattern: /\b(\d{1,2})[\s-]?let(?:eho|emu|ych|ymi|ym|ou|y|a|e)?\b/gi, english: "$1 year old", only: ["cs"] },
  {
    pattern: new RegExp(
      `(?<![\\d.,])(\\d{1,2})\\s?-?\\s?(?:χρονων|ετων|χρονου|χρονης|χρονος|χρονο|χρονη|χρονα)(?![${GR_CY}])`,
      "gi",
    ),
    english: "$1 year old",
    only: ["el"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,])(\\d{1,2})\\s?-?\\s?(?:летн[а-я]{1,3}|лет|года?)(?![${GR_CY}])`, "gi"),
    english: "$1 year old",
    only: ["ru"],
  },
];

/** The tens in words, which name a decade after a decade word ("anni sessanta", "los ochenta"). */
const DECADE_WORDS: ReadonlyMap<string, number> = new Map(Object.entries(table.decades));
const DECADE_ALTERNATIVES = [...DECADE_WORDS.keys()].sort((a, b) => b.length - a.length).join("|");
/** A decade word and the tens after it, and a second tens joined by "or"/"and" ("anni sessanta o settanta"). */
const DECADE_WORD_RUN = new RegExp(
  `\\b(?:annees|anos|anni|anii|anys|jahre|jaren|los|las|les|die|der|den|dei|degli|des)\\s(?:${DECADE_ALTERNATIVES})\\b(?:\\s(?:o|y|e|i|si|sau|ou|oder|und|et|a|al|bis|of|en|tot)\\s(?:${DECADE_ALTERNATIVES})\\b)?`,
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
 * "con", "sin") translated. The languages with the most such words come first, so of two close
 * languages ("rolig" is calm in Danish, funny in Swedish) the text's own wins.
 */
function presentLanguages(words: string[]): Language[] {
  const seen = (l: Language, w: string) => l.markers.has(w) || (l.words.has(w) && l.words.get(w) !== w);
  return LANGUAGES.map((l) => ({ l, hits: words.filter((w) => seen(l, w)).length }))
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map((x) => x.l);
}

/** True when the text holds words of a language other than English that we read. */
export function hasForeignWords(input: string): boolean {
  if (hasScriptWords(input)) return true;
  return presentLanguages(wordsIn(folded(input)).map((m) => m[0].toLowerCase())).length > 0;
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
  let text = folded(replaceEmoji(translateScripts(input)));
  const firstWords = wordsIn(text).map((m) => m[0].toLowerCase());
  if (!firstWords.length) return text;
  const present = presentLanguages(firstWords);
  if (present.length) {
    text = decadeWords(text);
    for (const { pattern, english, only } of NUMBER_FORMS) {
      if (!only || present.some((l) => only.includes(l.code))) text = text.replace(pattern, english);
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
  // French and Catalan elisions ("d'horreur", "l'espace", "d'acció"): the article stays a word of its own
  return present.some((l) => l.code === "fr" || l.code === "ca") ? out.replace(ELISION, "$1 ") : out;
}
