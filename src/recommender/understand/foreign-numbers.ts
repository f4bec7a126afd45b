/**
 * Numbers with a foreign unit, read before the words of ./foreign: decades, ages, years and lengths
 * written with digits in the Latin, Greek and Cyrillic languages of the word tables, the refusals
 * Turkish, German and Dutch put after what they refuse, and the tens in words after a decade word.
 * The forms of the languages added later are in ./foreign-numbers-more (Finnish, Hungarian, Tagalog,
 * Swahili, Welsh, Ukrainian) and ./foreign-numbers-scripts (Hebrew, Arabic, Hindi).
 */
import table from "../data/foreign-words.json" with { type: "json" };

/** What a form writes instead of its match: a replacement string ("$1s") or a function of the match and its groups. */
export type Replacement = string | ((match: string, ...groups: string[]) => string);

/** The text with `pattern` replaced by a string or a function (String.replace takes either, not their union). */
export function replaceWith(text: string, pattern: RegExp, english: Replacement): string {
  return typeof english === "string" ? text.replace(pattern, english) : text.replace(pattern, english);
}

/** A number with a foreign unit, and the languages it is read in (every one when none are named). */
export interface NumberForm {
  pattern: RegExp;
  english: Replacement;
  only?: readonly string[];
}

/** A year in digits, not inside a longer number. */
export const DIGIT_YEAR = "(?<!\\d)((?:19|20)\\d\\d)(?!\\d)";

/**
 * The number pieces a script's table of number words gives its patterns: `pattern`, digits or a number
 * word standing alone among that script's `letters` (longest word first); `digitsOf`, a word's digits;
 * `length`, the English for a captured number and unit with a limit before it ("under 2 hours"), the
 * unit in minutes where `isMinutes` says so; `decade`, the English for a decade's tens ("80s").
 */
export function scriptNumbers(
  letters: string,
  words: Readonly<Record<string, string>>,
  tens: Readonly<Record<string, string>>,
  isMinutes: (unit: string) => boolean,
) {
  const alternatives = Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join("|");
  const digitsOf = (n: string): string => words[n] ?? n;
  return {
    pattern: `(?<![\\d.,${letters}])(\\d{1,3}(?:\\.\\d)?|${alternatives})`,
    digitsOf,
    length:
      (limit: string) =>
      (_match: string, n: string, unit: string): string =>
        ` ${limit}${digitsOf(n)} ${isMinutes(unit) ? "minutes" : "hours"} `,
    decade: (ten: string): string => `${tens[ten] ?? ten}s`,
  };
}

/** A number of hours or minutes in Turkish: digits, "bir buçuk", "yarım". */
const TR_NUMBER = "(\\d{1,3}(?:[.,]\\d)?|(?:bir|iki)(?:\\sbucuk)?|uc|yarim)";
/** Greek and Cyrillic letters, which `\b` does not see: a word of them starts and ends where these do not. */
export const GR_CY = "\\u0370-\\u03ff\\u0400-\\u04ff";

/**
 * Numbers with a foreign unit, read before the words: a decade ("des années 90", "los 80", "anni '70",
 * "90er", "90'lar", "80-tallet", "90-х") becomes "90s", an age ("de 5 años", "5 ans", "5-jährige", "6
 * yaşında", "6 let", "6 лет") "5 year old", a year word before a year ("roku 2000", "năm 2000") goes,
 * and Turkish, which puts "before", "shorter than" and "not" after what they govern ("2000'den önce",
 * "2 saatten kısa", "korku olmasın"), is turned round. Each pattern is literal words around one
 * bounded number or one word.
 */
export const NUMBER_FORMS: NumberForm[] = [
  // German "alle um die 60" is an age, around 60, where "die 60er" is the decade
  { pattern: /\bum\sdie\s(\d{2})\b(?!er)/gi, english: "around $1" },
  // two decades after one decade word: "de jaren 60 of 70", "los 80 y 90", "die 70 bis 80", "anii 60 sau 70"
  {
    pattern:
      /\b(?:annees|anos|anni|anii|anys|jahre|jaren|los|die)\s['’]?((?:19|20)?\d0)\s(?:o|y|e|i|ou|oder|und|et|of|en|ili|sau|si)\s['’]?((?:19|20)?\d0)\b(?!\s?(?:minut|hora|heure|stund|uur\b|ore\b|min\b|h\b))/gi,
    english: "$1s or $2s",
  },
  {
    pattern:
      /\b(?:annees|anos|anni|anii|anys|jahre|jaren|los|die)\s['’]?((?:19|20)?\d0)\s(?:a|al|au|bis|tot)\s['’]?((?:19|20)?\d0)\b(?!\s?(?:minut|hora|heure|stund|uur\b|ore\b|min\b|h\b))/gi,
    english: "$1s to $2s",
  },
  {
    pattern:
      /\b(?:annees|anos|anni|anii|anys|jahre|jaren|los|die)\s['’]?((?:19|20)?\d0)\b(?!\s?(?:minut|hora|heure|stund|uur\b|ore\b|min\b|h\b))/gi,
    english: "$1s",
  },
  { pattern: /\b((?:19|20)?\d0)er(?:n|jahre|jahren)?\b/gi, english: "$1s" },
  // Swedish "80-talet", Norwegian "80-tallet", Polish "lata 80" / "z lat 80."
  { pattern: /\b((?:19|20)?\d0)-?tall?(?:et)?\b/gi, english: "$1s" },
  // two Polish decades after one "lat": "z lat 80 albo 90", "lata 70 i 80"
  {
    pattern:
      /\b(?:lata|lat|latach)\s((?:19|20)?\d0)\s(?:i|albo|lub|czy|oraz)\s((?:19|20)?\d0)\b(?!\s?(?:minut|godzin))/gi,
    english: "$1s or $2s",
    only: ["pl"],
  },
  { pattern: /\b(?:lata|lat|latach)\s((?:19|20)?\d0)\b(?!\s?(?:minut|godzin))/gi, english: "$1s" },
  { pattern: /\b((?:19|20)?\d0)['’]?(?:larin|lerin|lardan|lerden|lar|ler|li|lu)\b/gi, english: "$1s", only: ["tr"] },
  { pattern: /\b(?:tahun\s)?((?:19|20)?\d0)-?an\b/gi, english: "$1s", only: ["id"] },
  {
    pattern: /\b(?:thap\snien|nhung\snam)\s((?:19|20)?\d0)\s(hoac|va|den)\s((?:19|20)?\d0)\b/gi,
    english: (_m: string, a: string, joiner: string, b: string) =>
      `${a}s ${joiner === "va" ? "and" : joiner === "den" ? "to" : "or"} ${b}s`,
    only: ["vi"],
  },
  { pattern: /\b(?:thap\snien|nhung\snam)\s((?:19|20)?\d0)\b/gi, english: "$1s", only: ["vi"] },
  { pattern: /\b((?:19|20)?\d0)['’]?erne\b/gi, english: "$1s", only: ["da", "no"] },
  // two Czech decades before one "let": "z 80. nebo 90. let", "70. a 80. léta"
  {
    pattern: /\b((?:19|20)?\d0)\.\s(?:nebo|a|i|az|ci)\s((?:19|20)?\d0)\.\s?(?:leta|let|letech)\b/gi,
    english: "$1s or $2s",
    only: ["cs"],
  },
  { pattern: /\b((?:19|20)?\d0)\.\s?(?:leta|let|letech)\b/gi, english: "$1s", only: ["cs"] },
  {
    pattern: new RegExp(`(?<![${GR_CY}])δεκαετια[ςσ]?\\s(?:του\\s)?['’]?((?:19|20)?\\d0)\\b`, "gi"),
    english: "$1s",
    only: ["el"],
  },
  // Greek "ταινίες του 60", "των 80": two-digit tens after "of the" are a decade ("του 2010" stays the year)
  {
    pattern: new RegExp(`(?<![${GR_CY}])(?:του|των)\\s['’]?([2-9]0)(?:s|'s)?(?![\\d${GR_CY}])`, "gi"),
    english: "$1s",
    only: ["el"],
  },
  { pattern: new RegExp(`\\b((?:19|20)?\\d0)-?(?:х|е|ые|ых)(?![${GR_CY}])`, "gi"), english: "$1s", only: ["ru", "uk"] },
  // a year word before a year goes ("před rokem 2000", "l'any 2000", "trước năm 2000"): "before the year 2000" reads as the one year
  {
    pattern: /\b(?:l['’])?(?:rokem|roku|roce|rok|anul|anului|nam|tahun|ar|aret|any)\s((?:19|20)\d\d)\b/gi,
    english: "$1",
  },
  // Polish "po 2010 roku", "po roku 2010" (its year word gone above): after the year, not the year itself
  { pattern: /\bpo\s((?:19|20)\d\d)(?:\sroku\b|\sr\.)?/gi, english: "after $1", only: ["pl"] },
  { pattern: new RegExp(`(?<![${GR_CY}])(?:ετος|ετους)\\s((?:19|20)\\d\\d)\\b`, "gi"), english: "$1", only: ["el"] },
  // Russian "с 2015 по 2020 год", Ukrainian "з 2015 по 2020 рік", "від 2000 до 2010": a span, not "since" the first year and "before" the last
  {
    pattern: new RegExp(
      `(?<![${GR_CY}])(?:с|со|от|з|із|від)\\s((?:19|20)\\d\\d)\\s(?:по|до)\\s((?:19|20)\\d\\d)(?:\\s?(?:год|года|годы|року|рік|роки|гг?\\.?|рр?\\.?))?(?![${GR_CY}\\d])`,
      "gi",
    ),
    english: "from $1 to $2",
    only: ["ru", "uk"],
  },
  { pattern: new RegExp(`(?<![${GR_CY}])до\\s((?:19|20)\\d\\d)\\b`, "gi"), english: "before $1", only: ["ru", "uk"] },
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
  // Turkish refusals after their subject: "korku olmasın", "korku filmi değil", "ani korku sahneleri olmayan" (jump
  // scares, not horror), "üzücü sonları sevmiyorum", "kana dayanamıyor", "şiddetten nefret
  // ediyor", "şiddet olmadan", "şiddetsiz"; a first subject joined by "veya" is refused too ("savaş veya korku olmasın")
  {
    pattern:
      /\b((?:ani\s)?[a-z]{2,16})(\s(?:filmi|filmleri|filmlerini|filmler|dizisi|dizileri|dizilerini|diziler|sahnesi|sahneleri|sonu|sonlari|sonlu))?\s(?:olmasin|olmayan|degil|haric|disinda|istemiyorum|istemem|sevmiyorum|sevmem|yok|dayanam(?:az|am|iyor|iyorum)|tahammul\sede(?:mez|mem|miyor|miyorum)|nefret\sed(?:er|erim|iyor|iyorum))\b/gi,
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
  // a Polish age ("dziecko 7 lat", "dzieci 6 i 9 lat", "7-letni"), not a span of years ("sprzed 20 lat", "10 lat temu")
  {
    pattern:
      /(?<!(?:ostatnich|ostatnie|sprzed|przez|od|do)\s)\b(\d{1,2})\s?-?\s?(?:lat|latek|latka|latki|letni(?:ego|ej|ch|mi|a|e|m)?)\b(?!\s(?:temu|wczesniej))/gi,
    english: "$1 year old",
    only: ["pl"],
  },
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
  `\\b(?:annees|anos|anni|anii|anys|jahre|jaren|los|las|les|die|der|den|dei|degli|des|dekada|miaka\\sya)\\s(?:${DECADE_ALTERNATIVES})\\b(?:\\s(?:o|y|e|i|si|sau|ou|oder|und|et|a|al|bis|of|en|tot|at|au|na)\\s(?:${DECADE_ALTERNATIVES})\\b)?`,
  "gi",
);
const TENS_WORD = new RegExp(`\\b(?:${DECADE_ALTERNATIVES})\\b`, "gi");

/** "anni sessanta o settanta" → "anni 60s o 70s": the English decade pattern reads the rest. */
export function decadeWords(text: string): string {
  return text.replace(DECADE_WORD_RUN, (run) =>
    run.replace(TENS_WORD, (tens) => `${DECADE_WORDS.get(tens.toLowerCase()) ?? tens}s`),
  );
}
