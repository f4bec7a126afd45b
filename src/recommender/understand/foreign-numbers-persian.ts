/**
 * Numbers with their units in Persian, read before the words of ./foreign on the folded text
 * (../foreign-letters: Persian digits are 0–9 by then, "ی" and "ک" the Arabic "ي" and "ك", the
 * zero-width non-joiner gone, so "می‌خوام" is "ميخوام"): decades ("دهه ۸۰", "دهه هشتاد") become
 * "80s", ages ("۶ ساله") "6 year old", years ("قبل از ۲۰۰۰", "بعد از سال ۲۰۱۰", "از ۲۰۱۰ به بعد")
 * "before 2000", "after 2010", "since 2010", and lengths ("دو ساعت و نیم") their English. Persian puts
 * the verb, and with it the refusal, after what it refuses ("فیلم ترسناک نمی‌خوام", "خشن نباشه",
 * "از جنگ متنفرم"): those are turned round. `\b` does not see these letters, so each pattern bounds
 * its words with lookarounds on the script's letters; each is literal words around one bounded number
 * or one or two bounded words. Urdu's, in ./foreign-numbers-urdu, are read first: Urdu text holds the
 * Persian letters too.
 */
import type { NumberForm } from "./foreign-numbers";
import { URDU_NUMBER_FORMS } from "./foreign-numbers-urdu";

const AR = "\\u0621-\\u064a\\u0671-\\u06d3";
const YEAR = "((?:19|20)\\d\\d)(?!\\d)";
const NOT_AFTER = `(?<![${AR}])`;
const END = `(?![${AR}])`;

/** A Persian number of hours or minutes: digits, or a number word ("نیم" is a half). */
const FA_NUMBER = `(?<![\\d.,${AR}])(\\d{1,3}(?:\\.\\d)?|يك|يه|دو|سه|چهار|نيم)`;
const FA_NUMBERS: Readonly<Record<string, string>> = { يك: "1", يه: "1", دو: "2", سه: "3", چهار: "4", نيم: "0.5" };
/** A Persian length: the number, its unit, and "و نیم" (and a half) after the unit. */
const FA_LENGTH = `${FA_NUMBER}\\s?(ساعت|دقيقه)(\\sو\\sنيم)?${END}`;
/** A Persian length in English, after what limits it ("no longer than"). */
const faLength =
  (limit: string) =>
  (_match: string, n: string, unit: string, half: string | undefined): string => {
    const count = Number(FA_NUMBERS[n] ?? n) + (half ? 0.5 : 0);
    return ` ${limit}${count} ${unit === "دقيقه" ? "minutes" : "hours"} `;
  };

/** The tens in words after "دهه" (decade). */
const FA_TENS: Readonly<Record<string, string>> = { پنجاه: "50", شصت: "60", هفتاد: "70", هشتاد: "80", نود: "90" };

/** Formats a Persian refusal may name before its genre ("فیلم ترسناک نمی‌خوام"): said after the genre in English. */
const FA_FORMAT = "(?:(فيلم|فيلمها|فيلمهاي|فيلماي|سريال|سريالهاي|سريالاي|كارتون)\\s)?";
/** Words that are not what a Persian refusal refuses: pronouns, "something", degree, time and grammar words. */
const FA_NOT_SUBJECT = `(?!(?:من|ما|يه|يك|چيزي|اصلا|خيلي|زياد|ديگه|هم|رو|را|و|يا|ولي|اما|فعلا|الان|امشب|ميخوام|ميخواهم|هست|باشه|كه|از|با|براي)${END})`;
/** A Persian refusal after its subject: "I don't want", "don't let it be", "no" ending its clause. */
const FA_REFUSAL = `(?:نميخوام|نميخواهم|نميخواستم|نباشه|نباشد|نه(?=\\s?(?:[,.!?;]|$)))`;

export const PERSIAN_NUMBER_FORMS: NumberForm[] = [
  ...URDU_NUMBER_FORMS,
  // decades: "دهه ۸۰", "دهه‌ی 90 میلادی", "دهه هشتاد"
  {
    pattern: new RegExp(`${NOT_AFTER}دهه\\s?(?:ي\\s)?((?:19|20)?\\d0)(?!\\d)(?:\\sميلادي)?${END}`, "g"),
    english: " $1s ",
    only: ["fa"],
  },
  {
    pattern: new RegExp(`${NOT_AFTER}دهه\\s?(?:ي\\s)?(پنجاه|شصت|هفتاد|هشتاد|نود)(?:\\sميلادي)?${END}`, "g"),
    english: (_m: string, tens: string) => ` ${FA_TENS[tens] ?? tens}s `,
    only: ["fa"],
  },
  // a second decade joined to the first: "دهه هشتاد یا نود", "دهه ۸۰ و ۹۰", "دهه ۷۰ تا ۹۰"
  {
    pattern: new RegExp(
      `(\\d0s)\\s{1,3}(يا|و|تا)\\s?(?:دهه\\s?)?(پنجاه|شصت|هفتاد|هشتاد|نود|(?:19|20)?\\d0(?!\\d))(?:\\sميلادي)?${END}`,
      "g",
    ),
    english: (_m: string, first: string, join: string, tens: string) =>
      `${first} ${join === "تا" ? "to" : "or"} ${FA_TENS[tens] ?? tens}s `,
    only: ["fa"],
  },
  {
    pattern: /(\d0s)\s{1,3}(تا|و|يا)\s{1,3}(\d0s)/g,
    english: (_m: string, first: string, join: string, second: string) =>
      `${first} ${join === "تا" ? "to" : "or"} ${second}`,
    only: ["fa"],
  },
  // ages: "بچه ۶ ساله", "دخترم ۸ سالشه"
  // two ages under one unit: "بچه‌های ۶ و ۹ ساله" are six and nine, the youngest first
  {
    pattern: new RegExp(`(?<![\\d.,])(\\d{1,2})\\s?(?:و|تا)\\s?(\\d{1,2})\\s?(?:ساله|سالشونه|سالشون|سالن)${END}`, "g"),
    english: " $1 and $2 year old ",
    only: ["fa"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,])(\\d{1,2})\\s?(?:ساله|سالشه|سالش|سالمه)${END}`, "g"),
    english: " $1 year old ",
    only: ["fa"],
  },
  // years: "قبل از ۲۰۰۰", "بعد از سال ۲۰۱۰", "از ۲۰۱۰ به بعد", "۲۰۱۰ به بعد", "سال ۱۹۹۵"
  {
    pattern: new RegExp(`${NOT_AFTER}قبل\\s?از\\s(?:سال\\s)?${YEAR}`, "g"),
    english: " before $1 ",
    only: ["fa"],
  },
  {
    pattern: new RegExp(`${NOT_AFTER}بعد\\s?از\\s(?:سال\\s)?${YEAR}`, "g"),
    english: " after $1 ",
    only: ["fa"],
  },
  {
    pattern: new RegExp(`(?:${NOT_AFTER}از\\s(?:سال\\s)?)?${YEAR}\\sبه\\s(?:بعد|اينور|اين\\sور)${END}`, "g"),
    english: " since $1 ",
    only: ["fa"],
  },
  { pattern: new RegExp(`${NOT_AFTER}سال\\s${YEAR}`, "g"), english: " $1 ", only: ["fa"] },
  // lengths: "بیشتر از دو ساعت نباشه", "زیر ۹۰ دقیقه", "یک ساعت و نیم"
  {
    pattern: new RegExp(
      `${NOT_AFTER}(?:بيشتر|طولانيتر)\\sاز\\s${FA_LENGTH}\\s(?:نباشه|نباشد|نشه|نشود|طول\\sنكشه)${END}`,
      "g",
    ),
    english: faLength("no longer than "),
    only: ["fa"],
  },
  { pattern: new RegExp(FA_LENGTH, "g"), english: faLength(""), only: ["fa"] },
  // "زیاد طولانی نباشه" (not too long), "طولانی نباشه" (not long)
  {
    pattern: new RegExp(`${NOT_AFTER}(?:زياد|خيلي)\\s(طولاني|خشن|ترسناك|سنگين|غمگين)\\s(?:نباشه|نباشد)${END}`, "g"),
    english: "not too $1,",
    only: ["fa"],
  },
  // refusals after their subject: "فیلم ترسناک نمی‌خوام" → "no ترسناک فیلم,", "از جنگ متنفرم" → "hate جنگ,"
  {
    pattern: new RegExp(
      `${NOT_AFTER}${FA_NOT_SUBJECT}${FA_FORMAT}([${AR}]{2,16})(?:\\s(?:را|رو))?(?:\\sاصلا)?\\s${FA_REFUSAL}${END}`,
      "g",
    ),
    english: (_m: string, format: string | undefined, what: string) => ` no ${what}${format ? ` ${format}` : ""}, `,
    only: ["fa"],
  },
  {
    pattern: new RegExp(
      `${NOT_AFTER}${FA_NOT_SUBJECT}${FA_FORMAT}([${AR}]{2,16})(?:\\s(?:را|رو))?\\sدوست\\sندارم${END}`,
      "g",
    ),
    english: (_m: string, format: string | undefined, what: string) =>
      ` i don't like ${what}${format ? ` ${format}` : ""}, `,
    only: ["fa"],
  },
  {
    pattern: new RegExp(
      `${NOT_AFTER}از\\s${FA_FORMAT}([${AR}]{2,16})\\s(?:متنفرم|بدم\\sمياد|خوشم\\sنمياد|متنفره|بدش\\sمياد)${END}`,
      "g",
    ),
    english: (_m: string, format: string | undefined, what: string) => ` hate ${what}${format ? ` ${format}` : ""}, `,
    only: ["fa"],
  },
  // a first subject joined by "یا" (or) or "و" (and) is refused too ("جنگ یا وحشت نمی‌خوام")
  {
    pattern: new RegExp(`${NOT_AFTER}([${AR}]{2,16})\\s(?:يا|و)\\s{1,2}(no|hate)\\s`, "g"),
    english: " $2 $1 or $2 ",
    only: ["fa"],
  },
];
