/**
 * Thai numbers with their units, read by ./foreign-scripts before the substring table: Thai digits are
 * 0–9, a Buddhist-era year after "ปี" or "พ.ศ." ("ปี 2543") is the Common-era one (2000), years after
 * "ก่อน", "หลัง", "ตั้งแต่" become "before 2000", "after 2010", "since 2010", decades after "ยุค"
 * ("ยุค 80", "ยุค 90s") "80s", ages ("6 ขวบ", "อายุ 6 ปี", "หกขวบ") "6 year old" and lengths ("90 นาที",
 * "2 ชั่วโมง", "ชั่วโมงครึ่ง" after a number, "สองชั่วโมง") "90 minutes", "2 hours", "1.5 hours". A
 * refusal said after its subject at the end of a clause ("หนังผีไม่เอา") is turned round ("ไม่เอาหนังผี")
 * for the table to read. Every pattern is literal words around one bounded number or run of letters.
 */

/** Thai letters and signs. */
export const THAI = /[\u0e00-\u0e7f]/;
const THAI_DIGIT = /[\u0e50-\u0e59]/g;

/** Thai number words, twelve at most. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  หนึ่ง: 1,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
  หก: 6,
  เจ็ด: 7,
  แปด: 8,
  เก้า: 9,
  สิบ: 10,
  สิบเอ็ด: 11,
  สิบสอง: 12,
};
/** A number: digits (one decimal) or a number word, longest first. */
const NUM = "(\\d{1,3}(?:\\.\\d)?|สิบสอง|สิบเอ็ด|สิบ|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า)";
const numberOf = (said: string): number => NUMBER_WORDS[said] ?? Number(said);

/** A Buddhist-era year (543 years ahead) after "ปี" or "พ.ศ.". */
const BUDDHIST_YEAR = /(ปี|พ\.ศ\.?)\s?(2[45]\d\d)(?!\d)/g;
const YEAR = "(?:ปี\\s?|ค\\.ศ\\.\\s?)?((?:19|20)\\d\\d)(?!\\d)";
const YEARS: readonly [RegExp, string][] = [
  // two decades after one era word: "ยุค 80 หรือ 90", "ยุค 80-90"
  [
    /(?:ยุค|ช่วง|ทศวรรษ)\s?(?:ปี\s?)?((?:19|20)?\d0)['’]?s?\s?(?:หรือ|และ|กับ|ถึง|-)\s?((?:19|20)?\d0)['’]?s?(?!\d)/g,
    " $1s or $2s ",
  ],
  [/(?:ยุค|ช่วง|ทศวรรษ)\s?(?:ปี\s?)?((?:19|20)?\d0)['’]?s?(?!\d)/g, " $1s "],
  [new RegExp(`ก่อน\\s?${YEAR}`, "g"), " before $1 "],
  [new RegExp(`(?:หลังจาก|หลัง)\\s?${YEAR}`, "g"), " after $1 "],
  [new RegExp(`(?:นับตั้งแต่|ตั้งแต่)\\s?${YEAR}(?:\\s?(?:เป็นต้นไป|ขึ้นไป))?`, "g"), " since $1 "],
  [new RegExp(`${YEAR}\\s?(?:เป็นต้นไป|ขึ้นไป)`, "g"), " since $1 "],
  [/ปี\s?((?:19|20)\d\d)(?!\d)/g, " $1 "],
];
/** An age: "6 ขวบ", "หกขวบ", "อายุ 6 ปี", "อายุ 6". */
const AGE = new RegExp(`(?:อายุ\\s?${NUM}\\s?(?:ขวบ|ปี)?|${NUM}\\s?ขวบ)`, "g");
/** A length: number, unit, and a half after hours ("1 ชั่วโมงครึ่ง"). */
const LENGTH = new RegExp(`${NUM}\\s?(ชั่วโมง|ชม\\.?|นาที)(ครึ่ง)?`, "g");
/**
 * A refusal after its subject, at the end of its clause: "หนังผีไม่เอา", "สยองขวัญไม่เอานะ". The subject is
 * the run of Thai letters before it, from its start (sixteen at most, which keeps the pattern linear).
 */
const REFUSAL_AFTER =
  /(?<![\u0e01-\u0e4e])([\u0e01-\u0e4e]{1,16})\s?(ไม่เอา|ไม่ต้องการ)(?:\s?(?:นะ|ครับ|ค่ะ|คะ|จ้า))?(?=\s*(?:$|[,.!?]))/g;

/** The Thai numbers of the text in English; the rest kept. */
export function thaiNumbers(text: string): string {
  let out = text
    .replace(THAI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0e50))
    .replace(BUDDHIST_YEAR, (_m, word: string, year: string) => `${word} ${Number(year) - 543}`);
  for (const [pattern, english] of YEARS) out = out.replace(pattern, english);
  out = out.replace(AGE, (_m, a?: string, b?: string) => ` ${numberOf(a ?? b ?? "")} year old `);
  out = out.replace(LENGTH, (_m, n: string, unit: string, half?: string) => {
    const value = numberOf(n) + (half ? 0.5 : 0);
    return unit === "นาที" ? ` ${value} minutes ` : ` ${value} hours `;
  });
  return out.replace(REFUSAL_AFTER, "$2$1 ");
}
