/**
 * Numbers with their units in Finnish, Hungarian, Tagalog, Swahili, Welsh and Ukrainian, read before the
 * words of ./foreign as ./foreign-numbers reads the older languages': a decade ("80-luvulla",
 * "a 80-as években", "dekada 80", "miaka ya 80", "yr 80au", "80-ті") becomes "80s", an age ("6-vuotias",
 * "6 éves", "6 taong gulang", "miaka 6", "6 oed", "6 років") "6 year old", and the words a language puts
 * after what they govern are turned round: Finnish "jälkeen" and "kanssa" ("vuoden 2010 jälkeen",
 * "lasten kanssa"), Hungarian "előtt", "alatt", "nélkül" and "-nál nem hosszabb" ("2000 előtt",
 * "90 perc alatt", "erőszak nélkül", "2 óránál nem hosszabb"), Swahili units before their number
 * ("dakika 90", "saa 2"). Each pattern is literal words around one bounded number or one bounded word.
 */
import { GR_CY, type NumberForm } from "./foreign-numbers";

/** A Hungarian number of hours or minutes: digits (a decimal point or comma) or a word. */
const HU_NUMBER = "(\\d{1,3}(?:[.,]\\d)?|egy|ket|harom|masfel|fel)";
/** A Hungarian length: the number, its unit ("óra", "perc"), as the table then reads them. */
const HU_LENGTH = `\\b${HU_NUMBER}\\s?-?\\s?(ora|perc)`;
/** Ukrainian letters, which `\b` does not see. */
const UK = GR_CY;

export const MORE_NUMBER_FORMS: NumberForm[] = [
  // Finnish: "80-luku", "80-luvun", "1980-luvulla"; "6-vuotias", "6-vuotiaalle"; years after "ennen" and before "jälkeen"
  // two decades sharing one "-luku" ("80- tai 90-luvun", "80- ja 90-luku")
  {
    pattern: /\b((?:19|20)?\d0)\s?-\s(tai|ja)\s((?:19|20)?\d0)\s?-?\s?(?:luku|luvu)[a-z]{0,6}\b/gi,
    english: (_m: string, a: string, joiner: string, b: string) => `${a}s ${joiner === "ja" ? "and" : "or"} ${b}s`,
    only: ["fi"],
  },
  { pattern: /\b((?:19|20)?\d0)\s?-?\s?(?:luku|luvu)[a-z]{0,6}\b/gi, english: "$1s", only: ["fi"] },
  { pattern: /\b(\d{1,2})\s?-?\s?vuotia[a-z]{0,6}\b/gi, english: "$1 year old", only: ["fi"] },
  // "lapset (6 ja 9 vuotta)": an age, where "10 vuotta sitten" and "viimeiset 10 vuotta" are a span of time
  {
    pattern:
      /(?<!\bviime\s|\bviimeiset\s|\bviimeisen\s|\byli\s|\balle\s)\b(\d{1,2})\svuotta\b(?!\s(?:sitten|vanh|aikaa))/gi,
    english: "$1 year old",
    only: ["fi"],
  },
  { pattern: /\bennen\s(?:vuotta\s)?((?:19|20)\d\d)\b/gi, english: "before $1", only: ["fi"] },
  {
    pattern: /\b(?:vuoden\s)?((?:19|20)\d\d)(?::n)?\s(?:jalkeen|jalkeisia|jalkeinen|jalkeiset)\b/gi,
    english: "after $1",
    only: ["fi"],
  },
  {
    pattern: /\b(?:vuodesta\s)?((?:19|20)\d\d)(?::sta)?\s(?:lahtien|alkaen|eteenpain)\b/gi,
    english: "since $1",
    only: ["fi"],
  },
  // "puolitoista tuntia pitkä elokuva": the length is the limit, not a wish for a long film
  { pattern: /\b(tuntia|tunnin|minuuttia|minuutin)\s(?:pitka|pituinen|mittainen)\b/gi, english: "$1", only: ["fi"] },
  // "lasten kanssa", "vaimoni kanssa": "with" goes before its word
  { pattern: /\b([a-z]{2,20})\skanssa\b/gi, english: "with $1", only: ["fi"] },
  // Hungarian decades: "80-as évek", "a 90-es években", "1980-as évekbeli"; "2010-es évek" only with "évek"
  { pattern: /\b((?:19|20)\d0)\s?-?\s?(?:as|es|os)\sevek[a-z]{0,6}\b/gi, english: "$1s", only: ["hu"] },
  { pattern: /\b([1-9]0)\s?-?\s?(?:as|es|os)\b(?:\sevek[a-z]{0,6}\b)?/gi, english: "$1s", only: ["hu"] },
  { pattern: /\b(\d{1,2})\s?-?\s?eves[a-z]{0,6}\b/gi, english: "$1 year old", only: ["hu"] },
  {
    pattern: /\b((?:19|20)\d\d)(?:\s?-?\s?(?:as|es|os))?\s(?:elottiek|elottrol|elotti|elott)\b/gi,
    english: "before $1",
    only: ["hu"],
  },
  {
    pattern: /\b((?:19|20)\d\d)(?:\s?-?\s?(?:as|es|os))?\s(?:utaniak|utanrol|utani|utan)\b/gi,
    english: "after $1",
    only: ["hu"],
  },
  { pattern: /\b((?:19|20)\d\d)(?:\s?-?\s?t[oe]l|\sota)\b/gi, english: "since $1", only: ["hu"] },
  // Hungarian lengths: "2 óránál nem hosszabb", "90 percnél rövidebb", "2 óra alatt", "2 óráig", "90 perces"
  {
    pattern: new RegExp(`${HU_LENGTH}(?:a?nal|e?nel)\\snem\\s(?:hosszabb|tobb)\\b`, "gi"),
    english: "no longer than $1 $2",
    only: ["hu"],
  },
  {
    pattern: new RegExp(`${HU_LENGTH}(?:a?nal|e?nel)\\s(?:rovidebb|kevesebb)\\b`, "gi"),
    english: "under $1 $2",
    only: ["hu"],
  },
  {
    pattern: new RegExp(`${HU_LENGTH}(?:a?nal|e?nel)\\s(?:hosszabb|tobb)\\b`, "gi"),
    english: "more than $1 $2",
    only: ["hu"],
  },
  { pattern: new RegExp(`${HU_LENGTH}[a-z]{0,2}\\s(?:alatt|alatti)\\b`, "gi"), english: "under $1 $2", only: ["hu"] },
  { pattern: new RegExp(`${HU_LENGTH}a?ig\\b`, "gi"), english: "up to $1 $2", only: ["hu"] },
  { pattern: new RegExp(`${HU_LENGTH}(?:s|as|es|at|et|an|ban|ben)?\\b`, "gi"), english: "$1 $2", only: ["hu"] },
  // Hungarian words after what they govern: "erőszak nélkül", "gyerekek számára", "horror ne legyen", "horrort ne!"
  { pattern: /\b([a-z]{2,20})\snelkul\b/gi, english: "without $1,", only: ["hu"] },
  { pattern: /\b([a-z]{2,20})\s(?:szamara|reszere)\b/gi, english: "for $1", only: ["hu"] },
  // not a conjunction before it: "horror, de ne legyen túl ijesztő" is "but not too scary", no refusal of "de"
  {
    pattern: /\b(?!(?:de|es|meg|vagy|hogy|csak|is|am|viszont)\s)([a-z]{2,20})\sne\slegyen\b/gi,
    english: "no $1,",
    only: ["hu"],
  },
  { pattern: /\b([a-z]{3,20})\sne\b(?=\s?(?:[,.!;]|$))/gi, english: "no $1", only: ["hu"] },
  // a decimal comma before a unit of time of these languages ("1,5 tuntia", "1,5 saa") is a point
  {
    pattern: new RegExp(
      `\\b(\\d),(\\d)(?=\\s?(?:tuntia|tunnin|tunti|saa|masaa|awr|oriau|oras|години|годин|годину)(?![A-Za-z${UK}]))`,
      "gi",
    ),
    english: "$1.$2",
    only: ["fi", "sw", "cy", "tl", "uk"],
  },
  // Tagalog: "dekada 80", "dekada '90"; "6 taong gulang", "6 na taon"; "bago ang 2000", "pagkatapos ng 2010", "mula 2010"
  {
    pattern: /\bdekada\s(?:ng\s)?['’]?((?:19|20)?\d0)['’]?s?\s(o|at)\s['’]?((?:19|20)?\d0)['’]?s?\b/gi,
    english: (_m: string, a: string, joiner: string, b: string) => `${a}s ${joiner === "at" ? "and" : "or"} ${b}s`,
    only: ["tl"],
  },
  { pattern: /\bdekada\s(?:ng\s)?['’]?((?:19|20)?\d0)['’]?s?\b/gi, english: "$1s", only: ["tl"] },
  {
    pattern: /\b(\d{1,2}|isa|dalawa|tatlo|apat|lima|anim|pito|walo|siyam|sampu)\s(?:na\s)?taong?\s?gulang\b/gi,
    english: "$1 year old",
    only: ["tl"],
  },
  {
    pattern: /\b(\d{1,2})\s(?:na\s)?taon\b(?!\s(?:na\s|ang\s)?(?:nakalipas|nakaraan|lang))/gi,
    english: "$1 year old",
    only: ["tl"],
  },
  { pattern: /\bedad\s(\d{1,2})\b/gi, english: "aged $1", only: ["tl"] },
  { pattern: /\bmga\s(?=\d)/gi, english: "about ", only: ["tl"] },
  { pattern: /\bbago\s(?:ang\s|mag-?|ng\s)?(?:taong\s)?((?:19|20)\d\d)\b/gi, english: "before $1", only: ["tl"] },
  { pattern: /\bpagkatapos\s(?:ng\s)?(?:taong\s)?((?:19|20)\d\d)\b/gi, english: "after $1", only: ["tl"] },
  {
    pattern: /\b(?:mula|simula|magmula)\s(?:noong\s|sa\s)?(?:taong\s)?((?:19|20)\d\d)\b/gi,
    english: "since $1",
    only: ["tl"],
  },
  // Swahili: units before their number ("dakika 90", "saa 2"), "miaka ya 80", "miaka 6", "kabla ya 2000"
  { pattern: /\bdakika\s(\d{1,3})\b/gi, english: "$1 minutes", only: ["sw"] },
  { pattern: /\b(?:saa|masaa)\s(\d{1,2}(?:\.\d)?)\b(?!\s?[:.]\d)/gi, english: "$1 hours", only: ["sw"] },
  {
    pattern: /\bmiaka\sya\s['’]?((?:19|20)?\d0)['’]?s?\s(au|na)\s['’]?((?:19|20)?\d0)['’]?s?\b/gi,
    english: (_m: string, a: string, joiner: string, b: string) => `${a}s ${joiner === "na" ? "and" : "or"} ${b}s`,
    only: ["sw"],
  },
  { pattern: /\bmiaka\sya\s['’]?((?:19|20)?\d0)['’]?s?\b/gi, english: "$1s", only: ["sw"] },
  {
    pattern: /\b(?:umri\swa\s)?miaka\s(\d{1,2})\b(?!\s(?:iliyopita|iliyopit|ya\s|mingi))/gi,
    english: "$1 year old",
    only: ["sw"],
  },
  { pattern: /\bkabla\sya\s(?:mwaka\s)?((?:19|20)\d\d)\b/gi, english: "before $1", only: ["sw"] },
  { pattern: /\bbaada\sya\s(?:mwaka\s)?((?:19|20)\d\d)\b/gi, english: "after $1", only: ["sw"] },
  { pattern: /\b(?:tangu|kuanzia)\s(?:mwaka\s)?((?:19|20)\d\d)\b/gi, english: "since $1", only: ["sw"] },
  { pattern: /\bmwaka\s((?:19|20)\d\d)\b/gi, english: "$1", only: ["sw"] },
  // grammar words an older table lists as a word of its own (German "neu" new, "lang" long): Welsh "neu" or, Tagalog "lang" just
  { pattern: /\bneu\b/gi, english: "or", only: ["cy"] },
  { pattern: /\blang\b/gi, english: "just", only: ["tl"] },
  // Welsh: a word and its clitic ("o'r", "i'r", "teimlo'n") are two words; "yr 80au", "6 oed", "6 mlwydd oed", "2 awr"
  { pattern: /\b([a-z]+)['’](r|n|i|w|m|ch|th)\b/gi, english: "$1 $2", only: ["cy"] },
  { pattern: /\b((?:19|20)?\d0)['’]?au\b/gi, english: "$1s", only: ["cy"] },
  { pattern: /\b(\d{1,2})\s?(?:mlwydd\s|blwydd\s|mlynedd\s)?oed\b/gi, english: "$1 year old", only: ["cy"] },
  { pattern: /\b(\d{1,2}(?:\.\d)?)\s(?:awr|oriau)\b/gi, english: "$1 hours", only: ["cy"] },
  // Ukrainian: "80-ті", "90-тих"; "6 років", "6-річна"; "з 2010 року", "після 2010"; "2000 року" is the year
  { pattern: new RegExp(`\\b((?:19|20)?\\d0)-?(?:ті|тих|ти)(?![${UK}])`, "gi"), english: "$1s", only: ["uk"] },
  {
    pattern: new RegExp(
      `(?<![\\d.,])(?<!останні\\s|останніх\\s)(\\d{1,2})\\s?-?\\s?(?:річн[а-яі]{1,3}|років|роки|рік)(?![${UK}])`,
      "gi",
    ),
    english: "$1 year old",
    only: ["uk"],
  },
  {
    pattern: new RegExp(`(?<![${UK}])(?:з|із|від|починаючи\\sз)\\s((?:19|20)\\d\\d)\\b`, "gi"),
    english: "since $1",
    only: ["uk"],
  },
  { pattern: new RegExp(`(?<![${UK}])після\\s((?:19|20)\\d\\d)\\b`, "gi"), english: "after $1", only: ["uk"] },
  {
    pattern: new RegExp(`\\b((?:19|20)\\d\\d)(?:-?го)?\\s?(?:року|рік|рр?\\.?)(?![${UK}])`, "gi"),
    english: "$1",
    only: ["uk"],
  },
];
