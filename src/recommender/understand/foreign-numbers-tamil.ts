/**
 * Numbers with their units in Tamil, read before the words of ./foreign on the folded text
 * (../foreign-letters: Tamil digits are 0–9 by then, and the text is as NFKD writes it, "ொ" as "ெ" and
 * "ா"): decades ("90களில்", "90-களின்", "தொண்ணூறுகளில்") become "90s", ages ("6 வயது", "ஆறு வயது")
 * "6 year old", years ("2000க்கு முன்", "2010க்குப் பிறகு", "2015 முதல்") "before 2000", "after
 * 2010", "since 2015", and lengths ("2 மணி நேரத்திற்கு மேல் இல்லாத", "90 நிமிடங்களுக்குள்", "ஒன்றரை
 * மணி நேரம்") their English. Tamil puts the refusal after what it refuses ("பேய் படம் வேண்டாம்",
 * "வன்முறை இல்லாத"): those are turned round. `\b` does not see these letters, so each pattern bounds
 * its words with lookarounds on the script's letters; each is literal words around one bounded number
 * or word.
 */
import { DIGIT_YEAR, type NumberForm, scriptNumbers } from "./foreign-numbers";

const TA = "\\u0b82-\\u0bd7";
const END = `(?![${TA}])`;
const YEAR = DIGIT_YEAR;

/** Tamil number words, one to twelve and the tens of the minutes, and their digits. */
const TA_NUMBERS: Readonly<Record<string, string>> = {
  ஒரு: "1",
  ஒன்று: "1",
  இரண்டு: "2",
  ரெண்டு: "2",
  மூன்று: "3",
  நான்கு: "4",
  ஐந்து: "5",
  ஆறு: "6",
  ஏழு: "7",
  எட்டு: "8",
  ஒன்பது: "9",
  பத்து: "10",
  பதினொன்று: "11",
  பன்னிரண்டு: "12",
  பதினைந்து: "15",
  இருபது: "20",
  முப்பது: "30",
  நாற்பது: "40",
  நாற்பத்தைந்து: "45",
  ஐம்பது: "50",
  அறுபது: "60",
  தொண்ணூறு: "90",
  ஒன்றரை: "1.5",
  இரண்டரை: "2.5",
  அரை: "0.5",
};

/** The tens in words ("எண்பதுகளில்" is in the eighties) and their digits. */
const TENS: Readonly<Record<string, string>> = {
  நாற்பது: "40",
  ஐம்பது: "50",
  அறுபது: "60",
  எழுபது: "70",
  எண்பது: "80",
  தொண்ணூறு: "90",
};
/** Numbers, lengths and decades read by the shared builder. */
const { pattern: NUMBER, digitsOf, length, decade } = scriptNumbers(TA, TA_NUMBERS, TENS, (unit) => unit === "நிமிட");
/** The plural and case a decade carries ("90களில்" in the 90s, "90களின்" of the 90s, "90கள்"). */
const DECADE_END = `(?:களிலிருந்து|களிலும்|களில்|களின்|களைச்|களை|களது|கள்)${END}`;

/** A length: the number and its unit with the case it carries ("மணி நேரத்திற்கு", "நிமிடங்களுக்கு"). */
const UNIT = "(மணி\\s?நேர|நிமிட)(?:த்திற்கும்|த்துக்கும்|ங்களுக்கும்|த்திற்கு|த்துக்கு|ங்களுக்கு|ங்கள்|த்தை|ம்)?";
const LENGTH = `${NUMBER}\\s?${UNIT}`;

/** Formats said after a genre or tone ("பேய் படம்", "வன்முறை காட்சிகள்"). */
const FORMAT = "(?:\\s(?:படம்|படங்கள்|படத்தை|படங்களை|திரைப்படம்|திரைப்படங்கள்|தொடர்|தொடர்கள்|காட்சிகள்|கதை))?";
/** Words that are not what a Tamil refusal refuses: pronouns, "something", degree and grammar words. */
const NOT_SUBJECT = `(?!(?:எனக்கு|நான்|நாங்கள்|எங்களுக்கு|ஏதாவது|எதுவும்|ஒரு|அது|இது|அந்த|இந்த|மிகவும்|ரொம்ப|அதிகம்|அல்லது|மற்றும்|ஆனால்|இப்போது|இன்று)${END})`;
/** A Tamil refusal after its subject: "don't want", "must not be", "I don't like". */
const REFUSAL = "(?:வேண்டவே\\sவேண்டாம்|வேண்டாம்|வேணாம்|கூடாது|பிடிக்காது|பிடிக்கவில்லை|இருக்கக்கூடாது)";

export const TAMIL_NUMBER_FORMS: NumberForm[] = [
  // decades: "90களில்", "90-களின்", "1990களில்", "90'களின்", "தொண்ணூறுகளில்"
  {
    pattern: new RegExp(`(?<![\\d.,])((?:19|20)?\\d0)\\s?['’-]?\\s?${DECADE_END}`, "g"),
    english: " $1s ",
    only: ["ta"],
  },
  {
    pattern: new RegExp(`(?<![${TA}])(${Object.keys(TENS).join("|")})${DECADE_END}`, "g"),
    english: (_m: string, tens: string) => ` ${decade(tens)} `,
    only: ["ta"],
  },
  // the years counted back ("கடந்த 10 ஆண்டுகளில்"), before an age is read in them
  {
    pattern: new RegExp(
      `(?<![${TA}])(?:கடந்த|கடைசி)\\s${NUMBER}\\s?(?:ஆண்டுகளில்|ஆண்டுகளாக|ஆண்டுகள்|வருடங்களில்|வருடங்கள்|வருஷத்தில்)${END}`,
      "g",
    ),
    english: (_m: string, n: string) => ` the last ${digitsOf(n)} years `,
    only: ["ta"],
  },
  // "20 ஆண்டுகளுக்கு முன்": twenty years ago, no age
  {
    pattern: new RegExp(`${NUMBER}\\s?(?:ஆண்டுகளுக்கு|வருடங்களுக்கு|வருஷத்துக்கு)\\s(?:முன்பு|முன்னால்|முன்)${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} years ago `,
    only: ["ta"],
  },
  // ages: "6 வயது மகளுக்கு", "ஆறு வயதுக் குழந்தை", "8 வயதான"
  {
    pattern: new RegExp(`${NUMBER}\\s?-?\\s?(?:வயதுக்|வயதுடைய|வயதான|வயது|வயசு)${END}`, "g"),
    english: (_m: string, n: string) => ` ${digitsOf(n)} year old `,
    only: ["ta"],
  },
  // years: "2010 முதல் 2015 வரை", "2000க்கு முன்", "2010க்குப் பிறகு", "2015 முதல்", "1995ல்"
  {
    pattern: new RegExp(`${YEAR}\\s?-?\\s?(?:முதல்|லிருந்து|இலிருந்து)\\s${YEAR}\\s?-?\\s?(?:வரையிலான|வரை)${END}`, "g"),
    english: " from $1 to $2 ",
    only: ["ta"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?['’-]?\\s?(?:ஆம்\\sஆண்டுக்கு|க்கு|-க்கு)\\s?(?:முந்தைய|முன்பு|முன்னர்|முன்)${END}`, "g"),
    english: " before $1 ",
    only: ["ta"],
  },
  {
    pattern: new RegExp(
      `${YEAR}\\s?['’-]?\\s?(?:ஆம்\\sஆண்டுக்குப்|ஆம்\\sஆண்டுக்கு|க்குப்|க்கு)\\s?(?:பிந்தைய|பிறகு|பின்னர்|பின்பு|பின்)${END}`,
      "g",
    ),
    english: " after $1 ",
    only: ["ta"],
  },
  {
    pattern: new RegExp(`${YEAR}\\s?['’-]?\\s?(?:ஆம்\\sஆண்டு\\s)?(?:முதல்|லிருந்து|இலிருந்து)${END}`, "g"),
    english: " since $1 ",
    only: ["ta"],
  },
  { pattern: new RegExp(`${YEAR}\\s?['’-]?\\s?(?:ஆம்\\sஆண்டு|ல்|இல்)${END}`, "g"), english: " $1 ", only: ["ta"] },
  // lengths: "2 மணி நேரத்திற்கு மேல் இல்லாத", "இரண்டு மணி நேரத்துக்கும் குறைவான", "90 நிமிடங்களுக்குள்"
  {
    pattern: new RegExp(`${LENGTH}\\s(?:மேல்|மேலாக|அதிகமாக|அதிகம்)\\s(?:இல்லாத|இருக்கக்கூடாது|கூடாது|வேண்டாம்|இல்லை)${END}`, "g"),
    english: length("no longer than "),
    only: ["ta"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s(?:குறைவான|குறைவாக|குறைந்த|கீழ்)${END}`, "g"),
    english: length("under "),
    only: ["ta"],
  },
  {
    pattern: new RegExp(`${NUMBER}\\s?(மணி\\s?நேர|நிமிட)(?:த்திற்குள்|த்துக்குள்|ங்களுக்குள்)${END}`, "g"),
    english: length("up to "),
    only: ["ta"],
  },
  {
    pattern: new RegExp(`(?<![${TA}])அதிகபட்சம்\\s${LENGTH}${END}`, "g"),
    english: length("up to "),
    only: ["ta"],
  },
  {
    pattern: new RegExp(`${LENGTH}\\s(?:மேல்|மேலாக|அதிகமான|அதிகமாக)${END}`, "g"),
    english: length("more than "),
    only: ["ta"],
  },
  { pattern: new RegExp(`${LENGTH}${END}`, "g"), english: length(""), only: ["ta"] },
  // a dative after an age ("என் 6 வயது மகளுக்கு", for my 6 year old daughter): "for" before them, the word without its ending
  {
    pattern: new RegExp(
      `(?<![${TA}])(?:(என்|எனது|என்னுடைய)\\s{1,2})?(\\d{1,2}\\syear\\sold)\\s{1,2}([${TA}]{2,24}?)(ுக்காக|ுக்கு|க்காக|க்கு)${END}`,
      "g",
    ),
    english: (_m: string, my: string | undefined, age: string, what: string, ending: string) =>
      ` for ${my ? "my " : ""}${age} ${what}${ending.startsWith("\u0bc1") ? "\u0bcd" : ""} `,
    only: ["ta"],
  },
  // "வன்முறை இல்லாத த்ரில்லர்": "without" before what is to be left out
  {
    pattern: new RegExp(`(?<![${TA}])${NOT_SUBJECT}([${TA}]{2,20})${FORMAT}\\s(?:இல்லாத|இல்லாமல்)${END}`, "g"),
    english: " without $1, ",
    only: ["ta"],
  },
  // "ரொம்ப நீளமான படம் வேண்டாம்": not too long
  {
    pattern: new RegExp(`(?<![${TA}])(?:ரொம்ப|மிகவும்|அதிக)\\s([${TA}]{2,20})${FORMAT}\\s${REFUSAL}${END}`, "g"),
    english: " not too $1 ",
    only: ["ta"],
  },
  // refusals after what they refuse: "பேய் படம் வேண்டாம்", "வன்முறை கூடாது", "எனக்கு ஹாரர் பிடிக்காது"
  {
    pattern: new RegExp(`(?<![${TA}])${NOT_SUBJECT}([${TA}]{2,20})(${FORMAT})\\s${REFUSAL}${END}`, "g"),
    english: (_m: string, what: string, format: string) => ` no ${what}${format}, `,
    only: ["ta"],
  },
  // a first subject joined by "or" is refused too: "போர் அல்லது பேய் படம் வேண்டாம்"
  {
    pattern: new RegExp(`(?<![${TA}])([${TA}]{2,20})\\s(?:அல்லது|மற்றும்)\\s{1,2}no\\s`, "g"),
    english: "no $1 or ",
    only: ["ta"],
  },
];
