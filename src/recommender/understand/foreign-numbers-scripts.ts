/**
 * Numbers with their units in Hebrew, Arabic and Hindi, read before the words of ./foreign on the folded
 * text (../foreign-letters: Arabic-Indic and Devanagari digits are 0–9 by then, marks and tatweel gone):
 * decades ("שנות ה-80", "الثمانينات" is a word, "فترة ال90", "80 के दशक") become "80s", ages ("בן 6",
 * "عمره 6 سنوات", "6 साल की") "6 year old", years ("לפני 2000", "قبل عام 2000", "2000 से पहले") "before
 * 2000", and lengths ("פחות מ-90 דקות", "90 دقيقة", "2 घंटे से कम") their English. Hindi puts
 * postpositions and the negation after what they govern ("बच्चों के लिए", "हॉरर नहीं चाहिए", "हिंसा से
 * नफ़रत"): those are turned round. `\b` does not see these letters, so each pattern bounds its words
 * with lookarounds on the script's letters; each is literal words around one bounded number or word.
 * Bengali's, read the same way, are in ./foreign-numbers-bengali and read after these; Marathi's, in
 * ./foreign-numbers-marathi, before Hindi's; Tamil's, in ./foreign-numbers-tamil, and Telugu's, in
 * ./foreign-numbers-telugu, last.
 * Amharic's, in ./foreign-numbers-amharic, read Ethiopic letters no other table writes; Georgian's, in
 * ./foreign-numbers-georgian, its Mkhedruli letters.
 * Punjabi's, in ./foreign-numbers-punjabi, read Gurmukhi letters no other table writes.
 * Zulu's, in ./foreign-numbers-zulu, are in Latin letters and read only in text that holds Zulu words.
 */
import type { NumberForm } from "./foreign-numbers";
import { AMHARIC_NUMBER_FORMS } from "./foreign-numbers-amharic";
import { BENGALI_NUMBER_FORMS } from "./foreign-numbers-bengali";
import { GEORGIAN_NUMBER_FORMS } from "./foreign-numbers-georgian";
import { MARATHI_NUMBER_FORMS } from "./foreign-numbers-marathi";
import { NEPALI_NUMBER_FORMS } from "./foreign-numbers-nepali";
import { PUNJABI_NUMBER_FORMS } from "./foreign-numbers-punjabi";
import { TAMIL_NUMBER_FORMS } from "./foreign-numbers-tamil";
import { TELUGU_NUMBER_FORMS } from "./foreign-numbers-telugu";
import { ZULU_NUMBER_FORMS } from "./foreign-numbers-zulu";

const HE = "\\u05d0-\\u05ea";
const AR = "\\u0621-\\u064a\\u0671-\\u06d3";
const DEV = "\\u0900-\\u0963\\u0971-\\u097f";
const YEAR = "((?:19|20)\\d\\d)(?!\\d)";

/** A Hindi number of hours or minutes: digits, or a number word ("डेढ़" is one and a half, "ढाई" two and a half). */
const HI_NUMBER = `(?<![\\d.,${DEV}])(\\d{1,3}(?:\\.\\d)?|एक|दो|तीन|डेढ|ढाई|आधा|आधे)`;
const HI_NUMBERS: Readonly<Record<string, string>> = {
  एक: "1",
  दो: "2",
  तीन: "3",
  डेढ: "1.5",
  ढाई: "2.5",
  आधा: "0.5",
  आधे: "0.5",
};
/** A Hindi length: the number and its unit. */
const HI_LENGTH = `${HI_NUMBER}\\s?(मिनट|घंटे|घंटा|घंटों)`;
/** A Hindi length in English, after what limits it ("under", "up to"). */
const hiLength =
  (limit: string) =>
  (_match: string, n: string, unit: string): string =>
    ` ${limit}${HI_NUMBERS[n] ?? n} ${unit === "मिनट" ? "minutes" : "hours"} `;

/** Hindi postpositions after their noun, in English before it. */
const HI_POSTPOSITIONS: Readonly<Record<string, string>> = { साथ: "with", लिए: "for", बिना: "without" };
/** Formats said after a Hindi genre or tone ("हॉरर फिल्में", "हिंसा वाली फिल्म", "सेक्स सीन"), "वाली" before the format. */
const HI_FORMAT =
  "(\\s(?:वाली|वाले|वाला|भरी|भरा|भरे)(?:\\s(?:फिल्में|फिल्मों|फिल्म|मूवी|मूवीज|सीरीज|शो|सीन|दृश्य))?|\\s(?:फिल्में|फिल्मों|फिल्म|मूवी|मूवीज|सीरीज|शो|सीन|दृश्य))?";
/** Words that are not what a Hindi negation refuses: pronouns, "something", degree and grammar words. */
const HI_NOT_SUBJECT = `(?!(?:मुझे|हमें|मैं|हम|कुछ|कोई|बिल्कुल|यह|वह|ये|वो|है|हैं|तो|भी|बहुत|ज्यादा|अधिक|क्यों|क्या|और|या|पर|लेकिन|से|के|की|का|में|पसंद|अभी|आज)(?![${DEV}]))`;

export const SCRIPT_NUMBER_FORMS: NumberForm[] = [
  // Hebrew: "שנות ה-80", "משנות ה90"; "בן 6", "בת 6", "בגיל 6"; "לפני 2000", "אחרי 2010", "מ-2010 ואילך"
  {
    pattern: new RegExp(`(?<![${HE}])(?:[בלמו]|וב|ומ|מה)?שנות\\s(?:ה-?\\s?)?['"]?((?:19|20)?\\d0)(?!\\d)['"]?`, "g"),
    english: " $1s ",
    only: ["he"],
  },
  // a second decade joined to the first ("שנות ה-80 או ה-90", "ה-80 עד ה-90")
  {
    pattern: /(\d0s)\s{1,3}(או|ו|עד|ועד)\s?ה-?\s?['"]?((?:19|20)?\d0)(?!\d)['"]?/g,
    english: (_m: string, first: string, join: string, second: string) =>
      `${first} ${join.endsWith("עד") ? "to" : "or"} ${second}s `,
    only: ["he"],
  },
  {
    pattern: new RegExp(`(?<![${HE}])[ולש]?(?:בן|בת|בני|בנות)\\s(\\d{1,2})(?![\\d${HE}])`, "g"),
    english: " $1 year old ",
    only: ["he"],
  },
  { pattern: new RegExp(`(?<![${HE}])[ול]?בגיל\\s(\\d{1,2})(?!\\d)`, "g"), english: " aged $1 ", only: ["he"] },
  { pattern: new RegExp(`(?<![${HE}])ו?לפני\\s(?:שנת\\s)?${YEAR}`, "g"), english: " before $1 ", only: ["he"] },
  { pattern: new RegExp(`(?<![${HE}])ו?אחרי\\s(?:שנת\\s)?${YEAR}`, "g"), english: " after $1 ", only: ["he"] },
  {
    pattern: new RegExp(`(?<![${HE}])(?:מ|משנת|החל\\sמ|החל\\sמשנת)\\s?-?\\s?${YEAR}\\s(?:ואילך|והלאה|ומעלה)`, "g"),
    english: " since $1 ",
    only: ["he"],
  },
  { pattern: new RegExp(`(?<![${HE}])(?:מאז|החל\\sמ)\\s?-?\\s?${YEAR}`, "g"), english: " since $1 ", only: ["he"] },
  { pattern: new RegExp(`(?<![${HE}])מ-?${YEAR}`, "g"), english: " from $1 ", only: ["he"] },
  { pattern: new RegExp(`(?<![${HE}])(?:ב-?|בשנת\\s|שנת\\s)${YEAR}`, "g"), english: " $1 ", only: ["he"] },
  // Hebrew lengths: "לא יותר מ-90 דקות", "פחות משעתיים", "2 שעות", "90 דק'"
  {
    pattern: new RegExp(`(?<![${HE}])לא\\s(?:יותר|ארוך\\sיותר)\\sמ-?\\s?(?!די)(?=[\\d${HE}])`, "g"),
    english: " no more than ",
    only: ["he"],
  },
  {
    pattern: new RegExp(`(?<![${HE}])(?:פחות|קצר\\sיותר)\\sמ-?\\s?(?!די)(?=[\\d${HE}])`, "g"),
    english: " less than ",
    only: ["he"],
  },
  {
    pattern: new RegExp(`(?<![${HE}])(?:יותר|ארוך\\sיותר)\\sמ-?\\s?(?!די)(?=[\\d${HE}])`, "g"),
    english: " more than ",
    only: ["he"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,])(\\d{1,3}(?:\\.\\d)?)\\s?(?:שעות|שעה)(?![${HE}])`, "g"),
    english: " $1 hours ",
    only: ["he"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,])(\\d{1,3})\\s?(?:דקות|דקה|דק'?)(?![${HE}])`, "g"),
    english: " $1 minutes ",
    only: ["he"],
  },
  // Arabic: "فترة الثمانينات" is a word; "سنوات ال90", "ال80ات"; "عمره 6 سنوات", "6 سنوات"; "قبل عام 2000"
  {
    pattern: new RegExp(
      `(?<![${AR}])(?:[وب]|من\\s|في\\s)?(?:فترة|حقبة|سنوات|جيل)\\s?(?:ال\\s?)?((?:19|20)?\\d0)(?:ات|يات|s)?(?![${AR}\\d])`,
      "g",
    ),
    english: " $1s ",
    only: ["ar"],
  },
  {
    pattern: new RegExp(`(?<![${AR}])(?:[وب]|لل|وال|بال)?ال\\s?((?:19|20)?\\d0)(?:ات|يات|s)(?![${AR}\\d])`, "g"),
    english: " $1s ",
    only: ["ar"],
  },
  {
    pattern: new RegExp(`(?<![${AR}\\d])((?:19|20)?\\d0)\\s?(?:ات|يات)(?![${AR}])`, "g"),
    english: " $1s ",
    only: ["ar"],
  },
  {
    pattern: new RegExp(
      `(?<![${AR}])(?:ب|في\\s)?(?:عمر|سن)(?:ه|ها|هم|و)?\\s(\\d{1,2})(?!\\d)(?:\\s?(?:سنوات|سنين|سنة|سنه|اعوام|عام))?(?![${AR}])`,
      "g",
    ),
    english: " $1 year old ",
    only: ["ar"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,])(?<!اخر\\s|خلال\\s)(\\d{1,2})\\s?(?:سنوات|سنين|سنة|سنه)(?![${AR}])`, "g"),
    english: " $1 year old ",
    only: ["ar"],
  },
  {
    pattern: new RegExp(`(?<![${AR}])و?قبل\\s(?:عام\\s|سنة\\s|سنه\\s)?${YEAR}`, "g"),
    english: " before $1 ",
    only: ["ar"],
  },
  {
    pattern: new RegExp(`(?<![${AR}])و?بعد\\s(?:عام\\s|سنة\\s|سنه\\s)?${YEAR}`, "g"),
    english: " after $1 ",
    only: ["ar"],
  },
  { pattern: new RegExp(`(?<![${AR}])منذ\\s(?:عام\\s|سنة\\s)?${YEAR}`, "g"), english: " since $1 ", only: ["ar"] },
  {
    pattern: new RegExp(
      `(?<![${AR}])(?:من|ابتداء\\sمن|بدءا\\sمن)\\s(?:عام\\s|سنة\\s)?${YEAR}\\s(?:وطالع|فصاعدا|وما\\sبعد|وانت\\sطالع)`,
      "g",
    ),
    english: " since $1 ",
    only: ["ar"],
  },
  { pattern: new RegExp(`(?<![${AR}])(?:عام|سنة|سنه)\\s${YEAR}`, "g"), english: " $1 ", only: ["ar"] },
  {
    pattern: new RegExp(`(?<![\\d.,])(\\d{1,3}(?:\\.\\d)?)\\s?(?:ساعات|ساعة|ساعه|س)(?![${AR}])`, "g"),
    english: " $1 hours ",
    only: ["ar"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,])(\\d{1,3})\\s?(?:دقيقة|دقيقه|دقائق|دقايق|د)(?![${AR}])`, "g"),
    english: " $1 minutes ",
    only: ["ar"],
  },
  // Marathi's and Nepali's before Hindi's, whose letters they write: they read only in text that holds their words
  ...NEPALI_NUMBER_FORMS,
  ...MARATHI_NUMBER_FORMS,
  // Hindi decades, ages and years: "80 के दशक", "6 साल की", "उम्र 6", "2000 से पहले", "2010 के बाद", "2010 से"
  {
    pattern: new RegExp(
      `(?<!\\d)((?:19|20)?\\d0)\\s?(?:या|और|से|-)\\s?((?:19|20)?\\d0)\\s?(?:के|का|की)\\s?(?:दशक|दौर|जमाने)(?![${DEV}])`,
      "g",
    ),
    english: " $1s or $2s ",
    only: ["hi"],
  },
  {
    pattern: new RegExp(`(?<!\\d)((?:19|20)?\\d0)\\s?(?:के|का|की)\\s?(?:दशक|दौर|जमाने)(?![${DEV}])`, "g"),
    english: " $1s ",
    only: ["hi"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,])(?<!पिछले\\s)(\\d{1,2})\\s?(?:साल|वर्ष|बरस)(?:\\s?(?:का|की|के))?(?![${DEV}])`, "g"),
    english: " $1 year old ",
    only: ["hi"],
  },
  { pattern: new RegExp(`(?<![${DEV}])उम्र\\s(\\d{1,2})(?!\\d)`, "g"), english: " aged $1 ", only: ["hi"] },
  {
    pattern: new RegExp(`${YEAR}\\s?(?:से\\s)?(?:पहले|पूर्व)(?:\\s(?:की|का|के))?(?![${DEV}])`, "g"),
    english: " before $1 ",
    only: ["hi"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?(?:के\\s)?बाद(?:\\s(?:की|का|के))?(?![${DEV}])`, "g"),
    english: " after $1 ",
    only: ["hi"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?से(?:\\s(?:अब\\sतक|आगे|लेकर|अब))?(?![${DEV}])`, "g"),
    english: " since $1 ",
    only: ["hi"],
  },
  { pattern: new RegExp(`(?<![${DEV}])(?:सन|साल)\\s${YEAR}`, "g"), english: " $1 ", only: ["hi"] },
  // Hindi lengths: "2 घंटे से ज्यादा नहीं", "90 मिनट से कम", "डेढ़ घंटे तक", "2 घंटे से ज्यादा"
  {
    pattern: new RegExp(
      `${HI_LENGTH}\\s(?:से\\s)?(?:ज्यादा|अधिक|लंबी|लंबा|लम्बी)(?:\\sलंबी|\\sलंबा)?\\s(?:नहीं|ना|न)(?![${DEV}])`,
      "g",
    ),
    english: hiLength("no longer than "),
    only: ["hi"],
  },
  {
    pattern: new RegExp(`${HI_LENGTH}\\s(?:से\\s)?(?:कम|छोटी|छोटा)(?![${DEV}])`, "g"),
    english: hiLength("under "),
    only: ["hi"],
  },
  { pattern: new RegExp(`${HI_LENGTH}\\s?तक(?![${DEV}])`, "g"), english: hiLength("up to "), only: ["hi"] },
  {
    pattern: new RegExp(`${HI_LENGTH}\\s(?:से\\s)?(?:ज्यादा|अधिक|लंबी|लंबा)(?![${DEV}])`, "g"),
    english: hiLength("more than "),
    only: ["hi"],
  },
  { pattern: new RegExp(`${HI_LENGTH}(?![${DEV}])`, "g"), english: hiLength(""), only: ["hi"] },
  // Hindi words after what they govern: "मेरी पत्नी के साथ" → "with मेरी पत्नी", "हिंसा के बिना", "हॉरर से नफ़रत है",
  // "खून बर्दाश्त नहीं होता", "ज्यादा डरावनी नहीं" → "not too …", "हॉरर फिल्में नहीं चाहिए" → "no हॉरर फिल्में,"
  {
    pattern: new RegExp(
      `(?<![${DEV}])((?:(?:मेरे|मेरी|मेरा|हमारे|हमारी|अपने|अपनी)\\s)?(?:(?:माता|मां|मम्मी|दादा|दादी|नाना|नानी|पूरे|पूरी|पूरा|लंबी|लंबे|लंबा)\\s)?[${DEV}]{2,20}(?:-[${DEV}]{2,20})?)\\s(?:के|की)\\s(साथ|लिए|बिना)(?![${DEV}])`,
      "g",
    ),
    // "without" ends its clause, so it does not run on into what follows ("हिंसा के बिना कोई एक्शन फ़िल्म")
    english: (_m: string, what: string, post: string) =>
      `${HI_POSTPOSITIONS[post] ?? post} ${what}${post === "बिना" ? "," : ""} `,
    only: ["hi"],
  },
  // "उपन्यास पर आधारित फिल्म", "सच्ची कहानी पर आधारित": "based on" before what it is based on
  {
    pattern: new RegExp(`(?<![${DEV}])((?:सच्ची\\s|असली\\s)?[${DEV}]{2,20})\\s(?:पर|पे)\\sआधारित(?![${DEV}])`, "g"),
    english: " based on $1 ",
    only: ["hi"],
  },
  // "बिना हिंसा के डार्क थ्रिलर": "without" before its noun and "के" after it ends the clause
  {
    pattern: new RegExp(`(?<![${DEV}])बिना\\s((?:[${DEV}]{2,20}\\s)?[${DEV}]{2,20})\\s(?:के|की)(?![${DEV}])`, "g"),
    english: " without $1, ",
    only: ["hi"],
  },
  {
    pattern: new RegExp(
      `(?<![${DEV}])${HI_NOT_SUBJECT}([${DEV}]{2,16})${HI_FORMAT}\\s(?:से\\s)?नफरत(?:\\s(?:है|हैं|करता|करती|करते|हूं)){0,2}(?![${DEV}])`,
      "g",
    ),
    english: "hate $1$2, ",
    only: ["hi"],
  },
  {
    pattern: new RegExp(
      `(?<![${DEV}])${HI_NOT_SUBJECT}([${DEV}]{2,16})${HI_FORMAT}\\s(?:बर्दाश्त|सहन)\\s(?:नहीं|ना)(?:\\s(?:कर|होता|होती|होते|सकता|सकती|सकते|पाता|पाती|पाते|है|हैं|हूं)){0,3}(?![${DEV}])`,
      "g",
    ),
    english: "can't stand $1$2, ",
    only: ["hi"],
  },
  {
    pattern: new RegExp(`(?<![${DEV}])(?:ज्यादा|बहुत|अधिक|इतनी|इतना)\\s([${DEV}]{2,16})\\s(?:नहीं|ना|न)(?![${DEV}])`, "g"),
    english: "not too $1 ",
    only: ["hi"],
  },
  {
    pattern: new RegExp(
      `(?<![${DEV}])${HI_NOT_SUBJECT}([${DEV}]{2,16})${HI_FORMAT}(?:\\s(?:पसंद|अच्छी|अच्छे|अच्छा))?\\s(?:बिल्कुल\\s)?(?:नहीं|मत|ना|न)(?:\\s(?:चाहिए|चाहता|चाहती|चाहते|देखनी|देखना|दिखाओ|दिखाना|हूं|है|हैं|हो|होनी|होना)){0,3}(?![${DEV}])`,
      "g",
    ),
    english: "no $1$2, ",
    only: ["hi"],
  },
  { pattern: new RegExp(`(?<![${DEV}])([${DEV}]{2,16})\\sया\\sno\\s`, "g"), english: "no $1 or ", only: ["hi"] },
  ...BENGALI_NUMBER_FORMS,
  ...TAMIL_NUMBER_FORMS,
  ...PUNJABI_NUMBER_FORMS,
  ...GEORGIAN_NUMBER_FORMS,
  ...AMHARIC_NUMBER_FORMS,
  ...TELUGU_NUMBER_FORMS,
  ...ZULU_NUMBER_FORMS,
];
