/**
 * Numbers with their units in Georgian (Mkhedruli), read before the words of ./foreign on the folded
 * text (../foreign-letters: Mtavruli capitals are words of the same letters once lower-cased; Georgian
 * writes its numbers in the Latin digits): decades ("90-იანი წლები", "90-იან წლებში", "90-ების",
 * "ოთხმოციანი წლები") become "90s", ages ("6 წლის", "ექვსი წლის") "6 year old", years ("2000 წლამდე",
 * "2010 წლის შემდეგ", "2015 წლიდან") "before 2000", "after 2010", "since 2015", and lengths ("2 საათზე
 * მეტი არა", "90 წუთიანი", "საათნახევარი", "ნახევარ საათამდე") their English. Georgian puts its case
 * endings and postpositions on the word ("საათზე" than an hour, "ბავშვისთვის" for a child) and the
 * refusal after what it refuses ("საშინელებათა ფილმი არ მინდა", "ძალადობის გარეშე"): those are turned
 * round. `\b` does not see these letters, so each pattern bounds its words with lookarounds on the
 * script's letters; each is literal words around one bounded number or word.
 */
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const KA = "\\u10d0-\\u10ff";
const END = `(?![${KA}])`;
const YEAR = DIGIT_YEAR;

/**
 * Georgian number words, one to twelve and the tens of the minutes, whole and as they stand before a
 * noun in a case ("ორ საათზე", "ათ წუთში"), and their digits. The tens count in twenties ("ოთხმოცდაათი"
 * is four twenties and ten).
 */
const KA_NUMBERS: Readonly<Record<string, string>> = {
  ერთი: "1",
  ერთ: "1",
  ორი: "2",
  ორ: "2",
  სამი: "3",
  სამ: "3",
  ოთხი: "4",
  ოთხ: "4",
  ხუთი: "5",
  ხუთ: "5",
  ექვსი: "6",
  ექვს: "6",
  შვიდი: "7",
  შვიდ: "7",
  რვა: "8",
  ცხრა: "9",
  ათი: "10",
  ათ: "10",
  თერთმეტი: "11",
  თერთმეტ: "11",
  თორმეტი: "12",
  თორმეტ: "12",
  თხუთმეტი: "15",
  თხუთმეტ: "15",
  ოცი: "20",
  ოც: "20",
  ოცდაათი: "30",
  ოცდაათ: "30",
  ორმოცი: "40",
  ორმოც: "40",
  ორმოცდახუთი: "45",
  ორმოცდახუთ: "45",
  ორმოცდაათი: "50",
  ორმოცდაათ: "50",
  სამოცი: "60",
  სამოც: "60",
  ოთხმოცი: "80",
  ოთხმოც: "80",
  ოთხმოცდაათი: "90",
  ოთხმოცდაათ: "90",
  ერთნახევარი: "1.5",
  ერთნახევარ: "1.5",
  ორნახევარი: "2.5",
  ორნახევარ: "2.5",
  ნახევარი: "0.5",
  ნახევარ: "0.5",
};

/** The tens in words, as a decade is said of them ("ოთხმოციანი წლები" the eighties), and their digits. */
const TENS: Readonly<Record<string, string>> = {
  ოცდაათ: "30",
  ორმოც: "40",
  ორმოცდაათ: "50",
  სამოც: "60",
  სამოცდაათ: "70",
  ოთხმოც: "80",
  ოთხმოცდაათ: "90",
};
/** Numbers, lengths and decades read by the shared builder. */
const {
  pattern: NUMBER,
  digitsOf,
  length,
  decade,
} = scriptNumbers(KA, KA_NUMBERS, TENS, (unit) => unit === "წუთ" || unit === "წთ");
/**
 * The ending a decade carries ("90-იანი", "90-იან წლებში", "90-იანების", "90-ების") and the years it
 * may name after it ("წლები", "წლებში" in the years, "წლების" of the years).
 */
const DECADE_END = `(?:იანებიდან|იანებში|იანების|იანებზე|იანებს|იანები|იანელი|იანი|იან|ებიდან|ებში|ების|ებზე|ებს|ები)(?:\\s(?:წლებიდან|წლებში|წლების|წლებზე|წლებს|წლები))?${END}`;

/** A length: the number and its unit ("2 საათ", "ორსაათ", "90 წუთ", "2სთ"), the case ending after it. */
const LENGTH = `${NUMBER}\\s?-?\\s?(საათ|წუთ|სთ|წთ)`;
/** "Longer" or "more" said after "than" the length ("2 საათზე მეტი", "90 წუთზე გრძელი"). */
const LONGER = "(?:მეტხანს|მეტი|მეტ|გრძელი|გრძელ|ხანგრძლივი|ხანგრძლივ)";
/** What may follow a refusal of a length: "must (not) be", "I want". */
const TO_BE = "(?:\\s(?:უნდა|მინდა|გვინდა|იყოს|იქნება|იყო|არის)){0,2}";
/** "At most" before a length ("არაუმეტეს 2 საათისა", "მაქსიმუმ 90 წუთი"). */
const AT_MOST = "(?:არაუმეტეს|არა\\sუმეტეს|მაქსიმუმ|მაქსიმალურად|მაქს\\.?)";

/** Formats said after a genre or tone ("საშინელებათა ფილმი", "ძალადობის სცენები"). */
const FORMAT =
  "(?:\\s(?:ფილმები|ფილმებს|ფილმების|ფილმი|ფილმს|ფილმის|სერიალები|სერიალებს|სერიალი|სერიალს|სცენები|სცენებს|სცენების|ჟანრი|ჟანრის|ჟანრს))?";
/** A relational adjective before what is refused ("რომანტიკული კომედია", "სათავგადასავლო ფილმი"), refused with it. */
const ADJECTIVE = `(?:[${KA}]{2,20}(?:ური|ული|ო)\\s)?`;
/** Words that are not what a Georgian refusal refuses: pronouns, "something", the children watching, degree and grammar words. */
const NOT_SUBJECT = `(?!(?:მე|ჩვენ|მას|მათ|ეს|ის|ეგ|ამას|იმას|რამე|რაიმე|რაღაც|არაფერი|ძალიან|ძალზე|ზედმეტად|ან|და|თუ|მაგრამ|ოღონდ|ახლა|დღეს|უბრალოდ|საერთოდ|ნამდვილად|მართლა|ჯერ|კი|ხომ|რომ|რა|რომელიც|რომელსაც|რომელშიც|ბავშვები|ბავშვებს|ბავშვს)${END})`;
/** A Georgian refusal after its subject: "I don't want", "let there be no", "no", "I can't stand", "I hate". */
const REFUSAL =
  "(?:საერთოდ\\s)?(?:არ\\s(?:მინდა|გვინდა|მსურს|მიყვარს|გვიყვარს|მომწონს|მოგვწონს|მჭირდება|მაწყობს|იყოს|იქნება)|არ\\sუნდა\\s(?:იყოს|ჰქონდეს)|არა|ნუ|ვერ\\sვიტან|ვერ\\sვუძლებ|მძულს|მეზიზღება)";

export const GEORGIAN_NUMBER_FORMS: NumberForm[] = [
  // "საათნახევარი" is an hour and a half, one word with its case ending ("საათნახევარზე", "საათნახევრიანი")
  {
    pattern: new RegExp(`(?<![${KA}])საათ[-\\s]?ნახევ(?:არ|რ)`, "g"),
    english: " 1.5 საათ",
    only: ["ka"],
  },
  {
    pattern: new RegExp(`(?<![${KA}])(?:ერთი\\s)?საათი\\sდა\\sნახევარი${END}`, "g"),
    english: " 1.5 საათი ",
    only: ["ka"],
  },
  // two decades under one ending: "80-90-იანი წლები", the eighties to the nineties
  {
    pattern: new RegExp(`(?<![\\d.,])((?:19|20)?\\d0)\\s?-\\s?((?:19|20)?\\d0)\\s?['’-]?\\s?${DECADE_END}`, "g"),
    english: " $1s to $2s ",
    only: ["ka"],
  },
  // decades: "90-იანი წლები", "90-იან წლებში", "1990-იანების", "90-ების", "90'იანი"
  {
    pattern: new RegExp(`(?<![\\d.,])((?:19|20)?\\d0)\\s?['’-]?\\s?${DECADE_END}`, "g"),
    english: " $1s ",
    only: ["ka"],
  },
  {
    pattern: new RegExp(`(?<![${KA}])(${Object.keys(TENS).join("|")})${DECADE_END}`, "g"),
    english: (_m: string, tens: string) => ` ${decade(tens)} `,
    only: ["ka"],
  },
  // the years counted back ("ბოლო 10 წლის", "ბოლო ხუთ წელიწადში"), before an age is read in them
  {
    pattern: new RegExp(
      `(?<![${KA}])ბოლო\\s${NUMBER}\\s?(?:წლისა|წლის|წელში|წლიდან|წლებში|წლების|წელიწადში|წელიწადის|წელია)${END}`,
      "g",
    ),
    english: (_m: string, n: string) => ` the last ${digitsOf(n)} years `,
    only: ["ka"],
  },
  // "20 წლის წინ": twenty years ago, no age
  {
    pattern: new RegExp(`${NUMBER}\\s?(?:წლის|წელიწადის)\\sწინ(?:ანდელი|ანდელ)?${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} years ago `,
    only: ["ka"],
  },
  // ages: "6 წლის ბავშვი", "ექვსი წლის ქალიშვილისთვის", "8-წლიანი"
  {
    pattern: new RegExp(`${NUMBER}\\s?-?\\s?(?:წლისა|წლის|წლიანი|წლიან)${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["ka"],
  },
  // years: "2010 წლიდან 2015 წლამდე", "2000 წლამდე", "2010 წლის შემდეგ", "2015-დან", "2010 წლის"
  {
    pattern: new RegExp(
      `${YEAR}\\s?-?\\s?(?:წლიდან|იდან|დან)\\s${YEAR}\\s?-?\\s?(?:წლის\\sჩათვლით|ის\\sჩათვლით|წლამდე|ამდე|მდე)${END}`,
      "g",
    ),
    english: " from $1 to $2 ",
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?-?\\s?(?:წლამდელი|წლამდელ|წლამდე|მდელი|მდელ|ამდე|მდე)${END}`, "g"),
    english: " before $1 ",
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?-?\\s?(?:წელზე|ზე)\\sადრე${END}`, "g"),
    english: " before $1 ",
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?-?\\s?(?:წლის\\s|ის\\s|\\s)(?:შემდგომი|შემდგომ|შემდეგ|მერე)${END}`, "g"),
    english: " after $1 ",
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?-?\\s?(?:წელზე|ზე)\\sგვიან${END}`, "g"),
    english: " after $1 ",
    only: ["ka"],
  },
  {
    pattern: new RegExp(
      `${YEAR}\\s?-?\\s?(?:წლიდან|იდან|დან)(?:\\s(?:მოყოლებული|მოყოლებით|დღემდე|მოკიდებული))?${END}`,
      "g",
    ),
    english: " since $1 ",
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?-?\\s?(?:წლის|წელს|წელი|წელში|ის|ში)${END}`, "g"),
    english: " $1 ",
    only: ["ka"],
  },
  // lengths: "არაუმეტეს 2 საათისა", "2 საათზე მეტი არა", "90 წუთზე ნაკლები", "2 საათამდე", "90 წუთიანი"
  {
    pattern: new RegExp(`(?<![${KA}])${AT_MOST}\\s${LENGTH}(?:ისა|ის|ით|ი|ს)?${END}`, "g"),
    english: length("no longer than "),
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${LENGTH}ზე\\s${LONGER}\\s(?:არა|არ|ნუ)${TO_BE}${END}`, "g"),
    english: length("no longer than "),
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${LENGTH}ზე\\s(?:ნაკლებით|ნაკლები|ნაკლებ|მოკლე)${END}`, "g"),
    english: length("under "),
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${LENGTH}ზე\\s${LONGER}${END}`, "g"),
    english: length("more than "),
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${LENGTH}(?:ამდე|მდე)${END}`, "g"),
    english: length("up to "),
    only: ["ka"],
  },
  {
    pattern: new RegExp(`${LENGTH}(?:იანები|იანებს|იანი|იან|ისა|ის|ით|ში|ი|ს)?${END}`, "g"),
    english: length(""),
    only: ["ka"],
  },
  // an hour with no number before it: "საათზე მეტი არა" no longer than an hour
  {
    pattern: new RegExp(`(?<![${KA}])(საათ|წუთ)ზე\\s${LONGER}\\s(?:არა|არ|ნუ)${TO_BE}${END}`, "g"),
    english: (_m: string, unit: string) => ` no longer than 1 ${unit === "წუთ" ? "minutes" : "hours"} `,
    only: ["ka"],
  },
  // a case ending after an age ("ჩემი 6 წლის ქალიშვილისთვის", for my 6 year old daughter): "for" or "with"
  // before them, the word in its dictionary form
  {
    pattern: new RegExp(
      `(?<![${KA}])(?:(ჩემი|ჩემს|ჩემ|ჩვენი|ჩვენს)\\s{1,2})?(\\d{1,2}\\syear\\sold)\\s{1,2}([${KA}]{2,24}?)(ებისთვის|ისთვის|სთვის|თვის|ებთან|სთან|თან)(?:\\sერთად)?${END}`,
      "g",
    ),
    english: (_m: string, my: string | undefined, age: string, what: string, ending: string) => {
      const whose = my ? (my.startsWith("ჩვენ") ? "our " : "my ") : "";
      const word = ending.startsWith("ებ") ? `${what}ები` : /[აეიოუ]$/.test(what) ? what : `${what}ი`;
      return ` ${ending.endsWith("თან") ? "with" : "for"} ${whose}${age} ${word} `;
    },
    only: ["ka"],
  },
  // "ძალადობის გარეშე": "without" before what is to be left out
  {
    pattern: new RegExp(`(?<![${KA}])${NOT_SUBJECT}([${KA}]{2,20})(${FORMAT})\\sგარეშე${END}`, "g"),
    english: (_m: string, what: string, format: string) => ` without ${what}${format}, `,
    only: ["ka"],
  },
  // "ჰორორის გარდა": anything except it
  {
    pattern: new RegExp(`(?<![${KA}])${NOT_SUBJECT}([${KA}]{2,20})(${FORMAT})\\sგარდა${END}`, "g"),
    english: (_m: string, what: string, format: string) => ` except ${what}${format}, `,
    only: ["ka"],
  },
  // "ძალიან გრძელი ფილმი არ მინდა": not too long
  {
    pattern: new RegExp(
      `(?<![${KA}])(?:ძალიან|ძალზე|ზედმეტად|მეტისმეტად|ძაან)\\s([${KA}]{2,20})${FORMAT}\\s${REFUSAL}${END}`,
      "g",
    ),
    english: " not too $1 ",
    only: ["ka"],
  },
  // refusals after what they refuse: "საშინელებათა ფილმი არ მინდა", "ჰორორი არა", "რომანტიკული კომედია არ მინდა"
  {
    pattern: new RegExp(`(?<![${KA}])${NOT_SUBJECT}(${ADJECTIVE}[${KA}]{2,20})(${FORMAT})\\s${REFUSAL}${END}`, "g"),
    english: (_m: string, what: string, format: string) => ` no ${what}${format}, `,
    only: ["ka"],
  },
  // a first subject joined by "or" or "and" is refused too: "ომის ან საშინელებათა ფილმი არ მინდა"
  {
    pattern: new RegExp(`(?<![${KA}])([${KA}]{2,20})\\s(?:ანდა|ან|და|თუ)\\s{1,2}no\\s`, "g"),
    english: "no $1 or ",
    only: ["ka"],
  },
];
