/**
 * The Ethiopic script as the Amharic word table (foreign-words.json, "am") writes it, applied by
 * ./foreign-letters when folding. Amharic spells several sounds with more than one row of letters, and
 * people type them either way ("ዓመት" and "አመት" are one word, year; "ሰዓት" and "ሰአት", hour; "ሕፃናት" and
 * "ህጻናት", children): the rows said alike are written as one (ሐ, ኀ as ሀ; ሠ as ሰ; ዐ as አ; ፀ as ጸ),
 * and the fourth forms of ሀ and አ ("ሃ", "ኣ"), said as the first, as the first. The Ethiopic word space,
 * full stop, comma, semicolons and question mark become the Latin signs the English reader breaks
 * clauses on; the gemination marks go; Ethiopic numerals, which have no zero and write a number as
 * tens and ones before a hundred ("፲፱፻፺፭" is 19 hundreds and 95), become digits.
 */

/** Letters of the rows said alike, and the fourth forms of ሀ and አ. */
const ALIKE = /[\u1203\u1210-\u1217\u1220-\u1227\u1280-\u1286\u12a3\u12d0-\u12d6\u1340-\u1347]/g;

/** The letter of the row the table writes, in the same vowel order. */
function letterAs(c: string): string {
  const code = c.charCodeAt(0);
  // "ሗ" (hwa) has no place in the row of ሀ: its sound is "ኋ", as in "በኋላ" (after)
  if (code === 0x1217) return "\u128b";
  const row =
    code >= 0x1340
      ? code - 0x08
      : code >= 0x12d0
        ? code - 0x30
        : code >= 0x1280
          ? code - 0x80
          : code >= 0x1220
            ? code + 0x10
            : code >= 0x1210
              ? code - 0x10
              : code;
  return String.fromCharCode(row === 0x1203 || row === 0x12a3 ? row - 3 : row);
}

/** Ethiopic letters with the rows said alike written one way; other text unchanged. */
export function ethiopicLetters(text: string): string {
  return text.replace(ALIKE, letterAs);
}

/** The Ethiopic word space and punctuation, as the Latin signs. */
const SIGNS = /[\u1361-\u1368]/g;
const SIGNS_AS: Readonly<Record<string, string>> = {
  "\u1361": " ",
  "\u1362": ".",
  "\u1363": ",",
  "\u1364": ";",
  "\u1365": ":",
  "\u1366": ":",
  "\u1367": "?",
  "\u1368": ".",
};
/** The gemination and vowel-length marks some keyboards add above a letter. */
const MARKS = /[\u135d-\u135f]/g;
/** A run of Ethiopic numerals. */
const NUMERALS = /[\u1369-\u137c]+/g;
/** The longest run read as one number: a year or a length takes at most four numerals ("፲፱፻፺"). */
const MAX_NUMERALS = 8;

/** A numeral's value: ፩–፱ are 1–9, ፲–፺ the tens, ፻ a hundred and ፼ ten thousand. */
function numeralValue(c: string): number {
  const code = c.charCodeAt(0);
  if (code <= 0x1371) return code - 0x1368;
  if (code <= 0x137a) return (code - 0x1371) * 10;
  return code === 0x137b ? 100 : 10_000;
}

/**
 * A run of numerals as digits: tens and ones add up, and a hundred or ten thousand multiplies what
 * came before it (one when nothing did). A longer run is no number anyone writes: each numeral is
 * written as its own value, so the text stays linear and finite.
 */
function numberOf(run: string): string {
  if (run.length > MAX_NUMERALS) return [...run].map(numeralValue).join("");
  let total = 0;
  let hundreds = 0;
  let units = 0;
  for (const c of run) {
    const v = numeralValue(c);
    if (v === 100) {
      hundreds += (units || 1) * 100;
      units = 0;
    } else if (v === 10_000) {
      total = (total + hundreds + units || 1) * 10_000;
      hundreds = 0;
      units = 0;
    } else units += v;
  }
  return String(total + hundreds + units);
}

/** Ethiopic text as the Amharic table writes it; text without Ethiopic is returned as it is. */
export function ethiopicFolded(text: string): string {
  if (!/[\u1200-\u137f]/.test(text)) return text;
  return ethiopicLetters(text)
    .replace(MARKS, "")
    .replace(SIGNS, (c) => SIGNS_AS[c] ?? c)
    .replace(NUMERALS, numberOf);
}
