/**
 * The letters of the word tables of ./foreign: what a word is, and the text with its accents folded
 * the way the tables write their keys.
 *
 * `baseText` (../text) decomposes the text (NFKD) and drops the Latin combining accents (U+0300–U+036F)
 * only. On the scripts read here it does this: Cyrillic "й" → "и", "ё" → "е", Ukrainian "ї" → "і"
 * ("є", "ґ" and "і" stay); Arabic letters with a hamza or madda ("أ", "إ", "آ", "ؤ", "ئ") are split into
 * the bare letter and a combining hamza or madda (U+0653–U+0655), which it keeps, as it keeps the short
 * vowels and the shadda (U+064B–U+0652), and presentation forms ("ﻻ") become plain letters; Hebrew
 * letters and their points (niqqud) are kept as they are; in Devanagari the vowel signs, the virama and
 * the anusvara are kept, and a letter with a nukta ("क़", "ऩ") is split into the letter and the nukta
 * (U+093C). In Bengali it splits the letters with a nukta ("য়", "ড়", "ঢ়") the same way, and the vowel
 * signs "ো" and "ৌ" into "ে" and the length mark. On top of it, `folded` here drops the Arabic marks (the
 * hamza and madda it split off, short vowels, shadda, tatweel) and writes "ى" as "ي", drops the Hebrew
 * points, drops the Devanagari nukta and writes chandrabindu as anusvara, so a word typed with or without
 * them ("أفلام", "افلام"; "फ़िल्म", "फिल्म"; "हँसी", "हंसी") is one key; in Bengali it drops the nukta
 * ("নয়" is "নয") and the chandrabindu ("পাঁচ" is "পাচ"), writes "ো" and "ৌ" whole again and khanda ta
 * typed as "ত্" and a joiner as "ৎ"; the Urdu "ۓ" is written "يے", as "ئے" folds. Arabic-Indic,
 * Devanagari and Bengali digits become 0–9 and the Arabic and Devanagari full stops and commas ("،",
 * "؟", "।") the Latin ones. Tamil is left as NFKD writes it ("ொ" as "ெ" and "ா"), its digits read as 0–9.
 * Gurmukhi (Punjabi) splits its letters with a nukta ("ਸ਼", "ਜ਼", "ਫ਼") as Devanagari does; the nukta and the
 * addak (U+0A71, the doubling sign many leave out) are dropped and tippi (U+0A70) is written as bindi, so
 * "ਫ਼ਿਲਮ" and "ਫਿਲਮ", "ਬੱਚੇ" and "ਬਚੇ" are one key; its digits read as 0–9.
 * Telugu writes "ై" whole again where NFKD split it, drops a non-joiner typed after a virama ("ఎపిసోడ్" and
 * "లు" with one between are "ఎపిసోడ్లు"), and its digits ("౧౯౯౫") read as 0–9.
 * Ethiopic (Amharic) is folded by ./foreign-ethiopic: its rows of letters said alike written one way, its
 * numerals as digits and its word space, full stop and comma as the Latin signs.
 */
import { baseText } from "../text";
import { ethiopicFolded } from "./foreign-ethiopic";

/**
 * Letters that folding accents leaves alone: Turkish dotless i, Danish and Norwegian æ, German ß, the
 * Catalan "l·l", Icelandic þ and ð (which would otherwise break "þáttaröð" into three words).
 */
const UNFOLDED = /ı|æ|Æ|ß|l·l|L·L|þ|Þ|ð|Ð/g;
const UNFOLDED_AS: Readonly<Record<string, string>> = {
  ı: "i",
  æ: "ae",
  Æ: "Ae",
  ß: "ss",
  l·l: "ll",
  L·L: "LL",
  þ: "th",
  Þ: "Th",
  ð: "d",
  Ð: "D",
};

/**
 * Marks a word of Arabic, Hebrew, Devanagari or Bengali is written the same without: Arabic hamza and
 * madda above and below, short vowels, shadda, sukun and Quranic signs, tatweel; Hebrew points and
 * cantillation; the Devanagari nukta; the Bengali nukta and chandrabindu; the Gurmukhi nukta and addak.
 */
const SCRIPT_MARKS =
  /[\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06ed\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u093c\u09bc\u0981\u0a3c\u0a71]/g;
/**
 * Letters and signs written another way in the tables: Arabic alef maqsura, Persian kaf and yeh,
 * chandrabindu, Hebrew geresh, gershayim and maqaf, Gurmukhi tippi; the Arabic and Devanagari comma, semicolon,
 * question mark, full stops and decimal point as the Latin ones the English reader breaks clauses on.
 */
const SCRIPT_SIGNS = /[\u0649\u06a9\u06cc\u0901\u05f3\u05f4\u05be\u060c\u061b\u061f\u06d4\u0964\u0965\u066b\u0a70]/g;
const SCRIPT_SIGNS_AS: Readonly<Record<string, string>> = {
  "\u0649": "\u064a",
  "\u06a9": "\u0643",
  "\u06cc": "\u064a",
  "\u0901": "\u0902",
  "\u05f3": "'",
  "\u05f4": '"',
  "\u05be": "-",
  "\u060c": ",",
  "\u061b": ";",
  "\u061f": "?",
  "\u06d4": ".",
  "\u0964": ".",
  "\u0965": ".",
  "\u066b": ".",
  "\u0a70": "\u0a02",
};
/** Arabic-Indic, Persian, Devanagari, Bengali, Gurmukhi and Tamil digits. */
const SCRIPT_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0be6-\u0bef\u0c66-\u0c6f]/g;
/** Urdu "ۓ" as NFKD splits it ("ے" and a hamza above): "ئے", as it is also typed, once the hamza goes "يے". */
const URDU_HAMZA_YEH = /\u06d2\u0654/g;
/** Khanda ta typed as "ত্" and a zero-width joiner, before the joiner goes. */
const KHANDA_TA = /\u09a4\u09cd\u200d/g;
/** The Bengali vowel signs "ো" and "ৌ" as NFKD splits them ("ে" and the aa sign or au length mark). */
const BENGALI_SPLIT_VOWEL = /\u09c7[\u09be\u09d7]/g;
/** The Telugu vowel sign "ై" as NFKD splits it ("ె" and the ai length mark): the tables write it whole. */
const TELUGU_SPLIT_AI = /\u0c46\u0c56/g;
/** A joiner or non-joiner inside an Arabic, Devanagari, Bengali, Gurmukhi or Telugu word, which changes how it looks, not what it says. */
const JOINER = /(?<=[\u0c00-\u0c7f\u0600-\u06ff\u0900-\u0a7f])[\u200c\u200d]/g;
/** A typographic apostrophe inside a Ukrainian or Hebrew word ("сім’я", "ז’אנר"): the plain one. */
const INNER_APOSTROPHE = /(?<=[\u0400-\u04ff\u05d0-\u05ea])[\u2019\u02bc](?=[\u0400-\u04ff\u05d0-\u05ea])/g;

/** The zero of each script's digits, highest first: Telugu, Tamil, Gurmukhi, Bengali, Devanagari, Persian, Arabic-Indic. */
const DIGIT_ZEROS = [0x0c66, 0x0be6, 0x0a66, 0x09e6, 0x0966, 0x06f0, 0x0660];

/** Which digit a script's digit is. */
function digitOf(d: string): string {
  const code = d.charCodeAt(0);
  const zero = DIGIT_ZEROS.find((z) => code >= z) ?? 0x0660;
  return String(code - zero);
}

/** Text with its accents folded and the letters folding leaves alone written as the tables write them. */
export function folded(text: string): string {
  // Ethiopic (Amharic) is written as its table writes it by ./foreign-ethiopic, whatever else the text holds
  const base = ethiopicFolded(baseText(text).replace(UNFOLDED, (c) => UNFOLDED_AS[c] ?? c));
  // text in Latin, Greek, Cyrillic or Tamil letters without apostrophes goes no further
  if (!/[\u0590-\u0a7f\u0be6-\u0bef\u0c00-\u0c7f\u2019\u02bc]/.test(base)) return base;
  return base
    .replace(KHANDA_TA, "\u09ce")
    .replace(URDU_HAMZA_YEH, "\u064a\u06d2")
    .replace(SCRIPT_MARKS, "")
    .replace(BENGALI_SPLIT_VOWEL, (v) => (v.endsWith("\u09be") ? "\u09cb" : "\u09cc"))
    .replace(TELUGU_SPLIT_AI, "\u0c48")
    .replace(JOINER, "")
    .replace(SCRIPT_SIGNS, (c) => SCRIPT_SIGNS_AS[c] ?? c)
    .replace(SCRIPT_DIGITS, digitOf)
    .replace(INNER_APOSTROPHE, "'");
}

/**
 * The letters of a word: Latin, Greek, Cyrillic, Hebrew, Arabic (with the Persian and Urdu letters), Devanagari,
 * Bengali, Gurmukhi, Tamil, Georgian (Mkhedruli, and the Mtavruli capitals lower-casing makes Mkhedruli) and Ethiopic.
 */
export const LETTER =
  "A-Za-z\\u0370-\\u03ff\\u0400-\\u04ff\\u05d0-\\u05ea\\u05f0-\\u05f2\\u0621-\\u063a\\u0641-\\u064a\\u0671-\\u06d3\\u0900-\\u0963\\u0971-\\u097f\\u0980-\\u09e3\\u09f0-\\u09f1\\u0a01-\\u0a65\\u0a70-\\u0a75\\u0b82-\\u0bd7\\u0c00-\\u0c63\\u10d0-\\u10ff\\u1200-\\u135a\\u1380-\\u138f\\u2d80-\\u2dde\\u1c90-\\u1cbf";
/** Letters of an apostrophe inside a word: Ukrainian "сім'я", Hebrew "ז'אנר". */
const APOSTROPHE_SIDE = "\\u0400-\\u04ff\\u05d0-\\u05ea";
const HEBREW = "\\u05d0-\\u05ea";
/** A sign inside a word: an apostrophe between two Cyrillic or Hebrew letters, gershayim in a Hebrew acronym ("מד"ב"). */
const INSIDE = `(?:(?<=[${APOSTROPHE_SIDE}])'(?=[${APOSTROPHE_SIDE}])|(?<=[${HEBREW}])"(?=[${HEBREW}]))`;
/** One part of a word: letters, and the signs inside it. */
const PART = `[${LETTER}]+(?:${INSIDE}[${LETTER}]+)*`;

/**
 * A word of those letters, hyphens joining its parts ("Science-Fiction-Serie", "мини-сериал",
 * "दादा-दादी"), and the digit it is glued to: letters after a number ("80s", "2h") are no word.
 */
const WORD = new RegExp(`[0-9]?${PART}(?:-${PART})*`, "g");

/** The words of the text, without letters glued to a number. */
export function wordsIn(text: string): RegExpMatchArray[] {
  return [...text.matchAll(WORD)].filter((m) => !/^[0-9]/.test(m[0]));
}
