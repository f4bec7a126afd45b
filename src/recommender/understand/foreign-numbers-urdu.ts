/**
 * Numbers with their units in Urdu, read before the words of ./foreign on the folded text
 * (../foreign-letters: Urdu digits are 0–9 by then, "ی" and "ک" the Arabic "ي" and "ك", a hamza on
 * "ئ" or "ۓ" gone, so "دہائی" is "دہايي"): decades ("90 کی دہائی", "نوے کی دہائی") become "90s", ages
 * ("6 سال کی بیٹی", "چھ سالہ") "6 year old", years ("2000 سے پہلے", "2010 کے بعد", "2015 سے") "before
 * 2000", "after 2010", "since 2015", and lengths ("دو گھنٹے سے زیادہ لمبی نہ ہو", "90 منٹ سے کم")
 * their English. Urdu, like Hindi, puts postpositions and the negation after what they govern ("بچوں
 * کے ساتھ", "بیٹی کے لیے", "ڈراؤنی فلم نہیں"): those are turned round. `\b` does not see these letters,
 * so each pattern bounds its words with lookarounds on the script's letters; each is literal words
 * around one bounded number or word. Read before Persian's, whose letters Urdu text holds too.
 */
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const AR = "\\u0621-\\u064a\\u0671-\\u06d3";
const END = `(?![${AR}])`;
const YEAR = DIGIT_YEAR;

/** Urdu number words, one to twelve and the tens of the minutes, and their digits. */
const UR_NUMBERS: Readonly<Record<string, string>> = {
  ايك: "1",
  دو: "2",
  تين: "3",
  چار: "4",
  پانچ: "5",
  چھ: "6",
  چھے: "6",
  سات: "7",
  اٹھ: "8",
  نو: "9",
  دس: "10",
  گيارہ: "11",
  بارہ: "12",
  پندرہ: "15",
  بيس: "20",
  پچيس: "25",
  تيس: "30",
  چاليس: "40",
  پينتاليس: "45",
  پچاس: "50",
  ساٹھ: "60",
  نوے: "90",
  ڈيڑھ: "1.5",
  ڈھايي: "2.5",
  ادھا: "0.5",
  ادھے: "0.5",
};

/** The tens in words ("اسی کی دہائی" is the eighties) and their digits. */
const TENS: Readonly<Record<string, string>> = {
  چاليس: "40",
  پچاس: "50",
  ساٹھ: "60",
  ستر: "70",
  اسي: "80",
  نوے: "90",
};
/** Numbers, lengths and decades read by the shared builder. */
const {
  pattern: NUMBER,
  digitsOf,
  length,
  decade,
} = scriptNumbers(AR, UR_NUMBERS, TENS, (unit) => unit.startsWith("منٹ"));
const DECADE = `((?:19|20)?\\d0|${Object.keys(TENS).join("|")})`;
/** "of the decade" after the tens ("کی دہائی", "کے عشرے", "کی دہائیوں"). */
const DECADE_WORD = `\\s?(?:كي|كے|كا)\\s(?:دہايي|دہاييوں|عشرے|عشرہ)${END}`;

/** A length: the number and its unit ("گھنٹے", "منٹ"). */
const LENGTH = `${NUMBER}\\s?(گھنٹے|گھنٹہ|گھنٹا|گھنٹوں|منٹ|منٹس)`;
/** The word "long" a length limit may add ("سے زیادہ لمبی نہ ہو"). */
const LONG = "(?:\\s(?:لمبي|لمبا|لمبے|طويل))?";

/** Postpositions after their noun, in English before it. */
const POSTPOSITIONS: Readonly<Record<string, string>> = {
  ساتھ: "with",
  ہمراہ: "with",
  ليے: "for",
  بغير: "without",
  بنا: "without",
  علاوہ: "except",
  بارے: "about",
};
/** Who a postposition governs: one word, after "my" and a kinship word or an age read already; not "to watch". */
const GOVERNED = `(?!(?:ديكھنے|ديكھني|ديكھنا)${END})(?:(?:ميرے|ميري|ميرا|ہمارے|ہماري|اپنے|اپني)\\s{1,2})?(?:\\d{1,2}\\syear\\sold\\s{1,2})?(?:(?:امي|ابو|ماں|دادا|دادي|نانا|ناني|پورے|پوري|سارے|چھوٹے|چھوٹي|گھر)\\s)?[${AR}]{2,20}`;
/** Formats said after a genre or tone ("ڈراؤنی فلم", "تشدد والی فلمیں", "سیکس سین"). */
const FORMAT = `(?:\\s(?:والي|والے|والا|بھري|بھرا))?(?:\\s(?:فلم|فلميں|فلموں|مووي|موويز|سيريز|ڈرامہ|ڈرامے|شو|سين|مناظر|چيز|كہاني))?`;
/** Words that are not what an Urdu negation refuses: pronouns, "something", degree, verbs and grammar words. */
const NOT_SUBJECT = `(?!(?:مجھے|ہميں|ميں|ہم|اپ|كچھ|كويي|بالكل|يہ|وہ|يہي|ہے|ہيں|تو|بھي|بہت|زيادہ|كيوں|كيا|اور|يا|پر|ليكن|مگر|سے|كے|كي|كا|كو|جو|اب|ابھي|اج|پسند|ہو|ہوں|لمبي|لمبا)${END})`;
/** What an Urdu refusal says after its subject, and how English says it before. */
const REFUSAL = `(?:پسند\\s)?(?:بالكل\\s)?(?:نہيں|نہ|مت)(?:\\s(?:چاہيے|چاہتا|چاہتي|چاہتے|ديكھني|ديكھنا|ديكھنے|دكھاييں|دكھاو|ہو|ہوں|ہے|ہيں|ہوني|ہونا|ہويي|كرتا|كرتي|كرتے)){0,3}${END}`;

export const URDU_NUMBER_FORMS: NumberForm[] = [
  // two decades under one decade word: "80 یا 90 کی دہائی", "ستر اور اسی کی دہائی", "80 سے 90 کی دہائی"
  {
    pattern: new RegExp(`(?<![\\d.,${AR}])${DECADE}\\s?(يا|اور|سے|-)\\s?${DECADE}${DECADE_WORD}`, "g"),
    english: (_m: string, a: string, join: string, b: string) =>
      ` ${decade(a)} ${join === "سے" || join === "-" ? "to" : "or"} ${decade(b)} `,
    only: ["ur"],
  },
  {
    pattern: new RegExp(`(?<![\\d.,${AR}])${DECADE}${DECADE_WORD}`, "g"),
    english: (_m: string, tens: string) => ` ${decade(tens)} `,
    only: ["ur"],
  },
  // the years counted back ("پچھلے 10 سال"), before an age is read in them
  {
    pattern: new RegExp(
      `(?<![${AR}])(?:پچھلے|گزشتہ|گذشتہ|اخري)\\s${NUMBER}\\s?(?:سال|سالوں|برس)(?:\\s(?:كي|كا|كے|ميں))?${END}`,
      "g",
    ),
    english: (_m: string, n: string) => ` the last ${digitsOf(n)} years `,
    only: ["ur"],
  },
  // "20 سال پہلے": twenty years ago, no age
  {
    pattern: new RegExp(`${NUMBER}\\s?(?:سال|برس)\\s(?:پہلے|قبل)(?:\\s(?:كي|كا|كے))?${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} years ago `,
    only: ["ur"],
  },
  // ages: "6 سال کی بیٹی", "چھ سالہ بچہ", "8 برس کا بیٹا"
  {
    pattern: new RegExp(`${NUMBER}\\s?(?:سالہ|سالا|سالي)${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["ur"],
  },
  {
    pattern: new RegExp(`${NUMBER}\\s?(?:سال|برس)(?:\\s(?:كي|كا|كے))?${END}(?!\\s(?:سے|پہلے|بعد|قبل|تك))`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["ur"],
  },
  {
    pattern: new RegExp(`(?<![${AR}])عمر\\s${NUMBER}(?!\\d)(?:\\s?(?:سال|برس))?${END}`, "g"),
    english: (_m: string, n: string) => ` aged ${digitsOf(n)} `,
    only: ["ur"],
  },
  // years: "2010 سے 2015 تک", "2000 سے پہلے", "2010 کے بعد", "2015 سے اب تک", "سن 1995"
  {
    pattern: new RegExp(`${YEAR}\\s?سے\\s(?:(?:سن|سال)\\s)?${YEAR}(?:\\s(?:تك|كے\\sدرميان|كے\\sبيچ))?${END}`, "g"),
    english: " from $1 to $2 ",
    only: ["ur"],
  },
  {
    pattern: new RegExp(`${YEAR}(?:\\s(?:سے|كي|كے))?\\s(?:پہلے|قبل)(?:\\s(?:كي|كا|كے))?${END}`, "g"),
    english: " before $1 ",
    only: ["ur"],
  },
  {
    pattern: new RegExp(`${YEAR}(?:\\s(?:كے|كي))?\\sبعد(?:\\s(?:كي|كا|كے))?${END}`, "g"),
    english: " after $1 ",
    only: ["ur"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?سے(?:\\s(?:اب\\sتك|اج\\sتك|اگے|لے\\sكر))?${END}`, "g"),
    english: " since $1 ",
    only: ["ur"],
  },
  { pattern: new RegExp(`(?<![${AR}])(?:سن|سال)\\s${YEAR}`, "g"), english: " $1 ", only: ["ur"] },
  // lengths: "دو گھنٹے سے زیادہ لمبی نہ ہو", "90 منٹ سے کم", "ڈیڑھ گھنٹے تک", "زیادہ سے زیادہ دو گھنٹے"
  {
    pattern: new RegExp(
      `${LENGTH}\\s(?:سے\\s)?(?:زيادہ|لمبي|لمبا|طويل)${LONG}\\s(?:نہ|نہيں)(?:\\s(?:ہو|ہوں|ہے|ہوني))?${END}`,
      "g",
    ),
    english: length("no longer than "),
    only: ["ur"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s(?:سے\\s)?(?:كم|چھوٹي|چھوٹا|مختصر)${END}`, "g"),
    english: length("under "),
    only: ["ur"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s(?:تك|كے\\sاندر|ميں|كي\\sحد\\sتك)${END}`, "g"),
    english: length("up to "),
    only: ["ur"],
  },
  {
    pattern: new RegExp(`(?<![${AR}])(?:زيادہ\\sسے\\sزيادہ|زيادہ\\sسےزيادہ|حد\\s)\\s?${LENGTH}${END}`, "g"),
    english: length("up to "),
    only: ["ur"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s(?:سے\\s)?(?:زيادہ|لمبي|لمبا|طويل)${END}`, "g"),
    english: length("more than "),
    only: ["ur"],
  },
  { pattern: new RegExp(`${LENGTH}(?:\\s(?:كي|كا|كے))?${END}`, "g"), english: length(""), only: ["ur"] },
  // postpositions after their noun: "امی ابو کے ساتھ" → "with امی ابو", "میری بیٹی کے لیے" → "for میری بیٹی"
  {
    pattern: new RegExp(
      `(?<![${AR}])(${GOVERNED})\\s(?:كے|كي)\\s(ساتھ|ہمراہ|ليے|بغير|علاوہ|بارے)(?:\\sميں)?${END}`,
      "g",
    ),
    // "without" and "except" end their clause, so they do not run on into what follows
    english: (_m: string, what: string, post: string) => {
      const english = POSTPOSITIONS[post] ?? post;
      return ` ${english} ${what}${english === "without" || english === "except" ? "," : ""} `;
    },
    only: ["ur"],
  },
  // "بغیر تشدد کے": "without" before its noun and "کے" after it ends the clause
  {
    pattern: new RegExp(`(?<![${AR}])(?:بغير|بنا)\\s((?:[${AR}]{2,20}\\s)?[${AR}]{2,20})\\s(?:كے|كي)${END}`, "g"),
    english: " without $1, ",
    only: ["ur"],
  },
  // "سچی کہانی پر مبنی", "ناول پر مبنی": "based on" before what it is based on
  {
    pattern: new RegExp(`(?<![${AR}])((?:سچي\\s|سچے\\s|حقيقي\\s)?[${AR}]{2,20})\\s(?:پر|پہ)\\sمبني${END}`, "g"),
    english: " based on $1 ",
    only: ["ur"],
  },
  // "زیادہ لمبی نہ ہو", "بہت ڈراؤنی نہیں": not too long, not too scary
  {
    pattern: new RegExp(
      `(?<![${AR}])(?:زيادہ|بہت|اتني|اتنا|اتنے)\\s([${AR}]{2,16})\\s(?:نہ|نہيں)(?:\\s(?:ہو|ہے|ہوں))?${END}`,
      "g",
    ),
    english: " not too $1 ",
    only: ["ur"],
  },
  // "تشدد سے نفرت ہے", "خون برداشت نہیں ہوتا"
  {
    pattern: new RegExp(
      `(?<![${AR}])${NOT_SUBJECT}([${AR}]{2,16})${FORMAT}\\sسے\\sنفرت(?:\\s(?:ہے|ہيں|كرتا|كرتي|كرتے|ہوں)){0,2}${END}`,
      "g",
    ),
    english: " hate $1, ",
    only: ["ur"],
  },
  {
    pattern: new RegExp(
      `(?<![${AR}])${NOT_SUBJECT}([${AR}]{2,16})${FORMAT}\\s(?:برداشت|سہن)\\s(?:نہيں|نہ)(?:\\s(?:كر|ہوتا|ہوتي|ہوتے|سكتا|سكتي|سكتے|پاتا|پاتي|ہے|ہيں|ہوں)){0,3}${END}`,
      "g",
    ),
    english: " can't stand $1, ",
    only: ["ur"],
  },
  // refusals after what they refuse: "ڈراؤنی فلم نہیں", "ہارر نہیں چاہیے", "جنگ والی فلمیں نہیں دیکھنی", "تشدد نہ ہو"
  {
    pattern: new RegExp(`(?<![${AR}])${NOT_SUBJECT}([${AR}]{2,16})(${FORMAT})\\s${REFUSAL}`, "g"),
    english: (_m: string, what: string, format: string) => ` no ${what}${format}, `,
    only: ["ur"],
  },
  // a first subject joined by "or" is refused too: "جنگ یا ڈراؤنی فلم نہیں"
  {
    pattern: new RegExp(`(?<![${AR}])([${AR}]{2,16})\\s(?:يا|اور)\\s{1,2}(no|hate|can't\\sstand)\\s`, "g"),
    english: "$2 $1 or ",
    only: ["ur"],
  },
];
