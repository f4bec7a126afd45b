/** Text helpers of the mood engine: normalising, tokenising, light stemming, fuzzy matching. */

/** Lowercase, strip accents, unify quotes and dashes. */
export function normalizeText(text: string): string {
  return baseText(text)
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-");
}

export interface Token {
  /** normalised surface form, apostrophes removed ("don't" → "dont") */
  raw: string;
  /** stemmed form */
  stem: string;
  /** true when a clause break (comma, full stop, ";", "!", "?", "(", ")", "/", a spaced dash) follows this token */
  breakAfter: boolean;
  /** the word with its possessive kept, apostrophes dropped ("schitts"), as catalogue title keys spell it */
  whole: string;
  /** the break after this token is a lone colon, which titles contain */
  colonAfter: boolean;
  /** the break after this token is a lone comma, which some titles contain ("The Good, the Bad and the Ugly") */
  commaAfter: boolean;
  /** true when the original text had an upper-case first letter */
  capital: boolean;
  /** a hyphen joins this word to the next one ("quick-fire", "long-lost"): one compound word */
  hyphenAfter: boolean;
  /** the word held an apostrophe ("hasn't", "Schitt's"): a contraction or possessive, never a typo */
  apostrophe: boolean;
  /** character offsets in the normalised text (same length as the input after accent stripping) */
  start: number;
  end: number;
}

/** Words, "&" (read as "and": "Julie & Julia"), runs of punctuation, and a dash between spaces. */
const WORD_RE = /[a-z0-9]+(?:'[a-z]+)*|&|[,.;:!?()/"]+|(?<=\s)-+(?=\s)/g;

/** Text as a literal in a pattern: every sign a pattern reads ("/" in "9/11", "." in "w.e.") escaped. */
export function patternLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Accent-stripped text, same case as the input (offsets match normalizeText of the same input). */
export function baseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łŁøØđĐ]/g, (c) => STROKED[c] ?? c);
}

/** Letters written with a stroke, which Unicode does not decompose: folded one for one, so offsets still match. */
const STROKED: Readonly<Record<string, string>> = { ł: "l", Ł: "L", ø: "o", Ø: "O", đ: "d", Đ: "D" };

/** Splits text into word tokens (hyphens split words: "feel-good" → "feel", "good"). */
export function tokenize(text: string): Token[] {
  const base = baseText(text);
  const norm = normalizeText(text);
  const tokens: Token[] = [];
  for (const m of norm.matchAll(WORD_RE)) {
    const w = m[0];
    const at = m.index ?? 0;
    // a dash between spaces ("tired — something light") breaks the clause as a comma would
    if (/^[,.;:!?()/"]+$/.test(w) || /^-+$/.test(w)) {
      const previous = tokens.at(-1);
      if (previous && w.replace(/"/g, "")) {
        previous.breakAfter = true;
        // a lone colon may sit inside a title ("Mad Max: Fury Road")
        previous.colonAfter = w === ":";
        previous.commaAfter = w === ",";
      }
      continue;
    }
    const orig = base[at] ?? "";
    const raw = w === "&" ? "and" : w.replace(/'s$/, "").replace(/'/g, "");
    if (!raw) continue;
    tokens.push({
      raw,
      whole: w === "&" ? raw : w.replace(/'/g, ""),
      stem: stem(raw),
      breakAfter: false,
      colonAfter: false,
      commaAfter: false,
      capital: orig !== orig.toLowerCase(),
      hyphenAfter: norm[at + w.length] === "-" && /[a-z0-9]/.test(norm[at + w.length + 1] ?? ""),
      apostrophe: w.includes("'"),
      start: at,
      end: at + w.length,
    });
  }
  return tokens;
}

const DOUBLE_END = /([bcdfgkmnprt])\1$/;

/**
 * A light, deterministic stemmer: the same word families meet ("laugh", "laughs", "laughing",
 * "laughed" → "laugh"; "comedy", "comedies" → "comedi"; "scarier", "scariest" → "scari").
 * It need not produce real words, only consistent ones.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "").replace(/'/g, "");
  if (w.length <= 3 || /^\d/.test(w)) return w;
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}i`;
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w) && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith("iest") && w.length > 6) w = `${w.slice(0, -4)}i`;
  else if (w.endsWith("ier") && w.length > 5) w = `${w.slice(0, -3)}i`;
  else if (w.endsWith("ing") && w.length - 3 >= 3) {
    w = w.slice(0, -3);
    if (DOUBLE_END.test(w)) w = w.slice(0, -1);
  } else if (w.endsWith("ed") && w.length - 2 >= 3) {
    w = w.slice(0, -2);
    if (DOUBLE_END.test(w)) w = w.slice(0, -1);
    else if (w.endsWith("i")) w = `${w}`;
  } else if (w.endsWith("er") && w.length - 2 >= 4) {
    w = w.slice(0, -2);
    if (DOUBLE_END.test(w)) w = w.slice(0, -1);
  }
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  if (w.endsWith("y") && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}

/** Stems every word of a phrase and joins them with single spaces. */
export function stemPhrase(phrase: string): string {
  return tokenize(phrase)
    .map((t) => t.stem)
    .join(" ");
}

/** Title form used for lookups: lowercase, no accents, "&" → "and", no punctuation, no leading "the". */
export function normalizeTitle(title: string): string {
  return normalizeText(title)
    .replace(/&/g, " and ")
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^the /, "");
}

/** Optimal-string-alignment edit distance, giving up (returning max + 1) beyond max. */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = a.length;
  const m = b.length;
  let prev2: number[] = new Array(m + 1).fill(0);
  let prev: number[] = Array.from({ length: m + 1 }, (_, j) => j);
  let cur: number[] = new Array(m + 1).fill(0);
  // the rows hold m + 1 cells, so every j from 0 to m reads a number
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[m]!;
}

/** Allowed typo distance for a string of this length. */
export function typoAllowance(len: number): number {
  if (len < 5) return 0;
  if (len < 9) return 1;
  return 2;
}

/** Deterministic 32-bit FNV-1a hash. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Words that carry no mood signal on their own. */
export const STOPWORDS = new Set(
  (
    "a an the and or nor of to in on at for with from by about as is are was were be been being am it its it's this that " +
    "these those i im i'm me my mine we us our you your he she they them their some something anything any somethin " +
    "want wanna need looking look watch watching watched see seeing show me give find recommend recommendation suggest " +
    "please can could would should will shall do does did dont don't just really very quite pretty so too also " +
    "good great nice best kind sort type bit little lot lots of one thing stuff tonight today now right maybe " +
    "im feel feeling mood mode vibe vibes like into get got have has had make makes made let lets what which who whom whose " +
    "where when how why there here if then than but because while until up down out over under again more most " +
    "all both each few other such only own same can't cant won't wont"
  )
    .split(/\s+/)
    .filter(Boolean),
);
