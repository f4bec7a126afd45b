/**
 * Numbers with their units in Amharic, read before the words of ./foreign on the folded text
 * (../foreign-ethiopic: Ethiopic numerals are digits by then, the rows of letters said alike are one,
 * so "ዓመት" is "አመት" and "ሰዓት" "ሰአት"): decades ("የ90ዎቹ", "በ1990ዎቹ", "የዘጠናዎቹ") become "90s", ages
 * ("የ6 ዓመት ልጅ", "ለ6 ዓመቷ ልጄ") "6 year old", years ("ከ2000 በፊት", "ከ2010 በኋላ", "ከ2015 ጀምሮ") "before
 * 2000", "after 2010", "since 2015", and lengths ("ከ2 ሰዓት የማይበልጥ", "ከ90 ደቂቃ በታች", "አንድ ሰዓት ተኩል")
 * their English. Amharic writes "than" and "from" onto the front of the number ("ከ2"), says "with" around
 * its noun ("ከቤተሰብ ጋር") and puts the refusal after what it refuses ("አስፈሪ ፊልም አልፈልግም", "ሁከት የሌለው"):
 * those are turned round. `\b` does not see these letters, so each pattern bounds its words with
 * lookarounds on the script's letters; each is literal words around one bounded number or word.
 * The patterns are written as Amharic is typed and folded as the text is, so both spellings of a
 * word ("ሰዓት", "ሰአት") are one.
 */
import table from "../data/foreign-words.json" with { type: "json" };
import { ethiopicLetters } from "./foreign-ethiopic";
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const AM = "\\u1200-\\u135a";
const START = `(?<![${AM}])`;
const END = `(?![${AM}])`;
const YEAR = DIGIT_YEAR;

/** A pattern written as typed, its letters folded as the text is. */
const amharic = (source: string): RegExp => new RegExp(ethiopicLetters(source), "g");
/** Number words with their keys folded as the text is. */
const foldedKeys = (words: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(words).map(([word, digits]) => [ethiopicLetters(word), digits]));

/** Amharic number words, one to twelve and the tens of the minutes, and their digits. */
const AM_NUMBERS = foldedKeys({
  አንድ: "1",
  ሁለት: "2",
  ሶስት: "3",
  ሦስት: "3",
  አራት: "4",
  አምስት: "5",
  ስድስት: "6",
  ሰባት: "7",
  ስምንት: "8",
  ዘጠኝ: "9",
  አስር: "10",
  "አስራ አንድ": "11",
  አስራአንድ: "11",
  "አስራ ሁለት": "12",
  አስራሁለት: "12",
  "አስራ አምስት": "15",
  ሃያ: "20",
  ሰላሳ: "30",
  አርባ: "40",
  "አርባ አምስት": "45",
  ሃምሳ: "50",
  ስልሳ: "60",
  ስድሳ: "60",
  ሰባ: "70",
  ሰማንያ: "80",
  ዘጠና: "90",
  ግማሽ: "0.5",
});
/** The tens in words ("የሰማንያዎቹ" of the eighties) and their digits. */
const TENS = foldedKeys({ አርባ: "40", ሃምሳ: "50", ስልሳ: "60", ስድሳ: "60", ሰባ: "70", ሰማንያ: "80", ዘጠና: "90" });
/**
 * Numbers read by the shared builder, with no letters in their lookbehind: Amharic writes "than",
 * "for", "of" and "in" onto the front of a number ("ከ2", "ለ6", "የ90ዎቹ"), so each pattern bounds the
 * word the number starts instead.
 */
const { pattern: NUMBER, digitsOf, decade } = scriptNumbers("", AM_NUMBERS, TENS, () => false);

/** A unit of time with the endings it carries: hours ("ሰዓት", "ሰዓታት", "ሰዓቱ") or minutes ("ደቂቃ", "ደቂቃዎች"). */
const UNIT = `(ሰዓታት|ሰዓቱ|ሰዓት|ደቂቃዎች|ደቂቃዎቹ|ደቂቃ)ን?${END}`;
/** A length: the number and its unit. */
const LENGTH = `${NUMBER}\\s?${UNIT}`;
/** "than" written onto the number ("ከ2 ሰዓት"), at the start of a word; often left out ("2 ሰዓት የማይሞላ"). */
const THAN = `${START}(?:ከ\\s?)?`;
/** "ሰዓት" (hours) as the folded text writes it, for the forms that write it back for the length patterns after them. */
const HOURS = ethiopicLetters("ሰዓት");

/** A length in English, after what limits it ("under", "up to"); half an hour is 30 minutes. */
const length =
  (limit: string) =>
  (_match: string, n: string, unit: string): string => {
    const value = Number(digitsOf(n));
    const minutes = unit.startsWith("\u12f0");
    if (!minutes && value < 1) return ` ${limit}${Math.round(value * 60)} minutes `;
    return ` ${limit}${value} ${minutes ? "minutes" : "hours"} `;
  };

/** A year word or calendar after or before a year ("2000 ዓ.ም", "እ.ኤ.አ 2000"): the year alone is read. */
const CALENDAR = "(?:እ\\.\\s?ኤ\\.\\s?አ|ዓ\\.\\s?ም)\\.?\\s?";

/** Formats said after a genre or tone ("አስፈሪ ፊልም", "የወሲብ ትዕይንቶች"), as the folded text writes them. */
const FORMATS = ["ፊልም", "ፊልሞች", "ፊልምን", "ፊልሞችን", "ተከታታይ", "ነገር", "ነገሮች", "ትዕይንት", "ትዕይንቶች", "ታሪክ", "ድራማ"].map(
  ethiopicLetters,
);
const FORMAT = `(?:\\s(?:${FORMATS.join("|")})${END})?`;
/** Words that are not what an Amharic refusal refuses: pronouns, "something", degree and grammar words. */
const NOT_SUBJECT = `(?!(?:እኔ|እኛ|ምንም|የሆነ|አንድ|ይህ|ያ|ይሄ|በጣም|ብዙ|ወይም|እና|ግን|አሁን|ዛሬ|ማየት|ለማየት)${END})`;
/** What a refusal refuses: one word, or two, which `refusedWords` splits where the refused thing starts. */
const SUBJECT = `((?:[${AM}]{2,20}\\s)?[${AM}]{2,20})`;
/** The phrases of the Amharic table ("ሳይንስ ፊክሽን", "ደም አፋሳሽ"): a refusal refuses them whole. */
const PHRASES: ReadonlySet<string> = new Set(Object.keys(table.languages.am.words).filter((w) => w.includes(" ")));
const FORMAT_WORDS: ReadonlySet<string> = new Set(FORMATS);

/**
 * The two words before a refusal, split into what comes before the refused thing and the thing: a
 * phrase of the table ("ሳይንስ ፊክሽን"), a phrase whose first word says "of" ("የፍቅር ፊልም") or a word and
 * its format ("አስፈሪ ፊልም") is refused whole; otherwise the first word is no part of it ("ማታ" in "ዛሬ ማታ
 * አስፈሪ አልፈልግም", tonight no horror).
 */
function refusedWords(words: string): [before: string, refused: string] {
  const space = words.indexOf(" ");
  if (space < 0) return ["", words];
  const first = words.slice(0, space);
  const second = words.slice(space + 1);
  if (PHRASES.has(words) || first.startsWith("የ") || FORMAT_WORDS.has(second)) return ["", words];
  return [first, second];
}
/** An Amharic refusal after its subject: "I don't want", "let it not be", "is not", "I don't like", "don't show me". */
const REFUSAL =
  "(?:ማየት\\sአልፈልግም|ማየት\\sአንፈልግም|መሆን\\sየለበትም|አልፈልግም|አንፈልግም|አይሁንም|አይሁን|አይደለም|አልወድም|አልወደውም|አልወዳቸውም|አንወድም|አትስጠኝ|አትስጡኝ|አታሳየኝ|አታሳዩኝ|አትጠቁመኝ|አይኑር|አይኑረው|አይኑሩት|አይኑርበት|አይኑሩበት|የለበትም|አይመቸኝም)";
/** "that is not" after what it denies ("ረጅም ያልሆነ"). */
const NOT_BEING = "(?:ያልሆነ|ያልሆኑ|ያልሆነች)";

export const AMHARIC_NUMBER_FORMS: NumberForm[] = [
  // the calendar goes, "ከ" and "በ" before it stay: "ከእ.ኤ.አ 2000 በፊት" is "ከ2000 በፊት"
  { pattern: amharic(`${START}(ከ|በ|የ)?${CALENDAR}`), english: "$1", only: ["am"] },
  // an hour and minutes ("1 ሰዓት ከ30 ደቂቃ") and an hour and a half ("አንድ ሰዓት ተኩል", "ሰዓት ተኩል") as one number
  {
    pattern: amharic(`${NUMBER}\\s?ሰዓት\\s(?:ከ|እና\\s)(\\d{1,2})\\s?ደቂቃ(?:ዎች)?${END}`),
    english: (_m: string, h: string, min: string) => ` ${Number(digitsOf(h)) * 60 + Number(min)} ደቂቃ `,
    only: ["am"],
  },
  {
    pattern: amharic(`${NUMBER}\\s?ሰዓት\\sተኩል${END}`),
    english: (_m: string, n: string) => ` ${Number(digitsOf(n)) + 0.5} ${HOURS} `,
    only: ["am"],
  },
  {
    pattern: amharic(`${START}(ከ|እስከ\\s|ቢበዛ\\s)?ሰዓት\\sተኩል${END}`),
    english: (_m: string, before: string | undefined) => `${before ?? ""}1.5 ${HOURS}`,
    only: ["am"],
  },
  // decades: "የ90ዎቹ", "በ90ዎቹ", "የ1990ዎቹ", "90'ዎቹ", "የዘጠናዎቹ"
  {
    pattern: amharic(`${START}(?:የ|በ|ከ)?(?<![\\d.,])((?:19|20)?\\d0)\\s?['’-]?\\s?(?:ዎቹ|ዎች)ን?(?:\\sዓመታት)?${END}`),
    english: " $1s ",
    only: ["am"],
  },
  {
    pattern: amharic(`${START}(?:የ|በ|ከ)?(${Object.keys(TENS).join("|")})(?:ዎቹ|ዎች)ን?(?:\\sዓመታት)?${END}`),
    english: (_m: string, tens: string) => ` ${decade(tens)} `,
    only: ["am"],
  },
  // the years counted back ("ባለፉት 10 ዓመታት"), and years ago ("ከ20 ዓመት በፊት", "የዛሬ 20 ዓመት"), before an age is read in them
  {
    pattern: amharic(`${START}(?:ባለፉት|ያለፉት|ባለፈው|ያለፈው|በመጨረሻዎቹ|የመጨረሻዎቹ)\\s${NUMBER}\\s?(?:ዓመታት|ዓመት)${END}`),
    english: (_m: string, n: string) => ` the last ${digitsOf(n)} years `,
    only: ["am"],
  },
  {
    pattern: amharic(`${START}(?:ከ\\s?|የዛሬ\\s)${NUMBER}\\s?(?:ዓመታት|ዓመት)(?:\\sበፊት)?${END}`),
    english: (_m: string, n: string) => ` from ${digitsOf(n)} years ago `,
    only: ["am"],
  },
  // ages: "የ6 ዓመት ልጅ", "ለ6 ዓመቷ ልጄ" (for my 6 year old), "ስድስት ዓመቱ", "እድሜው 8 የሆነ"
  {
    pattern: amharic(
      `${START}(ለ|የ)?${NUMBER}\\s?-?\\s?(?:ዓመቷ|ዓመቱ|ዓመቶ|ዓመታቸው|ዓመት)(?:\\s(?:ለሆነችው|ለሆነው|ለሆናቸው|የሆነችው|የሆነው|የሆነች|የሆነ|የሆኑ))?${END}`,
    ),
    english: (_m: string, to: string | undefined, n: string) => ` ${to === "ለ" ? "for " : ""}${digitsOf(n)} year old `,
    only: ["am"],
  },
  {
    pattern: amharic(`${START}(?:እድሜው|እድሜዋ|እድሜያቸው)\\s${NUMBER}(?:\\s(?:የሆነችው|የሆነው|የሆነች|የሆነ|የሆኑ|ነው))?${END}`),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["am"],
  },
  // years: "ከ2010 እስከ 2015", "ከ2000 በፊት", "ከ2010 በኋላ", "ከ2015 ጀምሮ", "በ1995"
  {
    pattern: amharic(`${START}ከ\\s?${YEAR}\\s?(?:-\\s?|እስከ\\s)(?:የ)?${YEAR}(?:\\sድረስ)?${END}`),
    english: " from $1 to $2 ",
    only: ["am"],
  },
  {
    pattern: amharic(`${START}(?:[ከበየ]\\s?)?${YEAR}\\s?(?:በፊት|በፊቱ|ቀደም\\sብሎ)${END}`),
    english: " before $1 ",
    only: ["am"],
  },
  {
    pattern: amharic(`${START}(?:[ከበየ]\\s?)?${YEAR}\\s?(?:በኋላ|በሁዋላ|ቡሃላ|በሃላ)${END}`),
    english: " after $1 ",
    only: ["am"],
  },
  {
    pattern: amharic(`${START}(?:[ከበየ]\\s?)?${YEAR}\\s?(?:ጀምሮ|ወዲህ)${END}`),
    english: " since $1 ",
    only: ["am"],
  },
  { pattern: amharic(`${START}(?:በ|የ)${YEAR}`), english: " $1 ", only: ["am"] },
  // lengths: "ከ2 ሰዓት በላይ ያልሆነ", "ከ2 ሰዓት የማይበልጥ", "ከ90 ደቂቃ በታች", "ቢበዛ 2 ሰዓት", "እስከ 2 ሰዓት ድረስ"
  {
    pattern: amharic(
      `${THAN}${LENGTH}\\s(?:በላይ\\s)?(?:ያልሆነ|ያልሆኑ|ያልበለጠ|ያልበለጡ|የማይበልጥ|የማይበልጡ|የማይረዝም|የማይረዝሙ|ያልረዘመ|ያልረዘሙ|አይብለጥ|አይብለጡ|አይበልጥ|የማይሆን|የማይሆኑ|አይሁን|አልፈልግም|መብለጥ\\sየለበትም|መሆን\\sየለበትም)${END}`,
    ),
    english: length("no longer than "),
    only: ["am"],
  },
  {
    pattern: amharic(`${THAN}${LENGTH}\\s(?:በታች|ያነሰ|ያነሱ|ያጠረ|ያጠሩ|የሚያንስ|የሚያንሱ|የሚያጥር|የሚያጥሩ|ያልሞላ|ያልሞሉ|የማይሞላ)${END}`),
    english: length("under "),
    only: ["am"],
  },
  {
    pattern: amharic(`${THAN}${LENGTH}\\s(?:በላይ|የሚበልጥ|የሚበልጡ|የሚረዝም|የሚረዝሙ)${END}`),
    english: length("more than "),
    only: ["am"],
  },
  {
    pattern: amharic(`${START}(?:ቢበዛ|ቢበዛው|እስከ)\\s${LENGTH}(?:\\sድረስ${END})?`),
    english: length("up to "),
    only: ["am"],
  },
  { pattern: amharic(`${START}${LENGTH}\\sድረስ${END}`), english: length("up to "), only: ["am"] },
  { pattern: amharic(`${START}(?:የ|በ|ከ)?${LENGTH}`), english: length(""), only: ["am"] },
  // "with" around its noun: "ከቤተሰብ ጋር", "ከመላው ቤተሰብ ጋር", "ከባለቤቴ ጋር", and "ጓደኞቼ ጋር" without "ከ"
  {
    pattern: amharic(`${START}ከ([${AM}]{2,20}(?:\\s[${AM}]{2,20})?)\\s(?:ጋር|ጋ)${END}`),
    english: " with $1 ",
    only: ["am"],
  },
  {
    pattern: amharic(`${START}${NOT_SUBJECT}([${AM}]{2,20})\\s(?:ጋር|ጋ)${END}`),
    english: " with $1 ",
    only: ["am"],
  },
  // "based on" after what it is based on: "በመጽሐፍ ላይ የተመሰረተ", "በእውነተኛ ታሪክ ላይ የተመሰረተ"
  {
    pattern: amharic(`${START}በ([${AM}]{2,20}(?:\\s[${AM}]{2,20})?)\\sላይ\\s(?:የተመሰረተ|የተመሰረቱ|የተመረኮዘ|የተመረኮዙ)${END}`),
    english: " based on $1 ",
    only: ["am"],
  },
  // "without" before what is to be left out: "ሁከት የሌለው ትሪለር", and "ያለ ሁከት" where "ያለ" is not "that is" ("ላይ ያለ")
  {
    pattern: amharic(`${START}${NOT_SUBJECT}${SUBJECT}${FORMAT}\\s(?:የሌለው|የሌለበት|የሌላቸው|የሌለባቸው|የሌለዉ)${END}`),
    english: (_m: string, words: string) => {
      const [before, what] = refusedWords(words);
      return `${before} without ${what}, `;
    },
    only: ["am"],
  },
  {
    pattern: amharic(`(?<!(?:ላይ|ውስጥ)\\s)${START}ያለ\\s${NOT_SUBJECT}([${AM}]{2,20})${END}`),
    english: " without $1, ",
    only: ["am"],
  },
  // "በጣም ረጅም ያልሆነ", "በጣም አስፈሪ አይሁን": not too long, not too scary
  {
    pattern: amharic(`${START}(?:በጣም|ብዙ|እጅግ|ከልክ\\sበላይ)\\s([${AM}]{2,20})${FORMAT}\\s(?:${NOT_BEING}|${REFUSAL})${END}`),
    english: " not too $1 ",
    only: ["am"],
  },
  { pattern: amharic(`${START}${NOT_SUBJECT}([${AM}]{2,20})\\s${NOT_BEING}${END}`), english: " not $1 ", only: ["am"] },
  // refusals after what they refuse: "አስፈሪ ፊልም አልፈልግም", "የፍቅር ፊልም አይሁን", "ሆረር አልወድም"
  {
    pattern: amharic(`${START}${NOT_SUBJECT}${SUBJECT}(${FORMAT})\\s${REFUSAL}${END}`),
    english: (_m: string, words: string, format: string) => {
      const [before, what] = refusedWords(words);
      return `${before} no ${what}${format}, `;
    },
    only: ["am"],
  },
  // a first subject joined by "or" is refused too: "ጦርነት ወይም አስፈሪ ፊልም አልፈልግም"
  {
    pattern: amharic(`${START}([${AM}]{2,20})\\s(?:ወይም|ወይ|እና)\\s{1,2}no\\s`),
    english: "no $1 or ",
    only: ["am"],
  },
];
